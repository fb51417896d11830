package data

import (
	_ "embed"
	"errors"
	"fmt"
	"maps"
	"slices"
)

//go:embed valor.json
var valorJSON []byte

// ValorRules are the numbers of Valor & Villainy as its two rulebooks print
// them: rules 000 (Lludwik's Labyrinth) and rules 001 (Minions of Mordak).
// Card values (a Hero's Health, a Villain's dice, a Loot Stash card for a
// Hero count the rules do not print) are not here: the players enter them.
type ValorRules struct {
	// Rules names the rulebook of each box ("000", "001").
	Rules     map[string]string `json:"rules"`
	Hero      ValorHero         `json:"hero"`
	Labyrinth ValorBox          `json:"labyrinth"`
	Mordak    ValorBox          `json:"mordak"`
	Dice      ValorDice         `json:"dice"`
	Abilities ValorAbilities    `json:"abilities"`
	// Sources says where each number comes from, by "section.field".
	Sources map[string]string `json:"sources"`
}

// ValorHero holds the numbers both rulebooks share.
type ValorHero struct {
	HandSize          int `json:"hand_size"`            // 000 L520, 001 L482
	PlusOneCost       int `json:"plus_one_cost"`        // Hits per Plus-One, 000 L315
	PlusOneCap        int `json:"plus_one_cap"`         // Plus-Ones across a board, 000 L317
	ShieldCap         int `json:"shield_cap"`           // 000 L1018
	ShieldPrevents    int `json:"shield_prevents"`      // damage one Shield prevents, 000 L1018
	DoomMultiplier    int `json:"doom_multiplier"`      // 000 L996
	DieLevelUpCost    int `json:"die_level_up_cost"`    // XP per dice step, 000 L576
	ActionLevelUpCost int `json:"action_level_up_cost"` // XP per Action Point, 000 L579
	DefeatBounty      int `json:"defeat_bounty"`        // a Defeated Hero's Bounty, 000 L335
	JoinXPPerDay      int `json:"join_xp_per_day"`      // 000 L1034, 001 L637
	PowerSurgeCards   int `json:"power_surge_cards"`    // 000 L491
	SidekickMaxHealth int `json:"sidekick_max_health"`  // 000 L497
	MaxElementals     int `json:"max_elementals"`       // 000 L504
	SoulsToWin        int `json:"souls_to_win"`         // 000 L771, 001 L575
	VillainDamageStep int `json:"villain_damage_step"`  // 000 L877, 001 L312
}

// ValorBox holds what differs between the two boxes.
type ValorBox struct {
	MinHeroes      int           `json:"min_heroes"`
	MaxHeroes      int           `json:"max_heroes"`
	StartingChumps []ValorChumps `json:"starting_chumps"`
	// SoloTreasure is the Treasure a lone Hero starts with.
	SoloTreasure string `json:"solo_treasure"`
	// Respawn and FinalRespawn name where a cashed-in Hero returns.
	Respawn      string       `json:"respawn"`
	FinalRespawn string       `json:"final_respawn"`
	Track        ValorTrack   `json:"track"`
	Villain      ValorVillain `json:"villain"`
	Final        ValorFinal   `json:"final"`
	// HeroLoot and VillainLoot are the Loot Stash cards the rulebook prints:
	// the defaults for their Hero counts.
	HeroLoot    []ValorLootCard `json:"hero_loot"`
	VillainLoot []ValorLootCard `json:"villain_loot"`
}

// ValorChumps is how many Chump Minions start on the map from a Hero count up.
type ValorChumps struct {
	MinHeroes int `json:"min_heroes"`
	Chumps    int `json:"chumps"`
}

// ValorTrack is the box's day track: the Approach of Doom (000) or the
// Procession of Horrors (001).
type ValorTrack struct {
	Name string `json:"name"`
	Days int    `json:"days"`
	// BonusDays give the Villain BonusXP more to spend when no Hero has
	// been Defeated this game (000 L803, L807).
	BonusDays []int `json:"bonus_days,omitempty"`
	BonusXP   int   `json:"bonus_xp,omitempty"`
	// Shrines found skip the track to its end; ShrinesGrown after the game
	// grew from 2 to 3 Heroes (001 L208, L642). 0 when the box has none.
	Shrines      int `json:"shrines,omitempty"`
	ShrinesGrown int `json:"shrines_grown,omitempty"`
}

