package tracker

import (
	"bytes"
	"testing"
)

// A run of commands gives, step by step, the bytes Apply gives, refuses
// what Apply refuses, and starts only from a state Decode accepts.
func TestStepsMatchApply(t *testing.T) {
	g := tallyGame()
	start := []byte(`{"marks":[1]}`)
	run, err := g.Steps(start)
	if err != nil {
		t.Fatal(err)
	}
	state := start
	for _, cmd := range []Command{markCmd(5), markCmd(7), {Kind: "end"}} {
		want, _, err := g.Apply(state, cmd)
		if err != nil {
			t.Fatal(err)
		}
		got, err := run.Do(cmd)
		if err != nil || !bytes.Equal(got, want) {
			t.Fatalf("%s: a run gives %s (%v), Apply %s", cmd.Kind, got, err, want)
		}
		state = want
	}
	if _, err := run.Do(markCmd(1)); !IsRefusal(err) {
		t.Fatalf("a mark after the end: %v", err)
	}
	if _, err := g.Steps([]byte(`{"marks":[1,2,3,4]}`)); err == nil {
		t.Fatal("a run started from a sheet Check refuses")
	}
}
