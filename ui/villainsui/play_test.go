package villainsui

import (
	"fmt"
	"strings"
	"testing"

	"tableside/ui/uitest"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/villains"
)

// TestCampaignThreeTurnsUndoRedoAcrossRestart is the foundation end to end:
// a campaign is made, a Villain board typed once through the editor, a game
// of rules 004 set up and three turns played by tapping, then the store is
// closed and reopened, and undo and redo walk the log.
func TestCampaignThreeTurnsUndoRedoAcrossRestart(t *testing.T) {
	tb := newTable(t, phone)
	tb.See("No campaigns yet")
	tb.saveVillain(testVillain("The Baron"))

	tb.Tap("New campaign")
	tb.TypeIn("e.g. Friday group", "Friday group")
	tb.Choose(villains.Game{}.Title())
	tb.Tap("Create")
	tb.See("New game: Friday group")

	// A new Villain board, entered once through the editor.
	tb.Tap("Enter a new Villain board")
	tb.TypeIn("Villain's name", "The Duchess")
	tb.TypeIn("The objective printed on the board", "Crown herself at the Tower.")
	for i, name := range []string{"Lair", "Docks", "Forest", "Tower"} {
		uitest.TypeInto(tb.Entries("Location name")[i], name)
	}
	addAction := func(loc int, kind string) {
		tb.TapObject(tb.Buttons("Add an action")[loc])
		tb.Tap(kind)
	}
	addAction(0, "Gain Power")
	tb.Keys("2")
	addAction(0, "Play a Card")
	addAction(1, "Fate")
	addAction(2, "Gain Power")
	tb.Keys("3")
	addAction(3, "Discard Cards")
	tb.TapObject(tb.TallChecks("Has a Lock symbol")[2]) // the Forest
	tb.Tap("Save this Villain")

	// Setup: two players; Ana first.
	tb.See("New game: Friday group")
	rows := tb.Entries("Player 1")
	uitest.TypeInto(rows[0], "Ana")
	tb.TypeIn("Player 2", "Ben")
	tb.pickVillain(0, "The Duchess")
	tb.pickVillain(1, "The Baron")
	tb.Tap("Ana") // who goes first
	tb.Tap("Start the game")

	st := tb.State()
	if st.Players[0].Power != 0 || st.Players[1].Power != 1 || st.Players[0].Hand != 4 {
		t.Fatalf("004 L9-L10: start with 4 cards, Power 0 then 1; got %+v", st.Players)
	}
	if !st.Players[0].Locations[2].Locked {
		t.Fatal("004 L7: the Forest has a Lock symbol and starts locked")
	}
	tb.See("Round 1 · Ana's turn")

	// Turn 1, Ana: the Forest is locked, so it is not offered (004 L22).
	if len(tb.Buttons("Move to Forest")) != 0 {
		t.Fatal("a locked location was offered as a destination")
	}
	tb.Tap("Move to Docks")
	tb.Tap("Fate")
	tb.See("Ben's Fate deck") // the only opponent: not asked for
	tb.Tap("Another card")
	tb.Tap("Done with actions")
	tb.See("nothing to draw")
	tb.Tap("End turn")

	// Turn 2, Ben: Gain Power 1, then a card he cannot afford is refused
	// and changes nothing, then one he can.
	tb.See("Round 1 · Ben's turn")
	tb.Tap("Move to Docks")
	tb.Tap("Gain Power 1")
	if got := tb.State().Players[1].Power; got != 2 {
		t.Fatalf("Ben's Power after Gain Power 1 = %d, want 2", got)
	}
	tb.Tap("Play a Card")
	tb.Tap("Ally")
	tb.Keys("5")
	tb.Keys("3")
	tb.Tap("Lair")
	tb.Told("Power") // an unaffordable card is refused in words
	if st := tb.State(); st.Players[1].Power != 2 || st.Players[1].Hand != 4 {
		t.Fatalf("a refused card changed the table: %+v", st.Players[1])
	}
	tb.Dismiss()
	tb.Tap("Play a Card")
	tb.Tap("Ally")
	tb.Keys("2")
	tb.Keys("3")
	tb.Tap("Lair")
	st = tb.State()
	if p := st.Players[1]; p.Power != 0 || p.Hand != 3 || len(p.Locations[0].Allies) != 1 || p.Locations[0].Allies[0].Strength != 3 {
		t.Fatalf("after playing a 2-cost Ally of Strength 3 to the Lair: %+v", p)
	}
	tb.Tap("Done with actions")
	tb.Tap("Drew 1 card")
	tb.Tap("End turn")

	// Turn 3, Ana: discard one, draw one.
	tb.Tap("Move to Tower")
	tb.Tap("Discard Cards")
	tb.Keys("1")
	tb.Tap("Done with actions")
	tb.Tap("Drew 1 card")
	tb.Tap("End turn")
	st = tb.State()
	if st.Round != 2 || st.Current() != 1 || st.Players[0].Hand != 4 {
		t.Fatalf("after three turns: round %d, turn %d, Ana's hand %d", st.Round, st.Current(), st.Players[0].Hand)
	}

	tb.CheckPreparedOpen()
	// Close and reopen: Continue takes us back; undo and redo still work.
	tb.Restart()
	tb.Tap("Continue: Friday group")
	tb.See("Round 2 · Ben's turn")
	tb.See("Undo takes back: ")
	tb.Tap("Undo")
	if st := tb.State(); st.Round != 2 || st.Step != villains.StepDraw || st.Current() != 0 {
		t.Fatalf("undo of End turn: round %d step %s turn %d", st.Round, st.Step, st.Current())
	}
	for i := 0; i < 4; i++ {
		tb.Tap("Undo")
	}
	if got := tb.State().Players[0].Hand; got != 4 {
		t.Fatalf("after undoing the discard Ana holds %d, want 4", got)
	}
	tb.Restart()
	tb.Tap("Continue: Friday group")
	tb.See("Redo brings back: ")
	for i := 0; i < 5; i++ {
		tb.Tap("Redo")
	}
	if st := tb.State(); st.Round != 2 || st.Current() != 1 {
		t.Fatalf("redo across a restart: round %d turn %d", st.Round, st.Current())
	}
	if !tb.Button("Redo").Disabled() {
		t.Fatal("Redo is offered with nothing to redo")
	}

	// The history reads in words, newest first.
	tb.TapObject(tb.S.Current().MenuButton())
	tb.Tap("History of this game")
	tb.See("History")
	lines, err := tb.S.Current().HistoryLines(0, 50)
	if err != nil {
		t.Fatal(err)
	}
	if len(lines) != 15 || !strings.Contains(lines[len(lines)-1], "Ana") {
		t.Fatalf("history: %d lines, oldest %q", len(lines), lines[len(lines)-1])
	}
	if older, err := tb.S.Current().HistoryLines(10, 50); err != nil || strings.Join(older, "|") != strings.Join(lines[10:], "|") {
		t.Fatalf("history from row 10: %q, %v", older, err)
	}
}

