package trackertest

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"tableside/tracker"
)

// CheckApply applies cmd to state with g.Apply and holds the result to what
// every game promises: no panic; an error comes with no state and no
// words, and a refusal says why; an accepted command has words for the
// log and a state CheckState accepts. It returns that state, or nil when
// the command was not applied. A game's FuzzApply calls it first, then
// checks what is its own.
func CheckApply(t testing.TB, g tracker.Game, state []byte, cmd tracker.Command) []byte {
	t.Helper()
	next, _ := checkApply(t, g, state, cmd)
	return next
}

// checkApply is CheckApply, with the words for the log.
func checkApply(t testing.TB, g tracker.Game, state []byte, cmd tracker.Command) ([]byte, string) {
	t.Helper()
	next, words, err := g.Apply(state, cmd)
	if err != nil {
		if next != nil || words != "" {
			t.Fatalf("an error (%v) came with a state or words", err)
		}
		if tracker.IsRefusal(err) && err.Error() == "" {
			t.Fatal("a refusal without a reason")
		}
		return nil, ""
	}
	if words == "" {
		t.Fatal("no words for the log")
	}
	if err := g.CheckState(next); err != nil {
		t.Fatalf("Apply produced a state CheckState rejects: %v\nfrom %s\n%s %s", err, state, cmd.Kind, cmd.Args)
	}
	return next, words
}

// FuzzApply is the body of a game's FuzzApply: every command of the
// game's table (its Examples) and of cmds on every state of states,
// encoded as the store keeps it, seeds the corpus (Seed), then random
// states and commands are each held to ApplyAgrees. rules is the game's
// table, g the Game built on it.
func FuzzApply[S, E any](f *testing.F, g tracker.Typed, rules tracker.JSONGame[S, E], states []S, cmds ...tracker.Command) {
	encoded := make([][]byte, len(states))
	for i, s := range states {
		encoded[i] = Encode(f, s)
	}
	examples := rules.Examples()
	Seed(f, encoded, append(examples, cmds...))
	f.Add([]byte("null"), examples[0].Kind, []byte(nil))
	f.Fuzz(func(t *testing.T, state []byte, kind string, args []byte) {
		ApplyAgrees(t, g, rules.Decode, rules.ApplyTo, state, tracker.Command{Kind: kind, Args: args})
	})
}

// ApplyAgrees is what FuzzApply holds each command to: CheckApply, then,
// when the command was applied, the same command on the same state gives
// the same state again (the rules are deterministic), that state reads
// back (decode) as itself, and the typed paths agree. The state decoded
// and applied with apply (State.Apply) gives the same words and the same
// state to the byte, and leaves its input as it was; ApplyValue from it,
// as the store applies the next command, gives them again, and so does a
// run of Steps (a Stepper) from the state. It returns the next state, or
// nil when the command was not applied.
func ApplyAgrees[S any](t testing.TB, g tracker.Typed, decode func([]byte) (S, error),
	apply func(S, tracker.Command) (S, string, error), state []byte, cmd tracker.Command) []byte {
	t.Helper()
	next, words := checkApply(t, g, state, cmd)
	if next == nil {
		return nil
	}
	if again, _, _ := g.Apply(state, cmd); !bytes.Equal(again, next) {
		t.Fatal("the same command gave two states")
	}
	if back, err := decode(next); err != nil || !bytes.Equal(Encode(t, back), next) {
		t.Fatalf("the state does not read back the same: %v", err)
	}
	s, err := decode(state)
	if err != nil {
		t.Fatalf("Apply accepted a state Decode rejects: %v", err)
	}
	before := Encode(t, s)
	typed, twords, err := apply(s, cmd)
	if err != nil || twords != words || !bytes.Equal(Encode(t, typed), next) {
		t.Fatalf("State.Apply disagrees: %v %q / %q", err, twords, words)
	}
	unchanged(t, s, before, "State.Apply")
	vnext, v, vwords, err := g.ApplyValue(state, s, cmd)
	if err != nil || vwords != words || !bytes.Equal(vnext, next) || !bytes.Equal(Encode(t, v), next) {
		t.Fatalf("ApplyValue disagrees: %v %q / %q", err, vwords, words)
	}
	if st, ok := g.(tracker.Stepper); ok {
		run, err := st.Steps(state)
		if err != nil {
			t.Fatalf("Steps refuses a state Apply took: %v", err)
		}
		if snext, err := run.Do(cmd); err != nil || !bytes.Equal(snext, next) {
			t.Fatalf("Steps disagrees: %v", err)
		}
	}
	return next
}

