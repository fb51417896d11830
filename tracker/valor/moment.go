package valor

import (
	"slices"

	"tableside/tracker/valor/labyrinth"
	"tableside/tracker/valor/labyrinth/plan"
)

// A moment of the Labyrinth's table, for a bug report. The Villain Round
// wizard plans its screens with the engine of package labyrinth, the same
// engine `tableside plan` runs without a window (docs/labyrinth-plan.md).
// Moment writes down the procedure and the input a screen was planned from,
// as a `tableside plan` document, and the plan the screen shows, as the
// command prints it: whoever runs the document gets what the app showed.

// Moment is the table as the screen now on show stands.
type Moment struct {
	// Round is the game's round, for the file's name.
	Round int
	// Procedure is one of plan.Procedures(): the engine's procedure the
	// screen is in the middle of.
	Procedure string
	// Doc is the `tableside plan` input document, exactly as plan.Run
	// reads it: the map, the Villain's dice and Plus-Ones, the Spells
	// flipped, the Minion cards, the turn under way, as the app used them.
	Doc []byte
	// Shown is the plan the screen shows, exactly as plan.Run prints it:
	// plan.Run(Procedure, Doc) gives these bytes. It is nil when the
	// screen shows no plan of the engine's: a roll not made yet (Doc then
	// asks the engine to roll the dice with the game's seeded source, as
	// the app would), a Minion's Regenerate die or a Defender to choose
	// before its turn is planned again, the Level Up Step's items and the
	// Battle cards (the app works those out by its own rules), and any
	// screen outside the Villain Round.
	Shown []byte
}

// Moment is the table as the screen now on show stands, for a Lludwik's
// Labyrinth game with its map in the app; false otherwise. A Villain Round
// screen planned by the engine gives its own procedure; any other screen
// gives the Minion Step the engine would plan on the map as it stands
// (`minions`), the Minions that have acted this step left out.
func (s State) Moment() (Moment, bool) {
	if s.Box != BoxLabyrinth || s.Map == nil {
		return Moment{}, false
	}
	r, err := facts()
	if err != nil {
		return Moment{}, false
	}
	b, _ := s.boxFacts()
	sc := s.screen(&env{r: r, bx: b})
	if k := s.Wizard; sc.proc == "" && k != nil && k.Moment != nil {
		// The Level Up Step's first screen, passed by the app (passBy).
		return Moment{Round: s.Round, Procedure: k.Moment.Procedure, Doc: k.Moment.Doc}, true
	}
	if sc.proc == "" {
		var acted []string
		if w := s.Wizard; w != nil && w.Minions != nil {
			acted = w.Minions.Acted
		}
		sc.planned("minions", minionsInput(s.Map, acted))
	}
	m := Moment{Round: s.Round, Procedure: sc.proc}
	if m.Doc, err = plan.Input(sc.proc, sc.input); err != nil {
		return Moment{}, false
	}
	if sc.shown != nil {
		if m.Shown, err = plan.Output(sc.proc, sc.shown); err != nil {
			return Moment{}, false
		}
	}
	return m, true
}

// planned notes the engine's procedure and the input the screen is planned
// from; the plan it shows goes in sc.shown once the engine has made it.
func (sc *screen) planned(proc string, in any) {
	sc.proc, sc.input, sc.shown = proc, in, nil
}

func spawnInput(m *labyrinth.Map, spawns []labyrinth.MinionSize) plan.SpawnInput {
	return plan.SpawnInput{Map: *m, Spawns: spawns}
}

func minionsInput(m *labyrinth.Map, acted []string) plan.MinionsInput {
	return plan.MinionsInput{Map: *m, Acted: acted}
}

func minionInput(m *labyrinth.Map, st labyrinth.TurnState) plan.MinionInput {
	return plan.MinionInput{Map: *m, Turn: st}
}

