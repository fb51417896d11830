package sorcery

import (
	"fmt"
	"slices"

	"tableside/tracker"
)

// SpawnNumber is how many Enemies a spawn formula brings for n Heroes
// and Companions and e Enemies in play: up to 3, n-e; 4 or more, n-e+1;
// never below 0 (L1639-1657; the banner at L1637 is garbled, the prose
// is followed, sorcery-ai.md spawning 1).
func SpawnNumber(n, e int) int {
	k := n - e
	if n >= 4 {
		k++
	}
	return max(0, k)
}

// SpawnInput is what the table tells for a spawn: the Blue die's gate
// symbol for each Enemy (not needed with one open gate), the Enemy cards
// drawn, in order, and whether every Enemy card of the Quest is already
// in play (L6241-6244).
type SpawnInput struct {
	Gates    []string    `json:"gates,omitempty"`
	Drawn    []EnemyCard `json:"drawn,omitempty"`
	AllInUse bool        `json:"all_in_use,omitempty"`
}

// NewEnemy is one spawned Enemy as it enters play.
type NewEnemy struct {
	Enemy      string `json:"enemy"`
	Gate       string `json:"gate,omitempty"`
	Controller string `json:"controller"`
	HP         int    `json:"hp"`
	Shields    int    `json:"shields,omitempty"`
	Charges    int    `json:"charges,omitempty"`
	// Powers is how many Enemy Power cards to draw (L6024-6032).
	Powers int `json:"powers,omitempty"`
}

// Spawn is the plan of one spawn formula (L1630-1662, L6194-6253).
type Spawn struct {
	N      int        `json:"n"`
	E      int        `json:"e"`
	Count  int        `json:"count"`
	Spawns []NewEnemy `json:"spawns,omitempty"`
	Steps  []Step     `json:"steps"`
	// Next is the table with the drawn Enemies in play.
	next State
}

// PlanSpawn plans a spawn formula: how many, through which gate, who
// controls each drawn Enemy, and its HP, shields, charges and powers.
func (s *State) PlanSpawn(in SpawnInput) (Spawn, error) {
	sp := Spawn{N: s.SpawnCount(), E: len(s.Enemies)}
	sp.Count = SpawnNumber(sp.N, sp.E)
	sp.Steps = append(sp.Steps, step("L1639-1662", sp.Words()+"."))
	var open []string
	for _, g := range s.Gates {
		if g.Open {
			open = append(open, g.Symbol)
		}
	}
	switch {
	case len(in.Drawn) > sp.Count:
		return Spawn{}, tracker.Refuse("The formula spawns %s; %s drawn", enemies(sp.Count), pluralOf(len(in.Drawn), "card was", "cards were"))
	case len(in.Gates) > sp.Count:
		return Spawn{}, tracker.Refuse("The formula spawns %s; %s given", enemies(sp.Count), pluralOf(len(in.Gates), "gate roll was", "gate rolls were"))
	case sp.Count == 0:
		sp.Steps = append(sp.Steps, step("L1639-1657", "Nothing spawns."))
		return sp, nil
	case len(open) == 0:
		if len(in.Drawn) > 0 {
			return Spawn{}, tracker.Refuse("No Spawn Gate is open: nothing spawns")
		}
		sp.Steps = append(sp.Steps, step("L6212-6213", "No Spawn Gate is open: nothing spawns."))
		return sp, nil
	case in.AllInUse:
		sp.Steps = append(sp.Steps, step("L6241-6244", "Every Enemy card is in play: nothing spawns until one dies."))
		return sp, nil
	}
	next, err := stateCopier.Clone(*s)
	if err != nil {
		return Spawn{}, err
	}
	for k := 0; k < sp.Count; k++ {
		var gate string
		switch {
		case len(open) == 1:
			gate = open[0] // one open gate: no roll (sorcery-ai.md spawning 3)
		case k < len(in.Gates):
			gate = in.Gates[k]
			if !slices.Contains(open, gate) {
				return Spawn{}, tracker.Refuse("No open Spawn Gate shows %q: roll the Blue die again", gate)
			}
		}
		if gate == "" {
			sp.Steps = append(sp.Steps, step("L6197-6205", fmt.Sprintf("Enemy %d: the Active player rolls a Blue die, again until it shows the face of an open gate (%s).", k+1, joinWords(open))))
		} else {
			sp.Steps = append(sp.Steps, step("L6197-6205", fmt.Sprintf("Enemy %d comes through the gate of face %s.", k+1, gate)))
		}
		if k >= len(in.Drawn) {
			sp.Steps = append(sp.Steps, step("L6206-6210", fmt.Sprintf("Enemy %d: draw the top Enemy card and tell the app which it is.", k+1)))
			continue
		}
		ne, err := next.enter(in.Drawn[k], gate)
		if err != nil {
			return Spawn{}, within(err, fmt.Sprintf("drawn[%d]", k))
		}
		sp.Spawns = append(sp.Spawns, ne)
		sp.Steps = append(sp.Steps, step("L6230-6239, L7077-7095, L6024-6032", ne.words()))
	}
	sp.next = next
	return sp, nil
}

