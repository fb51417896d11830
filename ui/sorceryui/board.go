package sorceryui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
	"tableside/tracker/sorcery"
	"tableside/ui"
	"tableside/ui/kit"
)

// board is one drawing of the table: the Round and Soul Counter, every
// Hero at a glance (a tap opens the Hero's board), the round stepper and
// the Enemy roster.
type board struct {
	v  *view
	st sorcery.State
}

func (b *board) content() fyne.CanvasObject {
	st := b.st
	box := kit.VBox(kit.Heading(fmt.Sprintf("Round %d · %s · Soul Counter %d", st.Round, st.PhaseNow(), st.Souls)))
	if st.Phase == sorcery.Between {
		box = kit.VBox(kit.Heading(fmt.Sprintf("The Quest is over · Soul Counter %d", st.Souls)))
	}
	if why := st.Lost(); why != "" {
		// The failure screen: what is left is the checklist (L1779-1782).
		kit.Add(box, kit.Heading("The Quest is lost: "+why+"."))
		kit.Add(box, b.questEndButton())
	}
	for i := range st.Heroes {
		// Conditions and the Menace token make a long line: it wraps.
		btn := widget.NewButton(fitted(b.v.p.App().Window(), glance(st, i)), func() {
			if b.v.hero == i {
				b.v.hero = -1
			} else {
				b.v.hero = i
			}
			b.v.p.Render()
		})
		btn.Alignment = widget.ButtonAlignLeading
		if i == st.Active && st.Phase == sorcery.BattlePhase {
			btn.Importance = widget.HighImportance
		}
		kit.Add(box, kit.Tall(btn))
		if b.v.hero == i {
			kit.Add(box, b.heroBoard(i))
		}
	}
	if st.Phase == sorcery.Between {
		kit.Add(box, b.journey())
		return container.NewVScroll(container.NewPadded(box))
	}
	kit.Add(box, b.companions())
	kit.Add(box, b.stepper())
	if b.v.p.App().Window().Canvas().Size().Width >= kit.TabletWidth {
		// A tablet has room for the Enemies beside the Heroes and the
		// round: each column scrolls on its own.
		enemies := kit.VBox(b.roster(), b.minions(), b.companionJoins())
		return kit.Columns(2,
			container.NewVScroll(container.NewPadded(box)),
			container.NewVScroll(container.NewPadded(enemies)))
	}
	kit.Add(box, b.roster())
	kit.Add(box, b.minions())
	kit.Add(box, b.companionJoins())
	return container.NewVScroll(container.NewPadded(box))
}

// panel sets o apart on a card-coloured ground. A widget.Card would do,
// but it is built anew on every tap, where kit.Patch reuses a rectangle.
func panel(o fyne.CanvasObject) fyne.CanvasObject {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = theme.Size(theme.SizeNameInputRadius)
	return kit.Stack(bg, kit.Padded(o))
}

// fitted breaks a button's words (a name typed by players) onto lines so
// that the button fits a phone inside a panel.
func fitted(w fyne.Window, text string) string { return kit.ButtonText(w, text, 4*theme.Padding()) }

// glance is a Hero in one line: HP left, conditions, shields, bookmark.
func glance(st sorcery.State, i int) string {
	h := st.Heroes[i]
	if h.Ghost {
		return h.Name + " · Ghost Soul"
	}
	parts := []string{h.Name, fmt.Sprintf("%d/%d HP", h.HPLeft(), h.HP())}
	if c := h.Conditions.List(); c != "" {
		parts = append(parts, c)
	}
	if r := redWords(h.RedCriticals); r != "" {
		parts = append(parts, r)
	}
	if h.Shields > 0 {
		parts = append(parts, kit.Plural(h.Shields, "shield"))
	}
	if m := st.MenaceOn(i); m != "" {
		parts = append(parts, m)
	}
	if h.Acted {
		parts = append(parts, "played")
	}
	return strings.Join(parts, " · ")
}

// redCriticals are the buttons of the Red Criticals on a Hero, a
// Companion or an Enemy: "A Red Critical" chooses a token, "Take off"
// each one held (L4557-4571, L4798-4808); put is the command for a token,
// on or off. What it does (a cut that kills, the same token again) is
// the engine's.
func (b *board) redCriticals(held []string, put func(c string, remove bool) tracker.Command) []fyne.CanvasObject {
	p, w := b.v.p, b.v.p.App().Window()
	reds := []fyne.CanvasObject{kit.Tall(widget.NewButton("A Red Critical", func() {
		names := sorcery.RedCriticalNames()
		kit.Choose(w, "Which Red Critical token?", names, func(k int) {
			p.Do(put(names[k], false))
		})
	}))}
	for _, c := range held {
		reds = append(reds, kit.Tall(widget.NewButtonWithIcon(fitted(w, "Take off "+c), theme.ContentRemoveIcon(), func() {
			p.Do(put(c, true))
		})))
	}
	return reds
}

