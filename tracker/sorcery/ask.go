package sorcery

import (
	"fmt"
	"strings"
)

// Sentence is one sentence of a behaviour rule as the table is asked it:
// "If the victim is slowed: use Entrap; otherwise attack with Web." is If
// "the victim is slowed", Then "use Entrap", Else "attack with Web". A
// sentence with no "If" is all Then.
type Sentence struct {
	If, Then, Else string
}

// ParseSentence splits a sentence as the library stores it (L6789-6791):
// the app cannot see a condition on the map, so the table answers it.
func ParseSentence(text string) Sentence {
	text = strings.TrimSpace(text)
	rest, ok := cutFold(text, "if ")
	if !ok {
		return Sentence{Then: text}
	}
	cond, then, ok := strings.Cut(rest, ":")
	if !ok {
		return Sentence{Then: text}
	}
	then, els, _ := cutFoldMiddle(then, "; otherwise")
	return Sentence{If: strings.TrimSpace(cond), Then: trimSentence(then), Else: trimSentence(els)}
}

// SentenceOf is the sentence text of an activation step that runs one
// ("Against Jeanne: Attack with Bite."), or "" for any other step.
func SentenceOf(st Step) string {
	if !strings.HasPrefix(st.Rule, "L6557-6561") {
		return ""
	}
	_, text, _ := strings.Cut(st.Say, ": ")
	return text
}

// IsAttack tells whether a sentence deals wounds the table counts: an
// attack (L6789-6791, L6860-6874).
func IsAttack(text string) bool { return strings.Contains(strings.ToLower(text), "attack") }

func cutFold(s, prefix string) (string, bool) {
	if len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix) {
		return s[len(prefix):], true
	}
	return s, false
}

func cutFoldMiddle(s, sep string) (before, after string, ok bool) {
	i := strings.Index(strings.ToLower(s), sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
}

func trimSentence(s string) string {
	return strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(strings.TrimLeft(s, " ,:")), "."))
}

// ConditionWords say what putting a condition on c does, before it is
// done: a condition held already at that rank or higher deals 1 HP
// instead (L4602-4614); Fire stacks and burns 1 at once (L4761-4765).
func ConditionWords(c Conditions, kind string, rank int) string {
	name := ConditionName(kind)
	if rank > 0 {
		name += " " + roman(rank)
	}
	cp := c
	cp.Fire = append([]int(nil), c.Fire...)
	d, err := inflict(&cp, kind, rank)
	switch {
	case err != nil:
		return err.Error()
	case kind == "fire":
		return fmt.Sprintf("%s (1 HP now)", name)
	case d > 0:
		return fmt.Sprintf("%s again: 1 HP instead", name)
	}
	return name
}

// ConditionName is a condition's kind as players say it: "Bleed", "K.O.".
func ConditionName(kind string) string {
	if kind == "ko" {
		return "K.O."
	}
	return title(kind)
}

// List is a Conditions in a few words ("Bleed I, Fire I I, Slow"),
// or "" when there are none.
func (c Conditions) List() string {
	var out []string
	if c.Health != "" {
		out = append(out, title(string(c.Health)))
	}
	if c.Bleed > 0 {
		out = append(out, "Bleed "+roman(c.Bleed))
	}
	if c.Poison > 0 {
		out = append(out, "Poison "+roman(c.Poison))
	}
	for _, f := range c.Fire {
		out = append(out, "Fire "+roman(f))
	}
	if c.KO {
		out = append(out, "K.O.")
	}
	if c.Hidden {
		out = append(out, "Hidden")
	}
	return strings.Join(out, ", ")
}
