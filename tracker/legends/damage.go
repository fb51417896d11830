package legends

import (
	"fmt"
	"slices"
	"strings"
)

// Target is what an attack aims at: a player; the Monsters in front of a
// player that are beaten as one chain (Monsters); or one Monster named
// alone (Monster, its ID). The attack names its Monsters.
type Target struct {
	Player   int  `json:"player"`
	Monsters bool `json:"monsters,omitempty"`
	Monster  int  `json:"monster,omitempty"`
}

// Layer is one link of a damage chain the attacker puts in order before
// the die (L155, L215, L273, L327): a Monster by ID, or one of the
// target's Defence cards by slot.
type Layer struct {
	Monster int  `json:"monster,omitempty"`
	Slot    Slot `json:"slot,omitempty"`
}

// Hit is what one layer took.
type Hit struct {
	Layer  Layer  `json:"layer"`
	Name   string `json:"name"`
	Before int    `json:"before"` // what it had left to stop (a card) or Life (a Monster)
	Dealt  int    `json:"dealt"`  // damage it took, after reduction and resistance
	Broken bool   `json:"broken"` // the card is discarded, the Monster killed
	XP     int    `json:"xp,omitempty"`
	XPTo   int    `json:"xp_to"` // who gains the XP, -1 none
	// Gone is where a killed Monster's card goes (L273, L535, L541; A-32),
	// Owner whose it was (-1 none).
	Gone  Gone `json:"gone,omitempty"`
	Owner int  `json:"owner"`
}

// Gone is where a killed Monster's card goes.
type Gone string

// Where killed Monsters go.
const (
	ToDiscard Gone = "discard" // its owner's discard pile (L273, L535)
	OutOfGame Gone = "out"     // a Fleeting Monster leaves the game (L541)
	ToPool    Gone = "pool"    // a summoned mini card goes back to the pool (L491; A-32)
)

// goneFor is where Monster m's card goes when it is killed.
func goneFor(m Monster) Gone {
	switch {
	case m.Card.Fleeting:
		return OutOfGame
	case m.Summoned:
		return ToPool
	}
	return ToDiscard
}

// KillWords says where a killed Monster's card goes, for the table:
// "to Bo's discard pile", "out of the game".
func (s State) KillWords(h Hit) string {
	switch h.Gone {
	case OutOfGame:
		return "out of the game"
	case ToPool:
		return "back to the mini cards"
	case ToDiscard:
		if h.Owner >= 0 && h.Owner < len(s.Players) {
			return "to " + s.Players[h.Owner].Name + "'s discard pile"
		}
	}
	return ""
}

// Outcome is an attack worked out: the attack's total, each layer hit in
// order, what reached the Hero and what was lost.
type Outcome struct {
	Die    int   `json:"die"`
	Attack int   `json:"attack"`
	Hits   []Hit `json:"hits,omitempty"`
	// Hero is the player whose Life was in reach, -1 when the chain stops
	// at the layers; HeroDamage is what he lost.
	Hero       int  `json:"hero"`
	HeroDamage int  `json:"hero_damage"`
	Lost       int  `json:"lost"`
	Eliminated bool `json:"eliminated,omitempty"`
	Poison     int  `json:"poison,omitempty"` // tokens given (L551)
	Levels     int  `json:"levels,omitempty"` // levels the attacker gained
}

// chain is a damage chain built for one attack (the note, §3.6.3):
// Monsters first, then the target's Defence layers, then the Hero if the
// damage carries that far.
type chain struct {
	monsters []int   // IDs, any order, ordered by the attacker
	defence  []Layer // the target's Defence cards and Defensive Monsters
	hero     int     // the Hero at the end, -1 when what is left is lost
	host     int     // whose Defence cards the defence layers are
}

func (c chain) size() int { return len(c.monsters) + len(c.defence) }

// defenceLayers are player p's Defence cards and the Defensive Monsters in
// front of him, which act as Defence cards (L535; ).
func (s State) defenceLayers(p int) []Layer {
	var out []Layer
	for _, d := range s.Players[p].Defence {
		out = append(out, Layer{Slot: d.Card.Slot})
	}
	for _, id := range s.defensive(p) {
		out = append(out, Layer{Monster: id})
	}
	return out
}

// ordered checks the attacker's order against the chain: the Monsters
// first, then the Defence layers, each exactly once; with at most one
// layer in each part no order is needed (L215, L273, L327).
func (c chain) ordered(order []Layer) ([]Layer, error) {
	mons := make([]Layer, len(c.monsters))
	for i, id := range c.monsters {
		mons[i] = Layer{Monster: id}
	}
	if len(order) == 0 {
		if len(mons) > 1 || len(c.defence) > 1 {
			return nil, fmt.Errorf("choose the order the layers take the damage before the die is rolled")
		}
		return append(mons, c.defence...), nil
	}
	if len(order) != c.size() {
		return nil, fmt.Errorf("put every layer in the order, each once: %d in all", c.size())
	}
	same := func(got, want []Layer) bool {
		for _, l := range want {
			if !slices.Contains(got, l) {
				return false
			}
		}
		return true
	}
	if !same(order[:len(mons)], mons) || !same(order[len(mons):], c.defence) {
		return nil, fmt.Errorf("the Monsters come first, then the Defence cards; order each group within itself")
	}
	return slices.Clone(order), nil
}

