// Package labyrinth runs the steps the rules of Valor & Villainy:
// Lludwik's Labyrinth give to the game itself: the Villain Round. The Lead
// Hero carries them out at the table; this package says what they are.
// Line numbers ("000 L632") are those of the rulebook,
// ../shared/rules/000_a9fd223c7f0f0b22.txt, and the points the book
// leaves open are settled as ../shared/design/valor-ai.md says.
//
// Everything here is a pure function of its input: a map and the numbers
// the players enter (card stats are not in the rules), plus a seeded
// tracker.Rand where the app rolls. Ties the rules leave to the players
// come back as a Choice, never decided silently. Input the rules cannot
// use comes back as a *FieldError naming the field as the JSON form spells
// it; a situation the rules forbid as a *tracker.Refusal.
//
// # The map (L443-467)
//
// Map is 5 x 5 regions that wrap at every edge; a region holds a tile with
// a Hall or a Wall on each side, or nothing yet. Two regions are adjacent
// when both facing sides are Halls. Distance and Path follow a Mover's
// limits: a path may end in, but not pass through, a region holding its
// enemies, unless it has Evade; equally short paths turn North, then East,
// South, West. ScoutableHalls, Fits and ClosedOff serve Scouting (L399-451);
// InView answers cards that need a clear straight line (L921).
//
// # The Villain Round, in the rulebook's order
//
//  1. Villain Step: MagicRoll (L612-632), then CorruptionRoll (L634-640),
//     whose spawns PlaceSpawns puts on the Portal closest to the Hero with
//     the least Health (L643-656).
//  2. Minion Step (L658-729): NextMinion says who acts, PlanMinion plans one
//     Minion's turn (target, moves, fights, end-of-turn reminders), Advance
//     carries out a step so the rest can be planned again after the table's
//     rolls, EndTurn leaves its tokens; PlanMinionStep forecasts the whole
//     step.
//  3. Level Up Step (L731-760): LevelUp cashes the Villain Loot Stash, spends
//     XP with SpendXP and moves the Approach of Doom with AdvanceDoom.
//
// The Final Battle (L762-891): Final says how many Battle cards to flip,
// what each attack does to the Villain in fives, and its Level Up Step.
package labyrinth
