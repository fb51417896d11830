package sorcery

import (
	"fmt"
	"testing"

	"tableside/tracker"
)

// TestRoundStepsInOrderL1440 walks a Round (L1440-1475): each Hero's turn,
// then that Hero's Enemy Turn (L1545-1594), the Event Phase after the last
// (L1598-1614), then the Time Phase (L1476-1502); only the next legal step
// is offered, and the header names the phase.
func TestRoundStepsInOrderL1440(t *testing.T) {
	s, err := NewQuest(QuestSetup{Heroes: []Hero{artemis(), jeanne()}, Enemies: []EnemyCard{giantSpider().Card},
		Encounters: testEncounters(), Events: 5})
	if err != nil {
		t.Fatal(err)
	}
	want := func(now, steps string) {
		t.Helper()
		if got := fmt.Sprint(s.NextSteps()); got != steps || s.PhaseNow() != now {
			t.Fatalf("%q %s; want %q %s", s.PhaseNow(), got, now, steps)
		}
	}
	do := func(cmd tracker.Command) {
		t.Helper()
		s = applyAll(t, s, cmd)
	}
	// The Quest opens on the first seat's turn; before anyone plays, the
	// players may start with another Hero (L1505-1512).
	want("Battle Phase · Artemis's turn", "[{end_turn Artemis} {start_turn Jeanne}]")
	do(EndTurn())
	want("Battle Phase · Artemis's Enemy Turn", "[{enemy_turn Artemis}]")
	do(DrawEncounter("A"))
	want("Battle Phase · who plays next?", "[{start_turn Jeanne}]")
	do(StartTurn("Jeanne"))
	want("Battle Phase · Jeanne's turn", "[{end_turn Jeanne}]")
	do(EndTurn())
	// The last Hero's Enemy Turn comes before the Event Phase.
	want("Battle Phase · Jeanne's Enemy Turn", "[{enemy_turn Jeanne}]")
	do(DrawEncounter("B"))
	want("Event Phase", "[{event_phase }]")
	do(RunEventPhase("Rats", "standard"))
	want("Time Phase", "[{time_phase }]")
	do(RunTimePhase(TimePhaseInput{}))
	// Round 2: the Time Phase is done; a Hero's turn, in any order.
	want("Battle Phase · who plays first?", "[{start_turn Artemis} {start_turn Jeanne}]")
	do(StartTurn("Jeanne"))
	want("Battle Phase · Jeanne's turn", "[{end_turn Jeanne}]")
	do(EndTurn())
	want("Battle Phase · Jeanne's Enemy Turn", "[{enemy_turn Jeanne}]")
}

// TestMinionsOweTheEnemyTurn003L1564: with Minions and no Enemy in play
// no card is drawn (L1464-1465), yet the Enemy Turn is still the next
// step, for the Minions to act at their Scroll's timing (L1564,
// L1590-1592, L6366-6368); once the Nests have bred and the Venoms moved,
// the next Hero's turn is. With an Enemy in play, the card drawn does not
// end the Enemy Turn while Venoms are still to move at its end
// (L7216-7218). A Ghost Soul's is skipped whole (L1593-1594).
func TestMinionsOweTheEnemyTurn003L1564(t *testing.T) {
	s := minionTable(t)
	want := func(now, steps string) {
		t.Helper()
		if got := fmt.Sprint(s.NextSteps()); got != steps || s.PhaseNow() != now {
			t.Fatalf("%q %s; want %q %s", s.PhaseNow(), got, now, steps)
		}
	}
	s = apply(t, s, EndTurn())
	want("Battle Phase · Jeanne's Enemy Turn", "[{enemy_turn Jeanne}]")
	s = apply(t, s, MinionsAct(AtStart, map[string]int{"Nest": 1}))
	want("Battle Phase · Jeanne's Enemy Turn", "[{enemy_turn Jeanne}]")
	s = apply(t, s, MinionsAct(AtEnd, nil))
	want("Battle Phase · who plays next?", "[{start_turn Thorgren} {start_turn Artemis}]")

	// An Enemy in play: the card, then the Venoms.
	s = minionTable(t)
	s.Enemies = []Enemy{giantSpider()}
	s = mustCheck(t, s)
	s = apply(t, s, EndTurn())
	s = apply(t, s, MinionsAct(AtStart, map[string]int{"Nest": 0}))
	if s.EnemyCardDrawn() {
		t.Fatal("the card counts as drawn before it is")
	}
	s = apply(t, s, DrawEncounter("A"))
	// Its card is drawn (L1458-1462): the turn, still owed for the
	// Venoms, draws no second.
	if !s.EnemyCardDrawn() {
		t.Fatal("the card drawn does not count as drawn")
	}
	want("Battle Phase · Jeanne's Enemy Turn", "[{enemy_turn Jeanne}]")
	s = apply(t, s, MinionsAct(AtEnd, nil))
	want("Battle Phase · who plays next?", "[{start_turn Thorgren} {start_turn Artemis}]")

	// A Ghost Soul owes none.
	s = minionTable(t)
	s.Heroes[0].Ghost, s.Heroes[0].Wounds = true, 9
	s = mustCheck(t, s)
	s = apply(t, s, EndTurn())
	if s.EnemyTurnDue() {
		t.Fatal("a Ghost Soul owes an Enemy Turn for the Minions")
	}
}
