package sorcery

import (
	"fmt"
	"slices"

	"tableside/tracker"
)

// RankCost is the Soul Points a Soulrank costs: the rank squared
// (L2287-2293).
func RankCost(rank int) int { return rank * rank }

// canEnhance refuses, in the player's words, the Hero at seat i reaching
// the next Soulrank: one rank at a time up to VII, never past another
// Hero's lower rank (L2300-2310; Ghost Souls count, still in the party),
// paid from the Soul Counter.
func (s *State) canEnhance(i int) error {
	h := s.Heroes[i]
	to := h.Soulrank + 1
	if to > maxSoulrank {
		return tracker.Refuse("%s is at Soulrank VII, the highest", h.Name)
	}
	for j, o := range s.Heroes {
		if j != i && o.Soulrank < h.Soulrank {
			return tracker.Refuse("%s is Soulrank %s: %s cannot reach %s until %s reaches %s", o.Name, roman(o.Soulrank), h.Name, roman(to), o.Name, roman(h.Soulrank))
		}
	}
	if c := RankCost(to); s.Souls < c {
		return tracker.Refuse("The Soul Counter holds %d; Soulrank %s costs %d", s.Souls, roman(to), c)
	}
	return nil
}

// enhance raises the Hero at seat i one Soulrank, paid from the Soul
// Counter.
func (s *State) enhance(i int) (string, error) {
	if err := s.canEnhance(i); err != nil {
		return "", err
	}
	h := &s.Heroes[i]
	h.Soulrank++
	h.gemHP()
	s.Souls -= RankCost(h.Soulrank)
	allows := "the new powers the Soul Gem allows"
	if g, ok := h.GemNow(); ok && g.Powers > 0 {
		// The typed gem says how many (L2264-2265, L2638-2640).
		allows = "the new powers: the Soul Gem now allows " + g.PowerWords()
	}
	return fmt.Sprintf("%s reaches Soulrank %s for %d Soul Points (%d left); choose %s.", h.Name, roman(h.Soulrank), RankCost(h.Soulrank), s.Souls, allows), nil
}

// resurrect brings the Ghost Soul at seat i back at an open Shrine for
// Soul Points equal to the lowered Soulrank, at full health (L4942-4955);
// the Law Greater Blessing does it free (L3317-3320).
func (s *State) resurrect(i int, atShrine, blessing bool) (string, error) {
	h := &s.Heroes[i]
	switch {
	case !h.Ghost:
		return "", tracker.Refuse("%s is alive", h.Name)
	case !slices.ContainsFunc(s.Shrines, func(sh Shrine) bool { return sh.Open }):
		return "", tracker.Refuse("No Shrine is open: %s cannot come back", h.Name)
	case !atShrine:
		return "", tracker.Refuse("%s must be in an area with an open Shrine to come back", h.Name)
	case !blessing && s.Souls < h.Soulrank:
		return "", tracker.Refuse("The Soul Counter holds %d; bringing back %s at Soulrank %s costs %d", s.Souls, h.Name, roman(h.Soulrank), h.Soulrank)
	}
	cost := h.Soulrank
	if blessing {
		cost = 0
	}
	s.Souls -= cost
	h.Ghost, h.Wounds, h.ExtraHP = false, 0, 0
	words := fmt.Sprintf("%s comes back to life at full health for %d Soul Points (%d left): flip the Hero card.", h.Name, cost, s.Souls)
	// The shields the Time Phase filled on the Ghost Soul's equipped cards
	// (L3796-3797) come back with the Hero.
	if h.Shields > 0 {
		words += fmt.Sprintf(" %s: %s.", h.Name, count(h.Shields, "magic shield"))
	}
	return words, nil
}

