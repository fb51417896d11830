package sorcery

import (
	"fmt"
	"slices"
	"strings"

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

// RedCriticalCmd puts a Red Critical on a Hero, a Companion or the Enemy
// at index Enemy, one of them named, or takes it off when an effect
// removes it as a Body Condition (Remove, L4557-4562). Logs stored
// before Companions and Enemies held them name a Hero only.
type RedCriticalCmd struct {
	Hero      string `json:"hero,omitempty"`
	Companion string `json:"companion,omitempty"`
	Enemy     *int   `json:"enemy,omitempty"`
	Critical  string `json:"critical"`
	Remove    bool   `json:"remove,omitempty"`
}

// RedCritical puts the Red Critical c on hero, or takes it off.
func RedCritical(hero, c string, remove bool) tracker.Command {
	return tracker.Cmd(KindRedCritical, RedCriticalCmd{Hero: hero, Critical: c, Remove: remove})
}

// CompanionRedCritical puts the Red Critical c on the Companion called
// name, or takes it off.
func CompanionRedCritical(name, c string, remove bool) tracker.Command {
	return tracker.Cmd(KindRedCritical, RedCriticalCmd{Companion: name, Critical: c, Remove: remove})
}

// EnemyRedCritical puts the Red Critical c on the Enemy at index enemy,
// or takes it off.
func EnemyRedCritical(enemy int, c string, remove bool) tracker.Command {
	return tracker.Cmd(KindRedCritical, RedCriticalCmd{Enemy: &enemy, Critical: c, Remove: remove})
}

// hpCut is what a Red Critical among reds takes off the max HP
// (L4804-4806).
func hpCut(reds []string) int {
	switch {
	case slices.Contains(reds, RedHP2):
		return 2
	case slices.Contains(reds, RedHP1):
		return 1
	}
	return 0
}

// redHolder is who a Red Critical goes on, as redCritical needs it.
type redHolder struct {
	who    string    // "Jeanne", "The Green Giant Spider"
	reds   *[]string // the tokens on the card
	health func() string
	wound  func() (string, error) // the 1 HP of the same effect again
	dead   func() bool            // the wounds reach the HP cut
	die    func() string          // the death's words
}

// redHolderOf is the Hero, Companion or Enemy a RedCriticalCmd names.
func (s *State) redHolderOf(a RedCriticalCmd) (redHolder, error) {
	named := 0
	for _, set := range []bool{a.Hero != "", a.Companion != "", a.Enemy != nil} {
		if set {
			named++
		}
	}
	if named != 1 {
		return redHolder{}, tracker.Refuse("Name one Hero, one Companion or one Enemy")
	}
	switch {
	case a.Enemy != nil:
		i := *a.Enemy
		e, err := s.enemyAt(i)
		if err != nil {
			return redHolder{}, err
		}
		return redHolder{who: "The " + e.Label(), reds: &e.RedCriticals,
			health: func() string { return s.enemyHealth(i) },
			wound:  func() (string, error) { return s.woundEnemy(WoundEnemyCmd{Enemy: i, Amount: 1}) },
			dead:   func() bool { return e.Wounds >= e.HP(s.HeroCount()) },
			die:    func() string { return s.enemyDies(i) }}, nil
	case a.Companion != "":
		i := s.companion(a.Companion)
		if i < 0 {
			return redHolder{}, tracker.Refuse("No Companion called %q is in play", a.Companion)
		}
		c := &s.Companions[i]
		return redHolder{who: c.Name, reds: &c.RedCriticals,
			health: func() string { return c.health() },
			wound:  func() (string, error) { return s.woundCompanion(WoundCompanionCmd{Companion: c.Name, Amount: 1}) },
			dead:   func() bool { return c.Wounds >= c.HP() },
			die:    func() string { return " " + s.companionDies(i) }}, nil
	}
	i, err := s.living(a.Hero, "a Ghost Soul holds no Red Critical")
	if err != nil {
		return redHolder{}, err
	}
	h := &s.Heroes[i]
	return redHolder{who: h.Name, reds: &h.RedCriticals, health: func() string { return h.health() },
		wound: func() (string, error) { return s.woundHero(WoundHeroCmd{Hero: h.Name, Amount: 1}) },
		dead:  func() bool { return h.Wounds >= h.HP() },
		die: func() string {
			var words []string
			for _, st := range s.die(i) {
				words = append(words, st.Say)
			}
			return " " + strings.Join(words, " ")
		}}, nil
}

// redCritical: a Red Critical stays until the Quest's end, removal or
// death (L4557-4562), on a Hero, a Companion or an Enemy: the book puts
// it on "the Character", any defender (L4795-4808). No two alike: the
// same one again is discarded and the target suffers 1 HP; a greater one
// of the type replaces the lesser with no wound (L4564-4571). Reading: a
// lesser one over the greater is the same effect again. A cut max HP
// kills at the wounds held (L4804-4806), as any death of that kind.
func (s *State) redCritical(a RedCriticalCmd) (string, error) {
	t, err := s.redHolderOf(a)
	if err != nil {
		return "", err
	}
	reds := t.reds
	switch {
	case s.Phase == Between:
		return "", tracker.Refuse("The Quest is over: Red Criticals have gone")
	case !slices.Contains(RedCriticalNames(), a.Critical):
		return "", tracker.Refuse("A Red Critical is one of: %s", joinWords(RedCriticalNames()))
	case a.Remove:
		k := slices.Index(*reds, a.Critical)
		if k < 0 {
			return "", tracker.Refuse("%s holds no %s Red Critical", t.who, a.Critical)
		}
		*reds = slices.Delete(*reds, k, k+1)
		return fmt.Sprintf("Discard %s's %s Red Critical. %s", t.who, a.Critical, t.health()), nil
	}
	held := slices.Contains(*reds, a.Critical) || a.Critical == RedHP1 && slices.Contains(*reds, RedHP2)
	if held {
		w, err := t.wound()
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("%s already has that effect: the new token is discarded and costs 1 HP. %s", t.who, w), nil
	}
	words := ""
	if a.Critical == RedHP2 {
		if k := slices.Index(*reds, RedHP1); k >= 0 {
			*reds = slices.Delete(*reds, k, k+1)
			words = "The max HP -1 token is discarded for it, with no wound. "
		}
	}
	*reds = append(*reds, a.Critical)
	words = fmt.Sprintf("%s keeps the %s Red Critical until the Quest's end. %s%s", t.who, a.Critical, words, t.health())
	if t.dead() {
		words += t.die()
	}
	return words, nil
}

// redsGo says the Red Criticals a dead Enemy or Companion leaves, for the
// discard pile (L4557-4562), or "".
func redsGo(reds []string) string {
	if len(reds) == 0 {
		return ""
	}
	return " Its Red Critical tokens go to the discard pile."
}
