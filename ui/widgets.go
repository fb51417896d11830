package ui

import (
	"fmt"
	"image/color"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// touchHeight is the least height of anything a player taps: about 9 mm on
// a phone, the size the platform guidelines ask for a thumb at a crowded table.
const touchHeight = 52

// tall gives obj at least the touch height.
func tall(obj fyne.CanvasObject) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(0, touchHeight))
	return container.NewStack(r, obj)
}

// bigButton is a full-width button of touch height.
func bigButton(label string, icon fyne.Resource, important bool, tapped func()) *widget.Button {
	b := widget.NewButtonWithIcon(label, icon, tapped)
	if important {
		b.Importance = widget.HighImportance
	}
	return b
}

// heading is a bold, larger line of text.
func heading(text string) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameSubHeadingText
	l.Wrapping = fyne.TextWrapWord
	return l
}

// note is a wrapped line of explanation. It keeps full contrast: hints
// that are hard to read under a table lamp are no hints.
func note(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// ago says how long ago t was, the way a player would: "2 hours ago".
func ago(t, now time.Time) string {
	d := now.Sub(t)
	switch {
	case d < time.Minute:
		return "just now"
	case d < time.Hour:
		return plural(int(d/time.Minute), "minute") + " ago"
	case d < 24*time.Hour:
		return plural(int(d/time.Hour), "hour") + " ago"
	case d < 48*time.Hour:
		return "yesterday"
	case d < 14*24*time.Hour:
		return plural(int(d/(24*time.Hour)), "day") + " ago"
	}
	return t.Local().Format("2 Jan 2006")
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// numberPad asks for a whole number with large keys, so a big change (a
// card's cost, an ally's strength) is a few taps and no keyboard. The answer
// must lie in [min, max]; anything else is refused in words before it is sent.
type numberPad struct {
	dlg     *dialog.CustomDialog
	display *widget.Label
	keys    map[string]*widget.Button
	value   string
	problem *widget.Label
}

func showNumberPad(w fyne.Window, title string, start, min, max int, done func(int)) *numberPad {
	p := &numberPad{keys: map[string]*widget.Button{}}
	if start >= 0 {
		p.value = strconv.Itoa(start)
	}
	p.display = widget.NewLabelWithStyle(p.value, fyne.TextAlignCenter, fyne.TextStyle{Bold: true, Monospace: true})
	p.display.SizeName = theme.SizeNameHeadingText
	p.problem = widget.NewLabel("")
	p.problem.Importance = widget.DangerImportance
	p.problem.Wrapping = fyne.TextWrapWord
	grid := container.NewGridWithColumns(3)
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
		p.keys[k] = b
		grid.Add(tall(b))
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
	p.keys["OK"] = ok
	cancel := widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), func() { p.dlg.Hide() })
	body := container.NewVBox(p.display, p.problem, grid, container.NewGridWithColumns(2, tall(cancel), tall(ok)))
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
func chooser(w fyne.Window, title string, options []string, pick func(int)) *dialog.CustomDialog {
	var d *dialog.CustomDialog
	box := container.NewVBox()
	for i, o := range options {
		i := i
		box.Add(tall(widget.NewButton(o, func() { d.Hide(); pick(i) })))
	}
	d = dialog.NewCustom(title, "Cancel", container.NewVScroll(box), w)
	d.Show()
	return d
}
