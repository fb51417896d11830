package villainsui

import (
	"encoding/json"
	"testing"

	"fyne.io/fyne/v2"

	"tableside/campaign"
	"tableside/tracker/villains"
	"tableside/ui/uitest"
)

// table is a test table with this game's screens.
type table struct{ *uitest.Table }

var (
	phone  = uitest.Phone
	tablet = uitest.Tablet
)

func newTable(t testing.TB, size fyne.Size) *table {
	return &table{uitest.New(t, size, Screens{})}
}

// state is the committed state of the campaign's latest session.
func (tb *table) state() villains.State {
	tb.T.Helper()
	sess, ok, err := tb.S.Store().Latest()
	if err != nil || !ok {
		tb.T.Fatalf("no session: %v", err)
	}
	st, err := villains.Decode(sess.State)
	if err != nil {
		tb.T.Fatal(err)
	}
	return st
}

// testVillain is a board for tests.
func testVillain(name string) villains.VillainCard { return uitest.VillainBoard(name) }

// saveVillain puts a board into the card library directly (a factory).
func (tb *table) saveVillain(v villains.VillainCard) {
	tb.T.Helper()
	b, _ := json.Marshal(v)
	if _, err := tb.S.Store().SaveCard(campaign.Card{Game: "villains", Kind: villains.LibraryKind, Name: v.Name, Data: b}); err != nil {
		tb.T.Fatal(err)
	}
}
