package campaign

import (
	"testing"
	"time"
)

// TestPlayTimeFromTheLog: a game set up at 19:00, played until 21:30 (the
// last action undone, which counts), then again for 40 minutes on Sunday: it began Friday
// at 19:00 and took 3 h 10 min over two evenings, the gap left out.
func TestPlayTimeFromTheLog(t *testing.T) {
	// The store steps each time on by a nanosecond: compared to the second.
	clock := &fakeClock{time.Date(2026, 11, 20, 19, 0, 0, 0, time.UTC)}
	s, ss := clockedSession(t, clock)
	if pt, err := s.PlayTime(ss.ID); err != nil || !pt.Start.Round(time.Second).Equal(clock.t) || pt.Played.Round(time.Second) != 0 || pt.Evenings != 1 {
		t.Fatalf("a game just set up: %+v %v", pt, err)
	}
	clock.t = clock.t.Add(2 * time.Hour)
	do(t, s, ss.ID, 1)
	clock.t = clock.t.Add(30 * time.Minute)
	do(t, s, ss.ID, 2)
	if _, err := s.Undo(ss.ID); err != nil {
		t.Fatal(err)
	}
	if pt, err := s.PlayTime(ss.ID); err != nil || pt.Played.Round(time.Second) != 2*time.Hour+30*time.Minute {
		t.Fatalf("an undone action is time spent: %+v %v", pt, err)
	}
	clock.t = time.Date(2026, 11, 22, 18, 0, 0, 0, time.UTC)
	if _, err := s.Redo(ss.ID); err != nil {
		t.Fatal(err)
	}
	do(t, s, ss.ID, 3)
	clock.t = clock.t.Add(40 * time.Minute)
	do(t, s, ss.ID, 4)
	pt, err := s.PlayTime(ss.ID)
	if err != nil {
		t.Fatal(err)
	}
	if want := time.Date(2026, 11, 20, 19, 0, 0, 0, time.UTC); !pt.Start.Round(time.Second).Equal(want) || pt.Played.Round(time.Second) != 3*time.Hour+10*time.Minute || pt.Evenings != 2 {
		t.Fatalf("got %+v, want a start on Friday at 19:00, 3h10m over 2 evenings", pt)
	}
	if _, err := s.PlayTime(ss.ID + 100); err == nil {
		t.Fatal("no error for a session that is not there")
	}
}

// TestPlayTimeSetUpTheEveningBefore: a game set up on Thursday and first
// played on Friday began on Friday.
func TestPlayTimeSetUpTheEveningBefore(t *testing.T) {
	thu := time.Date(2026, 11, 19, 22, 0, 0, 0, time.UTC)
	fri := time.Date(2026, 11, 20, 19, 0, 0, 0, time.UTC)
	pt := playTime([]time.Time{thu, fri, fri.Add(time.Hour), fri.Add(50 * time.Minute)})
	if !pt.Start.Equal(fri) || pt.Played != time.Hour || pt.Evenings != 1 {
		t.Fatalf("got %+v, want Friday 19:00 and an hour (a clock set back adds nothing)", pt)
	}
}

// BenchmarkPlayTime reads when a long evening was played, 2,000 actions,
// as the evening's end does before it shows: only the log's times are
// read, never its states.
func BenchmarkPlayTime(b *testing.B) {
	s, _ := newStore(b)
	c := newCampaign(b, s, "Bench")
	ss, err := s.StartSession(c.ID, paddedState(0, stateSize))
	if err != nil {
		b.Fatal(err)
	}
	for range 2000 {
		if _, _, err := s.Do(ss.ID, add(b, 1)); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	for range b.N {
		if _, err := s.PlayTime(ss.ID); err != nil {
			b.Fatal(err)
		}
	}
}
