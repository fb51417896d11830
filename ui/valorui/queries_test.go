package valorui

import (
	"testing"

	"tableside/tracker/valor"
)

// The screens offer what tracker/valor's queries say the rules allow
// (issue 12): each test is a rule the screens once decided for themselves,
// and got wrong.

// noButton fails if a button whose label starts with prefix is in reach.
func (tb *table) noButton(prefix, why string) {
	tb.T.Helper()
	if b := tb.Buttons(prefix); len(b) > 0 {
		tb.T.Fatalf("%s: %q is offered", why, b[0].Text)
	}
}

// offSaying fails unless the button whose label starts with prefix is off
// and the screen says why, in words that contain why.
func (tb *table) offSaying(prefix, why, rule string) {
	tb.T.Helper()
	if b := tb.Button(prefix); !b.Disabled() {
		tb.T.Fatalf("%s: %q is on", rule, b.Text)
	}
	tb.See(why)
}

// TestQueriesStampedeCreatesIsabellasOwnElemental000L1247: Stampede
// creates an Elemental for Isabella herself when she has no Sidekick (000
// L1247, L504); the menu offered only Elementals already on the map.
func TestQueriesStampedeCreatesIsabellasOwnElemental000L1247(t *testing.T) {
	tb := newTable(t, phone)
	tb.startLab(valorHeroCard("Isabella", valor.AbilityStampede), valorHeroCard("Rowan"))
	tb.do(valor.PlusOnes(valor.PlusOnesCmd{Who: 0, Row: 0, Delta: 1})) // 2 on her Melee row
	tb.Tap("More for Isabella")
	tb.Tap("Stampede")
	tb.Tap("A new Elemental beside Isabella")
	tb.Tap("Melee (Power)")
	st := tb.valorState()
	if sk := st.Heroes[0].Sidekick; sk == nil || !sk.Elemental || sk.Health != 1 || st.Heroes[0].Rows[0].PlusOnes != 0 {
		t.Fatalf("000 L1247: 2 Plus-Ones for an Elemental with 1 Heart: %+v, Melee row %+v", sk, st.Heroes[0].Rows[0])
	}
}

// TestQueriesDojoGivesNoXPInMordak001L631: the Elven Dojo only upgrades
// the Unique Ability (001 L631); the Labyrinth's Dojo may give 1 XP
// instead (000 L1028).
func TestQueriesDojoGivesNoXPInMordak001L631(t *testing.T) {
	tb := newTable(t, phone)
	tb.startGwenAndLoxley()
	tb.Tap("More for Gwen")
	tb.Tap("Train at the Dojo")
	tb.See("Upgrade the Unique Ability")
	tb.noButton("Take 1 XP", "001 L631 the Elven Dojo gives no XP")

	lab := newTable(t, phone)
	lab.toFirstTurn() // the Labyrinth's Dojo trains on one's own Turn
	lab.Tap("More for Rowan")
	lab.Tap("Train at the Dojo")
	lab.Tap("Take 1 XP instead")
	if st := lab.valorState(); st.Heroes[0].XP != 1 || st.Heroes[0].Dojo != valor.DojoXP {
		t.Fatalf("000 L1028 1 XP instead of the upgrade: %+v", st.Heroes[0])
	}
}

// TestQueriesMordakPaysHearts001L621: Mordak is a Player and pays Hearts
// as a cost like a Hero (001 L621, 000 L329); the Labyrinth's Villain,
// run by the rules, does not.
func TestQueriesMordakPaysHearts001L621(t *testing.T) {
	tb := newTable(t, phone)
	tb.startGwenAndLoxley()
	tb.Tap("Mordak (Villain)")
	tb.Tap("50 / 100") // the Health counter's value
	tb.See("Pay Hearts")
	tb.ClosePopups()
	tb.Tap("More for Mordak")
	tb.Tap("Pay Hearts")
	tb.Keys("5")
	if st := tb.valorState(); st.Villain.Health != 45 {
		t.Fatalf("001 L621 Mordak pays 5 Hearts: Health %d", st.Villain.Health)
	}

	lab := newTable(t, phone)
	lab.startValor()
	lab.Tap("Golem (Villain)")
	lab.Tap("More for Golem")
	lab.noButton("Pay Hearts", "the Labyrinth's Villain pays no Hearts")
}

