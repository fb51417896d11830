package sorceryui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
	"tableside/tracker/sorcery"
	"tableside/ui/kit"
)

// The round stepper (L1440-1475): the steps the engine says are legal
// now (sorcery.State.NextSteps), in its order, and no other: whose turn
// starts or ends (an ended turn opens its Enemy Turn), the Enemy Turn
// still owed, the Event deck as it lies and, once its card is done, the
// Time Phase the engine runs, shown as one summary the players confirm.
//
// Only the step most likely next carries an icon: each icon is an SVG
// decoded as the board opens, and opening a Quest is a wait.
func (b *board) stepper() fyne.CanvasObject {
	st, p := b.st, b.v.p
	box := kit.VBox()
	if m := menacePass(p, st); m != nil {
		// Owed at once (L7601-7605): before any other step.
		kit.Add(box, m)
	}
	for k, step := range st.NextSteps() {
		switch step.Kind {
		case sorcery.StepEndTurn:
			kit.Add(box, kit.Tall(kit.BigButton(fitted(p.App().Window(), fmt.Sprintf("End %s's turn", step.Hero)), theme.MediaSkipNextIcon(), true, func() {
				if p.Do(sorcery.EndTurn()) {
					b.v.startWizardAt(p.Session().Cursor)
				}
			})))
		case sorcery.StepStartTurn:
			start := widget.NewButton(fitted(p.App().Window(), "Start "+step.Hero+"'s turn"), func() { p.Do(sorcery.StartTurn(step.Hero)) })
			if k == 0 {
				start.Importance = widget.HighImportance
			}
			kit.Add(box, kit.Tall(start))
		case sorcery.StepEnemyTurn:
			kit.Add(box, kit.Tall(kit.BigButton(fitted(p.App().Window(), step.Hero+"'s Enemy Turn"), theme.MediaPlayIcon(), true, b.v.startWizard)))
		case sorcery.StepEventPhase:
			kit.Add(box, b.eventDeck())
		case sorcery.StepTimePhase:
			kit.Add(box, b.eventDeck())
			kit.Add(box, b.timePhase())
		}
	}
	if st.Phase == sorcery.TimePhase {
		// The Time Phase's last step, before the first Hero plays
		// (L1494-1502, L2287-2310).
		kit.Add(box, b.souls())
	}
	kit.Add(box, kit.Fit(2, kit.Tall(widget.NewButton("Spawn Enemies", b.spawn)), kit.Tall(widget.NewButton("Place an Enemy", b.place))))
	kit.Add(box, b.questEndButton())
	return box
}

// eventDeck is the Event deck as it lies (L1598-1628).
func (b *board) eventDeck() fyne.CanvasObject {
	ev, p, w := b.st.Events, b.v.p, b.v.p.App().Window()
	words := fmt.Sprintf("Event deck: %s face down", kit.Plural(ev.Unrevealed, "card"))
	if n := len(ev.Revealed); n > 0 {
		words += fmt.Sprintf("; %s face up", ev.Revealed[n-1])
		if n > 1 {
			words += fmt.Sprintf(", covering %s", ev.Revealed[n-2])
		}
	}
	if ev.NightDay != "" {
		words += "; beside it: " + ev.NightDay
	}
	words += fmt.Sprintf(". At most %s left", kit.Plural(b.st.EventPhasesLeft(), "Event Phase"))
	box := kit.VBox(kit.Section("Event Phase"), kit.Note(words+"."))
	if b.st.EventDone {
		// One card a Round (L1598-1614): the next waits for the Time Phase.
		kit.Add(box, kit.Note("This Round's Event card is done: confirm the Time Phase below."))
		return box
	}
	if len(ev.Revealed) > 0 {
		kit.Add(box, kit.Tall(widget.NewButton(fitted(w, "Discard "+ev.Revealed[len(ev.Revealed)-1]), func() { p.Do(sorcery.RunEventPhase("", "")) })))
		return box
	}
	kit.Add(box, kit.Tall(widget.NewButtonWithIcon("Draw an Event card", theme.ContentAddIcon(), func() { b.drawEvent() })))
	return box
}

// drawEvent asks which Event card was drawn: one tap from the library, or
// typed once into it the first time (its name and kind); Cancel draws
// nothing (L1598-1628).
func (b *board) drawEvent() {
	p, w := b.v.p, b.v.p.App().Window()
	lib := cards[sorcery.EventCard](p.App(), sorcery.EventKind)
	if len(lib) == 0 {
		b.typeEvent()
		return
	}
	var names []string
	for _, c := range lib {
		names = append(names, c.Name+" · "+tracker.UpperFirst(c.Kind))
	}
	names = append(names, "Another card: type it now")
	kit.Choose(w, "Which Event card was drawn?", names, func(k int) {
		if k == len(lib) {
			b.typeEvent()
			return
		}
		p.Do(sorcery.RunEventPhase(lib[k].Name, lib[k].Kind))
	})
}

