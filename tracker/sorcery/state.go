package sorcery

import (
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
)

// Rank is an Enemy's colour, lowest first (L5616-5660).
type Rank string

// The four ranks.
const (
	Green  Rank = "green"
	Blue   Rank = "blue"
	Red    Rank = "red"
	Purple Rank = "purple"
)

// order is the activation priority: Purple first (L6313-6316).
func (r Rank) order() int {
	switch r {
	case Purple:
		return 4
	case Red:
		return 3
	case Blue:
		return 2
	case Green:
		return 1
	}
	return 0
}

// Style is a fighting style (L2119-2135); Wildcard is an Enemy's "all
// styles" icon (L6265-6269).
type Style string

// The fighting styles.
const (
	Dexterity Style = "dexterity"
	Faith     Style = "faith"
	Magic     Style = "magic"
	Strength  Style = "strength"
	Wildcard  Style = "wildcard"
)

func (s Style) valid(wild bool) bool {
	switch s {
	case Dexterity, Faith, Magic, Strength:
		return true
	case Wildcard:
		return wild
	}
	return false
}

// Health is the Health pyramid's rank: Slow, Blind or Stun (L4678-4716,
// L6999-7028); a higher one replaces a lower.
type Health string

// The Health conditions.
const (
	Slow  Health = "slow"
	Blind Health = "blind"
	Stun  Health = "stun"
)

// Conditions are the tokens on a Hero or an Enemy (L4539-4842).
type Conditions struct {
	Health Health `json:"health,omitempty"`
	// Bleed and Poison are 0, I or II.
	Bleed  int `json:"bleed,omitempty"`
	Poison int `json:"poison,omitempty"`
	// Fire is one entry per Fire token, each I or II: Fire stacks
	// (L4749-4764).
	Fire   []int `json:"fire,omitempty"`
	KO     bool  `json:"ko,omitempty"`
	Hidden bool  `json:"hidden,omitempty"`
}

// Power is a Hero's power card (L3042-3128). Cooldown is 0 when ready,
// else the Hourglass position 4 to 1 it rests at.
type Power struct {
	Name string `json:"name"`
	// Rank is the Soulrank that brought it: death discards those of the
	// lost rank (L2772-2776).
	Rank     int  `json:"rank,omitempty"`
	Passive  bool `json:"passive,omitempty"` // no cooldown (L3037-3044)
	Cooldown int  `json:"cooldown,omitempty"`
	// Shields is the magic shields it gives while not in cooldown
	// (L3806-3810).
	Shields int `json:"shields,omitempty"`
	// Talent marks a Talent Power card, counted by the Soul Gem's stars;
	// Innate one printed on the Hero card, no Power card and never
	// cooling (L2627-2636, L3042). Neither counts as a standard power.
	Talent bool `json:"talent,omitempty"`
	Innate bool `json:"innate,omitempty"`
}

// Hero is one player's Hero, in seat order: each Hero is a player
// (L742-744).
type Hero struct {
	Name string `json:"name"`
	// Player is who plays the Hero, if the table said: the campaign page
	// names them.
	Player   string  `json:"player,omitempty"`
	Soulrank int     `json:"soulrank"`
	MaxHP    int     `json:"max_hp"`
	ExtraHP  int     `json:"extra_hp,omitempty"` // Green Hearts (L4858-4860)
	Wounds   int     `json:"wounds"`
	Crowns   int     `json:"crowns,omitempty"`
	Styles   []Style `json:"styles"`
	// Save is the Hero card's Save target, shown with the roll (L2140).
	Save int `json:"save,omitempty"`
	// Capacity is the Hero card's Item Capacity: the most cards the
	// inventory holds, Weight-0 cards not counted (L2144, L2205-2212,
	// L4999-5000). 0 is not entered: nothing is checked.
	Capacity   int        `json:"capacity,omitempty"`
	Conditions Conditions `json:"conditions,omitzero"`
	// RedCriticals are the permanent criticals, no two alike (L4557-4571).
	RedCriticals []string `json:"red_criticals,omitempty"`
	// Shields are the magic shields left; BaseShields those of items,
	// refilled each Time Phase with the ready powers' (L3792-3810).
	Shields     int     `json:"shields,omitempty"`
	BaseShields int     `json:"base_shields,omitempty"`
	Powers      []Power `json:"powers,omitempty"`
	// Acted is the bookmark face down: this Hero has played this Round
	// (L1485, L1548-1553).
	Acted bool `json:"acted,omitempty"`
	Ghost bool `json:"ghost,omitempty"`
	// Gem is the Soul Gem's rows, Soulrank I first, as the players typed
	// them (L2261-2271): a new Soulrank takes its max HP.
	Gem []GemRank `json:"gem,omitempty"`
	// Blessing is the Blessing card held, if any (L3290-3322); it goes at
	// the Quest's end (L3345).
	Blessing string `json:"blessing,omitempty"`
	// Items are the cards the Hero holds, equipped or carried.
	Items []HeldItem `json:"items,omitempty"`
}

