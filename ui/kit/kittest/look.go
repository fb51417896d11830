package kittest

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// MinTarget is the least width and height of anything a player taps: the
// 48 dp of the platform guidelines (kit.TouchHeight gives 52).
const MinTarget = 48

// look is what a player can see and reach on a canvas: the tappables of
// the top layer in the order they are painted, and everything painted.
type look struct {
	canvas   fyne.Canvas
	targets  []target
	leaves   []leaf
	fills    []leaf // rectangles with some fill, in paint order: what lies behind a control
	controls []control
}

// target is one tappable a player can reach.
type target struct {
	obj   fyne.CanvasObject
	at    Rect // where it is drawn
	shown Rect // the part the scrolls around it let show
	order int  // paint order of its first leaf
	// scrolls are the scrolls it lies in, innermost last.
	scrolls []*container.Scroll
}

// leaf is one drawn object (text, shape, picture).
type leaf struct {
	obj   fyne.CanvasObject
	at    Rect // the part that shows
	order int
	// scrolls are the scrolls it lies in, innermost last.
	scrolls []*container.Scroll
	owner   fyne.CanvasObject // the tappable it belongs to, if any
	what    fyne.CanvasObject // the nearest widget with words around it, if any
}

// control is a control whose fill or border must stand out, with the
// colour behind it.
type control struct {
	obj    fyne.CanvasObject
	behind color.Color
}

// reachable reports whether a player's tap on o does something of its own:
// Fyne's scroll bars, a pop-up's dimmed surround and the selectable text of
// a label do not count as targets.
func reachable(o fyne.CanvasObject) bool {
	if _, ok := o.(fyne.Tappable); !ok {
		return false
	}
	switch fmt.Sprintf("%T", o) {
	case "*widget.PopUp", "*widget.Menu", "*widget.selectable", "*widget.OverlayContainer", "*widget.scrollBarArea":
		return false
	}
	return true
}

// see walks what a player sees on c: the top pop-up when one is open (it
// takes every tap), else the window's content.
func see(c fyne.Canvas) *look {
	l := &look{canvas: c}
	top := Top(c)
	if top == nil {
		return l
	}
	Walk(top, fyne.Position{}, Rect{0, 0, c.Size().Width, c.Size().Height}, l.visit)
	return l
}

func (l *look) visit(s Spot) bool {
	shown := s.At.Intersect(s.Clip)
	if shown.X1 <= shown.X0 || shown.Y1 <= shown.Y0 {
		return false // scrolled out of view, or of no size: nothing of it is seen
	}
	if n := len(s.Within); n > 0 {
		// Of a scroll, only the content: the bars and edge shadows lie
		// over the content's edge by design and take no taps of their own.
		if sc, ok := s.Within[n-1].(*container.Scroll); ok && s.Obj != sc.Content {
			return false
		}
	}
	owner := tapOwner(s)
	if owner == nil && reachable(s.Obj) {
		owner = s.Obj
		l.targets = append(l.targets, target{obj: s.Obj, at: s.At, shown: shown, order: len(l.leaves), scrolls: s.Scrolls})
	}
	if isControl(s.Obj) {
		l.controls = append(l.controls, control{obj: s.Obj, behind: l.behind(s.At)})
	}
	switch s.Obj.(type) {
	case *fyne.Container, *container.Scroll, fyne.Widget:
		return true
	}
	if !drawn(s.Obj) {
		return false
	}
	lf := leaf{obj: s.Obj, at: shown, order: len(l.leaves), scrolls: s.Scrolls, owner: owner, what: s.owner()}
	l.leaves = append(l.leaves, lf)
	if r, ok := s.Obj.(*canvas.Rectangle); ok && alpha(r.FillColor) > 0 {
		l.fills = append(l.fills, lf)
	}
	return false
}

// tapOwner is the outermost tappable s is drawn inside, which takes a tap
// on it, or nil.
func tapOwner(s Spot) fyne.CanvasObject {
	for _, w := range s.Within {
		if reachable(w) {
			return w
		}
	}
	return nil
}

// drawn reports whether a leaf paints anything a player sees.
func drawn(o fyne.CanvasObject) bool {
	switch x := o.(type) {
	case *canvas.Text:
		return strings.TrimSpace(x.Text) != "" && alpha(x.Color) > 0
	case *canvas.Rectangle:
		return alpha(x.FillColor) > 0 || x.StrokeWidth > 0 && alpha(x.StrokeColor) > 0
	case *canvas.Line:
		return alpha(x.StrokeColor) > 0
	case *canvas.Circle:
		return alpha(x.FillColor) > 0 || x.StrokeWidth > 0 && alpha(x.StrokeColor) > 0
	case *canvas.Image, *canvas.Raster:
		return true
	case *canvas.LinearGradient, *canvas.RadialGradient:
		return false // shadows: they lie around things, not over them
	}
	return false
}

func alpha(c color.Color) uint32 {
	if c == nil {
		return 0
	}
	_, _, _, a := c.RGBA()
	return a
}

