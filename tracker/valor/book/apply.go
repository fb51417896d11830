package book

import (
	"fmt"

	"tableside/tracker"
)

// Game is the campaign book of Lludwik's Labyrinth as a tracker.Game.
type Game struct{}

var _ tracker.Game = Game{}

// ID is the key stored with every campaign.
func (Game) ID() string { return "valor.book" }

// Title is the book's name for players.
func (Game) Title() string { return "Lludwik's Labyrinth campaign book" }

// CheckState reports whether state is a book the app could have written.
func (Game) CheckState(state []byte) error {
	_, err := Decode(state)
	return err
}

// Apply decodes state, applies cmd and encodes the result. A command the
// rules forbid returns a *tracker.Refusal and no state.
func (Game) Apply(state []byte, cmd tracker.Command) ([]byte, string, error) {
	return tracker.ApplyJSON(state, Decode, func(s *State) (string, error) { return s.do(cmd) })
}

// Apply is the typed form of Game.Apply: s is left as it was.
func (s State) Apply(cmd tracker.Command) (State, string, error) {
	if err := s.Check(); err != nil {
		return State{}, "", err
	}
	c := s.clone()
	words, err := c.do(cmd)
	if err != nil {
		return State{}, "", err
	}
	return c, words, nil
}

// do applies cmd to s in place. On error s may be half changed; callers
// throw it away. Every accepted command leaves a state Check accepts; the
// fuzz test holds the package to it.
func (s *State) do(cmd tracker.Command) (string, error) {
	switch cmd.Kind {
	case KindParty:
		return run(s, cmd, (*State).party)
	case KindStartSession:
		return run(s, cmd, (*State).startSession)
	case KindEndSession:
		return run(s, cmd, (*State).endSession)
	case KindAddEvents:
		return run(s, cmd, (*State).addEvents)
	case KindAddToPool:
		return run(s, cmd, (*State).addToPool)
	case KindRemoveEvent:
		return run(s, cmd, (*State).removeEvent)
	case KindMove:
		return run(s, cmd, (*State).move)
	case KindLevelUp:
		return run(s, cmd, (*State).levelUp)
	case KindReadStash:
		return run(s, cmd, (*State).readStash)
	case KindIcons:
		return run(s, cmd, (*State).icons)
	case KindQuestDraw:
		return run(s, cmd, (*State).questDraw)
	case KindHoardChart:
		return run(s, cmd, (*State).hoardChart)
	case KindHoard:
		return run(s, cmd, (*State).adjustHoard)
	case KindSupplies:
		return run(s, cmd, (*State).adjustSupplies)
	case KindEndAct:
		return run(s, cmd, (*State).endAct)
	case KindBuyUpgrade:
		return run(s, cmd, (*State).buyUpgrade)
	case KindUpgradeNote:
		return run(s, cmd, (*State).upgradeNote)
	case KindDiscover:
		return run(s, cmd, (*State).discover)
	case KindEnvelope:
		return run(s, cmd, (*State).unlockEnvelope)
	case KindTalent:
		return run(s, cmd, (*State).unlockTalent)
	case KindJudgment:
		return run(s, cmd, (*State).faceJudgment)
	case KindReset:
		return run(s, cmd, (*State).reset)
	}
	return "", fmt.Errorf("this version of Tableside does not know the action %q", cmd.Kind)
}

// run decodes the command's arguments into T and calls f.
func run[T any](s *State, cmd tracker.Command, f func(*State, T) (string, error)) (string, error) {
	var args T
	if err := tracker.DecodeArgs(cmd, &args); err != nil {
		return "", err
	}
	return f(s, args)
}
