package legends

import "testing"

// The card library: what players type once (the note, §6.1).

func TestParseQuick(t *testing.T) {
	for in, want := range map[string]Source{
		"Heavy +5":      {Kind: Heavy, Bonus: 5, Name: "Heavy +5"},
		"weapon -2":     {Kind: Weapon, Bonus: -2, Name: "weapon -2"},
		"Staff +1 fire": {Kind: Staff, Bonus: 1, Element: Fire, Name: "Staff +1 fire"},
		"Spell 3":       {Kind: Spell, Bonus: 3, Name: "Spell 3"},
	} {
		got, err := ParseQuick(in)
		if err != nil || got != want {
			t.Errorf("%q: %+v %v", in, got, err)
		}
	}
	for _, bad := range []string{"", "Heavy", "Axe +2", "Heavy five", "Spell +1 ice", "Weapon +1 fire extra"} {
		if _, err := ParseQuick(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// A quick value plays like a library card.
func TestQuickValueAttack(t *testing.T) {
	src, err := ParseQuick("Heavy +5")
	if err != nil {
		t.Fatal(err)
	}
	if s := mustApply(t, newTable(t, 2), Attack(AttackCmd{Source: src, Target: at(1), Die: 5})); life(s, 1) != 10 {
		t.Fatalf("Life %d", life(s, 1))
	}
}

func TestLibraryValidate(t *testing.T) {
	good := []interface{ Validate() error }{
		hero("Paladin", 18),
		MonsterCard{Name: "Hydra", LifePerPlayer: 3, Cost: 40},
		DefenceCard{Name: "Stone Wall", Slot: SpellSl, Value: 4},
		WeaponCard{Name: "Great Axe", Bonus: 3, Heavy: true, Price: 40},
		WeaponCard{Name: "Staff of Fire", Staff: true, Element: Fire},
		SpellCard{Name: "Fireball", Kind: AttackSpell, Element: Fire, Bonus: 2, Cost: 2},
		SpellCard{Name: "Stone Wall", Kind: DefenceSpell, Value: 4, Cost: 1},
	}
	for _, c := range good {
		if err := c.Validate(); err != nil {
			t.Errorf("%+v: %v", c, err)
		}
	}
	bad := map[string]interface{ Validate() error }{
		"no name":          HeroBoard{Levels: []HeroLevel{{MaxLife: 10}}},
		"four levels":      HeroBoard{Name: "X", Levels: make([]HeroLevel, 4)},
		"blue before":      HeroBoard{Name: "X", Levels: []HeroLevel{{MaxLife: 10}}, Yellow: 80, Blue: 60},
		"two lives":        MonsterCard{Name: "M", Life: 3, LifePerPlayer: 2},
		"defensive fleet":  MonsterCard{Name: "M", Life: 3, Defensive: true, Fleeting: true},
		"bad slot":         DefenceCard{Name: "D", Slot: "boots", Value: 2},
		"zero value":       DefenceCard{Name: "D", Slot: Shield},
		"heavy staff":      WeaponCard{Name: "W", Heavy: true, Staff: true},
		"spell kind":       SpellCard{Name: "S", Kind: "summon"},
		"defence no value": SpellCard{Name: "S", Kind: DefenceSpell},
		"bad element":      MonsterCard{Name: "M", Life: 3, Resist: []Resistance{{Element: "ice"}}},
	}
	for name, c := range bad {
		if err := c.Validate(); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// A library Weapon and Spell give their sources.
func TestLibrarySources(t *testing.T) {
	if w := (WeaponCard{Name: "Thunderstaff", Staff: true, Element: Air}).Source(); w.Kind != Staff || w.Element != Air {
		t.Fatalf("%+v", w)
	}
	if c := (SpellCard{Name: "Bolt", Kind: AttackSpell, Cost: 2, AnyTarget: true}).Source(); c.Kind != Spell || c.Cost != 2 || !c.AnyTarget {
		t.Fatalf("%+v", c)
	}
}
