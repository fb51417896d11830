package kit

import (
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The parts of a form a card is entered with: numbers, one-of choices,
// check lines, sections, a screen with Back above and Save below.

// MaxWidth is the widest an editor grows on a tablet: a form stretched
// across 1280 pt puts a label and its buttons a hand apart.
const MaxWidth = 720

func Enable(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// Number is one number of a card. A small range (at most RowValues
// numbers, 0 to 9 say) is a row of one-tap buttons, the number on the
// card one tap away; a larger one is [-] n [+] with the number pad a tap
// on n away (NewCounter). It edits *v and redraws only itself. A number
// below its least value is one not entered yet: no button is lit, or the
// counter shows a dash.
type Number struct {
	win     fyne.Window
	label   string
	v       *int
	lo, hi  int
	changed func()
	// Counter is the counter of a large range; nil for a row.
	Counter *Counter
	// keys are the row's buttons, lo first; nil for a counter. more opens
	// the pad for a number past the row (NewQuickNumber); it shows such a
	// number, lit.
	keys []*widget.Button
	more *widget.Button
	box  *fyne.Container
}

// RowValues is the most numbers a Number shows as a row of buttons: 0 to
// 12 is two lines of a phone at most.
const RowValues = 13

func NewNumber(win fyne.Window, label string, v *int, lo, hi int, changed func()) *Number {
	if hi-lo+1 <= RowValues {
		return newNumber(win, label, v, lo, hi, hi, changed)
	}
	return newNumber(win, label, v, lo, hi, lo-1, changed)
}

// NewQuickNumber is a Number of a large range whose usual values are
// small, as the costs printed on a deck's cover: a row of lo to quick,
// each one tap, and "…" for the number pad.
func NewQuickNumber(win fyne.Window, label string, v *int, lo, hi, quick int, changed func()) *Number {
	return newNumber(win, label, v, lo, hi, min(quick, hi, lo+RowValues-1), changed)
}

// newNumber makes a row of lo to rowHi, with "…" for the pad when the
// range goes on past it; a counter when rowHi < lo.
func newNumber(win fyne.Window, label string, v *int, lo, hi, rowHi int, changed func()) *Number {
	n := &Number{win: win, label: label, v: v, lo: lo, hi: hi, changed: changed, box: Stack()}
	if rowHi >= lo {
		for i := lo; i <= rowHi; i++ {
			n.keys = append(n.keys, widget.NewButton(strconv.Itoa(i), func() { n.Set(i) }))
		}
		row := Fit(len(n.keys))
		for _, k := range n.keys {
			row.Add(Tall(k))
		}
		if rowHi < hi {
			n.more = widget.NewButton("…", func() {
				start := *n.v
				if start < lo {
					start = -1
				}
				ShowNumberPad(win, label+": set to", start, lo, hi, n.Set)
			})
			row.Add(Tall(n.more))
			row.Layout = &fitGrid{pref: len(n.keys) + 1}
		}
		name := widget.NewLabel(label)
		name.Wrapping = fyne.TextWrapWord
		n.box.Objects = []fyne.CanvasObject{VBox(name, row)}
	}
	n.redraw()
	return n
}

// More is the button that opens the pad for a number past the row; nil
// when there is none.
func (n *Number) More() *widget.Button { return n.more }

// Key is the row's button for v; nil when the number is a counter or v is
// out of its range.
func (n *Number) Key(v int) *widget.Button {
	if v < n.lo || v-n.lo >= len(n.keys) {
		return nil
	}
	return n.keys[v-n.lo]
}

// Ask opens the number pad for it, as a tap on its value (or on "…")
// does: for a form that moves on to it by itself.
func (n *Number) Ask() {
	switch {
	case n.Counter != nil && n.Counter.Value.OnTapped != nil:
		n.Counter.Value.OnTapped()
	case n.more != nil && n.more.OnTapped != nil:
		n.more.OnTapped()
	}
}

func (n *Number) Set(v int) {
	*n.v = min(max(v, n.lo), n.hi)
	n.redraw()
	if n.changed != nil {
		n.changed()
	}
}

// AtLeast raises the number to v when it is below: the top of a bar is
// never under its start.
func (n *Number) AtLeast(v int) {
	if *n.v < v {
		*n.v = min(v, n.hi)
		n.redraw()
	}
}

func (n *Number) redraw() {
	if n.keys != nil {
		// The row stays; only which button is lit changes.
		for i, k := range n.keys {
			lit := n.lo+i == *n.v
			if lit != (k.Importance == widget.HighImportance) {
				k.Importance = widget.MediumImportance
				if lit {
					k.Importance = widget.HighImportance
				}
				k.Refresh()
			}
		}
		if n.more != nil {
			past := *n.v >= n.lo+len(n.keys)
			text, imp := "…", widget.MediumImportance
			if past {
				text, imp = strconv.Itoa(*n.v), widget.HighImportance
			}
			if n.more.Text != text || n.more.Importance != imp {
				n.more.Text, n.more.Importance = text, imp
				n.more.Refresh()
			}
		}
		return
	}
	shown := strconv.Itoa(*n.v)
	if *n.v < n.lo {
		shown = "–"
	}
	n.Counter = NewCounter(n.win, n.label, shown, *n.v, n.lo, n.hi, func(d int) {
		if *n.v < n.lo {
			if d > 0 {
				n.Set(n.lo)
			}
			return
		}
		n.Set(*n.v + d)
	}, n.Set)
	Enable(n.Counter.Minus, *n.v > n.lo)
	Enable(n.Counter.Plus, *n.v < n.hi)
	name := widget.NewLabel(n.label)
	name.Wrapping = fyne.TextWrapWord
	buttons := Columns(3, Square(n.Counter.Minus), Square(n.Counter.Value), Square(n.Counter.Plus))
	n.box.Objects = []fyne.CanvasObject{Border(nil, nil, nil, buttons, Middle(name))}
	n.box.Refresh()
}

func (n *Number) Content() fyne.CanvasObject { return Own(n.box) }

// Choice is one answer out of a few, as a row of large buttons; the
// chosen one is highlighted and its radio mark filled. picked is -1 until
// one is tapped, unless there is only one answer, which is picked at once.
//
// Every button carries a mark, empty or filled, so picking one changes no
// button's width: a tick added to the picked one only widened it, and the
// row broke onto another line under the finger (issue 24).
type Choice struct {
	label     string
	titles    []string
	buttons   []*widget.Button
	Picked    int
	OnChanged func(int)
}

// NewChoice makes the row; changed is called at once when the only
// answer is picked for the player.
func NewChoice(label string, titles []string, picked int, changed func(int)) *Choice {
	c := &Choice{label: label, titles: titles, Picked: picked, OnChanged: changed}
	for i, t := range titles {
		c.buttons = append(c.buttons, widget.NewButtonWithIcon(t, theme.RadioButtonIcon(), func() { c.Pick(i) }))
	}
	if len(titles) == 1 && picked < 0 {
		c.Pick(0)
		return c
	}
	c.restyle()
	return c
}

// Pick picks answer i, as a tap on its button does.
func (c *Choice) Pick(i int) { pickRadio(c.buttons, &c.Picked, i, c.OnChanged) }

func (c *Choice) restyle() { markPicked(c.buttons, c.Picked) }

// Buttons are the answers' buttons, in order.
func (c *Choice) Buttons() []*widget.Button { return c.buttons }

// Content lays the choice out cols buttons to a line, fewer when they
// would not fit the width they get. win is kept for the callers' sake.
//
// With a window, words too long for its width are broken onto lines: the
// radio mark takes room a long answer ("Activate Enemies with no charges")
// had at Very large text on a small phone.
func (c *Choice) Content(w fyne.Window, cols int) fyne.CanvasObject {
	grid := Fit(cols)
	for i, b := range c.buttons {
		if w != nil && w.Canvas().Size().Width > 0 {
			// The form's padding each side (FormScreen, Padded).
			text := ButtonText(w, c.titles[i], 4*theme.Padding())
			if text != b.Text {
				b.Text = text
				b.Refresh()
			}
		}
		grid.Add(Tall(b))
	}
	if c.label == "" {
		return Own(grid)
	}
	return VBox(Note(c.label), Own(grid))
}

// TallCheck is a check box whose whole line, touch height tall, toggles
// it. A bare widget.Check stretched to that height still answers only taps
// on its box and words; here the box keeps its own size and the line
// around it takes the other taps.
//
// The words are a label of their own beside the box, so a long name wraps
// instead of widening the screen.
type TallCheck struct {
	widget.BaseWidget
	check    *widget.Check
	label    *widget.Label
	trailing fyne.CanvasObject // shown at the end of the line; may be nil
}

func NewTallCheck(label string, on bool, trailing fyne.CanvasObject, changed func(bool)) *TallCheck {
	t := &TallCheck{check: widget.NewCheck("", nil), label: widget.NewLabel(label), trailing: trailing}
	t.label.Wrapping = fyne.TextWrapWord
	t.check.SetChecked(on)
	t.check.OnChanged = changed
	t.ExtendBaseWidget(t)
	return t
}

// Tapped toggles the box for a tap anywhere on the line.
func (t *TallCheck) Tapped(*fyne.PointEvent) {
	if !t.check.Disabled() {
		t.check.SetChecked(!t.check.Checked)
	}
}

func (t *TallCheck) CreateRenderer() fyne.WidgetRenderer {
	height := canvas.NewRectangle(color.Transparent)
	height.SetMinSize(fyne.NewSize(0, TouchHeight))
	var trailing fyne.CanvasObject
	if t.trailing != nil {
		trailing = Middle(t.trailing)
	}
	line := Border(nil, nil, Middle(t.check), trailing, Middle(t.label))
	return widget.NewSimpleRenderer(container.NewStack(height, line))
}

// NameEntry is the one typed field of a card.
func NameEntry(placeholder, name string) *widget.Entry {
	e := widget.NewEntry()
	e.SetPlaceHolder(placeholder)
	e.SetText(name)
	return e
}

// Section is a section's title inside an editor.
func Section(text string) fyne.CanvasObject {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.Wrapping = fyne.TextWrapWord
	return VBox(widget.NewSeparator(), l)
}

// CardHeader is a row's or column's title with its remove button.
func CardHeader(title string, remove *widget.Button) fyne.CanvasObject {
	t := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	return Border(nil, nil, nil, Tall(remove), Middle(t))
}

// Middle centres obj on the height of its line, keeping its width.
func Middle(obj fyne.CanvasObject) fyne.CanvasObject {
	return VBox(layout.NewSpacer(), obj, layout.NewSpacer())
}

// Square gives obj at least the touch height in both directions.
func Square(obj fyne.CanvasObject) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(TouchHeight, TouchHeight))
	return Stack(r, obj)
}

