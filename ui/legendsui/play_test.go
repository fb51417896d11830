package legendsui

import (
	"strings"
	"testing"

	"tableside/tracker"
	"tableside/tracker/legends"
)

// TestSetupThreePlayersTiedRollOff_L39_A1 sets up three players by
// tapping, then rolls off: Ana and Cy tie at the top, only they roll
// again, and Ana starts.
func TestSetupThreePlayersTiedRollOff_L39_A1(t *testing.T) {
	tb := newGameOn(t, "Tuesday table")
	tb.See("New game: Tuesday table")
	tb.Tap("3")
	tb.See(legends.ModeFreeForAll.Title())
	for i, n := range []string{"Ana", "Bo", "Cy"} {
		tb.TypeIn("Player "+string(rune('1'+i)), n)
	}
	tb.Tap("Start the game")
	st := tb.State()
	if st.Phase != legends.PhaseRollOff || len(st.Players) != 3 || st.Players[2].Name != "Cy" || st.Players[0].Life != 20 {
		t.Fatalf("L39: three players at full Life, rolling off: %+v", st)
	}
	tb.See("Who goes first?")
	tb.Tap("9") // Ana
	tb.Tap("4") // Bo
	tb.Tap("9") // Cy: a tie with Ana
	tb.See("only the tied players roll again")
	if got := tb.State().RollOffWaiting(); len(got) != 2 || got[0] != 0 || got[1] != 2 {
		t.Fatalf("A-1: only Ana and Cy roll again, got %v", got)
	}
	if len(tb.Buttons("Roll for Bo")) != 0 {
		t.Fatal("A-1: Bo was offered a re-roll")
	}
	tb.Tap("8") // Ana
	tb.Tap("5") // Cy
	st = tb.State()
	if st.Phase != legends.PhasePlay || st.Active != 0 {
		t.Fatalf("Ana starts: phase %s, active %d", st.Phase, st.Active)
	}
	tb.See("Round 1 · Ana's turn")
	tb.See("First hands: Ana 3, Bo 4, Cy 5 cards.") // L45-48

	tb.S.Current().Undo()
	if got := tb.State().RollOffWaiting(); len(got) != 1 || got[0] != 2 {
		t.Fatalf("undo takes back Cy's re-roll: %v", got)
	}
}

// TestStartOfTurnMonsterAttackThenPoison_L551_L153: Bo's turn opens with
// the Goblin's attack, die typed; his next turn opens with the Poison it
// gave him, before the Goblin attacks again.
func TestStartOfTurnMonsterAttackThenPoison_L551_L153(t *testing.T) {
	tb := newTable(t, phone)
	tb.open(twoPlayerStart(t))
	tb.See("The start of Bo's turn") // opened at the start of a turn: the sheet is up
	tb.Tap("Goblin (Ana) attacks")
	tb.Tap("3")
	st := tb.State()
	if bo := st.Players[1]; bo.Life != 16 || bo.Poison != 1 || st.Stage != legends.StageMain {
		t.Fatalf("die 3 + 1 = 4 damage and a Poison token, then the main part: %+v, stage %s", bo, st.Stage)
	}
	tb.See("Life 16 / 20")
	tb.See("Poison 1")
	tb.Tap("End turn")
	tb.Tap("End turn")               // Ana's
	tb.See("The start of Bo's turn") // it opens by itself
	tb.See("Next: 1 Monster attacks")
	tb.Tap("Poison: -1 Life")
	if got := tb.State().Players[1].Life; got != 15 {
		t.Fatalf("L551: 1 Life per token, got %d", got)
	}
	tb.See("Done: Poison")
	tb.See("Goblin (Ana) attacks")
	tb.S.Current().Undo()
	if st := tb.State(); st.Players[1].Life != 16 || st.Stage != legends.StagePoison {
		t.Fatalf("undo takes the Poison step back: %+v, stage %s", st.Players[1], st.Stage)
	}
	tb.See("Poison: -1 Life")

	// Readied behind the campaigns, the start's sheet waits for the open.
	tb.CheckPreparedOpen()
	// The phone dies mid-start: opened again, the sheet is there.
	tb.Restart()
	tb.See("The start of Bo's turn")
	tb.See("Poison: -1 Life")
}

