package kit

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// UndoBar is the foot of a game screen: a line saying what Undo would take
// back and Redo bring back, above the two buttons. The words wrap rather
// than shorten: a player should read what an undo does before tapping it.
type UndoBar struct {
	Undo, Redo *widget.Button

	words string
	label *widget.Label
	box   *fyne.Container // the bar's last Content, holding label
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
	if u.label != nil && u.label.Text != u.words {
		// A label on show takes new words as a new label: changed in
		// place after test.LaidOutObjects walked it, it painted the old
		// ones (see patch's Label case).
		u.label = Note(u.words)
		u.box.Objects[1] = u.label
		// Laid out and drawn alone: refreshing the whole bar would make
		// the buttons colour and decode their icons again on every tap.
		u.box.Layout.Layout(u.box.Objects, u.box.Size())
		u.label.Refresh()
	}
	enable(u.Undo, canUndo)
	enable(u.Redo, canRedo)
}

// Words is the line the bar shows.
func (u *UndoBar) Words() string { return u.words }

// Content is the bar for a screen being built. It is made fresh each time
// (the buttons are kept): a label moved from a replaced screen into a new
// one kept showing its first text.
func (u *UndoBar) Content() fyne.CanvasObject {
	u.label = Note(u.words)
	u.box = VBox(widget.NewSeparator(), u.label,
		Columns(2, Tall(u.Undo), Tall(u.Redo)))
	return u.box
}

func enable(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}