// FormScreen shows an editor: Back at the top, the form scrolling in the
// middle, no wider than MaxWidth, and Save always in reach at the
// bottom.
//
// It returns relayout, which a part that grew or shrank calls: a container
// lays out its own objects, not the form around it.
//
// A bare entry among the parts is given the touch height: Fyne's is 35 to
// 45 px, less than a thumb (issue 24).
func FormScreen(show func(fyne.CanvasObject), back, save *widget.Button, parts ...fyne.CanvasObject) (relayout func()) {
	return formScreen(show, back, Tall(save), parts)
}

// ReadyFormScreen is FormScreen with a Save that, while greyed out, says
// what it waits for ("Give the Hero a name first"), on a line kept above
// it whether it shows words or not.
func ReadyFormScreen(show func(fyne.CanvasObject), back *widget.Button, save *Ready, parts ...fyne.CanvasObject) (relayout func()) {
	return formScreen(show, back, save.Content(), parts)
}

func formScreen(show func(fyne.CanvasObject), back *widget.Button, save fyne.CanvasObject, parts []fyne.CanvasObject) (relayout func()) {
	form := container.NewVBox()
	for _, p := range parts {
		if e, ok := p.(*widget.Entry); ok {
			p = Tall(e)
		}
		form.Add(p)
	}
	top := container.NewHBox(Tall(back))
	bottom := container.NewPadded(container.New(Column{}, save))
	body := container.NewVScroll(container.NewPadded(container.New(Column{}, form)))
	show(container.NewBorder(top, bottom, nil, nil, body))
	relayout = func() {
		form.Refresh()
		body.Refresh()
	}
	// Wrapped words inside a part know their height only once the part has
	// its width: lay out once more now that it has.
	relayout()
	return relayout
}

