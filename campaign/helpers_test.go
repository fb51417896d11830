package campaign

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tableside/tracker"
)

// counterGame is the test game: a number that may not go below zero nor
// above maxCount. Pad carries filler so benchmarks store a state the size
// of a real game's.
type counterGame struct{}

const maxCount = 1_000_000

type counterState struct {
	N   int      `json:"n"`
	Pad []string `json:"pad,omitempty"`
}

type addArgs struct {
	N int `json:"n"`
}

func (counterGame) ID() string    { return "counter" }
func (counterGame) Title() string { return "Counter" }

func (counterGame) CheckState(b []byte) error { return counterRules().CheckState(b) }

func (counterGame) Apply(b []byte, c tracker.Command) ([]byte, string, error) {
	return counterRules().Apply(b, c)
}

// counterRules are the counter's rules on tracker.JSONGame, as the real
// games' are: counterGame applies them to the bytes, a Typed variant
// (tapGame, typedGame) to the state kept in memory.
var counterRules = tracker.Once(func() tracker.JSONGame[counterState, tracker.None] {
	return tracker.JSONGame[counterState, tracker.None]{
		Decode: func(b []byte) (counterState, error) {
			var s counterState
			if err := json.Unmarshal(b, &s); err != nil {
				return s, fmt.Errorf("it is not a counter (%v)", err)
			}
			return s, counterInBounds(s)
		},
		Check: counterInBounds,
		Commands: []tracker.Op[counterState, tracker.None]{
			tracker.OnState("add", func(s *counterState, a addArgs) (string, error) {
				switch {
				case s.N+a.N < 0:
					return "", tracker.Refuse("The counter is at %d; it cannot lose %d.", s.N, -a.N)
				case s.N+a.N > maxCount:
					return "", tracker.Refuse("The counter cannot go past %d.", maxCount)
				}
				before := s.N
				s.N += a.N
				return fmt.Sprintf("%d -> %d", before, s.N), nil
			}),
			// Its arguments are an add's: the tests turn a logged add into
			// a panic.
			tracker.OnState("panic", func(*counterState, addArgs) (string, error) {
				panic("the test game gave up")
			}),
		},
	}
})

func counterInBounds(s counterState) error {
	if s.N < 0 || s.N > maxCount {
		return fmt.Errorf("the counter must be between 0 and %d, not %d", maxCount, s.N)
	}
	return nil
}

// otherGame is a second game, to show cards and campaigns keep to their own.
type otherGame struct{ counterGame }

func (otherGame) ID() string    { return "other" }
func (otherGame) Title() string { return "Other" }

var testGames = tracker.NewCatalog(counterGame{}, otherGame{})

// newStore opens a fresh store on disk, a few folders down so Open has to
// create them.
func newStore(t testing.TB) (*Store, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "a", "b", "tableside.db")
	return openAt(t, path), path
}

