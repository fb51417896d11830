package uitest

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"tableside/ui/kit"
)

// Chart is the chart on screen, or nil.
func (tb *Table) Chart() *kit.Chart {
	for _, o := range test.LaidOutObjects(tb.Win.Content()) {
		if c, ok := o.(*kit.Chart); ok {
			return c
		}
	}
	return nil
}

// HistoryChart opens History of the game on screen and gives its chart
// and the names of the chart's lines, each of which the legend must show.
// It fails the test when History draws no chart.
func (tb *Table) HistoryChart() (*kit.Chart, []string) {
	tb.T.Helper()
	tb.S.Current().ShowHistory()
	c := tb.Chart()
	if c == nil {
		tb.T.Fatal("History shows no chart")
	}
	var names []string
	for _, l := range c.Data().Lines {
		names = append(names, l.Name)
		tb.See(l.Name)
	}
	return c, names
}

// BenchHistory is what a player waits for on opening History of the long
// session on tb's screen, of actions actions: every state rebuilt along
// the log, charted, and the screen drawn with the log's first page. It
// fails unless History then shows a chart of at least minPoints points on
// its first line.
func BenchHistory(b *testing.B, tb *Table, actions, minPoints int) {
	p := tb.S.Current()
	if p.Session().Len != actions {
		b.Fatalf("%d actions, not %d", p.Session().Len, actions)
	}
	b.ResetTimer()
	for range b.N {
		p.ShowHistory()
	}
	b.StopTimer()
	if c := tb.Chart(); c == nil || len(c.Data().Lines[0].Points) < minPoints {
		b.Fatal("no chart, or too few points")
	}
}
