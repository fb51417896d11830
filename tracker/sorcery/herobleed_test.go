package sorcery

import (
	"reflect"
	"strings"
	"testing"

	"tableside/tracker"
)

// A Bleeding Hero suffers 1 HP before each of the Hero Turn's activities
// (L4733-4734), as an Enemy does before each activation (L7047-7048): the
// Active Hero's Bleed is a command, and it may kill (L4855-4866). It is
// refused, changing nothing, for a Hero not bleeding or not playing.
func TestHeroBleedsBeforeActivity003L4733(t *testing.T) {
	a := artemis()
	a.Conditions.Bleed, a.Wounds = 1, 6
	s := mustCheck(t, table([]Hero{a, jeanne()}))
	s, words, err := s.Apply(HeroBleed("Artemis"))
	if err != nil || s.Heroes[0].Wounds != 7 || !strings.Contains(words, "Artemis bleeds") {
		t.Fatalf("%v %q %+v", err, words, s.Heroes[0])
	}
	// Bleed stays for every activity of the Round (L4736-4738).
	if s.Heroes[0].Conditions.Bleed != 1 {
		t.Fatalf("the Bleed token went: %+v", s.Heroes[0].Conditions)
	}
	was, _ := stateCopier.Clone(s)
	for _, c := range []struct {
		cmd  tracker.Command
		want string
	}{
		{HeroBleed("Jeanne"), "not bleeding"},
		{HeroBleed("Bob"), "No Hero called"},
	} {
		if _, _, err := s.Apply(c.cmd); !tracker.IsRefusal(err) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v", c.cmd.Args, err)
		}
	}
	// Jeanne bleeds too, but only on her own turn.
	s.Heroes[1].Conditions.Bleed = 2
	was.Heroes[1].Conditions.Bleed = 2
	if _, _, err := s.Apply(HeroBleed("Jeanne")); !tracker.IsRefusal(err) || !strings.Contains(err.Error(), "Artemis's turn") {
		t.Errorf("Jeanne bleeds in Artemis's turn: %v", err)
	}
	if !reflect.DeepEqual(s, was) {
		t.Fatal("a refusal changed the table")
	}
	// The last HP: Artemis dies and becomes a Ghost Soul.
	s, words, err = s.Apply(HeroBleed("Artemis"))
	if err != nil || !s.Heroes[0].Ghost || !strings.Contains(words, "Ghost Soul") {
		t.Fatalf("%v %q", err, words)
	}
}
