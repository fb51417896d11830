package sorceryui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/sorcery"
	"tableside/ui"
	"tableside/ui/kit"
)

// The Minions (rules 003 L7153-7299): their Scrolls typed once into the
// library, the Minions on the board under the Enemies, and their part of
// each Enemy Turn in the wizard: the Nests' dice before the card, where
// the Venoms end up after it. What they do is tracker/sorcery's.

// minionAnswers are the wizard's answers about the Minions not yet sent:
// the Venoms' areas, one at a time, sent as one command with the last.
// Key is the Enemy Turn they belong to.
type minionAnswers struct {
	key     string
	latches []sorcery.LatchCmd
	sharing map[string]bool
	tied    []string // the Heroes given for a Minion the victim rules leave tied
	skipped []int    // latching Minions that reach no Hero
}

// minions is the board's Minions section: each species in play with its
// Scroll, each Minion with its HP or the sheet it clings to, and the
// buttons that place, wound, kill and clear them.
func (b *board) minions() fyne.CanvasObject {
	st, p, w := b.st, b.v.p, b.v.p.App().Window()
	box := kit.VBox(kit.Section("Minions"))
	for _, c := range st.Scrolls {
		var rows []fyne.CanvasObject
		for i, m := range st.Minions {
			if m.Species == c.Name {
				rows = append(rows, b.minionRow(i, m, c))
			}
		}
		if len(rows) == 0 {
			continue
		}
		about := fmt.Sprintf("%d HP each · %s · acts %s", c.HP, kit.Plural(c.SoulPoints, "Soul Point"), c.Timing.Words())
		// A Scroll read wrong is corrected for every Minion of its kind
		// (L7164-7165), and in the library.
		correct := widget.NewButton("Correct", func() {
			showMinionEditor(p.App(), c, p.Redraw, func(c sorcery.MinionScroll) { p.Do(sorcery.PlaceMinions(c, 0)) })
		})
		card := kit.VBox(kit.Border(nil, nil, nil, kit.Tall(correct), kit.Bold(c.Name)), kit.Note(about))
		if names := powerNames(c); names != "" {
			kit.Add(card, kit.Note(names))
		}
		for _, r := range rows {
			kit.Add(card, r)
		}
		kit.Add(box, panel(card))
	}
	if len(st.Minions) == 0 {
		kit.Add(box, kit.Note("No Minion is on the board."))
	}
	if st.InfectionDue() {
		// Infection strikes at the end of the Event Phase (L7247-7252).
		kit.Add(box, kit.Tall(widget.NewButton(fitted(w, "End of the Event Phase: the Venoms on sheets poison"), func() { p.Do(sorcery.Infection()) })))
	}
	kit.Add(box, kit.Fit(2,
		kit.Tall(widget.NewButtonWithIcon("Place Minions", theme.ContentAddIcon(), func() { placeMinions(p) })),
		kit.Tall(widget.NewButton("A Minion Scroll", func() { showMinionEditor(p.App(), sorcery.MinionScroll{}, p.Redraw, nil) }))))
	return box
}

// minionRow is one Minion: its HP and Wound (Kill when one HP is left),
// or the sheet it clings to and who clears it (L7235-7243).
func (b *board) minionRow(i int, m sorcery.Minion, c sorcery.MinionScroll) fyne.CanvasObject {
	st, p, w := b.st, b.v.p, b.v.p.App().Window()
	if m.On != "" {
		clear := widget.NewButton(fitted(w, "Clear "+m.On+"'s sheet"), func() {
			var by []string
			for _, h := range st.Heroes {
				if h.Name != m.On && !h.Ghost {
					by = append(by, h.Name)
				}
			}
			kit.Choose(w, "Who spends an action to clear "+m.On+"'s sheet?", by, func(k int) {
				p.Do(sorcery.FreeMinions(by[k], m.On))
			})
		})
		return kit.VBox(kit.Note(fmt.Sprintf("%s · on %s's sheet", m.Label(), m.On)), kit.Tall(clear))
	}
	left := c.HP - m.Wounds
	wound := widget.NewButton("Wound", func() {
		kit.ShowNumberPad(w, "Wound "+m.Label(), -1, 1, left, func(n int) { woundMinion(p, st, i, n) })
	})
	if left == 1 {
		wound = widget.NewButton("Kill", func() { woundMinion(p, st, i, 1) })
	}
	return kit.Fit(2, kit.Note(fmt.Sprintf("%s · %d/%d HP", m.Label(), left, c.HP)), kit.Tall(wound))
}

