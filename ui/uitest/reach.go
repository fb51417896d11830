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

func (tb *Table) spots() []kittest.Spot {
	settle(tb.top())
	return kittest.Spots(tb.top(), tb.Win.Canvas().Size())
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
func whyNot(o fyne.CanvasObject, all []kittest.Spot) string {
	i := -1
	for k, s := range all {
		if s.Obj == o {
			i = k
			break
		}
	}
	if i < 0 {
		return "hidden, or under an open sheet"
	}
	s := all[i]
	shown := s.At.Intersect(s.Clip)
	// The whole of it when it fits; a thumb's worth of a taller one.
	needH := min(s.At.Height(), 40, s.Clip.Height())
	needW := min(s.At.Width(), 40, s.Clip.Width())
	if shown.Empty() || shown.Height() < needH-0.5 || shown.Width() < needW-0.5 {
		return "out of view"
	}
	x, y := (shown.X0+shown.X1)/2, (shown.Y0+shown.Y1)/2
	for _, t := range all[i+1:] {
		if !tappable(t.Obj) || !t.At.Intersect(t.Clip).HoldsPoint(x, y) {
			continue
		}
		if t.Inside(o) {
			continue // a part of o itself
		}
		return "under " + Name(t.Obj)
	}
	return ""
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
		var s *kittest.Spot
		for k := range all {
			if all[k].Obj == o {
				s = &all[k]
				break
			}
		}
		if s == nil || whyNot(o, all) != "out of view" {
			return moved
		}
		step := false
		for k := len(s.Scrolls) - 1; k >= 0 && !step; k-- {
			sc := s.Scrolls[k]
			var at kittest.Rect
			for _, t := range all {
				if t.Obj == sc {
					at = t.At
				}
			}
			off := sc.Offset
			// Where o is in the scroll's content.
			top := s.At.Y0 - at.Y0 + off.Y
			left := s.At.X0 - at.X0 + off.X
			view := sc.Size()
			content := sc.Content.Size()
			want := off
			if sc.Direction != container.ScrollHorizontalOnly {
				want.Y = bring(off.Y, top, s.At.Height(), view.Height, content.Height)
			}
			if sc.Direction != container.ScrollVerticalOnly && sc.Direction != container.ScrollNone {
				want.X = bring(off.X, left, s.At.Width(), view.Width, content.Width)
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
			if s.Obj == o {
				where = fmt.Sprintf(" (drawn at %.0f,%.0f-%.0f,%.0f; the scrolls around it show %.0f,%.0f-%.0f,%.0f)",
					s.At.X0, s.At.Y0, s.At.X1, s.At.Y1, s.Clip.X0, s.Clip.Y0, s.Clip.X1, s.Clip.Y1)
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
		if s.Obj != co {
			continue
		}
		x, y := s.At.X0+pos.X, s.At.Y0+pos.Y
		if !s.Clip.HoldsPoint(x, y) {
			tb.T.Fatalf("a player cannot tap %s at %v: out of view", Name(co), pos)
		}
		// Nothing drawn after it may catch the finger there.
		after := false
		for _, t := range all {
			if t.Obj == co {
				after = true
				continue
			}
			if after && tappable(t.Obj) && !t.Inside(co) && t.At.Intersect(t.Clip).HoldsPoint(x, y) {
				tb.T.Fatalf("a player cannot tap %s at %v: under %s", Name(co), pos, Name(t.Obj))
			}
		}
	}
	test.TapAt(o, pos)
}

// reachable reports whether a player can tap o, a scroll away at most.
func (tb *Table) reachable(o fyne.CanvasObject, all []kittest.Spot) bool {
	switch whyNot(o, all) {
	case "":
		return true
	case "out of view":
		for _, s := range all {
			if s.Obj == o {
				return len(s.Scrolls) > 0
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
			if s.Obj == o {
				why += fmt.Sprintf(" (drawn at %.0f,%.0f-%.0f,%.0f; its scrolls show %.0f,%.0f-%.0f,%.0f)",
					s.At.X0, s.At.Y0, s.At.X1, s.At.Y1, s.Clip.X0, s.Clip.Y0, s.Clip.X1, s.Clip.Y1)
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
		if s.Obj != o {
			continue
		}
		shown := s.At.Intersect(s.Clip)
		if shown.Height() < s.At.Height()-0.5 || shown.Width() < s.At.Width()-0.5 {
			return fmt.Sprintf("is at %.0f,%.0f-%.0f,%.0f, out of the %.0f,%.0f-%.0f,%.0f in view",
				s.At.X0, s.At.Y0, s.At.X1, s.At.Y1, s.Clip.X0, s.Clip.Y0, s.Clip.X1, s.Clip.Y1)
		}
		return ""
	}
	return "is hidden, or under an open sheet"
}
