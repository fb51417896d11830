package kit

import (
	"reflect"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"
)

// Patch makes the screen on show (old) look like a screen just built from
// the new state (nw), reusing old's objects wherever they are of the same
// kind, and returns what to show: old itself when it could be patched.
//
// Every game screen is drawn again from the committed state after each tap.
// Building the whole tree anew made the player wait for hundreds of widget
// renderers and icon decodings (most of a tap's time) and threw every scroll
// back to its top. Patching keeps what did not change, so a tap costs about
// what it changes, and a scroll keeps its offset.
//
// Only objects whose look is all in their fields are patched: containers,
// labels, buttons, separators, rectangles, texts and scrolls. Anything that
// keeps state of its own (an entry being typed in, a check box, a custom
// widget) is taken from nw, as are objects whose shape changed.
func Patch(old, nw fyne.CanvasObject) fyne.CanvasObject {
	return patcher{}.top(old, nw)
}

// Reuse is Patch for a screen coming back on show (a game opened again):
// old, drawn before, is made to look like nw, reusing its objects, so the
// wait is what changed rather than every widget and icon made anew. It
// shows what a screen built new would: every scroll and accordion as nw
// has them, not as the player left them.
func Reuse(old, nw fyne.CanvasObject) fyne.CanvasObject {
	return patcher{fresh: true}.top(old, nw)
}

// patcher patches one screen; fresh is Reuse's.
type patcher struct{ fresh bool }

func (pt patcher) top(old, nw fyne.CanvasObject) fyne.CanvasObject {
	obj, changed := pt.patch(old, nw)
	if changed && obj == old {
		Settle(obj)
	}
	return obj
}

// patch returns the object to show and whether its size may have changed,
// so that its parent lays out again.
func (pt patcher) patch(old, nw fyne.CanvasObject) (fyne.CanvasObject, bool) {
	if old == nw {
		return old, false
	}
	if old == nil || nw == nil || old.Visible() != nw.Visible() {
		return nw, true
	}
	switch n := nw.(type) {
	case *fyne.Container:
		if o, ok := old.(*fyne.Container); ok {
			return pt.patchContainer(o, n)
		}
	case *widget.Label:
		// A label whose words change is taken new. Patched in place, it
		// painted its old words wherever test.LaidOutObjects had walked it
		// (the UI tests' finder makes each widget a fresh renderer, and
		// the drawn one is then left behind): a new label draws true.
		if o, ok := old.(*widget.Label); ok && o.Text == n.Text {
			return o, patchLabel(o, n)
		}
	case *widget.Button:
		if o, ok := old.(*widget.Button); ok {
			return o, patchButton(o, n)
		}
	case *widget.Separator:
		if o, ok := old.(*widget.Separator); ok {
			return o, false
		}
	case *layout.Spacer:
		if o, ok := old.(*layout.Spacer); ok && o.FixHorizontal == n.FixHorizontal && o.FixVertical == n.FixVertical {
			return o, false
		}
	case *Short:
		if o, ok := old.(*Short); ok {
			o.w = n.w
			return o, patchLabel(o.Label, n.Label)
		}
	case *widget.Accordion:
		if o, ok := old.(*widget.Accordion); ok {
			return pt.patchAccordion(o, n)
		}
	case *canvas.Rectangle:
		if o, ok := old.(*canvas.Rectangle); ok {
			return o, patchRect(o, n)
		}
	case *canvas.Text:
		if o, ok := old.(*canvas.Text); ok {
			return o, patchText(o, n)
		}
	case *container.Scroll:
		if o, ok := old.(*container.Scroll); ok && o.Direction == n.Direction {
			return pt.patchScroll(o, n)
		}
	}
	return nw, true
}

