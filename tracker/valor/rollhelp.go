package valor

import (
	"slices"

	"tableside/tracker"
)

// Queries about the open Action Roll: who may add Plus-Ones to it, and
// what the roller may still do with the Hit Pool. Each answers what the
// matching command would accept, so a screen offers exactly that.

// RollHelp is one way Plus-Ones may be added to the open roll now.
type RollHelp struct {
	// Who spends the Plus-Ones: a Hero's index or VillainWho.
	Who int `json:"who"`
	// Ability is "" for the roller's own Plus-Ones (RollPlusOnes);
	// AbilityInspirationalBeats or AbilitySchemyMeddling for Meddle.
	Ability Ability `json:"ability,omitempty"`
	// Rows are the rows the Plus-Ones come from: the rolled rows for the
	// roller's own, one row for an ability.
	Rows []int `json:"rows"`
	// PlusOnes is how many may be spent: what those rows hold now.
	PlusOnes int `json:"plus_ones"`
	// Bonus is the Hits each Plus-One adds.
	Bonus int `json:"bonus"`
	// Rule is the rule line that allows it.
	Rule string `json:"rule"`
}

// Spend is the command that spends n of these Plus-Ones on the roll.
func (h RollHelp) Spend(n int) tracker.Command {
	if h.Ability == "" {
		return RollPlusOnes(n)
	}
	return Meddle(h.Who, h.Rows[0], n)
}

// RollHelpers lists who may add Plus-Ones to the open roll now and from
// which rows; nil when no roll is open. Every entry holds at least one
// Plus-One, and its Spend(n) is accepted for 1 <= n <= PlusOnes.
//
//   - The roller, from the rolled rows, +1 each: after seeing the roll
//     (000 L315, 001 L320), on a Test too (000 L315 "or Tests", L956). Not
//     the Labyrinth's Villain, who added them all as it rolled (000 L624).
//   - Every Hero with Inspirational Beats, from their Magic row, +1 each or
//     +2 upgraded, after any Action Roll: an ally's, an enemy's, and their
//     own (001 L707: "He may use Inspirational Beats on himself"). Not
//     while Defeated or not yet on the map (001 L310, 000 L335).
//   - The Villain with Schemy Meddling, from rows of the rolled type, +1
//     each, on anyone else's roll, never its own (001 L709).
//
// The same Plus-Ones may appear twice: Wugner rolling Magic may spend his
// Magic Plus-Ones as his own (+1) or through Inspirational Beats (+1, +2
// upgraded).
func (s State) RollHelpers() []RollHelp {
	rl := s.Roll
	r, err := facts()
	if rl == nil || s.Over() || err != nil {
		return nil
	}
	var out []RollHelp
	if !(rl.Who == VillainWho && s.Box == BoxLabyrinth) {
		if rows, err := s.rows(rl.Who); err == nil {
			n := 0
			for _, ri := range rl.Rows {
				if ri >= 0 && ri < len(rows) {
					n += rows[ri].PlusOnes
				}
			}
			if n > 0 {
				out = append(out, RollHelp{Who: rl.Who, Rows: slices.Clone(rl.Rows), PlusOnes: n, Bonus: 1, Rule: "000 L315, L956; 001 L320"})
			}
		}
	}
	ib := r.Abilities.InspirationalBeats
	for i := range s.Heroes {
		h := &s.Heroes[i]
		if !h.has(AbilityInspirationalBeats) || !h.onMap() {
			continue
		}
		bonus := ib.Bonus
		if h.trained() {
			bonus = ib.BonusTrained
		}
		for ri, row := range h.Rows {
			if row.Kind == RowMagic && row.PlusOnes > 0 {
				out = append(out, RollHelp{Who: i, Ability: AbilityInspirationalBeats, Rows: []int{ri}, PlusOnes: row.PlusOnes, Bonus: bonus, Rule: "001 L707"})
			}
		}
	}
	if rl.Who != VillainWho && s.Villain.has(AbilitySchemyMeddling) {
		for ri, row := range s.Villain.Rows {
			if row.Kind == rl.Kind && row.PlusOnes > 0 {
				out = append(out, RollHelp{Who: VillainWho, Ability: AbilitySchemyMeddling, Rows: []int{ri}, PlusOnes: row.PlusOnes,
					Bonus: r.Abilities.SchemyMeddling.Bonus, Rule: "001 L709"})
			}
		}
	}
	return out
}

// refusal is the words of the error a dry run of cmd gives; "" when the
// command would be accepted. Unlike Apply it does not check s first: the
// queries ask of states the rules made or Decode checked, several times per
// drawing of a board, and the check was a tenth of each try.
func (s State) refusal(cmd tracker.Command) string {
	c, err := stateCopier.Clone(s)
	if err == nil {
		_, err = rules().Do(&c, cmd)
	}
	if err != nil {
		return err.Error()
	}
	return ""
}

