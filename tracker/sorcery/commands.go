package sorcery

import "tableside/tracker"

// Command kinds, as stored in players' logs: never change them.
const (
	KindStartTurn      = "start_turn"     // L1505-1512: Heroes play in any order
	KindEndTurn        = "end_turn"       // L1548-1553: the bookmark goes down
	KindDrawEncounter  = "draw_encounter" // L6255-6284
	KindWoundHero      = "wound_hero"     // L4855-4882
	KindHealHero       = "heal_hero"
	KindWoundEnemy     = "wound_enemy"       // L7070-7105, L7587-7595
	KindSpawn          = "spawn"             // L1630-1662, L6194-6253
	KindPlaceEnemy     = "place_enemy"       // L6214-6224: a Shadow or the Quest places it
	KindTimePhase      = "time_phase"        // L1476-1502
	KindSouls          = "souls"             // L2287-2310, L4942-4955
	KindTaunt          = "taunt"             // L7597-7599
	KindPassMenace     = "pass_menace"       // L7601-7605
	KindNightDay       = "night_day"         // L1730, L1739
	KindUsePower       = "use_power"         // L3042-3049
	KindEventPhase     = "event_phase"       // L1598-1628
	KindQuestEnd       = "quest_end"         // L4923-4926
	KindCondition      = "condition"         // L4539-4842, L6999-7054
	KindClearCondition = "clear_condition"   // an effect or a Health token removes it (L4539-4842)
	KindBeginActivate  = "begin_activation"  // L7047-7051: Bleed and K.O. as an Enemy starts
	KindEndActivate    = "end_activation"    // L7040-7041: the Health token goes
	KindWoundCompanion = "wound_companion"   // L5451-5455, L6034-6037
	KindDrawPowers     = "draw_enemy_powers" // L6024-6046
	KindGiveItem       = "give_item"         // L2017-2035, L3440-3463
	KindDropItem       = "drop_item"
	KindUseCharge      = "use_charge"    // L3940-3954
	KindBreakArmour    = "break_armour"  // L4422-4433
	KindAddCompanion   = "add_companion" // L5417-5433
	KindTimeReserve    = "time_reserve"  // L822-827
	KindMoveLabel      = "move_label"    // L829-835
	KindEnterSite      = "enter_site"    // L851-858
	KindVisitPlace     = "visit_place"   // L859-861
	KindLeaveSite      = "leave_site"    // L868-874
	KindAddVenture     = "add_venture"   // L895-907
	KindTickTask       = "tick_task"     // L904-907, L916-926
	KindToStash        = "to_stash"      // L1062-1069
	KindFromStash      = "from_stash"    // L1052-1061
	KindForge          = "forge"         // L4431-4433
	KindCrowns         = "crowns"        // L956
	KindBlessing       = "blessing"      // L3290-3345
	KindReorganize     = "reorganize"    // L2502-2505, L3466-3497
	KindPassItem       = "pass_item"     // L2490-2500
	KindEnemyTokens    = "enemy_tokens"  // L5793-5803, L5988-5991, L212-219
	KindHeroShields    = "hero_shields"  // L3796-3810
	KindLearnPower     = "learn_power"   // L2773-2800
	KindHeroBleed      = "hero_bleed"    // L4733-4734: 1 HP before each activity
	KindRedCritical    = "red_critical"  // L4557-4571, L4798-4808
	KindFlipMaster     = "flip_master"   // L7322-7326, L7348-7351
)

// HeroCmd names a Hero.
type HeroCmd struct {
	Hero string `json:"hero"`
}

// CardCmd is the Encounter card drawn, by its letter.
type CardCmd struct {
	Card string `json:"card"`
	// New is the card as the table typed it, the first time its letter
	// is drawn.
	New *EncounterCard `json:"new,omitempty"`
}

// WoundHeroCmd wounds (or, as heal_hero, heals) a Hero by Amount.
// ByEnemy, when set, is the index of the Enemy that dealt the wounds: a
// Green or Blue one that kills gains an Enemy Power (L6034-6037).
type WoundHeroCmd struct {
	Hero    string `json:"hero"`
	Amount  int    `json:"amount"`
	ByEnemy *int   `json:"by_enemy,omitempty"`
}

// WoundEnemyCmd wounds the Enemy at index Enemy; By is the Hero who dealt
// the wounds, for the Menace token, or empty.
type WoundEnemyCmd struct {
	Enemy  int    `json:"enemy"`
	Amount int    `json:"amount"`
	By     string `json:"by,omitempty"`
}

// NightDayCmd is the Night or Day card resolved: "night" or "day".
type NightDayCmd struct {
	Card string `json:"card"`
}