// ValorVillain is how the box's Villain differs.
type ValorVillain struct {
	PlusOneCost int `json:"plus_one_cost"`
	PlusOneCap  int `json:"plus_one_cap"`
	// DiscardOtherRow: a Plus-One over the cap makes the Lead Hero discard
	// one from a different row (000 L627); else the Villain may discard any.
	DiscardOtherRow bool `json:"discard_other_row"`
	// MaxHealth caps the Villain's Health whatever the board; 0 means only
	// the top of the board's bar does (000 L740, 001 L314).
	MaxHealth int `json:"max_health"`
	// LevelUpXP is what one Level Up of every dice row costs; 0 means the
	// Villain buys Level Ups one by one like a Hero (001 L525).
	LevelUpXP int `json:"level_up_xp"`
	// FinalActionGain is the Action Points gained each Final Battle Level Up
	// Step; FinalPay the Hearts each Hero pays when it cannot (000 L890).
	FinalActionGain int `json:"final_action_gain"`
	FinalPay        int `json:"final_pay"`
}

// ValorFinal is what happens as the Final Battle begins (001 L564-L572).
type ValorFinal struct {
	HeroHealth   int `json:"hero_health"`
	VillainCards int `json:"villain_cards"`
}

// ValorLootCard is a Loot Stash card: Bounty in, rewards out.
type ValorLootCard struct {
	Name      string            `json:"name"`
	MinHeroes int               `json:"min_heroes"`
	MaxHeroes int               `json:"max_heroes"`
	Side      string            `json:"side"`
	Columns   []ValorLootColumn `json:"columns"`
}

// ValorLootColumn is one column of a Loot Stash card: the reward when the
// Bounty met or exceeded is at least Bounty.
type ValorLootColumn struct {
	Bounty int  `json:"bounty"`
	XP     int  `json:"xp,omitempty"`
	Health int  `json:"health,omitempty"`
	Souls  int  `json:"souls,omitempty"`
	Roll   bool `json:"roll,omitempty"` // the (A) mark: one Novice die for every Hero
}

// ValorDice are the faces of the three Action dice.
type ValorDice struct {
	Novice []int `json:"novice"`
	Adept  []int `json:"adept"`
	Master []int `json:"master"`
}

// ValorAbilities are the numbers of the Hero abilities whose effects the
// app applies (000 L1239-1267, 001 L691-709).
type ValorAbilities struct {
	CloakAndDagger struct {
		PlusOneCost       int `json:"plus_one_cost"`
		PlusOneCapTrained int `json:"plus_one_cap_trained"`
	} `json:"cloak_and_dagger"`
	MuscularMasterpiece struct {
		AllRowsCost int `json:"all_rows_cost"`
	} `json:"muscular_masterpiece"`
	FleshOfStone struct {
		ShieldsPerTurn int `json:"shields_per_turn"`
	} `json:"flesh_of_stone"`
	DojoPower struct {
		PayLessTrained int `json:"pay_less_trained"`
	} `json:"dojo_power"`
	MakeADaPizza struct {
		Hits        int `json:"hits"`
		Heal        int `json:"heal"`
		HealTrained int `json:"heal_trained"`
	} `json:"make_a_da_pizza"`
	FuelForTheFire struct {
		PlusOnes int `json:"plus_ones"`
	} `json:"fuel_for_the_fire"`
	DwarvenIre struct {
		HealthBelow int `json:"health_below"`
	} `json:"dwarven_ire"`
	BattleRage struct {
		PlusOnes int `json:"plus_ones"`
	} `json:"battle_rage"`
	Stampede struct {
		PlusOnes        int `json:"plus_ones"`
		ElementalHealth int `json:"elemental_health"`
		ElementalGain   int `json:"elemental_gain"`
	} `json:"stampede"`
	FrankenFriend struct {
		FrankHealth int `json:"frank_health"`
		FrankGain   int `json:"frank_gain"`
	} `json:"franken_friend"`
	InspirationalBeats struct {
		Bonus        int `json:"bonus"`
		BonusTrained int `json:"bonus_trained"`
	} `json:"inspirational_beats"`
	SchemyMeddling struct {
		Bonus int `json:"bonus"`
	} `json:"schemy_meddling"`
}

