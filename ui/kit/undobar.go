package kit

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// UndoBar is the foot of a game screen: what Undo would take back and
// Redo bring back, above the two buttons. The words take two lines at
// most, at every width and text size, and always two, so the bar never
// grows into the board above (eight lines after a Time Phase, a third of
// a phone: issue 24). Words cut short end in "…", and a tap on them shows
// them whole.
type UndoBar struct {
	Undo, Redo *widget.Button

	undo, redo string
	words      string
	label      *BarWords
	box        *fyne.Container // the bar's last Content, holding label
}

// NewUndoBar makes the bar with its buttons calling undo and redo. It says
// nothing can be undone until Set says otherwise.
func NewUndoBar(undo, redo func()) *UndoBar {
	u := &UndoBar{Undo: disabledButton("Undo", theme.ContentUndoIcon(), undo), Redo: disabledButton("Redo", theme.ContentRedoIcon(), redo)}
	u.Set("", "", false, false)
	return u
}

// Bind makes the buttons call undo and redo: a bar kept from one game to
// the next acts on the game on show.
func (u *UndoBar) Bind(undo, redo func()) {
	u.Undo.OnTapped, u.Redo.OnTapped = undo, redo
}

// disabledButton is a button born disabled: disabling a made button
// builds its renderer at once, parsing its SVG icon, which opening a game
// then does again when it lays the bar out.
func disabledButton(label string, icon fyne.Resource, tapped func()) *widget.Button {
	b := &widget.Button{Text: label, Icon: icon, OnTapped: tapped}
	b.Disable()
	b.ExtendBaseWidget(b)
	return b
}

// Set says what undo and redo would do (the log's words, "" for nothing)
// and enables the buttons that can act.
func (u *UndoBar) Set(undoWords, redoWords string, canUndo, canRedo bool) {
	u.undo, u.redo = undoWords, redoWords
	var lines []string
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
	if u.label != nil && u.label.whole != u.words {
		// A label on show takes new words as a new label: changed in
		// place after test.LaidOutObjects walked it, it painted the old
		// ones (see patch's Label case).
		u.label = u.newWords()
		u.box.Objects[1] = u.label
		// Laid out and drawn alone: refreshing the whole bar would make
		// the buttons colour and decode their icons again on every tap.
		u.box.Layout.Layout(u.box.Objects, u.box.Size())
		u.label.Refresh()
	}
	enable(u.Undo, canUndo)
	enable(u.Redo, canRedo)
}

// Words is everything the bar says, whole (it may show less).
func (u *UndoBar) Words() string { return u.words }

// Shown is the bar's words as they are drawn, cut to two lines.
func (u *UndoBar) Shown() string {
	if u.label == nil {
		return ""
	}
	return u.label.label.Text
}

// WordsTarget is the part of the bar that shows its words, for a tap.
func (u *UndoBar) WordsTarget() *BarWords { return u.label }

// Content is the bar for a screen being built. It is made fresh each time
// (the buttons are kept): a label moved from a replaced screen into a new
// one kept showing its first text.
func (u *UndoBar) Content() fyne.CanvasObject {
	u.label = u.newWords()
	u.box = VBox(widget.NewSeparator(), u.label,
		Columns(2, Tall(u.Undo), Tall(u.Redo)))
	return u.box
}

func (u *UndoBar) newWords() *BarWords {
	var lines []string
	if u.undo != "" {
		lines = append(lines, "Undo takes back: "+u.undo)
	}
	if u.redo != "" {
		lines = append(lines, "Redo brings back: "+u.redo)
	}
	if len(lines) == 0 {
		lines = append(lines, "Nothing done yet in this game.")
	}
	b := &BarWords{lines: lines, whole: u.words, label: Note("")}
	b.ExtendBaseWidget(b)
	return b
}

// BarWords are the Undo bar's words, cut to two lines for the width they
// get: one line each for Undo and Redo, or two for one alone. A tap shows
// them whole when they are cut.
type BarWords struct {
	widget.BaseWidget
	lines []string // the paragraphs: Undo's, then Redo's
	whole string
	label *widget.Label
	width float32 // the width the label's text was cut for
}

// Whole is everything the bar says, as a tap on it shows it.
func (b *BarWords) Whole() string { return b.whole }

// Cut reports whether the words shown are fewer than the bar's words.
func (b *BarWords) Cut() bool { return strings.Contains(b.label.Text, "…") }

// Tapped shows the words whole, when they are cut.
func (b *BarWords) Tapped(*fyne.PointEvent) {
	if !b.Cut() {
		return
	}
	c := fyne.CurrentApp().Driver().CanvasForObject(b)
	for _, w := range fyne.CurrentApp().Driver().AllWindows() {
		if w.Canvas() == c {
			ShowSheet(w, "Undo and Redo", Note(b.whole), "Close")
			return
		}
	}
}

// TouchLabel names the words for touch-size checks in tests.
func (b *BarWords) TouchLabel() string { return "the Undo bar's words" }

// cut fits the paragraphs into two lines of width, ending each one cut
// short in "…".
func (b *BarWords) cut(width float32) string {
	style := fyne.TextStyle{}
	room := width - 2*theme.Size(theme.SizeNameInnerPadding)
	per := 2 / len(b.lines) // lines each paragraph may take
	if per < 1 {
		per = 1
	}
	var out []string
	for _, p := range b.lines {
		// Fyne wraps the words as they are; a paragraph that fits is
		// kept whole, so its words read (and match) as the log has them.
		wrapped := strings.Split(wrapText(p, room-2, style), "\n")
		if len(wrapped) <= per {
			out = append(out, p)
			continue
		}
		last := strings.Join(wrapped[:per], " ")
		for last != "" && len(strings.Split(wrapText(last+"…", room-2, style), "\n")) > per {
			r := []rune(last)
			last = string(r[:len(r)-1])
		}
		// At a word's end, when that keeps most of the line.
		if i := strings.LastIndex(last, " "); i > len(last)*2/3 {
			last = last[:i]
		}
		out = append(out, strings.TrimRight(last, " ,;:")+"…")
	}
	return strings.Join(out, "\n")
}

// MinSize is always two lines high and the touch height at least, so the
// bar keeps its height whatever it says.
func (b *BarWords) MinSize() fyne.Size {
	two := widget.NewLabel("Xy\nXy").MinSize().Height
	return fyne.NewSize(theme.Size(theme.SizeNameText)*4, max(two, TouchHeight))
}

func (b *BarWords) CreateRenderer() fyne.WidgetRenderer {
	b.label.SetText(b.cut(b.Size().Width))
	return &barWordsRenderer{b: b}
}

type barWordsRenderer struct{ b *BarWords }

func (r *barWordsRenderer) Layout(size fyne.Size) {
	b := r.b
	if size.Width != b.width {
		b.width = size.Width
		if text := b.cut(size.Width); text != b.label.Text {
			b.label.SetText(text)
		}
	}
	b.label.Move(fyne.NewPos(0, 0))
	b.label.Resize(size)
}

func (r *barWordsRenderer) MinSize() fyne.Size           { return r.b.MinSize() }
func (r *barWordsRenderer) Refresh()                     { r.Layout(r.b.Size()); r.b.label.Refresh() }
func (r *barWordsRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.b.label} }
func (r *barWordsRenderer) Destroy()                     {}

func enable(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}
