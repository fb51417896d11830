package ui

import (
	"fyne.io/fyne/v2"

	"tableside/tracker"
	"tableside/ui/kit"
)

// Charter is a View whose History shows a chart above the log: the game
// turns the session's states into lines with a query of its own package,
// and the frame draws them. A View without it shows the log alone.
type Charter interface {
	// HistoryChart is the chart of the session up to the cursor. walk
	// calls fn with each state in the log's order, the start first (see
	// campaign.Store.WalkStates); a game that charts the state at the
	// cursor alone need not call it. No lines means no chart.
	HistoryChart(walk func(fn func(tracker.Entry) error) error) (kit.ChartData, error)
}

// WalkStates calls fn with each state of the session in the log's order,
// from its start up to the cursor, one at a time.
func (p *Play) WalkStates(fn func(tracker.Entry) error) error {
	return p.s.store.WalkStates(p.sess.ID, fn)
}

// HistoryChart is the chart History shows above the log, or nil when the
// game draws none. A chart that cannot be drawn says why in its place:
// the log below it still reads.
func (p *Play) HistoryChart() fyne.CanvasObject {
	c, ok := p.view.(Charter)
	if !ok {
		return nil
	}
	d, err := c.HistoryChart(p.WalkStates)
	switch {
	case err != nil:
		return kit.Note("The chart cannot be drawn: " + err.Error())
	case len(d.Lines) == 0:
		return nil
	}
	return kit.NewChart(d)
}
