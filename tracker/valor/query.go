package valor

import (
	"fmt"
	"slices"
)

// Queries: what the UI shows and offers, so that no rule lives in the UI.
// Who is a Hero's index or VillainWho throughout.

// Over reports whether the game has ended.
func (s State) Over() bool { return s.Winner != "" }

// HeroCount is the Hero Count of the rules: the Heroes in the game,
// joining ones included (000 L215, 001 L195).
func (s State) HeroCount() int { return len(s.Heroes) }

// Acting returns who takes a Turn now: the Hero in the Hero Step (not
// while their Sidekick acts), or Mordak in his Villain Step.
func (s State) Acting() (who int, ok bool) {
	if s.Over() {
		return 0, false
	}
	return s.acting()
}

// SidekickActing returns the Hero whose Sidekick acts now (000 L499).
func (s State) SidekickActing() (hero int, ok bool) {
	if s.Over() {
		return 0, false
	}
	return s.sidekickActing()
}

// TurnOrder lists the Heroes' turns this Hero Round, empty before the
// Initiative token is set.
func (s State) TurnOrder() []int { return slices.Clone(s.Order) }

// ActionPointsLeft is what who can still spend this Turn.
func (s State) ActionPointsLeft(who int) int {
	if who == VillainWho {
		return s.Villain.Actions - s.Villain.Spent
	}
	if who < 0 || who >= len(s.Heroes) {
		return 0
	}
	return s.Heroes[who].Actions - s.Heroes[who].Spent
}

// PlusOneCap is the most Plus-Ones who may hold (000 L317, L627; 001 L322, L699).
func (s State) PlusOneCap(who int) int {
	if who == VillainWho {
		b, _ := s.boxFacts()
		return b.Villain.PlusOneCap
	}
	if who < 0 || who >= len(s.Heroes) {
		return 0
	}
	return s.plusOneCap(&s.Heroes[who])
}

// PlusOneCost is the Hits one Plus-One costs who in a roll.
func (s State) PlusOneCost(who int) int {
	r, err := facts()
	if err != nil || (who != VillainWho && (who < 0 || who >= len(s.Heroes))) {
		return 0
	}
	b, _ := s.boxFacts()
	return s.rollCost(&env{r: r, bx: b}, who)
}

// PlusOnesHeld counts who's Plus-Ones across the board.
func (s State) PlusOnesHeld(who int) int {
	rows, err := s.rows(who)
	if err != nil {
		return 0
	}
	return sumPlusOnes(rows)
}

// DiscardsNeeded is how many Plus-Ones who must discard to gain n more:
// the rules let a Hero discard to make space (000 L317) and make the Lead
// Hero discard for the Labyrinth's Villain (000 L627).
func (s State) DiscardsNeeded(who, n int) int {
	return max(0, s.PlusOnesHeld(who)+n-s.PlusOneCap(who))
}

// DiscardRows lists the rows a Plus-One may be discarded from to make
// space on row: any other row holding one; for the Labyrinth's Villain a
// different row, which the Lead Hero chooses (000 L627).
func (s State) DiscardRows(who, row int) []int {
	rows, err := s.rows(who)
	if err != nil {
		return nil
	}
	var out []int
	for i, r := range rows {
		if i != row && r.PlusOnes > 0 {
			out = append(out, i)
		}
	}
	return out
}

// DiceCount is how many dice of each level a roll uses.
type DiceCount struct {
	Novice int `json:"novice"`
	Adept  int `json:"adept"`
	Master int `json:"master"`
}

// Dice counts the dice who rolls for row: its dice, not blanks, and not
// the Poisoned ones (000 L1004). Bonus dice are not counted (see BonusDie).
func (s State) Dice(who, row int) DiceCount {
	rows, err := s.rows(who)
	var c DiceCount
	if err != nil || row < 0 || row >= len(rows) {
		return c
	}
	r := rows[row]
	for i, d := range r.Slots {
		if slices.Contains(r.Poisoned, i) {
			continue
		}
		switch d {
		case DieNovice:
			c.Novice++
		case DieAdept:
			c.Adept++
		case DieMaster:
			c.Master++
		}
	}
	return c
}

