package sorcery

import (
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
)

// More of the card library: Enemy Power cards, Companions and items,
// typed once. The rulebook prints none of their numbers (the cards and
// Soul Gems are pictures, sorcery-rules.md §2): the players type them
// from the cards, and the editors say so.
const (
	EnemyPowerKind = "enemy_power" // an EnemyPower (L6024-6050)
	CompanionKind  = "companion"   // a Companion as it enters play (L5301-5490)
	ItemKind       = "item"        // an Item (L2017-2035, L3440-3509, L3940-3954)
)

// PowerTypes are the Enemy Power types, one of each at most per Enemy
// (L6039-6046).
func PowerTypes() []string { return []string{"combat", "passive", "reactive"} }

// Validate checks an Enemy Power card for the library.
func (p EnemyPower) Validate() error {
	switch {
	case strings.TrimSpace(p.Name) == "":
		return fieldf("name", "the power needs its name")
	case !slices.Contains(PowerTypes(), p.Type):
		return fieldf("type", "want \"combat\", \"passive\" or \"reactive\"")
	case len(p.Name) > 40 || len(p.Words) > 300:
		return fieldf("words", "shorter, please: as the card prints it")
	case p.Hits != nil:
		return p.Hits.check()
	}
	return nil
}

// Validate checks a Companion card for the library: its owner is set
// when it enters play.
func (c Companion) Validate() error {
	switch {
	case strings.TrimSpace(c.Name) == "":
		return fieldf("name", "the Companion needs its name")
	case c.Wounds != 0:
		return fieldf("wounds", "a card in the library has no wounds")
	}
	return c.checkCard()
}

// checkCard checks what a Companion is the same in the library and in
// play: its card's Hero Count and max HP, and its conditions.
func (c Companion) checkCard() error {
	if c.HeroCount < 0 || c.HeroCount > maxHeroes {
		return fieldf("hero_count", "a Hero Count of %d is not on any card", c.HeroCount)
	}
	if err := outOfBounds(bound{"max_hp", c.MaxHP, 1, maxNumber, ""}); err != nil {
		return err
	}
	return within(c.Conditions.check(), "conditions")
}

// Slot is where a Hero holds an item (L2017-2035): a hand, the armour,
// an artifact, or carried in the inventory.
type Slot string

// The slots.
const (
	Primary   Slot = "primary"
	Secondary Slot = "secondary"
	Armour    Slot = "armour"
	Artifact  Slot = "artifact"
	Carried   Slot = "carried"
)

// Slots are the item slots in the order an editor lists them.
func Slots() []Slot { return []Slot{Primary, Secondary, Armour, Artifact, Carried} }

// Hands is a weapon's category by the hands it takes (L3466-3497): which
// weapon slot it may go in, and whether it leaves the other hand free.
type Hands string

// The weapon categories; "" is an item that is no weapon or was typed
// before the category was asked, held by its slot alone.
const (
	TwoHanded   Hands = "two_handed"    // primary only, the secondary slot empty (L3472-3480)
	StrongHand  Hands = "strong"        // primary only (L3482-3484)
	HandAndHalf Hands = "hand_and_half" // primary; two hands while the secondary slot is empty (L3486-3489)
	WeakHand    Hands = "weak"          // secondary only (L3491-3493)
	EitherHand  Hands = "either"        // primary or secondary, the Hero's choice (L3495-3497)
)

// HandsKinds are the categories in the order an editor lists them.
func HandsKinds() []Hands {
	return []Hands{TwoHanded, StrongHand, HandAndHalf, WeakHand, EitherHand}
}

// slotFits tells whether a weapon of category h goes in slot.
func (h Hands) slotFits(slot Slot) bool {
	switch h {
	case "":
		return true
	case WeakHand:
		return slot == Secondary
	case EitherHand:
		return slot == Primary || slot == Secondary
	}
	return slot == Primary
}

// words name the category as a player says it.
func (h Hands) words() string {
	return map[Hands]string{TwoHanded: "two-handed", StrongHand: "strong hand", HandAndHalf: "hand-and-a-half", WeakHand: "weak hand", EitherHand: "either hand"}[h]
}

