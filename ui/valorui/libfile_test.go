package valorui

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/tracker/valor"
	"tableside/ui"
	"tableside/ui/kit"
)

// libraryFileTable is a table on the setup screen of a Valor campaign, with a
// library file made on "another device": Rowan, the Golem and the Sword.
// This library then has Rowan as in the file, a Golem whose Health bar
// tops at 120 instead of 100, and no Sword: one card identical, one that
// differs, one new.
func libraryFileTable(t *testing.T, size fyne.Size) (*table, []byte, func() ui.Library) {
	tb := newTable(t, size)
	tb.saveValor(valor.LibraryHero, "Rowan", rowanBoard())
	tb.saveValor(valor.LibraryVillain, "Golem", golemBoard())
	tb.saveValor(valor.LibraryTreasure, "Sword", swordCard())
	var file bytes.Buffer
	if err := tb.S.Store().ExportLibrary("valor", &file); err != nil {
		t.Fatal(err)
	}
	for _, c := range allCards(tb) {
		if c.Name == "Sword" {
			if err := tb.S.Store().DeleteCard(c.ID); err != nil {
				t.Fatal(err)
			}
		}
	}
	mine := golemBoard()
	mine.MaxHealth = 120
	tb.saveValor(valor.LibraryVillain, "Golem", mine)

	c, err := tb.S.Store().CreateCampaign("Thursday", "valor")
	if err != nil {
		t.Fatal(err)
	}
	setup := func() { tb.S.SetupGame(c) }
	setup()
	return tb, file.Bytes(), func() ui.Library { return cardLibrary(setup) }
}

func allCards(tb *table) []campaign.Card {
	tb.T.Helper()
	var out []campaign.Card
	for _, kind := range []string{valor.LibraryHero, valor.LibraryVillain, valor.LibraryTreasure} {
		cards, err := tb.S.Store().Cards("valor", kind)
		if err != nil {
			tb.T.Fatal(err)
		}
		out = append(out, cards...)
	}
	return out
}

// TestVlibLibraryImport taps through an import with one new, one identical
// and one differing card, answering each way, and reads the library back.
func TestVlibLibraryImport(t *testing.T) {
	for _, tc := range []struct {
		answer, summary string
		maxHealth       int
	}{
		{"Keep mine", "1 card added, 1 already here, 1 kept yours.", 120},
		{"Take the file's", "1 card added, 1 already here, 1 replaced by the file's.", 100},
	} {
		t.Run(tc.answer, func(t *testing.T) {
			tb, file, lib := libraryFileTable(t, phone)
			// The setup screen offers both, and Import opens a file picker.
			tb.Button("Export the library…")
			tb.Tap("Import a library…")
			if tb.Win.Canvas().Overlays().Top() == nil {
				t.Fatal("Import a library… opened no file picker")
			}
			tb.ClosePopups()

			tb.S.ImportLibraryFrom(lib(), bytes.NewReader(file))
			tb.See(`Villain board "Golem" differs`)
			tb.See("Yours")
			tb.See("From the file")
			tb.See("Top of the Health bar 120")
			tb.See("Top of the Health bar 100")
			for _, b := range []string{"Keep mine", "Take the file's", "Stop: import nothing"} {
				if h := tb.Button(b).Size().Height; h < kit.TouchHeight {
					t.Errorf("%s is %.0f pt tall; a thumb needs %d", b, h, kit.TouchHeight)
				}
			}
			tb.Tap(tc.answer)
			tb.See(tc.summary)
			tb.Dismiss()

			golem := cardsOf[valor.VillainCard](tb, valor.LibraryVillain)
			if len(golem) != 1 || golem[0].MaxHealth != tc.maxHealth {
				t.Fatalf("the Golem after %q: %+v", tc.answer, golem)
			}
			if sw := cardsOf[valor.TreasureCard](tb, valor.LibraryTreasure); len(sw) != 1 || sw[0] != swordCard() {
				t.Fatalf("the new Sword: %+v", sw)
			}
			if h := cardsOf[valor.HeroCard](tb, valor.LibraryHero); len(h) != 1 || h[0].Name != "Rowan" {
				t.Fatalf("the identical Rowan: %+v", h)
			}
			// The setup screen was drawn again, and the same file again asks
			// nothing: everything in it is here.
			tb.See("New game: Thursday")
			tb.S.ImportLibraryFrom(lib(), bytes.NewReader(file))
			if tc.answer == "Keep mine" {
				tb.See(`"Golem" differs`) // still differs: the player kept theirs
				return
			}
			tb.See("All 3 cards in this file are already in the library.")
		})
	}
}

