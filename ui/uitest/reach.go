package uitest

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/ui/kit/kittest"
)

// A finger reaches only what a player sees: the top sheet if one is open
// (never the screen under it), a widget that is shown, inside the part of
// every scroll around it that shows, and not under another tappable drawn
// over it. What a scroll would bring into view is scrolled to, as a player
// drags it, and counted in Table.Scrolls.

// area is a part of the canvas, absolute.
type area struct{ x0, y0, x1, y1 float32 }

func (a area) cut(b area) area {
	return area{max(a.x0, b.x0), max(a.y0, b.y0), min(a.x1, b.x1), min(a.y1, b.y1)}
}
func (a area) empty() bool { return a.x1-a.x0 < 1 || a.y1-a.y0 < 1 }
func (a area) height() float32 {
	return max(0, a.y1-a.y0)
}
func (a area) width() float32 {
	return max(0, a.x1-a.x0)
}
func (a area) holds(x, y float32) bool { return x >= a.x0 && y >= a.y0 && x < a.x1 && y < a.y1 }

// spot is one shown object: where it is drawn, what of it the scrolls
// around it let show, and those scrolls, innermost last.
type spot struct {
	obj     fyne.CanvasObject
	at      area
	clip    area
	scrolls []*container.Scroll
	// within are the objects it is drawn inside, outermost first.
	within []fyne.CanvasObject
}

// spots walks root, drawn at its position on the canvas, and lists every
// shown object in drawing order, parents before children.
func spots(root fyne.CanvasObject, window fyne.Size) []spot {
	var out []spot
	var walk func(o fyne.CanvasObject, off fyne.Position, clip area, scrolls []*container.Scroll, within []fyne.CanvasObject)
	walk = func(o fyne.CanvasObject, off fyne.Position, clip area, scrolls []*container.Scroll, within []fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		p := off.Add(o.Position())
		s := o.Size()
		at := area{p.X, p.Y, p.X + s.Width, p.Y + s.Height}
		out = append(out, spot{obj: o, at: at, clip: clip, scrolls: scrolls, within: within})
		kids := kittest.Children(o)
		if sc, ok := o.(*container.Scroll); ok {
			clip = clip.cut(at)
			scrolls = append(scrolls[:len(scrolls):len(scrolls)], sc)
		}
		within = append(within[:len(within):len(within)], o)
		for _, k := range kids {
			walk(k, p, clip, scrolls, within)
		}
	}
	walk(root, fyne.Position{}, area{0, 0, window.Width, window.Height}, nil, nil)
	return out
}

// tappable is what catches a finger: the driver gives a tap to the last
// drawn of these under it.
func tappable(o fyne.CanvasObject) bool {
	switch o.(type) {
	case fyne.Tappable, fyne.DoubleTappable, fyne.SecondaryTappable:
		return true
	}
	return false
}

// top is what a finger reaches: the top sheet or pop-up, else the screen.
func (tb *Table) top() fyne.CanvasObject { return kittest.Top(tb.Win.Canvas()) }

func (tb *Table) spots() []spot {
	settle(tb.top())
	return spots(tb.top(), tb.Win.Canvas().Size())
}

// settle lays out again every scroll whose content grew past the size it
// was laid out at, as a real window does at its next frame (a screen that
// adds a row to a box the scroll holds); the test canvas draws no frames.
func settle(o fyne.CanvasObject) {
	if o == nil || !o.Visible() {
		return
	}
	if sc, ok := o.(*container.Scroll); ok && sc.Content != nil {
		min, got := sc.Content.MinSize(), sc.Content.Size()
		if min.Height > got.Height+0.5 || min.Width > got.Width+0.5 {
			sc.Refresh()
		}
	}
	for _, k := range kittest.Children(o) {
		settle(k)
	}
}

