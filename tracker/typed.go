package tracker

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// CheckTyped checks a text the players typed (a name, a note), what
// naming it: not blank when required, where hint says what to do ("type
// a name"); at most limit bytes, which a screen and a saved file can
// hold; and valid UTF-8, which a screen can show. It returns an error in
// the player's words.
func CheckTyped(what, text string, required bool, limit int, hint string) error {
	switch {
	case required && strings.TrimSpace(text) == "":
		return fmt.Errorf("%s is empty; %s", what, hint)
	case len(text) > limit:
		return fmt.Errorf("%s is %d characters long; keep it under %d", what, len(text), limit)
	case !utf8.ValidString(text):
		return errors.New(what + " has characters that cannot be shown; type it again")
	}
	return nil
}
