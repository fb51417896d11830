package sorcery

import (
	"reflect"
	"strings"
	"testing"

	"tableside/tracker"
)

// A Master Enemy's card is printed on both sides, each with its own A.I.,
// and its powers tell when to flip it (L7322-7326, L7348-7351): flip_master turns the
// typed other side up, the Enemy keeping its wounds and tokens, its name
// and rank, and the Menace token; a card with no other side typed, or a
// standard Enemy, is refused with nothing changed.
func TestFlipMasterEnemy003L7322(t *testing.T) {
	m := enemy("Elf Knight", Purple, Menacing, rule(0, 3, "Attack with Warscythes."))
	m.Card.Master, m.Card.HP, m.Card.StunImmune = true, []int{30, 45}, true
	m.Card.Back = &EnemyCard{Style: Wildcard, HP: []int{20, 30}, Preferred: Menacing, Vengeful: true,
		Shields: 1, ShieldsPerHero: true, Rules: []Rule{rule(0, 2, "Use Wild Leap.")}}
	m.Wounds, m.Shields = 12, 0
	orc := enemy("Orc", Green, Closest, rule(0, 1, "Attack."))
	s := mustCheck(t, table([]Hero{artemis(), jeanne()}, m, orc))
	s.Menace = &Menace{Hero: 1, Level: 1}
	s = mustCheck(t, s)
	n, words, err := s.Apply(FlipMaster(0))
	if err != nil {
		t.Fatal(err)
	}
	e := n.Enemies[0]
	if e.Card.Name != "Elf Knight" || e.Card.Rank != Purple || !e.Card.Master || !e.Card.Vengeful || e.Card.StunImmune ||
		e.Card.MaxHP(2) != 20 || e.Card.Rules[0].Sentences[0] != "Use Wild Leap." || e.Wounds != 12 || n.Menace == nil {
		t.Fatalf("after the flip: %+v", e)
	}
	if !strings.Contains(words, "12 wounds of 20 HP") {
		t.Fatalf("%q", words)
	}
	// Flipped back, the first side again.
	n = applyAll(t, n, FlipMaster(0))
	if !reflect.DeepEqual(n.Enemies[0].Card, s.Enemies[0].Card) {
		t.Fatalf("two flips: %+v", n.Enemies[0].Card)
	}
	// Shields past the other side's number go, and the words say so: the
	// back holds 1 per Hero, the front none.
	n = applyAll(t, n, FlipMaster(0))
	n.Enemies[0].Shields = 2
	if n, words, err = n.Apply(FlipMaster(0)); err != nil || !strings.Contains(words, "its shields go down from 2 to 0") || n.Enemies[0].Shields != 0 {
		t.Fatalf("%q %v", words, err)
	}
	// The other side's HP at or under the wounds: the players settle it
	// as the card says first.
	s.Enemies[0].Wounds = 25
	was, _ := stateCopier.Clone(s)
	for _, c := range []struct {
		cmd  tracker.Command
		want string
	}{
		{FlipMaster(0), "20 HP"},
		{FlipMaster(1), "Master Enemy"},
		{FlipMaster(5), "no Enemy"},
	} {
		if _, _, err := s.Apply(c.cmd); !tracker.IsRefusal(err) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v", c.cmd.Args, err)
		}
	}
	s.Enemies[0].Card.Back = nil
	was.Enemies[0].Card.Back = nil
	if _, _, err := s.Apply(FlipMaster(0)); !tracker.IsRefusal(err) || !strings.Contains(err.Error(), "other side") {
		t.Errorf("no back typed: %v", err)
	}
	if !reflect.DeepEqual(s, was) {
		t.Fatal("a refusal changed the table")
	}
	// Only a Master Enemy's card has a back.
	orc.Card.Back = &EnemyCard{HP: []int{3}, Rules: []Rule{rule(0, 1, "Attack.")}}
	if err := table([]Hero{artemis()}, orc).Check(); err == nil {
		t.Fatal("a Green card with another side passed the check")
	}
}
