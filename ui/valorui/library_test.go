package valorui

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor"
	"tableside/ui/bookui/booktest"
	"tableside/ui/kit"
	"tableside/ui/uitest"
)

// cardsOf reads back every card of one kind from the library.
func cardsOf[T any](tb *table, kind string) []T {
	tb.T.Helper()
	cards, err := tb.S.Store().Cards(valor.Game{}.ID(), kind)
	if err != nil {
		tb.T.Fatal(err)
	}
	var out []T
	for _, c := range cards {
		var v T
		if err := json.Unmarshal(c.Data, &v); err != nil {
			tb.T.Fatalf("card %q: %v", c.Name, err)
		}
		out = append(out, v)
	}
	return out
}

// holdsOnly fails unless the library's cards of kind are one, want.
func holdsOnly[T any](tb *table, kind string, want T) {
	tb.T.Helper()
	if got := cardsOf[T](tb, kind); len(got) != 1 || !reflect.DeepEqual(got[0], want) {
		tb.T.Fatalf("library holds %+v\nwant one %+v", got, want)
	}
}

// tapTimes taps b n times, as a thumb stepping a die or a counter.
func tapTimes(b *widget.Button, n int) {
	for range n {
		test.Tap(b)
	}
}

// typeOnPad clears the open number pad, types digits and presses OK.
func typeOnPad(tb *table, digits string) { booktest.Pad(tb.Table, digits) }

// tapCheckBox taps, near the end of its line, the check box labelled
// label (the i-th such on screen): the whole line answers a finger.
func tapCheckBox(tb *table, label string, i int) { booktest.TapCheck(tb.Table, label, i) }

// checkBox is the i-th check box labelled label a player reaches.
func checkBox(tb *table, label string, i int) *kit.TallCheck {
	tb.T.Helper()
	return booktest.Check(tb.Table, label, i)
}

// rowanBoard is the Hero the rulebook's state example plays (docs/valor-state.md).
func rowanBoard() valor.HeroCard {
	return valor.HeroCard{
		Name: "Rowan", Health: 14, Actions: 3, MaxActions: 6,
		Rows: []valor.RowCard{
			{Kind: valor.RowMelee, Power: true, Slots: []valor.Die{valor.DieNovice, valor.DieNovice, valor.DieBlank}},
			{Kind: valor.RowRanged, Slots: []valor.Die{valor.DieNovice, valor.DieBlank, valor.DieBlank}},
			{Kind: valor.RowMagic, Slots: []valor.Die{valor.DieNovice, valor.DieBlank, valor.DieBlank}},
		},
		Treasures: [3]valor.TreasureKind{valor.TreasureOffense, valor.TreasureDefense, valor.TreasureItem},
		Abilities: []valor.Ability{valor.AbilityBeastWithin},
	}
}

// golemBoard is a Build-a-Boss insert: Health for 1 to 6 Heroes, a
// Corruption row, a row starting with a Plus-One (000 L215-218).
func golemBoard() valor.VillainCard {
	return valor.VillainCard{
		Name: "Golem", Health: []int{30, 40, 50, 60, 70, 80}, MaxHealth: 100, Actions: 2, MaxActions: 4,
		Rows: []valor.RowCard{
			{Kind: valor.RowMagic, Slots: []valor.Die{valor.DieNovice, valor.DieBlank, valor.DieBlank}, PlusOnes: 1},
			{Kind: valor.RowCorruption, Slots: []valor.Die{valor.DieNovice, valor.DieNovice, valor.DieBlank}},
			{Kind: valor.RowMelee, Slots: []valor.Die{valor.DieAdept, valor.DieAdept, valor.DieMaster}},
		},
	}
}

// heroLootCard is the printed 2 Hero Loot Stash (A) (000 L556-563).
func heroLootCard() valor.LootStashCard {
	return valor.LootStashCard{
		Name: "Hero Loot Stash 2 (A)", For: valor.LootHeroes, MinHeroes: 2, MaxHeroes: 2, Side: "A",
		Columns: []valor.LootColumn{{Bounty: 1, XP: 1}, {Bounty: 2, XP: 2, Roll: true}, {Bounty: 3, XP: 3}, {Bounty: 4, XP: 4}, {Bounty: 6, XP: 5}, {Bounty: 8, XP: 6}},
	}
}

