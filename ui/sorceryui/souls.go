package sorceryui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/sorcery"
	"tableside/ui/kit"
)

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
