package sorceryui

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/sorcery"
	"tableside/ui"
	"tableside/ui/kit"
)

// The Enemy Turn wizard's first questions: the letter drawn, the order
// of the Enemies it activates and the ties the Active player settles
// (L6255-6319).

// letters asks which Encounter card was drawn: only letters still in the
// deck are offered. A letter drawn for the first time asks what its card
// activates, typed once into the library (cardFirstDrawn).
func (w *wizard) letters(st sorcery.State) fyne.CanvasObject {
	plan, err := st.PlanEnemyTurn(sorcery.EnemyTurnInput{})
	if err == nil {
		// A Ghost Soul's turn, or no Enemy in play: nothing is drawn.
		box := kit.VBox(kit.Heading("Enemy Turn"))
		for _, s := range plan.Steps {
			kit.Add(box, kit.Note(s.Say))
		}
		kit.Add(box, kit.Tall(kit.BigButton("Done", theme.ConfirmIcon(), true, func() { w.v.stopWizard() })))
		return box
	}
	box := kit.VBox(kit.Heading("Which Encounter card?"))
	grid := kit.Fit(5)
	for _, l := range st.Letters() {
		if st.NeedsCard(l) {
			// Not w.button: the editor takes the screen, and the answer
			// comes when it is saved.
			grid.Add(kit.Tall(widget.NewButton(l, func() { w.cardFirstDrawn(l) })))
			continue
		}
		grid.Add(kit.Tall(w.button(l, func() { w.drawEncounter(st, l, nil) })))
	}
	kit.Add(box, grid)
	return box
}

// cardFirstDrawn asks what the card of letter activates, the first time
// it is drawn, and draws it once saved; Back draws nothing.
func (w *wizard) cardFirstDrawn(letter string) {
	p := w.v.p
	back := aside(p)
	var typed *sorcery.EncounterCard
	key := w.Key
	encounterEditor(p.App(), sorcery.EncounterCard{Letter: letter}, true, func() {
		back()
		if typed == nil || w.v.wiz != w {
			return
		}
		st, err := ui.StateOf(p, sorcery.Decode)
		if err != nil {
			p.App().Fail(err)
			return
		}
		w.answer(key, func() { w.drawEncounter(st, letter, typed) })
	}, func(c sorcery.EncounterCard) { typed = &c })
}

// drawEncounter plans the turn from the card drawn and records the draw;
// typed is the card as the table typed it, the first time its letter is
// drawn.
func (w *wizard) drawEncounter(st sorcery.State, letter string, typed *sorcery.EncounterCard) {
	plan, err := st.PlanEnemyTurn(sorcery.EnemyTurnInput{Card: letter, New: typed})
	if err != nil {
		w.v.p.App().Fail(err)
		return
	}
	cmd := sorcery.DrawEncounter(letter)
	if typed != nil {
		cmd = sorcery.DrawNewEncounter(*typed)
	}
	if !w.v.p.Do(cmd) {
		return
	}
	w.Drawn, w.DrawnAt, w.Order = true, w.v.p.Session().Cursor, plan.Order
	for _, s := range plan.Steps {
		switch c := s.Choice; {
		case c == nil:
		case c.Kind == "order":
			w.Ties = append(w.Ties, c.Options)
		case c.Kind == "which_enemies":
			w.Cut, w.CutCount = c.Options, c.Count
		}
	}
	// The last step says what becomes of the card: discarded, or the
	// deck reshuffled.
	w.Notes = []string{plan.Steps[len(plan.Steps)-1].Say}
	if plan.Effect == "none" || len(plan.Order) == 0 || everyEnemy(w.v.p, letter, plan.Effect) {
		// Nothing acts by its Scroll: the plan's words are the turn.
		w.Order, w.Notes = nil, sayings(plan.Steps)
	}
}

// everyEnemy tells whether the card's effect that applies has every
// Enemy do what it says in place of its Scroll (L6329-6331).
func everyEnemy(p *ui.Play, letter, effect string) bool {
	st, err := ui.StateOf(p, sorcery.Decode)
	if err != nil {
		return false
	}
	for _, c := range st.Encounters {
		if c.Letter != letter {
			continue
		}
		if effect == "otherwise" && c.Otherwise != nil {
			return c.Otherwise.Kind == sorcery.EveryEnemy
		}
		return c.Main.Kind == sorcery.EveryEnemy
	}
	return false
}

// cutQuestion asks which of a tie the card's count activates, one tap
// each.
func (w *wizard) cutQuestion(st sorcery.State) fyne.CanvasObject {
	box := kit.VBox(kit.Heading(fmt.Sprintf("Which %d of these act?", w.CutCount)),
		kit.Note(st.Heroes[st.Active].Name+" picks: the card's count ends among Enemies of one controller and rank."))
	for _, l := range w.Cut {
		if slices.Contains(w.Picked, l) {
			continue
		}
		kit.Add(box, kit.Tall(w.button(fitted(w.v.p.App().Window(), l), func() {
			w.Picked = append(w.Picked, l)
			if len(w.Picked) == w.CutCount {
				w.applyCut()
			}
		})))
	}
	return box
}

// applyCut puts the picked Enemies where the tie stood in the order.
func (w *wizard) applyCut() {
	at := slices.IndexFunc(w.Order, func(l string) bool { return slices.Contains(w.Cut, l) })
	rest := slices.DeleteFunc(slices.Clone(w.Order), func(l string) bool { return slices.Contains(w.Cut, l) })
	if at < 0 || at > len(rest) {
		at = len(rest)
	}
	w.Order = slices.Concat(rest[:at], w.Picked, rest[at:])
	for k, t := range w.Ties {
		if slices.ContainsFunc(t, func(l string) bool { return slices.Contains(w.Cut, l) }) {
			w.Ties[k] = w.Picked // already in the order the player tapped
		}
	}
}

// tie is the Enemies tied with the one about to act that have not acted.
func (w *wizard) tie() []string {
	for _, t := range w.Ties {
		if slices.Contains(t, w.Order[w.At]) {
			var left []string
			for _, l := range t {
				if slices.Index(w.Order, l) >= w.At {
					left = append(left, l)
				}
			}
			return left
		}
	}
	return nil
}

// pick moves the Enemy the Active player picked to act next, and settles
// the tie once one is left.
func (w *wizard) pick(label string) {
	j := slices.Index(w.Order, label)
	w.Order[w.At], w.Order[j] = w.Order[j], w.Order[w.At]
	for k, t := range w.Ties {
		if slices.Contains(t, label) {
			w.Ties[k] = slices.DeleteFunc(slices.Clone(t), func(l string) bool { return l == label })
		}
	}
}
