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
	tb := libraryTable(t)
	c := tb.newQuest("The Friday group of the Ancient Chronicles")
	setup := func() {
		Screens{}.Setup(tb.S, c)
		tb.pickSeat(0, "Artemis")
		tb.pickSeat(1, "Jeanne")
	}
	tb.LookAt("the setup screen", setup)
	tb.LookAt("a seat's Heroes", func() { setup(); tb.Tap("2. ") })
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
	tb.howFar("0", "3")
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
	tb.EveryLook("the Time Phase's summary", redraw)
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
	tb.howFar("Not in sight", "Not in sight")
	tb.EveryLook("the paths", redraw)
	tapButton(t, tb.Buttons("3")[2])
	tapButton(t, tb.Buttons("2")[3])
	tb.Tap("Yes")
	tb.Tap("0")
	tb.EveryLook("the next Enemy", redraw)
	tb.Tap("Next Enemy")
	tb.EveryLook("the same area", redraw)
}

// TestSorceryEveryScreenInEveryLook draws, at every size, text size and
// theme (uitest.EveryLook), the screens TestSorceryInEveryLook and the
// Minion, power and tie tests do not: the card editors, a Hero's board
// with items and a Companion, an Enemy's power icon and bleed in the
// wizard, an Encounter card typed as it is first drawn, placing an
// Enemy, the spawn's gate, the Event card typed, and the Journey between Quests with its pop-ups.
func TestSorceryEveryScreenInEveryLook(t *testing.T) {
	tb := libraryTable(t)
	tb.save(sorcery.ItemKind, "Amulet", sorcery.Item{Name: "Amulet", Slot: sorcery.Artifact, Charges: 2})
	tb.save(sorcery.CompanionKind, "Dharma", sorcery.Companion{Name: "Dharma", MaxHP: 6, HeroCount: 1})
	tb.newQuest("Friday")
	tb.LookAt("the power editor", func() { showPowerEditor(tb.S, sorcery.EnemyPower{}, tb.S.ShowHome) })
	tb.LookAt("the Companion editor", func() { showCompanionEditor(tb.S, sorcery.Companion{}, tb.S.ShowHome) })
	tb.LookAt("the item editor", func() { showItemEditor(tb.S, sorcery.Item{}, tb.S.ShowHome) })

	tb.start(itemsTable(spiderCard()))
	redraw := func() { tb.S.Current().Redraw() }
	tb.Tap("Jeanne ·")
	tb.EveryLook("a Hero's board with items and a Companion", redraw)
	tb.LookAt("placing an Enemy", func() { redraw(); tb.Tap("Place an Enemy") })
	tb.LookAt("the spawn's card", func() { redraw(); tb.Tap("Spawn Enemies") })
	tb.Tap("End Jeanne's turn")
	tb.Tap("E")
	tb.EveryLook("an Enemy's bleed and power cards", redraw)
	tb.toTheSentence()
	tb.EveryLook("a sentence of the card", redraw)
	tb.Tap("Leave the Enemy Turn")

	// An Encounter card drawn for the first time, and the Event card typed.
	tb2 := twoHeroQuest(t)
	redraw2 := func() { tb2.S.Current().Redraw() }
	tb2.Tap("End Artemis's turn")
	tb2.LookAt("an Encounter card drawn the first time", func() { redraw2(); tb2.Tap("E") })
	tb2.Tap("Back")
	tb2.passEnemyTurn()
	tb2.Tap("Start Jeanne's turn")
	tb2.Tap("End Jeanne's turn")
	tb2.passEnemyTurn()
	tb2.LookAt("the Event card typed", func() { redraw2(); tb2.Tap("Draw an Event card") })
	tb2.LookAt("the spawn's gate", func() {
		redraw2()
		tb2.Tap("Spawn Enemies")
		tb2.Tap("Green Giant Spider")
	})

	// Between Quests: the Journey and its pop-ups.
	tb.do(sorcery.QuestEnd(nil), sorcery.MoveLabel("Begin"), sorcery.EnterSite("Nilmerg Village", 3),
		sorcery.AddVenture("Raseac", "3 Chests", "3 Loots per Hero"), sorcery.ToStash("Jeanne", "Amulet"))
	tb.EveryLook("the Journey", redraw)
	tb.LookAt("a Venture card", func() { redraw(); tb.Tap("A Venture card") })
	tb.LookAt("a Label asked", func() { redraw(); tb.Tap("Move to a Label") })
}

// itemsTable is the example table with card in play, bleeding and owed
// a power card, Dharma beside Thorgren and Jeanne's three items: a table
// that shows most of what a board and an Enemy Turn can.
func itemsTable(card sorcery.EnemyCard) sorcery.State {
	card.PowerIcons = 1
	st := exampleTable(sorcery.Enemy{Card: card, Copy: 1, PowersDue: 1, Conditions: sorcery.Conditions{Bleed: 1}})
	st.Companions = []sorcery.Companion{{Name: "Dharma", Owner: 1, MaxHP: 6, HeroCount: 1}}
	st.Heroes[0].Items = []sorcery.HeldItem{{Item: sorcery.Item{Name: "Amulet", Slot: sorcery.Artifact, Charges: 2}, Equipped: true, Left: 1},
		{Item: sorcery.Item{Name: "Chain Mail of the Deep Halls", Slot: sorcery.Armour, Armor: 2}, Equipped: true, Breaks: 1},
		{Item: sorcery.Item{Name: "Bastard Sword", Slot: sorcery.Primary, Hands: sorcery.HandAndHalf}, Equipped: true}}
	return st
}

// toTheSentence goes on from the bleeding Enemy of itemsTable, in its
// Enemy Turn, to its rule's sentence: Jeanne 0 areas off, Thorgren 3,
// Dharma not in sight.
func (tb *table) toTheSentence() {
	tb.T.Helper()
	tb.Tap("Go on")
	tb.howFar("0", "3", "Not in sight")
}
