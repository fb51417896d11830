package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestScreensRender draws every main screen at phone and tablet size. With
// TABLESIDE_SCREENS=dir the PNGs are written there to be looked at; without
// it the test still proves every screen builds and paints at both sizes.
func TestScreensRender(t *testing.T) {
	for _, sz := range []struct {
		name string
		size fyne.Size
	}{{"phone", phone}, {"tablet", tablet}} {
		t.Run(sz.name, func(t *testing.T) {
			tb := newTable(t, sz.size)
			tb.shot(sz.name + "-home-empty")
			tb.saveVillain(testVillain("The Baron"))
			// A long name: every screen must still fit a phone's width.
			tb.saveVillain(testVillain("The Duchess of the Drowned Crypt"))
			c, err := tb.s.store.CreateCampaign("Friday group", "villains")
			if err != nil {
				t.Fatal(err)
			}
			tb.s.setupGame(c)
			tb.selects(0).SetSelected("The Baron")
			tb.selects(1).SetSelected("The Duchess of the Drowned Crypt")
			tb.shot(sz.name + "-setup")
			tb.tap("Start the game")
			tb.shot(sz.name + "-board-move")
			tb.tap("Move to Docks")
			tb.shot(sz.name + "-board-actions")
			tb.tap("Play a Card")
			tb.tap("Ally")
			tb.shot(sz.name + "-numberpad")
			tb.keys("0")
			tb.keys("4")
			tb.tap("Lair")
			tb.tap("Done with actions")
			tb.shot(sz.name + "-board-draw")
			// Each player's board, whoever's turn it is.
			for i, chip := range newVillainsBoard(tb.s.cur, tb.state()).players {
				test.Tap(chip)
				tb.shot(fmt.Sprintf("%s-board-player%d", sz.name, i+1))
			}
			tb.s.cur.showHistory()
			tb.shot(sz.name + "-history")
			tb.s.showHome()
			tb.shot(sz.name + "-home")
			tb.s.showSettings()
			tb.shot(sz.name + "-settings")
			showVillainEditor(tb.s, testVillain("The Baron"), tb.s.showHome)
			tb.shot(sz.name + "-villain-editor")
		})
	}
}