// villainLootCard is the Villain Loot Stash 3-6 (A) (000 L834-840).
func villainLootCard() valor.LootStashCard {
	return valor.LootStashCard{
		Name: "Villain Loot Stash 3-6 (A)", For: valor.LootVillain, MinHeroes: 3, MaxHeroes: 6, Side: "A",
		Columns: []valor.LootColumn{{Bounty: 0, XP: 2, Health: 5}, {Bounty: 1, XP: 3, Health: 5}, {Bounty: 3, XP: 4, Health: 10}, {Bounty: 4, XP: 5, Health: 10}, {Bounty: 6, XP: 6}, {Bounty: 7, XP: 8}},
	}
}

func swordCard() valor.TreasureCard {
	return valor.TreasureCard{Name: "Sword", Kind: valor.TreasureOffense, Bounty: 2, Row: valor.RowMelee}
}

func TestVlibHeroEnteredByTapping(t *testing.T) {
	tb := newTable(t, phone)
	done := 0
	e := openHeroEditor(tb.S, valor.HeroCard{}, func() { done++ })
	tb.TypeIn("Hero's name", "Rowan")
	// The Health is typed on the keyboard, as the name was; what is not a
	// number in range is said and left unset.
	tb.See("Health (top of the bar)")
	uitest.TypeInto(&tb.numberField("Health, as printed").Entry, "140")
	tb.See("Type a number from 1 to 60.")
	if e.card.Health != 0 {
		t.Fatalf("Health 140 of 60 kept as %d", e.card.Health)
	}
	uitest.TypeInto(&tb.numberField("Health, as printed").Entry, "14")
	test.Tap(e.actions.Key(3)) // a small number is one tap on its value
	test.Tap(e.maxActions.Key(6))
	for range 3 {
		tb.Tap("No die")
	}
	// Melee, a Power Action: Novice Novice Blank.
	test.Tap(tb.Buttons("Melee")[0])
	tapCheckBox(tb, "Power Action", 0)
	test.Tap(e.rows.ui[0].slots[0])
	test.Tap(e.rows.ui[0].slots[1])
	// Ranged and Magic: Novice Blank Blank.
	test.Tap(tb.Buttons("Ranged")[1])
	test.Tap(e.rows.ui[1].slots[0])
	test.Tap(tb.Buttons("Magic")[2])
	test.Tap(e.rows.ui[2].slots[0])
	test.Tap(tb.Buttons("Offense")[0])
	test.Tap(tb.Buttons("Defense")[1])
	test.Tap(tb.Buttons("Item")[2])
	// Rowan's printed ability (000 L1241) ticked itself with the name.
	if !checkBox(tb, "Beast Within", 0).Checked() {
		t.Fatal("Beast Within is not ticked for Rowan")
	}
	tb.See("applied by the app") // Dwarven Ire
	tb.See("reminder")           // Beast Within
	tb.Tap("Save this Hero")

	if done != 1 {
		t.Fatalf("done called %d times, want 1", done)
	}
	holdsOnly(tb, valor.LibraryHero, rowanBoard())
}

