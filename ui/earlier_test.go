package ui_test

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"tableside/tracker/villains"
)

// evenings is a clock the test moves from one evening to the next, set on
// the table's store at every start of the app.
type evenings struct {
	tb  *table
	now time.Time
}

func (e *evenings) set() { e.tb.S.Store().SetClock(func() time.Time { return e.now }) }

// restart starts the app again at t, as a group does on its next evening.
func (e *evenings) restart(t time.Time) {
	e.tb.Restart()
	e.now = t
	e.set()
}

func cursorOf(tb *table, id int64) int {
	tb.T.Helper()
	sess, err := tb.S.Store().Session(id)
	if err != nil {
		tb.T.Fatal(err)
	}
	return sess.Cursor
}

// noSheet fails if a question is open on the window.
func noSheet(tb *table, after string) {
	tb.T.Helper()
	if top := tb.Win.Canvas().Overlays().Top(); top != nil {
		tb.T.Fatalf("%s asked a question: %s", after, tb.Texts())
	}
}

// TestUndoIntoLastEveningAsks (issue 27): Friday's game is continued a
// week later. Undo within an evening asks nothing; the first Undo that
// would take back Friday's last action says what and from which day and
// asks once; the rest of Friday's actions go back without asking again,
// and Redo never asks. A third evening asks anew, and Cancel changes
// nothing.
func TestUndoIntoLastEveningAsks(t *testing.T) {
	tb := newTable(t, phone)
	friday := time.Date(2026, 11, 20, 20, 0, 0, 0, time.Local)
	ev := &evenings{tb: tb, now: friday}
	ev.set()
	c := tb.startedGame("Friday") // the marker moved at 20:00
	sess, _, _ := tb.S.Store().LastSession(c.ID)
	ev.now = friday.Add(2 * time.Hour)
	if _, _, err := tb.S.Store().Do(sess.ID, villains.AdjustPower(0, 2, "a gift")); err != nil {
		t.Fatal(err)
	}
	last, _, _ := tb.S.Store().Edges(sess.ID)
	tb.S.ShowHome()
	tb.Tap("Continue: Friday")
	ev.now = friday.Add(2*time.Hour + 10*time.Minute)
	tb.Tap("Undo")
	noSheet(tb, "an Undo of the same evening")
	tb.Tap("Redo")
	if got := cursorOf(tb, sess.ID); got != 2 {
		t.Fatalf("Undo and Redo of the same evening: cursor %d, want 2", got)
	}

	// A week later, the app started again.
	ev.restart(friday.Add(7 * 24 * time.Hour))
	tb.Tap("Continue: Friday")
	tb.LookAt("the question before undoing another evening", func() { tb.S.Current().Undo() })
	tb.Tap("Undo")
	want := "This takes back what was done on Friday 20 November: " + last + ". Undo it?"
	tb.See(want)
	tb.Shot("undo-into-last-evening")
	if got := cursorOf(tb, sess.ID); got != 2 {
		t.Fatalf("the question changed the game before the answer: cursor %d", got)
	}
	tb.Tap("Undo it")
	if got := cursorOf(tb, sess.ID); got != 1 {
		t.Fatalf("after agreeing: cursor %d, want 1", got)
	}
	tb.Tap("Undo")
	noSheet(tb, "the second Undo into Friday")
	if got := cursorOf(tb, sess.ID); got != 0 {
		t.Fatalf("Friday's first action: cursor %d, want 0", got)
	}
	tb.Tap("Redo")
	tb.Tap("Redo")
	noSheet(tb, "Redo")
	if got := cursorOf(tb, sess.ID); got != 2 {
		t.Fatalf("after two Redos: cursor %d, want 2", got)
	}
	// Tonight's action goes back without a question; Friday's, agreed
	// already tonight, too.
	tb.S.Current().Do(villains.AdjustPower(1, 3, "a gift"))
	tb.Tap("Undo")
	tb.Tap("Undo")
	noSheet(tb, "Undo of tonight's action, then of Friday's agreed already")
	if got := cursorOf(tb, sess.ID); got != 1 {
		t.Fatalf("cursor %d, want 1", got)
	}
	tb.Tap("Redo")

	// The app left open for three days: tonight's agreement was another
	// evening's, so Undo asks again.
	ev.now = friday.Add(10 * 24 * time.Hour)
	tb.Tap("Undo")
	tb.See("This takes back what was done on Friday 20 November: ")
	tb.Tap("Cancel")

	// Another week: asked again, from Friday's evening still (nothing
	// was done last week that stands), and Cancel changes nothing.
	ev.restart(friday.Add(14 * 24 * time.Hour))
	tb.Tap("Continue: Friday")
	tb.Tap("Undo")
	tb.See("This takes back what was done on Friday 20 November: ")
	tb.Tap("Cancel")
	if got := cursorOf(tb, sess.ID); got != 2 {
		t.Fatalf("Cancel changed the game: cursor %d, want 2", got)
	}
	// History's undo back to an action says the day too.
	h, err := tb.S.Store().History(sess.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	tb.S.Current().OfferUndoTo(h[len(h)-1])
	tb.See("It reaches back to what was done on Friday 20 November.")
	tb.Tap("Cancel")
	if got := cursorOf(tb, sess.ID); got != 2 {
		t.Fatalf("Cancel changed the game: cursor %d, want 2", got)
	}
}

// TestEarlierGameOpens (issue 27): a campaign's first game, finished, and
// a second begun on another evening. From the campaign's ⋮ menu the first
// game opens to look at only; asked to correct it, the app first says
// which later game was set up from it and where the campaign stands, then
// the correction is saved and can be undone, and the campaign still
// continues at its latest game.
func TestEarlierGameOpens(t *testing.T) {
	tb := newTable(t, phone)
	friday := time.Date(2026, 11, 20, 20, 0, 0, 0, time.Local)
	ev := &evenings{tb: tb, now: friday}
	ev.set()
	c := tb.startedGame("Saga")
	first, _, _ := tb.S.Store().LastSession(c.ID)
	ev.now = friday.Add(time.Hour)
	if _, _, err := tb.S.Store().Do(first.ID, villains.AdjustPower(0, 2, "a gift")); err != nil {
		t.Fatal(err)
	}
	// Sunday: the next game, set up as the setup screen does, from how
	// the first stood.
	ev.restart(friday.Add(48 * time.Hour))
	second, err := tb.S.Store().StartSession(c.ID, first.State)
	if err != nil {
		t.Fatal(err)
	}
	if second, _, err = tb.S.Store().Do(second.ID, villains.AdjustPower(1, 3, "a gift")); err != nil {
		t.Fatal(err)
	}
	tonight, _, _ := tb.S.Store().Edges(second.ID)

	tb.S.ShowHome()
	openList := func() {
		tb.S.ShowHome()
		test.Tap(tb.S.HomeMenu(0))
		tb.Tap("Games played")
	}
	tb.LookAt("the campaign's games", openList)
	// Taps from the campaigns: the campaign's ⋮, Games played, the game.
	openList()
	taps := 2
	tb.See("Game 2 · Sunday 22 November · 1 action")
	tb.See("latest")
	tb.Shot("games-played")
	tb.See("Game 1 · Friday 20 November · 2 actions")
	tb.Tap("Game 1")
	taps++
	t.Logf("an earlier game opened to look at: %d taps (the campaign's menu, Games played, the game)", taps)
	if taps > 3 {
		t.Fatalf("%d taps to open an earlier game; the budget is 3", taps)
	}
	tb.See("An earlier game: game 1, of Friday 20 November. Open to look at only.")
	tb.Shot("earlier-game-look")
	if b := tb.Button("Undo"); !b.Disabled() {
		t.Fatal("Undo is on offer in a game opened to look at")
	}
	if tb.S.Current().Do(villains.AdjustPower(0, 1, "a gift")) {
		t.Fatal("a game opened to look at took a change")
	}
	tb.Told("open to look at only")
	if got := cursorOf(tb, first.ID); got != 2 {
		t.Fatalf("looking changed the first game: cursor %d", got)
	}
	p := tb.S.Current()
	tb.EveryLook("an earlier game, to look at", p.Redraw)

	tb.LookAt("what correcting game 1 leads to", func() { p.Redraw(); tb.Tap("Correct this game") })
	p.Render()
	tb.Tap("Correct this game")
	tb.See("Game 2, begun Sunday 22 November, was set up from how this game stood then")
	tb.Shot("earlier-game-correct-ask")
	tb.See("The campaign stands now at game 2, 1 action in, last changed Sunday 22 November: “" + tonight + "”")
	if got := cursorOf(tb, first.ID); got != 2 {
		t.Fatalf("the question changed the first game: cursor %d", got)
	}
	tb.Tap("Correct game 1")
	taps += 2
	t.Logf("an earlier game opened to correct: %d taps (3 to open, Correct this game, Correct game 1)", taps)
	if taps > 5 {
		t.Fatalf("%d taps to correct an earlier game; the budget is 5", taps)
	}
	tb.See("Correcting game 1, of Friday 20 November.")
	tb.EveryLook("an earlier game, being corrected", p.Redraw)
	tb.Tap("Undo")
	noSheet(tb, "Undo in a game being corrected")
	if got := cursorOf(tb, first.ID); got != 1 {
		t.Fatalf("the correction: cursor %d, want 1", got)
	}
	if got := cursorOf(tb, second.ID); got != 1 {
		t.Fatalf("the correction changed game 2: cursor %d", got)
	}
	tb.Tap("Redo")
	tb.Tap("Undo")

	// The campaign goes on at its latest game, the correction kept; its
	// menu lists the games too.
	ev.restart(friday.Add(72 * time.Hour))
	tb.Tap("Continue: Saga")
	if p := tb.S.Current(); p.Session().ID != second.ID {
		t.Fatalf("Continue opened session %d, want the latest, %d", p.Session().ID, second.ID)
	}
	test.Tap(tb.S.Current().MenuButton())
	tb.Tap("Games played")
	tb.Tap("Game 1")
	tb.See("An earlier game: game 1, of Friday 20 November.")
	if got := cursorOf(tb, first.ID); got != 1 {
		t.Fatalf("after a restart the correction is gone: cursor %d", got)
	}
}
