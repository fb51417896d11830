package legends

import (
	"encoding/json"
	"fmt"

	"tableside/tracker"
)

// The kinds of card the library keeps for this game (the note, §6.1), as
// stored with each card: never rename one.
const (
	LibraryHero    = "hero"
	LibraryMonster = "monster"
	LibraryDefence = "defence"
	LibraryWeapon  = "weapon"
	LibrarySpell   = "spell"
)

// LibraryKinds lists the kinds in the order the library screen shows them.
func LibraryKinds() []string {
	return []string{LibraryHero, LibraryMonster, LibraryDefence, LibraryWeapon, LibrarySpell}
}

var _ tracker.CardChecker = Game{}

// CheckCard checks a card library entry read from outside (a library file
// from another device) with the same Validate its editor uses, so an
// imported card is one the screens could have saved. Unknown fields are
// refused: the next save would drop them without a word.
func (Game) CheckCard(kind, name string, data []byte) error {
	switch kind {
	case LibraryHero:
		return checkCard[HeroBoard](name, data)
	case LibraryMonster:
		return checkCard[MonsterCard](name, data)
	case LibraryDefence:
		return checkCard[DefenceCard](name, data)
	case LibraryWeapon:
		return checkCard[WeaponCard](name, data)
	case LibrarySpell:
		return checkCard[SpellCard](name, data)
	}
	return fmt.Errorf("this version of Tableside does not know the kind of card %q; update the app", kind)
}

// libraryCard is every type the library keeps, each with its rules.
type libraryCard interface {
	HeroBoard | MonsterCard | DefenceCard | WeaponCard | SpellCard
	Validate() error
}

func checkCard[T libraryCard](name string, data []byte) error {
	var c T
	if err := tracker.DecodeState(data, &c, "its details"); err != nil {
		return err
	}
	// The screens find a card by the name inside it, the library by its
	// own: both must agree, or a correction would make a second card.
	var named struct {
		Name string `json:"name"`
	}
	if json.Unmarshal(data, &named) != nil || named.Name != name {
		return fmt.Errorf("its details name it %q", named.Name)
	}
	return c.Validate()
}
