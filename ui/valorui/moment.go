package valorui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor"
	"tableside/ui/kit"
)

// "Save this moment": a bug report from the table. The Labyrinth's map and
// its Villain Round screens write the table as it stands in the file
// format of `tableside plan` (valor.State.Moment), so that whoever runs the
// command on the file sees what the app planned here.

// saveAs asks where a file goes, offering name, and hands the chosen
// file's writer (nil when the player cancels) to then. At the table it is
// Fyne's file-save dialog; a test puts its own writer in its place.
type saveAs func(w fyne.Window, name string, then func(fyne.URIWriteCloser, error))

// fileSaveDialog is saveAs at the table.
func fileSaveDialog(w fyne.Window, name string, then func(fyne.URIWriteCloser, error)) {
	d := dialog.NewFileSave(then, w)
	d.SetFileName(name)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// momentItem is "Save this moment…" in the table's menu, where the table
// has a map: a tool for a bug report, kept out of the players' way.
func (b *valorBoard) momentItem() (menuItem, bool) {
	if b.st.Map == nil || !b.st.Features().Map {
		return menuItem{}, false
	}
	return menuItem{"Save this moment (a file for a bug report)…", b.saveMoment}, true
}

// moreButton opens the table's menu from the map and the wizard, where
// the boards' "More for the table…" is not on show: a menu's ⋮, a thumb
// wide, beside what the players do there.
func (b *valorBoard) moreButton() fyne.CanvasObject {
	more := widget.NewButtonWithIcon("", theme.MoreVerticalIcon(), b.tableMenu)
	more.Importance = widget.LowImportance
	return kit.Sized(more, kit.TouchHeight)
}

// momentFileName is the name offered: "labyrinth-round3-minion.json".
func momentFileName(m valor.Moment) string {
	return fmt.Sprintf("labyrinth-round%d-%s.json", m.Round, m.Procedure)
}

// momentWords says what a moment holds, in the players' words.
func momentWords(procedure string) string {
	switch procedure {
	case "magic":
		return "the Magic roll and its Spells"
	case "corruption":
		return "the Corruption roll and where its Minions spawn"
	case "spawn":
		return "where the spawned Minions go"
	case "minion":
		return "this Minion's turn"
	case "levelup":
		return "the Villain's Level Up Step"
	case "final":
		return "the Villain's Battle cards"
	}
	return "the map, with what the Minions would do on it"
}

// saveMoment asks where to save the moment now on show and writes it.
func (b *valorBoard) saveMoment() {
	s := b.p.App()
	m, ok := b.st.Moment()
	if !ok {
		s.Tell("Nothing to save", "A moment is saved from the Labyrinth's map, once a tile is laid there.")
		return
	}
	choose := b.v.saveAs
	if choose == nil {
		choose = fileSaveDialog
	}
	choose(b.win(), momentFileName(m), func(w fyne.URIWriteCloser, err error) {
		switch {
		case err != nil:
			s.Tell("Not saved", "No file could be chosen for the moment: "+err.Error())
		case w != nil: // nil: the player cancelled
			b.writeMoment(w, m)
		}
	})
}

// writeMoment writes the moment to w and says where it went. A file that
// could not be written whole is deleted, so no half a moment is left to
// send.
func (b *valorBoard) writeMoment(w fyne.URIWriteCloser, m valor.Moment) {
	s := b.p.App()
	u := w.URI()
	_, err := w.Write(m.Doc)
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		gone := "Nothing was kept."
		if derr := storage.Delete(u); derr != nil {
			gone = fmt.Sprintf("The file %s may be incomplete: delete it.", placeWords(u))
		}
		s.Tell("Not saved", fmt.Sprintf("The moment could not be written: %v. %s", err, gone))
		return
	}
	s.Tell("Moment saved", fmt.Sprintf("Saved %s as %s. Attach the file to your bug report: anyone can run tableside plan on it and see what the app worked out here.",
		momentWords(m.Procedure), placeWords(u)))
}

// placeWords is where a file lies, as a player finds it: its name, and its
// folder when the device says.
func placeWords(u fyne.URI) string {
	where := fmt.Sprintf("%q", u.Name())
	if p, err := storage.Parent(u); err == nil && p.Path() != "" {
		dir := p.Path()
		if len(dir) > 1 {
			dir = strings.TrimSuffix(dir, "/")
		}
		where += " in " + dir
	}
	return where
}
