package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Fit lays objs out in up to pref columns of equal width, fewer when the
// widest would not fit: two buttons side by side on a phone at normal
// text, one above the other at very large text, four across a tablet. A
// fixed grid forced its columns' width on the screen and ran past a
// phone's edge.
func Fit(pref int, objs ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: &fitGrid{pref: max(1, pref)}, Objects: objs}
}

type fitGrid struct {
	pref int
	// width is the width last laid out, which decides the columns and so
	// the height: 0 until the first layout.
	width float32
}

// Like reports whether o is laid out as g is, for Patch.
func (g *fitGrid) Like(o fyne.Layout) bool {
	f, ok := o.(*fitGrid)
	return ok && f.pref == g.pref
}

func (g *fitGrid) cell(objs []fyne.CanvasObject) (w, h float32, n int) {
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		w, h, n = max(w, m.Width), max(h, m.Height), n+1
	}
	// No cell narrower than a thumb: 0 to 12 as keys on a phone took 13
	// columns of 35 px (issue 24); they wrap onto more lines instead.
	return max(w, TouchHeight), h, n
}

func (g *fitGrid) cols(widest, width float32, n int) int {
	if width <= 0 {
		// Before its first layout the width is unknown: ask for the height
		// of one column, the most it can need, so that nothing below is
		// drawn over while the window lays it out again.
		return 1
	}
	cols := min(g.pref, max(n, 1))
	pad := theme.Padding()
	for cols > 1 && float32(cols)*widest+float32(cols-1)*pad > width {
		cols--
	}
	return cols
}

func (g *fitGrid) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w, h, n := g.cell(objs)
	if n == 0 {
		return fyne.Size{}
	}
	cols := g.cols(w, g.width, n)
	rows := (n + cols - 1) / cols
	pad := theme.Padding()
	return fyne.NewSize(w, float32(rows)*h+float32(rows-1)*pad)
}

func (g *fitGrid) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	g.width = size.Width
	w, h, n := g.cell(objs)
	if n == 0 {
		return
	}
	cols := g.cols(w, size.Width, n)
	pad := theme.Padding()
	cw := (size.Width - float32(cols-1)*pad) / float32(cols)
	i := 0
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		r, c := i/cols, i%cols
		o.Move(fyne.NewPos(float32(c)*(cw+pad), float32(r)*(h+pad)))
		o.Resize(fyne.NewSize(cw, h))
		i++
	}
}
