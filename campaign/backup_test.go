package campaign

import (
	"bytes"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func openWithClock(t *testing.T, path string, c *fakeClock) *Store {
	t.Helper()
	s, err := open(path, testGames, options{clock: c.now})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// bigSession is a new store with one campaign and one session that starts
// from a state the size of a real game's.
func bigSession(t testing.TB, name string) (*Store, string, Session) {
	t.Helper()
	s, path := newStore(t)
	c := newCampaign(t, s, name)
	ss, err := s.StartSession(c.ID, paddedState(0, 4096))
	if err != nil {
		t.Fatal(err)
	}
	return s, path, ss
}

// backUp makes a backup now.
func backUp(t testing.TB, s *Store) Backup {
	t.Helper()
	b, err := s.Backup()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// damage writes b over the file at path from offset off, as a failing disk
// might.
func damage(t testing.TB, path string, off int64, b []byte) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteAt(b, off); err != nil {
		t.Fatal(err)
	}
}

func backups(t *testing.T, s *Store) []Backup {
	t.Helper()
	s.bg.Wait()
	bs, err := s.Backups()
	if err != nil {
		t.Fatal(err)
	}
	return bs
}

func TestBackupAndRestore(t *testing.T) {
	s, path, ss := played(t, "Saved", 1, 1, 1)
	b := backUp(t, s)
	if filepath.Dir(b.Path) != filepath.Dir(path) || !strings.HasPrefix(filepath.Base(b.Path), "tableside.backup-") || b.Size == 0 {
		t.Fatalf("backup %+v beside %s", b, path)
	}
	if bs := backups(t, s); len(bs) < 1 || bs[0] != b {
		t.Fatalf("backups %+v, want %+v first", bs, b)
	}
	do(t, s, ss.ID, 1, 1)
	later := newCampaign(t, s, "Lost")

	if err := s.Restore(b); err != nil {
		t.Fatal(err)
	}
	// The store goes on, on the data as it was.
	if _, err := s.Campaign(later.ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("a campaign made after the backup: %v", err)
	}
	if got, err := s.Session(ss.ID); err != nil || count(t, got.State) != 3 || got.Len != 3 {
		t.Fatalf("restored session %+v, %v", got, err)
	}
	do(t, s, ss.ID, 1)
	// It still holds the lock: another store only reads.
	if other := openAt(t, path); !other.ReadOnly() {
		t.Fatal("the restored database is writable from a second store")
	}
	// The file it replaced is kept beside it.
	if _, err := os.Stat(filepath.Join(filepath.Dir(path), "tableside.replaced.db")); err != nil {
		t.Errorf("the replaced file is not kept: %v", err)
	}
	s.Close()
	s = openAt(t, path)
	if got := checkLog(t, s, ss.ID, func(seq int) int { return seq }); got != 4 {
		t.Fatalf("log of %d after reopening, want 4", got)
	}
}

// Backups are named so they sort by time, and only the newest
// KeepBackups are kept.
func TestBackupsKeepTheNewest(t *testing.T) {
	clock := &fakeClock{time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)}
	s := openWithClock(t, filepath.Join(t.TempDir(), "tableside.db"), clock)
	newCampaign(t, s, "Old")
	backups(t, s)
	var made []Backup
	for i := 0; i < KeepBackups+3; i++ {
		clock.t = clock.t.Add(25 * time.Hour)
		b := backUp(t, s)
		made = append(made, b)
	}
	bs := backups(t, s)
	if len(bs) != KeepBackups {
		t.Fatalf("%d backups kept, want %d", len(bs), KeepBackups)
	}
	for i, b := range bs {
		if want := made[len(made)-1-i]; b.Path != want.Path || !b.Time.Equal(want.Time) {
			t.Fatalf("backup %d is %+v, want %+v", i, b, want)
		}
	}
}

// One backup on each day of play, at its first write; none on a day with
// one already, even after a restart.
func TestBackupOncePerDayOfPlay(t *testing.T) {
	clock := &fakeClock{time.Date(2026, 3, 1, 20, 0, 0, 0, time.Local)}
	path := filepath.Join(t.TempDir(), "tableside.db")
	s := openWithClock(t, path, clock)
	if bs := backups(t, s); len(bs) != 0 {
		t.Fatalf("a backup of a new database: %+v", bs)
	}
	c := newCampaign(t, s, "Daily")
	ss := newSession(t, s, c.ID)
	do(t, s, ss.ID, 1, 1)
	if bs := backups(t, s); len(bs) != 1 {
		t.Fatalf("%d backups after the first day's play, want 1", len(bs))
	}
	s.Close()
	clock.t = clock.t.Add(time.Hour)
	s = openWithClock(t, path, clock)
	do(t, s, ss.ID, 1)
	if bs := backups(t, s); len(bs) != 1 {
		t.Fatalf("%d backups after a restart on the same day, want 1", len(bs))
	}
	clock.t = clock.t.Add(24 * time.Hour)
	if bs := backups(t, s); len(bs) != 1 {
		t.Fatal("a backup on a day without play")
	}
	do(t, s, ss.ID, 1)
	bs := backups(t, s)
	if len(bs) != 2 || !bs[0].Time.Equal(clock.t.Truncate(time.Millisecond)) {
		t.Fatalf("backups %+v after the second day's first action", bs)
	}
}

// Before a migration the database is backed up as it was.
func TestBackupBeforeMigration(t *testing.T) {
	path := filepath.Join(t.TempDir(), "tableside.db")
	id := oldDatabase(t, path, 5)
	s := openAt(t, path)
	bs := backups(t, s)
	if len(bs) != 1 {
		t.Fatalf("%d backups after an update, want 1", len(bs))
	}
	if err := checkBackup(path, bs[0], 1); err != nil {
		t.Fatalf("the backup before the update is not of version 1: %v", err)
	}
	// Restoring it gives back the old version's data, updated again.
	do(t, s, id, 1)
	if err := s.Restore(bs[0]); err != nil {
		t.Fatal(err)
	}
	if got := checkLog(t, s, id, func(seq int) int { return seq }); got != 5 {
		t.Fatalf("log of %d after restoring, want 5", got)
	}
	migs, _ := loadMigrations()
	var version int
	if err := s.db.QueryRow("PRAGMA user_version").Scan(&version); err != nil || version != len(migs) {
		t.Fatalf("user_version %d after restoring an old backup", version)
	}
}

// A damaged backup is refused, and the database stays as it was.
func TestRestoreRefusesADamagedBackup(t *testing.T) {
	s, _ := newStore(t)
	c := newCampaign(t, s, "Kept")
	b := backUp(t, s)
	damage(t, b.Path, 4096, bytes.Repeat([]byte{0xa5}, 4096)) // a table's page
	err := s.Restore(b)
	if !errors.Is(err, ErrDamaged) {
		t.Fatalf("restoring a damaged backup: %v", err)
	}
	wantErr(t, err, "damaged too")
	if _, err := s.Campaign(c.ID); err != nil {
		t.Fatalf("the database changed: %v", err)
	}
	newCampaign(t, s, "Still writes")
}

// Restoring while another copy of Tableside reads the file would pair its
// write-ahead log with the restored file: refused.
func TestRestoreRefusedWhileAnotherCopyReads(t *testing.T) {
	s, path := newStore(t)
	c := newCampaign(t, s, "Shared")
	b := backUp(t, s)
	newCampaign(t, s, "After")
	viewer := openAt(t, path)
	if _, err := viewer.Campaigns(); err != nil {
		t.Fatal(err)
	}
	err := s.Restore(b)
	wantErr(t, err, "Another copy of Tableside is showing this data")
	camps, err := s.Campaigns()
	if err != nil || len(camps) != 2 {
		t.Fatalf("after the refusal: %+v, %v", camps, err)
	}
	viewer.Close()
	if err := s.Restore(b); err != nil {
		t.Fatal(err)
	}
	if camps, _ := s.Campaigns(); len(camps) != 1 || camps[0].ID != c.ID {
		t.Fatalf("restored: %+v", camps)
	}
}

// A database that will not open lists its backups, and RestoreBackup puts
// the newest in its place; the damaged file is kept beside it.
func TestDamagedDatabaseRestoresItsBackup(t *testing.T) {
	s, path, ss := played(t, "Saved", 1, 1)
	backUp(t, s)
	s.Close()
	damage(t, path, 100, make([]byte, 3000))
	if _, err := Open(path, testGames); !errors.Is(err, ErrDamaged) {
		t.Fatalf("Open: %v, want ErrDamaged", err)
	}

	bs, err := ListBackups(path)
	if err != nil || len(bs) == 0 {
		t.Fatalf("backups of the damaged database: %v, %v", bs, err)
	}
	if err := RestoreBackup(path, bs[0]); err != nil {
		t.Fatal(err)
	}
	s = openAt(t, path)
	if got := checkLog(t, s, ss.ID, func(seq int) int { return seq }); got != 2 {
		t.Fatalf("log of %d after restoring, want 2", got)
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(path), "tableside.damaged.db")); err != nil {
		t.Errorf("the damaged file is not kept: %v", err)
	}
	// A second copy cannot restore over a database the first holds.
	if err := RestoreBackup(path, bs[0]); !errors.Is(err, ErrReadOnly) {
		t.Fatalf("RestoreBackup over an open database: %v", err)
	}
}

