// Package booktest drives the Labyrinth's campaign book (ui/bookui) on a
// test table as a player does: the book's own tests in ui/bookui and the
// Valor & Villainy tests in ui/valorui that reach the book from an evening
// share it. It is imported by tests only.
package booktest

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/scripts/demo/demoplay"
	"tableside/tracker/valor"
	"tableside/tracker/valor/book"
	"tableside/ui/bookui"
	"tableside/ui/kit"
	"tableside/ui/uitest"
)

// StartValor starts the evening the book is opened from, straight through
// the store: the "Thursday" campaign's Labyrinth game, Rowan played by Ana
// and Bjorn by Bo against the Golem, and opens it.
func StartValor(tb *uitest.Table) campaign.Campaign {
	tb.T.Helper()
	st := tb.S.Store()
	c, err := st.CreateCampaign("Thursday", valor.Game{}.ID())
	if err != nil {
		tb.T.Fatal(err)
	}
	// The box prints no Villain Loot Stash card's numbers: the table's.
	loot := valor.LootStashCard{Name: "Villain Loot Stash 1-2 (A)", For: valor.LootVillain, MinHeroes: 1, MaxHeroes: 2, Side: "A",
		Columns: []valor.LootColumn{{Bounty: 0, XP: 1}, {Bounty: 3, XP: 3, Health: 5}, {Bounty: 6, XP: 5, Health: 10}}}
	game, err := valor.NewGame(valor.Setup{Box: valor.BoxLabyrinth, Mode: valor.ModeCampaign, Seed: 1, Villain: demoplay.Golem(), VillainLoot: &loot,
		Heroes: []valor.SeatHero{{Player: "Ana", Hero: demoplay.Hero("Rowan")}, {Player: "Bo", Hero: demoplay.Hero("Bjorn", valor.AbilityDwarvenIre)}}})
	if err != nil {
		tb.T.Fatal(err)
	}
	initial, err := game.Encode()
	if err != nil {
		tb.T.Fatal(err)
	}
	if _, err := st.StartSession(c.ID, initial); err != nil {
		tb.T.Fatal(err)
	}
	tb.S.OpenCampaign(c)
	return c
}

// ValorState is the state of the campaign's last Valor game.
func ValorState(tb *uitest.Table) valor.State {
	tb.T.Helper()
	return uitest.State(tb, valor.Decode)
}

// Open opens the campaign book from the Valor game on screen, as the
// board's Campaign book button does.
func Open(tb *uitest.Table) {
	tb.T.Helper()
	tb.S.Show(bookui.OpenButton(tb.S.Current()))
	tb.Tap("Campaign book")
	if tb.S.Current() == nil || tb.S.Current().Session().Game != (book.Game{}).ID() {
		tb.T.Fatalf("the campaign book did not open: %s", tb.S.LastMessage())
	}
}

// State is the committed state of the book on screen.
func State(tb *uitest.Table) book.State {
	tb.T.Helper()
	st, err := book.Decode(tb.S.Current().Session().State)
	if err != nil {
		tb.T.Fatal(err)
	}
	return st
}

// Packet is the packet titled title.
func Packet(tb *uitest.Table, title string) book.Event {
	tb.T.Helper()
	for _, e := range State(tb).Events {
		if e.Title == title {
			return e
		}
	}
	tb.T.Fatalf("no packet %q in the book", title)
	return book.Event{}
}

// TapExact taps the i-th button labelled exactly label (Table.Exact) as a
// player would (Table.TapObject); it must be enabled.
func TapExact(tb *uitest.Table, label string, i int) {
	tb.T.Helper()
	tb.TapObject(tb.Exact(label, i))
}

// Counter finds the i-th counter labelled label on screen (the top
// dialog's, if one is open) and returns its part: 0 minus, 1 the value
// (opens the pad), 2 plus.
func Counter(tb *uitest.Table, label string, i, part int) *widget.Button {
	tb.T.Helper()
	return tb.ButtonAfter(label, i, "", part)
}

// NumberKey is the one-tap button for v in the i-th row of small numbers
// labelled label (kit.Number).
func NumberKey(tb *uitest.Table, label string, i, v int) *widget.Button {
	tb.T.Helper()
	return tb.ButtonAfter(label, i, strconv.Itoa(v), 0)
}

// Check is the i-th check box labelled label a player reaches.
func Check(tb *uitest.Table, label string, i int) *kit.TallCheck {
	tb.T.Helper()
	found := tb.TallChecks(label)
	if i >= len(found) {
		tb.T.Fatalf("only %d check boxes %q on screen", len(found), label)
	}
	return found[i]
}

// TapCheck taps, near the end of its line, the i-th check box labelled
// label: the whole line answers a finger.
func TapCheck(tb *uitest.Table, label string, i int) {
	tb.T.Helper()
	c := Check(tb, label, i)
	// Far from the box, the whole row toggles; clear of the scroll bar.
	tb.TapAt(c, fyne.NewPos(c.Size().Width-40, c.Size().Height/2))
}

// Pad clears the open number pad and types digits on it.
func Pad(tb *uitest.Table, digits string) {
	tb.T.Helper()
	tb.Tap("C")
	tb.Keys(digits)
}

// SetCounter opens the pad of the i-th counter labelled label with a tap
// on its value, and types digits on it (Pad).
func SetCounter(tb *uitest.Table, label string, i int, digits string) {
	tb.T.Helper()
	test.Tap(Counter(tb, label, i, 1))
	Pad(tb, digits)
}

// Enter enters one Event packet through the form on screen.
func Enter(tb *uitest.Table, title, tier string, cards int, special bool) {
	tb.T.Helper()
	tb.TypeIn("Event title", title)
	TapExact(tb, tier, 0)
	test.Tap(NumberKey(tb, "Cards in its sleeve", 0, cards))
	if special {
		TapCheck(tb, "Special or Conclusion Event: set aside", 0)
	}
	tb.Tap("Add this Event")
	if f, ok := tb.Win.Canvas().Focused().(*widget.Entry); !ok || f.PlaceHolder != "Event title" || f.Text != "" {
		tb.T.Fatal("after a packet is added the next title is not ready to type")
	}
	if e := Packet(tb, title); string(e.Tier) != tier || e.Cards != cards || e.Special != special {
		tb.T.Fatalf("000 L188-191: %s entered as %+v", title, e.Packet)
	}
}

// StartSession starts a session from the Sessions page with the Heroes
// ticked for it.
func StartSession(tb *uitest.Table, mission string) {
	tb.T.Helper()
	tb.Tap("Sessions")
	tb.TypeIn("Mission", mission)
	tb.Tap("Start session")
	if _, open := State(tb).Playing(); !open {
		tb.T.Fatalf("session %q did not start: %s", mission, tb.S.LastMessage())
	}
}

// EndSession ends the session: result, XP and Bounty by pad.
func EndSession(tb *uitest.Table, result string, xp, bounty string) {
	tb.T.Helper()
	tb.Tap("Sessions")
	tb.Tap("End session")
	tb.Tap(result)
	tb.Keys(xp)
	Pad(tb, bounty)
	if _, open := State(tb).Playing(); open {
		tb.T.Fatalf("the session did not end: %s", tb.S.LastMessage())
	}
}

// Touch fails for anything the book draws that a finger taps and that is
// shorter than the touch height. The frame's back and menu buttons are
// play.go's, not the book's.
func Touch(tb *uitest.Table, name string) {
	tb.T.Helper()
	var frame []fyne.CanvasObject
	if p := tb.S.Current(); p != nil {
		frame = append(frame, p.BackButton(), p.MenuButton())
	}
	tb.TouchCheck(name, frame...)
}
