package kit

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// NumberPad asks for a whole number with large keys, so a big change (a
// card's cost, a new Health) is a few taps and no keyboard. It opens
// showing the current number, and the first key pressed replaces it: a
// player who sees 5 and taps 3 means 3, not 53. The answer must lie in
// [min, max], shown on the pad; anything else is refused in words before
// it is sent.
//
// The pad closes only on OK or Cancel, never by itself: a pad that closed
// once no further digit fit ("16" of at most 99) let the player's next tap,
// aimed at OK, land on the screen beneath and change another number
// (issue 24). A key that can add nothing more does nothing.
type NumberPad struct {
	// Keys are the pad's buttons by their label: "0" to "9", "C" (clear),
	// "⌫" (delete the last digit), "OK" and "Cancel".
	Keys map[string]*widget.Button

	w        fyne.Window
	dlg      *dialog.CustomDialog
	display  *widget.Label
	problem  *Line
	value    string
	fresh    bool // value is the starting number, not yet typed over
	min, max int
	digits   int
	done     func(int)
	closed   bool // sent or cancelled: keys do nothing more
}

// ShowNumberPad shows a pad titled title, starting at start (empty when
// start < 0). done gets the number when OK accepts it; Cancel sends
// nothing. The pad types digits only: min below 0 is treated as 0.
func ShowNumberPad(w fyne.Window, title string, start, min, max int, done func(int)) *NumberPad {
	p := &NumberPad{Keys: map[string]*widget.Button{}, w: w, min: min, max: max, done: done}
	if p.min < 0 {
		p.min = 0
	}
	p.digits = len(strconv.Itoa(p.max))
	if start >= 0 {
		p.value, p.fresh = strconv.Itoa(start), true
	}
	p.display = widget.NewLabelWithStyle(p.value, fyne.TextAlignCenter, fyne.TextStyle{Bold: true, Monospace: true})
	p.display.SizeName = theme.SizeNameHeadingText
	hint := widget.NewLabelWithStyle(fmt.Sprintf("%d to %d", p.min, p.max), fyne.TextAlignCenter, fyne.TextStyle{})
	// The refusal's room is kept from the start: a line that appeared
	// grew the pad and moved its keys under the finger.
	p.problem = NewLine("", noNumber, p.outOfRange())
	p.problem.Label().Importance = widget.DangerImportance
	p.problem.Label().Alignment = fyne.TextAlignCenter

	grid := container.NewGridWithColumns(3)
	for _, k := range []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "C", "0", "⌫"} {
		b := widget.NewButton(k, func() { p.press(k) })
		p.Keys[k] = b
		grid.Add(Tall(b))
	}
	ok := widget.NewButtonWithIcon("OK", theme.ConfirmIcon(), p.accept)
	ok.Importance = widget.HighImportance
	cancel := widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), func() { p.closed = true; p.dlg.Hide() })
	p.Keys["OK"], p.Keys["Cancel"] = ok, cancel

	body := container.NewVBox(p.display, hint, p.problem, grid)
	p.dlg = newSheet(w, title, body, buttonRow(sheetWidth(w.Canvas()), cancel, ok))
	p.dlg.Show()
	return p
}

// Value is what the pad shows now: the starting number, or what was typed.
func (p *NumberPad) Value() string { return p.value }

func (p *NumberPad) press(k string) {
	if p.closed {
		return
	}
	switch k {
	case "C":
		p.value = ""
	case "⌫":
		if p.value != "" {
			p.value = p.value[:len(p.value)-1]
		}
	default:
		switch {
		case p.fresh, p.value == "0":
			p.value = k // the number shown, or a lone zero, is typed over
		case len(p.value) < p.digits:
			p.value += k
		}
	}
	p.fresh = false
	p.display.SetText(p.value)
	p.say("")
}

func (p *NumberPad) accept() {
	if p.closed {
		return
	}
	n, err := strconv.Atoi(p.value)
	switch {
	case err != nil:
		p.say(noNumber)
	case n < p.min || n > p.max:
		p.say(p.outOfRange())
	default:
		p.closed = true
		p.dlg.Hide()
		p.done(n)
	}
}

// noNumber is the pad's refusal of OK with nothing typed.
const noNumber = "Type a number first."

func (p *NumberPad) outOfRange() string {
	return fmt.Sprintf("Choose a number from %d to %d.", p.min, p.max)
}

// say shows a refusal (or clears it); its room is already kept.
func (p *NumberPad) say(problem string) {
	if p.problem.Text() == problem {
		return
	}
	p.problem.SetText(problem)
	refit(p.w)
}
