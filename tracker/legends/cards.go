package legends

import (
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
)

// PlayDefenceCmd puts a Defence card (or Defence Spell) in front of the
// active player (L113); one of each kind, a new one replacing the old
// (L115-127). A Defence Spell costs its Intelligence (L321, L369).
type PlayDefenceCmd struct {
	Card DefenceCard `json:"card"`
	Cost int         `json:"cost,omitempty"`
}

func (s *State) playDefence(a PlayDefenceCmd) (string, error) {
	if err := a.Card.Validate(); err != nil {
		return "", tracker.Refuse("%s.", tracker.UpperFirst(err.Error()))
	}
	if err := s.spend(a.Cost, a.Card.Name); err != nil {
		return "", err
	}
	p := &s.Players[s.Active]
	words := fmt.Sprintf("%s plays %s (%s, %d)", p.Name, a.Card.Name, a.Card.Slot, a.Card.Value)
	if i := slices.IndexFunc(p.Defence, func(d DefenceInPlay) bool { return d.Card.Slot == a.Card.Slot }); i >= 0 {
		words += fmt.Sprintf("; the old %s is discarded", p.Defence[i].Card.Name)
		p.Defence = slices.Delete(p.Defence, i, i+1)
	}
	p.Defence = append(p.Defence, DefenceInPlay{Card: a.Card})
	s.Turn.Intelligence += a.Card.Intelligence // applied each turn it is in play (L135; A-9)
	return words, nil
}

// spend takes cost from this turn's Intelligence (L321).
func (s *State) spend(cost int, what string) error {
	p := s.Players[s.Active]
	switch {
	case cost < 0 || cost > 20:
		return tracker.Refuse("An Intelligence cost is 0 to 20.")
	case cost > s.Turn.Intelligence:
		return tracker.Refuse("%s has %d Intelligence left this turn and %s needs %d; play a Scroll first or wait for a later turn.",
			p.Name, s.Turn.Intelligence, orName(what, "this"), cost)
	}
	s.Turn.Intelligence -= cost
	return nil
}

// PlayMonsterCmd puts a Monster in play (L147): played or summoned by the
// active player in front of Host, or (Drawn) a Fleeting Monster he drew
// from the Main deck, which goes in front of him with no owner (L539).
type PlayMonsterCmd struct {
	Card     MonsterCard `json:"card"`
	Host     int         `json:"host"`
	Summoned bool        `json:"summoned,omitempty"`
	Drawn    bool        `json:"drawn,omitempty"`
}

func (s *State) playMonster(a PlayMonsterCmd) (string, error) {
	if err := a.Card.Validate(); err != nil {
		return "", tracker.Refuse("%s.", tracker.UpperFirst(err.Error()))
	}
	if len(s.Monsters) >= maxMonsters {
		return "", tracker.Refuse("%d Monsters are already in play; beat some, or remove those no longer on the table.", maxMonsters)
	}
	me := s.Active
	owner, host := me, a.Host
	switch {
	case a.Drawn:
		if !a.Card.Fleeting || a.Summoned {
			return "", tracker.Refuse("Only a Fleeting Monster comes into play when drawn; play others from the hand.")
		}
		owner, host = -1, me
	case a.Summoned && s.canSummon(a.Card.Name) != nil:
		return "", s.canSummon(a.Card.Name)
	case !slices.Contains(s.placements(me, a.Card, a.Summoned), host):
		opts := s.placements(me, a.Card, a.Summoned)
		return "", tracker.Refuse("%s cannot go there in this game; put it in front of %s.", a.Card.Name, orName(s.names(opts), "nobody"))
	}
	s.Turn.Summoned = s.Turn.Summoned || a.Summoned
	m := Monster{ID: s.NextID, Card: a.Card, Owner: owner, Host: host, Summoned: a.Summoned}
	m.MaxLife = a.Card.Life
	if x := a.Card.LifePerPlayer; x > 0 {
		k := len(s.living())
		if s.Settings.ScaleAtStart {
			k = len(s.Players)
		}
		m.MaxLife = k * x // L527-529
	}
	m.Life = m.MaxLife
	s.NextID++
	s.Monsters = append(s.Monsters, m)
	return fmt.Sprintf("%s enters in front of %s with %d Life", a.Card.Name, s.Players[host].Name, m.MaxLife), nil
}

