package sorcery

import "strings"

// Step is one thing the players do, in the app's words, with the rulebook
// lines it follows ("L6286-6288").
type Step struct {
	Rule   string  `json:"rule"`
	Say    string  `json:"say"`
	Choice *Choice `json:"choice,omitempty"`
}

// Choice is a tie the rules leave to a player: Who picks among Options.
type Choice struct {
	Kind   string `json:"kind"`
	Who    string `json:"who"`
	Prompt string `json:"prompt"`
	// Count is how many Options to pick, when more than one.
	Count   int      `json:"count,omitempty"`
	Options []string `json:"options"`
}

func step(rule, say string) Step { return Step{Rule: rule, Say: say} }

// count writes n and the word, made plural when n is not 1: "1 wound",
// "3 wounds".
func count(n int, word string) string {
	if strings.HasSuffix(word, "s") {
		return pluralOf(n, word, word+"es") // "Hourglasses"
	}
	return pluralOf(n, word, word+"s")
}

// values is each target's number at a step, for the words and the plan.
func values(ts []target, f func(target) int) []Compared {
	out := make([]Compared, len(ts))
	for i, t := range ts {
		out[i] = Compared{Who: t.name, Value: f(t)}
	}
	return out
}
