package labyrinth

import (
	"fmt"
	"strings"

	"tableside/data"
	"tableside/tracker"
)

// Dice counts Action dice by level.
type Dice struct {
	Novice int `json:"novice,omitempty"`
	Adept  int `json:"adept,omitempty"`
	Master int `json:"master,omitempty"`
}

// maxDice and maxHits bound what players type in; any real roll fits.
const (
	maxDice = 30
	maxHits = 999
)

// Pool is how a Villain roll reaches the engine: the Hits the table rolled
// ("hits"), or the dice for the app to roll ("dice") from a seeded source
// ("rand"), so that a replay rolls the same.
type Pool struct {
	Hits *int          `json:"hits,omitempty"`
	Dice *Dice         `json:"dice,omitempty"`
	Rand *tracker.Rand `json:"rand,omitempty"`
}

func (p Pool) check() error {
	switch {
	case p.Hits == nil && p.Dice == nil:
		return fieldf("", `give "hits" (rolled at the table) or "dice" (for the app to roll)`)
	case p.Hits != nil && p.Dice != nil:
		return fieldf("dice", `give "hits" or "dice", not both`)
	case p.Hits != nil && (*p.Hits < 0 || *p.Hits > maxHits):
		return fieldf("hits", "a roll is 0 to %d Hits", maxHits)
	case p.Dice != nil && p.Rand == nil:
		return fieldf("rand", `dice rolled by the app need a seeded source: "rand": {"state": N}`)
	case p.Dice == nil && p.Rand != nil:
		return fieldf("rand", `"rand" is only for "dice"`)
	}
	if d := p.Dice; d != nil {
		for _, n := range []struct {
			f string
			v int
		}{{"novice", d.Novice}, {"adept", d.Adept}, {"master", d.Master}} {
			if n.v < 0 || n.v > maxDice {
				return fieldf("dice."+n.f, "0 to %d dice", maxDice)
			}
		}
	}
	return nil
}

// Rolled is a Hit Pool: the Hits on the dice plus every Plus-One on the
// rolled row, all of which the Villain spends (000 L614, L624).
type Rolled struct {
	// Faces are the Hits on each die the app rolled: Novice dice first,
	// then Adept, then Master.
	Faces    []int `json:"faces,omitempty"`
	Hits     int   `json:"hits"`
	PlusOnes int   `json:"plus_ones"`
	Total    int   `json:"total"`
	// Rand is the source after the roll, to keep with the game.
	Rand *tracker.Rand `json:"rand,omitempty"`
}

// villainRoll starts a Magic or Corruption roll: check is the input's own
// check, given the Villain's Plus-One cap (000 L627); the pool is the roll
// plus plusOnes, every Plus-One on the rolled row (L614, L624).
func villainRoll(check func(capPlusOnes int) error, roll Pool, plusOnes int) (*data.LabyrinthRules, Rolled, error) {
	f, err := facts()
	if err != nil {
		return nil, Rolled{}, err
	}
	if err := check(f.VillainPlusOneCap); err != nil {
		return nil, Rolled{}, err
	}
	rolled, err := roll.roll(plusOnes)
	if err != nil {
		return nil, Rolled{}, err
	}
	return f, rolled, nil
}

func (p Pool) roll(plusOnes int) (Rolled, error) {
	out := Rolled{PlusOnes: plusOnes}
	if p.Hits != nil {
		out.Hits = *p.Hits
	} else {
		f, err := facts()
		if err != nil {
			return Rolled{}, err
		}
		r := *p.Rand
		for _, d := range []struct {
			n     int
			faces []int
		}{{p.Dice.Novice, f.Dice.Novice}, {p.Dice.Adept, f.Dice.Adept}, {p.Dice.Master, f.Dice.Master}} {
			for range d.n {
				h := d.faces[r.IntN(len(d.faces))]
				out.Faces = append(out.Faces, h)
				out.Hits += h
			}
		}
		out.Rand = &r
	}
	out.Total = out.Hits + out.PlusOnes
	return out, nil
}

// PlusOnes are the Villain's Plus-One tokens on each row.
type PlusOnes struct {
	Melee      int `json:"melee,omitempty"`
	Ranged     int `json:"ranged,omitempty"`
	Magic      int `json:"magic,omitempty"`
	Corruption int `json:"corruption,omitempty"`
}

