package tracker

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"
	"time"
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

func add(t testing.TB, n int) Command {
	t.Helper()
	c, err := NewCommand("add", n)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func n(t *testing.T, b []byte) int {
	t.Helper()
	var s counterState
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	return s.N
}

func TestLogUndoRedo(t *testing.T) {
	l := &Log{Initial: []byte(`{"n":0}`)}
	for i := 1; i <= 3; i++ {
		if _, err := l.Do(counter{}, add(t, i), time.Time{}); err != nil {
			t.Fatal(err)
		}
	}
	if got := n(t, l.State()); got != 6 {
		t.Fatalf("after 1+2+3 got %d", got)
	}
	steps := []struct {
		op   func() bool
		ok   bool
		want int
	}{
		{l.Undo, true, 3}, {l.Undo, true, 1}, {l.Undo, true, 0}, {l.Undo, false, 0},
		{l.Redo, true, 1}, {l.Redo, true, 3}, {l.Redo, true, 6}, {l.Redo, false, 6},
	}
	for i, s := range steps {
		if ok := s.op(); ok != s.ok {
			t.Fatalf("step %d: ok=%v, want %v", i, ok, s.ok)
		}
		if got := n(t, l.State()); got != s.want {
			t.Fatalf("step %d: state %d, want %d", i, got, s.want)
		}
	}
}

func TestLogNewCommandDropsRedoBranch(t *testing.T) {
	l := &Log{Initial: []byte(`{"n":0}`)}
	for i := 0; i < 3; i++ {
		l.Do(counter{}, add(t, 1), time.Time{})
	}
	l.Undo()
	l.Undo()
	e, err := l.Do(counter{}, add(t, 10), time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	if e.Seq != 2 || len(l.Entries) != 2 || l.CanRedo() {
		t.Fatalf("seq %d, %d entries, canRedo %v; want 2, 2, false", e.Seq, len(l.Entries), l.CanRedo())
	}
	if got := n(t, l.State()); got != 11 {
		t.Fatalf("state %d, want 11", got)
	}
}

func TestLogRefusalChangesNothing(t *testing.T) {
	l := &Log{Initial: []byte(`{"n":2}`)}
	l.Do(counter{}, add(t, 1), time.Time{})
	l.Undo()
	_, err := l.Do(counter{}, add(t, -5), time.Time{})
	if !IsRefusal(err) {
		t.Fatalf("want a refusal, got %v", err)
	}
	if l.Cursor != 0 || len(l.Entries) != 1 || !l.CanRedo() {
		t.Fatalf("a refused command changed the log: cursor %d, %d entries", l.Cursor, len(l.Entries))
	}
}

func TestReplay(t *testing.T) {
	good := []Entry{{Command: add(t, 2)}, {Command: add(t, 3)}}
	l, err := Replay(counter{}, []byte(`{"n":0}`), good, 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := n(t, l.State()); got != 2 || !l.CanRedo() {
		t.Fatalf("state %d at cursor 1, want 2 with redo available", got)
	}
	cases := []struct {
		name    string
		initial string
		cmds    []Entry
		cursor  int
	}{
		{"bad start", `{"n":-1}`, good, 0},
		{"illegal step", `{"n":0}`, []Entry{{Command: add(t, -1)}}, 0},
		{"cursor past end", `{"n":0}`, good, 3},
		{"negative cursor", `{"n":0}`, good, -1},
	}
	for _, c := range cases {
		if _, err := Replay(counter{}, []byte(c.initial), c.cmds, c.cursor); err == nil {
			t.Errorf("%s: replay accepted it", c.name)
		}
	}
}

func TestRandIsDeterministicAndSavedInState(t *testing.T) {
	l := &Log{Initial: []byte(`{"n":0,"dice":{"state":42}}`)}
	roll, _ := NewCommand("roll", nil)
	var seen []int
	for i := 0; i < 20; i++ {
		l.Do(counter{}, roll, time.Time{})
		seen = append(seen, n(t, l.State()))
	}
	// Undo then redo replays nothing: the stored states already hold the rolls.
	// A fresh replay from the same seed must roll the same numbers.
	again, err := Replay(counter{}, l.Initial, l.Entries, len(l.Entries))
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range again.Entries {
		if got := n(t, e.State); got != seen[i] {
			t.Fatalf("roll %d: replay %d, first run %d", i, got, seen[i])
		}
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
	next, words, err := ApplyJSON([]byte(`{"n":2}`), decode, bump(3))
	if err != nil || words != "+3" || n(t, next) != 5 {
		t.Fatalf("got %s %q %v", next, words, err)
	}
	if next, words, err := ApplyJSON([]byte(`{"n":2}`), decode, bump(-3)); !IsRefusal(err) || next != nil || words != "" {
		t.Fatalf("a refusal returned %s %q %v", next, words, err)
	}
	if next, _, err := ApplyJSON([]byte(`{"n":`), decode, bump(1)); err == nil || next != nil {
		t.Fatal("a broken state was applied")
	}
}