// behind is the colour painted so far under all of at: the theme's
// background with every filled rectangle that covers it laid over.
func (l *look) behind(at Rect) color.Color {
	var bg color.Color = themeColor(theme.ColorNameBackground)
	for _, f := range l.fills {
		if f.at.Holds(at) {
			bg = flat(f.obj.(*canvas.Rectangle).FillColor, bg)
		}
	}
	return bg
}

// flat lays a over the opaque b.
func flat(a, b color.Color) color.Color {
	c := over(a, b)
	return color.NRGBA{R: uint8(c[0]*255 + 0.5), G: uint8(c[1]*255 + 0.5), B: uint8(c[2]*255 + 0.5), A: 0xff}
}

func themeColor(n fyne.ThemeColorName) color.Color {
	a := fyne.CurrentApp()
	return a.Settings().Theme().Color(n, a.Settings().ThemeVariant())
}

// isControl reports whether o is a control whose shape a player must see
// to use it; a disabled one is exempt (WCAG 2.1 1.4.11).
func isControl(o fyne.CanvasObject) bool {
	if d, ok := o.(fyne.Disableable); ok && d.Disabled() {
		return false
	}
	switch o.(type) {
	case *widget.Button, *widget.Entry, *widget.Select, *widget.Check, *widget.RadioGroup:
		return true
	}
	return false
}

// ContrastProblems lists each visible, enabled control on c (buttons,
// entries, selects, checks, radio buttons, and the kit's rows made of
// them) whose fill and border both stand less than 3:1 against what is
// painted behind it (WCAG 2.1 1.4.11): `Button "Fighter": fill #f5f5f5 on
// #ffffff is 1.09:1, border none`. A button drawn without a fill (low
// importance: an icon or a link-like word) is judged by its words or icon.
func ContrastProblems(c fyne.Canvas) []string {
	return see(c).contrastProblems()
}

func (l *look) contrastProblems() []string {
	var out []string
	for _, ct := range l.controls {
		fill, border := colours(ct.obj)
		best := 0.0
		if fill != nil {
			best = Contrast(fill, ct.behind)
		}
		if border != nil {
			best = max(best, Contrast(border, ct.behind))
		}
		if best >= controlRatio {
			continue
		}
		line := fmt.Sprintf("%s: fill %s, border %s, on %s: best %.2f < 3", words(ct.obj), hex(fill), hex(border), hex(ct.behind), best)
		if !slices.Contains(out, line) {
			out = append(out, line)
		}
	}
	return out
}

// colours are the fill and border colour o is drawn with (nil for none).
func colours(o fyne.CanvasObject) (fill, border color.Color) {
	switch x := o.(type) {
	case *widget.Check:
		if x.Checked {
			return nil, themeColor(theme.ColorNamePrimary)
		}
		return nil, themeColor(theme.ColorNameInputBorder)
	case *widget.RadioGroup:
		return nil, themeColor(theme.ColorNameInputBorder)
	case *widget.Button:
		if x.Importance == widget.LowImportance {
			// No fill: the words or the icon are what a player sees.
			return nil, themeColor(theme.ColorNameForeground)
		}
	}
	w, ok := o.(fyne.Widget)
	if !ok {
		return nil, nil
	}
	size := o.Size()
	const inset = 6 // an entry's box and border lie a border's width inside it
	for _, c := range Children(w) {
		r, ok := c.(*canvas.Rectangle)
		if !ok || r.Size().Width < size.Width-inset || r.Size().Height < size.Height-inset {
			continue
		}
		if fill == nil && alpha(r.FillColor) > 0 {
			fill = r.FillColor
		}
		if border == nil && r.StrokeWidth > 0 && alpha(r.StrokeColor) > 0 {
			border = r.StrokeColor
		}
	}
	return fill, border
}

func hex(c color.Color) string {
	if c == nil {
		return "none"
	}
	r, g, b, _ := c.RGBA()
	return fmt.Sprintf("#%02x%02x%02x", r>>8, g>>8, b>>8)
}

// SmallTargets lists each tappable a player can see on c that is less
// than 48 x 48: `Button "Create" is 120 x 36`. A tappable inside another
// (the box of a check row that toggles on a tap anywhere on its line)
// counts as part of the one around it.
func SmallTargets(c fyne.Canvas) []string {
	return see(c).smallTargets()
}

func (l *look) smallTargets() []string {
	var out []string
	for _, t := range l.targets {
		w, h := t.at.Width(), t.at.Height()
		if w >= MinTarget-0.5 && h >= MinTarget-0.5 {
			continue
		}
		out = append(out, fmt.Sprintf("%s is %.0f x %.0f, less than %d x %d", words(t.obj), w, h, MinTarget, MinTarget))
	}
	return out
}

// OverlapProblems lists the tappables a player can see on c that overlap
// another, or lie under something drawn over them: a bar pinned over a
// scroll (the Undo bar, a sheet's buttons, an overlay) that the scroll's
// rows pass beneath. Only what shows counts: hidden widgets and the parts
// a scroll clips are left out, and under an open pop-up only the pop-up.
func OverlapProblems(c fyne.Canvas) []string {
	return see(c).overlapProblems()
}

