package sorcery

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"tableside/tracker"
)

// Minions (L7153-7299): tiny creatures that follow the Enemy rules with
// these exceptions. They have a Scroll and no Enemy card, so no player
// controls them (L7158-7162); one Scroll serves every Minion of its
// species, each defending alone (L7164-7165); no Encounter card activates
// them: they act as their Scroll says, in every Enemy Turn, even with no
// Enemy in play (L7167-7170, L1461-1465, L1564, L1590-1592, L6366-6368);
// they are no Enemies but to be targeted, to attack and to defend
// (L7172-7174), so they count for no spawn's E; and like Master Enemies
// they never pick a Companion as victim (L5451-5455).
//
// Reading: a choice the rules leave to a Minion's controller is the
// Active player's, as for a Master Enemy (L7331-7335), since no player
// controls a Minion (L7158-7162).

// MinionKind is the card library's kind for a MinionScroll.
const MinionKind = "minion"

// Command kinds of the Minions, as stored in players' logs: never change
// them.
const (
	KindPlaceMinions = "place_minions" // L7153-7175: a Quest, an Event or a Nest brings them
	KindWoundMinion  = "wound_minion"  // L7172-7174, L7187-7194: each defends alone
	KindMinionsAct   = "minions_act"   // L1590-1592, L7216-7243, L7281-7284
	KindLatchMinion  = "latch_minion"  // L7216-7238: Chesthugger
	KindFreeMinions  = "free_minions"  // L7240-7243: an action frees another Hero's sheet
	KindInfection    = "infection"     // L7247-7252: end of each Event Phase
)

// Timing is when a Minion Scroll's Minions act in an Enemy Turn.
type Timing string

// The timings a Scroll can give.
const (
	// AtStart is the beginning of each Enemy Turn (Nest, L7281-7284).
	AtStart Timing = "start"
	// AtEnd is the end of each Enemy Turn (Venom, L7216-7218).
	AtEnd Timing = "end"
	// OnCall is only when a card or a power calls on them (L6300-6306).
	OnCall Timing = "called"
)

// MinionDoes is what a Minion power does that the app carries out; the
// other powers are their words, for the players.
type MinionDoes string

// What the app carries out.
const (
	// Breeds: a die per Minion; each result the Scroll shows brings one of
	// Species into its area, while tokens last (Nest's Breeding,
	// L7281-7284).
	Breeds MinionDoes = "breed"
	// Latches: each moves up to Areas toward the closest Hero; one that
	// shares an area with a Hero, before or after, goes onto a Hero's
	// sheet: one with none of its species first, then the victim rules
	// (Venom's Chesthugger, L7216-7238).
	Latches MinionDoes = "latch"
	// Infects: at the end of each Event Phase, each on a Hero's sheet
	// gives Poison ACT; then all are discarded (Venom's Infection,
	// L7247-7252).
	Infects MinionDoes = "infect"
	// Bursts: when it dies, and when one attack deals it Hurt HP or more,
	// its words happen (Nest's Fragile and Acid Vapours, L7290-7296).
	Bursts MinionDoes = "burst"
)

// MinionPower is one power printed on a Minion Scroll: its name, its words
// and, where the app carries it out, what it does.
type MinionPower struct {
	Name    string     `json:"name"`
	Words   string     `json:"words,omitempty"`
	Does    MinionDoes `json:"does,omitempty"`
	Species string     `json:"species,omitempty"` // breed: what hatches
	Areas   int        `json:"areas,omitempty"`   // latch: how far it moves
	Hurt    int        `json:"hurt,omitempty"`    // burst: HP from one attack
}

// MinionScroll is a Minion Scroll card (L7178-7194), typed once into the
// library: the species, its HP and Soul Points for each Minion (L7187-7194),
// the rewards each leaves (L7183-7186), how many tokens the box holds (5
// Nest, 10 Venom, L128-129; 0 counts none), when they act, their powers.
type MinionScroll struct {
	Name       string        `json:"name"`
	HP         int           `json:"hp"`
	SoulPoints int           `json:"soul_points,omitempty"`
	Drops      Drops         `json:"drops,omitzero"`
	Tokens     int           `json:"tokens,omitempty"`
	Timing     Timing        `json:"timing"`
	Powers     []MinionPower `json:"powers,omitempty"`
}

// Minion is one Minion token or figure in play. No tells it from the
// others of its species, kept while it lives; On is the Hero whose sheet
// holds it (Chesthugger): no longer a target (L7235-7238).
type Minion struct {
	Species string `json:"species"`
	No      int    `json:"no"`
	Wounds  int    `json:"wounds,omitempty"`
	On      string `json:"on,omitempty"`
}

// Label names a Minion for players: "Venom 3".
func (m Minion) Label() string { return fmt.Sprintf("%s %d", m.Species, m.No) }

