package villainsui

import (
	"testing"

	"tableside/ui/uitest"
)

// TestEditorReturnKeepsScroll (issue 24): the Villainous setup, scrolled
// down, opens the Villain editor; back, saved or not, it stands where it
// stood, with the names typed.
func TestEditorReturnKeepsScroll(t *testing.T) {
	tb := newTable(t, uitest.SmallPhone)
	tb.TextSize("huge")
	tb.saveVillain(testVillain("The Baron"))
	c, err := tb.S.Store().CreateCampaign("Friday", "villains")
	if err != nil {
		t.Fatal(err)
	}
	tb.S.SetupGame(c)
	uitest.TypeInto(tb.Entries("Player 1")[0], "Ana")
	for _, open := range []string{"Enter a new Villain board", "Correct a Villain board"} {
		want := tb.ScrollToText("Who goes first?")
		if want <= 0 && tb.BelowTop("Who goes first?") != 0 {
			t.Fatal("the setup does not scroll")
		}
		tb.Tap(open)
		if open == "Correct a Villain board" {
			tb.Tap("The Baron")
		}
		tb.Tap("Back")
		if got := tb.BelowTop("Who goes first?"); got != want {
			t.Errorf("back from %q, the first player's choice stands %.0f below the top; it stood %.0f", open, got, want)
		}
		if tb.Entries("Player 1")[0].Text != "Ana" {
			t.Errorf("back from %q, the first name is gone", open)
		}
	}
}
