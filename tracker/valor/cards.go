package valor

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"tableside/tracker"
)

// Kinds under which the card library stores this package's cards, as JSON.
const (
	LibraryHero      = "valor.hero"       // HeroCard
	LibraryVillain   = "valor.villain"    // VillainCard
	LibraryLootStash = "valor.loot_stash" // LootStashCard
	LibraryTreasure  = "valor.treasure"   // TreasureCard
	LibraryMinion    = "valor.minion"     // MinionCard
)

// Bounds on what players type in. They are our own, not the rulebooks':
// wide enough for any real board, tight enough to catch a slip.
const (
	MaxName          = 80  // bytes in any name
	MaxReason        = 120 // bytes in the reason for a change
	MaxHeroHealth    = 60  // top of a Hero's Health bar
	MaxVillainHealth = 200 // top of a Villain's Health bar
	MaxActionPoints  = 12  // top of an Action bar
	MaxRows          = 6   // action rows on a board
	MaxSlots         = 8   // dice slots in a row
	MaxXP            = 999
	MaxHand          = 99
	MaxHits          = 999 // Hits in one roll
	MaxBounty        = 999
	MaxSpells        = 20 // Spells a board starts with
	MaxStash         = 200
)

// Box is one of the two games: its rulebook decides the details.
type Box string

// The boxes.
const (
	BoxLabyrinth Box = "labyrinth" // Lludwik's Labyrinth, rules 000: co-op, the rules play the Villain
	BoxMordak    Box = "mordak"    // Minions of Mordak, rules 001: one player is the Villain
)

var boxTitles = map[Box]string{
	BoxLabyrinth: "Lludwik's Labyrinth",
	BoxMordak:    "Minions of Mordak",
}

// Title is the box's name.
func (b Box) Title() string { return tracker.TitleIn(boxTitles, b) }

// Mode is how a Labyrinth game is played (000 L74).
type Mode string

// The modes of the Labyrinth; a Minions of Mordak game has none.
const (
	ModeCampaign Mode = "campaign"
	ModeQuest    Mode = "quest"
)

// RowKind is the Action type of a dice row (000 L283-287, 001 L271-275).
type RowKind string

// The four Action Roll types.
const (
	RowMelee      RowKind = "melee"
	RowRanged     RowKind = "ranged"
	RowMagic      RowKind = "magic"
	RowCorruption RowKind = "corruption" // the Villain's only (001 L340)
)

var rowKindTitles = map[RowKind]string{
	RowMelee:      "Melee",
	RowRanged:     "Ranged",
	RowMagic:      "Magic",
	RowCorruption: "Corruption",
}

// Valid reports whether k is an Action type.
func (k RowKind) Valid() bool { _, ok := rowKindTitles[k]; return ok }

// Title is the Action type's name for players.
func (k RowKind) Title() string { return tracker.TitleIn(rowKindTitles, k) }

// Die is what fills one dice slot: a blank, or a Novice (white), Adept
// (yellow) or Master (red) die (000 L287, L576-578).
type Die string

// The levels of a slot, lowest first.
const (
	DieBlank  Die = "blank"
	DieNovice Die = "novice"
	DieAdept  Die = "adept"
	DieMaster Die = "master"
)

// dieLevels are the levels of a slot, lowest first: a die's Level is its
// place here, and a Level Up turns it into the next.
var dieLevels = []Die{DieBlank, DieNovice, DieAdept, DieMaster}

var dieTitles = map[Die]string{
	DieBlank:  "blank",
	DieNovice: "Novice",
	DieAdept:  "Adept",
	DieMaster: "Master",
}

// Level is 0 for a blank up to 3 for a Master die, -1 when d is unknown.
func (d Die) Level() int { return slices.Index(dieLevels, d) }

// Next is the die one Level Up turns d into, or "" for a Master die.
func (d Die) Next() Die {
	if l := d.Level(); l >= 0 && l+1 < len(dieLevels) {
		return dieLevels[l+1]
	}
	return ""
}

