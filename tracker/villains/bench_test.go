package villains

import (
	"testing"

	"tableside/tracker"
)

// BenchmarkApply times one Gain Power through the JSON Game.Apply on a
// 6-player table with cards down, as a tap in the app does.
func BenchmarkApply(b *testing.B) {
	s, err := NewGame(testSetup(6, 0))
	if err != nil {
		b.Fatal(err)
	}
	for p := range 6 {
		for _, c := range []tracker.Command{ally(p, 0, 2), item(p, 0, 0), hero(p, 2, 3), ally(p, 3, 1)} {
			s = mustApply(b, s, c)
		}
	}
	s = mustApply(b, s, MoveMarker(1))
	state := encode(b, s)
	cmd := GainPower(1)
	var g Game
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := g.Apply(state, cmd); err != nil {
			b.Fatal(err)
		}
	}
	// After the loop: the timer's reset clears reported metrics.
	b.ReportMetric(float64(len(state)), "state-bytes")
}
