package valorui

import (
	"testing"

	"tableside/tracker/valor"
	"tableside/tracker/valor/book"
	"tableside/ui/bookui/booktest"
)

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
