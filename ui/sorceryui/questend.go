package sorceryui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/sorcery"
	"tableside/ui/kit"
)

// questEnd is the Quest end checklist (L738, L3345, L4923-4926): what the
// campaign keeps and loses, and for each Ghost Soul the equipped cards,
// one of which the app draws to lose for good.
func (b *board) questEnd() {
	p, st := b.v.p, b.st
	w := p.App().Window()
	box := kit.VBox(kit.Note("Kept: Soulrank and powers, the Soul Counter, crowns, equipped and carried items, the Stash, charges and broken armour. Gone: Blessings and the Quest's Enemies. Every Hero starts the next Quest at full health."))
	fields := map[string]*widget.Entry{}
	for _, h := range st.Heroes {
		if !h.Ghost {
			continue
		}
		kit.Add(box, kit.Bold(h.Name+" is a Ghost Soul and loses one equipped card, drawn by the app."))
		var held []string
		for _, it := range h.Items {
			if it.Equipped {
				held = append(held, it.Name)
			}
		}
		if len(held) > 0 {
			kit.Add(box, kit.Note("Drawn from: "+strings.Join(held, ", ")+"."))
			continue
		}
		fields[h.Name] = kit.LinesEntry(h.Name+"'s equipped cards, one a line", nil)
		kit.Add(box, fields[h.Name])
	}
	end := widget.NewButtonWithIcon("End the Quest", theme.ConfirmIcon(), func() {
		equipped := map[string][]string{}
		for name, f := range fields {
			equipped[name] = kit.SplitLines(f.Text)
		}
		if p.Do(sorcery.QuestEnd(equipped)) {
			p.App().Tell("The Quest is over", p.LastDone())
		}
	})
	end.Importance = widget.HighImportance
	kit.Ask(w, "End the Quest?", box, widget.NewButtonWithIcon("Not yet", theme.CancelIcon(), nil), end)
}

// questEndButton opens the checklist.
func (b *board) questEndButton() fyne.CanvasObject {
	return kit.Tall(widget.NewButton("End the Quest", b.questEnd))
}
