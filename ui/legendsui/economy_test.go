package legendsui

import (
	"strings"
	"testing"

	"tableside/ui/uitest"
)

// TestGoldBuySellAndTheShutMarket_L95_L103_L151: Treasure and a Chest
// add gold this turn (L95); with the Goblin before Bo his Market is shut,
// so buying is refused in words and changes nothing (L151); once the
// Goblin is dead, Bo buys and sells at half (L103; A-10).
func TestGoldBuySellAndTheShutMarket_L95_L103_L151(t *testing.T) {
	tb := bosMainPart(t)
	tb.See("Market shut")
	tb.Tap("Gold & cards")
	tb.Tap("Treasure: gold")
	tb.Keys("30")
	tb.Tap("Gold & cards")
	tb.Tap("Chest")
	tb.tapExact("2", 0) // modifier 2
	tb.tapExact("3", 1) // die 3: (3 + 2) x 10
	if got := tb.State().Turn.Gold; got != 80 {
		t.Fatalf("L95: 30 + (3 + 2) x 10 = 80 gold, got %d", got)
	}
	before := tb.State()
	tb.Tap("Gold & cards")
	tb.Tap("Buy a card (the Market is shut)")
	tb.refused("Market is shut") // L151
	if tb.State().Turn.Gold != before.Turn.Gold {
		t.Fatal("a refusal changed the gold")
	}
	tb.Tap("Attack")
	tb.Tap("4")
	tb.See("Goblin before Bo") // the only target, picked already (L273)
	tb.tapExact("2", 1)
	tb.Tap("Confirm the attack") // 6 kills the Goblin (Life 5)
	tb.See("Market open")
	tb.Tap("Gold & cards")
	tb.Tap("Buy a card")
	tb.Keys("50")
	tb.Tap("Gold & cards")
	tb.Tap("Sell a card for half")
	tb.Keys("30")
	tb.Tap("Yes, on gold") // L103: only a gold-backed price sells
	if got := tb.State().Turn.Gold; got != 45 {
		t.Fatalf("L103: 80 - 50 + 30/2 = 45, got %d", got)
	}
	tb.S.Current().Undo()
	if got := tb.State().Turn.Gold; got != 30 {
		t.Fatalf("undo takes back the sale: %d", got)
	}
}

// TestScrollSpellBeerAndCorrection_L313_L321_L469: Bo (Intelligence 1)
// cannot read a Scroll (L313); a Spell costing more than his Intelligence
// is refused in words (L321); a correction of XP names its card in History.
func TestScrollSpellBeerAndCorrection_L313_L321_L469(t *testing.T) {
	tb := bosMainPart(t)
	tb.Tap("Gold & cards")
	tb.Tap("Scroll")
	tb.tapExact("2", 0)
	tb.refused("cannot read a Scroll") // L313
	tb.Tap("Gold & cards")
	tb.Tap("Spend Intelligence")
	tb.tapExact("3", 0)
	tb.refused("1 Intelligence left") // L321
	if got := tb.State().Turn.Intelligence; got != 1 {
		t.Fatalf("a refused Spell spent Intelligence: %d", got)
	}
	tb.Tap("Gold & cards")
	tb.Tap("Beer")
	// L395: its main effect first (here 2 Life, capped at 20, L635), then
	// its text.
	tb.See("A Beer: its main effect")
	tb.Tap("Life")
	tb.tapExact("2", 0)
	tb.Tap("Drink it")
	if got := tb.State(); got.Turn.Beers != 1 || got.Players[1].Life != 20 {
		t.Fatalf("L469: one Beer counted, Life 18 + 2: %d, %d", got.Turn.Beers, got.Players[1].Life)
	}
	tb.See("A Beer: now its text")
	tb.Tap("Done")
	tb.Tap("Gold & cards")
	tb.Tap("A card bends a rule")
	tb.Tap("Ana")
	tb.tapExact("0", 2) // XP
	tb.Keys("20")
	for _, e := range tb.Entries("The card's name") {
		e.SetText("Blessing of the Grove")
	}
	tb.Tap("Correct")
	if got := tb.State().Players[0].XP; got != 20 {
		t.Fatalf("the card gave Ana 20 XP, got %d", got)
	}
	if last := tb.S.Current().LastDone(); !strings.Contains(last, "Blessing of the Grove") {
		t.Fatalf("History names the card: %q", last)
	}
}

