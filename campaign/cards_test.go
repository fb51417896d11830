package campaign

import (
	"errors"
	"strings"
	"testing"
)

func TestCards(t *testing.T) {
	s, _ := newStore(t)
	save := func(c Card) Card {
		t.Helper()
		got, err := s.SaveCard(c)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	imp := save(Card{Game: "counter", Kind: "minion", Name: " Imp ", Data: []byte(`{ "actions": 2 }`)})
	if imp.ID == 0 || imp.Name != "Imp" || string(imp.Data) != `{"actions":2}` || imp.Updated.IsZero() {
		t.Fatalf("saved %+v", imp)
	}
	save(Card{Game: "counter", Kind: "minion", Name: "bat"})
	save(Card{Game: "counter", Kind: "minion", Name: "Ogre"})
	save(Card{Game: "counter", Kind: "spell", Name: "Fire"})
	save(Card{Game: "other", Kind: "minion", Name: "Imp"})

	// Upsert by game, kind and name: same row, new data.
	again := save(Card{Game: "counter", Kind: "minion", Name: "Imp", Data: []byte(`{"actions":3}`)})
	if again.ID != imp.ID {
		t.Fatalf("upsert made a new card %d, want %d", again.ID, imp.ID)
	}
	list, err := s.Cards("counter", "minion")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range list {
		names = append(names, c.Name)
	}
	if strings.Join(names, ",") != "bat,Imp,Ogre" {
		t.Fatalf("cards by name: %v", names)
	}
	if string(list[1].Data) != `{"actions":3}` {
		t.Fatalf("upserted data %s", list[1].Data)
	}
	if none, err := s.Cards("chess", "minion"); err != nil || len(none) != 0 {
		t.Fatalf("cards of an unknown game: %v, %v", none, err)
	}

	// With an ID, SaveCard edits that card, name included.
	renamed := save(Card{ID: imp.ID, Game: "counter", Kind: "minion", Name: "Imp Lord", Data: []byte(`{}`)})
	if renamed.ID != imp.ID {
		t.Fatal("a rename made a new card")
	}
	_, err = s.SaveCard(Card{ID: imp.ID, Game: "counter", Kind: "minion", Name: "Ogre"})
	wantErr(t, err, "already a card called")
	_, err = s.SaveCard(Card{ID: 999, Game: "counter", Kind: "minion", Name: "Ghost"})
	if !errors.Is(err, ErrNotFound) {
		t.Fatalf("editing a missing card: %v", err)
	}

	bad := []struct {
		name string
		card Card
		err  string
	}{
		{"no name", Card{Game: "counter", Kind: "minion", Name: "  "}, "Give the card a name"},
		{"long name", Card{Game: "counter", Kind: "minion", Name: strings.Repeat("x", 81)}, "at most 80"},
		{"no kind", Card{Game: "counter", Name: "Imp"}, "Give the card type a name"},
		{"unknown game", Card{Game: "chess", Kind: "minion", Name: "Imp"}, "does not know the game"},
		{"data not JSON", Card{Game: "counter", Kind: "minion", Name: "Imp", Data: []byte(`{actions`)}, "could not be read"},
	}
	counts := rowCounts(t, s)
	for _, b := range bad {
		_, err := s.SaveCard(b.card)
		wantErr(t, err, b.err)
	}
	if !sameCounts(counts, rowCounts(t, s)) {
		t.Fatal("refused cards wrote rows")
	}

	if err := s.DeleteCard(imp.ID); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteCard(imp.ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("deleting twice: %v", err)
	}
	if list, _ := s.Cards("counter", "minion"); len(list) != 2 {
		t.Fatalf("after delete: %+v", list)
	}
}

func TestSettings(t *testing.T) {
	s, path := newStore(t)
	if v, ok, err := s.Setting("theme"); ok || err != nil || v != "" {
		t.Fatalf("unset: %q %v %v", v, ok, err)
	}
	for _, v := range []string{"dark", "light", ""} {
		if err := s.SetSetting("theme", v); err != nil {
			t.Fatal(err)
		}
		if got, ok, err := s.Setting("theme"); !ok || err != nil || got != v {
			t.Fatalf("after setting %q: %q %v %v", v, got, ok, err)
		}
	}
	if err := s.SetSetting("", "x"); err == nil {
		t.Fatal("an empty key was accepted")
	}
	s.SetSetting("screen.awake", "on")
	s.Close()
	s = openAt(t, path)
	if got, ok, _ := s.Setting("screen.awake"); !ok || got != "on" {
		t.Fatalf("after reopening: %q %v", got, ok)
	}
}
