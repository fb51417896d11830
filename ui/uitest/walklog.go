package uitest

import "tableside/tracker"

// WalkLog hands add each state of the session on screen in log order, the
// start at 0, as History builds its chart (campaign.Store.WalkStates): a
// test charts the same log with the game's own query to compare.
func (tb *Table) WalkLog(add func(seq int, state []byte) error) {
	tb.T.Helper()
	walk := func(e tracker.Entry) error { return add(e.Seq, e.State) }
	if err := tb.S.Store().WalkStates(tb.S.Current().Session().ID, walk); err != nil {
		tb.T.Fatal(err)
	}
}
