package kit

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Counter is one number on a board with the common change a single tap
// away: name | [-] value [+]. Tapping the value opens the number pad for a
// big change. It only asks; the callbacks send commands, and the rules
// refuse what is not allowed, so the counter keeps no limits of its own
// beyond the pad's range.
type Counter struct {
	Minus, Plus, Value *widget.Button
	// Name is the counter's name, shortened when the row is narrow.
	Name *Short

	change func(delta int)
	row    fyne.CanvasObject
}

// NewCounter draws label with value shown as shown ("7 / 12"). change gets
// -1 or +1; set gets a number typed on the pad, within [min, max], which
// opens at value.
func NewCounter(w fyne.Window, label, shown string, value, min, max int, change func(delta int), set func(n int)) *Counter {
	c := &Counter{Name: newShort(label, w, fyne.TextStyle{Bold: true}), change: change}
	c.Minus = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { change(-1) })
	c.Plus = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { change(+1) })
	c.Value = widget.NewButton(shown, func() {
		ShowNumberPad(w, fmt.Sprintf("%s: set to", label), value, min, max, set)
	})
	c.Value.Importance = widget.LowImportance
	// The name takes what the buttons leave and shortens; the buttons keep
	// their touch size. (A two-column grid made both halves as wide as the
	// wider one and overflowed a phone.)
	buttons := HBox(Sized(c.Minus, TouchHeight+8), Sized(c.Value, 96), Sized(c.Plus, TouchHeight+8))
	c.row = Border(nil, nil, nil, buttons, c.Name)
	return c
}

// Content is the counter's row. It is the same object each time: put it
// on one screen at a time.
func (c *Counter) Content() fyne.CanvasObject { return c.row }

// Stepping makes − and + change the number by step, for a track the
// cardboard counts in steps (Legends' XP in 20s, rules 002 L305, L449).
// The pad still takes any number in range.
func (c *Counter) Stepping(step int) *Counter {
	if step < 1 {
		step = 1
	}
	c.Minus.OnTapped = func() { c.change(-step) }
	c.Plus.OnTapped = func() { c.change(+step) }
	return c
}
