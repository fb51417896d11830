package valor

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestCheckCard(t *testing.T) {
	hero, _ := json.Marshal(heroCard("Rowan"))
	broken := heroCard("Rowan")
	broken.Health = 0
	brokenData, _ := json.Marshal(broken)
	treasure, _ := json.Marshal(TreasureCard{Name: "Axe", Kind: TreasureOffense, Bounty: 1})
	for _, tc := range []struct {
		name, kind, card string
		data             []byte
		want             string // "" for accepted
	}{
		{"a Hero board", LibraryHero, "Rowan", hero, ""},
		{"a Treasure", LibraryTreasure, "Axe", treasure, ""},
		{"a name the details do not share", LibraryHero, "Gwen", hero, `name it "Rowan"`},
		{"a field no version wrote", LibraryTreasure, "Axe", []byte(`{"name":"Axe","kind":"item","colour":"red"}`), "unknown field"},
		{"a board the rules refuse", LibraryHero, "Rowan", brokenData, "Health"},
		{"a kind this version does not know", "valor.dragon", "Rowan", hero, "does not know the kind of card"},
		{"details of another kind", LibraryTreasure, "Rowan", hero, "unknown field"},
	} {
		err := Game{}.CheckCard(tc.kind, tc.card, tc.data)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: refused: %v", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: got %v, want an error with %q", tc.name, err, tc.want)
		}
	}
}
