package valorui

import (
	"tableside/campaign"
	"tableside/tracker/valor"
)

// The walks the tests take to a game's state, by the taps a player makes:
// a new game set up from the library, its setup checklist done, a Hero
// Round played with nobody acting.

// startValor sets up a 2-Hero Labyrinth game through the setup screen.
// Drop-downs in screen order: box, mode, Hero 1, Hero 2, Villain, Lead,
// then the Loot Stash cards.
func (tb *table) startValor() campaign.Campaign {
	tb.T.Helper()
	tb.valorLibrary()
	c := tb.openSetup("Thursday")
	tb.See("New game: Thursday")
	tb.TypeIn("Player 1", "Ana")
	tb.TypeIn("Player 2", "Bo")
	tb.pickLabyrinth()
	tb.Tap("Start the game")
	return c
}

// openSetup makes a Valor campaign called name and opens its setup.
func (tb *table) openSetup(name string) campaign.Campaign {
	tb.T.Helper()
	c, err := tb.S.Store().CreateCampaign(name, "valor")
	if err != nil {
		tb.T.Fatal(err)
	}
	tb.S.SetupGame(c)
	return c
}

// pickLabyrinth picks the library's Rowan and Bjorn against the Golem.
func (tb *table) pickLabyrinth() {
	tb.T.Helper()
	tb.pickIn(0, "Rowan")
	tb.pickIn(1, "Bjorn")
	tb.pickIn(2, "Golem")
}

// finishChecklist taps the due item's button until the checklist is done.
func (tb *table) finishChecklist(label string, n int) {
	tb.T.Helper()
	for i := 0; i < n; i++ {
		tb.Tap(label)
	}
}

// startValorReady is startValor with the setup checklist's 9 items done:
// the table is asked Charge or Hold.
func (tb *table) startValorReady() {
	tb.T.Helper()
	tb.startValor()
	tb.finishChecklist("Done", 9)
}

// charge ticks whatever the setup checklist holds and Charges: the first
// Hero's Turn, in any box.
func (tb *table) charge() {
	tb.T.Helper()
	for len(tb.valorState().Checklist()) > 0 {
		tb.Tap("Done")
	}
	tb.Tap("Charge")
}

// startMordak starts a Minions of Mordak game of two Heroes against
// Mordak (Schemy Meddling, a Plus-One on his Power Action), played by Vic.
func (tb *table) startMordak(h1, h2 valor.HeroCard) {
	tb.T.Helper()
	N, B := valor.DieNovice, valor.DieBlank
	tb.saveValor(valor.LibraryHero, h1.Name, h1)
	tb.saveValor(valor.LibraryHero, h2.Name, h2)
	tb.saveValor(valor.LibraryVillain, "Mordak", valor.VillainCard{
		Name: "Mordak", Health: []int{40, 50, 60, 70, 80}, MaxHealth: 100, Actions: 3, MaxActions: 6, Spells: 2,
		Rows: []valor.RowCard{
			{Kind: valor.RowMelee, Slots: []valor.Die{N, B}}, {Kind: valor.RowRanged, Slots: []valor.Die{N, B}},
			{Kind: valor.RowMagic, Power: true, Slots: []valor.Die{N, N, B}}, {Kind: valor.RowCorruption, Slots: []valor.Die{N, N, B}},
		},
		Abilities: []valor.Ability{valor.AbilitySchemyMeddling},
	})
	hl := valor.LootStashCard{Name: "Hero Loot 1-2", For: valor.LootHeroes, MinHeroes: 1, MaxHeroes: 2, Side: "A",
		Columns: []valor.LootColumn{{Bounty: 1, XP: 1}, {Bounty: 3, XP: 2}}}
	vl := villainLoot12()
	tb.saveValor(valor.LibraryLootStash, hl.Name, hl)
	tb.saveValor(valor.LibraryLootStash, vl.Name, vl)
	tb.openSetup("Sunday")
	tb.Choose(valor.BoxMordak.Title())
	// No mode in Minions of Mordak: box, Hero 1, Hero 2, Villain, Lead, loot.
	tb.pickIn(0, h1.Name)
	tb.pickIn(1, h2.Name)
	tb.pickIn(2, "Mordak")
	tb.TypeIn("Who plays Mordak?", "Vic")
	tb.Tap("Start the game")
}

