package legendsui

import (
	"fyne.io/fyne/v2"

	"tableside/tracker"
	"tableside/tracker/legends"
	"tableside/ui"
	"tableside/ui/kit"
)

// The start of a turn opens by itself: when a command leaves the table at
// a start-of-turn step (Poison, the Monsters' healing and attacks, the
// Hero's healing: L551, L519, L153-163, L459), a sheet shows the steps in
// their order, one button each, and follows them until the main part. The
// same steps stay on the table under it, for a sheet put away.

// do sends cmd and then opens, follows or closes the start-of-turn sheet.
func (v *view) do(cmd tracker.Command) bool {
	ok := v.p.Do(cmd)
	if ok {
		v.openSteps()
	}
	return ok
}

// openSteps shows the start-of-turn sheet for the committed state, unless
// it is open already (Draw keeps it up to date), or the turn is at its
// main part.
func (v *view) openSteps() {
	st, err := ui.StateOf(v.p, legends.Decode)
	if err != nil || v.steps != nil || !stepsDue(st) {
		return
	}
	v.stepsBox = v.stepList(st)
	d := kit.ShowSheet(v.p.App().Window(), "The start of "+st.Players[st.Active].Name+"'s turn", v.stepsBox, "Later")
	d.SetOnClosed(func() { v.steps, v.stepsBox = nil, nil })
	v.steps = d
}

// followSteps keeps an open sheet to the state drawn: its steps as they
// are now (after a step, an undo or a redo), or put away once the turn
// reaches its main part.
func (v *view) followSteps(st legends.State) {
	if v.steps == nil {
		return
	}
	if !stepsDue(st) {
		v.steps.Hide()
		return
	}
	v.stepsBox.Objects = v.stepList(st).Objects
	v.stepsBox.Refresh()
}

// stepsDue: the turn is at a start-of-turn step, with nothing else (a
// Monster waiting for a host, a 5-player tie) to settle first.
func stepsDue(st legends.State) bool {
	return st.Phase == legends.PhasePlay && st.Stage != legends.StageMain && len(st.Tie) == 0 && len(st.Waiting()) == 0
}

// stepList is the start of the turn: done steps by name, the step under
// way with its buttons, the steps to come; empty at the main part.
func (v *view) stepList(st legends.State) *fyne.Container {
	box := kit.VBox()
	if st.Stage == legends.StageMain {
		return box // the start of the turn is over: its list would only take room
	}
	for _, step := range st.StartOfTurn() {
		switch step.State {
		case "done":
			// The step's own name: its label is worked out from the
			// numbers as they are now, not as they were.
			kit.Add(box, kit.Note("Done: "+step.Stage.Title()))
		case "next":
			kit.Add(box, kit.Note("Next: "+step.Label))
		case "now":
			kit.Add(box, v.stepNow(st, step))
		}
	}
	return box
}
