package ui

import (
	"slices"
	"strconv"

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

// LogLine is one line of a chart along a session's log: a number the
// game's query followed (tracker.ChartPoint), drawn as steps; Bold sets it
// apart (the Villain's, the party's pool).
type LogLine struct {
	Name   string
	Bold   bool
	Points []tracker.ChartPoint
}

// LogChart draws lines along a session's log in steps, with the rounds
// marked along the bottom. With aligned, every line has a point at every
// action where any line changed, holding its value: two lines on the same
// value for a stretch then draw the very same stretch, which the chart
// sets apart rather than drawing one over the other.
func LogChart(lines []LogLine, rounds []tracker.RoundStart, aligned bool) kit.ChartData {
	d := kit.ChartData{XTitle: "Rounds", Steps: true}
	var xs []int
	if aligned {
		for _, l := range lines {
			for _, p := range l.Points {
				xs = append(xs, p.X)
			}
		}
		slices.Sort(xs)
		xs = slices.Compact(xs)
	}
	for _, l := range lines {
		out := kit.ChartLine{Name: l.Name, Bold: l.Bold}
		at := func(x, value int) { out.Points = append(out.Points, kit.ChartPoint{X: float32(x), Y: float32(value)}) }
		if !aligned {
			for _, p := range l.Points {
				at(p.X, p.Value)
			}
		}
		j := 0
		for _, x := range xs {
			for j+1 < len(l.Points) && l.Points[j+1].X <= x {
				j++
			}
			at(x, l.Points[j].Value)
		}
		d.Lines = append(d.Lines, out)
	}
	for _, r := range rounds {
		d.XTicks = append(d.XTicks, kit.ChartTick{X: float32(r.X), Label: strconv.Itoa(r.Round)})
	}
	return d
}

// ChartQuery is a game's chart of its log: fed the states along the log
// one at a time (Add, with the action's place), it gives the chart (Done).
type ChartQuery[C any] interface {
	Add(x int, state []byte) error
	Done() C
}

// WalkChart is a Charter's usual body: it feeds q the session's states
// along the log (walk, as HistoryChart is given it) and draws the chart
// q gives with draw.
func WalkChart[C any](walk func(fn func(tracker.Entry) error) error, q ChartQuery[C], draw func(C) kit.ChartData) (kit.ChartData, error) {
	if err := walk(func(e tracker.Entry) error { return q.Add(e.Seq, e.State) }); err != nil {
		return kit.ChartData{}, err
	}
	return draw(q.Done()), nil
}