// Item is an item card: weapon, armour, artifact or another card a Hero
// carries.
type Item struct {
	Name string `json:"name"`
	// Slot is where it goes when equipped; Carried for what is only
	// carried (potions, Quest cards kept).
	Slot Slot `json:"slot"`
	// Weight counts against the inventory; 0 goes free, in the Stash too
	// (L2205-2212, L1062-1069).
	Weight int `json:"weight,omitempty"`
	// Charges is an artifact's charges when full (L3940-3954).
	Charges     int `json:"charges,omitempty"`
	MinSoulrank int `json:"min_soulrank,omitempty"` // L3440-3463
	Shields     int `json:"shields,omitempty"`      // L3792-3810
	// Armor is an armour's value, less one per Break token (L4422-4433).
	Armor int `json:"armor,omitempty"`
	// Stash marks a card with the Stash tag: the Stash deck's own, not
	// counted in its 3 per Hero (L1052-1069).
	Stash bool `json:"stash,omitempty"`
	// Hands is a weapon's category (L3466-3497). An either-hand weapon's
	// Slot is the one it was equipped in.
	Hands Hands `json:"hands,omitempty"`
	// Cursed marks a cursed card: forced into the inventory, never dropped
	// or exchanged by a Hero's activity; death, theft or a Temple take it
	// (L5277-5299).
	Cursed bool `json:"cursed,omitempty"`
}

// Validate checks an item card for the library.
func (it Item) Validate() error {
	switch {
	case strings.TrimSpace(it.Name) == "":
		return fieldf("name", "the item needs its name")
	case !slices.Contains(Slots(), it.Slot):
		return fieldf("slot", "want \"primary\", \"secondary\", \"armour\", \"artifact\" or \"carried\"")
	case it.Hands != "" && !slices.Contains(HandsKinds(), it.Hands):
		return fieldf("hands", "want \"two_handed\", \"strong\", \"hand_and_half\", \"weak\" or \"either\"")
	case !it.Hands.slotFits(it.Slot):
		return fieldf("hands", "a %s weapon does not go in the %s slot", it.Hands.words(), it.Slot)
	case it.Charges < 0 || it.Charges > 9 || it.Charges > 0 && it.Slot != Artifact:
		return fieldf("charges", "only an artifact has charges, 0 to 9")
	}
	return outOfBounds(
		bound{"weight", it.Weight, 0, 9, ""},
		bound{"min_soulrank", it.MinSoulrank, 0, maxSoulrank, soulranks},
		bound{"shields", it.Shields, 0, 9, ""},
		bound{"armor", it.Armor, 0, 9, ""},
	)
}

// GemRank is one Soulrank's row of a Hero's Soul Gem (L2261-2271): max
// HP, powers and Talents, Combat and Action activities. The values are in
// a picture the text lost: the players type them.
type GemRank struct {
	HP     int `json:"hp"`
	Powers int `json:"powers,omitempty"`
	// Talents are the stars beside the powers' number, 0 to 2 (L2264-2265,
	// L2634-2640). Zero Powers, Combat or Actions is a value not typed:
	// every Soul Gem row prints at least one of each.
	Talents int `json:"talents,omitempty"`
	Combat  int `json:"combat,omitempty"`
	Actions int `json:"actions,omitempty"`
}

func (g GemRank) check() error {
	return outOfBounds(
		bound{"hp", g.HP, 1, maxNumber, ""},
		bound{"powers", g.Powers, 0, 9, ""},
		bound{"combat", g.Combat, 0, 9, ""},
		bound{"actions", g.Actions, 0, 9, ""},
		bound{"talents", g.Talents, 0, 2, "a Soul Gem shows at most 2 Talents"},
	)
}

// Words are the row as the Hero's board shows it: what was typed, no more.
func (g GemRank) Words() string {
	parts := []string{fmt.Sprintf("%d HP", g.HP)}
	if g.Powers > 0 {
		parts = append(parts, g.PowerWords())
	}
	if g.Combat > 0 {
		parts = append(parts, fmt.Sprintf("%d Combat", g.Combat))
	}
	if g.Actions > 0 {
		parts = append(parts, count(g.Actions, "Action"))
	}
	return strings.Join(parts, " · ")
}