func openAt(t testing.TB, path string) *Store {
	t.Helper()
	s, err := Open(path, testGames)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func newCampaign(t testing.TB, s *Store, name string) Campaign {
	t.Helper()
	c, err := s.CreateCampaign(name, "counter")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func newSession(t testing.TB, s *Store, campaignID int64) Session {
	t.Helper()
	ss, err := s.StartSession(campaignID, []byte(`{"n":0}`))
	if err != nil {
		t.Fatal(err)
	}
	return ss
}

func add(t testing.TB, n int) tracker.Command {
	t.Helper()
	c, err := tracker.NewCommand("add", addArgs{N: n})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func do(t testing.TB, s *Store, sessionID int64, ns ...int) Session {
	t.Helper()
	var ss Session
	for _, n := range ns {
		var err error
		if ss, _, err = s.Do(sessionID, add(t, n)); err != nil {
			t.Fatalf("add %d: %v", n, err)
		}
	}
	return ss
}

// played is a new store with one campaign and one session that took the
// actions ns.
func played(t testing.TB, name string, ns ...int) (*Store, string, Session) {
	t.Helper()
	s, path := newStore(t)
	c := newCampaign(t, s, name)
	ss := newSession(t, s, c.ID)
	do(t, s, ss.ID, ns...)
	return s, path, ss
}

// fakeClock is a clock a test moves by hand.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time { return c.t }

// clockedSession is a new store timed by clock, which the test moves,
// with one campaign and one session set up at clock's time.
func clockedSession(t testing.TB, clock *fakeClock) (*Store, Session) {
	t.Helper()
	s, _ := newStore(t)
	s.SetClock(clock.now)
	return s, newSession(t, s, newCampaign(t, s, "Evenings").ID)
}

// wholeBackups lists s's backups of the database at path, and fails t
// (after when) for one that is not a whole backup of it.
func wholeBackups(t testing.TB, s *Store, path, when string) []Backup {
	t.Helper()
	bs, err := s.Backups()
	if err != nil {
		t.Fatal(err)
	}
	migs, _ := loadMigrations()
	for _, b := range bs {
		if err := checkBackup(path, b, len(migs)); err != nil {
			t.Fatalf("%s: backup %s is listed but not whole: %v", when, b.Path, err)
		}
	}
	return bs
}

func count(t testing.TB, state []byte) int {
	t.Helper()
	var s counterState
	if err := json.Unmarshal(state, &s); err != nil {
		t.Fatalf("state %q: %v", state, err)
	}
	return s.N
}

// paddedState is a counter state of about size bytes of JSON, the order of
// a real game's board.
func paddedState(n, size int) []byte {
	s := counterState{N: n}
	for i := 0; len(s.Pad)*40 < size; i++ {
		s.Pad = append(s.Pad, fmt.Sprintf("hero-%04d health 7 of 9, plus-ones 2 ....", i)[:36])
	}
	b, _ := json.Marshal(s)
	return b
}

var tables = []string{"campaigns", "sessions", "session_starts", "log", "snapshots", "cards", "settings"}

// rowCounts is every table's size: a failed write must leave them all as
// they were.
func rowCounts(t testing.TB, s *Store) map[string]int {
	t.Helper()
	out := map[string]int{}
	for _, tb := range tables {
		var n int
		if err := s.db.QueryRow("SELECT count(*) FROM " + tb).Scan(&n); err != nil {
			t.Fatal(err)
		}
		out[tb] = n
	}
	return out
}

func sameCounts(a, b map[string]int) bool {
	for _, tb := range tables {
		if a[tb] != b[tb] {
			return false
		}
	}
	return true
}

// checkLog proves a session's log has rows 1..Len with no gap, that
// replaying its commands from the start gives every snapshot it keeps (and
// there is none past its end), and that every state on the way is the
// counter value the test expects (n == seq when each command added 1 from
// zero).
func checkLog(t testing.TB, s *Store, sessionID int64, wantN func(seq int) int) (length int) {
	t.Helper()
	var state []byte
	var game string
	if err := s.db.QueryRow(`SELECT st.state, coalesce(ss.game, c.game) FROM session_starts st
		JOIN sessions ss ON ss.id = st.session_id JOIN campaigns c ON c.id = ss.campaign_id
		WHERE st.session_id = ?`, sessionID).Scan(&state, &game); err != nil {
		t.Fatal(err)
	}
	snaps := snapshotsOf(t, s, sessionID)
	rows, err := s.db.Query(`SELECT seq, kind, args FROM log WHERE session_id = ? ORDER BY seq`, sessionID)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var seq int
		var cmd tracker.Command
		var args sql.NullString
		if err := rows.Scan(&seq, &cmd.Kind, &args); err != nil {
			t.Fatal(err)
		}
		length++
		if seq != length {
			t.Fatalf("log has seq %d where %d belongs: a gap or a duplicate", seq, length)
		}
		if args.Valid {
			cmd.Args = json.RawMessage(args.String)
		}
		if state, _, err = testGames[game].Apply(state, cmd); err != nil {
			t.Fatalf("log row %d does not replay: %v", seq, err)
		}
		if snap, ok := snaps[seq]; ok && !bytes.Equal(snap, state) {
			t.Fatalf("the snapshot after %d holds %s; the replay gives %s", seq, snap, state)
		}
		delete(snaps, seq)
		if wantN != nil {
			if got, want := count(t, state), wantN(seq); got != want {
				t.Fatalf("log row %d gives %d, want %d", seq, got, want)
			}
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if len(snaps) != 0 {
		t.Fatalf("snapshots past the log's %d rows: %d", length, len(snaps))
	}
	return length
}

// snapshotsOf is every state a session's snapshots hold, unpacked, by seq.
func snapshotsOf(t testing.TB, s *Store, sessionID int64) map[int][]byte {
	t.Helper()
	rows, err := s.db.Query(`SELECT seq, state FROM snapshots WHERE session_id = ?`, sessionID)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[int][]byte{}
	for rows.Next() {
		var seq int
		var packed []byte
		if err := rows.Scan(&seq, &packed); err != nil {
			t.Fatal(err)
		}
		state, err := unpackState(packed)
		if err != nil {
			t.Fatalf("snapshot %d: %v", seq, err)
		}
		out[seq] = state
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func wantErr(t testing.TB, err error, contains string) {
	t.Helper()
	if err == nil {
		t.Fatalf("no error; want one containing %q", contains)
	}
	if !strings.Contains(err.Error(), contains) {
		t.Fatalf("error %q does not contain %q", err, contains)
	}
}

// docExample is the first JSON block of docs/name: the documents' examples
// are real files, imported by the tests.
func docExample(t *testing.T, name string) string {
	t.Helper()
	doc, err := os.ReadFile(filepath.Join("..", "docs", name))
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), "```json\n")
	example, _, closed := strings.Cut(rest, "```")
	if !ok || !closed {
		t.Fatalf("no json block in %s", name)
	}
	return example
}
