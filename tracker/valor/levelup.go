package valor

import (
	"fmt"
	"strings"

	"tableside/tracker"
)

// Placement is one dice token the Villain's Level Up puts on its board:
// Level Up number LevelUp (from 1) turns slot Slot of row Row from From
// into To (000 L750-754).
type Placement struct {
	LevelUp int     `json:"level_up"`
	Row     int     `json:"row"`
	Kind    RowKind `json:"kind"`
	Slot    int     `json:"slot"`
	From    Die     `json:"from"`
	To      Die     `json:"to"`
}

// villainSlot is the slot a row's next Level Up fills: a row first fills
// its blanks with Novice dice, then turns them Adept, then Master, left to
// right; a row of Masters takes no more (000 L751-754).
func villainSlot(r Row) (int, bool) {
	for _, want := range []Die{DieBlank, DieNovice, DieAdept} {
		for i, d := range r.Slots {
			if d == want {
				return i, true
			}
		}
	}
	return 0, false
}

// planLevelUps applies steps Level Ups to every row of rows, in place,
// and returns the tokens placed.
func planLevelUps(rows []Row, steps int) []Placement {
	var out []Placement
	for n := 1; n <= steps; n++ {
		for ri := range rows {
			slot, ok := villainSlot(rows[ri])
			if !ok {
				continue
			}
			from := rows[ri].Slots[slot]
			rows[ri].Slots[slot] = from.Next()
			out = append(out, Placement{LevelUp: n, Row: ri, Kind: rows[ri].Kind, Slot: slot, From: from, To: from.Next()})
		}
	}
	return out
}

func (s *State) villainCanLevel() bool {
	for _, r := range s.Villain.Rows {
		if _, ok := villainSlot(r); ok {
			return true
		}
	}
	return false
}

// villainLevelUps gives every Villain row steps Level Ups.
func (s *State) villainLevelUps(steps int) []Placement {
	return planLevelUps(s.Villain.Rows, steps)
}

func planWords(s *State, plan []Placement) string {
	var parts []string
	for _, p := range plan {
		parts = append(parts, fmt.Sprintf("%s slot %d %s -> %s", p.Kind.Title(), p.Slot+1, p.From.Title(), p.To.Title()))
	}
	return strings.Join(parts, ", ")
}

// mayLevelUp refuses a Level Up purchase outside the moment for it: a
// Hero's in the Hero Level Up Step once the Stash is cashed out (000 L574,
// 001 L525) or at once after joining (000 L1034); Mordak's in his Level Up
// Step (001 L525); everyone's last XP as the Mordak Final Battle begins
// (001 L566).
func (s *State) mayLevelUp(who int) error {
	finalSpend := s.Pending == PendingFinal && s.currentIs(StepFinalLevelUps)
	if who == VillainWho {
		switch {
		case s.Box == BoxLabyrinth:
			return tracker.Refuse("The Labyrinth's Villain spends XP in twos, a Level Up for every row at once; use the Villain Level Up.")
		case finalSpend, s.Pending == "" && s.Phase == PhaseVillainLevelUp && s.currentIs(StepLevelUps):
			return nil
		}
		return tracker.Refuse("%s buys Level Ups in the Villain Level Up Step, once the Loot Stash is cashed out.", s.Villain.Name)
	}
	h, err := s.hero(who)
	if err != nil {
		return err
	}
	switch {
	case h.NewXP, finalSpend, s.Pending == "" && s.Phase == PhaseHeroLevelUp && s.currentIs(StepLevelUps):
		return nil
	}
	return tracker.Refuse("Heroes buy Level Ups in the Hero Level Up Step, once the Loot Stash is cashed out.")
}

func (s *State) xpOf(who int) *int {
	if who == VillainWho {
		return &s.Villain.XP
	}
	return &s.Heroes[who].XP
}

// levelUpDie spends 1 XP on one dice step: a blank to Novice, Novice to
// Adept, Adept to Master (000 L576-578, 001 L531-533).
func (s *State) levelUpDie(e *env, a LevelUpDieCmd) (string, error) {
	if err := s.mayLevelUp(a.Who); err != nil {
		return "", err
	}
	row, err := s.row(a.Who, a.Row)
	if err != nil {
		return "", err
	}
	name := s.whoName(a.Who)
	if a.Who != VillainWho && s.Heroes[a.Who].has(AbilityMuscularMasterpiece) {
		return "", tracker.Refuse("%s has Muscular Masterpiece: no 1 XP dice upgrades; pay %d XP to upgrade all 3 rows the same way.",
			name, e.r.Abilities.MuscularMasterpiece.AllRowsCost)
	}
	if a.Slot < 0 || a.Slot >= len(row.Slots) {
		return "", tracker.Refuse("The %s row has %d slots; there is no slot %d.", row.Kind.Title(), len(row.Slots), a.Slot+1)
	}
	from := row.Slots[a.Slot]
	to := from.Next()
	xp := s.xpOf(a.Who)
	cost := e.r.Hero.DieLevelUpCost
	switch {
	case to == "":
		return "", tracker.Refuse("That slot holds a Master die already; Master is the top.")
	case *xp < cost:
		return "", tracker.Refuse("%s has %d XP; a dice Level Up costs %d.", name, *xp, cost)
	}
	row.Slots[a.Slot] = to
	*xp -= cost
	return fmt.Sprintf("%s: %s slot %d %s -> %s (%d XP; %d left)", name, row.Kind.Title(), a.Slot+1, from.Title(), to.Title(), cost, *xp), nil
}

