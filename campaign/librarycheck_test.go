package campaign_test

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"tableside/campaign"
	"tableside/lineup"
	"tableside/tracker/sorcery"
	"tableside/tracker/villains"
)

// TestImportRefusesABrokenCard: a card library file holding one card its
// game's rules refuse (a Sword & Sorcery Hero with no HP, an Event of no
// kind, a rules-004 Villain with no objective) is refused at import in the
// player's words, naming the card, and nothing is written; the same file
// without it is taken. Every game of the lineup is checked: these two once
// imported whatever a file held.
func TestImportRefusesABrokenCard(t *testing.T) {
	st, err := campaign.Open(filepath.Join(t.TempDir(), "tableside.db"), lineup.Games().Catalog())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	board := villains.VillainCard{Name: "The Baron", Objective: "Gather 20 Power."}
	for i := range board.Locations {
		board.Locations[i] = villains.LocationCard{Name: []string{"Lair", "Docks", "Forest", "Tower"}[i], Actions: []villains.Action{{Kind: villains.ActionGainPower, Power: 1}}}
	}
	noObjective := board
	noObjective.Name, noObjective.Objective = "The Count", ""
	for _, tc := range []struct {
		game string
		good []campaign.Card
		bad  campaign.Card
		want string
	}{
		{
			game: sorcery.ID,
			good: []campaign.Card{card(t, sorcery.HeroKind, "Jeanne", sorcery.Hero{Name: "Jeanne", MaxHP: 9, Styles: []sorcery.Style{sorcery.Faith}})},
			bad:  card(t, sorcery.HeroKind, "Robin", sorcery.Hero{Name: "Robin"}),
			want: `The card "Robin" in this file cannot be imported.`,
		},
		{
			game: sorcery.ID,
			good: []campaign.Card{card(t, sorcery.EventKind, "Storm", sorcery.EventCard{Name: "Storm", Kind: "standard"})},
			bad:  card(t, sorcery.EventKind, "Fog", sorcery.EventCard{Name: "Fog", Kind: "weather"}),
			want: `The card "Fog" in this file cannot be imported.`,
		},
		{
			game: villains.Game{}.ID(),
			good: []campaign.Card{card(t, villains.LibraryKind, board.Name, board)},
			bad:  card(t, villains.LibraryKind, noObjective.Name, noObjective),
			want: `The card "The Count" in this file cannot be imported. The Count has no objective`,
		},
	} {
		t.Run(tc.game+"/"+tc.bad.Name, func(t *testing.T) {
			before, err := st.Cards(tc.game, tc.bad.Kind)
			if err != nil {
				t.Fatal(err)
			}
			_, err = st.ReadLibrary(tc.game, bytes.NewReader(libraryFile(t, tc.game, append(slices.Clone(tc.good), tc.bad)...)))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("the file's broken card gave %v, want %q", err, tc.want)
			}
			after, err := st.Cards(tc.game, tc.bad.Kind)
			if err != nil {
				t.Fatal(err)
			}
			if len(after) != len(before) {
				t.Fatalf("a refused file wrote cards: %d before, %d after", len(before), len(after))
			}
			p, err := st.ReadLibrary(tc.game, bytes.NewReader(libraryFile(t, tc.game, tc.good...)))
			if err != nil || len(p.New) != len(tc.good) {
				t.Fatalf("the good cards alone: %v, plan %+v", err, p)
			}
		})
	}
}

// card is a library card of kind named name holding v.
func card(t *testing.T, kind, name string, v any) campaign.Card {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return campaign.Card{Kind: kind, Name: name, Data: b, Updated: time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC)}
}

// libraryFile is a card library file of game holding cards, as another
// phone's export writes it (docs/library-format.md).
func libraryFile(t *testing.T, game string, cards ...campaign.Card) []byte {
	t.Helper()
	type fileCard struct {
		Kind    string          `json:"kind"`
		Name    string          `json:"name"`
		Data    json.RawMessage `json:"data"`
		Updated time.Time       `json:"updated"`
	}
	f := struct {
		Format  string     `json:"format"`
		Version int        `json:"version"`
		Game    string     `json:"game"`
		Cards   []fileCard `json:"cards"`
	}{Format: "tableside-library", Version: 1, Game: game}
	for _, c := range cards {
		f.Cards = append(f.Cards, fileCard{c.Kind, c.Name, c.Data, c.Updated})
	}
	b, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