// typeEvent types an Event card drawn for the first time: its name, then
// its kind, which keeps it in the library and draws it.
func (b *board) typeEvent() {
	p, w := b.v.p, b.v.p.App().Window()
	name := kit.NameEntry("The card's name", "")
	var buttons []*widget.Button
	for _, k := range sorcery.EventKinds() {
		buttons = append(buttons, widget.NewButton(tracker.UpperFirst(k), func() {
			c := sorcery.EventCard{Name: strings.TrimSpace(name.Text), Kind: k}
			if saveCard(p.App(), sorcery.EventKind, c.Name, c) {
				p.Do(sorcery.RunEventPhase(c.Name, c.Kind))
			}
		}))
	}
	buttons = append(buttons, widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), nil))
	kit.Ask(w, "Which Event card? Its name, then its kind", kit.Tall(name), buttons...)
}

// timePhase is the Time Phase's summary, with a Passed / Failed pair for
// each Save the engine asks (L1476-1502, L4827-4832); Confirm runs it.
func (b *board) timePhase() fyne.CanvasObject {
	v := b.v
	in := sorcery.TimePhaseInput{}
	for name, ok := range v.saves {
		in.Saves = append(in.Saves, sorcery.SaveRoll{Hero: name, Saved: ok})
	}
	plan, err := b.st.PlanTimePhase(in)
	box := kit.VBox(kit.Section("Time Phase"))
	if err != nil {
		v.saves = nil
		kit.Add(box, kit.Note(err.Error()))
		return box
	}
	// The answers and Confirm come first, in reach; the summary they
	// confirm follows.
	open := false
	notes := kit.VBox()
	for _, stp := range plan.Steps {
		c := stp.Choice
		if c == nil || c.Kind != "save" {
			kit.Add(notes, kit.Note(stp.Say))
			continue
		}
		open = true
		who := c.Who
		ch := kit.NewChoice(stp.Say, []string{"Passed", "Failed"}, -1, func(k int) {
			if v.saves == nil {
				v.saves = map[string]bool{}
			}
			v.saves[who] = k == 0
			v.p.Render()
		})
		kit.Add(box, ch.Content(v.p.App().Window(), 2))
	}
	confirm := kit.BigButton("Confirm the Time Phase", theme.ConfirmIcon(), true, func() {
		if v.p.Do(sorcery.RunTimePhase(in)) {
			v.saves = nil
		}
	})
	kit.Enable(confirm, !open)
	kit.Add(box, kit.Tall(confirm))
	kit.Add(box, notes)
	return box
}