// HPLeft is what the victim's "fewest HP remaining" counts: max HP and
// extra HP less wounds (L4857-4860).
func (h Hero) HPLeft() int { return h.HP() - h.Wounds }

// HP is the Hero's HP now: the max HP less a Red Critical's cut
// (L4804-4806), and the extra HP.
func (h Hero) HP() int { return max(0, h.MaxHP-hpCut(h.RedCriticals)) + h.ExtraHP }

// Companion is a Companion or Illusion (L5301-5600).
type Companion struct {
	Name  string `json:"name"`
	Owner int    `json:"owner"` // the Hero's seat
	// HeroCount is the card's Hero Count icon; 0 or none is not counted
	// for spawns (L5442-5450).
	HeroCount int  `json:"hero_count,omitempty"`
	MaxHP     int  `json:"max_hp"`
	Wounds    int  `json:"wounds,omitempty"`
	Illusion  bool `json:"illusion,omitempty"` // never a target (L5482-5487)
	Summoned  bool `json:"summoned,omitempty"` // dies with its Hero (L4872-4874)
	Hidden    bool `json:"hidden,omitempty"`
	// Conditions: Enemies' powers affect a Companion's as a Hero's
	// (L5438-5441).
	Conditions Conditions `json:"conditions,omitzero"`
	// RedCriticals are its permanent criticals, as a Hero's: the book
	// puts them on any defender, "the Character" (L4557-4571, L4795-4808).
	RedCriticals []string `json:"red_criticals,omitempty"`
}

// HPLeft is the Companion's HP less its wounds.
func (c Companion) HPLeft() int { return c.HP() - c.Wounds }

// HP is the Companion's max HP less a Red Critical's cut (L4804-4806):
// what its wounds are held against.
func (c Companion) HP() int { return max(0, c.MaxHP-hpCut(c.RedCriticals)) }

// Victim is an Enemy's preferred victim (L6437-6457).
type Victim string

// The preferred victims.
const (
	MostWounded  Victim = "most_wounded"
	LeastWounded Victim = "least_wounded"
	Closest      Victim = "closest"
	Richest      Victim = "richest"
	ByStyle      Victim = "style"
	Menacing     Victim = "menacing"
)

// Rule is one behaviour rule of an Enemy Scroll (L6370-6534), as printed:
// Min and Max are its range in areas (one number N is Min 0, Max N); a
// "+" rule has no range and needs no L.O.S. (L6529-6531).
type Rule struct {
	Min       int      `json:"min"`
	Max       int      `json:"max"`
	Plus      bool     `json:"plus,omitempty"`
	Sentences []string `json:"sentences"`
}

