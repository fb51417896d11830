package campaign

import (
	"bytes"
	"database/sql"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tableside/tracker"
)

// oldSession is a session as the store wrote it before migration 003, on a
// database at schema version 2: each log row holding the state its command
// produced, computed by the same rules. It returns the states in order,
// the start's first, so states[c] is the state at cursor c.
func oldSession(t *testing.T, db *sql.DB, campaignID int64, game string, initial []byte, adds []int, cursor int) (id int64, states [][]byte) {
	t.Helper()
	var g any
	if game != "" {
		g = game
	}
	at := time.Date(2025, 3, 4, 19, 0, 0, 0, time.UTC)
	res, err := db.Exec(`INSERT INTO sessions (campaign_id, started, updated, cursor, game) VALUES (?, ?, ?, ?, ?)`,
		campaignID, nanos(at), nanos(at.Add(time.Hour)), cursor, g)
	if err != nil {
		t.Fatal(err)
	}
	if id, err = res.LastInsertId(); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`INSERT INTO session_starts (session_id, state) VALUES (?, ?)`, id, initial); err != nil {
		t.Fatal(err)
	}
	states = [][]byte{initial}
	for i, n := range adds {
		cmd := add(t, n)
		next, words, err := counterGame{}.Apply(states[i], cmd)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.Exec(`INSERT INTO log (session_id, seq, kind, args, words, state, at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
			id, i+1, cmd.Kind, string(cmd.Args), words, next, nanos(at.Add(time.Duration(i)*time.Minute))); err != nil {
			t.Fatal(err)
		}
		states = append(states, next)
	}
	return id, states
}

// TestMigration003KeepsEveryState writes sessions the way the store did
// before the lighter log, on a database built by migrations 001 and 002,
// then opens it with this store: every state at every cursor, the log's
// entries and each session's place must be as they were.
func TestMigration003KeepsEveryState(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	migs, err := loadMigrations()
	if err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite3", fileURI(path)+"?_journal_mode=WAL&_foreign_keys=on")
	if err != nil {
		t.Fatal(err)
	}
	if err := migrate(db, migs[:2]); err != nil {
		t.Fatal(err)
	}
	var camps []int64
	for _, name := range []string{"Saga", "Second"} {
		res, err := db.Exec(`INSERT INTO campaigns (name, game, created) VALUES (?, 'counter', 1)`, name)
		if err != nil {
			t.Fatal(err)
		}
		id, _ := res.LastInsertId()
		camps = append(camps, id)
	}
	adds := func(n int) []int {
		out := make([]int, n)
		for i := range out {
			out[i] = i%5 + 1
		}
		return out
	}
	type old struct {
		id     int64
		cursor int
		states [][]byte
	}
	var sessions []old
	for _, c := range []struct {
		camp          int64
		game          string
		length, cursr int
	}{
		{camps[0], "", 0, 0},       // nothing done yet
		{camps[0], "", 5, 5},       // shorter than K
		{camps[0], "", 8, 8},       // ends on a snapshot
		{camps[0], "", 37, 29},     // undone actions to redo, across snapshots
		{camps[0], "other", 19, 3}, // a campaign book, undone far back
		{camps[1], "", 16, 0},      // all undone
		{camps[1], "", 23, 23},
	} {
		id, states := oldSession(t, db, c.camp, c.game, paddedState(3, 600), adds(c.length), c.cursr)
		sessions = append(sessions, old{id, c.cursr, states})
	}
	histories := map[int64][]tracker.Entry{}
	for _, o := range sessions {
		histories[o.id] = rawHistory(t, db, o.id)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	s := openAt(t, path)
	var version int
	var logSQL string
	if err := s.db.QueryRow(`PRAGMA user_version`).Scan(&version); err != nil || version != len(migs) {
		t.Fatalf("user_version %d, %v", version, err)
	}
	if err := s.db.QueryRow(`SELECT sql FROM sqlite_schema WHERE name = 'log'`).Scan(&logSQL); err != nil ||
		strings.Contains(logSQL, "state") || !strings.Contains(logSQL, "WITHOUT ROWID") {
		t.Fatalf("the log after the migration: %s, %v", logSQL, err)
	}
	var check string
	if err := s.db.QueryRow(`PRAGMA integrity_check`).Scan(&check); err != nil || check != "ok" {
		t.Fatalf("integrity_check %q, %v", check, err)
	}
	if rows, err := s.db.Query(`PRAGMA foreign_key_check`); err != nil || rows.Next() {
		t.Fatalf("foreign_key_check found orphans (%v)", err)
	} else {
		rows.Close()
	}

	for _, o := range sessions {
		ss, err := s.Session(o.id)
		if err != nil {
			t.Fatal(err)
		}
		if ss.Cursor != o.cursor || ss.Len != len(o.states)-1 || !bytes.Equal(ss.State, o.states[o.cursor]) {
			t.Fatalf("session %d opens at %d of %d on %s; it was left at %d of %d", o.id, ss.Cursor, ss.Len, ss.State, o.cursor, len(o.states)-1)
		}
		for c, want := range o.states {
			if got := stateAtNow(t, s, o.id, c); !bytes.Equal(got, want) {
				t.Fatalf("session %d at cursor %d: %s, before the migration %s", o.id, c, got, want)
			}
		}
		if got, want := rawHistory(t, s.db, o.id), histories[o.id]; fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("session %d's log changed:\n%v\n%v", o.id, got, want)
		}
		checkLog(t, s, o.id, nil)
	}

	// Through the store's own steps: back to the start and forward again,
	// and a new command on the undone branch drops it, snapshots too.
	o := sessions[3]
	if _, err := s.UndoTo(o.id, 1); err != nil {
		t.Fatal(err)
	}
	for c := 1; c < len(o.states); c++ {
		ss, err := s.Redo(o.id)
		if err != nil || ss.Cursor != c || !bytes.Equal(ss.State, o.states[c]) {
			t.Fatalf("redo to %d after the migration: %s, %v", c, ss.State, err)
		}
	}
	if _, err := s.UndoTo(o.id, 10); err != nil {
		t.Fatal(err)
	}
	ss := do(t, s, o.id, 100)
	if ss.Len != 10 || count(t, ss.State) != count(t, o.states[9])+100 {
		t.Fatalf("a new command after the migration: %+v", ss)
	}
	checkLog(t, s, o.id, nil)
}

// rawHistory is a session's log as rows, oldest first, in any schema:
// done_by (004) is left out, as the logs compared hold none.
func rawHistory(t *testing.T, q querier, id int64) []tracker.Entry {
	t.Helper()
	rows, err := q.Query(`SELECT seq, kind, args, words, at, '' FROM log WHERE session_id = ? ORDER BY seq`, id)
	if err != nil {
		t.Fatal(err)
	}
	out, err := scanEntries(rows)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// StateAt rebuilds a session's state at cursor as an undo to it would,
// without moving anything; BenchmarkSnapshotEvery in package campaign_test
// times it.
func StateAt(s *Store, sessionID int64, cursor int) ([]byte, error) {
	tx, err := s.db.Begin()
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	ss, err := scanSession(tx.QueryRow(sessionHead+` WHERE s.id = ?`, sessionID))
	if err != nil {
		return nil, err
	}
	state, _, err := s.stateAt(tx, ss, cursor, nil)
	return state, err
}

// stateAtNow is the state of a session at cursor as the store rebuilds it
// on an undo there, without moving anything.
func stateAtNow(t testing.TB, s *Store, id int64, cursor int) []byte {
	t.Helper()
	state, err := StateAt(s, id, cursor)
	if err != nil {
		t.Fatal(err)
	}
	return state
}

func sum(k int) int { return k * (k + 1) / 2 }

// Undo and redo across snapshots, each step on a store just opened, so
// nothing the store held in memory helps: the state comes from the
// snapshot before it and the replay.
func TestUndoRedoAcrossSnapshotsAndRestarts(t *testing.T) {
	s, path := newStore(t)
	const n = 3*snapshotEvery + 3
	id := sumSession(t, s, "Across", n)
	if got := len(snapshotsOf(t, s, id)); got != n/snapshotEvery {
		t.Fatalf("%d snapshots for %d actions, want one every %d", got, n, snapshotEvery)
	}
	step := func(k int, op func(*Store, int64) (Session, error)) {
		t.Helper()
		s.Close()
		s = openAt(t, path)
		got, err := op(s, id)
		if err != nil || got.Cursor != k || count(t, got.State) != sum(k) {
			t.Fatalf("to %d: cursor %d counter %s, %v", k, got.Cursor, got.State, err)
		}
		if again, err := s.Session(id); err != nil || again.Cursor != k || !bytes.Equal(again.State, got.State) {
			t.Fatalf("to %d: read back %+v, %v", k, again, err)
		}
	}
	for k := n - 1; k >= 0; k-- {
		step(k, (*Store).Undo)
	}
	for k := 1; k <= n; k++ {
		step(k, (*Store).Redo)
	}
	checkLog(t, s, id, sum)

	// An import writes the same snapshots.
	ss, _ := s.Session(id)
	c := importBytes(t, s, export(t, s, ss.CampaignID))
	imp, _, err := s.LastSession(c.ID)
	if err != nil || count(t, imp.State) != sum(n) {
		t.Fatalf("imported %+v, %v", imp, err)
	}
	if got := len(snapshotsOf(t, s, imp.ID)); got != n/snapshotEvery {
		t.Fatalf("the import kept %d snapshots, want %d", got, n/snapshotEvery)
	}
	checkLog(t, s, imp.ID, sum)
}

// A new command on an undone branch drops the branch's snapshots with its
// rows, and the next snapshots come from the new branch.
func TestNewBranchReplacesSnapshots(t *testing.T) {
	s, _ := newStore(t)
	id := newSession(t, s, newCampaign(t, s, "Branch").ID).ID
	for i := 0; i < 2*snapshotEvery+1; i++ {
		do(t, s, id, 1)
	}
	if _, err := s.UndoTo(id, snapshotEvery-1); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < snapshotEvery; i++ {
		do(t, s, id, 10)
	}
	snaps := snapshotsOf(t, s, id)
	if len(snaps) != 1 || count(t, snaps[snapshotEvery]) != snapshotEvery-2+20 {
		t.Fatalf("snapshots after a new branch: %d", len(snaps))
	}
	checkLog(t, s, id, nil)
}

func TestUndoTo(t *testing.T) {
	s, path := newStore(t)
	id := newSession(t, s, newCampaign(t, s, "Back").ID).ID
	for i := 1; i <= 12; i++ {
		do(t, s, id, i)
	}
	before, _ := s.Session(id)
	walFrames(t, s)
	got, err := s.UndoTo(id, 5)
	if err != nil {
		t.Fatal(err)
	}
	// One step: one revision, one transaction, the session row its only page.
	if got.Cursor != 4 || got.Len != 12 || count(t, got.State) != sum(4) || got.rev != before.rev+1 {
		t.Fatalf("UndoTo 5: cursor %d len %d counter %s rev %d (from %d)", got.Cursor, got.Len, got.State, got.rev, before.rev)
	}
	if pages := walFrames(t, s); pages > 2 {
		t.Fatalf("UndoTo wrote %d pages", pages)
	}
	s.Close()
	s = openAt(t, path)
	if ss, _ := s.Session(id); ss.Cursor != 4 || count(t, ss.State) != sum(4) {
		t.Fatalf("after a restart: %+v", ss)
	}
	if ss, err := s.Redo(id); err != nil || count(t, ss.State) != sum(5) {
		t.Fatalf("redo after UndoTo: %s, %v", ss.State, err)
	}

	counts := rowCounts(t, s)
	now, _ := s.Session(id)
	for _, c := range []struct {
		seq  int
		want string
	}{
		{0, "no action 0"},
		{13, "no action 13"},
		{6, "undone already"},
		{12, "undone already"},
	} {
		if _, err := s.UndoTo(id, c.seq); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("UndoTo %d: %v, want %q", c.seq, err, c.want)
		}
	}
	if _, err := s.UndoTo(id+1, 1); !errors.Is(err, ErrNotFound) {
		t.Errorf("UndoTo in a missing session: %v", err)
	}
	if after, _ := s.Session(id); after.rev != now.rev || !sameCounts(counts, rowCounts(t, s)) {
		t.Fatal("a refused UndoTo changed the session")
	}
	if ss, err := s.UndoTo(id, 1); err != nil || ss.Cursor != 0 || count(t, ss.State) != 0 {
		t.Fatalf("UndoTo 1 goes back to the start: %+v, %v", ss, err)
	}
}

func TestHistoryPage(t *testing.T) {
	s, err := open(filepath.Join(t.TempDir(), "h.db"), testGames, options{noSync: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	id := newSession(t, s, newCampaign(t, s, "Pages").ID).ID
	if h, err := s.HistoryPage(id, 0, 10); err != nil || len(h) != 0 {
		t.Fatalf("an empty log: %v, %v", h, err)
	}
	const n = MaxHistoryPage + 25
	for i := 0; i < n; i++ {
		do(t, s, id, 1)
	}
	s.UndoTo(id, n-1) // two undone entries: still listed
	seqs := func(h []tracker.Entry) string {
		if len(h) == 0 {
			return "none"
		}
		for _, e := range h {
			if e.State != nil || e.Command.Kind != "add" || e.At.IsZero() {
				t.Fatalf("entry %+v", e)
			}
		}
		return fmt.Sprintf("%d..%d (%d)", h[0].Seq, h[len(h)-1].Seq, len(h))
	}
	for _, c := range []struct {
		before, n int
		want      string
	}{
		{0, 10, fmt.Sprintf("%d..%d (10)", n, n-9)},
		{-5, 1, fmt.Sprintf("%d..%d (1)", n, n)},
		{n + 100, 3, fmt.Sprintf("%d..%d (3)", n, n-2)},
		{11, 10, "10..1 (10)"},
		{6, 10, "5..1 (5)"},
		{1, 10, "none"},
		{0, MaxHistoryPage + 100, fmt.Sprintf("%d..26 (%d)", n, MaxHistoryPage)},
	} {
		h, err := s.HistoryPage(id, c.before, c.n)
		if err != nil {
			t.Fatal(err)
		}
		if got := seqs(h); got != c.want {
			t.Errorf("HistoryPage(before %d, n %d): %s, want %s", c.before, c.n, got, c.want)
		}
	}
	// Page by page to the end, as the screen scrolls: every entry once.
	seen := 0
	for before := 0; ; {
		h, err := s.HistoryPage(id, before, 40)
		if err != nil {
			t.Fatal(err)
		}
		if len(h) == 0 {
			break
		}
		for _, e := range h {
			if e.Seq != n-seen {
				t.Fatalf("entry %d where %d belongs", e.Seq, n-seen)
			}
			seen++
		}
		before = h[len(h)-1].Seq
	}
	if seen != n {
		t.Fatalf("paged through %d entries of %d", seen, n)
	}
	if _, err := s.HistoryPage(id, 0, 0); err == nil {
		t.Error("a page of no entries was accepted")
	}
	if _, err := s.HistoryPage(id+1, 0, 10); !errors.Is(err, ErrNotFound) {
		t.Errorf("a missing session's history: %v", err)
	}
}

func TestEdges(t *testing.T) {
	s, _ := newStore(t)
	id := newSession(t, s, newCampaign(t, s, "Edges").ID).ID
	edges := func(wantUndo, wantRedo string) {
		t.Helper()
		u, r, err := s.Edges(id)
		if err != nil || u != wantUndo || r != wantRedo {
			t.Fatalf("Edges %q %q, %v; want %q %q", u, r, err, wantUndo, wantRedo)
		}
	}
	edges("", "")
	do(t, s, id, 1, 2, 3)
	edges("3 -> 6", "")
	s.Undo(id)
	edges("1 -> 3", "3 -> 6")
	s.UndoTo(id, 1)
	edges("", "0 -> 1")
	if _, _, err := s.Edges(id + 1); !errors.Is(err, ErrNotFound) {
		t.Fatalf("edges of a missing session: %v", err)
	}
}

// A command the rules refuse where a snapshot is due writes nothing: no
// row, no snapshot, no new revision.
func TestRefusalAtSnapshotWritesNothing(t *testing.T) {
	s, _ := newStore(t)
	id := newSession(t, s, newCampaign(t, s, "Refuse").ID).ID
	for i := 1; i < snapshotEvery; i++ {
		do(t, s, id, 1)
	}
	before, _ := s.Session(id)
	counts := rowCounts(t, s)
	if _, _, err := s.Do(id, add(t, -100)); !tracker.IsRefusal(err) {
		t.Fatalf("refusal: %v", err)
	}
	after, _ := s.Session(id)
	if after.rev != before.rev || !sameCounts(counts, rowCounts(t, s)) || !bytes.Equal(after.State, before.State) {
		t.Fatalf("a refusal changed something: %v -> %v", counts, rowCounts(t, s))
	}
	if got := do(t, s, id, 1); got.Cursor != snapshotEvery || len(snapshotsOf(t, s, id)) != 1 {
		t.Fatalf("the next command: %+v", got)
	}
}

// A log row gone missing is reported in words where a replay needs it,
// and not where the snapshot after it serves.
func TestMissingRowIsDamage(t *testing.T) {
	s, path := newStore(t)
	id := newSession(t, s, newCampaign(t, s, "Damaged").ID).ID
	for i := 0; i < snapshotEvery+2; i++ {
		do(t, s, id, 1)
	}
	if _, err := s.db.Exec(`DELETE FROM log WHERE session_id = ? AND seq = 3`, id); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s = openAt(t, path)
	if ss, err := s.Session(id); err != nil || count(t, ss.State) != snapshotEvery+2 {
		t.Fatalf("past the snapshot: %v", err)
	}
	if _, err := s.UndoTo(id, 6); err == nil || !strings.Contains(err.Error(), "Action 3 of this session is missing") {
		t.Fatalf("undo across the missing row: %v", err)
	}
}

// The states a store remembers for undo and redo follow the log: a new
// command on an undone branch replaces what it remembered past it.
func TestRememberedStatesFollowANewBranch(t *testing.T) {
	s, _ := newStore(t)
	id := newSession(t, s, newCampaign(t, s, "Window").ID).ID
	for i := 0; i < 20; i++ {
		do(t, s, id, 1)
	}
	for i := 0; i < 5; i++ {
		s.Undo(id)
	}
	do(t, s, id, 100) // 16 is now 115
	for _, c := range []struct {
		op   func(int64) (Session, error)
		want int
	}{{s.Undo, 15}, {s.Redo, 115}, {s.Undo, 15}, {s.Undo, 14}, {s.Redo, 15}, {s.Redo, 115}} {
		got, err := c.op(id)
		if err != nil || count(t, got.State) != c.want {
			t.Fatalf("counter %s, %v; want %d", got.State, err, c.want)
		}
	}
	if _, err := s.Redo(id); !errors.Is(err, ErrNothingToRedo) {
		t.Fatalf("redo past the new branch: %v", err)
	}
}
