// Package lineup is the one list of the games Tableside offers, each
// with both its halves: its screens, which name the rules they draw
// (ui.Screens.Game), its planner and what it goes without. The app shows
// the screens and its store knows the rules (Catalog), New campaign offers
// them, the whole-app tests play them, `tableside plan` runs their
// planners (package plancmd), and TestRegisteredGamesMeetTheContract holds
// each to the contract written in package tracker's doc. A new game is one
// line in Games (see tracker's doc, "Adding a game").
//
// The list sits above every game's screens, so a package a game's screens
// import (ui, uitest) cannot read it: a game's own tests hand their test
// table the screens they play, and the tests of the whole app read Games.
package lineup

import (
	"tableside/tracker"
	"tableside/tracker/sorcery/sorceryplan"
	labyrinthplan "tableside/tracker/valor/labyrinth/plan"
	"tableside/ui"
	"tableside/ui/bookui"
	"tableside/ui/legendsui"
	"tableside/ui/sorceryui"
	"tableside/ui/valorui"
	"tableside/ui/villainsui"
)

// Entry is one game of the lineup.
type Entry struct {
	// Screens are the game's screens; their Game is its rules.
	Screens ui.Screens
	// Plan is the game's `tableside plan`, if it has one (Run is nil if
	// not).
	Plan tracker.Planner
	// Without names each optional interface of the contract (tracker's
	// doc) the app relies on that the game goes without, by its name
	// ("GuestWriter"), with the reason, in a developer's words.
	Without map[string]string
}

// Game is the entry's rules, as its screens name them.
func (e Entry) Game() tracker.Game { return e.Screens.Game() }

// Lineup is a list of games, the app's (Games) or a test's.
type Lineup []Entry

// Games is every game the app knows, in the order it was added.
func Games() Lineup {
	return []Entry{
		{Screens: villainsui.Screens{}},
		{Screens: valorui.Screens{Settle: valorui.DoubleTapSettle}, Plan: labyrinthplan.Planner()},
		{Screens: bookui.Screens{}, Without: map[string]string{
			"Glancer":     "its pages change between evenings, not at the table: a guest sees its last change alone",
			"GuestWriter": "its pages change between evenings, not at the table: guests only watch",
			"CardChecker": "a book keeps no card library",
			"Resulter":    "a book is no game of its own: each Act's game has its evening's end",
		}},
		{Screens: sorceryui.Screens{}, Plan: sorceryplan.Planner(), Without: map[string]string{
			"GuestWriter": "not written yet: which of a Hero's numbers a guest steps is not settled, so guests only watch",
		}},
		{Screens: legendsui.Screens{}, Without: map[string]string{
			"GuestWriter": "not written yet: which of a player's numbers a guest steps is not settled, so guests only watch",
		}},
	}
}

// Screens are the lineup's screens, in its order: what the app shows.
func (l Lineup) Screens() []ui.Screens {
	out := make([]ui.Screens, len(l))
	for i, e := range l {
		out[i] = e.Screens
	}
	return out
}

// Catalog is the store's catalog of the lineup's games.
func (l Lineup) Catalog() tracker.Catalog {
	gs := make([]tracker.Game, len(l))
	for i, e := range l {
		gs[i] = e.Game()
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
