package valor

import (
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
	"tableside/tracker/valor/labyrinth"
)

// Minion combat on the map: a Minion's attack dealt to its Defenders
// through Shields and Doom (000 L275, L323-325), AOE damage (000 L970),
// and the Bombs' chains exploding (000 L974-982).

// minionAttack carries out the screen's moves and its attack with the
// Hits rolled: damage to the Defender through Shields and Doom, the rest
// to the next Defender if it was Defeated (000 L275, L323-325); an AOE
// attack hits everyone else there (000 L970).
func (s *State) minionAttack(e *env, sc *screen, faces []int, hits, prevent int) (string, error) {
	st := sc.turn
	var parts []string
	if len(sc.moves) > 0 {
		for _, mv := range sc.moves {
			var err error
			if st, err = labyrinth.Advance(s.Map, st, mv); err != nil {
				return "", tracker.Refuse("%s.", err)
			}
		}
		end, _ := s.Map.Locate(st.Minion)
		parts = append(parts, fmt.Sprintf("%s moves to %v", st.Minion, end))
	}
	f := *sc.fight
	at := *f.Region
	parts = append(parts, fmt.Sprintf("%s rolls its %s against %v: %s", st.Minion, RowKind(f.Action).Title(), at, rollWords(faces, hits)))
	rec := s.minionRecord(st.Minion)
	if prevent > 0 && rec.Card.Has(MinionAOE) {
		return "", tracker.Refuse("An AOE attack hits everyone in the region; enter the Hits and correct each one's damage after.")
	}
	m := s.wiz().minions()
	if hits > 0 {
		if rec.Card.Has(MinionAOE) {
			w, err := s.aoe(e, []labyrinth.Pos{at}, hits, st.Minion, st.Minion)
			if err != nil {
				return "", err
			}
			parts = append(parts, w...)
		} else {
			def := f.Defender
			if def == "" {
				def = s.Map.At(at).Defender
			}
			w, err := s.damageDefenders(e, st.Minion, at, def, hits, prevent)
			if err != nil {
				return "", err
			}
			parts = append(parts, w)
		}
	}
	if s.Winner != "" {
		return strings.Join(parts, "; "), nil
	}
	var err error
	if st, err = labyrinth.Advance(s.Map, st, f); err != nil {
		return "", tracker.Refuse("%s.", err)
	}
	m.Turn = &st
	return strings.Join(parts, "; "), nil
}

// damageDefenders deals n damage to the Defender def at at; while a
// Defender is Defeated with damage left, the next takes it: the only one
// left, or the players' choice (000 L275).
func (s *State) damageDefenders(e *env, minion string, at labyrinth.Pos, def string, n, prevent int) (string, error) {
	var parts []string
	for n > 0 && def != "" {
		w, left, err := s.hitCharacter(e, minion, def, n, prevent)
		if err != nil {
			return "", err
		}
		parts = append(parts, w)
		prevent, n = 0, left
		if n == 0 || s.Winner != "" {
			break
		}
		g := s.Map.At(at)
		switch len(g.Heroes) {
		case 0:
			parts = append(parts, fmt.Sprintf("%d damage is left with no one at %v to take it", n, at))
			n = 0
		case 1:
			def = g.Heroes[0].Name
			g.Defender = def
			parts = append(parts, fmt.Sprintf("%s defends %v now", def, at))
		default:
			m := s.wiz().minions()
			m.Carry, m.CarryAt = n, &at
			parts = append(parts, fmt.Sprintf("%d damage is left: choose the next Defender at %v", n, at))
			n = 0
		}
	}
	return strings.Join(parts, "; "), nil
}

// aoe deals n AOE damage to everyone in regions but except: Heroes and
// Sidekicks through Shields and Doom, Minions by their cards, the Villain
// in fives (000 L877, L970). why names the source for the log.
func (s *State) aoe(e *env, regions []labyrinth.Pos, n int, except, why string) ([]string, error) {
	type target struct {
		minion bool
		name   string
	}
	var ts []target
	villain := false
	for _, p := range regions {
		g := s.Map.At(p)
		if g == nil {
			continue
		}
		for _, h := range g.Heroes {
			ts = append(ts, target{false, h.Name})
		}
		for _, mn := range g.Minions {
			if mn.Name != except {
				ts = append(ts, target{true, mn.Name})
			}
		}
		villain = villain || g.Villain != ""
	}
	var parts []string
	for _, t := range ts {
		if s.Winner != "" {
			return parts, nil
		}
		var w string
		var err error
		switch {
		case t.minion && s.minionRecord(t.name) != nil:
			w, err = s.hitMinion(t.name, n)
		case !t.minion:
			if _, found := s.Map.Locate(t.name); found {
				w, _, err = s.hitCharacter(e, why, t.name, n, 0)
			}
		}
		if err != nil {
			return nil, err
		}
		if w != "" {
			parts = append(parts, w)
		}
	}
	if villain && s.Winner == "" {
		w, err := s.damage(e, DamageCmd{Who: VillainWho, Amount: n, Reason: why})
		if err != nil {
			return nil, err
		}
		parts = append(parts, w)
	}
	return parts, nil
}

