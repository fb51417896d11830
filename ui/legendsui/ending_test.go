package legendsui

import (
	"testing"

	"fyne.io/fyne/v2/widget"

	"tableside/tracker/legends"
)

// TestEliminationByTapsMonsterHandedOn_L407_L411_A20: at three players
// Ana's Heavy +25 knocks Bo out through the damage helper; the Goblin
// Cy put before Bo waits for Cy, who hands it on to Ana with its wounds
// (L411); undo brings Bo back with the Goblin before him.
func TestEliminationByTapsMonsterHandedOn_L407_L411_A20(t *testing.T) {
	hero := legends.HeroBoard{Name: "Knight", Levels: []legends.HeroLevel{{MaxLife: 20, Intelligence: 1}}}
	s, err := legends.NewGame(legends.Setup{Seed: 5, Players: []legends.SeatSetup{{Name: "Ana", Hero: hero}, {Name: "Bo", Hero: hero}, {Name: "Cy", Hero: hero}}})
	if err != nil {
		t.Fatal(err)
	}
	s = applied(t, s, legends.RollOffTotal(0, 12), legends.RollOffTotal(1, 2), legends.RollOffTotal(2, 2),
		legends.EndTurn(), legends.EndTurn(), legends.PlayMonster(goblin, 1), legends.EndTurn())
	tb := newTable(t, phone)
	tb.open(s)
	tb.Tap("Attack")
	tb.Tap("Heavy")
	tb.Tap("…")
	tb.Keys("25")
	tb.Tap("Bo") // 3p: only the player on the left (L573)
	tb.tapExact("6", 1)
	tb.See("20 to Bo, who is out")
	tb.Tap("Confirm the attack")
	// The elimination is told as the event it is (L405-411).
	tb.See("Bo is out")
	tb.See("Ana's attack took Bo's last Life.")
	tb.See("Cy's Goblin stood in front of Bo: Cy puts it in front of another player, wounds kept.")
	tb.Tap("OK")
	tb.See("Cy puts Goblin (Life 5 / 5) in front of:")
	st := tb.State()
	if !st.Players[1].Out || st.Players[0].Life != 20 {
		t.Fatalf("L13, L409: Bo is out, nothing carries: %+v", st.Players)
	}
	tb.Tap("Goblin: Ana")
	if m := tb.State().Monsters; len(m) != 1 || m[0].Host != 0 || m[0].Owner != 2 {
		t.Fatalf("L411: Cy's Goblin stands before Ana: %+v", m)
	}
	tb.See("Monster Goblin, Cy's: Life 5 / 5")
	tb.S.Current().Undo()
	tb.S.Current().Undo()
	st = tb.State()
	if st.Players[1].Out || st.Players[1].Life != 20 || st.Monsters[0].Host != 1 || st.Monsters[0].Waiting {
		t.Fatalf("undo: Bo back with the Goblin: %+v %+v", st.Players[1], st.Monsters)
	}
	tb.See("Bo · Knight")
}

// TestFivePlayerTiePanel_L587_A40: at five players Ana and Cy are out,
// then Bo: both Di's enemies (Ana, Bo) and Ed's (Bo, Cy) are out at once.
// The table decides: the app lights its suggestion (nobody made the kill,
// so play on) and picks nothing; "Ed wins" ends it, undo asks again.
func TestFivePlayerTiePanel_L587_A40(t *testing.T) {
	hero := legends.HeroBoard{Name: "Knight", Levels: []legends.HeroLevel{{MaxLife: 20, Intelligence: 1}}}
	set := legends.Setup{Seed: 9, Expansions: []string{"The Horde"}}
	for _, n := range []string{"Ana", "Bo", "Cy", "Di", "Ed"} {
		set.Players = append(set.Players, legends.SeatSetup{Name: n, Hero: hero})
	}
	s, err := legends.NewGame(set)
	if err != nil {
		t.Fatal(err)
	}
	s = applied(t, s, legends.RollOffTotal(0, 12), legends.RollOffTotal(1, 2), legends.RollOffTotal(2, 2), legends.RollOffTotal(3, 2), legends.RollOffTotal(4, 2))
	for _, p := range []int{0, 2, 1} {
		s = applied(t, s, legends.Correct(legends.CorrectCmd{Player: p, Life: -20, Reason: "Doom card"}))
	}
	if len(s.Tie) != 2 {
		t.Fatalf("A-40: Di and Ed both qualify: %v", s.Tie)
	}
	tb := newTable(t, phone)
	tb.open(s)
	tb.See("the table decides who wins")
	if tb.Button("Play on").Importance != widget.HighImportance || tb.Button("Ed wins").Importance == widget.HighImportance {
		t.Fatal("A-40: the suggestion (play on) is the one lit")
	}
	if st := tb.State(); st.Phase == legends.PhaseOver {
		t.Fatal("A-40: the app picked a winner by itself")
	}
	tb.Tap("Ed wins")
	st := tb.State()
	if st.Phase != legends.PhaseOver || len(st.Winners) != 1 || st.Winners[0] != 4 {
		t.Fatalf("A-40: Ed wins: %+v", st.Winners)
	}
	tb.See("Ed wins.")
	tb.S.Current().Undo()
	tb.See("the table decides who wins")
	tb.Tap("Play on")
	if st := tb.State(); st.Phase != legends.PhasePlay || len(st.Tie) != 0 {
		t.Fatalf("A-40: play goes on: %+v", st.Tie)
	}
}
