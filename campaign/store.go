// Package campaign keeps Tableside's campaigns in SQLite: the sessions and
// their action logs with undo and redo, the card library, settings, and the
// export file that carries a campaign to another device.
//
// A command and all that is needed to rebuild the state it produced are
// committed in one transaction before the caller sees them, with
// synchronous=FULL, so a phone that dies mid-round loses nothing that was on
// its screen. The store never reads a whole log to open a session: a log row
// holds its command, every K-th a whole state too (a snapshot), and the
// state at the session's cursor is the nearest snapshot with at most K-1
// commands replayed (see snapshotEvery). Copies of the whole database are
// kept beside it, before a migration and on each day of play, and one can
// be put back (see Backup).
package campaign

import (
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/mattn/go-sqlite3"

	"tableside/tracker"
)

// applicationID marks a database as Tableside's ("TBLS"); 001_init.sql sets it.
const applicationID = 0x54424c53

var (
	// ErrReadOnly is returned by every write on a store opened while another
	// copy of Tableside holds the database. Every refused write wraps it,
	// including those of a store whose file cannot be written, which say so
	// in their own words (see ReadOnlyReason).
	ErrReadOnly = tell("This database is open in another copy of Tableside, so here it can only be viewed. Close the other copy to make changes.")
	// ErrConflict is returned when a session changed since this store last
	// read it (another copy of Tableside wrote to it). Reload and try again.
	ErrConflict = tell("Another copy of Tableside changed this session a moment ago. Reload it to see where things stand, then try again.")
	// ErrNotFound is wrapped by the errors for a campaign, session or card
	// that does not exist (any more).
	ErrNotFound = tell("It no longer exists; it may have been deleted.")
	// ErrNewerVersion is wrapped by the errors for a database or an export
	// file made by a newer Tableside.
	ErrNewerVersion = tell("It was made by a newer Tableside; update the app to open it.")
	// ErrNothingToUndo and ErrNothingToRedo are Undo's and Redo's answers at
	// either end of the log.
	ErrNothingToUndo = tell("There is nothing to undo.")
	ErrNothingToRedo = tell("There is nothing to redo.")
	// ErrDamaged is wrapped by the errors for a database file that is
	// damaged or is not a database at all. Its backups may replace it
	// (ListBackups, RestoreBackup).
	ErrDamaged = tell("The database is damaged.")
)

// ReadOnlyReason says why a store only reads.
type ReadOnlyReason int

const (
	// Writable is a store that writes.
	Writable ReadOnlyReason = iota
	// HeldElsewhere is a store opened while another copy of Tableside has
	// the database open for writing.
	HeldElsewhere
	// FileReadOnly is a store whose file, or the folder it is in, cannot be
	// written: its permissions, or a read-only disk or card.
	FileReadOnly
)

// String is the reason in a player's words, for a warning on the home
// screen; it is empty for Writable.
func (r ReadOnlyReason) String() string {
	switch r {
	case HeldElsewhere:
		return "Tableside is already open on this data in another window. This window can look but not change anything; close the other one to play here."
	case FileReadOnly:
		return "The file that holds this data cannot be written (it or its folder is read-only), so Tableside can show it but not change anything. Make it writable, then start Tableside again."
	}
	return ""
}

// Store is an open Tableside database. Its methods are safe for concurrent use.
type Store struct {
	db       *sql.DB
	games    tracker.Catalog
	path     string // the database file, symbolic links followed
	opts     options
	readOnly bool
	why      ReadOnlyReason
	unlock   func() error

	// wmu serializes this store's writes, so the rev it records after a
	// commit cannot race with its own next write.
	wmu sync.Mutex

	snapEvery int // K, when a test sets one; 0 is snapshotEvery

	mu   sync.Mutex
	seen map[int64]int64 // session ID -> rev this store last read or wrote
	hot  recent          // the session this store last touched, and states of it
	last int64           // the last time handed out, in Unix nanoseconds
	// tick is the clock actions are timed by (SetClock); time.Now when
	// nil. Guarded by mu.
	tick func() time.Time

	// bmu serializes backups and restores; bg counts backups running in
	// the background, which Close waits for; backupDay is the local day
	// (2006-01-02) of the newest backup, guarded by mu.
	bmu       sync.Mutex
	bg        sync.WaitGroup
	backupDay string

	// damaged is what a check found wrong with the database since it
	// opened (a backup's check, an export's), guarded by mu: every write
	// then refuses, so nothing more is built on a damaged file, until a
	// backup is restored.
	damaged error

	// skips are the actions today's rules refused when a state was
	// rebuilt, and why (session ID -> seq -> reason), guarded by mu;
	// History words them (markSkips).
	skips map[int64]map[int]string
}

