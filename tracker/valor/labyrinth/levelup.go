package labyrinth

import (
	"fmt"

	"tableside/tracker"
)

// Die is one dice slot of a Villain's row.
type Die string

// A slot is blank until a Level Up covers it with a Novice die, which later
// Level Ups turn Adept, then Master (000 L750-754).
const (
	Blank  Die = "blank"
	Novice Die = "novice"
	Adept  Die = "adept"
	Master Die = "master"
)

var dieLevels = []Die{Blank, Novice, Adept, Master}

// UnmarshalJSON accepts only the four slot states.
func (d *Die) UnmarshalJSON(b []byte) error { return unmarshalEnum(b, d, dieLevels...) }

// Rows are the Villain's dice rows, slots left to right. A row the board
// does not have is left out.
type Rows struct {
	Melee      []Die `json:"melee,omitempty"`
	Ranged     []Die `json:"ranged,omitempty"`
	Magic      []Die `json:"magic,omitempty"`
	Corruption []Die `json:"corruption,omitempty"`
}

func (r *Rows) row(t ActionType) *[]Die {
	return byType(t, &r.Melee, &r.Ranged, &r.Magic, &r.Corruption)
}

func (r Rows) clone() Rows {
	for _, t := range actionTypes {
		if p := r.row(t); *p != nil {
			*p = append([]Die(nil), *p...)
		}
	}
	return r
}

const maxSlots = 12

func (r Rows) check() error {
	filled := false
	for _, t := range actionTypes {
		row := *r.row(t)
		if len(row) > maxSlots {
			return fieldf(string(t), "a row has at most %d slots", maxSlots)
		}
		for i, d := range row {
			if !oneOf(d, dieLevels...) {
				return fieldf(fmt.Sprintf("%s[%d]", t, i), "%s", want(dieLevels))
			}
		}
		filled = filled || len(row) > 0
	}
	if !filled {
		return fieldf("", "the Villain board has at least one dice row")
	}
	return nil
}

// DieUpgrade is one slot of one row receiving a die token.
type DieUpgrade struct {
	// LevelUp counts the Level Ups of this step, from 1; each gives every
	// row one upgrade (000 L750).
	LevelUp int        `json:"level_up"`
	Row     ActionType `json:"row"`
	// Slot is the slot's place in the row, 0 the left-most.
	Slot int `json:"slot"`
	From Die `json:"from"`
	To   Die `json:"to"`
	// Bonus marks the Approach of Doom's extra 2 XP (L803, L807).
	Bonus bool `json:"bonus,omitempty"`
}

// Spend is XP spent on dice Level Ups.
type Spend struct {
	Rows     Rows         `json:"rows"`
	Upgrades []DieUpgrade `json:"upgrades"`
	Saved    int          `json:"saved"`
}

// SpendXP spends xp the Villain's way (000 L750-754): only in 2s, each 2
// giving every row one Level Up; a row first fills its blanks with Novice
// dice, then turns Novices Adept, then Adepts Master, one slot at a time
// (the left-most that can take it: which slot is cosmetic); a row of
// Masters takes no more. An odd XP is saved.
func SpendXP(rows Rows, xp int) (Spend, error) {
	f, err := facts()
	if err != nil {
		return Spend{}, err
	}
	if err := rows.check(); err != nil {
		return Spend{}, within(err, "rows")
	}
	if xp < 0 || xp > maxHits {
		return Spend{}, fieldf("xp", "0 to %d XP", maxHits)
	}
	s := Spend{Rows: rows.clone(), Upgrades: []DieUpgrade{}, Saved: xp % f.LevelUpXP}
	for n := 1; n <= xp/f.LevelUpXP; n++ {
		s.Upgrades = append(s.Upgrades, levelUp(&s.Rows, n, false)...)
	}
	return s, nil
}

// levelUp gives every row one upgrade.
func levelUp(r *Rows, n int, bonus bool) []DieUpgrade {
	var out []DieUpgrade
	for _, t := range actionTypes {
		row := *r.row(t)
	levels:
		for lv := 0; lv < len(dieLevels)-1; lv++ {
			for i, d := range row {
				if d == dieLevels[lv] {
					row[i] = dieLevels[lv+1]
					out = append(out, DieUpgrade{LevelUp: n, Row: t, Slot: i, From: d, To: row[i], Bonus: bonus})
					break levels
				}
			}
		}
	}
	return out
}

// LootColumn is one column of a Loot Stash card: the reward once the
// Bounty cashed in reaches Bounty.
type LootColumn struct {
	Bounty int `json:"bounty"`
	XP     int `json:"xp,omitempty"`
	Health int `json:"health,omitempty"`
	Souls  int `json:"souls,omitempty"`
}

// lookup is the column with the highest Bounty not above total.
func lookup(card []LootColumn, total int) LootColumn {
	var c LootColumn
	for _, col := range card {
		if col.Bounty <= total {
			c = col
		}
	}
	return c
}

