package sorceryui

import (
	"testing"

	"fyne.io/fyne/v2"

	"tableside/tracker/sorcery"
	"tableside/ui/uitest"
)

// bookScroll is the box's Scroll of a species with HP and Soul Points made
// up for the tests: the text lost them (L7196-7300).
func bookScroll(species string, hp, souls int) sorcery.MinionScroll {
	for _, c := range sorcery.BookScrolls() {
		if c.Name == species {
			c.HP, c.SoulPoints = hp, souls
			return c
		}
	}
	panic(species)
}

// minionsTable is Jeanne and Thorgren with no Enemy in play, one Nest
// and one Venom on the board.
func minionsTable() sorcery.State {
	st := exampleTable()
	st.Scrolls = []sorcery.MinionScroll{bookScroll("Nest", 5, 2), bookScroll("Venom", 1, 1)}
	st.Minions = []sorcery.Minion{{Species: "Nest", No: 1}, {Species: "Venom", No: 1}}
	return st
}

// TestMinionActivationNoEnemy003L1564: with no Enemy in play no card is
// drawn, yet the Minions act (L1564, L1590-1592, L6366-6368): the Nest's
// die first (L7281-7284), a Venom hatches; at the end Venom 1 reaches
// Thorgren and goes onto his sheet, the new Venom reaches nobody
// (L7216-7234). Each answer is saved and undoable.
func TestMinionActivationNoEnemy003L1564(t *testing.T) {
	for _, size := range []struct {
		name string
		size fyne.Size
	}{{"phone", phone}, {"small", uitest.SmallPhone}, {"tablet", tablet}} {
		t.Run(size.name, func(t *testing.T) {
			tb := newTable(t, size.size)
			tb.start(minionsTable())
			tb.Tap("End Jeanne's turn")
			tb.See("Minions first")
			tb.See("Breeding: roll 1 die, one for each Nest")
			tb.Shot("sorcery-minions-first-" + size.name)
			c := tb.CountTaps()
			c.In("die")
			tb.undoable(func() { c.Tap("1") })
			if st := tb.State(); len(st.Minions) != 3 || st.Minions[2].Label() != "Venom 2" {
				t.Fatalf("after the die: %+v", st.Minions)
			}
			tb.See("Minions last")
			tb.See("After its move, who is in Venom 1's area?")
			c.In("Venom 1 (Hero, These are there)")
			c.Tap("Thorgren")
			tb.Shot("sorcery-minions-last-" + size.name)
			c.Tap("These are there")
			tb.See("Venom 1 goes onto Thorgren's sheet: the only Hero there.")
			tb.See("who is in Venom 2's area?")
			c.In("Venom 2 (Nobody there)")
			tb.undoable(func() { c.Tap("Nobody there") })
			st := tb.State()
			if st.Minions[1].On != "Thorgren" || st.Minions[2].On != "" || st.MinionsDue(sorcery.AtEnd) {
				t.Fatalf("after the Venoms: %+v", st.Minions)
			}
			// No Enemy: no card was asked, and the turn ends.
			tb.See("No Enemy is in play: draw no card")
			if len(tb.Buttons("H")) > 0 {
				t.Fatal("a letter is offered with no Enemy in play")
			}
			c.Report(4)
			tb.Tap("Done")
			tb.See("Minions")
			tb.See("Venom 1 · on Thorgren's sheet")
		})
	}
}

