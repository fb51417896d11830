package valor

import (
	"tableside/tracker"
	"tableside/tracker/valor/labyrinth"
)

// Command kinds, as stored in the log. Who is a Hero's index from 0, or
// VillainWho (-1) for the Villain, in every command that takes one.
const (
	// The round (000 L229-236, 001 L210-217).
	KindTick          = "tick"           // do the current checklist item
	KindTickRun       = "tick_run"       // do a run of cardboard-only items at once
	KindEndStep       = "end_step"       // go on to the next step
	KindSetInitiative = "set_initiative" // Charge or Hold (000 L240, 001 L237)
	KindEndTurn       = "end_turn"       // the acting Hero, their Sidekick, or the Villain (Mordak) ends
	KindStartFinal    = "start_final"    // the Mission starts the Final Battle (000 L766)
	KindCloseMap      = "close_map"      // the map is Closed Off: Day 4 (000 L451)
	KindFindShrine    = "find_shrine"    // a Shrine is revealed (001 L208)
	KindMapRevealed   = "map_revealed"   // the whole map is revealed (001 L652)
	KindDeclareWinner = "declare_winner" // the Mission says who won
	KindAddHero       = "add_hero"       // 000 L1030-1037, 001 L633-642
	KindRemoveHero    = "remove_hero"    // 000 L1039-1046, 001 L644-652

	// Health and statuses (000 L323-345, L994-1018).
	KindDamage   = "damage"
	KindPayHeart = "pay_hearts"
	KindHeal     = "heal"
	KindShields  = "shields"
	KindDoom     = "doom"
	KindPoison   = "poison"

	// Board numbers.
	KindPlusOnes     = "plus_ones"        // gain or lose Plus-Ones outside a roll
	KindMovePlusOne  = "move_plus_one"    // 000 L1259, L1261
	KindXP           = "xp"               // gain or lose XP tokens
	KindHand         = "hand"             // cards drawn, cast or discarded
	KindSetDie       = "set_die"          // an Event's dice token, or a correction
	KindActionBar    = "action_bar"       // an Event moves the Action bar
	KindSouls        = "souls"            // a correction of the Villain's Souls
	KindSpendAction  = "spend_action"     // Move, Power Surge or another Action (000 L244-252)
	KindTalent       = "talent"           // the Talent card is used (000 L1064)
	KindDojo         = "dojo"             // 000 L1028, 001 L631
	KindFuel         = "fuel"             // Fuel for the Fire (000 L1257)
	KindStampede     = "stampede"         // Stampede (000 L1247)
	KindFranken      = "franken"          // Franken-Friend (000 L1249)
	KindSidekick     = "sidekick"         // create a Sidekick (000 L497)
	KindSidekickGain = "sidekick_gain"    // a Sidekick gains or loses Hearts
	KindDismiss      = "dismiss"          // a Hero removes their Sidekick (000 L504)
	KindLevelUpDie   = "level_up_die"     // 1 XP, one dice step (000 L576-578)
	KindLevelUpAct   = "level_up_action"  // 3 XP, +1 Action Point (000 L579)
	KindLevelUpAll   = "level_up_all"     // Muscular Masterpiece (000 L1259)
	KindVillainLevel = "villain_level_up" // 000 L750: XP in twos

	// Loot.
	KindDefeatMinion = "defeat_minion" // to the Hero Loot Stash (000 L310)
	KindLoot         = "loot"          // a Treasure to a Loot Stash (000 L487)
	KindBounty       = "bounty"        // Bounty tokens to a Loot Stash
	KindEquip        = "equip"         // 000 L532
	KindUnequip      = "unequip"       // back to the Hero Loot Stash
	KindDiscardTreas = "discard_treasure"
	KindCashOut      = "cash_out" // 000 L550-565, L736-740, L891

	// Action Rolls (000 L281-321).
	KindRoll         = "roll"
	KindRollPlusOnes = "roll_plus_ones" // spend the roller's Plus-Ones into the pool
	KindMeddle       = "meddle"         // Inspirational Beats / Schemy Meddling
	KindSpendHits    = "spend_hits"
	KindBuyPlusOnes  = "buy_plus_ones"
	KindPizza        = "pizza"
	KindEndRoll      = "end_roll"

	// The Labyrinth's map (000 L399-467) and its Minions (000 L658-729).
	KindPlaceTile    = "place_tile"    // a scouted tile, or a correction
	KindLayTiles     = "lay_tiles"     // the last game's starting tiles at once
	KindRemoveTile   = "remove_tile"   // a tile placed by mistake
	KindMapTokens    = "map_tokens"    // Rockfall and Bomb tokens (000 L972-1016)
	KindMoveHero     = "move_hero"     // a Hero or Sidekick standee
	KindSpawnMinion  = "spawn_minion"  // a Minion card onto the top of a stack
	KindMoveMinion   = "move_minion"   // a Minion onto the top of another stack
	KindWoundMinion  = "wound_minion"  // flip a Minion Wounded or Fresh (000 L302-308)
	KindDamageMinion = "damage_minion" // damage to a Minion: Wounds or Defeats it, or nothing
	KindSetDefender  = "set_defender"  // the Hero or Sidekick defending a region (000 L268)
	KindMoveVillain  = "move_villain"  // the Villain on the map, in the Final Battle (000 L766)
	KindMinionCosts  = "minion_costs"  // the Corruption costs on the deck covers (000 L637)
	KindSetDice      = "set_dice"      // the faces of a die the app rolls

	// The Villain Round wizard: the players' answers to its screens.
	KindWizardHits  = "wizard_hits"       // the Hits rolled at the table (or a Minion's damage)
	KindWizardRoll  = "wizard_roll"       // the app rolls the dice the screen names
	KindWizardSpell = "wizard_spell"      // a flipped Villain Spell's costs (000 L615)
	KindWizardPick  = "wizard_choose"     // an option of a tie the rules leave to the players
	KindWizardDone  = "wizard_done"       // the instruction is carried out at the table
	KindWizardEmpty = "wizard_deck_empty" // the Minion deck to draw from is empty (000 L652)
)

