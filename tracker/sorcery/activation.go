package sorcery

import (
	"fmt"
	"strings"

	"tableside/tracker"
)

// ActivationInput is what the table tells for one Enemy's activation: the
// Enemy's index in play, each Hero's and Companion's sight and, for a
// blinded Enemy, the Blue die ("hit" or "miss", L7015-7020).
type ActivationInput struct {
	Enemy  int     `json:"enemy"`
	Sights []Sight `json:"sights"`
	Blind  string  `json:"blind,omitempty"`
}

// Activation is the plan of one Enemy's activation (L6370-6668).
type Activation struct {
	Enemy      string `json:"enemy"`
	Controller string `json:"controller"`
	// Rule is the behaviour rule run, 1 for the Scroll's first; 0 when the
	// Enemy does not act or no rule applies.
	Rule   int      `json:"rule,omitempty"`
	Plus   bool     `json:"plus,omitempty"`
	Victim string   `json:"victim,omitempty"`
	Tied   []string `json:"tied,omitempty"`
	// Reason is why the victim, step by step (VictimReason.Words).
	Reason *VictimReason `json:"reason,omitempty"`
	Steps  []Step        `json:"steps"`
}

// Activate plans one Enemy's activation: the checks before it acts, the
// rule, the victim, then the rule's sentences against that victim.
func (s *State) Activate(in ActivationInput) (Activation, error) {
	if in.Enemy < 0 || in.Enemy >= len(s.Enemies) {
		return Activation{}, tracker.Refuse("There is no Enemy %d in play", in.Enemy)
	}
	if in.Blind != "" && in.Blind != "hit" && in.Blind != "miss" {
		return Activation{}, tracker.Refuse("The Blue die for Blind is a hit or a miss")
	}
	e := &s.Enemies[in.Enemy]
	a := Activation{Enemy: e.Label(), Controller: s.Heroes[s.controller(e)].Name}
	if !s.beforeActing(e, in.Blind, &a) {
		return a, nil
	}
	ts, err := s.withSights(e, in.Sights)
	if err != nil {
		return Activation{}, err
	}
	rc, err := chooseRule(e.Card, ts)
	if err != nil {
		return Activation{}, err
	}
	if rc.index < 0 || len(rc.cands) == 0 {
		a.Steps = append(a.Steps, step("L6529-6531, L6876-6877", fmt.Sprintf("No rule finds a target: the %s stays where it is.", e.Label())))
		s.healthEnds(e, &a)
		return a, nil
	}
	a.Rule, a.Plus = rc.index+1, rc.plus
	vp := s.pickVictim(e.Card, rc)
	a.Victim, a.Tied, a.Reason = vp.Victim, vp.Tied, vp.Reason
	a.Steps = append(a.Steps, s.ruleStep(e, rc))
	if vp.Victim != "" {
		a.Steps = append(a.Steps, step("L6536-6561", fmt.Sprintf("Victim %s: %s. The victim stays the same to the end of this activation.", vp.Victim, vp.Reason.Words())))
	} else {
		a.Steps = append(a.Steps, Step{Rule: "L6553-6555, L6666-6668",
			Say: "The priority rules leave a tie: " + vp.Reason.Words() + ".",
			Choice: &Choice{Kind: "victim", Who: a.Controller,
				Prompt:  fmt.Sprintf("Who is the %s's victim?", e.Label()),
				Options: vp.Tied}})
	}
	victim := vp.Victim
	if victim == "" {
		victim = "the chosen victim"
	}
	s.sentences(e, rc.index, victim, &a)
	s.healthEnds(e, &a)
	return a, nil
}

// beforeActing is what happens as the activation starts (sorcery-ai.md
// point 1: the book gives no order): Bleed, K.O., then Stun or Blind. It
// reports whether the Enemy goes on to act.
func (s *State) beforeActing(e *Enemy, blind string, a *Activation) bool {
	c := e.Conditions
	if e.Acting {
		// BeginActivation has applied Bleed and K.O. already.
		c.Bleed, c.KO = 0, false
	}
	if c.Bleed > 0 {
		hp := e.HP(s.HeroCount())
		if e.Wounds+1 >= hp {
			a.Steps = append(a.Steps, step("L7047-7048, L7074, L7101-7131", fmt.Sprintf("The %s bleeds 1 HP and dies: remove it and add its %d Soul Points.", e.Label(), e.Card.SoulPoints)+e.Card.deathWords()))
			return false
		}
		a.Steps = append(a.Steps, step("L7047-7048", fmt.Sprintf("The %s bleeds: 1 wound (%d of %d HP).", e.Label(), e.Wounds+1, hp)))
	}
	if c.KO {
		a.Steps = append(a.Steps, step("L7050-7051", fmt.Sprintf("The %s stands up: remove its K.O. token.", e.Label())))
	}
	switch {
	case c.Health == Stun && !e.Card.StunImmune:
		a.Steps = append(a.Steps, step("L7024-7028", fmt.Sprintf("The %s is stunned and does nothing this activation.", e.Label())))
		s.healthEnds(e, a)
		return false
	case c.Health == Blind && blind == "":
		a.Steps = append(a.Steps, step("L7015-7020", fmt.Sprintf("The %s is blind: roll a Blue die and tell the app whether it shows a hit.", e.Label())))
		return false
	case c.Health == Blind && blind == "miss":
		a.Steps = append(a.Steps, step("L7015-7020", fmt.Sprintf("No hit: the %s's activation is wasted.", e.Label())))
		s.healthEnds(e, a)
		return false
	case c.Health == Blind:
		a.Steps = append(a.Steps, step("L7015-7020", fmt.Sprintf("A hit: the %s acts.", e.Label())))
	}
	return true
}

// healthEnds discards the Health token at the end of the activation, even
// a skipped or wasted one (L7040-7041).
func (s *State) healthEnds(e *Enemy, a *Activation) {
	if h := e.Conditions.Health; h != "" && !(h == Stun && e.Card.StunImmune) {
		a.Steps = append(a.Steps, step("L7040-7041", fmt.Sprintf("The activation is over: discard the %s's %s token.", e.Label(), title(string(h)))))
	}
}

func (s *State) ruleStep(e *Enemy, rc ruleChoice) Step {
	if rc.plus {
		return step("L6529-6531, L6659-6664", fmt.Sprintf("No Hero is in sight within any range: the %s follows its \"+\" rule, toward the closest by path.", e.Label()))
	}
	r := e.Card.Rules[rc.index]
	span := fmt.Sprint(r.Max)
	if r.Min > 0 {
		span = fmt.Sprintf("%d-%d", r.Min, r.Max)
	}
	return step("L6520-6534", fmt.Sprintf("Rule %d (range %s) has a target in sight.", rc.index+1, span))
}

// sentences runs the rule's sentences in order against the victim, fixed
// for the whole activation (L6557-6561); a Slowed Enemy runs only the first
// (L7007-7009).
func (s *State) sentences(e *Enemy, rule int, victim string, a *Activation) {
	ss := e.Card.Rules[rule].Sentences
	for i, text := range ss {
		if i > 0 && e.Conditions.Health == Slow {
			a.Steps = append(a.Steps, step("L7007-7009", fmt.Sprintf("The %s is slowed: the rest of the rule is skipped.", e.Label())))
			return
		}
		a.Steps = append(a.Steps, step("L6557-6561, L6789-6791", fmt.Sprintf("Against %s: %s", victim, strings.TrimSpace(text))))
	}
}
