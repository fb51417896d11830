package sorcery

import (
	"slices"

	"tableside/tracker"
)

// maxSight is where sight ends (L1374-1378).
const maxSight = 5

// Sight is what the table tells of one Hero or Companion, seen from the
// Enemy about to act: in L.O.S. at Areas (0-5), or out of sight; Path, when
// given, the areas of the shortest legal path, which only the "+" rule
// measures (L1397-1400, L6529-6531); NoPath that no legal path exists.
type Sight struct {
	Who    string `json:"who"`
	LOS    bool   `json:"los"`
	Areas  int    `json:"areas,omitempty"`
	Path   *int   `json:"path,omitempty"`
	NoPath bool   `json:"no_path,omitempty"`
}

// target is a Hero or Companion an Enemy may pick, with what the priority
// rules compare.
type target struct {
	name    string
	wounds  int
	hpLeft  int
	crowns  int
	styles  []Style
	sight   Sight
	hasSeen bool
}

// targets are who e may target directly: never a Hidden character
// (L6659-6664), a Ghost Soul (L4904-4905) or an Illusion (L5482-5487);
// Companions count as Heroes except for Master Enemies (L5451-5455); a
// Vengeful Master Enemy sees only the Menacing Hero (L7573-7576,
// L7607-7611). Seat order, Companions after Heroes.
func (s *State) targets(e *Enemy) []target { return s.targetsOf(e, e.Card.Vengeful) }

// targetsOf are targets, only the Menacing Hero when vengeful: a
// sentence that names its own target may hit others (L7609-7611).
func (s *State) targetsOf(e *Enemy, vengeful bool) []target {
	var out []target
	for i, h := range s.Heroes {
		if h.Ghost || h.Conditions.Hidden {
			continue
		}
		if vengeful && (s.Menace == nil || s.Menace.Hero != i) {
			continue
		}
		out = append(out, target{name: h.Name, wounds: h.Wounds, hpLeft: h.HPLeft(), crowns: h.Crowns, styles: h.Styles})
	}
	if e.Card.Master {
		return out
	}
	for _, c := range s.Companions {
		// Hidden is the card's flag or the condition token the condition
		// command puts on, as on a Hero (L5438-5441, L6659-6664).
		if c.Illusion || c.Hidden || c.Conditions.Hidden {
			continue
		}
		out = append(out, target{name: c.Name, wounds: c.Wounds, hpLeft: c.HPLeft()})
	}
	return out
}

// withSights joins the table's answers to the targets. Every target needs
// an answer; a name that is not at the table, or sight past 5 areas, is
// refused.
func (s *State) withSights(e *Enemy, sights []Sight) ([]target, error) {
	return s.joinSights(e, s.targets(e), sights)
}

// joinSights joins the table's answers to the targets ts, as withSights.
func (s *State) joinSights(e *Enemy, ts []target, sights []Sight) ([]target, error) {
	for i, si := range sights {
		if s.hero(si.Who) < 0 && !slices.ContainsFunc(s.Companions, func(c Companion) bool { return c.Name == si.Who }) {
			return nil, tracker.Refuse("Nobody called %q is at the table", si.Who)
		}
		if slices.ContainsFunc(sights[:i], func(o Sight) bool { return o.Who == si.Who }) {
			return nil, tracker.Refuse("%s's distance is given twice", si.Who)
		}
		switch {
		case si.LOS && (si.Areas < 0 || si.Areas > maxSight):
			return nil, tracker.Refuse("Sight ends at %d areas: %s cannot be in sight %d areas from the %s", maxSight, si.Who, si.Areas, e.Label())
		case !si.LOS && si.Areas != 0:
			return nil, tracker.Refuse("%s is out of sight of the %s: give the path's length, not a sight distance", si.Who, e.Label())
		case si.Path != nil && (*si.Path < 0 || *si.Path > maxNumber):
			return nil, tracker.Refuse("A path of %d areas from %s is not on any map", *si.Path, si.Who)
		case si.Path != nil && si.NoPath:
			return nil, tracker.Refuse("%s has a path of %d areas and no path at once", si.Who, *si.Path)
		}
		for j := range ts {
			if ts[j].name == si.Who {
				ts[j].sight, ts[j].hasSeen = si, true
			}
		}
	}
	for _, t := range ts {
		if !t.hasSeen {
			return nil, tracker.Refuse("How far is %s from the %s?", t.name, e.Label())
		}
	}
	return ts, nil
}

