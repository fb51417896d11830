package legendsui

import "testing"

// TestLegendsInEveryLook draws the set-up, the table at the start of a
// turn and in its main part, and the damage helper at every window and
// text size: nothing past the edge, no rule line numbers.
func TestLegendsInEveryLook(t *testing.T) {
	tb := newTable(t, phone)
	c := tb.campaign("The long Tuesday table of the Horde")
	tb.LookAt("the set-up", func() { tb.S.SetupGame(c) })
	tb.LookAt("the six-player set-up", func() { tb.S.SetupGame(c); tb.Tap("6") })
	tb.S.SetupGame(c)
	tb.Tap("6")
	tb.tapCheck("Adhara")
	tb.Tap("Start the game")
	tb.EveryLook("the six-player roll-off", func() { tb.S.Current().Redraw() })
	tb.open(twoPlayerStart(t))
	tb.LookAt("a Monster's die", func() { tb.S.Current().Redraw(); tb.Tap("Goblin (Ana) attacks") })
	redraw := func() { tb.S.Current().Redraw() }
	tb.EveryLook("the start of a turn", redraw)
	tb.Tap("Goblin (Ana) attacks")
	tb.Tap("1")
	tb.EveryLook("the table", redraw)
	tb.Shot("legends-table")
	tb.LookAt("a Monster from the hand", func() { redraw(); tb.Tap("Monster") })
	tb.LookAt("a Defence card's value", func() { redraw(); tb.Tap("Defence card"); tb.Tap("Defence Spell") })
	tb.Tap("Attack")
	tb.Tap("Spell")
	tb.Tap("Ana")
	tb.EveryLook("the damage helper", redraw)
	tb.Shot("legends-attack")
}