// options are for tests only.
type options struct {
	noLock bool             // skip the advisory lock, to prove the transactions alone serialize writers
	noSync bool             // synchronous=OFF, for the fuzzer: it tests content, not durability, and fsync would starve it
	clock  func() time.Time // the day a backup is due by; time.Now when nil
	// noCheck skips the check at open, so a test can damage a database
	// under an open store, as a failing disk would.
	noCheck bool
	// trace hears each check begin and end ("checking", "checked",
	// "backup checking", "backup checked"), so the crash test knows a
	// kill fell inside one.
	trace func(step string)
}

// Open opens the database at path, creating it and its folders if missing,
// and brings its schema up to date, backing it up first. If another
// Tableside process has it open, or its file cannot be written, the store is
// read-only (see ReadOnly and ReadOnlyReason). A database written by a
// newer Tableside is refused and left untouched; one that is damaged is
// refused with an error that wraps ErrDamaged.
func Open(path string, games tracker.Catalog) (*Store, error) {
	return open(path, games, options{})
}

func open(path string, games tracker.Catalog, o options) (*Store, error) {
	path, err := dbPath(path, true)
	if err != nil {
		return nil, err
	}
	migs, err := loadMigrations()
	if err != nil {
		return nil, err
	}
	s := &Store{games: games, path: path, opts: o, seen: map[int64]int64{}}
	why := Writable
	if !canWrite(path) {
		why = FileReadOnly // nothing to lock: this copy cannot write anyway
	}
	unlock := func() error { return nil }
	if why == Writable && !o.noLock {
		var held bool
		unlock, held, s.path, err = lockDB(path)
		if err != nil {
			return nil, tell("Tableside cannot lock its database %s (%w).", path, err)
		}
		if !held {
			why = HeldElsewhere
			unlock = func() error { return nil }
		}
	}
	if err := s.openDB(migs, why); err != nil {
		unlock()
		return nil, err
	}
	s.unlock = unlock
	s.noteBackups()
	return s, nil
}

// dbPath cleans path and follows symbolic links to the file itself, so its
// write-ahead log, lock and backups sit beside the real file whatever name
// it was opened by. With mkdir it creates the folder.
func dbPath(path string, mkdir bool) (string, error) {
	if path == "" {
		return "", errors.New("campaign: no database path")
	}
	path = filepath.Clean(path)
	if mkdir {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return "", tell("Tableside cannot create the folder for its data (%w).", err)
		}
	}
	if real, err := filepath.EvalSymlinks(path); err == nil {
		return real, nil
	}
	if dir, err := filepath.EvalSymlinks(filepath.Dir(path)); err == nil {
		return filepath.Join(dir, filepath.Base(path)), nil // a new file
	}
	return path, nil
}

// canWrite reports whether the database at path can be written: the file,
// if it exists, and its folder, where SQLite keeps its log beside it.
func canWrite(path string) bool {
	if _, err := os.Stat(path); err == nil && !writable(path) {
		return false
	}
	return writable(filepath.Dir(path))
}