// MinionTurn records the Minions' acts in one Enemy Turn, that of the
// Hero in seat Hero in Round: each timing acts once.
type MinionTurn struct {
	Round int  `json:"round"`
	Hero  int  `json:"hero"`
	Start bool `json:"start,omitempty"`
	End   bool `json:"end,omitempty"`
}

// BookScrolls are the core box's two Minion Scrolls as the rulebook gives
// them (L7196-7300): species, timing, token count and powers. Their HP and
// Soul Points did not survive in the text; the players type them from the
// card, so HP is 0 here and the library refuses it until then.
func BookScrolls() []MinionScroll {
	occult := MinionPower{Name: "Occult Threat", Words: "An Enemy only to be targeted, to attack and to defend; each acts on its own."}
	return []MinionScroll{
		{Name: "Nest", Tokens: 5, Timing: AtStart, Powers: []MinionPower{
			occult,
			{Name: "Breeding", Does: Breeds, Species: "Venom", Words: "At the start of each Enemy Turn, and when something triggers it: a die for each Nest; each symbol the Scroll shows brings a Venom into that Nest's area, while tokens last."},
			{Name: "Chitinous Structure", Words: "No body condition but Fire. It never moves by itself; a Bash or a power can move it."},
			{Name: "Fragile", Does: Bursts, Hurt: 4, Words: "When one attack deals it 4 HP or more, and when it dies: Acid Vapours. Every character in its area is attacked with the Scroll's dice: Break, Poison ACT."},
		}},
		{Name: "Venom", Tokens: 10, Timing: AtEnd, Powers: []MinionPower{
			occult,
			{Name: "Chesthugger", Does: Latches, Areas: 3, Words: "At the end of each Enemy Turn, each Venom moves up to 3 areas toward the closest Hero. Sharing an area with a Hero, before or after, it stops and goes onto a Hero's sheet. Any Hero can spend an action to clear the Venoms off another Hero in their area."},
			{Name: "Six Legged Insect", Words: "Ignores Hindrances."},
			{Name: "Infection", Does: Infects, Words: "At the end of each Event Phase: Poison ACT for each Venom on a Hero's sheet; then those Venoms are discarded."},
		}},
	}
}

// TimingWords say when a Scroll's Minions act, for players.
func (t Timing) Words() string {
	switch t {
	case AtStart:
		return "at the start of each Enemy Turn"
	case AtEnd:
		return "at the end of each Enemy Turn"
	case OnCall:
		return "when a card calls on them"
	}
	return string(t)
}

// Validate checks a Minion Scroll for the library, as the table checks it.
func (c MinionScroll) Validate() error { return c.check() }

func (c MinionScroll) check() error {
	switch {
	case strings.TrimSpace(c.Name) == "":
		return fieldf("name", "the Scroll needs the species' name")
	case c.HP < 1 || c.HP > maxNumber:
		return fieldf("hp", "each %s needs its HP, 1 or more, as the Scroll prints it", c.Name)
	case c.Timing != AtStart && c.Timing != AtEnd && c.Timing != OnCall:
		return fieldf("timing", "want \"start\", \"end\" or \"called\"")
	}
	if err := outOfBounds(
		bound{"soul_points", c.SoulPoints, 0, maxNumber, ""},
		bound{"tokens", c.Tokens, 0, maxNumber, ""},
		bound{"drops.crowns", c.Drops.Crowns, 0, maxNumber, ""},
		bound{"drops.treasures", c.Drops.Treasures, 0, maxNumber, ""},
		bound{"drops.loot", c.Drops.Loot, 0, maxNumber, ""},
	); err != nil {
		return err
	}
	for i, p := range c.Powers {
		f := fmt.Sprintf("powers[%d]", i)
		switch {
		case strings.TrimSpace(p.Name) == "":
			return fieldf(f+".name", "every power needs its name")
		case p.Does != "" && p.Does != Breeds && p.Does != Latches && p.Does != Infects && p.Does != Bursts:
			return fieldf(f+".does", "want \"breed\", \"latch\", \"infect\", \"burst\" or nothing")
		case p.Does == Breeds && strings.TrimSpace(p.Species) == "":
			return fieldf(f+".species", "say which Minion it breeds")
		}
		if err := outOfBounds(bound{"areas", p.Areas, 0, maxNumber, ""}, bound{"hurt", p.Hurt, 0, maxNumber, ""}); err != nil {
			return within(err, f)
		}
	}
	return nil
}

// does is the Scroll's power that does d, if any.
func (c MinionScroll) does(d MinionDoes) (MinionPower, bool) {
	for _, p := range c.Powers {
		if p.Does == d {
			return p, true
		}
	}
	return MinionPower{}, false
}

// Scroll is the table's Scroll of a species, or nil.
func (s *State) Scroll(species string) *MinionScroll {
	for i := range s.Scrolls {
		if s.Scrolls[i].Name == species {
			return &s.Scrolls[i]
		}
	}
	return nil
}

