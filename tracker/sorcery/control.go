package sorcery

// Figure is one figure in an area, as the players name it, for control
// and domination (L1120-1149).
type Figure struct {
	// Gigantic counts 3, or 1 while K.O. (L5708-5711).
	Gigantic bool `json:"gigantic,omitempty"`
	// Presence, when more than 1, is a Master Enemy's printed weight in
	// figures (L7355-7357); like Gigantic, 1 while K.O. (a reading: the
	// book says so only of Gigantic, L5708-5710).
	Presence int `json:"presence,omitempty"`
	// KO counts 0 (L1140-1143).
	KO bool `json:"ko,omitempty"`
	// Ghost is a Ghost Soul, who never counts (L4894-4895).
	Ghost bool `json:"ghost,omitempty"`
}

func (f Figure) count() int {
	switch {
	case f.Ghost:
		return 0
	case (f.Gigantic || f.Presence > 1) && f.KO:
		return 1
	case f.Presence > 1:
		return f.Presence
	case f.Gigantic:
		return 3
	case f.KO:
		return 0
	}
	return 1
}

// Control says which side controls an area, "heroes", "enemies" or "",
// and whether it dominates: more figures controls, twice as many
// dominates; never against a side with no figure there (L1120-1149).
func Control(enemies, heroes []Figure) (side string, dominates bool) {
	e, ep := tally(enemies)
	h, hp := tally(heroes)
	switch {
	case !ep || !hp:
		return "", false
	case e > h:
		return "enemies", e >= 2*h
	case h > e:
		return "heroes", h >= 2*e
	}
	return "", false
}

// tally is the figures' count, and whether any is there at all: a K.O.
// figure is there and counts 0; a Ghost Soul is not there (L4894-4895).
func tally(fs []Figure) (n int, present bool) {
	for _, f := range fs {
		n += f.count()
		present = present || !f.Ghost
	}
	return n, present
}