// woundMinion wounds a Minion; what its death or a hard hit sets off
// (Soul Points, rewards, Acid Vapours) is said, as the table acts on it.
func woundMinion(p *ui.Play, st sorcery.State, i, n int) {
	tells := st.WoundTells(i, n)
	if p.Do(sorcery.WoundMinion(i, n)) && tells {
		p.App().Tell("Minion", p.LastDone())
	}
}

// powerNames list a Scroll's powers for its panel.
func powerNames(c sorcery.MinionScroll) string {
	var ns []string
	for _, pw := range c.Powers {
		ns = append(ns, pw.Name)
	}
	return strings.Join(ns, " · ")
}

// placeMinions puts Minions on the board: the species from the library
// (or a new Scroll), then how many.
func placeMinions(p *ui.Play) {
	s, w := p.App(), p.App().Window()
	lib := cards[sorcery.MinionScroll](s, sorcery.MinionKind)
	names := kit.Labels(lib, func(c sorcery.MinionScroll) string { return c.Name })
	howMany := func(c sorcery.MinionScroll) {
		kit.ShowNumberPad(w, "How many "+c.Name+"s?", 1, 1, 20, func(n int) { p.Do(sorcery.PlaceMinions(c, n)) })
	}
	if len(lib) == 0 {
		showMinionEditor(s, sorcery.MinionScroll{}, p.Redraw, func(c sorcery.MinionScroll) { howMany(c) })
		return
	}
	kit.Choose(w, "Which Minions?", append(names, "Another: type its Scroll"), func(k int) {
		if k == len(lib) {
			showMinionEditor(s, sorcery.MinionScroll{}, p.Redraw, func(c sorcery.MinionScroll) { howMany(c) })
			return
		}
		howMany(lib[k])
	})
}

// minionTimings are the timings a Scroll can give, as the editor lists
// them.
func minionTimings() []sorcery.Timing {
	return []sorcery.Timing{sorcery.AtStart, sorcery.AtEnd, sorcery.OnCall}
}

// showMinionEditor types a Minion Scroll once into the library
// (L7178-7194): the Nest or the Venom of the box with their powers as the
// book gives them, or another; then the HP and Soul Points each Minion
// has, which the players read off the card. done leaves; saved, when
// given, gets the Scroll kept.
func showMinionEditor(s *ui.App, c sorcery.MinionScroll, done func(), saved func(sorcery.MinionScroll)) {
	w := s.Window()
	book := sorcery.BookScrolls()
	titles := []string{}
	for _, b := range book {
		titles = append(titles, b.Name)
	}
	titles = append(titles, "Another")
	picked := -1
	for i, b := range book {
		if b.Name == c.Name {
			picked = i
		}
	}
	if picked < 0 && c.Name != "" {
		picked = len(book)
	}
	name := kit.NameEntry("The Minion's name", c.Name)
	timing := kit.NewChoice("When do they act?", []string{"Start of each Enemy Turn", "End of each Enemy Turn", "Only when a card says"}, indexOf(minionTimings(), c.Timing), nil)
	var said []string
	for _, pw := range c.Powers {
		said = append(said, strings.TrimSpace(pw.Name+": "+pw.Words))
	}
	powers := kit.LinesEntry("Its powers, one a line: name: what it does", said)
	other := kit.VBox(kit.Section("Another Minion"), kit.Tall(name), timing.Content(w, 1), powers)
	var relayout func()
	species := kit.NewChoice("Which Minion?", titles, picked, func(k int) {
		if k < len(book) {
			other.Hide()
		} else {
			other.Show()
		}
		if relayout != nil {
			relayout()
		}
	})
	if picked < len(book) {
		other.Hide()
	}
	if c.HP == 0 {
		c.HP = 1
	}
	hp := kit.NewQuickNumber(w, "HP of each (on the Scroll)", &c.HP, 1, 99, 8, nil)
	souls := kit.NewQuickNumber(w, "Soul Points for each killed", &c.SoulPoints, 0, 99, 6, nil)
	save := kit.BigButton("Save this Scroll", theme.DocumentSaveIcon(), true, func() {
		k := species.Picked
		if k < 0 {
			s.Tell("Not saved yet", "Pick the Nest, the Venom or another Minion.")
			return
		}
		out := sorcery.MinionScroll{Name: strings.TrimSpace(name.Text), HP: c.HP, SoulPoints: c.SoulPoints, Drops: c.Drops, Tokens: c.Tokens, Timing: c.Timing}
		if k < len(book) {
			out.Name, out.Tokens, out.Timing, out.Powers = book[k].Name, book[k].Tokens, book[k].Timing, book[k].Powers
		} else {
			out.Timing = ""
			if timing.Picked >= 0 {
				out.Timing = minionTimings()[timing.Picked]
			}
			for _, l := range kit.SplitLines(powers.Text) {
				n, words, _ := strings.Cut(l, ":")
				out.Powers = append(out.Powers, sorcery.MinionPower{Name: strings.TrimSpace(n), Words: strings.TrimSpace(words)})
			}
			if out.Timing == "" {
				s.Tell("Not saved yet", "Say when they act.")
				return
			}
		}
		if !saveCard(s, sorcery.MinionKind, out.Name, out) {
			return
		}
		done()
		if saved != nil {
			saved(out)
		}
	})
	back := widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), done)
	relayout = kit.FormScreen(s.Show, back, save,
		kit.Note("A Minion Scroll serves every Minion of its kind."),
		species.Content(w, 3), other, hp.Content(), souls.Content())
}

