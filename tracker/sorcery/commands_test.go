package sorcery

import (
	"bytes"
	"encoding/json"
	"testing"

	"tableside/tracker"
)

// allCommands are one of each constructor, for the table's check and the
// fuzz seeds.
func allCommands() []tracker.Command {
	return []tracker.Command{
		StartTurn("Thorgren"), EndTurn(), DrawEncounter("H"), DrawEncounter("E"), WoundHero("Jeanne", 2), HealHero("Jeanne", 1),
		WoundEnemy(0, 1, "Jeanne"), SpawnEnemies(SpawnInput{Drawn: []EnemyCard{giantSpider().Card}}),
		PlaceEnemy(hobgremlin().Card), RunTimePhase(TimePhaseInput{}),
		SpendSouls(SoulsInput{Requests: []SoulRequest{{Hero: "Jeanne", Do: "enhance"}}}),
		Taunt("Jeanne"), PassMenace("Thorgren"), NightDay("night"), UsePower("Jeanne", "Smite", 2),
	}
}

func TestCommandTable(t *testing.T) {
	if err := rules().Validate(allCommands()...); err != nil {
		t.Fatal(err)
	}
}

// playTable is a mid-Quest table for the command tests.
func playTable(t testing.TB) State {
	j := jeanne()
	j.Powers = []Power{{Name: "Smite"}}
	j.Conditions.Poison = 1
	s := withDeck(table([]Hero{j, thorgren()}, giantSpider(), hobgremlin()))
	s.Enemies[1].Controller = 1
	s.Gates = []Gate{{Symbol: "sword", Open: true}, {Symbol: "skull", Open: true}}
	s.Souls = 5
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	return s
}

// Every refused command leaves the state as it was, and says why.
func TestRefusalsChangeNothing(t *testing.T) {
	s := playTable(t)
	before, _ := json.Marshal(s)
	for _, c := range []tracker.Command{
		WoundHero("Bob", 1), HealHero("Jeanne", 1), WoundEnemy(5, 1, ""), Taunt("Jeanne"), NightDay("dusk"),
		UsePower("Jeanne", "Nope", 1), SpendSouls(SoulsInput{Requests: []SoulRequest{{Hero: "Jeanne", Do: "enhance"}}}),
		RunTimePhase(TimePhaseInput{}), DrawEncounter("Z"), SpawnEnemies(SpawnInput{Gates: []string{"moon"}}),
	} {
		_, _, err := s.Apply(c)
		if !tracker.IsRefusal(err) || err.Error() == "" {
			t.Errorf("%s %s: %v", c.Kind, c.Args, err)
		}
	}
	after, _ := json.Marshal(s)
	if !bytes.Equal(before, after) {
		t.Fatal("a refused command changed the state")
	}
}

// The Encounter deck through the commands: a discarded letter is refused;
// Activate 3 reshuffles and leaves the card alone on the discard pile
// (L6281-6284).
func TestDrawEncounter003L6281(t *testing.T) {
	s := playTable(t)
	s, _, err := s.Apply(DrawEncounter("N"))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Apply(DrawEncounter("N")); err == nil || err.Error() != "Card N is in the discard pile" {
		t.Fatalf("%v", err)
	}
	s, _, err = s.Apply(DrawEncounter("H"))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Discard) != 1 || s.Discard[0] != "H" || len(s.Draw) != len(s.Encounters)-1 {
		t.Fatalf("draw %v discard %v", s.Draw, s.Discard)
	}
}

// The Game round trip: bytes in, bytes out, CheckState agrees.
func TestGameApply(t *testing.T) {
	b, _ := json.Marshal(playTable(t))
	var g Game
	next, words, err := g.Apply(b, WoundHero("Jeanne", 2))
	if err != nil || words == "" {
		t.Fatal(err)
	}
	if err := g.CheckState(next); err != nil {
		t.Fatal(err)
	}
}
