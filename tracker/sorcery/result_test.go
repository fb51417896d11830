package sorcery

import (
	"encoding/json"
	"testing"
)

// TestResultTogether_L1779: the Heroes win or lose the Quest together
// (L1779-1782), as the table said at its end; before the end, nobody has.
func TestResultTogether_L1779(t *testing.T) {
	j := jeanne()
	j.Player = "Ana"
	s := mustCheck(t, table([]Hero{j, thorgren()}))
	b, _ := json.Marshal(s)
	r, err := Game{}.Result(b)
	if err != nil || r.Over || !r.Cooperative || len(r.Players) != 2 {
		t.Fatalf("a Quest under way: %+v %v", r, err)
	}
	if r.Players[0].Name != "Ana" || r.Players[0].Role != "Jeanne" || r.Players[1].Name != "Thorgren" {
		t.Fatalf("seats: %+v", r.Players)
	}
	for _, c := range []struct {
		outcome string
		won     bool
	}{{Won, true}, {Lost, false}, {"", false}} {
		r := apply(t, s, QuestOver(nil, c.outcome, "2026-11-22")).Result()
		if !r.Over {
			t.Fatalf("%q: the Quest is over: %+v", c.outcome, r)
		}
		for _, p := range r.Players {
			if p.Winner != c.won {
				t.Errorf("%q: %s winner %v, want %v", c.outcome, p.Name, p.Winner, c.won)
			}
		}
	}
}