// EnemyCard is what the Enemy card and its Scroll print, entered once into
// the card library.
type EnemyCard struct {
	Name  string `json:"name"`
	Rank  Rank   `json:"rank"`
	Race  string `json:"race,omitempty"`
	Style Style  `json:"style"`
	// HP is one value, or for Red and Purple two: with 2-3 and with 4-5
	// Heroes (L7077-7095).
	HP []int `json:"hp"`
	// Shields as printed, times the Heroes when PerHero ("1*Hero", L4121).
	// ShieldsAct marks a card that prints ACT for the number ("ACT*Hero",
	// L4139): the Quest's ACT stands in for Shields.
	Shields        int  `json:"shields,omitempty"`
	ShieldsPerHero bool `json:"shields_per_hero,omitempty"`
	ShieldsAct     bool `json:"shields_act,omitempty"`
	Charges        int  `json:"charges,omitempty"`
	PowerIcons     int  `json:"power_icons,omitempty"` // L6024-6032
	SoulPoints     int  `json:"soul_points,omitempty"` // L7101-7105
	// Drops are the rewards the card shows, placed on the map where it
	// dies (L7113-7131).
	Drops          Drops  `json:"drops,omitzero"`
	Preferred      Victim `json:"preferred,omitempty"`
	PreferredStyle Style  `json:"preferred_style,omitempty"`
	Rules          []Rule `json:"rules"`
	// Weapons are the card's weapons with what their die triggers put on
	// the victim ("Bite", "Poison I"; L6563-6570): an attack with one asks
	// whether it did.
	Weapons []Weapon `json:"weapons,omitempty"`
	// Powers are the powers the card and its Scroll print ("Entrap",
	// "Banding I", L6476-6487), by name, words and effect on the victim:
	// a sentence that uses one ("use Entrap") has the app apply it.
	// A card typed before they were asked has none.
	Powers []EnemyPower `json:"powers,omitempty"`
	// Master marks a Master Enemy; Vengeful and StunImmune are its
	// current side's powers (L7318-7366).
	Master     bool `json:"master,omitempty"`
	Vengeful   bool `json:"vengeful,omitempty"`
	StunImmune bool `json:"stun_immune,omitempty"`
	// Back is a Master Enemy card's other side, as printed (L7322-7326, L7348-7351):
	// its A.I., powers, weapons and stats; the name, rank and race are
	// the front's. flip_master turns it up.
	Back *EnemyCard `json:"back,omitempty"`
}

// Drops are an Enemy card's rewards (L7113-7131): Crowns, Treasure cards
// drawn face down, Loot tokens.
type Drops struct {
	Crowns    int `json:"crowns,omitempty"`
	Treasures int `json:"treasures,omitempty"`
	Loot      int `json:"loot,omitempty"`
}

// Words say the drops to place, "5 Crowns and 1 Treasure card", or "".
func (d Drops) Words() string {
	var ws []string
	if d.Crowns > 0 {
		ws = append(ws, fmt.Sprintf("%d Crowns", d.Crowns))
	}
	if d.Treasures > 0 {
		ws = append(ws, count(d.Treasures, "Treasure card")+" drawn face down")
	}
	if d.Loot > 0 {
		ws = append(ws, count(d.Loot, "Loot token")+" face down")
	}
	return tracker.JoinAnd(ws)
}

// deathWords say what an Enemy's death leaves, after its Soul Points: its
// drops on the map (L7113-7131), or "".
func (c EnemyCard) deathWords() string {
	if w := c.Drops.Words(); w != "" {
		return " Place " + w + " where it fell."
	}
	return ""
}

// Weapon is an Enemy weapon by name, and the condition its trigger
// inflicts in words ("Poison I", "Slow"), or "".
type Weapon struct {
	Name   string `json:"name"`
	Effect string `json:"effect,omitempty"`
}

// Enemy is one Enemy figure in play.
type Enemy struct {
	Card EnemyCard `json:"card"`
	// Copy is its wax sigil, 1 or 2 (L5934-5972).
	Copy int `json:"copy"`
	// Controller is the seat of the player who runs it; a Master Enemy is
	// the Active player's and leaves it 0 (L7331-7335).
	Controller int `json:"controller"`
	Wounds     int `json:"wounds"`
	Shields    int `json:"shields,omitempty"`
	Charges    int `json:"charges,omitempty"`
	// Powers are its Enemy Power cards, at most 3, one per type
	// (L6039-6050).
	Powers     []EnemyPower `json:"powers,omitempty"`
	Conditions Conditions   `json:"conditions,omitzero"`
	// PowersDue is the Enemy Power cards it is owed and has not drawn:
	// one per icon as it enters (L6024-6032), one for a kill
	// (L6034-6037).
	PowersDue int `json:"powers_due,omitempty"`
	// Acting is set once its activation has begun: Bleed and K.O. are
	// done (L7047-7051) and its Health token goes at the end (L7040-7041).
	Acting bool `json:"acting,omitempty"`
	// RedCriticals are the permanent criticals the Heroes' attacks left
	// on it, no two alike (L4557-4571, L4795-4808).
	RedCriticals []string `json:"red_criticals,omitempty"`
}

