package sorcery

import (
	"encoding/json"
	"slices"
	"testing"

	"tableside/tracker/trackertest"
)

// FuzzApply feeds random states and commands to Game.Apply: it never
// panics, and keeps what trackertest.ApplyAgrees checks (the same state
// for the same command among them).
func FuzzApply(f *testing.F) {
	mb, _ := json.Marshal(minionTable(f)) // the Minions' commands (minion_test.go)
	trackertest.Seed(f, [][]byte{mb}, minionCommandList())
	trackertest.FuzzApply(f, Game{}, rules(), []State{playTable(f)}, allCommands()...)
}

// FuzzParseInflicts: a weapon's typed effect never panics the parser, and
// every condition found is one the Condition command takes.
func FuzzParseInflicts(f *testing.F) {
	for _, s := range []string{"Poison I", "Bleed II, K.O.", "Slow", "fire ii", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, in := range ParseInflicts(text) {
			c := Conditions{}
			if _, err := inflict(&c, in.Kind, in.Rank); err != nil {
				t.Fatalf("%q gave %+v: %v", text, in, err)
			}
		}
	})
}

// FuzzParseGemHP: a typed Soul Gem never panics the parser, and what it
// takes a Hero keeps and writes back the same.
func FuzzParseGemHP(f *testing.F) {
	for _, s := range [][2]string{{"8 9 10", "2 2* 3**"}, {"8,9", ""}, {"", "2"}, {"0", "1"}, {"1 2 3 4 5 6 7 8", ""}, {"x", "*"}, {"8", "***"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, hp, powers string) {
		g, err := ParseGem(GemLists{HP: hp, Powers: powers, Combat: powers})
		if err != nil {
			return
		}
		h := Hero{Name: "J", MaxHP: 5, Gem: g}
		if err := h.Validate(); err != nil {
			t.Fatalf("%q %q: %v", hp, powers, err)
		}
		if again, err := ParseGem(GemText(g)); err != nil || !slices.Equal(again, g) {
			t.Fatalf("%q %q read back as %v, %v", hp, powers, again, err)
		}
	})
}
