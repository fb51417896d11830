package valorui

import (
	"bytes"
	"errors"
	"testing"

	"fyne.io/fyne/v2/test"

	"tableside/campaign"
	"tableside/tracker/valor"
	"tableside/tracker/valor/book"
	"tableside/ui/bookui/booktest"
)

// TestLabyrinthThreeEvenings plays three evenings of the Labyrinth's
// campaign in three starts of the app on one file: Act 1 ends and the
// Fortified Camp is bought (000 L1118, L1122-1130), Act 2's games open
// from the book with Rowan's Talent (000 L1062) and the Fortified Camp
// (000 L1235). After each evening the campaign exports, imports into a
// fresh file with the same book and game, and the fresh file continues
// to the same fourth evening.
func TestLabyrinthThreeEvenings(t *testing.T) {
	tb := newTable(t, phone)
	c := tb.startValor()
	var file bytes.Buffer
	for n := range 3 {
		if n > 0 {
			tb.Restart()
			tb.S.OpenCampaign(c)
		}
		tb.labEvening(n)
		file = labExport(tb, c)
		other := newTable(t, phone)
		oc, err := other.S.Store().Import(bytes.NewReader(file.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		labSame(t, n+1, tb, c, other, oc)
	}
	if st := labBook(tb, c); st.Act != 3 || len(st.Acts) != 2 || len(st.Sessions) != 3 || st.Sessions[1].Result != book.ResultLost {
		t.Fatalf("the book after three evenings: Act %d, %+v, %+v", st.Act, st.Acts, st.Sessions)
	}

	// The third evening's file goes on elsewhere as it does here.
	other := newTable(t, phone)
	oc, err := other.S.Store().Import(&file)
	if err != nil {
		t.Fatal(err)
	}
	tb.Restart()
	tb.S.OpenCampaign(c)
	other.S.OpenCampaign(oc)
	tb.labEvening(3)
	other.labEvening(3)
	labSame(t, 4, tb, c, other, oc)
	if st := other.valorState(); st.CampAct() != 3 || !st.Camp.Fortified || st.Heroes[0].Talent != "Second Wind" {
		t.Fatalf("Act 3 in the imported file: camp %+v, %+v", st.Camp, st.Heroes[0])
	}
}

// labEvening is evening n, alike on every file: the game (the campaign's
// next after the first), its setup, a Talent used, Bounty looted; then
// the book's session, and the Acts' ends after evenings 1 and 3.
func (tb *table) labEvening(n int) {
	tb.T.Helper()
	if n > 0 {
		test.Tap(tb.S.Current().MenuButton())
		tb.Tap("Start a new game in this campaign")
		tb.See("Second Wind")
		tb.Tap("Start the game")
	}
	for i := 0; tb.valorState().Pending != ""; i++ {
		if i == 11 {
			tb.T.Fatal("the setup checklist does not end")
		}
		tb.Tap("Done")
	}
	if n > 0 {
		tb.Tap("More for Rowan")
		tb.Tap("Use the Talent card Second Wind")
	}
	if !tb.S.Current().Do(valor.Bounty(valor.LootHeroes, 3+n, "Looted")) {
		tb.T.Fatalf("looting: %s", tb.S.LastMessage())
	}
	booktest.Open(tb.Table)
	if n == 0 {
		tb.Tap("Unlocked")
		tb.Tap("Unlock a Talent card")
		tb.Tap("Rowan")
		tb.TypeIn("The Talent card's name", "Second Wind")
		tb.Tap("Unlock")
		tb.S.Current().Do(book.HoardChart(book.HoardColumn{Bounty: 1, Supplies: 2}, book.HoardColumn{Bounty: 5, Supplies: 4}))
	}
	booktest.StartSession(tb.Table, []string{"Into the Labyrinth", "The Deep", "The Deep", "Waterworks"}[n])
	tb.Tap("End session")
	tb.Tap([]string{"Won", "Lost", "Won", "Won"}[n])
	tb.Tap("OK") // the XP the game counted
	tb.Tap("OK") // the Hoard's Bounty
	if n == 0 || n == 2 {
		tb.Tap("Hoard & Camp")
		tb.Tap("End Act")
		tb.Tap("OK") // the Stash's Bounty, as the game holds it
		booktest.TapExact(tb.Table, []string{"End Act 1", "", "End Act 2"}[n], 0)
	}
	if n == 0 {
		tb.Tap("Buy an upgrade")
		tb.TypeIn("Upgrade's name", "Fortified Camp")
		tb.Tap("Buy it")
	}
}

// labExport is campaign c as a file.
func labExport(tb *table, c campaign.Campaign) bytes.Buffer {
	tb.T.Helper()
	var file bytes.Buffer
	if err := tb.S.Store().Export(c.ID, &file); err != nil {
		tb.T.Fatal(err)
	}
	return file
}

// labBook is campaign c's book.
func labBook(tb *table, c campaign.Campaign) book.State {
	tb.T.Helper()
	sess, err := tb.S.Store().Book(c.ID, book.Game{}.ID(), func() ([]byte, error) { return nil, errors.New("no book") })
	if err != nil {
		tb.T.Fatal(err)
	}
	st, err := book.Decode(sess.State)
	if err != nil {
		tb.T.Fatal(err)
	}
	return st
}

// labSame checks that two files hold the same book and last game.
func labSame(t *testing.T, evening int, a *table, ac campaign.Campaign, b *table, bc campaign.Campaign) {
	t.Helper()
	ab, _ := labBook(a, ac).Encode()
	bb, _ := labBook(b, bc).Encode()
	if !bytes.Equal(ab, bb) {
		t.Fatalf("evening %d: the books differ:\n%s\n%s", evening, ab, bb)
	}
	ag, _, err := a.S.Store().LastSession(ac.ID)
	if err != nil {
		t.Fatal(err)
	}
	bg, _, err := b.S.Store().LastSession(bc.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(ag.State, bg.State) {
		t.Fatalf("evening %d: the games differ:\n%s\n%s", evening, ag.State, bg.State)
	}
}
