package villainsui

import (
	"testing"

	"tableside/tracker"
	"tableside/tracker/villains"
)

// TestVillainsInEveryLook draws every screen of the rules-004 game, the
// home screen and its pop-ups at a small phone, a phone and a tablet, at
// every text size: nothing past the edge, every option of a pop-up in
// sight when it fits, no rule line numbers (uitest.EveryLook).
func TestVillainsInEveryLook(t *testing.T) {
	tb := newTable(t, phone)
	c := tb.campaign("The Friday group of the Crypt", "The Baron", "The Duchess of the Drowned Crypt")
	lineUp := [][2]string{{"Ana", "The Baron"}, {"", "The Duchess of the Drowned Crypt"}}
	setup := func() { newVillainsSetup(tb.S, c, lineUp, -1).show() }
	tb.LookAt("the setup screen", setup)
	tb.LookAt("the setup screen, no Villain picked", func() { newVillainsSetup(tb.S, c, [][2]string{{"Ana", ""}, {"", ""}}, -1).show() })
	tb.LookAt("a seat's Villains", func() { setup(); tb.TapObject(tb.Buttons(villainPrefix)[1]) })
	tb.LookAt("the Villain boards to correct", func() { setup(); tb.Tap("Correct a Villain board") })
	setup()
	tb.Tap("Start the game")
	redraw := func() { tb.S.Current().Redraw() }
	tb.EveryLook("the move step", redraw)
	tb.Tap("Move to Docks")
	tb.EveryLook("the actions", redraw)
	tb.LookAt("the card kinds", func() { redraw(); tb.Tap("Play a Card") })
	tb.LookAt("the number pad", func() { redraw(); tb.Tap("Play a Card"); tb.Tap("Ally") })
	tb.LookAt("the game's menu", func() { redraw(); tb.Tap("Card effects") })
	tb.LookAt("the revealed Fate cards", func() { redraw(); tb.Tap("Fate") })
	tb.LookAt("the history", func() { tb.S.Current().ShowHistory() })
	tb.LookAt("the Villain editor", func() { showVillainEditor(tb.S, testVillain("The Duchess of the Drowned Crypt"), tb.S.ShowHome) })
	tb.LookAt("the home screen", func() { tb.S.ShowHome() })
	tb.LookAt("the settings", func() { tb.S.ShowSettings() })
}

// TestNewCampaignInEveryLook draws the New campaign dialog as the app
// offers it (a kit sheet, issue 24), every game of its lineup, at every
// size and text size.
func TestNewCampaignInEveryLook(t *testing.T) {
	tb := newTable(t, phone)
	tb.LookAt("a new campaign", func() { tb.S.ShowHome(); tb.Tap("New campaign") })
}

// TestVillainSheetsInEveryLook draws the board's other sheets, its draw
// step and a game won, and the editor's sheets, in every look (issue 24):
// which Hero to vanquish and with which Allies (Vanquish greyed, saying
// why), whether an Item is attached, a location to put a card at, gain or
// lose, declaring the winner, the action kinds and the Power pad.
func TestVillainSheetsInEveryLook(t *testing.T) {
	tb := newTable(t, phone)
	place := func(k villains.CardKind, str, to int) tracker.Command {
		return villains.PlaceCard(villains.PlaceCardCmd{Player: 0, Card: k, Strength: str, To: to})
	}
	// Ana's Forest: Heroes #1 and #2, Allies #3 and #4; an Ally #5 at her Lair.
	startAt(t, tb, villains.Unlock(0, 2), place(villains.CardHero, 3, 2), place(villains.CardHero, 2, 2),
		place(villains.CardAlly, 2, 2), place(villains.CardAlly, 2, 2), place(villains.CardAlly, 1, 0))
	redraw := func() { tb.S.Current().Redraw() }
	board := func() *villainsBoard {
		redraw()
		return newVillainsBoard(tb.S.Current().View().(*view), tb.State())
	}
	tb.LookAt("the Heroes to vanquish", func() {
		b := board()
		b.pickCard("Vanquish which Hero?", "", b.st.ActionTargets(villains.ActionVanquish), func(villains.CardRef) {})
	})
	fight := func() {
		b := board()
		b.pickAllies(0, b.st.ActionTargets(villains.ActionVanquish)[0])
	}
	tb.LookAt("the Allies who fight", fight)
	fight()
	tb.See("Tick Allies with Strength 3 or more in all")
	tb.ClosePopups()
	tb.LookAt("attach the Item", func() { board().pickBearer(0, 0, func(int) {}) })
	tb.LookAt("a location to put a card at", func() {
		board().pickLocation("Put it at", 0, everyLocation(), func(int) {})
	})
	tb.LookAt("gain or lose", func() { redraw(); tb.Tap("Card effects"); tb.Tap("Change Ana's Power") })
	tb.LookAt("declare the winner", func() { redraw(); tb.Tap("Card effects"); tb.Tap("Ana has met the objective") })
	tb.Tap("Move to Docks")
	tb.Tap("Done with actions")
	tb.EveryLook("the draw step", redraw)
	tb.Tap("Card effects")
	tb.Tap("Ana has met the objective")
	tb.Tap("Ana wins")
	tb.EveryLook("a game won", redraw)

	tb.LookAt("the action kinds", func() {
		showVillainEditor(tb.S, testVillain("The Baron"), tb.S.ShowHome)
		tb.TapObject(tb.Buttons("Add an action")[0])
	})
	tb.LookAt("the Power an action gains", func() {
		showVillainEditor(tb.S, testVillain("The Baron"), tb.S.ShowHome)
		tb.TapObject(tb.Buttons("Add an action")[0])
		tb.Tap("Gain Power")
	})
	tb.LookAt("a new Villain board", func() { showVillainEditor(tb.S, villains.VillainCard{}, tb.S.ShowHome) })
}
