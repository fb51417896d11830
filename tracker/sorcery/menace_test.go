package sorcery

import (
	"slices"
	"testing"
)

// TestTauntQuery003L7597: a living Hero can taunt while a Menace token is
// in play, and takes it at Level ACT whatever its level, even from
// Level II on themselves (L7597-7599); a Ghost Soul cannot, and with no
// Master Enemy there is no token to take.
func TestTauntQuery003L7597(t *testing.T) {
	s := table([]Hero{artemis(), thorgren(), jeanne()})
	if s.CanTaunt(1) {
		t.Fatal("a Taunt offered with no Menace token")
	}
	s.Act, s.Menace = 2, &Menace{Hero: 0, Level: 1}
	s.Heroes[2].Ghost = true
	s = mustCheck(t, s)
	if !s.CanTaunt(0) || !s.CanTaunt(1) || s.CanTaunt(2) || s.CanTaunt(3) {
		t.Fatalf("CanTaunt: %v %v %v", s.CanTaunt(0), s.CanTaunt(1), s.CanTaunt(2))
	}
	next, _, err := s.Apply(Taunt("Thorgren"))
	if err != nil || next.Menace.Hero != 1 || next.Menace.Level != 2 || next.MenaceOn(1) != "Menace token, Level II" || next.MenaceOn(0) != "" {
		t.Fatalf("%v %+v", err, next.Menace)
	}
}

// TestMenaceToPassQuery003L7601: the pass is owed once the holder dies or
// turns Hidden, to a Hero other than the holder who can be targeted, at
// Level ACT (L7601-7605); it is no longer owed once made, and never when
// nobody can take the token: it stays.
func TestMenaceToPassQuery003L7601(t *testing.T) {
	s := table([]Hero{artemis(), thorgren(), jeanne()})
	s.Menace = &Menace{Hero: 0, Level: 2}
	s.Heroes[2].Ghost = true
	s = mustCheck(t, s)
	if c := s.MenaceToPass(); c != nil {
		t.Fatalf("a pass owed while the holder can be targeted: %+v", c)
	}
	hid, _, err := s.Apply(Condition("Artemis", "hidden", 0))
	if err != nil {
		t.Fatal(err)
	}
	c := hid.MenaceToPass()
	if c == nil || !slices.Equal(c.Options, []string{"Thorgren"}) || c.Who != "Artemis" {
		t.Fatalf("%+v", c)
	}
	passed, _, err := hid.Apply(PassMenace("Thorgren"))
	if err != nil || passed.MenaceToPass() != nil || passed.Menace.Hero != 1 || passed.Menace.Level != 1 {
		t.Fatalf("%v %+v", err, passed.Menace)
	}
	// Nobody left who can be targeted: the token stays, nothing is owed.
	alone := hid
	alone.Heroes = slices.Clone(hid.Heroes)
	alone.Heroes[1].Ghost = true
	if c := alone.MenaceToPass(); c != nil {
		t.Fatalf("a pass owed with nobody to take it: %+v", c)
	}
}