func checkLoot(card []LootColumn, souls bool) error {
	if len(card) == 0 || card[0].Bounty != 0 {
		return fieldf("", "list the card's columns from 0 Bounty upward")
	}
	for i, c := range card {
		at := fmt.Sprintf("[%d]", i)
		switch {
		case i > 0 && c.Bounty <= card[i-1].Bounty:
			return fieldf(at+".bounty", "each column needs more Bounty than the one before")
		case c.XP < 0 || c.Health < 0 || c.Souls < 0 || c.Bounty > maxHits || c.XP > maxHits || c.Health > maxHits || c.Souls > maxHits:
			return fieldf(at, "rewards are 0 to %d", maxHits)
		case souls && (c.XP != 0 || c.Health != 0):
			return fieldf(at, "side B pays Souls only")
		case !souls && c.Souls != 0:
			return fieldf(at+".souls", "side A pays XP and Health, not Souls")
		}
	}
	return nil
}

func printedLoot(heroes int, side string) ([]LootColumn, bool, error) {
	f, err := facts()
	if err != nil {
		return nil, false, err
	}
	c, ok := f.VillainLootCard(heroes, side)
	if !ok {
		return nil, false, nil
	}
	out := make([]LootColumn, len(c.Columns))
	for i, col := range c.Columns {
		out[i] = LootColumn{Bounty: col.Bounty, XP: col.XP, Health: col.Health, Souls: col.Souls}
	}
	return out, true, nil
}

// DoomAdvance is the Approach of Doom moving one Day (000 L760, L801-809).
type DoomAdvance struct {
	From    int    `json:"from"`
	To      int    `json:"to"`
	Day     string `json:"day"`
	BonusXP int    `json:"bonus_xp"`
	Say     string `json:"say"`
}

// AdvanceDoom moves the track from day (0 is Start) to the next. On Days 1
// and 3 the Villain spends an extra 2 XP if no Hero has been Defeated this
// game (L803, L807). From Day 4 the track does not move: the Final Battle
// has its own Level Up Step (L887).
func AdvanceDoom(day int, heroDefeated bool) (DoomAdvance, error) {
	f, err := facts()
	if err != nil {
		return DoomAdvance{}, err
	}
	last := len(f.DoomDays) - 1
	switch {
	case day < 0 || day > last:
		return DoomAdvance{}, fieldf("day", "the Approach of Doom runs from 0 (Start) to %d (%s)", last, f.DoomDays[last].Name)
	case day == last:
		return DoomAdvance{}, tracker.Refuse("The Approach of Doom is on %s: it moves no further. Use the Final Battle Level Up Step.", f.DoomDays[last].Name)
	}
	d := DoomAdvance{From: day, To: day + 1, Day: f.DoomDays[day+1].Name}
	d.Say = fmt.Sprintf("Move the Villain's standee to %s and read its entry in the Campaign Book.", d.Day)
	if b := f.DoomDays[day+1].BonusXP; b > 0 {
		if heroDefeated {
			d.Say += fmt.Sprintf(" A Hero has been Defeated this game, so no extra %d XP.", b)
		} else {
			d.BonusXP = b
			d.Say += fmt.Sprintf(" No Hero has been Defeated this game: the Villain spends an extra %d XP.", b)
		}
	}
	return d, nil
}

// CloseOffMap is the Approach of Doom when the map is Closed Off: it skips
// to Day 4 at once (000 L451), with no bonus XP for the days skipped.
func CloseOffMap(day int) (DoomAdvance, error) {
	f, err := facts()
	if err != nil {
		return DoomAdvance{}, err
	}
	last := len(f.DoomDays) - 1
	if day < 0 || day >= last {
		return DoomAdvance{}, tracker.Refuse("The Approach of Doom is already on %s.", f.DoomDays[last].Name)
	}
	return DoomAdvance{From: day, To: last, Day: f.DoomDays[last].Name,
		Say: fmt.Sprintf("The map is Closed Off: skip to %s and read its entry now.", f.DoomDays[last].Name)}, nil
}

// LevelUpInput is the Villain Level Up Step before the Final Battle
// (000 L731-760).
type LevelUpInput struct {
	// Heroes is the Hero count; it picks the Villain Loot Stash card.
	Heroes int `json:"heroes"`
	// Loot is the side A card's table, needed when the rulebook does not
	// print the card for this Hero count (it prints 3-6, L834).
	Loot []LootColumn `json:"loot,omitempty"`
	// DefeatedHeroes are the Heroes in the Villain Loot Stash, 3 Bounty
	// each (L738); Bounty is any other Bounty there.
	DefeatedHeroes int `json:"defeated_heroes,omitempty"`
	Bounty         int `json:"bounty,omitempty"`
	// Health is the Villain's Health and HealthMax the top of its bar.
	Health    int `json:"health"`
	HealthMax int `json:"health_max"`
	// XP are the XP tokens the Villain saved.
	XP   int  `json:"xp,omitempty"`
	Rows Rows `json:"rows"`
	// Day is the Approach of Doom before it advances: 0 Start, 1-3 Days.
	Day int `json:"day"`
	// DefeatedEarlier is true when a Hero was Defeated earlier this game.
	DefeatedEarlier bool `json:"defeated_earlier,omitempty"`
}

