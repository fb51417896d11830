package uitest

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// LeavesEditor is a card editor's button that leaves it, saves it,
// removes the card, or opens a pad or a pop-up: not a choice made in
// place, so NothingMovesUnderTheFinger skips it. A game's editor with
// other such buttons writes its own.
func LeavesEditor(o fyne.CanvasObject) bool {
	b, ok := o.(*widget.Button)
	if !ok {
		return false
	}
	t := b.Text
	return t == "" || t == "Back" || strings.HasPrefix(t, "Save") || strings.HasSuffix(t, "…") ||
		strings.HasPrefix(t, "Remove") || strings.HasPrefix(t, "Delete")
}