// TokensLeft is how many of a species' tokens are still in the box, or -1
// when the Scroll counts none: those in play and on sheets are out.
func (s *State) TokensLeft(species string) int {
	c := s.Scroll(species)
	if c == nil || c.Tokens == 0 {
		return -1
	}
	n := 0
	for _, m := range s.Minions {
		if m.Species == species {
			n++
		}
	}
	return max(0, c.Tokens-n)
}

// checkMinions checks the Scrolls and Minions as the table's Check does.
func (s *State) checkMinions() error {
	for i, c := range s.Scrolls {
		if err := c.check(); err != nil {
			return within(err, fmt.Sprintf("scrolls[%d]", i))
		}
		if slices.ContainsFunc(s.Scrolls[:i], func(o MinionScroll) bool { return o.Name == c.Name }) {
			return fieldf(fmt.Sprintf("scrolls[%d].name", i), "one Scroll serves every %s (L7164-7165): it is here twice", c.Name)
		}
	}
	held := map[string]int{}
	for i, m := range s.Minions {
		f := fmt.Sprintf("minions[%d]", i)
		c := s.Scroll(m.Species)
		switch {
		case c == nil:
			return fieldf(f+".species", "no Scroll for %q is at the table", m.Species)
		case m.No < 1 || m.No > maxNumber:
			return fieldf(f+".no", "want 1 or more")
		case slices.ContainsFunc(s.Minions[:i], func(o Minion) bool { return o.Species == m.Species && o.No == m.No }):
			return fieldf(f+".no", "%s is in play twice", m.Label())
		case m.Wounds < 0 || m.Wounds >= c.HP:
			return fieldf(f+".wounds", "%d wounds: a %s dies at %d", m.Wounds, m.Species, c.HP)
		case m.On != "" && s.hero(m.On) < 0:
			return fieldf(f+".on", "no Hero called %q is at the table", m.On)
		}
		held[m.Species]++
		if c.Tokens > 0 && held[m.Species] > c.Tokens {
			return fieldf(f, "the box holds %d %s tokens", c.Tokens, m.Species)
		}
	}
	if t := s.MinionTurn; t != nil && (t.Hero < 0 || t.Hero >= len(s.Heroes) || t.Round < 0 || t.Round > maxNumber) {
		return fieldf("minion_turn.hero", "seat %d has no Hero", t.Hero)
	}
	return nil
}

// PlaceMinionsCmd puts Count Minions of the Scroll's species in play; the
// Scroll is the table's from then on, shared by all of them (L7164-7165):
// one given again replaces it, a correction, which Count 0 makes alone.
type PlaceMinionsCmd struct {
	Scroll MinionScroll `json:"scroll"`
	Count  int          `json:"count"`
}

// PlaceMinions puts n Minions of the Scroll's species in play.
func PlaceMinions(c MinionScroll, n int) tracker.Command {
	return tracker.Cmd(KindPlaceMinions, PlaceMinionsCmd{Scroll: c, Count: n})
}

// WoundMinionCmd wounds the Minion at index Minion by Amount, the HP of one
// attack or effect.
type WoundMinionCmd struct {
	Minion int `json:"minion"`
	Amount int `json:"amount"`
}

// WoundMinion wounds the Minion at index i by n.
func WoundMinion(i, n int) tracker.Command {
	return tracker.Cmd(KindWoundMinion, WoundMinionCmd{Minion: i, Amount: n})
}

// MinionsActCmd is the Minions of one timing acting in the Active Hero's
// Enemy Turn. Hatched is, for each breeding species, how many results the
// dice showed (Nest: one die each, L7281-7284).
type MinionsActCmd struct {
	When    Timing         `json:"when"`
	Hatched map[string]int `json:"hatched,omitempty"`
	// Latches are, at the end, the latching Minions that share an area
	// with Heroes, in the order they act (each on its own, L7213-7214).
	Latches []LatchCmd `json:"latches,omitempty"`
}

// MinionsAct records the Minions of when acting; hatched as in
// MinionsActCmd.
func MinionsAct(when Timing, hatched map[string]int) tracker.Command {
	return tracker.Cmd(KindMinionsAct, MinionsActCmd{When: when, Hatched: hatched})
}

// MinionsEnd records the Minions acting at the end of the Active Hero's
// Enemy Turn, the latching ones as latches says.
func MinionsEnd(latches []LatchCmd) tracker.Command {
	return tracker.Cmd(KindMinionsAct, MinionsActCmd{When: AtEnd, Latches: latches})
}

// LatchCmd is one latching Minion sharing an area with the Heroes in
// Sharing (after its move, or before it); Pick is the Active player's
// pick when the victim rules leave a tie.
type LatchCmd struct {
	Minion  int      `json:"minion"`
	Sharing []string `json:"sharing"`
	Pick    string   `json:"pick,omitempty"`
}

