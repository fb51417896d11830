package share

import (
	"strings"
	"testing"

	"tableside/tracker"
	"tableside/tracker/villains"
)

// plainGame is a game with no glance.
type plainGame struct{ tracker.Game }

func (plainGame) Title() string { return "Plain" }

func TestTableOf(t *testing.T) {
	st, err := villains.NewGame(villains.Setup{Players: []villains.Seat{{Name: "Ana", Villain: board("Vex")}, {Name: "Bo", Villain: board("Rook")}}})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := st.Encode()
	tb := TableOf(villains.Game{}, "Friday", b, "Ana: +1 Power")
	if tb.Campaign != "Friday" || tb.Last != "Ana: +1 Power" || len(tb.Glance.Sections) != 2 {
		t.Fatalf("%+v", tb)
	}
	if tb := TableOf(villains.Game{}, "Friday", []byte("{"), ""); !strings.Contains(strings.Join(tb.Glance.Lines, ""), "cannot be shown") {
		t.Fatalf("a broken state: %+v", tb)
	}
	if tb := TableOf(plainGame{}, "Friday", b, "x"); tb.Glance.Title != "Plain" || tb.Last != "x" || tb.Glance.Sections != nil {
		t.Fatalf("a game without a glance: %+v", tb)
	}
}

// board is a rules-004 Villain board: four locations, the third locked.
func board(name string) villains.VillainCard {
	return villains.VillainCard{
		Name:      name,
		Objective: "Gather 20 Power.",
		Locations: [villains.Locations]villains.LocationCard{
			{Name: "Lair", Actions: []villains.Action{{Kind: villains.ActionGainPower, Power: 2, Top: true}, {Kind: villains.ActionPlayCard}}},
			{Name: "Docks", Actions: []villains.Action{{Kind: villains.ActionPlayCard, Top: true}, {Kind: villains.ActionFate}}},
			{Name: "Forest", Lock: true, Actions: []villains.Action{{Kind: villains.ActionVanquish}, {Kind: villains.ActionGainPower, Power: 3}}},
			{Name: "Tower", Actions: []villains.Action{{Kind: villains.ActionActivate}, {Kind: villains.ActionDiscard}}},
		},
	}
}