// openDB opens s.path for a store that is writable or read-only for the
// reason why, checks and (when writable) migrates it, and sets s.db.
func (s *Store) openDB(migs []migration, why ReadOnlyReason) error {
	path := s.path
	// Look before opening read-write: the read-write DSN switches the file to
	// WAL, and a newer app's database must not be changed at all.
	version := 0
	_, statErr := os.Stat(path)
	exists := statErr == nil
	if exists && why == Writable {
		if err := writableSides(path); err != nil {
			return err
		}
	}
	if !exists && why == FileReadOnly {
		return tell("Tableside cannot create its database in %s: the folder cannot be written. Choose another folder, or make this one writable.", filepath.Dir(path))
	}
	if exists {
		var err error
		if version, err = probe(path, why == Writable); err != nil {
			return err
		}
		if version > len(migs) {
			return newerDatabase(version)
		}
	}
	// FULL: a commit is on the disk before Do returns, so a phone that dies
	// mid-round loses nothing it showed. Immediate transactions take the
	// write lock at BEGIN, so a second writer waits instead of forking.
	sync := "FULL"
	if s.opts.noSync {
		sync = "OFF"
	}
	dsn := fileURI(path) + "?_journal_mode=WAL&_busy_timeout=5000&_foreign_keys=on&_synchronous=" + sync +
		"&_txlock=immediate&_stmt_cache_size=32"
	readOnly := why != Writable
	if readOnly {
		// The holder of the lock keeps the schema; this copy only looks.
		switch {
		case why == FileReadOnly && version != len(migs):
			return tell("Tableside must update the file %s before it can show it, but the file or its folder cannot be written. Make them writable, then start Tableside again.", path)
		case !exists || version != len(migs):
			return tell("Another copy of Tableside is setting up this database; try again in a moment.")
		}
		dsn = fileURI(path) + "?mode=ro&_busy_timeout=5000&_foreign_keys=on&_txlock=deferred&_stmt_cache_size=32"
		if why == FileReadOnly && !hasData(path+"-wal") {
			// A WAL reader needs a shared-memory file beside the database,
			// which SQLite cannot make in a folder it cannot write, and in
			// one it can, makes as read-only as the file: after "make it
			// writable, then start again", that file stopped the start.
			// With no log there, no one can change the file (a writer
			// would need one), so SQLite may read it as immutable, and
			// leaves nothing beside it.
			dsn += "&immutable=1"
		}
	}
	db, err := sql.Open("sqlite3", dsn)
	if err != nil {
		return err
	}
	// One connection: SQLite has one writer anyway, and it keeps the
	// per-connection PRAGMAs and cached statements in one place.
	db.SetMaxOpenConns(1)
	db.SetConnMaxLifetime(0)
	// Reading the schema finds a damaged first page, which PRAGMAs alone
	// would not.
	var objects int
	if err := db.QueryRow("SELECT count(*) FROM sqlite_schema").Scan(&objects); err != nil {
		db.Close()
		return cannotOpen(path, err)
	}
	// Then every page: damage found now is refused with the backups
	// offered (ErrDamaged), before a game is played on it, exported from
	// it or backed up over a good backup. quick_check, not
	// integrity_check: it reads every page and checks every b-tree and
	// its cells, and leaves out only the comparison of each index with
	// its table, which costs half as much again or more (a 100,000-action
	// database of 9.3 MiB, on a shared 2-core machine at load 10: 13 ms
	// against 18-25 ms; BenchmarkOpenCheck100k, and BenchmarkOpen100k for
	// a whole start with and without it).
	if !s.opts.noCheck {
		s.trace("checking")
		err := quickCheck(db)
		s.trace("checked")
		if err != nil {
			db.Close()
			return cannotOpen(path, err)
		}
	}
	if !readOnly {
		if version > 0 && version < len(migs) {
			// An update is one transaction, but a backup also keeps what
			// an update written wrong would lose.
			if _, err := s.makeBackup(s.clock()); err != nil {
				db.Close()
				return tellAs(err, "Tableside must update its database, and backs it up first; the backup failed, so nothing was changed. %s", err)
			}
		}
		if err := migrate(db, migs); err != nil {
			db.Close()
			return err
		}
	}
	s.db, s.readOnly, s.why = db, readOnly, why
	return nil
}

