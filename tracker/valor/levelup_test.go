package valor

import (
	"slices"
	"strings"
	"testing"

	"tableside/tracker"
)

// toHeroLevelUps plays the Hero Step and the Hero Level Up Step up to its
// Level Ups item.
func toHeroLevelUps(t testing.TB, s State) State {
	t.Helper()
	return toHeroItem(t, s, StepLevelUps)
}

// toVillainLevelUp plays on to the Villain Level Up Step.
func toVillainLevelUp(t testing.TB, s State) State {
	t.Helper()
	if s.Phase == PhaseHeroStep || s.Phase == PhaseHeroLevelUp {
		s = toVillainRound(t, s)
	}
	return playUntil(t, s, PhaseVillainLevelUp)
}

// TestGolemLevelUp000L758 reproduces 000 L750-758: the Golem earns 6 XP
// and spends it on three dice Level Ups for each row, each row filling its
// blanks with Novice dice first, then Adept, then Master.
func TestGolemLevelUp000L758(t *testing.T) {
	s := lab(t) // Golem: Magic N _ _, Corruption N N _, Melee A A M
	s = toVillainRound(t, s)
	s = finishChecklist(t, s)
	s = mustApply(t, s, EndStep()) // the Minion Step: its Minions Defeat two Heroes
	s = mustApply(t, s, Damage(1, 20, "a Minion"))
	s = mustApply(t, s, Damage(2, 20, "a Minion"))
	s = finishChecklist(t, s)
	s = mustApply(t, s, EndStep())
	s = mustApply(t, s, Tick(StepDefenders))
	s, words := applyWords(t, s, CashOut(LootVillain, nil))
	if want := "Villain Loot Stash: 6 Bounty -> 0 -> 6 XP, 50 -> 60 Health (Villain Loot Stash 3-6 (A), column 6); Bjorn, Gwen back to Base Camp at full Health"; words != want {
		t.Fatalf("000 L736-738 cash-out:\n%q\nwant\n%q", words, want)
	}
	plan := s.VillainLevelUpPlan(s.Villain.XP)
	want := []Placement{
		{1, 0, RowMagic, 1, B, N}, {1, 1, RowCorruption, 2, B, N}, {1, 2, RowMelee, 0, A, M},
		{2, 0, RowMagic, 2, B, N}, {2, 1, RowCorruption, 0, N, A}, {2, 2, RowMelee, 1, A, M},
		{3, 0, RowMagic, 0, N, A}, {3, 1, RowCorruption, 1, N, A},
	}
	if !slices.Equal(plan, want) {
		t.Fatalf("000 L751-754 the plan:\n%+v\nwant\n%+v", plan, want)
	}
	mustRefuse(t, s, Tick(StepLevelUps), "spends every 2")
	mustRefuse(t, s, VillainLevelUp(5), "only in twos")
	s, words = applyWords(t, s, VillainLevelUp(6))
	if !strings.Contains(words, "Golem: spends 6 XP (6 -> 0), 3 Level Ups for every row: Magic slot 2 blank -> Novice") {
		t.Fatalf("words %q", words)
	}
	rows := s.Villain.Rows
	for i, w := range [][]Die{{A, N, N}, {A, A, N}, {M, M, M}} {
		if !slices.Equal(rows[i].Slots, w) {
			t.Errorf("row %d: %v, want %v", i, rows[i].Slots, w)
		}
	}
	if s.Villain.XP != 0 {
		t.Errorf("XP left %d", s.Villain.XP)
	}
	s = mustApply(t, s, Tick(StepLevelUps))
	s, words = applyWords(t, s, Tick(StepAdvance))
	if !strings.Contains(words, "Approach of Doom: Day 1; read the Day 1 entry") || strings.Contains(words, "bonus") {
		t.Fatalf("000 L803 Day 1 after a Defeat gives no bonus: %q", words)
	}
}