// TestWeaponStopsAtOwnMonsterHeavyCarries_L273_L255 attacks with a Weapon
// (it kills the Goblin in front of Bo and stops), is refused a Heavy in the
// same turn with the engine's words, undoes the Weapon, and attacks with a
// Heavy that goes through the Goblin to Ana.
func TestWeaponStopsAtOwnMonsterHeavyCarries_L273_L255(t *testing.T) {
	tb := bosMainPart(t)

	// A Weapon +2, die 3: Ana is not offered while the Goblin stands
	// before Bo, which is the only target, picked already; 5 kills it and
	// nothing reaches Ana (L273).
	tb.Tap("Attack")
	tb.Tap("2") // bonus
	tb.See("Ana's Goblin stands in front of Bo: beat it first.")
	if len(tb.Buttons("Ana")) != 0 {
		t.Fatal("L273: Ana offered past the Goblin")
	}
	tb.tapNth("3", 1) // die
	tb.See("Goblin killed")
	tb.Tap("Confirm the attack")
	st := tb.State()
	if len(st.Monsters) != 0 || st.Players[1].XP != 20 || st.Players[0].Life != 20 {
		t.Fatalf("L273, L305: the Goblin dies, Bo gains 20 XP, Ana untouched: %+v", st)
	}
	tb.See("XP 20")

	// A Heavy after a Weapon: the preview gives the engine's refusal (L253).
	tb.Tap("Attack")
	tb.Tap("Heavy")
	tb.Tap("Ana")
	tb.tapNth("4", 1)
	tb.See("A Heavy Weapon must be the only Weapon of the turn")
	if !tb.Button("Confirm the attack").Disabled() {
		t.Fatal("a refused attack can be confirmed")
	}
	tb.Tap("Cancel")

	tb.S.Current().Undo()
	if got := tb.State(); len(got.Monsters) != 1 || got.Players[1].XP != 0 {
		t.Fatalf("undo brings the Goblin back: %+v", got.Monsters)
	}

	// Heavy +5 at Ana, die 4: 9, the Goblin takes 5 and dies, 4 carry on
	// to Ana (L255).
	tb.Tap("Attack")
	tb.Tap("Heavy")
	tb.Tap("5")
	tb.Tap("Ana")
	tb.tapNth("4", 1)
	tb.See("In order: Goblin, then Ana")
	tb.Tap("Confirm the attack")
	st = tb.State()
	if len(st.Monsters) != 0 || st.Players[0].Life != 16 || !st.Turn.Heavy {
		t.Fatalf("L255: the Heavy carries 4 to Ana: Life %d, monsters %v", st.Players[0].Life, st.Monsters)
	}
	if !strings.Contains(tb.S.Current().LastDone(), "Heavy +5") {
		t.Fatalf("the log names the quick value: %q", tb.S.Current().LastDone())
	}
}

// TestSixPlayerSetupMarksBattlefield_L9_L599_A53 sets up six players on a
// tablet: without an expansion the engine refuses in its words (L9); with
// one, the Skirmishers and the facing frontliners the players marked are
// the game's (L599-605; A-53).
func TestSixPlayerSetupMarksBattlefield_L9_L599_A53(t *testing.T) {
	tb := newTable(t, tablet)
	tb.S.SetupGame(tb.campaign("Battlefield"))
	tb.Tap("6")
	tb.See("Team 2")
	tb.Tap("Start the game")
	tb.Told("need at least one expansion") // L9: 6 players need an expansion
	tb.Dismiss()
	tb.tapCheck("The Horde")
	tb.Tap("Player 2") // Team 1's Skirmisher
	tb.Tap("Player 5") // Team 2's Skirmisher
	tb.Tap("Pairing 2")
	tb.See("Pairing 2: Player 1 faces Player 6, Player 3 faces Player 4.")
	tb.Tap("Start the game")
	st := tb.State()
	if st.Mode != legends.ModeBattlefield || st.Players[1].Role != legends.Skirmisher || st.Players[4].Role != legends.Skirmisher ||
		st.Players[0].Facing != 5 || st.Players[2].Facing != 3 {
		t.Fatalf("the battlefield as marked: %+v", st.Players)
	}
}