// Title is the die's name for players.
func (d Die) Title() string { return tracker.TitleIn(dieTitles, d) }

// TreasureKind is the type of a Treasure and of the board slot that holds
// it (000 L526-538, 001 L489-501).
type TreasureKind string

// The three Treasure types.
const (
	TreasureOffense TreasureKind = "offense"
	TreasureDefense TreasureKind = "defense"
	TreasureItem    TreasureKind = "item"
)

// Valid reports whether k is a Treasure type.
func (k TreasureKind) Valid() bool {
	return k == TreasureOffense || k == TreasureDefense || k == TreasureItem
}

// Ability names a Hero (or Villain) ability the app knows. Those whose
// effects change a number the app keeps are applied; the others are listed
// so the UI can remind players, who apply them with the plain commands
// (gain a Plus-One, heal, ...).
type Ability string

// The abilities of the rulebooks' FAQs (000 L1239-1267, 001 L691-709).
const (
	// Applied by the app.
	AbilityCloakAndDagger      Ability = "cloak_and_dagger"     // Loxley: Plus-Ones cost 1 Hit, 8 at most upgraded (001 L699)
	AbilityMuscularMasterpiece Ability = "muscular_masterpiece" // 2 XP upgrade all 3 rows; Plus-Ones move freely (000 L1259)
	AbilityOneTonSledge        Ability = "one_ton_sledge"       // Melee rows roll apart or together (000 L1261)
	AbilityFleshOfStone        Ability = "flesh_of_stone"       // a Shield as each Turn starts (000 L1263)
	AbilityDojoPower           Ability = "dojo_power"           // William pays 1 Heart less, upgraded (000 L1245)
	AbilityMakeADaPizza        Ability = "make_a_da_pizza"      // 3 Hits heal +2/+4, once a Roll (000 L1267)
	AbilityFuelForTheFire      Ability = "fuel_for_the_fire"    // Coach: a card for a Plus-One, once a Turn (000 L1257)
	AbilityDwarvenIre          Ability = "dwarven_ire"          // Bjorn: a bonus die below 11 Health (001 L695)
	AbilityBattleRage          Ability = "battle_rage"          // Scrutt: a Melee Plus-One after a Defeat (001 L697)
	AbilityStampede            Ability = "stampede"             // Isabella: 2 Plus-Ones for an Elemental Heart (000 L1247)
	AbilityFrankenFriend       Ability = "franken_friend"       // Dredgar: Frank with 2 Hearts, or +2 (000 L1249)
	AbilityInspirationalBeats  Ability = "inspirational_beats"  // Wugner: Magic Plus-Ones add to any Roll (001 L707)
	AbilitySchemyMeddling      Ability = "schemy_meddling"      // Mordak: Plus-Ones add to anyone's Roll (001 L709)

	// Reminders only: the players apply them with the plain commands.
	AbilityBeastWithin        Ability = "beast_within"        // Rowan (000 L1241)
	AbilityResourcefulVulture Ability = "resourceful_vulture" // Welliam (000 L1243)
	AbilityStickyFingers      Ability = "sticky_fingers"      // Sir Thaddy Croaks (000 L1251)
	AbilityMamaMia            Ability = "mama_mia"            // (000 L1265)
	AbilityPyromaniac         Ability = "pyromaniac"          // Alyndra (001 L693)
	AbilityUtilityHorse       Ability = "utility_horse"       // Gwenavael (001 L701)
	AbilityHealersBoon        Ability = "healers_boon"        // Amos (001 L703)
	AbilityVengefulCrusade    Ability = "vengeful_crusade"    // Mari (001 L705)
)

