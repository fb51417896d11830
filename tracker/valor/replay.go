package valor

import "tableside/tracker"

var _ tracker.Stepper = Game{}

// Steps starts a run of commands from state, decoded once: reading a long
// log through (History's chart) costs the rules' work, not a decode of the
// whole table for every action.
func (Game) Steps(state []byte) (tracker.Steps, error) { return rules().Steps(state) }