// HP is the Enemy's max HP with heroes at the table, less a Red
// Critical's cut (L7086-7096, L4804-4806): what its wounds are held
// against.
func (e Enemy) HP(heroes int) int { return e.hpOf(e.Card, heroes) }

// hpOf is HP with side's card up: a flip keeps the Red Criticals.
func (e Enemy) hpOf(side EnemyCard, heroes int) int {
	return max(0, side.MaxHP(heroes)-hpCut(e.RedCriticals))
}

// EnemyPower is one Enemy Power card and its type, or a power printed
// on an Enemy card (Type empty, L6476-6487): its words as printed and,
// where it has one, what it does to the victim.
type EnemyPower struct {
	Name  string       `json:"name"`
	Type  string       `json:"type"` // combat, passive or reactive (L6042-6044); "" on a card
	Words string       `json:"words,omitempty"`
	Hits  *PowerEffect `json:"hits,omitempty"`
}

// EffectKind is what an Encounter card's effect activates (L6262-6274).
type EffectKind string

// The Encounter effects the library offers.
const (
	ActivateAll      EffectKind = "all"
	ActivateRank     EffectKind = "rank"
	ActivateStyle    EffectKind = "style"
	ActivateRace     EffectKind = "race"
	ActivateWounded  EffectKind = "wounded"
	ActivateNoCharge EffectKind = "no_charges"
	ActivateHighest  EffectKind = "highest_rank"
	ActivateX        EffectKind = "activate"
	// EveryEnemy is an effect every Enemy performs in place of its Scroll,
	// in the words entered for the card ("each Enemy recharges 1").
	EveryEnemy EffectKind = "every_enemy"
)

// Effect is a main or Otherwise effect of an Encounter card.
type Effect struct {
	Kind  EffectKind `json:"kind"`
	Rank  Rank       `json:"rank,omitempty"`
	Style Style      `json:"style,omitempty"`
	Race  string     `json:"race,omitempty"`
	X     int        `json:"x,omitempty"`
	Say   string     `json:"say,omitempty"`
}

// EncounterCard is one of the 15 lettered cards (L66, L6290-6298).
type EncounterCard struct {
	Letter    string  `json:"letter"`
	Main      Effect  `json:"main"`
	Otherwise *Effect `json:"otherwise,omitempty"`
}

// EventDeck is the Event deck, never reshuffled (L185-187, L1598-1628).
type EventDeck struct {
	Unrevealed int `json:"unrevealed"`
	// Revealed is the face-up stack on the deck, top last: a Story Event
	// may cover a revealed card (L1680-1691).
	Revealed []string `json:"revealed,omitempty"`
	Discards int      `json:"discards,omitempty"`
	// NightDay is the card beside the deck: "", "night" or "day".
	NightDay string `json:"night_day,omitempty"`
}

// Gate is a Spawn Gate, named by its die symbol (L6194-6213).
type Gate struct {
	Symbol string `json:"symbol"`
	Open   bool   `json:"open"`
}

// Shrine is a Shrine, open or closed by the Quest (L4942-4949).
type Shrine struct {
	Name string `json:"name"`
	Open bool   `json:"open"`
}

// Menace is the Menace token: its holder's seat and level (L7557-7638).
type Menace struct {
	Hero  int `json:"hero"`
	Level int `json:"level"`
}

// Phase is the Round's phase (L1440-1475).
type Phase string

// The phases.
const (
	TimePhase   Phase = "time"
	BattlePhase Phase = "battle"
	EventPhase  Phase = "event"
)