// writableSides makes the write-ahead log and the shared-memory file
// beside the database at path writable when the file is: SQLite makes
// them as read-only as the file when it reads one that cannot be written
// (Tableside did, before it read such a file as immutable, and does when
// a log is left beside it), and a writer cannot open its database with
// them so. Only their owner may change them; a file that stays read-only
// is named in words.
func writableSides(path string) error {
	fi, err := os.Stat(path)
	if err != nil {
		return nil // the open that follows says what is wrong
	}
	for _, side := range []string{"-wal", "-shm"} {
		sf, err := os.Stat(path + side)
		if err != nil || writable(path+side) {
			continue
		}
		if os.Chmod(path+side, sf.Mode().Perm()|fi.Mode().Perm()&0o222) != nil || !writable(path+side) {
			return tell("The file %s, which Tableside keeps beside its data, cannot be written. Make it writable (or, with Tableside closed, delete it if it is empty), then start Tableside again.", path+side)
		}
	}
	return nil
}

// quickCheck runs SQLite's quick_check on q: nil when every page is
// sound, else an error that wraps errDamagedPages (or SQLite's own
// damage error) with the first fault it found.
func quickCheck(q querier) error {
	rows, err := q.Query("PRAGMA quick_check")
	if err != nil {
		return err
	}
	defer rows.Close()
	var first string
	if rows.Next() {
		if err := rows.Scan(&first); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return err
	}
	if first != "ok" {
		return fmt.Errorf("%w: %s", errDamagedPages, strings.TrimPrefix(first, "*** in database main ***\n"))
	}
	return nil
}

// errDamagedPages is what quick_check found wrong.
var errDamagedPages = errors.New("SQLite's check found damage")

// trace tells the test listening (options.trace) that step began or ended.
func (s *Store) trace(step string) {
	if s.opts.trace != nil {
		s.opts.trace(step)
	}
}

// cannotOpen words a failure to open the database at path.
func cannotOpen(path string, err error) error {
	if isDamage(err) {
		return tellAs(ErrDamaged, "The database %s is damaged, so Tableside cannot open it (%v).", path, err)
	}
	return tell("Tableside cannot open its database %s (%w).", path, err)
}

// isDamage reports whether SQLite found the file damaged or not a
// database, or its check found damage.
func isDamage(err error) bool {
	var se sqlite3.Error
	return errors.Is(err, errDamagedPages) || errors.As(err, &se) && (se.Code == sqlite3.ErrCorrupt || se.Code == sqlite3.ErrNotADB)
}

// probe reads the schema version of an existing file, and refuses a file
// that is not Tableside's. It reads the file's header itself, because even a
// read-only SQLite connection leaves a -shm file beside a WAL database; it
// asks SQLite only when the header may not tell the truth. A writer
// (recover) rolls back what a process killed mid-transaction left behind.
func probe(path string, recover bool) (int, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, tell("Tableside cannot open its database %s (%w).", path, err)
	}
	var h [100]byte
	n, err := io.ReadFull(f, h[:])
	f.Close()
	if n == 0 && errors.Is(err, io.EOF) {
		return 0, nil // an empty file is a new database
	}
	if hasData(path + "-journal") {
		// The header may be half-changed: the journal holds the old one.
		return probeSQL(path, recover)
	}
	if err != nil || string(h[:16]) != "SQLite format 3\x00" {
		return 0, tellAs(ErrDamaged, "The file %s is not a Tableside database, or it is damaged.", path)
	}
	version := int(int32(binary.BigEndian.Uint32(h[60:])))
	appID := int(int32(binary.BigEndian.Uint32(h[68:])))
	// A WAL with pages in it may hold a newer header; a blank header may
	// still belong to a file full of another app's tables.
	if hasData(path+"-wal") || (version == 0 && appID == 0) {
		return probeSQL(path, recover)
	}
	if appID != applicationID {
		return 0, tell("The file %s belongs to another app, not Tableside.", path)
	}
	return version, nil
}

// hasData reports whether the file at path exists and is not empty.
func hasData(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Size() > 0
}

