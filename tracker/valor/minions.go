package valor

import (
	"fmt"
	"slices"

	"tableside/tracker"
	"tableside/tracker/valor/labyrinth"
)

// Minion cards (000 L660-672). The rulebook prints no card: players type
// each one once from the physical card into the card library
// (LibraryMinion) and pick it when the Minion comes onto the map.

// MinionAbility is a special ability printed on a Minion card.
type MinionAbility string

// The Minion abilities the app knows (000 L970-1022, 001 L601-605).
const (
	MinionEvade      MinionAbility = "evade"      // may leave a region with enemies (000 L1000)
	MinionBoss       MinionAbility = "boss"       // Evade, and ignores Rockfalls (000 L628)
	MinionBomb       MinionAbility = "bomb"       // a Bomb as its turn ends (000 L972-982)
	MinionRockfall   MinionAbility = "rockfall"   // a Rockfall as its turn ends (000 L1010-1016)
	MinionDoom       MinionAbility = "doom"       // Heroes in its region become Doomed (000 L994)
	MinionPoison     MinionAbility = "poison"     // Heroes in its region gain a Poison token (000 L1002)
	MinionAOE        MinionAbility = "aoe"        // its attacks hit everyone in the region (000 L970)
	MinionDodge      MinionAbility = "dodge"      // rolls Dodge dice when attacked (000 L992)
	MinionStoneskin  MinionAbility = "stoneskin"  // Wounded first, then Defeated (000 L1020)
	MinionRegenerate MinionAbility = "regenerate" // Wounded, may flip Fresh as its turn starts (001 L605)
)

// minionAbilityInfo gives, as more, each ability's name in the Minion
// Step's plan: "" when the plan does not use it.
var minionAbilityInfo = abilityTable[MinionAbility, labyrinth.Ability]{
	MinionEvade:      {"Evade", "000 L1000", labyrinth.Evade},
	MinionBoss:       {"Boss", "000 L628", labyrinth.Boss},
	MinionBomb:       {"Bomb", "000 L972-982", labyrinth.Bomb},
	MinionRockfall:   {"Rockfall", "000 L1010-1016", labyrinth.Rockfall},
	MinionDoom:       {"Doom", "000 L994-996", labyrinth.Doom},
	MinionPoison:     {"Poison", "000 L1002-1006", labyrinth.Poison},
	MinionAOE:        {"AOE", "000 L970", ""},
	MinionDodge:      {"Dodge", "000 L992", ""},
	MinionStoneskin:  {"Stoneskin", "000 L1020-1022", ""},
	MinionRegenerate: {"Regenerate", "001 L605", ""},
}

// MinionAbilities lists every Minion ability the app knows, sorted.
func MinionAbilities() []MinionAbility { return minionAbilityInfo.sorted() }

// Valid reports whether the app knows a.
func (a MinionAbility) Valid() bool { return minionAbilityInfo.known(a) }

// Title is the ability's printed name.
func (a MinionAbility) Title() string { return minionAbilityInfo.title(a) }

// Rule is the rulebook line that explains the ability.
func (a MinionAbility) Rule() string { return minionAbilityInfo[a].rule }

// MinionColour is the colour of the scroll behind a Minion's name (001 L705).
type MinionColour string

// The two colours; "" when the players did not note it.
const (
	ColourPurple MinionColour = "purple"
	ColourGreen  MinionColour = "green"
)

// MinionAttack is one combat row of a Minion card: Melee or Ranged, its
// dice, and whether it is the Power Action (a card may mark both, 000 L711).
type MinionAttack struct {
	Type  RowKind   `json:"type"`
	Dice  DiceCount `json:"dice"`
	Power bool      `json:"power,omitempty"`
}

// MinionCard is a Minion card as the card library keeps it.
type MinionCard struct {
	Name   string               `json:"name"`
	Size   labyrinth.MinionSize `json:"size"`
	Colour MinionColour         `json:"colour,omitempty"`
	// Bounty is what it is worth on the Hero Loot Stash (000 L310, L662).
	Bounty int `json:"bounty"`
	// Health is the Fresh side's top Health: damage that Defeats it
	// outright; Wound the bottom one: damage that flips it Wounded
	// (000 L302-308). WoundedHealth is the Wounded side's Health.
	Health        int `json:"health"`
	Wound         int `json:"wound"`
	WoundedHealth int `json:"wounded_health"`
	// Actions are its Action Points (000 L670).
	Actions   int             `json:"actions"`
	Attacks   []MinionAttack  `json:"attacks"`
	Abilities []MinionAbility `json:"abilities,omitempty"`
	// Dodge is the dice of Dodge (X) (000 L992), with that ability.
	Dodge *DiceCount `json:"dodge,omitempty"`
}

// Bounds on Minion cards, wide enough for any card.
const (
	maxMinionHealth = 99
	maxMinionDice   = 20
	maxMinions      = 99 // Minions on the map at once
)

