package data

import (
	_ "embed"
	"errors"
	"fmt"
	"maps"
	"slices"
)

//go:embed legends.json
var legendsJSON []byte

// LegendsRules are the numbers of rules 002 (Village of Legends, the
// competitive game) that tracker/legends runs on. Card and Hero stats are
// not here: players enter them in the card library.
type LegendsRules struct {
	// Rules names the rulebook ("002").
	Rules string `json:"rules"`
	// MinPlayers and MaxPlayers bound the table (L9); BaseMaxPlayers is
	// the most without an expansion (L9).
	MinPlayers     int `json:"min_players"`
	MaxPlayers     int `json:"max_players"`
	BaseMaxPlayers int `json:"base_max_players"`
	// FirstDraws2p is the first hand of each seat in turn order with 2
	// players; FirstDraws the first seats' hands with more, later seats
	// drawing Hand (L45-48).
	FirstDraws2p []int `json:"first_draws_2p"`
	FirstDraws   []int `json:"first_draws"`
	// Hand is the end-of-turn draw (L403); ExtraCard what +1 CARD adds
	// (L457).
	Hand      int `json:"hand"`
	ExtraCard int `json:"extra_card"`
	// HeroLevels is the number of levels on a Hero board (L449-451).
	HeroLevels int `json:"hero_levels"`
	// XPStep is the spacing of the XP track (L305).
	XPStep int `json:"xp_step"`
	// DieSides is a die's faces; RollOffDice the dice of the roll-off (L39).
	DieSides    int `json:"die_sides"`
	RollOffDice int `json:"rolloff_dice"`
	// ChestMultiplier turns a Chest's die into gold (L95); SellDivisor
	// a price into what selling gives (L103).
	ChestMultiplier int `json:"chest_multiplier"`
	SellDivisor     int `json:"sell_divisor"`
	// ScrollIntelligence is what a Hero needs to read a Scroll (L313).
	ScrollIntelligence int `json:"scroll_intelligence"`
	// ImpBonus is added to the Imp's die (L179).
	ImpBonus int `json:"imp_bonus"`
	// SneakPass is the lowest die that passes a Sneaking roll (L485).
	SneakPass int `json:"sneak_pass"`
	// PoisonDefault is the tokens of a POISON with no number (L551).
	PoisonDefault int `json:"poison_default"`
	// Sources says where each number comes from, by field name.
	Sources map[string]string `json:"sources"`
}

// Legends returns the rules-002 facts from the embedded file, parsed and
// checked once; each call returns its own copy.
func Legends() (LegendsRules, error) { return legends() }

var legends = embedded(legendsJSON, "legends", LegendsRules.clone)

func (r LegendsRules) clone() LegendsRules {
	r.FirstDraws2p = slices.Clone(r.FirstDraws2p)
	r.FirstDraws = slices.Clone(r.FirstDraws)
	r.Sources = maps.Clone(r.Sources)
	return r
}

// Validate checks that the numbers make a playable game.
func (r LegendsRules) Validate() error {
	switch {
	case r.Rules == "":
		return errors.New(`"rules" must name the rulebook`)
	case r.MinPlayers < 2 || r.MaxPlayers < r.MinPlayers || r.BaseMaxPlayers < r.MinPlayers || r.BaseMaxPlayers > r.MaxPlayers:
		return fmt.Errorf("players %d to %d (%d without an expansion) do not make a table", r.MinPlayers, r.MaxPlayers, r.BaseMaxPlayers)
	case len(r.FirstDraws2p) != 2 || len(r.FirstDraws) < 1:
		return errors.New("first_draws_2p needs both seats and first_draws at least the first")
	case r.Hand < 1 || r.ExtraCard < 0:
		return fmt.Errorf("hand %d and extra_card %d: a hand needs a card", r.Hand, r.ExtraCard)
	case r.HeroLevels < 1 || r.XPStep < 1:
		return errors.New("hero_levels and xp_step must be at least 1")
	case r.DieSides < 2 || r.RollOffDice < 1 || r.SneakPass < 1 || r.SneakPass > r.DieSides:
		return errors.New("the dice do not make sense: sides, roll-off dice and the Sneaking pass")
	case r.ChestMultiplier < 1 || r.SellDivisor < 1 || r.ScrollIntelligence < 0 || r.ImpBonus < 0 || r.PoisonDefault < 1:
		return errors.New("chest_multiplier, sell_divisor and poison_default must be at least 1, the others at least 0")
	}
	for _, d := range append(slices.Clone(r.FirstDraws2p), r.FirstDraws...) {
		if d < 0 || d > r.Hand {
			return fmt.Errorf("a first draw of %d is outside 0 to the hand of %d", d, r.Hand)
		}
	}
	return sourced(r.Sources, "min_players", "max_players", "base_max_players", "first_draws_2p", "first_draws",
		"hand", "extra_card", "hero_levels", "xp_step", "die_sides", "rolloff_dice", "chest_multiplier",
		"sell_divisor", "scroll_intelligence", "imp_bonus", "sneak_pass", "poison_default")
}