// appRoll is dice for the engine to roll with the game's seeded source, as
// "Roll in the app" would roll them now; false when the group corrected
// the app's dice faces, which the engine does not know (it rolls the
// rulebook's, 001 L867-869).
func (s *State) appRoll(d DiceCount) (labyrinth.Pool, bool) {
	f, err := labFacts()
	if err != nil {
		return labyrinth.Pool{}, false
	}
	mine := s.faces()
	if !slices.Equal(mine.Novice, f.Dice.Novice) || !slices.Equal(mine.Adept, f.Dice.Adept) || !slices.Equal(mine.Master, f.Dice.Master) {
		return labyrinth.Pool{}, false
	}
	rand := s.Rand
	return labyrinth.Pool{Dice: &labyrinth.Dice{Novice: d.Novice, Adept: d.Adept, Master: d.Master}, Rand: &rand}, true
}

// rollMoment notes, on a Villain roll's screen, the roll "Roll in the app"
// would make and what the engine plans from it.
func (s *State) rollMoment(sc *screen) {
	if sc.v.Dice == nil {
		return
	}
	pool, ok := s.appRoll(*sc.v.Dice)
	if !ok {
		return
	}
	roll := VillainRoll{PlusOnes: sc.v.PlusOnes}
	switch sc.v.Stage {
	case StageMagicRoll:
		in := newMagic(roll).input()
		in.Roll = pool
		sc.planned("magic", in)
	case StageCorruptionRoll:
		c := WizardCorruption{Roll: roll, Costs: *s.MinionCosts}
		in := c.input(s.Map)
		in.Roll = pool
		sc.planned("corruption", in)
	}
}

// levelUpMoment notes the Villain Level Up Step (000 L731-760) while
// nothing of it has changed the board yet: before the Villain Loot Stash
// is cashed out. The document carries the Villain Loot Stash card the app
// reads, so that it plans with the same columns.
func (s *State) levelUpMoment(sc *screen) {
	if s.Final || (sc.item != StepDefenders && sc.item != StepCashOut) {
		return
	}
	if c := s.stepCheck(StepCashOut); c == nil || c.Done || s.Track().Ended {
		return
	}
	r, err := facts()
	if err != nil {
		return
	}
	v := s.Villain
	defeated := len(s.DefeatedHeroes())
	in := labyrinth.LevelUpInput{
		Heroes: len(s.Heroes), DefeatedHeroes: defeated, Bounty: s.VillainStashBounty() - defeated*r.Hero.DefeatBounty,
		Health: v.Health, HealthMax: v.MaxHealth, XP: v.XP, Day: s.Day, DefeatedEarlier: s.AnyDefeated,
	}
	for _, c := range s.VillainLoot.Columns {
		in.Loot = append(in.Loot, labyrinth.LootColumn{Bounty: c.Bounty, XP: c.XP, Health: c.Health})
	}
	if len(in.Loot) == 0 || in.Loot[0].Bounty > 0 {
		// Below the card's first column the Stash gives nothing.
		in.Loot = append([]labyrinth.LootColumn{{}}, in.Loot...)
	}
	var ok bool
	if in.Rows, ok = labyrinthRows(v.Rows); ok {
		sc.planned("levelup", in)
	}
}

// labyrinthRows are a Villain's dice rows as the engine reads them, by
// kind; false for a board with two rows of one kind, which it cannot hold.
func labyrinthRows(rows []Row) (labyrinth.Rows, bool) {
	var out labyrinth.Rows
	for _, row := range rows {
		var slots *[]labyrinth.Die
		switch row.Kind {
		case RowMelee:
			slots = &out.Melee
		case RowRanged:
			slots = &out.Ranged
		case RowMagic:
			slots = &out.Magic
		case RowCorruption:
			slots = &out.Corruption
		}
		if slots == nil || *slots != nil {
			return labyrinth.Rows{}, false
		}
		*slots = []labyrinth.Die{}
		for _, d := range row.Slots {
			*slots = append(*slots, labyrinth.Die(d))
		}
	}
	return out, true
}

// finalInput is the Villain's board in the Final Battle (000 L762-891).
func (s *State) finalInput() labyrinth.FinalInput {
	v := s.Villain
	return labyrinth.FinalInput{Villain: labyrinth.FinalVillain{
		Actions: v.Actions, ActionsMax: v.MaxActions, Health: v.Health, Shields: v.Shields, Souls: v.Souls,
	}}
}
