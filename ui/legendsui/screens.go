// Package legendsui is Village of Legends at the table (rules 002): the
// setup of a new game (setup.go), the card library of Hero boards,
// Monsters, Defence cards, Weapons and Spells typed once (library.go),
// and one screen with every player, the one whose turn it is on top
// (board.go), with the start-of-turn steps in their order (steps.go), the
// attack helper (attack.go), the Monsters (monster.go) and the Market and
// the gold (economy.go). The rules, the legal choices and every "why not"
// come from tracker/legends; this package only draws, asks and sends
// commands through ui.Play.Do.
package legendsui

import (
	"tableside/tracker"
	"tableside/tracker/legends"
	"tableside/ui"
)

// Screens are the game's screens, one line of the lineup (package lineup).
type Screens struct{}

// Game is the tracker game the screens draw.
func (Screens) Game() tracker.Game { return legends.Game{} }

// Open makes the view of an open session.
func (Screens) Open(p *ui.Play) ui.View { return &view{p: p} }
