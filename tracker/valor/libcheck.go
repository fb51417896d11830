package valor

import "tableside/tracker"

var _ tracker.CardChecker = Game{}

// CheckCard checks a card library entry read from a file (a library
// carried from another device) with the same Validate its editor uses, so
// an imported card is one the screens could have saved. Unknown fields are
// refused: they would be dropped without a word on the next save.
func (Game) CheckCard(kind, name string, data []byte) error {
	return tracker.CheckCardKinds([]tracker.CardKind{
		tracker.CardOf[HeroCard](LibraryHero),
		tracker.CardOf[VillainCard](LibraryVillain),
		tracker.CardOf[LootStashCard](LibraryLootStash),
		tracker.CardOf[TreasureCard](LibraryTreasure),
		tracker.CardOf[MinionCard](LibraryMinion),
	}, kind, name, data)
}
