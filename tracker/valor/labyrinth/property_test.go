package labyrinth

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"tableside/tracker"
)

// randomMap is a legal map drawn from seed: every border between two tiles
// is a Hall on both sides or a Wall on both sides; some regions are not yet
// scouted unless full; up to heroes Heroes and Sidekicks and up to minions
// Minions with random cards stand on it.
func randomMap(seed uint64, full bool, heroes, minions int) *Map {
	r := tracker.NewRand(seed)
	side := func(p int) Side {
		if r.IntN(100) < p {
			return Hall
		}
		return Wall
	}
	m := &Map{}
	var tiles []Pos
	for i := range cells {
		p := posAt(i)
		if full || r.IntN(100) < 80 || i == 12 {
			m.Regions[p.Row][p.Col] = &Region{Walls: Walls{side(60), side(60), side(60), side(60)}}
			tiles = append(tiles, p)
		}
	}
	// Make facing sides agree: a map the Scouting rules could build.
	for _, p := range tiles {
		for _, d := range []Dir{East, South} {
			q := p.Step(d)
			if n := m.At(q); n != nil {
				s := side(65)
				m.At(p).Walls.Set(d, s)
				n.Walls.Set(d.Opposite(), s)
			}
		}
	}
	kinds := []TileKind{Portal, Portal, Mountain, Dojo, "", "", "", ""}
	for _, p := range tiles {
		m.At(p).Tile = kinds[r.IntN(len(kinds))]
	}
	pick := func() *Region { return m.At(tiles[r.IntN(len(tiles))]) }
	for range r.IntN(6) {
		pick().Rockfalls++
		if m.count(func(g *Region) int { return g.Rockfalls }) > 5 {
			m.At(tiles[0]).Rockfalls = 0
		}
	}
	for range r.IntN(6) {
		if g := pick(); m.count(func(g *Region) int { return g.Bombs }) < 5 {
			g.Bombs++
		}
	}
	for i := range heroes {
		g := pick()
		g.Heroes = append(g.Heroes, Hero{Name: fmt.Sprintf("H%d", i), Health: 1 + r.IntN(6), Sidekick: r.IntN(3) == 0})
	}
	cards := []string{"M*", "R*", "M*R", "R*M", "M*R*", "R*M*"}
	all := []Ability{Evade, Boss, Bomb, Rockfall, Doom, Poison}
	for i := range minions {
		var abs []Ability
		for _, a := range all {
			if r.IntN(5) == 0 {
				abs = append(abs, a)
			}
		}
		put(m, tiles[r.IntN(len(tiles))], minion(fmt.Sprintf("M%d", i), r.IntN(6), cards[r.IntN(len(cards))], abs...))
	}
	if r.IntN(4) == 0 {
		pick().Villain = "Villain"
	}
	return m
}

// checkStep plans a whole Minion Step on m and checks every turn against
// the rules on the board as it stands when the turn begins.
func checkStep(t *testing.T, m *Map) {
	t.Helper()
	if err := m.Check(); err != nil {
		t.Fatalf("randomMap built an invalid map: %v", err)
	}
	before, _ := json.Marshal(m)
	plan, err := PlanMinionStep(m, nil)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := PlanMinionStep(m, nil)
	a, _ := json.Marshal(plan)
	b, _ := json.Marshal(again)
	if string(a) != string(b) {
		t.Fatal("two runs on the same board differ")
	}
	if after, _ := json.Marshal(m); string(after) != string(before) {
		t.Fatal("PlanMinionStep changed its input")
	}
	var names []string
	for _, g := range m.regions() {
		for _, mn := range g.Minions {
			names = append(names, mn.Name)
		}
	}
	order := slices.Clone(plan.Order)
	slices.Sort(order)
	slices.Sort(names)
	if !slices.Equal(order, names) {
		t.Fatalf("every Minion acts once: %v vs %v", plan.Order, names)
	}
	work := m.Clone()
	for ti, turn := range plan.Turns {
		if want, _ := NextMinion(work, plan.Order[:ti]); want != turn.Minion {
			t.Fatalf("turn %d: %s acts, but %s is next", ti, turn.Minion, want)
		}
		checkTurn(t, work, turn)
		if err := EndTurn(work, turn); err != nil {
			t.Fatal(err)
		}
	}
}

