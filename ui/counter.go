package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// counter is one number on a board with the common change a single tap
// away: [-] value [+]. Tapping the value opens the number pad for a big
// change. It only asks; the callbacks send commands, and the rules refuse
// what is not allowed, so the counter holds no limits of its own beyond the
// pad's range.
type counter struct {
	label       string
	minus, plus *widget.Button
	value       *widget.Button
}

// newCounter draws label with value shown as shown ("7 / 12"). change gets
// -1 or +1; set gets a number typed on the pad, within [min, max].
func newCounter(w fyne.Window, label, shown string, value, min, max int, change func(delta int), set func(n int)) *counter {
	c := &counter{label: label}
	c.minus = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { change(-1) })
	c.plus = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { change(+1) })
	c.value = widget.NewButton(shown, func() {
		showNumberPad(w, fmt.Sprintf("%s: set to", label), value, min, max, set)
	})
	c.value.Importance = widget.LowImportance
	return c
}

func (c *counter) content() fyne.CanvasObject {
	name := widget.NewLabelWithStyle(c.label, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	buttons := container.NewGridWithColumns(3, tall(c.minus), tall(c.value), tall(c.plus))
	return container.NewGridWithColumns(2, name, buttons)
}
