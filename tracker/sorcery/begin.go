package sorcery

import (
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
)

// EnemyCmd names the Enemy at index Enemy.
type EnemyCmd struct {
	Enemy int `json:"enemy"`
}

// BeginActivation applies what happens as the Enemy at index enemy starts
// an activation: Bleed deals 1 HP, K.O. comes off (L7047-7051).
func BeginActivation(enemy int) tracker.Command {
	return tracker.Cmd(KindBeginActivate, EnemyCmd{Enemy: enemy})
}

// EndActivation ends the activation of the Enemy at index enemy: its
// Health token is discarded, even after a skipped or wasted activation
// (L7040-7041).
func EndActivation(enemy int) tracker.Command {
	return tracker.Cmd(KindEndActivate, EnemyCmd{Enemy: enemy})
}

// StartsWithEffects tells whether the Enemy at index i has something to
// apply as its activation begins (Bleed or K.O., L7047-7051) that is not
// done yet: the wizard asks for BeginActivation first.
func (s *State) StartsWithEffects(i int) bool {
	if i < 0 || i >= len(s.Enemies) {
		return false
	}
	e := &s.Enemies[i]
	return !e.Acting && (e.Conditions.Bleed > 0 || e.Conditions.KO)
}

// EndsWithEffects tells whether ending the activation of the Enemy at
// index i changes the table: a Health token to discard (L7040-7041), or
// an activation begun to close.
func (s *State) EndsWithEffects(i int) bool {
	if i < 0 || i >= len(s.Enemies) {
		return false
	}
	e := &s.Enemies[i]
	return e.Acting || e.Conditions.Health != ""
}

func (s *State) enemyAt(i int) (*Enemy, error) {
	if i < 0 || i >= len(s.Enemies) {
		return nil, tracker.Refuse("There is no Enemy %d in play", i)
	}
	return &s.Enemies[i], nil
}

// beginActivation: Bleed deals 1 HP at the start of each of the Enemy's
// activations (L7047-7048) and may kill it (L7074); K.O. is removed
// (L7050-7051). The book gives no order; sorcery-ai.md point 1 puts Bleed
// first.
func (s *State) beginActivation(a EnemyCmd) (string, error) {
	e, err := s.enemyAt(a.Enemy)
	if err != nil {
		return "", err
	}
	if e.Acting {
		return "", tracker.Refuse("The %s's activation has already begun", e.Label())
	}
	e.Acting = true
	var words []string
	if e.Conditions.KO {
		e.Conditions.KO = false
		words = append(words, fmt.Sprintf("The %s stands up: K.O. taken off.", e.Label()))
	}
	if e.Conditions.Bleed > 0 {
		label := e.Label()
		w, err := s.woundEnemy(WoundEnemyCmd{Enemy: a.Enemy, Amount: 1})
		if err != nil {
			return "", err
		}
		// "The Giant Spider bleeds: 1 wound of 6 HP."
		w = fmt.Sprintf("The %s bleeds: %s", label, strings.TrimPrefix(w, "The "+label+": "))
		words = append([]string{w}, words...)
	}
	if len(words) == 0 {
		words = append(words, fmt.Sprintf("The %s begins its activation.", e.Label()))
	}
	return strings.Join(words, " "), nil
}

// endActivation discards the Enemy's Health token (L7040-7041) and closes
// its activation.
func (s *State) endActivation(a EnemyCmd) (string, error) {
	e, err := s.enemyAt(a.Enemy)
	if err != nil {
		return "", err
	}
	if !e.Acting && e.Conditions.Health == "" {
		return "", tracker.Refuse("The %s has no activation to end", e.Label())
	}
	e.Acting = false
	if h := e.Conditions.Health; h != "" {
		e.Conditions.Health = ""
		return fmt.Sprintf("The %s's activation is over: %s token discarded.", e.Label(), ConditionName(string(h))), nil
	}
	return fmt.Sprintf("The %s's activation is over.", e.Label()), nil
}

// WoundCompanionCmd wounds a Companion by Amount; ByEnemy as in
// WoundHeroCmd.
type WoundCompanionCmd struct {
	Companion string `json:"companion"`
	Amount    int    `json:"amount"`
	ByEnemy   *int   `json:"by_enemy,omitempty"`
}

// WoundCompanion wounds the Companion called name by amount.
func WoundCompanion(name string, amount int) tracker.Command {
	return tracker.Cmd(KindWoundCompanion, WoundCompanionCmd{Companion: name, Amount: amount})
}

// WoundBy wounds the Hero or Companion called name by amount, dealt by
// the Enemy at index enemy: an Enemy's victim may be either (L5451-5455).
func (s *State) WoundBy(name string, amount, enemy int) tracker.Command {
	if s.hero(name) < 0 && s.companion(name) >= 0 {
		return tracker.Cmd(KindWoundCompanion, WoundCompanionCmd{Companion: name, Amount: amount, ByEnemy: &enemy})
	}
	return WoundHeroBy(name, amount, enemy)
}