// Validate checks a Minion card before it is stored or played, with a
// message that says which field to fix.
func (c MinionCard) Validate() error {
	if err := checkName("The Minion's name", c.Name, true); err != nil {
		return err
	}
	switch {
	case c.Size != labyrinth.SizeChump && c.Size != labyrinth.SizeElite && c.Size != labyrinth.SizeBoss:
		return fmt.Errorf("%s is of size %q; choose chump, elite or boss (the deck it comes from)", c.Name, c.Size)
	case c.Colour != "" && c.Colour != ColourPurple && c.Colour != ColourGreen:
		return fmt.Errorf("%s's colour is %q; choose purple or green, or leave it out", c.Name, c.Colour)
	}
	if err := outOfBounds(c.Name,
		bounded{c.Bounty, 0, MaxMinionBounty, "%s is worth %d Bounty; type %d to %d"},
		bounded{c.Health, 1, maxMinionHealth, "%s's Fresh Health is %d; type %d to %d"},
		bounded{c.Wound, 1, c.Health, "%s is Wounded by %d damage; type %d to its Fresh Health (%d)"},
		bounded{c.WoundedHealth, 1, maxMinionHealth, "%s's Wounded Health is %d; type %d to %d"},
		bounded{c.Actions, 0, MaxActionPoints, "%s has %d Action Points; type %d to %d"},
		bounded{len(c.Attacks), 1, len(MinionAttackKinds()), "%[1]s has %[2]d combat rows; a Minion card has one or two (Melee, Ranged)"},
	); err != nil {
		return err
	}
	power := false
	for i, a := range c.Attacks {
		switch {
		case a.Type != RowMelee && a.Type != RowRanged:
			return fmt.Errorf("%s's combat row %d is %q; choose melee or ranged", c.Name, i+1, a.Type)
		case i == 1 && c.Attacks[0].Type == a.Type:
			return fmt.Errorf("%s has two %s rows; a card has one of each at most", c.Name, a.Type.Title())
		}
		if err := checkMinionDice(c.Name+"'s "+a.Type.Title()+" row", a.Dice); err != nil {
			return err
		}
		power = power || a.Power
	}
	if !power {
		return fmt.Errorf("%s has no Power Action; mark the row its card marks (the Minion Step moves to bring it in range)", c.Name)
	}
	if err := minionAbilityInfo.check(c.Name, c.Abilities); err != nil {
		return err
	}
	if c.Dodge != nil {
		if !c.Has(MinionDodge) {
			return fmt.Errorf("%s has Dodge dice but not the Dodge ability", c.Name)
		}
		if err := checkMinionDice(c.Name+"'s Dodge", *c.Dodge); err != nil {
			return err
		}
	}
	return nil
}

func checkMinionDice(what string, d DiceCount) error {
	for _, n := range []int{d.Novice, d.Adept, d.Master} {
		if n < 0 || n > maxMinionDice {
			return fmt.Errorf("%s has %d dice of a kind; type 0 to %d", what, n, maxMinionDice)
		}
	}
	if d.Novice+d.Adept+d.Master == 0 {
		return fmt.Errorf("%s rolls no dice; type the dice its card shows", what)
	}
	return nil
}

// Has reports whether the card prints ability a.
func (c MinionCard) Has(a MinionAbility) bool { return slices.Contains(c.Abilities, a) }

// Attack returns the card's combat row of type k.
func (c MinionCard) Attack(k RowKind) (MinionAttack, bool) {
	for _, a := range c.Attacks {
		if a.Type == k {
			return a, true
		}
	}
	return MinionAttack{}, false
}

// Engine is the card as the Minion Step's planner reads it, named name on
// the map (card names repeat; names on the map do not).
func (c MinionCard) Engine(name string) labyrinth.Minion {
	m := labyrinth.Minion{Name: name, Size: c.Size, Actions: c.Actions}
	for _, a := range c.Attacks {
		m.Attacks = append(m.Attacks, labyrinth.Attack{Type: labyrinth.ActionType(a.Type), Power: a.Power})
	}
	for _, a := range c.Abilities {
		if en := minionAbilityInfo[a].more; en != "" {
			m.Abilities = append(m.Abilities, en)
		}
	}
	return m
}

func (c MinionCard) clone() MinionCard {
	c.Attacks = slices.Clone(c.Attacks)
	c.Abilities = slices.Clone(c.Abilities)
	if c.Dodge != nil {
		d := *c.Dodge
		c.Dodge = &d
	}
	return c
}

var sizeTitles = map[labyrinth.MinionSize]string{
	labyrinth.SizeChump: "Chump",
	labyrinth.SizeElite: "Elite",
	labyrinth.SizeBoss:  "Boss",
}

// SizeTitle is a size as the decks name it: "Elite".
func SizeTitle(z labyrinth.MinionSize) string { return tracker.TitleIn(sizeTitles, z) }

// MapMinion is a Minion card on the map: what the map's labyrinth.Minion
// (the planner's view) leaves out.
type MapMinion struct {
	// Name is its name on the map: the card's, with a number when the
	// same card is on the map twice ("Gnome 2").
	Name string     `json:"name"`
	Card MinionCard `json:"card"`
	// Wounded: flipped to its Wounded side (000 L307).
	Wounded bool `json:"wounded,omitempty"`
}

// health is what Defeats it on the side it shows.
func (m MapMinion) health() int {
	if m.Wounded {
		return m.Card.WoundedHealth
	}
	return m.Card.Health
}

// DeckCosts are the Corruption costs printed on the covers of the three
// Minion decks (000 L637; the Easy side differs, 000 L185).
type DeckCosts struct {
	Chump int `json:"chump"`
	Elite int `json:"elite"`
	Boss  int `json:"boss"`
}

func (d DeckCosts) validate() error {
	for _, c := range []struct {
		n    string
		cost int
	}{{"Chump", d.Chump}, {"Elite", d.Elite}, {"Boss", d.Boss}} {
		if c.cost < MinDeckCost || c.cost > MaxDeckCost {
			return fmt.Errorf("the %s deck costs %d Hits; type the cost on its cover, %d to %d", c.n, c.cost, MinDeckCost, MaxDeckCost)
		}
	}
	return nil
}