// TickCmd does the current item of the checklist, named by Key so that a
// double tap cannot skip one.
type TickCmd struct {
	Key string `json:"key"`
}

// TickRunCmd does the checklist items Keys, in order from the one due
// now, each as Tick does it; every one must be a cardboard-only item
// (State.CardboardRun).
type TickRunCmd struct {
	Keys []string `json:"keys"`
}

// EndStepCmd ends a step whose checklist is done.
type EndStepCmd struct{}

// SetInitiativeCmd sets the Initiative token: Charge, the Lead Hero goes
// first; Hold, last (000 L240, 001 L237).
type SetInitiativeCmd struct {
	Side Initiative `json:"side"`
}

// EndTurnCmd ends the Turn of whoever acts now.
type EndTurnCmd struct{}

// StartFinalCmd begins the Final Battle (Labyrinth: when the Mission says,
// typically the last Event or Day 4, 000 L766).
type StartFinalCmd struct{}

// CloseMapCmd records that the Labyrinth is Closed Off (000 L449-451).
type CloseMapCmd struct{}

// FindShrineCmd records a Shrine revealed (001 L208).
type FindShrineCmd struct{}

// MapRevealedCmd records the whole map revealed when finding Shrines no
// longer ends the track (001 L652).
type MapRevealedCmd struct{}

// DeclareWinnerCmd ends the game as the Mission says.
type DeclareWinnerCmd struct {
	Side   Side   `json:"side"`
	Reason string `json:"reason,omitempty"`
}

// NewCount is what a Hero joining or leaving brings for the new Hero
// count: the Villain's starting Health printed for it, given when the game
// does not know it yet (State.VillainHealthKnown), and its Loot Stash
// cards, or nil for the ones the rulebook prints. Its fields stand in the
// command's JSON beside the others.
type NewCount struct {
	VillainHealth int            `json:"villain_health,omitempty"`
	HeroLoot      *LootStashCard `json:"hero_loot,omitempty"`
	VillainLoot   *LootStashCard `json:"villain_loot,omitempty"`
	VillainLootB  *LootStashCard `json:"villain_loot_b,omitempty"`
}

// AddHeroCmd adds a Hero mid-game.
type AddHeroCmd struct {
	Hero SeatHero `json:"hero"`
	NewCount
}

// RemoveHeroCmd removes a Hero whose player leaves, at the start of a
// Level Up Step.
type RemoveHeroCmd struct {
	Hero int `json:"hero"`
	NewCount
}

// DamageCmd deals Amount damage to Who. Prevent is damage other effects
// prevent first (Armor, Dodge...); Unpreventable damage ignores Shields
// and prevention (000 L1018).
type DamageCmd struct {
	Who           int    `json:"who"`
	Amount        int    `json:"amount"`
	Prevent       int    `json:"prevent,omitempty"`
	Unpreventable bool   `json:"unpreventable,omitempty"`
	Reason        string `json:"reason,omitempty"`
}

// PayHeartsCmd makes Who pay Amount Hearts: a cost, not damage (000 L329).
type PayHeartsCmd struct {
	Who    int    `json:"who"`
	Amount int    `json:"amount"`
	Reason string `json:"reason,omitempty"`
}

// HealCmd heals Who for Amount, never above the top of the bar. Cleanse
// heals 0 instead and removes every negative status (000 L998).
type HealCmd struct {
	Who     int    `json:"who"`
	Amount  int    `json:"amount"`
	Cleanse bool   `json:"cleanse,omitempty"`
	Reason  string `json:"reason,omitempty"`
}

// ShieldsCmd gains (Delta > 0) or loses Shield tokens (000 L1018).
type ShieldsCmd struct {
	Who    int    `json:"who"`
	Delta  int    `json:"delta"`
	Reason string `json:"reason,omitempty"`
}

// DoomCmd makes a Hero Doomed (000 L994-996).
type DoomCmd struct {
	Hero   int    `json:"hero"`
	Reason string `json:"reason,omitempty"`
}

// PoisonCmd puts a Poison token on a die of a Hero's board (000 L1002-1006).
type PoisonCmd struct {
	Hero int `json:"hero"`
	Row  int `json:"row"`
	Slot int `json:"slot"`
}

