package sorceryui

import (
	"strings"
	"testing"

	"tableside/tracker/sorcery"
)

// notSee fails when the screen shows want.
func (tb *table) notSee(want string) {
	tb.T.Helper()
	if strings.Contains(tb.Texts(), want) {
		tb.T.Fatalf("screen shows %q; it should not:\n%s", want, tb.Texts())
	}
}

// passEnemyTurn plays the Enemy Turn just opened so that nobody is hurt:
// a typed card that activates no Enemy if the deck has one, else every
// Hero out of reach ("No path": no rule runs, L6529-6531, L6876-6877);
// with no Enemy in play it is only Done (L1464-1465).
func (tb *table) passEnemyTurn() {
	tb.T.Helper()
	if !strings.Contains(tb.Texts(), "Which Encounter card?") {
		tb.Tap("Done")
		return
	}
	st, pick := tb.state(), ""
	for _, l := range st.Letters() {
		if st.NeedsCard(l) {
			continue
		}
		plan, err := st.PlanEnemyTurn(sorcery.EnemyTurnInput{Card: l})
		if err != nil {
			continue
		}
		if len(plan.Order) == 0 {
			pick = l
			break
		}
		if pick == "" {
			pick = l
		}
	}
	tb.Tap(pick)
	for strings.Contains(tb.Texts(), "How far is each Hero") {
		for i := range len(tb.Buttons("No path")) {
			tapButton(tb.T, tb.Buttons("No path")[i])
		}
		if bs := tb.Buttons("Next Enemy"); len(bs) > 0 {
			tapButton(tb.T, bs[0])
		} else {
			tb.Tap("Done with this Enemy")
		}
	}
	tb.Tap("End the Enemy Turn")
}

// steps are the round's steps on screen, in order: the stepper's buttons.
func (tb *table) steps() string {
	var out []string
	for _, line := range strings.Split(tb.Texts(), "\n") {
		switch {
		case strings.HasPrefix(line, "End ") && strings.HasSuffix(line, "'s turn"),
			strings.HasPrefix(line, "Start ") && strings.HasSuffix(line, "'s turn"),
			strings.HasSuffix(line, "'s Enemy Turn"),
			line == "Draw an Event card", strings.HasPrefix(line, "Discard "),
			line == "Confirm the Time Phase":
			out = append(out, line)
		}
	}
	return strings.Join(out, " | ")
}

// TestRoundStepsOfferedInOrderL1440 plays a Round with real widgets: at
// each point only the next legal step is offered and the header names
// the phase (L1440-1475): a Hero's turn, then that Hero's Enemy Turn
// before anyone else's turn (L1545-1594), the Event Phase after the last
// Hero (L1598-1614), then the Time Phase; in Round 2 the header no longer
// says Time Phase once it is done.
func TestRoundStepsOfferedInOrderL1440(t *testing.T) {
	tb := twoHeroQuest(t)
	want := func(header, steps string) {
		t.Helper()
		tb.See(header)
		if got := tb.steps(); got != steps {
			t.Fatalf("steps %q; want %q", got, steps)
		}
	}
	want("Round 1 · Battle Phase · Artemis's turn", "End Artemis's turn | Start Jeanne's turn")
	tb.Tap("End Artemis's turn")
	tb.Tap("Leave the Enemy Turn")
	want("Round 1 · Battle Phase · Artemis's Enemy Turn", "Artemis's Enemy Turn")
	tb.Tap("Artemis's Enemy Turn")
	tb.passEnemyTurn()
	want("Round 1 · Battle Phase · who plays next?", "Start Jeanne's turn")
	tb.Tap("Start Jeanne's turn")
	want("Round 1 · Battle Phase · Jeanne's turn", "End Jeanne's turn")
	tb.Tap("End Jeanne's turn")
	tb.passEnemyTurn()
	want("Round 1 · Event Phase", "Draw an Event card")
	tb.eventCard()
	want("Round 1 · Time Phase", "Confirm the Time Phase")
	tb.Tap("Confirm the Time Phase")
	want("Round 2 · Battle Phase · who plays first?", "Start Artemis's turn | Start Jeanne's turn")
	tb.notSee("Round 2 · Time Phase")
	tb.Tap("Start Jeanne's turn")
	want("Round 2 · Battle Phase · Jeanne's turn", "End Jeanne's turn")
}
