// Package kittest checks screens built from the kit in Fyne's headless test
// driver (fyne.io/fyne/v2/test): what runs past the edge of a phone, which
// choices of a pop-up are hidden though the window has room, the words on
// screen, the contrast of a theme, and (LookProblems) the controls a player
// cannot tell from their background, the targets smaller than a thumb, and
// the targets that overlap or lie under a pinned bar. Every game's UI tests
// use it.
//
// The checks read the rendered tree (what each widget's renderer draws,
// with absolute positions), not the model, so they see what a player sees.
//
// Fyne's test app is one per process (fyne.CurrentApp): tests that open
// windows or set a theme must not run in parallel with each other.
package kittest
