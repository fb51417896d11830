package labyrinth

import (
	"fmt"
	"slices"
	"strings"
)

// FinalVillain is the Villain's board during the Final Battle.
type FinalVillain struct {
	Actions    int `json:"actions"`
	ActionsMax int `json:"actions_max"`
	Health     int `json:"health"`
	Shields    int `json:"shields,omitempty"`
	Souls      int `json:"souls,omitempty"`
}

// VillainAttack is one attack on the Villain: its damage, and its type when
// it has one (a Reaction card, a Bomb or an ally of the Villain has none,
// and then there is no Defense, 000 L879).
type VillainAttack struct {
	Damage int        `json:"damage"`
	Type   ActionType `json:"type,omitempty"`
}

// FinalLevelUpInput is the Final Battle's Villain Level Up Step.
type FinalLevelUpInput struct {
	// Heroes names every Hero in the game: each pays when the Villain
	// cannot gain an Action (L890).
	Heroes []string `json:"heroes"`
	// DefeatedHeroes are the Heroes in the Villain Loot Stash.
	DefeatedHeroes int `json:"defeated_heroes,omitempty"`
	// Health is Heroes' Health where known: 0 is a Hero on the Villain Loot
	// Stash (one of DefeatedHeroes), who cannot be targeted and pays
	// nothing (L335); the others pay at most what they have (L942), and one
	// brought to 0 is Defeated and cashed in too (L891 follows L890). A
	// Hero left out pays the full amount.
	Health []HeroHealth `json:"health,omitempty"`
	// Souls is the side B card's table, needed when the rulebook does not
	// print it for this Hero count.
	Souls []LootColumn `json:"souls,omitempty"`
}

// HeroHealth is one Hero's Health.
type HeroHealth struct {
	Hero   string `json:"hero"`
	Health int    `json:"health"`
}

// FinalInput is what the Final Battle asks (000 L762-891).
type FinalInput struct {
	Villain FinalVillain       `json:"villain"`
	Attacks []VillainAttack    `json:"attacks,omitempty"`
	LevelUp *FinalLevelUpInput `json:"level_up,omitempty"`
}

// BattleTurn is the Villain's turn: one Battle card per Action Point,
// whose Attack Protocols resolve last flipped first (L857).
type BattleTurn struct {
	Flip    int    `json:"flip"`
	Resolve []int  `json:"resolve"`
	Say     string `json:"say"`
}

// Damage is one attack's effect on the Villain.
type Damage struct {
	Damage       int `json:"damage"`
	ShieldsSpent int `json:"shields_spent,omitempty"`
	// Counted is what gets past the Shields, in whole fives (L877).
	Counted    int `json:"counted"`
	HealthLost int `json:"health_lost"`
	Health     int `json:"health"`
	// RevealDefense: Health was lost, so the attacker reveals the top
	// Battle card and reads its Defense Protocol (L877).
	RevealDefense bool   `json:"reveal_defense"`
	Say           string `json:"say"`
}

// HeroPay is Health a Hero pays.
type HeroPay struct {
	Hero   string `json:"hero"`
	Health int    `json:"health"`
}

// FinalLevelUp is the Final Battle Level Up Step (L885-891).
type FinalLevelUp struct {
	// Actions are the Villain's Action Points afterwards.
	Actions int `json:"actions"`
	// Pay is set when the Action bar is full: each Hero pays instead.
	Pay         []HeroPay `json:"pay,omitempty"`
	Bounty      int       `json:"bounty"`
	SoulsGained int       `json:"souls_gained"`
	Souls       int       `json:"souls"`
	VillainWins bool      `json:"villain_wins"`
	Steps       []string  `json:"steps"`
}

// FinalPlan answers what the input asks: the Villain's turn, the damage of
// each attack in order, and the Level Up Step.
type FinalPlan struct {
	Turn      BattleTurn    `json:"turn"`
	Attacks   []Damage      `json:"attacks,omitempty"`
	Villain   FinalVillain  `json:"villain"`
	HeroesWin bool          `json:"heroes_win"`
	LevelUp   *FinalLevelUp `json:"level_up,omitempty"`
}

