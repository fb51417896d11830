package sorcery

import (
	"reflect"
	"strings"
	"testing"

	"tableside/tracker"
)

// A Bleeding Enemy suffers 1 HP as each activation begins, and a K.O.ed
// one stands up (L7047-7051); the plan made after no longer says either.
func TestBeginActivation003L7047(t *testing.T) {
	sp := giantSpider()
	sp.Conditions = Conditions{Bleed: 1, KO: true}
	s := mustCheck(t, table([]Hero{jeanne(), thorgren()}, sp))
	next, words, err := s.Apply(BeginActivation(0))
	if err != nil {
		t.Fatal(err)
	}
	e := next.Enemies[0]
	if e.Wounds != 1 || e.Conditions.KO || !e.Acting || e.Conditions.Bleed != 1 {
		t.Fatalf("%+v", e)
	}
	if !strings.Contains(words, "bleeds: 1 wound of 6 HP") || !strings.Contains(words, "K.O. taken off") {
		t.Fatal(words)
	}
	a, err := next.Activate(ActivationInput{Enemy: 0, Sights: []Sight{seen("Jeanne", 0), seen("Thorgren", 3)}})
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range a.Steps {
		if strings.HasPrefix(st.Rule, "L7047") || strings.HasPrefix(st.Rule, "L7050") {
			t.Fatalf("said again after being done: %q", st.Say)
		}
	}
	if _, _, err := next.Apply(BeginActivation(0)); !tracker.IsRefusal(err) {
		t.Fatalf("a second begin: %v", err)
	}
}

// Bleed can kill at the start: the Enemy leaves play and its Soul Points
// go on the counter (L7047-7048, L7074, L7101-7105).
func TestBleedKills003L7074(t *testing.T) {
	sp := giantSpider()
	sp.Card.SoulPoints = 2
	sp.Wounds, sp.Conditions.Bleed = 5, 2
	s := mustCheck(t, table([]Hero{jeanne(), thorgren()}, sp))
	next, words, err := s.Apply(BeginActivation(0))
	if err != nil || len(next.Enemies) != 0 || next.Souls != 2 || !strings.Contains(words, "dies") {
		t.Fatalf("%v %+v %q", err, next.Enemies, words)
	}
}

// The Health token goes at the end of the activation, even a skipped one
// (L7040-7041); with nothing to end, the command is refused.
func TestEndActivation003L7040(t *testing.T) {
	sp := giantSpider()
	sp.Conditions.Health = Stun
	s := mustCheck(t, table([]Hero{jeanne(), thorgren()}, sp))
	if !s.EndsWithEffects(0) || s.StartsWithEffects(0) {
		t.Fatal("a stunned Enemy has a token to discard and nothing to begin")
	}
	next, words, err := s.Apply(EndActivation(0))
	if err != nil || next.Enemies[0].Conditions.Health != "" || !strings.Contains(words, "Stun token discarded") {
		t.Fatalf("%v %+v %q", err, next.Enemies[0], words)
	}
	if _, _, err := next.Apply(EndActivation(0)); !tracker.IsRefusal(err) {
		t.Fatalf("%v", err)
	}
}

// An attack with a weapon that poisons asks for its condition; put on a
// victim who holds it already at that rank, it deals 1 HP instead, and a
// higher rank replaces (L4602-4614, L6563-6570).
func TestAttackCondition003L4602(t *testing.T) {
	sp := giantSpider()
	sp.Card.Weapons = []Weapon{{Name: "Bite", Effect: "Poison I"}, {Name: "Web", Effect: "Slow"}}
	if err := sp.Card.Validate(); err != nil {
		t.Fatal(err)
	}
	if got := sp.Card.Inflicts("Attack with Bite."); !reflect.DeepEqual(got, []Inflict{{Kind: "poison", Rank: 1}}) {
		t.Fatalf("%+v", got)
	}
	if got := sp.Card.Inflicts("Move away 1 area."); got != nil {
		t.Fatalf("%+v", got)
	}
	j := jeanne()
	j.Conditions.Poison = 1
	s := mustCheck(t, table([]Hero{j, thorgren()}, sp))
	next, words, err := s.Apply(Condition("Jeanne", "poison", 1))
	if err != nil || next.Heroes[0].Wounds != 1 || next.Heroes[0].Conditions.Poison != 1 {
		t.Fatalf("%v %+v %q", err, next.Heroes[0], words)
	}
	next, _, err = next.Apply(Condition("Jeanne", "poison", 2))
	if err != nil || next.Heroes[0].Wounds != 1 || next.Heroes[0].Conditions.Poison != 2 {
		t.Fatalf("%v %+v", err, next.Heroes[0])
	}
	if ConditionWords(next.Heroes[0].Conditions, "poison", 1) != "Poison I again: 1 HP instead" {
		t.Fatal(ConditionWords(next.Heroes[0].Conditions, "poison", 1))
	}
}

func TestParseInflicts(t *testing.T) {
	for text, want := range map[string][]Inflict{
		"Poison I":                          {{Kind: "poison", Rank: 1}},
		"inflicts Bleed II and K.O.":        {{Kind: "bleed", Rank: 2}, {Kind: "ko"}},
		"The victim suffers K.O.":           {{Kind: "ko"}},
		"Fire":                              {{Kind: "fire", Rank: 1}},
		"use Entrap":                        nil,
		"Attack with Web: Slow; Stun, Stun": {{Kind: "slow"}, {Kind: "stun"}},
	} {
		if got := ParseInflicts(text); !reflect.DeepEqual(got, want) {
			t.Errorf("%q: %+v", text, got)
		}
	}
	bad := giantSpider().Card
	bad.Weapons = []Weapon{{Name: "Bite", Effect: "a nasty look"}}
	if err := bad.Validate(); err == nil {
		t.Fatal("an effect with no condition was taken")
	}
}

// A Companion is wounded as an Enemy's victim (L5451-5455); killed by a
// Green Enemy with fewer than 3 powers, that Enemy gains one
// (L6034-6037); a summoned one's power cools from then (L5421-5426).
func TestWoundCompanion003L6034(t *testing.T) {
	s := mustCheck(t, table([]Hero{artemis(), thorgren()}, giantSpider()))
	s, _, err := s.Apply(AddCompanion("Artemis", Companion{Name: "Dharma", HeroCount: 1, MaxHP: 3, Summoned: true}))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Apply(AddCompanion("Thorgren", Companion{Name: "Dharma", MaxHP: 3})); !tracker.IsRefusal(err) {
		t.Fatal("a second Dharma was taken")
	}
	next, _, err := s.Apply(s.WoundBy("Dharma", 2, 0))
	if err != nil || next.Companions[0].Wounds != 2 {
		t.Fatalf("%v %+v", err, next.Companions)
	}
	next, words, err := next.Apply(next.WoundBy("Dharma", 1, 0))
	if err != nil || len(next.Companions) != 0 || !strings.Contains(words, "gains an Enemy Power") || !strings.Contains(words, "cooldown") {
		t.Fatalf("%v %+v %q", err, next.Companions, words)
	}
	if _, _, err := s.Apply(WoundCompanion("Nobody", 1)); !tracker.IsRefusal(err) {
		t.Fatal(err)
	}
	// A condition on a Companion: Bleed I twice deals 1 HP instead.
	next, _, err = s.Apply(Condition("Dharma", "bleed", 1))
	if err == nil {
		next, _, err = next.Apply(Condition("Dharma", "bleed", 1))
	}
	if err != nil || next.Companions[0].Wounds != 1 || next.Companions[0].Conditions.Bleed != 1 {
		t.Fatalf("%v %+v", err, next.Companions)
	}
}
