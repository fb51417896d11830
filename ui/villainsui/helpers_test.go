package villainsui

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tableside/campaign"
	"tableside/tracker/villains"
	"tableside/ui/kit"
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

// pickVillain picks seat's Villain on the setup as a player does: a tap on
// the seat's Villain button, then on the row of the sheet that names it.
func (tb *table) pickVillain(seat int, name string) {
	tb.T.Helper()
	seats := tb.Buttons(villainPrefix)
	if seat >= len(seats) {
		tb.T.Fatalf("seat %d: only %d Villain buttons", seat, len(seats))
	}
	tb.TapObject(seats[seat])
	for _, b := range tb.Buttons("") {
		if strings.ReplaceAll(b.Text, "\n", " ") == name {
			tb.TapObject(b)
			return
		}
	}
	tb.T.Fatalf("no row %q on the sheet", name)
}

// tallChecks are the check lines with label in screen order, the top
// sheet's if one is open.
func (tb *table) tallChecks(label string) []*kit.TallCheck {
	var out []*kit.TallCheck
	for _, r := range tb.Roots() {
		for _, o := range test.LaidOutObjects(r) {
			if c, ok := o.(*kit.TallCheck); ok && c.TouchLabel() == "check box "+label {
				out = append(out, c)
			}
		}
	}
	if len(out) == 0 {
		tb.T.Fatalf("no check line %q on screen", label)
	}
	return out
}

// typeName types seat's name on the setup, as a player does.
func (tb *table) typeName(seat int, name string) {
	tb.T.Helper()
	uitest.TypeInto(tb.Entries(fmt.Sprintf("Player %d", seat+1))[0], name)
}
