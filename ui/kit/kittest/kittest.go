package kittest

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Sizes are the windows every screen is checked at: the narrowest phone
// the app supports, a common phone, and a landscape tablet.
func Sizes() []fyne.Size {
	return []fyne.Size{{Width: 360, Height: 640}, {Width: 400, Height: 800}, {Width: 1280, Height: 800}}
}

// TextSizes are the text-size settings a player can choose (kit.TextScale).
func TextSizes() []string { return []string{"normal", "large", "huge"} }

// NewWindow opens a test window of size with theme th on a fresh test app,
// both closed when t ends. It has an empty content so that pop-ups can be
// shown over it.
func NewWindow(t testing.TB, size fyne.Size, th fyne.Theme) fyne.Window {
	t.Helper()
	a := test.NewTempApp(t)
	a.Settings().SetTheme(th)
	w := test.NewTempWindow(t, container.NewStack())
	w.Resize(size)
	return w
}

// Overflows lists every visible object on c, pop-ups included, whose right
// edge passes the canvas's width: `Label "Rowan the Brave…" ends at 431 >
// 400`. Text inside a label or button is named by its label or button.
// Inside a scroll that scrolls sideways, width is allowed.
//
// Fyne's test canvas grows to content set after the window was sized, so
// resize the window just before checking (or use OverflowsAt).
func Overflows(c fyne.Canvas) []string {
	width := c.Size().Width
	var out []string
	for _, r := range roots(c) {
		Walk(r, fyne.Position{}, Rect{0, 0, width, c.Size().Height}, func(s Spot) bool {
			if s.At.X1 <= width+0.5 || s.sideways() {
				return true
			}
			if _, empty := s.Obj.(*layout.Spacer); empty {
				return false // draws nothing (a dialog puts one past its edge)
			}
			what := describe(s.owner())
			if what == "" {
				what = words(s.Obj)
			}
			line := fmt.Sprintf("%s ends at %.0f > %.0f", what, s.At.X1, width)
			if !slices.Contains(out, line) {
				out = append(out, line)
			}
			return false // its parts overflow with it
		})
	}
	return out
}

// OverflowsAt resizes w to size, settles it, and lists what passes its
// right edge.
func OverflowsAt(w fyne.Window, size fyne.Size) []string {
	w.Resize(size)
	Settle(w)
	return Overflows(w.Canvas())
}

// Settle lays w's content and pop-ups out again, as a real window does on
// the frames after a change. A wrapped label learns its height only once it
// has its width; the test canvas lays out once, so without this the second
// line of a wrapped label is drawn over what follows it.
func Settle(w fyne.Window) {
	c := w.Canvas()
	for range 2 {
		if content := c.Content(); content != nil {
			content.Refresh()
		}
		for _, o := range c.Overlays().List() {
			o.Refresh()
		}
	}
}

// choiceSlack is the room a pop-up may leave unused above and below it.
const choiceSlack = 24