// BonusDie is the die Dwarven Ire adds to all of a Hero's rolls while
// their Health is below 11: Adept, Master once upgraded (001 L695); ""
// when none.
func (s State) BonusDie(hero int) Die {
	r, err := facts()
	if err != nil || hero < 0 || hero >= len(s.Heroes) {
		return ""
	}
	h := &s.Heroes[hero]
	if !h.has(AbilityDwarvenIre) || !h.onMap() || h.Health >= r.Abilities.DwarvenIre.HealthBelow {
		return ""
	}
	if h.trained() {
		return DieMaster
	}
	return DieAdept
}

// RollOption is one Action Roll who could make now.
type RollOption struct {
	Rows     []int     `json:"rows"`
	Kind     RowKind   `json:"kind"`
	Dice     DiceCount `json:"dice"`
	PlusOnes int       `json:"plus_ones"`
	Usable   bool      `json:"usable"`
	Why      string    `json:"why,omitempty"`
}

// RollOptions lists the rolls who could make, one per row (and both Melee
// rows together for One-Ton Sledge), each usable or with the reason it is
// not, as StartRoll would refuse it.
func (s State) RollOptions(who int) []RollOption { return s.rollOptions(who, false) }

// rollOptions is RollOptions, or TestOptions when test is set: the same
// rows and dice, each tried once as the roll asked for.
func (s State) rollOptions(who int, test bool) []RollOption {
	rows, sets := s.rollSets(who)
	out := make([]RollOption, 0, len(sets))
	for _, set := range sets {
		o := RollOption{Rows: set, Kind: rows[set[0]].Kind}
		for _, ri := range set {
			d := s.Dice(who, ri)
			o.Dice.Novice += d.Novice
			o.Dice.Adept += d.Adept
			o.Dice.Master += d.Master
			o.PlusOnes += rows[ri].PlusOnes
		}
		o.Why = s.refusal(StartRollWith(RollCmd{Who: who, Rows: set, Test: test}))
		o.Usable = o.Why == ""
		out = append(out, o)
	}
	return out
}

// rollSets are who's rows and the sets of them one roll may take: each
// row, and both Melee rows together for One-Ton Sledge (001 L699).
func (s State) rollSets(who int) ([]Row, [][]int) {
	rows, err := s.rows(who)
	if err != nil {
		return nil, nil
	}
	var sets [][]int
	var melee []int
	for i, r := range rows {
		sets = append(sets, []int{i})
		if r.Kind == RowMelee {
			melee = append(melee, i)
		}
	}
	if who != VillainWho && s.Heroes[who].has(AbilityOneTonSledge) && len(melee) > 1 {
		sets = append(sets, melee)
	}
	return rows, sets
}

// CanRoll says whether who may make some Action Roll now (a Test roll,
// with test), and if none, why the first row may not: what a board's roll
// button needs, without trying every row once one will do.
func (s State) CanRoll(who int, test bool) (bool, string) {
	_, sets := s.rollSets(who)
	if len(sets) == 0 {
		return false, "There is no row to roll."
	}
	first := ""
	for i, set := range sets {
		why := s.refusal(StartRollWith(RollCmd{Who: who, Rows: set, Test: test}))
		if why == "" {
			return true, ""
		}
		if i == 0 {
			first = why
		}
	}
	return false, first
}

// LevelUpOption is one dice Level Up who could buy: slot Slot of row Row
// from From to To, for Cost XP.
type LevelUpOption struct {
	Row  int `json:"row"`
	Slot int `json:"slot"`
	From Die `json:"from"`
	To   Die `json:"to"`
	Cost int `json:"cost"`
}

