package sorcery

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"tableside/tracker"
)

// FieldError is a state or input the engine cannot use, its field named
// as the JSON spells it ("enemies[1].wounds").
type FieldError = tracker.FieldError

func fieldf(field, format string, args ...any) error {
	return &FieldError{Field: field, Problem: fmt.Sprintf(format, args...)}
}

// Bounds the table cannot exceed: 1-5 players (L15-16), Soulrank I-VII
// (L2249-2253); the others are generous limits against typing slips.
const (
	maxHeroes   = 5
	maxSoulrank = 7
	maxNumber   = 999
	maxCrowns   = 99999 // a purse
)

// soulranks is what a Soulrank out of range is told.
const soulranks = "Soulrank runs from I to VII"

// bound is a number a player types and the range the table takes; why is
// the problem told when it is out, or "" to say the range.
type bound struct {
	field  string
	n      int
	lo, hi int
	why    string
}

// outOfBounds is the first number out of its range, said as a FieldError
// that names its field, or nil. A range up to one of the generous limits
// against typing slips is said as "lo or more".
func outOfBounds(bs ...bound) error {
	for _, b := range bs {
		switch {
		case b.n >= b.lo && b.n <= b.hi:
		case b.why != "":
			return fieldf(b.field, "%s", b.why)
		case b.hi >= maxNumber:
			return fieldf(b.field, "want %d or more", b.lo)
		default:
			return fieldf(b.field, "want %d to %d", b.lo, b.hi)
		}
	}
	return nil
}

// Decode reads a state strictly and checks it.
func Decode(b []byte) (State, error) { return tracker.DecodeChecked[State](b, "the saved table") }

