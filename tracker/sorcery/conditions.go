package sorcery

import (
	"fmt"

	"tableside/tracker"
)

// ConditionCmd puts a condition on a Hero (Hero) or on the Enemy at index
// Enemy: Kind is "slow", "blind", "stun", "bleed", "poison", "fire",
// "ko" or "hidden"; Rank is I or II for Bleed, Poison and Fire.
type ConditionCmd struct {
	Hero  string `json:"hero,omitempty"`
	Enemy *int   `json:"enemy,omitempty"`
	Kind  string `json:"kind"`
	Rank  int    `json:"rank,omitempty"`
}

// Condition puts a condition on a Hero.
func Condition(hero, kind string, rank int) tracker.Command {
	return tracker.Cmd(KindCondition, ConditionCmd{Hero: hero, Kind: kind, Rank: rank})
}

// EnemyCondition puts a condition on the Enemy at index enemy.
func EnemyCondition(enemy int, kind string, rank int) tracker.Command {
	return tracker.Cmd(KindCondition, ConditionCmd{Enemy: &enemy, Kind: kind, Rank: rank})
}

// ClearConditionCmd takes a condition off a Hero (Hero) or the Enemy at
// index Enemy, as a card, a power or a Health token says (L4539-4842):
// Kind as in ConditionCmd; "fire" takes every Fire token.
type ClearConditionCmd struct {
	Hero  string `json:"hero,omitempty"`
	Enemy *int   `json:"enemy,omitempty"`
	Kind  string `json:"kind"`
}

// ClearCondition takes a condition off a Hero.
func ClearCondition(hero, kind string) tracker.Command {
	return tracker.Cmd(KindClearCondition, ClearConditionCmd{Hero: hero, Kind: kind})
}

// ClearEnemyCondition takes a condition off the Enemy at index enemy.
func ClearEnemyCondition(enemy int, kind string) tracker.Command {
	return tracker.Cmd(KindClearCondition, ClearConditionCmd{Enemy: &enemy, Kind: kind})
}

// ConditionChoices are the conditions a player may put on a Hero or an
// Enemy, each with its rank as ConditionCmd takes it, in the order the
// screens offer them: the Health conditions Slow, Blind and Stun, whose
// rank the kind says (003 L4578-4581, L4622); Bleed, Poison and Fire at
// Rank I or II (L4721, L4810, L4744); K.O. (L4777); and Hidden (L6659).
// The Incapacitating conditions are left out: the Core Set has none
// (L4678-4716).
func ConditionChoices() []Inflict {
	return []Inflict{
		{Kind: "slow"}, {Kind: "blind"}, {Kind: "stun"},
		{Kind: "bleed", Rank: 1}, {Kind: "bleed", Rank: 2},
		{Kind: "poison", Rank: 1}, {Kind: "poison", Rank: 2},
		{Kind: "fire", Rank: 1}, {Kind: "fire", Rank: 2},
		{Kind: "ko"}, {Kind: "hidden"},
	}
}

// Held lists the kinds of condition c holds, as ConditionCmd names them,
// in the order List says them: what a screen offers to take off.
func (c Conditions) Held() []string {
	var out []string
	if c.Health != "" {
		out = append(out, string(c.Health))
	}
	if c.Bleed > 0 {
		out = append(out, "bleed")
	}
	if c.Poison > 0 {
		out = append(out, "poison")
	}
	if len(c.Fire) > 0 {
		out = append(out, "fire")
	}
	if c.KO {
		out = append(out, "ko")
	}
	if c.Hidden {
		out = append(out, "hidden")
	}
	return out
}

// conditionsOf is the conditions of the Hero called hero, or of the Enemy
// at index *enemy, one of them named, and who that is in words.
func (s *State) conditionsOf(hero string, enemy *int) (*Conditions, string, error) {
	switch {
	case (hero == "") == (enemy == nil):
		return nil, "", tracker.Refuse("Name one Hero or one Enemy")
	case enemy != nil && (*enemy < 0 || *enemy >= len(s.Enemies)):
		return nil, "", tracker.Refuse("There is no Enemy %d in play", *enemy)
	case enemy != nil:
		e := &s.Enemies[*enemy]
		return &e.Conditions, "The " + e.Label(), nil
	}
	if i := s.hero(hero); i >= 0 {
		return &s.Heroes[i].Conditions, hero, nil
	}
	if i := s.companion(hero); i >= 0 {
		return &s.Companions[i].Conditions, hero, nil
	}
	return nil, "", tracker.Refuse("No Hero called %q is at the table", hero)
}

