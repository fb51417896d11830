package legendsui

import (
	"testing"

	"tableside/tracker/legends"
	"tableside/ui/uitest"
)

// TestWeaponAttackInFiveTaps: the budget for a Weapon attack is 5
// taps: Attack, the bonus, the target, the die, Confirm.
func TestWeaponAttackInFiveTaps(t *testing.T) {
	tb := bosMainPart(t)
	taps := 0
	tap := func(f func()) { taps++; f() }
	tap(func() { tb.Tap("Attack") })
	tap(func() { tb.Tap("1") })
	tap(func() { tb.Tap("Monsters before Bo") })
	tap(func() { tb.tapNth("2", 1) })
	tap(func() { tb.Tap("Confirm the attack") })
	if taps > 5 {
		t.Fatalf("%d taps", taps)
	}
	if m := tb.state().Monsters; len(m) != 1 || m[0].Life != 2 {
		t.Fatalf("L273: 3 damage to the Goblin, wounds kept: %+v", m)
	}
	tb.See("Goblin, Ana's: Life 2 / 5")
}

// TestRollOffByTheAppAndNewCampaign_L39: a campaign of the game is made
// from the home screen, and the app rolls both players' dice until one
// starts.
func TestRollOffByTheAppAndNewCampaign_L39(t *testing.T) {
	tb := newTable(t, phone)
	tb.Tap("New campaign")
	uitest.TypeInto(tb.Entries("e.g. Friday group")[0], "Friday group")
	tb.Choose(legends.Game{}.Title())
	tb.Tap("Create")
	tb.See("New game: Friday group")
	tb.Tap("Start the game")
	for range 20 {
		st := tb.state()
		if st.Phase == legends.PhasePlay {
			tb.See("Round 1 · " + st.Players[st.Active].Name + "'s turn")
			return
		}
		tb.Tap("Roll for " + st.Players[st.RollOffWaiting()[0]].Name)
	}
	t.Fatal("the roll-off never ended")
}