// PlusOnesCmd gains (Delta > 0) or loses Plus-Ones on a row outside a
// roll, because a card or ability says so. Over the cap, Discard names a
// row to take one from for each token too many (000 L317, L627).
type PlusOnesCmd struct {
	Who     int    `json:"who"`
	Row     int    `json:"row"`
	Delta   int    `json:"delta"`
	Discard []int  `json:"discard,omitempty"`
	Reason  string `json:"reason,omitempty"`
}

// MovePlusOneCmd moves a Plus-One between rows where an ability allows it.
type MovePlusOneCmd struct {
	Who  int `json:"who"`
	From int `json:"from"`
	To   int `json:"to"`
}

// XPCmd gains or loses XP tokens.
type XPCmd struct {
	Who    int    `json:"who"`
	Delta  int    `json:"delta"`
	Reason string `json:"reason,omitempty"`
}

// HandCmd changes the cards in hand.
type HandCmd struct {
	Who    int    `json:"who"`
	Delta  int    `json:"delta"`
	Reason string `json:"reason,omitempty"`
}

// SetDieCmd sets a slot, when an Event gives a dice token or a mistake is
// corrected.
type SetDieCmd struct {
	Who    int    `json:"who"`
	Row    int    `json:"row"`
	Slot   int    `json:"slot"`
	Die    Die    `json:"die"`
	Reason string `json:"reason,omitempty"`
}

// ActionBarCmd moves the Action bar's marker.
type ActionBarCmd struct {
	Who    int    `json:"who"`
	Delta  int    `json:"delta"`
	Reason string `json:"reason,omitempty"`
}

// SoulsCmd corrects the Villain's Soul tokens.
type SoulsCmd struct {
	Delta  int    `json:"delta"`
	Reason string `json:"reason,omitempty"`
}

// ActionKind is an Action other than an Action Roll.
type ActionKind string

// The Actions a Character spends an Action Point on, besides rolls.
const (
	ActionMove       ActionKind = "move"        // up to 3 steps, any number a Turn (000 L246, L258)
	ActionPowerSurge ActionKind = "power_surge" // draw 2, once a Turn (000 L250, L491)
	ActionOther      ActionKind = "other"       // an Action a card grants
)

// SpendActionCmd spends one Action Point of the acting Character.
type SpendActionCmd struct {
	Who    int        `json:"who"`
	Action ActionKind `json:"action"`
	Reason string     `json:"reason,omitempty"`
}

// TalentCmd uses a Hero's Talent card, once a game (000 L1064).
type TalentCmd struct {
	Hero int `json:"hero"`
}

// DojoCmd trains a Hero at a Dojo, once a game (000 L1028, 001 L631).
type DojoCmd struct {
	Hero   int        `json:"hero"`
	Choice DojoChoice `json:"choice"`
}

// FuelCmd is Coach's Fuel for the Fire: a card for a Plus-One on Row.
type FuelCmd struct {
	Hero int `json:"hero"`
	Row  int `json:"row"`
}

// StampedeCmd is Isabella's Stampede: 2 Plus-Ones, taken from Rows (one
// index per token), for an Elemental with 1 Heart in her Region, or +1
// Heart to the Elemental of Owner (000 L1247).
type StampedeCmd struct {
	Hero  int   `json:"hero"`
	Rows  []int `json:"rows"`
	Owner int   `json:"owner"`
}

// FrankenCmd is Dredgar's Franken-Friend, after he Defeats anyone: Frank
// the Sidekick with 2 Hearts in his Region, or +2 Hearts to Frank (000 L1249).
type FrankenCmd struct {
	Hero int `json:"hero"`
}

// SidekickCmd creates a Sidekick for Hero, replacing any it has (000 L504).
type SidekickCmd struct {
	Hero      int    `json:"hero"`
	Name      string `json:"name"`
	Health    int    `json:"health"`
	Elemental bool   `json:"elemental,omitempty"`
	Reason    string `json:"reason,omitempty"`
}

// SidekickGainCmd changes the Hearts of Hero's Sidekick: damage (Delta < 0)
// or Hearts a Spell or ability gives (not healing, 000 L501).
type SidekickGainCmd struct {
	Hero   int    `json:"hero"`
	Delta  int    `json:"delta"`
	Reason string `json:"reason,omitempty"`
}

// DismissCmd removes Hero's Sidekick from the map.
type DismissCmd struct {
	Hero int `json:"hero"`
}

// LevelUpDieCmd spends XP on one dice step of a slot (000 L576-578).
type LevelUpDieCmd struct {
	Who  int `json:"who"`
	Row  int `json:"row"`
	Slot int `json:"slot"`
}

// LevelUpActionCmd spends XP on an Action Point (000 L579).
type LevelUpActionCmd struct {
	Who int `json:"who"`
}

// LevelUpAllCmd is Muscular Masterpiece: 2 XP give every dice row the same
// step, up to To (000 L1259).
type LevelUpAllCmd struct {
	Hero int `json:"hero"`
	To   Die `json:"to"`
}

// VillainLevelUpCmd spends XP of the Labyrinth Villain, in twos (000 L750).
type VillainLevelUpCmd struct {
	XP int `json:"xp"`
}