// levelUpAction spends 3 XP on an Action Point (000 L579, 001 L534).
func (s *State) levelUpAction(e *env, a LevelUpActionCmd) (string, error) {
	if err := s.mayLevelUp(a.Who); err != nil {
		return "", err
	}
	name := s.whoName(a.Who)
	acts, top := &s.Villain.Actions, s.Villain.MaxActions
	if a.Who != VillainWho {
		acts, top = &s.Heroes[a.Who].Actions, s.Heroes[a.Who].MaxActions
	}
	xp := s.xpOf(a.Who)
	cost := e.r.Hero.ActionLevelUpCost
	switch {
	case *acts >= top:
		return "", tracker.Refuse("%s's Action bar is full (%d); spend the XP on dice.", name, top)
	case *xp < cost:
		return "", tracker.Refuse("%s has %d XP; an Action Point costs %d.", name, *xp, cost)
	}
	*acts++
	*xp -= cost
	return fmt.Sprintf("%s: %d -> %d Action Points (%d XP; %d left)", name, *acts-1, *acts, cost, *xp), nil
}

// levelUpAll is Muscular Masterpiece: 2 XP upgrade every dice row the same
// way, each row's first slot one step below To; rows that cannot take the
// step are left, so the rows stay as equal as they can (000 L1259).
func (s *State) levelUpAll(e *env, a LevelUpAllCmd) (string, error) {
	h, err := s.hero(a.Hero)
	if err != nil {
		return "", err
	}
	if !h.has(AbilityMuscularMasterpiece) {
		return "", tracker.Refuse("%s does not have Muscular Masterpiece; buy dice Level Ups one at a time.", h.Name)
	}
	if err := s.mayLevelUp(a.Hero); err != nil {
		return "", err
	}
	if a.To.Level() < 1 {
		return "", tracker.Refuse("Choose the step: a new Novice die, Novice to Adept, or Adept to Master.")
	}
	cost := e.r.Abilities.MuscularMasterpiece.AllRowsCost
	if h.XP < cost {
		return "", tracker.Refuse("%s has %d XP; Muscular Masterpiece costs %d.", h.Name, h.XP, cost)
	}
	var parts []string
	for ri := range h.Rows {
		row := &h.Rows[ri]
		for si, d := range row.Slots {
			if d.Level() == a.To.Level()-1 {
				row.Slots[si] = a.To
				parts = append(parts, fmt.Sprintf("%s slot %d", row.Kind.Title(), si+1))
				break
			}
		}
	}
	if len(parts) == 0 {
		return "", tracker.Refuse("No row of %s's has a %s to turn into a %s.", h.Name, dieBelow(a.To).Title(), a.To.Title())
	}
	h.XP -= cost
	return fmt.Sprintf("%s: %s -> %s in %s (%d XP; %d left)", h.Name, dieBelow(a.To).Title(), a.To.Title(), strings.Join(parts, ", "), cost, h.XP), nil
}

func dieBelow(d Die) Die {
	switch d {
	case DieNovice:
		return DieBlank
	case DieAdept:
		return DieNovice
	case DieMaster:
		return DieAdept
	}
	return ""
}

// villainLevelUp spends the Labyrinth Villain's XP: only in twos, each 2
// giving every dice row one Level Up (000 L750-754).
func (s *State) villainLevelUp(e *env, a VillainLevelUpCmd) (string, error) {
	v := &s.Villain
	step := e.bx.Villain.LevelUpXP
	switch {
	case s.Box != BoxLabyrinth:
		return "", tracker.Refuse("%s buys Level Ups one at a time, like a Hero.", v.Name)
	case s.Pending != "" || s.Phase != PhaseVillainLevelUp || !s.currentIs(StepLevelUps):
		return "", tracker.Refuse("The Villain spends XP in its Level Up Step, after cashing out its Loot Stash.")
	case a.XP < step:
		return "", tracker.Refuse("The Villain spends XP only in twos; spend %d or more.", step)
	case a.XP%step != 0:
		return "", tracker.Refuse("The Villain spends XP only in twos: spend %d and keep 1 as a token.", a.XP-a.XP%step)
	case a.XP > v.XP:
		return "", tracker.Refuse("%s has %d XP; it cannot spend %d.", v.Name, v.XP, a.XP)
	case !s.villainCanLevel():
		return "", tracker.Refuse("Every row of %s is Master already; further XP has no effect. Tick the item and save the XP.", v.Name)
	}
	plan := s.villainLevelUps(a.XP / step)
	old := v.XP
	v.XP -= a.XP
	return fmt.Sprintf("%s: spends %d XP (%d -> %d), %d Level Up%s for every row: %s", v.Name, a.XP, old, v.XP, a.XP/step, plural(a.XP/step), planWords(s, plan)), nil
}
