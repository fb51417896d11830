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
