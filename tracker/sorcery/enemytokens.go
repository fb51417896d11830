package sorcery

import (
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
)

// EnemyTokensCmd changes the tokens on the Enemy at index Enemy: Charges
// and Shields by how many are spent (below 0) or come back (above 0),
// and Heal wounds healed.
type EnemyTokensCmd struct {
	Enemy   int `json:"enemy"`
	Charges int `json:"charges,omitempty"`
	Shields int `json:"shields,omitempty"`
	Heal    int `json:"heal,omitempty"`
}

// EnemyTokens spends (below 0) or gives back (above 0) the Enemy's
// charges and shields, and heals heal of its wounds.
func EnemyTokens(enemy, charges, shields, heal int) tracker.Command {
	return tracker.Cmd(KindEnemyTokens, EnemyTokensCmd{Enemy: enemy, Charges: charges, Shields: shields, Heal: heal})
}

// enemyTokens: a charge power spends a charge; card effects give them
// back, never past the card's number (L5793-5803); shields go as they
// cancel hits, back to the card's in the Time Phase (L5988-5991); an
// effect heals its wounds, as Encounter N's Otherwise (L212-219).
func (s *State) enemyTokens(a EnemyTokensCmd) (string, error) {
	e, err := s.enemyAt(a.Enemy)
	if err != nil {
		return "", err
	}
	maxShields := e.Card.MaxShields(s.HeroCount(), s.Act)
	charges, shields := e.Charges+a.Charges, e.Shields+a.Shields
	switch {
	case a.Charges == 0 && a.Shields == 0 && a.Heal == 0:
		return "", tracker.Refuse("Say what changes on the %s", e.Label())
	case charges < 0:
		return "", tracker.Refuse("The %s has %s: it cannot spend %d", e.Label(), count(e.Charges, "charge"), -a.Charges)
	case charges > e.Card.Charges:
		return "", tracker.Refuse("The %s holds at most %s, the card's number", e.Label(), count(e.Card.Charges, "charge"))
	case shields < 0:
		return "", tracker.Refuse("The %s has %s left", e.Label(), count(e.Shields, "magic shield"))
	case shields > maxShields:
		return "", tracker.Refuse("The %s holds at most %s", e.Label(), count(maxShields, "magic shield"))
	case a.Heal < 0 || a.Heal > e.Wounds:
		return "", tracker.Refuse("The %s has %s to heal", e.Label(), count(e.Wounds, "wound"))
	}
	e.Charges, e.Shields, e.Wounds = charges, shields, e.Wounds-a.Heal
	var ws []string
	if a.Charges != 0 {
		ws = append(ws, fmt.Sprintf("%s of %d", count(e.Charges, "charge"), e.Card.Charges))
	}
	if a.Shields != 0 {
		ws = append(ws, fmt.Sprintf("%s of %d", count(e.Shields, "magic shield"), maxShields))
	}
	if a.Heal != 0 {
		hp := e.HP(s.HeroCount())
		ws = append(ws, fmt.Sprintf("heals %d: %d of %d HP", a.Heal, hp-e.Wounds, hp))
	}
	return fmt.Sprintf("The %s: %s.", e.Label(), strings.Join(ws, ", ")), nil
}

// HeroShieldsCmd spends (below 0) or gains (above 0) a Hero's magic
// shields.
type HeroShieldsCmd struct {
	Hero    string `json:"hero"`
	Shields int    `json:"shields"`
}

// HeroShields spends (below 0) or gains (above 0) hero's magic shields.
func HeroShields(hero string, shields int) tracker.Command {
	return tracker.Cmd(KindHeroShields, HeroShieldsCmd{Hero: hero, Shields: shields})
}

