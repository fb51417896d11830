package share

import "tableside/tracker"

// TableOf is what guests see of a session of game g in the campaign named
// campaign, at state, after the action whose log words are last: the
// game's glance where it has one (tracker.Glancer), else its name and the
// last action alone; and the boards a guest may be given, for a game with
// guest changes (tracker.GuestWriter).
func TableOf(g tracker.Game, campaign string, state []byte, last string) Table {
	t := Table{Campaign: campaign, Game: g.Title(), Last: last, Glance: tracker.Glance{Title: g.Title()}}
	if gw, ok := g.(tracker.GuestWriter); ok {
		// Without seats a guest's page draws no buttons: it only watches.
		t.Seats, _ = gw.GuestSeats(state)
	}
	gl, ok := g.(tracker.Glancer)
	if !ok {
		return t
	}
	v, err := gl.Glance(state)
	if err != nil {
		t.Glance.Lines = []string{"The table cannot be shown: " + err.Error()}
		return t
	}
	t.Glance = v
	return t
}