// Seed adds every command of cmds on every state of states to a
// FuzzApply's corpus, in its arguments' order (state, kind, args).
func Seed(f *testing.F, states [][]byte, cmds []tracker.Command) {
	for _, st := range states {
		for _, c := range cmds {
			f.Add(st, c.Kind, []byte(c.Args))
		}
	}
}

// PlayStep applies one command of a random game played from a valid
// state: it is applied, giving a valid state, which PlayStep returns, or
// refused with a reason, when the state stays. Anything else fails t.
func PlayStep(t testing.TB, g tracker.Game, state []byte, cmd tracker.Command) []byte {
	t.Helper()
	next, words, err := g.Apply(state, cmd)
	if err != nil {
		if !tracker.IsRefusal(err) || next != nil || words != "" || err.Error() == "" {
			t.Fatalf("%s %s on %s: %v", cmd.Kind, cmd.Args, state, err)
		}
		return state
	}
	if err := g.CheckState(next); err != nil {
		t.Fatalf("%s %s gave an invalid state: %v", cmd.Kind, cmd.Args, err)
	}
	return next
}

// NewGame is the game newGame sets up from setup, which it must accept:
// where most of a game's tests start.
func NewGame[S, Setup any](t testing.TB, newGame func(Setup) (S, error), setup Setup) S {
	t.Helper()
	s, err := newGame(setup)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// MustApply is a typed Apply (State.Apply) that fails t on an error, on
// no words for the log, or on a state its Check refuses (when S has one):
// the tests' way to set a table up.
func MustApply[S any](t testing.TB, apply func(S, tracker.Command) (S, string, error), s S, cmd tracker.Command) S {
	t.Helper()
	next, words, err := apply(s, cmd)
	if err != nil {
		t.Fatalf("%s %s: %v", cmd.Kind, cmd.Args, err)
	}
	if words == "" {
		t.Fatalf("%s: no words for the log", cmd.Kind)
	}
	if c, ok := any(next).(interface{ Check() error }); ok {
		if err := c.Check(); err != nil {
			t.Fatalf("%s produced an invalid state: %v", cmd.Kind, err)
		}
	}
	return next
}

// Refused is a typed Apply (State.Apply) that fails t unless the rules
// refuse cmd: a *tracker.Refusal with a reason that contains want, and
// no state and no words. It returns the reason.
func Refused[S any](t testing.TB, apply func(S, tracker.Command) (S, string, error), s S, cmd tracker.Command, want string) string {
	t.Helper()
	next, words, err := apply(s, cmd)
	switch {
	case err == nil:
		t.Fatalf("%s %s was allowed (%q); want a refusal mentioning %q", cmd.Kind, cmd.Args, words, want)
	case !tracker.IsRefusal(err):
		t.Fatalf("%s: got a non-refusal error %v", cmd.Kind, err)
	case !strings.Contains(err.Error(), want):
		t.Fatalf("%s: refusal %q does not mention %q", cmd.Kind, err, want)
	case !reflect.ValueOf(&next).Elem().IsZero() || words != "":
		t.Fatalf("%s: a refusal returned a state or words", cmd.Kind)
	}
	return err.Error()
}

// Encode is v as JSON, failing t when it cannot be: a state as the store
// keeps it.
func Encode(t testing.TB, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// RoundTrip checks that s encodes and decodes to itself, and that g.Apply
// of cmd on the encoding gives what the typed apply gives, words and
// state, a state CheckState accepts, leaving s as it was: the JSON and
// typed paths of a game must agree.
func RoundTrip[S any](t testing.TB, g tracker.Game, decode func([]byte) (S, error),
	apply func(S, tracker.Command) (S, string, error), s S, cmd tracker.Command) {
	t.Helper()
	b := Encode(t, s)
	back, err := decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, s) {
		t.Fatalf("round trip changed the state:\n%s", b)
	}
	next, words, err := g.Apply(b, cmd)
	if err != nil {
		t.Fatal(err)
	}
	typed, twords, err := apply(s, cmd)
	if err != nil {
		t.Fatal(err)
	}
	if words != twords || !bytes.Equal(next, Encode(t, typed)) {
		t.Fatalf("typed and JSON Apply differ: %q / %q", words, twords)
	}
	if err := g.CheckState(next); err != nil {
		t.Fatal(err)
	}
	unchanged(t, s, b, "the typed Apply")
}