// pathAreas is how far t is by path, for the "+" rule: the path given, or
// the sight distance (L1397-1400).
func (t target) pathAreas() (int, bool) {
	switch {
	case t.sight.NoPath:
		return 0, false
	case t.sight.Path != nil:
		return *t.sight.Path, true
	case t.sight.LOS:
		return t.sight.Areas, true
	}
	return 0, false
}

// prefer keeps the candidates the preferred victim names (L6437-6457):
// most or fewest wounds (wounds only, L6440-6442), closest, richest
// (crown value, L6451-6452), a fighting style (any of a Hero's styles,
// L2133), the Menacing Hero. None match: all stay (L6544-6546).
func (s *State) prefer(c EnemyCard, ts []target) []target {
	var keep func(t target) bool
	switch c.Preferred {
	case MostWounded:
		m := best(ts, func(t target) int { return t.wounds })
		keep = func(t target) bool { return t.wounds == m }
	case LeastWounded:
		m := best(ts, func(t target) int { return -t.wounds })
		keep = func(t target) bool { return t.wounds == -m }
	case Closest:
		m := best(ts, func(t target) int { return -t.sight.Areas })
		keep = func(t target) bool { return t.sight.Areas == -m }
	case Richest:
		m := best(ts, func(t target) int { return t.crowns })
		keep = func(t target) bool { return t.crowns == m }
	case ByStyle:
		keep = func(t target) bool { return slices.Contains(t.styles, c.PreferredStyle) }
	case Menacing:
		keep = func(t target) bool { return s.Menace != nil && s.Heroes[s.Menace.Hero].Name == t.name }
	default:
		return ts
	}
	var out []target
	for _, t := range ts {
		if keep(t) {
			out = append(out, t)
		}
	}
	if len(out) == 0 {
		return ts
	}
	return out
}

// best is the largest of f over ts, which is not empty.
func best(ts []target, f func(target) int) int {
	m := f(ts[0])
	for _, t := range ts[1:] {
		m = max(m, f(t))
	}
	return m
}

// narrow keeps the ts with the largest f.
func narrow(ts []target, f func(target) int) []target {
	m := best(ts, f)
	out := ts[:0:0]
	for _, t := range ts {
		if f(t) == m {
			out = append(out, t)
		}
	}
	return out
}

// priority applies the Priority Rules while more than one is left
// (L6548-6555): the most wounded, the fewest HP left, the closest (dist,
// 0 first). What is still tied is the controller's to pick.
func priority(ts []target, dist func(target) int) []target {
	for _, f := range []func(target) int{
		func(t target) int { return t.wounds },
		func(t target) int { return -t.hpLeft },
		func(t target) int { return -dist(t) },
	} {
		if len(ts) < 2 {
			break
		}
		ts = narrow(ts, f)
	}
	return ts
}

// VictimPick is the victim of one rule, or the ones tied for the
// controller to pick from, and why.
type VictimPick struct {
	Victim string   `json:"victim,omitempty"`
	Tied   []string `json:"tied,omitempty"`
	// Reason is why, step by step (L6536-6555); nil when nobody is in
	// reach.
	Reason *VictimReason `json:"reason,omitempty"`
}

func pickOf(ts []target) VictimPick {
	if len(ts) == 1 {
		return VictimPick{Victim: ts[0].name}
	}
	p := VictimPick{}
	for _, t := range ts {
		p.Tied = append(p.Tied, t.name)
	}
	return p
}

// ruleChoice is the behaviour rule an activation runs and its candidates.
type ruleChoice struct {
	index int // on the Scroll, 0 first; -1: none applies
	plus  bool
	cands []target
}

// chooseRule reads the rules top to bottom and takes the first with a
// target in L.O.S. within its range and with a legal path (L6520-6527,
// L6380-6381, L6842-6844); only that one runs (L6533-6534). With none, the
// last "+" rule: a path, no sight needed (L6529-6531).
func chooseRule(c EnemyCard, ts []target) (ruleChoice, error) {
	for i, r := range c.Rules {
		if r.Plus {
			continue
		}
		var in []target
		for _, t := range ts {
			if t.sight.LOS && !t.sight.NoPath && t.sight.Areas >= r.Min && t.sight.Areas <= r.Max {
				in = append(in, t)
			}
		}
		if len(in) > 0 {
			return ruleChoice{index: i, cands: in}, nil
		}
	}
	last := len(c.Rules) - 1
	if !c.Rules[last].Plus {
		return ruleChoice{index: -1}, nil
	}
	var in []target
	for _, t := range ts {
		if _, ok := t.pathAreas(); ok {
			in = append(in, t)
		} else if !t.sight.NoPath {
			return ruleChoice{}, tracker.Refuse("How many areas is the shortest path from the %s to %s?", c.Name, t.name)
		}
	}
	return ruleChoice{index: last, plus: true, cands: in}, nil
}

