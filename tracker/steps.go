package tracker

import "encoding/json"

// Stepper is a Game that applies a run of commands to one state faster
// than Apply does one at a time: the state is decoded once and kept in
// memory, rather than decoded again for every command, which is most of
// what Apply costs. Reading a long log through (a chart of an evening)
// is where that counts.
type Stepper interface {
	Game
	// Steps starts a run from state, which it reads and checks as Apply
	// does.
	Steps(state []byte) (Steps, error)
}

// Steps is a run of commands applied in turn to one state in memory.
type Steps interface {
	// Do applies cmd to the state and returns the state after it,
	// encoded: the bytes Apply would give for the same state and command.
	// After an error the run is spoiled; start another.
	Do(cmd Command) ([]byte, error)
}

// Steps starts a run of commands from state; see Stepper.
func (g JSONGame[S, E]) Steps(state []byte) (Steps, error) {
	s, err := g.Decode(state)
	if err != nil {
		return nil, err
	}
	return &steps[S, E]{g: g, s: s}, nil
}

type steps[S, E any] struct {
	g JSONGame[S, E]
	s S
}

func (r *steps[S, E]) Do(cmd Command) ([]byte, error) {
	if _, err := r.g.Do(&r.s, cmd); err != nil {
		return nil, err
	}
	// A copy, as a decode of the saved state would give: a handler may
	// have left two fields sharing a slice, which the next command must
	// not find still shared.
	c, err := r.g.Copy(r.s)
	if err != nil {
		return nil, err
	}
	r.s = c
	return json.Marshal(r.s)
}
