package villainsui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/villains"
	"tableside/ui/uitest"
)

// TestNothingMovesUnderTheFinger (issue 24): in the Villain editor, new
// and filled in, at a small phone with Very large text and at a phone, a
// tap on a choice leaves every other tappable above or beside it where it
// was.
func TestNothingMovesUnderTheFinger(t *testing.T) {
	for _, size := range []struct {
		name string
		size fyne.Size
		text string
	}{{"small phone, Very large", uitest.SmallPhone, "huge"}, {"phone", uitest.Phone, "normal"}} {
		for _, card := range []villains.VillainCard{{}, testVillain("The Baron")} {
			t.Run(size.name+"/"+card.Name, func(t *testing.T) {
				tb := newTable(t, size.size)
				tb.TextSize(size.text)
				showVillainEditor(tb.S, card, tb.S.ShowHome)
				least := 3
				if card.Name == "" {
					least = 1 // a new board offers little to pick before its locations
				}
				if n := tb.NothingMovesUnderTheFinger("the Villain editor", uitest.LeavesEditor); n < least {
					t.Errorf("only %d choices tapped", n)
				}
			})
		}
	}
}

// TestSetupNothingMovesUnderTheFinger (issue 24): on the setup, at a
// small phone with Very large text and at a phone, a tap on who goes
// first or on a seat's Villain leaves every tappable above or beside it
// where it was.
func TestSetupNothingMovesUnderTheFinger(t *testing.T) {
	leaves := func(o fyne.CanvasObject) bool {
		b, ok := o.(*widget.Button)
		if !ok {
			return false
		}
		for _, x := range []string{"Campaigns", "Add a player", "Enter a new", "Correct", "Start"} {
			if strings.HasPrefix(b.Text, x) {
				return true
			}
		}
		return b.Text == "" // a seat's remove button
	}
	for _, size := range []struct {
		name string
		size fyne.Size
		text string
	}{{"small phone, Very large", uitest.SmallPhone, "huge"}, {"phone", uitest.Phone, "normal"}} {
		t.Run(size.name, func(t *testing.T) {
			tb := newTable(t, size.size)
			tb.TextSize(size.text)
			c := tb.campaign("Friday group", "The Baron", "The Duchess of the Drowned Crypt")
			newVillainsSetup(tb.S, c, [][2]string{{"Ana", "The Baron"}, {"Ben", ""}, {"", ""}}, -1).show()
			// The seats' Villains (the two not picked say the same, tapped
			// once), and who goes first: at random or one of three.
			if n := tb.NothingMovesUnderTheFinger("the setup", leaves); n < 6 {
				t.Errorf("only %d choices tapped", n)
			}
		})
	}
}
