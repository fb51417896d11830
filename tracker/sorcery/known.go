package sorcery

import (
	"fmt"
	"strings"

	"tableside/tracker"
)

// What a sentence's condition asks that the app tracks itself: the
// victim's conditions and wounds (sorcery-ai.md, Who knows what: "The app
// never asks what it tracks"). The table is asked only the rest: what
// it sees on the map (an area, a path, who stands where).

// Judged is a sentence condition as far as the app knows it: Known with
// Holds when it can tell alone; else Ask is what is left for the table
// (the whole condition, or the part after what the app knew, "alone in
// its area"). Said are the facts the app used, in words, for the screen
// ("Jeanne is slowed").
type Judged struct {
	Known bool   `json:"known"`
	Holds bool   `json:"holds,omitempty"`
	Ask   string `json:"ask,omitempty"`
	Said  string `json:"said,omitempty"`
}

// tracked is a word a condition uses for what the app records on a Hero
// or Companion, with how to read it off its Conditions and wounds.
type tracked struct {
	words []string
	name  string
	holds func(c Conditions, wounds int) bool
}

func trackedWords() []tracked {
	return []tracked{
		{[]string{"slowed", "slow"}, "slowed", func(c Conditions, _ int) bool { return c.Health == Slow }},
		{[]string{"blinded", "blind"}, "blinded", func(c Conditions, _ int) bool { return c.Health == Blind }},
		{[]string{"stunned", "stun"}, "stunned", func(c Conditions, _ int) bool { return c.Health == Stun }},
		{[]string{"bleeding", "bleed"}, "bleeding", func(c Conditions, _ int) bool { return c.Bleed > 0 }},
		{[]string{"poisoned", "poison"}, "poisoned", func(c Conditions, _ int) bool { return c.Poison > 0 }},
		{[]string{"burning", "on fire"}, "burning", func(c Conditions, _ int) bool { return len(c.Fire) > 0 }},
		{[]string{"knocked out", "k.o.", "ko"}, "knocked out", func(c Conditions, _ int) bool { return c.KO }},
		{[]string{"hidden"}, "hidden", func(c Conditions, _ int) bool { return c.Hidden }},
		{[]string{"unwounded"}, "unwounded", func(_ Conditions, w int) bool { return w == 0 }},
		{[]string{"wounded"}, "wounded", func(_ Conditions, w int) bool { return w > 0 }},
	}
}

// JudgeCondition reads a sentence's condition of the Enemy at index enemy
// ("the victim is slowed and alone in its area", "wounded") against what
// the app records: of victim when the part names the victim, else of the
// Enemy itself, the Scroll's subject ("If wounded: use Reborn"). Parts
// joined by "and" are read in turn: one the app knows to be false settles
// the whole; the parts it cannot know are left to ask. A condition naming
// nothing the app tracks is asked whole.
func (s *State) JudgeCondition(enemy int, victim, cond string) Judged {
	parts := splitAnd(cond)
	var ask, said []string
	for _, p := range parts {
		who, c, wounds, ok := s.subject(enemy, victim, p)
		if !ok {
			ask = append(ask, p)
			continue
		}
		holds, fact, known := judgePart(p, c, wounds)
		if !known {
			ask = append(ask, p)
			continue
		}
		word := fact
		said = append(said, fmt.Sprintf("%s is %s", who, word))
		if !holds {
			return Judged{Known: true, Said: tracker.JoinAnd(said)}
		}
	}
	if len(ask) == 0 {
		return Judged{Known: true, Holds: true, Said: tracker.JoinAnd(said)}
	}
	if len(said) == 0 {
		return Judged{Ask: cond}
	}
	return Judged{Ask: strings.Join(ask, " and "), Said: tracker.JoinAnd(said)}
}

// subject is whom a part of a condition is about, with the record the app
// keeps: the victim when it says so, else the Enemy acting.
func (s *State) subject(enemy int, victim, part string) (string, Conditions, int, bool) {
	l := strings.ToLower(strings.TrimSpace(part))
	if strings.HasPrefix(l, "the victim") || strings.HasPrefix(l, "victim ") {
		c, w, ok := s.recorded(victim)
		return victim, c, w, ok && victim != ""
	}
	if enemy < 0 || enemy >= len(s.Enemies) {
		return "", Conditions{}, 0, false
	}
	e := s.Enemies[enemy]
	return "the " + e.Label(), e.Conditions, e.Wounds, true
}

// recorded are the conditions and wounds the app keeps for name.
func (s *State) recorded(name string) (Conditions, int, bool) {
	if i := s.hero(name); i >= 0 {
		return s.Heroes[i].Conditions, s.Heroes[i].Wounds, true
	}
	if i := s.companion(name); i >= 0 {
		c := s.Companions[i]
		cs := c.Conditions
		cs.Hidden = cs.Hidden || c.Hidden
		return cs, c.Wounds, true
	}
	return Conditions{}, 0, false
}

// splitAnd cuts a condition at its "and"s, the victim carried to each
// part: "the victim is slowed and alone in its area" is "the victim is
// slowed", "alone in its area".
func splitAnd(cond string) []string {
	var out []string
	for _, p := range strings.Split(cond, " and ") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// judgePart reads one part: it is about the victim's record only when it
// is "the victim is [not] <word>" or "[not] <word>" alone, so "slowed
// Enemies nearby" is not mistaken for it.
// fact is what the record says in words: "slowed", "not slowed".
func judgePart(p string, c Conditions, wounds int) (holds bool, fact string, known bool) {
	l := strings.ToLower(strings.TrimSpace(strings.TrimSuffix(p, ".")))
	for _, pre := range []string{"the victim is ", "the victim's ", "victim is ", "it is ", "is "} {
		if strings.HasPrefix(l, pre) {
			l = strings.TrimPrefix(l, pre)
			break
		}
	}
	not := false
	if rest, ok := strings.CutPrefix(l, "not "); ok {
		l, not = rest, true
	}
	for _, t := range trackedWords() {
		for _, w := range t.words {
			if l != w {
				continue
			}
			has := t.holds(c, wounds)
			fact = t.name
			if !has {
				fact = "not " + t.name
			}
			return has != not, fact, true
		}
	}
	return false, "", false
}
