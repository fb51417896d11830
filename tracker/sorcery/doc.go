// Package sorcery is the table of Sword & Sorcery: Ancient Chronicles
// (rules 003) and the steps its rules give to the game itself: the Enemy
// Turn, one Enemy's activation and its victim, spawning, the Time Phase,
// and the Soul Counter's spending, resurrection and death.
//
// Every procedure is a pure function of the state and what only the table
// knows (distances, L.O.S., the card drawn, die outcomes), passed in as
// input. Each returns a plan of steps, each with the rulebook lines it
// follows and the app's own words; a tie the rules leave to the players
// comes back as a Choice and is never decided here. The points the book
// leaves open are read as ../shared/design/sorcery-ai.md settles them;
// line numbers ("L6286") are those of rules 003.
//
// The procedures, in a Round's order:
//
//   - State.PlanTimePhase: Fire, Poison, deaths, Saves, shields, Bleed,
//     bookmarks, Refresh and Cooldown (L1476-1502).
//   - State.PlanSouls: Soulrank and resurrection costs and locks
//     (L2287-2310, L4942-4955).
//   - State.PlanEnemyTurn: the Encounter card, Otherwise, the order and
//     "Activate X", the reshuffle (L1559-1594, L6255-6368).
//   - State.Activate, State.PickVictim, State.PickSentenceTarget: one
//     Enemy's rule and victim (L6370-6668, L6999-7054).
//   - State.PlanSpawn, SpawnNumber: the spawn formulas, gates and
//     controllers (L1630-1662, L6194-6253).
//   - Control: who controls or dominates an area (L1120-1149).
//
// The commands (commands.go) change the table through tracker.JSONGame;
// a refused one leaves it as it was. `tableside plan` runs the procedures
// on a file (package sorceryplan, docs/sorcery-plan.md).
//
// Nothing here imports Fyne, and nothing is random but the seeded source
// kept in the state.
package sorcery
