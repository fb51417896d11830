package trackertest

import (
	"reflect"
	"slices"
	"testing"

	"tableside/tracker"
)

// ChartPairs are a chart line's points as {x, value} pairs, to compare
// with a literal in a test.
func ChartPairs(pts []tracker.ChartPoint) [][2]int {
	var out [][2]int
	for _, p := range pts {
		out = append(out, [2]int{p.X, p.Value})
	}
	return out
}

// ChartOutline checks what a game's chart is drawn on: its series' names
// in order, the last action charted and where each round began. S is a
// tracker.ChartSeries, or a game's series that embeds one: its Name is
// read.
func ChartOutline[S any](t testing.TB, series []S, log tracker.ChartLog, names []string, last int, rounds ...tracker.RoundStart) {
	t.Helper()
	var got []string
	for _, sr := range series {
		got = append(got, reflect.ValueOf(sr).FieldByName("Name").String())
	}
	if !slices.Equal(got, names) {
		t.Fatalf("series %q, want %q", got, names)
	}
	if log.Last != last || !slices.Equal(log.Rounds, rounds) {
		t.Fatalf("last %d, rounds %v; want %d, %v", log.Last, log.Rounds, last, rounds)
	}
}
