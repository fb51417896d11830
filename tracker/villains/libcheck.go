package villains

import "tableside/tracker"

var _ tracker.CardChecker = Game{}

// CheckCard checks a card library entry read from outside (a library file
// from another device) with the same Validate the Villain editor uses, so
// an imported board is one the setup screen can seat. Unknown fields are
// refused: the next save would drop them without a word.
func (Game) CheckCard(kind, name string, data []byte) error {
	return tracker.CheckCardKinds([]tracker.CardKind{tracker.CardOf[VillainCard](LibraryKind)}, kind, name, data)
}
