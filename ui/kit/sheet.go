package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

const (
	// sheetMargin keeps a pop-up off the window's edges, so the dimmed
	// screen around it shows that it is a pop-up.
	sheetMargin = 8
	// sheetMaxWidth keeps a pop-up phone-wide on a tablet: rows stay easy
	// to read instead of stretching across the screen.
	sheetMaxWidth = 480
	// dialogInset is what a Fyne 2.8 dialog puts on each side of its
	// content (its padWidth halved); TestDialogInset watches it.
	dialogInset = 16
)

// sheetFit sizes the scrolling body of a pop-up. Fyne sizes a dialog to its
// content's MinSize, and a scroll's MinSize is one row: that is how a list
// of choices opened one row high. sheetFit asks for the whole body's height
// instead, up to what the window leaves once the dialog's title and buttons
// (chrome) are placed; beyond that the body scrolls.
type sheetFit struct {
	canvas  fyne.Canvas
	body    fyne.CanvasObject
	chrome  float32 // the dialog's height without the body
	probing bool    // while measuring chrome: take no room at all
}

func (f *sheetFit) MinSize([]fyne.CanvasObject) fyne.Size {
	if f.probing {
		return fyne.Size{}
	}
	want := f.body.MinSize()
	room := sheetRoom(f.canvas)
	if room.IsZero() {
		return want
	}
	w := fyne.Min(fyne.Max(want.Width, fyne.Min(room.Width, sheetMaxWidth)), room.Width)
	h := fyne.Min(want.Height, room.Height-f.chrome)
	// However short the window, one row shows: the list still scrolls.
	h = fyne.Max(h, fyne.Min(want.Height, TouchHeight))
	return fyne.NewSize(w, h)
}

func (f *sheetFit) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

// sheetRoom is the room for a pop-up's body in canvas c: the window less
// the margins and the dialog's own insets. Zero while the window has no
// size yet.
func sheetRoom(c fyne.Canvas) fyne.Size {
	s := c.Size()
	if s.IsZero() {
		return fyne.Size{}
	}
	return fyne.NewSize(
		fyne.Max(s.Width-2*sheetMargin-2*dialogInset, 0),
		fyne.Max(s.Height-2*sheetMargin, 0))
}

// sheetWidth is the width a pop-up's body gets in canvas c: the phone's
// width, or a phone's width on a tablet.
func sheetWidth(c fyne.Canvas) float32 {
	room := sheetRoom(c)
	if room.IsZero() {
		return sheetMaxWidth
	}
	return fyne.Min(room.Width, sheetMaxWidth)
}

// newSheet makes (without showing) a dialog around body that is as tall
// as body up to the window's height and scrolls beyond, with buttons (may
// be nil) kept below the scrolling part so they never scroll away.
func newSheet(w fyne.Window, title string, body, buttons fyne.CanvasObject) *dialog.CustomDialog {
	c := w.Canvas()
	width := sheetWidth(c)
	if title != "" {
		title = wrapText(title, width-2*theme.Size(theme.SizeNameInnerPadding), fyne.TextStyle{Bold: true})
	}
	fit := &sheetFit{canvas: c, body: body}
	d := dialog.NewCustomWithoutButtons(title, container.New(fit, container.NewVScroll(body)), w)
	if buttons != nil {
		d.SetButtons([]fyne.CanvasObject{buttons})
	}
	fit.probing = true
	fit.chrome = d.MinSize().Height
	fit.probing = false
	// Wrapped labels know their height only once they know their width:
	// lay the body out at its width before the dialog asks its size.
	for range 3 {
		body.Resize(fyne.NewSize(fit.MinSize(nil).Width, body.MinSize().Height))
	}
	return d
}

// refit lets the pop-up on top of w grow to content that changed while it
// was open (a refusal that wraps onto a second line), and centres it again.
func refit(w fyne.Window) {
	if top := w.Canvas().Overlays().Top(); top != nil {
		top.Refresh()
	}
}