func (pt patcher) patchContainer(o, n *fyne.Container) (fyne.CanvasObject, bool) {
	if reflect.TypeOf(o.Layout) != reflect.TypeOf(n.Layout) {
		return n, true
	}
	// A border layout names its edge objects: it stays right only while
	// every object is the one it names.
	pinned := o.Layout != nil && strings.Contains(reflect.TypeOf(o.Layout).String(), "border")
	if pinned && len(o.Objects) != len(n.Objects) {
		return n, true
	}
	if like, ok := o.Layout.(interface{ Like(fyne.Layout) bool }); ok {
		if !like.Like(n.Layout) {
			return n, true
		}
	} else if !pinned && !sameValue(reflect.ValueOf(o.Layout), reflect.ValueOf(n.Layout)) {
		return n, true
	}
	changed := len(o.Objects) != len(n.Objects)
	kids := make([]fyne.CanvasObject, len(n.Objects))
	same := !changed
	for i, nk := range n.Objects {
		if i >= len(o.Objects) {
			kids[i] = nk
			continue
		}
		k, c := pt.patch(o.Objects[i], nk)
		kids[i] = k
		changed = changed || c
		if k != o.Objects[i] {
			same = false
		}
	}
	if pinned && !same {
		edges, ok := borderEdges(n)
		if !ok {
			return n, true
		}
		// The edges the new drawing names, as patched.
		at := func(i int) fyne.CanvasObject {
			if i < 0 {
				return nil
			}
			return kids[i]
		}
		o.Layout = layout.NewBorderLayout(at(edges[0]), at(edges[1]), at(edges[2]), at(edges[3]))
	}
	if !same {
		o.Objects = kids
	}
	if changed {
		if o.Layout != nil {
			o.Layout.Layout(o.Objects, o.Size())
		}
		refreshCanvas(o)
	}
	return o, changed
}

// sameValue reports whether two layouts are set up alike. Layouts hold
// plain settings (a column count, a padding function), often unexported,
// which reflect.DeepEqual cannot compare when they are functions.
func sameValue(a, b reflect.Value) bool {
	if a.Kind() != b.Kind() || a.Type() != b.Type() {
		return false
	}
	switch a.Kind() {
	case reflect.Bool:
		return a.Bool() == b.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return a.Int() == b.Int()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return a.Uint() == b.Uint()
	case reflect.Float32, reflect.Float64:
		return a.Float() == b.Float()
	case reflect.String:
		return a.String() == b.String()
	case reflect.Func:
		return a.Pointer() == b.Pointer()
	case reflect.Interface, reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			return a.IsNil() == b.IsNil()
		}
		return sameValue(a.Elem(), b.Elem())
	case reflect.Struct:
		for i := range a.NumField() {
			if !sameValue(a.Field(i), b.Field(i)) {
				return false
			}
		}
		return true
	}
	return false
}

// borderEdges finds which of a border container's objects are its top,
// bottom, left and right (-1 for none), by reading the layout's fields.
func borderEdges(c *fyne.Container) ([4]int, bool) {
	edges := [4]int{-1, -1, -1, -1}
	v := reflect.ValueOf(c.Layout)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct || v.Elem().NumField() != 4 {
		return edges, false
	}
	for f := 0; f < 4; f++ {
		field := v.Elem().Field(f)
		if field.Kind() != reflect.Interface {
			return edges, false
		}
		if field.IsNil() {
			continue
		}
		ptr := field.Elem()
		if ptr.Kind() != reflect.Pointer {
			return edges, false
		}
		for i, o := range c.Objects {
			if reflect.ValueOf(o).Pointer() == ptr.Pointer() {
				edges[f] = i
			}
		}
		if edges[f] < 0 {
			return edges, false
		}
	}
	return edges, true
}

// refreshCanvas tells the window that a container's objects changed, as
// Container.Add does, without refreshing every child.
func refreshCanvas(o fyne.CanvasObject) {
	app := fyne.CurrentApp()
	if app == nil || app.Driver() == nil {
		return
	}
	if c := app.Driver().CanvasForObject(o); c != nil {
		c.Refresh(o)
	}
}

func patchLabel(o, n *widget.Label) bool {
	if o.Text == n.Text && o.Alignment == n.Alignment && o.Wrapping == n.Wrapping &&
		o.TextStyle == n.TextStyle && o.Truncation == n.Truncation &&
		o.Importance == n.Importance && o.SizeName == n.SizeName && o.Selectable == n.Selectable {
		return false
	}
	o.Text, o.Alignment, o.Wrapping = n.Text, n.Alignment, n.Wrapping
	o.TextStyle, o.Truncation = n.TextStyle, n.Truncation
	o.Importance, o.SizeName, o.Selectable = n.Importance, n.SizeName, n.Selectable
	o.Refresh()
	return true
}

