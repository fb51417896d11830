package sorcery

import (
	"fmt"
	"testing"
)

// benchTable is 5 Heroes, 2 Companions and 12 Enemies, three of each
// rank but Purple, spread over the players, each with three rules and a
// "+" rule; sights are the worst case, every target in sight.
func benchTable(b *testing.B) (State, []ActivationInput) {
	hs := []Hero{jeanne(), thorgren(), artemis(), xantares(), robin()}
	for i := range hs {
		hs[i].Wounds = i % 3
		hs[i].Conditions.Fire = []int{2, 1}
		hs[i].Conditions.Poison = i % 2
		hs[i].Powers = []Power{{Name: "A", Cooldown: 1}, {Name: "B", Cooldown: 3, Shields: 1}, {Name: "C", Passive: true}}
	}
	s := table(hs)
	s.Companions = []Companion{{Name: "Wolf", Owner: 1, MaxHP: 4, HeroCount: 1}, {Name: "Hawk", Owner: 2, MaxHP: 3}}
	ranks := []Rank{Green, Blue, Red}
	for i := range 12 {
		e := enemy(fmt.Sprintf("Enemy %d", i), ranks[i%3], []Victim{MostWounded, LeastWounded, Closest, Richest}[i%4],
			rule(0, 0, "Attack.", "Move away."), rule(1, 2, "Move to engage.", "Attack."), rule(3, 4, "Attack."), plus("Move toward the closest Hero."))
		if e.Card.Rank == Red {
			e.Card.HP = []int{12, 15}
		}
		e.Controller, e.Wounds = i%5, i%4
		e.Conditions.Fire = []int{1}
		s.Enemies = append(s.Enemies, e)
	}
	s = withDeck(s)
	if err := s.Check(); err != nil {
		b.Fatal(err)
	}
	var ins []ActivationInput
	for i := range s.Enemies {
		var sights []Sight
		for k, h := range hs {
			sights = append(sights, seen(h.Name, (i+k)%6))
		}
		sights = append(sights, seen("Wolf", i%3), seen("Hawk", 4))
		ins = append(ins, ActivationInput{Enemy: i, Sights: sights})
	}
	return s, ins
}

// BenchmarkEnemyTurn is one Enemy Turn, card N (all Enemies), with every
// one of the 12 activations planned.
func BenchmarkEnemyTurn(b *testing.B) {
	s, ins := benchTable(b)
	b.ReportAllocs()
	for b.Loop() {
		t, err := s.PlanEnemyTurn(EnemyTurnInput{Card: "N", Activations: ins})
		if err != nil || len(t.Activations) != 12 {
			b.Fatal(err)
		}
	}
}

// BenchmarkVictimPick is one Enemy's rule and victim.
func BenchmarkVictimPick(b *testing.B) {
	s, ins := benchTable(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := s.PickVictim(5, ins[5].Sights); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkTimePhase is the Time Phase for 5 Heroes and 12 Enemies.
func BenchmarkTimePhase(b *testing.B) {
	s, _ := benchTable(b)
	saves := []SaveRoll{{Hero: "Thorgren", Saved: true}, {Hero: "Xantares"}}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.PlanTimePhase(TimePhaseInput{Saves: saves}); err != nil {
			b.Fatal(err)
		}
	}
}
