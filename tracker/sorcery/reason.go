package sorcery

import (
	"fmt"
	"strings"

	"tableside/tracker"
)

// Why an Enemy picks its victim (L6536-6555), as data a bug report or a
// screen reads: the candidates of the rule, the preferred victim's share
// of them, each priority step applied with the numbers it compared, and
// the step that decided. Words builds the players' sentence from it.

// Victim steps: what VictimReason.Decided and PriorityStep.Step name.
const (
	StepOnly      = "only"      // one candidate: nothing to compare
	StepPreferred = "preferred" // the card's preferred victim (L6437-6457)
	StepPath      = "path"      // the "+" rule's closest by path (L6529-6531)
	StepWounds    = "wounds"    // the most wounded (L6548-6550)
	StepHPLeft    = "hp_left"   // the fewest HP left (L6550-6552, L4857-4860)
	StepClosest   = "closest"   // the closest, 0 first (L6552-6553)
	StepTie       = "tie"       // still tied: the controller picks (L6553-6555)
)

// Compared is one candidate's number at a step: wounds, HP left, areas,
// crowns; for a fighting style or the Menace token, 1 for yes, 0 for no.
type Compared struct {
	Who   string `json:"who"`
	Value int    `json:"value"`
}

// PriorityStep is one step applied to the candidates still in: the
// numbers compared and who was kept.
type PriorityStep struct {
	Step   string     `json:"step"`
	Values []Compared `json:"values"`
	Kept   []string   `json:"kept"`
}

// VictimReason is why the victim is who it is.
type VictimReason struct {
	// Candidates are those the rule reaches (L6520-6531).
	Candidates []string `json:"candidates"`
	// Plus marks the "+" rule: its closest by path, then the priority
	// rules, no preferred victim (sorcery-ai.md, One Enemy's activation 4).
	Plus bool `json:"plus,omitempty"`
	// Preferred is the card's preferred victim, and PreferredStyle the
	// style it names; Matched is false when no candidate matches it, so
	// all stay (L6544-6546).
	Preferred      Victim `json:"preferred,omitempty"`
	PreferredStyle Style  `json:"preferred_style,omitempty"`
	Matched        bool   `json:"matched,omitempty"`
	// PreferredKept are the candidates the preferred victim keeps: the
	// priority rules choose among them (L6544-6548).
	PreferredKept []string `json:"preferred_kept,omitempty"`
	// Steps are the steps applied in order, the preferred victim's first
	// when there was one to apply.
	Steps []PriorityStep `json:"steps,omitempty"`
	// Decided is the step that left one candidate (a Step constant), or
	// StepTie; Victim is that one, "" on a tie.
	Decided string `json:"decided"`
	Victim  string `json:"victim,omitempty"`
}

// reasoner records the steps as pickVictim applies them.
type reasoner struct{ r *VictimReason }

// by keeps the ts with the largest key, recording the step with the
// numbers shown (shown may differ from key in sign).
func (rs reasoner) by(step string, ts []target, key, shown func(target) int) []target {
	kept := narrow(ts, key)
	ps := PriorityStep{Step: step}
	for _, t := range ts {
		ps.Values = append(ps.Values, Compared{Who: t.name, Value: shown(t)})
	}
	for _, t := range kept {
		ps.Kept = append(ps.Kept, t.name)
	}
	rs.r.Steps = append(rs.r.Steps, ps)
	if len(kept) == 1 {
		rs.r.Decided, rs.r.Victim = step, kept[0].name
	}
	return kept
}

// Words say the reason in the order of the priority rules: "both
// unwounded; Artemis has fewer HP left, 8 against 10", or "the only Hero
// in range".
func (r VictimReason) Words() string {
	if r.Decided == StepOnly {
		if r.Plus {
			return "the only Hero it can reach"
		}
		return "the only Hero in range"
	}
	var parts []string
	if r.Preferred != "" && !r.Plus && !r.Matched {
		parts = append(parts, "no one is "+preferredName(r.Preferred, r.PreferredStyle))
	}
	for i, st := range r.Steps {
		// Those the least (or most) wounded kept have as many wounds:
		// the wounds step after it has nothing to add.
		if i > 0 && st.Step == StepWounds && r.Steps[i-1].Step == StepPreferred &&
			(r.Preferred == MostWounded || r.Preferred == LeastWounded) {
			continue
		}
		parts = append(parts, st.words(r))
	}
	if r.Decided == StepTie {
		parts = append(parts, "still tied: the controller picks")
	}
	return strings.Join(parts, "; ")
}

