package villainsui

import (
	"testing"

	"tableside/tracker/villains"
	"tableside/ui/uitest"
)

// TestEditorReturnKeepsScroll (issue 24): the Villainous setup, scrolled
// down, opens the Villain editor; back, saved or not, it stands where it
// stood, with the names typed.
func TestEditorReturnKeepsScroll(t *testing.T) {
	tb := newTable(t, uitest.SmallPhone)
	tb.TextSize("huge")
	tb.openSetup("Friday", "The Baron")
	tb.TypeIn("Player 1", "Ana")
	for _, open := range []string{"Enter a new Villain board", "Correct a Villain board"} {
		want := tb.ScrollToText("Who goes first?")
		if want <= 0 && tb.BelowTop("Who goes first?") != 0 {
			t.Fatal("the setup does not scroll")
		}
		tb.Tap(open) // a lone board to correct opens at once
		tb.Tap("Back")
		if got := tb.BelowTop("Who goes first?"); got != want {
			t.Errorf("back from %q, the first player's choice stands %.0f below the top; it stood %.0f", open, got, want)
		}
		if tb.Entries("Player 1")[0].Text != "Ana" {
			t.Errorf("back from %q, the first name is gone", open)
		}
	}
}

// TestEditorAddActionKeepsScroll (issue 24): in the Villain editor,
// scrolled down to the last location, an action added or removed there
// leaves the screen where it stood: only the location is drawn again.
func TestEditorAddActionKeepsScroll(t *testing.T) {
	tb := newTable(t, uitest.SmallPhone)
	tb.TextSize("huge")
	e := showVillainEditor(tb.S, testVillain("The Baron"), tb.S.ShowHome)
	want := tb.ScrollToText("Discard Cards") // the Tower's last action
	if want == 0 && tb.BelowTop("A Villain board") == 0 {
		t.Fatal("the editor does not scroll")
	}
	adds := tb.Buttons("Add an action")
	tb.TapObject(adds[len(adds)-1])
	tb.Tap("Fate")
	if got := e.locs[3].actions; len(got) != 4 || got[3].Kind != villains.ActionFate {
		t.Fatalf("the Tower's actions: %+v", got)
	}
	if got := tb.BelowTop("Discard Cards"); got != want {
		t.Errorf("after an action added below it, the Tower's last action stands %.0f below the top; it stood %.0f", got, want)
	}
}
