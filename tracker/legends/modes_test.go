package legends

import (
	"slices"
	"testing"
)

// TestPlayerCountRules: 2 to 4 players with the base game, up to 6 with
// at least one expansion (002 L9); at 6 the battlefield, where each team
// names a Skirmisher and frontliners face each other (L591-605). The set-up
// screen asks these, and NewGame holds a table to the same answers.
func TestPlayerCountRules(t *testing.T) {
	if got := PlayerCounts(); !slices.Equal(got, []int{2, 3, 4, 5, 6}) {
		t.Fatalf("PlayerCounts %v", got)
	}
	for _, c := range []struct {
		n                   int
		expansion, skirmish bool
	}{{2, false, false}, {3, false, false}, {4, false, false}, {5, true, false}, {6, true, true}} {
		if got := NeedsExpansion(c.n); got != c.expansion {
			t.Errorf("%d players: NeedsExpansion %v", c.n, got)
		}
		if got := HasSkirmishers(c.n); got != c.skirmish {
			t.Errorf("%d players: HasSkirmishers %v", c.n, got)
		}
		bare := testSetup(c.n)
		bare.Expansions = nil
		if _, err := NewGame(bare); (err != nil) != c.expansion {
			t.Errorf("%d players without an expansion: %v", c.n, err)
		}
		plain := testSetup(c.n)
		plain.Skirmishers, plain.Facing = nil, nil
		if _, err := NewGame(plain); (err != nil) != c.skirmish {
			t.Errorf("%d players without Skirmishers: %v", c.n, err)
		}
	}
}
