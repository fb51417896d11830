package villainsui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"tableside/campaign"
	"tableside/tracker/villains"
	"tableside/ui/uitest"
)

// table is a test table with this game's screens.
type table struct{ uitest.Game[villains.State] }

func newTable(t testing.TB, size fyne.Size) *table {
	return &table{uitest.NewGame(t, size, villains.Decode, Screens{})}
}

// campaign makes a campaign of this game named name, with the boards
// named (testVillain) in the library.
func (tb *table) campaign(name string, boards ...string) campaign.Campaign {
	tb.T.Helper()
	for _, b := range boards {
		tb.saveVillain(testVillain(b))
	}
	return tb.NewCampaign(name, villains.Game{}.ID())
}

// openSetup opens the setup of a new game in a new campaign named name,
// with the boards named in the library (campaign), as most tests here
// start.
func (tb *table) openSetup(name string, boards ...string) campaign.Campaign {
	tb.T.Helper()
	c := tb.campaign(name, boards...)
	tb.S.SetupGame(c)
	return c
}

// testVillain is a board for tests.
func testVillain(name string) villains.VillainCard { return uitest.VillainBoard(name) }

// saveVillain puts a board into the card library directly (a factory).
func (tb *table) saveVillain(v villains.VillainCard) {
	tb.T.Helper()
	tb.SaveCard(villains.Game{}.ID(), villains.LibraryKind, v.Name, v)
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

// typeName types seat's name on the setup, as a player does.
func (tb *table) typeName(seat int, name string) {
	tb.T.Helper()
	tb.TypeIn(fmt.Sprintf("Player %d", seat+1), name)
}

// The window sizes most tests here open at (uitest's).
var phone = uitest.Phone