// TestHistoryPagesAndUndoesBackToAnEntry: a long evening's History is read
// a page at a time as the list scrolls, and an action in it is undone, with
// every action after it, in one step after a confirm that says how many.
func TestHistoryPagesAndUndoesBackToAnEntry(t *testing.T) {
	tb := newTable(t, phone)
	st := tb.S.Store()
	c := tb.campaign("Long evening")
	game, err := villains.NewGame(villains.Setup{Players: []villains.Seat{
		{Name: "Ana", Villain: testVillain("The Baron")}, {Name: "Ben", Villain: testVillain("The Duchess")}}})
	if err != nil {
		t.Fatal(err)
	}
	initial, err := game.Encode()
	if err != nil {
		t.Fatal(err)
	}
	sess, err := st.StartSession(c.ID, initial)
	if err != nil {
		t.Fatal(err)
	}
	const n = 120 // more than two pages
	for i := 0; i < n; i++ {
		if _, _, err := st.Do(sess.ID, villains.AdjustPower(0, 1-2*(i%2), fmt.Sprintf("card %d", i+1))); err != nil {
			t.Fatal(err)
		}
	}
	p := tb.S.OpenSession(c, sess.ID)
	lines, err := p.HistoryLines(0, 2*n)
	if err != nil || len(lines) != n || !strings.HasPrefix(lines[0], "120. ") || !strings.HasPrefix(lines[n-1], "1. ") {
		t.Fatalf("history: %d lines (%v)", len(lines), err)
	}
	// Across a page's edge (row 50 is action 70).
	if mid, err := p.HistoryLines(45, 10); err != nil || len(mid) != 10 || !strings.HasPrefix(mid[0], "75. ") || !strings.HasPrefix(mid[9], "66. ") {
		t.Fatalf("rows 45 to 54: %q, %v", mid, err)
	}

	p.ShowHistory()
	tb.See("Tap an action to undo back to it.")
	list := historyList(t, tb)
	if list.Length() != n {
		t.Fatalf("the list has %d rows, want %d", list.Length(), n)
	}
	tb.See("120. ")
	if strings.Contains(tb.Texts(), "card 1)") {
		t.Fatal("the oldest action is on show before the list scrolled to it")
	}
	list.ScrollToBottom()
	tb.See("card 1)")

	// Row 2 is action 118: undoing back to it takes back three.
	list.Select(2)
	tb.See("This takes back 3 actions")
	tb.Tap("Undo 3 actions")
	if got, _ := st.Session(sess.ID); got.Cursor != n-3 || got.Len != n {
		t.Fatalf("after undoing back to 118: cursor %d of %d", got.Cursor, got.Len)
	}
	tb.See("Redo brings back: ")

	// An undone action is not undone twice.
	p.ShowHistory()
	tb.See("120. ")
	historyList(t, tb).Select(0)
	tb.Told("undone already") // an action undone already
}

// historyList is the History screen's list.
func historyList(t *testing.T, tb *table) *widget.List {
	t.Helper()
	for _, o := range test.LaidOutObjects(tb.Win.Content()) {
		if l, ok := o.(*widget.List); ok {
			return l
		}
	}
	t.Fatal("no list on the History screen")
	return nil
}

// TestCorrectAVillainBoard: a board typed with a mistake is mended once, and
// the next game uses the mended board.
func TestCorrectAVillainBoard(t *testing.T) {
	tb := newTable(t, phone)
	tb.openSetup("Friday group", "The Baron")
	tb.Tap("Correct a Villain board") // the lone board: not asked which
	tb.TypeIn("Location name", "Sunken Lair")
	tb.Tap("Save this Villain")
	tb.See("New game: Friday group")
	cards, _ := tb.S.Store().Cards("villains", villains.LibraryKind)
	if len(cards) != 1 || !strings.Contains(string(cards[0].Data), "Sunken Lair") {
		t.Fatalf("the corrected board was not saved in place: %d cards", len(cards))
	}
}
