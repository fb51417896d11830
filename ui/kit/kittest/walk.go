package kittest

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// rect is an area of the canvas in absolute coordinates.
type rect struct{ x0, y0, x1, y1 float32 }

func (r rect) intersect(o rect) rect {
	return rect{max(r.x0, o.x0), max(r.y0, o.y0), min(r.x1, o.x1), min(r.y1, o.y1)}
}

// holds reports whether o lies inside r, allowing half a pixel of rounding.
func (r rect) holds(o rect) bool {
	const e = 0.5
	return o.x0 >= r.x0-e && o.y0 >= r.y0-e && o.x1 <= r.x1+e && o.y1 <= r.y1+e
}

// seen is one object met while walking a rendered tree.
type seen struct {
	obj fyne.CanvasObject
	at  rect // where it is drawn, absolute
	// clip is what of the canvas the scrolls around it let show.
	clip rect
	// owner is the nearest widget around it that a player would name (a
	// label, a button), or nil.
	owner fyne.CanvasObject
	// sideways is true inside a scroll that scrolls horizontally, where
	// being wider than the window is the point.
	sideways bool
}

// walk calls f for every visible object under o, drawn at offset from the
// canvas origin, parents before children. f returns false to skip an
// object's children.
func walk(o fyne.CanvasObject, offset fyne.Position, clip rect, f func(seen) bool) {
	walkFrom(seen{clip: clip}, o, offset, f)
}

func walkFrom(parent seen, o fyne.CanvasObject, offset fyne.Position, f func(seen) bool) {
	if o == nil || !o.Visible() {
		return
	}
	p := offset.Add(o.Position())
	s := o.Size()
	here := seen{obj: o, at: rect{p.X, p.Y, p.X + s.Width, p.Y + s.Height},
		clip: parent.clip, owner: parent.owner, sideways: parent.sideways}
	if describe(o) != "" {
		here.owner = o
	}
	if !f(here) {
		return
	}
	if sc, ok := o.(*container.Scroll); ok {
		here.clip = here.clip.intersect(here.at)
		if sc.Direction != container.ScrollVerticalOnly && sc.Direction != container.ScrollNone {
			here.sideways = true
		}
	}
	for _, c := range Children(o) {
		walkFrom(here, c, p, f)
	}
}

// Children are the objects o draws: a container's, or a widget's
// renderer's; none for anything else. Every walk of a drawn tree in the
// tests goes down by it.
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
	walk(o, fyne.Position{}, rect{}, func(s seen) bool {
		if inner == "" {
			inner = describe(s.obj)
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
