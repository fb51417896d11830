package bookui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/decks"
	"tableside/ui/kit"
)

// poolPage is the Quest Pool: the packets Quest mode draws from at random.
func (v *bookView) poolPage() fyne.CanvasObject {
	st := v.st
	pool := st.InPlace(decks.PlacePool)
	box := container.NewVBox(
		kit.Tall(widget.NewButtonWithIcon(fmt.Sprintf("Back to Act %d's Events", st.Act), theme.NavigateBackIcon(), func() { v.show(bookPageEvents) })),
		kit.Bold(fmt.Sprintf("Quest Pool (%s)", kit.Plural(len(pool), "packet"))),
		kit.Note("A Quest draws its Events from here at random, as its Mission says. They come back, side A up, when the Quest's session ends."),
	)
	if st.CanQuestDraw() {
		box.Add(kit.Tall(kit.BigButton("Draw the Quest's Events…", theme.ViewRefreshIcon(), true, v.askQuestDraw)))
	}
	counts := map[decks.Tier]int{}
	for _, e := range pool {
		counts[e.Tier]++
	}
	var parts []string
	for _, t := range decks.Tiers() {
		parts = append(parts, fmt.Sprintf("%s %d", t, counts[t]))
	}
	box.Add(kit.Note("By tier: " + strings.Join(parts, " · ")))
	for _, e := range pool {
		line := fmt.Sprintf("%s · tier %s · %s", e.Title, e.Tier, kit.Plural(e.Cards, "card"))
		if e.Special {
			line += " · Special"
		}
		box.Add(kit.Note(line))
	}
	box.Add(widget.NewSeparator())
	box.Add(kit.Bold("Add a packet to the Quest Pool"))
	box.Add(v.entryForm(true))
	if fix := st.Removable(true); len(fix) > 0 {
		box.Add(kit.Tall(widget.NewButtonWithIcon("Take out a packet entered by mistake…", theme.DeleteIcon(), func() { v.askRemove(fix) })))
	}
	return box
}
