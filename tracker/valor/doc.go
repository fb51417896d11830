// Package valor keeps the table's numbers for Valor & Villainy, both boxes:
// Lludwik's Labyrinth (rules 000: co-operative, the rules play the Villain)
// and Minions of Mordak (rules 001: one player is the Villain). "000 L331"
// below is line 331 of ../shared/rules/000_*.txt, numbered as cat -n
// does; "001 L282" the same in 001_*.txt. The cards, dice and map stay
// physical: the app keeps Health, Shields, Plus-Ones, Action Points, XP,
// dice slots, Treasures, Sidekicks, the Loot Stashes, the track and the
// flow of a round. In the Labyrinth it may also keep the map, and then it
// walks the Lead Hero through the Villain Round (below); the Minion A.I.
// itself is tracker/valor/labyrinth.
//
// # Setup (000 L164-230, 001 L157-200)
//
// NewGame takes the box, the mode, each player's HeroCard and the
// VillainCard, as the card library keeps them (LibraryHero, LibraryVillain,
// LibraryLootStash). It puts every Hero's Health at the top of the bar, a
// Plus-One on each Power Action and the Action marker at the bottom; the
// Villain's Health for the Hero count and its starting Plus-Ones; the
// Loot Stash cards for the Hero count (the rulebook's printed tables are
// defaults, data/valor.json). The rest of setup is a checklist (Pending
// "setup"): the map, the starting Chumps (1, or 2 with 4+ Heroes), the
// Horse of a lone Hero, the track, the Initiative token.
//
// # A round (000 L229-236, 001 L210-217)
//
//  1. Hero Step: the Lead Hero sets the Initiative token to Charge or Hold
//     (SetInitiative); each Hero takes a Turn clockwise (EndTurn), then
//     their Sidekick (000 L499). A Hero spends Action Points on Moves, a
//     Power Surge and Action Rolls, each roll type once a Turn (000 L287):
//     StartRoll with the Hits the dice showed, then RollPlusOnes,
//     SpendHits, BuyPlusOnes (2 Hits each, at most 4 held), EndRoll.
//  2. Hero Level Up Step: a checklist in the book's order (000 L1313-1332,
//     001 L854-865): Tick each item; CashOut the Hero Loot Stash; Level Ups
//     (LevelUpDie 1 XP, LevelUpAction 3 XP).
//  3. Villain Step: in the Labyrinth a checklist (Magic roll, Corruption
//     roll, spawns; the Attack Protocols in the Final Battle) with every
//     Villain number editable; in Minions of Mordak, Mordak's Turn of
//     Actions with their once-a-Turn limits (001 L221-243).
//  4. Minion Step and Villain Level Up Step: checklists; the Labyrinth's
//     Villain spends XP in twos, each 2 a Level Up for every dice row
//     (VillainLevelUp, VillainLevelUpPlan, 000 L750-758); the track
//     advances, with the Labyrinth's Day 1 and 3 bonus (000 L803, L807).
//
// Health (000 L323-345, L994-1018): Damage spends Shields before damage,
// each preventing up to 2, then Doomed doubles what is left; PayHearts is a
// cost that nothing prevents; a Hero at 0 Health is Defeated onto the
// Villain Loot Stash and comes back at full Health when cashed in, or at
// once when their Turn comes or no Hero is on the map. The Villain loses
// Health only in fives (000 L877, 001 L312).
//
// The Final Battle (000 L762-891, 001 L552-579) opens its own checklist
// (Pending "final"); Souls and the Villain's Health decide the winner.
// Heroes join and leave mid-game with AddHero and RemoveHero (000
// L1030-1046, 001 L633-652).
//
// # The Labyrinth's map and the Villain Round wizard (000 L399-891)
//
// PlaceTile starts State.Map: tiles with their Walls and artwork, Rockfall
// and Bomb tokens (MapTokens), the Minion stacks (SpawnMinion with a
// MinionCard from the library, LibraryMinion; MoveMinion, WoundMinion,
// DamageMinion, DefeatMapMinion), Defenders (SetDefender) and, in the
// Final Battle, the Villain (MoveVillain). The Heroes' and Sidekicks'
// standees follow their boards: a Defeated Hero leaves the map, one cashed
// in or joining stands on Base Camp; MoveHero moves them.
//
// With the map, the Villain Round is a wizard: WizardView says what one
// screen shows (the instruction and its rule, the answers it takes, a tie
// left to the players, the dice to roll, the regions and path to draw)
// and WizardHits, WizardRoll, WizardSpell, WizardChoose, WizardSpawn,
// WizardDone and WizardDeckEmpty answer it. The Villain and Minion Steps'
// checklist items are then the wizard's; the Level Up Step's stay
// tickable. The dice the app rolls are the state's (DiceFaces, SetDice)
// with the state's seeded source, so a replay rolls the same.
//
// Game implements tracker.Game on JSON states (docs/valor-state.md). State
// has the queries the UI needs (Checklist, Prompt, RollOptions,
// LevelUpOptions, VillainLevelUpPlan, CashOutPreview, Track, ...) so that
// no rule lives in the UI. A command the rules forbid is refused with a
// *tracker.Refusal saying why and what to do instead.
package valor
