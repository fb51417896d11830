package valorui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"tableside/tracker/valor"
	"tableside/tracker/valor/book"
	"tableside/ui/bookui/booktest"
	"tableside/ui/uitest"
)

// TestNextActUsesTheBook: a Talent card kept in the book (000 L1062) is
// the Hero's in the next Act's game and usable there (000 L1064); the
// setup says the Act and the upgrades bought, and its checklist places the
// Fortified Camp tile in place of Base Camp (000 L1235) and equips the
// Reliquary's Treasure (000 L1237), each upgrade as each game begins (000
// L1130).
func TestNextActUsesTheBook(t *testing.T) {
	tb := newTable(t, phone)
	c := tb.startValor()
	booktest.Open(tb.Table)
	// The Talent, by taps as a player unlocks it (000 L1062).
	tb.Tap("Unlocked")
	tb.Tap("Unlock a Talent card")
	tb.Tap("Rowan")
	tb.TypeIn("The Talent card's name", "Second Wind")
	tb.Tap("Unlock")
	// Act 1 ends and two upgrades are bought (by taps in
	// TestBookSessionsAcrossRestartExportImport).
	p := tb.S.Current()
	p.Do(book.HoardChart(book.HoardColumn{Bounty: 1, Supplies: 6}))
	p.Do(book.EndAct(3))
	p.Do(book.BuyUpgrade(book.BuyUpgradeCmd{Name: "Fortified Camp", Cost: 2}))
	p.Do(book.BuyUpgrade(book.BuyUpgradeCmd{Name: "Reliquary", Cost: 3}))
	p.Do(book.UpgradeNote("Reliquary", "Lucky Charm"))
	if st := booktest.State(tb.Table); st.Act != 2 || len(st.Upgrades) != 2 {
		t.Fatalf("the book: Act %d, upgrades %+v (%s)", st.Act, st.Upgrades, tb.S.LastMessage())
	}

	// Next week: the app opens on the last game; its menu starts the next.
	tb.Restart()
	tb.Tap("Continue")
	test.Tap(tb.S.Current().MenuButton())
	tb.Tap("Start a new game in this campaign")
	tb.See("New game: Thursday")
	tb.See("From the campaign book")
	tb.See("Act 2 of 8")
	tb.See("Fortified Camp: its tile in place of Base Camp")
	tb.See("Reliquary: Lucky Charm goes to a Hero or the Stash")
	tb.See("Talent card: Second Wind")
	tb.Shot("phone-next-act-setup")
	tb.LookAt("the next Act's setup", func() { tb.S.SetupGame(c) })
	tb.LookAt("the next Act's Talent picker", func() { tb.S.SetupGame(c); tb.TapObject(tb.picks(1).Button()) })
	tb.S.SetupGame(c)
	tb.Tap("Start the game")
	tb.EveryLook("the next Act's checklist", func() { tb.S.Current().Redraw() })
	st := tb.valorState()
	if st.Heroes[0].Name != "Rowan" || st.Heroes[0].Talent != "Second Wind" || st.CampAct() != 2 || st.Camp == nil || !st.Camp.Fortified || st.Camp.Relic != "Lucky Charm" {
		t.Fatalf("000 L1062, L1130: the next Act's game: %+v camp %+v", st.Heroes[0], st.Camp)
	}
	tb.See("Act 2 setup")
	tb.Shot("phone-next-act-checklist")
	tb.See("take the Fortified Camp tile from the Sideboard")
	var relic bool
	for _, it := range st.Checklist() {
		relic = relic || it.Key == valor.StepRelic
	}
	if !relic {
		t.Fatal("000 L1237: no Reliquary step in the setup")
	}
	for i := 0; tb.valorState().Pending != ""; i++ {
		if i == 11 {
			t.Fatal("the setup checklist does not end")
		}
		tb.Tap("Done")
	}
	// In play the heading keeps the Act (000 L1079).
	tb.See("Act 2 · Round 1 · ")
	// The map names the Fortified Camp's tile, laid where Base Camp goes
	// (000 L1235), and its tile picker offers it by that name.
	tb.Tap("Map")
	tb.tapRegion(valor.BaseCampAt())
	tb.Tap("Lay: Fortified Camp")
	tb.See("Region [2,2]: Fortified Camp")
	tb.See("Fortified Camp: ")
	var drawn []string
	for _, o := range test.WidgetRenderer(tb.mapView()).Objects() {
		if t, ok := o.(*canvas.Text); ok {
			drawn = append(drawn, t.Text)
		}
	}
	if slices.Contains(drawn, "BASE CAMP") || !slices.Contains(drawn, "CAMP") && !slices.Contains(drawn, "FORTIFIED CAMP") {
		t.Fatalf("000 L1235: the map draws %q", drawn)
	}
	tb.Tap("Close")
	tb.Tap("Boards")
	// The Talent, in play: once a game (000 L1064).
	tb.Tap("More for Rowan")
	tb.Tap("Use the Talent card Second Wind")
	if st := tb.valorState(); !st.Heroes[0].TalentUsed {
		t.Fatalf("000 L1064: the Talent was not used: %s", tb.S.LastMessage())
	}
}

