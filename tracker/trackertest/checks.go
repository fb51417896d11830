package trackertest

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"

	"tableside/tracker"
)

// Identity checks a game's ID and Title, which campaigns store and menus
// show, and that a catalog takes it.
func Identity(t testing.TB, g tracker.Game, id, title string) {
	t.Helper()
	if g.ID() != id || g.Title() != title {
		t.Fatalf("the game is %q, %q; want %q, %q", g.ID(), g.Title(), id, title)
	}
	tracker.NewCatalog(g) // registers without panicking
}

// DocExample is the first JSON block of the Markdown file at path: the
// example state a doc shows, which the game's test reads so the doc stays
// true.
func DocExample(t testing.TB, path string) []byte {
	t.Helper()
	md, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```json\n(.*?)```").FindAllSubmatch(md, -1)
	if len(blocks) == 0 {
		t.Fatalf("no JSON example in %s", path)
	}
	return blocks[0][1]
}

// BadCommands checks that each of cmds, applied to state, is an error
// that is no refusal and gives no state and no words: a command the app
// could not have sent (an unknown kind, arguments that do not read).
func BadCommands(t testing.TB, g tracker.Game, state []byte, cmds ...tracker.Command) {
	t.Helper()
	for _, c := range cmds {
		next, words, err := g.Apply(state, c)
		if err == nil || tracker.IsRefusal(err) || next != nil || words != "" {
			t.Errorf("%s %s: %q %v", c.Kind, c.Args, words, err)
		}
	}
}

// Damaged is a state the app could not have written, for Rejects: Raw, or
// when Raw is empty a good state changed by Edit. Want is in the words of
// the error CheckState gives; Name says what is wrong, a rule line when
// one says so.
type Damaged[S any] struct {
	Name string
	Edit func(*S)
	Raw  string
	Want string
}

// Rejects checks each damaged state: CheckState refuses it in words that
// contain Want, and Apply of cmd on it fails with no state and no words,
// and not as a refusal: a damaged file is no move the rules forbid.
// good is a valid state, which decode reads for each Edit.
func Rejects[S any](t *testing.T, g tracker.Game, decode func([]byte) (S, error), good []byte, cmd tracker.Command, cases []Damaged[S]) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			b := []byte(c.Raw)
			if c.Raw == "" {
				s, err := decode(good)
				if err != nil {
					t.Fatal(err)
				}
				c.Edit(&s)
				b = Encode(t, s)
			}
			if err := g.CheckState(b); err == nil || !strings.Contains(err.Error(), c.Want) {
				t.Fatalf("CheckState: %v, want an error mentioning %q", err, c.Want)
			}
			next, words, err := g.Apply(b, cmd)
			if err == nil || tracker.IsRefusal(err) || next != nil || words != "" {
				t.Fatalf("Apply on a damaged state: %q %v", words, err)
			}
		})
	}
}

// unchanged fails t when v no longer encodes as before.
func unchanged(t testing.TB, v any, before []byte, what string) {
	t.Helper()
	if !bytes.Equal(Encode(t, v), before) {
		t.Fatalf("%s changed its input", what)
	}
}