// abilityInfo: more is whether the app applies the ability itself.
var abilityInfo = abilityTable[Ability, bool]{
	AbilityCloakAndDagger:      {"Cloak & Dagger", "001 L699", true},
	AbilityMuscularMasterpiece: {"Muscular Masterpiece", "000 L1259", true},
	AbilityOneTonSledge:        {"One-Ton Sledge", "000 L1261", true},
	AbilityFleshOfStone:        {"Flesh of Stone", "000 L1263", true},
	AbilityDojoPower:           {"Dojo Power", "000 L1245", true},
	AbilityMakeADaPizza:        {"Make-a-da-Pizza", "000 L1267", true},
	AbilityFuelForTheFire:      {"Fuel for the Fire", "000 L1257", true},
	AbilityDwarvenIre:          {"Dwarven Ire", "001 L695", true},
	AbilityBattleRage:          {"Battle Rage", "001 L697", true},
	AbilityStampede:            {"Stampede", "000 L1247", true},
	AbilityFrankenFriend:       {"Franken-Friend", "000 L1249", true},
	AbilityInspirationalBeats:  {"Inspirational Beats", "001 L707", true},
	AbilitySchemyMeddling:      {"Schemy Meddling", "001 L709", true},
	AbilityBeastWithin:         {"Beast Within", "000 L1241", false},
	AbilityResourcefulVulture:  {"Resourceful Vulture", "000 L1243", false},
	AbilityStickyFingers:       {"Sticky Fingers", "000 L1251", false},
	AbilityMamaMia:             {"Mama Mia", "000 L1265", false},
	AbilityPyromaniac:          {"Pyromaniac", "001 L693", false},
	AbilityUtilityHorse:        {"Utility Horse", "001 L701", false},
	AbilityHealersBoon:         {"Healer's Boon", "001 L703", false},
	AbilityVengefulCrusade:     {"Vengeful Crusade", "001 L705", false},
}

// Abilities lists every ability the app knows, sorted by key.
func Abilities() []Ability { return abilityInfo.sorted() }

// Valid reports whether the app knows a.
func (a Ability) Valid() bool { return abilityInfo.known(a) }

// Title is the ability's printed name.
func (a Ability) Title() string { return abilityInfo.title(a) }

// Rule is the rulebook line that explains the ability.
func (a Ability) Rule() string { return abilityInfo[a].rule }

// Applied reports whether the app applies the ability's effect itself.
func (a Ability) Applied() bool { return abilityInfo[a].more }

// abilityTable is what the app knows of one kind of card's printed
// abilities: each one's printed name, the rule line that explains it, and
// more that the kind needs.
type abilityTable[A ~string, M any] map[A]struct {
	title, rule string
	more        M
}

func (t abilityTable[A, M]) sorted() []A { return slices.Sorted(maps.Keys(t)) }

func (t abilityTable[A, M]) known(a A) bool { _, ok := t[a]; return ok }

func (t abilityTable[A, M]) title(a A) string {
	if i, ok := t[a]; ok {
		return i.title
	}
	return string(a)
}

// check refuses an ability of the card called name that the app does not
// know, or one listed twice.
func (t abilityTable[A, M]) check(name string, abs []A) error {
	seen := map[A]bool{}
	for _, a := range abs {
		if !t.known(a) {
			return fmt.Errorf("%s has the ability %q, which this version of Tableside does not know", name, a)
		}
		if seen[a] {
			return fmt.Errorf("%s lists %s twice", name, t.title(a))
		}
		seen[a] = true
	}
	return nil
}

