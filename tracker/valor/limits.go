package valor

import (
	"fmt"
	"slices"

	"tableside/tracker/valor/labyrinth"
)

// Limits the screens share with the rules. A card editor's counter or a
// number pad stops where Validate or a command stops, so that nothing the
// players type fails on a bound the screen did not know. The Validates
// and handlers check these names; limits_test.go holds each to them.
const (
	// A Minion card (000 L660-672; MinionCard.Validate).
	MaxMinionHealth = maxMinionHealth // its Fresh or Wounded Health
	MaxMinionDice   = maxMinionDice   // dice of one level in a combat row or its Dodge
	MaxMinionBounty = 9               // its Bounty (000 L662); DefeatMinion's Bounty too

	// The Corruption costs printed on a Minion deck's cover (000 L637;
	// DeckCosts).
	MinDeckCost = 1
	MaxDeckCost = 99

	// MaxHeroCounts is how many Hero counts a Villain board may print a
	// starting Health for (VillainCard.Health; 000 L215, 001 L195).
	MaxHeroCounts = 8

	// A Loot Stash card (000 L552-565, L834-849; LootStashCard.Validate).
	MaxLootHeroes  = 8   // the Hero counts printed on it, 1 to this
	MaxLootColumns = 12  // its columns, 1 to this
	MaxLootBounty  = 99  // a column's Bounty
	MaxLootXP      = 99  // a column's XP
	MaxLootHealth  = 100 // a column's Health (the Villain's)
	MaxLootSouls   = 9   // a column's Souls (side B)

	// MaxTreasureBounty is a Treasure's Bounty icons (000 L552;
	// TreasureCard.Validate).
	MaxTreasureBounty = 9

	// A board's action rows (RowCard; validateRows).
	MinSlots         = 1 // dice slots in a row, at least; MaxSlots at most
	MaxStartPlusOnes = 9 // Plus-Ones a Labyrinth Villain insert's row starts with (000 L218)

	// MaxPlusOnesGain is the most Plus-Ones one PlusOnes command gains.
	MaxPlusOnesGain = 9

	// The app's dice (DiceFaces, SetDice; 001 L867-869).
	DieSides    = diceSides // faces of an Action die
	MaxFaceHits = 9         // Hits on one face, 0 to this
)

// RowKinds are the Action types a board's row may have, in the order the
// editors offer them: Melee, Ranged and Magic, and Corruption for a
// Villain's board only (001 L340).
func RowKinds(villain bool) []RowKind {
	k := []RowKind{RowMelee, RowRanged, RowMagic}
	if villain {
		k = append(k, RowCorruption)
	}
	return k
}

// MinionAttackKinds are the Action types of a Minion card's combat rows:
// Melee and Ranged, one row of each at most (000 L660-672, L711).
func MinionAttackKinds() []RowKind { return []RowKind{RowMelee, RowRanged} }

// MinionSizes are the Minion decks, smallest first: Chump, Elite, Boss
// (000 L637).
func MinionSizes() []labyrinth.MinionSize {
	return []labyrinth.MinionSize{labyrinth.SizeChump, labyrinth.SizeElite, labyrinth.SizeBoss}
}

// Numbers are a box's rulebook numbers that the screens show or stop at,
// from data/valor.json (each number's rule line beside it there).
type Numbers struct {
	// MinHeroes and MaxHeroes are the Heroes a game seats: 1 to 6 in the
	// Labyrinth (000 L62-88), 1 to 5 in Minions of Mordak (001 L159-161).
	MinHeroes int `json:"min_heroes"`
	MaxHeroes int `json:"max_heroes"`
	// ShieldCap is the most Shield tokens on a Health marker (000 L1018).
	ShieldCap int `json:"shield_cap"`
	// SidekickHealth is the top of a Sidekick's Mini Health die: a Sidekick
	// has 1 to this many Hearts (000 L497).
	SidekickHealth int `json:"sidekick_health"`
	// SoulsToWin: this many Soul tokens win for the Villain (000 L771,
	// 001 L575); the Souls counter stops there.
	SoulsToWin int `json:"souls_to_win"`
	// The XP Level Ups cost: a dice step (000 L576-578, 001 L531-533), an
	// Action Point (000 L579, 001 L534), Muscular Masterpiece's every-row
	// step (000 L1259).
	DieLevelUpCost    int `json:"die_level_up_cost"`
	ActionLevelUpCost int `json:"action_level_up_cost"`
	MasterpieceCost   int `json:"masterpiece_cost"`
	// VillainDamageStep: the Villain loses Health only in steps of this
	// much (000 L877, 001 L312).
	VillainDamageStep int `json:"villain_damage_step"`
	// HandSize is the cards a Hero keeps at the end of the Level Up Step
	// (000 L520, 001 L482).
	HandSize int `json:"hand_size"`
	// MaxElementals is how many Elementals the box supplies (000 L504).
	MaxElementals int `json:"max_elementals"`
}

