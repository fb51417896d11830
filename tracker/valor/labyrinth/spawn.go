package labyrinth

import (
	"fmt"
	"slices"

	"tableside/tracker"
)

// PortalDistance is a Portal and how far it is from the nearest Hero with
// the least Health.
type PortalDistance struct {
	Region Pos `json:"region"`
	// Distance is nil when no Hero with the least Health can reach it.
	Distance *int `json:"distance"`
}

// Placement is where one spawned Minion goes.
type Placement struct {
	Spawn  int        `json:"spawn"`
	Size   MinionSize `json:"size,omitempty"`
	Region Pos        `json:"region"`
	Say    string     `json:"say"`
}

// SpawnPlan places spawned Minions (000 L643-650).
type SpawnPlan struct {
	// LeastHealth is the lowest Health among the Heroes on the map, and
	// Heroes the Heroes who have it (Sidekicks are not Heroes, L502).
	LeastHealth int      `json:"least_health"`
	Heroes      []string `json:"heroes"`
	// Portals are every Portal, the chosen one first, by the Golden Rule.
	Portals    []PortalDistance `json:"portals"`
	Placements []Placement      `json:"placements"`
}

// PlaceSpawns places each spawned Minion, in order, on top of the stack of
// the Portal closest to the Hero with the least Health (000 L646-649). When
// several Heroes tie for the least Health, the Portal closest to any of
// them wins; Portals tie-break furthest North, then East (L648). Distance
// here is plain, with no mover's limits: placing is not moving (L650,
// valor-ai.md). Placing a Minion changes neither Health nor distance, so
// every spawn of one roll goes to the same Portal.
func PlaceSpawns(m *Map, spawns []MinionSize) (SpawnPlan, error) {
	if err := m.Check(); err != nil {
		return SpawnPlan{}, within(err, "map")
	}
	for i, s := range spawns {
		if s != "" && !oneOf(s, sizes...) {
			return SpawnPlan{}, fieldf(fmt.Sprintf("spawns[%d]", i), "%s", want(sizes))
		}
	}
	plan := SpawnPlan{LeastHealth: -1, Heroes: []string{}, Placements: []Placement{}}
	var from []int
	var portals []Pos
	for p, g := range m.regions() {
		i := p.index()
		if g.Tile == Portal {
			portals = append(portals, p)
		}
		for _, h := range g.Heroes {
			if h.Sidekick {
				continue
			}
			if plan.LeastHealth < 0 || h.Health < plan.LeastHealth {
				plan.LeastHealth, plan.Heroes, from = h.Health, plan.Heroes[:0], from[:0]
			}
			if h.Health == plan.LeastHealth {
				plan.Heroes = append(plan.Heroes, h.Name)
				if !slices.Contains(from, i) {
					from = append(from, i)
				}
			}
		}
	}
	if len(from) == 0 {
		return SpawnPlan{}, tracker.Refuse("No Hero is on the map, so no Portal is closest to one. A Hero Defeated with nobody on the map returns to Base Camp at once.")
	}
	if len(portals) == 0 {
		return SpawnPlan{}, tracker.Refuse("No Portal tile is on the map: mark the Portal tiles (\"tile\": \"portal\") to place spawned Minions.")
	}
	g := m.grid(Mover{})
	const far = 1 << 20
	best := make([]int, cells)
	for i := range best {
		best[i] = far
	}
	for _, h := range from {
		dist := g.from(h)
		for i, d := range dist {
			if d >= 0 && int(d) < best[i] {
				best[i] = int(d)
			}
		}
	}
	slices.SortFunc(portals, func(a, b Pos) int { return goldenCmp(best[a.index()], a, best[b.index()], b) })
	for _, p := range portals {
		pd := PortalDistance{Region: p}
		if d := best[p.index()]; d < far {
			pd.Distance = &d
		}
		plan.Portals = append(plan.Portals, pd)
	}
	to := portals[0]
	for i, s := range spawns {
		what := "Minion"
		if s != "" {
			what = sizeName(s) + " Minion"
		}
		plan.Placements = append(plan.Placements, Placement{
			Spawn: i + 1, Size: s, Region: to,
			Say: fmt.Sprintf("Place the %s on top of the stack at %v.", what, to),
		})
	}
	return plan, nil
}
