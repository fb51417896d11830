package tracker

import (
	"encoding/json"
	"fmt"
)

// A game's History chart is its numbers along a session's log, one series
// a number, built from the states one at a time (campaign.Store.
// WalkStates) so it holds only the points. These are the pieces every
// game's chart is made of.

// ChartPoint is a value from the action at X on (0 is the session's
// start): a series has a point wherever its number changed, and the value
// holds until the next point, so it is drawn as steps.
type ChartPoint struct{ X, Value int }

// RoundStart is the action after which round Round began.
type RoundStart struct{ X, Round int }

// EndAt is a copy of points that reaches x: the last value held on to the
// action at x, so every line reaches the end of the chart. points must not
// be empty.
func EndAt(points []ChartPoint, x int) []ChartPoint {
	out := append([]ChartPoint(nil), points...)
	if last := out[len(out)-1]; last.X < x {
		out = append(out, ChartPoint{X: x, Value: last.Value})
	}
	return out
}

// ChartSeries is one number along the log, called Name: a point wherever
// it changed, so a value holds until the next point (draw it as steps),
// and, once the chart is done (Ended), one at its end so the line reaches
// it.
type ChartSeries struct {
	Name   string
	Points []ChartPoint
}

// Record gives the series value at the action x, a point only where the
// value changed.
func (sr *ChartSeries) Record(x, value int) {
	if n := len(sr.Points); n == 0 || sr.Points[n-1].Value != value {
		sr.Points = append(sr.Points, ChartPoint{X: x, Value: value})
	}
}

// Ended is a copy of the series that reaches the action x (EndAt). The
// series must have a point.
func (sr ChartSeries) Ended(x int) ChartSeries {
	sr.Points = EndAt(sr.Points, x)
	return sr
}

// ChartLog is what a game's chart keeps of the log beside its series:
// where each round began and the last action charted. A game's Chart
// embeds it.
type ChartLog struct {
	// Rounds are where each round began: round 1 at the start.
	Rounds []RoundStart
	// Last is the last action charted.
	Last int
}

// Step charts the state after action x, in round round: x is the last
// action charted, and a round other than the last one marked begins
// there.
func (c *ChartLog) Step(x, round int) {
	c.Last = x
	last := 0
	if n := len(c.Rounds); n > 0 {
		last = c.Rounds[n-1].Round
	}
	if round != last {
		c.Rounds = append(c.Rounds, RoundStart{X: x, Round: round})
	}
}

// ReadChartState reads the state after action x into s, a pointer to the
// part of a state a game's chart reads.
func ReadChartState(x int, state []byte, s any) error {
	if err := json.Unmarshal(state, s); err != nil {
		return fmt.Errorf("the state after action %d cannot be read for the chart: %w", x, err)
	}
	return nil
}