// buttonRow lays buttons side by side across width when their words fit,
// else one above the other; each has the touch height. Words too long for
// the width are broken onto lines.
func buttonRow(width float32, buttons ...*widget.Button) fyne.CanvasObject {
	th := theme.Current()
	pad := th.Size(theme.SizeNamePadding)
	inner := th.Size(theme.SizeNameInnerPadding)
	cell := (width - pad*float32(len(buttons)-1)) / float32(len(buttons))
	side := true
	for _, b := range buttons {
		text := width - 2*inner
		if b.Icon != nil {
			text -= th.Size(theme.SizeNameInlineIcon) + pad
		}
		b.Text = wrapText(b.Text, text, fyne.TextStyle{Bold: true})
		if b.MinSize().Width > cell {
			side = false
		}
	}
	objs := make([]fyne.CanvasObject, len(buttons))
	for i, b := range buttons {
		objs[i] = Tall(b)
	}
	row := container.NewGridWithColumns(len(buttons), objs...)
	if !side {
		row = container.NewVBox(objs...)
	}
	span := canvas.NewRectangle(color.Transparent)
	span.SetMinSize(fyne.NewSize(width, 0))
	return container.NewStack(span, row)
}

// ShowSheet shows body in a pop-up over w: as tall as body up to the
// window's height, scrolling beyond, as wide as a phone. dismiss names the
// button that closes it; with dismiss "" there is none (the body closes it
// with Hide).
func ShowSheet(w fyne.Window, title string, body fyne.CanvasObject, dismiss string) *dialog.CustomDialog {
	var d *dialog.CustomDialog
	var row fyne.CanvasObject
	if dismiss != "" {
		row = buttonRow(sheetWidth(w.Canvas()), widget.NewButton(dismiss, func() { d.Hide() }))
	}
	d = newSheet(w, title, body, row)
	d.Show()
	return d
}

// Choose shows options as big rows and calls pick with the index tapped.
// Every option shows at once when the window has room, else the list
// scrolls; Cancel picks nothing. Long options break onto lines rather than
// running past the window's edge.
func Choose(w fyne.Window, title string, options []string, pick func(int)) dialog.Dialog {
	var d *dialog.CustomDialog
	words := sheetWidth(w.Canvas()) - 2*theme.Size(theme.SizeNameInnerPadding)
	box := container.NewVBox()
	for i, o := range options {
		box.Add(Tall(widget.NewButton(wrapText(o, words, fyne.TextStyle{Bold: true}), func() {
			d.Hide()
			pick(i)
		})))
	}
	d = ShowSheet(w, title, box, "Cancel")
	return d
}

// Confirm asks before doing what cannot easily be taken back. The button
// that goes ahead says what it does ("Delete the campaign"), so nobody
// confirms by habit; Cancel does nothing.
func Confirm(w fyne.Window, title, message, confirm string, yes func()) {
	ok := widget.NewButton(confirm, yes)
	ok.Importance = widget.DangerImportance
	Ask(w, title, Note(message), widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), nil), ok)
}

// Ask shows body in a pop-up with buttons below it, side by side when their
// words fit, which stay in view however long the body. A tap on a button
// closes the pop-up, then runs the button's own OnTapped (if any).
func Ask(w fyne.Window, title string, body fyne.CanvasObject, buttons ...*widget.Button) *dialog.CustomDialog {
	return ask(w, title, body, nil, buttons)
}

// ask is Ask and AskReady: above, when there is one, is a line over the
// buttons (AskReady's reason for waiting).
func ask(w fyne.Window, title string, body, above fyne.CanvasObject, buttons []*widget.Button) *dialog.CustomDialog {
	var d *dialog.CustomDialog
	for _, b := range buttons {
		then := b.OnTapped
		b.OnTapped = func() {
			d.Hide()
			if then != nil {
				then()
			}
		}
	}
	var foot fyne.CanvasObject = buttonRow(sheetWidth(w.Canvas()), buttons...)
	if above != nil {
		foot = VBox(above, foot)
	}
	d = newSheet(w, title, body, foot)
	d.Show()
	return d
}

// SheetWidth is the width a pop-up's body gets in w: what a picture that
// should fill a sheet (a QR code) is sized to.
func SheetWidth(w fyne.Window) float32 { return sheetWidth(w.Canvas()) }