// minionQuestion is the Minions' question in the Enemy Turn on show, or
// nil: at its start, before the card, the breeding dice (L7281-7284); at
// its end, once every Enemy has acted or none is in play (L1564,
// L6366-6368), where each Venom ends up (L7216-7234). None in a Ghost
// Soul's Enemy Turn (L1593-1594): the engine says so.
func (w *wizard) minionQuestion(st sorcery.State) fyne.CanvasObject {
	if st.MinionsDue(sorcery.AtStart) {
		return w.minionStart(st)
	}
	if st.MinionsDue(sorcery.AtEnd) && w.enemiesDone(st) {
		return w.minionEnd(st)
	}
	return nil
}

// enemiesDone tells whether the Enemies have all acted in this Enemy
// Turn, or none draws a card.
func (w *wizard) enemiesDone(st sorcery.State) bool {
	if !w.Drawn && w.drawnBefore(st) {
		return true // the card's activations were left to the table
	}
	if !w.Drawn {
		plan, err := st.PlanEnemyTurn(sorcery.EnemyTurnInput{})
		return err == nil && plan.Card == ""
	}
	if len(w.Picked) < w.CutCount {
		return false
	}
	for _, l := range w.Order[min(w.At, len(w.Order)):] {
		if st.EnemyIndex(l) >= 0 {
			return false
		}
	}
	return true
}

// minionStart asks the breeding dice: one tap for the results they show.
func (w *wizard) minionStart(st sorcery.State) fyne.CanvasObject {
	box := kit.VBox(kit.Heading("Minions first"))
	for _, s := range st.PlanMinions(sorcery.AtStart) {
		kit.Add(box, kit.Note(s.Say))
	}
	breeds := st.Breeding(sorcery.AtStart)
	if len(breeds) == 0 {
		kit.Add(box, kit.Tall(w.button("Done", func() { w.v.p.Do(sorcery.MinionsAct(sorcery.AtStart, nil)) })))
		return box
	}
	hatched := map[string]int{}
	for k, b := range breeds {
		if k > 0 {
			// Reading: another breeding species is asked as 0 here; the
			// box has one.
			hatched[b.Species] = 0
			continue
		}
		kit.Add(box, kit.Bold(fmt.Sprintf("How many of those symbols on the %s's %s?", b.Species, diceWord(b.Dice))))
		row := kit.Fit(7)
		for n := 0; n <= min(2*b.Dice, kit.RowValues-1); n++ {
			row.Add(kit.Tall(w.button(strconv.Itoa(n), func() {
				hatched[b.Species] = n
				w.v.p.Do(sorcery.MinionsAct(sorcery.AtStart, hatched))
			})))
		}
		kit.Add(box, row)
	}
	return box
}