// LevelUpOptions lists the dice Level Ups who can buy now and whether an
// Action Point can be bought; empty when who may not buy now or has not
// the XP. The Labyrinth's Villain uses VillainLevelUpPlan instead.
func (s State) LevelUpOptions(who int) (dice []LevelUpOption, action bool) {
	r, err := facts()
	if err != nil || s.Over() || s.mayLevelUp(who) != nil {
		return nil, false
	}
	xp := *s.xpOf(who)
	rows, _ := s.rows(who)
	master := who != VillainWho && s.Heroes[who].has(AbilityMuscularMasterpiece)
	if xp >= r.Hero.DieLevelUpCost && !master {
		for ri, row := range rows {
			for si, d := range row.Slots {
				if to := d.Next(); to != "" {
					dice = append(dice, LevelUpOption{Row: ri, Slot: si, From: d, To: to, Cost: r.Hero.DieLevelUpCost})
				}
			}
		}
	}
	acts, top := s.Villain.Actions, s.Villain.MaxActions
	if who != VillainWho {
		acts, top = s.Heroes[who].Actions, s.Heroes[who].MaxActions
	}
	return dice, xp >= r.Hero.ActionLevelUpCost && acts < top
}

// MasterpieceOptions lists the steps Muscular Masterpiece can buy now for
// hero: each To that at least one row can take (000 L1259).
func (s State) MasterpieceOptions(hero int) []Die {
	if hero < 0 || hero >= len(s.Heroes) || !s.Heroes[hero].has(AbilityMuscularMasterpiece) {
		return nil
	}
	var out []Die
	for _, to := range []Die{DieNovice, DieAdept, DieMaster} {
		if _, _, err := s.Apply(LevelUpAll(hero, to)); err == nil {
			out = append(out, to)
		}
	}
	return out
}

// VillainLevelUpPlan says exactly which token goes on which slot when the
// Labyrinth's Villain spends xp (000 L750-758): xp/2 Level Ups, each giving
// every row one, blanks to Novice first, then Adept, then Master, left to
// right. An odd XP is left over. The board is not changed.
func (s State) VillainLevelUpPlan(xp int) []Placement {
	b, ok := s.boxFacts()
	if !ok || b.Villain.LevelUpXP < 1 || xp < b.Villain.LevelUpXP {
		return nil
	}
	return planLevelUps(cloneRows(s.Villain.Rows), xp/b.Villain.LevelUpXP)
}

// VillainXPToSpend is the XP the Labyrinth's Villain spends now: all its
// XP in twos, or 0 when every row is Master (000 L750, L754).
func (s State) VillainXPToSpend() int {
	b, ok := s.boxFacts()
	if !ok || s.Box != BoxLabyrinth || !s.villainCanLevel() {
		return 0
	}
	return s.Villain.XP - s.Villain.XP%b.Villain.LevelUpXP
}

// CashOutPreview says what cashing out a Loot Stash gives now.
type CashOutPreview struct {
	Stash  LootFor `json:"stash"`
	Bounty int     `json:"bounty"`
	// Card and Column are the Loot Stash card used and its column; Column
	// is nil when the Bounty reaches none.
	Card   string      `json:"card,omitempty"`
	Column *LootColumn `json:"column,omitempty"`
	// Rewards is false when Bounty gives nothing now (001 L567).
	Rewards bool `json:"rewards"`
	// NeedsDie: the column has the (A) mark: a Novice die for every Hero.
	NeedsDie bool `json:"needs_die,omitempty"`
	XPEach   int  `json:"xp_each,omitempty"`
	XP       int  `json:"xp,omitempty"`
	Health   int  `json:"health,omitempty"`
	Souls    int  `json:"souls,omitempty"`
	// Respawns lists the Heroes who come back.
	Respawns []int `json:"respawns,omitempty"`
	// Due: the cash-out is the checklist item due now.
	Due bool `json:"due"`
}