// probeSQL is probe through a read-only SQLite connection.
//
// A process killed while SQLite switched a new file to WAL (the first
// start does that, with a rollback journal) or in any rollback-journal
// transaction leaves a hot journal, which only a writer may roll back: a
// read-only connection refuses the file, every time. With recover, a
// read-write connection rolls it back first (as any SQLite writer opening
// the file would, putting back the last committed state, and changing
// nothing else), and the file is probed again.
func probeSQL(path string, recover bool) (int, error) {
	version, err := probeRO(path)
	var se sqlite3.Error
	if recover && errors.As(err, &se) && se.ExtendedCode == sqlite3.ErrReadonlyRollback {
		if err = rollBack(path); err == nil {
			version, err = probeRO(path)
		}
	}
	switch {
	case errors.Is(err, errNotOurs):
		return 0, tell("The file %s belongs to another app, not Tableside.", path)
	case isDamage(err):
		return 0, tellAs(ErrDamaged, "The file %s is not a Tableside database, or it is damaged (%v).", path, err)
	case err != nil:
		return 0, tell("Tableside cannot read its database %s (%w).", path, err)
	}
	return version, nil
}

var errNotOurs = errors.New("not ours")

func probeRO(path string) (int, error) {
	db, err := sql.Open("sqlite3", fileURI(path)+"?mode=ro&_busy_timeout=5000")
	if err != nil {
		return 0, err
	}
	defer db.Close()
	var version, appID, objects int
	err = db.QueryRow("PRAGMA user_version").Scan(&version)
	if err == nil {
		err = db.QueryRow("PRAGMA application_id").Scan(&appID)
	}
	if err == nil {
		err = db.QueryRow("SELECT count(*) FROM sqlite_schema").Scan(&objects)
	}
	if err != nil {
		return 0, err
	}
	if appID != applicationID && !(appID == 0 && version == 0 && objects == 0) {
		return 0, errNotOurs
	}
	return version, nil
}

// rollBack rolls back a hot journal: reading through a read-write
// connection does it, and reads nothing else.
func rollBack(path string) error {
	db, err := sql.Open("sqlite3", fileURI(path)+"?mode=rw&_busy_timeout=5000")
	if err != nil {
		return err
	}
	defer db.Close()
	var objects int
	return db.QueryRow("SELECT count(*) FROM sqlite_schema").Scan(&objects)
}

func newerDatabase(version int) error {
	return tellAs(ErrNewerVersion, "This database was made by a newer Tableside (data version %d); update the app to open it.", version)
}

// fileURI turns a path into an SQLite URI; '?', '#' and '%' in a folder
// name would otherwise end or bend the path.
func fileURI(path string) string {
	p := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(filepath.ToSlash(path))
	if filepath.VolumeName(path) != "" {
		p = "///" + p // file:///C:/... on Windows
	}
	return "file:" + p
}

// Close closes the database and releases the lock.
func (s *Store) Close() error {
	s.bg.Wait()
	err := s.db.Close()
	if s.unlock != nil {
		if uerr := s.unlock(); err == nil {
			err = uerr
		}
		s.unlock = nil
	}
	return err
}

// ReadOnly reports whether this store only reads, because another
// Tableside process holds the database or its file cannot be written; if
// so, every write returns an error that wraps ErrReadOnly.
func (s *Store) ReadOnly() bool { return s.readOnly }

// ReadOnlyReason says why the store only reads, or Writable.
func (s *Store) ReadOnlyReason() ReadOnlyReason { return s.why }

// readOnlyErr is what a write on a read-only store returns.
func (s *Store) readOnlyErr() error {
	if s.why == FileReadOnly {
		return tellAs(ErrReadOnly, "The file %s cannot be written (it or its folder is read-only), so Tableside can show it but not change it. Make it writable, then start Tableside again.", s.path)
	}
	return ErrReadOnly
}

// clock is the time a backup is made and named by.
func (s *Store) clock() time.Time {
	if s.opts.clock != nil {
		return s.opts.clock()
	}
	return time.Now()
}

// now hands out strictly increasing times, so "newest first" never ties
// within one store, even on a coarse clock.
func (s *Store) now() time.Time {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := s.wall().UnixNano()
	if n <= s.last {
		n = s.last + 1
	}
	s.last = n
	return time.Unix(0, n)
}

// wall is the clock's time, without the step now takes; mu is held.
func (s *Store) wall() time.Time {
	if s.tick != nil {
		return s.tick()
	}
	return time.Now()
}

// SetClock sets the clock actions are timed by (time.Now when nil): a test
// plays evenings a week apart in a few milliseconds with it. Times still
// only grow within one store.
func (s *Store) SetClock(now func() time.Time) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.tick = now
}