func TestVillainLevelUpRules(t *testing.T) {
	withXP := func(xp int) func(*State) { return func(s *State) { s.Villain.XP = xp } }
	atLevelUps := func(tb testing.TB) State {
		s := toVillainLevelUp(tb, lab(tb))
		s = mustApply(tb, s, Tick(StepDefenders))
		return mustApply(tb, s, CashOut(LootVillain, nil)) // 0 Bounty: +2 XP (column 0)
	}
	runCases(t, []cmdCase{
		{name: "000 L834 0 Bounty still gives 2 XP", start: atLevelUps, cmd: VillainLevelUp(2),
			words: "1 Level Up for every row"},
		{name: "000 L750 only in twos", start: atLevelUps, edit: withXP(5), cmd: VillainLevelUp(5),
			want: "spend 4 and keep 1 as a token"},
		{name: "000 L750 an odd XP is saved", start: atLevelUps, edit: withXP(5), prep: []tracker.Command{VillainLevelUp(4)},
			cmd: Tick(StepLevelUps), check: func(t *testing.T, s State) {
				if s.Villain.XP != 1 {
					t.Fatalf("XP %d", s.Villain.XP)
				}
			}},
		{name: "000 L750 no more than it has", start: atLevelUps, cmd: VillainLevelUp(4), want: "Golem has 2 XP"},
		{name: "000 L754 a row of Masters takes no more", start: atLevelUps, edit: func(s *State) {
			for i := range s.Villain.Rows {
				for j := range s.Villain.Rows[i].Slots {
					s.Villain.Rows[i].Slots[j] = M
				}
			}
		}, cmd: VillainLevelUp(2), want: "further XP has no effect"},
		{name: "000 L750 not outside the Level Up Step", cmd: VillainLevelUp(2), edit: withXP(2), want: "in its Level Up Step"},
		{name: "000 L750 not one die at a time", start: atLevelUps, cmd: LevelUpDie(VillainWho, 0, 1), want: "spends XP in twos"},
	})
}

func TestApproachOfDoomBonus000L803(t *testing.T) {
	advanceTo := func(t *testing.T, s State, day int) (State, string) {
		var words string
		for s.Day < day {
			s = toVillainLevelUp(t, s)
			for !s.currentIs(StepAdvance) {
				s = finishOne(t, s)
			}
			s, words = applyWords(t, s, Tick(StepAdvance))
			s = mustApply(t, s, EndStep())
		}
		return s, words
	}
	s := lab(t)
	before := slices.Clone(s.Villain.Rows[0].Slots)
	s, words := advanceTo(t, s, 1)
	if !strings.Contains(words, "no Hero Defeated yet, so Golem spends 2 bonus XP: Magic slot") {
		t.Fatalf("000 L803 Day 1: %q", words)
	}
	if slices.Equal(before, s.Villain.Rows[0].Slots) {
		t.Fatal("the bonus changed nothing")
	}
	s, words = advanceTo(t, s, 2)
	if strings.Contains(words, "bonus") || !strings.Contains(words, "Day 2") {
		t.Fatalf("000 L805 Day 2 has no bonus: %q", words)
	}
	if !s.Track().BonusNext {
		t.Fatal("000 L807 Day 3's bonus is next")
	}
	s, words = advanceTo(t, s, 3)
	if !strings.Contains(words, "spends 2 bonus XP") {
		t.Fatalf("000 L807 Day 3: %q", words)
	}
	s, words = advanceTo(t, s, 4)
	if !strings.Contains(words, "in most Missions the Final Battle begins now") || !s.Track().Ended {
		t.Fatalf("000 L766, L809 Day 4: %q", words)
	}
}

// finishOne does the current checklist item.
func finishOne(t *testing.T, s State) State {
	t.Helper()
	c, _ := s.current()
	switch {
	case c.Key == StepCashOut && s.Phase == PhaseVillainLevelUp:
		return mustApply(t, s, CashOut(LootVillain, nil))
	case c.Key == StepLevelUps && s.VillainXPToSpend() > 0 && s.Phase == PhaseVillainLevelUp:
		return mustApply(t, s, VillainLevelUp(s.VillainXPToSpend()))
	}
	return mustApply(t, s, Tick(c.Key))
}

