package campaign

import (
	"bytes"
	"crypto/sha256"
	"database/sql"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mattn/go-sqlite3"
)

func TestOpenSetsPragmas(t *testing.T) {
	s, path := newStore(t)
	migs, err := loadMigrations()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		pragma, want string
	}{
		{"journal_mode", "wal"},
		{"synchronous", "2"}, // FULL
		{"foreign_keys", "1"},
		{"busy_timeout", "5000"},
		{"user_version", string(rune('0' + len(migs)))},
		{"application_id", "1413631059"},
	} {
		var got string
		if err := s.db.QueryRow("PRAGMA " + c.pragma).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("PRAGMA %s = %s, want %s", c.pragma, got, c.want)
		}
	}

	// _txlock=immediate: a transaction holds the write lock from BEGIN, so
	// a second connection cannot start one even before the first writes.
	tx, err := s.db.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	other, err := sql.Open("sqlite3", fileURI(path)+"?_busy_timeout=0")
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	_, err = other.Exec("BEGIN IMMEDIATE")
	var se sqlite3.Error
	if !errors.As(err, &se) || se.Code != sqlite3.ErrBusy {
		t.Fatalf("a second writer began while a transaction was open: %v", err)
	}
}

func TestMigrationsAreNumberedInOrder(t *testing.T) {
	migs, err := loadMigrations()
	if err != nil {
		t.Fatal(err)
	}
	if len(migs) == 0 || migs[0].name != "001_init.sql" {
		t.Fatalf("migrations: %+v", migs)
	}
	for i, m := range migs {
		if m.version != i+1 {
			t.Errorf("%s has version %d at position %d", m.name, m.version, i+1)
		}
	}
}

func TestOpenIsIdempotentAndKeepsData(t *testing.T) {
	s, path := newStore(t)
	c := newCampaign(t, s, "Tuesdays")
	s.Close()
	s = openAt(t, path)
	got, err := s.Campaign(c.ID)
	if err != nil || got.Name != "Tuesdays" {
		t.Fatalf("after reopening: %+v, %v", got, err)
	}
}

// A newer app's database must be refused without a single byte changed,
// whatever journal mode it uses.
func TestOpenRefusesNewerDatabase(t *testing.T) {
	for _, mode := range []string{"WAL", "DELETE"} {
		t.Run(mode, func(t *testing.T) {
			s, path := newStore(t)
			newCampaign(t, s, "Kept")
			s.Close()
			raw, err := sql.Open("sqlite3", fileURI(path))
			if err != nil {
				t.Fatal(err)
			}
			for _, q := range []string{"PRAGMA journal_mode = " + mode, "PRAGMA user_version = 99"} {
				if _, err := raw.Exec(q); err != nil {
					t.Fatal(err)
				}
			}
			raw.Close()
			before := fileState(t, filepath.Dir(path))

			_, err = Open(path, testGames)
			wantErr(t, err, "newer Tableside")
			if !errors.Is(err, ErrNewerVersion) {
				t.Errorf("errors.Is(%v, ErrNewerVersion) is false", err)
			}
			if after := fileState(t, filepath.Dir(path)); after != before {
				t.Fatalf("the refused database changed:\nbefore %s\nafter  %s", before, after)
			}
			// The lock was released: the refusal holds nothing.
			if _, err := Open(path, testGames); !errors.Is(err, ErrNewerVersion) {
				t.Fatalf("second try: %v", err)
			}
		})
	}
}

// fileState sums up a folder: every file's name and content hash, except
// the lock file, which is ours to create, and an empty WAL or shared-memory
// file, which holds nothing of the database.
func fileState(t *testing.T, dir string) string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, e := range entries {
		name := e.Name()
		if strings.HasSuffix(name, ".lock") {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if len(data) == 0 && (strings.HasSuffix(name, "-wal") || strings.HasSuffix(name, "-shm")) {
			continue
		}
		fmt.Fprintf(&b, "%s:%d:%x ", name, len(data), sha256.Sum256(data))
	}
	return b.String()
}

func TestOpenRefusesOtherFiles(t *testing.T) {
	dir := t.TempDir()
	junk := filepath.Join(dir, "junk.db")
	if err := os.WriteFile(junk, bytes.Repeat([]byte("not sqlite "), 200), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Open(junk, testGames)
	wantErr(t, err, "not a Tableside database")

	other := filepath.Join(dir, "other.db")
	raw, err := sql.Open("sqlite3", other)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := raw.Exec("CREATE TABLE notes (x)"); err != nil {
		t.Fatal(err)
	}
	raw.Close()
	_, err = Open(other, testGames)
	wantErr(t, err, "another app")
}

func TestOpenPathNeedsEscaping(t *testing.T) {
	path := filepath.Join(t.TempDir(), "odd ?#% folder", "x.db")
	s := openAt(t, path)
	newCampaign(t, s, "Odd")
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("the database is not where it was asked to be: %v", err)
	}
}