// canSummon: SUMMON once a turn, after the Monster attacks (the main part
// is after them), and only with a mini of that kind free (L489-491).
func (s State) canSummon(name string) error {
	p := s.Players[s.Active]
	switch {
	case s.Turn.Summoned:
		return tracker.Refuse("%s has summoned this turn already; SUMMON works once a turn.", p.Name)
	case len(s.Minis) > 0 && s.FreeMinis(name) < 0:
		return tracker.Refuse("%s is not among the mini cards entered at set-up; choose one of those.", name)
	case len(s.Minis) > 0 && s.FreeMinis(name) == 0:
		return tracker.Refuse("Every %s mini is in play; summon another kind, or wait until one is beaten.", name)
	}
	return nil
}

// MarketOpen reports whether player p may buy and use the Market: no
// blocking Monster in front of him, or a passed Sneaking roll this turn
// (L151, L485); and not Berserk (L469).
func (s State) MarketOpen(p int) bool {
	if p < 0 || p >= len(s.Players) || s.Players[p].Berserk > 0 {
		return false
	}
	return len(s.blockers(p)) == 0 || (p == s.Active && s.Turn.Sneaked)
}

// marketShut refuses while the active player's Market is shut, saying why.
func (s State) marketShut(doing string) error {
	if s.MarketOpen(s.Active) {
		return nil
	}
	p := s.Players[s.Active]
	if p.Berserk > 0 {
		return tracker.Refuse("%s is Berserk and cannot %s until it ends.", p.Name, doing)
	}
	hint := "beat those Monsters first"
	if p.Stats().Sneaking && !s.Turn.Sneaking {
		hint += ", or try Sneaking past them"
	}
	return tracker.Refuse("The Market is shut for %s while Monsters stand in front of their Hero; %s.", p.Name, hint)
}

// GoldCmd adds gold this turn: Coins and Gems at face value (L86-91), a
// Chest at (die + modifier) x 10 (L95-97).
type GoldCmd struct {
	Coins     int  `json:"coins,omitempty"`
	ChestDie  int  `json:"chest_die,omitempty"`
	ChestMod  int  `json:"chest_mod,omitempty"`
	ChestRoll bool `json:"chest_roll,omitempty"`
}

func (s *State) gold(a GoldCmd) (string, error) {
	if a.Coins < 0 || a.Coins > 999 || a.ChestMod < -5 || a.ChestMod > 10 {
		return "", tracker.Refuse("Coins are 0 to 999 and a Chest's modifier -5 to 10.")
	}
	add := a.Coins
	if a.ChestDie != 0 || a.ChestRoll {
		d, err := s.die(a.ChestDie, a.ChestRoll)
		if err != nil {
			return "", err
		}
		add += max(0, d+a.ChestMod) * facts().ChestMultiplier
	} else if a.ChestMod != 0 {
		return "", tracker.Refuse("A Chest's modifier needs its die.")
	}
	s.Turn.Gold += add
	return fmt.Sprintf("%s: +%d gold, %d this turn", s.Players[s.Active].Name, add, s.Turn.Gold), nil
}

// BuyCmd pays for a card from the Market (L82).
type BuyCmd struct {
	Price int    `json:"price"`
	Name  string `json:"name,omitempty"`
}

func (s *State) buy(a BuyCmd) (string, error) {
	if err := s.marketShut("buy"); err != nil {
		return "", err
	}
	p := s.Players[s.Active]
	switch {
	case a.Price < 0 || a.Price > 999:
		return "", tracker.Refuse("A price is 0 to 999.")
	case a.Price > s.Turn.Gold:
		return "", tracker.Refuse("%s has %d gold this turn and %s costs %d; play more Treasure first.", p.Name, s.Turn.Gold, orName(a.Name, "the card"), a.Price)
	}
	s.Turn.Gold -= a.Price
	return fmt.Sprintf("%s buys %s for %d; %d gold left", p.Name, orName(a.Name, "a card"), a.Price, s.Turn.Gold), nil
}

// SellCmd sells a card from the hand for half its price (L103-107); it
// leaves the game (L105). Only a card whose price sits on a gold
// background may be sold (L78, L103): Golden says whether it does. A sale
// with Golden unset was recorded before the app asked (a game saved by an
// earlier version) and stands as the table made it; the screens always
// set it.
type SellCmd struct {
	Price  int    `json:"price"`
	Name   string `json:"name,omitempty"`
	Golden *bool  `json:"golden,omitempty"`
}

