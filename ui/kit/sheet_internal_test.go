package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
)

// The sheet's width assumes what a Fyne dialog adds around its content; a
// Fyne upgrade that changes it must be noticed here, not on a phone.
func TestDialogInset(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, container.NewStack())
	w.Resize(fyne.NewSize(400, 800))
	body := canvas.NewRectangle(nil)
	body.SetMinSize(fyne.NewSize(300, 10))
	d := dialog.NewCustomWithoutButtons("", body, w)
	if got := d.MinSize().Width - 300; got != 2*dialogInset {
		t.Errorf("a dialog adds %.0f to its content's width; the kit assumes %d", got, 2*dialogInset)
	}
}
