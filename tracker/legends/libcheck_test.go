package legends

import (
	"encoding/json"
	"testing"
)

// TestCheckCardEveryKind_Note61: every kind of the note's §6.1 the screens
// save reads back through CheckCard; a wrong name, an unknown field, an
// unknown kind and a card Validate refuses do not.
func TestCheckCardEveryKind_Note61(t *testing.T) {
	good := map[string]any{
		LibraryHero:    HeroBoard{Name: "Paladin", Levels: []HeroLevel{{MaxLife: 20, Intelligence: 1}, {MaxLife: 22, Intelligence: 2, Armour: 1}}, Yellow: 60, Blue: 120},
		LibraryMonster: goblinCard(),
		LibraryDefence: DefenceCard{Name: "Kite Shield", Slot: Shield, Value: 4},
		LibraryWeapon:  WeaponCard{Name: "War Hammer", Bonus: 5, Heavy: true, Price: 60},
		LibrarySpell:   SpellCard{Name: "Fireball", Kind: AttackSpell, Element: Fire, Bonus: 3, Cost: 2},
	}
	if len(good) != len(LibraryKinds()) {
		t.Fatalf("a kind without a test: %v", LibraryKinds())
	}
	for kind, card := range good {
		b, _ := json.Marshal(card)
		var named struct{ Name string }
		_ = json.Unmarshal(b, &named)
		if err := (Game{}).CheckCard(kind, named.Name, b); err != nil {
			t.Errorf("%s: %v", kind, err)
		}
		if (Game{}).CheckCard(kind, "Another", b) == nil {
			t.Errorf("%s: a card under another name was taken", kind)
		}
	}
	bad := map[string]string{
		LibraryHero:    `{"name":"Paladin","levels":[]}`,
		LibraryMonster: `{"name":"Goblin","life":5,"attack":1,"cost":20,"wings":2}`,
		LibraryDefence: `{"name":"Cap","slot":"boots","value":2}`,
		"treasure":     `{"name":"Chest"}`,
	}
	for kind, data := range bad {
		var named struct{ Name string }
		_ = json.Unmarshal([]byte(data), &named)
		if (Game{}).CheckCard(kind, named.Name, []byte(data)) == nil {
			t.Errorf("%s: %s was taken", kind, data)
		}
	}
}

func goblinCard() MonsterCard {
	return MonsterCard{Name: "Goblin", Life: 5, Attack: 1, Cost: 20, Poison: 1}
}

// FuzzCheckCard: a library file's card of any kind never panics the checker.
func FuzzCheckCard(f *testing.F) {
	f.Add(LibraryHero, "Paladin", []byte(`{"name":"Paladin","levels":[{"max_life":20,"intelligence":1}]}`))
	f.Add(LibraryMonster, "Goblin", []byte(`{"name":"Goblin","life":5,"attack":1,"cost":20}`))
	f.Add(LibrarySpell, "x", []byte(`{"name":"x","kind":"heal","cost":1}`))
	f.Fuzz(func(t *testing.T, kind, name string, data []byte) {
		_ = (Game{}).CheckCard(kind, name, data)
	})
}
