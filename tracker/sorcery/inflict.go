package sorcery

import (
	"fmt"
	"slices"
	"strings"
)

// Inflict is a condition a sentence or a weapon puts on the victim, as
// ConditionCmd names it.
type Inflict struct {
	Kind string `json:"kind"`
	Rank int    `json:"rank,omitempty"`
}

// Words say the condition for players: "Poison I".
func (f Inflict) Words() string {
	if f.Rank > 0 {
		return ConditionName(f.Kind) + " " + roman(f.Rank)
	}
	return ConditionName(f.Kind)
}

// ParseInflicts reads the conditions named in a sentence or a weapon's
// effect ("Poison I", "K.O.", "Bleed II", "Slow"): a ranked one without
// its rank is rank I. Words that only look at a condition ("slowed",
// "if the victim is blind") are no condition put: only the sentence's
// Then part is given here.
func ParseInflicts(text string) []Inflict {
	words := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return r == ' ' || r == ',' || r == ';' || r == ':' || r == '(' || r == ')' || r == '!' || r == '\t' || r == '\n'
	})
	var out []Inflict
	add := func(f Inflict) {
		for _, o := range out {
			if o.Kind == f.Kind {
				return
			}
		}
		out = append(out, f)
	}
	for i, w := range words {
		w = strings.TrimSuffix(w, ".")
		switch w {
		case "bleed", "poison", "fire":
			rank := 1
			if i+1 < len(words) && strings.TrimSuffix(words[i+1], ".") == "ii" {
				rank = 2
			}
			add(Inflict{Kind: w, Rank: rank})
		case "slow", "blind", "stun":
			add(Inflict{Kind: w})
		case "k.o", "ko":
			add(Inflict{Kind: "ko"})
		}
	}
	return out
}

// Inflicts are the conditions a sentence of the card's Scroll may put on
// the victim: those it names, and those of each weapon it names
// ("Attack with Bite" and Bite's "Poison I", L6563-6570). Conditions go
// on whatever the damage (L4599-4600); the table says whether the trigger
// came up.
//
// The names of the card's weapons and powers are no condition words
// ("Fire Breath", "Poison Spit"): a power's effect is its own step.
func (c EnemyCard) Inflicts(sentence string) []Inflict {
	low := strings.ToLower(sentence)
	bare := low
	var names []string
	for _, w := range c.Weapons {
		names = append(names, strings.ToLower(w.Name))
	}
	for _, p := range c.Powers {
		names = append(names, strings.ToLower(p.Name))
	}
	slices.SortFunc(names, func(a, b string) int { return len(b) - len(a) })
	for _, n := range names {
		if n != "" {
			bare = strings.ReplaceAll(bare, n, " ")
		}
	}
	out := ParseInflicts(bare)
	for _, w := range c.Weapons {
		if w.Name == "" || !strings.Contains(low, strings.ToLower(w.Name)) {
			continue
		}
	next:
		for _, f := range ParseInflicts(w.Effect) {
			for _, o := range out {
				if o.Kind == f.Kind {
					continue next
				}
			}
			out = append(out, f)
		}
	}
	return out
}

func (w Weapon) check(seen map[string]bool) error {
	switch {
	case strings.TrimSpace(w.Name) == "":
		return fieldf("name", "a weapon needs its name")
	case seen[strings.ToLower(w.Name)]:
		return fieldf("name", "the card has two weapons called %s", w.Name)
	case len(w.Name) > 40 || len(w.Effect) > 80:
		return fieldf("effect", "shorter, please: as the card prints it")
	case w.Effect != "" && len(ParseInflicts(w.Effect)) == 0:
		return fieldf("effect", "%q names no condition: Bleed, Poison or Fire I or II, Slow, Blind, Stun or K.O.", w.Effect)
	}
	seen[strings.ToLower(w.Name)] = true
	return nil
}

func (c EnemyCard) checkWeapons() error {
	seen := map[string]bool{}
	for i, w := range c.Weapons {
		if err := w.check(seen); err != nil {
			return within(err, fmt.Sprintf("weapons[%d]", i))
		}
	}
	return nil
}

// Suffers is the conditions of the Hero or Companion called name and
// whether they can take one now: a Ghost Soul or a dead Companion cannot.
func (s *State) Suffers(name string) (Conditions, bool) {
	if i := s.hero(name); i >= 0 {
		return s.Heroes[i].Conditions, !s.Heroes[i].Ghost
	}
	if i := s.companion(name); i >= 0 {
		return s.Companions[i].Conditions, true
	}
	return Conditions{}, false
}

// ParseWeapon reads a weapon as typed, "Bite: Poison I" or "Stone Blade":
// its name, then what its trigger puts on the victim.
func ParseWeapon(line string) Weapon {
	name, effect, _ := strings.Cut(line, ":")
	return Weapon{Name: strings.TrimSpace(name), Effect: strings.TrimSpace(effect)}
}

// Line is the weapon as ParseWeapon reads it back.
func (w Weapon) Line() string {
	if w.Effect == "" {
		return w.Name
	}
	return w.Name + ": " + w.Effect
}
