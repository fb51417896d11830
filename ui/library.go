package ui

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/tracker"
	"tableside/ui/kit"
)

// Carrying a game's card library to another Tableside, so a group types
// each card once. This is the part every game shares: the file dialogs,
// one question per card that differs, the summary. A game's screen only
// says which library and how its cards read (Library).

// Library is what a game's screen supplies to export and import its card
// library.
type Library struct {
	// Game is the game's ID: its cards are the ones carried.
	Game string
	// Describe shows a card's details as lines of text, for the two
	// versions side by side ("Health 14"). Nil lists the card's JSON
	// fields.
	Describe func(kind string, data []byte) []string
	// KindTitle names a kind of card in the player's words ("Hero
	// board"), since two kinds may hold cards of one name. Nil leaves it
	// out.
	KindTitle func(kind string) string
	// Changed is called once an import added or replaced cards, to redraw
	// the screen that offered it. It may be nil.
	Changed func()
}

// AskExportLibrary asks where to save the library, then saves it there.
func (s *App) AskExportLibrary(lib Library) {
	s.askSaveJSON(fileName(s.gameTitle(lib.Game)+" cards")+".tableside-library.json", func(w fyne.URIWriteCloser) { s.ExportLibraryTo(lib, w) })
}

// ExportLibraryTo writes the library to w and closes it; only a file that
// was written and closed whole is reported saved.
func (s *App) ExportLibraryTo(lib Library, w io.WriteCloser) {
	err := s.store.ExportLibrary(lib.Game, w)
	if cerr := w.Close(); err == nil && cerr != nil {
		err = sentences{"Tableside could not finish writing the file.", cerr}
	}
	if err != nil {
		s.Fail(sentences{"The card library was not saved.", err})
		return
	}
	s.Tell("Library saved", "Import this file into Tableside on another device: its cards are added there, and none is replaced without asking.")
}

// AskImportLibrary asks for a library file, then imports it.
func (s *App) AskImportLibrary(lib Library) {
	s.askOpenJSON(func(r fyne.URIReadCloser) {
		defer r.Close()
		s.ImportLibraryFrom(lib, r)
	})
}

// ImportLibraryFrom reads a whole library file, asks about each card that
// differs from this library's, one at a time, then writes the answers in
// one go and says what happened. A refused file, or a stop midway, writes
// nothing.
func (s *App) ImportLibraryFrom(lib Library, r io.Reader) {
	plan, err := s.store.ReadLibrary(lib.Game, r)
	if err != nil {
		s.Fail(sentences{"Nothing was imported.", err})
		return
	}
	switch {
	case len(plan.New)+len(plan.Differ)+len(plan.Same) == 0:
		s.Tell("Nothing new", "This file holds no cards.")
		return
	case len(plan.New)+len(plan.Differ) == 0:
		s.Tell("Nothing new", fmt.Sprintf("All %s in this file are already in the library.", kit.Plural(len(plan.Same), "card")))
		return
	}
	li := &libraryImport{s: s, lib: lib, plan: plan}
	li.next()
}

// libraryImport walks the player through one file's differing cards.
type libraryImport struct {
	s     *App
	lib   Library
	plan  *campaign.LibraryPlan
	take  []bool // the answers so far, one per differing card
	sheet *dialog.CustomDialog
}

// next asks about the next differing card, or writes once all are answered.
func (li *libraryImport) next() {
	i := len(li.take)
	if i == len(li.plan.Differ) {
		li.apply()
		return
	}
	d := li.plan.Differ[i]
	keep := widget.NewButtonWithIcon("Keep mine", theme.CancelIcon(), func() { li.answer(false) })
	take := widget.NewButtonWithIcon("Take the file's", theme.DownloadIcon(), func() { li.answer(true) })
	take.Importance = widget.HighImportance
	stop := widget.NewButton("Stop: import nothing", nil)
	stop.Importance = widget.LowImportance
	stop.OnTapped = func() {
		li.sheet.Hide()
		li.s.Tell("Nothing imported", "The library is as it was.")
	}
	name := fmt.Sprintf("%q", d.Mine.Name)
	if li.lib.KindTitle != nil {
		name = li.lib.KindTitle(d.Mine.Kind) + " " + name
	}
	title := name + " differs"
	if n := len(li.plan.Differ); n > 1 {
		title = fmt.Sprintf("Card %d of %d differs: %s", i+1, n, name)
	}
	mine, theirs := li.describe(d.Mine), li.describe(d.Theirs)
	body := container.NewVBox(
		kit.Note("The file has a card of this name with other details. Keep one of the two."),
		CompareCards(mine, theirs),
		kit.Tall(stop))
	li.sheet = kit.Ask(li.s.win, title, body, keep, take)
}

func (li *libraryImport) answer(takeTheirs bool) {
	li.take = append(li.take, takeTheirs)
	li.next()
}

func (li *libraryImport) describe(c campaign.Card) []string {
	if li.lib.Describe != nil {
		if lines := li.lib.Describe(c.Kind, c.Data); len(lines) > 0 {
			return lines
		}
	}
	return jsonLines(c.Data)
}

