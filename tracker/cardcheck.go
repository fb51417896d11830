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