func TestVlibHeroDiceCycleAndSlots(t *testing.T) {
	tb := newTable(t, phone)
	e := openHeroEditor(tb.S, valor.HeroCard{}, func() {})
	tb.Tap("No die")
	r := e.rows.ui[0]
	for _, want := range []string{"Novice", "Adept", "Master", "Blank"} {
		test.Tap(r.slots[2])
		if r.slots[2].Text != want {
			t.Fatalf("slot shows %q, want %q", r.slots[2].Text, want)
		}
	}
	test.Tap(r.addSlot)
	test.Tap(r.slots[3])
	if got := e.rows.rows[0].Slots; len(got) != 4 || got[3] != valor.DieNovice {
		t.Fatalf("slots %v", got)
	}
	for range 3 {
		test.Tap(r.dropSlot)
	}
	if got := e.rows.rows[0].Slots; len(got) != 1 || !r.dropSlot.Disabled() {
		t.Fatalf("slots %v; a row keeps at least one (disabled %v)", got, r.dropSlot.Disabled())
	}
	tb.Tap("No die")
	test.Tap(e.rows.ui[0].remove)
	if len(e.rows.rows) != 1 || len(e.rows.rows[0].Slots) != 3 {
		t.Fatalf("after removing row 1: %+v", e.rows.rows)
	}
	// Corruption is the Villain's only (001 L340).
	if len(tb.Buttons("Corruption")) != 0 {
		t.Fatal("a Hero board offers a Corruption row")
	}
}

func TestVlibHeroRefusals(t *testing.T) {
	tb := newTable(t, phone)
	done := 0
	for _, c := range []struct {
		name  string
		card  valor.HeroCard
		setup func(e *heroEditor)
		want  string
	}{
		{"nothing entered yet", valor.HeroCard{}, nil, "The Hero's name is empty"},
		{"no rows", func() valor.HeroCard { c := rowanBoard(); c.Rows = nil; return c }(), nil, "0 action rows"},
		{"no name", rowanBoard(), func(*heroEditor) { tb.TypeIn("Hero's name", "  ") }, "name is empty"},
		{"a slot without a type", func() valor.HeroCard { c := rowanBoard(); c.Treasures[1] = ""; return c }(), nil, "middle Treasure slot has no type"},
		{"One-Ton Sledge with one Melee row", rowanBoard(), func(*heroEditor) { tapCheckBox(tb, "One-Ton Sledge", 0) }, "needs 2 Melee rows"},
	} {
		e := openHeroEditor(tb.S, c.card, func() { done++ })
		if c.setup != nil {
			c.setup(e)
		}
		tb.Tap("Save this Hero")
		if !strings.Contains(tb.S.LastMessage(), c.want) {
			t.Errorf("%s: message %q, want %q", c.name, tb.S.LastMessage(), c.want)
		}
		tb.See("Not saved yet")
		tb.Dismiss()
	}
	if done != 0 || len(cardsOf[valor.HeroCard](tb, valor.LibraryHero)) != 0 {
		t.Fatalf("a refused board was saved (done %d)", done)
	}
}

func TestVlibHeroCorrected(t *testing.T) {
	tb := newTable(t, phone)
	tb.saveValor(valor.LibraryHero, "Rowan", rowanBoard())
	e := openHeroEditor(tb.S, rowanBoard(), func() {})
	tb.See("Hero board: Rowan")
	if got := tb.numberField("Health, as printed").Text; got != "14" {
		t.Fatalf("the board's Health shows %q, want 14", got)
	}
	uitest.TypeInto(&tb.numberField("Health, as printed").Entry, "15")
	test.Tap(e.rows.ui[2].slots[1]) // Magic: Novice Novice Blank
	tb.Tap("Save this Hero")
	want := rowanBoard()
	want.Health = 15
	want.Rows[2].Slots[1] = valor.DieNovice
	holdsOnly(tb, valor.LibraryHero, want)

	// A typo in the name is corrected, not copied.
	typo := rowanBoard()
	typo.Name = "Rowna"
	tb.saveValor(valor.LibraryHero, typo.Name, typo)
	openHeroEditor(tb.S, typo, func() {})
	tb.TypeIn("Hero's name", "Rowen")
	tb.Tap("Save this Hero")
	cards, _ := tb.S.Store().Cards("valor", valor.LibraryHero)
	if len(cards) != 2 || cards[0].Name != "Rowan" || cards[1].Name != "Rowen" {
		t.Fatalf("library: %+v", cards)
	}
	// Renaming onto another card is refused, and neither changes.
	openHeroEditor(tb.S, cardsOf[valor.HeroCard](tb, valor.LibraryHero)[1], func() {})
	tb.TypeIn("Hero's name", "Rowan")
	uitest.TypeInto(&tb.numberField("Health, as printed").Entry, "15")
	tb.Tap("Save this Hero")
	if !strings.Contains(tb.S.LastMessage(), "already a card called") {
		t.Fatalf("message %q", tb.S.LastMessage())
	}
	if got := cardsOf[valor.HeroCard](tb, valor.LibraryHero); len(got) != 2 || got[0].Health != 15 || got[1].Health != 14 {
		t.Fatalf("library: %+v", got)
	}
}