func (l *look) overlapProblems() []string {
	var out []string
	add := func(line string) {
		if !slices.Contains(out, line) {
			out = append(out, line)
		}
	}
	for i, a := range l.targets {
		for _, b := range l.targets[i+1:] {
			if overlaps(a.shown, b.shown) {
				add(fmt.Sprintf("%s overlaps %s", words(a.obj), words(b.obj)))
			}
		}
	}
	// A bar pinned over a scroll: drawn after a row of the scroll, outside
	// the scroll, over it. (Words drawn over a button in the same layout,
	// as on a row that is one big button, take no tap from it.)
	for _, t := range l.targets {
		if len(t.scrolls) == 0 {
			continue
		}
		sc := t.scrolls[len(t.scrolls)-1]
		for _, lf := range l.leaves[t.order:] {
			if lf.owner != nil || slices.Contains(lf.scrolls, sc) || !overlaps(t.shown, lf.at) {
				continue // another target's (seen above), or in the same scroll
			}
			add(fmt.Sprintf("%s lies under %s", words(t.obj), describeLeaf(lf)))
		}
	}
	return out
}

func overlaps(a, b Rect) bool {
	const e = 0.5
	return min(a.X1, b.X1)-max(a.X0, b.X0) > e && min(a.Y1, b.Y1)-max(a.Y0, b.Y0) > e
}

func describeLeaf(lf leaf) string {
	if lf.what != nil {
		return words(lf.what)
	}
	if t, ok := lf.obj.(*canvas.Text); ok {
		return fmt.Sprintf("text %q", clip(t.Text))
	}
	kind := fmt.Sprintf("%T", lf.obj)
	return strings.TrimPrefix(kind, "*canvas.")
}

// LookProblems is every problem ContrastProblems, SmallTargets and
// OverlapProblems find on c, from one walk of the screen.
func LookProblems(c fyne.Canvas) []string {
	l := see(c)
	out := l.contrastProblems()
	out = append(out, l.smallTargets()...)
	return append(out, l.overlapProblems()...)
}

// Place is where a tappable a player can see is drawn, for checking that
// a tap moved nothing (Moved).
type Place struct {
	What string // its words: `Button "Fighter"`
	At   fyne.Position
	Size fyne.Size
	obj  fyne.CanvasObject
}

// Places are the tappables a player can see on c, in paint order.
func Places(c fyne.Canvas) []Place {
	var out []Place
	for _, t := range see(c).targets {
		out = append(out, Place{What: words(t.obj), At: fyne.NewPos(t.at.X0, t.at.Y0),
			Size: fyne.NewSize(t.at.X1-t.at.X0, t.at.Y1-t.at.Y0), obj: t.obj})
	}
	return out
}

// Moved lists the tappables of before that lay above or beside tapped
// (their top above its bottom) and are drawn elsewhere, or at another
// size, in after: `Button "Strength" moved from (8,120) to (8,176)`. A
// tappable is matched by itself, else (a screen drawn anew) by its words
// and their order; one gone from the screen is reported too. With tapped
// nil, every tappable of before counts.
func Moved(before, after []Place, tapped fyne.CanvasObject) []string {
	bottom := float32(-1)
	for _, p := range before {
		if p.obj == tapped || tapped == nil {
			bottom = max(bottom, p.At.Y+p.Size.Height+1)
		}
	}
	if bottom < 0 {
		return []string{"the tapped object was not on the screen before"}
	}
	nth := func(ps []Place, i int) int {
		n := 0
		for _, p := range ps[:i] {
			if p.What == ps[i].What {
				n++
			}
		}
		return n
	}
	find := func(p Place, n int) (Place, bool) {
		for _, q := range after {
			if q.obj == p.obj {
				return q, true
			}
		}
		for i, q := range after {
			if q.What == p.What && nth(after, i) == n {
				return q, true
			}
		}
		return Place{}, false
	}
	var out []string
	const e = 0.5
	for i, p := range before {
		if p.obj == tapped || p.At.Y >= bottom-e {
			continue
		}
		q, ok := find(p, nth(before, i))
		switch {
		case !ok:
			out = append(out, fmt.Sprintf("%s at (%.0f,%.0f) is gone", p.What, p.At.X, p.At.Y))
		case abs32(q.At.X-p.At.X) > e || abs32(q.At.Y-p.At.Y) > e || abs32(q.Size.Width-p.Size.Width) > e || abs32(q.Size.Height-p.Size.Height) > e:
			out = append(out, fmt.Sprintf("%s moved from (%.0f,%.0f) %.0fx%.0f to (%.0f,%.0f) %.0fx%.0f",
				p.What, p.At.X, p.At.Y, p.Size.Width, p.Size.Height, q.At.X, q.At.Y, q.Size.Width, q.Size.Height))
		}
	}
	return out
}

func abs32(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}
