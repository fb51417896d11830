package sorceryui

import (
	"testing"

	"tableside/ui/uitest"

	"fyne.io/fyne/v2"
)

// TestScreensRender draws the main screens at phone and tablet size. With
// TABLESIDE_SCREENS=dir the PNGs are written there to be looked at;
// without it the test still proves every screen builds and fits.
func TestScreensRender(t *testing.T) {
	for _, sz := range uitest.PhoneAndTablet() {
		t.Run(sz.Name, func(t *testing.T) {
			tb := newTable(t, sz.Size)
			tb.library()
			tb.newQuest("Friday")
			tb.pickSeat(0, "Artemis")
			tb.pickSeat(1, "Jeanne")
			tb.Shot(sz.Name + "-sorcery-setup")
			tb.Tap("All Green")
			tb.Tap("Start the Quest")
			// A screen patched after a tap paints stale words in the test
			// driver: each shot is of the campaign opened afresh, the
			// wizard resumed where it stood.
			c := tb.S.Current().Campaign()
			shot := func(name string) { tb.S.OpenCampaign(c); tb.Shot(sz.Name + "-sorcery-" + name) }
			shot("glance")
			tb.Tap("Artemis ·")
			tb.Shot(sz.Name + "-sorcery-hero")
			tb.Tap("End Artemis's turn")
			shot("letter")
			tb.Tap("A")
			tapButton(t, tb.Buttons("0")[0])
			shot("sights")
			tapButton(t, tb.Buttons("3")[1])
			shot("wounds")
			tb.Tap("2")
			shot("next")
			tb.Tap("Done with this Enemy")
			tb.Tap("End the Enemy Turn")
			tb.Tap("Start Jeanne's turn")
			tb.Tap("End Jeanne's turn")
			tb.passEnemyTurn()
			shot("event-time")
			showEnemyEditor(tb.S, giantSpider(), tb.S.ShowHome)
			tb.Shot(sz.Name + "-sorcery-enemy-editor")
		})
	}
}

// TestSorceryTabletColumns: on a tablet the Enemy roster stands beside
// the Heroes and the round, each column scrolling on its own; a phone
// keeps one column, and turning the window changes it back and forth.
func TestSorceryTabletColumns(t *testing.T) {
	tb := twoHeroQuest(t)
	for _, step := range []struct {
		size fyne.Size
		want int
	}{{phone, 1}, {uitest.Tablet, 2}, {phone, 1}} {
		tb.Win.Resize(step.size)
		if n := tb.ScrollColumns(); n != step.want {
			t.Errorf("at %v the table shows %d scrolling columns, want %d", step.size, n, step.want)
		}
	}
	tb.See("Enemies")
}