func checkTurn(t *testing.T, m *Map, turn Turn) {
	t.Helper()
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%s: %s\n%s", turn.Minion, fmt.Sprintf(format, args...), show(turn))
	}
	cur, _ := m.Locate(turn.Minion)
	_, k, _ := m.minion(turn.Minion)
	mn := m.At(cur).Minions[k]
	evade, boss := mn.Has(Evade), mn.Has(Boss)
	mv := Mover{Team: VillainTeam, Evade: evade}
	hostile := func(p Pos) bool { return len(m.At(p).Heroes) > 0 }
	if turn.From != cur || turn.Actions != mn.Actions {
		fail("starts at %v with %d Action Points", cur, mn.Actions)
	}
	// Step 1: the target is the closest enemy by the Golden Rule.
	best, bestD := Pos{}, -1
	for i := range cells {
		p := posAt(i)
		if g := m.At(p); g != nil && len(g.Heroes) > 0 {
			if d, ok := m.Distance(cur, p, mv); ok && (bestD < 0 || goldenLess(d, p, bestD, best)) {
				best, bestD = p, d
			}
		}
	}
	if (bestD < 0) != (turn.Target == nil) || turn.Target != nil && (turn.Target.Region != best || turn.Target.Distance != bestD) {
		fail("target: want %v at %d", best, bestD)
	}
	ap := mn.Actions
	rolled := map[ActionType]bool{}
	for si, s := range turn.Steps {
		if ap == 0 {
			fail("step %d spends an Action Point it does not have", si)
		}
		ap--
		if s.ActionsLeft != ap {
			fail("step %d: %d Action Points left, want %d", si, s.ActionsLeft, ap)
		}
		switch s.Kind {
		case StepMove:
			if len(s.Path) < 1 || len(s.Path) > 3 {
				fail("step %d: a Move is 1 to 3 steps", si)
			}
			for i, q := range s.Path {
				if hostile(cur) && !evade {
					fail("step %d leaves %v, which holds an enemy, without Evade", si, cur)
				}
				adj := false
				for _, d := range dirs {
					if n, ok := m.Neighbour(cur, d); ok && n == q {
						adj = true
					}
				}
				if !adj {
					fail("step %d passes a Wall from %v to %v", si, cur, q)
				}
				cur = q
				if i < len(s.Path)-1 && !boss && m.At(q).Rockfalls > 0 {
					fail("step %d carries on past a Rockfall at %v", si, q)
				}
			}
			switch s.Ended {
			case "arrived":
				if cur != *s.Toward {
					fail("step %d says it arrived but is at %v", si, cur)
				}
			case "rockfall":
				if boss || m.At(cur).Rockfalls == 0 {
					fail("step %d stops for a Rockfall that is not there", si)
				}
			default:
				if len(s.Path) != 3 {
					fail("step %d stops early with no reason", si)
				}
			}
		case StepFight:
			if rolled[s.Action] {
				fail("step %d rolls %s twice in a turn", si, s.Action)
			}
			rolled[s.Action] = true
			reg := *s.Region
			if !hostile(reg) {
				fail("step %d attacks %v, which holds no enemy", si, reg)
			}
			switch s.Action {
			case Melee:
				if reg != cur {
					fail("step %d: Melee outside its own region", si)
				}
			case Ranged:
				adj := false
				for _, d := range dirs {
					if n, ok := m.Neighbour(cur, d); ok && n == reg {
						adj = true
					}
				}
				if !adj {
					fail("step %d: Ranged at a region not adjacent", si)
				}
			default:
				fail("step %d: a Minion rolls %s", si, s.Action)
			}
			has := false
			for _, a := range mn.Attacks {
				has = has || a.Type == s.Action
			}
			if !has {
				fail("step %d: the card has no %s", si, s.Action)
			}
		default:
			fail("step %d: kind %q", si, s.Kind)
		}
	}
	if turn.End != cur || turn.ActionsLeft != ap {
		fail("ends at %v with %d, plan says %v with %d", cur, ap, turn.End, turn.ActionsLeft)
	}
	if (ap == 0) != (turn.Ended == "out of Action Points") {
		fail("ended %q with %d left", turn.Ended, ap)
	}
}

func TestPlanPropertiesOnRandomMaps(t *testing.T) {
	for seed := range uint64(400) {
		m := randomMap(seed, seed%3 == 0, 1+int(seed%7), int(seed%26))
		t.Run(fmt.Sprint(seed), func(t *testing.T) { checkStep(t, m) })
	}
}

func FuzzMinionStep(f *testing.F) {
	f.Add(uint64(0), false, uint8(3), uint8(10))
	f.Add(uint64(7), true, uint8(6), uint8(25))
	f.Add(uint64(99), false, uint8(1), uint8(40))
	f.Fuzz(func(t *testing.T, seed uint64, full bool, heroes, minions uint8) {
		m := randomMap(seed, full, int(heroes%8), int(minions%40))
		checkStep(t, m)
		if _, err := PlaceSpawns(m, []MinionSize{SizeBoss, SizeChump}); err != nil && !tracker.IsRefusal(err) {
			t.Fatal(err)
		}
	})
}

// Mid-turn replanning: planning again from any step of a plan, on the
// board that step leaves, gives the rest of the same plan.
func TestReplanFromEveryStep(t *testing.T) {
	for seed := range uint64(200) {
		m := randomMap(seed, true, 2+int(seed%5), 1+int(seed%20))
		plan, err := PlanMinionStep(m, nil)
		if err != nil {
			t.Fatal(err)
		}
		work := m.Clone()
		for _, turn := range plan.Turns {
			st := turn.State()
			for i, s := range turn.Steps {
				if st, err = Advance(work, st, s); err != nil {
					t.Fatal(err)
				}
				rest, err := PlanMinion(work, st)
				if err != nil {
					t.Fatal(err)
				}
				if show(rest.Steps) != show(turn.Steps[i+1:]) {
					t.Fatalf("seed %d %s after step %d:\n%s\nwant\n%s", seed, turn.Minion, i, show(rest.Steps), show(turn.Steps[i+1:]))
				}
			}
			if err := EndTurn(work, turn); err != nil {
				t.Fatal(err)
			}
		}
	}
}
