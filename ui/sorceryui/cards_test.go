package sorceryui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"tableside/tracker/sorcery"
	"tableside/ui/kit"
)

// TestMoreCardEditors types an Enemy Power card, a Companion, an item and
// a Hero's Soul Gem from the setup screen; the library keeps them as the
// engine checked them, and a Gem that is no list of numbers is refused
// in words.
func TestMoreCardEditors(t *testing.T) {
	tb := fridaySetup(t)
	tb.Tap("Enter an Enemy Power card")
	tb.TypeIn("Power's name", "Frenzy")
	tb.Tap("Combat")
	tb.Tap("Save this power")
	tb.Tap("Enter a Companion")
	tb.TypeIn("Companion's name", "Dharma")
	tb.Tap("6") // HP
	tb.Tap("Save this Companion")
	tb.Tap("Enter an item")
	tb.TypeIn("Item's name", "Amulet")
	tb.Tap("Artifact")
	tapButton(t, tb.Buttons("3")[2]) // Charges: the rows are weight, Soulrank, charges
	tb.Tap("Save this item")
	tb.See("1 Enemy Power card, 1 Companion, 1 item in the library.")
	if p := cards[sorcery.EnemyPower](tb.S, sorcery.EnemyPowerKind); len(p) != 1 || p[0].Type != "combat" {
		t.Fatalf("%+v", p)
	}
	if c := cards[sorcery.Companion](tb.S, sorcery.CompanionKind); len(c) != 1 || c[0].MaxHP != 6 {
		t.Fatalf("%+v", c)
	}
	if it := cards[sorcery.Item](tb.S, sorcery.ItemKind); len(it) != 1 || it[0].Charges != 3 || it[0].Slot != sorcery.Artifact {
		t.Fatalf("%+v", it)
	}
	tb.enterHero("Robin")
	tb.Tap("Dexterity")
	tb.TypeIn("Soul Gem HP, Soulrank I first: 8 9 10", "7 nine")
	tb.Tap("Save this Hero")
	tb.See("Not saved yet")
	tb.Dismiss()
	tb.TypeIn("Soul Gem HP, Soulrank I first: 8 9 10", "7 9 11")
	tb.Tap("Save this Hero")
	if h := cards[sorcery.Hero](tb.S, sorcery.HeroKind); len(h) != 1 || h[0].MaxHP != 7 || len(h[0].Gem) != 3 {
		t.Fatalf("%+v", h)
	}
}

// TestHeroCarriesItems gives Artemis an artifact from the library on her
// board, spends a charge, and undoes it (L3940-3954).
func TestHeroCarriesItems(t *testing.T) {
	tb := libraryTable(t)
	tb.save(sorcery.ItemKind, "Amulet", sorcery.Item{Name: "Amulet", Slot: sorcery.Artifact, Charges: 2})
	tb.quest(true, "Artemis", "Jeanne")
	tb.Tap("Artemis ·")
	tb.giveItem("Amulet", "Equipped")
	tb.See("Amulet (artifact, equipped): 2 of 2 charges")
	tb.Tap("Spend a charge")
	if it := tb.State().Heroes[0].Items; len(it) != 1 || it[0].Left != 1 {
		t.Fatalf("%+v", it)
	}
	tb.S.Current().Undo()
	if it := tb.State().Heroes[0].Items; it[0].Left != 2 {
		t.Fatalf("undo left %+v", it)
	}
}

// TestRosterDrawsEnemyPowers: an Enemy placed with a power icon is owed a
// card; one tap on its roster card has the app draw it from the library
// (L6024-6046).
func TestRosterDrawsEnemyPowers(t *testing.T) {
	tb := newTable(t, phone)
	for _, p := range []sorcery.EnemyPower{{Name: "Frenzy", Type: "combat"}, {Name: "Thick Hide", Type: "passive"}} {
		tb.save(sorcery.EnemyPowerKind, p.Name, p)
	}
	sp := giantSpider()
	sp.PowerIcons = 1
	st := exampleTable(sorcery.Enemy{Card: sp, Copy: 1, PowersDue: 1})
	tb.start(st)
	tb.Tap("Draw 1 Enemy Power")
	e := tb.State().Enemies[0]
	if len(e.Powers) != 1 || e.PowersDue != 0 {
		t.Fatalf("%+v", e)
	}
	tb.See(e.Powers[0].Name)
}

