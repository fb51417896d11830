package legends

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// The card library: numbers printed on cards and hero boards, which rules
// 002 does not give (the note, §6.1). The players type each card once; the
// campaign keeps them. Every type has Validate, which says in the player's
// words what is missing or out of range.

// Element is one of the five Spell elements (002 L381).
type Element string

// The elements of L381. The Staff of Fire attacks as Fire and the
// Thunderstaff as Air (L373).
const (
	Fire  Element = "fire"
	Earth Element = "earth"
	Water Element = "water"
	Air   Element = "air"
	Mind  Element = "mind"
)

// Elements lists the elements in the rulebook's order (L381).
func Elements() []Element { return []Element{Fire, Earth, Water, Air, Mind} }

// valid reports whether e is one of Elements or none.
func (e Element) valid() bool { return e == "" || slices.Contains(Elements(), e) }

// Resistance is a resistance X (Amount) or an immunity to an element
// (L381-387): resistance subtracts, immunity zeroes.
type Resistance struct {
	Element Element `json:"element"`
	Amount  int     `json:"amount,omitempty"`
	Immune  bool    `json:"immune,omitempty"`
}

func (r Resistance) validate(what string) error {
	if r.Element == "" || !r.Element.valid() {
		return fmt.Errorf("%s: choose the element (fire, earth, water, air or mind)", what)
	}
	if r.Amount < 0 || r.Amount > 20 {
		return fmt.Errorf("%s: a resistance is 0 to 20", what)
	}
	return nil
}

// Bonus is an X WITH (class) or X AGAINST (Monster type) ability (L463-465).
type Bonus struct {
	Name   string `json:"name"`
	Amount int    `json:"amount"`
}

// Berserk is a Hero's Berserk ability (L469): after Beers in one turn, a
// die of turns with Bonus on every Weapon played from the hand.
type Berserk struct {
	Beers int `json:"beers"`
	Bonus int `json:"bonus"`
}

// HeroLevel is one level of a Hero board (L449-507, L233, L317).
type HeroLevel struct {
	MaxLife      int          `json:"max_life"`
	Intelligence int          `json:"intelligence"`
	Armour       int          `json:"armour,omitempty"` // each attack less X, after Defence (L233, L461)
	Regen        int          `json:"regen,omitempty"`  // LP after the Monster attacks (L459)
	ExtraCard    bool         `json:"extra_card,omitempty"`
	Berserk      *Berserk     `json:"berserk,omitempty"`
	Swordmaster  bool         `json:"swordmaster,omitempty"`
	Devotion     bool         `json:"devotion,omitempty"`
	Sneaking     bool         `json:"sneaking,omitempty"`
	Taming       int          `json:"taming,omitempty"` // TAMING X: + X to a taming roll (L499; A-46)
	Sabotage     bool         `json:"sabotage,omitempty"`
	Vision       bool         `json:"vision,omitempty"`
	ImmunePoison bool         `json:"immune_poison,omitempty"`
	Resist       []Resistance `json:"resist,omitempty"`
	With         []Bonus      `json:"with,omitempty"`
	Against      []Bonus      `json:"against,omitempty"`
	// Abilities are the board's other abilities as text, shown as
	// reminders (LIFELINK, SUMMON, VISION...: ).
	Abilities []string `json:"abilities,omitempty"`
}

// HeroBoard is a Hero as typed into the library. Levels holds level 1 and
// up; a board that shows one value for all levels has one entry.
// Yellow and Blue are the XP of the coloured spaces: level 2 and level 3
// (L449-451); 0 means the board has no such space.
type HeroBoard struct {
	Name   string      `json:"name"`
	Levels []HeroLevel `json:"levels"`
	Yellow int         `json:"yellow,omitempty"`
	Blue   int         `json:"blue,omitempty"`
}

// Level returns the numbers at level n (1-3); a board with fewer entries
// repeats its last one.
func (h HeroBoard) Level(n int) HeroLevel {
	if len(h.Levels) == 0 {
		return HeroLevel{}
	}
	i := min(max(n, 1), len(h.Levels)) - 1
	return h.Levels[i]
}

