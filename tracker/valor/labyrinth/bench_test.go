package labyrinth

import (
	"fmt"
	"testing"

	"tableside/tracker"
)

// fullBoard is a full map (every region scouted, some Walls), 25 Minions
// with mixed cards, and 4 Heroes with 2 Sidekicks: the busiest table the
// issue asks to time.
func fullBoard() *Map {
	m := randomMap(2026, true, 0, 0)
	r := tracker.NewRand(7)
	for i := range 6 {
		p := posAt(r.IntN(cells))
		g := m.At(p)
		g.Heroes = append(g.Heroes, Hero{Name: fmt.Sprintf("Hero%d", i), Health: 3 + i%4, Sidekick: i >= 4})
	}
	cards := []string{"M*", "R*", "M*R", "R*M", "M*R*"}
	abs := [][]Ability{nil, {Evade}, {Bomb}, {Rockfall}, {Doom, Poison}, {Boss}}
	for i := range 25 {
		put(m, posAt(i), minion(fmt.Sprintf("Minion%d", i), 2+i%3, cards[i%len(cards)], abs[i%len(abs)]...))
	}
	m.At(P(0, 0)).Tile, m.At(P(2, 3)).Tile, m.At(P(4, 1)).Tile = Portal, Portal, Portal
	return m
}

// BenchmarkMinionStep plans a whole Minion Step: 25 Minions against 6
// Heroes and Sidekicks on a full map.
func BenchmarkMinionStep(b *testing.B) {
	m := fullBoard()
	if err := m.Check(); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := PlanMinionStep(m, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPlanMinion plans one turn, as the wizard does after each roll.
func BenchmarkPlanMinion(b *testing.B) {
	m := fullBoard()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := PlanMinion(m, TurnState{Minion: "Minion12"}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPlaceSpawns places three spawns on the full map.
func BenchmarkPlaceSpawns(b *testing.B) {
	m := fullBoard()
	spawns := []MinionSize{SizeBoss, SizeElite, SizeChump}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := PlaceSpawns(m, spawns); err != nil {
			b.Fatal(err)
		}
	}
}
