package sorceryui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
	"tableside/tracker/sorcery"
	"tableside/ui/kit"
)

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
