// Package kit is the table kit: the pieces every game's screens are built
// from (big buttons, the counter, the number pad, choice lists, headings
// and notes), each sized for a thumb at a crowded table.
package kit

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2/layout"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// TouchHeight is the least height of anything a player taps: about 9 mm on
// a phone, the size the platform guidelines ask for a thumb at a crowded table.
const TouchHeight = 52

// tall gives obj at least the touch height.
func Tall(obj fyne.CanvasObject) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(0, TouchHeight))
	return Stack(r, obj)
}

// bigButton is a full-width button of touch height.
func BigButton(label string, icon fyne.Resource, important bool, tapped func()) *widget.Button {
	b := widget.NewButtonWithIcon(label, icon, tapped)
	if important {
		b.Importance = widget.HighImportance
	}
	return b
}

// heading is a bold, larger line of text.
func Heading(text string) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameSubHeadingText
	l.Wrapping = fyne.TextWrapWord
	return l
}

// note is a wrapped line of explanation. It keeps full contrast: hints
// that are hard to read under a table lamp are no hints.
func Note(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// ago says how long ago t was, the way a player would: "2 hours ago".
func Ago(t, now time.Time) string {
	d := now.Sub(t)
	switch {
	case d < time.Minute:
		return "just now"
	case d < time.Hour:
		return Plural(int(d/time.Minute), "minute") + " ago"
	case d < 24*time.Hour:
		return Plural(int(d/time.Hour), "hour") + " ago"
	case d < 48*time.Hour:
		return "yesterday"
	case d < 14*24*time.Hour:
		return Plural(int(d/(24*time.Hour)), "day") + " ago"
	}
	return t.Local().Format("2 Jan 2006")
}

func Plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// NumberPad asks for a whole number with large keys, so a big change (a
// card's cost, an ally's strength) is a few taps and no keyboard. The answer
// must lie in [min, max]; anything else is refused in words before it is sent.
type NumberPad struct {
	dlg     *dialog.CustomDialog
	display *widget.Label
	Keys    map[string]*widget.Button
	value   string
	problem *widget.Label
}

func ShowNumberPad(w fyne.Window, title string, start, min, max int, done func(int)) *NumberPad {
	p := &NumberPad{Keys: map[string]*widget.Button{}}
	if start >= 0 {
		p.value = strconv.Itoa(start)
	}
	p.display = widget.NewLabelWithStyle(p.value, fyne.TextAlignCenter, fyne.TextStyle{Bold: true, Monospace: true})
	p.display.SizeName = theme.SizeNameHeadingText
	p.problem = widget.NewLabel("")
	p.problem.Importance = widget.DangerImportance
	p.problem.Wrapping = fyne.TextWrapWord
	grid := Columns(3)
	press := func(k string) {
		switch k {
		case "⌫":
			if len(p.value) > 0 {
				p.value = p.value[:len(p.value)-1]
			}
		default:
			if p.value == "0" {
				p.value = "" // a leading zero is replaced, not kept
			}
			if len(p.value) < 3 {
				p.value += k
			}
		}
		p.problem.SetText("")
		p.display.SetText(p.value)
	}
	for _, k := range []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "C", "0", "⌫"} {
		k := k
		b := widget.NewButton(k, func() {
			if k == "C" {
				p.value = ""
				p.display.SetText("")
				return
			}
			press(k)
		})
		p.Keys[k] = b
		Add(grid, Tall(b))
	}
	ok := widget.NewButtonWithIcon("OK", theme.ConfirmIcon(), func() {
		n, err := strconv.Atoi(p.value)
		switch {
		case err != nil:
			p.problem.SetText("Type a number first.")
		case n < min || n > max:
			p.problem.SetText(fmt.Sprintf("Choose a number from %d to %d.", min, max))
		default:
			p.dlg.Hide()
			done(n)
		}
	})
	ok.Importance = widget.HighImportance
	p.Keys["OK"] = ok
	cancel := widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), func() { p.dlg.Hide() })
	body := VBox(p.display, p.problem, grid, Columns(2, Tall(cancel), Tall(ok)))
	p.dlg = dialog.NewCustomWithoutButtons(title, body, w)
	// Keys as wide as the phone allows: thumbs, not mouse pointers.
	width := w.Canvas().Size().Width - 24
	if width > 420 {
		width = 420
	}
	p.dlg.Resize(fyne.NewSize(width, body.MinSize().Height))
	p.dlg.Show()
	return p
}

// chooser shows a list of large choices and calls pick with the index tapped.
func Choose(w fyne.Window, title string, options []string, pick func(int)) dialog.Dialog {
	var d *dialog.CustomDialog
	box := VBox()
	for i, o := range options {
		i := i
		Add(box, Tall(widget.NewButton(o, func() { d.Hide(); pick(i) })))
	}
	d = dialog.NewCustom(title, "Cancel", container.NewVScroll(box), w)
	d.Show()
	return d
}

// counter is one number on a board with the common change a single tap
// away: [-] value [+]. Tapping the value opens the number pad for a big
// change. It only asks; the callbacks send commands, and the rules refuse
// what is not allowed, so the counter holds no limits of its own beyond the
// pad's range.
type Counter struct {
	label       string
	Minus, Plus *widget.Button
	Value       *widget.Button
}

