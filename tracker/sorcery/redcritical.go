package sorcery

import (
	"fmt"
	"slices"

	"tableside/tracker"
)

// The permanent Red Critical tokens (L4798-4808), as the app names them.
const (
	RedHits    = "attacks -1 hit"  // L4800
	RedArmour  = "armour -1"       // L4802
	RedHP1     = "max HP -1"       // L4804-4806
	RedHP2     = "max HP -2"       // L4804-4806
	RedEffects = "no such effects" // L4808: the token shows which
)

// RedCriticalNames are the Red Critical tokens, in the book's order.
func RedCriticalNames() []string { return []string{RedHits, RedArmour, RedHP1, RedHP2, RedEffects} }

// RedCriticalCmd puts a Red Critical on a Hero, or takes it off when an
// effect removes it as a Body Condition (Remove, L4557-4562).
type RedCriticalCmd struct {
	Hero     string `json:"hero"`
	Critical string `json:"critical"`
	Remove   bool   `json:"remove,omitempty"`
}

// RedCritical puts the Red Critical c on hero, or takes it off.
func RedCritical(hero, c string, remove bool) tracker.Command {
	return tracker.Cmd(KindRedCritical, RedCriticalCmd{Hero: hero, Critical: c, Remove: remove})
}

// hpCut is what a Red Critical takes off the max HP (L4804-4806).
func (h Hero) hpCut() int {
	switch {
	case slices.Contains(h.RedCriticals, RedHP2):
		return 2
	case slices.Contains(h.RedCriticals, RedHP1):
		return 1
	}
	return 0
}

// redCritical: a Red Critical stays until the Quest's end, removal or
// death (L4557-4562). No two alike: the same one again is discarded and
// the Hero suffers 1 HP; a greater one of the type replaces the lesser
// with no wound (L4564-4571). Reading: a lesser one over the greater is
// the same effect again. A cut max HP kills at the wounds held
// (L4804-4806).
func (s *State) redCritical(a RedCriticalCmd) (string, error) {
	i, err := s.living(a.Hero, "a Ghost Soul holds no Red Critical")
	if err != nil {
		return "", err
	}
	h := &s.Heroes[i]
	switch {
	case s.Phase == Between:
		return "", tracker.Refuse("The Quest is over: Red Criticals have gone")
	case !slices.Contains(RedCriticalNames(), a.Critical):
		return "", tracker.Refuse("A Red Critical is one of: %s", joinWords(RedCriticalNames()))
	case a.Remove:
		k := slices.Index(h.RedCriticals, a.Critical)
		if k < 0 {
			return "", tracker.Refuse("%s holds no %s Red Critical", h.Name, a.Critical)
		}
		h.RedCriticals = slices.Delete(h.RedCriticals, k, k+1)
		return fmt.Sprintf("Discard %s's %s Red Critical. %s", h.Name, a.Critical, h.health()), nil
	}
	held := slices.Contains(h.RedCriticals, a.Critical) || a.Critical == RedHP1 && slices.Contains(h.RedCriticals, RedHP2)
	if held {
		w, err := s.woundHero(WoundHeroCmd{Hero: h.Name, Amount: 1})
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("%s already has that effect: the new token is discarded and costs 1 HP. %s", h.Name, w), nil
	}
	words := ""
	if a.Critical == RedHP2 {
		if k := slices.Index(h.RedCriticals, RedHP1); k >= 0 {
			h.RedCriticals = slices.Delete(h.RedCriticals, k, k+1)
			words = "The max HP -1 token is discarded for it, with no wound. "
		}
	}
	h.RedCriticals = append(h.RedCriticals, a.Critical)
	words = fmt.Sprintf("%s keeps the %s Red Critical until the Quest's end. %s%s", h.Name, a.Critical, words, h.health())
	if h.Wounds >= h.HP() {
		for _, st := range s.die(i) {
			words += " " + st.Say
		}
	}
	return words, nil
}
