package valorui

import (
	"testing"

	"tableside/ui/uitest"
)

// TestEditorReturnKeepsScroll (issue 24): the Valor & Villainy setup,
// scrolled down to its card library, opens an editor; back (unsaved, or
// saved as a seat's board), it stands where it stood.
func TestEditorReturnKeepsScroll(t *testing.T) {
	tb := newTable(t, uitest.SmallPhone)
	tb.TextSize("huge")
	tb.valorLibrary()
	tb.openSetup("Thursday")
	for _, open := range []string{"Enter a new Villain board", "Enter a new Hero board", "Correct a card in the library"} {
		want := tb.ScrollToText("Card library")
		tb.Tap(open)
		if open == "Correct a card in the library" {
			tb.Tap("Hero: Rowan")
		}
		tb.Tap("Back")
		tb.See("New game: Thursday")
		if got := tb.BelowTop("Card library"); got != want {
			t.Errorf("back from %q, the card library stands %.0f below the top; it stood %.0f", open, got, want)
		}
	}
	// A seat's board entered from the seat: saved, the screen comes back
	// where it was, the board in its seat.
	tb.Tap("Add a Hero")
	want := tb.ScrollToText("Heroes, clockwise from the Villain's left")
	tb.Tap("Enter this Hero's board")
	tb.Tap("Back")
	if got := tb.BelowTop("Heroes, clockwise from the Villain's left"); got != want {
		t.Errorf("back from a seat's Hero board, the Heroes stand %.0f below the top; they stood %.0f", got, want)
	}
}