// LatchMinion puts the Minion at index i onto the sheet of the Hero it
// picks among sharing; pick settles a tie.
func LatchMinion(i int, sharing []string, pick string) tracker.Command {
	return tracker.Cmd(KindLatchMinion, LatchCmd{Minion: i, Sharing: sharing, Pick: pick})
}

// FreeMinionsCmd is Hero By spending an action to defeat every Minion on
// the sheet of Hero On, in the same area (L7240-7243).
type FreeMinionsCmd struct {
	By string `json:"by"`
	On string `json:"on"`
}

// FreeMinions is by clearing on's sheet.
func FreeMinions(by, on string) tracker.Command {
	return tracker.Cmd(KindFreeMinions, FreeMinionsCmd{By: by, On: on})
}

// Infection is the end of the Event Phase for the Minions on Heroes'
// sheets (L7247-7252).
func Infection() tracker.Command { return tracker.Cmd(KindInfection, nil) }

// minionCommands are the Minions' rows of the command table.
func minionCommands() []tracker.Op[State, tracker.None] {
	return []tracker.Op[State, tracker.None]{
		tracker.OnState(KindPlaceMinions, (*State).placeMinions),
		tracker.OnState(KindWoundMinion, (*State).woundMinion),
		tracker.OnState(KindMinionsAct, (*State).minionsAct),
		tracker.OnState(KindLatchMinion, (*State).latchMinion),
		tracker.OnState(KindFreeMinions, (*State).freeMinions),
		tracker.OnState(KindInfection, (*State).infection),
	}
}

// placeMinions puts Minions in play, no more than the box's tokens.
func (s *State) placeMinions(a PlaceMinionsCmd) (string, error) {
	c := a.Scroll
	if err := c.check(); err != nil {
		return "", tracker.Refuse("The %s Scroll: %s", c.Name, err.Error())
	}
	old := s.Scroll(c.Name)
	if a.Count < 0 || a.Count > maxNumber || a.Count == 0 && old == nil {
		return "", tracker.Refuse("Place 1 %s or more", c.Name)
	}
	if old != nil {
		for _, m := range s.Minions {
			if m.Species == c.Name && m.Wounds >= c.HP {
				return "", tracker.Refuse("%s has %d wounds: a Scroll with %d HP would kill it", m.Label(), m.Wounds, c.HP)
			}
		}
		*old = c
	} else {
		s.Scrolls = append(s.Scrolls, c)
	}
	if left := s.TokensLeft(c.Name); left >= 0 && a.Count > left {
		return "", tracker.Refuse("The box holds %d %s tokens; %d are left", c.Tokens, c.Name, left)
	}
	if a.Count == 0 {
		// The Scroll alone: a correction, shared by those in play.
		return fmt.Sprintf("The %s Scroll now reads: %d HP, %s.", c.Name, c.HP, count(c.SoulPoints, "Soul Point")), nil
	}
	added := s.addMinions(c.Name, a.Count)
	return fmt.Sprintf("%s in play: %s.", count(a.Count, c.Name), strings.Join(added, ", ")), nil
}

// addMinions brings n of a species into play, each with the lowest number
// free, and returns their labels.
func (s *State) addMinions(species string, n int) []string {
	var out []string
	for no := 1; len(out) < n; no++ {
		if slices.ContainsFunc(s.Minions, func(m Minion) bool { return m.Species == species && m.No == no }) {
			continue
		}
		m := Minion{Species: species, No: no}
		s.Minions = append(s.Minions, m)
		out = append(out, m.Label())
	}
	return out
}

// woundMinion wounds one Minion, which defends alone (L7164-7165); at its
// Scroll's HP it dies and the Heroes gain its Soul Points (L7190-7194,
// L7101-7105), its rewards left where it fell (L7183-7186). One on a
// Hero's sheet is no target (L7235-7238).
func (s *State) woundMinion(a WoundMinionCmd) (string, error) {
	if a.Minion < 0 || a.Minion >= len(s.Minions) {
		return "", tracker.Refuse("There is no Minion %d in play", a.Minion)
	}
	m := &s.Minions[a.Minion]
	if m.On != "" {
		return "", tracker.Refuse("%s is on %s's sheet: it cannot be targeted; a Hero in the same area can spend an action to clear it", m.Label(), m.On)
	}
	if a.Amount < 1 || a.Amount > maxNumber {
		return "", tracker.Refuse("Wound the %s by 1 or more", m.Label())
	}
	c := s.Scroll(m.Species)
	m.Wounds += a.Amount
	var words string
	if m.Wounds < c.HP {
		words = fmt.Sprintf("%s: %s of %d HP.", m.Label(), count(m.Wounds, "wound"), c.HP)
		if p, ok := c.does(Bursts); ok && p.Hurt > 0 && a.Amount >= p.Hurt {
			words += fmt.Sprintf(" %s: %s", p.Name, p.Words)
		}
		return words, nil
	}
	return s.minionDies(a.Minion, true), nil
}

