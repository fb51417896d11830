package sorcery

import (
	"reflect"
	"strings"
	"testing"

	"tableside/tracker"
)

// A Red Critical that cuts the maximum HP by 1 or 2 kills a Hero whose
// wounds reach the new HP (L4804-4806); -2 replaces -1 without a wound,
// and the same effect again is discarded for 1 HP (L4564-4571). Death and
// the Quest's end take them off (L4557-4562).
func TestRedCriticalMaxHP003L4804(t *testing.T) {
	a := artemis() // 8 HP
	a.Wounds = 5
	s := mustCheck(t, table([]Hero{a, jeanne()}))
	s, words, err := s.Apply(RedCritical("Artemis", RedHP1, false))
	if err != nil || s.Heroes[0].HP() != 7 || s.Heroes[0].Wounds != 5 || !strings.Contains(words, "5 wounds of 7 HP") {
		t.Fatalf("-1: %v %q %+v", err, words, s.Heroes[0])
	}
	s, words, err = s.Apply(RedCritical("Artemis", RedHP1, false))
	if err != nil || s.Heroes[0].Wounds != 6 || len(s.Heroes[0].RedCriticals) != 1 {
		t.Fatalf("-1 again is 1 HP: %v %q %+v", err, words, s.Heroes[0])
	}
	// -2 replaces -1, no wound; 6 wounds of 6 HP: Artemis dies.
	s, words, err = s.Apply(RedCritical("Artemis", RedHP2, false))
	if err != nil || !s.Heroes[0].Ghost || s.Heroes[0].Wounds != 6 || !strings.Contains(words, "Ghost Soul") {
		t.Fatalf("-2 kills at 6 wounds: %v %q %+v", err, words, s.Heroes[0])
	}
	if len(s.Heroes[0].RedCriticals) != 0 {
		t.Fatalf("death keeps %v", s.Heroes[0].RedCriticals)
	}
	// Jeanne (9 HP) takes -2, then a card removes it: 9 HP again.
	s, _, err = s.Apply(RedCritical("Jeanne", RedHP2, false))
	if err != nil || s.Heroes[1].HP() != 7 {
		t.Fatalf("%v %+v", err, s.Heroes[1])
	}
	// A lesser one after the greater counts as the same effect (Reading).
	n, _, err := s.Apply(RedCritical("Jeanne", RedHP1, false))
	if err != nil || n.Heroes[1].Wounds != 1 || n.Heroes[1].HP() != 7 {
		t.Fatalf("-1 over -2: %v %+v", err, n.Heroes[1])
	}
	was, _ := copier.Clone(s)
	for _, c := range []tracker.Command{
		RedCritical("Jeanne", "HP -5", false),
		RedCritical("Jeanne", RedArmour, true),
		RedCritical("Artemis", RedHP1, false),
	} {
		if _, _, err := s.Apply(c); !tracker.IsRefusal(err) {
			t.Errorf("%s: %v", c.Args, err)
		}
	}
	if !reflect.DeepEqual(s, was) {
		t.Fatal("a refusal changed the table")
	}
	s, _, err = s.Apply(RedCritical("Jeanne", RedHP2, true))
	if err != nil || s.Heroes[1].HP() != 9 || len(s.Heroes[1].RedCriticals) != 0 {
		t.Fatalf("removed: %v %+v", err, s.Heroes[1])
	}
	// The table's check counts the cut: 7 wounds under -2 is a Ghost Soul.
	j := jeanne()
	j.Wounds, j.RedCriticals = 7, []string{RedHP2}
	if err := table([]Hero{j}).Check(); err == nil {
		t.Fatal("7 wounds of 7 HP passed the check")
	}
}
