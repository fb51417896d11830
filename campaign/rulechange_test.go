package campaign

import (
	"encoding/json"
	"strings"
	"testing"

	"tableside/tracker"
)

// stricterCounter is the counter game after a rules fix: adding exactly 3
// at once is refused now, though an older version took it.
type stricterCounter struct{ counterGame }

func (g stricterCounter) Apply(b []byte, c tracker.Command) ([]byte, string, error) {
	var a addArgs
	if c.Kind == "add" && json.Unmarshal(c.Args, &a) == nil && a.N == 3 {
		return nil, "", tracker.Refuse("Adding 3 at once is no longer allowed.")
	}
	return g.counterGame.Apply(b, c)
}

// An update whose rules refuse a step an older version took never strands
// the evening: it opens at its cursor, undo and redo cross the step, which
// today's rules skip (the state stays as it was before it, up to the next
// snapshot, which stands as written), History says so, and play goes on.
// Before, the session would not open: "cannot be replayed by this version".
func TestOldLogAfterRuleChange(t *testing.T) {
	// Played under the old rules: 20 actions of 1, but the 11th adds 3.
	s, path, ss := played(t, "Before the update")
	steps := make([]int, 20)
	for i := range steps {
		steps[i] = 1
	}
	steps[10] = 3
	do(t, s, ss.ID, steps...)
	old := func(cursor int) int { // the state each step left, as the old rules gave it
		n := 0
		for _, v := range steps[:cursor] {
			n += v
		}
		return n
	}
	// The cursor between the refused step (11) and the next snapshot (16).
	for range 6 {
		if _, err := s.Undo(ss.ID); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()

	// The update: the same game, a stricter rule.
	s, err := Open(path, tracker.NewCatalog(stricterCounter{}, otherGame{}))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	got, err := s.Session(ss.ID)
	if err != nil {
		t.Fatalf("the evening does not open after the update: %v", err)
	}
	skipped := func(cursor int) int { // what today's rules give
		switch {
		case cursor >= 11 && cursor < 16:
			return old(cursor) - 3 // the step skipped, up to snapshot 16
		}
		return old(cursor) // before it, and from the snapshot on, as written
	}
	if got.Cursor != 14 || got.Len != 20 || count(t, got.State) != skipped(14) {
		t.Fatalf("opened at cursor %d of %d, counter %d; want 14 of 20, %d", got.Cursor, got.Len, count(t, got.State), skipped(14))
	}
	// Undo across the step and back, redo across it to the snapshot.
	want := func(ss Session, err error, cursor int) {
		t.Helper()
		if err != nil || ss.Cursor != cursor || count(t, ss.State) != skipped(cursor) {
			t.Fatalf("at cursor %d: %+v, %v; want counter %d", cursor, ss, err, skipped(cursor))
		}
	}
	for cursor := 13; cursor >= 9; cursor-- {
		got, err = s.Undo(ss.ID)
		want(got, err, cursor)
	}
	for cursor := 10; cursor <= 17; cursor++ {
		got, err = s.Redo(ss.ID)
		want(got, err, cursor)
	}
	got, err = s.UndoTo(ss.ID, 11) // to just before the refused step
	want(got, err, 10)
	got, err = s.Redo(ss.ID) // onto it
	want(got, err, 11)
	if undo, redo, err := s.Edges(ss.ID); err != nil || !strings.Contains(undo, "skipped") || strings.Contains(redo, "skipped") {
		t.Fatalf("the undo and redo buttons on the skipped step: %q, %q, %v", undo, redo, err)
	}

	// History shows the step for what it is.
	h, err := s.History(ss.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range h {
		marked := strings.Contains(e.Words, "skipped: this version's rules refuse it. Adding 3 at once is no longer allowed")
		if marked != (e.Seq == 11) {
			t.Fatalf("History, action %d: %q", e.Seq, e.Words)
		}
	}
	// A chart's walk crosses it as opening does.
	err = s.WalkStates(ss.ID, func(e tracker.Entry) error {
		if n := count(t, e.State); n != skipped(e.Seq) {
			t.Fatalf("walk, action %d: %d, want %d", e.Seq, n, skipped(e.Seq))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// Play goes on from the cursor: a new step replaces the redo branch.
	ss2, e, err := s.Do(ss.ID, add(t, 2))
	if err != nil || ss2.Len != 12 || count(t, e.State) != skipped(11)+2 {
		t.Fatalf("a step after the update: %+v, %v", ss2, err)
	}
	h, _ = s.History(ss.ID, 0)
	if !strings.Contains(h[1].Words, "skipped") || strings.Contains(h[0].Words, "skipped") {
		t.Fatalf("History after a new step: %q, %q", h[0].Words, h[1].Words)
	}
	// A refused command now is refused as ever.
	if _, _, err := s.Do(ss.ID, add(t, 3)); !tracker.IsRefusal(err) {
		t.Fatalf("a new step the rules refuse: %v", err)
	}
}