// redWords are the Red Criticals held, for a line of the table, or "".
func redWords(held []string) string {
	if len(held) == 0 {
		return ""
	}
	return "Red: " + strings.Join(held, ", ")
}

// heroBoard is one Hero's board: wounds, conditions (each button says
// what it will do, the re-application rule included), powers, Soulrank
// and crowns.
func (b *board) heroBoard(i int) fyne.CanvasObject {
	p, w, h := b.v.p, b.v.p.App().Window(), b.st.Heroes[i]
	box := kit.VBox()
	if h.Ghost {
		kit.Add(box, kit.Note(h.Name+" is a Ghost Soul: the Soul Counter can bring them back at an open Shrine in the Time Phase."))
		return box
	}
	wounds := kit.NewCounter(w, "Wounds", fmt.Sprintf("%d of %d", h.Wounds, h.HP()), h.Wounds, 0, h.HP(), func(d int) {
		if d > 0 {
			p.Do(sorcery.WoundHero(h.Name, 1))
		} else {
			p.Do(sorcery.HealHero(h.Name, 1))
		}
	}, func(n int) {
		if n > h.Wounds {
			p.Do(sorcery.WoundHero(h.Name, n-h.Wounds))
		} else if n < h.Wounds {
			p.Do(sorcery.HealHero(h.Name, h.Wounds-n))
		}
	})
	kit.Add(box, wounds.Content())
	kit.Add(box, kit.Note(fmt.Sprintf("Soulrank %d · %s · %s · Save %d", h.Soulrank, kit.Plural(h.Crowns, "crown"), kit.Plural(h.Shields, "shield"), h.Save)))
	if h.Shields > 0 {
		// A shield goes for each hit it cancels (L3802-3804).
		kit.Add(box, kit.Tall(widget.NewButton("Shield spent", func() { p.Do(sorcery.HeroShields(h.Name, -1)) })))
	}
	if b.st.BleedDue(i) {
		// 1 HP before each activity of the Hero Turn (L4733-4734).
		kit.Add(box, kit.Tall(widget.NewButton("Bleed before an activity: 1 HP", func() { p.Do(sorcery.HeroBleed(h.Name)) })))
	}
	if g, ok := h.GemNow(); ok {
		kit.Add(box, kit.Note("Soul Gem: "+g.Words()))
	}
	kit.Add(box, kit.Bold("Put a condition on "+h.Name))
	conds := kit.Fit(2)
	for _, c := range sorcery.ConditionChoices() {
		conds.Add(kit.Tall(widget.NewButton(sorcery.ConditionWords(h.Conditions, c.Kind, c.Rank), func() {
			p.Do(sorcery.Condition(h.Name, c.Kind, c.Rank))
		})))
	}
	kit.Add(box, conds)
	if held := h.Conditions.Held(); len(held) > 0 {
		// A card, a power or a Health token takes one off.
		off := kit.Fit(2)
		for _, k := range held {
			off.Add(kit.Tall(widget.NewButtonWithIcon("Take off "+sorcery.ConditionName(k), theme.ContentRemoveIcon(), func() {
				p.Do(sorcery.ClearCondition(h.Name, k))
			})))
		}
		kit.Add(box, off)
	}
	kit.Add(box, kit.Fit(2, b.redCriticals(h.RedCriticals, func(c string, remove bool) tracker.Command {
		return sorcery.RedCritical(h.Name, c, remove)
	})...))
	for _, pw := range h.Powers {
		switch {
		case pw.Innate:
			kit.Add(box, kit.Note(pw.Name+": innate"))
		case pw.Passive:
			kit.Add(box, kit.Note(pw.Name+": passive"))
		case pw.Cooldown > 0:
			kit.Add(box, kit.Note(fmt.Sprintf("%s: ready in %s", pw.Name, kit.Plural(pw.Cooldown, "Time Phase"))))
		default:
			kit.Add(box, kit.Tall(widget.NewButtonWithIcon(fitted(w, "Use "+pw.Name), theme.MediaPlayIcon(), func() {
				kit.Choose(w, "Used at how many hourglasses?", []string{"1", "2", "3", "4"}, func(k int) {
					p.Do(sorcery.UsePower(h.Name, pw.Name, k+1))
				})
			})))
		}
	}
	if t := b.taunt(i); t != nil {
		kit.Add(box, t)
	}
	// A power gained with a Soulrank is kept with it: the first lost if
	// that Soulrank is (L2773-2776, L4872-4874).
	kit.Add(box, kit.Tall(widget.NewButton("A new power", func() {
		askText(w, "Which power does "+h.Name+" gain?", "The card's name", func(name string) {
			// A Talent is counted by the Soul Gem's stars, apart from the
			// standard Power cards (L2777-2788).
			kit.Choose(w, "How is "+name+" used?", []string{"With hourglasses", "Passive", "A Talent, with hourglasses", "A Talent, passive"}, func(k int) {
				p.Do(sorcery.LearnPower(h.Name, sorcery.Power{Name: name, Passive: k%2 == 1, Talent: k >= 2}))
			})
		})
	})))
	kit.Add(box, b.heroItems(h))
	return panel(box)
}

