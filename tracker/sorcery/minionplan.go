package sorcery

import (
	"fmt"
	"slices"

	"tableside/tracker"
)

// The Minions' plan for `tableside plan` (docs/sorcery-plan.md, "minions"):
// what the Minions of one timing do with the table's answers, as the
// commands of minion.go would carry it out.

// MinionsInput is what the table tells for the Minions of one timing in
// the Active Hero's Enemy Turn, or at the end of the Event Phase
// ("event_end"): the breeding dice's results by species, and for each
// latching Minion that shares an area with Heroes, who they are and, for
// a tie, the Active player's pick.
type MinionsInput struct {
	When    Timing         `json:"when"`
	Hatched map[string]int `json:"hatched,omitempty"`
	Latches []LatchCmd     `json:"latches,omitempty"`
}

// EventEnd is the end of the Event Phase, when Infection strikes
// (L7247-7252): a plan's timing, not a Scroll's.
const EventEnd Timing = "event_end"

// MinionPlan is the plan of the Minions at one timing: the steps, how
// each latching Minion picked its Hero, and the Minions as they stand
// after, with the Soul Counter.
type MinionPlan struct {
	When    Timing     `json:"when"`
	Steps   []Step     `json:"steps"`
	Latches []LatchWhy `json:"latches,omitempty"`
	After   []string   `json:"after,omitempty"`
	Souls   int        `json:"souls"`
}

// PlanMinionTurn plans the Minions at in.When with the table's answers,
// as the commands would carry them out; the state is left as it was.
func (s *State) PlanMinionTurn(in MinionsInput) (MinionPlan, error) {
	p := MinionPlan{When: in.When}
	c, err := stateCopier.Clone(*s)
	if err != nil {
		return p, err
	}
	h := c.Heroes[c.Active]
	switch {
	case in.When != AtStart && in.When != AtEnd && in.When != EventEnd:
		return p, tracker.Refuse("Minions act at the start or the end of the Enemy Turn, or at the end of the Event Phase")
	case in.When != AtStart && len(in.Hatched) > 0:
		return p, tracker.Refuse("Nests breed at the start of the Enemy Turn")
	case in.When != AtEnd && len(in.Latches) > 0:
		return p, tracker.Refuse("Venoms move at the end of the Enemy Turn")
	case in.When == EventEnd:
		words, err := c.infection(struct{}{})
		if err != nil {
			return p, err
		}
		p.Steps = append(p.Steps, step("L7247-7252, L4602-4614", words))
	case h.Ghost:
		p.Steps = append(p.Steps, step("L1593-1594", fmt.Sprintf("%s is a Ghost Soul: the whole Enemy Turn is skipped, Minions too.", h.Name)))
		return p.finish(&c), nil
	default:
		p.Steps = c.PlanMinions(in.When)
		if in.When == AtEnd {
			if err := c.planLatches(in.Latches, &p); err != nil {
				return p, err
			}
		}
		words, err := c.minionsAct(MinionsActCmd{When: in.When, Hatched: in.Hatched})
		if err != nil {
			return p, err
		}
		if in.When == AtStart && len(p.Steps) > 0 {
			p.Steps = append(p.Steps, step("L7281-7284", words))
		}
	}
	return p.finish(&c), nil
}

// planLatches puts each latching Minion the table names onto its Hero's
// sheet, in the order given (each figure acts on its own, L7213-7214): a
// tie the Active player has not settled comes back as a choice.
func (s *State) planLatches(ls []LatchCmd, p *MinionPlan) error {
	for k, l := range ls {
		if slices.ContainsFunc(ls[:k], func(o LatchCmd) bool { return o.Minion == l.Minion }) {
			return tracker.Refuse("Minion %d is named twice", l.Minion)
		}
	}
	labels := make([]string, len(ls))
	for k, l := range ls {
		if l.Minion < 0 || l.Minion >= len(s.Minions) {
			return tracker.Refuse("There is no Minion %d in play", l.Minion)
		}
		labels[k] = s.Minions[l.Minion].Label()
	}
	for k, l := range ls {
		i := slices.IndexFunc(s.Minions, func(m Minion) bool { return m.Label() == labels[k] })
		why, err := s.LatchVictim(i, l.Sharing)
		if err != nil {
			return err
		}
		p.Latches = append(p.Latches, why)
		if why.Victim == "" && l.Pick == "" {
			p.Steps = append(p.Steps, Step{Rule: "L7230-7234, L6553-6555", Say: fmt.Sprintf("The victim rules leave a tie: %s picks whose sheet %s goes onto.", s.Heroes[s.Active].Name, why.Minion),
				Choice: &Choice{Kind: "victim", Who: s.Heroes[s.Active].Name, Prompt: fmt.Sprintf("Whose sheet does %s go onto?", why.Minion), Options: why.Tied}})
			continue
		}
		words, err := s.latchMinion(LatchCmd{Minion: i, Sharing: l.Sharing, Pick: l.Pick})
		if err != nil {
			return err
		}
		p.Steps = append(p.Steps, step("L7216-7238", words))
	}
	return nil
}

// finish lists the Minions as they stand after the plan, and the Soul
// Counter.
func (p MinionPlan) finish(s *State) MinionPlan {
	for _, m := range s.Minions {
		l := m.Label()
		if m.On != "" {
			l += " on " + m.On + "'s sheet"
		}
		p.After = append(p.After, l)
	}
	p.Souls = s.Souls
	if p.Steps == nil {
		p.Steps = []Step{step("L7167-7170", "No Minion acts now.")}
	}
	return p
}