// TestQueriesMordakMeleeHitsOnlyBuyPlusOnes001L326: before the Final
// Battle Mordak is not on the map, so his Melee and Ranged Hits only buy
// Plus-Ones (001 L326); the roll panel says so by the disabled button.
func TestQueriesMordakMeleeHitsOnlyBuyPlusOnes001L326(t *testing.T) {
	tb := newTable(t, phone)
	tb.toMordaksTurn()
	tb.Tap("Action Roll (1 AP)")
	tb.Tap("Melee: 1 Novice")
	tb.Keys("3")
	tb.offSaying("Spend Hits", "Melee and Ranged Hits only buy Plus-Ones", "001 L326 Mordak's Melee Hits spent on an effect")
	tb.Tap("Buy a Plus-One")
	if st := tb.valorState(); st.Villain.Rows[0].PlusOnes != 1 {
		t.Fatalf("001 L326 they buy Plus-Ones: Melee row %+v", st.Villain.Rows[0])
	}
}

// TestQueriesMordakDoesNotMoveBeforeTheFinalBattle001L243: Mordak's
// Turn has no Move until the Final Battle (001 L243), and the button says
// why; his Power Surge is there (001 L438).
func TestQueriesMordakDoesNotMoveBeforeTheFinalBattle001L243(t *testing.T) {
	tb := newTable(t, phone)
	tb.toMordaksTurn()
	tb.offSaying("Move (1 AP)", "cannot Move until the Final Battle", "001 L243 Mordak Moves before the Final Battle")
	tb.Tap("Power Surge (1 AP)")
}

// TestQueriesOnePowerSurgeATurn000L491: a second Power Surge in one Turn
// is refused (000 L491, 001 L438): the button is off and says why, while
// Move stays on (000 L258).
func TestQueriesOnePowerSurgeATurn000L491(t *testing.T) {
	tb := newTable(t, phone)
	tb.toFirstTurn()
	tb.Tap("Power Surge (1 AP)")
	tb.offSaying("Power Surge (1 AP)", "once a Turn", "000 L491 a second Power Surge")
	tb.Tap("Move (1 AP)")
	if st := tb.valorState(); st.Heroes[0].Spent != 2 {
		t.Fatalf("a Power Surge and a Move: %d Action Points spent", st.Heroes[0].Spent)
	}
}

// TestQueriesDefeatedHeroNotPlaced000L335: a Defeated Hero is on the
// Villain Loot Stash, not on the map (000 L335): a region's menu offers no
// standee of theirs to put there.
func TestQueriesDefeatedHeroNotPlaced000L335(t *testing.T) {
	tb := newTable(t, phone)
	tb.toFirstTurn()
	tb.layTestMap()
	tb.do(valor.Damage(0, 3, "an Event")) // Rowan had 3 Health left
	if !tb.valorState().Heroes[0].InStash {
		t.Fatal("Rowan should be Defeated")
	}
	tb.Tap("Map")
	tb.tapRegion(at(0, 1))
	tb.Tap("More…")
	tb.See("Bjorn stands here")
	tb.noButton("Rowan stands here", "000 L335 a Defeated Hero's standee")
}

// TestQueriesSidekickJoinsInOneSheet (000 L493-508): a Sidekick's name,
// whether it is an Elemental and its Mini Health die are asked in one
// sheet, the die a row of its faces; Join waits, saying why, until the
// die is read.
func TestQueriesSidekickJoinsInOneSheet(t *testing.T) {
	tb := newTable(t, phone)
	tb.startLab(valorHeroCard("Rowan"), valorHeroCard("Bjorn"))
	tb.Tap("More for Rowan")
	tb.Tap("A Sidekick joins")
	tb.See("Tap the number its Health die shows.")
	if !tb.Button("Join").Disabled() {
		t.Fatal("Join is ready before the die is read")
	}
	tb.TypeIn("Sidekick's name", "Pip")
	tb.Tap("4")
	tb.Tap("Join")
	if sk := tb.valorState().Heroes[0].Sidekick; sk == nil || sk.Name != "Pip" || sk.Health != 4 || sk.Elemental {
		t.Fatalf("Rowan's Sidekick: %+v", sk)
	}
}
