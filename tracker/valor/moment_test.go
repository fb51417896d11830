package valor

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"tableside/tracker/valor/labyrinth"
	"tableside/tracker/valor/labyrinth/plan"
)

// checkMoment saves the moment of the screen v of s, as "Save this moment"
// does, runs it through `tableside plan` and checks that it plans what the
// screen shows: byte for byte the plan the screen was drawn from, when it
// was; and, read from the plan, the Spells and their order, the spawn's
// Portal, the Minion's target, path and end, the Battle cards and what the
// Villain Loot Stash gives, as the screen says them. It returns the moment
// and the plan run from it.
func checkMoment(t *testing.T, where string, s State, v WizardView) (Moment, []byte) {
	t.Helper()
	m, ok := s.Moment()
	if !ok {
		t.Fatalf("%s: no moment to save on a Villain Round screen", where)
	}
	if !slices.Contains(plan.Procedures(), m.Procedure) || m.Round != s.Round {
		t.Fatalf("%s: the moment's procedure %q, round %d", where, m.Procedure, m.Round)
	}
	out, err := plan.Run("", m.Doc) // the document names its procedure
	if v.Stage == StageFixMap {
		// The document reproduces what the engine refused.
		if err == nil || !strings.Contains(v.Say, err.Error()) {
			t.Errorf("%s: the map the engine refused plans (%v); the screen says %q", where, err, v.Say)
		}
		return m, nil
	}
	if err != nil {
		t.Fatalf("%s: `tableside plan` refuses the moment: %v\n%s", where, err, m.Doc)
	}
	if m.Shown != nil && !bytes.Equal(out, m.Shown) {
		t.Fatalf("%s: `tableside plan` on the moment plans\n%s\nbut the screen showed\n%s", where, out, m.Shown)
	}
	read := func(p any) {
		t.Helper()
		if err := json.Unmarshal(out, p); err != nil {
			t.Fatalf("%s: %v", where, err)
		}
	}
	same := func(what string, got, want any) {
		t.Helper()
		g, _ := json.Marshal(got)
		w, _ := json.Marshal(want)
		if !bytes.Equal(g, w) {
			t.Errorf("%s: %s: the plan says %s, the screen %s", where, what, g, w)
		}
	}
	switch m.Procedure {
	case "magic":
		var p labyrinth.MagicPlan
		read(&p)
		if v.Stage == StageMagicRoll {
			// The roll the app would make: all the Magic Plus-Ones, a face
			// for each die, the Unique Spell cast for 0.
			d := *v.Dice
			same("Plus-Ones added", p.Pool.PlusOnes, v.PlusOnes)
			same("dice rolled", len(p.Pool.Faces), d.Novice+d.Adept+d.Master)
			same("first Spell", p.Spells[0].Costs, []int{0})
			break
		}
		same("Spells", p.Spells, v.Spells)
		same("resolve order", p.Resolve, v.Resolve)
	case "corruption":
		var p labyrinth.CorruptionPlan
		read(&p)
		switch v.Stage {
		case StageCorruptionRoll:
			same("Plus-Ones added", p.Pool.PlusOnes, v.PlusOnes)
		case StageSpawn:
			i := len(s.Wizard.Corruption.Placed)
			same("size spawned", p.Spawns[i], v.Size)
			same("Portal", p.Spawn.Placements[i].Region, *v.Target)
		}
	case "spawn":
		var p labyrinth.SpawnPlan
		read(&p)
		same("Portal", p.Portals[0].Region, *v.Target)
	case "minion":
		var p labyrinth.Turn
		read(&p)
		same("Minion", p.Minion, v.Minion)
		switch v.Stage {
		case StageMinion, StageDefender:
			same("target", p.Target.Region, *v.Target)
			var path []labyrinth.Pos
			for _, st := range p.Steps {
				if st.Kind != labyrinth.StepMove {
					break
				}
				path = append(path, st.Path...)
			}
			same("path", path, v.Path)
		case StageEndTurn:
			same("end", p.End, v.Highlight[0])
			same("end-of-turn abilities", p.Reminders, v.Reminders)
		}
	case "final":
		var p labyrinth.FinalPlan
		read(&p)
		same("Battle cards flipped", p.Turn.Flip, s.Villain.Actions)
		if w := s.Wizard; len(v.Resolve) > 0 && w != nil {
			same("Battle cards to resolve", p.Turn.Resolve[w.Cards:], v.Resolve)
		}
	case "levelup":
		var p labyrinth.LevelUpPlan
		read(&p)
		if len(v.Passed) > 0 {
			// The step's first screens were passed: the kept moment plans
			// the cash-out they list.
			passed := strings.Join(v.Passed, " ")
			for _, w := range []string{fmt.Sprintf("%d Bounty", p.Bounty), fmt.Sprintf("+%d XP", p.XPGained)} {
				if !strings.Contains(passed, w) {
					t.Errorf("%s: the kept moment plans %q; the passed screens said %q", where, w, passed)
				}
			}
			break
		}
		c := s.CashOutPreview(LootVillain)
		same("Bounty", p.Bounty, c.Bounty)
		same("XP gained", p.XPGained, c.XP)
		same("Health gained", p.HealthGained, c.Health)
	}
	return m, out
}