// Words say the formula in the cardboard's terms, what N and E are in a
// few words: "Spawn 1 Enemy: N − E = 2 − 1 (N: Heroes and Companions,
// E: Enemies in play)"; with 4 or more, "N − E + 1" (L1639-1662).
func (sp Spawn) Words() string {
	sum := fmt.Sprintf("N − E = %d − %d", sp.N, sp.E)
	if sp.N >= 4 {
		sum = fmt.Sprintf("N − E + 1 = %d − %d + 1", sp.N, sp.E)
	}
	if sp.Count == 0 {
		sum += ", never below 0"
	}
	return fmt.Sprintf("Spawn %s: %s (N: Heroes and Companions, E: Enemies in play)", enemies(sp.Count), sum)
}

// enemies is "1 Enemy", "2 Enemies", "no Enemy".
func enemies(n int) string {
	if n == 0 {
		return "no Enemy"
	}
	return pluralOf(n, "Enemy", "Enemies")
}

// pluralOf is n with one or many: "1 card was", "2 cards were".
func pluralOf(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

func (ne NewEnemy) words() string {
	w := fmt.Sprintf("The %s goes to %s: %d HP", ne.Enemy, ne.Controller, ne.HP)
	if ne.Shields > 0 {
		w += ", " + count(ne.Shields, "shield")
	}
	if ne.Charges > 0 {
		w += ", " + count(ne.Charges, "charge")
	}
	if ne.Powers > 0 {
		w += fmt.Sprintf("; draw %s, no two of one type", count(ne.Powers, "Enemy Power card"))
	}
	return w + "."
}

// enter puts a drawn Enemy card in play and says how.
func (s *State) enter(c EnemyCard, gate string) (NewEnemy, error) {
	if err := c.check(); err != nil {
		return NewEnemy{}, err
	}
	e := Enemy{Card: c, Copy: 1}
	first := slices.IndexFunc(s.Enemies, func(o Enemy) bool { return o.Card.Name == c.Name && o.Card.Rank == c.Rank })
	if first >= 0 {
		if slices.ContainsFunc(s.Enemies, func(o Enemy) bool { return o.Card.Name == c.Name && o.Card.Rank == c.Rank && o.Copy == 2 }) {
			return NewEnemy{}, tracker.Refuse("Both %s %s are in play already", title(string(c.Rank)), c.Name)
		}
		e.Copy = 3 - s.Enemies[first].Copy
	}
	e.Controller = s.assign(c, first)
	n := s.HeroCount()
	e.Shields, e.Charges = c.MaxShields(n, s.Act), c.Charges // full (L5793-5795, L5990)
	e.PowersDue = min(c.PowerIcons, 3)
	s.Enemies = append(s.Enemies, e)
	if c.Master && s.Menace == nil {
		// The Active Hero takes the Menace token at Level I (L7583-7585).
		s.Menace = &Menace{Hero: s.Active, Level: 1}
	}
	return NewEnemy{Enemy: e.Label(), Gate: gate, Controller: s.Heroes[s.controller(&e)].Name,
		HP: c.MaxHP(n), Shields: e.Shields, Charges: e.Charges, Powers: min(c.PowerIcons, 3)}, nil
}

// assign is the new Enemy's controller (L6230-6239): the first copy's, if
// in play (first >= 0); the Active player if they control none; else, with
// m the fewest any player controls, the Active player if they have m, or
// the first player clockwise with m. Master Enemies count for nobody
// (L7331-7335).
func (s *State) assign(c EnemyCard, first int) int {
	if c.Master {
		return 0
	}
	if first >= 0 {
		return s.Enemies[first].Controller
	}
	counts := make([]int, len(s.Heroes))
	for _, e := range s.Enemies {
		if !e.Card.Master {
			counts[e.Controller]++
		}
	}
	m := slices.Min(counts)
	for k := range len(s.Heroes) {
		seat := (s.Active + k) % len(s.Heroes)
		if counts[seat] == m {
			return seat
		}
	}
	return s.Active
}

func joinWords(ws []string) string {
	out := ""
	for i, w := range ws {
		switch {
		case i == 0:
		case i == len(ws)-1:
			out += " or "
		default:
			out += ", "
		}
		out += w
	}
	return out
}
