// Package book is the campaign book of Lludwik's Labyrinth (rules 000):
// the Order Without Borders' Base Camp book and the sleeved Event
// packets, kept between evenings so that a party can stop after any
// session and pick up weeks later. "000 L1118" below is line 1118 of
// ../shared/rules/000_*.txt, numbered as cat -n does. The boards, rounds
// and Final Battle of one game are package valor's; this package keeps
// what outlives a game.
//
// # The book (000 L1077-1173)
//
//   - The party's name and members (Party, 000 L1081), the Act from 1 to 8
//     (000 L1079) and each session played: date, Mission, Heroes, result,
//     XP and Bounty (StartSession, StartQuest, EndSession).
//   - The Hero Hoard: each session's Bounty joins it; EndAct adds the
//     equipped Treasures and the Loot Stash and turns the total into
//     Supplies with the Hoard card's chart, entered once (HoardChart): the
//     column of the highest Bounty met or exceeded (000 L1118).
//   - Base Camp upgrades bought between Acts with Supplies, once each
//     (BuyUpgrade, 000 L1122-1130), listed by StartReminders as each game
//     is set up, with what the players noted (UpgradeNote: the Reliquary's
//     Treasure, 000 L1237).
//   - What stays unlocked: Discovered cards (000 L1085-1100), envelopes
//     (000 L1102-1108) and Talent cards per Hero (000 L1060-1066), with
//     Search ("is card 021 unlocked?").
//   - Facing Judgment from Act 5 (FaceJudgment, 000 L1157-1173): the +1
//     and -1 icons on the exposed faces of the Event Archive, entered as
//     each packet is archived; below 0 the Order are Dastardly Villains,
//     0 and up Knights of Valor; one decree per Act.
//   - The end of a session cleans up as the book says (000 L1138-1145):
//     the packets read go into the Event Archive with their last side up;
//     Discovered cards, envelopes, upgrades and Supplies stay.
//   - ResetCampaign empties the book (000 L1151); undo takes it back.
//
// # Event packets (000 L187-194, L469-481)
//
// The players enter the Act's Events once (AddEvents): title, tier (TOP,
// I, II, III or BOT), how many cards share the sleeve, and whether it is a
// Special or Conclusion Event set aside. Each campaign session builds the
// deck again (StackingOrder: each tier shuffled, stacked TOP > I > II >
// III > BOT). From then on the book keeps every packet's place and exposed
// side (package decks): drawn from the top of the deck (Draw; NextDraw
// says which packets can be on top), flipped, put in the Hero Stash,
// marked on a Hero with a numbered marker, set aside, put back, or in the
// Event Archive. Each Level Up Step (LevelUp) lists the Stash's Events to
// read; ReadStash records the choice made and where each goes. Drawing
// the deck's last packet is noted (FinalEventRevealed): in most Missions
// the Final Battle begins (000 L766), which the boards in package valor
// then play.
//
// Quest mode (000 L194, L946) draws random Events from a Quest Pool the
// players keep in the book (AddToPool, QuestDraw); the Quest's packets
// return to the pool when its session ends.
//
// Game implements tracker.Game on JSON states (docs/valor-book.md). Every
// change is a command built by a constructor here; a command the rules
// forbid is refused with a *tracker.Refusal saying what to do instead.
package book