// clearCondition applies a ClearConditionCmd; a condition not held is
// refused, so a second tap changes nothing.
func (s *State) clearCondition(a ClearConditionCmd) (string, error) {
	c, who, err := s.conditionsOf(a.Hero, a.Enemy)
	if err != nil {
		return "", err
	}
	held := false
	switch a.Kind {
	case "slow", "blind", "stun":
		held = string(c.Health) == a.Kind
		if held {
			c.Health = ""
		}
	case "bleed":
		held, c.Bleed = c.Bleed > 0, 0
	case "poison":
		held, c.Poison = c.Poison > 0, 0
	case "fire":
		held, c.Fire = len(c.Fire) > 0, nil
	case "ko":
		held, c.KO = c.KO, false
	case "hidden":
		held, c.Hidden = c.Hidden, false
	default:
		return "", tracker.Refuse("%q is not a condition the game has", a.Kind)
	}
	if !held {
		return "", tracker.Refuse("%s has no %s to take off", who, ConditionName(a.Kind))
	}
	return fmt.Sprintf("%s: %s taken off.", who, ConditionName(a.Kind)), nil
}

// healthRank is a Health condition's place on the pyramid: Slow I,
// Blind II, Stun III (L4678-4716); 0 for none.
func healthRank(h string) int {
	switch h {
	case "slow":
		return 1
	case "blind":
		return 2
	case "stun":
		return 3
	}
	return 0
}

// inflict puts the condition on c and returns the HP it deals at once:
// Fire stacks and deals 1 (L4761-4765); any other, already held at an
// equal or higher rank, deals 1 instead; a higher rank replaces
// (L4602-4614). The Health pyramid is one group (L4678-4716).
func inflict(c *Conditions, kind string, rank int) (int, error) {
	ranked := kind == "bleed" || kind == "poison" || kind == "fire"
	if ranked && rank != 1 && rank != 2 || !ranked && rank != 0 {
		return 0, tracker.Refuse("Bleed, Poison and Fire come at rank I or II; the others have no rank")
	}
	again := func(have, want int, set func()) int {
		if want > have {
			set()
			return 0
		}
		return 1
	}
	switch kind {
	case "fire":
		c.Fire = append(c.Fire, rank)
		return 1, nil
	case "bleed":
		return again(c.Bleed, rank, func() { c.Bleed = rank }), nil
	case "poison":
		return again(c.Poison, rank, func() { c.Poison = rank }), nil
	case "slow", "blind", "stun":
		return again(healthRank(string(c.Health)), healthRank(kind), func() { c.Health = Health(kind) }), nil
	case "ko":
		if c.KO {
			return 1, nil
		}
		c.KO = true
		return 0, nil
	case "hidden":
		c.Hidden = true
		return 0, nil
	}
	return 0, tracker.Refuse("%q is not a condition the game has", kind)
}

// condition applies a ConditionCmd; the HP it deals at once wound as
// wound_hero and wound_enemy do.
func (s *State) condition(a ConditionCmd) (string, error) {
	if (a.Hero == "") == (a.Enemy == nil) {
		return "", tracker.Refuse("Name one Hero or one Enemy")
	}
	var c *Conditions
	var who string
	if a.Enemy != nil {
		if *a.Enemy < 0 || *a.Enemy >= len(s.Enemies) {
			return "", tracker.Refuse("There is no Enemy %d in play", *a.Enemy)
		}
		e := &s.Enemies[*a.Enemy]
		if a.Kind == "stun" && e.Card.StunImmune {
			// A Stun on a Stun-immune Master Enemy is ignored (L7363-7366).
			return fmt.Sprintf("The %s is immune to Stun: nothing happens.", e.Label()), nil
		}
		c, who = &e.Conditions, "The "+e.Label()
	} else if k := s.companion(a.Hero); k >= 0 && s.hero(a.Hero) < 0 {
		c, who = &s.Companions[k].Conditions, a.Hero
	} else {
		i, err := s.living(a.Hero, "a Ghost Soul ignores conditions")
		if err != nil {
			return "", err
		}
		c, who = &s.Heroes[i].Conditions, a.Hero
	}
	d, err := inflict(c, a.Kind, a.Rank)
	if err != nil {
		return "", err
	}
	words := fmt.Sprintf("%s: %s.", who, a.Kind)
	if i := s.hero(a.Hero); a.Kind == "hidden" && i >= 0 && s.Menace != nil && s.Menace.Hero == i {
		// A Menacing Hero who cannot be targeted hands the token on
		// (L7601-7605).
		words += " " + sayAll(s.menaceLost(i))
	}
	if d == 0 {
		return words, nil
	}
	var more string
	switch {
	case a.Enemy != nil:
		more, err = s.woundEnemy(WoundEnemyCmd{Enemy: *a.Enemy, Amount: d})
	case s.hero(a.Hero) < 0:
		more, err = s.woundCompanion(WoundCompanionCmd{Companion: a.Hero, Amount: d})
	default:
		more, err = s.woundHero(WoundHeroCmd{Hero: a.Hero, Amount: d})
	}
	return words + " " + more, err
}
