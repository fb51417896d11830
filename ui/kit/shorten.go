package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Short is a one-line text that ends in "…" when the row is too narrow
// for it, and shows the whole text in a pop-up when tapped. It is as tall
// as a thumb's target, because it is one.
type Short struct {
	widget.BaseWidget
	Label *widget.Label
	w     fyne.Window
}

// Shorten makes a Short of text for window w: a name that would otherwise
// push its row past the edge of a phone.
func Shorten(text string, w fyne.Window) fyne.CanvasObject {
	return newShort(text, w, fyne.TextStyle{})
}

func newShort(text string, w fyne.Window, style fyne.TextStyle) *Short {
	s := &Short{Label: widget.NewLabelWithStyle(text, fyne.TextAlignLeading, style), w: w}
	s.Label.Truncation = fyne.TextTruncateEllipsis
	s.ExtendBaseWidget(s)
	return s
}

// CreateRenderer centres the label in the touch height.
func (s *Short) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(Tall(container.NewVBox(layout.NewSpacer(), s.Label, layout.NewSpacer())))
}

// Cut reports whether the text is shortened at the width it has now.
func (s *Short) Cut() bool {
	l := s.Label
	size := theme.SizeForWidget(l.SizeName, l)
	if l.SizeName == "" {
		size = theme.SizeForWidget(theme.SizeNameText, l)
	}
	room := s.Size().Width - 2*theme.SizeForWidget(theme.SizeNameInnerPadding, l)
	return fyne.MeasureText(l.Text, size, l.TextStyle).Width > room+0.5
}

// Tapped shows the whole text when it is cut; a text already whole has
// nothing more to show.
func (s *Short) Tapped(*fyne.PointEvent) {
	if s.Cut() {
		ShowSheet(s.w, s.Label.Text, container.NewVBox(), "Close")
	}
}