// write runs fn in one immediate transaction, after the read-only check.
func (s *Store) write(fn func(tx *sql.Tx) error) error {
	if s.readOnly {
		return s.readOnlyErr()
	}
	if err := s.damage(); err != nil {
		return err
	}
	s.dailyBackup()
	tx, err := s.db.Begin()
	if err != nil {
		return dbErr(err)
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		err = dbErr(err)
		s.noteDamage(err) // SQLite met damage: nothing more is written
		return err
	}
	err = dbErr(tx.Commit())
	s.noteDamage(err)
	return err
}

// dbErr puts SQLite's failures in words a player can act on; every other
// error (a refusal, a message of ours) passes through unchanged.
func dbErr(err error) error {
	var se sqlite3.Error
	if !errors.As(err, &se) {
		return err
	}
	switch se.Code {
	case sqlite3.ErrBusy, sqlite3.ErrLocked:
		return tell("Another copy of Tableside kept the database busy; try again in a moment (%w).", err)
	case sqlite3.ErrFull:
		return tell("The device is out of space, so Tableside could not save this; everything saved before it is safe. Free some space and try again (%w).", err)
	case sqlite3.ErrReadonly:
		return tellAs(ErrReadOnly, "Tableside's database file cannot be written any more (it or its folder became read-only), so this was not saved; everything saved before it is safe (%v).", err)
	case sqlite3.ErrCorrupt, sqlite3.ErrNotADB:
		return damagedNow(err)
	}
	return tell("Tableside could not read or write its database (%w).", err)
}

// damagedNow is the error for damage found in a database already open.
func damagedNow(err error) error {
	return damagedBy(err, "Tableside's database is damaged, so this could not be done (%v). In Settings, restore a backup.", err)
}

// damage is the error every write returns once the open database was
// found damaged, or nil.
func (s *Store) damage() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.damaged == nil {
		return nil
	}
	return tellAs(ErrDamaged, "Tableside found its database damaged, so this was not saved, nor will anything be until a backup is back in place. In Settings, restore a backup: the ones kept are from before the damage (%v).", s.damaged)
}

// noteDamage remembers that err found the open database damaged, if it
// did: every write refuses from then on.
func (s *Store) noteDamage(err error) {
	var cause *damageFound
	if errors.As(err, &cause) {
		s.mu.Lock()
		s.damaged = cause
		s.mu.Unlock()
	}
}

// damageFound is a check's finding that the open database is damaged,
// wrapped by the errors that report it (its Unwrap is what was found).
type damageFound struct{ err error }

func (d *damageFound) Error() string { return d.err.Error() }
func (d *damageFound) Unwrap() error { return d.err }

// tell builds an error whose text is shown to the player as is: a whole
// sentence, so it starts with a capital and ends with a stop, unlike Go's
// usual error strings. It accepts %w like fmt.Errorf.
func tell(format string, args ...any) error {
	return fmt.Errorf(format, args...)
}

// tellAs is tell for an error that errors.Is should match to kind.
func tellAs(kind error, format string, args ...any) error {
	return &playerError{msg: fmt.Errorf(format, args...).Error(), kind: kind}
}

type playerError struct {
	msg   string
	kind  error
	cause error // what a check found, for errors.As; nil when none
}

func (e *playerError) Error() string { return e.msg }
func (e *playerError) Unwrap() []error {
	if e.cause != nil {
		return []error{e.kind, e.cause}
	}
	return []error{e.kind}
}

// damagedBy is a player's sentence for damage a check found in the open
// database: it wraps ErrDamaged, and what was found (damageFound), by
// which the store remembers it (noteDamage).
func damagedBy(found error, format string, args ...any) error {
	return &playerError{msg: fmt.Errorf(format, args...).Error(), kind: ErrDamaged, cause: &damageFound{found}}
}

func notFound(what string) error {
	return tellAs(ErrNotFound, "This %s no longer exists; it may have been deleted.", what)
}

// nanos and fromNanos are the one place times cross into and out of SQLite.
func nanos(t time.Time) int64     { return t.UnixNano() }
func fromNanos(n int64) time.Time { return time.Unix(0, n) }