// Validate says what is wrong with a Hero board, in the player's words.
func (h HeroBoard) Validate() error {
	name := strings.TrimSpace(h.Name)
	if name == "" {
		return fmt.Errorf("give the Hero a name")
	}
	if n := facts().HeroLevels; len(h.Levels) < 1 || len(h.Levels) > n {
		return fmt.Errorf("%s: enter the board's numbers for 1 to %d levels", name, n)
	}
	for i, l := range h.Levels {
		what := fmt.Sprintf("%s level %d", name, i+1)
		switch {
		case l.MaxLife < 1 || l.MaxLife > 99:
			return fmt.Errorf("%s: Life is 1 to 99", what)
		case l.Intelligence < 0 || l.Intelligence > 20, l.Armour < 0 || l.Armour > 20, l.Regen < 0 || l.Regen > 20:
			return fmt.Errorf("%s: Intelligence, armour and regeneration are 0 to 20", what)
		}
		if b := l.Berserk; b != nil && (b.Beers < 1 || b.Beers > 10 || b.Bonus < 0 || b.Bonus > 20) {
			return fmt.Errorf("%s: Berserk needs 1 to 10 Beers and a bonus of 0 to 20", what)
		}
		for _, r := range l.Resist {
			if err := r.validate(what); err != nil {
				return err
			}
		}
		for _, b := range append(append([]Bonus{}, l.With...), l.Against...) {
			if strings.TrimSpace(b.Name) == "" || b.Amount < -20 || b.Amount > 20 {
				return fmt.Errorf("%s: a WITH or AGAINST bonus needs a name and an amount of -20 to 20", what)
			}
		}
	}
	switch {
	case h.Yellow < 0 || h.Blue < 0 || h.Yellow > 999 || h.Blue > 999:
		return fmt.Errorf("%s: the coloured spaces are at 0 to 999 XP", name)
	case h.Blue > 0 && h.Yellow > 0 && h.Blue <= h.Yellow:
		return fmt.Errorf("%s: the light-blue space (level 3) comes after the yellow one (level 2)", name)
	}
	return nil
}

// MonsterCard is a Monster as typed into the library (L147, L153, L305,
// L515-551). Life is the printed LP; LifePerPlayer, when set, scales it by
// the number of players (L527-529).
type MonsterCard struct {
	Name          string       `json:"name"`
	Life          int          `json:"life,omitempty"`
	LifePerPlayer int          `json:"life_per_player,omitempty"`
	Attack        int          `json:"attack"`          // the bonus next to the attack icon (L153)
	Cost          int          `json:"cost"`            // its Market price: the XP for killing it (L305)
	Types         []string     `json:"types,omitempty"` // Undead, ... (L465)
	Regen         int          `json:"regen,omitempty"`
	Reduction     int          `json:"reduction,omitempty"`
	Poison        int          `json:"poison,omitempty"`    // POISON X: tokens given (L551)
	Poisonous     bool         `json:"poisonous,omitempty"` // POISON with no number: 1 token (L551)
	Defensive     bool         `json:"defensive,omitempty"`
	Fleeting      bool         `json:"fleeting,omitempty"`
	Hopping       bool         `json:"hopping,omitempty"`
	Imp           bool         `json:"imp,omitempty"` // attacks Intelligence, die + 2 (L179)
	Resist        []Resistance `json:"resist,omitempty"`
	Text          string       `json:"text,omitempty"` // other abilities, as reminders
}

// Validate says what is wrong with a Monster card.
func (m MonsterCard) Validate() error {
	name := strings.TrimSpace(m.Name)
	switch {
	case name == "":
		return fmt.Errorf("give the Monster a name")
	case (m.Life == 0) == (m.LifePerPlayer == 0):
		return fmt.Errorf("%s: enter either its Life or its Life per player", name)
	case m.Life < 0 || m.Life > 99 || m.LifePerPlayer < 0 || m.LifePerPlayer > 20:
		return fmt.Errorf("%s: Life is 1 to 99, or 1 to 20 per player", name)
	case m.Attack < -10 || m.Attack > 20:
		return fmt.Errorf("%s: the attack bonus is -10 to 20", name)
	case m.Cost < 0 || m.Cost > 999:
		return fmt.Errorf("%s: the cost is 0 to 999", name)
	case m.Regen < 0 || m.Regen > 20 || m.Reduction < 0 || m.Reduction > 20 || m.Poison < 0 || m.Poison > 10:
		return fmt.Errorf("%s: regeneration and reduction are 0 to 20, Poison 0 to 10", name)
	case m.Defensive && m.Fleeting:
		return fmt.Errorf("%s: a Monster is Defensive or Fleeting, not both", name)
	}
	for _, r := range m.Resist {
		if err := r.validate(name); err != nil {
			return err
		}
	}
	return nil
}

// PoisonTokens is what a hit on a Hero gives: X, or 1 when the card
// shows POISON with no number (L551).
func (m MonsterCard) PoisonTokens() int {
	if m.Poison == 0 && m.Poisonous {
		return facts().PoisonDefault
	}
	return m.Poison
}

// HasType reports whether the Monster is of type t (case-insensitive).
func (m MonsterCard) HasType(t string) bool {
	for _, x := range m.Types {
		if strings.EqualFold(x, t) {
			return true
		}
	}
	return false
}

