package ui

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"

	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/share"
	"tableside/ui/kit"
)

// askImportLink asks for the link another phone's Hand over shows (a
// phone's camera app reads the QR code and copies it) and imports the
// campaign or card library behind it.
func (s *App) askImportLink() {
	e := widget.NewEntry()
	e.SetPlaceHolder("http://192.168.1.23:40123/h/…")
	// A kit sheet: Fyne's form dialog had 36 px buttons.
	imp := widget.NewButtonWithIcon("Import", theme.DownloadIcon(), func() { s.ImportLink(e.Text) })
	imp.Importance = widget.HighImportance
	d := kit.Ask(s.win, "Import from another phone", kit.VBox(kit.Bold("Link"), kit.Tall(e)), widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), nil), imp)
	e.OnSubmitted = func(string) { d.Hide(); s.ImportLink(e.Text) }
}

// LibraryScreens is Screens whose game's cards read in its own words when
// a card library is imported (ui.Library's Describe and KindTitle). A
// game without it still imports its cards, each shown as its fields.
type LibraryScreens interface {
	Library(changed func()) Library
}

// libraryOf is game's card library as its screens describe it.
func (s *App) libraryOf(game string) Library {
	if ls, ok := s.screens[game].(LibraryScreens); ok {
		return ls.Library(nil)
	}
	return Library{Game: game}
}

// ImportLink downloads a campaign or a card library from another phone's
// hand-over link and imports it, off the UI thread; the channel closes once
// the result (or, for a library, its first question) is on screen. A
// library is merged as a library file is: new cards added, identical ones
// skipped, and each card that differs asked about.
func (s *App) ImportLink(link string) <-chan struct{} {
	note := "Downloading from the other phone; a campaign's every action is replayed through the game's rules."
	return s.runJob("Importing", note, true, func(ctx context.Context, progress campaign.Progress) func() {
		body, size, err := share.Fetch(ctx, link)
		if err != nil {
			return func() { s.Fail(fmt.Errorf("nothing was imported: %w", err)) }
		}
		defer body.Close()
		r := bufio.NewReaderSize(body, 4096)
		if game, ok := libraryGame(r); ok {
			b, err := io.ReadAll(io.LimitReader(r, campaign.MaxLibrarySize+1))
			if err != nil {
				return func() {
					s.Fail(fmt.Errorf("nothing was imported: the download broke off (%w); try the link again, which a broken download does not use up", err))
				}
			}
			return func() { s.ImportLibraryFrom(s.libraryOf(game), bytes.NewReader(b)) }
		}
		c, err := s.store.ImportContext(ctx, r, size, progress)
		return func() { s.imported(c, err) }
	})
}

// libraryFormat is a card library file's "format" (docs/library-format.md):
// written in players' files, so it never changes.
const libraryFormat = "tableside-library"

// libraryGame reads, without using it up, whether r begins a card library
// file (Tableside writes "format" first) and of which game.
func libraryGame(r *bufio.Reader) (game string, ok bool) {
	head, _ := r.Peek(r.Size())
	dec := json.NewDecoder(bytes.NewReader(head))
	var keys []string
	var format, g string
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return "", false
	}
	for len(keys) < 3 && dec.More() {
		k, err := dec.Token()
		key, isKey := k.(string)
		if err != nil || !isKey {
			return "", false
		}
		keys = append(keys, key)
		switch key {
		case "format":
			err = dec.Decode(&format)
		case "game":
			err = dec.Decode(&g)
		default:
			var skip json.RawMessage
			err = dec.Decode(&skip)
		}
		if err != nil {
			return "", false
		}
		if format != "" && format != libraryFormat {
			return "", false
		}
		if format == libraryFormat && g != "" {
			return g, true
		}
	}
	return "", false
}