// heroAbilities are the abilities the rulebooks' FAQs print under a Hero's
// name ("Rowan - Beast Within", 000 L1241-1257, 001 L693-709). Those the
// FAQ heads with an icon, not a name, belong to no one Hero here.
var heroAbilities = map[string]Ability{
	"rowan":             AbilityBeastWithin,        // 000 L1241
	"welliam":           AbilityResourcefulVulture, // 000 L1243
	"william":           AbilityDojoPower,          // 000 L1245
	"isabella":          AbilityStampede,           // 000 L1247
	"dredgar":           AbilityFrankenFriend,      // 000 L1249
	"sir thaddy croaks": AbilityStickyFingers,      // 000 L1251
	"coach":             AbilityFuelForTheFire,     // 000 L1257
	"alyndra":           AbilityPyromaniac,         // 001 L693
	"bjorn":             AbilityDwarvenIre,         // 001 L695
	"scrutt":            AbilityBattleRage,         // 001 L697
	"loxley":            AbilityCloakAndDagger,     // 001 L699
	"gwenavael":         AbilityUtilityHorse,       // 001 L701
	"amos":              AbilityHealersBoon,        // 001 L703
	"mari":              AbilityVengefulCrusade,    // 001 L705
	"wugner":            AbilityInspirationalBeats, // 001 L707
	"mordak":            AbilitySchemyMeddling,     // 001 L709
}

// PrintedAbility is the Unique Ability the rulebooks name for the Hero (or
// Villain) called name, as a board's name is typed: case and spaces aside.
func PrintedAbility(name string) (Ability, bool) {
	a, ok := heroAbilities[strings.ToLower(strings.Join(strings.Fields(name), " "))]
	return a, ok
}

// RowCard is one action row as printed on a board.
type RowCard struct {
	Kind RowKind `json:"kind"`
	// Slots are the row's dice slots, left to right, as printed: a blank
	// or a die icon.
	Slots []Die `json:"slots"`
	// Power marks a Power Action row, which starts with a Plus-One
	// (000 L205, 001 L196).
	Power bool `json:"power,omitempty"`
	// PlusOnes is, on a Labyrinth Villain's insert, the Plus-Ones the row
	// starts with (000 L218). Hero boards leave it 0.
	PlusOnes int `json:"plus_ones,omitempty"`
}

// HeroCard is a Hero's board as the card library keeps it: entered once
// from the physical board (000 L202-207, 001 L192-198).
type HeroCard struct {
	Name string `json:"name"`
	// Health is the top of the Health bar, where the marker starts.
	Health int `json:"health"`
	// Actions is the bottom of the Action bar, where the marker starts;
	// MaxActions its top.
	Actions    int `json:"actions"`
	MaxActions int `json:"max_actions"`
	// Rows are the action rows, top to bottom.
	Rows []RowCard `json:"rows"`
	// Treasures are the types of the 3 Treasure slots, left to right.
	Treasures [3]TreasureKind `json:"treasures"`
	// Abilities the app knows, from the board's Unique Abilities.
	Abilities []Ability `json:"abilities,omitempty"`
	// Spells is how many Spells the Hero starts with in hand (000 L207).
	Spells int `json:"spells,omitempty"`
}

// VillainCard is a Villain's board (a Build-a-Boss insert in the Labyrinth,
// 000 L213-219; Mordak's board, 001 L195).
type VillainCard struct {
	Name string `json:"name"`
	// Health is the starting Health for each Hero count: Health[0] for 1
	// Hero, Health[1] for 2, ... (000 L215, 001 L195). 0 is a count not
	// entered yet: a group types the one it plays with, and another when
	// a game first needs it (a Hero joins or leaves, a new line-up).
	Health []int `json:"health"`
	// MaxHealth is the top of the Health bar (000 L740).
	MaxHealth  int       `json:"max_health"`
	Actions    int       `json:"actions"`
	MaxActions int       `json:"max_actions"`
	Rows       []RowCard `json:"rows"`
	// Spells the Villain starts with in hand (Minions of Mordak).
	Spells    int       `json:"spells,omitempty"`
	Abilities []Ability `json:"abilities,omitempty"`
}

// LootFor says whose Loot Stash a card serves.
type LootFor string

// The two Loot Stashes.
const (
	LootHeroes  LootFor = "heroes"
	LootVillain LootFor = "villain"
)

