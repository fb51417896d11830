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
	if len(good) != len(libraryKinds()) {
		t.Fatalf("%d kinds in the library, %d tested", len(libraryKinds()), len(good))
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

// TestParseBonusAndResistance002L463L381: the library's typed lines for X
// WITH, X AGAINST (L463-465) and resistance or immunity (L381-387) read
// back as they are written; wrong ones say what to type.
func TestParseBonusAndResistance002L463L381(t *testing.T) {
	with, b, err := ParseBonus("+2 with Two-handed Axes")
	if err != nil || !with || b != (Bonus{Name: "Two-handed Axes", Amount: 2}) || BonusLine(with, b) != "2 with Two-handed Axes" {
		t.Fatalf("WITH: %v %+v %v", with, b, err)
	}
	with, b, err = ParseBonus("1 against Undead")
	if err != nil || with || b.Name != "Undead" {
		t.Fatalf("AGAINST: %v %+v %v", with, b, err)
	}
	for _, bad := range []string{"", "2 with", "two with Axes", "2 for Axes", "30 with Axes"} {
		if _, _, err := ParseBonus(bad); err == nil {
			t.Errorf("%q taken", bad)
		}
	}
	r, err := ParseResistance("Fire 2")
	if err != nil || r != (Resistance{Element: Fire, Amount: 2}) || ResistanceLine(r) != "fire 2" {
		t.Fatalf("resistance: %+v %v", r, err)
	}
	if r, err := ParseResistance("air immune"); err != nil || !r.Immune || ResistanceLine(r) != "air immune" {
		t.Fatalf("immunity: %+v %v", r, err)
	}
	for _, bad := range []string{"fire", "ice 2", "fire lots", "fire 99"} {
		if _, err := ParseResistance(bad); err == nil {
			t.Errorf("%q taken", bad)
		}
	}
}

// FuzzParseLines: typed library lines never panic the readers, and what
// they take writes back to a line they take again.
func FuzzParseLines(f *testing.F) {
	f.Add("2 with Axes")
	f.Add("fire immune")
	f.Fuzz(func(t *testing.T, line string) {
		if with, b, err := ParseBonus(line); err == nil {
			if w2, b2, err := ParseBonus(BonusLine(with, b)); err != nil || w2 != with || b2.Amount != b.Amount {
				t.Fatalf("%q does not read back: %v", line, err)
			}
		}
		if r, err := ParseResistance(line); err == nil {
			if r2, err := ParseResistance(ResistanceLine(r)); err != nil || r2 != r {
				t.Fatalf("%q does not read back: %v", line, err)
			}
		}
	})
}