// DefeatMinionCmd puts a Defeated Minion on the Hero Loot Stash (000 L310).
// Map: the Minion called Name stands on the app's map: it leaves the map
// and its card gives the Bounty (Bounty is then 0).
type DefeatMinionCmd struct {
	Name   string `json:"name,omitempty"`
	Bounty int    `json:"bounty"`
	Map    bool   `json:"map,omitempty"`
}

// LootCmd puts a Treasure on Who's Loot Stash (000 L487, 001 L428).
type LootCmd struct {
	Who      int          `json:"who"`
	Treasure TreasureCard `json:"treasure"`
}

// BountyCmd adds (or takes) Bounty tokens on a Loot Stash.
type BountyCmd struct {
	Stash  LootFor `json:"stash"`
	Delta  int     `json:"delta"`
	Reason string  `json:"reason,omitempty"`
}

// EquipCmd equips the Treasure at index Stash of the Hero Loot Stash in
// slot Slot; a Treasure already there returns to the Stash (000 L532).
// Treasures are equipped in the Hero Level Up Step (000 L524, 001 L487);
// AtOnce equips one now, as Sticky Fingers (000 L1253) or a Discovered
// card (000 L1096) allows.
type EquipCmd struct {
	Hero   int  `json:"hero"`
	Stash  int  `json:"stash"`
	Slot   int  `json:"slot"`
	AtOnce bool `json:"at_once,omitempty"`
}

// UnequipCmd returns the Treasure in slot Slot to the Hero Loot Stash.
type UnequipCmd struct {
	Hero int `json:"hero"`
	Slot int `json:"slot"`
}

// DiscardTreasureCmd discards a used-up Item (000 L538).
type DiscardTreasureCmd struct {
	Hero int `json:"hero"`
	Slot int `json:"slot"`
}

// CashOutCmd cashes out a Loot Stash. Die is the Lead Hero's Novice die
// when the card's column has the (A) mark; RollDie lets the app roll it if
// the column asks for it.
type CashOutCmd struct {
	Stash   LootFor `json:"stash"`
	Die     *int    `json:"die,omitempty"`
	RollDie bool    `json:"roll_die,omitempty"`
}

// RollCmd begins an Action Roll: Hits is what the dice showed. Rows is
// the rolled row (two Melee rows together with One-Ton Sledge). A Test
// costs no Action Point (000 L954-960).
type RollCmd struct {
	Who  int   `json:"who"`
	Rows []int `json:"rows"`
	Hits int   `json:"hits"`
	Test bool  `json:"test,omitempty"`
}

// RollPlusOnesCmd spends N of the roller's Plus-Ones on the rolled rows,
// +1 Hit each (000 L315).
type RollPlusOnesCmd struct {
	N int `json:"n"`
}

// MeddleCmd spends N Plus-Ones from Row of Who (Wugner's Magic row, or
// Mordak's row of the rolled type) to add to someone else's roll.
type MeddleCmd struct {
	Who int `json:"who"`
	Row int `json:"row"`
	N   int `json:"n"`
}

// SpendHitsCmd spends Hits from the pool: damage, a Spell, a spawn...
type SpendHitsCmd struct {
	N   int    `json:"n"`
	For string `json:"for,omitempty"`
}

// BuyPlusOnesCmd buys N Plus-Ones for the rolled row. Over the cap,
// Discard names a row to take one from for each token too many.
type BuyPlusOnesCmd struct {
	N       int   `json:"n"`
	Discard []int `json:"discard,omitempty"`
}

// PizzaCmd is Make-a-da-Pizza: 3 Hits heal Target (000 L1267).
type PizzaCmd struct {
	Target int `json:"target"`
}

// EndRollCmd ends the roll. Leftover Hits are lost, except the Labyrinth
// Villain's, which become Plus-Ones (000 L617, L640, L871); Discard then
// names rows for tokens over the cap. Rage takes Battle Rage (001 L697).
type EndRollCmd struct {
	Discard []int `json:"discard,omitempty"`
	Rage    bool  `json:"rage,omitempty"`
}

// PlaceTileCmd lays a scouted tile on the empty region At, or corrects the
// tile there: its sides as laid and its artwork (000 L403-415).
type PlaceTileCmd struct {
	At    labyrinth.Pos      `json:"at"`
	Walls labyrinth.Walls    `json:"walls"`
	Tile  labyrinth.TileKind `json:"tile,omitempty"`
}

// LayTilesCmd lays several tiles on an empty map at once: the starting
// tiles of the campaign's last game (State.StartTiles).
type LayTilesCmd struct {
	Tiles []PlaceTileCmd `json:"tiles"`
}

// RemoveTileCmd takes back a tile with nothing on it.
type RemoveTileCmd struct {
	At labyrinth.Pos `json:"at"`
}

// Map token kinds.
const (
	TokenRockfall = "rockfall"
	TokenBomb     = "bomb"
)

// MapTokensCmd puts (Delta > 0) or takes Rockfall or Bomb tokens at At.
type MapTokensCmd struct {
	At    labyrinth.Pos `json:"at"`
	Token string        `json:"token"`
	Delta int           `json:"delta"`
}

