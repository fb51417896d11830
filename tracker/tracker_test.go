package tracker

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"testing"
)

// counter is a minimal game: a number that may not go below zero.
type counter struct{}

type counterState struct {
	N    int  `json:"n"`
	Dice Rand `json:"dice"`
}

func (counter) ID() string    { return "counter" }
func (counter) Title() string { return "Counter" }

func (counter) CheckState(b []byte) error {
	var s counterState
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	if s.N < 0 {
		return errors.New("below zero")
	}
	return nil
}

func (counter) Apply(b []byte, c Command) ([]byte, string, error) {
	var s counterState
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, "", err
	}
	before := s.N
	switch c.Kind {
	case "add":
		var n int
		if err := json.Unmarshal(c.Args, &n); err != nil {
			return nil, "", err
		}
		if s.N+n < 0 {
			return nil, "", Refuse("The counter is at %d; it cannot lose %d.", s.N, -n)
		}
		s.N += n
	case "roll":
		s.N += 1 + s.Dice.IntN(6)
	default:
		return nil, "", fmt.Errorf("unknown command %q", c.Kind)
	}
	out, err := json.Marshal(s)
	return out, fmt.Sprintf("%d -> %d", before, s.N), err
}

func n(t *testing.T, b []byte) int {
	t.Helper()
	var s counterState
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	return s.N
}

func TestRandIsDeterministicAndSavedInState(t *testing.T) {
	roll, _ := NewCommand("roll", nil)
	// The state holds the dice, so the same start rolls the same numbers
	// every time it is played: undo and replay roll what the table saw.
	play := func() []int {
		state := []byte(`{"n":0,"dice":{"state":42}}`)
		var seen []int
		for range 20 {
			next, _, err := counter{}.Apply(state, roll)
			if err != nil {
				t.Fatal(err)
			}
			state = next
			seen = append(seen, n(t, state))
		}
		return seen
	}
	if first, again := play(), play(); !slices.Equal(first, again) {
		t.Fatalf("the same start rolled %v, then %v", first, again)
	}
	r := NewRand(7)
	counts := make([]int, 6)
	for i := 0; i < 6000; i++ {
		counts[r.IntN(6)]++
	}
	for face, c := range counts {
		if c < 800 || c > 1200 {
			t.Errorf("face %d came up %d times in 6000 rolls", face+1, c)
		}
	}
}

func TestCatalog(t *testing.T) {
	c := NewCatalog(counter{})
	if g, err := c.Lookup("counter"); err != nil || g.Title() != "Counter" {
		t.Fatalf("lookup: %v", err)
	}
	if _, err := c.Lookup("chess"); err == nil {
		t.Fatal("an unknown game was found")
	}
	defer func() {
		if recover() == nil {
			t.Fatal("a repeated game ID did not panic")
		}
	}()
	NewCatalog(counter{}, counter{})
}

func TestApplyJSON(t *testing.T) {
	decode := func(b []byte) (counterState, error) {
		var s counterState
		return s, json.Unmarshal(b, &s)
	}
	bump := func(n int) func(*counterState) (string, error) {
		return func(s *counterState) (string, error) {
			if s.N+n < 0 {
				return "", Refuse("below zero")
			}
			s.N += n
			return fmt.Sprintf("+%d", n), nil
		}
	}
	next, words, err := applyJSON([]byte(`{"n":2}`), decode, bump(3))
	if err != nil || words != "+3" || n(t, next) != 5 {
		t.Fatalf("got %s %q %v", next, words, err)
	}
	if next, words, err := applyJSON([]byte(`{"n":2}`), decode, bump(-3)); !IsRefusal(err) || next != nil || words != "" {
		t.Fatalf("a refusal returned %s %q %v", next, words, err)
	}
	if next, _, err := applyJSON([]byte(`{"n":`), decode, bump(1)); err == nil || next != nil {
		t.Fatal("a broken state was applied")
	}
}
