package legends

import "testing"

// TestResultWinners_L11: the player or team who eliminates all their
// opponents wins (L11): at two players the one left; at four, both of the
// team left standing; a five-player tie the table has not settled
// is no end yet.
func TestResultWinners_L11(t *testing.T) {
	s := newTable(t, 2)
	if r, err := (Game{}).Result(encode(t, s)); err != nil || r.Over || r.Players[0].Winner || r.Players[1].Winner {
		t.Fatalf("a game under way: %+v %v", r, err)
	}
	r := mustApply(t, s, Correct(CorrectCmd{Player: 1, Life: -20, Reason: "test"})).Result()
	if !r.Over || !r.Players[0].Winner || r.Players[1].Winner || r.Players[0].Role != "Ana's Hero" {
		t.Fatalf("Bo out at two players: %+v", r)
	}
	s = newTable(t, 4)
	s = mustApply(t, s, Correct(CorrectCmd{Player: 1, Life: -20, Reason: "test"}))
	s = mustApply(t, s, Correct(CorrectCmd{Player: 3, Life: -20, Reason: "test"}))
	r = s.Result()
	if !r.Over {
		t.Fatalf("a team out at four players: %+v", r)
	}
	for i, p := range r.Players {
		if want := s.Players[i].Team == s.Players[0].Team; p.Winner != want {
			t.Errorf("%s: winner %v, want %v (team %d)", p.Name, p.Winner, want, s.Players[i].Team)
		}
	}
	s = newTable(t, 5)
	for _, p := range []int{0, 2, 1} {
		s = mustApply(t, s, Correct(CorrectCmd{Player: p, Life: -20, Reason: "test"}))
	}
	if r := s.Result(); len(s.Tie) == 0 || r.Over || r.Words != s.EndWords() {
		t.Fatalf("A-40: a tie the table settles is not the end: %+v (tie %v)", r, s.Tie)
	}
}
