package sorcery

import "tableside/tracker"

var _ tracker.CardChecker = Game{}

// libraryKinds are the kinds of card the library keeps for this game, as
// stored with each card, with the check an imported card of each passes:
// the same Validate its editor uses, under the name its editor saves it
// by, so an imported card is one the screens could have saved.
func libraryKinds() []tracker.CardKind {
	return []tracker.CardKind{
		tracker.CardOf[Hero](HeroKind),
		// Saved as the table names it: "Green Hobgremlin".
		{Kind: EnemyKind, Check: func(name string, data []byte) error {
			return tracker.CheckCardNamed(name, data, func(c EnemyCard) string { return Enemy{Card: c, Copy: 1}.Label() })
		}},
		{Kind: EncounterKind, Check: func(name string, data []byte) error {
			return tracker.CheckCardNamed(name, data, func(c EncounterCard) string { return c.Letter })
		}},
		tracker.CardOf[EventCard](EventKind),
		tracker.CardOf[EnemyPower](EnemyPowerKind),
		tracker.CardOf[Companion](CompanionKind),
		tracker.CardOf[Item](ItemKind),
		tracker.CardOf[MinionScroll](MinionKind),
	}
}

// CheckCard checks a card library entry read from outside (a library file
// from another device) by its kind (libraryKinds). Unknown fields are
// refused: the next save would drop them without a word.
func (Game) CheckCard(kind, name string, data []byte) error {
	return tracker.CheckCardKinds(libraryKinds(), kind, name, data)
}
