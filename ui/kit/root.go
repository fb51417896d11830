package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Root is a window's whole content: the screen on show, drawn again when
// the window's width changes, so turning a tablet or resizing a window lays
// the screen out for its new shape (two columns or one, words broken for
// the new width).
type Root struct {
	widget.BaseWidget
	content fyne.CanvasObject
	rebuild func() fyne.CanvasObject
	// width is the window width content was drawn for.
	width float32
}

// NewRoot makes an empty root; Set gives it a screen.
func NewRoot() *Root {
	r := &Root{content: VBox()}
	r.ExtendBaseWidget(r)
	return r
}

// Set shows content, drawn for the window's width now. rebuild, if not
// nil, draws the same screen again and is called when the window's width
// changes; a screen that does not depend on the width passes nil.
func (r *Root) Set(content fyne.CanvasObject, rebuild func() fyne.CanvasObject) {
	r.content, r.rebuild = content, rebuild
	r.width = r.windowWidth(r.Size().Width)
	r.Refresh()
}

// windowWidth is the width of the window r is in, else fallback.
func (r *Root) windowWidth(fallback float32) float32 {
	if c := fyne.CurrentApp().Driver().CanvasForObject(r); c != nil {
		return c.Size().Width
	}
	return fallback
}

// Content is the screen on show.
func (r *Root) Content() fyne.CanvasObject { return r.content }

func (r *Root) CreateRenderer() fyne.WidgetRenderer { return &rootRenderer{r: r} }

type rootRenderer struct{ r *Root }

func (rr *rootRenderer) Layout(size fyne.Size) {
	r := rr.r
	width := r.windowWidth(size.Width)
	var keep *anchor
	if width > 0 && (width < r.width-0.5 || width > r.width+0.5) && r.rebuild != nil {
		r.width = width
		// What the player was looking at stays in sight in the new shape.
		if a, ok := findAnchor(r.content); ok {
			keep = &a
		}
		if c := r.rebuild(); c != r.content {
			r.content = c
			defer r.Refresh() // the renderer shows the new objects
		}
	}
	r.content.Move(fyne.Position{})
	r.content.Resize(size)
	if keep != nil {
		Settle(r.content) // the heights the words take at the new width
		keep.restore(r.content)
	}
}

func (rr *rootRenderer) MinSize() fyne.Size { return rr.r.content.MinSize() }

func (rr *rootRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{rr.r.content} }

func (rr *rootRenderer) Refresh() {
	rr.Layout(rr.r.Size())
	Settle(rr.r.content)
	refreshCanvas(rr.r)
}

func (rr *rootRenderer) Destroy() {}
