package legendsui

import (
	"testing"

	"tableside/tracker"
	"tableside/tracker/legends"
	"tableside/ui/uitest"
)

// budget counts the taps of a task through the real widgets, logs them and
// fails past the budget. A choice list is two taps: open and pick.
type budget struct {
	t    *testing.T
	n    int
	most int
}

func newBudget(t *testing.T, most int) *budget { return &budget{t: t, most: most} }

// tap counts one tap, done by f.
func (b *budget) tap(f func()) { b.n++; f() }

func (b *budget) check() {
	b.t.Helper()
	b.t.Logf("taps: %d", b.n)
	if b.n > b.most {
		b.t.Fatalf("%d taps, the budget is %d", b.n, b.most)
	}
}

// TestWeaponAttackInFiveTaps: the budget for a Weapon attack is 5
// taps: Attack, the bonus, the target, the die, Confirm; a single legal
// target is picked already, so here it is 4 (the Goblin before Bo must
// be beaten first, L273).
func TestWeaponAttackInFiveTaps(t *testing.T) {
	tb := bosMainPart(t)
	b := newBudget(t, 5)
	b.tap(func() { tb.Tap("Attack") })
	b.tap(func() { tb.Tap("1") })
	tb.See("Goblin before Bo")
	b.tap(func() { tb.tapNth("2", 1) })
	b.tap(func() { tb.Tap("Confirm the attack") })
	b.check()
	if m := tb.state().Monsters; len(m) != 1 || m[0].Life != 2 {
		t.Fatalf("L273: 3 damage to the Goblin, wounds kept: %+v", m)
	}
	tb.See("Goblin, Ana's: Life 2 / 5")
}

// TestStartOfTurnTwoMonstersAndPoisonInSevenTaps_L551_L153: Bo's turn
// starts with a Poison token and two Goblins in front of him; the steps
// open by themselves when Ana ends her turn, and take one tap per step and
// one per die: at most 7 (L551, L153-163).
func TestStartOfTurnTwoMonstersAndPoisonInSevenTaps_L551_L153(t *testing.T) {
	s := twoPlayerStart(t)
	s = applied(t, s, legends.MonsterAttack(s.InFront(1)[0], 1), legends.EndTurn(), legends.PlayMonster(goblin, 1))
	tb := newTable(t, phone)
	tb.open(s)
	tb.Tap("End turn") // Ana's: not Bo's start
	tb.See("The start of Bo's turn")
	b := newBudget(t, 7)
	b.tap(func() { tb.Tap("Poison: -1 Life") })
	for range 2 {
		b.tap(func() { tb.Tap("Goblin (Ana) attacks") })
		b.tap(func() { tb.tapExact("1", 0) })
	}
	b.check()
	st := tb.state()
	if st.Stage != legends.StageMain || st.Players[1].Life != 20-2-1-2-2 || st.Players[1].Poison != 3 {
		t.Fatalf("L551: 1 Poison, then two hits of 2, each a token: %+v, stage %s", st.Players[1], st.Stage)
	}
	tb.See("Round 2 · Bo's turn") // the sheet put itself away
}

// TestDefenceCardInThreeTaps_L113: a Defence card not in the library is
// its kind and its value after the button; one from the library is one
// tap after the button.
func TestDefenceCardInThreeTaps_L113(t *testing.T) {
	tb := bosMainPart(t)
	b := newBudget(t, 3)
	b.tap(func() { tb.Tap("Defence card") })
	b.tap(func() { tb.Tap("Helmet") })
	b.tap(func() { tb.tapExact("2", 0) })
	b.check()
	if d := tb.state().Players[1].Defence; len(d) != 1 || d[0].Card.Slot != legends.Helmet || d[0].Card.Value != 2 {
		t.Fatalf("L113: a Helmet of 2 before Bo: %+v", d)
	}
}

// TestEndTurnInOneTapPlusOneForAMove_L403_L541: End turn is one tap; with
// a Fleeting Monster moving on at its end, one more to confirm (L541).
func TestEndTurnInOneTapPlusOneForAMove_L403_L541(t *testing.T) {
	tb := bosMainPart(t)
	b := newBudget(t, 1)
	b.tap(func() { tb.Tap("End turn") })
	b.check()
	if tb.state().Active != 0 {
		t.Fatal("L403: the turn passed to Ana")
	}

	s := twoPlayerStart(t)
	bat := legends.MonsterCard{Name: "Bat", Life: 2, Cost: 5, Fleeting: true}
	s = applied(t, s, legends.MonsterAttack(s.InFront(1)[0], 1), tracker.Cmd(legends.KindPlayMonster, legends.PlayMonsterCmd{Card: bat, Drawn: true}))
	tb = newTable(t, phone)
	tb.open(s)
	b = newBudget(t, 2)
	b.tap(func() { tb.Tap("End turn") })
	b.tap(func() { tb.Tap("End the turn") })
	b.check()
	if st := tb.state(); st.Active != 0 || st.Monsters[len(st.Monsters)-1].Host != 0 {
		t.Fatalf("L541: the Bat moved to Ana and her turn began: %+v", st.Monsters)
	}
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
