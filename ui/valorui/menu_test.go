package valorui

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"tableside/tracker/valor/book"
	"tableside/ui/uitest"
)

// TestCampaignBookInMenuReach: on the smallest phone at the largest text
// the game's menu (☰) of a Labyrinth game lists its campaign book, whose
// Sessions page is the campaign's page, on its first screen: a tap opens
// it, no scroll first (issue 27).
func TestCampaignBookInMenuReach(t *testing.T) {
	tb := newTable(t, uitest.SmallPhone)
	tb.startValor()
	tb.TextSize("huge")
	test.Tap(tb.S.Current().MenuButton())
	tb.Shot("small-huge-valor-menu")
	scrolls := tb.Scrolls
	tb.Tap("Campaign book")
	if tb.Scrolls != scrolls {
		t.Errorf("the campaign book's entry needed %d scrolls", tb.Scrolls-scrolls)
	}
	if tb.S.Current().Session().Game != (book.Game{}).ID() {
		t.Fatalf("the menu did not open the book: %s", tb.S.LastMessage())
	}
	tb.Tap("Sessions")
	tb.See("Sessions played (0)")
}
