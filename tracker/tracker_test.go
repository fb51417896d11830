package tracker

import (
	"fmt"
	"slices"
	"testing"
)

// counterState is a minimal state: a number, and the dice that roll it.
type counterState struct {
	N    int  `json:"n"`
	Dice Rand `json:"dice"`
}

func decodeCounter(b []byte) (counterState, error) {
	var s counterState
	return s, DecodeState(b, &s, "the counter")
}

func n(t *testing.T, b []byte) int {
	t.Helper()
	s, err := decodeCounter(b)
	if err != nil {
		t.Fatal(err)
	}
	return s.N
}

func TestRandIsDeterministicAndSavedInState(t *testing.T) {
	g := JSONGame[counterState, None]{
		ID:     "counter",
		Title:  "Counter",
		Decode: decodeCounter,
		Check:  func(counterState) error { return nil },
		Commands: []Op[counterState, None]{OnState("roll", func(s *counterState, _ struct{}) (string, error) {
			s.N += 1 + s.Dice.IntN(6)
			return fmt.Sprint(s.N), nil
		})},
	}
	roll := Command{Kind: "roll"}
	// The state holds the dice, so the same start rolls the same numbers
	// every time it is played: undo and replay roll what the table saw.
	play := func() []int {
		state := []byte(`{"n":0,"dice":{"state":42}}`)
		var seen []int
		for range 20 {
			next, _, err := g.Apply(state, roll)
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
	c := NewCatalog(tallyAdapted{})
	if g, err := c.Lookup("tally"); err != nil || g.Title() != "Tally" {
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
	NewCatalog(tallyAdapted{}, tallyAdapted{})
}

func TestApplyJSON(t *testing.T) {
	bump := func(n int) func(*counterState) (string, error) {
		return func(s *counterState) (string, error) {
			if s.N+n < 0 {
				return "", Refuse("below zero")
			}
			s.N += n
			return fmt.Sprintf("+%d", n), nil
		}
	}
	next, words, err := applyJSON([]byte(`{"n":2}`), decodeCounter, bump(3))
	if err != nil || words != "+3" || n(t, next) != 5 {
		t.Fatalf("got %s %q %v", next, words, err)
	}
	if next, words, err := applyJSON([]byte(`{"n":2}`), decodeCounter, bump(-3)); !IsRefusal(err) || next != nil || words != "" {
		t.Fatalf("a refusal returned %s %q %v", next, words, err)
	}
	if next, _, err := applyJSON([]byte(`{"n":`), decodeCounter, bump(1)); err == nil || next != nil {
		t.Fatal("a broken state was applied")
	}
}

func TestJoinAnd(t *testing.T) {
	for want, names := range map[string][]string{
		"":               nil,
		"Ana":            {"Ana"},
		"Ana and Bo":     {"Ana", "Bo"},
		"Ana, Bo and Cy": {"Ana", "Bo", "Cy"},
	} {
		if got := JoinAnd(names); got != want {
			t.Errorf("%q: got %q", names, got)
		}
	}
}

// TestTitleIn: a kind the table names reads as its name; one it does not
// name reads as itself, so a screen never shows an empty word.
func TestTitleIn(t *testing.T) {
	type kind string
	titles := map[kind]string{"gain_power": "Gain Power"}
	if got := TitleIn(titles, "gain_power"); got != "Gain Power" {
		t.Errorf("named: %q", got)
	}
	if got := TitleIn(titles, "fate"); got != "fate" {
		t.Errorf("not named: %q", got)
	}
}

// TestPlanProcedure: the command's procedure, or the file's, or both when
// they agree; one of the planner's, or a FieldError on "procedure" that
// says what to give.
func TestPlanProcedure(t *testing.T) {
	procs := []string{"magic", "final"}
	for _, c := range []struct {
		asked, named string // named is the file's field as JSON, "" for none
		want, err    string
	}{
		{"magic", "", "magic", ""},
		{"", `"final"`, "final", ""},
		{"final", `"final"`, "final", ""},
		{"", "", "", `procedure: missing: name the plan wanted, one of "magic", "final"`},
		{"final", `"magic"`, "", `procedure: the file says "magic" but the command asks for "final"`},
		{"spawn", "", "", `procedure: want one of "magic", "final"`},
		{"", `"spawn"`, "", `procedure: want one of "magic", "final"`},
		{"magic", `7`, "", `procedure: want one of "magic", "final"`},
		{"magic", `""`, "", `procedure: want one of "magic", "final"`},
	} {
		var named []byte
		if c.named != "" {
			named = []byte(c.named)
		}
		got, err := PlanProcedure(c.asked, named, procs)
		var gotErr string
		if err != nil {
			gotErr = err.Error()
		}
		if got != c.want || gotErr != c.err {
			t.Errorf("%q, %s: %q %v; want %q %q", c.asked, c.named, got, err, c.want, c.err)
		}
	}
}