func patchButton(o, n *widget.Button) bool {
	// The tap runs what the new drawing says, whatever the look.
	o.OnTapped = n.OnTapped
	if o.Text == n.Text && o.Icon == n.Icon && o.Importance == n.Importance &&
		o.Alignment == n.Alignment && o.IconPlacement == n.IconPlacement &&
		o.Disabled() == n.Disabled() {
		return false
	}
	o.Text, o.Icon, o.Importance = n.Text, n.Icon, n.Importance
	o.Alignment, o.IconPlacement = n.Alignment, n.IconPlacement
	if n.Disabled() {
		o.Disable() // refreshes
	} else {
		o.Enable()
	}
	o.Refresh()
	return true
}

func patchRect(o, n *canvas.Rectangle) bool {
	sized := o.MinSize() != n.MinSize()
	if !sized && o.FillColor == n.FillColor && o.StrokeColor == n.StrokeColor &&
		o.StrokeWidth == n.StrokeWidth && o.CornerRadius == n.CornerRadius {
		return false
	}
	o.FillColor, o.StrokeColor = n.FillColor, n.StrokeColor
	o.StrokeWidth, o.CornerRadius = n.StrokeWidth, n.CornerRadius
	o.SetMinSize(n.MinSize())
	o.Refresh()
	return sized
}

func patchText(o, n *canvas.Text) bool {
	if o.Text == n.Text && o.Color == n.Color && o.TextSize == n.TextSize &&
		o.TextStyle == n.TextStyle && o.Alignment == n.Alignment {
		return false
	}
	o.Text, o.Color, o.TextSize = n.Text, n.Color, n.TextSize
	o.TextStyle, o.Alignment = n.TextStyle, n.Alignment
	o.Refresh()
	return true
}

// patchAccordion keeps the sections the player opened open: the same
// sections, by title, with their insides patched.
func (pt patcher) patchAccordion(o, n *widget.Accordion) (fyne.CanvasObject, bool) {
	if len(o.Items) != len(n.Items) || o.MultiOpen != n.MultiOpen {
		return n, true
	}
	for i := range o.Items {
		if o.Items[i].Title != n.Items[i].Title {
			return n, true
		}
	}
	changed := false
	for i, it := range o.Items {
		d, c := pt.patch(it.Detail, n.Items[i].Detail)
		if d != it.Detail {
			it.Detail = d
		}
		changed = changed || c
		if pt.fresh && it.Open != n.Items[i].Open {
			it.Open = n.Items[i].Open
			changed = true
		}
	}
	if changed {
		o.Refresh()
	}
	return o, changed
}

// patchScroll keeps the scroll, and so where the player left it, with its
// content patched.
func (pt patcher) patchScroll(o, n *container.Scroll) (fyne.CanvasObject, bool) {
	o.OnScrolled = n.OnScrolled
	if pt.fresh {
		o.ScrollToOffset(n.Offset)
	}
	k, changed := pt.patch(o.Content, n.Content)
	if k == o.Content && !changed {
		return o, false
	}
	if k != o.Content {
		o.Content = k
		o.Refresh() // the scroll's renderer holds its content
		return o, true
	}
	// Scroll.Refresh would refresh every object inside; only the content's
	// size can have changed.
	size := o.Size()
	if o.Direction == container.ScrollVerticalOnly || o.Direction == container.ScrollBoth {
		size.Height = max(size.Height, k.MinSize().Height)
	}
	if o.Direction == container.ScrollHorizontalOnly || o.Direction == container.ScrollBoth {
		size.Width = max(size.Width, k.MinSize().Width)
	}
	k.Resize(size)
	return o, true
}

// Own wraps a part that changes itself after it is drawn (a number that
// redraws its own row when tapped), so Patch never keeps an old copy of it
// in place of the one its taps change.
func Own(obj fyne.CanvasObject) fyne.CanvasObject {
	o := &own{content: obj}
	o.ExtendBaseWidget(o)
	return o
}

type own struct {
	widget.BaseWidget
	content fyne.CanvasObject
}

func (o *own) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(o.content) }