// LevelUpPlan is the whole Villain Level Up Step.
type LevelUpPlan struct {
	Bounty       int `json:"bounty"`
	XPGained     int `json:"xp_gained"`
	HealthGained int `json:"health_gained"`
	// Health is the Villain's Health afterwards: above the start if it
	// gains, never above the top of the bar (L740).
	Health int `json:"health"`
	// XP is what it spends from: saved plus gained.
	XP       int          `json:"xp"`
	Upgrades []DieUpgrade `json:"upgrades"`
	XPSaved  int          `json:"xp_saved"`
	Doom     DoomAdvance  `json:"doom"`
	Rows     Rows         `json:"rows"`
	Steps    []string     `json:"steps"`
}

func (in LevelUpInput) check() ([]LootColumn, error) {
	if err := checkBounds(
		bound{"heroes", in.Heroes, 1, 6, "%d to %d Heroes"},
		bound{"defeated_heroes", in.DefeatedHeroes, 0, 99, ""},
		bound{"bounty", in.Bounty, 0, maxHits, ""},
		bound{"health_max", in.HealthMax, 1, maxHits, "the top of the Health bar is %d to %d"},
		bound{"health", in.Health, 0, in.HealthMax, "%d to health_max (%d)"},
		bound{"xp", in.XP, 0, maxHits, ""},
	); err != nil {
		return nil, err
	}
	if err := in.Rows.check(); err != nil {
		return nil, within(err, "rows")
	}
	if in.Loot != nil {
		if err := checkLoot(in.Loot, false); err != nil {
			return nil, within(err, "loot")
		}
		return in.Loot, nil
	}
	card, ok, err := printedLoot(in.Heroes, "A")
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fieldf("loot", "the rulebook prints the Villain Loot Stash only for 3-6 Heroes; enter the %d-Hero card's columns", in.Heroes)
	}
	return card, nil
}

// LevelUp plans the Villain Level Up Step (000 L731-760): clear Defenders,
// cash the Villain Loot Stash for XP and Health, spend XP in 2s on every
// row, then advance the Approach of Doom with its bonus. Worked example of
// the spending: L758.
func LevelUp(in LevelUpInput) (LevelUpPlan, error) {
	f, err := facts()
	if err != nil {
		return LevelUpPlan{}, err
	}
	card, err := in.check()
	if err != nil {
		return LevelUpPlan{}, err
	}
	doom, err := AdvanceDoom(in.Day, in.DefeatedEarlier || in.DefeatedHeroes > 0)
	if err != nil {
		return LevelUpPlan{}, err
	}
	p := LevelUpPlan{Bounty: in.DefeatedHeroes*f.DefeatedHeroBounty + in.Bounty, Doom: doom}
	col := lookup(card, p.Bounty)
	p.XPGained, p.XP = col.XP, in.XP+col.XP
	p.Health = min(in.Health+col.Health, in.HealthMax)
	p.HealthGained = p.Health - in.Health
	spent, err := SpendXP(in.Rows, p.XP)
	if err != nil {
		return LevelUpPlan{}, err
	}
	p.Rows, p.Upgrades, p.XPSaved = spent.Rows, spent.Upgrades, spent.Saved
	p.Steps = []string{"Clear the Defender markers."}
	if in.DefeatedHeroes > 0 {
		p.Steps = append(p.Steps, fmt.Sprintf("Cash in %s for %d Bounty each; they return to Base Camp with full Health, statuses removed.",
			count(in.DefeatedHeroes, "Defeated Hero", "Defeated Heroes"), f.DefeatedHeroBounty))
	}
	p.Steps = append(p.Steps, fmt.Sprintf("%d Bounty on the Villain Loot Stash: +%d XP, +%d Health (now %d).", p.Bounty, p.XPGained, p.HealthGained, p.Health))
	levels := p.XP / f.LevelUpXP
	if levels > 0 {
		p.Steps = append(p.Steps, fmt.Sprintf("Spend %d XP: %s for every row; save %d XP.", levels*f.LevelUpXP, count(levels, "Level Up", "Level Ups"), p.XPSaved))
	} else {
		p.Steps = append(p.Steps, fmt.Sprintf("%d XP buys no Level Up (they cost %d); save it.", p.XPSaved, f.LevelUpXP))
	}
	if doom.BonusXP > 0 {
		n := levels
		for k := 1; k <= doom.BonusXP/f.LevelUpXP; k++ {
			p.Upgrades = append(p.Upgrades, levelUp(&p.Rows, n+k, true)...)
		}
	}
	p.Steps = append(p.Steps, doom.Say)
	return p, nil
}
