package sorcery

import (
	"tableside/tracker"
)

// Result is the Quest as a play log records it: the game is co-operative
// (L14), so the Heroes win or lose the Quest together, won by its own
// ending conditions (L1775-1777) or failed (L1779-1782), as the table said
// when it ended the Quest (QuestOver); the rules keep no score. A Quest
// ended before the app asked won or lost is over with no winner.
func (Game) Result(state []byte) (tracker.Result, error) { return tracker.ResultOf(Decode, state) }

var _ tracker.Resulter = Game{}

// Result is the Quest's result; a query, it changes nothing.
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