// CashOutPreview says what cashing out stash would give now, and whether
// it is due.
func (s State) CashOutPreview(stash LootFor) CashOutPreview {
	p := CashOutPreview{Stash: stash}
	r, err := facts()
	if err != nil {
		return p
	}
	c, pending := s.current()
	if c != nil {
		switch c.Key {
		case StepCashOut:
			p.Due = (s.Phase == PhaseHeroLevelUp) == (stash == LootHeroes)
		case StepCashHeroes:
			p.Due = stash == LootHeroes
		case StepCashVillain:
			p.Due = stash == LootVillain
		}
	}
	p.Rewards = !(s.Box == BoxMordak && s.Final) || pending
	if stash == LootHeroes {
		p.Bounty, p.Card = s.HeroStashBounty(), s.HeroLoot.Name
		if pending && p.Bounty == 0 && len(s.HeroStash.Minions)+len(s.HeroStash.Treasures) == 0 {
			p.Rewards = false
		}
		if col, ok := s.HeroLoot.Column(p.Bounty); ok && p.Rewards {
			p.Column, p.XPEach, p.NeedsDie = &col, col.XP, col.Roll
		}
		return p
	}
	p.Bounty, p.Card, p.Respawns = s.VillainStashBounty(), s.VillainLoot.Name, s.DefeatedHeroes()
	if pending && p.Bounty == 0 {
		p.Rewards = false
	}
	switch {
	case !p.Rewards:
	case s.Box == BoxLabyrinth && s.Final:
		p.Souls = p.Bounty / r.Hero.DefeatBounty
		p.Card = "1 Soul for each Defeated Hero"
		if b := s.VillainLootB; b != nil {
			p.Card, p.Souls = b.Name, 0
			if col, ok := b.Column(p.Bounty); ok {
				p.Column, p.Souls = &col, col.Souls
			}
		}
	default:
		if col, ok := s.VillainLoot.Column(p.Bounty); ok {
			p.Column, p.XP, p.Health = &col, col.XP, min(col.Health, s.Villain.MaxHealth-s.Villain.Health)
		}
	}
	return p
}

// TrackView is the day track as the UI shows it.
type TrackView struct {
	Name string `json:"name"`
	// Day is 0 for Start; Days the last.
	Day  int `json:"day"`
	Days int `json:"days"`
	// Prompt is what the players do for the day reached.
	Prompt string `json:"prompt"`
	// Ended: the track is at its end.
	Ended bool `json:"ended"`
	// BonusNext: advancing now gives the Labyrinth's Villain its bonus
	// XP (000 L803, L807).
	BonusNext bool `json:"bonus_next,omitempty"`
	// Shrines found and needed (Minions of Mordak; Needed 0: revealing
	// the whole map ends the track instead).
	Shrines       int `json:"shrines,omitempty"`
	ShrinesNeeded int `json:"shrines_needed,omitempty"`
}

// Track describes the Approach of Doom or the Procession of Horrors now.
func (s State) Track() TrackView {
	b, _ := s.boxFacts()
	t := TrackView{Name: b.Track.Name, Day: s.Day, Days: b.Track.Days, Ended: s.Day >= b.Track.Days,
		Shrines: s.Shrines, ShrinesNeeded: s.ShrinesNeeded}
	t.BonusNext = !t.Ended && slices.Contains(b.Track.BonusDays, s.Day+1) && !s.AnyDefeated
	switch {
	case s.Day == 0:
		t.Prompt = "Start: the track advances one day each Villain Level Up Step."
	case s.Box == BoxLabyrinth && t.Ended && !s.Final:
		t.Prompt = fmt.Sprintf("Day %d: read the Day %d entry; in most Missions the Final Battle begins now.", s.Day, s.Day)
	case s.Box == BoxLabyrinth:
		t.Prompt = fmt.Sprintf("Day %d: read the Day %d entry.", s.Day, s.Day)
	case t.Ended && !s.Final:
		t.Prompt = fmt.Sprintf("Day %d: the track's end; the board flips and %s enters as the next Villain Round begins.", s.Day, s.Villain.Name)
	default:
		t.Prompt = fmt.Sprintf("Day %d: do what its row on the board says.", s.Day)
	}
	return t
}

