package villainsui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"tableside/ui/kit"
)

// pickOne asks for one of options on a sheet of thumb-tall rows, the one
// picked so far (-1 for none) marked; a tap on a row picks it and closes
// the sheet, Cancel changes nothing. A lone option with none picked is
// picked without asking.
func pickOne(w fyne.Window, title string, options []string, picked int, then func(int)) {
	if len(options) == 1 && picked < 0 {
		then(0)
		return
	}
	var d *dialog.CustomDialog
	list := kit.NewChoiceList(w, options, picked, func(i int) {
		d.Hide()
		then(i)
	})
	d = kit.ShowSheet(w, title, list.Content(), "Cancel")
}
