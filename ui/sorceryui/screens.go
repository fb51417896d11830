// Package sorceryui is Sword & Sorcery: Ancient Chronicles at the table
// (rules 003): setting up a Quest from the card library, the table's
// glance and boards, the round stepper and the Enemy Turn wizard. The
// rules, and every "why not", come from tracker/sorcery; this package
// only draws, asks and sends commands through ui.Play.Do.
package sorceryui

import (
	"encoding/json"

	"fyne.io/fyne/v2"

	"tableside/tracker"
	"tableside/tracker/sorcery"
	"tableside/ui"
	"tableside/ui/kit"
)

// Screens are the game's screens, one line of the lineup (package lineup).
type Screens struct{}

// Game is the tracker game the screens draw.
func (Screens) Game() tracker.Game { return sorcery.Game{} }

// Open makes the view of an open session.
// An Enemy Turn left half answered comes back at the same question.
func (Screens) Open(p *ui.Play) ui.View {
	v := &view{p: p, hero: -1}
	v.wiz = resumeWizard(v)
	return v
}

// view is an open session as the players look at it: which Hero's board
// is open and, during an Enemy Turn, the wizard's answers so far.
type view struct {
	p    *ui.Play
	hero int // the Hero whose board is open; -1 for none
	wiz  *wizard
	// saves are the Time Phase's Save answers given so far.
	saves map[string]bool
	// minion is the Enemy Turn's answers about the Minions not yet sent
	// (minions.go).
	minion *minionAnswers
}

// Draw draws the table from the committed state.
func (v *view) Draw() fyne.CanvasObject {
	st, err := ui.StateOf(v.p, sorcery.Decode)
	if err != nil {
		return kit.Note("This Quest's saved table cannot be read: " + err.Error())
	}
	v.p.GameOver(st.Result().Over)
	// While the End turn that opened the Enemy Turn is undone, the Hero's
	// turn is back, not its Enemies'.
	if w := v.wizardShown(); w != nil {
		return w.draw(st)
	}
	return (&board{v: v, st: st}).content()
}

func encode(st sorcery.State) ([]byte, error) { return json.Marshal(st) }