// whyNot says why a player cannot tap o as the screen stands, or "".
// A tap lands in the middle of what shows of o.
func whyNot(o fyne.CanvasObject, all []spot) string {
	i := -1
	for k, s := range all {
		if s.obj == o {
			i = k
			break
		}
	}
	if i < 0 {
		return "hidden, or under an open sheet"
	}
	s := all[i]
	shown := s.at.cut(s.clip)
	// The whole of it when it fits; a thumb's worth of a taller one.
	needH := min(s.at.height(), 40, s.clip.height())
	needW := min(s.at.width(), 40, s.clip.width())
	if shown.empty() || shown.height() < needH-0.5 || shown.width() < needW-0.5 {
		return "out of view"
	}
	x, y := (shown.x0+shown.x1)/2, (shown.y0+shown.y1)/2
	for _, t := range all[i+1:] {
		if !tappable(t.obj) || !t.at.cut(t.clip).holds(x, y) {
			continue
		}
		if inside(t, o) {
			continue // a part of o itself
		}
		return "under " + Name(t.obj)
	}
	return ""
}

// inside reports whether t is drawn inside o.
func inside(t spot, o fyne.CanvasObject) bool {
	for _, w := range t.within {
		if w == o {
			return true
		}
	}
	return false
}

// Name is how a test's failure names an object: a button by its words,
// a field by its hint, a kit row by its touch label.
func Name(o fyne.CanvasObject) string {
	switch w := o.(type) {
	case *widget.Button:
		return fmt.Sprintf("button %q", w.Text)
	case *widget.Check:
		return fmt.Sprintf("check box %q", w.Text)
	case *widget.Entry:
		return fmt.Sprintf("text field %q", w.PlaceHolder)
	case interface{ TouchLabel() string }:
		return w.TouchLabel()
	}
	return strings.TrimPrefix(fmt.Sprintf("%T", o), "*")
}

// scrollTo drags the scrolls around o so that it shows, innermost first,
// and reports whether any moved.
func (tb *Table) scrollTo(o fyne.CanvasObject) bool {
	moved := false
	for range 3 {
		all := tb.spots()
		var s *spot
		for k := range all {
			if all[k].obj == o {
				s = &all[k]
				break
			}
		}
		if s == nil || whyNot(o, all) != "out of view" {
			return moved
		}
		step := false
		for k := len(s.scrolls) - 1; k >= 0 && !step; k-- {
			sc := s.scrolls[k]
			var at area
			for _, t := range all {
				if t.obj == sc {
					at = t.at
				}
			}
			off := sc.Offset
			// Where o is in the scroll's content.
			top := s.at.y0 - at.y0 + off.Y
			left := s.at.x0 - at.x0 + off.X
			view := sc.Size()
			content := sc.Content.Size()
			want := off
			if sc.Direction != container.ScrollHorizontalOnly {
				want.Y = bring(off.Y, top, s.at.height(), view.Height, content.Height)
			}
			if sc.Direction != container.ScrollVerticalOnly && sc.Direction != container.ScrollNone {
				want.X = bring(off.X, left, s.at.width(), view.Width, content.Width)
			}
			if sc.Direction == container.ScrollNone || want == off {
				continue
			}
			sc.ScrollToOffset(want)
			step = true
		}
		if !step {
			return moved
		}
		moved = true
	}
	return moved
}

// bring is the least move of a scroll at off, view long, that shows
// [at, at+size) of content long.
func bring(off, at, size, view, content float32) float32 {
	want := off
	switch {
	case size > view || at < off:
		want = at
	case at+size > off+view:
		want = at + size - view
	}
	return max(0, min(want, content-view))
}

