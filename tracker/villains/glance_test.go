package villains

import (
	"slices"
	"strings"
	"testing"

	"tableside/tracker"
)

func TestGlancePowerLocationsLocks(t *testing.T) {
	s := newTest(t, 3)
	s = mustApply(t, s, AdjustPower(1, 4, "a correction"))
	g := s.Glance()
	if len(g.Sections) != 3 || !strings.Contains(g.Title, "Ana") {
		t.Fatalf("one section a player, Ana's turn: %+v", g)
	}
	bo := g.Sections[1]
	if bo.Name != "Bo" || bo.Note != "Vex" || bo.Stats[0] != (tracker.GlanceStat{Label: "Power", Value: "5"}) {
		t.Fatalf("Bo starts with 1 Power, +4: %+v", bo)
	}
	if !slices.Contains(bo.Lines, "Vex's Tower (Villain here)") || !slices.Contains(bo.Lines, "Vex's Mill · locked") {
		t.Fatalf("locations, the marker and the lock: %q", bo.Lines)
	}
	if g.Sections[0].Mark != tracker.GlanceActing || bo.Mark != "" {
		t.Fatal("Ana acts")
	}
	from, err := Game{}.Glance(encode(t, s))
	if err != nil || from.Title != g.Title {
		t.Fatalf("Game.Glance: %v %+v", err, from)
	}
}
