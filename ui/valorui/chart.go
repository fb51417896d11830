package valorui

import (
	"tableside/tracker"
	"tableside/tracker/valor"
	"tableside/ui"
	"tableside/ui/kit"
)

var _ ui.Charter = (*view)(nil)

// HistoryChart is the evening in a picture: the Villain's Health and XP
// and each Hero's Health along the log, in steps as the boards changed,
// with the rounds along the bottom (valor.Chart).
func (v *view) HistoryChart(walk func(fn func(tracker.Entry) error) error) (kit.ChartData, error) {
	return ui.WalkChart(walk, &valor.Chart{}, chartData)
}

// chartData draws a valor.Chart: the Villain's lines bold, a label where
// each round began.
func chartData(c valor.Chart) kit.ChartData {
	lines := make([]ui.LogLine, len(c.Series))
	for i, sr := range c.Series {
		lines[i] = ui.LogLine{Name: sr.Name, Bold: sr.Villain, Points: sr.Points}
	}
	return ui.LogChart(lines, c.Rounds, false)
}
