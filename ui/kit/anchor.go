package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// anchor is what the player was looking at in a scrolled screen: the
// words of the first text at the top of the scroll that no other text
// there repeats, and how far below the top they stood. Turning a tablet
// draws the screen anew for its new shape (one column or two), and its
// scrolls start again at the top; the anchor brings those words back to
// where they were.
type anchor struct {
	text  string
	below float32
}

// placed is a text inside a scroll's content and where its top stands.
type placed struct {
	text string
	y    float32
}

// findAnchor reads the first scrolled vertical scroll under o.
func findAnchor(o fyne.CanvasObject) (anchor, bool) {
	sc := firstScroll(o, func(s *container.Scroll) bool { return s.Offset.Y > 0 })
	if sc == nil {
		return anchor{}, false
	}
	texts := textsIn(sc.Content, 0, nil)
	count := map[string]int{}
	for _, t := range texts {
		count[t.text]++
	}
	// The nearest below the top, whatever the order they were drawn in.
	best := -1
	for i, t := range texts {
		if t.y >= sc.Offset.Y-1 && count[t.text] == 1 && (best < 0 || t.y < texts[best].y) {
			best = i
		}
	}
	if best < 0 {
		return anchor{}, false
	}
	return anchor{text: texts[best].text, below: texts[best].y - sc.Offset.Y}, true
}

// restore scrolls the vertical scroll under o that holds the anchor's
// words so they stand where they stood, as far as the scroll goes.
func (a anchor) restore(o fyne.CanvasObject) {
	firstScroll(o, func(s *container.Scroll) bool {
		for _, t := range textsIn(s.Content, 0, nil) {
			if t.text == a.text {
				room := s.Content.Size().Height - s.Size().Height
				s.ScrollToOffset(fyne.NewPos(s.Offset.X, max(0, min(t.y-a.below, room))))
				return true
			}
		}
		return false
	})
}

// firstScroll is the first vertical scroll under o, outermost first, that
// want takes.
func firstScroll(o fyne.CanvasObject, want func(*container.Scroll) bool) *container.Scroll {
	if o == nil || !o.Visible() {
		return nil
	}
	if s, ok := o.(*container.Scroll); ok && s.Direction != container.ScrollHorizontalOnly && s.Direction != container.ScrollNone && want(s) {
		return s
	}
	for _, k := range children(o) {
		if s := firstScroll(k, want); s != nil {
			return s
		}
	}
	return nil
}

// textsIn lists the visible texts under o with their tops, y being o's own
// top in the scroll's content.
func textsIn(o fyne.CanvasObject, y float32, out []placed) []placed {
	if o == nil || !o.Visible() {
		return out
	}
	switch w := o.(type) {
	case *widget.Label:
		return add(out, w.Text, y)
	case *widget.Button:
		return add(out, w.Text, y)
	case *Short:
		return add(out, w.Label.Text, y)
	case *canvas.Text:
		return add(out, w.Text, y)
	case *container.Scroll:
		return out // a scroll inside keeps its own place
	}
	for _, k := range children(o) {
		out = textsIn(k, y+k.Position().Y, out)
	}
	return out
}

func add(out []placed, text string, y float32) []placed {
	if text == "" {
		return out
	}
	return append(out, placed{text, y})
}

// children are the objects a screen of the kit holds under o.
func children(o fyne.CanvasObject) []fyne.CanvasObject {
	switch w := o.(type) {
	case *fyne.Container:
		return w.Objects
	case *container.Scroll:
		return []fyne.CanvasObject{w.Content}
	case *own:
		return []fyne.CanvasObject{w.content}
	case *Root:
		return []fyne.CanvasObject{w.content}
	case *widget.Accordion:
		var out []fyne.CanvasObject
		for _, it := range w.Items {
			if it.Open && it.Detail != nil {
				out = append(out, it.Detail)
			}
		}
		return out
	}
	return nil
}
