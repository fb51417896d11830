package valor

import (
	"slices"
	"testing"
)

func TestQueries(t *testing.T) {
	s := charge(t, lab(t, "Loxley", "Rowan", "Gwen"))
	s = mustApply(t, s, NewSidekick(SidekickCmd{Hero: 1, Name: "Elemental", Health: 2, Elemental: true}))
	checks := []struct {
		name      string
		got, want int
	}{
		{"HeroCount", s.HeroCount(), 3},
		{"000 L317 PlusOneCap Hero", s.PlusOneCap(1), 4},
		{"000 L627 PlusOneCap Villain", s.PlusOneCap(VillainWho), 6},
		{"001 L699 PlusOneCost Loxley", s.PlusOneCost(0), 1},
		{"000 L315 PlusOneCost Hero", s.PlusOneCost(1), 2},
		{"000 L626 PlusOneCost Villain", s.PlusOneCost(VillainWho), 1},
		{"PlusOnesHeld", s.PlusOnesHeld(1), 1},
		{"000 L317 DiscardsNeeded", s.DiscardsNeeded(1, 4), 1},
		{"000 L504 Elementals", s.Elementals(), 1},
		{"000 L814 BattleCards", s.BattleCards(), 2},
		{"ActionPointsLeft", s.ActionPointsLeft(0), 3},
		{"ActionPointsLeft Villain", s.ActionPointsLeft(VillainWho), 2},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s: %d, want %d", c.name, c.got, c.want)
		}
	}
	if got := s.DiscardRows(1, 1); !slices.Equal(got, []int{0}) {
		t.Errorf("DiscardRows %v", got)
	}
	if got := s.TurnOrder(); !slices.Equal(got, []int{0, 1, 2}) {
		t.Errorf("TurnOrder %v", got)
	}
	if b, err := s.Encode(); err != nil || len(b) == 0 {
		t.Fatal(err)
	}
	for _, a := range Abilities() {
		if a.Title() == "" || a.Rule() == "" || !a.Valid() {
			t.Errorf("ability %q", a)
		}
	}
	if !AbilityCloakAndDagger.Applied() || AbilityMamaMia.Applied() {
		t.Error("Applied")
	}
	tr := s.Track()
	if tr.Name != "Approach of Doom" || tr.Days != 4 || !tr.BonusNext || tr.Prompt == "" {
		t.Errorf("track %+v", tr)
	}
}
