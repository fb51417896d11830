package villains

import (
	"testing"

	"tableside/tracker"
)

// sixPlayers is a 6-player table with cards down, the first Villain moved.
func sixPlayers(b *testing.B) State {
	s, err := NewGame(testSetup(6, 0))
	if err != nil {
		b.Fatal(err)
	}
	for p := range 6 {
		for _, c := range []tracker.Command{ally(p, 0, 2), item(p, 0, 0), hero(p, 2, 3), ally(p, 3, 1)} {
			s = mustApply(b, s, c)
		}
	}
	return mustApply(b, s, MoveMarker(1))
}

// BenchmarkApply times one Gain Power through the JSON Game.Apply on a
// 6-player table with cards down, as a tap in the app does.
func BenchmarkApply(b *testing.B) {
	state := encode(b, sixPlayers(b))
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

// BenchmarkTypedApply times the same Gain Power through the typed
// State.Apply, which copies the state instead of decoding it.
func BenchmarkTypedApply(b *testing.B) {
	s := sixPlayers(b)
	cmd := GainPower(1)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := s.Apply(cmd); err != nil {
			b.Fatal(err)
		}
	}
}
