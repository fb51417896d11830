package villains

import (
	"fmt"

	"tableside/tracker"
)

// Result is the game as a play log records it: the player who met their
// objective first wins, alone (004 L14); the rules keep no score.
// A query, it changes nothing: the Game asks it of a stored state
// (tracker.ResultAdapter).
func (s State) Result() tracker.Result {
	r := tracker.Result{Game: Game{}.Title(), Over: s.Over()}
	if r.Over {
		r.Words = fmt.Sprintf("%s won: %s", s.Players[s.Winner].Name, s.Objective)
	} else {
		r.Words = fmt.Sprintf("Round %d: nobody has met their objective yet.", s.Round)
	}
	for i, p := range s.Players {
		r.Players = append(r.Players, tracker.ResultPlayer{Name: p.Name, Role: p.Villain, Winner: i == s.Winner})
	}
	return r
}
