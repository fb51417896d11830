package valor

import "testing"

// TestResultSides_L770: in the Labyrinth the Heroes win together, or lose
// together to the Villain (000 L770-771); in Minions of Mordak the Villain
// player wins alone or the Heroes do (001 L75, L81).
func TestResultSides_L770(t *testing.T) {
	s := lab(t)
	if r, err := (Game{}).Result(encode(t, s)); err != nil || r.Over || !r.Cooperative || r.Game != "Valor & Villainy: Lludwik's Labyrinth" || len(r.Players) != 3 {
		t.Fatalf("a Labyrinth game under way: %+v %v", r, err)
	}
	for _, side := range []Side{SideHeroes, SideVillain} {
		r := mustApply(t, s, DeclareWinner(side, "")).Result()
		for _, p := range r.Players {
			if !r.Over || p.Winner != (side == SideHeroes) {
				t.Errorf("Labyrinth, %s won: %+v", side, r)
			}
		}
	}
	if p := s.Result().Players[0]; p.Name != "PRowan" || p.Role != "Rowan" {
		t.Errorf("the first seat: %+v", p)
	}
	m := mordakGame(t)
	r := m.Result()
	if r.Cooperative || len(r.Players) != 4 || r.Players[3].Name != "Vera" || r.Players[3].Role != "Mordak" {
		t.Fatalf("Minions of Mordak seats the Villain player last: %+v", r)
	}
	r = mustApply(t, m, DeclareWinner(SideVillain, "")).Result()
	for i, p := range r.Players {
		if p.Winner != (i == 3) {
			t.Errorf("Mordak won: %+v", r.Players)
		}
	}
}
