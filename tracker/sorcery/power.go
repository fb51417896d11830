package sorcery

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"tableside/tracker"
)

// The powers an Enemy card prints (the Giant Spider's Entrap, Banding I,
// Shadows Strike, L6476-6487) and what one does to the victim when a
// behaviour rule uses it ("use Entrap", L6563-6604): the app applies the
// conditions and HP, asking the Save where the power has one.

// KindPowerHits is the command a power used on the victim is stored as:
// never change it.
const KindPowerHits = "enemy_power_hits" // L6479-6481, L6629-6644

// PowerEffect is what a power puts on the victim: conditions (Puts) and
// HP it suffers. Save is what a successful Save stops: "" asks none,
// SaveStopsHP the HP only ("suffers K.O. and then, unless Save: suffers
// 1 HP", L6479-6481), SaveStopsAll the whole effect ("Unless Save: ...
// suffers Blind").
type PowerEffect struct {
	Puts []Inflict `json:"puts,omitempty"`
	HP   int       `json:"hp,omitempty"`
	Save string    `json:"save,omitempty"`
}

// What a Save stops.
const (
	SaveStopsHP  = "hp"
	SaveStopsAll = "all"
)

// Words say the effect for players: "K.O., then 1 HP unless a Save".
func (p PowerEffect) Words() string {
	var puts []string
	for _, f := range p.Puts {
		puts = append(puts, f.Words())
	}
	cond := tracker.JoinAnd(puts)
	hp := ""
	if p.HP > 0 {
		hp = fmt.Sprintf("%d HP", p.HP)
	}
	switch {
	case p.Save == SaveStopsAll:
		return tracker.JoinAnd(nonEmpty(cond, hp)) + " unless a Save"
	case p.Save == SaveStopsHP && cond != "":
		return cond + ", then " + hp + " unless a Save"
	case p.Save == SaveStopsHP:
		return hp + " unless a Save"
	}
	return tracker.JoinAnd(nonEmpty(cond, hp))
}

// On says what the app will do to the victim, before it is done: "The
// app puts K.O. on Jeanne, and 1 HP unless Jeanne saves."
func (p PowerEffect) On(victim string) string {
	var puts []string
	for _, f := range p.Puts {
		puts = append(puts, f.Words())
	}
	hp := ""
	if p.HP > 0 {
		hp = fmt.Sprintf("%d HP", p.HP)
	}
	switch p.Save {
	case SaveStopsAll:
		return fmt.Sprintf("Unless %s saves, the app puts %s on %s.", victim, tracker.JoinAnd(nonEmpty(tracker.JoinAnd(puts), hp)), victim)
	case SaveStopsHP:
		return fmt.Sprintf("The app puts %s on %s, and %s unless %s saves.", tracker.JoinAnd(puts), victim, hp, victim)
	}
	return "The app puts " + tracker.JoinAnd(nonEmpty(tracker.JoinAnd(puts), hp)) + " on " + victim + "."
}

func nonEmpty(ws ...string) []string {
	return slices.DeleteFunc(ws, func(w string) bool { return w == "" })
}

func (p PowerEffect) check() error {
	switch {
	case len(p.Puts) == 0 && p.HP == 0:
		return fieldf("hits", "say what it puts on the victim, or nothing")
	case p.HP < 0 || p.HP > 9:
		return fieldf("hits.hp", "want 0 to 9 HP")
	case p.Save != "" && p.Save != SaveStopsHP && p.Save != SaveStopsAll:
		return fieldf("hits.save", "want \"hp\", \"all\" or nothing")
	case p.Save == SaveStopsHP && p.HP == 0:
		return fieldf("hits.save", "a Save that stops the HP needs HP to stop")
	case len(p.Puts) > 4:
		return fieldf("hits.puts", "at most 4 conditions")
	}
	for i, f := range p.Puts {
		var c Conditions
		if f.Kind == "hidden" {
			return fieldf(fmt.Sprintf("hits.puts[%d]", i), "a power does not hide the victim")
		}
		if _, err := inflict(&c, f.Kind, f.Rank); err != nil {
			return fieldf(fmt.Sprintf("hits.puts[%d]", i), "%s", err)
		}
	}
	return nil
}

