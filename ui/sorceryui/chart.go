package sorceryui

import (
	"fmt"

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
// to spend; a label where each Round began.
func questChart(c sorcery.Chart) kit.ChartData {
	d := kit.ChartData{XTitle: "Rounds", Steps: true}
	for _, sr := range c.Series {
		l := kit.ChartLine{Name: sr.Name, Bold: sr.Name == sorcery.ChartSouls}
		for _, p := range sr.Points {
			l.Points = append(l.Points, kit.ChartPoint{X: float32(p.X), Y: float32(p.Value)})
		}
		d.Lines = append(d.Lines, l)
	}
	for _, r := range c.Rounds {
		d.XTicks = append(d.XTicks, kit.ChartTick{X: float32(r.X), Label: fmt.Sprint(r.Round)})
	}
	return d
}