func (s *State) sell(a SellCmd) (string, error) {
	if a.Golden != nil && !*a.Golden {
		// L103: "Cards with their price in a non-golden circle cannot be
		// sold."
		return "", tracker.Refuse("%s cannot be sold: only a card with its price on a gold background can. Keep it, or play it.", orName(a.Name, "This card"))
	}
	if err := s.marketShut("sell"); err != nil {
		return "", err
	}
	if a.Price < 1 || a.Price > 999 {
		return "", tracker.Refuse("Type the card's price, 1 to 999.")
	}
	got := SellPrice(a.Price, s.Settings)
	s.Turn.Gold += got
	return fmt.Sprintf("%s sells %s for %d gold; it leaves the game", s.Players[s.Active].Name, orName(a.Name, "a card"), got), nil
}

// SellPrice is half the price (L103), an odd half rounded down or
// up with the SellRoundUp setting.
func SellPrice(price int, set Settings) int {
	d := facts().SellDivisor
	if set.SellRoundUp {
		return (price + d - 1) / d
	}
	return price / d
}

// ScrollCmd plays a Scroll: only a Hero with Intelligence 2 or more can
// read one (L313; A-11); it may add Intelligence this turn (L317).
type ScrollCmd struct {
	Intelligence int `json:"intelligence,omitempty"`
}

func (s *State) scroll(a ScrollCmd) (string, error) {
	p := s.Players[s.Active]
	if lvl, need := s.readingLevel(), facts().ScrollIntelligence; lvl < need {
		return "", tracker.Refuse("%s has Intelligence %d and cannot read a Scroll; it takes %d. Sell it or keep it for later.", p.Name, lvl, need)
	}
	if a.Intelligence < 0 || a.Intelligence > 20 {
		return "", tracker.Refuse("A Scroll adds 0 to 20 Intelligence.")
	}
	s.Turn.Intelligence += a.Intelligence
	return fmt.Sprintf("%s reads a Scroll: %d Intelligence this turn", p.Name, s.Turn.Intelligence), nil
}

// readingLevel is the active Hero's Intelligence value this turn, board
// plus lasting bonuses, not what is left after spending.
func (s State) readingLevel() int {
	p := s.Players[s.Active]
	in := p.Stats().Intelligence
	for _, d := range p.Defence {
		in += d.Card.Intelligence
	}
	return in
}

// SpendCmd pays Intelligence for a magic ability or item (L321; SUMMON's
// cost, A-47).
type SpendCmd struct {
	Cost int    `json:"cost"`
	What string `json:"what,omitempty"`
}

func (s *State) spendCmd(a SpendCmd) (string, error) {
	if a.Cost < 1 {
		return "", tracker.Refuse("Type the Intelligence it costs, 1 or more.")
	}
	if err := s.spend(a.Cost, a.What); err != nil {
		return "", err
	}
	return fmt.Sprintf("%s spends %d Intelligence on %s; %d left", s.Players[s.Active].Name, a.Cost, orName(a.What, "an ability"), s.Turn.Intelligence), nil
}

// BeerCmd plays a Beer: its primary effect first (Heal Life, never above
// the maximum, L635; Intelligence this turn, L317), then it is counted.
// When the count reaches the Hero's Berserk number a die of turns starts
// Berserk (L469); while Berserk, a Beer gives only its primary effect and
// no more turns. Its secondary effect, the card's text, comes after
// (L395, L415): the table does it, as the screens remind (BeerSecondary).
type BeerCmd struct {
	Die          int  `json:"die,omitempty"`
	Roll         bool `json:"roll,omitempty"`
	Heal         int  `json:"heal,omitempty"`
	Intelligence int  `json:"intelligence,omitempty"`
}

func (s *State) beer(a BeerCmd) (string, error) {
	p := &s.Players[s.Active]
	b := p.Stats().Berserk
	starts := b != nil && p.Berserk == 0 && s.Turn.Beers+1 >= b.Beers
	if !starts && (a.Die != 0 || a.Roll) {
		return "", tracker.Refuse("This Beer starts no Berserk, so no die is needed.")
	}
	d := 0
	if starts {
		var err error
		if d, err = s.die(a.Die, a.Roll); err != nil {
			return "", tracker.Refuse("This Beer makes %s Berserk: roll a die for the turns it lasts.", p.Name)
		}
	}
	first, err := s.primary(a.Heal, a.Intelligence)
	if err != nil {
		return "", err
	}
	s.Turn.Beers++
	switch {
	case p.Berserk > 0:
		return fmt.Sprintf("%s drinks%s: already Berserk, the Beer's main effect only, not its text", p.Name, first), nil
	case starts:
		p.Berserk = d
		return fmt.Sprintf("%s drinks%s and goes Berserk for %d turns (+%d on Weapons, Market shut)", p.Name, first, d, b.Bonus), nil
	}
	return fmt.Sprintf("%s drinks Beer %d of the turn%s", p.Name, s.Turn.Beers, first), nil
}