// WoundTells tells whether wounding the Minion at index i by n gives the
// table something to do beyond the count: it dies (Soul Points, rewards,
// what its death sets off) or one attack's HP sets off a power
// (Fragile, L7290-7296).
func (s *State) WoundTells(i, n int) bool {
	if i < 0 || i >= len(s.Minions) {
		return false
	}
	m := s.Minions[i]
	c := s.Scroll(m.Species)
	if c == nil {
		return false
	}
	p, bursts := c.does(Bursts)
	return m.Wounds+n >= c.HP || bursts && p.Hurt > 0 && n >= p.Hurt
}

// InfectionDue tells whether Infection has Minions to strike at the end
// of this Event Phase (L7247-7252).
func (s *State) InfectionDue() bool {
	if !s.eventOver() {
		return false
	}
	return slices.ContainsFunc(s.Minions, func(m Minion) bool {
		if m.On == "" {
			return false
		}
		_, ok := s.Scroll(m.Species).does(Infects)
		return ok
	})
}

// eventOver tells whether the Event Phase has turned or discarded its
// card, or has none left (L1598-1614): what ends it is next.
func (s *State) eventOver() bool {
	ev := s.Events
	return s.Phase == EventPhase && (s.EventDone || ev.Unrevealed == 0 && len(ev.Revealed) == 0)
}

// minionDies takes the Minion at index i out of play; killed, it gives
// its Soul Points and rewards and sets off what its death triggers.
func (s *State) minionDies(i int, killed bool) string {
	m := s.Minions[i]
	c := s.Scroll(m.Species)
	s.Minions = slices.Delete(s.Minions, i, i+1)
	if !killed {
		return fmt.Sprintf("Discard %s.", m.Label())
	}
	s.Souls = min(s.Souls+c.SoulPoints, maxNumber)
	words := fmt.Sprintf("%s dies: %d Soul Points, the counter holds %d.", m.Label(), c.SoulPoints, s.Souls)
	if w := c.Drops.Words(); w != "" {
		words += " Place " + w + " where it fell."
	}
	if p, ok := c.does(Bursts); ok {
		words += fmt.Sprintf(" %s: %s", p.Name, p.Words)
	}
	return words
}

// Breed is a species that breeds at a timing: Dice to roll (one for each
// of its Minions acting, L7281-7284), and the species that hatches.
type Breed struct {
	Species string
	Dice    int
	Into    string
}

// Breeding are the species that breed at when in the Active Hero's Enemy
// Turn, in the table's order.
func (s *State) Breeding(when Timing) []Breed {
	scrolls, n := s.species(s.acting(when))
	var out []Breed
	for _, c := range scrolls {
		if p, ok := c.does(Breeds); ok {
			out = append(out, Breed{Species: c.Name, Dice: n[c.Name], Into: p.Species})
		}
	}
	return out
}

// Latchers are the indexes of the Minions that go onto Heroes' sheets at
// when, in the table's order.
func (s *State) Latchers(when Timing) []int {
	var out []int
	for _, i := range s.acting(when) {
		if _, ok := s.Scroll(s.Minions[i].Species).does(Latches); ok {
			out = append(out, i)
		}
	}
	return out
}

// Words say why a latching Minion took its Hero, for players.
func (w LatchWhy) Words() string {
	show := func() string {
		var ns []string
		for _, c := range w.Compared {
			ns = append(ns, fmt.Sprint(c.Value))
		}
		return strings.Join(ns, " against ")
	}
	switch w.Decided {
	case "only":
		return fmt.Sprintf("%s goes onto %s's sheet: the only Hero there.", w.Minion, w.Victim)
	case "preferred":
		return fmt.Sprintf("%s goes onto %s's sheet: the only one there with none yet.", w.Minion, w.Victim)
	case "most_wounded":
		return fmt.Sprintf("%s goes onto %s's sheet: the most wounded, %s.", w.Minion, w.Victim, show())
	case "fewest_hp_left":
		return fmt.Sprintf("%s goes onto %s's sheet: the fewest HP left, %s.", w.Minion, w.Victim, show())
	}
	return fmt.Sprintf("%s ties %s: the Active player picks.", w.Minion, tracker.JoinAnd(w.Tied))
}

// turnOf is the Minions' record of the Active Hero's Enemy Turn now.
func (s *State) turnOf() MinionTurn {
	if t := s.MinionTurn; t != nil && t.Round == s.Round && t.Hero == s.Active {
		return *t
	}
	return MinionTurn{Round: s.Round, Hero: s.Active}
}

// acting are the indexes of the Minions that act at when: those of a
// Scroll with that timing, not on a Hero's sheet.
func (s *State) acting(when Timing) []int {
	var out []int
	for i, m := range s.Minions {
		if c := s.Scroll(m.Species); c != nil && c.Timing == when && m.On == "" {
			out = append(out, i)
		}
	}
	return out
}