// TestCompanionJoinsAndIsWounded puts Dharma from the library beside
// Artemis and wounds it from the table (L5451-5455).
func TestCompanionJoinsAndIsWounded(t *testing.T) {
	tb := libraryTable(t)
	tb.save(sorcery.CompanionKind, "Dharma", sorcery.Companion{Name: "Dharma", MaxHP: 6, HeroCount: 1, Summoned: true})
	tb.quest(true, "Artemis", "Jeanne")
	tb.Tap("A Companion joins")
	tb.Tap("Dharma")
	tb.Tap("Artemis")
	tb.See("Dharma (Artemis's) · 6/6 HP")
	tapButton(t, tb.Buttons("Wound")[0]) // Dharma's, above the roster's
	tb.Keys("2")
	if c := tb.State().Companions; len(c) != 1 || c[0].Wounds != 2 {
		t.Fatalf("%+v", c)
	}
}

// TestSoulGemOnTheBoard types a whole Soul Gem in the Hero editor (HP,
// powers with a Talent's star, Combat and Action activities, L2261-2271),
// has a short list refused in words, and shows the row of the Hero's
// Soulrank on their board.
func TestSoulGemOnTheBoard(t *testing.T) {
	tb := libraryTable(t)
	tb.newQuest("Friday")
	tb.enterHero("Robin")
	tb.Tap("Dexterity")
	tb.TypeIn("Soul Gem HP, Soulrank I first: 8 9 10", "7 9 11")
	tb.TypeIn("Powers, * for a Talent: 2 2* 3", "2 2*")
	tb.Tap("Save this Hero")
	tb.See("The Soul Gem has HP for 3 Soulranks but powers for 2: type one for each Soulrank")
	tb.Dismiss()
	if h := cards[sorcery.Hero](tb.S, sorcery.HeroKind); len(h) != 4 {
		t.Fatalf("a refused Hero was saved: %+v", h)
	}
	tb.TypeIn("Powers, * for a Talent: 2 2* 3", "2 2* 3")
	tb.TypeIn("Combat activities: 1 1 2", "1 1 2")
	tb.TypeIn("Action activities: 2 2 2", "2 2 2")
	tb.Tap("Save this Hero")
	h := cards[sorcery.Hero](tb.S, sorcery.HeroKind)
	robin := h[slices.IndexFunc(h, func(h sorcery.Hero) bool { return h.Name == "Robin" })]
	if len(h) != 5 || len(robin.Gem) != 3 || robin.Gem[1] != (sorcery.GemRank{HP: 9, Powers: 2, Talents: 1, Combat: 1, Actions: 2}) {
		t.Fatalf("%+v", h)
	}
	tb.startWith("Robin", "Jeanne")
	tb.Tap("Robin ·")
	tb.See("Soul Gem: 7 HP · 2 powers · 1 Combat · 2 Actions")
}

// TestWeaponHands enters a two-handed weapon in the item editor, equips
// it, and has a second weapon in the other hand refused in words with
// nothing changed (L3472-3480); an either-hand weapon asks which hand
// (L3495-3497) and may still be carried.
func TestWeaponHands(t *testing.T) {
	tb := libraryTable(t)
	tb.save(sorcery.ItemKind, "Dagger", sorcery.Item{Name: "Dagger", Slot: sorcery.Secondary, Hands: sorcery.EitherHand})
	tb.newQuest("Friday")
	tb.Tap("Enter an item")
	tb.TypeIn("Item's name", "Greatsword")
	tb.Tap("Primary hand")
	tb.Tap("Two hands")
	tb.Tap("Save this item")
	if it := cards[sorcery.Item](tb.S, sorcery.ItemKind); len(it) != 2 || it[1].Hands != sorcery.TwoHanded {
		t.Fatalf("%+v", it)
	}
	tb.startWith("Artemis", "Jeanne")
	tb.Tap("Artemis ·")
	tb.giveItem("Greatsword", "Equipped")
	tb.See("Greatsword (two-handed, primary, equipped) · both hands")
	tb.giveItem("Dagger", "Second hand")
	tb.See("Artemis holds the Greatsword in both hands: no second weapon while it is equipped. Carry the Dagger, or drop the Greatsword first")
	tb.Dismiss()
	if it := tb.State().Heroes[0].Items; len(it) != 1 {
		t.Fatalf("a refusal changed the items: %+v", it)
	}
	tb.giveItem("Dagger", "Carried")
	tb.See("Dagger (either hand, secondary, carried)")

	// Reorganize (L2502-2505): the Dagger to a hand puts the Greatsword,
	// which takes both, in the inventory, and the app says so.
	tb.Tap("To the second hand")
	tb.See("Artemis equips the Dagger in the second hand; the Greatsword goes to the inventory.")
	tb.See("Greatsword (two-handed, primary, carried)")
	tb.See("Dagger (either hand, secondary, equipped)")
	// Exchange (L2490-2500): Jeanne's hands are empty, so she may equip
	// the Dagger at once, in either.
	tapButton(t, tb.Buttons("Pass to")[1])
	tb.Tap("Jeanne")
	tb.Tap("Equipped in the primary hand")
	st := tb.State()
	if len(st.Heroes[0].Items) != 1 || len(st.Heroes[1].Items) != 1 || !st.Heroes[1].Items[0].Equipped || st.Heroes[1].Items[0].Slot != sorcery.Primary {
		t.Fatalf("after the pass: %+v / %+v", st.Heroes[0].Items, st.Heroes[1].Items)
	}
	tb.S.Current().Undo()
	if st := tb.State(); len(st.Heroes[0].Items) != 2 || len(st.Heroes[1].Items) != 0 {
		t.Fatalf("undo left %+v / %+v", st.Heroes[0].Items, st.Heroes[1].Items)
	}
	tb.Tap("To the inventory")
	tb.See("Artemis puts the Dagger in the inventory.")
}

