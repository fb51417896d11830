package legends

import "tableside/tracker"

// Command kinds, as stored in the log: never rename one.
const (
	KindRollOff = "roll_off" // L39

	// The start of a turn, in order (the note, §3.4).
	KindPoison        = "poison"         // L551
	KindMonsterRegen  = "monster_regen"  // L519
	KindMonsterAttack = "monster_attack" // L153-163
	KindHeroRegen     = "hero_regen"     // L459

	// The main part of a turn (L52).
	KindAttack      = "attack"       // L191-373
	KindPlayDefence = "play_defence" // L113-127
	KindPlayMonster = "play_monster" // L147, L491, L539
	KindGold        = "gold"         // L82-97
	KindBuy         = "buy"          // L82
	KindSell        = "sell"         // L103
	KindScroll      = "scroll"       // L313
	KindSpend       = "spend"        // L321
	KindBeer        = "beer"         // L469
	KindPotion      = "potion"       // L393-395
	KindHeal        = "heal"         // L365
	KindSneak       = "sneak"        // L485
	KindSheath      = "sheath"       // L443
	KindAbility     = "ability"      // L481, L507
	KindEndTurn     = "end_turn"     // L401-403

	// Eliminations and the end.
	KindRelocate     = "relocate"      // L411
	KindOutOfCards   = "out_of_cards"  // L433
	KindDecideWinner = "decide_winner" // L587; A-40

	// Table corrections.
	KindCorrect        = "correct"
	KindCorrectMonster = "correct_monster"
)

// RollOffCmd is one player's 2d6 for the first turn: Total typed, or Roll
// for the app's dice (L39).
type RollOffCmd struct {
	Player int  `json:"player"`
	Total  int  `json:"total,omitempty"`
	Roll   bool `json:"roll,omitempty"`
}

// PoisonCmd, MonsterRegenCmd and HeroRegenCmd run their start-of-turn
// step; EndTurnCmd ends the turn. They take no arguments.
type (
	PoisonCmd       struct{}
	MonsterRegenCmd struct{}
	HeroRegenCmd    struct{}
	EndTurnCmd      struct{}
)

// RollOffTotal records a typed 2d6 total.
func RollOffTotal(player, total int) tracker.Command {
	return tracker.Cmd(KindRollOff, RollOffCmd{Player: player, Total: total})
}

// RollOffRoll lets the app roll 2d6 for player.
func RollOffRoll(player int) tracker.Command {
	return tracker.Cmd(KindRollOff, RollOffCmd{Player: player, Roll: true})
}

// Poison runs the Poison step (L551).
func Poison() tracker.Command { return tracker.Cmd(KindPoison, nil) }

// MonsterRegen runs the Monsters' healing step (L519).
func MonsterRegen() tracker.Command { return tracker.Cmd(KindMonsterRegen, nil) }

// MonsterAttack is one Monster's attack with the die typed.
func MonsterAttack(monster, die int, order ...Layer) tracker.Command {
	return tracker.Cmd(KindMonsterAttack, MonsterAttackCmd{Monster: monster, Die: die, Order: order})
}

// HeroRegen runs the Hero's healing step (L459).
func HeroRegen() tracker.Command { return tracker.Cmd(KindHeroRegen, nil) }

// Attack is an attack in the main part of the turn.
func Attack(a AttackCmd) tracker.Command { return tracker.Cmd(KindAttack, a) }

// PlayDefence puts a Defence card in front of the active player.
func PlayDefence(c DefenceCard) tracker.Command {
	return tracker.Cmd(KindPlayDefence, PlayDefenceCmd{Card: c})
}

// PlayDefenceSpell puts a Defence Spell in the Spell slot, paying its
// Intelligence (L321, L369).
func PlayDefenceSpell(c DefenceCard, cost int) tracker.Command {
	return tracker.Cmd(KindPlayDefence, PlayDefenceCmd{Card: c, Cost: cost})
}

// PlayMonster plays a Monster from the hand in front of host.
func PlayMonster(c MonsterCard, host int) tracker.Command {
	return tracker.Cmd(KindPlayMonster, PlayMonsterCmd{Card: c, Host: host})
}

// Gold adds gold this turn.
func Gold(a GoldCmd) tracker.Command { return tracker.Cmd(KindGold, a) }

// Buy pays price for a Market card.
func Buy(price int, name string) tracker.Command {
	return tracker.Cmd(KindBuy, BuyCmd{Price: price, Name: name})
}

// Sell sells a card priced price for half; golden is whether its price
// sits on a gold background, without which it cannot be sold (L103).
func Sell(price int, name string, golden bool) tracker.Command {
	return tracker.Cmd(KindSell, SellCmd{Price: price, Name: name, Golden: &golden})
}

// Scroll plays a Scroll adding intelligence this turn.
func Scroll(intelligence int) tracker.Command {
	return tracker.Cmd(KindScroll, ScrollCmd{Intelligence: intelligence})
}

// Spend pays Intelligence for an ability or item.
func Spend(cost int, what string) tracker.Command {
	return tracker.Cmd(KindSpend, SpendCmd{Cost: cost, What: what})
}

// Beer counts a Beer; die is the Berserk roll when it starts, else 0.
func Beer(die int) tracker.Command { return tracker.Cmd(KindBeer, BeerCmd{Die: die}) }

// BeerWith plays a Beer with its primary effect: heal Life and
// intelligence this turn; die is the Berserk roll when it starts, else 0.
func BeerWith(heal, intelligence, die int) tracker.Command {
	return tracker.Cmd(KindBeer, BeerCmd{Heal: heal, Intelligence: intelligence, Die: die})
}

// Potion plays a Potion with its primary effect.
func Potion(heal, intelligence int) tracker.Command {
	return tracker.Cmd(KindPotion, PotionCmd{Heal: heal, Intelligence: intelligence})
}

// Heal heals a Hero.
func Heal(a HealCmd) tracker.Command { return tracker.Cmd(KindHeal, a) }

// Sneak is a Sneaking roll with the dice typed.
func Sneak(dice ...int) tracker.Command { return tracker.Cmd(KindSneak, SneakCmd{Dice: dice}) }

// Sheath places a Sheath, puts a Weapon on it or takes it off.
func Sheath(action, weapon string) tracker.Command {
	return tracker.Cmd(KindSheath, SheathCmd{Action: action, Weapon: weapon})
}

// Ability uses SABOTAGE or VISION.
func Ability(name string) tracker.Command { return tracker.Cmd(KindAbility, AbilityCmd{Name: name}) }

// EndTurn ends the active player's turn.
func EndTurn() tracker.Command { return tracker.Cmd(KindEndTurn, nil) }

// Relocate places a waiting Monster in front of to.
func Relocate(monster, to int) tracker.Command {
	return tracker.Cmd(KindRelocate, RelocateCmd{Monster: monster, To: to})
}

// OutOfCards knocks out a player with no cards left.
func OutOfCards(player int) tracker.Command {
	return tracker.Cmd(KindOutOfCards, OutOfCardsCmd{Player: player})
}

// DecideWinner settles a 5-player tie; -1 plays on.
func DecideWinner(player int) tracker.Command {
	return tracker.Cmd(KindDecideWinner, DecideWinnerCmd{Player: player})
}

// Correct is a table correction of a player's numbers.
func Correct(a CorrectCmd) tracker.Command { return tracker.Cmd(KindCorrect, a) }

// CorrectMonster is a table correction of a Monster.
func CorrectMonster(a CorrectMonsterCmd) tracker.Command { return tracker.Cmd(KindCorrectMonster, a) }