// TestVlibLibraryImportStop: two cards differ; the player answers the
// first, then stops, and nothing is written.
func TestVlibLibraryImportStop(t *testing.T) {
	tb, file, lib := libraryFileTable(t, phone)
	rowan := rowanBoard()
	rowan.Health = 15
	tb.saveValor(valor.LibraryHero, "Rowan", rowan)
	before := allCards(tb)

	tb.S.ImportLibraryFrom(lib(), bytes.NewReader(file))
	tb.See(`Card 1 of 2 differs: Hero board "Rowan"`)
	tb.See("Health 15")
	tb.Tap("Take the file's")
	tb.See(`Card 2 of 2 differs: Villain board "Golem"`)
	tb.Tap("Stop: import nothing")
	tb.See("The library is as it was.")
	if after := allCards(tb); !sameCards(before, after) {
		t.Fatalf("a stopped import changed the library:\n%+v\n%+v", before, after)
	}
}

// TestVlibLibraryBrokenFile: a damaged file says why and changes nothing.
func TestVlibLibraryBrokenFile(t *testing.T) {
	tb, file, lib := libraryFileTable(t, phone)
	before := allCards(tb)
	for _, tc := range []struct{ file, want string }{
		{string(file[:len(file)/2]), "Nothing was imported. This card library file is incomplete or damaged; export it again."},
		{"not a library", "Nothing was imported. This is not a Tableside card library file."},
		{strings.Replace(string(file), `"health": 14`, `"health": 0`, 1), `Nothing was imported. The card "Rowan" in this file cannot be imported.`},
		{strings.Replace(string(file), `"game": "valor"`, `"game": "villains"`, 1), "holds cards of Villainous"},
	} {
		tb.S.ImportLibraryFrom(lib(), strings.NewReader(tc.file))
		if !strings.Contains(tb.S.LastMessage(), tc.want) {
			t.Errorf("a broken file says %q; want %q", tb.S.LastMessage(), tc.want)
		}
		tb.ClosePopups()
	}
	if after := allCards(tb); !sameCards(before, after) {
		t.Fatal("a broken file changed the library")
	}
}

func sameCards(a, b []campaign.Card) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].ID != b[i].ID || a[i].Name != b[i].Name || !bytes.Equal(a[i].Data, b[i].Data) || !a[i].Updated.Equal(b[i].Updated) {
			return false
		}
	}
	return true
}

type failingFile struct {
	bytes.Buffer
	closeErr error
}

func (f *failingFile) Close() error { return f.closeErr }

// TestVlibLibraryExport: the saved file holds the library; a file that
// cannot be finished is not called saved.
func TestVlibLibraryExport(t *testing.T) {
	tb, _, lib := libraryFileTable(t, phone)
	tb.Tap("Export the library…")
	if tb.Win.Canvas().Overlays().Top() == nil {
		t.Fatal("Export the library… opened no file picker")
	}
	tb.ClosePopups()
	f := &failingFile{}
	tb.S.ExportLibraryTo(lib(), f)
	tb.See("Library saved")
	if !strings.Contains(f.String(), `"format": "tableside-library"`) || !strings.Contains(f.String(), "Golem") {
		t.Fatalf("the file holds:\n%s", f.String())
	}
	tb.ClosePopups()
	tb.S.ExportLibraryTo(lib(), &failingFile{closeErr: errors.New("disk full")})
	tb.See("The card library was not saved.")
	tb.ClosePopups()

	tb.S.ImportLibraryFrom(lib(), strings.NewReader(`{"format":"tableside-library","version":1,"game":"valor","cards":[]}`))
	tb.See("This file holds no cards.")
}

// TestVlibLibraryCompareLooks draws the comparison at every window and
// text size: side by side on a tablet, "Yours" above "From the file" on a
// phone.
func TestVlibLibraryCompareLooks(t *testing.T) {
	tb, file, lib := libraryFileTable(t, phone)
	open := func() { tb.S.ImportLibraryFrom(lib(), bytes.NewReader(file)) }
	tb.LookAt("the library comparison", open)
	for _, tc := range []struct {
		size       fyne.Size
		sideBySide bool
		name       string
	}{
		{phone, false, "phone"},
		{tablet, true, "tablet"},
	} {
		tb.Size = tc.size
		tb.Win.Resize(tc.size)
		open()
		yours, theirs := labelAt(tb, "Yours"), labelAt(tb, "From the file")
		if side := yours.Y == theirs.Y && theirs.X > yours.X; side != tc.sideBySide {
			t.Errorf("%s: Yours at %v, From the file at %v; side by side %v, want %v", tc.name, yours, theirs, side, tc.sideBySide)
		}
		tb.Shot(tc.name + "-valor-library-compare")
		tb.ClosePopups()
	}
}

// labelAt is where on the window the label with text is.
func labelAt(tb *table, text string) fyne.Position {
	tb.T.Helper()
	for _, r := range tb.Roots() {
		for _, o := range test.LaidOutObjects(r) {
			if l, ok := o.(*widget.Label); ok && l.Text == text {
				return fyne.CurrentApp().Driver().AbsolutePositionForObject(l)
			}
		}
	}
	tb.T.Fatalf("no label %q", text)
	return fyne.Position{}
}