// State is the table: what the app tracks between commands.
type State struct {
	// Act is the Quest's ACT; the box is ACT I (L25-28).
	Act        int         `json:"act"`
	Round      int         `json:"round"`
	Phase      Phase       `json:"phase"`
	Active     int         `json:"active"` // the Active Hero's seat
	Heroes     []Hero      `json:"heroes"`
	Companions []Companion `json:"companions,omitempty"`
	Enemies    []Enemy     `json:"enemies,omitempty"`
	Menace     *Menace     `json:"menace,omitempty"`
	Souls      int         `json:"souls"` // the Soul Counter
	// Encounters are the lettered cards as entered; Draw and Discard
	// their letters in the deck and in its discard pile, top last.
	Encounters []EncounterCard `json:"encounters,omitempty"`
	Draw       []string        `json:"draw,omitempty"`
	Discard    []string        `json:"discard,omitempty"`
	// Untyped are the letters of the deck's cards no one has typed yet:
	// each is asked the first time it is drawn (DrawNewEncounter).
	Untyped []string `json:"untyped,omitempty"`
	// CardDrawnBy is the Hero whose Enemy Turn drew its card this Round,
	// or "": that Enemy Turn is under way or done (NextSteps).
	CardDrawnBy string    `json:"card_drawn_by,omitempty"`
	Events      EventDeck `json:"events"`
	// EventDone is set once this Round's Event Phase has turned or
	// discarded its card; the Time Phase clears it (L1440-1475,
	// L1598-1614).
	EventDone bool     `json:"event_done,omitempty"`
	Gates     []Gate   `json:"gates,omitempty"`
	Shrines   []Shrine `json:"shrines,omitempty"`
	// Camp is what the campaign keeps between Quests: the Stash, the
	// Time Reserve, the map and the Ventures.
	Camp Camp         `json:"camp,omitzero"`
	Rand tracker.Rand `json:"rand"`

	// Scrolls, Minions and MinionTurn are the Minions' (minion.go,
	// L7153-7299): one Scroll a species, the Minions in play, what they
	// did in the Enemy Turn under way.
	Scrolls    []MinionScroll `json:"scrolls,omitempty"`
	Minions    []Minion       `json:"minions,omitempty"`
	MinionTurn *MinionTurn    `json:"minion_turn,omitempty"`
}

// HeroCount is the Heroes alive or Ghost (L4894-4896): the number Red and
// Purple HP and "per Hero" values count.
func (s *State) HeroCount() int { return len(s.Heroes) }

// SpawnCount is N of the spawn formulas: the Heroes and each Companion's
// Hero Count of 1 or more (L1659-1662, L5442-5450).
func (s *State) SpawnCount() int {
	n := s.HeroCount()
	for _, c := range s.Companions {
		if c.HeroCount > 0 {
			n += c.HeroCount
		}
	}
	return n
}

// MaxHP is the Enemy card's HP for the Heroes in the Quest: the left value
// with 2-3, the right with 4-5 (L7086-7096).
func (c EnemyCard) MaxHP(heroes int) int {
	if len(c.HP) == 2 && heroes >= 4 {
		return c.HP[1]
	}
	return c.HP[0]
}

// MaxShields is the card's magic shields for the Heroes in the Quest: the
// printed number (or the ACT where the card prints ACT, L4139), times the
// Heroes for "*Hero" (L4121, L4139; "1 multiplied by number of Heroes",
// L4514). Only an ACT card scales with the ACT.
func (c EnemyCard) MaxShields(heroes, act int) int {
	n := c.Shields
	if c.ShieldsAct {
		n = max(act, 1)
	}
	if c.ShieldsPerHero {
		n *= heroes
	}
	return n
}

// Label names an Enemy for players: "Blue Tyrant Lizard 2" when its twin
// may be in play.
func (e Enemy) Label() string {
	l := title(string(e.Card.Rank)) + " " + e.Card.Name
	if e.Copy == 2 {
		l += " 2"
	}
	return l
}

// controller is the seat that runs e now: a Master Enemy is the Active
// player's (L7331-7335).
func (s *State) controller(e *Enemy) int {
	if e.Card.Master {
		return s.Active
	}
	return e.Controller
}

// clockwise is how many seats after the Active player seat p sits.
func (s *State) clockwise(p int) int {
	n := len(s.Heroes)
	return ((p-s.Active)%n + n) % n
}

func (s *State) hero(name string) int {
	return slices.IndexFunc(s.Heroes, func(h Hero) bool { return h.Name == name })
}

func (s *State) encounter(letter string) *EncounterCard {
	for i := range s.Encounters {
		if s.Encounters[i].Letter == letter {
			return &s.Encounters[i]
		}
	}
	return nil
}

func title(s string) string {
	if s == "" {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// roman writes a Soulrank or level as the cards do.
func roman(n int) string {
	const romans = "I II III IV V VI VII VIII"
	if n >= 1 && n <= 8 {
		return strings.Fields(romans)[n-1]
	}
	return fmt.Sprint(n)
}
