// Package villains keeps the table's numbers for the Villainous-style game of
// rules 004 (../shared/rules/004_*.txt; "L22" below is that file's line
// 22). The cards stay physical: the app tracks Power, how many cards each
// player holds, where each Villain stands, the Lock tokens, the Allies,
// Items and Heroes at each location, the Fate token and whose turn it is.
//
// # Setup (L3-L10)
//
// NewGame takes each player's Villain (L5), puts every Villain marker on its
// left-most location (L6) and a Lock token on each location with the lock
// symbol (L7), deals 4 cards (L9) and gives Power by position in turn order:
// 0 to the first player, 1 to the 2nd, 2 to the 3rd and 4th, 3 to the 5th
// and 6th (L10). The first player is chosen, or picked with a stored seed.
//
// # A turn (L16-L80), in order
//
//  1. Move your Villain (L22): MoveMarker, to a different location without a
//     Lock token. Moving is not optional.
//  2. Perform actions (L26): each action at the Villain's location may be
//     used once, in any order, or not at all. An action in the upper half of
//     a location is covered while a Hero stands there, and free again the
//     moment the Hero leaves.
//     - Gain Power (L32): GainPower.
//     - Play a Card (L38-L40): PlayCard, paying the cost; an Ally or Item
//     goes to any location.
//     - Activate (L46): Activate an Ally or Item, paying its cost.
//     - Fate (L52): Fate an opponent; a Hero goes to an unlocked location of
//     their board. In 5 and 6 player games the target takes the Fate token
//     and cannot be targeted while holding it.
//     - Move an Item or Ally (L58): MoveItemAlly, to an adjacent location,
//     never in or out of a locked one; an attached Item stays put.
//     - Move a Hero (L64): MoveHero, the same way.
//     - Vanquish (L70): Allies already at a Hero's location, with strength
//     summed at least the Hero's, defeat it; all are discarded.
//     - Discard Cards (L76): Discard.
//     EndActions ends this step.
//  3. Draw cards (L80): Draw up to 4, then EndTurn; the next player
//     clockwise moves, and a round ends when the first player is next.
//
// Cards do things the app cannot foresee, so table corrections (AdjustPower,
// AdjustHand, Lock, Unlock, PlaceCard, MoveCard, RemoveCard, SetStrength)
// change the table at any time without an action; they still keep Power and
// hands at 0 or more. DeclareWinner ends the game at once (L14); after it,
// every command is refused, and only undo in the log goes back.
//
// Game implements tracker.Game on JSON states (docs/villains-state.md);
// State has the queries the UI needs (Actions, MarkerDestinations,
// FateTargets, MoveDestinations, ...) so that no rule lives in the UI.
package villains
