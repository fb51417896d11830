package sorcery

import "tableside/tracker"

// SentenceTarget is a sentence that names its own target inside a rule
// already chosen ("attack the closest Hero in L.O.S. within 2 areas"):
// the sights as they stand when the sentence is reached, the range's
// upper bound Max, and whether the words ask for the closest.
type SentenceTarget struct {
	Sights  []Sight `json:"sights"`
	Max     int     `json:"max"`
	Closest bool    `json:"closest,omitempty"`
}

// PickSentenceTarget picks among those the sentence's words allow, in
// L.O.S. within Max: the closest when it asks, then the preferred victim,
// then the priority rules; a tie is the controller's (sorcery-ai.md point
// 7, L6648-6652, L6763-6768). Nobody there: the sentence does nothing.
func (s *State) PickSentenceTarget(enemy int, in SentenceTarget) (VictimPick, error) {
	if enemy < 0 || enemy >= len(s.Enemies) {
		return VictimPick{}, tracker.Refuse("There is no Enemy %d in play", enemy)
	}
	if in.Max < 0 || in.Max > maxSight {
		return VictimPick{}, tracker.Refuse("A sentence's range runs from 0 to %d areas", maxSight)
	}
	e := &s.Enemies[enemy]
	// A Vengeful Master Enemy's own words may name another Hero
	// (L7609-7611).
	ts, err := s.joinSights(e, s.targetsOf(e, false), in.Sights)
	if err != nil {
		return VictimPick{}, err
	}
	var allowed []target
	for _, t := range ts {
		if t.sight.LOS && t.sight.Areas <= in.Max {
			allowed = append(allowed, t)
		}
	}
	if len(allowed) == 0 {
		return VictimPick{}, nil
	}
	if in.Closest {
		allowed = narrow(allowed, func(t target) int { return -t.sight.Areas })
	}
	return pickOf(priority(s.prefer(e.Card, allowed), func(t target) int { return t.sight.Areas })), nil
}
