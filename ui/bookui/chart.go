package bookui

import (
	"fmt"

	"tableside/tracker"
	"tableside/tracker/valor/book"
	"tableside/ui"
	"tableside/ui/kit"
)

var _ ui.Charter = (*openBook)(nil)

// HistoryChart is the campaign by Act (book.ActTallies): Missions won and
// lost, the XP earned and the Bounty the Hero Hoard gathered. The book
// keeps every Act's numbers, so the state at the cursor is enough and the
// log is not walked.
func (o *openBook) HistoryChart(func(func(tracker.Entry) error) error) (kit.ChartData, error) {
	st, err := book.Decode(o.p.Session().State)
	if err != nil {
		return kit.ChartData{}, err
	}
	return actsChart(st.ActTallies()), nil
}

// actsChart draws the tallies, one point an Act; none without a session.
func actsChart(acts []book.ActTally) kit.ChartData {
	if len(acts) == 0 {
		return kit.ChartData{}
	}
	lines := []kit.ChartLine{{Name: "Bounty to the Hoard", Bold: true}, {Name: "XP earned, all Heroes"}, {Name: "Missions won"}, {Name: "Missions lost"}}
	d := kit.ChartData{XTitle: "Acts"}
	for _, a := range acts {
		x := float32(a.Act)
		for i, y := range []int{a.Bounty, a.XP, a.Won, a.Lost} {
			lines[i].Points = append(lines[i].Points, kit.ChartPoint{X: x, Y: float32(y)})
		}
		d.XTicks = append(d.XTicks, kit.ChartTick{X: x, Label: fmt.Sprint(a.Act)})
	}
	d.Lines = lines
	return d
}