// Valor returns the Valor & Villainy facts from the embedded file. The file
// is parsed and checked once; each call returns its own copy.
func Valor() (ValorRules, error) { return valor() }

var valor = embedded(valorJSON, "valor", ValorRules.clone)

func (r ValorRules) clone() ValorRules {
	c := r
	c.Rules = maps.Clone(r.Rules)
	c.Sources = maps.Clone(r.Sources)
	c.Labyrinth = r.Labyrinth.clone()
	c.Mordak = r.Mordak.clone()
	c.Dice = ValorDice{Novice: slices.Clone(r.Dice.Novice), Adept: slices.Clone(r.Dice.Adept), Master: slices.Clone(r.Dice.Master)}
	return c
}

func (b ValorBox) clone() ValorBox {
	c := b
	c.StartingChumps = slices.Clone(b.StartingChumps)
	c.Track.BonusDays = slices.Clone(b.Track.BonusDays)
	c.HeroLoot = valorCloneLoot(b.HeroLoot)
	c.VillainLoot = valorCloneLoot(b.VillainLoot)
	return c
}

func valorCloneLoot(cards []ValorLootCard) []ValorLootCard {
	if cards == nil {
		return nil
	}
	out := make([]ValorLootCard, len(cards))
	for i, c := range cards {
		c.Columns = slices.Clone(c.Columns)
		out[i] = c
	}
	return out
}

// Validate checks that the numbers make a playable game.
func (r ValorRules) Validate() error {
	if r.Rules["labyrinth"] == "" || r.Rules["mordak"] == "" {
		return errors.New(`"rules" must name the rulebook of "labyrinth" and "mordak"`)
	}
	h := r.Hero
	for _, f := range []struct {
		name   string
		v, min int
	}{
		{"hero.hand_size", h.HandSize, 1}, {"hero.plus_one_cost", h.PlusOneCost, 1},
		{"hero.plus_one_cap", h.PlusOneCap, 1}, {"hero.shield_cap", h.ShieldCap, 1},
		{"hero.shield_prevents", h.ShieldPrevents, 1}, {"hero.doom_multiplier", h.DoomMultiplier, 1},
		{"hero.die_level_up_cost", h.DieLevelUpCost, 1}, {"hero.action_level_up_cost", h.ActionLevelUpCost, 1},
		{"hero.defeat_bounty", h.DefeatBounty, 0}, {"hero.join_xp_per_day", h.JoinXPPerDay, 0},
		{"hero.power_surge_cards", h.PowerSurgeCards, 0}, {"hero.sidekick_max_health", h.SidekickMaxHealth, 1},
		{"hero.max_elementals", h.MaxElementals, 0}, {"hero.souls_to_win", h.SoulsToWin, 1},
		{"hero.villain_damage_step", h.VillainDamageStep, 1},
	} {
		if f.v < f.min || f.v > 100 {
			return fmt.Errorf("%s is %d; it must be %d to 100", f.name, f.v, f.min)
		}
	}
	if err := r.Labyrinth.validate("labyrinth"); err != nil {
		return err
	}
	if err := r.Mordak.validate("mordak"); err != nil {
		return err
	}
	if r.Labyrinth.Villain.LevelUpXP < 1 {
		return errors.New("labyrinth.villain.level_up_xp must be at least 1: the A.I. Villain spends XP in fixed steps (000 L750)")
	}
	if err := r.Dice.validate(); err != nil {
		return err
	}
	if err := r.Abilities.validate(); err != nil {
		return err
	}
	return sourced(r.Sources, "hero.hand_size", "hero.plus_one_cost", "hero.plus_one_cap", "hero.shield_cap", "hero.shield_prevents",
		"hero.doom_multiplier", "hero.die_level_up_cost", "hero.action_level_up_cost", "hero.defeat_bounty",
		"hero.join_xp_per_day", "hero.power_surge_cards", "hero.sidekick_max_health", "hero.max_elementals",
		"hero.souls_to_win", "hero.villain_damage_step",
		"labyrinth.heroes", "labyrinth.starting_chumps", "labyrinth.solo_treasure", "labyrinth.respawn",
		"labyrinth.track", "labyrinth.villain", "labyrinth.hero_loot", "labyrinth.villain_loot",
		"mordak.heroes", "mordak.starting_chumps", "mordak.solo_treasure", "mordak.respawn", "mordak.track",
		"mordak.villain", "mordak.final", "mordak.loot", "dice",
		"abilities.cloak_and_dagger", "abilities.muscular_masterpiece", "abilities.flesh_of_stone",
		"abilities.dojo_power", "abilities.make_a_da_pizza", "abilities.fuel_for_the_fire",
		"abilities.dwarven_ire", "abilities.battle_rage", "abilities.stampede", "abilities.franken_friend",
		"abilities.inspirational_beats", "abilities.schemy_meddling")
}

