package trackertest

import "tableside/tracker"

// ChartPairs are a chart line's points as {x, value} pairs, to compare
// with a literal in a test.
func ChartPairs(pts []tracker.ChartPoint) [][2]int {
	var out [][2]int
	for _, p := range pts {
		out = append(out, [2]int{p.X, p.Value})
	}
	return out
}
