package sorceryui

import (
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"tableside/tracker"
	"tableside/tracker/sorcery"
	"tableside/ui/kit"
	"tableside/ui/uitest"
)

// roundPlayed is a two-Hero Quest with its first Round played by the
// buttons, nobody hurt in the Enemy Turns.
func roundPlayed(t testing.TB) *table {
	tb := twoHeroQuest(t)
	tb.endRound()
	tb.eventCard()
	tb.Tap("Confirm the Time Phase")
	return tb
}

// playedQuest is roundPlayed, then blows in the second Round: Artemis
// wounded, the Giant Spider killed for its Soul Points.
func playedQuest(t *testing.T) *table {
	tb := roundPlayed(t)
	tb.do(sorcery.WoundHero("Artemis", 3), sorcery.WoundEnemy(0, 6, "Jeanne"))
	return tb
}

// History of a Quest shows the chart above the log: each Hero's HP left,
// the Soul Counter, the Event cards left and the Enemies in play, a point
// wherever one changed as the rules' query counts them (sorcery.Chart),
// the Rounds along the bottom. The evening's end shows the same chart, at
// a phone under the result, at a tablet beside it, ending where the Quest
// ended with the Heroes as it left them, not healed for the next
// (L738). Both fit every phone and tablet, text size and theme.
func TestSorceryHistoryChart(t *testing.T) {
	tb := playedQuest(t)
	p := tb.S.Current()
	c, names := tb.HistoryChart()
	d := c.Data()
	if want := []string{"Artemis's HP", "Jeanne's HP", sorcery.ChartSouls, sorcery.ChartEvents, sorcery.ChartEnemies}; !slices.Equal(names, want) {
		t.Fatalf("the chart's lines %q, want %q", names, want)
	}
	// The same points as the rules' query of the same log, and the log's
	// last action at the right edge.
	var q sorcery.Chart
	tb.WalkLog(q.Add)
	want := q.Done()
	for i, l := range d.Lines {
		// Each of the query's points is drawn, and between them the
		// line holds its value: every line has a point wherever one
		// changed.
		drawn := map[tracker.ChartPoint]bool{}
		for _, pt := range l.Points {
			drawn[tracker.ChartPoint{X: int(pt.X), Value: int(pt.Y)}] = true
			held := want.Series[i].Points[0].Value
			for _, qp := range want.Series[i].Points {
				if qp.X <= int(pt.X) {
					held = qp.Value
				}
			}
			if pt.Y != float32(held) {
				t.Errorf("%s: %v at %v; the query holds %d there", l.Name, pt.Y, pt.X, held)
			}
		}
		for _, pt := range want.Series[i].Points {
			if !drawn[pt] {
				t.Errorf("%s: the query's point %+v is not drawn: %+v", l.Name, pt, l.Points)
			}
		}
		if len(l.Points) != len(d.Lines[0].Points) {
			t.Errorf("%s: %d points, %s %d", l.Name, len(l.Points), d.Lines[0].Name, len(d.Lines[0].Points))
		}
		if last := l.Points[len(l.Points)-1]; int(last.X) != p.Session().Cursor {
			t.Errorf("%s ends at %v; the log at %d", l.Name, last.X, p.Session().Cursor)
		}
	}
	st := tb.State()
	ends := func(d kit.ChartData, i int) float32 { return d.Lines[i].Points[len(d.Lines[i].Points)-1].Y }
	if got, hp := ends(d, 0), st.Heroes[0].HPLeft(); got != float32(hp) || hp == st.Heroes[0].HP() {
		t.Errorf("Artemis's line ends at %v; her board says %d of %d HP", got, hp, st.Heroes[0].HP())
	}
	if got := ends(d, 2); got != float32(st.Souls) || len(d.Lines[2].Points) < 2 || !d.Lines[2].Bold {
		t.Errorf("the Soul Counter ends at %v in %d points, bold %v; the table holds %d", got, len(d.Lines[2].Points), d.Lines[2].Bold, st.Souls)
	}
	if len(d.XTicks) != 2 || d.XTicks[1].Label != "2" {
		t.Errorf("the Rounds along the bottom: %+v", d.XTicks)
	}
	tb.LookAt("the Quest's History", p.ShowHistory)
	tb.Shot("phone-sorcery-history-chart")

	// The Quest's end: the evening's end shows the chart, which stops at
	// the Quest's end with Artemis still wounded.
	wounded := st.Heroes[0].HPLeft()
	p.Render()
	tb.endQuest("We won")
	end := p.Session().Cursor
	for _, sz := range []string{"phone", "tablet"} {
		if sz == "tablet" {
			tb.Win.Resize(tablet)
		}
		p.ShowEveningEnd()
		tb.See("The evening's end")
		c := tb.Chart()
		if c == nil {
			t.Fatalf("%s: the evening's end shows no chart", sz)
		}
		d := c.Data()
		if got := d.Lines[0].Points[len(d.Lines[0].Points)-1]; int(got.X) != end || got.Y != float32(wounded) {
			t.Errorf("%s: Artemis's line ends at %+v; the Quest ended at %d with her at %d HP", sz, got, end, wounded)
		}
		tb.See("Artemis's HP: " + fmt.Sprint(wounded))
		tb.Size = tb.Win.Canvas().Size()
		tb.Shot(sz + "-sorcery-evening-end")
	}
	tb.Size = phone
	tb.Win.Resize(phone)
	tb.LookAt("the Quest's evening's end", p.ShowEveningEnd)
}