func TestVlibBackSavesNothing(t *testing.T) {
	tb := newTable(t, phone)
	done := 0
	back := func() { done++ }
	openHeroEditor(tb.S, rowanBoard(), back)
	tb.Tap("Back")
	openVillainEditor(tb.S, golemBoard(), 0, back)
	tb.Tap("Back")
	openLootEditor(tb.S, heroLootCard(), back)
	tb.Tap("Back")
	openTreasureEditor(tb.S, swordCard(), back)
	tb.Tap("Back")
	cards, _ := tb.S.Store().Cards("valor", valor.LibraryHero)
	if done != 4 || len(cards) != 0 {
		t.Fatalf("done %d, cards %v", done, cards)
	}
}

func TestVlibVillainEnteredByTapping(t *testing.T) {
	tb := newTable(t, phone)
	done := 0
	e := openVillainEditor(tb.S, valor.VillainCard{}, 0, func() { done++ })
	tb.TypeIn("Villain's name", "Golem")
	// One tap opens the pad for 1 Hero; each number typed opens the
	// next count's, then the top of the bar's.
	tb.Tap(heroesWords(1) + ":")
	for _, h := range []string{"30", "40", "50", "60", "70", "80"} {
		tb.Keys(h)
	}
	tb.See("6 Heroes: 80")
	// The last count puts the keyboard in the top of the bar's field.
	top := tb.numberField("Top of the bar, as printed")
	if tb.Win.Canvas().Focused() != fyne.Focusable(top) {
		t.Fatal("the top of the bar is not asked after the last count")
	}
	uitest.TypeInto(&top.Entry, "100")
	test.Tap(e.maxActions.Key(4))
	test.Tap(e.actions.Key(2))
	for range 3 {
		tb.Tap("No die")
	}
	test.Tap(tb.Buttons("Magic")[0])
	test.Tap(e.rows.ui[0].slots[0])
	test.Tap(e.rows.ui[0].plusOnes.Key(1))
	test.Tap(tb.Buttons("Corruption")[1])
	tapTimes(e.rows.ui[1].slots[0], 1)
	tapTimes(e.rows.ui[1].slots[1], 1)
	test.Tap(tb.Buttons("Melee")[2])
	tapTimes(e.rows.ui[2].slots[0], 2)
	tapTimes(e.rows.ui[2].slots[1], 2)
	tapTimes(e.rows.ui[2].slots[2], 3)
	tb.Tap("Save this Villain")
	if done != 1 {
		t.Fatalf("not saved: %q", tb.S.LastMessage())
	}
	holdsOnly(tb, valor.LibraryVillain, golemBoard())
}

func TestVlibVillainHeroCounts(t *testing.T) {
	tb := newTable(t, phone)
	// Minions of Mordak plays 1 to 5 Heroes: the 6th is not printed.
	mordak := golemBoard()
	mordak.Name = "Mordak"
	mordak.Health = mordak.Health[:5]
	openVillainEditor(tb.S, mordak, 0, func() {})
	tb.See("6 Heroes: not entered")
	tb.Tap("Save this Villain")
	holdsOnly(tb, valor.LibraryVillain, mordak)

	// Health above the top of the bar is refused.
	openVillainEditor(tb.S, mordak, 0, func() { t.Fatal("saved") })
	tb.Tap("3 Heroes")
	typeOnPad(tb, "150")
	tb.Tap("Save this Villain")
	if !strings.Contains(tb.S.LastMessage(), "top of the bar (100)") {
		t.Fatalf("message %q", tb.S.LastMessage())
	}
	if got := cardsOf[valor.VillainCard](tb, valor.LibraryVillain); !reflect.DeepEqual(got[0], mordak) {
		t.Fatalf("library changed: %+v", got)
	}
	tb.Dismiss()

	// A count in the middle may wait for a game that plays with it
	// (valor.AddHeroCmd.VillainHealth asks it then).
	tb.Tap("3 Heroes")
	typeOnPad(tb, "0")
	tb.See("3 Heroes: not entered")
	mordak.Health[2] = 0
	saved := 0
	openVillainEditor(tb.S, mordak, 0, func() { saved++ })
	tb.Tap("Save this Villain")
	if got := cardsOf[valor.VillainCard](tb, valor.LibraryVillain); saved != 1 || !reflect.DeepEqual(got[0], mordak) {
		t.Fatalf("saved %d, library: %+v", saved, got)
	}
}