// TestKnockedOutHostMonsterPlacedByOwner_L411_A20: Ana knocks Bo out with
// a Heavy; Cy's Goblin in front of Bo waits, and Cy puts it in front of
// Ana with its wounds.
func TestKnockedOutHostMonsterPlacedByOwner_L411_A20(t *testing.T) {
	hero := legends.HeroBoard{Name: "Knight", Levels: []legends.HeroLevel{{MaxLife: 20, Intelligence: 1}}}
	s, err := legends.NewGame(legends.Setup{Seed: 5, Players: []legends.SeatSetup{{Name: "Ana", Hero: hero}, {Name: "Bo", Hero: hero}, {Name: "Cy", Hero: hero}}})
	if err != nil {
		t.Fatal(err)
	}
	big := legends.AttackCmd{Source: legends.Source{Kind: legends.Heavy, Bonus: 25}, Target: legends.Target{Player: 1}, Die: 6}
	s = applied(t, s, legends.RollOffTotal(0, 12), legends.RollOffTotal(1, 2), legends.RollOffTotal(2, 2),
		legends.EndTurn(), legends.EndTurn(), legends.PlayMonster(goblin, 1), legends.EndTurn(), legends.Attack(big))
	tb := newTable(t, phone)
	tb.open(s)
	tb.See("Cy puts Goblin (Life 5 / 5) in front of:")
	tb.Tap("Goblin: Ana")
	st := tb.State()
	if m := st.Monsters; len(m) != 1 || m[0].Host != 0 || m[0].Waiting {
		t.Fatalf("L411: the Goblin stands before Ana now: %+v", m)
	}
	tb.See("Goblin, Cy's: Life 5 / 5")
}

// TestDefenceCardsOrderedBeforeMonsterDie_L155_L215: Bo plays a Helmet 2
// and a Shield 4, three taps each; at his next turn he puts the Helmet
// first before the Goblin's die: 5 breaks the Helmet, the Shield takes 3
// and the rest is lost; the damage clears at the turn's end (L131).
func TestDefenceCardsOrderedBeforeMonsterDie_L155_L215(t *testing.T) {
	tb := bosMainPart(t)
	tb.Tap("Defence card")
	tb.Tap("Helmet")
	tb.Tap("2")
	tb.Tap("Defence card")
	tb.Tap("Shield")
	tb.Tap("4")
	if d := tb.State().Players[1].Defence; len(d) != 2 {
		t.Fatalf("two Defence cards: %+v", d)
	}
	tb.Tap("End turn")
	tb.Tap("End turn")
	life := tb.State().Players[1].Life
	tb.Tap("Poison")
	tb.Tap("Goblin (Ana) attacks")
	tb.See("which takes the hit next?")
	tb.Tap("Helmet")
	tb.Tap("4") // 4 + 1 = 5
	st := tb.State()
	bo := st.Players[1]
	if len(bo.Defence) != 1 || bo.Defence[0].Taken != 3 || bo.Life != life-1 {
		t.Fatalf("L155, L215: Helmet broken, Shield takes 3, only the Poison's 1 Life lost: %+v", bo)
	}
	tb.See("Shield (shield 4): took 3 this turn, 1 left")
	tb.Tap("End turn")
	if got := tb.State().Players[1].Defence[0].Taken; got != 0 {
		t.Fatalf("L131: the damage clears at the turn's end, got %d", got)
	}
}

// TestPlayMonsterBeforeOpponent_L147_L565: Bo plays a typed Monster in
// front of Ana, the only place the 2-player game allows besides himself.
func TestPlayMonsterBeforeOpponent_L147_L565(t *testing.T) {
	tb := bosMainPart(t)
	tb.Tap("Monster")
	tb.TypeIn("The Monster's name", "Troll")
	tb.Tap("7")
	tb.Tap("Before Ana")
	var troll *legends.Monster
	for _, m := range tb.State().Monsters {
		if m.Card.Name == "Troll" {
			troll = &m
		}
	}
	if troll == nil || troll.Host != 0 || troll.Owner != 1 || troll.MaxLife != 7 {
		t.Fatalf("the Troll stands before Ana, Bo's, 7 Life: %+v", troll)
	}
	tb.See("Troll, Bo's: Life 7 / 7")
}

