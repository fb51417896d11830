package legendsui

import (
	"testing"

	"tableside/tracker/legends"
)

// anasMainPart is Ana and Bo (20 Life) at the start of Ana's first turn,
// nothing in play.
func anasMainPart(t testing.TB) legends.State {
	t.Helper()
	hero := legends.HeroBoard{Name: "Knight", Levels: []legends.HeroLevel{{MaxLife: 20, Intelligence: 1}}, Yellow: 60, Blue: 120}
	s, err := legends.NewGame(legends.Setup{Seed: 3, Players: []legends.SeatSetup{{Name: "Ana", Hero: hero}, {Name: "Bo", Hero: hero}}})
	if err != nil {
		t.Fatal(err)
	}
	return applied(t, s, legends.RollOffTotal(0, 11), legends.RollOffTotal(1, 3))
}

// TestAttackSheetNegativeBonus_L203: Example #1 is a Weapon with a bonus
// of -2 (L203-207); the attack sheet's quick numbers must reach it. Die 5,
// bonus -2: 3 to Bo.
func TestAttackSheetNegativeBonus_L203(t *testing.T) {
	tb := newTable(t, phone)
	tb.open(anasMainPart(t))
	tb.Tap("Attack")
	tb.tapExact("-2", 0)
	tb.Tap("Bo")
	tb.tapExact("5", 1) // the die row, below the bonus row
	tb.See("Die 5, attack 3: 3 to Bo")
	tb.Tap("Confirm the attack")
	if l := tb.State().Players[1].Life; l != 17 {
		t.Fatalf("L207: Bo has %d Life, want 17", l)
	}
}

// TestQuickMonsterNegativeAttack_L153: a Monster's attack bonus is a
// "+/-" bonus (L153); a Monster typed at the table may have -1.
func TestQuickMonsterNegativeAttack_L153(t *testing.T) {
	tb := newTable(t, phone)
	tb.open(anasMainPart(t))
	tb.Tap("Monster")
	tb.TypeIn("The Monster's name", "Rat")
	tb.tapExact("-1", 0)
	tb.Tap("Before Bo")
	if m := tb.State().Monsters; len(m) != 1 || m[0].Card.Attack != -1 || m[0].Host != 1 {
		t.Fatalf("the Rat attacks at -1 before Bo: %+v", m)
	}
	tb.See("Rat, Ana's: Life 5 / 5")
}

// TestHeavyAtOwnMonstersShowsCarry_L301: the attack sheet shows a Heavy
// aimed at Bo going first through the Monster in front of Ana, then Bo's
// Helmet, to Bo (L255, L301), names Bo's card, and the attack lands that
// way: 4 + 6 = 10, the Rat's 3, the Helmet's 2, 5 to Bo. Aimed at the Rat
// alone, nothing would carry.
func TestHeavyAtOwnMonstersShowsCarry_L301(t *testing.T) {
	rat := legends.MonsterCard{Name: "Rat", Life: 3, Cost: 10}
	s := applied(t, anasMainPart(t), legends.EndTurn(),
		legends.PlayMonster(rat, 0), legends.PlayDefence(legends.DefenceCard{Name: "Iron Helmet", Slot: legends.Helmet, Value: 2}), legends.EndTurn())
	s = applied(t, s, legends.MonsterAttack(s.InFront(0)[0], 1))
	tb := newTable(t, phone)
	tb.open(s)
	tb.Tap("Attack")
	tb.Tap("Heavy")
	tb.tapExact("4", 0)
	tb.See("Bo's Rat stands in front of Ana: it takes the blow first.")
	tb.Tap("Bo")
	tb.See("In order: Rat, then Iron Helmet, then Bo")
	tb.tapExact("6", 1)
	tb.Tap("Confirm the attack")
	st := tb.State()
	if st.Players[1].Life != 15 || len(st.Monsters) != 0 || len(st.Players[1].Defence) != 0 {
		t.Fatalf("L301: Bo %d Life, Monsters %v", st.Players[1].Life, st.Monsters)
	}
}
