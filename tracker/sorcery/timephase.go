package sorcery

import (
	"fmt"
	"slices"

	"tableside/tracker"
)

// SaveRoll is a Poisoned Hero's Save, as the die showed (L4827-4832).
type SaveRoll struct {
	Hero  string `json:"hero"`
	Saved bool   `json:"saved"`
}

// TimePhaseInput is what the table tells for the Time Phase: the Saves of
// Poisoned Heroes who live through the damage.
type TimePhaseInput struct {
	Saves []SaveRoll `json:"saves,omitempty"`
}

// TimePlan is the plan of the Time Phase (L1476-1502).
type TimePlan struct {
	Steps []Step `json:"steps"`
	// Souls is the Soul Counter once the Enemies killed here are counted.
	Souls int `json:"souls"`
	next  State
}

// PlanTimePhase runs the Time Phase in the book's order: damage, deaths,
// Saves, "until Time Phase" effects, shields, Bleed, bookmarks, Refresh,
// Cooldown, then the Soul Counter's turn (sorcery-ai.md, Time Phase).
func (s *State) PlanTimePhase(in TimePhaseInput) (TimePlan, error) {
	// The Time Phase opens the Round after every Hero's turn (L1440-1475).
	if err := s.roundPlayed("Time Phase"); err != nil {
		return TimePlan{}, err
	}
	// The Event Phase closes the Round first (L1598-1614), unless the
	// deck has no card left to turn.
	if ev := s.Events; !s.EventDone && (ev.Unrevealed > 0 || len(ev.Revealed) > 0) {
		return TimePlan{}, tracker.Refuse("The Event Phase comes first: turn or discard this Round's Event card")
	}
	if s.InfectionDue() {
		// Infection closes the Event Phase (L7247-7252, minion.go).
		return TimePlan{}, tracker.Refuse("The Event Phase ends with Infection first: the Venoms on Heroes' sheets poison them")
	}
	for k, r := range in.Saves {
		i := s.hero(r.Hero)
		switch {
		case i < 0:
			return TimePlan{}, tracker.Refuse("No Hero called %q is at the table", r.Hero)
		case s.Heroes[i].Conditions.Poison == 0:
			return TimePlan{}, tracker.Refuse("%s is not poisoned and rolls no Save", r.Hero)
		case slices.ContainsFunc(in.Saves[:k], func(o SaveRoll) bool { return o.Hero == r.Hero }):
			return TimePlan{}, tracker.Refuse("%s's Save is given twice", r.Hero)
		}
	}
	n, err := stateCopier.Clone(*s)
	if err != nil {
		return TimePlan{}, err
	}
	p := TimePlan{}
	add := func(rule, say string) { p.Steps = append(p.Steps, step(rule, say)) }
	// 1a. Damage: Fire tokens 1 HP each, then II turns I and I goes
	// (L4749-4759); Poison its rank (L4826).
	for i := range n.Heroes {
		h := &n.Heroes[i]
		if h.Ghost {
			continue
		}
		if d := burn(&h.Conditions); d > 0 {
			h.Wounds += d
			add("L4749-4759", fmt.Sprintf("%s burns: %s from Fire.", h.Name, count(d, "wound")))
		}
		if pz := h.Conditions.Poison; pz > 0 {
			h.Wounds += pz
			add("L4826", fmt.Sprintf("%s suffers %s from Poison.", h.Name, count(pz, "wound")))
		}
	}
	hp := n.HeroCount()
	for i := range n.Enemies {
		e := &n.Enemies[i]
		if d := burn(&e.Conditions) + e.Conditions.Poison; d > 0 {
			e.Wounds += d
			add("L4749-4759, L7053-7054", fmt.Sprintf("The %s suffers %s from Fire and Poison.", e.Label(), count(d, "wound")))
		}
	}
	// A Companion's conditions work as a Hero's (L5438-5441). Reading: it
	// has no Save, so its Poison stays, as an Enemy's (L7053-7054).
	for i := range n.Companions {
		c := &n.Companions[i]
		if d := burn(&c.Conditions) + c.Conditions.Poison; d > 0 {
			c.Wounds += d
			add("L5438-5441, L4749-4759, L4826", fmt.Sprintf("%s suffers %s from Fire and Poison.", c.Name, count(d, "wound")))
		}
	}
	add("L4773-4775", "Fire tokens on the map age the same way: II turns I, I goes.")
	// Deaths, then Saves for the Poisoned still alive (sorcery-ai.md).
	for i := range n.Heroes {
		if h := &n.Heroes[i]; !h.Ghost && h.Wounds >= h.HP() {
			p.Steps = append(p.Steps, n.die(i)...)
		}
	}
	n.Enemies = slices.DeleteFunc(n.Enemies, func(e Enemy) bool {
		if e.Wounds < e.HP(hp) {
			return false
		}
		n.Souls = min(n.Souls+e.Card.SoulPoints, maxNumber)
		add("L7101-7131", fmt.Sprintf("The %s dies: remove it; its %d Soul Points go on the Soul Counter.", e.Label(), e.Card.SoulPoints)+e.Card.deathWords()+redsGo(e.RedCriticals))
		return true
	})
	if n.Menace != nil && !slices.ContainsFunc(n.Enemies, func(e Enemy) bool { return e.Card.Master }) {
		// The token goes with the last Master Enemy, as woundEnemy has it
		// (L7583-7585).
		n.Menace = nil
	}
	n.Companions = slices.DeleteFunc(n.Companions, func(c Companion) bool {
		if c.Wounds < c.HP() {
			return false
		}
		say := fmt.Sprintf("%s dies: take the figure off the map.", c.Name) + redsGo(c.RedCriticals)
		if c.Summoned {
			// Its summoning power's cooldown starts now (L5421-5426).
			say += fmt.Sprintf(" %s's power that summoned it goes into cooldown now.", n.Heroes[c.Owner].Name)
		}
		add("L5421-5426", say)
		return true
	})
	for i := range n.Heroes {
		h := &n.Heroes[i]
		if h.Ghost || h.Conditions.Poison == 0 {
			continue
		}
		k := slices.IndexFunc(in.Saves, func(r SaveRoll) bool { return r.Hero == h.Name })
		switch {
		case k < 0:
			say := fmt.Sprintf("%s rolls a Save against Poison.", h.Name)
			if h.Save > 0 {
				say = fmt.Sprintf("%s rolls a Save against Poison (the Hero card's Save is %d).", h.Name, h.Save)
			}
			p.Steps = append(p.Steps, Step{Rule: "L4827-4832", Say: say,
				Choice: &Choice{Kind: "save", Who: h.Name, Prompt: "Did the Save succeed?", Options: []string{"saved", "failed"}}})
		case in.Saves[k].Saved:
			h.Conditions.Poison = 0
			add("L4827-4832", fmt.Sprintf("%s saves: discard the Poison token.", h.Name))
		default:
			add("L4827-4832", fmt.Sprintf("%s fails the Save and stays poisoned.", h.Name))
		}
	}
	// 1b. Other effects; "until Time Phase" ends (L2602).
	add("L1482, L2602", "Apply any other effects, all at once; effects that last until the Time Phase end now.")
	// 1c. Shields full, Bleed I goes, II turns I (L3796-3810, L5988-5991,
	// L4736-4738); shields come before Refresh (sorcery-ai.md).
	for i := range n.Heroes {
		// A Ghost Soul's equipped cards fill too: every equipped item
		// does (L3796-3797), and a Hero resurrected later in this phase
		// has them (L1494-1502, L4942-4955). A Ghost Soul has no Bleed.
		h := &n.Heroes[i]
		h.Shields = h.ShieldPool()
		h.Conditions.Bleed = max(0, h.Conditions.Bleed-1)
	}
	for i := range n.Enemies {
		e := &n.Enemies[i]
		e.Shields = e.Card.MaxShields(hp, n.Act)
		e.Conditions.Bleed = max(0, e.Conditions.Bleed-1)
		// No activation spans Rounds: one left open is over (L1440-1475).
		e.Acting = false
	}
	for i := range n.Companions {
		c := &n.Companions[i].Conditions
		c.Bleed = max(0, c.Bleed-1)
	}
	add("L3796-3810, L5988-5991, L4736-4738", "Magic shields are full again (powers in cooldown and equipment in the inventory give none); Bleed I goes and Bleed II turns I.")
	// 1d. Bookmarks up (L1485).
	for i := range n.Heroes {
		n.Heroes[i].Acted = false
	}
	add("L1485", "Flip every bookmark up.")
	// 2-3. Refresh, then Cooldown, Ghost Souls' too (L1487-1492,
	// L3114-3124, L4898-4899).
	var ready []string
	for i := range n.Heroes {
		for j := range n.Heroes[i].Powers {
			pw := &n.Heroes[i].Powers[j]
			if pw.Cooldown == 1 {
				ready = append(ready, n.Heroes[i].Name+"'s "+pw.Name)
			}
			pw.Cooldown = max(0, pw.Cooldown-1)
		}
	}
	if len(ready) > 0 {
		add("L1487-1488", "Ready again: "+joinWords(ready)+".")
	}
	add("L1489-1492, L3122-3124", "Turn every other used power one step toward ready.")
	// 4. The Soul Counter (L1494-1502).
	add("L1494-1502", fmt.Sprintf("The Soul Counter holds %d: Heroes may raise a Soulrank or bring back a Ghost Soul at an open Shrine.", n.Souls))
	n.Phase, n.EventDone, n.CardDrawnBy = TimePhase, false, ""
	p.Souls, p.next = n.Souls, n
	return p, nil
}

