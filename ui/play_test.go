package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"tableside/tracker/villains"
)

// TestCampaignThreeTurnsUndoRedoAcrossRestart is the foundation end to end:
// a campaign is made, a Villain board typed once through the editor, a game
// of rules 004 set up and three turns played by tapping, then the store is
// closed and reopened, and undo and redo walk the log.
func TestCampaignThreeTurnsUndoRedoAcrossRestart(t *testing.T) {
	tb := newTable(t, phone)
	tb.see("No campaigns yet")
	tb.saveVillain(testVillain("The Baron"))

	tb.tap("New campaign")
	typeInto(tb.entries("e.g. Friday group")[0], "Friday group")
	tb.choose(villains.Game{}.Title())
	tb.tap("Create")
	tb.see("New game: Friday group")

	// A new Villain board, entered once through the editor.
	tb.tap("Enter a new Villain board")
	typeInto(tb.entries("Villain's name")[0], "The Duchess")
	typeInto(tb.entries("The objective printed on the board")[0], "Crown herself at the Tower.")
	for i, name := range []string{"Lair", "Docks", "Forest", "Tower"} {
		typeInto(tb.entries("Location name")[i], name)
	}
	addAction := func(loc int, kind string) {
		test.Tap(tb.buttons("Add an action")[loc])
		tb.tap(kind)
	}
	addAction(0, "Gain Power")
	tb.keys("2")
	addAction(0, "Play a Card")
	addAction(1, "Fate")
	addAction(2, "Gain Power")
	tb.keys("3")
	addAction(3, "Discard Cards")
	test.Tap(tb.checks("Has a Lock symbol")[2]) // the Forest
	tb.tap("Save this Villain")

	// Setup: two players; Ana first.
	tb.see("New game: Friday group")
	rows := tb.entries("Player 1")
	typeInto(rows[0], "Ana")
	typeInto(tb.entries("Player 2")[0], "Ben")
	tb.selects(0).SetSelected("The Duchess")
	tb.selects(1).SetSelected("The Baron")
	tb.selects(2).SetSelected("Ana")
	tb.tap("Start the game")

	st := tb.state()
	if st.Players[0].Power != 0 || st.Players[1].Power != 1 || st.Players[0].Hand != 4 {
		t.Fatalf("004 L9-L10: start with 4 cards, Power 0 then 1; got %+v", st.Players)
	}
	if !st.Players[0].Locations[2].Locked {
		t.Fatal("004 L7: the Forest has a Lock symbol and starts locked")
	}
	tb.see("Round 1 · Ana's turn")

	// Turn 1, Ana: the Forest is locked, so it is not offered (004 L22).
	if len(tb.buttons("Move to Forest")) != 0 {
		t.Fatal("a locked location was offered as a destination")
	}
	tb.tap("Move to Docks")
	tb.tap("Fate")
	tb.tap("Ben")
	tb.tap("Another card")
	tb.tap("Done with actions")
	tb.see("nothing to draw")
	tb.tap("End turn")

	// Turn 2, Ben: Gain Power 1, then a card he cannot afford is refused
	// and changes nothing, then one he can.
	tb.see("Round 1 · Ben's turn")
	tb.tap("Move to Docks")
	tb.tap("Gain Power 1")
	if got := tb.state().Players[1].Power; got != 2 {
		t.Fatalf("Ben's Power after Gain Power 1 = %d, want 2", got)
	}
	tb.tap("Play a Card")
	tb.tap("Ally")
	tb.keys("5")
	tb.keys("3")
	tb.tap("Lair")
	if !strings.Contains(tb.s.lastMessage, "Power") {
		t.Fatalf("an unaffordable card was not refused in words: %q", tb.s.lastMessage)
	}
	if st := tb.state(); st.Players[1].Power != 2 || st.Players[1].Hand != 4 {
		t.Fatalf("a refused card changed the table: %+v", st.Players[1])
	}
	tb.dismiss()
	tb.tap("Play a Card")
	tb.tap("Ally")
	tb.keys("2")
	tb.keys("3")
	tb.tap("Lair")
	st = tb.state()
	if p := st.Players[1]; p.Power != 0 || p.Hand != 3 || len(p.Locations[0].Allies) != 1 || p.Locations[0].Allies[0].Strength != 3 {
		t.Fatalf("after playing a 2-cost Ally of Strength 3 to the Lair: %+v", p)
	}
	tb.tap("Done with actions")
	tb.tap("Drew 1 card")
	tb.tap("End turn")

	// Turn 3, Ana: discard one, draw one.
	tb.tap("Move to Tower")
	tb.tap("Discard Cards")
	tb.keys("1")
	tb.tap("Done with actions")
	tb.tap("Drew 1 card")
	tb.tap("End turn")
	st = tb.state()
	if st.Round != 2 || st.Current() != 1 || st.Players[0].Hand != 4 {
		t.Fatalf("after three turns: round %d, turn %d, Ana's hand %d", st.Round, st.Current(), st.Players[0].Hand)
	}

	// Close and reopen: Continue takes us back; undo and redo still work.
	tb.restart()
	tb.tap("Continue: Friday group")
	tb.see("Round 2 · Ben's turn")
	tb.see("Undo takes back: ")
	tb.tap("Undo")
	if st := tb.state(); st.Round != 2 || st.Step != villains.StepDraw || st.Current() != 0 {
		t.Fatalf("undo of End turn: round %d step %s turn %d", st.Round, st.Step, st.Current())
	}
	for i := 0; i < 4; i++ {
		tb.tap("Undo")
	}
	if got := tb.state().Players[0].Hand; got != 4 {
		t.Fatalf("after undoing the discard Ana holds %d, want 4", got)
	}
	tb.restart()
	tb.tap("Continue: Friday group")
	tb.see("Redo brings back: ")
	for i := 0; i < 5; i++ {
		tb.tap("Redo")
	}
	if st := tb.state(); st.Round != 2 || st.Current() != 1 {
		t.Fatalf("redo across a restart: round %d turn %d", st.Round, st.Current())
	}
	if !tb.button("Redo").Disabled() {
		t.Fatal("Redo is offered with nothing to redo")
	}

	// The history reads in words, newest first.
	test.Tap(tb.s.cur.menuBtn)
	tb.tap("History of this game")
	tb.see("History")
	lines, err := tb.s.cur.historyLines()
	if err != nil {
		t.Fatal(err)
	}
	if len(lines) != 15 || !strings.Contains(lines[len(lines)-1], "Ana") {
		t.Fatalf("history: %d lines, oldest %q", len(lines), lines[len(lines)-1])
	}
}

// TestCorrectAVillainBoard: a board typed with a mistake is mended once, and
// the next game uses the mended board.
func TestCorrectAVillainBoard(t *testing.T) {
	tb := newTable(t, phone)
	tb.saveVillain(testVillain("The Baron"))
	c, err := tb.s.store.CreateCampaign("Friday group", "villains")
	if err != nil {
		t.Fatal(err)
	}
	tb.s.setupGame(c)
	tb.tap("Correct a Villain board")
	tb.tap("The Baron")
	typeInto(tb.entries("Location name")[0], "Sunken Lair")
	tb.tap("Save this Villain")
	tb.see("New game: Friday group")
	cards, _ := tb.s.store.Cards("villains", villains.LibraryKind)
	if len(cards) != 1 || !strings.Contains(string(cards[0].Data), "Sunken Lair") {
		t.Fatalf("the corrected board was not saved in place: %d cards", len(cards))
	}
}