// A backup a kill cut short is not listed, and the next backup removes it.
func TestHalfMadeBackupIsNotListed(t *testing.T) {
	s, path := newStore(t)
	newCampaign(t, s, "X")
	half := filepath.Join(filepath.Dir(path), "tableside.backup-20260301-200000.000.db.tmp")
	if err := os.WriteFile(half, []byte("half"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, b := range backups(t, s) {
		if b.Path == half {
			t.Fatal("a half-made backup is listed")
		}
	}
	backUp(t, s)
	if _, err := os.Stat(half); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the half-made backup is still there: %v", err)
	}
}

// A read-only store neither backs up nor restores.
func TestReadOnlyStoreDoesNotBackUp(t *testing.T) {
	s, path := newStore(t)
	newCampaign(t, s, "X")
	b := backUp(t, s)
	second := openAt(t, path)
	if _, err := second.Backup(); !errors.Is(err, ErrReadOnly) {
		t.Fatalf("Backup on a read-only store: %v", err)
	}
	if err := second.Restore(b); !errors.Is(err, ErrReadOnly) {
		t.Fatalf("Restore on a read-only store: %v", err)
	}
}

// oldDatabase writes a database as the first Tableside did (schema version
// 1), with one campaign and one session of n actions, each adding 1, and
// returns the session's ID.
func oldDatabase(t *testing.T, path string, n int) int64 {
	t.Helper()
	migs, err := loadMigrations()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite3", fileURI(path)+"?_journal_mode=WAL&_foreign_keys=on")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := migrate(db, migs[:1]); err != nil {
		t.Fatal(err)
	}
	at := time.Date(2025, 3, 1, 19, 0, 0, 0, time.UTC).UnixNano()
	stmts := []string{
		fmt.Sprintf(`INSERT INTO campaigns (id, name, game, created) VALUES (1, 'Old', 'counter', %d)`, at),
		fmt.Sprintf(`INSERT INTO sessions (id, campaign_id, started, updated, cursor, rev) VALUES (1, 1, %d, %d, %d, %d)`, at, at, n, n),
	}
	for _, q := range stmts {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.Exec(`INSERT INTO session_starts (session_id, state) VALUES (1, ?)`, paddedState(0, 1024)); err != nil {
		t.Fatal(err)
	}
	for seq := 1; seq <= n; seq++ {
		if _, err := db.Exec(`INSERT INTO log (session_id, seq, kind, args, words, state, at) VALUES (1, ?, 'add', '{"n":1}', ?, ?, ?)`,
			seq, fmt.Sprintf("%d -> %d", seq-1, seq), paddedState(seq, 1024), at+int64(seq)); err != nil {
			t.Fatal(err)
		}
	}
	return 1
}