// TestMinionsKeepTheEnemyTurnOwed003L1564: Minions in play keep the
// Enemy Turn owed until they have acted at their Scroll's timing (L1564,
// L1590-1592, L6366-6368), with no Enemy in play (no card, L1464-1465) or
// with one whose card is drawn while the Venoms are still to move at the
// end (L7216-7218). The Enemy Turn left halfway is offered again, alone,
// under a header that names it; reopened, it asks what is left and never
// a second card.
func TestMinionsKeepTheEnemyTurnOwed003L1564(t *testing.T) {
	tb := newTable(t, phone)
	owed := func() {
		t.Helper()
		tb.See("Battle Phase · Jeanne's Enemy Turn")
		if len(tb.Buttons("Start Thorgren's turn")) > 0 {
			t.Fatal("the next Hero's turn is offered before the Minions have acted")
		}
		tb.Tap("Jeanne's Enemy Turn")
	}
	tb.start(minionsTable())
	tb.Tap("End Jeanne's turn")
	tb.See("Minions first")
	tb.Tap("Leave the Enemy Turn")
	tb.EveryLook("the Enemy Turn still owed", func() { tb.S.Current().Redraw() })
	owed()
	tb.See("Minions first") // the Nest's die, where it was left
	tb.Tap("0")
	tb.See("Minions last")
	tb.Tap("Leave the Enemy Turn")
	owed()
	tb.See("who is in Venom 1's area?")
	tb.Tap("Nobody there")
	tb.Tap("Done")
	tb.See("Battle Phase · who plays next?")
	tb.Tap("Start Thorgren's turn")

	// An Enemy in play: its card drawn, the Enemy Turn left before the
	// Venom moved.
	tb = newTable(t, phone)
	st := minionsTable()
	st.Enemies = []sorcery.Enemy{inPlay(giantSpider(), 1, 0)}
	tb.start(st)
	tb.Tap("End Jeanne's turn")
	tb.Tap("0") // the Nest's die
	tb.Tap("H")
	tb.See("How far is each Hero")
	tb.Tap("Leave the Enemy Turn")
	owed()
	tb.See("Minions last")
	if len(tb.Buttons("E")) > 0 || tb.State().Discard[0] != "H" || len(tb.State().Discard) != 1 {
		t.Fatal("a second card is offered")
	}
	tb.Tap("Nobody there")
	tb.See("The Enemy Turn is over")
	tb.Tap("End the Enemy Turn")
	tb.See("Battle Phase · who plays next?")
	tb.Tap("Start Thorgren's turn")
}

// A Ghost Soul's Enemy Turn is skipped, Minions too (L1593-1594): the
// wizard asks nothing of them.
func TestGhostSkipsMinionsUI003L1593(t *testing.T) {
	tb := newTable(t, phone)
	st := minionsTable()
	st.Heroes[0].Ghost, st.Heroes[0].Wounds = true, 9
	tb.start(st)
	tb.Tap("End Jeanne's turn")
	tb.See("skips this Enemy Turn")
	if len(tb.Buttons("0")) > 0 {
		t.Fatal("the Nest's die is asked in a Ghost Soul's turn")
	}
}

