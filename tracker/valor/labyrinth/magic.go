package labyrinth

import (
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
)

// Spell is a Villain Spell as flipped: its costs as the players read them.
type Spell struct {
	Name  string `json:"name,omitempty"`
	Costs []int  `json:"costs"`
}

// MagicInput is the Villain's Magic Action Roll (000 L612-620).
type MagicInput struct {
	Roll     Pool     `json:"roll"`
	PlusOnes PlusOnes `json:"plus_ones,omitzero"`
	// Spells are the Spells flipped so far, in order. The first is always
	// the Unique Spell, which costs 0 (L620).
	Spells []Spell `json:"spells,omitempty"`
}

// SpellPlay is what happens to one flipped Spell.
type SpellPlay struct {
	Flip  int    `json:"flip"`
	Name  string `json:"name,omitempty"`
	Costs []int  `json:"costs"`
	// Cast is false for the Spell that could not be afforded even at its
	// lowest cost: it goes to the discard pile (L616).
	Cast bool `json:"cast"`
	// Paid is the highest cost the pool affords (L615).
	Paid int `json:"paid"`
	// Pool is the Hits left after it.
	Pool int    `json:"pool"`
	Rule string `json:"rule"`
	Say  string `json:"say"`
}

// MagicPlan says how the Villain spends its Magic roll. While Done is
// false the Lead Hero flips the next Spell and the players enter its costs.
type MagicPlan struct {
	Pool   Rolled      `json:"pool"`
	Spells []SpellPlay `json:"spells"`
	Done   bool        `json:"done"`
	// Next says what to do now.
	Next string `json:"next"`
	// PlusOnes are the leftover Hits turned into Plus-Ones (when Done).
	PlusOnes *PlusOneGain `json:"plus_ones,omitempty"`
	// Resolve lists the cast Spells by flip number, last flipped first
	// (L618); the Unique Spell then goes back on top of the deck (L620).
	Resolve []int `json:"resolve,omitempty"`
}

const (
	maxSpells = 40
	maxCosts  = 6
	maxCost   = 99
)

func (in MagicInput) check(capPlusOnes int) error {
	if err := in.Roll.check(); err != nil {
		return within(err, "roll")
	}
	if err := in.PlusOnes.check(capPlusOnes); err != nil {
		return within(err, "plus_ones")
	}
	if len(in.Spells) > maxSpells {
		return fieldf("spells", "at most %d Spells", maxSpells)
	}
	for i, s := range in.Spells {
		at := fmt.Sprintf("spells[%d]", i)
		if len(s.Name) > MaxName {
			return fieldf(at+".name", "names are at most %d bytes", MaxName)
		}
		if len(s.Costs) == 0 || len(s.Costs) > maxCosts {
			return fieldf(at+".costs", "a Spell lists 1 to %d costs", maxCosts)
		}
		for k, c := range s.Costs {
			if c < 0 || c > maxCost {
				return fieldf(fmt.Sprintf("%s.costs[%d]", at, k), "a cost is 0 to %d Hits", maxCost)
			}
		}
		if i == 0 && !slices.Equal(s.Costs, []int{0}) {
			return fieldf(at+".costs", "the first Spell flipped is the Villain's Unique Spell, which costs 0: want [0]")
		}
	}
	return nil
}

// MagicRoll plans the Villain's Magic roll (000 L612-620): the pool is the
// dice plus all Magic Plus-Ones; each flipped Spell is cast at the highest
// cost the pool affords; flipping stops when the pool is empty or a Spell
// cannot be afforded, which is discarded; leftover Hits become Magic
// Plus-Ones; cast Spells resolve last flipped first. Worked example: L632.
func MagicRoll(in MagicInput) (MagicPlan, error) {
	f, rolled, err := villainRoll(in.check, in.Roll, in.PlusOnes.Magic)
	if err != nil {
		return MagicPlan{}, err
	}
	plan := MagicPlan{Pool: rolled, Spells: []SpellPlay{}}
	pool, stopped := rolled.Total, false
	for i, s := range in.Spells {
		if stopped || (i > 0 && pool == 0) {
			why := "the pool was spent"
			if stopped {
				why = "a Spell could not be afforded"
			}
			return MagicPlan{}, fieldf(fmt.Sprintf("spells[%d]", i), "no more Spells are flipped once %s", why)
		}
		play := SpellPlay{Flip: i + 1, Name: s.Name, Costs: slices.Clone(s.Costs), Rule: "000 L615"}
		best := -1
		for _, c := range s.Costs {
			if c <= pool && c > best {
				best = c
			}
		}
		if best < 0 {
			stopped = true
			play.Pool, play.Rule = pool, "000 L616"
			play.Say = fmt.Sprintf("%s costs at least %d; the pool has %d. Discard it and stop flipping.", spellName(s, i), slices.Min(s.Costs), pool)
		} else {
			pool -= best
			play.Cast, play.Paid, play.Pool = true, best, pool
			play.Say = fmt.Sprintf("Cast %s for %d (do not resolve it yet); %s left.", spellName(s, i), best, hits(pool))
			if i == 0 {
				play.Rule = "000 L620"
			}
		}
		plan.Spells = append(plan.Spells, play)
	}
	if !stopped && (len(in.Spells) == 0 || pool > 0) {
		if len(in.Spells) == 0 {
			plan.Next = "Flip the Unique Spell from the top of the Spell deck and enter its costs."
		} else {
			plan.Next = fmt.Sprintf("%s left: flip the next Spell and enter its costs.", hits(pool))
		}
		return plan, nil
	}
	plan.Done = true
	gain := gainPlusOnes(in.PlusOnes, Magic, pool, f.VillainPlusOneCap)
	plan.PlusOnes = &gain
	var names []string
	for i := len(plan.Spells) - 1; i >= 0; i-- {
		if plan.Spells[i].Cast {
			plan.Resolve = append(plan.Resolve, plan.Spells[i].Flip)
			names = append(names, spellName(in.Spells[i], i))
		}
	}
	plan.Next = fmt.Sprintf("Resolve %s, in that order; the Unique Spell then goes back on top of the deck.", strings.Join(names, ", then "))
	if pool > 0 {
		plan.Next = fmt.Sprintf("%s left over: each becomes a Magic Plus-One. ", hits(pool)) + plan.Next
	}
	return plan, nil
}

// hits is "1 Hit" or "n Hits".
func hits(n int) string { return count(n, "Hit", "Hits") }

// count is "1 Shield", "2 Shields".
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// title is an Action type as the cards print it: "Melee".
func (a ActionType) title() string { return tracker.UpperFirst(string(a)) }

func spellName(s Spell, i int) string {
	switch {
	case s.Name != "":
		return s.Name
	case i == 0:
		return "the Unique Spell"
	}
	return fmt.Sprintf("Spell %d", i+1)
}
