package sorceryui

import (
	"tableside/tracker"
	"tableside/tracker/sorcery"
	"tableside/ui"
	"tableside/ui/kit"
)

var _ ui.Charter = (*view)(nil)

// HistoryChart is the Quest in a picture, on History and at the evening's
// end: each Hero's HP left, the Soul Counter, the Event cards left and
// the Enemies in play along the log, in steps as the table changed, with
// the Rounds along the bottom (sorcery.Chart).
func (v *view) HistoryChart(walk func(fn func(tracker.Entry) error) error) (kit.ChartData, error) {
	return ui.WalkChart(walk, &sorcery.Chart{}, questChart)
}

// questChart draws a sorcery.Chart: the Soul Counter bold, the party's
// to spend; a label where each Round began. The lines are aligned (a
// point at every action where any line changed): Thorgren's 10 HP and the
// 10 Event cards left then draw the same stretch, which the chart sets
// apart rather than drawing one over the other.
func questChart(c sorcery.Chart) kit.ChartData {
	lines := make([]ui.LogLine, len(c.Series))
	for i, sr := range c.Series {
		lines[i] = ui.LogLine{Name: sr.Name, Bold: sr.Name == sorcery.ChartSouls, Points: sr.Points}
	}
	return ui.LogChart(lines, c.Rounds, true)
}