// LootStashCard is a Loot Stash card: the Bounty cashed out picks the
// column with the highest Bounty met or exceeded (000 L552, L1118), whose
// rewards are given. The rulebooks print a few (data/valor.json); players
// enter the others once.
type LootStashCard struct {
	Name      string  `json:"name"`
	For       LootFor `json:"for"`
	MinHeroes int     `json:"min_heroes"`
	MaxHeroes int     `json:"max_heroes"`
	// Side is "A", or "B" for the Labyrinth's Final Battle side (000 L772).
	Side    string       `json:"side"`
	Columns []LootColumn `json:"columns"`
}

// LootColumn is one column of a Loot Stash card.
type LootColumn struct {
	// Bounty is the least Bounty that earns this column.
	Bounty int `json:"bounty"`
	// XP each active Player earns (000 L561, 001 L515).
	XP int `json:"xp,omitempty"`
	// Health the Villain gains (000 L736, 001 L523).
	Health int `json:"health,omitempty"`
	// Souls the Villain gains (side B, 000 L772).
	Souls int `json:"souls,omitempty"`
	// Roll is the (A) mark: the Lead Hero rolls one Novice die and every
	// Hero gains the result as XP too (000 L565, 001 L521).
	Roll bool `json:"roll,omitempty"`
}

// TreasureCard is a Treasure (000 L526-538, 001 L489-501).
type TreasureCard struct {
	Name string       `json:"name"`
	Kind TreasureKind `json:"kind"`
	// Bounty is the number of Bounty icons, cashed in when it stays in the
	// Stash (000 L550).
	Bounty int `json:"bounty,omitempty"`
	// Row is, for an Offense Treasure, the Action type it helps.
	Row RowKind `json:"row,omitempty"`
}

// Validate checks a Hero board before it is stored or played, with a
// message that says which field to fix.
func (c HeroCard) Validate() error {
	if err := checkName("The Hero's name", c.Name, true); err != nil {
		return err
	}
	if err := outOfBounds(c.Name,
		bounded{c.Health, 1, MaxHeroHealth, "%s has Health %d; type the top of the Health bar (%d to %d)"},
		bounded{c.Actions, 1, MaxActionPoints, "%s starts with %d Action Points; type the bottom of the Action bar (%d to %d)"},
		bounded{c.MaxActions, c.Actions, MaxActionPoints, barTopsAt},
		bounded{c.Spells, 0, MaxSpells, startsWithSpells},
	); err != nil {
		return err
	}
	if err := validateRows(c.Name, c.Rows, false); err != nil {
		return err
	}
	for i, k := range c.Treasures {
		if !k.Valid() {
			return fmt.Errorf("%s's Treasure slot %d is %q; choose offense, defense or item", c.Name, i+1, k)
		}
	}
	if err := abilityInfo.check(c.Name, c.Abilities); err != nil {
		return err
	}
	if slices.Contains(c.Abilities, AbilityMuscularMasterpiece) && len(c.Rows) != 3 {
		return fmt.Errorf("%s has Muscular Masterpiece, which upgrades all 3 dice rows, but %d rows", c.Name, len(c.Rows))
	}
	if slices.Contains(c.Abilities, AbilityOneTonSledge) && countKind(c.Rows, RowMelee) < 2 {
		return fmt.Errorf("%s has One-Ton Sledge, which needs 2 Melee rows", c.Name)
	}
	return nil
}

func countKind(rows []RowCard, k RowKind) int {
	n := 0
	for _, r := range rows {
		if r.Kind == k {
			n++
		}
	}
	return n
}

