package bookui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor"
	"tableside/tracker/valor/book"
	"tableside/ui/kit"
)

// endActPanel ends the Act, saying first what the chart will give.
func (v *bookView) endActPanel() fyne.CanvasObject {
	st := v.st
	box := container.NewVBox(kit.Bold(fmt.Sprintf("End Act %d", st.Act)))
	btn := kit.BigButton(fmt.Sprintf("End Act %d…", st.Act), theme.MediaSkipNextIcon(), true, v.askEndAct)
	ok, why := st.CanEndAct()
	switch {
	case st.QuestOnly():
		box.Add(kit.Note(fmt.Sprintf("All %d Acts are over.", book.Acts)))
		return box
	case !ok:
		box.Add(kit.Note(why))
		btn.Disable()
	default:
		total, sup, col := st.EndActPreview(0)
		line := fmt.Sprintf("With the Hoard as it is (%d Bounty): ", total)
		if col < 0 {
			line += "below the chart, no Supplies."
		} else {
			line += fmt.Sprintf("%s (the %d+ column).", bookSupplies(sup), st.Chart[col].Bounty)
		}
		box.Add(kit.Note(line + " The equipped Treasures and the Hero Loot Stash add to it."))
	}
	box.Add(kit.Tall(btn))
	return box
}

// askEndAct asks for the Treasures' and Loot Stash's Bounty, shows what
// the Act's end gives, and asks once more.
func (v *bookView) askEndAct() {
	st := v.st
	// The last game of this Act knows its Treasures and Stash (000
	// L1116): the pad opens on them, for the players to confirm.
	start := -1
	if g, ok := v.tonight(); ok && g.Box == valor.BoxLabyrinth && v.playedThisAct() {
		start = min(book.MaxBounty, g.ActEndBounty())
	}
	kit.ShowNumberPad(v.win(), "Bounty of the equipped Treasures and the Loot Stash", start, 0, book.MaxBounty, func(b int) {
		total, sup, col := st.EndActPreview(b)
		lines := []string{fmt.Sprintf("Hero Hoard %d + %d = %d Bounty.", st.Hoard, b, total)}
		if col < 0 {
			lines = append(lines, "That is below every column of the chart: no Supplies.")
		} else {
			lines = append(lines, fmt.Sprintf("The %d+ column gives %s: the book will hold %d.", st.Chart[col].Bounty, bookSupplies(sup), st.SuppliesAfterAct(b)))
		}
		lines = append(lines, fmt.Sprintf("Act %d's unused Event packets go back in the box.", st.Act))
		if st.Act == book.Acts {
			lines = append(lines, "The campaign is then complete.")
		} else {
			lines = append(lines, fmt.Sprintf("Act %d begins with an empty Hoard.", st.Act+1))
		}
		lines = append(lines, "(Undo can take it back.)")
		v.ask(fmt.Sprintf("End Act %d?", st.Act), kit.Note(strings.Join(lines, "\n")), fmt.Sprintf("End Act %d", st.Act), widget.HighImportance, func() {
			v.do(book.EndAct(b))
		})
	})
}