func diceWord(n int) string {
	if n == 1 {
		return "die"
	}
	return fmt.Sprintf("%d dice", n)
}

// minionEnd asks, for each Venom in turn, who shares its area once it has
// moved; the engine picks whose sheet it goes onto (a tie is the Active
// player's), and the last answer sends them all as one command.
func (w *wizard) minionEnd(st sorcery.State) fyne.CanvasObject {
	a := w.v.minion
	key := fmt.Sprintf("%d/%d/%d", w.v.p.Session().Cursor, st.Round, st.Active)
	if a == nil || a.key != key {
		a = &minionAnswers{key: key, sharing: map[string]bool{}}
		w.v.minion = a
	}
	sim := st
	var said []string
	for _, l := range a.latches {
		if why, err := sim.LatchVictim(l.Minion, l.Sharing); err == nil {
			said = append(said, why.Words())
		}
		next, _, err := sim.Apply(sorcery.LatchMinion(l.Minion, l.Sharing, l.Pick))
		if err != nil {
			w.v.minion = nil
			return kit.Note(err.Error())
		}
		sim = next
	}
	box := kit.VBox(kit.Heading("Minions last"))
	for _, s := range st.PlanMinions(sorcery.AtEnd) {
		kit.Add(box, kit.Note(s.Say))
	}
	for _, s := range said {
		kit.Add(box, kit.Note(s))
	}
	var left []int
	for _, i := range sim.Latchers(sorcery.AtEnd) {
		if !slices.Contains(a.skipped, i) {
			left = append(left, i)
		}
	}
	send := func() {
		if w.v.p.Do(sorcery.MinionsEnd(a.latches)) {
			w.v.minion = nil
		}
	}
	if len(left) == 0 {
		kit.Add(box, kit.Tall(w.button("Done", send)))
		return box
	}
	i := left[0]
	m := sim.Minions[i]
	last := len(left) == 1
	next := func(l *sorcery.LatchCmd) {
		if l != nil {
			a.latches = append(a.latches, *l)
		} else {
			a.skipped = append(a.skipped, i)
		}
		a.sharing, a.tied = map[string]bool{}, nil
		if last {
			send()
		}
	}
	kit.Add(box, kit.Bold(fmt.Sprintf("After its move, who is in %s's area?", m.Label())))
	if a.tied != nil {
		why, err := sim.LatchVictim(i, a.tied)
		if err == nil && why.Victim == "" {
			// The victim rules leave a tie: the Active player picks
			// (L6553-6555).
			kit.Add(box, kit.Note(why.Words()))
			for _, t := range why.Tied {
				kit.Add(box, kit.Tall(w.button(fitted(w.v.p.App().Window(), "Onto "+t+"'s sheet"), func() {
					next(&sorcery.LatchCmd{Minion: i, Sharing: a.tied, Pick: t})
				})))
			}
			return box
		}
		a.tied = nil
	}
	var sharing []string
	for _, h := range sim.Heroes {
		if a.sharing[h.Name] {
			sharing = append(sharing, h.Name)
		}
	}
	heroes := kit.Fit(3)
	for _, h := range sim.Heroes {
		if h.Ghost {
			continue
		}
		b := w.button(h.Name, func() { a.sharing[h.Name] = !a.sharing[h.Name] })
		if a.sharing[h.Name] {
			b.Importance = widget.HighImportance
		}
		heroes.Add(kit.Tall(b))
	}
	kit.Add(box, heroes)
	done := w.button("These are there", func() {
		why, err := sim.LatchVictim(i, sharing)
		switch {
		case err != nil:
			w.v.p.App().Tell("Not that", err.Error())
		case why.Victim == "":
			a.tied = sharing
		default:
			next(&sorcery.LatchCmd{Minion: i, Sharing: sharing})
		}
	})
	kit.Enable(done, len(sharing) > 0)
	kit.Add(box, kit.Fit(2, kit.Tall(done), kit.Tall(w.button("Nobody there", func() { next(nil) }))))
	return box
}
