package campaign

import (
	"strings"
	"testing"
)

// TestBookKeptBesideTheEvenings: a campaign book is a session of another
// game, made once, with its own undo log; the evenings' queries leave it
// out, and export/import carry it.
func TestBookKeptBesideTheEvenings(t *testing.T) {
	s, path := newStore(t)
	c, err := s.CreateCampaign("Saga", "counter")
	if err != nil {
		t.Fatal(err)
	}
	evening, err := s.StartSession(c.ID, []byte(`{"n":0}`))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Do(evening.ID, add(t, 1)); err != nil {
		t.Fatal(err)
	}
	first := func() ([]byte, error) { return []byte(`{"n":100}`), nil }
	book, err := s.Book(c.ID, "other", first)
	if err != nil {
		t.Fatal(err)
	}
	if book.Game != "other" || count(t, book.State) != 100 {
		t.Fatalf("book %+v", book)
	}
	if book, _, err = s.Do(book.ID, add(t, 5)); err != nil || count(t, book.State) != 105 {
		t.Fatalf("a change in the book: %v", err)
	}
	if book, err = s.Undo(book.ID); err != nil || count(t, book.State) != 100 {
		t.Fatalf("undo in the book: %v", err)
	}
	if book, err = s.Redo(book.ID); err != nil || count(t, book.State) != 105 {
		t.Fatalf("redo in the book: %v", err)
	}
	// The evenings' queries do not see it, even though it was written last.
	last, ok, err := s.LastSession(c.ID)
	if err != nil || !ok || last.ID != evening.ID {
		t.Fatalf("LastSession %+v %v", last, err)
	}
	latest, ok, err := s.Latest()
	if err != nil || !ok || latest.ID != evening.ID {
		t.Fatalf("Latest %+v %v", latest, err)
	}
	if got, _ := s.Campaign(c.ID); got.Sessions != 1 {
		t.Fatalf("the book is not one of the campaign's games: %d", got.Sessions)
	}
	// Asked again, after a restart, it is the same book: first is not called.
	s.Close()
	s = openAt(t, path)
	again, err := s.Book(c.ID, "other", func() ([]byte, error) { t.Fatal("made twice"); return nil, nil })
	if err != nil || again.ID != book.ID || count(t, again.State) != 105 {
		t.Fatalf("the same book after a restart: %+v %v", again, err)
	}
	// Export carries it; import brings it back as the new campaign's book.
	file := export(t, s, c.ID)
	if !strings.Contains(string(file), `"game": "other"`) {
		t.Fatalf("the export names the book's game:\n%s", file)
	}
	imp := importBytes(t, s, file)
	ib, err := s.Book(imp.ID, "other", func() ([]byte, error) { t.Fatal("the import lost the book"); return nil, nil })
	if err != nil || count(t, ib.State) != 105 || ib.Len != 1 {
		t.Fatalf("imported book %+v %v", ib, err)
	}
	if x, y := withoutName(t, file), withoutName(t, export(t, s, imp.ID)); x != y {
		t.Fatalf("export -> import -> export differs:\n%s\n%s", x, y)
	}
}

func TestBookRefusals(t *testing.T) {
	s, _ := newStore(t)
	c, _ := s.CreateCampaign("Saga", "counter")
	if _, err := s.Book(c.ID, "counter", func() ([]byte, error) { return []byte(`{"n":0}`), nil }); err == nil || !strings.Contains(err.Error(), "another game") {
		t.Fatalf("a book of the campaign's own game: %v", err)
	}
	if _, err := s.Book(c.ID, "other", func() ([]byte, error) { return []byte(`{"n":-1}`), nil }); err == nil {
		t.Fatal("a first page the game refuses was stored")
	}
	if _, err := s.Book(c.ID, "nope", func() ([]byte, error) { return []byte(`{}`), nil }); err == nil {
		t.Fatal("a book of an unknown game was made")
	}
	if n := rowCounts(t, s); n["sessions"] != 0 {
		t.Fatalf("refusals wrote sessions: %v", n)
	}
}
