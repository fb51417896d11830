package sorcery

import (
	"tableside/tracker"
)

// Result is the Quest as a play log records it: the game is co-operative
// (L14), so the Heroes win or lose the Quest together, won by its own
// ending conditions (L1775-1777) or failed (L1779-1782), as the table said
// when it ended the Quest (QuestOver); the rules keep no score. A Quest
// ended before the app asked won or lost is over with no winner.
// A query, it changes nothing: the Game asks it of a stored state
// (tracker.ResultAdapter).
func (s State) Result() tracker.Result {
	r := tracker.Result{Game: Title, Over: s.Phase == Between, Cooperative: true}
	won := false
	switch {
	case !r.Over:
		r.Words = "The Quest goes on."
		if why := s.failure(); why != "" {
			r.Words = "The Quest is lost: " + why + "; end it to record it."
		}
	case len(s.Camp.Quests) > 0 && s.Camp.Quests[len(s.Camp.Quests)-1].Outcome == Won:
		r.Words, won = "The Quest is won.", true
	case len(s.Camp.Quests) > 0 && s.Camp.Quests[len(s.Camp.Quests)-1].Outcome == Lost:
		r.Words = "The Quest is lost."
	default:
		r.Words = "The Quest is over."
	}
	for _, h := range s.Heroes {
		r.Players = append(r.Players, tracker.ResultPlayer{Name: tracker.Seat(h.Player, h.Name), Role: h.Name, Winner: won})
	}
	return r
}
