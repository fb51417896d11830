package sorcery

import (
	"slices"
	"strings"

	"tableside/tracker"
)

// SentenceTarget is a sentence that names its own target inside a rule
// already chosen ("attack the closest Hero in L.O.S. within 2 areas"):
// the sights as they stand when the sentence is reached, the range's
// upper bound Max, and whether the words ask for the closest.
type SentenceTarget struct {
	Sights  []Sight `json:"sights"`
	Max     int     `json:"max"`
	Closest bool    `json:"closest,omitempty"`
}

// PickSentenceTarget picks among those the sentence's words allow, in
// L.O.S. within Max: the closest when it asks, then the preferred victim,
// then the priority rules; a tie is the controller's (sorcery-ai.md point
// 7, L6648-6652, L6763-6768). Nobody there: the sentence does nothing.
func (s *State) PickSentenceTarget(enemy int, in SentenceTarget) (VictimPick, error) {
	if enemy < 0 || enemy >= len(s.Enemies) {
		return VictimPick{}, tracker.Refuse("There is no Enemy %d in play", enemy)
	}
	if in.Max < 0 || in.Max > maxSight {
		return VictimPick{}, tracker.Refuse("A sentence's range runs from 0 to %d areas", maxSight)
	}
	e := &s.Enemies[enemy]
	// A Vengeful Master Enemy's own words may name another Hero
	// (L7609-7611).
	ts, err := s.joinSights(e, s.targetsOf(e, false), in.Sights)
	if err != nil {
		return VictimPick{}, err
	}
	var allowed []target
	for _, t := range ts {
		if t.sight.LOS && t.sight.Areas <= in.Max {
			allowed = append(allowed, t)
		}
	}
	if len(allowed) == 0 {
		return VictimPick{}, nil
	}
	if in.Closest {
		allowed = narrow(allowed, func(t target) int { return -t.sight.Areas })
	}
	return pickOf(priority(s.prefer(e.Card, allowed), func(t target) int { return t.sight.Areas })), nil
}

// The kinds of sentence the book's Scrolls are made of (L6380-6532,
// L6563-6604, L6670-6706, L6824-6884): the Enemy editor offers them, made
// with the card's own weapons and powers, so a rule is picked rather than
// typed. Each reads back through ParseSentence as the wizard asks it.

// SentenceIfs are the conditions a Scroll's sentences test, each ending
// in ":" so the pick that follows is what they lead to.
func SentenceIfs() []string {
	return []string{
		"If the victim is Slowed:",
		"If the victim is Slowed and alone in its area:",
		"If engaged:",
		"If engaged with 2+ Heroes:",
		"If there are 2+ Heroes in the victim's area:",
		"If wounded for at least half of its HP:",
		"If wounded:",
		"If Enemies control its area:",
	}
}

// SentenceOtherwise is the pick that gives the sentence typed last its other
// branch ("...; otherwise attack with Web", L6600-6604).
const SentenceOtherwise = "…otherwise:"

// SentenceActions are the things an Enemy does in a Scroll's sentences,
// with the card's weapons and powers: moving (L6834-6877), attacking
// (L6961-6984), using a power.
func (c EnemyCard) SentenceActions() []string {
	// The card's own first: they are what its Scroll is mostly made of.
	var out []string
	for _, w := range c.Weapons {
		out = append(out, "Attack with "+w.Name+".", "Move to engage and attack with "+w.Name+".",
			"Attack them with "+w.Name+".", "Attack the closest Hero in L.O.S. within 2 areas with "+w.Name+".")
	}
	for _, p := range c.Powers {
		out = append(out, "Use "+p.Name+".", "Move to engage and use "+p.Name+".")
	}
	return append(out, "Move to engage.", "Move 1 area toward the victim.", "Move 2 areas toward the victim.",
		"Move 1 area toward the closest Hero.", "Move 2 areas toward the closest Hero.", "Move away 1 area.", "Move away 2 areas.")
}

// AddSentence puts a picked kind after the rule's sentences so far, one a
// line: a condition opens a new sentence, an action ends the one a
// condition or "otherwise" left open or stands alone, and "otherwise"
// opens the last sentence's other branch.
func AddSentence(lines []string, pick string) []string {
	lines = slices.Clone(lines)
	last := ""
	if len(lines) > 0 {
		last = lines[len(lines)-1]
	}
	open := strings.HasSuffix(last, ":") || strings.HasSuffix(last, "otherwise")
	switch {
	case pick == SentenceOtherwise:
		// Only a condition that has led somewhere has another branch.
		if strings.HasPrefix(last, "If ") && !open && !strings.Contains(last, "; otherwise") {
			lines[len(lines)-1] = strings.TrimSuffix(last, ".") + "; otherwise"
		}
		return lines
	case open && !strings.HasPrefix(pick, "If "):
		lines[len(lines)-1] = last + " " + strings.ToLower(pick[:1]) + pick[1:]
		return lines
	}
	return append(lines, pick)
}
