package sorceryui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestScreensRender draws the main screens at phone and tablet size. With
// TABLESIDE_SCREENS=dir the PNGs are written there to be looked at;
// without it the test still proves every screen builds and fits.
func TestScreensRender(t *testing.T) {
	for _, sz := range []struct {
		name string
		size fyne.Size
	}{{"phone", phone}, {"tablet", tablet}} {
		t.Run(sz.name, func(t *testing.T) {
			tb := newTable(t, sz.size)
			tb.library()
			tb.newQuest("Friday")
			tb.Selects(0).SetSelected("Artemis")
			tb.Selects(1).SetSelected("Jeanne")
			tb.Shot(sz.name + "-sorcery-setup")
			tb.Tap("All Green")
			tb.Tap("Start the Quest")
			tb.Shot(sz.name + "-sorcery-glance")
			tb.Tap("Artemis ·")
			tb.Shot(sz.name + "-sorcery-hero")
			tb.Tap("End Artemis's turn")
			tb.Shot(sz.name + "-sorcery-letter")
			tb.Tap("A")
			tapButton(t, tb.Buttons("0")[0])
			tb.Shot(sz.name + "-sorcery-sights")
			tapButton(t, tb.Buttons("3")[1])
			tb.Shot(sz.name + "-sorcery-condition")
			tb.Tap("No")
			tb.Shot(sz.name + "-sorcery-wounds")
			tb.Tap("2")
			tb.Shot(sz.name + "-sorcery-next")
			tb.Tap("Done with this Enemy")
			tb.Tap("End the Enemy Turn")
			tb.Tap("Start Jeanne's turn")
			tb.Tap("End Jeanne's turn")
			tb.Tap("Leave the Enemy Turn")
			tb.Shot(sz.name + "-sorcery-event-time")
			showEnemyEditor(tb.S, giantSpider(), tb.S.ShowHome)
			tb.Shot(sz.name + "-sorcery-enemy-editor")
		})
	}
}
