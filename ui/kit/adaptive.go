package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// TabletWidth is where a phone's layout gives way to a tablet's: below
// it, one column; at or above it, room for two.
const TabletWidth = 700

// NewAdaptive shows what build makes for its width, and builds again when
// the width crosses breakpoint (TabletWidth when breakpoint <= 0): turning
// a tablet or resizing a window changes the layout, not just its size.
// wide is true at or above the breakpoint. The width is the window's when
// the adaptive is the window's content (so "phone < 700" means the window,
// not what its padding leaves), else its own. build should only build: it
// runs during layout.
func NewAdaptive(breakpoint float32, build func(wide bool) fyne.CanvasObject) fyne.CanvasObject {
	if breakpoint <= 0 {
		breakpoint = TabletWidth
	}
	a := &adaptive{breakpoint: breakpoint, build: build}
	a.ExtendBaseWidget(a)
	return a
}

type adaptive struct {
	widget.BaseWidget
	breakpoint float32
	build      func(bool) fyne.CanvasObject
	wide       bool
	content    fyne.CanvasObject
}

func (a *adaptive) CreateRenderer() fyne.WidgetRenderer { return &adaptiveRenderer{a: a} }

// current is the content built for the width last laid out; before any
// layout, the phone's, which is also the narrower minimum.
func (a *adaptive) current() fyne.CanvasObject {
	if a.content == nil {
		a.content = a.build(a.wide)
	}
	return a.content
}

type adaptiveRenderer struct{ a *adaptive }

func (r *adaptiveRenderer) Layout(size fyne.Size) {
	a := r.a
	width := size.Width
	if c := fyne.CurrentApp().Driver().CanvasForObject(a); c != nil && c.Content() == fyne.CanvasObject(a) {
		width = c.Size().Width
	}
	if wide := width >= a.breakpoint; wide != a.wide || a.content == nil {
		a.wide = wide
		a.content = a.build(wide)
		defer a.Refresh() // draw the new objects
	}
	a.content.Move(fyne.Position{})
	a.content.Resize(size)
}

func (r *adaptiveRenderer) MinSize() fyne.Size { return r.a.current().MinSize() }

func (r *adaptiveRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.a.current()}
}

func (r *adaptiveRenderer) Refresh() {
	r.a.current().Refresh()
}

func (r *adaptiveRenderer) Destroy() {}
