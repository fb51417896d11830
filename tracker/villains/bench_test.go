package villains

import (
	"testing"

	"tableside/tracker"
	"tableside/tracker/trackertest"
)

// sixPlayers is a 6-player table with cards down, the first Villain moved.
func sixPlayers(b *testing.B) State {
	s := trackertest.NewGame(b, NewGame, testSetup(6, 0))
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
	trackertest.BenchApply(b, Game{}, encode(b, sixPlayers(b)), GainPower(1))
}

// BenchmarkTypedApply times the same Gain Power through the typed
// State.Apply, which copies the state instead of decoding it.
func BenchmarkTypedApply(b *testing.B) {
	trackertest.BenchTyped(b, State.Apply, sixPlayers(b), GainPower(1))
}