// words say one step: all alike ("both unwounded"), or who was kept and
// the numbers against the others ("Artemis has fewer HP left, 8 against
// 10").
func (ps PriorityStep) words(r VictimReason) string {
	keptVal, others := 0, []string{}
	for _, c := range ps.Values {
		if isIn(ps.Kept, c.Who) {
			keptVal = c.Value
		} else {
			others = append(others, fmt.Sprint(c.Value))
		}
	}
	if len(others) == 0 {
		return alike(len(ps.Values)) + " " + sameWords(ps.Step, keptVal, r)
	}
	who := tracker.JoinAnd(ps.Kept)
	against := fmt.Sprintf("%d against %s", keptVal, tracker.JoinAnd(others))
	one := len(ps.Kept) == 1
	switch ps.Step {
	case StepPreferred:
		switch r.Preferred {
		case ByStyle, Menacing:
			return fmt.Sprintf("%s %s", who, isAre(one, preferredName(r.Preferred, r.PreferredStyle)))
		case Richest:
			return fmt.Sprintf("%s %s, %s crowns", who, isAre(one, "the richest"), against)
		case Closest:
			return fmt.Sprintf("%s %s, %s areas", who, isAre(one, "the closest"), against)
		case LeastWounded:
			return fmt.Sprintf("%s %s, %s wounds", who, isAre(one, "the least wounded"), against)
		}
		return fmt.Sprintf("%s %s, %s wounds", who, isAre(one, "the most wounded"), against)
	case StepWounds:
		return fmt.Sprintf("%s %s, %s wounds", who, isAre(one, "the most wounded"), against)
	case StepHPLeft:
		return fmt.Sprintf("%s %s fewer HP left, %s", who, hasHave(one), against)
	case StepPath:
		return fmt.Sprintf("%s %s the closest by path, %s areas", who, isAre(one, ""), against)
	}
	return fmt.Sprintf("%s %s, %s areas", who, isAre(one, "closer"), against)
}

// sameWords say what all the candidates share at a step.
func sameWords(step string, v int, r VictimReason) string {
	switch step {
	case StepPreferred:
		switch r.Preferred {
		case ByStyle, Menacing:
			return "are what it prefers, " + preferredName(r.Preferred, r.PreferredStyle)
		case Richest:
			return fmt.Sprintf("are the richest, %s each", count(v, "crown"))
		case Closest:
			return "are the closest, " + areasAway(v)
		}
		return woundWords(v) // "both unwounded": the wounds step says no more
	case StepWounds:
		return woundWords(v)
	case StepHPLeft:
		return fmt.Sprintf("have %d HP left", v)
	case StepPath:
		return areasAway(v) + " by path"
	}
	return areasAway(v)
}

func woundWords(v int) string {
	if v == 0 {
		return "unwounded"
	}
	return fmt.Sprintf("with %s", count(v, "wound"))
}

func areasAway(v int) string {
	if v == 0 {
		return "in its area"
	}
	return count(v, "area") + " away"
}

// alike names a group: "both", "all 3".
func alike(n int) string {
	if n == 2 {
		return "both"
	}
	return fmt.Sprintf("all %d", n)
}

func isAre(one bool, what string) string {
	verb := "are"
	if one {
		verb = "is"
	}
	return strings.TrimSpace(verb + " " + what)
}

func hasHave(one bool) string {
	if one {
		return "has"
	}
	return "have"
}

func isIn(names []string, who string) bool {
	for _, n := range names {
		if n == who {
			return true
		}
	}
	return false
}

// preferredName is a preferred victim in words: "the least wounded", "a
// Magic Hero".
func preferredName(v Victim, st Style) string {
	switch v {
	case MostWounded:
		return "the most wounded"
	case LeastWounded:
		return "the least wounded"
	case Closest:
		return "the closest"
	case Richest:
		return "the richest"
	case ByStyle:
		return fmt.Sprintf("a %s Hero", title(string(st)))
	case Menacing:
		return "the Menacing Hero"
	}
	return "none"
}