// species are the Scrolls of the Minions at indexes ids, in the table's
// order, each with how many.
func (s *State) species(ids []int) ([]MinionScroll, map[string]int) {
	n := map[string]int{}
	var out []MinionScroll
	for _, c := range s.Scrolls {
		for _, i := range ids {
			if s.Minions[i].Species == c.Name {
				if n[c.Name] == 0 {
					out = append(out, c)
				}
				n[c.Name]++
			}
		}
	}
	return out, n
}

// MinionsDue tells whether the Minions of when still have to act in the
// Active Hero's Enemy Turn: some act then, they have not yet, and the
// Active Hero is no Ghost Soul, who skips the whole Enemy Turn
// (L1593-1594).
func (s *State) MinionsDue(when Timing) bool {
	t := s.turnOf()
	done := t.Start
	if when == AtEnd {
		done = t.End
	}
	return !done && !s.Heroes[s.Active].Ghost && len(s.acting(when)) > 0
}

// PlanMinions are the steps of the Minions that act at when in the Active
// Hero's Enemy Turn (L1590-1592), with or without Enemies in play
// (L1564, L6366-6368); none for a Ghost Soul's, skipped whole
// (L1593-1594).
func (s *State) PlanMinions(when Timing) []Step {
	if !s.MinionsDue(when) {
		return nil // a Ghost Soul's turn, none acting, or done already
	}
	scrolls, n := s.species(s.acting(when))
	var out []Step
	for _, c := range scrolls {
		k := n[c.Name]
		acted := false
		for _, p := range c.Powers {
			switch p.Does {
			case Breeds:
				acted = true
				left := "while tokens last"
				if l := s.TokensLeft(p.Species); l >= 0 {
					left = fmt.Sprintf("%d %s tokens are left", l, p.Species)
				}
				out = append(out, step("L7281-7284", fmt.Sprintf("%s: roll %s, one for each %s; each symbol the Scroll shows brings a %s into that %s's area (%s).",
					p.Name, dice(k), c.Name, p.Species, c.Name, left)))
			case Latches:
				acted = true
				out = append(out, step("L7216-7234, L7245", fmt.Sprintf("%s: %s up to %s toward the closest Hero (never a Companion). One that shares an area with a Hero, before or after, stops there: tell the app who is in its area.",
					p.Name, each(k, c.Name, "moves"), count(p.Areas, "area"))))
			}
		}
		if !acted {
			out = append(out, step("L7167-7170", fmt.Sprintf("The %s act as their Scroll says (%s).", count(k, c.Name), c.powerNames())))
		}
	}
	return out
}

// dice writes "1 die", "3 dice".
func dice(n int) string {
	if n == 1 {
		return "1 die"
	}
	return fmt.Sprintf("%d dice", n)
}

// each writes "the Venom moves" or "each of the 3 Venoms moves".
func each(n int, name, verb string) string {
	if n == 1 {
		return fmt.Sprintf("the %s %s", name, verb)
	}
	return fmt.Sprintf("each of the %s %s", count(n, name), verb)
}

// powerNames list a Scroll's powers for a line.
func (c MinionScroll) powerNames() string {
	var ns []string
	for _, p := range c.Powers {
		ns = append(ns, p.Name)
	}
	if len(ns) == 0 {
		return "no power typed"
	}
	return strings.Join(ns, ", ")
}

