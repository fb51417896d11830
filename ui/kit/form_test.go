package kit

import (
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestTallCheckAnswersTheWholeLine taps a check box's line above its
// box, on the box and at the far end: each tap toggles it once. A bare
// widget.Check stretched to the same height ignores the first tap.
func TestTallCheckAnswersTheWholeLine(t *testing.T) {
	t.Parallel()
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(400, 800))
	var got []bool
	c := NewTallCheck("Power Action", false, widget.NewLabel("000 L205"), func(on bool) { got = append(got, on) })
	w.SetContent(container.NewVBox(c))
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(c)
	size := c.Size()
	if size.Height < TouchHeight {
		t.Fatalf("the line is %.0f pt tall", size.Height)
	}
	box := fyne.CurrentApp().Driver().AbsolutePositionForObject(c.check).Subtract(pos)
	for _, at := range []fyne.Position{{X: 2, Y: 2}, box.Add(fyne.NewPos(8, c.check.Size().Height/2)), {X: size.Width - 2, Y: size.Height - 2}} {
		test.TapCanvas(w.Canvas(), pos.Add(at))
	}
	if !reflect.DeepEqual(got, []bool{true, false, true}) {
		t.Fatalf("taps gave %v", got)
	}

	bare := widget.NewCheck("Power Action", nil)
	w.SetContent(container.NewVBox(Tall(bare)))
	test.TapCanvas(w.Canvas(), fyne.CurrentApp().Driver().AbsolutePositionForObject(bare).Add(fyne.NewPos(2, 2)))
	if bare.Checked {
		t.Log("a stretched widget.Check now answers its whole height; kit.TallCheck could go")
	}
}