// ChoiceListProblems lists, for the pop-up open on c, the options (buttons
// in a scrolling list) that the window has room to show but that are not
// visible: a list one row high in a tall window, or cut off at the
// window's edge. The room is the window's height less what the pop-up
// needs besides the list, less a little margin; the count starts from
// where the list is scrolled to. Without a pop-up it says so.
func ChoiceListProblems(c fyne.Canvas) []string {
	top := c.Overlays().Top()
	if top == nil {
		return []string{"no pop-up is open"}
	}
	canvasRect := Rect{0, 0, c.Size().Width, c.Size().Height}
	var popup *Spot
	var lists []Spot
	Walk(top, fyne.Position{}, canvasRect, func(s Spot) bool {
		switch s.Obj.(type) {
		case *widget.PopUp:
			if popup == nil {
				popup = &s
			}
		case *container.Scroll:
			lists = append(lists, s)
		}
		return true
	})
	if popup == nil {
		return []string{"the pop-up has no widget.PopUp inside"}
	}
	var out []string
	for _, list := range lists {
		sc := list.Obj.(*container.Scroll)
		view := list.At.Intersect(canvasRect)
		room := c.Size().Height - (popup.At.Height() - list.At.Height()) - choiceSlack
		contentTop := list.At.Y0 + sc.Content.Position().Y
		var options []Spot
		Walk(sc.Content, fyne.NewPos(list.At.X0, list.At.Y0), list.At, func(s Spot) bool {
			if _, ok := s.Obj.(*widget.Button); ok {
				options = append(options, s)
				return false
			}
			return true
		})
		shown := 0
		for _, o := range options {
			if view.Holds(o.At) {
				shown++
			}
		}
		for _, o := range options {
			top, bottom := o.At.Y0-contentTop, o.At.Y1-contentTop
			fits := top >= sc.Offset.Y-0.5 && bottom <= sc.Offset.Y+room+0.5
			if fits && !view.Holds(o.At) {
				out = append(out, fmt.Sprintf("%s is hidden: %d of %d options show in a list %.0f high; the window has room for %.0f",
					describe(o.Obj), shown, len(options), list.At.Height(), room))
			}
		}
	}
	return out
}

// Texts is every word o shows (labels, buttons, checks, radio options,
// entries), one widget a line, with text broken onto lines joined again:
// for "does the screen say it" checks. Text scrolled out of view counts;
// hidden widgets do not.
func Texts(o fyne.CanvasObject) string {
	var out []string
	Walk(o, fyne.Position{}, Rect{}, func(s Spot) bool {
		switch w := s.Obj.(type) {
		case *widget.Label:
			out = append(out, oneLine(w.Text))
		case *widget.Button:
			out = append(out, oneLine(w.Text))
		case *widget.Check:
			out = append(out, oneLine(w.Text))
		case *widget.RadioGroup:
			out = append(out, w.Options...)
		case *widget.Entry:
			out = append(out, w.Text)
		case *widget.Select:
			out = append(out, w.Selected)
		case *widget.Hyperlink:
			out = append(out, w.Text)
		default:
			return true
		}
		return false
	})
	return strings.Join(out, "\n")
}

// FindButton is the first visible button under o whose words start with
// prefix (text broken onto lines counts as one line), or nil.
func FindButton(o fyne.CanvasObject, prefix string) *widget.Button {
	var found *widget.Button
	Walk(o, fyne.Position{}, Rect{}, func(s Spot) bool {
		if b, ok := s.Obj.(*widget.Button); ok && found == nil && strings.HasPrefix(oneLine(b.Text), prefix) {
			found = b
		}
		return found == nil
	})
	return found
}

// Buttons lists the words of every visible button under o, for a failure
// message that says what could have been tapped.
func Buttons(o fyne.CanvasObject) []string {
	var out []string
	Walk(o, fyne.Position{}, Rect{}, func(s Spot) bool {
		if b, ok := s.Obj.(*widget.Button); ok {
			out = append(out, oneLine(b.Text))
			return false
		}
		return true
	})
	return out
}

// Tap taps the enabled button under o whose words start with prefix, and
// fails t if there is none.
func Tap(t testing.TB, o fyne.CanvasObject, prefix string) {
	t.Helper()
	b := FindButton(o, prefix)
	switch {
	case b == nil:
		t.Fatalf("no button %q; buttons: %q", prefix, Buttons(o))
	case b.Disabled():
		t.Fatalf("button %q is disabled", b.Text)
	}
	test.Tap(b)
}

// Shot renders w to dir/name.png when the environment variable
// TABLESIDE_SCREENS names dir, for a person to look at; painting is slow
// in the software painter, so only then.
func Shot(t testing.TB, w fyne.Window, name string) {
	t.Helper()
	dir := os.Getenv("TABLESIDE_SCREENS")
	if dir == "" {
		return
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, w.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
}