func TestHeroLevelUps(t *testing.T) {
	atLevelUps := func(tb testing.TB) State {
		s := toHeroLevelUps(tb, lab(tb))
		for i := range s.Heroes {
			s.Heroes[i].XP = 4
		}
		return s
	}
	brutus := func(tb testing.TB) State {
		s := toHeroLevelUps(tb, lab(tb, "Brutus", "Rowan"))
		s.Heroes[0].XP = 4
		return s
	}
	runCases(t, []cmdCase{
		{name: "000 L576 1 XP: a blank to Novice", start: atLevelUps, cmd: LevelUpDie(0, 0, 2),
			words: "Rowan: Melee slot 3 blank -> Novice (1 XP; 3 left)"},
		{name: "000 L577 1 XP: Novice to Adept", start: atLevelUps, cmd: LevelUpDie(0, 0, 0), words: "Novice -> Adept"},
		{name: "000 L578 1 XP: Adept to Master", start: atLevelUps, prep: []tracker.Command{LevelUpDie(0, 0, 0)},
			cmd: LevelUpDie(0, 0, 0), words: "Adept -> Master (1 XP; 2 left)"},
		{name: "000 L583 Master is the top", start: atLevelUps,
			prep: []tracker.Command{LevelUpDie(0, 0, 0), LevelUpDie(0, 0, 0)}, cmd: LevelUpDie(0, 0, 0), want: "Master die already"},
		{name: "000 L579 3 XP: an Action Point", start: atLevelUps, cmd: LevelUpAction(0),
			words: "Rowan: 3 -> 4 Action Points (3 XP; 1 left)"},
		{name: "000 L579 not without 3 XP", start: atLevelUps, prep: []tracker.Command{LevelUpDie(0, 0, 2), LevelUpDie(0, 0, 2)},
			cmd: LevelUpAction(0), want: "Rowan has 2 XP; an Action Point costs 3"},
		{name: "000 L585 not past the top of the Action bar", start: atLevelUps,
			edit: func(s *State) { s.Heroes[0].Actions, s.Heroes[0].Spent = 6, 0 }, cmd: LevelUpAction(0), want: "Action bar is full"},
		{name: "000 L574 not before the cash-out", start: func(tb testing.TB) State {
			s := charge(tb, lab(tb))
			s.Heroes[0].XP = 3
			return s
		}, cmd: LevelUpDie(0, 0, 2), want: "once the Loot Stash is cashed out"},
		{name: "000 L1259 Muscular Masterpiece: no 1 XP dice", start: brutus, cmd: LevelUpDie(0, 0, 2), want: "no 1 XP dice upgrades"},
		{name: "000 L1259 Muscular Masterpiece: 2 XP, every row the same way", start: brutus, cmd: LevelUpAll(0, DieNovice),
			words: "Brutus: blank -> Novice in Melee slot 3, Ranged slot 2, Magic slot 2 (2 XP; 2 left)",
			check: func(t *testing.T, s State) {
				if got := s.MasterpieceOptions(0); !slices.Equal(got, []Die{DieNovice, DieAdept}) {
					t.Errorf("options %v", got)
				}
			}},
		{name: "000 L1259 level up as equally as able", start: brutus,
			edit: func(s *State) { s.Heroes[0].Rows[0].Slots = []Die{N, N, N} }, cmd: LevelUpAll(0, DieNovice),
			words: "in Ranged slot 2, Magic slot 2"},
		{name: "000 L1259 nothing to upgrade", start: brutus, cmd: LevelUpAll(0, DieMaster), want: "No row of Brutus's has a Adept"},
		{name: "001 L525 Mordak buys Level Ups like a Hero", start: func(tb testing.TB) State {
			s := toVillainLevelUp(tb, mordakGame(tb))
			for !s.currentIs(StepLevelUps) {
				c, _ := s.current()
				if c.Key == StepCashOut {
					s = mustApply(tb, s, CashOut(LootVillain, nil))
					continue
				}
				s = mustApply(tb, s, Tick(c.Key))
			}
			return s
		}, cmd: LevelUpDie(VillainWho, 0, 1), words: "Mordak: Melee slot 2 blank -> Novice (1 XP; 0 left)"},
	})
	s := toHeroLevelUps(t, lab(t))
	s.Heroes[1].XP = 3
	dice, action := s.LevelUpOptions(1)
	if !action || len(dice) != 9 {
		t.Fatalf("Bjorn's options: %d dice, action %v", len(dice), action)
	}
	if d, a := charge(t, lab(t)).LevelUpOptions(0); d != nil || a {
		t.Fatal("no Level Ups in the Hero Step")
	}
}
