package legendsui

import (
	"testing"
	"time"

	"tableside/tracker"
	"tableside/tracker/legends"
)

// sixPlayerTable is sixPlayers with a Monster before Fay and a Shield
// before Ana: a full table to draw.
func sixPlayerTable(t testing.TB) legends.State {
	t.Helper()
	return applied(t, sixPlayers(t), legends.PlayMonster(goblin, 5), legends.PlayDefence(legends.DefenceCard{Name: "Shield", Slot: legends.Shield, Value: 4}))
}

// wound is the command both benchmarks send: Fay's Life down and up by
// one, a named table correction, so it never runs out.
func wound(i int) tracker.Command {
	d := -1
	if i%2 == 1 {
		d = 1
	}
	return legends.Correct(legends.CorrectCmd{Player: 5, Life: d, Reason: "bench"})
}

// BenchmarkLegendsCommit is the store's commit of the command alone: what
// a tap is measured against.
func BenchmarkLegendsCommit(b *testing.B) {
	tb := newTable(b, phone)
	tb.open(sixPlayerTable(b))
	id := tb.S.Current().Session().ID
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, _, err := tb.S.Store().Do(id, wound(i)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLegendsTableTap is a tap on the 6-player table: the same
// command committed, then the whole table drawn again.
func BenchmarkLegendsTableTap(b *testing.B) {
	tb := newTable(b, phone)
	tb.open(sixPlayerTable(b))
	p := tb.S.Current()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if !p.Do(wound(i)) {
			b.Fatal("refused")
		}
	}
}

// BenchmarkLegendsTapOverCommit runs both in one run, in turns, and
// reports the tap's time over the commit's: the issue asks at most 2. It
// reports; it does not fail on time.
func BenchmarkLegendsTapOverCommit(b *testing.B) {
	tb := newTable(b, phone)
	tb.open(sixPlayerTable(b))
	p := tb.S.Current()
	id := p.Session().ID
	var commit, tap time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		if _, _, err := tb.S.Store().Do(id, wound(2*i)); err != nil {
			b.Fatal(err)
		}
		commit += time.Since(start)
		start = time.Now()
		if !p.Do(wound(2*i + 1)) {
			b.Fatal("refused")
		}
		tap += time.Since(start)
	}
	b.ReportMetric(float64(tap)/float64(max(commit, 1)), "tap/commit")
}

// BenchmarkLegendsStartOfTurnDraw is the table at a start-of-turn step
// drawn again, as after every step.
func BenchmarkLegendsStartOfTurnDraw(b *testing.B) {
	s := twoPlayerStart(b)
	tb := newTable(b, phone)
	tb.open(s)
	p := tb.S.Current()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p.Render()
	}
}