// hitCharacter deals n damage from minion to the Hero or Sidekick called
// name on the map, and returns the damage left once they are Defeated.
func (s *State) hitCharacter(e *env, minion, name string, n, prevent int) (string, int, error) {
	for i := range s.Heroes {
		h := &s.Heroes[i]
		if h.Name == name && h.onMap() {
			need := s.damageToDefeat(e, h, prevent, n)
			w, err := s.damage(e, DamageCmd{Who: i, Amount: n, Prevent: prevent, Reason: minion})
			if err != nil {
				return "", 0, err
			}
			s.syncMap()
			if need <= n { // Defeated, whether or not back at Base Camp at once
				return w, n - need, nil
			}
			return w, 0, nil
		}
		if h.Sidekick != nil && sidekickMapName(h) == name {
			need := h.Sidekick.Health
			w, err := s.sidekickGain(e, SidekickGainCmd{Hero: i, Delta: -min(n, MaxHits), Reason: minion})
			if err != nil {
				return "", 0, err
			}
			s.syncMap()
			return w, max(0, n-need), nil
		}
	}
	return "", 0, tracker.Refuse("%s is not on the map to take the damage.", name)
}

// damageToDefeat is the least damage that Defeats h, through prevention,
// Shields and Doom (000 L996, L1018); more than limit when limit cannot.
func (s *State) damageToDefeat(e *env, h *Hero, prevent, limit int) int {
	for x := 1; x <= limit; x++ {
		d := x - min(x, prevent)
		for sh := h.Shields; d > 0 && sh > 0; sh-- {
			d -= min(d, e.r.Hero.ShieldPrevents)
		}
		if d >= 1 && h.Doomed {
			d *= e.r.Hero.DoomMultiplier
		}
		if d >= h.Health {
			return x
		}
	}
	return limit + 1
}

// chain is a group of Bombs in adjacent regions: their count and the
// regions they reach, the chain's own and those next to it (000 L978-980).
type chain struct {
	bombs int
	reach []labyrinth.Pos
}

func (s *State) bombChains() []chain {
	seen := map[labyrinth.Pos]bool{}
	var out []chain
	for r := range labyrinth.Size {
		for c := range labyrinth.Size {
			p := labyrinth.Pos{Row: r, Col: c}
			g := s.Map.At(p)
			if g == nil || g.Bombs == 0 || seen[p] {
				continue
			}
			var ch chain
			var group []labyrinth.Pos
			queue := []labyrinth.Pos{p}
			seen[p] = true
			for len(queue) > 0 {
				q := queue[0]
				queue = queue[1:]
				group = append(group, q)
				ch.bombs += s.Map.At(q).Bombs
				for d := labyrinth.North; d <= labyrinth.West; d++ {
					if n, ok := s.Map.Neighbour(q, d); ok && !seen[n] && s.Map.At(n).Bombs > 0 {
						seen[n] = true
						queue = append(queue, n)
					}
				}
			}
			ch.reach = slices.Clone(group)
			for _, q := range group {
				for d := labyrinth.North; d <= labyrinth.West; d++ {
					if n, ok := s.Map.Neighbour(q, d); ok && !slices.Contains(ch.reach, n) {
						ch.reach = append(ch.reach, n)
					}
				}
			}
			slices.SortFunc(ch.reach, func(a, b labyrinth.Pos) int { return (a.Row*labyrinth.Size + a.Col) - (b.Row*labyrinth.Size + b.Col) })
			out = append(out, ch)
		}
	}
	return out
}

// posList is "[1,2], [2,2]".
func posList(ps []labyrinth.Pos) string {
	at := make([]string, len(ps))
	for i, q := range ps {
		at[i] = q.String()
	}
	return strings.Join(at, ", ")
}

// explode sets off every Bomb: each chain of adjacent Bombs deals 2 AOE
// damage for each of its Bombs to its regions and those next to them
// (000 L974-980), then the Bombs come off the map.
func (s *State) explode(e *env) ([]string, error) {
	f, err := labFacts()
	if err != nil {
		return nil, err
	}
	var parts []string
	for _, c := range s.bombChains() {
		w, err := s.aoe(e, c.reach, f.TokenDamage*c.bombs, "", "a Bomb")
		if err != nil {
			return nil, err
		}
		parts = append(parts, w...)
	}
	for r := range labyrinth.Size {
		for c := range labyrinth.Size {
			if g := s.Map.Regions[r][c]; g != nil {
				g.Bombs = 0
			}
		}
	}
	return parts, nil
}
