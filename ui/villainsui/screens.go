// Package villainsui is the Villainous-style game at the table (rules
// 004): the setup of a new game, each seat with its Villain board picked
// from the library of boards typed once, and the editor that types them
// (setup.go, its sheet of Villains in sheets.go), and the board
// (board.go): the turn's steps as big buttons and each player's four
// locations as cards.
// The rules, and every "why not", come from tracker/villains; this package
// only draws, asks and sends commands through ui.Play.Do.
package villainsui

import (
	"tableside/tracker"
	"tableside/tracker/villains"
	"tableside/ui"
)

// Screens are the game's screens, one line of the lineup (package lineup).
type Screens struct{}

// Game is the tracker game the screens draw.
func (Screens) Game() tracker.Game { return villains.Game{} }

// Open makes the view of an open session.
func (Screens) Open(p *ui.Play) ui.View { return &view{p: p, focus: -1} }