// die makes the Hero at seat i a Ghost Soul and returns the checklist
// (L4862-4882): a Soulrank lost (not below I) with its powers
// (L2772-2776), conditions and tokens cleared, summoned Companions gone,
// inventory and crowns dropped. Wounds stay until resurrection
// (sorcery-ai.md, small readings).
func (s *State) die(i int) []Step {
	h := &s.Heroes[i]
	lost := h.Soulrank
	out := []Step{step("L4857-4866", fmt.Sprintf("%s dies and becomes a Ghost Soul: flip the Hero card.", h.Name))}
	if h.Soulrank > 1 {
		h.Soulrank--
		h.gemHP()
		out = append(out, step("L4866-4867", fmt.Sprintf("Turn %s's Soul Gem back to Soulrank %s.", h.Name, roman(h.Soulrank))))
		var gone []string
		h.Powers = slices.DeleteFunc(h.Powers, func(p Power) bool {
			if p.Rank == lost {
				gone = append(gone, p.Name)
				return true
			}
			return false
		})
		for _, g := range gone {
			out = append(out, step("L4870-4871, L2772-2776", fmt.Sprintf("Discard %s: it came with Soulrank %s.", g, roman(lost))))
		}
		if len(gone) == 0 {
			// The powers typed in the Hero editor carry no rank: the
			// players still discard the lost rank's cards, the rightmost
			// first (L2773-2776, L4872-4874).
			out = append(out, step("L4872-4874, L2773-2776", fmt.Sprintf("Discard the Power cards Soulrank %s brought: the rightmost, the newest, first.", roman(lost))))
		}
	}
	out = append(out, step("L4868-4869", fmt.Sprintf("Discard all of %s's condition and effect tokens.", h.Name)))
	h.Conditions, h.RedCriticals, h.Shields = Conditions{}, nil, 0
	out = append(out, step("L4872-4874", "Active powers go into cooldown; summoned Companions die."))
	s.Companions = slices.DeleteFunc(s.Companions, func(c Companion) bool { return c.Owner == i && c.Summoned })
	drop := "Leave the inventory's items and Quest cards where the Hero fell; equipped items stay."
	if h.Crowns > 0 {
		drop = fmt.Sprintf("Leave %d Crowns, the inventory's items and Quest cards where the Hero fell; equipped items stay.", h.Crowns)
	}
	rule := "L4875-4876"
	for _, it := range h.Items {
		if it.Cursed && !it.Equipped {
			// The next Hero through that area must take it (L5291-5294).
			drop += fmt.Sprintf(" The cursed %s lies there too: the next Hero to move through that area must take it.", it.Name)
			rule = "L4875-4876, L5291-5294"
		}
	}
	out = append(out, step(rule, drop))
	h.Items = slices.DeleteFunc(h.Items, func(it HeldItem) bool { return !it.Equipped })
	h.Crowns, h.Ghost = 0, true
	if s.Menace != nil && s.Menace.Hero == i {
		out = append(out, s.menaceLost(i)...)
	}
	return out
}

// SoulRequest is one spending of the Soul Counter in the Time Phase:
// "enhance" a Soulrank or "resurrect" a Ghost Soul, who the table says is
// at an open Shrine; Blessing when the Law Greater Blessing pays.
type SoulRequest struct {
	Hero     string `json:"hero"`
	Do       string `json:"do"`
	AtShrine bool   `json:"at_shrine,omitempty"`
	Blessing bool   `json:"blessing,omitempty"`
}

// SoulsInput is the table's spending, in the order asked; empty gives
// what each Hero could buy now.
type SoulsInput struct {
	Requests []SoulRequest `json:"requests,omitempty"`
}

// Souls is the plan of the Soul Enhancement/Resurrection step
// (L1494-1502).
type Souls struct {
	Counter int    `json:"counter"`
	Steps   []Step `json:"steps"`
	next    State
}

// PlanSouls applies the requests in order, each checked against the
// counter as the ones before left it, and ends with what each Hero may
// still buy.
func (s *State) PlanSouls(in SoulsInput) (Souls, error) {
	if s.Phase != TimePhase {
		return Souls{}, tracker.Refuse("Soul Points are spent only in the Time Phase")
	}
	next, err := stateCopier.Clone(*s)
	if err != nil {
		return Souls{}, err
	}
	var out Souls
	for _, r := range in.Requests {
		i := next.hero(r.Hero)
		if i < 0 {
			return Souls{}, tracker.Refuse("No Hero called %q is at the table", r.Hero)
		}
		var words string
		switch r.Do {
		case "enhance":
			words, err = next.enhance(i)
			out.Steps = append(out.Steps, step("L2287-2310", words))
		case "resurrect":
			words, err = next.resurrect(i, r.AtShrine, r.Blessing)
			out.Steps = append(out.Steps, step("L4942-4955", words))
		default:
			return Souls{}, tracker.Refuse("A Hero may enhance a Soulrank or come back to life, not %q", r.Do)
		}
		if err != nil {
			return Souls{}, err
		}
	}
	for i, h := range next.Heroes {
		if h.Ghost {
			out.Steps = append(out.Steps, step("L4942-4955", fmt.Sprintf("%s may come back at an open Shrine for %d Soul Points.", h.Name, h.Soulrank)))
		}
		if err := next.canEnhance(i); err != nil {
			out.Steps = append(out.Steps, step("L2287-2310", fmt.Sprintf("%s cannot rise now. %s.", h.Name, err.Error())))
		} else {
			out.Steps = append(out.Steps, step("L2287-2293", fmt.Sprintf("%s may reach Soulrank %s for %d Soul Points.", h.Name, roman(h.Soulrank+1), RankCost(h.Soulrank+1))))
		}
	}
	out.Counter, out.next = next.Souls, next
	return out, nil
}