// longQuest is roundPlayed, then wounds and heals to n actions in all:
// every action moves a line of the chart, the most points it can have. It
// goes through the store alone, as drawing each tap would take minutes,
// and opens the session again.
func longQuest(b *testing.B, n int) *table {
	tb := roundPlayed(b)
	p := tb.S.Current()
	st, id := tb.S.Store(), p.Session().ID
	cycle := []tracker.Command{
		sorcery.WoundHero("Artemis", 1), sorcery.HealHero("Artemis", 1),
		sorcery.WoundHero("Jeanne", 2), sorcery.HealHero("Jeanne", 2),
	}
	for i, done := 0, p.Session().Len; done+i < n; i++ {
		if _, _, err := st.Do(id, cycle[i%len(cycle)]); err != nil {
			b.Fatalf("action %d: %v", i+1, err)
		}
	}
	tb.S.OpenSession(p.Campaign(), id)
	return tb
}

// BenchmarkSorceryHistoryChart is what a player waits for on opening
// History of a Quest of 1,000 actions: every state rebuilt along the log
// (the Game's Steps), charted, and the screen drawn with the log's first
// page.
func BenchmarkSorceryHistoryChart(b *testing.B) {
	uitest.BenchHistory(b, longQuest(b, 1000).Table, 1000, 400)
}

// Four Heroes make seven lines: the legend's rows still fit beneath the
// chart at every size, text size and theme, on History and at the
// evening's end.
func TestSorceryChartOfFourHeroesInEveryLook(t *testing.T) {
	tb := fourHeroQuest(t)
	tb.do(sorcery.WoundHero("Xantares", 2), sorcery.WoundEnemy(0, 1, "Artemis"))
	p := tb.S.Current()
	tb.endQuest("We won")
	p.ShowEveningEnd()
	if c := tb.Chart(); c == nil || len(c.Data().Lines) != 7 {
		t.Fatal("the evening's end shows no chart of seven lines")
	}
	tb.LookAt("four Heroes' History", p.ShowHistory)
	tb.LookAt("four Heroes' evening's end", p.ShowEveningEnd)
	tb.Size = fyne.NewSize(360, 640)
	tb.Win.Resize(tb.Size)
	tb.TextSize("huge")
	p.ShowEveningEnd()
	tb.ScrollToText("The evening")
	tb.Shot("small-huge-sorcery-evening-end")
}
