package villains

import (
	"testing"

	"tableside/tracker"
	"tableside/tracker/trackertest"
)

// TestThreeTurns plays three full turns of a 3-player game, and the start
// of a fourth, through Game.Apply and the JSON log, as the app does.
func TestThreeTurns(t *testing.T) {
	start := trackertest.NewGame(t, NewGame, testSetup(3, 0))
	var g Game
	log := &trackertest.Log{Initial: encode(t, start)}
	steps := []struct {
		cmd   tracker.Command
		words string
	}{
		// Turn 1, Ana (seat 1: 0 Power, 004 L10).
		{MoveMarker(1), "Ana: Morgath moves Morgath's Tower -> Morgath's Mire"},
		{GainPower(1), "Ana: 0 -> 1 Power (Gain Power)"},
		{PlayCard(PlayCardCmd{Action: 3, Card: CardAlly, Name: "Imp", Cost: 1, Strength: 2, To: 1}),
			"Ana: plays Ally Imp to Morgath's Mire; 1 -> 0 Power, 4 -> 3 cards (Play a Card)"},
		{MoveItemAlly(2, 1, 0), "Ana: Imp Morgath's Mire -> Morgath's Tower (Move an Item or Ally)"},
		{FateHero(0, 1, "Knight", 3, 3), "Ana: Fate on Bo: Hero Knight (strength 3) to Vex's Crypt"},
		{EndActions(), "Ana: ends actions"},
		{Draw(), "Ana: 3 -> 4 cards (Draw)"},
		{EndTurn(), "Ana: ends the turn; Bo to play"},
		// Turn 2, Bo (seat 2: 1 Power).
		{MoveMarker(1), "Bo: Vex moves Vex's Tower -> Vex's Mire"},
		{GainPower(1), "Bo: 1 -> 2 Power (Gain Power)"},
		{PlayCard(PlayCardCmd{Action: 3, Card: CardAlly, Name: "Brute", Cost: 2, Strength: 3, To: 3}),
			"Bo: plays Ally Brute to Vex's Crypt; 2 -> 0 Power, 4 -> 3 cards (Play a Card)"},
		{FateOther(0, 2), "Bo: Fate on Cy"},
		{EndActions(), "Bo: ends actions"},
		{Draw(), "Bo: 3 -> 4 cards (Draw)"},
		{EndTurn(), "Bo: ends the turn; Cy to play"},
		// Turn 3, Cy (seat 3: 2 Power, 004 L10).
		{MoveMarker(3), "Cy: Rook moves Rook's Tower -> Rook's Crypt"},
		{Fate(FateCmd{Action: 1, Target: 0, Card: CardHero, Name: "Ranger", Strength: 2, To: 0}),
			"Cy: Fate on Ana: Hero Ranger (strength 2) to Morgath's Tower"},
		{GainPower(3), "Cy: 2 -> 3 Power (Gain Power)"},
		{PlayCard(PlayCardCmd{Action: 0, Card: CardEffect, Name: "Curse", Cost: 2}),
			"Cy: plays Effect Curse; 3 -> 1 Power, 4 -> 3 cards (Play a Card)"},
		{EndActions(), "Cy: ends actions"},
		{Draw(), "Cy: 3 -> 4 cards (Draw)"},
		{EndTurn(), "Cy: ends the turn; Ana to play (round 2)"},
		// Round 2, Ana: the Imp (2) vanquishes the Ranger (2) at the Tower.
		{MoveMarker(3), "Ana: Morgath moves Morgath's Mire -> Morgath's Crypt"},
		{GainPower(3), "Ana: 0 -> 1 Power (Gain Power)"},
		{Vanquish(2, 4, 1), "Ana: Imp (2) vanquishes Ranger (2) at Morgath's Tower; all discarded"},
	}
	for i, st := range steps {
		if e := log.Play(t, g, i+1, st.cmd, time0); e.Words != st.words {
			t.Errorf("step %d words %q, want %q", i+1, e.Words, st.words)
		}
	}
	end, err := Decode(log.State())
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ power, hand, marker int }{{1, 4, 3}, {0, 4, 1}, {1, 4, 3}}
	for i, w := range want {
		p := end.Players[i]
		if p.Power != w.power || p.Hand != w.hand || p.Marker != w.marker {
			t.Errorf("%s: power %d hand %d marker %d, want %+v", p.Name, p.Power, p.Hand, p.Marker, w)
		}
	}
	if end.Round != 2 || end.Turn != 0 || end.Step != StepActions || end.NextID != 5 || end.Fate != -1 {
		t.Errorf("round %d turn %d step %s next %d fate %d", end.Round, end.Turn, end.Step, end.NextID, end.Fate)
	}
	if l := end.Players[0].Locations[0]; l.Heroes != nil || l.Allies != nil {
		t.Errorf("Ana's Tower after the vanquish: %+v", l)
	}
	if h := end.Players[1].Locations[3].Heroes; len(h) != 1 || h[0].Name != "Knight" {
		t.Errorf("the Knight left Bo's Crypt: %+v", h)
	}
	if a := end.Players[1].Locations[3].Allies; len(a) != 1 || a[0].Name != "Brute" {
		t.Errorf("the Brute left Bo's Crypt: %+v", a)
	}
	// A replay of the stored log gives the same table, byte for byte.
	log.Replays(t, g)
}