// Numbers returns the box's rulebook numbers; the zero Numbers for an
// unknown box.
func (b Box) Numbers() Numbers {
	r, err := facts()
	if err != nil {
		return Numbers{}
	}
	bx, ok := boxFacts(r, b)
	if !ok {
		return Numbers{}
	}
	return Numbers{
		MinHeroes: bx.MinHeroes, MaxHeroes: bx.MaxHeroes,
		ShieldCap: r.Hero.ShieldCap, SidekickHealth: r.Hero.SidekickMaxHealth, SoulsToWin: r.Hero.SoulsToWin,
		DieLevelUpCost: r.Hero.DieLevelUpCost, ActionLevelUpCost: r.Hero.ActionLevelUpCost,
		MasterpieceCost:   r.Abilities.MuscularMasterpiece.AllRowsCost,
		VillainDamageStep: r.Hero.VillainDamageStep, HandSize: r.Hero.HandSize, MaxElementals: r.Hero.MaxElementals,
	}
}

// Numbers returns the rulebook numbers of the game's box.
func (s State) Numbers() Numbers { return s.Box.Numbers() }

// MostHeroes is the most Heroes either box seats (6, the Labyrinth's):
// the Hero counts a Villain board editor asks a starting Health for.
func MostHeroes() int {
	return max(BoxLabyrinth.Numbers().MaxHeroes, BoxMordak.Numbers().MaxHeroes)
}

// Features says which parts of the rules a box has, so a screen shows a
// control only where the rules give it a use.
type Features struct {
	// Modes: the game is played in Campaign or Quest mode (000 L74).
	Modes bool `json:"modes"`
	// VillainPlayer: a player plays the Villain (001 L159-161).
	VillainPlayer bool `json:"villain_player"`
	// VillainTurns: the Villain takes Turns with Action Points and holds a
	// hand of cards (001 L221-243). The Labyrinth's Villain is run by the
	// rules in the Villain Round (000 L597-656) and takes no Turn.
	VillainTurns bool `json:"villain_turns"`
	// LootSideB: a side B Villain Loot Stash card pays Souls in the Final
	// Battle (000 L772, L843-849).
	LootSideB bool `json:"loot_side_b"`
	// Hoard: Bounty collects on the Hero Hoard card for the campaign book
	// (000 L552, L1112-1118).
	Hoard bool `json:"hoard"`
	// Map: the app can keep the map and walk the Lead Hero through the
	// Villain Round (000 L399-891); it rolls dice only there.
	Map bool `json:"map"`
	// CloseOff: the map can be Closed Off, skipping the track to its last
	// Day (000 L449-451).
	CloseOff bool `json:"close_off"`
	// StartFinal: the players begin the Final Battle when the Mission says
	// so (000 L766). In Minions of Mordak it begins by itself when the
	// Procession of Horrors ends (001 L556).
	StartFinal bool `json:"start_final"`
	// Shrines: finding Shrines, or revealing the whole map, ends the
	// Procession of Horrors (001 L208, L642, L652).
	Shrines bool `json:"shrines"`
	// DojoXP: a Hero training at a Dojo may take 1 XP instead of the
	// upgrade (000 L1028); the Elven Dojo only upgrades (001 L631).
	DojoXP bool `json:"dojo_xp"`
	// MinionCosts: the Corruption roll buys Minions at the costs printed
	// on the Minion deck covers (000 L637); Mordak spawns his own.
	MinionCosts bool `json:"minion_costs"`
}

// Features returns what the box's rules have; the zero Features for an
// unknown box.
func (b Box) Features() Features {
	switch b {
	case BoxLabyrinth:
		return Features{Modes: true, LootSideB: true, Hoard: true, Map: true, CloseOff: true, StartFinal: true, DojoXP: true, MinionCosts: true}
	case BoxMordak:
		return Features{VillainPlayer: true, VillainTurns: true, Shrines: true}
	}
	return Features{}
}