// flock locks belong to an open file description, so even a second Open in
// the same process sees the first one's lock.
func TestSecondOpenIsReadOnly(t *testing.T) {
	first, path := newStore(t)
	c := newCampaign(t, first, "Shared")
	ss := newSession(t, first, c.ID)
	do(t, first, ss.ID, 1, 2)
	if first.ReadOnly() {
		t.Fatal("the first store is read-only")
	}

	second := openAt(t, path)
	if !second.ReadOnly() {
		t.Fatal("a second Open of a held database is writable")
	}
	// It can look...
	got, err := second.Session(ss.ID)
	if err != nil || count(t, got.State) != 3 {
		t.Fatalf("read-only view: %+v, %v", got, err)
	}
	// ...but every write is refused, and nothing changes.
	counts := rowCounts(t, first)
	writes := map[string]func() error{
		"Do":             func() error { _, _, err := second.Do(ss.ID, add(t, 1)); return err },
		"Undo":           func() error { _, err := second.Undo(ss.ID); return err },
		"Redo":           func() error { _, err := second.Redo(ss.ID); return err },
		"CreateCampaign": func() error { _, err := second.CreateCampaign("New", "counter"); return err },
		"RenameCampaign": func() error { return second.RenameCampaign(c.ID, "Renamed") },
		"DeleteCampaign": func() error { return second.DeleteCampaign(c.ID) },
		"StartSession":   func() error { _, err := second.StartSession(c.ID, []byte(`{"n":0}`)); return err },
		"SaveCard": func() error {
			_, err := second.SaveCard(Card{Game: "counter", Kind: "minion", Name: "Imp"})
			return err
		},
		"DeleteCard": func() error { return second.DeleteCard(1) },
		"SetSetting": func() error { return second.SetSetting("theme", "dark") },
		"Import":     func() error { _, err := second.Import(strings.NewReader("{}")); return err },
	}
	for name, w := range writes {
		if err := w(); !errors.Is(err, ErrReadOnly) {
			t.Errorf("%s on a read-only store: %v, want ErrReadOnly", name, err)
		}
	}
	if after := rowCounts(t, first); !sameCounts(counts, after) {
		t.Fatalf("read-only writes changed rows: %v -> %v", counts, after)
	}
	// The read-only copy still sees the writer's progress.
	do(t, first, ss.ID, 4)
	if got, _ := second.Session(ss.ID); count(t, got.State) != 7 {
		t.Fatalf("read-only view is stale: %s", got.State)
	}

	second.Close()
	first.Close()
	third := openAt(t, path)
	if third.ReadOnly() {
		t.Fatal("after the holder closed, a new Open is still read-only")
	}
	do(t, third, ss.ID, 1)
}

// Without the lock (as on Windows), two writers must still not fork the
// log: every write re-reads the cursor inside an immediate transaction.
func TestTwoWritersWithoutLockDoNotFork(t *testing.T) {
	path := filepath.Join(t.TempDir(), "shared.db")
	var stores []*Store
	for i := 0; i < 2; i++ {
		s, err := open(path, testGames, options{noLock: true})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		if s.ReadOnly() {
			t.Fatal("lock bypassed, yet read-only")
		}
		stores = append(stores, s)
	}
	c := newCampaign(t, stores[0], "Race")
	ss := newSession(t, stores[0], c.ID)

	const perWorker = 40
	var mu sync.Mutex
	succeeded, conflicts := 0, 0
	perStore := make([]int, 2)
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		s := stores[w%2]
		rng := rand.New(rand.NewPCG(uint64(w), 7))
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < perWorker; i++ {
				// A little jitter, or SQLite's busy back-off lets one store
				// finish before the other starts, and nothing interleaves.
				time.Sleep(time.Duration(rng.IntN(1500)) * time.Microsecond)
				_, _, err := s.Do(ss.ID, add(t, 1))
				mu.Lock()
				switch {
				case err == nil:
					succeeded++
					perStore[w%2]++
				case errors.Is(err, ErrConflict):
					conflicts++
				default:
					mu.Unlock()
					t.Errorf("Do: %v", err)
					return
				}
				mu.Unlock()
				if err != nil {
					// What the screen would do: reload, then go on.
					if _, err := s.Session(ss.ID); err != nil {
						t.Error(err)
						return
					}
				}
			}
		}()
	}
	wg.Wait()
	if perStore[0] == 0 || perStore[1] == 0 {
		t.Fatalf("one store never wrote (%v): nothing raced", perStore)
	}
	n := checkLog(t, stores[0], ss.ID, func(seq int) int { return seq })
	got, err := stores[1].Session(ss.ID)
	if err != nil {
		t.Fatal(err)
	}
	if n != succeeded || got.Cursor != succeeded || got.Len != succeeded || count(t, got.State) != succeeded {
		t.Fatalf("%d successful commands, but log has %d rows, cursor %d, len %d, counter %d",
			succeeded, n, got.Cursor, got.Len, count(t, got.State))
	}
	t.Logf("%d committed (%v per store), %d conflicts sent back for a reload", succeeded, perStore, conflicts)
}

func TestConflictAfterAnotherWriter(t *testing.T) {
	path := filepath.Join(t.TempDir(), "shared.db")
	a, err := open(path, testGames, options{noLock: true})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := open(path, testGames, options{noLock: true})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	c := newCampaign(t, a, "Two screens")
	ss := newSession(t, a, c.ID)
	do(t, a, ss.ID, 1)
	if _, err := b.Session(ss.ID); err != nil {
		t.Fatal(err)
	}
	do(t, b, ss.ID, 10) // a's screen still shows 1

	counts := rowCounts(t, a)
	if _, _, err := a.Do(ss.ID, add(t, 1)); !errors.Is(err, ErrConflict) {
		t.Fatalf("Do on a stale view: %v, want ErrConflict", err)
	}
	if _, err := a.Undo(ss.ID); !errors.Is(err, ErrConflict) {
		t.Fatalf("Undo on a stale view: %v, want ErrConflict", err)
	}
	if after := rowCounts(t, a); !sameCounts(counts, after) {
		t.Fatal("a conflicting write changed rows")
	}
	fresh, err := a.Session(ss.ID)
	if err != nil || count(t, fresh.State) != 11 {
		t.Fatalf("reload: %s, %v", fresh.State, err)
	}
	if got := do(t, a, ss.ID, 1); count(t, got.State) != 12 {
		t.Fatalf("after reload: %s", got.State)
	}
}
