package data

import (
	_ "embed"
	"errors"
	"fmt"
	"maps"
	"slices"
)

//go:embed labyrinth.json
var labyrinthJSON []byte

// LabyrinthRules are the numbers the Villain Round of Lludwik's Labyrinth
// (rules 000) runs on: what tracker/valor/labyrinth needs and the rulebook
// prints. Card stats are not here: players enter them.
type LabyrinthRules struct {
	// Rules names the rulebook ("000").
	Rules string `json:"rules"`
	// MoveSteps is how many steps one Move Action allows (000 L258).
	MoveSteps int `json:"move_steps"`
	// Dice are the faces of the three Action dice (001 L867-869).
	Dice LabyrinthDice `json:"dice"`
	// VillainPlusOneCap is how many Plus-Ones the Villain may hold across
	// all its rows (000 L627).
	VillainPlusOneCap int `json:"villain_plus_one_cap"`
	// DefeatedHeroBounty is what one Defeated Hero is cashed in for (L335).
	DefeatedHeroBounty int `json:"defeated_hero_bounty"`
	// LevelUpXP is the XP one Villain Level Up costs (L750).
	LevelUpXP int `json:"level_up_xp"`
	// DoomDays are the spaces of the Approach of Doom, Start first (L801).
	DoomDays []DoomDay `json:"doom_days"`
	// VillainDamageStep: the Villain loses Health only in these steps (L877).
	VillainDamageStep int `json:"villain_damage_step"`
	// ShieldPrevents is the damage one Shield prevents (L1018).
	ShieldPrevents int `json:"shield_prevents"`
	// NoActionPay is what each Hero pays when the Final Battle Villain
	// cannot gain an Action (L820).
	NoActionPay int `json:"no_action_pay"`
	// SoulsToWin is how many Soul tokens win for the Villain (L771).
	SoulsToWin int `json:"souls_to_win"`
	// BombTokens and RockfallTokens are how many the box holds (L982, L1012).
	BombTokens     int `json:"bomb_tokens"`
	RockfallTokens int `json:"rockfall_tokens"`
	// TokenDamage is the AOE damage of a Bomb or a new Rockfall (L978, L1012).
	TokenDamage int `json:"token_damage"`
	// SidekickMaxHealth is the most Health a Sidekick has (L497).
	SidekickMaxHealth int `json:"sidekick_max_health"`
	// VillainLoot are the Villain Loot Stash cards the rulebook prints.
	VillainLoot []LabyrinthLootCard `json:"villain_loot"`
	// Sources says where each number comes from, by field name.
	Sources map[string]string `json:"sources"`
}

// LabyrinthDice are the six faces of each Action die, in Hits.
type LabyrinthDice struct {
	Novice []int `json:"novice"`
	Adept  []int `json:"adept"`
	Master []int `json:"master"`
}

// DoomDay is one space of the Approach of Doom track.
type DoomDay struct {
	Name string `json:"name"`
	// BonusXP is spent by the Villain on reaching this day when no Hero has
	// been Defeated this game (L803, L807).
	BonusXP int `json:"bonus_xp,omitempty"`
}

// LabyrinthLootCard is a Villain Loot Stash card for a range of Hero counts.
type LabyrinthLootCard struct {
	Name      string                `json:"name"`
	MinHeroes int                   `json:"min_heroes"`
	MaxHeroes int                   `json:"max_heroes"`
	Side      string                `json:"side"`
	Columns   []LabyrinthLootColumn `json:"columns"`
}

// LabyrinthLootColumn is one column: the reward once the Bounty cashed in
// reaches Bounty (the column with the highest Bounty not above the total).
type LabyrinthLootColumn struct {
	Bounty int `json:"bounty"`
	XP     int `json:"xp,omitempty"`
	Health int `json:"health,omitempty"`
	Souls  int `json:"souls,omitempty"`
}

// Labyrinth returns the rules-000 Villain Round facts from the embedded
// file, parsed and checked once; each call returns its own copy.
func Labyrinth() (LabyrinthRules, error) { return labyrinth() }

var labyrinth = embedded(labyrinthJSON, "labyrinth", LabyrinthRules.clone)

func (r LabyrinthRules) clone() LabyrinthRules {
	r.Dice.Novice = slices.Clone(r.Dice.Novice)
	r.Dice.Adept = slices.Clone(r.Dice.Adept)
	r.Dice.Master = slices.Clone(r.Dice.Master)
	r.DoomDays = slices.Clone(r.DoomDays)
	loot := make([]LabyrinthLootCard, len(r.VillainLoot))
	for i, c := range r.VillainLoot {
		c.Columns = slices.Clone(c.Columns)
		loot[i] = c
	}
	r.VillainLoot = loot
	r.Sources = maps.Clone(r.Sources)
	return r
}

