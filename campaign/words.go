package campaign

import (
	"errors"
	"strings"
	"unicode/utf8"
)

// goWords begin the messages Go's own packages write (encoding/json, time,
// strconv, the runtime), which mean nothing to a player: "json: cannot
// unmarshal number 1e400 into Go value of type float64".
var goWords = []string{"json: ", "parsing time ", "Time.UnmarshalJSON", "strconv.", "invalid character ",
	"unexpected end of JSON input", "runtime error", "Go value", "Go struct"}

// plainWords is err's message up to the first of Go's own words in it,
// so "the state cannot be read: json: cannot unmarshal ..." says only
// "the state cannot be read". A message that is nothing but Go's words
// becomes "it cannot be read".
func plainWords(err error) string {
	msg := err.Error()
	cut := len(msg)
	for _, w := range goWords {
		if i := strings.Index(msg, w); i >= 0 && i < cut {
			cut = i
		}
	}
	if cut == len(msg) {
		return msg
	}
	head := strings.TrimRight(msg[:cut], " :(-,")
	if head == "" {
		return "it cannot be read"
	}
	return head
}

// plain is err in a player's words (see plainWords); it still unwraps to
// err, so errors.Is and errors.As see what it was.
func plain(err error) error {
	if err == nil {
		return nil
	}
	if msg := plainWords(err); msg != err.Error() {
		return &playerError{msg: msg, kind: err}
	}
	return err
}

// errBadText is wrapped by the refusal of a file whose bytes are not UTF-8
// text, which every JSON file is.
var errBadText = errors.New("not UTF-8")

// validPrefix is how many bytes at the start of p are whole UTF-8
// characters, and whether the rest is only the start of one cut short.
func validPrefix(p []byte) (n int, cutShort bool) {
	// The common case first, at utf8.Valid's speed: all text, but for a
	// character a read cut at the end.
	end := len(p)
	for i := len(p) - 1; i >= 0 && i >= len(p)-(utf8.UTFMax-1); i-- {
		if utf8.RuneStart(p[i]) {
			if !utf8.FullRune(p[i:]) {
				end = i
			}
			break
		}
	}
	if utf8.Valid(p[:end]) {
		return end, end < len(p)
	}
	for n < len(p) {
		r, size := utf8.DecodeRune(p[n:])
		if r == utf8.RuneError && size <= 1 {
			return n, !utf8.FullRune(p[n:])
		}
		n += size
	}
	return n, false
}
