package sorcery

import (
	"fmt"

	"tableside/tracker"
)

// The Menace token's moves (L7557-7638). It moves on every Master Enemy
// side, Vengeful or not (L7635-7638).

// woundMaster moves the token when the Hero at seat i wounds a Master
// Enemy: the holder raises it to II; another Hero lowers II to I, and at
// I takes it (L7587-7595).
func (s *State) woundMaster(i int) string {
	m := s.Menace
	switch {
	case m == nil:
		return ""
	case m.Hero == i:
		m.Level = 2
		return fmt.Sprintf("%s's Menace token rises to Level II.", s.Heroes[i].Name)
	case m.Level == 2:
		m.Level = 1
		return fmt.Sprintf("The Menace token stays with %s, down to Level I.", s.Heroes[m.Hero].Name)
	}
	m.Hero = i
	return fmt.Sprintf("%s takes the Menace token at Level I.", s.Heroes[i].Name)
}

// taunt gives the token to the taunting Hero at Level ACT (L7597-7599).
func (s *State) taunt(i int) (string, error) {
	if s.Menace == nil {
		return "", tracker.Refuse("No Master Enemy is in play: there is no Menace token")
	}
	if h := s.Heroes[i]; h.Ghost {
		return "", tracker.Refuse("%s is a Ghost Soul and cannot taunt", h.Name)
	}
	s.Menace.Hero, s.Menace.Level = i, min(s.Act, 2)
	return fmt.Sprintf("%s taunts and takes the Menace token at Level %s.", s.Heroes[i].Name, roman(s.Menace.Level)), nil
}

// menaceLost is what the controller does when the holder dies or cannot
// be targeted: pass the token at Level ACT to another Hero who can, or
// leave it where it is (L7601-7605).
func (s *State) menaceLost(i int) []Step {
	ch := &Choice{Kind: "menace", Who: s.Heroes[s.Active].Name, Prompt: "Who takes the Menace token?", Options: s.menaceTakers(i)}
	if len(ch.Options) == 0 {
		return []Step{step("L7601-7605", fmt.Sprintf("Nobody else can take the Menace token: it stays with %s, who cannot be attacked until targetable again.", s.Heroes[i].Name))}
	}
	return []Step{{Rule: "L7601-7605", Say: fmt.Sprintf("%s cannot be targeted: the Master Enemy's controller passes the Menace token at Level %s.", s.Heroes[i].Name, roman(min(s.Act, 2))), Choice: ch}}
}

// passMenace is the controller's pick after menaceLost.
func (s *State) passMenace(i int) (string, error) {
	switch {
	case s.Menace == nil:
		return "", tracker.Refuse("No Master Enemy is in play: there is no Menace token")
	case s.Heroes[i].Ghost || s.Heroes[i].Conditions.Hidden:
		return "", tracker.Refuse("%s cannot be targeted and cannot take the Menace token", s.Heroes[i].Name)
	}
	s.Menace.Hero, s.Menace.Level = i, min(s.Act, 2)
	return fmt.Sprintf("%s takes the Menace token at Level %s.", s.Heroes[i].Name, roman(s.Menace.Level)), nil
}

// menaceTakers are the Heroes other than seat i who can be targeted, and
// so can take the Menace token (L7601-7605).
func (s *State) menaceTakers(i int) []string {
	var names []string
	for j, h := range s.Heroes {
		if j != i && !h.Ghost && !h.Conditions.Hidden {
			names = append(names, h.Name)
		}
	}
	return names
}

// CanTaunt tells whether the Hero at seat i can use a Taunt (or a power
// like it) on the Master Enemy now: a Menace token is in play and the
// Hero is alive. It moves the token even to its holder, at Level ACT,
// whatever its level (L7597-7599). A query; it changes nothing.
func (s State) CanTaunt(i int) bool {
	return s.Menace != nil && i >= 0 && i < len(s.Heroes) && !s.Heroes[i].Ghost
}

// MenaceToPass is the pass the Master Enemy's controller owes now, or
// nil: the holder died or cannot be targeted and another Hero can take
// the token at Level ACT (L7601-7605). With nobody to take it the token
// stays, and nothing is owed. A query; it changes nothing.
func (s State) MenaceToPass() *Choice {
	m := s.Menace
	if m == nil || m.Hero < 0 || m.Hero >= len(s.Heroes) {
		return nil
	}
	h := s.Heroes[m.Hero]
	if !h.Ghost && !h.Conditions.Hidden {
		return nil
	}
	takers := s.menaceTakers(m.Hero)
	if len(takers) == 0 {
		return nil
	}
	why := "cannot be targeted"
	if h.Ghost {
		why = "has fallen"
	}
	return &Choice{Kind: "menace", Who: s.Heroes[s.Active].Name, Options: takers,
		Prompt: fmt.Sprintf("%s %s: who takes the Menace token, at Level %s?", h.Name, why, roman(min(s.Act, 2)))}
}

// MenaceOn is the Menace token on the Hero at seat i, "Menace token,
// Level II", or "" when that Hero does not hold it. A query.
func (s State) MenaceOn(i int) string {
	if s.Menace == nil || s.Menace.Hero != i {
		return ""
	}
	return "Menace token, Level " + roman(s.Menace.Level)
}