// From a setup for 2 Heroes, the editor asks that count's Health and then
// the top of the bar, a pad after the other: the rest can wait.
func TestVlibVillainHealthForTheSetup(t *testing.T) {
	tb := newTable(t, phone)
	e := openVillainEditor(tb.S, valor.VillainCard{}, 2, func() {})
	tb.See("Type the Health marked for 2 Heroes")
	// The name's Enter goes on to that count's Health, typed on the
	// keyboard already up, whose Enter goes on to the top of the bar.
	name := tb.Entries("Villain's name")[0]
	name.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	count := tb.numberField("Health, as printed")
	if tb.Win.Canvas().Focused() != fyne.Focusable(count) {
		t.Fatal("the name's Enter did not go on to the Health for 2 Heroes")
	}
	uitest.TypeInto(&count.Entry, "50")
	tb.See("2 Heroes: 50")
	count.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	top := tb.numberField("Top of the bar, as printed")
	if tb.Win.Canvas().Focused() != fyne.Focusable(top) {
		t.Fatal("the Health's Enter did not go on to the top of the bar")
	}
	tb.See("Top of the Health bar")
	uitest.TypeInto(&top.Entry, "100")
	if c := e.villainCard(); !slices.Equal(c.Health, []int{0, 50}) || c.MaxHealth != 100 {
		t.Fatalf("Health %v, top %d", c.Health, c.MaxHealth)
	}
	// A new board's Action Points show nothing lit, and are asked for.
	if k := e.actions.Key(0); k.Importance == widget.HighImportance {
		t.Fatal("a new board shows 0 Action Points as entered")
	}
	tb.TypeIn("Villain's name", "Golem")
	tb.Tap("Save this Villain")
	if !strings.Contains(tb.S.LastMessage(), "Set its Action Points at the start") {
		t.Fatalf("message %q", tb.S.LastMessage())
	}
}

func TestVlibVillainCorrected(t *testing.T) {
	tb := newTable(t, phone)
	tb.saveValor(valor.LibraryVillain, "Golem", golemBoard())
	e := openVillainEditor(tb.S, golemBoard(), 0, func() {})
	test.Tap(e.rows.ui[1].plusOnes.Key(1))
	test.Tap(e.rows.ui[0].remove)
	tb.Tap("Save this Villain")
	want := golemBoard()
	want.Rows[1].PlusOnes = 1
	want.Rows = want.Rows[1:]
	holdsOnly(tb, valor.LibraryVillain, want)
}

func TestVlibLootStashEnteredByTapping(t *testing.T) {
	tb := newTable(t, phone)
	done := 0
	e := openLootEditor(tb.S, valor.LootStashCard{}, func() { done++ })
	tb.See("highest column whose Bounty is reached")
	tb.TypeIn("Loot Stash card's name", "Hero Loot Stash 2 (A)")
	tb.Tap("Heroes")
	test.Tap(e.minHeroes.Key(2)) // the top follows: 2 to 2
	want := heroLootCard()
	for i, col := range want.Columns {
		// The next column waits: its Bounty tapped adds it. Small
		// printed numbers: a tap each.
		test.Tap(numberKeyNth(tb, "Bounty at least", i, col.Bounty))
		c := e.cols[i]
		test.Tap(c.xp.Key(col.XP))
		if col.Roll {
			tapCheckBox(tb, "(A) mark: a Novice die too", i)
		}
	}
	tb.See("(A) mark")
	tb.Tap("Save this Loot Stash card")
	if done != 1 {
		t.Fatalf("not saved: %q", tb.S.LastMessage())
	}
	holdsOnly(tb, valor.LibraryLootStash, want)
}

