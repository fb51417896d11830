package sorceryui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"tableside/ui"
)

// aside is for a card editor opened over the table (a card asked the
// first time the table needs it): it returns the function that brings the
// table back where the players left it, each scroll at its offset and
// each section open as it was, drawn from the state the editor's card
// changed.
func aside(p *ui.Play) (back func()) {
	prev := p.App().Screen()
	return func() {
		offsets, open := placesIn(prev)
		p.Redraw()
		restorePlaces(p.App().Screen(), offsets, open)
	}
}

// placesIn are the vertical scrolls' offsets under o, in drawing order,
// and which accordion items are open, by title.
func placesIn(o fyne.CanvasObject) ([]fyne.Position, map[string]bool) {
	var offsets []fyne.Position
	open := map[string]bool{}
	walk(o, func(c fyne.CanvasObject) {
		switch w := c.(type) {
		case *container.Scroll:
			offsets = append(offsets, w.Offset)
		case *widget.Accordion:
			for _, it := range w.Items {
				open[it.Title] = it.Open
			}
		}
	})
	return offsets, open
}

// restorePlaces puts the offsets back on the scrolls under o in the same
// order, and opens the accordion items that were open.
func restorePlaces(o fyne.CanvasObject, offsets []fyne.Position, open map[string]bool) {
	k := 0
	walk(o, func(c fyne.CanvasObject) {
		switch w := c.(type) {
		case *container.Scroll:
			if k < len(offsets) {
				w.ScrollToOffset(offsets[k])
			}
			k++
		case *widget.Accordion:
			for i, it := range w.Items {
				if open[it.Title] && !it.Open {
					w.Open(i)
				}
			}
		}
	})
}

// walk visits o and everything drawn inside it, parents first.
func walk(o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	if o == nil {
		return
	}
	f(o)
	switch c := o.(type) {
	case *fyne.Container:
		for _, ch := range c.Objects {
			walk(ch, f)
		}
	case *container.Scroll:
		walk(c.Content, f)
	case *widget.Accordion:
		for _, it := range c.Items {
			if it.Open {
				walk(it.Detail, f)
			}
		}
	}
}
