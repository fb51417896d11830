package campaign

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"tableside/tracker"
)

func TestStartSession(t *testing.T) {
	s, _ := newStore(t)
	c := newCampaign(t, s, "Start")
	cases := []struct {
		name     string
		campaign int64
		initial  string
		err      string
	}{
		{"good", c.ID, `{"n":5}`, ""},
		{"rules refuse it", c.ID, `{"n":-1}`, "starting position is not valid"},
		{"not JSON", c.ID, `{"n":`, "starting position is not valid"},
		{"empty", c.ID, ``, "starting position is not valid"},
		{"no such campaign", c.ID + 1, `{"n":0}`, "no longer exists"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			before := rowCounts(t, s)
			ss, err := s.StartSession(tc.campaign, []byte(tc.initial))
			if tc.err != "" {
				wantErr(t, err, tc.err)
				if !sameCounts(before, rowCounts(t, s)) {
					t.Fatal("a refused session wrote rows")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if ss.CampaignID != c.ID || ss.Game != "counter" || ss.Cursor != 0 || ss.Len != 0 ||
				string(ss.State) != tc.initial || ss.CanUndo() || ss.CanRedo() {
				t.Fatalf("new session %+v", ss)
			}
		})
	}
}

func TestLatestAndLastSession(t *testing.T) {
	s, _ := newStore(t)
	if _, ok, err := s.Latest(); ok || err != nil {
		t.Fatalf("empty store: Latest gave ok=%v, %v", ok, err)
	}
	a := newCampaign(t, s, "A")
	b := newCampaign(t, s, "B")
	if _, ok, err := s.LastSession(a.ID); ok || err != nil {
		t.Fatalf("no sessions: ok=%v, %v", ok, err)
	}
	a1 := newSession(t, s, a.ID)
	a2 := newSession(t, s, a.ID)
	b1 := newSession(t, s, b.ID)
	check := func(label string, wantLatest, wantA int64) {
		t.Helper()
		l, ok, err := s.Latest()
		if !ok || err != nil || l.ID != wantLatest {
			t.Fatalf("%s: Latest %d (ok=%v, %v), want %d", label, l.ID, ok, err, wantLatest)
		}
		la, ok, err := s.LastSession(a.ID)
		if !ok || err != nil || la.ID != wantA {
			t.Fatalf("%s: LastSession(A) %d (ok=%v, %v), want %d", label, la.ID, ok, err, wantA)
		}
	}
	check("started", b1.ID, a2.ID)
	// a1 changed after a2 began: a correction of an earlier game (issue
	// 27). Campaign A is the one played last, but a2 is still where it
	// stands, and what Continue opens.
	do(t, s, a1.ID, 3)
	check("played a1", a2.ID, a2.ID)
	do(t, s, a2.ID, 4)
	check("played a2", a2.ID, a2.ID)
	if got, _, _ := s.Latest(); count(t, got.State) != 4 {
		t.Fatalf("Latest state %s", got.State)
	}
}

// The steps of tracker's own undo test, through the store, with a reopen
// between every step so each one is proven to be on disk.
func TestUndoRedoAcrossReopen(t *testing.T) {
	s, path, ss := played(t, "Undo", 1, 2, 3)
	id := ss.ID
	undo := func(st *Store) (Session, error) { return st.Undo(id) }
	redo := func(st *Store) (Session, error) { return st.Redo(id) }
	steps := []struct {
		op      func(*Store) (Session, error)
		err     error
		want    int
		cursor  int
		canUndo bool
		canRedo bool
	}{
		{undo, nil, 3, 2, true, true},
		{undo, nil, 1, 1, true, true},
		{undo, nil, 0, 0, false, true},
		{undo, ErrNothingToUndo, 0, 0, false, true},
		{redo, nil, 1, 1, true, true},
		{redo, nil, 3, 2, true, true},
		{redo, nil, 6, 3, true, false},
		{redo, ErrNothingToRedo, 6, 3, true, false},
		{undo, nil, 3, 2, true, true},
	}
	for i, st := range steps {
		got, err := st.op(s)
		if !errors.Is(err, st.err) {
			t.Fatalf("step %d: %v, want %v", i, err, st.err)
		}
		s.Close()
		s = openAt(t, path)
		if err == nil {
			if reread, _ := s.Session(id); reread.Cursor != got.Cursor || string(reread.State) != string(got.State) {
				t.Fatalf("step %d: returned %+v, but disk holds %+v", i, got, reread)
			}
		}
		got, err = s.Session(id)
		if err != nil {
			t.Fatal(err)
		}
		if count(t, got.State) != st.want || got.Cursor != st.cursor || got.Len != 3 ||
			got.CanUndo() != st.canUndo || got.CanRedo() != st.canRedo {
			t.Fatalf("step %d: counter %d cursor %d len %d undo %v redo %v; want %d %d 3 %v %v", i,
				count(t, got.State), got.Cursor, got.Len, got.CanUndo(), got.CanRedo(),
				st.want, st.cursor, st.canUndo, st.canRedo)
		}
	}
}

func TestUndoAndRedoManySteps(t *testing.T) {
	s, _ := newStore(t)
	id := newSession(t, s, newCampaign(t, s, "Many").ID).ID
	const n = 50
	for i := 1; i <= n; i++ {
		do(t, s, id, i)
	}
	sum := func(k int) int { return k * (k + 1) / 2 }
	for k := n - 1; k >= 0; k-- {
		got, err := s.Undo(id)
		if err != nil || got.Cursor != k || count(t, got.State) != sum(k) {
			t.Fatalf("undo to %d: cursor %d counter %s, %v", k, got.Cursor, got.State, err)
		}
	}
	for k := 1; k <= n; k++ {
		got, err := s.Redo(id)
		if err != nil || got.Cursor != k || count(t, got.State) != sum(k) {
			t.Fatalf("redo to %d: cursor %d counter %s, %v", k, got.Cursor, got.State, err)
		}
	}
	checkLog(t, s, id, sum)
}

func TestNewCommandDropsRedoBranch(t *testing.T) {
	s, path, ss := played(t, "Branch", 1, 1, 1)
	id := ss.ID
	s.Undo(id)
	s.Undo(id)
	got, e, err := s.Do(id, add(t, 10))
	if err != nil {
		t.Fatal(err)
	}
	if e.Seq != 2 || e.Words != "1 -> 11" || count(t, e.State) != 11 || e.Command.Kind != "add" || e.At.IsZero() {
		t.Fatalf("entry %+v", e)
	}
	if got.Cursor != 2 || got.Len != 2 || got.CanRedo() {
		t.Fatalf("session %+v", got)
	}
	s.Close()
	s = openAt(t, path)
	if n := checkLog(t, s, id, nil); n != 2 {
		t.Fatalf("log holds %d rows after a new command on cursor 1, want 2", n)
	}
	if _, err := s.Redo(id); !errors.Is(err, ErrNothingToRedo) {
		t.Fatalf("redo after a new command: %v", err)
	}
}

func TestRefusalWritesNothing(t *testing.T) {
	s, _, ss := played(t, "Refuse", 2, 1)
	id := ss.ID
	s.Undo(id) // a redo branch that a refusal must not drop
	before, _ := s.Session(id)
	counts := rowCounts(t, s)
	played, _ := s.Campaign(before.CampaignID)

	cases := []struct {
		name    string
		cmd     tracker.Command
		refusal bool
	}{
		{"rules refuse", add(t, -5), true},
		{"unknown command", tracker.Command{Kind: "dance"}, false},
		{"bad arguments", tracker.Command{Kind: "add", Args: json.RawMessage(`"x"`)}, false},
		{"arguments not JSON", tracker.Command{Kind: "add", Args: json.RawMessage(`{`)}, false},
	}
	for _, c := range cases {
		_, _, err := s.Do(id, c.cmd)
		if err == nil {
			t.Fatalf("%s: accepted", c.name)
		}
		var r *tracker.Refusal
		if got := errors.As(err, &r); got != c.refusal {
			t.Fatalf("%s: errors.As Refusal = %v (%v)", c.name, got, err)
		}
		if c.refusal && err.Error() != "The counter is at 2; it cannot lose 5." {
			t.Fatalf("%s: the refusal's words changed on the way: %q", c.name, err)
		}
	}
	after, _ := s.Session(id)
	if after.rev != before.rev || !after.Updated.Equal(before.Updated) || after.Cursor != 1 || after.Len != 2 {
		t.Fatalf("refusals changed the session: %+v -> %+v", before, after)
	}
	if !sameCounts(counts, rowCounts(t, s)) {
		t.Fatal("refusals wrote rows")
	}
	if c, _ := s.Campaign(before.CampaignID); !c.LastPlayed.Equal(played.LastPlayed) {
		t.Fatal("a refusal counted as play")
	}
	if got, err := s.Redo(id); err != nil || count(t, got.State) != 3 {
		t.Fatalf("the redo branch did not survive the refusals: %v", err)
	}
}

func TestHistory(t *testing.T) {
	s, _ := newStore(t)
	id := newSession(t, s, newCampaign(t, s, "History").ID).ID
	if h, err := s.History(id, 0); err != nil || len(h) != 0 {
		t.Fatalf("empty history: %v, %v", h, err)
	}
	do(t, s, id, 1, 2, 3, 4)
	s.Undo(id)
	ss, _ := s.Undo(id)
	cases := []struct {
		limit int
		want  string // seq:words, newest first
	}{
		{0, "4:6 -> 10 3:3 -> 6 2:1 -> 3 1:0 -> 1"},
		{-1, "4:6 -> 10 3:3 -> 6 2:1 -> 3 1:0 -> 1"},
		{2, "4:6 -> 10 3:3 -> 6"},
		{9, "4:6 -> 10 3:3 -> 6 2:1 -> 3 1:0 -> 1"},
	}
	for _, c := range cases {
		h, err := s.History(id, c.limit)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range h {
			got = append(got, fmt.Sprintf("%d:%s", e.Seq, e.Words))
			if e.State != nil || e.At.IsZero() || e.Command.Kind != "add" || len(e.Command.Args) == 0 {
				t.Fatalf("entry %+v", e)
			}
		}
		if strings.Join(got, " ") != c.want {
			t.Fatalf("limit %d: %s, want %s", c.limit, strings.Join(got, " "), c.want)
		}
	}
	// The redo branch is what lies past the cursor.
	h, _ := s.History(id, 0)
	var redo []int
	for _, e := range h {
		if e.Seq > ss.Cursor {
			redo = append(redo, e.Seq)
		}
	}
	if fmt.Sprint(redo) != "[4 3]" {
		t.Fatalf("redo branch %v, want [4 3]", redo)
	}
	var a addArgs
	if err := json.Unmarshal(h[0].Command.Args, &a); err != nil || a.N != 4 {
		t.Fatalf("args of the newest: %s", h[0].Command.Args)
	}
	if _, err := s.History(id+1, 0); !errors.Is(err, ErrNotFound) {
		t.Fatalf("history of a missing session: %v", err)
	}
}

func TestMissingSession(t *testing.T) {
	s, _ := newStore(t)
	for name, op := range map[string]func() error{
		"Session": func() error { _, err := s.Session(42); return err },
		"Do":      func() error { _, _, err := s.Do(42, add(t, 1)); return err },
		"Undo":    func() error { _, err := s.Undo(42); return err },
		"Redo":    func() error { _, err := s.Redo(42); return err },
	} {
		if err := op(); !errors.Is(err, ErrNotFound) {
			t.Errorf("%s: %v, want ErrNotFound", name, err)
		}
	}
}

// Opening a session, undo, redo, their labels and a History page read
// only the rows they need: every query plan reaches the log and the
// snapshots by their key, never by a scan. (The sessions table, one short
// row per evening, may be scanned.)
func TestStateReadsAreBounded(t *testing.T) {
	s, _ := newStore(t)
	queries := []string{snapshotQuery, replayQuery, startQuery, pageQuery, edgesQuery, walkQuery}
	for _, where := range []string{
		`WHERE s.id = 1`,
		`WHERE s.id = (SELECT id FROM sessions ORDER BY updated DESC, id DESC LIMIT 1)`,
		`WHERE s.id = (SELECT id FROM sessions WHERE campaign_id = 1 ORDER BY updated DESC, id DESC LIMIT 1)`,
	} {
		queries = append(queries, sessionHead+" "+where)
	}
	for _, q := range queries {
		args := make([]any, strings.Count(q, "?"))
		for i := range args {
			args[i] = 1
		}
		rows, err := s.db.Query("EXPLAIN QUERY PLAN "+q, args...)
		if err != nil {
			t.Fatal(err)
		}
		var plan []string
		for rows.Next() {
			var id, parent, unused int
			var detail string
			if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
				t.Fatal(err)
			}
			plan = append(plan, detail)
			for _, table := range []string{"log", "snapshots", "session_starts"} {
				byKey := strings.Contains(detail, "(session_id=?") || strings.Contains(detail, "(rowid=?)")
				if strings.Contains(detail, " "+table+" ") && !(strings.HasPrefix(detail, "SEARCH "+table+" ") && byKey) {
					t.Errorf("%s: the plan reads %s by more than its key: %s", q, table, detail)
				}
			}
		}
		rows.Close()
		t.Logf("%s\n  %s", strings.Join(strings.Fields(q), " "), strings.Join(plan, "\n  "))
	}
}