// checkPowers checks the powers a card prints: each named once, its
// words short, its effect one the app can apply.
func (c EnemyCard) checkPowers() error {
	seen := map[string]bool{}
	for i, p := range c.Powers {
		at := fmt.Sprintf("powers[%d]", i)
		key := strings.ToLower(strings.TrimSpace(p.Name))
		switch {
		case key == "":
			return fieldf(at+".name", "a power needs its name")
		case seen[key]:
			return fieldf(at+".name", "the card has two powers called %s", p.Name)
		case len(p.Name) > 40 || len(p.Words) > 300:
			return fieldf(at+".words", "shorter, please: as the card prints it")
		case p.Type != "":
			return fieldf(at+".type", "a power printed on the card has no Enemy Power type")
		}
		seen[key] = true
		if p.Hits != nil {
			if err := p.Hits.check(); err != nil {
				return within(err, at)
			}
		}
	}
	return nil
}

// PowerUsed is the card's power a sentence uses ("use Entrap", "move to
// engage and use Entrap"), or false: the longest name that follows a
// "use", so "Banding II" is not taken for "Banding".
func (c EnemyCard) PowerUsed(sentence string) (EnemyPower, bool) {
	low := strings.ToLower(sentence)
	best := -1
	for i, p := range c.Powers {
		name := strings.ToLower(strings.TrimSpace(p.Name))
		if name == "" || !strings.Contains(low, "use "+name) {
			continue
		}
		if best < 0 || len(name) > len(c.Powers[best].Name) {
			best = i
		}
	}
	if best < 0 {
		return EnemyPower{}, false
	}
	return c.Powers[best], true
}

var (
	sufferHP = regexp.MustCompile(`(?i)suffers?\s+(\d+)\s*HP`)
	unless   = regexp.MustCompile(`(?i)unless\s+(a\s+)?save`)
)

// ParsePowerEffect reads what a power's words put on the victim: the
// conditions they name, the HP "suffers N HP" deals, and what "unless
// Save" stops: the HP alone when it stands between the conditions and the
// HP (Entrap, L6479-6481), else everything after it. Words that put
// nothing on a victim or a Hero give nil ("Any Fire effect suffered by
// this Enemy", L6473-6474, is the Enemy's own): the power is shown, not
// applied.
func ParsePowerEffect(words string) *PowerEffect {
	var p PowerEffect
	if low := strings.ToLower(words); !strings.Contains(low, "victim") && !strings.Contains(low, "hero") {
		return nil
	}
	hpAt := -1
	if m := sufferHP.FindStringSubmatchIndex(words); m != nil {
		p.HP, _ = strconv.Atoi(words[m[2]:m[3]])
		hpAt = m[0]
	}
	for _, f := range ParseInflicts(words) {
		if f.Kind != "hidden" {
			p.Puts = append(p.Puts, f)
		}
	}
	if len(p.Puts) == 0 && p.HP == 0 {
		return nil
	}
	if m := unless.FindStringIndex(words); m != nil {
		p.Save = SaveStopsAll
		before := ParseInflicts(words[:m[0]])
		if p.HP > 0 && hpAt > m[0] && len(before) > 0 && len(before) == len(p.Puts) {
			p.Save = SaveStopsHP
		}
	}
	if p.Save == SaveStopsHP && p.HP == 0 {
		p.Save = SaveStopsAll
	}
	return &p
}

// PowerNamesOthers tells whether a power's words reach other Heroes than
// the victim ("each Hero in its area", "those Heroes"): the app applies
// it to the victim, the table to the others.
func PowerNamesOthers(words string) bool {
	low := strings.ToLower(words)
	return strings.Contains(low, "each hero") || strings.Contains(low, "heroes") || strings.Contains(low, "all hero")
}