// Slot is the kind of a Defence card: one of each in front of a Hero
// (L115-127); a Defence Spell takes the Spell slot (L369).
type Slot string

// The five slots of L117-125.
const (
	Armour  Slot = "armour"
	Shield  Slot = "shield"
	Helmet  Slot = "helmet"
	Cape    Slot = "cape"
	SpellSl Slot = "spell"
)

func (s Slot) valid() bool { return slices.Contains([]Slot{Armour, Shield, Helmet, Cape, SpellSl}, s) }

// DefenceCard is a Defence card (or Defence Spell) as typed into the
// library (L111-135, L369). Intelligence is its per-turn bonus read as
// Intelligence (the icon at L135 is lost; A-9).
type DefenceCard struct {
	Name         string       `json:"name"`
	Slot         Slot         `json:"slot"`
	Value        int          `json:"value"`
	Intelligence int          `json:"intelligence,omitempty"`
	Resist       []Resistance `json:"resist,omitempty"`
	// Price and Sellable are the price in its corner and whether it sits
	// on gold (L78, L103); see WeaponCard.
	Price    int   `json:"price,omitempty"`
	Sellable *bool `json:"sellable,omitempty"`
}

// Validate says what is wrong with a Defence card.
func (d DefenceCard) Validate() error {
	name := strings.TrimSpace(d.Name)
	switch {
	case name == "":
		return fmt.Errorf("give the Defence card a name")
	case !d.Slot.valid():
		return fmt.Errorf("%s: choose its kind: armour, shield, helmet, cape or spell", name)
	case d.Value < 1 || d.Value > 30:
		return fmt.Errorf("%s: the defence value is 1 to 30", name)
	case d.Intelligence < 0 || d.Intelligence > 10:
		return fmt.Errorf("%s: the Intelligence bonus is 0 to 10", name)
	case d.Price < 0 || d.Price > 999:
		return fmt.Errorf("%s: the price is 0 to 999", name)
	}
	for _, r := range d.Resist {
		if err := r.validate(name); err != nil {
			return err
		}
	}
	return nil
}

// SourceKind is how an attack deals its damage (the note, §3.6.3).
type SourceKind string

// The kinds of attack.
const (
	Weapon SourceKind = "weapon" // stops at the first wall of layers (L215, L273)
	Heavy  SourceKind = "heavy"  // carries on to the Hero (L255)
	Staff  SourceKind = "staff"  // aims like a Weapon, carries like a Spell (L373; A-59)
	Spell  SourceKind = "spell"  // carries like Heavy (L325)
)

func (k SourceKind) valid() bool {
	return slices.Contains([]SourceKind{Weapon, Heavy, Staff, Spell}, k)
}

// weaponLike reports whether the source aims like a Weapon and counts for
// the one-Heavy rule and Berserk.
func (k SourceKind) weaponLike() bool { return k != Spell }

// carries reports whether what is left goes on to the next layer and the
// Hero (L255, L325, L373).
func (k SourceKind) carries() bool { return k != Weapon }

// Source is the card an attack is made with: a Weapon or an Attack Spell
// from the library, or a quick value typed at the table ("Heavy +5").
type Source struct {
	Kind    SourceKind `json:"kind"`
	Name    string     `json:"name,omitempty"`
	Bonus   int        `json:"bonus,omitempty"`
	Element Element    `json:"element,omitempty"`
	Class   string     `json:"class,omitempty"` // for X WITH (L463)
	// Cost is the Intelligence a Spell or magic item takes (L321).
	Cost int `json:"cost,omitempty"`
	// AnyTarget marks a Spell whose card lets it hit any player or Monster
	// (L325).
	AnyTarget bool `json:"any_target,omitempty"`
	// FromSheath: the Weapon was taken off the Sheath, not played from
	// the hand, so it gets no Berserk bonus (L469; A-24).
	FromSheath bool `json:"from_sheath,omitempty"`
}

// Validate says what is wrong with a source.
func (s Source) Validate() error {
	switch {
	case !s.Kind.valid():
		return fmt.Errorf("choose what attacks: weapon, heavy, staff or spell")
	case s.Bonus < -10 || s.Bonus > 30:
		return fmt.Errorf("the attack bonus is -10 to 30")
	case !s.Element.valid():
		return fmt.Errorf("the element is fire, earth, water, air or mind")
	case s.Cost < 0 || s.Cost > 20:
		return fmt.Errorf("the Intelligence cost is 0 to 20")
	case s.Kind != Spell && s.AnyTarget:
		return fmt.Errorf("only a Spell's card lets it aim anywhere")
	}
	return nil
}

