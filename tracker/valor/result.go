package valor

import (
	"tableside/tracker"
)

// Result is the game as a play log records it. Lludwik's Labyrinth is
// fully co-operative (000 L74): the rules play the Villain, so the Heroes
// win or lose together: the Villain at 0 Health, or the Villain with 3
// Souls (000 L770-771). In Minions of
// Mordak a player runs the Villain against the Heroes, and one side wins
// (001 L75, L81). Neither book keeps a score.
// A query, it changes nothing: the Game asks it of a stored state
// (tracker.ResultAdapter).
func (s State) Result() tracker.Result {
	r := tracker.Result{Game: "Valor & Villainy: " + s.Box.Title(), Over: s.Over(), Cooperative: s.Box != BoxMordak, Words: s.Prompt()}
	for _, h := range s.Heroes {
		r.Players = append(r.Players, tracker.ResultPlayer{Name: tracker.Seat(h.Player, h.Name), Role: h.Name, Winner: s.Winner == SideHeroes})
	}
	if s.Box == BoxMordak {
		r.Players = append(r.Players, tracker.ResultPlayer{Name: tracker.Seat(s.Villain.Player, s.Villain.Name), Role: s.Villain.Name, Winner: s.Winner == SideVillain})
	}
	return r
}