// PotionCmd plays a Potion: its primary effect, Life or Intelligence
// (L393-395); its text comes after, done by the table.
type PotionCmd struct {
	Heal         int `json:"heal,omitempty"`
	Intelligence int `json:"intelligence,omitempty"`
}

func (s *State) potion(a PotionCmd) (string, error) {
	first, err := s.primary(a.Heal, a.Intelligence)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%s drinks a Potion%s", s.Players[s.Active].Name, first), nil
}

// primary applies a Beer's or Potion's primary effect, the icon at its
// bottom left (L54, L395): Life back, never above the maximum (L635), or
// Intelligence this turn (L317). It returns the words for the log.
func (s *State) primary(heal, in int) (string, error) {
	if heal < 0 || heal > 30 || in < 0 || in > 20 {
		return "", tracker.Refuse("A card gives 0 to 30 Life and 0 to 20 Intelligence.")
	}
	p := &s.Players[s.Active]
	var w []string
	if heal > 0 {
		old := p.Life
		p.Life = min(p.MaxLife(), p.Life+heal)
		w = append(w, fmt.Sprintf("Life %d -> %d", old, p.Life))
	}
	if in > 0 {
		s.Turn.Intelligence += in
		w = append(w, fmt.Sprintf("%d Intelligence this turn", s.Turn.Intelligence))
	}
	if len(w) == 0 {
		return "", nil
	}
	return " (" + strings.Join(w, ", ") + ")", nil
}

// BeerSecondary reports whether a Beer played now still has its
// secondary effect: not while the Hero is Berserk (L469; A-25).
func (s State) BeerSecondary() bool {
	return s.Phase == PhasePlay && s.Active >= 0 && s.Players[s.Active].Berserk == 0
}

// HealCmd heals a Hero by die + bonus (L365), never above his maximum
// (L635): the active player's own, unless the card lets him heal another
// (L367, L579; A-19). Cost is the Spell's Intelligence (L321).
type HealCmd struct {
	Target    int  `json:"target"`
	Die       int  `json:"die,omitempty"`
	Roll      bool `json:"roll,omitempty"`
	Bonus     int  `json:"bonus,omitempty"`
	Cost      int  `json:"cost,omitempty"`
	AnyTarget bool `json:"any_target,omitempty"`
}

func (s *State) heal(a HealCmd) (string, error) {
	if !s.stillIn(a.Target) {
		return "", tracker.Refuse("Choose a Hero still in the game.")
	}
	if a.Target != s.Active && !a.AnyTarget {
		return "", tracker.Refuse("This card heals only its player's own Hero; heal %s with a card that says it may heal others.", s.Players[a.Target].Name)
	}
	if a.Bonus < -10 || a.Bonus > 30 {
		return "", tracker.Refuse("A healing bonus is -10 to 30.")
	}
	d, err := s.die(a.Die, a.Roll)
	if err != nil {
		return "", err
	}
	if err := s.spend(a.Cost, "this Spell"); err != nil {
		return "", err
	}
	p := &s.Players[a.Target]
	old := p.Life
	p.Life = min(p.MaxLife(), p.Life+max(0, d+a.Bonus))
	return fmt.Sprintf("%s heals: %d -> %d Life", p.Name, old, p.Life), nil
}

// SneakCmd is a Sneaking roll: one die per blocking Monster in front of
// the active player; all 4-6 opens the Market for the turn (L485; once a
// turn, A-31).
type SneakCmd struct {
	Dice []int `json:"dice,omitempty"`
	Roll bool  `json:"roll,omitempty"`
}

