package villainsui

import (
	"testing"
)

// TestVillainsInEveryLook draws every screen of the rules-004 game, the
// home screen and its pop-ups at a small phone, a phone and a tablet, at
// every text size: nothing past the edge, every option of a pop-up in
// sight when it fits, no rule line numbers (uitest.EveryLook).
func TestVillainsInEveryLook(t *testing.T) {
	tb := newTable(t, phone)
	tb.saveVillain(testVillain("The Baron"))
	tb.saveVillain(testVillain("The Duchess of the Drowned Crypt"))
	c, err := tb.S.Store().CreateCampaign("The Friday group of the Crypt", "villains")
	if err != nil {
		t.Fatal(err)
	}
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
	tb.LookAt("the revealed Fate cards", func() {
		st := tb.state()
		redraw()
		tb.Tap("Fate")
		tb.Tap(st.Players[st.FateTargets()[0]].Name)
	})
	tb.LookAt("the history", func() { tb.S.Current().ShowHistory() })
	tb.LookAt("the Villain editor", func() { showVillainEditor(tb.S, testVillain("The Duchess of the Drowned Crypt"), tb.S.ShowHome) })
	tb.LookAt("the home screen", func() { tb.S.ShowHome() })
	tb.LookAt("the settings", func() { tb.S.ShowSettings() })
}

// TestNewCampaignInEveryLook draws the New campaign dialog as the app
// offers it, every game of its lineup, at every size and text size.
func TestNewCampaignInEveryLook(t *testing.T) {
	// With the app's five games (issue 24) the stock radio list's longest
	// title, "Sword & Sorcery: Ancient Chronicles", runs past a 360 and a
	// 400 pt phone, and the name field past them at large text: the
	// dialog (ui/home.go) is being rebuilt with the kit's choice list on
	// another branch of issue 24, which this look is to check once merged.
	t.Skip("the New campaign dialog overflows a phone with the app's five games; its rebuild is on another branch (issue 24)")
	tb := newTable(t, phone)
	tb.LookAt("a new campaign", func() { tb.S.ShowHome(); tb.Tap("New campaign") })
}
