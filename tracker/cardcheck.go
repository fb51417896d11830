package tracker

import (
	"encoding/json"
	"fmt"
)

// CheckCardJSON is the usual body of a CardChecker for one kind of card: the
// card's JSON read strictly into a T (unknown fields refused: the next save
// would drop them without a word), named as the library names it, and
// passed by T's own Validate, the one its editor uses.
func CheckCardJSON[T interface{ Validate() error }](name string, data []byte) error {
	var c T
	if err := DecodeState(data, &c, "its details"); err != nil {
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

// CheckCardNamed is CheckCardJSON for a card its editor saves under a name
// other than its own "name" field (a Sword & Sorcery Encounter under its
// letter, an Enemy under its rank and name): named is that name, worked
// out from the card as the editor does.
func CheckCardNamed[T interface{ Validate() error }](name string, data []byte, named func(T) string) error {
	var c T
	if err := DecodeState(data, &c, "its details"); err != nil {
		return err
	}
	if n := named(c); n != name {
		return fmt.Errorf("its details name it %q", n)
	}
	return c.Validate()
}

// CardKind is one kind of card a game's library keeps, as stored with each
// card, and its check (CheckCardJSON or CheckCardNamed over the card's
// type).
type CardKind struct {
	Kind  string
	Check func(name string, data []byte) error
}

// CardOf is the CardKind of kind for cards of type T that name themselves
// (CheckCardJSON).
func CardOf[T interface{ Validate() error }](kind string) CardKind {
	return CardKind{Kind: kind, Check: CheckCardJSON[T]}
}

// CheckCardKinds is the usual body of a CardChecker: the card is checked
// by its kind's check among kinds, and a kind not among them is refused.
func CheckCardKinds(kinds []CardKind, kind, name string, data []byte) error {
	for _, k := range kinds {
		if k.Kind == kind {
			return k.Check(name, data)
		}
	}
	return fmt.Errorf("this version of Tableside does not know the kind of card %q; update the app", kind)
}