// Column centres its one object, no wider than MaxWidth.
type Column struct{}

func (Column) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) == 0 {
		return fyne.Size{}
	}
	return objs[0].MinSize()
}

func (Column) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := min(size.Width, MaxWidth)
	for _, o := range objs {
		o.Resize(fyne.NewSize(w, size.Height))
		o.Move(fyne.NewPos((size.Width-w)/2, 0))
	}
}

// TouchLabel names the line for touch-size checks in tests.
func (t *TallCheck) TouchLabel() string { return "check box " + t.label.Text }

// Label is the choice's question.
func (c *Choice) Label() string { return c.label }

// Checked reports whether the box is ticked.
func (t *TallCheck) Checked() bool { return t.check.Checked }

// SetChecked ticks or clears the box, as a tap would.
func (t *TallCheck) SetChecked(on bool) { t.check.SetChecked(on) }

// Disable greys the line out: it can no longer be changed.
func (t *TallCheck) Disable() { t.check.Disable() }

// LinesEntry is a field of short texts, one a line (names, rules printed
// on a card), wrapped to the screen.
func LinesEntry(placeholder string, lines []string) *widget.Entry {
	e := widget.NewMultiLineEntry()
	e.SetPlaceHolder(placeholder)
	e.Wrapping = fyne.TextWrapWord
	e.SetText(strings.Join(lines, "\n"))
	return e
}

// SplitLines are a LinesEntry's lines, trimmed, the empty ones left out.
func SplitLines(text string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}
