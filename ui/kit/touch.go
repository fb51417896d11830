package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// TouchHeight is the least height of anything a player taps: about 9 mm on
// a phone, the size the platform guidelines ask for a thumb at a crowded
// table.
const TouchHeight = 52

// Tall gives o at least the touch height.
func Tall(o fyne.CanvasObject) fyne.CanvasObject {
	return Sized(o, 0)
}

// Sized gives o at least width w and the touch height, so a small button
// (an icon, a number) is still a thumb's target.
func Sized(o fyne.CanvasObject, w float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(w, TouchHeight))
	return Stack(r, o)
}

// BigButton is a button for the main actions of a screen; important marks
// the one a player most likely wants next. It stretches to the width its
// container gives; wrap it in Tall for the touch height.
func BigButton(label string, icon fyne.Resource, important bool, tapped func()) *widget.Button {
	b := widget.NewButtonWithIcon(label, icon, tapped)
	if important {
		b.Importance = widget.HighImportance
	}
	return b
}

// Heading is a bold, larger line of text. It wraps rather than pushing the
// screen wider than a phone.
func Heading(text string) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameSubHeadingText
	l.Wrapping = fyne.TextWrapWord
	return l
}

// Note is a wrapped line of explanation. It keeps full contrast: hints that
// are hard to read under a table lamp are no hints.
func Note(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// Bold is a wrapped line in bold: what a screen names or asks first.
func Bold(text string) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.Wrapping = fyne.TextWrapWord
	return l
}
