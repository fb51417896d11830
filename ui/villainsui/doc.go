// Package villainsui is the Villainous-style game at the table (rules
// 004): the setup of a new game, each seat with its Villain board
// (setup.go), the library of Villain boards typed once (library.go), and
// the board (board.go): the turn's steps as big buttons and each player's
// four locations as cards, with the sheets its choices open (sheets.go).
// The rules, and every "why not", come from tracker/villains; this package
// only draws, asks and sends commands through ui.Play.Do.
package villainsui