func (in FinalInput) check() error {
	v := in.Villain
	if err := checkBounds(
		bound{"villain.actions_max", v.ActionsMax, 1, maxActions, "the Action bar tops out at %d to %d"},
		bound{"villain.actions", v.Actions, 0, v.ActionsMax, "%d to actions_max (%d)"},
		bound{"villain.health", v.Health, 0, maxHits, ""},
		bound{"villain.shields", v.Shields, 0, 99, ""},
		bound{"villain.souls", v.Souls, 0, 99, ""},
	); err != nil {
		return err
	}
	if len(in.Attacks) > 99 {
		return fieldf("attacks", "at most 99 attacks")
	}
	for i, a := range in.Attacks {
		at := fmt.Sprintf("attacks[%d]", i)
		if err := checkBounds(bound{at + ".damage", a.Damage, 0, maxHits, ""}); err != nil {
			return err
		}
		if a.Type != "" && !oneOf(a.Type, Melee, Ranged, Magic) {
			return fieldf(at+".type", `want "melee", "ranged" or "magic", or leave it out for an attack with no type`)
		}
	}
	if l := in.LevelUp; l != nil {
		if len(l.Heroes) < 1 || len(l.Heroes) > 6 {
			return fieldf("level_up.heroes", "name the 1 to 6 Heroes in the game")
		}
		for i, h := range l.Heroes {
			if strings.TrimSpace(h) == "" || len(h) > MaxName {
				return fieldf(fmt.Sprintf("level_up.heroes[%d]", i), "a name of 1 to %d bytes", MaxName)
			}
		}
		if err := checkBounds(bound{"level_up.defeated_heroes", l.DefeatedHeroes, 0, 99, ""}); err != nil {
			return err
		}
		for i, h := range l.Health {
			at := fmt.Sprintf("level_up.health[%d]", i)
			switch {
			case !slices.Contains(l.Heroes, h.Hero):
				return fieldf(at+".hero", "%q is not one of the heroes", h.Hero)
			case slices.ContainsFunc(l.Health[:i], func(x HeroHealth) bool { return x.Hero == h.Hero }):
				return fieldf(at+".hero", "%q is listed twice", h.Hero)
			case h.Health < 0 || h.Health > maxHits:
				return fieldf(at+".health", "0 to %d", maxHits)
			}
		}
		if l.Souls != nil {
			if err := checkLoot(l.Souls, true); err != nil {
				return within(err, "level_up.souls")
			}
		}
	}
	return nil
}

// Final plans the Final Battle's numbers (000 L762-891).
func Final(in FinalInput) (FinalPlan, error) {
	f, err := facts()
	if err != nil {
		return FinalPlan{}, err
	}
	if err := in.check(); err != nil {
		return FinalPlan{}, err
	}
	v := in.Villain
	p := FinalPlan{Turn: BattleTurn{Flip: v.Actions, Resolve: []int{}}}
	for i := v.Actions; i >= 1; i-- {
		p.Turn.Resolve = append(p.Turn.Resolve, i)
	}
	p.Turn.Say = fmt.Sprintf("Flip %d Battle cards, one per Villain Action Point; resolve their Attack Protocols (top halves) from the last flipped to the first.", v.Actions)
	for _, a := range in.Attacks {
		p.Attacks = append(p.Attacks, damage(&v, a, f.VillainDamageStep, f.ShieldPrevents))
	}
	p.HeroesWin = v.Health == 0
	if l := in.LevelUp; l != nil {
		lu, err := finalLevelUp(&v, *l, f.NoActionPay, f.DefeatedHeroBounty, f.SoulsToWin)
		if err != nil {
			return FinalPlan{}, err
		}
		p.LevelUp = &lu
	}
	p.Villain = v
	return p, nil
}

// DamageVillain is one attack on the Villain (000 L877): Shields are spent
// first, each preventing up to 2 while damage remains (L1018); what is left
// counts only in whole fives, and never below 0 Health. It returns the
// Villain afterwards.
func DamageVillain(v FinalVillain, a VillainAttack) (Damage, FinalVillain, error) {
	f, err := facts()
	if err != nil {
		return Damage{}, v, err
	}
	if err := (FinalInput{Villain: v, Attacks: []VillainAttack{a}}).check(); err != nil {
		return Damage{}, v, err
	}
	d := damage(&v, a, f.VillainDamageStep, f.ShieldPrevents)
	return d, v, nil
}