// TestSummonDrawnAndMonsterCorrection_L489_L539: a Monster summoned as a
// mini card goes before the opponent and SUMMON is not offered again that
// turn (L489-491); a Fleeting Monster drawn from the deck stands before
// its finder with no owner (L539); a card that moves a Monster to another
// Hero, or kills it outright, is a named correction.
func TestSummonDrawnAndMonsterCorrection_L489_L539(t *testing.T) {
	tb := bosMainPart(t)
	tb.Tap("Gold & cards")
	tb.Tap("Summon a mini card")
	tb.TypeIn("The Monster's name", "Wisp")
	tb.Tap("Before Ana")
	st := tb.State()
	if m := st.Monsters[len(st.Monsters)-1]; !m.Summoned || m.Host != 0 || !st.Turn.Summoned {
		t.Fatalf("L491: the Wisp summoned before Ana: %+v", m)
	}
	tb.Tap("Gold & cards")
	if len(tb.Buttons("Summon")) != 0 {
		t.Fatal("L489: SUMMON offered twice in a turn")
	}
	tb.Tap("A Fleeting Monster drawn")
	tb.TypeIn("The Monster's name", "Will-o'-wisp")
	tb.Tap("Before Bo")
	st = tb.State()
	if m := st.Monsters[len(st.Monsters)-1]; m.Owner != -1 || m.Host != 1 || !m.Card.Fleeting {
		t.Fatalf("L539: before Bo, no owner: %+v", m)
	}
	tb.Tap("Gold & cards")
	tb.Tap("A card bends a rule")
	tb.Tap("Goblin before Bo")
	tb.Tap("Ana") // moved before Ana by a card
	for _, e := range tb.Entries("The card's name") {
		uitest.TypeInto(e, "Gust of Wind")
	}
	tb.Tap("Correct")
	if m, _ := tb.State().Monster(1); m.Host != 0 || m.Life != 5 {
		t.Fatalf("the Goblin stands before Ana now, wounds kept: %+v", m)
	}
	tb.S.Current().Undo()
	tb.Tap("Gold & cards")
	tb.Tap("A card bends a rule")
	tb.Tap("Goblin before Bo")
	tb.Tap("Out of play") // no card named: refused, the sheet stays
	tb.Dismiss()
	if len(tb.State().Monsters) != 3 {
		t.Fatal("a correction without its card's name was taken")
	}
	for _, e := range tb.Entries("The card's name") {
		uitest.TypeInto(e, "Banishing Light")
	}
	tb.Tap("Out of play")
	if st := tb.State(); len(st.Monsters) != 2 || !strings.Contains(tb.S.Current().LastDone(), "Banishing Light") {
		t.Fatalf("the Goblin leaves play, the log names the card: %+v", st.Monsters)
	}
	tb.See("Market open") // L539: the Fleeting Will-o'-wisp does not shut it
	tb.See("Monster Will-o'-wisp, no owner: Life 5 / 5")
}

// TestHealOwnHeroAndAnother_L365_L367_L635: a healing card heals its
// player's own Hero by die + bonus, never past his most Life (L365, L635);
// another Hero only when the player picks him, as the card allows (L367).
func TestHealOwnHeroAndAnother_L365_L367_L635(t *testing.T) {
	tb := bosMainPart(t) // Bo at 18 of 20
	tb.Tap("Gold & cards")
	tb.Tap("Heal")
	tb.tapExact("5", 2) // the die, after the bonus and cost rows
	if got := tb.State().Players[1].Life; got != 20 {
		t.Fatalf("L635: 18 + 5 stops at 20, got %d", got)
	}
	tb.Tap("Gold & cards")
	tb.Tap("Heal")
	tb.Tap("Ana")
	tb.tapExact("3", 2)
	if st := tb.State(); st.Players[0].Life != 20 || !strings.Contains(tb.S.Current().LastDone(), "Ana heals") {
		t.Fatalf("L367: the card heals Ana: %q", tb.S.Current().LastDone())
	}
}