// Reach makes o tappable as a player would, scrolling it into view (one
// scroll counted in Scrolls) if need be, and fails the test if a player
// could not tap it: hidden, under an open sheet, out of any scroll's
// reach, or under another tappable.
func (tb *Table) Reach(o fyne.CanvasObject) {
	tb.T.Helper()
	why := whyNot(o, tb.spots())
	if why == "out of view" && tb.scrollTo(o) {
		tb.Scrolls++
		why = whyNot(o, tb.spots())
	}
	if why != "" {
		where := ""
		for _, s := range tb.spots() {
			if s.obj == o {
				where = fmt.Sprintf(" (drawn at %.0f,%.0f-%.0f,%.0f; the scrolls around it show %.0f,%.0f-%.0f,%.0f)",
					s.at.x0, s.at.y0, s.at.x1, s.at.y1, s.clip.x0, s.clip.y0, s.clip.x1, s.clip.y1)
			}
		}
		tb.T.Fatalf("a player cannot tap %s: %s%s", Name(o), why, where)
	}
}

// TapObject taps o where a player would, after Reach.
func (tb *Table) TapObject(o fyne.Tappable) {
	tb.T.Helper()
	co, ok := o.(fyne.CanvasObject)
	if !ok {
		tb.T.Fatalf("%T is not drawn", o)
	}
	tb.Reach(co)
	if b, ok := o.(*widget.Button); ok && b.Disabled() {
		tb.T.Fatalf("button %q is disabled", b.Text)
	}
	test.Tap(o)
}

// TapAt taps o at pos (in o) after Reach; pos must show.
func (tb *Table) TapAt(o fyne.Tappable, pos fyne.Position) {
	tb.T.Helper()
	co := o.(fyne.CanvasObject)
	tb.Reach(co)
	all := tb.spots()
	for _, s := range all {
		if s.obj != co {
			continue
		}
		x, y := s.at.x0+pos.X, s.at.y0+pos.Y
		if !s.clip.holds(x, y) {
			tb.T.Fatalf("a player cannot tap %s at %v: out of view", Name(co), pos)
		}
		// Nothing drawn after it may catch the finger there.
		after := false
		for _, t := range all {
			if t.obj == co {
				after = true
				continue
			}
			if after && tappable(t.obj) && !inside(t, co) && t.at.cut(t.clip).holds(x, y) {
				tb.T.Fatalf("a player cannot tap %s at %v: under %s", Name(co), pos, Name(t.obj))
			}
		}
	}
	test.TapAt(o, pos)
}

// reachable reports whether a player can tap o, a scroll away at most.
func (tb *Table) reachable(o fyne.CanvasObject, all []spot) bool {
	switch whyNot(o, all) {
	case "":
		return true
	case "out of view":
		for _, s := range all {
			if s.obj == o {
				return len(s.scrolls) > 0
			}
		}
	}
	return false
}

// WhyNotShown says why a player cannot see and tap o as the screen stands,
// without a scroll: "hidden, or under an open sheet", "out of view",
// "under …"; "" when they can.
func (tb *Table) WhyNotShown(o fyne.CanvasObject) string {
	all := tb.spots()
	why := whyNot(o, all)
	if why == "out of view" {
		for _, s := range all {
			if s.obj == o {
				why += fmt.Sprintf(" (drawn at %.0f,%.0f-%.0f,%.0f; its scrolls show %.0f,%.0f-%.0f,%.0f)",
					s.at.x0, s.at.y0, s.at.x1, s.at.y1, s.clip.x0, s.clip.y0, s.clip.x1, s.clip.y1)
			}
		}
	}
	return why
}

// Unseen says what of o a player cannot see as the screen stands, without
// a scroll: "" when all of it shows, inside every scroll around it and the
// window.
func (tb *Table) Unseen(o fyne.CanvasObject) string {
	for _, s := range tb.spots() {
		if s.obj != o {
			continue
		}
		shown := s.at.cut(s.clip)
		if shown.height() < s.at.height()-0.5 || shown.width() < s.at.width()-0.5 {
			return fmt.Sprintf("is at %.0f,%.0f-%.0f,%.0f, out of the %.0f,%.0f-%.0f,%.0f in view",
				s.at.x0, s.at.y0, s.at.x1, s.at.y1, s.clip.x0, s.clip.y0, s.clip.x1, s.clip.y1)
		}
		return ""
	}
	return "is hidden, or under an open sheet"
}