// startLab starts a Lludwik's Labyrinth game of h1 and h2 against the
// Golem through the setup screen, its setup checklist done and the
// Initiative set: h1 takes the first Turn.
func (tb *table) startLab(h1, h2 valor.HeroCard) {
	tb.T.Helper()
	tb.valorLibrary()
	tb.saveValor(valor.LibraryHero, h1.Name, h1)
	tb.saveValor(valor.LibraryHero, h2.Name, h2)
	tb.openSetup("Thursday")
	tb.pickIn(0, h1.Name)
	tb.pickIn(1, h2.Name)
	tb.pickIn(2, "Golem")
	tb.Tap("Start the game")
	tb.charge()
}

// startOnTestMap is startValorReady with the test map laid (layTestMap):
// the table is asked Charge or Hold.
func (tb *table) startOnTestMap() {
	tb.T.Helper()
	tb.startValorReady()
	tb.layTestMap()
}

// toFirstTurnMapOnTable is toFirstTurn for a group that keeps its map on
// the table only: the setup checklist's map item done there, then the
// other 8 items.
func (tb *table) toFirstTurnMapOnTable() {
	tb.T.Helper()
	tb.startValor()
	tb.Tap("Done on the table only")
	tb.finishChecklist("Done", 8)
	tb.Tap("Charge")
}

// toFirstTurn starts the 2-Hero Labyrinth game of startValor, its setup
// checklist done, and Charges: Rowan's Turn.
func (tb *table) toFirstTurn() {
	tb.T.Helper()
	tb.startValorReady()
	tb.See("Charge (go first) or Hold (go last)?")
	tb.Tap("Charge")
}

// toMordaksTurn plays a Minions of Mordak game's first Hero Round by taps,
// nobody acting, to Mordak's Turn in the Villain Step (001 L221, L243).
func (tb *table) toMordaksTurn() {
	tb.T.Helper()
	tb.startGwenAndLoxley()
	tb.charge()
	tb.passToMordak()
}

// startGwenAndLoxley is startMordak with the two Heroes most Minions of
// Mordak tests play, boards with no Unique Ability.
func (tb *table) startGwenAndLoxley() {
	tb.T.Helper()
	tb.startMordak(valorHeroCard("Gwen"), valorHeroCard("Loxley"))
}

// passToMordak plays the rest of Gwen's and Loxley's Hero Round with
// nobody acting and ends it: Mordak's Turn in the Villain Step. Its Level
// Up Step has 4 items: no Events in Minions of Mordak (001 L480-484).
func (tb *table) passToMordak() {
	tb.T.Helper()
	tb.toCashOut("Gwen", "Loxley", 4)
	// The empty Hero Loot Stash cashes out by itself.
	tb.Tap("Level Ups done")
	tb.Tap("End the Hero Round")
	tb.See("Mordak's Turn: 3 of 3 Action Points left")
}

// toCashOut ends h1's and h2's Turns, then does the Level Up Step's n
// checklist items and its Treasures: the Hero Loot Stash's cash-out.
func (tb *table) toCashOut(h1, h2 string, n int) {
	tb.T.Helper()
	tb.Tap("End " + h1 + "'s Turn")
	tb.Tap("End " + h2 + "'s Turn")
	tb.finishChecklist("Done", n)
	tb.Tap("Treasures done")
}

// toVillainRound plays the Hero Round of a fresh 2-Hero game through its
// buttons: nobody acts, nothing is cashed out.
func (tb *table) toVillainRound() {
	tb.T.Helper()
	tb.toHeroRoundEnd()
	tb.Tap("End the Hero Round: Level Up Step")
}

// toHeroRoundEnd is toVillainRound but its last tap, End the Hero Round.
func (tb *table) toHeroRoundEnd() {
	tb.T.Helper()
	tb.Tap("Boards")
	tb.Tap("Charge")
	tb.toCashOut("Rowan", "Bjorn", 5)
	// The empty Hero Loot Stash cashes out by itself.
	tb.Tap("Level Ups done")
}

// toCorruptionRoll sets up a game on the test map (layTestMap) and plays
// to the Villain Step's Corruption roll: the Magic roll's 1 Hit flips a
// Spell costing 3, which it cannot afford.
func (tb *table) toCorruptionRoll() {
	tb.T.Helper()
	tb.startOnTestMap()
	tb.toVillainRound()
	tb.Tap("1")
	tb.Tap("Enter the Spell's costs")
	tb.Tap("3") // the Spells resolve by themselves
}
