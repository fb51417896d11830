package valorui

import (
	"bytes"
	"errors"
	"slices"
	"testing"

	"tableside/tracker"
	"tableside/tracker/valor"
	"tableside/tracker/valor/book"
	"tableside/ui/bookui/booktest"
	"tableside/ui/kit"
)

// playedEvening is a 2-Hero Labyrinth game on the test map with its first
// round played through the buttons, the Villain Round by the wizard, and
// a few blows in the second.
func playedEvening(t *testing.T) *table {
	tb := mapTable(t)
	tb.toVillainRound()
	for n := 0; tb.valorState().Round == 1; n++ {
		if n > 40 {
			t.Fatal("the Villain Round does not end")
		}
		tb.answerWizard(tb.valorState().WizardView())
	}
	tb.do(valor.SetInitiative(valor.InitiativeCharge), valor.Damage(0, 3, "a Hound"), valor.Damage(1, 2, ""), valor.XP(valor.VillainWho, 1, ""))
	return tb
}

// History of an evening shows the chart above the log: the Golem's Health
// and XP, each Hero's Health, a point wherever one changed as the rules
// query counts them, the rounds along the bottom; it fits every phone and
// tablet at every text size. TABLESIDE_SCREENS keeps a picture; an undone
// action is not charted.
func TestValorHistoryChart(t *testing.T) {
	tb := playedEvening(t)
	p := tb.S.Current()
	c, names := tb.HistoryChart()
	d := c.Data()
	if want := []string{"Golem's Health", "Golem's XP", "Rowan's Health", "Bjorn's Health"}; !slices.Equal(names, want) {
		t.Fatalf("the chart's lines %q, want %q", names, want)
	}
	// The same points as the rules' query of the same log, and the log's
	// last action at the right edge.
	var want valor.Chart
	tb.WalkLog(want.Add)
	wc := want.Done()
	for i, l := range d.Lines {
		if len(l.Points) != len(wc.Series[i].Points) || len(l.Points) < 2 {
			t.Errorf("%s: %d points, the query gives %d", l.Name, len(l.Points), len(wc.Series[i].Points))
		}
		if last := l.Points[len(l.Points)-1]; int(last.X) != p.Session().Cursor {
			t.Errorf("%s ends at %v; the log at %d", l.Name, last.X, p.Session().Cursor)
		}
	}
	rowan := d.Lines[2].Points
	if got := rowan[len(rowan)-1].Y; got != float32(tb.valorState().Heroes[0].Health) {
		t.Errorf("Rowan's line ends at %v; her board says %d", got, tb.valorState().Heroes[0].Health)
	}
	if len(d.XTicks) != 2 || d.XTicks[1].Label != "2" {
		t.Errorf("the rounds along the bottom: %+v", d.XTicks)
	}
	tb.See("History")
	tb.LookAt("history-chart", p.ShowHistory)
	tb.Shot("phone-history-chart")

	// What was undone is not charted.
	p.Render()
	tb.Tap("Undo")
	p.ShowHistory()
	xp := tb.Chart().Data().Lines[1].Points
	if got := xp[len(xp)-1]; int(got.X) != p.Session().Cursor || got.Y != float32(tb.valorState().Villain.XP) {
		t.Errorf("after an undo the Golem's XP ends at %+v; the cursor is at %d, the board says %d XP", got, p.Session().Cursor, tb.valorState().Villain.XP)
	}
}

// The campaign book's History charts the Acts: the Hoard's Bounty, the XP
// earned and the Missions won and lost, a point an Act, Act 2 with what it
// holds so far.
func TestBookHistoryChartsTheActs(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValor()
	booktest.Open(tb.Table)
	p := tb.S.Current()
	tb.do(book.Party("The Order", "Ana", "Bo"))
	p.ShowHistory()
	if tb.Chart() != nil {
		t.Fatal("a book with no session yet draws a chart")
	}
	tb.do(book.HoardChart(book.HoardColumn{Bounty: 5, Supplies: 1}, book.HoardColumn{Bounty: 20, Supplies: 4}),
		book.StartSession("d1", "The Gate", "Rowan", "Bjorn"), book.EndSession(book.ResultWon, 4, 12),
		book.StartSession("d2", "The Deep", "Rowan", "Bjorn"), book.EndSession(book.ResultLost, 2, 3),
		book.EndAct(5),
		book.StartSession("d3", "The Spire", "Rowan", "Bjorn"), book.EndSession(book.ResultWon, 3, 4))
	p.ShowHistory()
	c := tb.Chart()
	if c == nil {
		t.Fatal("the book's History shows no chart")
	}
	got := map[string][]kit.ChartPoint{}
	for _, l := range c.Data().Lines {
		got[l.Name] = l.Points
		tb.See(l.Name)
	}
	want := map[string][]kit.ChartPoint{
		"Bounty to the Hoard":   {{X: 1, Y: 20}, {X: 2, Y: 4}},
		"XP earned, all Heroes": {{X: 1, Y: 6}, {X: 2, Y: 3}},
		"Missions won":          {{X: 1, Y: 1}, {X: 2, Y: 1}},
		"Missions lost":         {{X: 1, Y: 1}, {X: 2, Y: 0}},
	}
	for name, pts := range want {
		if !slices.Equal(got[name], pts) {
			t.Errorf("%s: %v, want %v", name, got[name], pts)
		}
	}
	if ticks := c.Data().XTicks; len(ticks) != 2 || ticks[1].Label != "2" {
		t.Errorf("the Acts along the bottom: %+v", ticks)
	}
	tb.LookAt("book-history-chart", p.ShowHistory)
	tb.Shot("phone-book-history-chart")

	// The Sessions page shows it too, above the sessions played.
	p.Render()
	tb.Tap("Sessions")
	tb.See("The campaign by Act")
	if c := tb.Chart(); c == nil || len(c.Data().Lines) != 4 {
		t.Fatal("the Sessions page shows no chart of the Acts")
	}
	tb.EveryLook("book-sessions-chart", p.Redraw)
	tb.Shot("phone-book-sessions-chart")
}

// A run of commands on one decoded state (valor.Game's Steps, which
// History's chart replays the log with) gives, action by action, the
// bytes Apply gives: on the map round the wizard played, and on the demo's
// evening with blows and heals after it.
func TestStepsGiveTheStatesApplyGives(t *testing.T) {
	for name, tb := range map[string]*table{"wizard": playedEvening(t), "demo": longEvening(t, 200)} {
		st := tb.S.Store()
		id := tb.S.Current().Session().ID
		var start []byte
		stop := errors.New("the start is all")
		if err := st.WalkStates(id, func(e tracker.Entry) error { start = e.State; return stop }); !errors.Is(err, stop) {
			t.Fatal(err)
		}
		log, err := st.History(id, 0)
		if err != nil {
			t.Fatal(err)
		}
		slices.Reverse(log)
		run, err := valor.Game{}.Steps(start)
		if err != nil {
			t.Fatal(err)
		}
		state := start
		for _, e := range log {
			want, _, err := valor.Game{}.Apply(state, e.Command)
			if err != nil {
				t.Fatalf("%s: action %d: %v", name, e.Seq, err)
			}
			got, err := run.Do(e.Command)
			if err != nil {
				t.Fatalf("%s: action %d in a run: %v", name, e.Seq, err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("%s: action %d (%s): a run gives\n%s\nApply gives\n%s", name, e.Seq, e.Words, got, want)
			}
			state = want
		}
		t.Logf("%s: %d actions alike", name, len(log))
	}
}