func TestVlibVillainLootStash(t *testing.T) {
	tb := newTable(t, phone)
	e := openLootEditor(tb.S, valor.LootStashCard{}, func() {})
	tb.TypeIn("Loot Stash card's name", "Villain Loot Stash 3-6 (B)")
	tb.Tap("Villain")
	test.Tap(e.maxHeroes.Key(6))
	test.Tap(e.minHeroes.Key(3))
	tb.Tap("Side B")
	for i, b := range []int{3, 6, 9} {
		test.Tap(numberKeyNth(tb, "Bounty at least", i, b))
		test.Tap(e.cols[i].souls.Key(i + 1))
	}
	if strings.Contains(tb.Texts(), "(A) mark: a Novice die too") {
		t.Fatal("a Villain card offers the (A) mark")
	}
	tb.Tap("Save this Loot Stash card")
	want := valor.LootStashCard{Name: "Villain Loot Stash 3-6 (B)", For: valor.LootVillain, MinHeroes: 3, MaxHeroes: 6, Side: "B",
		Columns: []valor.LootColumn{{Bounty: 3, Souls: 1}, {Bounty: 6, Souls: 2}, {Bounty: 9, Souls: 3}}}
	holdsOnly(tb, valor.LibraryLootStash, want)
}

func TestVlibLootStashRefusals(t *testing.T) {
	tb := newTable(t, phone)
	noCols := heroLootCard()
	noCols.Columns = nil
	openLootEditor(tb.S, noCols, func() { t.Fatal("saved") })
	tb.Tap("Save this Loot Stash card")
	tb.See("Not saved yet")
	if !strings.Contains(tb.S.LastMessage(), "0 columns") {
		t.Fatalf("message %q", tb.S.LastMessage())
	}
	tb.Dismiss()

	// Columns that do not rise.
	e := openLootEditor(tb.S, heroLootCard(), func() { t.Fatal("saved") })
	test.Tap(e.cols[2].bounty.Key(2))
	tb.Tap("Save this Loot Stash card")
	if !strings.Contains(tb.S.LastMessage(), "column 3 needs Bounty 2") {
		t.Fatalf("message %q", tb.S.LastMessage())
	}
	tb.Dismiss()

	// Whose card it is must be chosen.
	openLootEditor(tb.S, valor.LootStashCard{Name: "X", MinHeroes: 1, MaxHeroes: 1, Columns: []valor.LootColumn{{Bounty: 1}}}, func() { t.Fatal("saved") })
	tb.See("Choose whose Stash it is first")
	tb.Tap("Save this Loot Stash card")
	if !strings.Contains(tb.S.LastMessage(), "Heroes or Villain") {
		t.Fatalf("message %q", tb.S.LastMessage())
	}
	if n := len(cardsOf[valor.LootStashCard](tb, valor.LibraryLootStash)); n != 0 {
		t.Fatalf("%d cards saved", n)
	}
}

func TestVlibLootStashCorrected(t *testing.T) {
	tb := newTable(t, phone)
	tb.saveValor(valor.LibraryLootStash, villainLootCard().Name, villainLootCard())
	e := openLootEditor(tb.S, villainLootCard(), func() {})
	test.Tap(e.cols[5].remove)
	test.Tap(e.cols[4].health.Key(1))
	// Switching to a Hero card and back keeps what only a Villain card has.
	tb.Tap("Heroes")
	tb.Tap("Villain")
	tb.Tap("Save this Loot Stash card")
	want := villainLootCard()
	want.Columns = want.Columns[:5]
	want.Columns[4].Health = 1
	holdsOnly(tb, valor.LibraryLootStash, want)
}

