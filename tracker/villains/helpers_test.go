package villains

import (
	"testing"
	"time"

	"tableside/tracker"
	"tableside/tracker/trackertest"
)

// testVillain is a made-up board: location 2 carries the lock symbol.
//
//	0 Tower:  Gain Power 2 (top), Play a Card (top), Activate, Discard Cards
//	1 Mire:   Fate (top), Gain Power 1 (top), Move an Item or Ally, Play a Card
//	2 Mill:   Gain Power 3 (top), Vanquish, Play a Card, Move a Hero     [lock]
//	3 Crypt:  Play a Card (top), Fate (top), Vanquish, Gain Power 1
func testVillain(name string) VillainCard {
	return VillainCard{
		Name:      name,
		Objective: name + " rules the valley.",
		Locations: [Locations]LocationCard{
			{Name: name + "'s Tower", Actions: []Action{
				{Kind: ActionGainPower, Power: 2, Top: true}, {Kind: ActionPlayCard, Top: true},
				{Kind: ActionActivate}, {Kind: ActionDiscard}}},
			{Name: name + "'s Mire", Actions: []Action{
				{Kind: ActionFate, Top: true}, {Kind: ActionGainPower, Power: 1, Top: true},
				{Kind: ActionMoveItemAlly}, {Kind: ActionPlayCard}}},
			{Name: name + "'s Mill", Lock: true, Actions: []Action{
				{Kind: ActionGainPower, Power: 3, Top: true}, {Kind: ActionVanquish},
				{Kind: ActionPlayCard}, {Kind: ActionMoveHero}}},
			{Name: name + "'s Crypt", Actions: []Action{
				{Kind: ActionPlayCard, Top: true}, {Kind: ActionFate, Top: true},
				{Kind: ActionVanquish}, {Kind: ActionGainPower, Power: 1}}},
		},
	}
}

var testNames = []string{"Ana", "Bo", "Cy", "Dee", "Eli", "Fay"}
var testVillains = []string{"Morgath", "Vex", "Rook", "Sable", "Gloom", "Grist"}

func testSetup(n, first int) Setup {
	s := Setup{First: first, Seed: 7}
	for i := 0; i < n; i++ {
		s.Players = append(s.Players, Seat{Name: testNames[i], Villain: testVillain(testVillains[i])})
	}
	return s
}

// newTest sets up an n-player game with Ana first.
func newTest(t testing.TB, n int) State {
	t.Helper()
	return trackertest.NewGame(t, NewGame, testSetup(n, 0))
}

// mustApply applies cmd, which must be accepted with words and leave a
// valid state.
func mustApply(t testing.TB, s State, cmd tracker.Command) State {
	t.Helper()
	return trackertest.MustApply(t, State.Apply, s, cmd)
}

// mustRefuse applies cmd and expects a refusal mentioning want.
func mustRefuse(t testing.TB, s State, cmd tracker.Command, want string) {
	t.Helper()
	trackertest.Refused(t, State.Apply, s, cmd, want)
}

func encode(t testing.TB, s State) []byte { return trackertest.Encode(t, s) }

var time0 = time.Date(2025, 1, 1, 20, 0, 0, 0, time.UTC)
