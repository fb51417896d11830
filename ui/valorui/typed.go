package valorui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/widget"

	"tableside/ui/kit"
)

// vTyped is a number typed on the phone's own keyboard, for a number the
// player copies from the cardboard right after a name: the keyboard is up
// already, so the name's Enter moves on to it and the number is typed
// there, where the pad's pop-up closed the keyboard, opened over the
// screen and waited for its OK (issue 24). What is not a number in range
// is said under the field and leaves the number unset, so Save refuses
// it.
type vTyped struct {
	entry  *vNumberEntry
	v      *int
	lo, hi int
	label  string
	why    *kit.Line
	// OnChanged, when set, follows each change of the number.
	OnChanged func()
}

// vNumberEntry asks the phone for its number keyboard.
type vNumberEntry struct{ widget.Entry }

func (e *vNumberEntry) Keyboard() mobile.KeyboardType { return mobile.NumberKeyboard }

func newTyped(label, placeholder string, v *int, lo, hi int) *vTyped {
	t := &vTyped{entry: &vNumberEntry{}, v: v, lo: lo, hi: hi, label: label}
	t.entry.ExtendBaseWidget(t.entry)
	t.entry.SetPlaceHolder(placeholder)
	if *v >= lo {
		t.entry.SetText(strconv.Itoa(*v))
	}
	wrong := t.wrong()
	t.why = kit.NewLine("", wrong)
	t.entry.OnChanged = t.changed
	return t
}

func (t *vTyped) wrong() string { return fmt.Sprintf("Type a number from %d to %d.", t.lo, t.hi) }

func (t *vTyped) changed(text string) {
	text = strings.TrimSpace(text)
	n, err := strconv.Atoi(text)
	switch {
	case text == "":
		*t.v = t.lo - 1
		t.why.SetText("")
	case err != nil || n < t.lo || n > t.hi:
		*t.v = t.lo - 1
		t.why.SetText(t.wrong())
	default:
		*t.v = n
		t.why.SetText("")
	}
	if t.OnChanged != nil {
		t.OnChanged()
	}
}

// Show shows v, as the pad or a correction set it.
func (t *vTyped) Show(v int) {
	text := ""
	if v >= t.lo {
		text = strconv.Itoa(v)
	}
	if t.entry.Text != text {
		t.entry.SetText(text)
	}
}

// OnSubmitted is what the keyboard's Enter in the field does.
func (t *vTyped) OnSubmitted(f func()) { t.entry.OnSubmitted = func(string) { f() } }

// Focus puts the keyboard's typing into the field.
func (t *vTyped) Focus(w fyne.Window) { w.Canvas().Focus(t.entry) }

// Content is the label, the field and the line under it, in kit.Own as
// the kit's own numbers are: a part that changes itself after it is drawn.
func (t *vTyped) Content() fyne.CanvasObject {
	name := widget.NewLabel(t.label)
	name.Wrapping = fyne.TextWrapWord
	return kit.Own(kit.VBox(name, kit.Tall(t.entry), t.why))
}