// Check reports whether the state is one the game could have produced,
// naming the field that is not.
func (s State) Check() error {
	n := len(s.Heroes)
	switch {
	case n < 1 || n > maxHeroes:
		return fieldf("heroes", "the table has %d Heroes; the game takes 1 to %d", n, maxHeroes)
	case s.Act < 1 || s.Act > 3:
		return fieldf("act", "ACT %d is not one the game has", s.Act)
	case s.Round < 0 || s.Round > maxNumber:
		return fieldf("round", "Round %d is out of range", s.Round)
	case s.Phase != "" && s.Phase != TimePhase && s.Phase != BattlePhase && s.Phase != EventPhase && s.Phase != Between:
		return fieldf("phase", "want \"time\", \"battle\", \"event\" or \"between\"")
	case s.Active < 0 || s.Active >= n:
		return fieldf("active", "seat %d has no Hero", s.Active)
	case s.Souls < 0 || s.Souls > maxNumber:
		return fieldf("souls", "the Soul Counter cannot hold %d", s.Souls)
	}
	names := map[string]bool{}
	for i, h := range s.Heroes {
		if err := h.check(names); err != nil {
			return within(err, fmt.Sprintf("heroes[%d]", i))
		}
	}
	for i, c := range s.Companions {
		p := fmt.Sprintf("companions[%d]", i)
		switch {
		case c.Name == "" || names[c.Name]:
			return fieldf(p+".name", "every Hero and Companion needs a name of its own")
		case c.Owner < 0 || c.Owner >= n:
			return fieldf(p+".owner", "seat %d has no Hero", c.Owner)
		}
		if err := c.checkCard(); err != nil {
			return within(err, p)
		}
		if c.Wounds < 0 || c.Wounds >= c.HP() {
			return fieldf(p+".wounds", "%d wounds: a Companion dies at %d", c.Wounds, c.HP())
		}
		if err := checkReds(c.RedCriticals); err != nil {
			return within(err, p)
		}
		names[c.Name] = true
	}
	copies := map[string]bool{}
	for i := range s.Enemies {
		e := &s.Enemies[i]
		p := fmt.Sprintf("enemies[%d]", i)
		if err := e.Card.check(); err != nil {
			return within(err, p+".card")
		}
		key := fmt.Sprintf("%s/%s/%d", e.Card.Name, e.Card.Rank, e.Copy)
		hp := e.HP(n)
		switch {
		case e.Copy != 1 && e.Copy != 2:
			return fieldf(p+".copy", "want 1 or 2: the card's wax sigil")
		case copies[key]:
			return fieldf(p+".copy", "%s is in play twice", e.Label())
		case !e.Card.Master && (e.Controller < 0 || e.Controller >= n):
			return fieldf(p+".controller", "seat %d has no Hero", e.Controller)
		case e.Wounds < 0 || e.Wounds >= hp:
			return fieldf(p+".wounds", "%d wounds: the %s dies at %d", e.Wounds, e.Label(), hp)
		case e.Shields < 0 || e.Shields > e.Card.MaxShields(n, s.Act):
			return fieldf(p+".shields", "the %s holds 0 to %d shields", e.Label(), e.Card.MaxShields(n, s.Act))
		case e.Charges < 0 || e.Charges > e.Card.Charges:
			return fieldf(p+".charges", "the %s holds 0 to %d charges", e.Label(), e.Card.Charges)
		case len(e.Powers) > 3:
			return fieldf(p+".powers", "an Enemy holds at most 3 Enemy Powers")
		case e.PowersDue < 0 || len(e.Powers)+e.PowersDue > 3:
			return fieldf(p+".powers_due", "an Enemy holds at most 3 Enemy Powers")
		}
		copies[key] = true
		types := map[string]bool{}
		for j, pw := range e.Powers {
			if pw.Type != "combat" && pw.Type != "passive" && pw.Type != "reactive" || types[pw.Type] {
				return fieldf(fmt.Sprintf("%s.powers[%d].type", p, j), "want one each of \"combat\", \"passive\", \"reactive\"")
			}
			types[pw.Type] = true
			if pw.Hits != nil {
				if err := pw.Hits.check(); err != nil {
					return within(err, fmt.Sprintf("%s.powers[%d]", p, j))
				}
			}
		}
		if err := e.Conditions.check(); err != nil {
			return within(err, p+".conditions")
		}
		if err := checkReds(e.RedCriticals); err != nil {
			return within(err, p)
		}
	}
	if err := s.checkMinions(); err != nil {
		return err
	}
	if m := s.Menace; m != nil {
		switch {
		case m.Hero < 0 || m.Hero >= n:
			return fieldf("menace.hero", "seat %d has no Hero", m.Hero)
		case m.Level < 1 || m.Level > 2:
			return fieldf("menace.level", "the token has Level I and II")
		}
	}
	letters := map[string]bool{}
	for i, c := range s.Encounters {
		p := fmt.Sprintf("encounters[%d]", i)
		if c.Letter == "" || letters[c.Letter] {
			return fieldf(p+".letter", "every Encounter card needs a letter of its own")
		}
		letters[c.Letter] = true
		if err := c.Main.check(); err != nil {
			return within(err, p+".main")
		}
		if c.Otherwise != nil {
			if err := c.Otherwise.check(); err != nil {
				return within(err, p+".otherwise")
			}
		}
	}
	if err := s.checkUntyped(); err != nil {
		return err
	}
	seen := map[string]bool{}
	for _, pile := range []struct {
		name    string
		letters []string
	}{{"draw", s.Draw}, {"discard", s.Discard}} {
		for i, l := range pile.letters {
			switch {
			case !letters[l]:
				return fieldf(fmt.Sprintf("%s[%d]", pile.name, i), "no Encounter card has the letter %q", l)
			case seen[l]:
				return fieldf(fmt.Sprintf("%s[%d]", pile.name, i), "card %s is in the deck twice", l)
			}
			seen[l] = true
		}
	}
	ev := s.Events
	if err := outOfBounds(bound{"unrevealed", ev.Unrevealed, 0, maxNumber, ""}, bound{"discards", ev.Discards, 0, maxNumber, ""}); err != nil {
		return within(err, "events")
	}
	if ev.NightDay != "" && ev.NightDay != "night" && ev.NightDay != "day" {
		return fieldf("events.night_day", "want \"night\", \"day\" or nothing")
	}
	if err := s.Camp.check(); err != nil {
		return within(err, "camp")
	}
	for i, g := range s.Gates {
		if g.Symbol == "" || slices.ContainsFunc(s.Gates[:i], func(o Gate) bool { return o.Symbol == g.Symbol }) {
			return fieldf(fmt.Sprintf("gates[%d].symbol", i), "every Spawn Gate needs a die symbol of its own")
		}
	}
	return nil
}