// TestMomentEveryScreen000L597: the Villain Round of
// TestVillainRoundWizard000L597, each screen saved as a moment: the
// procedure each is in the middle of, and whether it shows the engine's
// plan (playWizard runs every moment through `tableside plan`).
func TestMomentEveryScreen000L597(t *testing.T) {
	_, moments := playWizardMoments(t, toVillainRound(t, testMapGame(t)), villainRoundSteps())
	want := []string{
		"magic (to roll)", "magic", "magic", // the Magic roll: the dice, then each Spell flipped (000 L612-620); resolving them is passed
		"corruption (to roll)", "corruption", // the Corruption roll and its spawn (000 L634-650)
		"minion", "minion", "minion", "minion", "minion", "minion", "minion", "minion", // each Minion's turn (000 L676-729)
		"levelup (to plan)", // the Level Up Step's last item: the step's first screens, passed, kept their moment before the Loot Stash was cashed (000 L731-760)
	}
	var got []string
	for _, m := range moments {
		g := m.Procedure
		switch {
		case m.Shown == nil && (g == "magic" || g == "corruption"):
			g += " (to roll)"
		case m.Shown == nil:
			g += " (to plan)"
		}
		got = append(got, g)
	}
	if !slices.Equal(got, want) {
		t.Fatalf("the moments:\n%s\nwant\n%s", strings.Join(got, ", "), strings.Join(want, ", "))
	}
	// The roll screens' moments roll the dice the app then rolled: the
	// Corruption roll, made by the app, spawned a Chump.
	out, err := plan.Run("", moments[3].Doc)
	if err != nil {
		t.Fatal(err)
	}
	var p labyrinth.CorruptionPlan
	if err := json.Unmarshal(out, &p); err != nil {
		t.Fatal(err)
	}
	if p.Pool.Total != 3 || !slices.Equal(p.Spawns, []labyrinth.MinionSize{labyrinth.SizeChump}) || p.Spawn.Placements[0].Region != pos(0, 2) {
		t.Fatalf("the Corruption roll's moment plans %+v", p)
	}
}

// TestMomentLevelUp000L731 saves the Villain Level Up Step before its
// Loot Stash is cashed, and plays the step through the wizard: the XP,
// Health, dice and Day the app leaves are those the `levelup` plan says,
// with a Hero Defeated (000 L738) and with the Approach of Doom's extra
// 2 XP (000 L803, L807).
func TestMomentLevelUp000L731(t *testing.T) {
	// The app passes the step's first items as it begins, so the table is
	// set before it: Rowan Defeated in the Minion Step, the Day and XP.
	defeated := toVillainLevelUp(t, mustApply(t, toMinionStep(t, testMapGame(t)), Damage(0, 3, ""))) // Rowan, 3 Bounty
	b := toMinionStep(t, testMapGame(t))
	b.Day, b.Villain.XP = 2, 3
	bonus := toVillainLevelUp(t, b)
	for _, c := range []struct {
		name string
		s    State
	}{{"a Hero Defeated", defeated}, {"Day 3's extra XP", bonus}} {
		t.Run(c.name, func(t *testing.T) {
			s := c.s
			m, ok := s.Moment()
			if !ok || m.Procedure != "levelup" {
				t.Fatalf("the Level Up Step's moment: %q", m.Procedure)
			}
			out, err := plan.Run(m.Procedure, m.Doc)
			if err != nil {
				t.Fatal(err)
			}
			var p labyrinth.LevelUpPlan
			if err := json.Unmarshal(out, &p); err != nil {
				t.Fatal(err)
			}
			for s.Phase == PhaseVillainLevelUp {
				s = mustApply(t, s, WizardDone(s.WizardView().Key))
			}
			v := s.Villain
			rows, _ := labyrinthRows(v.Rows)
			got := fmt.Sprintf("Health %d, XP %d, Day %d, rows %+v", v.Health, v.XP, s.Day, rows)
			want := fmt.Sprintf("Health %d, XP %d, Day %d, rows %+v", p.Health, p.XPSaved, p.Doom.To, p.Rows)
			if got != want {
				t.Fatalf("the app leaves %s\nthe plan %s\n%s", got, want, out)
			}
		})
	}
}