// minionsAct records the Minions of one timing acting in the Active
// Hero's Enemy Turn: a breeding species brings one Minion for each result
// its dice showed, while tokens last (L7281-7284). Each timing acts once
// an Enemy Turn; a Ghost Soul's Enemy Turn is skipped whole (L1593-1594).
func (s *State) minionsAct(a MinionsActCmd) (string, error) {
	if a.When != AtStart && a.When != AtEnd {
		return "", tracker.Refuse("Minions act at the start or at the end of the Enemy Turn")
	}
	h := s.Heroes[s.Active]
	if h.Ghost {
		return "", tracker.Refuse("%s is a Ghost Soul and skips the whole Enemy Turn, Minions too", h.Name)
	}
	t := s.turnOf()
	if a.When == AtStart && (t.Start || t.End) || a.When == AtEnd && t.End {
		return "", tracker.Refuse("The Minions have acted at the %s of %s's Enemy Turn already", a.When, h.Name)
	}
	if a.When == AtStart && len(a.Latches) > 0 {
		return "", tracker.Refuse("Minions go onto Heroes' sheets at the end of the Enemy Turn")
	}
	ids := s.acting(a.When)
	scrolls, n := s.species(ids)
	var words []string
	for k, l := range a.Latches {
		if !slices.Contains(ids, l.Minion) || slices.ContainsFunc(a.Latches[:k], func(o LatchCmd) bool { return o.Minion == l.Minion }) {
			return "", tracker.Refuse("Minion %d does not go onto a sheet now", l.Minion)
		}
		w, err := s.latchMinion(l)
		if err != nil {
			return "", err
		}
		words = append(words, w)
	}
	for _, name := range slices.Sorted(maps.Keys(a.Hatched)) {
		hits := a.Hatched[name]
		c := s.Scroll(name)
		var p MinionPower
		ok := c != nil && slices.ContainsFunc(scrolls, func(o MinionScroll) bool { return o.Name == name })
		if ok {
			p, ok = c.does(Breeds)
		}
		switch {
		case !ok:
			return "", tracker.Refuse("No %s breeds now", name)
		case hits < 0 || hits > 2*n[name]:
			// A die face shows up to two results (L3968-3969).
			return "", tracker.Refuse("%s can show 0 to %d results", count(n[name], "die"), 2*n[name])
		case s.Scroll(p.Species) == nil && hits > 0:
			return "", tracker.Refuse("Enter the %s Scroll first: the %s breed them", p.Species, name)
		}
	}
	for _, c := range scrolls {
		p, ok := c.does(Breeds)
		if !ok {
			continue
		}
		hits := a.Hatched[c.Name]
		if hits == 0 {
			words = append(words, fmt.Sprintf("No %s hatches.", p.Species))
			continue
		}
		left := s.TokensLeft(p.Species)
		if left >= 0 && hits > left {
			hits = left
		}
		added := s.addMinions(p.Species, hits)
		w := fmt.Sprintf("Hatched, each in its %s's area: %s.", c.Name, strings.Join(added, ", "))
		if len(added) == 0 {
			w = fmt.Sprintf("No %s token is left: none hatches.", p.Species)
		} else if hits < a.Hatched[c.Name] {
			w += fmt.Sprintf(" No %s token is left for the others.", p.Species)
		}
		words = append(words, w)
	}
	if a.When == AtStart {
		t.Start = true
	} else {
		t.Start, t.End = true, true
	}
	s.MinionTurn = &t
	if len(words) == 0 {
		words = []string{fmt.Sprintf("The Minions have acted at the %s of the Enemy Turn.", a.When)}
	}
	return strings.Join(words, " "), nil
}

// LatchWhy is how a latching Minion picked its Hero (L7230-7234): the
// Heroes sharing its area it may pick (never a Companion, a Ghost Soul or
// a Hidden Hero), those with none of its species on their sheet, then the
// victim rules; Decided names the step that left one, or "tie".
type LatchWhy struct {
	Minion     string     `json:"minion"`
	Candidates []string   `json:"candidates"`
	Preferred  []string   `json:"preferred"`
	Decided    string     `json:"decided"`
	Compared   []Compared `json:"compared,omitempty"`
	Victim     string     `json:"victim,omitempty"`
	Tied       []string   `json:"tied,omitempty"`
}

// LatchVictim is whom the Minion at index i goes onto, sharing an area
// with the Heroes in sharing.
func (s *State) LatchVictim(i int, sharing []string) (LatchWhy, error) {
	if i < 0 || i >= len(s.Minions) {
		return LatchWhy{}, tracker.Refuse("There is no Minion %d in play", i)
	}
	m := s.Minions[i]
	c := s.Scroll(m.Species)
	if _, ok := c.does(Latches); !ok {
		return LatchWhy{}, tracker.Refuse("A %s does not go onto a Hero's sheet", m.Species)
	}
	if m.On != "" {
		return LatchWhy{}, tracker.Refuse("%s is on %s's sheet already", m.Label(), m.On)
	}
	why := LatchWhy{Minion: m.Label()}
	var ts []target
	for k, name := range sharing {
		if slices.Contains(sharing[:k], name) {
			return LatchWhy{}, tracker.Refuse("%s is named twice", name)
		}
		j := s.hero(name)
		if j < 0 {
			if s.companion(name) >= 0 {
				// Minions never pick a Companion (L5451-5455).
				return LatchWhy{}, tracker.Refuse("%s is a Companion: Minions never pick one", name)
			}
			return LatchWhy{}, tracker.Refuse("No Hero called %q is at the table", name)
		}
		h := s.Heroes[j]
		if h.Ghost || h.Conditions.Hidden {
			// Never a Ghost Soul or a Hidden Hero (L4904-4905, L6659-6664).
			continue
		}
		ts = append(ts, target{name: h.Name, wounds: h.Wounds, hpLeft: h.HPLeft(), sight: Sight{Who: h.Name, LOS: true}})
	}
	if len(ts) == 0 {
		return LatchWhy{}, tracker.Refuse("%s finds no Hero it can pick there", m.Label())
	}
	for _, t := range ts {
		why.Candidates = append(why.Candidates, t.name)
	}
	var free []target
	for _, t := range ts {
		if !slices.ContainsFunc(s.Minions, func(o Minion) bool { return o.Species == m.Species && o.On == t.name }) {
			free = append(free, t)
		}
	}
	if len(free) == 0 {
		free = ts
	}
	for _, t := range free {
		why.Preferred = append(why.Preferred, t.name)
	}
	if len(ts) == 1 {
		why.Decided, why.Victim = "only", ts[0].name
		return why, nil
	}
	if len(free) == 1 {
		why.Decided, why.Victim = "preferred", free[0].name
		return why, nil
	}
	// The victim rules (L6548-6555): all share its area, so closest ties.
	left := free
	for _, st := range []struct {
		name string
		f    func(target) int
		show func(target) int
	}{{"most_wounded", func(t target) int { return t.wounds }, func(t target) int { return t.wounds }},
		{"fewest_hp_left", func(t target) int { return -t.hpLeft }, func(t target) int { return t.hpLeft }}} {
		next := narrow(left, st.f)
		if len(next) == 1 {
			why.Decided, why.Victim, why.Compared = st.name, next[0].name, values(left, st.show)
			return why, nil
		}
		left = next
	}
	why.Decided = "tie"
	for _, t := range left {
		why.Tied = append(why.Tied, t.name)
	}
	return why, nil
}