func (li *libraryImport) apply() {
	res, err := li.s.store.ApplyLibrary(li.plan, li.take)
	if err != nil {
		li.s.Fail(err)
		return
	}
	if li.lib.Changed != nil && res.Added+res.TookTheirs > 0 {
		li.lib.Changed()
	}
	li.s.Tell("Library imported", LibrarySummary(res))
}

// LibrarySummary says what an import did: "12 cards added, 3 already
// here, 1 kept yours."
func LibrarySummary(r campaign.LibraryResult) string {
	var parts []string
	for _, p := range []struct {
		n     int
		words string
	}{
		{r.Added, kit.Plural(r.Added, "card") + " added"},
		{r.Same, fmt.Sprintf("%d already here", r.Same)},
		{r.KeptMine, fmt.Sprintf("%d kept yours", r.KeptMine)},
		{r.TookTheirs, fmt.Sprintf("%d replaced by the file's", r.TookTheirs)},
	} {
		if p.n > 0 {
			parts = append(parts, p.words)
		}
	}
	if len(parts) == 0 {
		return "The file held no cards."
	}
	return tracker.UpperFirst(strings.Join(parts, ", ") + ".")
}

// compareWide is the sheet's width from which the two versions stand side
// by side; below it (a phone) "Yours" stands above "From the file".
const compareWide = 420

// CompareCards shows two versions of a card's details, "Yours" and "From
// the file". Side by side, each version is whole, the lines not in the
// other in bold. Stacked on a phone, where whole versions would push the
// difference off the screen, the lines that differ come first and the
// lines both share once, below.
func CompareCards(mine, theirs []string) fyne.CanvasObject {
	only := func(lines, other []string) (out []string) {
		for _, l := range lines {
			if !slices.Contains(other, l) {
				out = append(out, l)
			}
		}
		return out
	}
	column := func(title string, lines, other []string) *fyne.Container {
		box := container.NewVBox(kit.Heading(title))
		for _, l := range lines {
			if slices.Contains(other, l) {
				box.Add(kit.Note(l))
			} else {
				box.Add(kit.Bold(l))
			}
		}
		return box
	}
	return kit.NewAdaptive(compareWide, func(wide bool) fyne.CanvasObject {
		if wide {
			return container.NewGridWithColumns(2, column("Yours", mine, theirs), column("From the file", theirs, mine))
		}
		a, b := column("Yours", only(mine, theirs), theirs), column("From the file", only(theirs, mine), mine)
		switch {
		case len(a.Objects) == 1 && len(b.Objects) == 1:
			a.Add(kit.Note("The same lines, in another order."))
		case len(a.Objects) == 1:
			a.Add(kit.Note("Only what both have."))
		case len(b.Objects) == 1:
			b.Add(kit.Note("Only what both have."))
		}
		shared := only(mine, only(mine, theirs)) // mine less what is only mine
		return container.NewVBox(a, b, widget.NewSeparator(), column("Both have", shared, theirs))
	})
}

// jsonLines lists a JSON object's fields as "name: value" lines, in the
// file's order: the fallback for a game that does not describe its cards.
func jsonLines(data []byte) []string {
	dec := json.NewDecoder(bytes.NewReader(data))
	var out []string
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return []string{string(data)}
	}
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			break
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			break
		}
		out = append(out, fmt.Sprintf("%v: %s", key, strings.Trim(string(v), `"`)))
	}
	return out
}

// gameTitle is a game's name as players know it, or its ID.
func (s *App) gameTitle(id string) string {
	if g, ok := s.games[id]; ok {
		return g.Title()
	}
	return id
}

// sentences is an error shown to the player: a first sentence saying what
// did not happen, then the reason. It unwraps to the reason, so Fail still
// knows a read-only store.
type sentences struct {
	first string
	err   error
}

func (e sentences) Error() string { return e.first + " " + e.err.Error() }
func (e sentences) Unwrap() error { return e.err }

// SaveLibraryCard keeps card (marshalled as JSON) in the card library of
// game under name, and reports whether it did; a failure is told. A card
// opened under another name (orig) is renamed, not copied: a correction
// never leaves the old card behind.
func (s *App) SaveLibraryCard(game, kind, orig, name string, card any) bool {
	data, err := json.Marshal(card)
	if err != nil {
		s.Fail(err)
		return false
	}
	c := campaign.Card{Game: game, Kind: kind, Name: name, Data: data}
	if orig != "" && orig != name {
		stored, err := s.store.Cards(game, kind)
		if err != nil {
			s.Fail(err)
			return false
		}
		for _, old := range stored {
			if old.Name == orig {
				c.ID = old.ID
			}
		}
	}
	if _, err := s.store.SaveCard(c); err != nil {
		s.Fail(err)
		return false
	}
	return true
}

// LibraryCards reads game's library cards of one kind as C, skipping any
// that no longer decode (a card kept by a later version, say): a screen
// lists what it can use.
func LibraryCards[C any](s *App, game, kind string) []C {
	stored, err := s.store.Cards(game, kind)
	if err != nil {
		s.Fail(err)
		return nil
	}
	var out []C
	for _, c := range stored {
		var v C
		if json.Unmarshal(c.Data, &v) == nil {
			out = append(out, v)
		}
	}
	return out
}
