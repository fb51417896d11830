package bookui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor/book"
	"tableside/ui/kit"
)

// resetPage resets the whole campaign, asking twice; undo takes it back.
func (v *bookView) resetPage() fyne.CanvasObject {
	st := v.st
	box := container.NewVBox(
		kit.Heading("Reset the whole campaign"),
		kit.Note("For a new campaign from Act 1: the sessions, Acts, Hoard, Supplies, upgrades, everything unlocked, every Event packet and the decrees are cleared. The Hoard chart stays."),
		kit.Note("Undo, at the bottom of the screen, takes a reset back."),
	)
	btn := widget.NewButtonWithIcon("Reset the whole campaign…", theme.DeleteIcon(), v.askReset)
	btn.Importance = widget.DangerImportance
	if ok, why := st.CanReset(); !ok {
		box.Add(kit.Note(why))
		btn.Disable()
	}
	box.Add(kit.Tall(btn))
	return box
}

// askReset asks once, then asks for the party's name: no stray tap resets
// a campaign.
func (v *bookView) askReset() {
	st := v.st
	party := st.Party
	what := "the campaign"
	if party != "" {
		what = party + "'s campaign"
	}
	v.ask("Reset the whole campaign?", kit.Note(fmt.Sprintf("All of %s goes back to an empty book at Act 1.\n(Undo can take it back.)", what)), "Go on", widget.DangerImportance, func() {
		if party == "" {
			v.ask("Really reset?", kit.Note("Tap Reset to empty the book."), "Reset", widget.DangerImportance, func() { v.do(book.ResetCampaign("")) })
			return
		}
		v.askText("Type "+bookShort(party, 24)+" to reset", "The party's name", "", "Reset", func(t string) {
			v.do(book.ResetCampaign(t))
		})
	})
}
