package sorcery

import (
	"bytes"
	"encoding/json"
	"testing"

	"tableside/tracker"
	"tableside/tracker/trackertest"
)

// FuzzApply feeds random states and commands to Game.Apply: it never
// panics, keeps the Game contract (trackertest.ApplyChecked), and gives
// the same state for the same command.
func FuzzApply(f *testing.F) {
	b, _ := json.Marshal(playTable(f))
	seeds := append(rules().Examples(), allCommands()...)
	for _, c := range seeds {
		f.Add(b, c.Kind, []byte(c.Args))
	}
	f.Add([]byte("null"), KindEndTurn, []byte(nil))
	var g Game
	f.Fuzz(func(t *testing.T, state []byte, kind string, args []byte) {
		cmd := tracker.Command{Kind: kind, Args: args}
		next := trackertest.CheckApply(t, g, state, cmd)
		if next == nil {
			return
		}
		again, _, _ := g.Apply(state, cmd)
		if !bytes.Equal(again, next) {
			t.Fatal("the same command gave two states")
		}
	})
}