func TestVlibTreasure(t *testing.T) {
	tb := newTable(t, phone)
	done := 0
	e := openTreasureEditor(tb.S, valor.TreasureCard{}, func() { done++ })
	tb.Tap("Save this Treasure")
	if !strings.Contains(tb.S.LastMessage(), "Type the Treasure's name") {
		t.Fatalf("message %q", tb.S.LastMessage())
	}
	tb.Dismiss()
	tb.TypeIn("Treasure's name", "Sword")
	tb.Tap("Save this Treasure")
	if !strings.Contains(tb.S.LastMessage(), "Offense, Defense or Item") {
		t.Fatalf("message %q", tb.S.LastMessage())
	}
	tb.Dismiss()
	if len(tb.Buttons("Melee")) != 0 {
		t.Fatal("the Action type shows before the Treasure is Offense")
	}
	tb.Tap("Offense")
	tb.Tap("Melee")
	test.Tap(e.bounty.Key(2))
	tb.Tap("Save this Treasure")
	got := cardsOf[valor.TreasureCard](tb, valor.LibraryTreasure)
	if done != 1 || len(got) != 1 || !reflect.DeepEqual(got[0], swordCard()) {
		t.Fatalf("library holds %+v (done %d)", got, done)
	}

	// Corrected into a Defense Treasure: it has no Action type.
	e = openTreasureEditor(tb.S, swordCard(), func() { done++ })
	tb.Tap("Defense")
	test.Tap(e.bounty.Key(1))
	tb.Tap("Save this Treasure")
	want := valor.TreasureCard{Name: "Sword", Kind: valor.TreasureDefense, Bounty: 1}
	holdsOnly(tb, valor.LibraryTreasure, want)
}

// TestVlibEditorsRender draws every editor filled in, at phone and tablet
// size, on a window tall enough to show the whole form, and on a phone
// with the largest text. With
// TABLESIDE_SCREENS=dir the PNGs are written there.
func TestVlibEditorsRender(t *testing.T) {
	long := "The Duchess of the Drowned Crypt and Her Hounds"
	for _, sz := range []struct {
		name, text string
		size       fyne.Size
	}{
		{"phone", "normal", phone},
		{"tablet", "normal", tablet},
		{"phone-full", "normal", fyne.NewSize(400, 3400)},
		// The largest text a player can choose must still fit a phone.
		{"phone-huge", "huge", phone},
	} {
		t.Run(sz.name, func(t *testing.T) {
			tb := newTable(t, sz.size)
			tb.TextSize(sz.text)
			hero := rowanBoard()
			hero.Name = long
			hero.Abilities = []valor.Ability{valor.AbilityDwarvenIre, valor.AbilityBeastWithin}
			hero.Rows[0].Slots = append(hero.Rows[0].Slots, valor.DieAdept, valor.DieMaster, valor.DieBlank, valor.DieBlank, valor.DieBlank)
			showHeroEditor(tb.S, hero, func() {})
			tb.TouchCheck("hero editor")
			tb.Shot(sz.name + "-valor-hero-editor")
			test.Tap(tb.Button("0")) // the number pad over the form: the Spells'
			tb.Shot(sz.name + "-valor-hero-numberpad")
			tb.Tap("Cancel")

			showHeroEditor(tb.S, valor.HeroCard{}, func() {})
			tb.Tap("No die")
			tb.Shot(sz.name + "-valor-hero-new")

			v := golemBoard()
			v.Health = v.Health[:5]
			v.Name = long
			v.Abilities = []valor.Ability{valor.AbilitySchemyMeddling}
			showValorVillainEditor(tb.S, v, func() {})
			tb.TouchCheck("villain editor")
			tb.Shot(sz.name + "-valor-villain-editor")

			showLootStashEditor(tb.S, heroLootCard(), func() {})
			tb.TouchCheck("hero loot editor")
			tb.Shot(sz.name + "-valor-loot-heroes")
			showLootStashEditor(tb.S, villainLootCard(), func() {})
			tb.TouchCheck("villain loot editor")
			tb.Shot(sz.name + "-valor-loot-villain")
			showLootStashEditor(tb.S, valor.LootStashCard{}, func() {})
			tb.Shot(sz.name + "-valor-loot-new")

			showTreasureEditor(tb.S, swordCard(), func() {})
			tb.TouchCheck("treasure editor")
			tb.Shot(sz.name + "-valor-treasure-editor")
			showTreasureEditor(tb.S, valor.TreasureCard{Name: long, Bounty: 1}, func() {})
			tb.Tap("Save this Treasure")
			tb.See("Not saved yet")
			tb.Shot(sz.name + "-valor-treasure-refused")
		})
	}
}

