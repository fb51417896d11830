package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestChoicePickMovesNothing: picking a choice lights it and fills its
// radio mark, and every button stays where it was, so the next tap lands on
// what the finger saw. The tick beside the words once widened the picked
// button and wrapped the row (the Sword & Sorcery Hero editor's four
// styles at a phone's width).
func TestChoicePickMovesNothing(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(360, 640))
	c := NewChoice("Fighting style", []string{"Dexterity", "Faith", "Magic", "Strength"}, -1, nil)
	w.SetContent(container.NewVBox(c.Content(w, 4)))
	d := fyne.CurrentApp().Driver()
	where := func() []fyne.Position {
		Settle(w.Content())
		var out []fyne.Position
		for _, b := range c.buttons {
			out = append(out, d.AbsolutePositionForObject(b).Add(fyne.NewPos(b.Size().Width, b.Size().Height)))
		}
		return out
	}
	before := where()
	for i := range c.buttons {
		test.Tap(c.buttons[i])
		for k, at := range where() {
			if at != before[k] {
				t.Fatalf("picking %q moved %q's corner from %v to %v", c.buttons[i].Text, c.buttons[k].Text, before[k], at)
			}
			if lit := c.buttons[k].Importance == widget.HighImportance; lit != (k == i) {
				t.Fatalf("after %q, %q is lit: %v", c.buttons[i].Text, c.buttons[k].Text, lit)
			}
		}
	}
}
