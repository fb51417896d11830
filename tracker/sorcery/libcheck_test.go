package sorcery

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestCheckCard: a library file's card of every kind the library keeps is
// taken when its editor could have saved it, under the name the editor
// saves it by, and refused in words when not.
func TestCheckCard(t *testing.T) {
	js := func(v any) []byte {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	spider := giantSpider().Card
	good := map[string]struct {
		name string
		card any
	}{
		HeroKind:       {"Jeanne", jeanne()},
		EnemyKind:      {Enemy{Card: spider, Copy: 1}.Label(), spider},
		EncounterKind:  {"A", EncounterCard{Letter: "A", Main: Effect{Kind: ActivateAll}}},
		EventKind:      {"Storm", EventCard{Name: "Storm", Kind: "standard"}},
		EnemyPowerKind: {"Frenzy", EnemyPower{Name: "Frenzy", Type: "combat"}},
		CompanionKind:  {"Dharma", Companion{Name: "Dharma", MaxHP: 6, HeroCount: 1}},
		ItemKind:       {"Amulet", Item{Name: "Amulet", Slot: Artifact, Charges: 3}},
		MinionKind:     {nest().Name, nest()},
	}
	for _, k := range libraryKinds() {
		kind := k.Kind
		g, ok := good[kind]
		if !ok {
			t.Fatalf("no card of kind %q in the test", kind)
		}
		if err := (Game{}).CheckCard(kind, g.name, js(g.card)); err != nil {
			t.Errorf("%s %q refused: %v", kind, g.name, err)
		}
		if err := (Game{}).CheckCard(kind, g.name+"x", js(g.card)); err == nil || !strings.Contains(err.Error(), "name it") {
			t.Errorf("%s %q under another name: %v", kind, g.name, err)
		}
	}
	broken := spider
	broken.HP = nil
	for _, tc := range []struct {
		what, kind, name string
		data             []byte
		want             string
	}{
		{"an Enemy the rules refuse", EnemyKind, Enemy{Card: broken, Copy: 1}.Label(), js(broken), "hp"},
		{"an Encounter with no effect", EncounterKind, "B", js(EncounterCard{Letter: "B"}), "main"},
		{"a Hero with no HP", HeroKind, "Robin", js(Hero{Name: "Robin"}), "HP"},
		{"a field no version wrote", ItemKind, "Amulet", []byte(`{"name":"Amulet","slot":"artifact","colour":"red"}`), "unknown field"},
		{"a kind this version does not know", "sorcery.dragon", "Jeanne", js(jeanne()), "does not know the kind of card"},
	} {
		err := (Game{}).CheckCard(tc.kind, tc.name, tc.data)
		if err == nil || !strings.Contains(strings.ToLower(err.Error()), strings.ToLower(tc.want)) {
			t.Errorf("%s: got %v, want an error with %q", tc.what, err, tc.want)
		}
	}
}