// PowerWords are the powers and Talents the row allows: "3 powers and 1
// Talent".
func (g GemRank) PowerWords() string {
	p := count(g.Powers, "power")
	if g.Talents > 0 {
		p += " and " + count(g.Talents, "Talent")
	}
	return p
}

// GemNow is the Soul Gem's row at the Hero's Soulrank, if it was typed.
func (h Hero) GemNow() (GemRank, bool) {
	if h.Soulrank < 1 || h.Soulrank > len(h.Gem) {
		return GemRank{}, false
	}
	return h.Gem[h.Soulrank-1], true
}

// gemHP sets a Hero's max HP from the Soul Gem at their Soulrank, when
// the players typed it.
func (h *Hero) gemHP() {
	if h.Soulrank >= 1 && h.Soulrank <= len(h.Gem) {
		h.MaxHP = h.Gem[h.Soulrank-1].HP
	}
}

// DrawEnemyPowersCmd draws the Enemy Power cards the Enemy at index
// Enemy is owed from Deck, the library's Enemy Power cards.
type DrawEnemyPowersCmd struct {
	Enemy int          `json:"enemy"`
	Deck  []EnemyPower `json:"deck"`
}

// DrawEnemyPowers has the app draw the Enemy's owed Enemy Powers from
// deck.
func DrawEnemyPowers(enemy int, deck []EnemyPower) tracker.Command {
	return tracker.Cmd(KindDrawPowers, DrawEnemyPowersCmd{Enemy: enemy, Deck: deck})
}

// drawEnemyPowers draws, with the table's seeded source, from the cards
// no Enemy in play holds: a card of a type the Enemy has is set aside and
// another drawn (L6039-6046), at most 3 in all.
func (s *State) drawEnemyPowers(a DrawEnemyPowersCmd) (string, error) {
	e, err := s.enemyAt(a.Enemy)
	if err != nil {
		return "", err
	}
	if e.PowersDue == 0 {
		return "", tracker.Refuse("The %s has no Enemy Power to draw", e.Label())
	}
	if len(a.Deck) > 50 {
		return "", tracker.Refuse("The Enemy Power deck holds 15 cards, not %d", len(a.Deck))
	}
	held := map[string]bool{}
	for _, o := range s.Enemies {
		for _, p := range o.Powers {
			held[p.Name] = true
		}
	}
	var pile []EnemyPower
	for _, p := range a.Deck {
		if err := p.Validate(); err != nil {
			return "", tracker.Refuse("The Enemy Power card %q cannot be used: %s", p.Name, err)
		}
		if !held[p.Name] {
			pile = append(pile, p)
		}
	}
	var got []string
	for e.PowersDue > 0 && len(e.Powers) < 3 {
		pile = slices.DeleteFunc(pile, func(p EnemyPower) bool {
			return slices.ContainsFunc(e.Powers, func(q EnemyPower) bool { return q.Type == p.Type })
		})
		if len(pile) == 0 {
			break
		}
		k := s.Rand.IntN(len(pile))
		e.Powers = append(e.Powers, pile[k])
		got = append(got, fmt.Sprintf("%s (%s)", pile[k].Name, pile[k].Type))
		pile = slices.Delete(pile, k, k+1)
		e.PowersDue--
	}
	if len(got) == 0 {
		return "", tracker.Refuse("No Enemy Power card of a type the %s lacks is left: enter more in the library", e.Label())
	}
	words := fmt.Sprintf("The %s draws %s.", e.Label(), strings.Join(got, ", "))
	if e.PowersDue > 0 {
		words += fmt.Sprintf(" %d more to draw when cards are entered.", e.PowersDue)
	}
	e.PowersDue = min(e.PowersDue, 3-len(e.Powers))
	return words, nil
}

// ParseGemHP reads a Soul Gem's max HP as typed, Soulrank I first, the
// numbers apart by spaces or commas ("8 9 10"): at most VII, each 1 or
// more.
func ParseGemHP(text string) ([]GemRank, error) {
	var out []GemRank
	for _, f := range gemFields(text) {
		hp, ok := gemNumber(f)
		if !ok {
			return nil, tracker.Refuse("%q is no number: type the HP of each Soulrank, I first", f)
		}
		if hp < 1 || hp > maxNumber {
			return nil, tracker.Refuse("HP %d is not on a Soul Gem", hp)
		}
		if len(out) == maxSoulrank {
			return nil, tracker.Refuse("A Soul Gem has %d Soulranks", maxSoulrank)
		}
		out = append(out, GemRank{HP: hp})
	}
	return out, nil
}

