package legendsui

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"tableside/tracker/legends"

	"tableside/ui/uitest"
)

// TestLibraryHeroBoardPickedAtSetup_L39_L449: a Hero board typed once in
// the library, with its own numbers at level 2, is picked for a seat with
// one tap; the game starts at its Life (L39) and levels up to its level-2
// armour (L449, L233), its AGAINST bonus (L465) and resistance (L381).
func TestLibraryHeroBoardPickedAtSetup_L39_L449(t *testing.T) {
	tb := newGameOn(t, "Tuesday table")
	tb.enterCard("Hero board", "Paladin")
	tb.Tap("At level 2") // the board's numbers change at level 2
	tb.See("Level 2")
	tb.tapExact("2", 9) // level 2's armour
	uitest.TypeInto(tb.Entries("Bonuses, one a line: 2 with Axes, 1 against Undead")[1], "1 against Undead")
	uitest.TypeInto(tb.Entries(resistHint)[1], "fire twice")
	tb.Tap("Save this Hero")
	tb.refused("the amount is a number") // a line the engine cannot read says what to type
	uitest.TypeInto(tb.Entries(resistHint)[1], "fire 1")
	tb.Tap("Save this Hero")
	tb.See("New game: Tuesday table")
	tb.Tap("Paladin") // seat 1
	tb.Tap("Start the game")
	p := tb.State().Players[0]
	l2 := p.Hero.Level(2)
	if p.Hero.Name != "Paladin" || len(p.Hero.Levels) != 2 || l2.Armour != 2 || p.Life != 20 ||
		len(l2.Against) != 1 || l2.Against[0].Name != "Undead" || len(l2.Resist) != 1 || l2.Resist[0].Amount != 1 {
		t.Fatalf("L39: the library's board, at its Life: %+v", p)
	}
	if h := tb.State().Players[1].Hero; h.Name != "Player 2's Hero" {
		t.Fatalf("a seat left without a board plays with typed numbers: %+v", h)
	}
}

// TestLibraryMonsterWeaponDefenceAtTheTable_L147_L113_L251: cards typed
// once are played by name: a Monster in front of the opponent with its
// printed Life, a Defence card in one tap, a Heavy Weapon in the damage
// helper.
func TestLibraryMonsterWeaponDefenceAtTheTable_L147_L113_L251(t *testing.T) {
	tb := newGameOn(t, "Library")
	tb.enterCard("Monster", "Troll")
	tb.tapExact("8", 0) // Life 8
	tb.Tap("Save this Monster")
	tb.enterCard("Defence card", "Kite Shield")
	tb.Tap("Shield")
	tb.tapExact("4", 0)
	tb.Tap("Save this card")
	tb.enterCard("Weapon", "War Hammer")
	tb.Tap("Heavy")
	tb.tapExact("5", 0)
	tb.Tap("Save this Weapon")

	tb.open(twoPlayerStart(t))
	tb.Tap("Goblin (Ana) attacks")
	tb.Tap("1")
	tb.Tap("Monster")
	tb.Tap("Troll") // 2 players: in front of Ana, the only place (L565)
	st := tb.State()
	if m := st.Monsters[len(st.Monsters)-1]; m.Card.Name != "Troll" || m.Host != 0 || m.Life != 8 {
		t.Fatalf("L147: the Troll before Ana at its Life: %+v", m)
	}
	tb.Tap("Defence card")
	tb.Tap("Kite Shield")
	if d := tb.State().Players[1].Defence; len(d) != 1 || d[0].Card.Value != 4 {
		t.Fatalf("L113: the Kite Shield before Bo: %+v", d)
	}
	tb.Tap("Attack")
	tb.Tap("Library…")
	tb.Tap("War Hammer") // the library's cards are a list away
	tb.Tap("Ana")
	tb.tapExact("6", 0)
	tb.Tap("Confirm the attack")
	st = tb.State()
	if !st.Turn.Heavy || len(st.Monsters) != 1 || st.Players[0].Life != 14 {
		t.Fatalf("L255: the Heavy War Hammer (6 + 5) kills the Goblin before Bo (5) and carries 6 to Ana: %+v, Ana %d", st.Monsters, st.Players[0].Life)
	}
}

