package sorcery

import (
	"fmt"
	"slices"
)

// The Round's order (L1440-1475): the Time Phase, then each Hero in an
// order the players choose takes a Hero Turn and then one Enemy Turn
// (L1505-1512, L1545-1594), then the Event Phase (L1598-1614), and the
// next Round's Time Phase. NextSteps says which steps are legal now, so a
// screen offers those and no other; PhaseNow names where the table is.

// RoundStepKind is a step of the Round a screen offers.
type RoundStepKind string

// The steps of a Round.
const (
	StepStartTurn  RoundStepKind = "start_turn"  // a Hero's turn begins (L1505-1512)
	StepEndTurn    RoundStepKind = "end_turn"    // the Active Hero's turn ends (L1548-1553)
	StepEnemyTurn  RoundStepKind = "enemy_turn"  // the Active Hero's Enemy Turn (L1559-1594)
	StepEventPhase RoundStepKind = "event_phase" // this Round's Event card (L1598-1628)
	StepTimePhase  RoundStepKind = "time_phase"  // the next Round opens (L1476-1502)
)

// RoundStep is one step a screen may offer; Hero names whose turn it
// starts or ends.
type RoundStep struct {
	Kind RoundStepKind `json:"kind"`
	Hero string        `json:"hero,omitempty"`
}

// NextSteps are the Round's steps legal now, in the order to offer them,
// the likeliest first. Between Quests, or with the Quest lost, there are
// none.
func (s *State) NextSteps() []RoundStep {
	if s.Phase == Between || s.failure() != "" || len(s.Heroes) == 0 {
		return nil
	}
	a := s.Heroes[s.Active]
	switch {
	case s.Phase == BattlePhase && !a.Acted:
		// The Active Hero's turn is on. Only at the Quest's opening, before
		// anyone has played, may another Hero take the first turn instead
		// (L1505-1512): the app put the first seat there, not the players.
		out := []RoundStep{{Kind: StepEndTurn, Hero: a.Name}}
		if s.opening() {
			out = append(out, s.starts()...)
		}
		return out
	case s.Phase != TimePhase && a.Acted && s.EnemyTurnDue():
		// The Hero Turn is over; its Enemy Turn comes before anything else
		// (L1545-1594), the last Hero's before the Event Phase.
		return []RoundStep{{Kind: StepEnemyTurn, Hero: a.Name}}
	case s.Phase == BattlePhase:
		return s.starts()
	case s.Phase == EventPhase && !s.EventDone && s.Events.Unrevealed+len(s.Events.Revealed) > 0:
		return []RoundStep{{Kind: StepEventPhase}}
	case s.Phase == EventPhase:
		return []RoundStep{{Kind: StepTimePhase}}
	}
	// The Time Phase is done: a Hero's turn, in any order (L1505-1512).
	return s.starts()
}

// opening tells whether the Quest's first Round has not seen a Hero play.
func (s *State) opening() bool {
	return s.Round == 1 && s.Phase == BattlePhase && !slices.ContainsFunc(s.Heroes, func(h Hero) bool { return h.Acted })
}

// starts are the turns that may start: each Hero who has not played.
func (s *State) starts() []RoundStep {
	var out []RoundStep
	for i, h := range s.Heroes {
		if !h.Acted && !(i == s.Active && s.Phase == BattlePhase) {
			out = append(out, RoundStep{Kind: StepStartTurn, Hero: h.Name})
		}
	}
	return out
}

// EnemyTurnDue tells whether the Active Hero, turn ended, still owes its
// Enemy Turn: its card, not drawn yet with an Enemy in play, or Minions
// whose Scroll's timing has not come round in it yet. With no Enemy in
// play no card is drawn (L1464-1465), yet the Minions act (L1564,
// L1590-1592, L6366-6368), so the turn is owed for them alone; a Ghost
// Soul skips it whole (L1593-1594).
func (s *State) EnemyTurnDue() bool {
	a := s.Heroes[s.Active]
	if !a.Acted || a.Ghost || (s.Phase == EventPhase && s.EventDone) {
		return false
	}
	card := len(s.Enemies) > 0 && !s.EnemyCardDrawn()
	return card || s.MinionsDue(AtStart) || s.MinionsDue(AtEnd)
}

// EnemyCardDrawn tells whether the Active Hero's Enemy Turn has drawn its
// Encounter card this Round: a turn opened again for Minions still to
// act at its end draws no second card (one card an Enemy Turn,
// L1458-1462).
func (s *State) EnemyCardDrawn() bool {
	return s.CardDrawnBy != "" && s.CardDrawnBy == s.Heroes[s.Active].Name
}

// PhaseNow names where the table is in the Round, for a screen's header:
// "Artemis's turn", "Artemis's Enemy Turn", "Battle Phase: who plays
// next?", "Event Phase", "Time Phase".
func (s *State) PhaseNow() string {
	if s.Phase == Between || len(s.Heroes) == 0 {
		return s.Phase.Words()
	}
	a := s.Heroes[s.Active]
	steps := s.NextSteps()
	switch {
	case len(steps) == 0:
		return s.Phase.Words()
	case steps[0].Kind == StepEndTurn:
		return fmt.Sprintf("Battle Phase · %s's turn", a.Name)
	case steps[0].Kind == StepEnemyTurn:
		return fmt.Sprintf("Battle Phase · %s's Enemy Turn", a.Name)
	case steps[0].Kind == StepEventPhase:
		return EventPhase.Words()
	case steps[0].Kind == StepTimePhase:
		return TimePhase.Words()
	case !slices.ContainsFunc(s.Heroes, func(h Hero) bool { return h.Acted }):
		return "Battle Phase · who plays first?"
	}
	return "Battle Phase · who plays next?"
}