func (s *State) companion(name string) int {
	return slices.IndexFunc(s.Companions, func(c Companion) bool { return c.Name == name })
}

// woundCompanion wounds a Companion; at its HP it dies and leaves play
// (L5421-5426); a Green or Blue killer with fewer than 3 Enemy Powers
// gains one (L6034-6037).
func (s *State) woundCompanion(a WoundCompanionCmd) (string, error) {
	i := s.companion(a.Companion)
	switch {
	case i < 0:
		return "", tracker.Refuse("No Companion called %q is in play", a.Companion)
	case a.Amount < 1 || a.Amount > maxNumber:
		return "", tracker.Refuse("Wound %s by 1 or more", a.Companion)
	case a.ByEnemy != nil && (*a.ByEnemy < 0 || *a.ByEnemy >= len(s.Enemies)):
		return "", tracker.Refuse("There is no Enemy %d in play", *a.ByEnemy)
	}
	c := &s.Companions[i]
	c.Wounds += a.Amount
	if c.Wounds < c.HP() {
		return c.health(), nil
	}
	words := s.companionDies(i)
	if a.ByEnemy != nil {
		words += s.killerGains(*a.ByEnemy)
	}
	return words, nil
}

// health is a Companion's wounds against its HP, the Red Criticals' cut
// counted (L4804-4806), for the log.
func (c Companion) health() string {
	return fmt.Sprintf("%s: %s of %d HP.", c.Name, count(c.Wounds, "wound"), c.HP())
}

// companionDies takes the dead Companion at index i out of play, its Red
// Criticals with it (L4557-4562, L5421-5426).
func (s *State) companionDies(i int) string {
	c := &s.Companions[i]
	words := fmt.Sprintf("%s dies: take the figure off the map.", c.Name) + redsGo(c.RedCriticals)
	if c.Summoned {
		// The summoning power's cooldown starts when the Companion dies
		// (L5421-5426).
		words += fmt.Sprintf(" %s's power that summoned it goes into cooldown now.", s.Heroes[c.Owner].Name)
	}
	s.Companions = slices.Delete(s.Companions, i, i+1)
	return words
}

// killerGains is what a Green or Blue Enemy with fewer than 3 Enemy
// Powers gains for a kill (L6034-6037), in words.
func (s *State) killerGains(enemy int) string {
	e := &s.Enemies[enemy]
	if (e.Card.Rank == Green || e.Card.Rank == Blue) && len(e.Powers)+e.PowersDue < 3 {
		e.PowersDue++
		return fmt.Sprintf(" The %s gains an Enemy Power: draw one of a type it lacks.", e.Label())
	}
	return ""
}

// BeginWords say what BeginActivation will do to the Enemy at index i,
// for the button that does it: "The Giant Spider bleeds 1 HP (4 of 6)
// and stands up."
func (s *State) BeginWords(i int) string {
	if !s.StartsWithEffects(i) {
		return ""
	}
	e := &s.Enemies[i]
	var parts []string
	if e.Conditions.Bleed > 0 {
		hp := e.HP(s.HeroCount())
		if e.Wounds+1 >= hp {
			parts = append(parts, "bleeds 1 HP and dies")
		} else {
			parts = append(parts, fmt.Sprintf("bleeds 1 HP (%d of %d)", e.Wounds+1, hp))
		}
	}
	if e.Conditions.KO && !(e.Conditions.Bleed > 0 && e.Wounds+1 >= e.HP(s.HeroCount())) {
		parts = append(parts, "stands up from K.O.")
	}
	return fmt.Sprintf("The %s %s.", e.Label(), strings.Join(parts, " and "))
}

// CompanionCmd puts a Companion card in play beside the Hero who owns it
// (L5417-5433).
type CompanionCmd struct {
	Hero      string    `json:"hero"`
	Companion Companion `json:"companion"`
}

// AddCompanion puts c in play as hero's Companion.
func AddCompanion(hero string, c Companion) tracker.Command {
	return tracker.Cmd(KindAddCompanion, CompanionCmd{Hero: hero, Companion: c})
}

// addCompanion: a summoned one belongs to a living Hero; a name already
// at the table is refused, since the Enemies' sights name it.
func (s *State) addCompanion(a CompanionCmd) (string, error) {
	i, err := s.living(a.Hero, "a Ghost Soul summons nothing")
	if err != nil {
		return "", err
	}
	c := a.Companion
	c.Owner, c.Wounds, c.RedCriticals = i, 0, nil
	if err := c.Validate(); err != nil {
		return "", tracker.Refuse("The %s card cannot be used: %s", c.Name, err)
	}
	if s.hero(c.Name) >= 0 || s.companion(c.Name) >= 0 {
		return "", tracker.Refuse("%s is at the table already", c.Name)
	}
	if len(s.Companions) >= 2*maxHeroes {
		return "", tracker.Refuse("No more Companions fit the table")
	}
	s.Companions = append(s.Companions, c)
	return fmt.Sprintf("%s joins %s: %d HP.", c.Name, a.Hero, c.MaxHP), nil
}