// MoveHeroCmd moves Hero's standee, or their Sidekick's, to To.
type MoveHeroCmd struct {
	Hero     int           `json:"hero"`
	Sidekick bool          `json:"sidekick,omitempty"`
	To       labyrinth.Pos `json:"to"`
}

// SpawnMinionCmd puts a Minion card on top of the stack at At (000 L277,
// L421). Name is its name on the map, the card's when empty. Key is the
// Villain Round wizard's screen when it is the spawn it asks for: At may
// then be left out and the Portal the rules choose is used (000 L646).
type SpawnMinionCmd struct {
	Card MinionCard     `json:"card"`
	At   *labyrinth.Pos `json:"at,omitempty"`
	Name string         `json:"name,omitempty"`
	Key  string         `json:"key,omitempty"`
}

// MoveMinionCmd lays the Minion Name on top of the stack at To (000 L277).
type MoveMinionCmd struct {
	Name string        `json:"name"`
	To   labyrinth.Pos `json:"to"`
}

// WoundMinionCmd flips the Minion Name to its Wounded side, or back Fresh.
type WoundMinionCmd struct {
	Name    string `json:"name"`
	Wounded bool   `json:"wounded"`
}

// DamageMinionCmd deals Amount damage to the Minion Name (000 L302-308).
type DamageMinionCmd struct {
	Name   string `json:"name"`
	Amount int    `json:"amount"`
}

// SetDefenderCmd names the Hero or Sidekick defending At this round, or
// clears the marker when Name is empty (000 L268).
type SetDefenderCmd struct {
	At   labyrinth.Pos `json:"at"`
	Name string        `json:"name,omitempty"`
}

// MoveVillainCmd places or moves the Villain on the map (000 L766, L869).
type MoveVillainCmd struct {
	To labyrinth.Pos `json:"to"`
}

// MinionCostsCmd records the Corruption costs on the Minion deck covers.
type MinionCostsCmd struct {
	Costs DeckCosts `json:"costs"`
}

// SetDiceCmd corrects the Hits on the six faces of a die the app rolls.
type SetDiceCmd struct {
	Die   Die   `json:"die"`
	Faces []int `json:"faces"`
}

// Every wizard answer names the screen it answers (WizardView.Key), so a
// double tap cannot answer the next screen too.

// WizardHitsCmd gives the Hits the dice showed at the table: the Villain's
// roll, a Minion's attack (its damage; Prevent is damage the Defender's
// cards prevent first), a Bomb or Regenerate die.
type WizardHitsCmd struct {
	Key     string `json:"key"`
	Hits    int    `json:"hits"`
	Prevent int    `json:"prevent,omitempty"`
}

// WizardRollCmd lets the app roll the dice the screen names.
type WizardRollCmd struct {
	Key string `json:"key"`
}

// WizardSpellCmd gives the costs of the Villain Spell just flipped.
type WizardSpellCmd struct {
	Key   string `json:"key"`
	Name  string `json:"name,omitempty"`
	Costs []int  `json:"costs"`
}

// WizardChooseCmd picks among the options of the screen's Choice: as many
// as its Count (one when 0).
type WizardChooseCmd struct {
	Key     string   `json:"key"`
	Options []string `json:"options"`
}

// WizardDoneCmd says the screen's instruction is carried out.
type WizardDoneCmd struct {
	Key string `json:"key"`
}

// WizardDeckEmptyCmd says the deck the screen draws from is empty.
type WizardDeckEmptyCmd struct {
	Key string `json:"key"`
}

// Tick does the current checklist item, key.
func Tick(key string) tracker.Command { return tracker.Cmd(KindTick, TickCmd{Key: key}) }

// TickRun does the checklist items keys at once (State.CardboardRun).
func TickRun(keys ...string) tracker.Command { return tracker.Cmd(KindTickRun, TickRunCmd{Keys: keys}) }

// EndStep goes on to the next step.
func EndStep() tracker.Command { return tracker.Cmd(KindEndStep, nil) }

// SetInitiative sets the Initiative token to side.
func SetInitiative(side Initiative) tracker.Command {
	return tracker.Cmd(KindSetInitiative, SetInitiativeCmd{Side: side})
}

// EndTurn ends the Turn of whoever acts now.
func EndTurn() tracker.Command { return tracker.Cmd(KindEndTurn, nil) }

// StartFinal begins the Final Battle of a Labyrinth game.
func StartFinal() tracker.Command { return tracker.Cmd(KindStartFinal, nil) }

// CloseMap records that the Labyrinth is Closed Off.
func CloseMap() tracker.Command { return tracker.Cmd(KindCloseMap, nil) }

// FindShrine records a Shrine revealed.
func FindShrine() tracker.Command { return tracker.Cmd(KindFindShrine, nil) }

// MapRevealed records that the whole map is revealed.
func MapRevealed() tracker.Command { return tracker.Cmd(KindMapRevealed, nil) }

// DeclareWinner ends the game: side won, for reason.
func DeclareWinner(side Side, reason string) tracker.Command {
	return tracker.Cmd(KindDeclareWinner, DeclareWinnerCmd{Side: side, Reason: reason})
}

// AddHero adds a Hero mid-game.
func AddHero(c AddHeroCmd) tracker.Command { return tracker.Cmd(KindAddHero, c) }