// resist is the damage left after elemental resistance or immunity
// (L381-387): resistance subtracts, immunity zeroes.
func resist(d int, el Element, rs ...[]Resistance) int {
	if el == "" {
		return d
	}
	for _, list := range rs {
		for _, r := range list {
			if r.Element != el {
				continue
			}
			if r.Immune {
				return 0
			}
			d -= r.Amount
		}
	}
	return max(0, d)
}

// hitMonster deals d to Monster i (L273): reduction (L523) and resistance
// first; a kill carries what is left. It returns the hit and what carries.
func (s *State) hitMonster(i, d int, el Element, credit int) (Hit, int) {
	m := &s.Monsters[i]
	e := resist(max(0, d-m.Card.Reduction), el, m.Card.Resist)
	h := Hit{Layer: Layer{Monster: m.ID}, Name: m.Card.Name, Before: m.Life, XPTo: -1, Owner: m.Owner}
	if e < m.Life {
		m.Life -= e
		h.Dealt = e
		return h, 0
	}
	h.Dealt, h.Broken, h.Gone = m.Life, true, goneFor(*m)
	// XP to the killer, even for his own Monster (L305; ).
	h.XP, h.XPTo = m.Card.Cost, credit
	left := e - m.Life
	s.Monsters = slices.Delete(s.Monsters, i, i+1) // to its owner's discard, or out if Fleeting (L273, L541)
	s.forgetAttacked(h.Layer.Monster)
	return h, left
}

// hitCard deals d to player p's Defence card in slot sl (L129-131, L215):
// it breaks when this turn's damage reaches its value, and what is
// left carries on.
func (s *State) hitCard(p int, sl Slot, d int) (Hit, int) {
	pl := &s.Players[p]
	i := slices.IndexFunc(pl.Defence, func(x DefenceInPlay) bool { return x.Card.Slot == sl })
	c := &pl.Defence[i]
	h := Hit{Layer: Layer{Slot: sl}, Name: c.Card.Name, Before: c.Left(), XPTo: -1, Owner: -1}
	if d < c.Left() {
		c.Taken += d
		h.Dealt = d
		return h, 0
	}
	h.Dealt, h.Broken = c.Left(), true
	left := d - c.Left()
	pl.Defence = slices.Delete(pl.Defence, i, i+1)
	return h, left
}

// resolve runs d along the ordered layers, then to the Hero when the
// chain reaches him: armour once per attack, after the Defence cards
// (L233, L461), and resistance from the board and the cards still standing
// . credit gains the XP of kills. It changes s and returns the
// outcome; the caller handles elimination.
func (s *State) resolve(c chain, order []Layer, d int, el Element, credit int) Outcome {
	out := Outcome{Attack: d, Hero: -1}
	for _, l := range order {
		if d == 0 {
			break
		}
		var h Hit
		if l.Monster != 0 {
			h, d = s.hitMonster(s.monster(l.Monster), d, el, credit)
		} else {
			h, d = s.hitCard(c.host, l.Slot, d)
		}
		out.Hits = append(out.Hits, h)
		if h.Broken && h.XPTo >= 0 {
			out.Levels += s.award(h.XPTo, h.XP)
		}
	}
	if c.hero < 0 {
		out.Lost = d
		return out
	}
	p := &s.Players[c.hero]
	out.Hero = c.hero
	st := p.Stats()
	lists := [][]Resistance{st.Resist}
	for _, dc := range p.Defence {
		lists = append(lists, dc.Card.Resist)
	}
	d = resist(max(0, d-st.Armour), el, lists...)
	out.HeroDamage = min(d, p.Life) // overkill goes nowhere (L409)
	p.Life -= out.HeroDamage
	out.Eliminated = p.Life == 0 && out.HeroDamage > 0
	return out
}

// Describe is the outcome in the player's words, for the preview and the
// log: "Shield broken (3), Helmet takes 1; 1 lost".
func (o Outcome) Describe(s State) string {
	var parts []string
	for _, h := range o.Hits {
		switch {
		case h.Broken && h.Layer.Monster != 0:
			w := fmt.Sprintf("%s killed", h.Name)
			if h.XPTo >= 0 && h.XP > 0 {
				w += fmt.Sprintf(" (+%d XP to %s)", h.XP, s.Players[h.XPTo].Name)
			}
			if g := s.KillWords(h); g != "" {
				w += ", " + g
			}
			parts = append(parts, w)
		case h.Broken:
			parts = append(parts, fmt.Sprintf("%s broken", h.Name))
		default:
			parts = append(parts, fmt.Sprintf("%s takes %d", h.Name, h.Dealt))
		}
	}
	if o.Hero >= 0 {
		w := fmt.Sprintf("%d to %s", o.HeroDamage, s.Players[o.Hero].Name)
		if o.Eliminated {
			w += ", who is out"
		}
		parts = append(parts, w)
	}
	if o.Lost > 0 {
		parts = append(parts, fmt.Sprintf("%d lost", o.Lost))
	}
	if o.Poison > 0 {
		parts = append(parts, fmt.Sprintf("+%d Poison", o.Poison))
	}
	if len(parts) == 0 {
		return "no damage"
	}
	return strings.Join(parts, ", ")
}