// TestVlibDiceAsPrinted (issue 14): a row's dice are a tap each, left to
// right, into the first blank slot; past the last slot a new one is added.
func TestVlibDiceAsPrinted(t *testing.T) {
	tb := newTable(t, phone)
	e := openVillainEditor(tb.S, valor.VillainCard{}, 0, func() {})
	tb.Tap("No die")
	for _, b := range []int{1, 1, 2, 0} { // Adept, Adept, Master, then a Novice past the three slots
		test.Tap(e.rows.ui[0].fill[b])
	}
	want := []valor.Die{valor.DieAdept, valor.DieAdept, valor.DieMaster, valor.DieNovice}
	if got := e.rows.rows[0].Slots; !slices.Equal(got, want) {
		t.Fatalf("slots %v, want %v", got, want)
	}
	test.Tap(e.rows.ui[0].slots[3]) // a tap on a slot still steps it
	if got := e.rows.rows[0].Slots[3]; got != valor.DieAdept {
		t.Fatalf("the stepped slot shows %v", got)
	}
}

// TestVlibPrintedAbilityFollowsTheName: a new Hero board ticks the ability
// the rulebooks print under the name typed (000 L1241 Rowan, 001 L695
// Bjorn), unticks it when the name changes, and leaves alone one the
// player touched.
func TestVlibPrintedAbilityFollowsTheName(t *testing.T) {
	tb := newTable(t, phone)
	openHeroEditor(tb.S, valor.HeroCard{}, func() {})
	name := tb.Entries("Hero's name")[0]
	ticked := func(title string) bool { return checkBox(tb, title, 0).Checked() }
	uitest.TypeInto(name, "Rowan")
	if !ticked("Beast Within") {
		t.Fatal("Rowan: Beast Within not ticked")
	}
	uitest.TypeInto(name, "Bjorn")
	if ticked("Beast Within") || !ticked("Dwarven Ire") {
		t.Fatal("Bjorn: Beast Within left ticked, or Dwarven Ire not ticked")
	}
	tapCheckBox(tb, "Dwarven Ire", 0) // the player's now: unticked
	uitest.TypeInto(name, "Bjorn the Bold")
	uitest.TypeInto(name, "Bjorn")
	if ticked("Dwarven Ire") {
		t.Fatal("the app ticked again what the player unticked")
	}
}

// TestEditorWords: each card editor's heading names its kind as the
// library file does (cardKindTitle), new or corrected, and the Minion
// editor's combat rows are the rows' own names (valor.RowKind.Title).
func TestEditorWords(t *testing.T) {
	for _, c := range []struct{ kind, name, want string }{
		{valor.LibraryHero, "", "A new Hero board"},
		{valor.LibraryVillain, "Golem", "Villain board: Golem"},
		{valor.LibraryLootStash, "", "A new Loot Stash card"},
		{valor.LibraryTreasure, "Lucky Charm", "Treasure: Lucky Charm"},
		{valor.LibraryMinion, "", "A new Minion card"},
	} {
		if got := editorTitle(c.kind, c.name); got != c.want {
			t.Errorf("editorTitle(%q, %q) = %q, want %q", c.kind, c.name, got, c.want)
		}
	}
	if got, want := strings.Join(attackTitles, ", "), "Melee, Ranged, Both"; got != want {
		t.Errorf("the Minion editor offers combat rows %q, want %q", got, want)
	}
}