func (h Hero) check(names map[string]bool) error {
	if h.Name == "" || names[h.Name] {
		return fieldf("name", "every Hero and Companion needs a name of its own")
	}
	if err := outOfBounds(
		bound{"soulrank", h.Soulrank, 1, maxSoulrank, soulranks},
		bound{"max_hp", h.MaxHP, 1, maxNumber, ""},
		bound{"extra_hp", h.ExtraHP, 0, maxNumber, ""},
		bound{"wounds", h.Wounds, 0, maxNumber, ""},
		bound{"crowns", h.Crowns, 0, maxCrowns, ""},
		bound{"shields", h.Shields, 0, maxNumber, ""},
		bound{"base_shields", h.BaseShields, 0, maxNumber, ""},
	); err != nil {
		return err
	}
	switch {
	case !h.Ghost && h.Wounds >= h.HP():
		return fieldf("wounds", "%s has %d wounds of %d HP and would be a Ghost Soul", h.Name, h.Wounds, h.HP())
	case utf8.RuneCountInString(h.Player) > maxPlayer:
		return fieldf("player", "a player's name of at most %d letters", maxPlayer)
	case h.Capacity < 0 || h.Capacity > maxItems:
		return fieldf("capacity", "an Item Capacity runs from 0 (not entered) to %d", maxItems)
	}
	names[h.Name] = true
	if len(h.Gem) > maxSoulrank {
		return fieldf("gem", "a Soul Gem has %d Soulranks", maxSoulrank)
	}
	for i, g := range h.Gem {
		if err := g.check(); err != nil {
			return within(err, fmt.Sprintf("gem[%d]", i))
		}
	}
	if len(h.Items) > maxItems {
		return fieldf("items", "at most %d cards", maxItems)
	}
	for i, it := range h.Items {
		if err := it.check(); err != nil {
			return within(err, fmt.Sprintf("items[%d]", i))
		}
		if it.Equipped && it.Hands == TwoHanded && slices.ContainsFunc(h.Items, func(o HeldItem) bool { return o.Equipped && o.Slot == Secondary }) {
			return fieldf(fmt.Sprintf("items[%d]", i), "the two-handed %s leaves no hand for a second weapon", it.Name)
		}
	}
	for i, st := range h.Styles {
		if !st.valid(false) {
			return fieldf(fmt.Sprintf("styles[%d]", i), "want \"dexterity\", \"faith\", \"magic\" or \"strength\"")
		}
	}
	for i, p := range h.Powers {
		switch {
		case p.Name == "":
			return fieldf(fmt.Sprintf("powers[%d].name", i), "a power needs its name")
		case p.Cooldown < 0 || p.Cooldown > 4 || (p.Passive || p.Innate) && p.Cooldown > 0:
			return fieldf(fmt.Sprintf("powers[%d].cooldown", i), "want 0 (ready) or 1 to 4; a passive or innate power never cools")
		}
		if err := outOfBounds(bound{"rank", p.Rank, 0, maxSoulrank, soulranks}, bound{"shields", p.Shields, 0, maxNumber, ""}); err != nil {
			return within(err, fmt.Sprintf("powers[%d]", i))
		}
	}
	if err := checkReds(h.RedCriticals); err != nil {
		return err
	}
	return within(h.Conditions.check(), "conditions")
}

// checkReds: Red Criticals are the tokens the game has, no two alike
// (L4564-4571).
func checkReds(reds []string) error {
	for i, c := range reds {
		switch {
		case !slices.Contains(RedCriticalNames(), c):
			return fieldf(fmt.Sprintf("red_criticals[%d]", i), "%q is no Red Critical token", c)
		case slices.Contains(reds[:i], c):
			return fieldf(fmt.Sprintf("red_criticals[%d]", i), "a Red Critical cannot be held twice")
		}
	}
	return nil
}

func (c Conditions) check() error {
	switch {
	case c.Health != "" && c.Health != Slow && c.Health != Blind && c.Health != Stun:
		return fieldf("health", "want \"slow\", \"blind\" or \"stun\"")
	case len(c.Fire) > 20:
		return fieldf("fire", "too many Fire tokens")
	}
	if err := outOfBounds(bound{"bleed", c.Bleed, 0, 2, "Bleed is I or II"}, bound{"poison", c.Poison, 0, 2, "Poison is I or II"}); err != nil {
		return err
	}
	for i, f := range c.Fire {
		if f != 1 && f != 2 {
			return fieldf(fmt.Sprintf("fire[%d]", i), "a Fire token is I or II")
		}
	}
	return nil
}