// TestLibrarySpellsAttackAndDefend_L321_L325_L369: an attack Spell typed
// once carries through Monsters like a Heavy (L325) and costs its
// Intelligence (L321); a Defence Spell takes the Spell slot and pays its
// cost, and one beyond the Intelligence left is refused in words.
func TestLibrarySpellsAttackAndDefend_L321_L325_L369(t *testing.T) {
	tb := newGameOn(t, "Spells")
	tb.enterCard("Spell", "Frost Ward")
	tb.Tap("Defends")
	tb.tapExact("1", 1) // costs 1 (after the bonus row)
	tb.tapExact("3", 2) // defence value 3
	tb.Tap("Save this Spell")
	tb.enterCard("Spell", "Fireball")
	tb.Tap("Fire")
	tb.tapExact("3", 0) // bonus 3
	tb.Tap("Save this Spell")

	tb.open(twoPlayerStart(t))
	tb.Tap("Goblin (Ana) attacks")
	tb.Tap("1")
	tb.Tap("Defence card")
	tb.Tap("Frost Ward")
	st := tb.State()
	if d := st.Players[1].Defence; len(d) != 1 || d[0].Card.Slot != legends.SpellSl || d[0].Card.Value != 3 || st.Turn.Intelligence != 0 {
		t.Fatalf("L369, L321: the Ward in the Spell slot for 1 Intelligence: %+v, %d left", d, st.Turn.Intelligence)
	}
	tb.Tap("Defence card")
	tb.Tap("Frost Ward")
	tb.refused("0 Intelligence left") // L321: a second Ward with none left
	tb.Tap("Attack")
	tb.Tap("Library…")
	tb.Tap("Fireball")
	tb.Tap("Ana")
	tb.tapExact("4", 0)
	tb.Tap("Confirm the attack")
	st = tb.State()
	if len(st.Monsters) != 0 || st.Players[0].Life != 18 {
		t.Fatalf("L325: 4 + 3 kills the Goblin (5) before Bo and carries 2 to Ana: %+v, Ana %d", st.Monsters, st.Players[0].Life)
	}
}

// TestLibraryTravelsToAnotherTable: the library a table typed is exported
// and read by another Tableside, every kind checked by the engine; a card
// with a field this version does not know is refused, naming the card.
func TestLibraryTravelsToAnotherTable(t *testing.T) {
	tb := newGameOn(t, "Export")
	tb.enterCard("Hero board", "Paladin")
	tb.Tap("Save this Hero")
	tb.enterCard("Weapon", "War Hammer")
	tb.Tap("Heavy")
	tb.Tap("Save this Weapon")
	var file bytes.Buffer
	if err := tb.S.Store().ExportLibrary(legends.Game{}.ID(), &file); err != nil {
		t.Fatal(err)
	}
	other := newTable(t, phone)
	plan, err := other.S.Store().ReadLibrary(legends.Game{}.ID(), bytes.NewReader(file.Bytes()))
	if err != nil || len(plan.New) != 2 {
		t.Fatalf("two new cards: %+v %v", plan, err)
	}
	bad := regexp.MustCompile(`"heavy": ?true`).ReplaceAll(file.Bytes(), []byte(`"heavy": true, "wings": 2`))
	if _, err := other.S.Store().ReadLibrary(legends.Game{}.ID(), bytes.NewReader(bad)); err == nil || !strings.Contains(err.Error(), "War Hammer") {
		t.Fatalf("an unknown field is refused, naming the card: %v", err)
	}
}

// TestEditorSaveSaysWhatItWaits (issue 24): each card's Save is greyed
// and says what it waits for, the name (and a Defence card's kind and
// value), and is ready once given; a Save that refused after the tap left
// players guessing.
func TestEditorSaveSaysWhatItWaits(t *testing.T) {
	tb := newTable(t, phone)
	c := tb.campaign("Library")
	for _, f := range []struct{ open, field, save, card string }{
		{"Enter a Hero board", "Hero's name", "Save this Hero", "Hero"},
		{"Enter a Monster", "Monster's name", "Save this Monster", "Monster"},
		{"Enter a Defence card", "Defence card's name", "Save this card", "Defence card"},
		{"Enter a Weapon", "Weapon's name", "Save this Weapon", "Weapon"},
		{"Enter a Spell", "Spell's name", "Save this Spell", "Spell"},
	} {
		tb.S.SetupGame(c)
		tb.Tap(f.open)
		if !tb.Button(f.save).Disabled() {
			t.Fatalf("%s: Save is ready with no name", f.card)
		}
		tb.See("Give the " + f.card + " a name first.")
		tb.TypeIn(f.field, "Test "+f.card)
		if f.card == "Defence card" {
			tb.See("Pick its kind first.")
			tb.Tap("Shield")
			tb.See("Pick its defence value first.")
			tb.tapExact("3", 0)
		}
		if tb.Button(f.save).Disabled() || strings.Contains(tb.Texts(), " first.") {
			t.Fatalf("%s: Save waits, or says it does, with all it needs", f.card)
		}
		tb.Tap(f.save)
		tb.See("New game: Library")
	}
}