// RemoveHero removes a Hero whose player leaves.
func RemoveHero(c RemoveHeroCmd) tracker.Command { return tracker.Cmd(KindRemoveHero, c) }

// Damage deals amount damage to who.
func Damage(who, amount int, reason string) tracker.Command {
	return tracker.Cmd(KindDamage, DamageCmd{Who: who, Amount: amount, Reason: reason})
}

// DamageWith deals damage with prevention or none.
func DamageWith(c DamageCmd) tracker.Command { return tracker.Cmd(KindDamage, c) }

// PayHearts makes who pay amount Hearts.
func PayHearts(who, amount int, reason string) tracker.Command {
	return tracker.Cmd(KindPayHeart, PayHeartsCmd{Who: who, Amount: amount, Reason: reason})
}

// Heal heals who for amount.
func Heal(who, amount int, reason string) tracker.Command {
	return tracker.Cmd(KindHeal, HealCmd{Who: who, Amount: amount, Reason: reason})
}

// Cleanse heals who for 0 and removes every negative status (000 L998).
func Cleanse(who int, reason string) tracker.Command {
	return tracker.Cmd(KindHeal, HealCmd{Who: who, Cleanse: true, Reason: reason})
}

// Shields gains (delta > 0) or loses Shield tokens.
func Shields(who, delta int, reason string) tracker.Command {
	return tracker.Cmd(KindShields, ShieldsCmd{Who: who, Delta: delta, Reason: reason})
}

// Doom makes hero Doomed.
func Doom(hero int, reason string) tracker.Command {
	return tracker.Cmd(KindDoom, DoomCmd{Hero: hero, Reason: reason})
}

// Poison puts a Poison token on slot of row of hero's board.
func Poison(hero, row, slot int) tracker.Command {
	return tracker.Cmd(KindPoison, PoisonCmd{Hero: hero, Row: row, Slot: slot})
}

// PlusOnes gains or loses Plus-Ones outside a roll.
func PlusOnes(c PlusOnesCmd) tracker.Command { return tracker.Cmd(KindPlusOnes, c) }

// MovePlusOne moves a Plus-One from row from to row to.
func MovePlusOne(who, from, to int) tracker.Command {
	return tracker.Cmd(KindMovePlusOne, MovePlusOneCmd{Who: who, From: from, To: to})
}

// XP gains or loses XP tokens.
func XP(who, delta int, reason string) tracker.Command {
	return tracker.Cmd(KindXP, XPCmd{Who: who, Delta: delta, Reason: reason})
}

// Hand changes the cards in hand.
func Hand(who, delta int, reason string) tracker.Command {
	return tracker.Cmd(KindHand, HandCmd{Who: who, Delta: delta, Reason: reason})
}

// SetDie sets a slot.
func SetDie(c SetDieCmd) tracker.Command { return tracker.Cmd(KindSetDie, c) }

// ActionBar moves the Action bar's marker by delta.
func ActionBar(who, delta int, reason string) tracker.Command {
	return tracker.Cmd(KindActionBar, ActionBarCmd{Who: who, Delta: delta, Reason: reason})
}

// Souls corrects the Villain's Soul tokens by delta.
func Souls(delta int, reason string) tracker.Command {
	return tracker.Cmd(KindSouls, SoulsCmd{Delta: delta, Reason: reason})
}

// SpendAction spends one Action Point of who on action.
func SpendAction(who int, action ActionKind, reason string) tracker.Command {
	return tracker.Cmd(KindSpendAction, SpendActionCmd{Who: who, Action: action, Reason: reason})
}

// UseTalent uses hero's Talent card.
func UseTalent(hero int) tracker.Command { return tracker.Cmd(KindTalent, TalentCmd{Hero: hero}) }

// Dojo trains hero at a Dojo.
func Dojo(hero int, choice DojoChoice) tracker.Command {
	return tracker.Cmd(KindDojo, DojoCmd{Hero: hero, Choice: choice})
}

// Fuel is Coach's Fuel for the Fire on row.
func Fuel(hero, row int) tracker.Command { return tracker.Cmd(KindFuel, FuelCmd{Hero: hero, Row: row}) }

// Stampede is Isabella's Stampede.
func Stampede(hero int, rows []int, owner int) tracker.Command {
	return tracker.Cmd(KindStampede, StampedeCmd{Hero: hero, Rows: rows, Owner: owner})
}

// Franken is Dredgar's Franken-Friend.
func Franken(hero int) tracker.Command { return tracker.Cmd(KindFranken, FrankenCmd{Hero: hero}) }

// NewSidekick creates a Sidekick.
func NewSidekick(c SidekickCmd) tracker.Command { return tracker.Cmd(KindSidekick, c) }

// SidekickGain changes the Hearts of hero's Sidekick by delta.
func SidekickGain(hero, delta int, reason string) tracker.Command {
	return tracker.Cmd(KindSidekickGain, SidekickGainCmd{Hero: hero, Delta: delta, Reason: reason})
}

// Dismiss removes hero's Sidekick.
func Dismiss(hero int) tracker.Command { return tracker.Cmd(KindDismiss, DismissCmd{Hero: hero}) }

