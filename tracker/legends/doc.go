// Package legends keeps the numbers of a competitive game of Village of
// Legends, rules 002 (../shared/rules/002_73f277dc35f80b35.txt; "L215" is
// that file's line 215), and works out every attack. The cards stay on the
// table; the design note ../shared/design/legends-rules.md ("the note")
// holds the procedures and the readings (A-1 ... A-64) cited here.
//
// # Set-up (L17-48)
//
// NewGame takes the seats clockwise with their Heroes from the card library
// (library.go); the mode follows the player count (L559-613), with teams
// alternating in 4p and the 6p battlefield as the players mark it
// (L599-605). Life starts at the board's maximum, XP at 0 (L39). The
// roll-off (RollOffTotal, RollOffRoll) lets only the players tied at the
// top roll again; FirstDraws gives each seat's first hand (L45-48).
//
// # A turn (the note, §1.3)
//
//  1. Start: Poison (L551), Monster regeneration (L519), each Monster's
//     attack with the host choosing the owners' order (L153-163; query
//     Attackers), Hero regeneration (L459). Steps with nothing to do pass
//     by themselves.
//  2. Main part: Attack (the damage helper: Targets, AttackLayers and
//     Preview are its queries), PlayDefence, PlayMonster, Gold, Buy, Sell,
//     Scroll, Spend, Beer, Potion, Heal, Sneak, Sheath. An attack aimed at
//     Monsters goes through those alone, and names its Monster (A-65,
//     A-66); a kill says where the card goes (Hit.Gone).
//  3. EndTurn: Berserk counts down, Defence damage clears, Hopping and
//     Fleeting Monsters move (EndTurnMoves), play passes clockwise to the
//     next player still in.
//
// A Hero at 0 Life is out at once (L13, L405-411): his cards and Monsters
// leave, others' Monsters in front of him wait for their owners to place
// them (Relocate, RelocateOptions), and the win is checked per mode.
//
// Every command the rules forbid is refused in the player's words and the
// state is left as it was. Where the rules leave a choice to the players
// (an order, a target, a host, a tied finish) a query lists the options and
// the players' command says which; the engine never picks.
//
// Game implements tracker.Typed on JSON states (docs/legends-state.md).
package legends
