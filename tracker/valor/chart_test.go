package valor

import (
	"slices"
	"testing"

	"tableside/tracker"
	"tableside/tracker/trackertest"
)

// feed plays a game and adds each state to a chart, as the log's walk
// would: the start at 0, then one x per action.
type feed struct {
	t *testing.T
	s State
	c Chart
	x int
}

func newFeed(t *testing.T, s State) *feed {
	t.Helper()
	f := &feed{t: t, s: s}
	f.add()
	return f
}

func (f *feed) add() {
	f.t.Helper()
	if err := f.c.Add(f.x, encode(f.t, f.s)); err != nil {
		f.t.Fatal(err)
	}
	f.x++
}

// do applies each command, adding the state after it.
func (f *feed) do(cmds ...tracker.Command) {
	f.t.Helper()
	for _, cmd := range cmds {
		f.s = mustApply(f.t, f.s, cmd)
		f.add()
	}
}

// skip plays a stretch of the game by a helper and adds only the state
// it ends on: the chart sees it as one action.
func (f *feed) skip(play func(testing.TB, State) State) {
	f.t.Helper()
	f.s = play(f.t, f.s)
	f.add()
}

func seriesNamed(t *testing.T, c Chart, name string) ChartSeries {
	t.Helper()
	for _, sr := range c.Series {
		if sr.Name == name {
			return sr
		}
	}
	t.Fatalf("no series %q", name)
	return ChartSeries{}
}

// The chart of a little game: the Villain's Health and XP and each Hero's
// Health, a point wherever one changed, every line reaching the end (a
// Hero who left ends where they left), the rounds marked where they
// began.
func TestChartOfAnEvening(t *testing.T) {
	f := newFeed(t, lab(t)) // Rowan, Bjorn, Gwen: the Golem starts at 50 (000 L215)
	f.do(
		SetInitiative(InitiativeCharge), // 1
		Damage(0, 3, "a Hound"),         // 2: Rowan 14 -> 11
		XP(VillainWho, 2, ""),           // 3: Golem 0 -> 2 XP
		Heal(0, 1, ""),                  // 4: Rowan 11 -> 12
	)
	f.skip(toVillainRound) // 5
	f.skip(toNextRound)    // 6: round 2 begins
	if f.s.Round != 2 {
		t.Fatalf("round %d after a round played", f.s.Round)
	}
	// What the Villain Round left: the Villain Loot Stash and the Level Up
	// Step move the Golem's Health and XP (000 L731-760).
	round2 := f.s.Villain
	f.do(
		SetInitiative(InitiativeCharge), // 7
		Damage(1, 2, ""),                // 8: Bjorn 14 -> 12
		EndTurn(), EndTurn(), EndTurn(), // 9-11: the Level Up Step
		// 12: Gwen leaves as the Level Up Step begins, and the Golem's
		// Health follows the Hero count (000 L1039-1046)
		RemoveHero(RemoveHeroCmd{Hero: 2, NewCount: NewCount{VillainLoot: villainLoot(2, 2)}}),
		StartFinal(), // 13
	)
	left := f.s.Villain.Health
	f.skip(finishChecklist)         // 14: the Final Battle's checklist
	f.do(Damage(VillainWho, 5, "")) // 15: the Golem loses Health in fives (000 L877)
	c := f.c.Done()

	trackertest.ChartOutline(t, c.Series, c.ChartLog,
		[]string{"Golem's Health", "Golem's XP", "Rowan's Health", "Bjorn's Health", "Gwen's Health"},
		15, tracker.RoundStart{X: 0, Round: 1}, tracker.RoundStart{X: 6, Round: 2})
	check := func(name string, max int, want ...[2]int) {
		t.Helper()
		sr := seriesNamed(t, c, name)
		if got := trackertest.ChartPairs(sr.Points); !slices.Equal(got, want) {
			t.Errorf("%s: points %v, want %v", name, got, want)
		}
		if sr.Max != max {
			t.Errorf("%s: max %d, want %d", name, sr.Max, max)
		}
	}
	check("Rowan's Health", 14, [2]int{0, 14}, [2]int{2, 11}, [2]int{4, 12}, [2]int{15, 12})
	check("Bjorn's Health", 14, [2]int{0, 14}, [2]int{8, 12}, [2]int{15, 12})
	check("Gwen's Health", 14, [2]int{0, 14}, [2]int{11, 14})
	// The Golem's bar tops out at 100.
	golem := []([2]int){{0, 50}}
	if round2.Health != 50 {
		golem = append(golem, [2]int{6, round2.Health})
	}
	golem = append(golem, [2]int{12, left}, [2]int{15, left - 5})
	check("Golem's Health", 100, golem...)
	xp := seriesNamed(t, c, "Golem's XP")
	if got := trackertest.ChartPairs(xp.Points); len(got) < 3 || got[0] != [2]int{0, 0} || got[1] != [2]int{3, 2} || got[len(got)-1] != [2]int{15, f.s.Villain.XP} {
		t.Errorf("Golem's XP: points %v; want 0 at the start, 2 after action 3, %d at the end", got, f.s.Villain.XP)
	}
	if xp.Max < 2 || !xp.Villain || seriesNamed(t, c, "Rowan's Health").Villain {
		t.Errorf("Golem's XP: max %d, villain %v", xp.Max, xp.Villain)
	}
}

// Nothing done yet: a point per series at the start, one round.
func TestChartOfAGameJustStarted(t *testing.T) {
	f := newFeed(t, lab(t, "Rowan"))
	c := f.c.Done()
	trackertest.ChartOutline(t, c.Series, c.ChartLog,
		[]string{"Golem's Health", "Golem's XP", "Rowan's Health"}, 0, tracker.RoundStart{X: 0, Round: 1})
	for _, sr := range c.Series {
		if len(sr.Points) != 1 {
			t.Errorf("%s: %v", sr.Name, sr.Points)
		}
	}
	var bad Chart
	if err := bad.Add(0, []byte("{")); err == nil {
		t.Fatal("a state that is not JSON was charted")
	}
}
