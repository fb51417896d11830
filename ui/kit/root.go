package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Root is a window's whole content: the screen on show, drawn again when
// the window's width crosses TabletWidth, so turning a tablet or resizing
// a window lays the screen out for its new shape (two columns or one).
type Root struct {
	widget.BaseWidget
	content fyne.CanvasObject
	rebuild func() fyne.CanvasObject
	wide    bool
	sized   bool
}

// NewRoot makes an empty root; Set gives it a screen.
func NewRoot() *Root {
	r := &Root{content: VBox()}
	r.ExtendBaseWidget(r)
	return r
}

// Set shows content. rebuild, if not nil, draws the same screen again and
// is called when the window turns from phone to tablet width or back;
// a screen that does not depend on the width passes nil.
func (r *Root) Set(content fyne.CanvasObject, rebuild func() fyne.CanvasObject) {
	r.content, r.rebuild = content, rebuild
	r.Refresh()
}

// Content is the screen on show.
func (r *Root) Content() fyne.CanvasObject { return r.content }

func (r *Root) CreateRenderer() fyne.WidgetRenderer { return &rootRenderer{r: r} }

type rootRenderer struct{ r *Root }

func (rr *rootRenderer) Layout(size fyne.Size) {
	r := rr.r
	width := size.Width
	if c := fyne.CurrentApp().Driver().CanvasForObject(r); c != nil {
		width = c.Size().Width
	}
	wide := width >= TabletWidth
	if r.sized && wide != r.wide && r.rebuild != nil {
		r.wide = wide
		r.content = r.rebuild()
		defer r.Refresh() // the renderer shows the new objects
	}
	r.wide, r.sized = wide, true
	r.content.Move(fyne.Position{})
	r.content.Resize(size)
}

func (rr *rootRenderer) MinSize() fyne.Size { return rr.r.content.MinSize() }

func (rr *rootRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{rr.r.content} }

func (rr *rootRenderer) Refresh() {
	rr.Layout(rr.r.Size())
	refreshCanvas(rr.r)
}

func (rr *rootRenderer) Destroy() {}
