package trackertest

import (
	"testing"

	"tableside/tracker"
)

// GuestSteps checks a game's guest changes (tracker.GuestWriter) on state:
// every counter of every seat stepped up and back down through
// GuestCommand and Apply changes that counter, and only on that seat, and
// comes back to where it was; a seat, counter or step the game does not
// have is refused in words. A step the rules forbid here (Health already
// full) must be a refusal too.
func GuestSteps(t *testing.T, g tracker.Game, state []byte) {
	t.Helper()
	gw, ok := g.(tracker.GuestWriter)
	if !ok {
		t.Fatalf("%s has no guest changes", g.ID())
	}
	seats, err := gw.GuestSeats(state)
	if err != nil || len(seats) == 0 {
		t.Fatalf("GuestSeats: %v, %d seats", err, len(seats))
	}
	value := func(st []byte, seat int, id string) string {
		t.Helper()
		now, err := gw.GuestSeats(st)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range now[seat].Counters {
			if c.ID == id {
				return c.Value
			}
		}
		t.Fatalf("seat %d lost counter %q", seat, id)
		return ""
	}
	step := func(st []byte, seat int, id string, by int) ([]byte, bool) {
		t.Helper()
		cmd, err := gw.GuestCommand(st, seat, id, by)
		if err != nil {
			t.Fatalf("seat %d %s %+d: %v", seat, id, by, err)
		}
		next, _, err := g.Apply(st, cmd)
		if err != nil && !tracker.IsRefusal(err) {
			t.Fatalf("seat %d %s %+d: not a refusal: %v", seat, id, by, err)
		}
		return next, err == nil
	}
	for _, seat := range seats {
		for _, c := range seat.Counters {
			for _, first := range []int{1, -1} {
				once, ok := step(state, seat.Seat, c.ID, first)
				if !ok {
					continue
				}
				if value(once, seat.Seat, c.ID) == c.Value {
					t.Errorf("%s's %s %+d changed nothing", seat.Name, c.Label, first)
				}
				for _, other := range seats {
					if other.Seat != seat.Seat && value(once, other.Seat, c.ID) != value(state, other.Seat, c.ID) {
						t.Errorf("%s's %s %+d changed %s's", seat.Name, c.Label, first, other.Name)
					}
				}
				back, ok := step(once, seat.Seat, c.ID, -first)
				if !ok || value(back, seat.Seat, c.ID) != c.Value {
					t.Errorf("%s's %s %+d then %+d: %q, want %q", seat.Name, c.Label, first, -first, value(back, seat.Seat, c.ID), c.Value)
				}
			}
		}
	}
	for _, bad := range []struct {
		seat    int
		counter string
		step    int
	}{{-1, seats[0].Counters[0].ID, 1}, {len(seats), seats[0].Counters[0].ID, 1}, {0, "no such counter", 1}, {0, seats[0].Counters[0].ID, 2}, {0, seats[0].Counters[0].ID, 0}} {
		if _, err := gw.GuestCommand(state, bad.seat, bad.counter, bad.step); !tracker.IsRefusal(err) {
			t.Errorf("seat %d, %q, step %d: %v; want a refusal", bad.seat, bad.counter, bad.step, err)
		}
	}
}
