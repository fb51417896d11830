// Package lineup is the one list of the games Tableside offers: the store
// knows them (Catalog), New campaign offers them, the test tables (package
// uitest) offer the same in the same order, `tableside plan` runs their
// planners (package plancmd), and TestRegisteredGamesMeetTheContract holds
// each to the contract written in package tracker's doc. A new game is one
// line in Games, and its screens one line in main.go (see tracker's doc,
// "Adding a game").
package lineup

import (
	"tableside/tracker"
	"tableside/tracker/legends"
	"tableside/tracker/sorcery"
	"tableside/tracker/sorcery/sorceryplan"
	"tableside/tracker/valor"
	"tableside/tracker/valor/book"
	labyrinthplan "tableside/tracker/valor/labyrinth/plan"
	"tableside/tracker/villains"
)

// Entry is one game of the lineup.
type Entry struct {
	Game tracker.Game
	// Plan is the game's `tableside plan`, if it has one (Run is nil if
	// not).
	Plan tracker.Planner
	// Without names each optional interface of the contract (tracker's
	// doc) the app relies on that the game goes without, by its name
	// ("GuestWriter"), with the reason, in a developer's words.
	Without map[string]string
}

// Lineup is a list of games, the app's (Games) or a test's.
type Lineup []Entry

// Games is every game the app knows, in the order it was added.
func Games() Lineup {
	return []Entry{
		{Game: villains.Game{}},
		{Game: valor.Game{}, Plan: labyrinthplan.Planner()},
		{Game: book.Game{}, Without: map[string]string{
			"Glancer":     "its pages change between evenings, not at the table: a guest sees its last change alone",
			"GuestWriter": "its pages change between evenings, not at the table: guests only watch",
			"CardChecker": "a book keeps no card library",
			"Resulter":    "a book is no game of its own: each Act's game has its evening's end",
		}},
		{Game: sorcery.Game{}, Plan: sorceryplan.Planner(), Without: map[string]string{
			"GuestWriter": "not written yet: which of a Hero's numbers a guest steps is not settled, so guests only watch",
		}},
		{Game: legends.Game{}, Without: map[string]string{
			"GuestWriter": "not written yet: which of a player's numbers a guest steps is not settled, so guests only watch",
		}},
	}
}

// Catalog is the store's catalog of the lineup's games.
func (l Lineup) Catalog() tracker.Catalog {
	gs := make([]tracker.Game, len(l))
	for i, e := range l {
		gs[i] = e.Game
	}
	return tracker.NewCatalog(gs...)
}

// Planners are the planners of the lineup's games, in its order.
func (l Lineup) Planners() []tracker.Planner {
	var out []tracker.Planner
	for _, e := range l {
		if e.Plan.Run != nil {
			out = append(out, e.Plan)
		}
	}
	return out
}
