package tracker

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