// TestSetupHeroXPSpaces_L449: the XP of a Hero board's level spaces are
// typed at set-up and reach the game.
func TestSetupHeroXPSpaces_L449(t *testing.T) {
	tb := newGameOn(t, "Tuesday table")
	tb.tapNth("0", 1) // Player 1's XP for level 2
	tb.Keys("60")
	tb.tapNth("0", 1) // Player 1's XP for level 3
	tb.Keys("120")
	tb.Tap("Start the game")
	if h := tb.State().Players[0].Hero; h.Yellow != 60 || h.Blue != 120 {
		t.Fatalf("L449-451: level spaces at 60 and 120, got %d and %d", h.Yellow, h.Blue)
	}
	tb.See("Level 1")
	tb.See("XP 0 of 60") // the next level's space
}

// TestEndTurnConfirmsFleetingMove_L541: a Fleeting Monster Bo drew stands
// before him; ending his turn takes one more tap, to confirm it moves on
// to Ana.
func TestEndTurnConfirmsFleetingMove_L541(t *testing.T) {
	s := twoPlayerStart(t)
	bat := legends.MonsterCard{Name: "Bat", Life: 2, Attack: 0, Cost: 5, Fleeting: true}
	id := s.InFront(1)[0]
	s = applied(t, s, legends.MonsterAttack(id, 1), tracker.Cmd(legends.KindPlayMonster, legends.PlayMonsterCmd{Card: bat, Drawn: true}))
	tb := newTable(t, phone)
	tb.open(s)
	tb.Tap("End turn")
	tb.See("Bat moves from Bo to Ana.")
	tb.Tap("End the turn")
	st := tb.State()
	for _, m := range st.Monsters {
		if m.Card.Name == "Bat" && m.Host != 0 {
			t.Fatalf("L541: the Bat moves to Ana: %+v", m)
		}
	}
	if st.Active != 0 {
		t.Fatal("the turn passed to Ana")
	}
}

// TestSixPlayerSkirmisherDownEndsGame_L611: at 6 players Ana's Spell
// knocks out Ed, the other team's Skirmisher, and her team wins at once;
// undo takes it back.
func TestSixPlayerSkirmisherDownEndsGame_L611(t *testing.T) {
	s := applied(t, sixPlayers(t), legends.Correct(legends.CorrectCmd{Player: 4, Life: -18, Reason: "a card"}))
	tb := newTable(t, phone)
	tb.open(s)
	tb.Tap("Attack")
	tb.Tap("Spell")
	tb.Tap("Ed")
	tb.tapNth("3", 2) // after the bonus and the cost rows
	tb.See("who is out")
	tb.Tap("Confirm the attack")
	st := tb.State()
	if st.Phase != legends.PhaseOver || len(st.Winners) != 3 || st.Winners[0] != 0 {
		t.Fatalf("L611-613: the first Skirmisher down ends the game: %s %v", st.Phase, st.Winners)
	}
	tb.See("Ed is out")
	tb.See("Ana, Bo, Cy win.")
	tb.Tap("OK")
	tb.See("Ana, Bo, Cy win.")
	tb.See("Ed out on turn 1")
	tb.See("Ed · Knight · Team 2 · Skirmisher · out")
	tb.S.Current().Undo()
	if tb.State().Phase != legends.PhasePlay {
		t.Fatal("undo brings the game back")
	}
	tb.See("Round 1 · Ana's turn")
}

// TestOutOfCardsEndsTwoPlayerGame_L433_A22: Ana has no cards left; the
// table says so and confirms, and Bo wins the 2-player game (L11).
func TestOutOfCardsEndsTwoPlayerGame_L433_A22(t *testing.T) {
	tb := bosMainPart(t)
	tb.Tap("A player has no cards left")
	tb.Tap("Ana")
	tb.Tap("Ana is out")
	st := tb.State()
	if !st.Players[0].Out || st.Phase != legends.PhaseOver || st.Winners[0] != 1 {
		t.Fatalf("L433, L11: Ana is out and Bo wins: %+v", st)
	}
	tb.See("Bo wins.")
}