// roster is every Enemy in play (L5616-5660): rank, copy, controller,
// wounds and HP, shields, charges, powers, conditions; a wound that kills
// adds its Soul Points, as the engine says.
func (b *board) roster() fyne.CanvasObject {
	st, p, w := b.st, b.v.p, b.v.p.App().Window()
	box := kit.VBox(kit.Section("Enemies"))
	if len(st.Enemies) == 0 {
		kit.Add(box, kit.Note("No Enemy is in play."))
	}
	by := st.Heroes[st.Active].Name
	for i, e := range st.Enemies {
		hp := e.HP(st.HeroCount())
		parts := []string{"run by " + st.ControllerName(i), fmt.Sprintf("%d/%d HP", hp-e.Wounds, hp)}
		if e.Shields > 0 {
			parts = append(parts, kit.Plural(e.Shields, "shield"))
		}
		if e.Charges > 0 {
			parts = append(parts, kit.Plural(e.Charges, "charge"))
		}
		for _, pw := range e.Powers {
			parts = append(parts, pw.Name)
		}
		if c := e.Conditions.List(); c != "" {
			parts = append(parts, c)
		}
		if r := redWords(e.RedCriticals); r != "" {
			parts = append(parts, r)
		}
		wound := widget.NewButton("Wound", func() {
			kit.ShowNumberPad(w, "Wound the "+e.Label(), -1, 1, hp, func(n int) { p.Do(sorcery.WoundEnemy(i, n, by)) })
		})
		cond := widget.NewButton("Condition", func() {
			var opts []string
			choices := sorcery.ConditionChoices()
			for _, c := range choices {
				opts = append(opts, sorcery.ConditionWords(e.Conditions, c.Kind, c.Rank))
			}
			held := e.Conditions.Held()
			for _, k := range held {
				opts = append(opts, "Take off "+sorcery.ConditionName(k))
			}
			kit.Choose(w, "A condition on the "+e.Label(), opts, func(k int) {
				if n := len(choices); k >= n {
					p.Do(sorcery.ClearEnemyCondition(i, held[k-n]))
					return
				}
				c := choices[k]
				p.Do(sorcery.EnemyCondition(i, c.Kind, c.Rank))
			})
		})
		actions := kit.Fit(2, kit.Tall(wound), kit.Tall(cond))
		// Charges spent by its power and given back by cards, shields that
		// cancelled hits, wounds an effect heals (L5793-5803, L5988-5991,
		// L212-219).
		if e.Charges > 0 {
			actions.Add(kit.Tall(widget.NewButton("Use a charge", func() { p.Do(sorcery.EnemyTokens(i, -1, 0, 0)) })))
		}
		if e.CanRecharge() {
			actions.Add(kit.Tall(widget.NewButton("Recharge 1", func() { p.Do(sorcery.EnemyTokens(i, 1, 0, 0)) })))
		}
		if e.Shields > 0 {
			actions.Add(kit.Tall(widget.NewButton("Shield spent", func() { p.Do(sorcery.EnemyTokens(i, 0, -1, 0)) })))
		}
		if e.Wounds > 0 {
			actions.Add(kit.Tall(widget.NewButton("Heal", func() {
				kit.ShowNumberPad(w, "Heal the "+e.Label(), -1, 1, e.Wounds, func(n int) { p.Do(sorcery.EnemyTokens(i, 0, 0, n)) })
			})))
		}
		if e.CanFlip() {
			// Its powers say when the card turns over.
			actions.Add(kit.Tall(widget.NewButton("Flip the card", func() { p.Do(sorcery.FlipMaster(i)) })))
		}
		if e.PowersDue > 0 {
			// The app draws the Enemy Power cards it is owed from the
			// library's (L6024-6046).
			draw := widget.NewButton("Draw "+kit.Plural(e.PowersDue, "Enemy Power"), func() {
				p.Do(sorcery.DrawEnemyPowers(i, cards[sorcery.EnemyPower](p.App(), sorcery.EnemyPowerKind)))
			})
			actions.Add(kit.Tall(draw))
		}
		strip := canvas.NewRectangle(rankColour(e.Card.Rank))
		strip.SetMinSize(fyne.NewSize(8, 0))
		// The Heroes' attacks leave Red Criticals on Enemies too
		// (L4557-4571, L4795-4808).
		for _, o := range b.redCriticals(e.RedCriticals, func(c string, remove bool) tracker.Command {
			return sorcery.EnemyRedCritical(i, c, remove)
		}) {
			actions.Add(o)
		}
		card := kit.VBox(kit.Bold(e.Label()), kit.Note(strings.Join(parts, " · ")), actions)
		kit.Add(box, panel(kit.Border(nil, nil, strip, nil, card)))
	}
	return box
}

// souls is the Soul Counter's step, the last of the Time Phase
// (L1494-1502): what each Hero may buy, as the engine says it, and a
// button for each purchase; the engine refuses, in words, what the
// counter or the party's Soulranks do not allow (L2287-2310, L4942-4955).
func (b *board) souls() fyne.CanvasObject {
	st, p := b.st, b.v.p
	plan, err := st.PlanSouls(sorcery.SoulsInput{})
	if err != nil {
		return kit.Note(err.Error())
	}
	box := kit.VBox(kit.Section(fmt.Sprintf("Soul Counter: %d", st.Souls)))
	for _, s := range plan.Steps {
		kit.Add(box, kit.Note(s.Say))
	}
	win := p.App().Window()
	for _, h := range st.Heroes {
		req := sorcery.SoulRequest{Hero: h.Name, Do: "enhance"}
		words := fmt.Sprintf("Raise %s to Soulrank %d", h.Name, h.Soulrank+1)
		if h.Ghost {
			req = sorcery.SoulRequest{Hero: h.Name, Do: "resurrect", AtShrine: true}
			words = fmt.Sprintf("Bring %s back at a Shrine", h.Name)
		}
		kit.Add(box, kit.Tall(widget.NewButton(kit.ButtonText(win, words, 2*kit.TouchHeight), func() {
			p.Do(sorcery.SpendSouls(sorcery.SoulsInput{Requests: []sorcery.SoulRequest{req}}))
		})))
	}
	return box
}
