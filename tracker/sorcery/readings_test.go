package sorcery

import (
	"slices"
	"strings"
	"testing"
)

// TestPlusRuleWithNoReachableTargetRunsNoRule003L6529 follows
// sorcery-ai.md "One Enemy's activation" point 4: no Hero in sight and
// none reachable by a legal path, so the "+" rule, which still asks a
// path (L6529-6531, L6842-6844), runs none of its sentences; the Enemy
// stays (L6876-6877).
func TestPlusRuleWithNoReachableTargetRunsNoRule003L6529(t *testing.T) {
	s := mustCheck(t, table([]Hero{jeanne(), thorgren()}, giantSpider()))
	a, err := s.Activate(ActivationInput{Sights: []Sight{{Who: "Jeanne", NoPath: true}, {Who: "Thorgren", NoPath: true}}})
	if err != nil {
		t.Fatal(err)
	}
	says := strings.Join(stepSays(a.Steps), "\n")
	if a.Rule != 0 || a.Plus || a.Victim != "" || a.Reason != nil || strings.Contains(says, "Against") || !strings.Contains(says, "stays where it is") {
		t.Fatalf("the \"+\" rule ran with no reachable target: %+v\n%s", a, says)
	}
	// One Hero reachable by path: the "+" rule runs, against her.
	p := 3
	a, err = s.Activate(ActivationInput{Sights: []Sight{{Who: "Jeanne", Path: &p}, {Who: "Thorgren", NoPath: true}}})
	if err != nil || !a.Plus || a.Victim != "Jeanne" {
		t.Fatalf("with a path: %+v %v", a, err)
	}
}

// TestActivateXAsOtherwiseNoReshuffle003L6281 follows sorcery-ai.md
// "Enemy Turn" point 7: the reshuffle of L6281-6284 comes with a card
// whose main effect is "Activate No Enemies" or "Activate 3 Enemies"; an
// "Activate 3" typed as a card's Otherwise is done as printed and the
// deck is not reshuffled.
func TestActivateXAsOtherwiseNoReshuffle003L6281(t *testing.T) {
	s := mustCheck(t, table([]Hero{jeanne(), thorgren()}, giantSpider()))
	s.Encounters = []EncounterCard{
		{Letter: "E", Main: Effect{Kind: ActivateRank, Rank: Purple}, Otherwise: &Effect{Kind: ActivateX, X: 3}},
		{Letter: "H", Main: Effect{Kind: ActivateX, X: 3}},
		{Letter: "K", Main: Effect{Kind: ActivateAll}},
	}
	s.Draw, s.Discard = []string{"E", "H"}, []string{"K"}
	s = mustCheck(t, s)
	turn, err := s.PlanEnemyTurn(EnemyTurnInput{Card: "E"})
	if err != nil {
		t.Fatal(err)
	}
	if turn.Effect != "otherwise" || turn.Reshuffle || !slices.Equal(turn.Order, []string{"Green Giant Spider"}) {
		t.Fatalf("E's Otherwise: %+v", turn)
	}
	got, _, err := s.Apply(DrawEncounter("E"))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.Draw, []string{"H"}) || !slices.Equal(got.Discard, []string{"K", "E"}) {
		t.Fatalf("after E: draw %v, discard %v", got.Draw, got.Discard)
	}
	// The same "Activate 3" as a main effect reshuffles (L6281-6284).
	got, _, err = got.Apply(DrawEncounter("H"))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.Draw, []string{"E", "K"}) || !slices.Equal(got.Discard, []string{"H"}) {
		t.Fatalf("after H: draw %v, discard %v", got.Draw, got.Discard)
	}
}

func stepSays(steps []Step) []string {
	var out []string
	for _, s := range steps {
		out = append(out, s.Say)
	}
	return out
}
