package villains_test

import (
	"fmt"

	"tableside/tracker/trackertest"
	"tableside/tracker/villains"
)

func board(name string) villains.VillainCard {
	gain := func(n int) villains.Action {
		return villains.Action{Kind: villains.ActionGainPower, Power: n, Top: true}
	}
	play := villains.Action{Kind: villains.ActionPlayCard}
	fate := villains.Action{Kind: villains.ActionFate, Top: true}
	return villains.VillainCard{
		Name:      name,
		Objective: "Gather 20 Power.",
		Locations: [villains.Locations]villains.LocationCard{
			{Name: "Keep", Actions: []villains.Action{gain(1), play}},
			{Name: "Harbour", Actions: []villains.Action{gain(2), fate, play}},
			{Name: "Vault", Lock: true, Actions: []villains.Action{gain(3)}},
			{Name: "Gate", Actions: []villains.Action{fate, play}},
		},
	}
}

// Example sets up a two-player game and plays Ana's first turn.
func Example() {
	s, err := villains.NewGame(villains.Setup{
		Players: []villains.Seat{
			{Name: "Ana", Villain: board("Morgath")},
			{Name: "Bo", Villain: board("Vex")},
		},
		First: 0,
	})
	if err != nil {
		panic(err)
	}
	for _, p := range s.Players {
		fmt.Printf("%s: %d Power, %d cards, at the %s\n", p.Name, p.Power, p.Hand, p.Locations[p.Marker].Name)
	}
	fmt.Println("Ana may move to", s.MarkerDestinations()) // not the Keep, not the locked Vault

	do := trackertest.Narrator(&s)
	do(villains.MoveMarker(1))
	for _, a := range s.Actions() {
		fmt.Printf("  %d %s usable=%v\n", a.Index, a.Action.Title(), a.Usable)
	}
	do(villains.GainPower(0))
	do(villains.PlayCard(villains.PlayCardCmd{Action: 2, Card: villains.CardAlly, Name: "Imp", Cost: 3, Strength: 2, To: 0}))
	do(villains.PlayCard(villains.PlayCardCmd{Action: 2, Card: villains.CardAlly, Name: "Imp", Cost: 2, Strength: 2, To: 0}))
	do(villains.FateHero(1, 1, "Knight", 3, 3))
	do(villains.EndActions())
	do(villains.Draw())
	do(villains.EndTurn())
	// Output:
	// Ana: 0 Power, 4 cards, at the Keep
	// Bo: 1 Power, 4 cards, at the Keep
	// Ana may move to [1 3]
	// Ana: Morgath moves Keep -> Harbour
	//   0 Gain Power 2 usable=true
	//   1 Fate usable=true
	//   2 Play a Card usable=true
	// Ana: 0 -> 2 Power (Gain Power)
	// refused: Ana has 2 Power; this card costs 3.
	// Ana: plays Ally Imp to Keep; 2 -> 0 Power, 4 -> 3 cards (Play a Card)
	// Ana: Fate on Bo: Hero Knight (strength 3) to Gate
	// Ana: ends actions
	// Ana: 3 -> 4 cards (Draw)
	// Ana: ends the turn; Bo to play
}