// ParsePower reads a power as typed, "Entrap: The victim suffers K.O.
// and then, unless Save: suffers 1 HP.": its name, its words, and their
// effect on the victim.
func ParsePower(line string) EnemyPower {
	name, words, _ := strings.Cut(line, ":")
	p := EnemyPower{Name: strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(name), "-")), Words: strings.TrimSpace(words)}
	p.Hits = ParsePowerEffect(p.Words)
	return p
}

// Line is the power as ParsePower reads it back.
func (p EnemyPower) Line() string {
	if p.Words == "" {
		return p.Name
	}
	return p.Name + ": " + p.Words
}

// PowerHitsCmd applies the power Power of the Enemy at index Enemy to the
// Hero or Companion Victim; Saved tells whether their Save succeeded,
// asked only of a power with a Save.
type PowerHitsCmd struct {
	Enemy  int    `json:"enemy"`
	Power  string `json:"power"`
	Victim string `json:"victim"`
	Saved  bool   `json:"saved,omitempty"`
}

// PowerHits has the app apply an Enemy's power to its victim.
func PowerHits(enemy int, power, victim string, saved bool) tracker.Command {
	return tracker.Cmd(KindPowerHits, PowerHitsCmd{Enemy: enemy, Power: power, Victim: victim, Saved: saved})
}

// powerHits puts the power's conditions on the victim in the order
// printed, then its HP, less what a successful Save stops; a condition
// held again deals its 1 HP (L4602-4614). All of it is one step of the
// log: one Undo takes it back.
func (s *State) powerHits(a PowerHitsCmd) (string, error) {
	e, err := s.enemyAt(a.Enemy)
	if err != nil {
		return "", err
	}
	p, ok := e.Card.PowerUsed("use " + a.Power)
	switch {
	case !ok || !strings.EqualFold(p.Name, a.Power):
		return "", tracker.Refuse("The %s has no power called %q", e.Label(), a.Power)
	case p.Hits == nil:
		return "", tracker.Refuse("%s puts nothing on the victim the app can apply: do as its words say", p.Name)
	case a.Saved && p.Hits.Save == "":
		return "", tracker.Refuse("%s allows no Save", p.Name)
	}
	if _, ok := s.Suffers(a.Victim); !ok {
		return "", tracker.Refuse("%s cannot suffer %s now", a.Victim, p.Name)
	}
	if a.Saved && p.Hits.Save == SaveStopsAll {
		return fmt.Sprintf("%s saves: %s does nothing.", a.Victim, p.Name), nil
	}
	words := []string{fmt.Sprintf("The %s uses %s on %s.", e.Label(), p.Name, a.Victim)}
	for _, f := range p.Hits.Puts {
		w, err := s.condition(ConditionCmd{Hero: a.Victim, Kind: f.Kind, Rank: f.Rank})
		if err != nil {
			return "", err
		}
		// condition says the kind as stored ("Jeanne: ko."): say it as
		// players do, with what follows (the HP of a condition held again).
		w = strings.TrimPrefix(w, fmt.Sprintf("%s: %s.", a.Victim, f.Kind))
		words = append(words, strings.TrimSpace(fmt.Sprintf("%s: %s %s", a.Victim, strings.TrimSuffix(f.Words(), ".")+".", w)))
		if _, alive := s.Suffers(a.Victim); !alive {
			return strings.Join(words, " "), nil
		}
	}
	if p.Hits.HP > 0 && a.Saved {
		words = append(words, fmt.Sprintf("%s saves: no HP lost.", a.Victim))
	} else if p.Hits.HP > 0 {
		w, err := s.wound(a.Victim, p.Hits.HP, a.Enemy)
		if err != nil {
			return "", err
		}
		words = append(words, w)
	}
	return strings.Join(words, " "), nil
}

// wound deals the HP to the Hero or Companion called name, as WoundBy's
// command would, the Enemy credited for a kill (L6034-6037).
func (s *State) wound(name string, amount, enemy int) (string, error) {
	if s.hero(name) < 0 && s.companion(name) >= 0 {
		return s.woundCompanion(WoundCompanionCmd{Companion: name, Amount: amount, ByEnemy: &enemy})
	}
	return s.woundHero(WoundHeroCmd{Hero: name, Amount: amount, ByEnemy: &enemy})
}