// TestItemCapacity003L2205 types a Hero card's Item Capacity in the Hero
// editor; the board counts the inventory against it, and a card given to
// a full inventory is refused in words, to the ground (L2205-2212,
// L3363), with nothing changed.
func TestItemCapacity003L2205(t *testing.T) {
	tb := libraryTable(t)
	tb.save(sorcery.ItemKind, "Rope", sorcery.Item{Name: "Rope", Slot: sorcery.Carried, Weight: 1})
	tb.save(sorcery.ItemKind, "Lamp", sorcery.Item{Name: "Lamp", Slot: sorcery.Carried, Weight: 1})
	tb.newQuest("Friday")
	tb.pickSeat(0, "Artemis")
	tb.enterHero("Robin")
	tb.Tap("4") // the Save target row
	tb.Tap("Dexterity")
	tapButton(t, tb.Buttons("1")[1]) // the Item Capacity row, after Save's
	tb.Tap("Save this Hero")
	tb.Tap("Start the Quest")
	if h := tb.State().Heroes[1]; h.Capacity != 1 || h.Save != 4 {
		t.Fatalf("Robin entered as %+v", h)
	}
	tb.Tap("Robin ·")
	tb.See("Inventory: 0 of 1 card (Weight 0 not counted)")
	tb.giveItem("Rope")
	tb.See("Inventory: 1 of 1 card (Weight 0 not counted)")
	tb.giveItem("Lamp")
	tb.See("Robin's inventory is full (1 card, the most the Hero card allows): the Lamp goes on the ground in Robin's area. Drop an item first to pick it up")
	tb.Dismiss()
	if it := tb.State().Heroes[1].Items; len(it) != 1 {
		t.Fatalf("a refusal changed the items: %+v", it)
	}
}

// TestCursedItem003L5282 types a cursed card in the item editor: on the
// board it offers no Drop and no Pass, only its removal by theft or a
// Temple (L5282-5299).
func TestCursedItem003L5282(t *testing.T) {
	tb := libraryTable(t)
	tb.newQuest("Friday")
	tb.Tap("Enter an item")
	tb.TypeIn("Item's name", "Crystal Skull")
	tb.Tap("Carried")
	// The editor's one check line, "Cursed (…)".
	var cursed []*kit.TallCheck
	for _, o := range test.LaidOutObjects(tb.Win.Content()) {
		if c, ok := o.(*kit.TallCheck); ok {
			cursed = append(cursed, c)
		}
	}
	if len(cursed) != 1 {
		t.Fatalf("%d check lines", len(cursed))
	}
	test.Tap(cursed[0])
	tb.Tap("Save this item")
	if it := cards[sorcery.Item](tb.S, sorcery.ItemKind); len(it) != 1 || !it[0].Cursed {
		t.Fatalf("%+v", it)
	}
	tb.startWith("Artemis", "Jeanne")
	tb.Tap("Artemis ·")
	tb.giveItem("Crystal Skull")
	tb.See("Crystal Skull (carried, carried, cursed)")
	if len(tb.Buttons("Drop")) != 0 || len(tb.Buttons("Pass to")) != 0 {
		t.Fatal("a cursed card is neither dropped nor passed")
	}
	tb.Tap("Stolen or lifted")
	if it := tb.State().Heroes[0].Items; len(it) != 0 {
		t.Fatalf("%+v", it)
	}
}