// walFrames is how many pages the WAL holds; it then empties the WAL so the
// next count starts from zero.
func walFrames(t *testing.T, s *Store) int {
	t.Helper()
	var busy, frames, done int
	if err := s.db.QueryRow("PRAGMA wal_checkpoint(PASSIVE)").Scan(&busy, &frames, &done); err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.Exec("PRAGMA wal_checkpoint(TRUNCATE)"); err != nil {
		t.Fatal(err)
	}
	return frames
}

// Each page a tap writes is one more to fsync: guard the schema's choices
// (no index on a time every action changes, no derived column stored, the
// starting state apart from the session row) against a quiet regression.
func TestTapWritesFewPages(t *testing.T) {
	s, _ := newStore(t)
	c := newCampaign(t, s, "Pages")
	ss, err := s.StartSession(c.ID, paddedState(0, 4096))
	if err != nil {
		t.Fatal(err)
	}
	do(t, s, ss.ID, 1)
	walFrames(t, s)
	const n = 20
	for i := 0; i < n; i++ {
		do(t, s, ss.ID, 1)
	}
	perDo := float64(walFrames(t, s)) / n
	for i := 0; i < n; i++ {
		if _, err := s.Undo(ss.ID); err != nil {
			t.Fatal(err)
		}
	}
	perUndo := float64(walFrames(t, s)) / n
	// Do: the log row's leaf and the session row; every K-th action a
	// snapshot's leaf and index leaf; now and then page 1 (the file grew).
	// Undo: the session row.
	if perDo > 3 || perUndo > 1.5 {
		t.Fatalf("pages written per Do %.1f (want <= 3), per Undo %.1f (want <= 1.5)", perDo, perUndo)
	}
	t.Logf("pages written per Do %.1f, per Undo %.1f", perDo, perUndo)
}
