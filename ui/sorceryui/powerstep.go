package sorceryui

import (
	"fmt"

	"fyne.io/fyne/v2"

	"tableside/tracker/sorcery"
	"tableside/ui/kit"
)

// A power a rule uses on the victim is a step of the Enemy Turn: the app
// puts its conditions and HP on the victim with one command, undoable,
// asking the Save first when the power has one (Entrap, rules 003
// L6479-6481, example L6629-6644). A power whose words put nothing the
// app can apply is said with the sentence and left to the table.

// powersUsed are the card's powers a sentence uses that the app applies.
func powersUsed(c sorcery.EnemyCard, sentence string) []string {
	if p, ok := c.PowerUsed(sentence); ok && p.Hits != nil {
		return []string{p.Name}
	}
	return nil
}

// powerQuestion is the step of the power first in w.Uses, used by the
// Enemy at index i on the victim: its words, what the app will do, and
// the Save's answer or one button. nil when the victim can suffer
// nothing now (dead, a Ghost Soul).
func (w *wizard) powerQuestion(st sorcery.State, i int) fyne.CanvasObject {
	e := st.Enemies[i]
	name := w.Uses[0]
	p, ok := e.Card.PowerUsed("use " + name)
	if _, alive := st.Suffers(w.Victim); !ok || p.Hits == nil || !alive {
		w.Uses = w.Uses[1:]
		return nil
	}
	// What the app does and the answer first; the card's own words, for
	// checking the reading, after them: on the smallest phone at the
	// largest text the answer is then in view under the victim's reason.
	box := kit.VBox(kit.Bold(fmt.Sprintf("%s on %s", p.Name, w.Victim)), kit.Note(p.Hits.On(w.Victim)))
	printed := kit.VBox()
	if p.Words != "" {
		kit.Add(printed, kit.Note("On the card: “"+p.Words+"”"))
	}
	if sorcery.PowerNamesOthers(p.Words) {
		// Darkness: "each Hero in its area suffers Blind" (L6400-6401):
		// the app knows the victim, not who else shares the area.
		kit.Add(printed, kit.Note("Its words name other Heroes too: put it on their boards from their screens."))
	}
	do := func(saved bool) func() {
		return func() {
			if w.v.p.Do(sorcery.PowerHits(i, p.Name, w.Victim, saved)) {
				w.Uses = w.Uses[1:]
			}
		}
	}
	if p.Hits.Save == "" {
		kit.Add(box, kit.Tall(w.button("Put it on "+w.Victim, do(false))))
		kit.Add(box, printed)
		return box
	}
	ask := fmt.Sprintf("%s rolls a Save. Made it?", w.Victim)
	for _, h := range st.Heroes {
		if h.Name == w.Victim && h.Save > 0 {
			ask = fmt.Sprintf("%s rolls a Save (Save %d). Made it?", w.Victim, h.Save)
		}
	}
	kit.Add(box, kit.Bold(ask))
	kit.Add(box, kit.Fit(2,
		kit.Tall(w.button("Saved", do(true))),
		kit.Tall(w.button("Not saved", do(false)))))
	kit.Add(box, printed)
	return box
}
