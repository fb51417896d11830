package sorcery

import (
	"strings"
	"testing"
)

// TestPlusRuleWithNoReachableTargetRunsNothing: sorcery-ai.md, One
// Enemy's activation 4: with no target it can reach, no rule runs, the
// "+" rule's other sentences included, and the Enemy stays (L6529-6531,
// L6842-6844, L6876-6877).
func TestPlusRuleWithNoReachableTargetRunsNothing(t *testing.T) {
	s := mustCheck(t, table([]Hero{jeanne(), thorgren()}, giantSpider()))
	a, err := s.Activate(ActivationInput{Sights: []Sight{{Who: "Jeanne", NoPath: true}, {Who: "Thorgren", NoPath: true}}})
	if err != nil {
		t.Fatal(err)
	}
	if a.Rule != 0 || a.Victim != "" || a.Reason != nil || len(a.Steps) != 1 || !strings.Contains(a.Steps[0].Say, "stays where it is") {
		t.Fatalf("%+v", a)
	}
}

// TestActivateXAsOtherwiseNoReshuffle: sorcery-ai.md, Enemy Turn 7: the
// book names the reshuffling card by its main effect (L6281-6284), so an
// "Activate 3 Enemies" typed as a card's Otherwise is done as printed and
// brings no reshuffle; as the main effect it does.
func TestActivateXAsOtherwiseNoReshuffle(t *testing.T) {
	s := mustCheck(t, table([]Hero{jeanne(), thorgren()}, giantSpider()))
	s.Encounters = []EncounterCard{
		{Letter: "P", Main: Effect{Kind: ActivateRank, Rank: Purple}, Otherwise: &Effect{Kind: ActivateX, X: 3}},
		{Letter: "Q", Main: Effect{Kind: ActivateX, X: 3}},
	}
	s.Draw = []string{"P", "Q"}
	s = mustCheck(t, s)
	other, err := s.PlanEnemyTurn(EnemyTurnInput{Card: "P"})
	if err != nil || other.Effect != "otherwise" || other.Reshuffle || len(other.Order) != 1 {
		t.Fatalf("%+v %v", other, err)
	}
	main, err := s.PlanEnemyTurn(EnemyTurnInput{Card: "Q"})
	if err != nil || main.Effect != "main" || !main.Reshuffle {
		t.Fatalf("%+v %v", main, err)
	}
}