// TestMomentOutsideTheWizard: the map screen in the Hero Round saves the
// Minion Step the engine would plan on the map as it stands; a game
// without the map in the app has no moment.
func TestMomentOutsideTheWizard(t *testing.T) {
	s := testMapGame(t)
	m, ok := s.Moment()
	if !ok || m.Procedure != "minions" || m.Shown != nil {
		t.Fatalf("%q %v", m.Procedure, ok)
	}
	out, err := plan.Run("minions", m.Doc)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(out, []byte(`"order": ["Hound", "Gnome", "Bomb-Squad"]`)) {
		t.Fatalf("the Minion Step on the map:\n%s", out)
	}
	if _, ok := lab(t).Moment(); ok {
		t.Fatal("a moment without a map")
	}
}

// TestMomentWithTheTablesDice: a group that corrected the app's dice faces
// rolls dice the engine does not know; the roll screen's moment is then
// the map as it stands, and after the roll the Hits typed or rolled.
func TestMomentWithTheTablesDice(t *testing.T) {
	s := testMapGame(t)
	s = mustApply(t, s, SetDice(DieNovice, []int{2, 2, 2, 2, 2, 2}))
	s = toVillainRound(t, s)
	if m, _ := s.Moment(); m.Procedure != "minions" {
		t.Fatalf("the Magic roll's moment with the table's dice: %q", m.Procedure)
	}
	s = mustApply(t, s, WizardRoll(s.WizardView().Key))
	m, _ := s.Moment()
	if m.Procedure != "magic" || !bytes.Contains(m.Doc, []byte(`"hits": 2`)) || m.Shown == nil {
		t.Fatalf("after the roll:\n%s", m.Doc)
	}
}

// TestMomentOfAMapTheEngineRefuses: a screen that asks for the map to be
// corrected saves the document the engine refused, and `tableside plan`
// refuses it with the same words (000 L646: spawns need a Portal).
func TestMomentOfAMapTheEngineRefuses(t *testing.T) {
	s := toVillainRound(t, lab(t))
	s = mustApply(t, s, Tick(StepMagicRoll))
	s = mustApply(t, s, Tick(StepCorruption))
	s = mustApply(t, s, PlaceTile(pos(1, 0), allHalls, labyrinth.BaseCamp))
	v := s.WizardView()
	if v.Stage != StageFixMap || !strings.Contains(v.Say, "No Portal tile is on the map") {
		t.Fatalf("%+v", v)
	}
	if m, _ := checkMoment(t, "the spawn with no Portal", s, v); m.Procedure != "spawn" || m.Shown != nil {
		t.Fatalf("%q:\n%s", m.Procedure, m.Doc)
	}
}

// TestLabyrinthRows: a Villain's rows go to the engine by kind, whatever
// their order on the board; a board with two rows of one kind cannot.
func TestLabyrinthRows(t *testing.T) {
	got, ok := labyrinthRows([]Row{{Kind: RowMagic, Slots: []Die{N}}, {Kind: RowMelee, Slots: []Die{A, B}}, {Kind: RowCorruption}})
	want := labyrinth.Rows{Magic: []labyrinth.Die{labyrinth.Novice}, Melee: []labyrinth.Die{labyrinth.Adept, labyrinth.Blank}, Corruption: []labyrinth.Die{}}
	if !ok || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("%+v %v", got, ok)
	}
	if _, ok := labyrinthRows([]Row{{Kind: RowMagic}, {Kind: RowMagic}}); ok {
		t.Fatal("two Magic rows")
	}
}