// GemLists are a Soul Gem's rows as the Hero editor takes them: one list
// a line of the gem (L2261-2271), Soulrank I first.
type GemLists struct {
	HP, Powers, Combat, Actions string
}

// ParseGem reads the four lists of a Soul Gem as typed. HP make the rows;
// each other list is empty or has one value per row. A power count may
// carry its Talents as stars ("3*", "4**", L2264-2265).
func ParseGem(l GemLists) ([]GemRank, error) {
	rows, err := ParseGemHP(l.HP)
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 && len(gemFields(l.Powers+" "+l.Combat+" "+l.Actions)) > 0 {
		return nil, tracker.Refuse("Type the Soul Gem's HP first: they say how many Soulranks it has")
	}
	fill := func(what, text string, set func(*GemRank, string) error) error {
		fields := gemFields(text)
		if len(fields) == 0 {
			return nil
		}
		if len(fields) != len(rows) {
			return tracker.Refuse("The Soul Gem has HP for %s but %s for %d: type one for each Soulrank", count(len(rows), "Soulrank"), what, len(fields))
		}
		for i, f := range fields {
			if err := set(&rows[i], f); err != nil {
				return err
			}
		}
		return nil
	}
	count := func(what string, field func(*GemRank) *int) func(*GemRank, string) error {
		return func(g *GemRank, f string) error {
			n, ok := gemNumber(f)
			if !ok || n < 1 || n > 9 {
				return tracker.Refuse("%q is not a number of %s on a Soul Gem: want 1 to 9", f, what)
			}
			*field(g) = n
			return nil
		}
	}
	if err := fill("powers", l.Powers, func(g *GemRank, f string) error {
		stars := len(f) - len(strings.TrimRight(f, "*"))
		n, ok := gemNumber(f[:len(f)-stars])
		if !ok || n < 1 || n > 9 || stars > 2 {
			return tracker.Refuse("%q is not a number of powers on a Soul Gem: want 1 to 9, with * or ** for Talents", f)
		}
		g.Powers, g.Talents = n, stars
		return nil
	}); err != nil {
		return nil, err
	}
	if err := fill("Combat", l.Combat, count("Combat activities", func(g *GemRank) *int { return &g.Combat })); err != nil {
		return nil, err
	}
	if err := fill("Actions", l.Actions, count("Action activities", func(g *GemRank) *int { return &g.Actions })); err != nil {
		return nil, err
	}
	return rows, nil
}

// gemFields are a typed list's values.
func gemFields(text string) []string {
	return strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == ',' || r == ';' || r == '\n' })
}

// gemNumber reads a plain number as typed.
func gemNumber(f string) (int, bool) {
	var n int
	if _, err := fmt.Sscan(f, &n); err != nil || fmt.Sprint(n) != f {
		return 0, false
	}
	return n, true
}

// GemText writes a Soul Gem as ParseGem reads it; a list not typed is "".
func GemText(g []GemRank) GemLists {
	var hp, powers, combat, actions []string
	for _, r := range g {
		hp = append(hp, fmt.Sprint(r.HP))
		powers = append(powers, fmt.Sprint(r.Powers)+strings.Repeat("*", r.Talents))
		combat = append(combat, fmt.Sprint(r.Combat))
		actions = append(actions, fmt.Sprint(r.Actions))
	}
	typed := func(list []string, some func(GemRank) bool) string {
		if !slices.ContainsFunc(g, some) {
			return ""
		}
		return strings.Join(list, " ")
	}
	return GemLists{
		HP:      strings.Join(hp, " "),
		Powers:  typed(powers, func(r GemRank) bool { return r.Powers > 0 }),
		Combat:  typed(combat, func(r GemRank) bool { return r.Combat > 0 }),
		Actions: typed(actions, func(r GemRank) bool { return r.Actions > 0 }),
	}
}