func (b ValorBox) validate(name string) error {
	switch {
	case b.MinHeroes < 1:
		return fmt.Errorf("%s.min_heroes is %d; a game needs at least 1 Hero", name, b.MinHeroes)
	case b.MaxHeroes < b.MinHeroes || b.MaxHeroes > 8:
		return fmt.Errorf("%s.max_heroes is %d; it must be %d to 8", name, b.MaxHeroes, b.MinHeroes)
	case len(b.StartingChumps) == 0 || b.StartingChumps[0].MinHeroes != b.MinHeroes:
		return fmt.Errorf("%s.starting_chumps must start at min_heroes (%d)", name, b.MinHeroes)
	case b.SoloTreasure == "" || b.Respawn == "" || b.FinalRespawn == "":
		return fmt.Errorf("%s: solo_treasure, respawn and final_respawn must be named", name)
	case b.Track.Name == "" || b.Track.Days < 1 || b.Track.Days > 20:
		return fmt.Errorf("%s.track needs a name and 1 to 20 days", name)
	case b.Track.BonusXP < 0 || (b.Track.BonusXP > 0) != (len(b.Track.BonusDays) > 0):
		return fmt.Errorf("%s.track: bonus_xp and bonus_days go together", name)
	case b.Track.Shrines < 0 || b.Track.ShrinesGrown < b.Track.Shrines:
		return fmt.Errorf("%s.track: shrines_grown (%d) is below shrines (%d)", name, b.Track.ShrinesGrown, b.Track.Shrines)
	case b.Villain.PlusOneCost < 1 || b.Villain.PlusOneCap < 1:
		return fmt.Errorf("%s.villain: plus_one_cost and plus_one_cap must be at least 1", name)
	case b.Villain.MaxHealth < 0 || b.Villain.LevelUpXP < 0 || b.Villain.FinalActionGain < 0 || b.Villain.FinalPay < 0:
		return fmt.Errorf("%s.villain: numbers cannot be negative", name)
	case b.Final.HeroHealth < 0 || b.Final.VillainCards < 0:
		return fmt.Errorf("%s.final: numbers cannot be negative", name)
	}
	prev := 0
	for i, c := range b.StartingChumps {
		if (i > 0 && c.MinHeroes <= prev) || c.Chumps < 0 {
			return fmt.Errorf("%s.starting_chumps must rise by Hero count with 0 or more Chumps", name)
		}
		prev = c.MinHeroes
	}
	for _, d := range b.Track.BonusDays {
		if d < 1 || d > b.Track.Days {
			return fmt.Errorf("%s.track.bonus_days has day %d; the track has days 1 to %d", name, d, b.Track.Days)
		}
	}
	for _, set := range []struct {
		what  string
		cards []ValorLootCard
	}{{"hero_loot", b.HeroLoot}, {"villain_loot", b.VillainLoot}} {
		for _, c := range set.cards {
			if err := c.Validate(); err != nil {
				return fmt.Errorf("%s.%s: %w", name, set.what, err)
			}
			if c.MinHeroes < b.MinHeroes || c.MaxHeroes > b.MaxHeroes {
				return fmt.Errorf("%s.%s: %s is for %d-%d Heroes; the box seats %d-%d", name, set.what, c.Name,
					c.MinHeroes, c.MaxHeroes, b.MinHeroes, b.MaxHeroes)
			}
		}
	}
	return nil
}

