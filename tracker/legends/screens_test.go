package legends

import (
	"slices"
	"testing"
)

// TestRollOffWaitingOnlyTiedReroll_L39_A1: after a round with two tied at
// the top, only they are waited for.
func TestRollOffWaitingOnlyTiedReroll_L39_A1(t *testing.T) {
	s := newGame(t, testSetup(3))
	if got := s.RollOffWaiting(); !slices.Equal(got, []int{0, 1, 2}) {
		t.Fatalf("everyone rolls first: %v", got)
	}
	s = mustApply(t, s, RollOffTotal(0, 9))
	if got := s.RollOffWaiting(); !slices.Equal(got, []int{1, 2}) {
		t.Fatalf("Ana has rolled: %v", got)
	}
	s = mustApply(t, s, RollOffTotal(1, 4))
	s = mustApply(t, s, RollOffTotal(2, 9))
	if got := s.RollOffWaiting(); !slices.Equal(got, []int{0, 2}) {
		t.Fatalf("A-1: only the tied top roll again: %v", got)
	}
	s = mustApply(t, s, RollOffTotal(2, 8))
	s = mustApply(t, s, RollOffTotal(0, 5))
	if s.RollOffWaiting() != nil || s.Active != 2 {
		t.Fatalf("Cy starts after the re-roll: %v, active %d", s.RollOffWaiting(), s.Active)
	}
}

// TestTableOrderActiveOnTop_L403: the active player first, then clockwise.
func TestTableOrderActiveOnTop_L403(t *testing.T) {
	s := newTable(t, 4)
	s = mustApply(t, s, EndTurn())
	if got := s.TableOrder(); !slices.Equal(got, []int{1, 2, 3, 0}) {
		t.Fatalf("order %v", got)
	}
}

func TestLayerNameAndStepCommand(t *testing.T) {
	s := newTable(t, 2)
	s = mustApply(t, s, PlayDefence(DefenceCard{Name: "Oak Shield", Slot: Shield, Value: 3}))
	if got := s.LayerName(Layer{Slot: Shield}, 0); got != "Oak Shield" {
		t.Fatalf("layer name %q", got)
	}
	if _, ok := StepCommand(StageAttacks); ok {
		t.Fatal("the Monsters' attacks need a die")
	}
	if c, ok := StepCommand(StagePoison); !ok || c.Kind != KindPoison {
		t.Fatalf("poison step: %v", c)
	}
}

// TestSettingKeysCoverSettingsList: every house rule the set-up lists can
// be turned on by its key.
func TestSettingKeysCoverSettingsList(t *testing.T) {
	for _, info := range SettingsList() {
		set := Settings{}.WithSetting(info.Key, true)
		if !set.Setting(info.Key) || set == (Settings{}) {
			t.Errorf("%s (%s) cannot be set", info.Key, info.Reading)
		}
	}
	if SeatTeam(4, 1) != 1 || SeatTeam(6, 2) != 0 || SeatTeam(3, 0) != -1 {
		t.Fatal("seat teams: A-37, L601")
	}
}

// TestKillMonsterThatAttackedThisTurn_L273: a Monster that attacked at the
// start of the turn and is killed in its main part leaves play, and the
// state still reads back (it was refused as "no longer in play").
func TestKillMonsterThatAttackedThisTurn_L273(t *testing.T) {
	s := newTable(t, 2)
	s = mustApply(t, s, PlayMonster(MonsterCard{Name: "Goblin", Life: 5, Attack: 1, Cost: 20}, 1))
	s = mustApply(t, s, EndTurn())
	id := s.InFront(1)[0]
	s = mustApply(t, s, MonsterAttack(id, 1))
	s = mustApply(t, s, Attack(AttackCmd{Source: Source{Kind: Weapon, Bonus: 4}, Target: Target{Player: 0}, Die: 1}))
	if len(s.Monsters) != 0 || len(s.Turn.Attacked) != 0 {
		t.Fatalf("the Goblin is killed and forgotten: %+v %v", s.Monsters, s.Turn.Attacked)
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
}

// TestPlayerNamesInSeatOrderGiven: a list of seats becomes their players'
// names in the order given, as a screen's choice lists them.
func TestPlayerNamesInSeatOrderGiven(t *testing.T) {
	s := newTable(t, 4)
	want := []string{"Cy", "Ana"}
	if got := s.PlayerNames([]int{2, 0}); !slices.Equal(got, want) {
		t.Fatalf("%q, want %q", got, want)
	}
	if got := s.PlayerNames(nil); len(got) != 0 {
		t.Fatalf("no seats: %q", got)
	}
}