// Validate checks that the numbers can run a Villain Round.
func (r LabyrinthRules) Validate() error {
	if r.Rules == "" {
		return errors.New(`"rules" must name the rulebook`)
	}
	positive := []struct {
		name string
		v    int
	}{
		{"move_steps", r.MoveSteps}, {"villain_plus_one_cap", r.VillainPlusOneCap},
		{"defeated_hero_bounty", r.DefeatedHeroBounty}, {"level_up_xp", r.LevelUpXP},
		{"villain_damage_step", r.VillainDamageStep}, {"shield_prevents", r.ShieldPrevents},
		{"no_action_pay", r.NoActionPay}, {"souls_to_win", r.SoulsToWin},
		{"bomb_tokens", r.BombTokens}, {"rockfall_tokens", r.RockfallTokens},
		{"token_damage", r.TokenDamage}, {"sidekick_max_health", r.SidekickMaxHealth},
	}
	for _, p := range positive {
		if p.v < 1 {
			return fmt.Errorf("%s is %d; it must be at least 1", p.name, p.v)
		}
	}
	if err := checkDice(r.Dice.Novice, r.Dice.Adept, r.Dice.Master, 2); err != nil {
		return err
	}
	if len(r.DoomDays) != 5 || r.DoomDays[0].Name != "Start" {
		return errors.New("doom_days must be Start and Days 1 to 4 (000 L801-809)")
	}
	for i, d := range r.DoomDays {
		if d.Name == "" || d.BonusXP < 0 {
			return fmt.Errorf("doom_days[%d] needs a name and a bonus_xp of 0 or more", i)
		}
	}
	sides := map[string]bool{}
	for i, c := range r.VillainLoot {
		if err := c.Validate(); err != nil {
			return fmt.Errorf("villain_loot[%d]: %w", i, err)
		}
		sides[c.Side] = true
	}
	if !sides["A"] || !sides["B"] {
		return errors.New("villain_loot needs a side A card (XP and Health) and a side B card (Souls)")
	}
	return sourced(r.Sources, "move_steps", "dice", "villain_plus_one_cap", "defeated_hero_bounty",
		"level_up_xp", "doom_days", "villain_damage_step", "shield_prevents", "no_action_pay",
		"souls_to_win", "bomb_tokens", "rockfall_tokens", "token_damage", "sidekick_max_health",
		"villain_loot")
}

// Validate checks one Loot Stash card: Bounty columns from 0 upward, side A
// paying XP (and maybe Health), side B paying Souls.
func (c LabyrinthLootCard) Validate() error {
	switch {
	case c.Name == "":
		return errors.New("the card needs a name")
	case c.MinHeroes < 1 || c.MaxHeroes < c.MinHeroes || c.MaxHeroes > 6:
		return fmt.Errorf("hero counts %d-%d are not within 1-6", c.MinHeroes, c.MaxHeroes)
	case c.Side != "A" && c.Side != "B":
		return fmt.Errorf("side is %q; want \"A\" or \"B\"", c.Side)
	case len(c.Columns) == 0 || c.Columns[0].Bounty != 0:
		return errors.New("columns must start at 0 Bounty")
	}
	for i, col := range c.Columns {
		if i > 0 && col.Bounty <= c.Columns[i-1].Bounty {
			return fmt.Errorf("columns[%d]: Bounty %d does not rise above %d", i, col.Bounty, c.Columns[i-1].Bounty)
		}
		if col.XP < 0 || col.Health < 0 || col.Souls < 0 {
			return fmt.Errorf("columns[%d]: rewards cannot be negative", i)
		}
		if c.Side == "A" && col.Souls != 0 {
			return fmt.Errorf("columns[%d]: side A pays XP and Health, not Souls", i)
		}
		if c.Side == "B" && (col.XP != 0 || col.Health != 0) {
			return fmt.Errorf("columns[%d]: side B pays Souls, not XP or Health", i)
		}
	}
	return nil
}

// VillainLootCard finds the printed card for a Hero count and side, if the
// rulebook has one.
func (r LabyrinthRules) VillainLootCard(heroes int, side string) (LabyrinthLootCard, bool) {
	for _, c := range r.VillainLoot {
		if c.Side == side && heroes >= c.MinHeroes && heroes <= c.MaxHeroes {
			c.Columns = slices.Clone(c.Columns)
			return c, true
		}
	}
	return LabyrinthLootCard{}, false
}
