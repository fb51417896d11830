package villains

import "testing"

// TestResultOneWinner_L14: the player who meets their objective wins
// alone (004 L14); before that nobody has.
func TestResultOneWinner_L14(t *testing.T) {
	s := newTest(t, 3)
	r, err := Game{}.Result(encode(t, s))
	if err != nil || r.Over || len(r.Players) != 3 || r.Cooperative {
		t.Fatalf("a game under way: %+v %v", r, err)
	}
	for _, p := range r.Players {
		if p.Winner {
			t.Fatalf("a winner before anyone met their objective: %+v", r)
		}
	}
	r = mustApply(t, s, DeclareWinner(1)).Result()
	if !r.Over || r.Players[1].Name != s.Players[1].Name || r.Players[1].Role != s.Players[1].Villain {
		t.Fatalf("after the objective: %+v", r)
	}
	for i, p := range r.Players {
		if p.Winner != (i == 1) || p.Score != nil || p.Rank != 0 {
			t.Errorf("seat %d: %+v, want only seat 2 a winner and no score", i, p)
		}
	}
}
