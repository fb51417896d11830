package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Line is a wrapped line of words that keeps its height whether it shows
// words or none: a hint that appears once a target is picked, a refusal,
// a reason a button waits. A line that came and went moved every row
// below it, so the next tap hit a label (issue 24). It is as tall as the
// tallest of the words it reserves (at the width it has) and at least one
// line, even when empty.
type Line struct {
	widget.BaseWidget
	label   *widget.Label
	reserve []string
	// measured caches the reserved height for a width.
	measured      float32
	measuredWidth float32
}

// NewLine shows text and keeps room for the tallest of reserve, the other
// words it may show.
func NewLine(text string, reserve ...string) *Line {
	l := &Line{label: Note(text), reserve: append([]string{text}, reserve...)}
	l.ExtendBaseWidget(l)
	return l
}

// Label is the line's label, for its importance or style.
func (l *Line) Label() *widget.Label { return l.label }

// Text is the words shown now.
func (l *Line) Text() string { return l.label.Text }

// SetText shows text ("" for none). Words not reserved are reserved from
// now on: a line never shrinks under the finger.
func (l *Line) SetText(text string) {
	known := false
	for _, r := range l.reserve {
		known = known || r == text
	}
	if !known {
		l.reserve = append(l.reserve, text)
		l.measuredWidth = 0
	}
	l.label.SetText(text)
}

// MinSize is the label's, made as tall as the tallest reserved words.
func (l *Line) MinSize() fyne.Size {
	m := l.label.MinSize()
	return fyne.NewSize(m.Width, max(m.Height, l.reservedHeight()))
}

func (l *Line) reservedHeight() float32 {
	width := l.Size().Width
	if width <= 0 {
		return oneLineHeight()
	}
	if width != l.measuredWidth {
		h := oneLineHeight()
		for _, r := range l.reserve {
			h = max(h, WrappedHeight(r, width))
		}
		l.measured, l.measuredWidth = h, width
	}
	return l.measured
}

// oneLineHeight is the height of a label of one line at the current text
// size.
func oneLineHeight() float32 {
	return widget.NewLabel("Xy").MinSize().Height
}

func (l *Line) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(l.label) }

// Ready is a confirm button that, while greyed out, says what it waits
// for above itself ("Pick a game first"): a greyed Confirm with no word of
// why left players guessing (issue 24). The line keeps its height, so the
// button does not move when the words go.
type Ready struct {
	Button *widget.Button
	Why    *Line
}

// NewReady makes the button, ready to tap; reasons are the words Wait may
// show, whose room is kept from the start.
func NewReady(label string, icon fyne.Resource, tapped func(), reasons ...string) *Ready {
	b := widget.NewButtonWithIcon(label, icon, tapped)
	b.Importance = widget.HighImportance
	r := &Ready{Button: b, Why: NewLine("", reasons...)}
	r.Why.Label().Alignment = fyne.TextAlignCenter
	return r
}

// Wait greys the button out and says why.
func (r *Ready) Wait(why string) {
	r.Button.Disable()
	r.Why.SetText(why)
}

// Go makes the button ready to tap and clears the reason.
func (r *Ready) Go() {
	r.Button.Enable()
	r.Why.SetText("")
}

// Waiting is the reason the button waits, "" when it is ready.
func (r *Ready) Waiting() string {
	if !r.Button.Disabled() {
		return ""
	}
	return r.Why.Text()
}

// Content is the reason's line above the button, touch height tall.
func (r *Ready) Content() fyne.CanvasObject { return VBox(r.Why, Tall(r.Button)) }

// AskReady is Ask with a confirm button that says why it waits: the
// reason's line sits above the buttons, which keep their place.
func AskReady(w fyne.Window, title string, body fyne.CanvasObject, ok *Ready, others ...*widget.Button) *dialog.CustomDialog {
	return ask(w, title, body, ok.Why, append(others, ok.Button))
}

// ChoiceList is one answer out of several as a column of rows, each a
// thumb tall and tappable across the whole row, with a radio mark that
// shows which is picked: what a pop-up asks with, where Fyne's radio
// group offered 36 px rows and a 20 px circle. Nothing is picked until
// the player taps, except a single option, which is picked for them.
type ChoiceList struct {
	// Rows are the options' buttons, in order.
	Rows    []*widget.Button
	picked  int
	changed func(int)
}

// NewChoiceList offers options in a pop-up on w (their words are broken
// onto lines for its width), picked showing as chosen (-1 for none).
// changed gets the index of each option tapped; when there is only one
// option and none is picked, it is picked at once and changed is called.
func NewChoiceList(w fyne.Window, options []string, picked int, changed func(int)) *ChoiceList {
	l := &ChoiceList{picked: picked, changed: changed}
	inner := theme.Size(theme.SizeNameInnerPadding)
	room := sheetWidth(w.Canvas()) - 2*inner - theme.Size(theme.SizeNameInlineIcon) - theme.Size(theme.SizeNamePadding)
	for i, o := range options {
		b := widget.NewButtonWithIcon(wrapText(o, room, fyne.TextStyle{Bold: true}), theme.RadioButtonIcon(), func() { l.Pick(i) })
		b.Alignment = widget.ButtonAlignLeading
		l.Rows = append(l.Rows, b)
	}
	l.restyle()
	if len(options) == 1 && picked < 0 {
		l.Pick(0)
	}
	return l
}

// Picked is the index of the option picked, -1 for none.
func (l *ChoiceList) Picked() int { return l.picked }

// Pick picks option i, as a tap on its row does.
func (l *ChoiceList) Pick(i int) { pickRadio(l.Rows, &l.picked, i, l.changed) }

func (l *ChoiceList) restyle() { markPicked(l.Rows, l.picked) }

// pickRadio is a tap on buttons[i] of a ChoiceList or a Choice: it is
// the one picked, lit, and changed (if any) hears of it.
func pickRadio(buttons []*widget.Button, picked *int, i int, changed func(int)) {
	*picked = i
	markPicked(buttons, i)
	if changed != nil {
		changed(i)
	}
}

// markPicked lights the picked button and fills its radio mark, the
// others plain with an empty mark: every button keeps a mark, so a pick
// changes no width and nothing moves under the finger.
func markPicked(buttons []*widget.Button, picked int) {
	for i, b := range buttons {
		imp, icon := widget.MediumImportance, theme.RadioButtonIcon()
		if i == picked {
			imp, icon = widget.HighImportance, theme.RadioButtonCheckedIcon()
		}
		if b.Importance != imp || b.Icon != icon {
			b.Importance, b.Icon = imp, icon
			b.Refresh()
		}
	}
}

// Content is the rows, one above the other.
func (l *ChoiceList) Content() fyne.CanvasObject {
	box := VBox()
	for _, b := range l.Rows {
		box.Add(Tall(b))
	}
	return box
}