// Minions on the board: a Scroll typed once (the Nest: pick it, its HP,
// its Soul Points, Save), placed, wounded and killed for its Soul Points
// (L7164-7165, L7187-7194); a Venom on a sheet is cleared by another Hero
// (L7240-7243).
func TestMinionOnTheBoard003L7187(t *testing.T) {
	tb := newTable(t, phone)
	st := exampleTable()
	st.Souls = 1
	tb.start(st)
	tb.See("No Minion is on the board.")
	c := tb.CountTaps()
	c.In("Place")
	c.Tap("Place Minions")
	// The library is empty: the Scroll comes first.
	tb.See("A Minion Scroll serves every Minion of its kind.")
	c.In("the Scroll")
	c.Tap("Nest")
	c.TapNth("5", 0) // HP of each
	c.TapNth("2", 1) // Soul Points
	c.Tap("Save this Scroll")
	c.In("how many")
	c.Keys("2")
	c.Report(7)
	got := tb.State()
	if len(got.Minions) != 2 || got.Scroll("Nest") == nil || got.Scroll("Nest").HP != 5 {
		t.Fatalf("placed: %+v %+v", got.Minions, got.Scrolls)
	}
	tb.See("Nest 2 · 5/5 HP")
	tb.Shot("sorcery-minion-roster")
	tb.undoable(func() {
		tapButton(t, tb.Buttons("Wound")[0])
		tb.Keys("4")
	})
	// 4 HP from one attack sets off Fragile (L7290-7296): said at once.
	tb.See("Fragile: When one attack deals it 4 HP or more")
	tb.Dismiss()
	tb.See("Nest 1 · 1/5 HP")
	tb.Tap("Kill")
	got = tb.State()
	if len(got.Minions) != 1 || got.Souls != 3 {
		t.Fatalf("after the kill: %d Minions, %d Soul Points", len(got.Minions), got.Souls)
	}
	tb.See("Nest 1 dies: 2 Soul Points")
	tb.Dismiss()

	// The Scroll read wrong: corrected for the Nest in play, and in the
	// library.
	tb.Tap("Correct")
	tapButton(t, tb.Buttons("6")[0]) // HP of each
	tb.Tap("Save this Scroll")
	if got := tb.State(); got.Scroll("Nest").HP != 6 || cards[sorcery.MinionScroll](tb.S, sorcery.MinionKind)[0].HP != 6 {
		t.Fatalf("corrected: %+v", got.Scrolls)
	}
	tb.See("Nest 2 · 6/6 HP")

	// A Venom on Thorgren's sheet: Jeanne clears it.
	venom := bookScroll("Venom", 1, 1)
	tb.save(sorcery.MinionKind, "Venom", venom)
	tb.Tap("Place Minions")
	tb.Tap("Venom")
	tb.Keys("1")
	st = tb.State()
	i := len(st.Minions) - 1
	if !tb.S.Current().Do(sorcery.LatchMinion(i, []string{"Thorgren"}, "")) {
		t.Fatal("the Venom did not latch")
	}
	tb.See("Venom 1 · on Thorgren's sheet")
	tb.Tap("Clear Thorgren's sheet")
	tb.Tap("Jeanne")
	if got := tb.State(); len(got.Minions) != 1 || got.Souls != 4 {
		t.Fatalf("after clearing: %+v, %d Soul Points", got.Minions, got.Souls)
	}
}

// TestMinionLooks draws the Minions' screens at every window and text
// size (uitest.EveryLook): the board's section, the Scroll editor (the
// Nest, and another Minion's fields), the wizard's two questions.
func TestMinionLooks(t *testing.T) {
	tb := newTable(t, phone)
	st := minionsTable()
	st.Minions = append(st.Minions, sorcery.Minion{Species: "Venom", No: 2, On: "Thorgren"})
	tb.start(st)
	tb.See("Venom 2 · on Thorgren's sheet")
	tb.EveryLook("the Minions on the board", func() { tb.S.Current().Redraw() })
	tb.Shot("sorcery-minions")
	tb.LookAt("the Minion Scroll editor", func() { showMinionEditor(tb.S, bookScroll("Nest", 5, 2), tb.S.ShowHome, nil) })
	tb.LookAt("another Minion's Scroll", func() {
		showMinionEditor(tb.S, sorcery.MinionScroll{Name: "Imp", HP: 2, Timing: sorcery.OnCall, Powers: []sorcery.MinionPower{{Name: "Spite", Words: "Steals 5 Crowns."}}}, tb.S.ShowHome, nil)
	})

	tb = newTable(t, phone)
	tb.start(minionsTable())
	tb.Tap("End Jeanne's turn")
	tb.See("Minions first")
	tb.EveryLook("the Nests' die", func() { tb.S.Current().Redraw() })
	tb.Tap("0")
	tb.See("Minions last")
	tb.EveryLook("the Venoms' areas", func() { tb.S.Current().Redraw() })
}

// Another Minion's Scroll is typed as it reads: its name, when it acts,
// its powers one a line; saved into the library and placed.
func TestAnotherMinionScroll(t *testing.T) {
	tb := newTable(t, phone)
	tb.start(exampleTable())
	tb.Tap("A Minion Scroll")
	tb.Tap("Another")
	tb.TypeIn("The Minion's name", "Imp")
	tb.Tap("Only when a card says")
	tb.TypeIn("Its powers, one a line: name: what it does", "Spite: steals 5 Crowns\nFlits")
	tapButton(t, tb.Buttons("3")[0]) // HP of each
	tb.Tap("Save this Scroll")
	lib := cards[sorcery.MinionScroll](tb.S, sorcery.MinionKind)
	if len(lib) != 1 || lib[0].Name != "Imp" || lib[0].HP != 3 || lib[0].Timing != sorcery.OnCall || len(lib[0].Powers) != 2 || lib[0].Powers[0].Words != "steals 5 Crowns" {
		t.Fatalf("the library holds %+v", lib)
	}
	tb.Tap("Place Minions")
	tb.Tap("Imp")
	tb.Keys("2")
	if got := tb.State(); len(got.Minions) != 2 || got.Minions[1].Label() != "Imp 2" {
		t.Fatalf("placed %+v", got.Minions)
	}
	tb.See("acts when a card calls on them")
}

