package sorcery

import (
	"fmt"
	"strings"

	"tableside/tracker"
)

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
	if n == 1 {
		return fmt.Sprintf("1 %s", word)
	}
	if strings.HasSuffix(word, "s") {
		return fmt.Sprintf("%d %ses", n, word) // "Hourglasses"
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// VictimWhy is how an Enemy's victim was found, for a bug report
// (L6520-6555): the candidates the rule run found, those its preferred
// victim kept (all, when none matched, L6544-6546; under the "+" rule the
// closest by path, L6529-6531), the step that left one ("only",
// "preferred", "closest_by_path", "most_wounded", "fewest_hp_left",
// "closest", or "tie": the controller's pick, L6553-6555) and the numbers
// that step compared.
type VictimWhy struct {
	Candidates []string   `json:"candidates"`
	Preferred  []string   `json:"preferred"`
	Decided    string     `json:"decided"`
	Compared   []Compared `json:"compared,omitempty"`
}

// Compared is one candidate's number at the deciding step: wounds, HP
// left or areas.
type Compared struct {
	Who   string `json:"who"`
	Value int    `json:"value"`
}

// WhyVictim explains the victim Activate picks from the same input, or
// nil when the activation picks none (it does not act, or no rule
// applies).
func (s *State) WhyVictim(in ActivationInput) (*VictimWhy, error) {
	if in.Enemy < 0 || in.Enemy >= len(s.Enemies) {
		return nil, tracker.Refuse("There is no Enemy %d in play", in.Enemy)
	}
	e := &s.Enemies[in.Enemy]
	ts, err := s.withSights(e, in.Sights)
	if err != nil {
		return nil, err
	}
	rc, err := chooseRule(e.Card, ts)
	if err != nil || rc.index < 0 || len(rc.cands) == 0 {
		return nil, err
	}
	w := &VictimWhy{Candidates: names(rc.cands)}
	dist := func(t target) int { return t.sight.Areas }
	left, first := s.prefer(e.Card, rc.cands), "preferred"
	if rc.plus {
		dist = func(t target) int { a, _ := t.pathAreas(); return a }
		left, first = narrow(rc.cands, func(t target) int { return -dist(t) }), "closest_by_path"
	}
	w.Preferred = names(left)
	switch {
	case len(rc.cands) == 1:
		w.Decided = "only"
		return w, nil
	case len(left) == 1:
		w.Decided = first
		if rc.plus {
			w.Compared = values(rc.cands, dist)
		}
		return w, nil
	}
	for _, st := range []struct {
		name string
		f    func(target) int
		show func(target) int
	}{
		{"most_wounded", func(t target) int { return t.wounds }, func(t target) int { return t.wounds }},
		{"fewest_hp_left", func(t target) int { return -t.hpLeft }, func(t target) int { return t.hpLeft }},
		{"closest", func(t target) int { return -dist(t) }, dist},
	} {
		next := narrow(left, st.f)
		if len(next) == 1 {
			w.Decided, w.Compared = st.name, values(left, st.show)
			return w, nil
		}
		left = next
	}
	w.Decided = "tie"
	return w, nil
}

func names(ts []target) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.name
	}
	return out
}

func values(ts []target, f func(target) int) []Compared {
	out := make([]Compared, len(ts))
	for i, t := range ts {
		out[i] = Compared{Who: t.name, Value: f(t)}
	}
	return out
}
