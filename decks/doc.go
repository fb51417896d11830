// Package decks keeps piles of cards as plain values that serialise to
// JSON, so a game's state can hold them and undo can restore them.
//
// A Pile is a face-down stack, top first: draw from the top or the bottom,
// take a card out to set it aside, put cards back on the top or the bottom,
// shuffle. A Deck adds the discard pile and the cards set aside, and
// reshuffles its discards when the draw pile runs out (000 L1050).
// Randomness comes from a Rand (a *tracker.Rand) that the caller keeps in
// its state, so a replayed log shuffles exactly as the table saw.
//
// A Packet is a sleeved Event packet of Lludwik's Labyrinth (000
// L187-192, L469-481): one or more Event cards sharing a title and a
// sleeve, a Tier that places it in the Event deck, the side exposed in the
// sleeve (A, B, ...) and where it is now (the deck, drawn, the Hero Stash,
// marked on a Hero, set aside, the Event Archive, ...). The Event deck is
// built of tiers shuffled one by one and stacked TOP > I > II > III > BOT,
// so the app knows the deck only layer by layer: which packets may come up
// next, and how many are left in each tier, but not their order within a
// layer. The players say which packet they drew; NextDraw says which ones
// they could have.
//
// "000 L1050" is line 1050 of ../shared/rules/000_*.txt, numbered as
// cat -n does. Nothing here imports Fyne.
package decks
