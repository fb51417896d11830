// Package lineup is the one list of the games Tableside offers, so the
// app and every test table offer the same games in the same order: a test
// that picks a game in New campaign picks it among what a player sees.
package lineup

import (
	"tableside/tracker"
	"tableside/tracker/legends"
	"tableside/tracker/sorcery"
	"tableside/tracker/valor"
	"tableside/tracker/valor/book"
	"tableside/tracker/villains"
)

// Entry is one game of the lineup.
type Entry struct {
	Game tracker.Game
	// Campaigns is false for a game kept inside another's campaign (a
	// campaign book): New campaign does not offer it. The game's screens
	// say the same (ui.Screens.NewCampaigns); main's test checks they agree.
	Campaigns bool
}

// Games is every game the app knows.
func Games() []Entry {
	return []Entry{
		{villains.Game{}, true},
		{valor.Game{}, true},
		{book.Game{}, false},
		{sorcery.Game{}, true},
		{legends.Game{}, true},
	}
}

// Catalog is Games as the store reads them.
func Catalog() tracker.Catalog {
	var gs []tracker.Game
	for _, e := range Games() {
		gs = append(gs, e.Game)
	}
	return tracker.NewCatalog(gs...)
}