// CanSpendHits says whether Hits of the open roll may be spent now on an
// effect (damage, a Spell, a spawn), and if not why: never a Test's (000
// L960), nor Mordak's Melee or Ranged Hits before the Final Battle, which
// only buy Plus-Ones (001 L326), nor from an empty pool.
func (s State) CanSpendHits() (bool, string) {
	why := s.refusal(SpendHits(1, ""))
	return why == "", why
}

// CanBuyPlusOne says whether the roller may buy a Plus-One for the rolled
// row now, at PlusOneCost(roller) Hits (000 L315, 001 L320; 1 Hit for
// Loxley, 001 L699, and the Labyrinth's Villain, 000 L626), and if not
// why: a Test's Hits buy none (000 L960). A full board does not stop it:
// DiscardsNeeded(roller, 1) says how many to discard, from DiscardRows
// (000 L317).
func (s State) CanBuyPlusOne() (bool, string) {
	rl := s.Roll
	if rl == nil {
		return false, s.refusal(BuyPlusOnes(1))
	}
	var discard []int
	if s.DiscardsNeeded(rl.Who, 1) > 0 {
		if rows := s.DiscardRows(rl.Who, rl.Rows[0]); len(rows) > 0 {
			discard = rows[:1]
		}
	}
	why := s.refusal(BuyPlusOnes(1, discard...))
	return why == "", why
}

// PizzaOffer is Make-a-da-Pizza in the open roll (000 L1267).
type PizzaOffer struct {
	// Hits it costs, and the Health it heals (more once upgraded).
	Hits int `json:"hits"`
	Heal int `json:"heal"`
	// Usable: the pool affords it now; else Why not.
	Usable bool   `json:"usable"`
	Why    string `json:"why,omitempty"`
	// Targets are the Heroes who may eat it: those on the map, the cook
	// too (000 L1267, L335).
	Targets []int `json:"targets"`
}

// PizzaOffer returns Make-a-da-Pizza for the open roll; false when it is
// not on offer: no roll is open, the roller has not the ability (a Hero's
// only), or has used it in this roll, once per Action Roll (000 L1267).
func (s State) PizzaOffer() (PizzaOffer, bool) {
	rl := s.Roll
	r, err := facts()
	if rl == nil || err != nil || rl.Who == VillainWho || rl.Pizza || !s.Heroes[rl.Who].has(AbilityMakeADaPizza) {
		return PizzaOffer{}, false
	}
	ab := r.Abilities.MakeADaPizza
	o := PizzaOffer{Hits: ab.Hits, Heal: ab.Heal}
	if s.Heroes[rl.Who].trained() {
		o.Heal = ab.HealTrained
	}
	o.Why = s.refusal(Pizza(rl.Who))
	o.Usable = o.Why == ""
	for i := range s.Heroes {
		if s.Heroes[i].onMap() {
			o.Targets = append(o.Targets, i)
		}
	}
	return o, true
}

// BattleRageOffer reports whether the roll may end with Battle Rage's free
// Melee Plus-One: the roller is a Hero with Battle Rage, with a Melee row,
// and someone was Defeated during the roll (001 L697).
func (s State) BattleRageOffer() bool {
	rl := s.Roll
	if rl == nil || rl.Who == VillainWho || rl.Defeats == 0 || !s.Heroes[rl.Who].has(AbilityBattleRage) {
		return false
	}
	return s.meleeRow(rl.Who) >= 0
}

// meleeRow is hero's first Melee row, or -1.
func (s *State) meleeRow(hero int) int {
	for ri, row := range s.Heroes[hero].Rows {
		if row.Kind == RowMelee {
			return ri
		}
	}
	return -1
}

// EndRollDiscards is how many Plus-Ones must be discarded, each from a row
// of DiscardRows, for the open roll to end: the Labyrinth Villain's
// leftover Hits become Plus-Ones on the rolled row (000 L617), and past its
// cap the Lead Hero discards from other rows, as far as they hold any
// (000 L627); with rage, Battle Rage's Melee Plus-One on a full board
// (001 L697, 000 L317). 0 when nothing is to discard or no roll is open.
func (s State) EndRollDiscards(rage bool) int {
	rl := s.Roll
	if rl == nil {
		return 0
	}
	if rl.Who == VillainWho && s.Box == BoxLabyrinth && rl.Hits > 0 && !rl.Test {
		b, ok := s.boxFacts()
		if !ok {
			return 0
		}
		rows := s.Villain.Rows
		total := sumPlusOnes(rows)
		over := max(0, total+rl.Hits-b.Villain.PlusOneCap)
		if b.Villain.DiscardOtherRow {
			over = min(over, total-rows[rl.Rows[0]].PlusOnes)
		}
		return over
	}
	if rage && s.BattleRageOffer() {
		r, err := facts()
		if err != nil {
			return 0
		}
		return s.DiscardsNeeded(rl.Who, r.Abilities.BattleRage.PlusOnes)
	}
	return 0
}

// TestOptions lists the rolls who could make now as a Test (000 L954-960):
// RollOptions' rows and dice, with Usable and Why for a Test Action Roll,
// which costs no Action Point and comes on any Turn.
func (s State) TestOptions(who int) []RollOption { return s.rollOptions(who, true) }