// Validate checks a Villain board.
func (c VillainCard) Validate() error {
	if err := checkName("The Villain's name", c.Name, true); err != nil {
		return err
	}
	if err := outOfBounds(c.Name,
		bounded{c.MaxHealth, 1, MaxVillainHealth, "%s's Health bar tops at %d; type %d to %d"},
		bounded{len(c.Health), 0, MaxHeroCounts, "%s has starting Health for %d Hero counts; a board has at most %[4]d"},
	); err != nil {
		return err
	}
	// A board with no starting Health yet is told so before its other
	// numbers: it is the one a group types last.
	if !slices.ContainsFunc(c.Health, func(h int) bool { return h != 0 }) {
		return fmt.Errorf("%s has no starting Health yet; type it for the Hero count you play with", c.Name)
	}
	if err := outOfBounds(c.Name,
		bounded{c.Actions, 0, MaxActionPoints, "%s starts with %d Action Points; type %d to %d"},
		bounded{c.MaxActions, c.Actions, MaxActionPoints, barTopsAt},
		bounded{c.Spells, 0, MaxSpells, startsWithSpells},
	); err != nil {
		return err
	}
	for i, h := range c.Health {
		if h != 0 && (h < 1 || h > c.MaxHealth) {
			return fmt.Errorf("%s's starting Health with %d Heroes is %d; it must be 1 to the top of the bar (%d)", c.Name, i+1, h, c.MaxHealth)
		}
	}
	if err := validateRows(c.Name, c.Rows, true); err != nil {
		return err
	}
	return abilityInfo.check(c.Name, c.Abilities)
}

func validateRows(name string, rows []RowCard, villain bool) error {
	if len(rows) < 1 || len(rows) > MaxRows {
		return fmt.Errorf("%s has %d action rows; a board has 1 to %d", name, len(rows), MaxRows)
	}
	for i, r := range rows {
		if !r.Kind.Valid() {
			return fmt.Errorf("%s's row %d is %q; choose melee, ranged, magic or corruption", name, i+1, r.Kind)
		}
		if r.Kind == RowCorruption && !villain {
			return fmt.Errorf("%s's row %d is Corruption, which only the Villain has", name, i+1)
		}
		if len(r.Slots) < MinSlots || len(r.Slots) > MaxSlots {
			return fmt.Errorf("%s's %s row has %d slots; a row has %d to %d", name, r.Kind.Title(), len(r.Slots), MinSlots, MaxSlots)
		}
		for j, d := range r.Slots {
			if d.Level() < 0 {
				return fmt.Errorf("%s's %s row, slot %d, is %q; choose blank, novice, adept or master", name, r.Kind.Title(), j+1, d)
			}
		}
		if r.PlusOnes < 0 || r.PlusOnes > MaxStartPlusOnes || (!villain && r.PlusOnes != 0) {
			return fmt.Errorf("%s's %s row starts with %d Plus-Ones; only a Villain's insert sets them (0 to %d)", name, r.Kind.Title(), r.PlusOnes, MaxStartPlusOnes)
		}
	}
	return nil
}

// Validate checks a Loot Stash card.
func (c LootStashCard) Validate() error {
	if err := checkName("The Loot Stash card's name", c.Name, true); err != nil {
		return err
	}
	switch {
	case c.For != LootHeroes && c.For != LootVillain:
		return fmt.Errorf("%s is for %q; choose heroes or villain", c.Name, c.For)
	case c.MinHeroes < 1 || c.MaxHeroes < c.MinHeroes || c.MaxHeroes > MaxLootHeroes:
		return fmt.Errorf("%s is for %d-%d Heroes; type the Hero counts printed on it (1 to %d)", c.Name, c.MinHeroes, c.MaxHeroes, MaxLootHeroes)
	case c.Side != "A" && c.Side != "B":
		return fmt.Errorf("%s has side %q; it is A or B", c.Name, c.Side)
	case len(c.Columns) < 1 || len(c.Columns) > MaxLootColumns:
		return fmt.Errorf("%s has %d columns; type each column of the card (1 to %d)", c.Name, len(c.Columns), MaxLootColumns)
	}
	for i, col := range c.Columns {
		column := func() string { return fmt.Sprintf("%s column %d", c.Name, i+1) }
		// A column's Bounty, what picks it, is checked before what it
		// gives.
		if b, out := firstOut(bounded{col.Bounty, 0, MaxLootBounty, "%s needs Bounty %d; type %d to %d"}); out {
			return b.err(column())
		}
		if i > 0 && col.Bounty <= c.Columns[i-1].Bounty {
			return fmt.Errorf("%s needs Bounty %d, not more than the column before; the columns rise left to right", column(), col.Bounty)
		}
		if b, out := firstOut(
			bounded{col.XP, 0, MaxLootXP, "%s gives %d XP; type %d to %d"},
			bounded{col.Health, 0, MaxLootHealth, "%s gives %d Health; type %d to %d"},
			bounded{col.Souls, 0, MaxLootSouls, "%s gives %d Souls; type %d to %d"},
		); out {
			return b.err(column())
		}
		switch {
		case c.For == LootHeroes && (col.Health != 0 || col.Souls != 0):
			return fmt.Errorf("%s is a Hero card; only the Villain's card gives Health or Souls", c.Name)
		case c.For == LootVillain && col.Roll:
			return fmt.Errorf("%s is the Villain's card; the (A) mark is on Hero cards", c.Name)
		}
	}
	return nil
}

