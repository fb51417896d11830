// Package trackertest holds what the games' tests under tracker/ share, so
// each game's tests say only what is its own: a game set up (NewGame),
// the checks every game makes (Identity, DocExample, BadCommands, Rejects,
// MustApply, Refused, RoundTrip, GuestSteps), the fuzz body (FuzzApply,
// CheckApply, ApplyAgrees, Seed), a chart's outline (ChartOutline), a
// session's log in memory with undo and redo (Log, Replay), the
// planners' documented examples (PlanExamples), the do of a worked
// example (Narrator), and the benchmarks of a tap (BenchApply,
// BenchTyped), so that each game's bench_test.go says only which table
// and which command it times.
package trackertest

import (
	"fmt"
	"testing"

	"tableside/tracker"
)

// BenchApply times g.Apply of cmd on state, as a tap in the app does
// (decode, check, apply, encode), and reports the state's size.
func BenchApply(b *testing.B, g tracker.Game, state []byte, cmd tracker.Command) {
	b.Helper()
	if _, _, err := g.Apply(state, cmd); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := g.Apply(state, cmd); err != nil {
			b.Fatal(err)
		}
	}
	// After the loop: the timer's reset clears reported metrics.
	b.ReportMetric(float64(len(state)), "state-bytes")
}

// BenchTyped times a game's typed Apply (State.Apply) of cmd on s, which
// copies s instead of decoding it: what the tests and fuzz targets call.
func BenchTyped[S any](b *testing.B, apply func(S, tracker.Command) (S, string, error), s S, cmd tracker.Command) {
	b.Helper()
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := apply(s, cmd); err != nil {
			b.Fatal(err)
		}
	}
}

// Narrator is the do of a game's worked example (its Example function):
// it applies each command to *s and prints the log's words, moving *s on,
// or prints "refused:" and why, leaving *s as it was.
func Narrator[S interface {
	Apply(tracker.Command) (S, string, error)
}](s *S) func(tracker.Command) {
	return func(cmd tracker.Command) {
		next, words, err := (*s).Apply(cmd)
		if err != nil {
			fmt.Println("refused:", err)
			return
		}
		*s = next
		fmt.Println(words)
	}
}
