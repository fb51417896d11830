package legends

import (
	"fmt"
	"slices"

	"tableside/tracker"
)

// Result is the game as a play log records it: the player or team who
// eliminated all their opponents wins (L11); a five-player finish the
// table has still to settle is not over. The rules keep no score.
// A query, it changes nothing: the Game asks it of a stored state
// (tracker.ResultAdapter).
func (s State) Result() tracker.Result {
	r := tracker.Result{Game: Game{}.Title(), Over: s.Phase == PhaseOver, Words: s.EndWords()}
	if !r.Over && len(s.Tie) == 0 {
		r.Words = fmt.Sprintf("Round %d: nobody has won yet.", max(s.Round, 1))
	}
	for i, p := range s.Players {
		r.Players = append(r.Players, tracker.ResultPlayer{Name: p.Name, Role: p.Hero.Name, Winner: r.Over && slices.Contains(s.Winners, i)})
	}
	return r
}
