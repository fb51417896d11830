package sorceryui

import (
	"testing"

	"tableside/tracker/sorcery"
)

// TestSorceryInEveryLook draws every screen of the game at a small
// phone, a phone and a tablet, at every text size: nothing past the edge,
// a pop-up's options in sight when they fit, no rule line numbers
// (uitest.EveryLook).
func TestSorceryInEveryLook(t *testing.T) {
	tb := newTable(t, phone)
	tb.library()
	c := tb.newQuest("The Friday group of the Ancient Chronicles")
	setup := func() {
		Screens{}.Setup(tb.S, c)
		tb.pickSeat(0, "Artemis")
		tb.pickSeat(1, "Jeanne")
	}
	tb.LookAt("the setup screen", setup)
	tb.LookAt("the Hero editor", func() { showHeroEditor(tb.S, sorcery.Hero{}, tb.S.ShowHome, nil) })
	tb.LookAt("the Enemy editor", func() { showEnemyEditor(tb.S, giantSpider(), tb.S.ShowHome) })
	tb.LookAt("the Encounter editor", func() { showEncounterEditor(tb.S, sorcery.EncounterCard{}, tb.S.ShowHome) })
	setup()
	tb.Tap("All Green")
	tb.Tap("Start the Quest")
	redraw := func() { tb.S.Current().Redraw() }
	tb.EveryLook("the glance and roster", redraw)
	tb.Tap("Artemis ·")
	tb.EveryLook("a Hero's board", redraw)
	tb.LookAt("the Quest end checklist", func() { redraw(); tb.Tap("End the Quest") })
	tb.LookAt("an Enemy's conditions", func() { redraw(); tb.Tap("Condition") })
	tb.Tap("End Artemis's turn")
	tb.EveryLook("the Encounter letter", redraw)
	tb.Tap("A")
	tb.EveryLook("the distances", redraw)
	tapButton(t, tb.Buttons("0")[0])
	tapButton(t, tb.Buttons("3")[1])
	tb.EveryLook("the victim's reason and the wounds", redraw)
	tb.Tap("2")
	tb.Tap("Done with this Enemy")
	tb.Tap("End the Enemy Turn")
	tb.Tap("Start Jeanne's turn")
	tb.Tap("End Jeanne's turn")
	tb.passEnemyTurn()
	tb.EveryLook("the Event and Time Phases", redraw)
	tb.LookAt("the spawn calculator", func() { redraw(); tb.Tap("Spawn Enemies") })
	redraw()
	tb.eventCard()
	tb.Tap("Confirm the Time Phase")
	tb.EveryLook("the Soul Counter", redraw)
}

// TestWizardTiesInEveryLook draws the wizard's tie, path and copy
// questions at every size and text size.
func TestWizardTiesInEveryLook(t *testing.T) {
	tb := newTable(t, phone)
	blind := inPlay(simple("Black Dwarf of the Deep Halls", sorcery.Blue, sorcery.MostWounded), 1, 0)
	blind.Conditions.Health = sorcery.Blind
	tb.enemyTurn(exampleTable(inPlay(hobgremlin(), 1, 0), inPlay(hobgremlin(), 2, 0), blind), "H")
	redraw := func() { tb.S.Current().Redraw() }
	tb.EveryLook("a blind Enemy", redraw) // Blue acts before Green (L6313-6316)
	tb.Tap("No hit")
	tb.Tap("Next Enemy")
	tb.EveryLook("a tie", redraw)
	tb.Tap("Green Hobgremlin 2")
	tapButton(t, tb.Buttons("Not in sight")[0])
	tapButton(t, tb.Buttons("Not in sight")[1])
	tb.EveryLook("the paths", redraw)
	tapButton(t, tb.Buttons("3")[2])
	tapButton(t, tb.Buttons("2")[3])
	tb.Tap("Yes")
	tb.Tap("0")
	tb.EveryLook("the next Enemy", redraw)
	tb.Tap("Next Enemy")
	tb.EveryLook("the same area", redraw)
}