// With an Enemy in play the Nests breed before the card is asked and the
// Venoms move once the card is done (L1590-1592, L7167-7170, L7216-7218,
// L7281-7284).
func TestMinionsAroundTheCard003L7167(t *testing.T) {
	tb := newTable(t, phone)
	st := minionsTable()
	st.Enemies = []sorcery.Enemy{inPlay(giantSpider(), 1, 0)}
	tb.start(st)
	tb.Tap("End Jeanne's turn")
	tb.See("Minions first")
	if len(tb.Buttons("N")) > 0 {
		t.Fatal("the card is asked before the Nests breed")
	}
	tb.Tap("0")
	tb.See("Which Encounter card?")
	tb.Tap("N") // no Red Enemy: every Enemy does the card's words
	tb.See("Minions last")
	tb.Tap("Nobody there")
	tb.See("The Enemy Turn is over")
	if got := tb.State(); got.MinionsDue(sorcery.AtStart) || got.MinionsDue(sorcery.AtEnd) || len(got.Minions) != 2 {
		t.Fatalf("after the turn: %+v", got.MinionTurn)
	}
}

// Infection closes the Event Phase (L7247-7252): the board offers it,
// and the Time Phase waits for it; the Venom poisons Thorgren and goes.
func TestInfectionBeforeTheTimePhase003L7247(t *testing.T) {
	tb := newTable(t, phone)
	st := minionsTable()
	st.Phase, st.EventDone = sorcery.EventPhase, true
	for i := range st.Heroes {
		st.Heroes[i].Acted = true
	}
	st.Minions[1].On = "Thorgren"
	tb.start(st)
	tb.See("The Event Phase ends with Infection first")
	tb.undoable(func() { tb.Tap("End of the Event Phase") })
	got := tb.State()
	if got.Heroes[1].Conditions.Poison != 1 || len(got.Minions) != 1 {
		t.Fatalf("after Infection: %+v, %+v", got.Heroes[1].Conditions, got.Minions)
	}
	// Now poisoned, Thorgren rolls his Save in the Time Phase (L4827-4832).
	tb.Tap("Passed")
	tb.Tap("Confirm the Time Phase")
	if got := tb.State(); got.Phase != sorcery.TimePhase || got.Heroes[1].Wounds != 1 {
		t.Fatalf("after the Time Phase: %s, %+v", got.Phase, got.Heroes[1])
	}
}

// A Venom between two Heroes the victim rules cannot part (no Venom on
// either, equal wounds and HP left) goes where the Active player says
// (L7230-7234, L6553-6555): the tie is offered, never decided by the app.
func TestVenomTieUI003L7230(t *testing.T) {
	tb := newTable(t, phone)
	st := minionsTable()
	st.Heroes[1].MaxHP = 9 // Thorgren as Jeanne: 9 HP, unwounded
	st.Minions = st.Minions[1:]
	tb.start(st)
	tb.Tap("End Jeanne's turn")
	tb.See("who is in Venom 1's area?")
	tb.Tap("Jeanne")
	tb.Tap("Thorgren")
	tb.Tap("These are there")
	tb.See("Venom 1 ties Jeanne and Thorgren: the Active player picks.")
	tb.undoable(func() { tb.Tap("Onto Thorgren's sheet") })
	if got := tb.State(); got.Minions[0].On != "Thorgren" {
		t.Fatalf("%+v", got.Minions)
	}
}