// Fits reports whether the card serves heroes Heroes.
func (c LootStashCard) Fits(heroes int) bool {
	return heroes >= c.MinHeroes && heroes <= c.MaxHeroes
}

// Column returns the column earned by bounty: the one with the highest
// Bounty met or exceeded; false when bounty reaches none.
func (c LootStashCard) Column(bounty int) (LootColumn, bool) {
	var best LootColumn
	ok := false
	for _, col := range c.Columns {
		if bounty >= col.Bounty {
			best, ok = col, true
		}
	}
	return best, ok
}

// Validate checks a Treasure.
func (c TreasureCard) Validate() error {
	if err := checkName("The Treasure's name", c.Name, false); err != nil {
		return err
	}
	switch {
	case !c.Kind.Valid():
		return fmt.Errorf("the Treasure %s is %q; choose offense, defense or item", c.label(), c.Kind)
	case c.Bounty < 0 || c.Bounty > MaxTreasureBounty:
		return fmt.Errorf("the Treasure %s has %d Bounty icons; type 0 to %d", c.label(), c.Bounty, MaxTreasureBounty)
	case c.Row != "" && (!c.Row.Valid() || c.Kind != TreasureOffense):
		return fmt.Errorf("the Treasure %s names the Action type %q; only an Offense Treasure has one", c.label(), c.Row)
	}
	return nil
}

func (c TreasureCard) label() string {
	if c.Name == "" {
		return "(unnamed)"
	}
	return c.Name
}

// Messages of bounds that Hero and Villain boards share.
const (
	barTopsAt        = "%s's Action bar tops at %d; type a number from %d to %d"
	startsWithSpells = "%s starts with %d Spells; type %d to %d"
)

// bounded is a number on a card or a board, the range it must be in, and
// what to say when it is out: msg reads the card's name, the number, lo
// and hi, in that order (explicit indexes, %[4]d, where it skips one).
type bounded struct {
	n, lo, hi int
	msg       string
}

// outOfBounds reports the first of bs whose number is out of its range,
// said of name; nil when all are in range.
func outOfBounds(name string, bs ...bounded) error {
	if b, out := firstOut(bs...); out {
		return b.err(name)
	}
	return nil
}

// firstOut is the first of bs whose number is out of its range. It
// formats nothing, so a check whose name must be built (a Loot Stash
// column's) builds it only for a refusal: Check runs on every tap.
func firstOut(bs ...bounded) (bounded, bool) {
	for _, b := range bs {
		if b.n < b.lo || b.n > b.hi {
			return b, true
		}
	}
	return bounded{}, false
}

// err is the refusal of b's number, said of name.
func (b bounded) err(name string) error { return fmt.Errorf(b.msg, name, b.n, b.lo, b.hi) }

// checkName refuses an empty (when required), over-long or non-UTF-8 name.
func checkName(what, name string, required bool) error {
	return tracker.CheckTyped(what, name, required, MaxName, "type a name")
}