// burn deals each Fire token's 1 HP and ages the tokens: II turns I, I
// goes (L4749-4759).
func burn(c *Conditions) int {
	d := len(c.Fire)
	var left []int
	for _, f := range c.Fire {
		if f == 2 {
			left = append(left, 1)
		}
	}
	c.Fire = left
	return d
}

// ShiftPowers is the Night or Day card's shift of used powers, once when
// it is resolved (L1730, L1739): Night back one, stopping at 4; Day
// forward one, stopping at 1; refreshing stays the Time Phase's
// (sorcery-ai.md, Time Phase 6).
func (s *State) ShiftPowers(card string) (string, error) {
	if card != "night" && card != "day" {
		return "", tracker.Refuse("The card beside the Event deck is Night or Day")
	}
	for i := range s.Heroes {
		for j := range s.Heroes[i].Powers {
			pw := &s.Heroes[i].Powers[j]
			if pw.Cooldown == 0 {
				continue
			}
			if card == "night" {
				pw.Cooldown = min(4, pw.Cooldown+1)
			} else {
				pw.Cooldown = max(1, pw.Cooldown-1)
			}
		}
	}
	s.Events.NightDay = card
	if card == "night" {
		return "Night falls: every used power moves one step further from ready.", nil
	}
	return "Day breaks: every used power moves one step nearer to ready.", nil
}
