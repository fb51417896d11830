package sorcery

import "testing"

// Control and domination (rules 003 L1120-1149): more figures controls,
// twice as many dominates; K.O. counts 0, Gigantic 3 or 1 while K.O.
// (L5708-5711), a Ghost Soul is not there (L4894-4895), and a side alone
// in an area neither controls nor dominates it.
func TestControl003L1120(t *testing.T) {
	one, ko, ghost, big := Figure{}, Figure{KO: true}, Figure{Ghost: true}, Figure{Gigantic: true}
	for _, c := range []struct {
		name       string
		e, h       []Figure
		side       string
		dominating bool
	}{
		{"alone", []Figure{one}, nil, "", false},
		{"alone-but-a-ghost", []Figure{one}, []Figure{ghost}, "", false},
		{"ko-heroes", []Figure{one}, []Figure{ko, ko}, "enemies", true},
		{"tie", []Figure{one}, []Figure{one}, "", false},
		{"control", []Figure{one, one, one}, []Figure{one, one}, "enemies", false},
		{"dominate", []Figure{one}, []Figure{one, one}, "heroes", true},
		{"gigantic", []Figure{big}, []Figure{one, one}, "enemies", false},
		{"gigantic-ko", []Figure{{Gigantic: true, KO: true}}, []Figure{one, one}, "heroes", true},
		{"presence-4", []Figure{{Presence: 4}}, []Figure{one, one}, "enemies", true},
	} {
		side, dom := Control(c.e, c.h)
		if side != c.side || dom != c.dominating {
			t.Errorf("%s: %q %v; want %q %v", c.name, side, dom, c.side, c.dominating)
		}
	}
}
