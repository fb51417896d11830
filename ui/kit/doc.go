// Package kit is the table kit every game's screens are built from: big
// buttons, a counter, a number pad, a choice list and other pop-ups, an
// undo bar, a chart of named lines, a theme that stays readable under a
// table lamp, and a memory of where each screen was scrolled.
//
// It exists so that a fault players meet (a pop-up one row high, a row
// running past a phone's edge, a scroll jumping to the top) is fixed once
// for every game. Every piece fits a 360 px wide phone at the largest text
// size, every target is a thumb's size (TouchHeight), and nothing moves
// under the finger: a picked choice or a line that comes and goes keeps
// the rows around it in place (Choice, ChoiceList, Line, Ready). The
// kittest package checks all that for a rendered window.
//
// The kit keeps no package-level mutable state: what a screen must remember
// between rebuilds lives in a value the screen owns (Scrolls).
package kit