// LevelUpDie spends XP on one dice step.
func LevelUpDie(who, row, slot int) tracker.Command {
	return tracker.Cmd(KindLevelUpDie, LevelUpDieCmd{Who: who, Row: row, Slot: slot})
}

// LevelUpAction spends XP on an Action Point.
func LevelUpAction(who int) tracker.Command {
	return tracker.Cmd(KindLevelUpAct, LevelUpActionCmd{Who: who})
}

// LevelUpAll is Muscular Masterpiece, every dice row up to to.
func LevelUpAll(hero int, to Die) tracker.Command {
	return tracker.Cmd(KindLevelUpAll, LevelUpAllCmd{Hero: hero, To: to})
}

// VillainLevelUp spends xp of the Labyrinth Villain, in twos.
func VillainLevelUp(xp int) tracker.Command {
	return tracker.Cmd(KindVillainLevel, VillainLevelUpCmd{XP: xp})
}

// DefeatMinion puts a Defeated Minion worth bounty on the Hero Loot Stash.
func DefeatMinion(name string, bounty int) tracker.Command {
	return tracker.Cmd(KindDefeatMinion, DefeatMinionCmd{Name: name, Bounty: bounty})
}

// DefeatMapMinion takes the Minion called name off the map onto the Hero
// Loot Stash, with its card's Bounty.
func DefeatMapMinion(name string) tracker.Command {
	return tracker.Cmd(KindDefeatMinion, DefeatMinionCmd{Name: name, Map: true})
}

// Loot puts t on who's Loot Stash.
func Loot(who int, t TreasureCard) tracker.Command {
	return tracker.Cmd(KindLoot, LootCmd{Who: who, Treasure: t})
}

// Bounty adds delta Bounty tokens to stash.
func Bounty(stash LootFor, delta int, reason string) tracker.Command {
	return tracker.Cmd(KindBounty, BountyCmd{Stash: stash, Delta: delta, Reason: reason})
}

// Equip equips the Hero Loot Stash's Treasure at index stash in slot.
func Equip(hero, stash, slot int) tracker.Command {
	return tracker.Cmd(KindEquip, EquipCmd{Hero: hero, Stash: stash, Slot: slot})
}

// EquipAtOnce equips a Treasure outside the Level Up Step (Sticky Fingers,
// a Discovered card).
func EquipAtOnce(hero, stash, slot int) tracker.Command {
	return tracker.Cmd(KindEquip, EquipCmd{Hero: hero, Stash: stash, Slot: slot, AtOnce: true})
}

// Unequip returns hero's Treasure in slot to the Hero Loot Stash.
func Unequip(hero, slot int) tracker.Command {
	return tracker.Cmd(KindUnequip, UnequipCmd{Hero: hero, Slot: slot})
}

// DiscardTreasure discards hero's Treasure in slot.
func DiscardTreasure(hero, slot int) tracker.Command {
	return tracker.Cmd(KindDiscardTreas, DiscardTreasureCmd{Hero: hero, Slot: slot})
}

// CashOut cashes out stash; die is the Novice die for an (A) mark, or nil.
func CashOut(stash LootFor, die *int) tracker.Command {
	return tracker.Cmd(KindCashOut, CashOutCmd{Stash: stash, Die: die})
}

// CashOutRolling cashes out stash, the app rolling any Novice die needed.
func CashOutRolling(stash LootFor) tracker.Command {
	return tracker.Cmd(KindCashOut, CashOutCmd{Stash: stash, RollDie: true})
}

// StartRoll begins an Action Roll of who's row that showed hits.
func StartRoll(who, row, hits int) tracker.Command {
	return tracker.Cmd(KindRoll, RollCmd{Who: who, Rows: []int{row}, Hits: hits})
}

// StartRollWith begins any Action Roll (a Test, two Melee rows).
func StartRollWith(c RollCmd) tracker.Command { return tracker.Cmd(KindRoll, c) }

// RollPlusOnes spends n of the roller's Plus-Ones into the pool.
func RollPlusOnes(n int) tracker.Command { return tracker.Cmd(KindRollPlusOnes, RollPlusOnesCmd{N: n}) }

// Meddle spends n Plus-Ones of who's row into someone else's roll.
func Meddle(who, row, n int) tracker.Command {
	return tracker.Cmd(KindMeddle, MeddleCmd{Who: who, Row: row, N: n})
}

// SpendHits spends n Hits of the pool for a purpose ("damage", a Spell...).
func SpendHits(n int, purpose string) tracker.Command {
	return tracker.Cmd(KindSpendHits, SpendHitsCmd{N: n, For: purpose})
}

// BuyPlusOnes buys n Plus-Ones, discarding from rows over the cap.
func BuyPlusOnes(n int, discard ...int) tracker.Command {
	return tracker.Cmd(KindBuyPlusOnes, BuyPlusOnesCmd{N: n, Discard: discard})
}

// Pizza is Make-a-da-Pizza healing target.
func Pizza(target int) tracker.Command { return tracker.Cmd(KindPizza, PizzaCmd{Target: target}) }

// EndRoll ends the roll.
func EndRoll(c EndRollCmd) tracker.Command { return tracker.Cmd(KindEndRoll, c) }