// TestReliquaryAskedAsTheGameEnds: with the Reliquary bought, ending a
// session asks which Treasure it keeps, the one kept so far offered (000
// L1237: as each game ends the party may swap it).
func TestReliquaryAskedAsTheGameEnds(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValor()
	booktest.Open(tb.Table)
	p := tb.S.Current()
	p.Do(book.HoardChart(book.HoardColumn{Bounty: 1, Supplies: 6}))
	p.Do(book.EndAct(3))
	p.Do(book.BuyUpgrade(book.BuyUpgradeCmd{Name: "Reliquary", Cost: 3}))
	p.Do(book.UpgradeNote("Reliquary", "Lucky Charm"))
	booktest.StartSession(tb.Table, "The Deep")
	tb.Tap("End session")
	tb.Tap("Won")
	tb.Tap("OK")
	tb.Tap("OK")
	tb.See("Reliquary: the Treasure to keep")
	e := tb.Entries("The Treasure's name")[0]
	if e.Text != "Lucky Charm" {
		t.Fatalf("000 L1237: the Treasure kept so far is not offered: %q", e.Text)
	}
	tb.TouchCheck("the Reliquary's question")
	uitest.TypeInto(e, "Old Boot")
	tb.Tap("Keep it")
	if u, ok := booktest.State(tb.Table).Reliquary(); !ok || u.Note != "Old Boot" {
		t.Fatalf("000 L1237: the Reliquary keeps %+v", u)
	}
	if _, open := booktest.State(tb.Table).Playing(); open {
		t.Fatal("the session did not end")
	}
}

// TestPadsOpenOnWhatTheAppKnows: the book's pads open on the numbers the
// evening's game holds, and OK confirms them: the XP the Heroes earned,
// the Hero Hoard's Bounty, and at the Act's end the equipped Treasures
// and the Hero Loot Stash (000 L1116, L1118).
func TestPadsOpenOnWhatTheAppKnows(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValorReady()
	g := tb.S.Current()
	do := func(cmd func() bool) {
		t.Helper()
		if !cmd() {
			t.Fatalf("refused: %s", tb.S.LastMessage())
		}
	}
	// A Hero Round that loots, then the Level Up Step that equips and
	// cashes out (000 L524-552), by commands: the taps are tested elsewhere.
	do(func() bool { return g.Do(valor.SetInitiative(valor.InitiativeCharge)) })
	do(func() bool { return g.Do(valor.Bounty(valor.LootHeroes, 3, "Looted")) })
	do(func() bool {
		return g.Do(valor.Loot(0, valor.TreasureCard{Name: "Lucky Charm", Kind: valor.TreasureOffense, Bounty: 4}))
	})
	for tb.valorState().Phase == valor.PhaseHeroStep {
		do(func() bool { return g.Do(valor.EndTurn()) })
	}
	for _, k := range []string{valor.StepEvents, valor.StepDrawSpells, valor.StepDiscard, valor.StepDefenders, valor.StepPassInit} {
		do(func() bool { return g.Do(valor.Tick(k)) })
	}
	do(func() bool { return g.Do(valor.Equip(0, 0, 0)) })
	do(func() bool { return g.Do(valor.Tick(valor.StepTreasures)) })
	do(func() bool { return g.Do(valor.CashOut(valor.LootHeroes, nil)) })
	do(func() bool { return g.Do(valor.Bounty(valor.LootHeroes, 2, "Looted")) })
	st := tb.valorState()
	if st.XPEarned == 0 || st.Hoard == 0 || st.ActEndBounty() != 6 {
		t.Fatalf("the game: %d XP earned, Hoard %d, the Act's end %d", st.XPEarned, st.Hoard, st.ActEndBounty())
	}

	booktest.Open(tb.Table)
	tb.S.Current().Do(book.HoardChart(book.HoardColumn{Bounty: 1, Supplies: 1}, book.HoardColumn{Bounty: 10, Supplies: 3}))
	booktest.StartSession(tb.Table, "Into the Labyrinth")
	tb.Tap("End session")
	tb.Tap("Won")
	tb.Tap("OK") // the XP the game counted
	tb.Tap("OK") // the Hoard's Bounty
	bs := booktest.State(tb.Table)
	if s := bs.Sessions[0]; s.Result != book.ResultWon || s.XP != st.XPEarned || s.Bounty != st.Hoard {
		t.Fatalf("the session: %+v, the game: %d XP, Hoard %d", s, st.XPEarned, st.Hoard)
	}
	tb.Tap("Hoard & Camp")
	tb.Tap("End Act 1")
	tb.Tap("OK") // the Treasures and the Stash: 4 + 2
	tb.See("+ 6 =")
	booktest.TapExact(tb.Table, "End Act 1", 0)
	if bs := booktest.State(tb.Table); bs.Act != 2 || len(bs.Acts) != 1 || bs.Acts[0].Bounty != st.Hoard+6 {
		t.Fatalf("000 L1116: the Act ended with %+v", bs.Acts)
	}
}
