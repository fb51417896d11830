package villainsui

import (
	"fmt"
	"testing"

	"tableside/ui/uitest"
)

// TestScreensRender draws every main screen at phone and tablet size. With
// TABLESIDE_SCREENS=dir the PNGs are written there to be looked at; without
// it the test still proves every screen builds and paints at both sizes.
func TestScreensRender(t *testing.T) {
	for _, sz := range uitest.PhoneAndTablet() {
		t.Run(sz.Name, func(t *testing.T) {
			tb := newTable(t, sz.Size)
			tb.Shot(sz.Name + "-home-empty")
			// A long name: every screen must still fit a phone's width.
			tb.openSetup("Friday group", "The Baron", "The Duchess of the Drowned Crypt")
			tb.pickVillain(0, "The Baron")
			tb.pickVillain(1, "The Duchess of the Drowned Crypt")
			tb.Shot(sz.Name + "-setup")
			tb.Tap("Start the game")
			tb.Shot(sz.Name + "-board-move")
			tb.Tap("Move to Docks")
			tb.Shot(sz.Name + "-board-actions")
			tb.Tap("Play a Card")
			tb.Tap("Ally")
			tb.Shot(sz.Name + "-numberpad")
			tb.Keys("0")
			tb.Keys("4")
			tb.Tap("Lair")
			tb.Tap("Done with actions")
			tb.Shot(sz.Name + "-board-draw")
			// Each player's board, whoever's turn it is.
			for i, p := range tb.State().Players {
				tb.Tap(p.Name + "  ·") // the player's chip, as a player taps it
				tb.Shot(fmt.Sprintf("%s-board-player%d", sz.Name, i+1))
			}
			tb.S.Current().ShowHistory()
			tb.Shot(sz.Name + "-history")
			tb.S.ShowHome()
			tb.Shot(sz.Name + "-home")
			tb.S.ShowSettings()
			tb.Shot(sz.Name + "-settings")
			showVillainEditor(tb.S, testVillain("The Baron"), tb.S.ShowHome)
			tb.Shot(sz.Name + "-villain-editor")
		})
	}
}
