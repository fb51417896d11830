package ui

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
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

// content lays the counter out as one row: the name takes what is left
// of the width, the buttons keep their touch size. (A two-column grid
// made both halves as wide as the wider one and overflowed a phone.)
func (c *counter) content() fyne.CanvasObject {
	name := widget.NewLabelWithStyle(c.label, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	name.Truncation = fyne.TextTruncateEllipsis
	buttons := container.NewHBox(sized(c.minus, touchHeight+8), sized(c.value, 96), sized(c.plus, touchHeight+8))
	return container.NewBorder(nil, nil, nil, buttons, container.NewVBox(layout.NewSpacer(), name, layout.NewSpacer()))
}

// sized gives obj at least width w and the touch height.
func sized(obj fyne.CanvasObject, w float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(w, touchHeight))
	return container.NewStack(r, obj)
}