// SlotRef names a slot of a board.
type SlotRef struct {
	Row  int `json:"row"`
	Slot int `json:"slot"`
}

// PoisonTargets lists the dice a Poison token may cover on hero's board:
// dice not Poisoned yet (000 L1004).
func (s State) PoisonTargets(hero int) []SlotRef {
	if hero < 0 || hero >= len(s.Heroes) {
		return nil
	}
	var out []SlotRef
	for ri, r := range s.Heroes[hero].Rows {
		for si, d := range r.Slots {
			if d != DieBlank && !slices.Contains(r.Poisoned, si) {
				out = append(out, SlotRef{Row: ri, Slot: si})
			}
		}
	}
	return out
}

// EquipOption is a Treasure of the Hero Loot Stash and a slot that takes it.
type EquipOption struct {
	Stash int `json:"stash"`
	Slot  int `json:"slot"`
}

// EquipOptions lists where hero could equip each Treasure of the Hero Loot
// Stash: slots of its type (000 L532).
func (s State) EquipOptions(hero int) []EquipOption {
	if hero < 0 || hero >= len(s.Heroes) {
		return nil
	}
	var out []EquipOption
	for ti, t := range s.HeroStash.Treasures {
		for si, k := range s.Heroes[hero].Slots {
			if k == t.Kind {
				out = append(out, EquipOption{Stash: ti, Slot: si})
			}
		}
	}
	return out
}

// RespawnPlace names where a Defeated Hero comes back now.
func (s State) RespawnPlace() string { return s.respawnPlace() }

// Elementals counts the Elementals on the map (at most 2, 000 L504).
func (s State) Elementals() int { return s.elementals() }

// BattleCards is how many Battle cards the Labyrinth's Villain flips in a
// Final Battle turn: one per Action Point (000 L814, L857).
func (s State) BattleCards() int { return s.Villain.Actions }

// CanRemoveHero says whether a Hero can be removed now, and if not why
// (the start of a Level Up Step, 000 L1043, 001 L648). Removing may still
// need the Loot Stash cards for the new Hero count.
func (s State) CanRemoveHero() (bool, string) {
	r, err := facts()
	if err != nil {
		return false, err.Error()
	}
	b, _ := s.boxFacts()
	if err := s.removeBlock(&env{r: r, bx: b}); err != nil {
		return false, err.Error()
	}
	return true, ""
}

// Prompt is one line saying what the table does now.
func (s State) Prompt() string {
	if s.Over() {
		return "Game over: " + s.winWords() + "."
	}
	if s.Roll != nil {
		return fmt.Sprintf("%s's %s roll: %d Hits in the pool.", s.whoName(s.Roll.Who), s.Roll.Kind.Title(), s.Roll.Hits)
	}
	if v := s.WizardView(); v.Active {
		return v.Say
	}
	if c, pending := s.current(); c != nil {
		text, _ := s.stepText(c.Key, pending)
		return text
	}
	if s.initiativeDue() {
		return fmt.Sprintf("%s, the Lead Hero: Charge (go first) or Hold (go last)?", s.heroName(s.Lead))
	}
	if i, ok := s.sidekickActing(); ok {
		return fmt.Sprintf("%s's %s acts.", s.Heroes[i].Name, s.Heroes[i].sidekickName())
	}
	if who, ok := s.acting(); ok {
		if who != VillainWho && s.TurnEnded {
			return fmt.Sprintf("%s was Defeated on their Turn; end it.", s.Heroes[who].Name)
		}
		actions := s.Villain.Actions
		if who != VillainWho {
			actions = s.Heroes[who].Actions
		}
		return fmt.Sprintf("%s's Turn: %d of %d Action Points left.", s.whoName(who), s.ActionPointsLeft(who), actions)
	}
	return "Every item of the " + s.Phase.Title() + " is done; end the step."
}
