package sorcery

import (
	"strings"
	"testing"
)

// The checks before an Enemy acts (sorcery-ai.md point 1; rules 003
// L6999-7054): Bleed, K.O., then Stun or Blind; Slow runs the first
// sentence only; the Health token goes at the end, even of a skipped or
// wasted activation.
func TestBeforeActing003L6999(t *testing.T) {
	sights := []Sight{seen("Jeanne", 0), seen("Thorgren", 1)}
	for _, c := range []struct {
		name   string
		cond   Conditions
		blind  string
		immune bool
		wants  []string
		acts   bool
	}{
		{"bleed", Conditions{Bleed: 1}, "", false, []string{"bleeds: 1 wound"}, true},
		{"bleeds-to-death", Conditions{Bleed: 2, KO: true}, "", false, []string{"bleeds 1 HP and dies"}, false},
		{"ko", Conditions{KO: true}, "", false, []string{"remove its K.O. token"}, true},
		{"stun", Conditions{Health: Stun, KO: true}, "", false, []string{"K.O.", "stunned and does nothing", "discard"}, false},
		{"stun-immune", Conditions{Health: Stun}, "", true, nil, true},
		{"blind-ask", Conditions{Health: Blind}, "", false, []string{"roll a Blue die"}, false},
		{"blind-miss", Conditions{Health: Blind}, "miss", false, []string{"wasted", "discard"}, false},
		{"blind-hit", Conditions{Health: Blind}, "hit", false, []string{"A hit", "discard"}, true},
		{"slow", Conditions{Health: Slow}, "", false, []string{"slowed: the rest", "discard"}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := giantSpider()
			e.Conditions, e.Wounds = c.cond, 4
			if c.name == "bleeds-to-death" {
				e.Wounds = 5 // the 6th HP is its last
			}
			if c.immune {
				e.Card.Rank, e.Card.Master, e.Card.StunImmune = Purple, true, true
			}
			s := mustCheck(t, table([]Hero{jeanne(), thorgren()}, e))
			a, err := s.Activate(ActivationInput{Sights: sights, Blind: c.blind})
			if err != nil {
				t.Fatal(err)
			}
			var all []string
			for _, st := range a.Steps {
				all = append(all, st.Say)
			}
			text := strings.Join(all, "\n")
			for _, w := range c.wants {
				if !strings.Contains(text, w) {
					t.Errorf("%q missing:\n%s", w, text)
				}
			}
			if (a.Victim != "") != c.acts {
				t.Errorf("acts %v; victim %q\n%s", c.acts, a.Victim, text)
			}
			if c.name == "slow" && strings.Count(text, "Against") != 1 {
				t.Errorf("a slowed Enemy ran more than one sentence:\n%s", text)
			}
		})
	}
}
