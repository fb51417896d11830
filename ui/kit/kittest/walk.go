package kittest

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Rect is an area of the canvas in absolute coordinates.
type Rect struct{ X0, Y0, X1, Y1 float32 }

// Intersect is the part of r that o covers too.
func (r Rect) Intersect(o Rect) Rect {
	return Rect{max(r.X0, o.X0), max(r.Y0, o.Y0), min(r.X1, o.X1), min(r.Y1, o.Y1)}
}

// Width and Height are r's, 0 for an area with nothing in it.
func (r Rect) Width() float32  { return max(0, r.X1-r.X0) }
func (r Rect) Height() float32 { return max(0, r.Y1-r.Y0) }

// Empty reports whether r is less than a pixel wide or high.
func (r Rect) Empty() bool { return r.X1-r.X0 < 1 || r.Y1-r.Y0 < 1 }

// Holds reports whether o lies inside r, allowing half a pixel of rounding.
func (r Rect) Holds(o Rect) bool {
	const e = 0.5
	return o.X0 >= r.X0-e && o.Y0 >= r.Y0-e && o.X1 <= r.X1+e && o.Y1 <= r.Y1+e
}

// HoldsPoint reports whether the point x, y lies in r: where a finger
// lands.
func (r Rect) HoldsPoint(x, y float32) bool { return x >= r.X0 && y >= r.Y0 && x < r.X1 && y < r.Y1 }

// Spot is one shown object met on a walk of a drawn tree.
type Spot struct {
	Obj fyne.CanvasObject
	At  Rect // where it is drawn, absolute
	// Clip is what of the canvas the scrolls around it let show.
	Clip Rect
	// Scrolls are the scrolls it lies in, innermost last.
	Scrolls []*container.Scroll
	// Within are the objects it is drawn inside, outermost first. Walk
	// reuses it: a Spot kept past its call of f needs a copy (Spots).
	Within []fyne.CanvasObject
}

// Walk calls f for every visible object under root, drawn at offset from
// the canvas origin and inside clip, parents before children (the order
// they are painted in). f returns false to skip an object's children.
// Every walk of a drawn tree in the tests goes by it.
func Walk(root fyne.CanvasObject, offset fyne.Position, clip Rect, f func(Spot) bool) {
	w := walker{f: f}
	w.walk(root, offset, clip, nil)
}

// walker holds a walk's path from the root: one slice for the whole walk,
// where a copy for every object met made a walk of a screen slow.
type walker struct {
	f      func(Spot) bool
	within []fyne.CanvasObject
}

func (w *walker) walk(o fyne.CanvasObject, offset fyne.Position, clip Rect, scrolls []*container.Scroll) {
	if o == nil || !o.Visible() {
		return
	}
	p := offset.Add(o.Position())
	s := o.Size()
	at := Rect{p.X, p.Y, p.X + s.Width, p.Y + s.Height}
	if !w.f(Spot{Obj: o, At: at, Clip: clip, Scrolls: scrolls, Within: slices.Clip(w.within)}) {
		return
	}
	kids := Children(o)
	if len(kids) == 0 {
		return
	}
	if sc, ok := o.(*container.Scroll); ok {
		clip = clip.Intersect(at)
		scrolls = append(slices.Clip(scrolls), sc)
	}
	w.within = append(w.within, o)
	for _, c := range kids {
		w.walk(c, p, clip, scrolls)
	}
	w.within = w.within[:len(w.within)-1]
}

// Spots lists every shown object under root, drawn at its position in a
// window of size window, parents before children.
func Spots(root fyne.CanvasObject, window fyne.Size) []Spot {
	var out []Spot
	Walk(root, fyne.Position{}, Rect{0, 0, window.Width, window.Height}, func(s Spot) bool {
		s.Within = slices.Clone(s.Within)
		out = append(out, s)
		return true
	})
	return out
}

// Inside reports whether s is drawn inside o: a part of it.
func (s Spot) Inside(o fyne.CanvasObject) bool { return slices.Contains(s.Within, o) }

// owner is the nearest widget at or around s that a player would name (a
// label, a button), or nil.
func (s Spot) owner() fyne.CanvasObject {
	if describe(s.Obj) != "" {
		return s.Obj
	}
	for i := len(s.Within) - 1; i >= 0; i-- {
		if describe(s.Within[i]) != "" {
			return s.Within[i]
		}
	}
	return nil
}

// sideways reports whether s lies in a scroll that scrolls horizontally,
// where being wider than the window is the point.
func (s Spot) sideways() bool {
	for _, sc := range s.Scrolls {
		if sc.Direction != container.ScrollVerticalOnly && sc.Direction != container.ScrollNone {
			return true
		}
	}
	return false
}

// Children are the objects o draws: a container's, or a widget's
// renderer's; none for anything else. Walk goes down by it.
func Children(o fyne.CanvasObject) []fyne.CanvasObject {
	switch w := o.(type) {
	case *fyne.Container:
		return w.Objects
	case fyne.Widget:
		return test.WidgetRenderer(w).Objects()
	}
	return nil
}

// words describes an object with no words of its own by the first words
// inside it: `Container holding Button "Heal"`.
func words(o fyne.CanvasObject) string {
	if d := describe(o); d != "" {
		return d
	}
	kind := strings.TrimPrefix(fmt.Sprintf("%T", o), "*")
	if i := strings.LastIndex(kind, "."); i >= 0 {
		kind = kind[i+1:]
	}
	inner := ""
	Walk(o, fyne.Position{}, Rect{}, func(s Spot) bool {
		if inner == "" {
			inner = describe(s.Obj)
		}
		return inner == ""
	})
	if inner == "" {
		return kind
	}
	return kind + " holding " + inner
}

// roots are what canvas c draws: its content, then its overlays (pop-ups,
// dialogs), bottom to top.
func roots(c fyne.Canvas) []fyne.CanvasObject {
	out := []fyne.CanvasObject{c.Content()}
	return append(out, c.Overlays().List()...)
}

// Top is what a player's finger reaches on c: the top pop-up if one is
// open, else the window's content.
func Top(c fyne.Canvas) fyne.CanvasObject {
	if top := c.Overlays().Top(); top != nil {
		return top
	}
	return c.Content()
}

// describe names an object the way a bug report would: its kind and text.
// It is "" for objects with no words of their own (containers, shapes).
func describe(o fyne.CanvasObject) string {
	q := func(kind, text string) string { return fmt.Sprintf("%s %q", kind, clip(oneLine(text))) }
	switch w := o.(type) {
	case *widget.Label:
		return q("Label", w.Text)
	case *widget.Button:
		if w.Text == "" {
			return "icon Button"
		}
		return q("Button", w.Text)
	case *widget.Check:
		return q("Check", w.Text)
	case *widget.RadioGroup:
		return q("RadioGroup", strings.Join(w.Options, " / "))
	case *widget.Entry:
		return q("Entry", w.Text)
	case *widget.Select:
		return q("Select", w.Selected)
	case *widget.Hyperlink:
		return q("Hyperlink", w.Text)
	}
	return ""
}

// oneLine joins text broken onto lines, so "Start a new\ngame" reads as
// the words a player sees.
func oneLine(text string) string { return strings.Join(strings.Fields(text), " ") }

func clip(s string) string {
	r := []rune(s)
	if len(r) > 40 {
		return string(r[:39]) + "…"
	}
	return s
}