// Validate checks one Loot Stash card: a name, a Hero count range, side A or
// B, and columns with rising Bounty and no negative reward.
func (c ValorLootCard) Validate() error {
	switch {
	case c.Name == "":
		return errors.New("a Loot Stash card has no name")
	case c.MinHeroes < 1 || c.MaxHeroes < c.MinHeroes:
		return fmt.Errorf("%s is for %d-%d Heroes; give a range from 1 up", c.Name, c.MinHeroes, c.MaxHeroes)
	case c.Side != "A" && c.Side != "B":
		return fmt.Errorf("%s has side %q; it is A or B", c.Name, c.Side)
	case len(c.Columns) == 0 || len(c.Columns) > 12:
		return fmt.Errorf("%s has %d columns; a card has 1 to 12", c.Name, len(c.Columns))
	}
	for i, col := range c.Columns {
		switch {
		case col.Bounty < 0 || col.Bounty > 99:
			return fmt.Errorf("%s column %d has Bounty %d; it must be 0 to 99", c.Name, i+1, col.Bounty)
		case i > 0 && col.Bounty <= c.Columns[i-1].Bounty:
			return fmt.Errorf("%s column %d: Bounty must rise from column to column", c.Name, i+1)
		case col.XP < 0 || col.XP > 99 || col.Health < 0 || col.Health > 100 || col.Souls < 0 || col.Souls > 9:
			return fmt.Errorf("%s column %d has a reward out of range", c.Name, i+1)
		}
	}
	return nil
}

func (d ValorDice) validate() error {
	return checkDice(d.Novice, d.Adept, d.Master, 9)
}

func (a ValorAbilities) validate() error {
	for _, f := range []struct {
		name string
		v    int
	}{
		{"cloak_and_dagger.plus_one_cost", a.CloakAndDagger.PlusOneCost},
		{"cloak_and_dagger.plus_one_cap_trained", a.CloakAndDagger.PlusOneCapTrained},
		{"muscular_masterpiece.all_rows_cost", a.MuscularMasterpiece.AllRowsCost},
		{"flesh_of_stone.shields_per_turn", a.FleshOfStone.ShieldsPerTurn},
		{"dojo_power.pay_less_trained", a.DojoPower.PayLessTrained},
		{"make_a_da_pizza.hits", a.MakeADaPizza.Hits},
		{"make_a_da_pizza.heal", a.MakeADaPizza.Heal},
		{"make_a_da_pizza.heal_trained", a.MakeADaPizza.HealTrained},
		{"fuel_for_the_fire.plus_ones", a.FuelForTheFire.PlusOnes},
		{"dwarven_ire.health_below", a.DwarvenIre.HealthBelow},
		{"battle_rage.plus_ones", a.BattleRage.PlusOnes},
		{"stampede.plus_ones", a.Stampede.PlusOnes},
		{"stampede.elemental_health", a.Stampede.ElementalHealth},
		{"stampede.elemental_gain", a.Stampede.ElementalGain},
		{"franken_friend.frank_health", a.FrankenFriend.FrankHealth},
		{"franken_friend.frank_gain", a.FrankenFriend.FrankGain},
		{"inspirational_beats.bonus", a.InspirationalBeats.Bonus},
		{"inspirational_beats.bonus_trained", a.InspirationalBeats.BonusTrained},
		{"schemy_meddling.bonus", a.SchemyMeddling.Bonus},
	} {
		if f.v < 1 || f.v > 20 {
			return fmt.Errorf("abilities.%s is %d; it must be 1 to 20", f.name, f.v)
		}
	}
	return nil
}

// Box returns the numbers of box "labyrinth" or "mordak".
func (r ValorRules) Box(name string) (ValorBox, bool) {
	switch name {
	case "labyrinth":
		return r.Labyrinth, true
	case "mordak":
		return r.Mordak, true
	}
	return ValorBox{}, false
}

// Chumps is how many Chump Minions start on the map with heroes Heroes.
func (b ValorBox) Chumps(heroes int) int {
	n := 0
	for _, c := range b.StartingChumps {
		if heroes >= c.MinHeroes {
			n = c.Chumps
		}
	}
	return n
}