// heroShields: a magic shield is discarded for each hit it cancels
// (L3802-3804); the Time Phase fills the pool (L3796-3810); a power may
// give more.
func (s *State) heroShields(a HeroShieldsCmd) (string, error) {
	h, err := s.livingHero(a.Hero, "a Ghost Soul has no shields")
	if err != nil {
		return "", err
	}
	n := h.Shields + a.Shields
	switch {
	case a.Shields == 0:
		return "", tracker.Refuse("Say how many of %s's shields go or come", h.Name)
	case n < 0:
		return "", tracker.Refuse("%s has %s left", h.Name, count(h.Shields, "magic shield"))
	case n > maxNumber:
		return "", tracker.Refuse("%s cannot hold %d magic shields", h.Name, n)
	}
	h.Shields = n
	return fmt.Sprintf("%s: %s.", h.Name, count(n, "magic shield")), nil
}

// LearnPowerCmd gives a Hero a new Power card: Name, Passive and Shields
// as in Power.
type LearnPowerCmd struct {
	Hero  string `json:"hero"`
	Power Power  `json:"power"`
}

// LearnPower gives hero the power card pw, gained at the Soulrank they
// are at now.
func LearnPower(hero string, pw Power) tracker.Command {
	return tracker.Cmd(KindLearnPower, LearnPowerCmd{Hero: hero, Power: pw})
}

// roomForPower refuses a Power card past the Soul Gem's count at the
// Hero's Soulrank: its number for the standard Power cards, its stars for
// the Talents (L2261-2271, L2777-2788). A row not typed checks nothing.
func (h Hero) roomForPower(talent bool) error {
	g, ok := h.GemNow()
	if !ok || g.Powers == 0 {
		return nil
	}
	held := 0
	for _, p := range h.Powers {
		if !p.Innate && p.Talent == talent {
			held++
		}
	}
	switch {
	case talent && held >= g.Talents:
		return tracker.Refuse("%s's Soul Gem allows %s at Soulrank %s, and %s holds %d", h.Name, count(g.Talents, "Talent"), roman(h.Soulrank), h.Name, held)
	case !talent && held >= g.Powers:
		return tracker.Refuse("%s's Soul Gem allows %s at Soulrank %s, and %s holds %d: a new one waits for the next Soulrank", h.Name, count(g.Powers, "Power card"), roman(h.Soulrank), h.Name, held)
	}
	return nil
}

// learnPower records a power gained with a Soulrank (L2773-2800), with
// that rank: it is the first lost with it (L2773-2776, L4872-4874). It
// comes ready.
func (s *State) learnPower(a LearnPowerCmd) (string, error) {
	i, err := s.seat(a.Hero)
	if err != nil {
		return "", err
	}
	h := &s.Heroes[i]
	pw := a.Power
	pw.Name = strings.TrimSpace(pw.Name)
	switch {
	case pw.Name == "" || len(pw.Name) > 60:
		return "", tracker.Refuse("Give the power's name as its card prints it")
	case slices.ContainsFunc(h.Powers, func(o Power) bool { return o.Name == pw.Name }):
		return "", tracker.Refuse("%s has %s already", h.Name, pw.Name)
	case len(h.Powers) >= maxItems:
		return "", tracker.Refuse("%s holds %d powers: no more", h.Name, maxItems)
	case pw.Shields < 0 || pw.Shields > 9:
		return "", tracker.Refuse("A power gives 0 to 9 magic shields")
	case pw.Innate:
		return "", tracker.Refuse("An innate power is printed on the Hero card: it is never gained")
	}
	if err := h.roomForPower(pw.Talent); err != nil {
		return "", err
	}
	pw.Rank, pw.Cooldown = h.Soulrank, 0
	h.Powers = append(h.Powers, pw)
	return fmt.Sprintf("%s gains %s with Soulrank %s: the first power lost if that Soulrank is.", h.Name, pw.Name, roman(h.Soulrank)), nil
}

// CanRecharge tells whether the Enemy has spent charges a card may give
// back: never past the card's number (L5793-5803).
func (e Enemy) CanRecharge() bool { return e.Charges < e.Card.Charges }