// UsePowerCmd uses a Hero's power at Hourglasses, its cooldown level.
type UsePowerCmd struct {
	Hero        string `json:"hero"`
	Power       string `json:"power"`
	Hourglasses int    `json:"hourglasses"`
}

// StartTurn makes hero the Active Hero.
func StartTurn(hero string) tracker.Command { return tracker.Cmd(KindStartTurn, HeroCmd{Hero: hero}) }

// HeroBleed is a Bleeding Hero's 1 HP before an activity (L4733-4734).
func HeroBleed(hero string) tracker.Command { return tracker.Cmd(KindHeroBleed, HeroCmd{Hero: hero}) }

// EndTurn ends the Active Hero's turns for this Round.
func EndTurn() tracker.Command { return tracker.Cmd(KindEndTurn, nil) }

// DrawEncounter records the Encounter card drawn.
func DrawEncounter(card string) tracker.Command {
	return tracker.Cmd(KindDrawEncounter, CardCmd{Card: card})
}

// DrawNewEncounter records the Encounter card drawn the first time, with
// what it prints: it joins the Quest's cards (State.NeedsCard).
func DrawNewEncounter(c EncounterCard) tracker.Command {
	return tracker.Cmd(KindDrawEncounter, CardCmd{Card: c.Letter, New: &c})
}

// WoundHero wounds hero by amount.
func WoundHero(hero string, amount int) tracker.Command {
	return tracker.Cmd(KindWoundHero, WoundHeroCmd{Hero: hero, Amount: amount})
}

// HealHero heals hero by amount.
func HealHero(hero string, amount int) tracker.Command {
	return tracker.Cmd(KindHealHero, WoundHeroCmd{Hero: hero, Amount: amount})
}

// WoundEnemy wounds the Enemy at index enemy; by is the Hero who did.
func WoundEnemy(enemy, amount int, by string) tracker.Command {
	return tracker.Cmd(KindWoundEnemy, WoundEnemyCmd{Enemy: enemy, Amount: amount, By: by})
}

// SpawnEnemies applies a spawn formula with the table's gate rolls and
// drawn cards.
func SpawnEnemies(in SpawnInput) tracker.Command { return tracker.Cmd(KindSpawn, in) }

// PlaceEnemyCmd is an Enemy card put in play by a Shadow or the Quest's
// rules rather than a spawn formula; Champion when a Champion Shadow
// brings it, with one Enemy Power more (L6172-6178).
type PlaceEnemyCmd struct {
	Card     EnemyCard `json:"card"`
	Champion bool      `json:"champion,omitempty"`
}

// PlaceEnemy puts the Enemy card c in play.
func PlaceEnemy(c EnemyCard) tracker.Command {
	return tracker.Cmd(KindPlaceEnemy, PlaceEnemyCmd{Card: c})
}

// RunTimePhase runs the Time Phase with the Poisoned Heroes' Saves.
func RunTimePhase(in TimePhaseInput) tracker.Command { return tracker.Cmd(KindTimePhase, in) }

// SpendSouls spends the Soul Counter.
func SpendSouls(in SoulsInput) tracker.Command { return tracker.Cmd(KindSouls, in) }

// Taunt gives hero the Menace token.
func Taunt(hero string) tracker.Command { return tracker.Cmd(KindTaunt, HeroCmd{Hero: hero}) }

// PassMenace is the controller passing the Menace token to hero.
func PassMenace(hero string) tracker.Command {
	return tracker.Cmd(KindPassMenace, HeroCmd{Hero: hero})
}

// NightDay resolves the Night or Day card.
func NightDay(card string) tracker.Command { return tracker.Cmd(KindNightDay, NightDayCmd{Card: card}) }

// RunEventPhase turns the Event deck; name and kind say what was drawn.
func RunEventPhase(name, kind string) tracker.Command {
	return tracker.Cmd(KindEventPhase, EventCmd{Name: name, Kind: kind})
}

// QuestEnd ends the Quest with each Ghost Soul's equipped cards.
func QuestEnd(equipped map[string][]string) tracker.Command {
	return tracker.Cmd(KindQuestEnd, QuestEndCmd{Equipped: equipped})
}

// QuestOver ends the Quest as QuestEnd does and records it in the
// campaign: won or lost (Won, Lost) on date (YYYY-MM-DD).
func QuestOver(equipped map[string][]string, outcome, date string) tracker.Command {
	return tracker.Cmd(KindQuestEnd, QuestEndCmd{Equipped: equipped, Outcome: outcome, Date: date})
}

// UsePower uses hero's power at the given Hourglasses.
func UsePower(hero, power string, hourglasses int) tracker.Command {
	return tracker.Cmd(KindUsePower, UsePowerCmd{Hero: hero, Power: power, Hourglasses: hourglasses})
}