// latchMinion puts a latching Minion onto the sheet of the Hero it picks
// (L7216-7238); a tie is the Active player's pick.
func (s *State) latchMinion(a LatchCmd) (string, error) {
	if s.Heroes[s.Active].Ghost {
		return "", tracker.Refuse("%s is a Ghost Soul and skips the whole Enemy Turn, Minions too", s.Heroes[s.Active].Name)
	}
	why, err := s.LatchVictim(a.Minion, a.Sharing)
	if err != nil {
		return "", err
	}
	who := why.Victim
	switch {
	case who == "" && !slices.Contains(why.Tied, a.Pick):
		return "", tracker.Refuse("%s picks among %s", s.Heroes[s.Active].Name, joinOr(why.Tied))
	case who == "":
		who = a.Pick
	case a.Pick != "" && a.Pick != who:
		return "", tracker.Refuse("%s goes onto %s's sheet, not %s's", why.Minion, who, a.Pick)
	}
	s.Minions[a.Minion].On = who
	return fmt.Sprintf("%s goes onto %s's sheet.", why.Minion, who), nil
}

// joinOr writes "A, B or C".
func joinOr(ws []string) string {
	if len(ws) < 2 {
		return strings.Join(ws, "")
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " or " + ws[len(ws)-1]
}

// freeMinions: a Hero spends an action to defeat every Minion on another
// Hero's sheet in the same area (L7240-7243). Reading: they are defeated,
// so they give their Soul Points (L7190-7194), as Infection's discard
// does not.
func (s *State) freeMinions(a FreeMinionsCmd) (string, error) {
	if _, err := s.living(a.By, "a Ghost Soul cannot interact"); err != nil {
		return "", err
	}
	if _, err := s.seat(a.On); err != nil {
		return "", err
	}
	if a.By == a.On {
		return "", tracker.Refuse("%s cannot clear their own sheet: another Hero in the area can", a.By)
	}
	var words []string
	for i := len(s.Minions) - 1; i >= 0; i-- {
		if s.Minions[i].On == a.On {
			words = append([]string{s.minionDies(i, true)}, words...)
		}
	}
	if len(words) == 0 {
		return "", tracker.Refuse("No Minion is on %s's sheet", a.On)
	}
	return fmt.Sprintf("%s clears %s's sheet. %s", a.By, a.On, strings.Join(words, " ")), nil
}

// infection: at the end of each Event Phase each Minion that infects on
// a Hero's sheet gives Poison ACT, again for each (an equal Poison again
// deals 1 HP, L4602-4614); then all on sheets are discarded, with no Soul
// Points (L7247-7252).
func (s *State) infection(struct{}) (string, error) {
	if !s.eventOver() {
		return "", tracker.Refuse("Infection comes at the end of the Event Phase, once its card is done")
	}
	var words []string
	for i := len(s.Minions) - 1; i >= 0; i-- {
		m := s.Minions[i]
		if m.On == "" {
			continue
		}
		if _, ok := s.Scroll(m.Species).does(Infects); !ok {
			continue
		}
		j := s.hero(m.On)
		h := &s.Heroes[j]
		s.Minions = slices.Delete(s.Minions, i, i+1)
		if h.Ghost {
			words = append(words, fmt.Sprintf("Discard %s.", m.Label()))
			continue
		}
		hp, err := inflict(&h.Conditions, "poison", min(max(s.Act, 1), 2))
		if err != nil {
			return "", err
		}
		w := fmt.Sprintf("%s poisons %s and is discarded.", m.Label(), h.Name)
		if hp > 0 {
			more, err := s.woundHero(WoundHeroCmd{Hero: h.Name, Amount: hp})
			if err != nil {
				return "", err
			}
			w += " " + more
		}
		words = append(words, w)
	}
	if len(words) == 0 {
		return "", tracker.Refuse("No Minion on a Hero's sheet infects")
	}
	slices.Reverse(words)
	return strings.Join(words, " "), nil
}