// Total is the tokens across all rows.
func (p PlusOnes) Total() int { return p.Melee + p.Ranged + p.Magic + p.Corruption }

func (p *PlusOnes) row(t ActionType) *int {
	return byType(t, &p.Melee, &p.Ranged, &p.Magic, &p.Corruption)
}

func (p PlusOnes) check(limit int) error {
	for _, t := range actionTypes {
		if *p.row(t) < 0 {
			return fieldf(string(t), "Plus-Ones cannot be negative")
		}
	}
	if p.Total() > limit {
		return fieldf("", "%d Plus-Ones; the Villain holds at most %d", p.Total(), limit)
	}
	return nil
}

// Choice is a decision the rules leave to the players. The engine never
// takes it for them: it lists the options and waits.
type Choice struct {
	Kind   string `json:"kind"`
	Rule   string `json:"rule"`
	Prompt string `json:"prompt"`
	// Count is how many of the options to pick, when more than one.
	Count   int      `json:"count,omitempty"`
	Options []string `json:"options"`
}

// PlusOneGain is what becomes of the Hits left after a Villain roll: each
// becomes a Plus-One on the rolled row (000 L617, L640), but the Villain
// holds at most 6; each one past that makes the Lead Hero discard one from
// a different row (L627).
type PlusOneGain struct {
	Gained int `json:"gained"`
	// Lost are Hits that found no room: every other row is already empty.
	Lost int `json:"lost,omitempty"`
	// Discarded are the tokens taken from other rows when that is forced.
	Discarded PlusOnes `json:"discarded,omitzero"`
	// Discard is the Lead Hero's pick when more than one row could give.
	Discard *Choice `json:"discard,omitempty"`
	// PlusOnes are the tokens afterwards; a pending Discard is not yet
	// taken from them.
	PlusOnes PlusOnes `json:"plus_ones"`
	Say      string   `json:"say"`
}

// gainPlusOnes adds n tokens to row, whose own tokens were all spent on the
// roll, and makes room under the cap.
func gainPlusOnes(before PlusOnes, row ActionType, n, limit int) PlusOneGain {
	g := makeRoom(before, row, n, limit)
	g.Say = g.say(row, limit)
	return g
}

func makeRoom(before PlusOnes, row ActionType, n, limit int) PlusOneGain {
	after := before
	*after.row(row) = n
	g := PlusOneGain{Gained: n}
	excess := after.Total() - limit
	if excess <= 0 {
		g.PlusOnes = after
		return g
	}
	others := after.Total() - n
	if excess > others {
		g.Lost = excess - others
		g.Gained -= g.Lost
		*after.row(row) -= g.Lost
		excess = others
	}
	var givers []string
	for _, t := range actionTypes {
		if t != row && *after.row(t) > 0 {
			givers = append(givers, string(t))
		}
	}
	if excess == others || len(givers) == 1 {
		for _, t := range actionTypes {
			if t == row || excess == 0 {
				continue
			}
			take := min(excess, *after.row(t))
			*after.row(t) -= take
			*g.Discarded.row(t) += take
			excess -= take
		}
	} else if excess > 0 {
		g.Discard = &Choice{
			Kind:    "discard_plus_ones",
			Rule:    "000 L627",
			Prompt:  fmt.Sprintf("The Villain holds more than %d Plus-Ones: the Lead Hero discards %d from rows other than %s", limit, excess, row.title()),
			Count:   excess,
			Options: givers,
		}
	}
	g.PlusOnes = after
	return g
}

func (g PlusOneGain) say(row ActionType, limit int) string {
	if g.Gained+g.Lost == 0 {
		return "No Hits are left over."
	}
	s := fmt.Sprintf("%s left over: each becomes a Plus-One on the %s row.", hits(g.Gained+g.Lost), row.title())
	if g.Lost > 0 {
		s += fmt.Sprintf(" The Villain holds at most %d, with no other row to discard from: keep %d.", limit, g.Gained)
	}
	var took []string
	for _, t := range actionTypes {
		if n := *g.Discarded.row(t); n > 0 {
			took = append(took, fmt.Sprintf("%d from %s", n, t))
		}
	}
	if len(took) > 0 {
		s += fmt.Sprintf(" To stay at %d, the Lead Hero discards %s.", limit, strings.Join(took, " and "))
	}
	if g.Discard != nil {
		s += " " + g.Discard.Prompt + "."
	}
	return s
}
