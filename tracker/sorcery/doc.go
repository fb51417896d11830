// Package sorcery is the table of Sword & Sorcery: Ancient Chronicles
// (rules 003) and the steps its rules give to the game itself: the Enemy
// Turn, one Enemy's activation and its victim, spawning, the Time Phase,
// and the Soul Counter's spending, resurrection and death.
//
// Every procedure is a pure function of the state and what only the table
// knows (distances, L.O.S., the card drawn, die outcomes), passed in as
// input. Each returns a Plan of steps, each with the rulebook lines it
// follows and the app's own words; a tie the rules leave to the players
// comes back as a Choice and is never decided here. The points the book
// leaves open are read as ../shared/design/sorcery-ai.md settles them;
// line numbers ("L6286") are those of rules 003.
//
// Nothing here imports Fyne, and nothing is random but the seeded source
// kept in the state.
package sorcery
