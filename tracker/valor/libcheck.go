package valor

import (
	"fmt"

	"tableside/tracker"
)

var _ tracker.CardChecker = Game{}

// CheckCard checks a card library entry read from a file (a library
// carried from another device) with the same Validate its editor uses, so
// an imported card is one the screens could have saved. Unknown fields are
// refused: they would be dropped without a word on the next save.
func (Game) CheckCard(kind, name string, data []byte) error {
	switch kind {
	case LibraryHero:
		return checkCard[HeroCard](name, data)
	case LibraryVillain:
		return checkCard[VillainCard](name, data)
	case LibraryLootStash:
		return checkCard[LootStashCard](name, data)
	case LibraryTreasure:
		return checkCard[TreasureCard](name, data)
	case LibraryMinion:
		return checkCard[MinionCard](name, data)
	}
	return fmt.Errorf("this version of Tableside does not know the kind of card %q; update the app", kind)
}

// libraryCard is every type the library keeps, each with its rules.
type libraryCard interface {
	HeroCard | VillainCard | LootStashCard | TreasureCard | MinionCard
	Validate() error
}

func checkCard[T libraryCard](name string, data []byte) error {
	return tracker.CheckCardJSON[T](name, data)
}
