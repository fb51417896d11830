package sorceryui

import (
	"fmt"
	"slices"

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
	var c sorcery.Chart
	if err := walk(func(e tracker.Entry) error { return c.Add(e.Seq, e.State) }); err != nil {
		return kit.ChartData{}, err
	}
	return questChart(c.Done()), nil
}

// questChart draws a sorcery.Chart: the Soul Counter bold, the party's
// to spend; a label where each Round began. Every line has a point at
// every action where any line changed, holding its value: two lines on
// the same value for a stretch (Thorgren's 10 HP and 10 Event cards) then
// draw the same stretch, which the chart sets apart rather than drawing
// one over the other.
func questChart(c sorcery.Chart) kit.ChartData {
	d := kit.ChartData{XTitle: "Rounds", Steps: true}
	var xs []int
	for _, sr := range c.Series {
		for _, p := range sr.Points {
			xs = append(xs, p.X)
		}
	}
	slices.Sort(xs)
	xs = slices.Compact(xs)
	for _, sr := range c.Series {
		l := kit.ChartLine{Name: sr.Name, Bold: sr.Name == sorcery.ChartSouls}
		j := 0
		for _, x := range xs {
			for j+1 < len(sr.Points) && sr.Points[j+1].X <= x {
				j++
			}
			l.Points = append(l.Points, kit.ChartPoint{X: float32(x), Y: float32(sr.Points[j].Value)})
		}
		d.Lines = append(d.Lines, l)
	}
	for _, r := range c.Rounds {
		d.XTicks = append(d.XTicks, kit.ChartTick{X: float32(r.X), Label: fmt.Sprint(r.Round)})
	}
	return d
}
