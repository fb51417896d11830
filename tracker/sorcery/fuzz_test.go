package sorcery

import (
	"bytes"
	"encoding/json"
	"testing"

	"tableside/tracker"
)

// FuzzApply feeds random states and commands to Game.Apply: it never
// panics; a refused command gives no state and no words, with a reason;
// an accepted one gives a state CheckState accepts.
func FuzzApply(f *testing.F) {
	b, _ := json.Marshal(playTable(f))
	seeds := append(rules().Examples(), allCommands()...)
	for _, c := range seeds {
		f.Add(b, c.Kind, []byte(c.Args))
	}
	f.Add([]byte("null"), KindEndTurn, []byte(nil))
	var g Game
	f.Fuzz(func(t *testing.T, state []byte, kind string, args []byte) {
		next, words, err := g.Apply(state, tracker.Command{Kind: kind, Args: args})
		if err != nil {
			if next != nil || words != "" {
				t.Fatalf("an error (%v) came with a state or words", err)
			}
			if tracker.IsRefusal(err) && err.Error() == "" {
				t.Fatal("a refusal without a reason")
			}
			return
		}
		if words == "" {
			t.Fatal("no words for the log")
		}
		if err := g.CheckState(next); err != nil {
			t.Fatalf("%s made a state the game refuses: %v", kind, err)
		}
		again, _, _ := g.Apply(state, tracker.Command{Kind: kind, Args: args})
		if !bytes.Equal(again, next) {
			t.Fatal("the same command gave two states")
		}
	})
}
