package labyrinth

import (
	"encoding/json"
	"testing"
)

func P(r, c int) Pos { return Pos{Row: r, Col: c} }

func open() Walls { return Walls{Hall, Hall, Hall, Hall} }

// openMap is a full map of tiles with Halls on every side.
func openMap() *Map {
	m := &Map{}
	for r := range Size {
		for c := range Size {
			m.Regions[r][c] = &Region{Walls: open()}
		}
	}
	return m
}

// wall puts a Wall on each side ds of p and on the facing side of its
// neighbour.
func wall(m *Map, p Pos, ds ...Dir) {
	for _, d := range ds {
		if g := m.At(p); g != nil {
			g.Walls.Set(d, Wall)
		}
		if g := m.At(p.Step(d)); g != nil {
			g.Walls.Set(d.Opposite(), Wall)
		}
	}
}

// portal makes each of ps a Portal tile.
func portal(m *Map, ps ...Pos) {
	for _, p := range ps {
		m.At(p).Tile = Portal
	}
}

func hero(m *Map, p Pos, name string, health int) {
	g := m.At(p)
	g.Heroes = append(g.Heroes, Hero{Name: name, Health: health})
}

func sidekick(m *Map, p Pos, name string, health int) {
	g := m.At(p)
	g.Heroes = append(g.Heroes, Hero{Name: name, Health: health, Sidekick: true})
}

func put(m *Map, p Pos, mn Minion) { g := m.At(p); g.Minions = append(g.Minions, mn) }

// minion builds a card: attacks like "R*M" are Ranged (Power) and Melee.
func minion(name string, ap int, attacks string, abs ...Ability) Minion {
	mn := Minion{Name: name, Actions: ap, Abilities: abs}
	for i := 0; i < len(attacks); i++ {
		a := Attack{Type: Melee}
		if attacks[i] == 'R' {
			a.Type = Ranged
		}
		if i+1 < len(attacks) && attacks[i+1] == '*' {
			a.Power = true
			i++
		}
		mn.Attacks = append(mn.Attacks, a)
	}
	return mn
}

func ptr[T any](v T) *T { return &v }

func mustTurn(t *testing.T, m *Map, st TurnState) Turn {
	t.Helper()
	turn, err := PlanMinion(m, st)
	if err != nil {
		t.Fatal(err)
	}
	return turn
}

func show(v any) string {
	b, _ := json.MarshalIndent(v, "", " ")
	return string(b)
}

// kinds summarises a turn as "move[2,3]" / "fight:melee@[2,3]" items.
func kinds(t Turn) []string {
	var out []string
	for _, s := range t.Steps {
		switch s.Kind {
		case StepMove:
			x := "move"
			for _, p := range s.Path {
				x += p.String()
			}
			out = append(out, x)
		case StepFight:
			out = append(out, "fight:"+string(s.Action)+"@"+s.Region.String())
		}
	}
	return out
}

// exampleA is the board of 000 L717, Minion Example A: Teslo (Ranged Power
// Action, then Melee) at [2,2], the Elemental with health at [2,3] to his
// East, Coach at [2,1] to his West.
func exampleA(health int) *Map {
	m := openMap()
	put(m, P(2, 2), minion("Teslo", 3, "R*M"))
	sidekick(m, P(2, 3), "Elemental", health)
	hero(m, P(2, 1), "Coach", 9)
	return m
}
