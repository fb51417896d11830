package labyrinth

import (
	"fmt"
)

// Deck is one Minion deck: the Corruption cost printed on its cover card
// (the Easy side differs, 000 L185) and where its cards are.
type Deck struct {
	Cost  int `json:"cost"`
	Cards int `json:"cards"`
	// HeroStash are this deck's Defeated Minions waiting in the Hero Loot
	// Stash; Discard its discard pile. Both refill an empty deck (L652).
	HeroStash int `json:"hero_stash,omitempty"`
	Discard   int `json:"discard,omitempty"`
}

// Decks are the three Minion decks.
type Decks struct {
	Chump Deck `json:"chump"`
	Elite Deck `json:"elite"`
	Boss  Deck `json:"boss"`
}

func (d *Decks) of(s MinionSize) *Deck {
	switch s {
	case SizeBoss:
		return &d.Boss
	case SizeElite:
		return &d.Elite
	}
	return &d.Chump
}

// CorruptionInput is the Villain's Corruption Action Roll (000 L634-652).
// With a Map, the plan also places each spawned Minion.
type CorruptionInput struct {
	Roll     Pool     `json:"roll"`
	PlusOnes PlusOnes `json:"plus_ones,omitzero"`
	Decks    Decks    `json:"decks"`
	Map      *Map     `json:"map,omitempty"`
}

// CorruptionStep is one thing the Lead Hero does with the Corruption pool.
type CorruptionStep struct {
	// Kind is "spawn", "reshuffle" (an empty deck is refilled from the
	// Hero Stash and the discards) or "empty" (still empty: one size
	// smaller, L652).
	Kind string     `json:"kind"`
	Size MinionSize `json:"size"`
	Cost int        `json:"cost,omitempty"`
	// Pool is the Hits left after this step.
	Pool        int `json:"pool"`
	FromStash   int `json:"from_stash,omitempty"`
	FromDiscard int `json:"from_discard,omitempty"`
	// Region is where the spawned Minion goes, when the map was given.
	Region *Pos   `json:"region,omitempty"`
	Rule   string `json:"rule"`
	Say    string `json:"say"`
}

// CorruptionPlan says what the Corruption pool buys, in order.
type CorruptionPlan struct {
	Pool  Rolled           `json:"pool"`
	Steps []CorruptionStep `json:"steps"`
	// Spawns are the sizes spawned, in order.
	Spawns   []MinionSize `json:"spawns"`
	PlusOnes PlusOneGain  `json:"plus_ones"`
	// Decks are the decks afterwards.
	Decks Decks `json:"decks"`
	// Spawn places the spawned Minions, when the map was given.
	Spawn *SpawnPlan `json:"spawn,omitempty"`
}

const maxCards = 99

func (in CorruptionInput) check(capPlusOnes int) error {
	if err := in.Roll.check(); err != nil {
		return within(err, "roll")
	}
	if err := in.PlusOnes.check(capPlusOnes); err != nil {
		return within(err, "plus_ones")
	}
	for _, s := range sizes {
		d := in.Decks.of(s)
		at := "decks." + string(s)
		if err := checkBounds(
			bound{at + ".cost", d.Cost, 1, maxCost, "the cover card's cost is %d to %d Hits"},
			bound{at + ".cards", d.Cards, 0, maxCards, "%d to %d cards"},
			bound{at + ".hero_stash", d.HeroStash, 0, maxCards, "%d to %d cards"},
			bound{at + ".discard", d.Discard, 0, maxCards, "%d to %d cards"},
		); err != nil {
			return err
		}
	}
	if in.Map != nil {
		if err := in.Map.Check(); err != nil {
			return within(err, "map")
		}
	}
	return nil
}

// CorruptionRoll plans the Villain's Corruption roll (000 L634-652): the
// pool is the dice plus all Corruption Plus-Ones; it buys the largest
// Minion it affords, again and again, until it affords none; leftover Hits
// become Corruption Plus-Ones. A deck found empty is refilled from the Hero
// Stash (cashed for Bounty) and its discards; if still empty, the next
// size down is bought instead. Worked example: L656.
func CorruptionRoll(in CorruptionInput) (CorruptionPlan, error) {
	f, rolled, err := villainRoll(in.check, in.Roll, in.PlusOnes.Corruption)
	if err != nil {
		return CorruptionPlan{}, err
	}
	plan := CorruptionPlan{Pool: rolled, Steps: []CorruptionStep{}, Spawns: []MinionSize{}, Decks: in.Decks}
	pool := rolled.Total
	var empty [3]bool
	for {
		pick := -1
		for i := len(sizes) - 1; i >= 0; i-- {
			if !empty[i] && plan.Decks.of(sizes[i]).Cost <= pool {
				pick = i
				break
			}
		}
		if pick < 0 {
			break
		}
		s := sizes[pick]
		d := plan.Decks.of(s)
		if d.Cards == 0 && d.HeroStash+d.Discard > 0 {
			plan.Steps = append(plan.Steps, CorruptionStep{
				Kind: "reshuffle", Size: s, Pool: pool, FromStash: d.HeroStash, FromDiscard: d.Discard, Rule: "000 L652",
				Say: fmt.Sprintf("The %s deck is empty: swap its %d Minions in the Hero Stash for Bounty tokens, shuffle them with its %d discards into a new deck.",
					sizeName(s), d.HeroStash, d.Discard),
			})
			d.Cards, d.HeroStash, d.Discard = d.HeroStash+d.Discard, 0, 0
		}
		if d.Cards == 0 {
			empty[pick] = true
			plan.Steps = append(plan.Steps, CorruptionStep{
				Kind: "empty", Size: s, Pool: pool, Rule: "000 L652",
				Say: fmt.Sprintf("No %s Minion is left anywhere: spawn one size smaller if the pool affords it.", sizeName(s)),
			})
			continue
		}
		d.Cards--
		pool -= d.Cost
		plan.Spawns = append(plan.Spawns, s)
		plan.Steps = append(plan.Steps, CorruptionStep{
			Kind: "spawn", Size: s, Cost: d.Cost, Pool: pool, Rule: "000 L638-639",
			Say: fmt.Sprintf("Spawn a %s Minion for %s (%d left): draw it from the bottom of its deck.", sizeName(s), hits(d.Cost), pool),
		})
	}
	plan.PlusOnes = gainPlusOnes(in.PlusOnes, Corruption, pool, f.VillainPlusOneCap)
	if in.Map != nil && len(plan.Spawns) > 0 {
		sp, err := PlaceSpawns(in.Map, plan.Spawns)
		if err != nil {
			return CorruptionPlan{}, err
		}
		k := 0
		for i := range plan.Steps {
			if plan.Steps[i].Kind == "spawn" {
				r := sp.Placements[k].Region
				plan.Steps[i].Region = &r
				k++
			}
		}
		plan.Spawn = &sp
	}
	return plan, nil
}

func sizeName(s MinionSize) string {
	switch s {
	case SizeBoss:
		return "Boss"
	case SizeElite:
		return "Elite"
	}
	return "Chump"
}
