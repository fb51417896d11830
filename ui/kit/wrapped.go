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

// OnWidth holds o and calls changed with its new width each time it is
// laid out at another width: a list whose rows' heights depend on the
// width (WrappedHeight) measures them again when a phone turns or the
// window is resized, instead of keeping the heights of the first width.
func OnWidth(o fyne.CanvasObject, changed func(width float32)) *fyne.Container {
	return &fyne.Container{Layout: &onWidth{changed: changed}, Objects: []fyne.CanvasObject{o}}
}

type onWidth struct {
	changed func(float32)
	width   float32
}

func (l *onWidth) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

func (l *onWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Resize(size)
	objs[0].Move(fyne.NewPos(0, 0))
	if size.Width != l.width {
		first := l.width == 0
		l.width = size.Width
		if !first {
			l.changed(size.Width)
		}
	}
}
