package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// Settle lays a screen out once more from the top, as a real window does
// on its next frame: a Fit grid and a wrapped label learn their height only
// once they have their width, so the first layout of a new screen leaves
// room for one column where two fit. Doing it at once keeps that frame from
// being seen (and keeps the headless tests true to the real window).
func Settle(o fyne.CanvasObject) {
	switch w := o.(type) {
	case *fyne.Container:
		if w.Layout != nil {
			w.Layout.Layout(w.Objects, w.Size())
		}
		for _, k := range w.Objects {
			Settle(k)
		}
	case *container.Scroll:
		if w.Content == nil {
			return
		}
		size, min := w.Size(), w.Content.MinSize()
		switch w.Direction {
		case container.ScrollVerticalOnly:
			size.Height = max(size.Height, min.Height)
		case container.ScrollHorizontalOnly:
			size.Width = max(size.Width, min.Width)
		default:
			size = size.Max(min)
		}
		w.Content.Resize(size)
		Settle(w.Content)
	case *own:
		w.content.Resize(w.Size())
		Settle(w.content)
	case *Root:
		Settle(w.content)
	}
}