// newCounter draws label with value shown as shown ("7 / 12"). change gets
// -1 or +1; set gets a number typed on the pad, within [min, max].
func NewCounter(w fyne.Window, label, shown string, value, min, max int, change func(delta int), set func(n int)) *Counter {
	c := &Counter{label: label}
	c.Minus = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { change(-1) })
	c.Plus = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { change(+1) })
	c.Value = widget.NewButton(shown, func() {
		ShowNumberPad(w, fmt.Sprintf("%s: set to", label), value, min, max, set)
	})
	c.Value.Importance = widget.LowImportance
	return c
}

// content lays the counter out as one row: the name takes what is left
// of the width, the buttons keep their touch size. (A two-column grid
// made both halves as wide as the wider one and overflowed a phone.)
func (c *Counter) Content() fyne.CanvasObject {
	name := widget.NewLabelWithStyle(c.label, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	name.Truncation = fyne.TextTruncateEllipsis
	buttons := HBox(Sized(c.Minus, TouchHeight+8), Sized(c.Value, 96), Sized(c.Plus, TouchHeight+8))
	return Border(nil, nil, nil, buttons, VBox(layout.NewSpacer(), name, layout.NewSpacer()))
}

// sized gives obj at least width w and the touch height.
func Sized(obj fyne.CanvasObject, w float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(w, TouchHeight))
	return Stack(r, obj)
}

// TextScale is the factor of a text size a player can choose; a phone held
// at arm's length across a table often wants more than the default.
func TextScale(key string) float32 {
	switch key {
	case "large":
		return 1.2
	case "huge":
		return 1.45
	}
	return 1
}

// Theme is Fyne's default theme with the player's light/dark choice forced
// and text scaled.
type Theme struct {
	Mode  string // "system", "light" or "dark"
	Scale float32
}

func (t *Theme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	switch t.Mode {
	case "light":
		v = theme.VariantLight
	case "dark":
		v = theme.VariantDark
	}
	return theme.DefaultTheme().Color(n, v)
}

func (t *Theme) Font(s fyne.TextStyle) fyne.Resource { return theme.DefaultTheme().Font(s) }

func (t *Theme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

func (t *Theme) Size(n fyne.ThemeSizeName) float32 {
	s := theme.DefaultTheme().Size(n)
	switch n {
	case theme.SizeNameText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText,
		theme.SizeNameCaptionText, theme.SizeNameInlineIcon:
		return s * t.Scale
	}
	return s
}

// UndoBar is the bottom of every game screen: what Undo and Redo would
// change, in words, over the two buttons.
type UndoBar struct {
	Undo, Redo *widget.Button
	words      string
}

// NewUndoBar makes the bar; undo and redo run when tapped.
func NewUndoBar(undo, redo func()) *UndoBar {
	return &UndoBar{
		Undo: widget.NewButtonWithIcon("Undo", theme.ContentUndoIcon(), undo),
		Redo: widget.NewButtonWithIcon("Redo", theme.ContentRedoIcon(), redo),
	}
}

// Set says what each button would change and enables those that can.
func (u *UndoBar) Set(undoWords, redoWords string, canUndo, canRedo bool) {
	lines := []string{}
	if undoWords != "" {
		lines = append(lines, "Undo takes back: "+undoWords)
	}
	if redoWords != "" {
		lines = append(lines, "Redo brings back: "+redoWords)
	}
	if len(lines) == 0 {
		lines = append(lines, "Nothing done yet in this game.")
	}
	u.words = strings.Join(lines, "\n")
	u.Undo.Disable()
	u.Redo.Disable()
	if canUndo {
		u.Undo.Enable()
	}
	if canRedo {
		u.Redo.Enable()
	}
}

// Content lays the bar out. A fresh label each time: a reused one kept
// showing its first text after the screen was rebuilt around it.
func (u *UndoBar) Content() fyne.CanvasObject {
	l := widget.NewLabel(u.words)
	l.Truncation = fyne.TextTruncateEllipsis
	return VBox(widget.NewSeparator(), l, Columns(2, Tall(u.Undo), Tall(u.Redo)))
}

// Scrolls remembers how far each scroll of a screen was moved, so a tap deep
// in a page does not throw the player back to its top when the screen is
// drawn again. The screen owns it; the zero value is ready.
type Scrolls struct {
	at map[string]fyne.Position
}

// VScroll scrolls content vertically from where key's scroll was left.
func (s *Scrolls) VScroll(key string, content fyne.CanvasObject) *container.Scroll {
	if s.at == nil {
		s.at = map[string]fyne.Position{}
	}
	sc := container.NewVScroll(content)
	sc.Offset = s.at[key]
	sc.OnScrolled = func(p fyne.Position) { s.at[key] = p }
	return sc
}

// Forget sends key's scroll back to its top next time.
func (s *Scrolls) Forget(key string) { delete(s.at, key) }

// Bold is a wrapped line in bold: what a screen asks or names first.
func Bold(text string) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.Wrapping = fyne.TextWrapWord
	return l
}