// pickVictim picks among a rule's candidates: the preferred victim, then
// the Priority Rules (L6536-6555). Under the "+" rule the target is the
// closest by path, ties by the Priority Rules only (sorcery-ai.md point 4,
// L6648-6652). Each step is recorded with its numbers in the Reason.
func (s *State) pickVictim(c EnemyCard, rc ruleChoice) VictimPick {
	if len(rc.cands) == 0 {
		return VictimPick{}
	}
	r := VictimReason{Plus: rc.plus}
	for _, t := range rc.cands {
		r.Candidates = append(r.Candidates, t.name)
	}
	rs := reasoner{&r}
	ts := rc.cands
	dist := func(t target) int { return t.sight.Areas }
	if len(ts) == 1 {
		r.Decided, r.Victim = StepOnly, ts[0].name
		p := pickOf(ts)
		p.Reason = &r
		return p
	}
	if rc.plus {
		dist = func(t target) int { a, _ := t.pathAreas(); return a }
		ts = rs.by(StepPath, ts, func(t target) int { return -dist(t) }, dist)
	} else if c.Preferred != "" {
		r.Preferred, r.PreferredStyle = c.Preferred, c.PreferredStyle
		kept := s.prefer(c, ts)
		r.Matched = len(kept) < len(ts) || s.allMatch(c, ts)
		if r.Matched {
			key := s.preferKey(c)
			ts = rs.by(StepPreferred, ts, func(t target) int {
				if isIn(names(kept), t.name) {
					return 1
				}
				return 0
			}, key)
			r.PreferredKept = names(ts)
		}
	}
	for _, st := range []struct {
		name       string
		key, shown func(target) int
	}{
		{StepWounds, func(t target) int { return t.wounds }, func(t target) int { return t.wounds }},
		{StepHPLeft, func(t target) int { return -t.hpLeft }, func(t target) int { return t.hpLeft }},
		{StepClosest, func(t target) int { return -dist(t) }, dist},
	} {
		if len(ts) < 2 {
			break
		}
		ts = rs.by(st.name, ts, st.key, st.shown)
	}
	p := pickOf(ts)
	if len(ts) > 1 {
		r.Decided = StepTie
	}
	p.Reason = &r
	return p
}

// allMatch tells whether every one of ts is the card's preferred victim:
// prefer keeps them all then too, but here they matched.
func (s *State) allMatch(c EnemyCard, ts []target) bool {
	switch c.Preferred {
	case ByStyle:
		for _, t := range ts {
			if !slices.Contains(t.styles, c.PreferredStyle) {
				return false
			}
		}
		return true
	case Menacing:
		return false // one Hero holds the token
	}
	return c.Preferred != "" // a number: the best are all, alike
}

// preferKey is the number the preferred victim compares, for the reason:
// wounds, areas, crowns; 1 or 0 for a style or the Menace token.
func (s *State) preferKey(c EnemyCard) func(target) int {
	switch c.Preferred {
	case Closest:
		return func(t target) int { return t.sight.Areas }
	case Richest:
		return func(t target) int { return t.crowns }
	case ByStyle:
		return func(t target) int { return b2i(slices.Contains(t.styles, c.PreferredStyle)) }
	case Menacing:
		return func(t target) int {
			return b2i(s.Menace != nil && s.Heroes[s.Menace.Hero].Name == t.name)
		}
	}
	return func(t target) int { return t.wounds }
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func names(ts []target) []string {
	var out []string
	for _, t := range ts {
		out = append(out, t.name)
	}
	return out
}

// PickVictim is the victim the Enemy at index enemy picks from sights:
// its rule (0 first, -1 when none applies) and the victim or the tie.
func (s *State) PickVictim(enemy int, sights []Sight) (int, VictimPick, error) {
	if enemy < 0 || enemy >= len(s.Enemies) {
		return 0, VictimPick{}, tracker.Refuse("There is no Enemy %d in play", enemy)
	}
	e := &s.Enemies[enemy]
	ts, err := s.withSights(e, sights)
	if err != nil {
		return 0, VictimPick{}, err
	}
	rc, err := chooseRule(e.Card, ts)
	if err != nil {
		return 0, VictimPick{}, err
	}
	return rc.index, s.pickVictim(e.Card, rc), nil
}
