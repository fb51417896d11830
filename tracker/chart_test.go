package tracker

import (
	"slices"
	"strings"
	"testing"
)

// A series has a point where its value changed and none where it held;
// Ended reaches the action asked, holding the last value, and leaves the
// series it came from as it was; a series already there gains nothing.
func TestChartSeriesRecordsChangesAndEnds(t *testing.T) {
	sr := ChartSeries{Name: "Rowan's Health"}
	for x, v := range []int{14, 14, 11, 11, 12} {
		sr.Record(x, v)
	}
	want := []ChartPoint{{0, 14}, {2, 11}, {4, 12}}
	if !slices.Equal(sr.Points, want) {
		t.Fatalf("points %v, want %v", sr.Points, want)
	}
	end := sr.Ended(7)
	if end.Name != sr.Name || !slices.Equal(end.Points, append(want, ChartPoint{7, 12})) {
		t.Errorf("ended at 7: %+v", end)
	}
	if !slices.Equal(sr.Points, want) {
		t.Errorf("Ended changed the series: %v", sr.Points)
	}
	if got := sr.Ended(4).Points; !slices.Equal(got, want) {
		t.Errorf("ended at its last point: %v", got)
	}
}

// Step marks a round where the state's round is not the last one marked,
// the first state's included (unless it is round 0, as none marked), and
// keeps the last action charted.
func TestChartLogMarksRounds(t *testing.T) {
	var c ChartLog
	if c.Step(0, 0); len(c.Rounds) != 0 {
		t.Fatalf("round 0 marked: %v", c.Rounds)
	}
	for x, round := range []int{1, 1, 1, 2, 2, 3} {
		c.Step(x, round)
	}
	want := []RoundStart{{0, 1}, {3, 2}, {5, 3}}
	if !slices.Equal(c.Rounds, want) || c.Last != 5 {
		t.Fatalf("rounds %v, last %d; want %v, 5", c.Rounds, c.Last, want)
	}
}

// A state that is not JSON says which action's state it was.
func TestReadChartState(t *testing.T) {
	var s struct {
		Round int `json:"round"`
	}
	if err := ReadChartState(3, []byte(`{"round": 2}`), &s); err != nil || s.Round != 2 {
		t.Fatalf("round %d, %v", s.Round, err)
	}
	if err := ReadChartState(4, []byte("{"), &s); err == nil || !strings.Contains(err.Error(), "action 4") {
		t.Fatalf("%v", err)
	}
}