func (c EnemyCard) check() error {
	switch {
	case c.Name == "":
		return fieldf("name", "the Enemy needs its name")
	case c.Rank.order() == 0:
		return fieldf("rank", "want \"green\", \"blue\", \"red\" or \"purple\"")
	case !c.Style.valid(true):
		return fieldf("style", "want a fighting style or \"wildcard\"")
	case len(c.HP) != 1 && !(len(c.HP) == 2 && (c.Rank == Red || c.Rank == Purple)):
		return fieldf("hp", "one value; Red and Purple may have two, for 2-3 and 4-5 Heroes")
	}
	if err := outOfBounds(
		bound{"shields", c.Shields, 0, maxNumber, ""},
		bound{"charges", c.Charges, 0, maxNumber, ""},
		bound{"power_icons", c.PowerIcons, 0, 3, "an Enemy holds at most 3 Enemy Powers"},
		bound{"soul_points", c.SoulPoints, 0, maxNumber, ""},
		bound{"drops.crowns", c.Drops.Crowns, 0, maxNumber, ""},
		bound{"drops.treasures", c.Drops.Treasures, 0, 9, ""},
		bound{"drops.loot", c.Drops.Loot, 0, 9, ""},
	); err != nil {
		return err
	}
	switch {
	case c.Master != (c.Rank == Purple) && c.Master:
		return fieldf("master", "Master Enemies are Purple")
	case (c.Vengeful || c.StunImmune) && !c.Master:
		return fieldf("vengeful", "only a Master Enemy has that power")
	case len(c.Rules) == 0:
		return fieldf("rules", "the Scroll needs its behaviour rules")
	case c.Back != nil && !c.MayHaveBack():
		// Only a Master Enemy's card is printed on both sides (L7322-7326).
		return fieldf("back", "only a Master Enemy's card has another side")
	case c.Back != nil && c.Back.Back != nil:
		return fieldf("back.back", "a card has two sides")
	}
	if side, ok := c.Flipped(); ok {
		side.Back = nil
		if err := side.check(); err != nil {
			return within(err, "back")
		}
	}
	for i, hp := range c.HP {
		if hp < 1 || hp > maxNumber {
			return fieldf(fmt.Sprintf("hp[%d]", i), "want 1 or more")
		}
	}
	switch c.Preferred {
	case "", MostWounded, LeastWounded, Closest, Richest, Menacing:
		if c.PreferredStyle != "" {
			return fieldf("preferred_style", "only a style victim names a style")
		}
	case ByStyle:
		if !c.PreferredStyle.valid(false) {
			return fieldf("preferred_style", "want \"dexterity\", \"faith\", \"magic\" or \"strength\"")
		}
	default:
		return fieldf("preferred", "want \"most_wounded\", \"least_wounded\", \"closest\", \"richest\", \"style\" or \"menacing\"")
	}
	for i, r := range c.Rules {
		p := fmt.Sprintf("rules[%d]", i)
		switch {
		case r.Plus && (r.Min != 0 || r.Max != 0):
			return fieldf(p+".plus", "a \"+\" rule has no range")
		case r.Plus && i != len(c.Rules)-1:
			return fieldf(p+".plus", "the \"+\" rule is the Scroll's last")
		case !r.Plus && (r.Min < 0 || r.Max < r.Min || r.Max > 5):
			return fieldf(p+".max", "a range runs from 0 to 5 areas, the nearer first")
		case len(r.Sentences) == 0:
			return fieldf(p+".sentences", "a rule needs at least one sentence")
		}
		for j, t := range r.Sentences {
			if t = strings.TrimSpace(t); strings.HasSuffix(t, ":") || strings.HasSuffix(strings.ToLower(t), "otherwise") {
				return fieldf(fmt.Sprintf("%s.sentences[%d]", p, j), "%q leads nowhere: say what the Enemy does then", t)
			}
		}
	}
	if err := c.checkPowers(); err != nil {
		return err
	}
	return c.checkWeapons()
}

func (e Effect) check() error {
	switch e.Kind {
	case ActivateAll, ActivateWounded, ActivateNoCharge, ActivateHighest:
	case ActivateRank:
		if e.Rank.order() == 0 {
			return fieldf("rank", "want \"green\", \"blue\", \"red\" or \"purple\"")
		}
	case ActivateStyle:
		// The wildcard is an Enemy's style, not a card's (L6265-6269).
		if !e.Style.valid(false) {
			return fieldf("style", "want \"dexterity\", \"faith\", \"magic\" or \"strength\"; the wildcard is on Enemies, not on cards")
		}
	case ActivateRace:
		if e.Race == "" {
			return fieldf("race", "name the race")
		}
	case ActivateX:
		if e.X < 0 || e.X > 3 {
			return fieldf("x", "a card activates 0 to 3 Enemies")
		}
	case EveryEnemy:
		if e.Say == "" {
			return fieldf("say", "write what every Enemy does")
		}
	default:
		return fieldf("kind", "want \"all\", \"rank\", \"style\", \"race\", \"wounded\", \"no_charges\", \"highest_rank\", \"activate\" or \"every_enemy\"")
	}
	return nil
}

// within puts a FieldError under its parent field; other errors pass.
func within(err error, parent string) error { return tracker.Within(err, parent) }
