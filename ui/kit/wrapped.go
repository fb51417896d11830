package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// WrappedHeight is the height a word-wrapped label of text takes in a
// row width wide, as a list must be told its rows' heights; 0 before the
// row has a width.
func WrappedHeight(text string, width float32) float32 {
	if width <= 0 {
		return 0
	}
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	l.Resize(fyne.NewSize(width, l.MinSize().Height))
	return l.MinSize().Height
}
