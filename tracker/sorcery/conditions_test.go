package sorcery

import (
	"fmt"
	"testing"
)

// TestConditionChoices: the screens offer every condition of the Core Set
// (003 L4574-4592: Health, Special; not Incapacitating, L4678-4716), the
// ranked ones (Bleed L4721, Fire L4744, Poison L4810) at Rank I and II,
// the others without a rank, and the engine takes each of them on a Hero.
func TestConditionChoices(t *testing.T) {
	got := map[string][]int{}
	for _, c := range ConditionChoices() {
		got[c.Kind] = append(got[c.Kind], c.Rank)
		var on Conditions
		if _, err := inflict(&on, c.Kind, c.Rank); err != nil {
			t.Errorf("%s: %v", c.Words(), err)
		}
		s := playTable(t)
		if _, _, err := s.Apply(Condition(s.Heroes[0].Name, c.Kind, c.Rank)); err != nil {
			t.Errorf("%s on a Hero: %v", c.Words(), err)
		}
	}
	want := map[string][]int{
		"slow": {0}, "blind": {0}, "stun": {0},
		"bleed": {1, 2}, "poison": {1, 2}, "fire": {1, 2},
		"ko": {0}, "hidden": {0},
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("the screens offer %v, want %v", got, want)
	}
}
