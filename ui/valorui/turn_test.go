package valorui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestTurningKeepsThePlace turns a phone to a tablet and back in the
// middle of a Hero's Turn, scrolled down to its turn's buttons: the
// screen is drawn anew for each shape, and what stood at the top of the
// scroll stays there (kit.Root's anchor).
func TestTurningKeepsThePlace(t *testing.T) {
	tb := newTable(t, phone)
	tb.toFirstTurn()
	const words = "End Rowan's Turn"
	if got := tb.ScrollToText(words); got > 1 {
		t.Fatalf("the phone's scroll does not reach %q: %v below the top", words, got)
	}
	// At the top again, or as near as the scroll goes: the tablet's
	// column ends a little after the buttons. Before, each turn put the
	// scroll back at the top, the buttons a screen and more below.
	for _, size := range []fyne.Size{tablet, phone} {
		tb.Win.Resize(size)
		if got := tb.BelowTop(words); got < -1 || got > 40 {
			t.Errorf("at %v, %q stands %v below the top of its scroll", size, words, got)
		}
	}
}