// LayTiles lays tiles on an empty map at once (State.StartTiles).
func LayTiles(tiles []PlaceTileCmd) tracker.Command {
	return tracker.Cmd(KindLayTiles, LayTilesCmd{Tiles: tiles})
}

// PlaceTile lays (or corrects) the tile at at.
func PlaceTile(at labyrinth.Pos, walls labyrinth.Walls, tile labyrinth.TileKind) tracker.Command {
	return tracker.Cmd(KindPlaceTile, PlaceTileCmd{At: at, Walls: walls, Tile: tile})
}

// RemoveTile takes back the empty tile at at.
func RemoveTile(at labyrinth.Pos) tracker.Command {
	return tracker.Cmd(KindRemoveTile, RemoveTileCmd{At: at})
}

// MapTokens puts (delta > 0) or takes Rockfall or Bomb tokens at at.
func MapTokens(at labyrinth.Pos, token string, delta int) tracker.Command {
	return tracker.Cmd(KindMapTokens, MapTokensCmd{At: at, Token: token, Delta: delta})
}

// MoveHero moves hero's standee to to.
func MoveHero(hero int, to labyrinth.Pos) tracker.Command {
	return tracker.Cmd(KindMoveHero, MoveHeroCmd{Hero: hero, To: to})
}

// MoveSidekick moves hero's Sidekick to to.
func MoveSidekick(hero int, to labyrinth.Pos) tracker.Command {
	return tracker.Cmd(KindMoveHero, MoveHeroCmd{Hero: hero, Sidekick: true, To: to})
}

// SpawnMinion puts card on top of the stack at at.
func SpawnMinion(card MinionCard, at labyrinth.Pos) tracker.Command {
	return tracker.Cmd(KindSpawnMinion, SpawnMinionCmd{Card: card, At: &at})
}

// WizardSpawn answers the wizard's spawn screen key with the card drawn: it
// goes on the Portal the rules choose.
func WizardSpawn(key string, card MinionCard) tracker.Command {
	return tracker.Cmd(KindSpawnMinion, SpawnMinionCmd{Card: card, Key: key})
}

// MoveMinion lays the Minion name on top of the stack at to.
func MoveMinion(name string, to labyrinth.Pos) tracker.Command {
	return tracker.Cmd(KindMoveMinion, MoveMinionCmd{Name: name, To: to})
}

// WoundMinion flips the Minion name Wounded (or back Fresh).
func WoundMinion(name string, wounded bool) tracker.Command {
	return tracker.Cmd(KindWoundMinion, WoundMinionCmd{Name: name, Wounded: wounded})
}

// DamageMinion deals amount damage to the Minion name.
func DamageMinion(name string, amount int) tracker.Command {
	return tracker.Cmd(KindDamageMinion, DamageMinionCmd{Name: name, Amount: amount})
}

// SetDefender names who defends at this round; "" clears the marker.
func SetDefender(at labyrinth.Pos, name string) tracker.Command {
	return tracker.Cmd(KindSetDefender, SetDefenderCmd{At: at, Name: name})
}

// MoveVillain places or moves the Villain on the map.
func MoveVillain(to labyrinth.Pos) tracker.Command {
	return tracker.Cmd(KindMoveVillain, MoveVillainCmd{To: to})
}

// MinionCosts records the Corruption costs on the Minion deck covers.
func MinionCosts(c DeckCosts) tracker.Command {
	return tracker.Cmd(KindMinionCosts, MinionCostsCmd{Costs: c})
}

// SetDice corrects the faces of die.
func SetDice(die Die, faces []int) tracker.Command {
	return tracker.Cmd(KindSetDice, SetDiceCmd{Die: die, Faces: faces})
}

// WizardHits answers screen key with the Hits rolled at the table.
func WizardHits(key string, hits int) tracker.Command {
	return tracker.Cmd(KindWizardHits, WizardHitsCmd{Key: key, Hits: hits})
}

// WizardHitsWith answers with Hits and damage prevented.
func WizardHitsWith(c WizardHitsCmd) tracker.Command { return tracker.Cmd(KindWizardHits, c) }

// WizardRoll answers screen key by letting the app roll.
func WizardRoll(key string) tracker.Command {
	return tracker.Cmd(KindWizardRoll, WizardRollCmd{Key: key})
}

// WizardSpell answers screen key with a flipped Spell's costs.
func WizardSpell(key, name string, costs ...int) tracker.Command {
	return tracker.Cmd(KindWizardSpell, WizardSpellCmd{Key: key, Name: name, Costs: costs})
}

// WizardChoose answers screen key's Choice.
func WizardChoose(key string, options ...string) tracker.Command {
	return tracker.Cmd(KindWizardPick, WizardChooseCmd{Key: key, Options: options})
}

// WizardDone says screen key's instruction is carried out.
func WizardDone(key string) tracker.Command {
	return tracker.Cmd(KindWizardDone, WizardDoneCmd{Key: key})
}

// WizardDeckEmpty says the deck screen key draws from is empty.
func WizardDeckEmpty(key string) tracker.Command {
	return tracker.Cmd(KindWizardEmpty, WizardDeckEmptyCmd{Key: key})
}