// companions is the Companions in play under the Heroes: HP, conditions
// and Red Criticals, a Wound button each (an Enemy's victim may be one,
// L5451-5455) and the Red Critical buttons (L4557-4571, L4795-4808).
func (b *board) companions() fyne.CanvasObject {
	st, p, w := b.st, b.v.p, b.v.p.App().Window()
	box := kit.VBox()
	for _, c := range st.Companions {
		line := fmt.Sprintf("%s (%s's) · %d/%d HP", c.Name, st.Heroes[c.Owner].Name, c.HPLeft(), c.HP())
		if l := c.Conditions.List(); l != "" {
			line += " · " + l
		}
		if r := redWords(c.RedCriticals); r != "" {
			line += " · " + r
		}
		wound := widget.NewButton("Wound", func() {
			kit.ShowNumberPad(w, "Wound "+c.Name, -1, 1, c.HPLeft(), func(n int) { p.Do(sorcery.WoundCompanion(c.Name, n)) })
		})
		actions := kit.Fit(2, kit.Tall(wound))
		for _, o := range b.redCriticals(c.RedCriticals, func(r string, remove bool) tracker.Command {
			return sorcery.CompanionRedCritical(c.Name, r, remove)
		}) {
			actions.Add(o)
		}
		kit.Add(box, panel(kit.VBox(kit.Note(line), actions)))
	}
	return box
}

// companionJoins puts a Companion from the library beside its Hero: below
// the roster, as it happens seldom and the turn's steps come first.
func (b *board) companionJoins() fyne.CanvasObject {
	st, p, w := b.st, b.v.p, b.v.p.App().Window()
	// The library is read on the tap, not on every drawing of the table;
	// no icon, as each one is parsed when the table opens.
	add := widget.NewButton("A Companion joins", func() {
		name := func(c sorcery.Companion) string { return c.Name }
		pickCard(p, sorcery.CompanionKind, "Companions", "Which Companion?", name, func(c sorcery.Companion) {
			var heroes []string
			for _, h := range st.Heroes {
				heroes = append(heroes, h.Name)
			}
			kit.Choose(w, "Whose is "+c.Name+"?", heroes, func(h int) {
				p.Do(sorcery.AddCompanion(heroes[h], c))
			})
		})
	})
	return kit.Tall(add)
}

// The Menace token's moves the players make (L7597-7605); the ones a
// wound makes are the engine's. When each is allowed is a query of
// tracker/sorcery: CanTaunt and MenaceToPass.

// menacePass is the pass the Master Enemy's controller owes, one tap on
// the Hero who takes the token, or nil when none is owed (L7601-7605).
// It is shown on the round and in the Enemy Turn alike: the holder most
// often falls to the Master Enemy's own attack.
func menacePass(p *ui.Play, st sorcery.State) fyne.CanvasObject {
	ch := st.MenaceToPass()
	if ch == nil {
		return nil
	}
	w := p.App().Window()
	box := kit.VBox(kit.Section("Menace token"), kit.Note(ch.Prompt+" "+ch.Who+" picks."))
	takers := kit.Fit(2)
	for _, name := range ch.Options {
		btn := widget.NewButton(fitted(w, name+" takes it"), func() { p.Do(sorcery.PassMenace(name)) })
		btn.Importance = widget.HighImportance
		takers.Add(kit.Tall(btn))
	}
	kit.Add(box, takers)
	return box
}

// taunt is the Hero's Taunt (or a power like it) on the Master Enemy,
// which takes the Menace token whatever its level (L7597-7599), or nil
// when there is no token to take.
func (b *board) taunt(i int) fyne.CanvasObject {
	if !b.st.CanTaunt(i) {
		return nil
	}
	name, p := b.st.Heroes[i].Name, b.v.p
	return kit.Tall(widget.NewButtonWithIcon(fitted(p.App().Window(), "Taunt: take the Menace token"), theme.WarningIcon(), func() {
		p.Do(sorcery.Taunt(name))
	}))
}