// WeaponCard is a Weapon as typed into the library (L191, L251, L373).
type WeaponCard struct {
	Name    string  `json:"name"`
	Bonus   int     `json:"bonus"`
	Heavy   bool    `json:"heavy,omitempty"`
	Staff   bool    `json:"staff,omitempty"` // Staff of Fire, Thunderstaff (L373)
	Element Element `json:"element,omitempty"`
	Class   string  `json:"class,omitempty"`
	Cost    int     `json:"cost,omitempty"`
	Price   int     `json:"price,omitempty"`
	// Sellable is the mark of a card that may be sold: its price on a gold
	// background (L78, L103). nil is a card typed before the app asked
	// (libraries from before the mark): a sale then asks the table.
	Sellable *bool `json:"sellable,omitempty"`
}

// Source is the Weapon as an attack's source.
func (w WeaponCard) Source() Source {
	k := Weapon
	switch {
	case w.Staff:
		k = Staff
	case w.Heavy:
		k = Heavy
	}
	return Source{Kind: k, Name: w.Name, Bonus: w.Bonus, Element: w.Element, Class: w.Class, Cost: w.Cost}
}

// Validate says what is wrong with a Weapon card.
func (w WeaponCard) Validate() error {
	if strings.TrimSpace(w.Name) == "" {
		return fmt.Errorf("give the Weapon a name")
	}
	if w.Heavy && w.Staff {
		return fmt.Errorf("%s: a Staff is not a Heavy Weapon", w.Name)
	}
	return priceAndSource(w.Name, w.Price, w.Source())
}

// priceAndSource says what is wrong with the price and the attack of a
// card that is bought and attacks: a Weapon, a Spell.
func priceAndSource(name string, price int, src Source) error {
	if price < 0 || price > 999 {
		return fmt.Errorf("%s: the price is 0 to 999", name)
	}
	if err := src.Validate(); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// SpellKind is what a Spell does (L323-369).
type SpellKind string

// The kinds of Spell.
const (
	AttackSpell  SpellKind = "attack"
	HealSpell    SpellKind = "heal"
	DefenceSpell SpellKind = "defence"
)

// SpellCard is a Spell as typed into the library (L317-369).
type SpellCard struct {
	Name      string    `json:"name"`
	Kind      SpellKind `json:"kind"`
	Element   Element   `json:"element,omitempty"`
	Bonus     int       `json:"bonus,omitempty"`
	Cost      int       `json:"cost"`
	AnyTarget bool      `json:"any_target,omitempty"`
	Value     int       `json:"value,omitempty"` // a Defence Spell's defence value (L369)
	Price     int       `json:"price,omitempty"`
	Sellable  *bool     `json:"sellable,omitempty"` // as WeaponCard's (L78, L103)
}

// Source is an Attack Spell as an attack's source.
func (c SpellCard) Source() Source {
	return Source{Kind: Spell, Name: c.Name, Bonus: c.Bonus, Element: c.Element, Cost: c.Cost, AnyTarget: c.AnyTarget}
}

// Validate says what is wrong with a Spell card.
func (c SpellCard) Validate() error {
	if strings.TrimSpace(c.Name) == "" {
		return fmt.Errorf("give the Spell a name")
	}
	switch c.Kind {
	case AttackSpell, HealSpell:
	case DefenceSpell:
		if c.Value < 1 || c.Value > 30 {
			return fmt.Errorf("%s: a Defence Spell's value is 1 to 30", c.Name)
		}
	default:
		return fmt.Errorf("%s: choose what it does: attack, heal or defence", c.Name)
	}
	return priceAndSource(c.Name, c.Price, c.Source())
}

// ParseQuick reads a quick value for a card not yet in the library:
// "Weapon +2", "Heavy +5", "Spell 3" (a bonus), "Staff +1 fire". The kind
// comes first, then the bonus, then an optional element.
func ParseQuick(s string) (Source, error) {
	f := strings.Fields(strings.ToLower(s))
	if len(f) < 2 || len(f) > 3 {
		return Source{}, fmt.Errorf(`type the kind and the bonus, like "Heavy +5"`)
	}
	src := Source{Kind: SourceKind(f[0]), Name: strings.TrimSpace(s)}
	n, err := strconv.Atoi(strings.TrimPrefix(f[1], "+"))
	if err != nil {
		return Source{}, fmt.Errorf(`%q is not a bonus; type a number like +5 or -2`, f[1])
	}
	src.Bonus = n
	if len(f) == 3 {
		src.Element = Element(f[2])
	}
	if err := src.Validate(); err != nil {
		return Source{}, err
	}
	return src, nil
}