// Features returns what the game's box has.
func (s State) Features() Features { return s.Box.Features() }

// LootSlot is one Loot Stash card a game of the box uses.
type LootSlot struct {
	For  LootFor `json:"for"`
	Side string  `json:"side"`
	// Title names the slot for players.
	Title string `json:"title"`
	// Optional: a game may go without it; then each Defeated Hero gives
	// the Villain 1 Soul in the Final Battle (000 L891).
	Optional bool `json:"optional,omitempty"`
}

// LootSlots lists the Loot Stash cards a game of the box uses, in the
// order setup asks for them: the Hero Loot Stash (000 L552, 001 L513), the
// Villain Loot Stash side A (000 L736, 001 L513) and, in the Labyrinth,
// side B for the Final Battle (000 L772).
func (b Box) LootSlots() []LootSlot {
	out := []LootSlot{
		{For: LootHeroes, Side: "A", Title: "Hero Loot Stash"},
		{For: LootVillain, Side: "A", Title: "Villain Loot Stash, side A"},
	}
	if b.Features().LootSideB {
		out = append(out, LootSlot{For: LootVillain, Side: "B", Title: "Villain Loot Stash, side B (Final Battle Souls)", Optional: true})
	}
	return out
}

// Blank is a card for slot sl at a table of heroes Heroes, not yet
// entered: whose it is, its side and the Hero count are known, and its
// name is made from them, so a player who enters the card from the setup
// screen types only its columns (000 L550-565, L736-740).
func (sl LootSlot) Blank(heroes int) LootStashCard {
	who := "Hero"
	if sl.For == LootVillain {
		who = "Villain"
	}
	return LootStashCard{
		Name: fmt.Sprintf("%s Loot Stash %d (%s)", who, heroes, sl.Side),
		For:  sl.For, Side: sl.Side, MinHeroes: heroes, MaxHeroes: heroes,
	}
}

// LootRewards says which rewards a Loot Stash card's columns can give.
type LootRewards struct {
	XP     bool `json:"xp"`
	Roll   bool `json:"roll"` // the (A) mark: a Novice die's Hits as XP for every Hero
	Health bool `json:"health"`
	Souls  bool `json:"souls"`
}

// Rewards says what c's columns can give: a Hero card XP and the (A) mark
// (000 L561-565, 001 L515-521); a Villain's side A XP and Health (000
// L736-740, 001 L523); a Villain's side B Souls (000 L772, L843-849).
// None for a card whose owner is not set yet.
func (c LootStashCard) Rewards() LootRewards {
	switch {
	case c.For == LootHeroes:
		return LootRewards{XP: true, Roll: true}
	case c.For == LootVillain && c.Side == "B":
		return LootRewards{Souls: true}
	case c.For == LootVillain:
		return LootRewards{XP: true, Health: true}
	}
	return LootRewards{}
}

// HasRow reports whether a Treasure of kind k names an Action type: only an
// Offense Treasure does, and helps Action Rolls of that type (000 L536).
func (k TreasureKind) HasRow() bool { return k == TreasureOffense }

// WithDefaultPower returns c with its only combat row marked as the Power
// Action: every Minion card has one (the Minion Step moves to bring it in
// range, 000 L692), so a card with one row has it there. A card with two
// rows is returned as it is: its card says which.
func (c MinionCard) WithDefaultPower() MinionCard {
	c = c.clone()
	if len(c.Attacks) == 1 {
		c.Attacks[0].Power = true
	}
	return c
}

// DieRange is the fewest and the most Hits one die d shows with the
// game's faces (001 L867-869, SetDice); 0, 0 for a blank or unknown die.
func (s State) DieRange(d Die) (lo, hi int) {
	faces := s.faces().of(d)
	if len(faces) == 0 {
		return 0, 0
	}
	return slices.Min(faces), slices.Max(faces)
}

// MostHits is the most Hits the dice c can show with the game's faces,
// Plus-Ones and bonus dice not counted.
func (s State) MostHits(c DiceCount) int {
	_, n := s.DieRange(DieNovice)
	_, a := s.DieRange(DieAdept)
	_, m := s.DieRange(DieMaster)
	return c.Novice*n + c.Adept*a + c.Master*m
}
