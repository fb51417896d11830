package sorcery

import (
	"slices"
	"testing"
)

// TestSentenceKindsBuildTheSpiderRule003L6577: the Giant Spider's second
// rule (L6577-6604) picked from the kinds the editor offers, with the
// card's own weapons and powers, reads back as the wizard asks it.
func TestSentenceKindsBuildTheSpiderRule003L6577(t *testing.T) {
	c := spiderWithPowers().Card
	c.Weapons = []Weapon{{Name: "Bite", Effect: "Poison I"}, {Name: "Web", Effect: "Slow"}}
	acts := c.SentenceActions()
	for _, want := range []string{"Attack with Web.", "Use Entrap.", "Move to engage and use Entrap.", "Move away 1 area."} {
		if !slices.Contains(acts, want) {
			t.Errorf("%q not offered: %q", want, acts)
		}
	}
	var lines []string
	for _, pick := range []string{SentenceOtherwise, "Attack with Web.", SentenceOtherwise, "If the victim is Slowed and alone in its area:",
		"Move to engage and use Entrap.", SentenceOtherwise, "Attack with Web."} {
		lines = AddSentence(lines, pick)
	}
	want := []string{"Attack with Web.", "If the victim is Slowed and alone in its area: move to engage and use Entrap; otherwise attack with Web."}
	if !slices.Equal(lines, want) {
		t.Fatalf("%q", lines)
	}
	s := ParseSentence(lines[1])
	if s.If != "the victim is Slowed and alone in its area" || s.Then != "move to engage and use Entrap" || s.Else != "attack with Web" {
		t.Fatalf("%+v", s)
	}
	if p, ok := c.PowerUsed(s.Then); !ok || p.Name != "Entrap" {
		t.Fatalf("the Then's power: %+v", p)
	}
	// A condition that leads nowhere is refused on the card.
	c.Rules[0].Sentences = AddSentence(c.Rules[0].Sentences, "If engaged:")
	if err := c.Validate(); err == nil {
		t.Fatal("an open sentence saved")
	}
}
