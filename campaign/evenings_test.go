package campaign

import (
	"testing"
	"time"
)

// TestReachTellsEveningsApart: two actions one Friday, one the next
// Sunday. Undo on Sunday reaches Friday's last action across a gap; the
// players' agreement (until) covers the rest of Friday, and an undone
// action of tonight counts as tonight.
func TestReachTellsEveningsApart(t *testing.T) {
	clock := &fakeClock{time.Date(2026, 11, 20, 20, 0, 0, 0, time.UTC)}
	s, ss := clockedSession(t, clock)
	do(t, s, ss.ID, 1)
	clock.t = clock.t.Add(time.Hour)
	do(t, s, ss.ID, 2)
	clock.t = clock.t.Add(30 * time.Minute)
	if _, earlier, err := s.Reach(ss.ID, 2, time.Time{}); err != nil || earlier {
		t.Fatalf("half an hour later, the last action is of another evening (%v)", err)
	}
	clock.t = time.Date(2026, 11, 22, 19, 0, 0, 0, time.UTC)
	at, earlier, err := s.Reach(ss.ID, 2, time.Time{})
	if err != nil || !earlier || at.Day() != 20 {
		t.Fatalf("on Sunday, Friday's action: at %v, earlier %v (%v)", at, earlier, err)
	}
	// Agreed: the action taken back, Friday's one before it asks no more.
	if _, err := s.Undo(ss.ID); err != nil {
		t.Fatal(err)
	}
	if _, earlier, _ := s.Reach(ss.ID, 1, at); earlier {
		t.Fatal("once agreed, Friday's earlier action asked again")
	}
	if _, err := s.Redo(ss.ID); err != nil {
		t.Fatal(err)
	}
	// Tonight's action, undone: the one before it is across the gap still.
	do(t, s, ss.ID, 3)
	if _, err := s.Undo(ss.ID); err != nil {
		t.Fatal(err)
	}
	if _, earlier, _ := s.Reach(ss.ID, 3, time.Time{}); earlier {
		t.Fatal("tonight's action counted as another evening")
	}
	if _, earlier, _ := s.Reach(ss.ID, 2, time.Time{}); !earlier {
		t.Fatal("Friday's action, past tonight's undone one, did not count as another evening")
	}
	// The app left open for a week: the agreement was another evening's.
	clock.t = clock.t.Add(7 * 24 * time.Hour)
	if _, earlier, _ := s.Reach(ss.ID, 1, at); !earlier {
		t.Fatal("an agreement of a week ago still holds")
	}
	if _, _, err := s.Reach(ss.ID, 9, time.Time{}); err == nil {
		t.Fatal("an action not in the log was reached")
	}
}

// TestLastSessionIsTheLatestStarted: an earlier game corrected after the
// next began is not where the campaign stands (Continue, the next set-up).
func TestLastSessionIsTheLatestStarted(t *testing.T) {
	s, _ := newStore(t)
	c := newCampaign(t, s, "Order")
	first := newSession(t, s, c.ID)
	second := newSession(t, s, c.ID)
	do(t, s, first.ID, 5)
	if last, ok, err := s.LastSession(c.ID); err != nil || !ok || last.ID != second.ID {
		t.Fatalf("LastSession after correcting the first game: %d, want %d (%v)", last.ID, second.ID, err)
	}
	if last, ok, err := s.Latest(); err != nil || !ok || last.ID != second.ID {
		t.Fatalf("Latest after correcting the first game: %d, want %d (%v)", last.ID, second.ID, err)
	}
	games, err := s.Games(c.ID)
	if err != nil || len(games) != 2 || games[0].ID != first.ID || games[0].Len != 1 {
		t.Fatalf("Games: %+v (%v)", games, err)
	}
}