func damage(v *FinalVillain, a VillainAttack, step, shield int) Damage {
	d := Damage{Damage: a.Damage}
	left := a.Damage
	for left > 0 && v.Shields > 0 {
		v.Shields--
		d.ShieldsSpent++
		left -= min(shield, left)
	}
	d.Counted = left / step * step
	d.HealthLost = min(d.Counted, v.Health)
	v.Health -= d.HealthLost
	d.Health = v.Health
	d.RevealDefense = d.HealthLost > 0
	switch {
	case d.HealthLost == 0:
		d.Say = fmt.Sprintf("%d damage: less than %d gets through, so the Villain loses no Health and reveals no Defense.", a.Damage, step)
	case a.Type == "":
		d.Say = fmt.Sprintf("The Villain loses %d Health (now %d). The attack has no type: reveal the top Battle card, but there is no Defense.", d.HealthLost, d.Health)
	default:
		d.Say = fmt.Sprintf("The Villain loses %d Health (now %d). Reveal the top Battle card: if its Defense Protocol joins the %s symbol, resolve it.", d.HealthLost, d.Health, a.Type.title())
	}
	if d.ShieldsSpent > 0 {
		d.Say = count(d.ShieldsSpent, "Shield", "Shields") + " spent. " + d.Say
	}
	if v.Health == 0 {
		d.Say += " The Villain has 0 Health: the Heroes win."
	}
	return d
}

func finalLevelUp(v *FinalVillain, in FinalLevelUpInput, pay, bounty, toWin int) (FinalLevelUp, error) {
	card := in.Souls
	if card == nil {
		c, ok, err := printedLoot(len(in.Heroes), "B")
		if err != nil {
			return FinalLevelUp{}, err
		}
		if !ok {
			return FinalLevelUp{}, fieldf("level_up.souls", "the rulebook prints side B only for 3-6 Heroes; enter the %d-Hero card's columns", len(in.Heroes))
		}
		card = c
	}
	l := FinalLevelUp{Steps: []string{"Clear the Defender markers."}}
	if v.Actions < v.ActionsMax {
		v.Actions++
		l.Steps = append(l.Steps, fmt.Sprintf("The Villain gains +1 Action: now %d.", v.Actions))
	} else {
		defeated := in.DefeatedHeroes
		var out []string
		for _, h := range in.Heroes {
			k := slices.IndexFunc(in.Health, func(x HeroHealth) bool { return x.Hero == h })
			have, known := 0, k >= 0
			if known {
				have = in.Health[k].Health
			}
			switch {
			case !known:
				l.Pay = append(l.Pay, HeroPay{Hero: h, Health: pay})
			case have == 0: // on the Villain Loot Stash: not a target (L335)
			default: // never more than one has (L942)
				l.Pay = append(l.Pay, HeroPay{Hero: h, Health: min(pay, have)})
				if have <= pay {
					out = append(out, h)
				}
			}
		}
		in.DefeatedHeroes = defeated + len(out)
		say := fmt.Sprintf("The Villain's Action bar is full: each Hero on the map pays %d Health instead.", pay)
		if len(out) > 0 {
			say += fmt.Sprintf(" Defeated by paying: %s, onto the Villain Loot Stash.", strings.Join(out, ", "))
		}
		l.Steps = append(l.Steps, say)
	}
	l.Actions = v.Actions
	l.Bounty = in.DefeatedHeroes * bounty
	l.SoulsGained = lookup(card, l.Bounty).Souls
	v.Souls += l.SoulsGained
	l.Souls = v.Souls
	l.VillainWins = v.Souls >= toWin
	if in.DefeatedHeroes > 0 {
		l.Steps = append(l.Steps, fmt.Sprintf("Cash in %s (%d Bounty): +%s, now %d; they respawn at Battered Base Camp.",
			count(in.DefeatedHeroes, "Defeated Hero", "Defeated Heroes"), l.Bounty, count(l.SoulsGained, "Soul token", "Soul tokens"), l.Souls))
	}
	if l.VillainWins {
		l.Steps = append(l.Steps, fmt.Sprintf("The Villain has %d Souls: the Villain wins.", l.Souls))
	}
	return l, nil
}