func (s *State) sneak(a SneakCmd) (string, error) {
	p := s.Players[s.Active]
	switch {
	case !p.Stats().Sneaking:
		return "", tracker.Refuse("%s's Hero cannot sneak at this level.", p.Name)
	case s.Turn.Sneaking:
		return "", tracker.Refuse("%s has tried Sneaking this turn; try again next turn.", p.Name)
	}
	blk := s.blockers(s.Active)
	if len(blk) == 0 {
		return "", tracker.Refuse("No Monster blocks %s's Market; there is nothing to sneak past.", p.Name)
	}
	dice := slices.Clone(a.Dice)
	if a.Roll {
		if len(dice) > 0 {
			return "", tracker.Refuse("Either type the dice or let the app roll them, not both.")
		}
		for range blk {
			dice = append(dice, s.d6())
		}
	}
	if len(dice) != len(blk) {
		return "", tracker.Refuse("Roll one die for each of the %d Monsters in front of %s.", len(blk), p.Name)
	}
	pass := true
	for _, d := range dice {
		if d < 1 || d > facts().DieSides {
			return "", tracker.Refuse("Each die shows 1 to %d.", facts().DieSides)
		}
		pass = pass && d >= facts().SneakPass
	}
	s.Turn.Sneaking, s.Turn.Sneaked = true, pass
	if pass {
		return fmt.Sprintf("%s sneaks past (%v): the Market is open this turn", p.Name, dice), nil
	}
	return fmt.Sprintf("%s fails to sneak past (%v)", p.Name, dice), nil
}

// SheathCmd handles the Sheath (L443): "place" puts the Sheath card in
// front of the Hero; "put" lays a Weapon from the hand on it; "take"
// discards the Sheath to play that Weapon.
type SheathCmd struct {
	Action string `json:"action"`
	Weapon string `json:"weapon,omitempty"`
}

func (s *State) sheath(a SheathCmd) (string, error) {
	p := &s.Players[s.Active]
	switch a.Action {
	case "place":
		if p.Sheath {
			return "", tracker.Refuse("%s already has a Sheath in play.", p.Name)
		}
		p.Sheath = true
		return p.Name + " places a Sheath", nil
	case "put":
		switch {
		case !p.Sheath:
			return "", tracker.Refuse("%s has no Sheath in play; place one first.", p.Name)
		case p.Sheathed != "":
			return "", tracker.Refuse("%s already lies on the Sheath; it holds one Weapon.", p.Sheathed)
		case a.Weapon == "" || len(a.Weapon) > 60:
			return "", tracker.Refuse("Name the Weapon to sheath.")
		}
		p.Sheathed = a.Weapon
		return fmt.Sprintf("%s sheathes %s", p.Name, a.Weapon), nil
	case "take":
		if p.Sheathed == "" {
			return "", tracker.Refuse("No Weapon lies on %s's Sheath.", p.Name)
		}
		w := p.Sheathed
		p.Sheath, p.Sheathed = false, ""
		return fmt.Sprintf("%s draws %s; the Sheath is discarded", p.Name, w), nil
	}
	return "", tracker.Refuse("Choose place, put or take for the Sheath.")
}

// AbilityCmd uses a once-a-turn Hero ability the app keeps the mark of:
// "sabotage", removing a Market card, which needs the Market (L481), or
// "vision", a look at the Spell deck (L503-507).
type AbilityCmd struct {
	Name string `json:"name"`
}

func (s *State) ability(a AbilityCmd) (string, error) {
	p := s.Players[s.Active]
	st := p.Stats()
	// Each ability: whether the Hero has it now, its mark for this turn,
	// what the mark says was done, and what using it does.
	var has bool
	var used *bool
	var done, does string
	switch a.Name {
	case "sabotage":
		has, used, done, does = st.Sabotage, &s.Turn.Sabotaged, "removed a Market card", "removes a card from the Market"
	case "vision":
		has, used, done, does = st.Vision, &s.Turn.Visioned, "looked at the Spell deck", "looks at the top Spell card"
	default:
		return "", tracker.Refuse("Choose sabotage or vision.")
	}
	name := strings.ToUpper(a.Name)
	switch {
	case !has:
		return "", tracker.Refuse("%s's Hero has no %s at this level.", p.Name, name)
	case *used:
		return "", tracker.Refuse("%s has %s this turn; %s works once a turn.", p.Name, done, name)
	}
	if a.Name == "sabotage" {
		if err := s.marketShut("use SABOTAGE"); err != nil {
			return "", err
		}
	}
	*used = true
	return p.Name + " " + does, nil
}
