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
// commands replayed (see snapshotEvery).
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
	// copy of Tableside holds the database.
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
)

// Store is an open Tableside database. Its methods are safe for concurrent use.
type Store struct {
	db       *sql.DB
	games    tracker.Catalog
	readOnly bool
	unlock   func() error

	// wmu serializes this store's writes, so the rev it records after a
	// commit cannot race with its own next write.
	wmu sync.Mutex

	snapEvery int // K, when a test sets one; 0 is snapshotEvery

	mu   sync.Mutex
	seen map[int64]int64 // session ID -> rev this store last read or wrote
	hot  recent          // the session this store last touched, and states of it
	last int64           // the last time handed out, in Unix nanoseconds
}

// options are for tests only.
type options struct {
	noLock bool // skip the advisory lock, to prove the transactions alone serialize writers
	noSync bool // synchronous=OFF, for the fuzzer: it tests content, not durability, and fsync would starve it
}

// Open opens the database at path, creating it and its folders if missing,
// and brings its schema up to date. If another Tableside process has it
// open, the store is read-only (see ReadOnly). A database written by a newer
// Tableside is refused and left untouched.
func Open(path string, games tracker.Catalog) (*Store, error) {
	return open(path, games, options{})
}

func open(path string, games tracker.Catalog, o options) (*Store, error) {
	if path == "" {
		return nil, errors.New("campaign: no database path")
	}
	path = filepath.Clean(path)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, tell("Tableside cannot create the folder for its data (%w).", err)
	}
	migs, err := loadMigrations()
	if err != nil {
		return nil, err
	}

	unlock, held := func() error { return nil }, true
	if !o.noLock {
		unlock, held, err = lockFile(path + ".lock")
		if err != nil {
			return nil, tell("Tableside cannot lock its database %s (%w).", path, err)
		}
	}
	s, err := openLocked(path, games, migs, !held, o.noSync)
	if err != nil {
		unlock()
		return nil, err
	}
	s.unlock = unlock
	return s, nil
}

func openLocked(path string, games tracker.Catalog, migs []migration, readOnly, noSync bool) (*Store, error) {
	// Look before opening read-write: the read-write DSN switches the file to
	// WAL, and a newer app's database must not be changed at all.
	version := 0
	_, statErr := os.Stat(path)
	exists := statErr == nil
	if exists {
		var err error
		if version, err = probe(path); err != nil {
			return nil, err
		}
		if version > len(migs) {
			return nil, newerDatabase(version)
		}
	}
	// FULL: a commit is on the disk before Do returns, so a phone that dies
	// mid-round loses nothing it showed. Immediate transactions take the
	// write lock at BEGIN, so a second writer waits instead of forking.
	sync := "FULL"
	if noSync {
		sync = "OFF"
	}
	dsn := fileURI(path) + "?_journal_mode=WAL&_busy_timeout=5000&_foreign_keys=on&_synchronous=" + sync +
		"&_txlock=immediate&_stmt_cache_size=32"
	if readOnly {
		// The holder of the lock keeps the schema; this copy only looks.
		if !exists || version != len(migs) {
			return nil, tell("Another copy of Tableside is setting up this database; try again in a moment.")
		}
		dsn = fileURI(path) + "?mode=ro&_busy_timeout=5000&_foreign_keys=on&_txlock=deferred&_stmt_cache_size=32"
	}
	db, err := sql.Open("sqlite3", dsn)
	if err != nil {
		return nil, err
	}
	// One connection: SQLite has one writer anyway, and it keeps the
	// per-connection PRAGMAs and cached statements in one place.
	db.SetMaxOpenConns(1)
	db.SetConnMaxLifetime(0)
	if err := db.Ping(); err != nil {
		db.Close()
		return nil, tell("Tableside cannot open its database %s (%w).", path, err)
	}
	if !readOnly {
		if err := migrate(db, migs); err != nil {
			db.Close()
			return nil, err
		}
	}
	return &Store{db: db, games: games, readOnly: readOnly, seen: map[int64]int64{}}, nil
}

// probe reads the schema version of an existing file, and refuses a file
// that is not Tableside's. It reads the file's header itself, because even a
// read-only SQLite connection leaves a -shm file beside a WAL database; it
// asks SQLite only when the header may not tell the truth.
func probe(path string) (int, error) {
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
	if err != nil || string(h[:16]) != "SQLite format 3\x00" {
		return 0, tell("The file %s is not a Tableside database, or it is damaged.", path)
	}
	version := int(int32(binary.BigEndian.Uint32(h[60:])))
	appID := int(int32(binary.BigEndian.Uint32(h[68:])))
	// A WAL with pages in it may hold a newer header; a blank header may
	// still belong to a file full of another app's tables.
	if wal, err := os.Stat(path + "-wal"); (err == nil && wal.Size() > 0) || (version == 0 && appID == 0) {
		return probeSQL(path)
	}
	if appID != applicationID {
		return 0, tell("The file %s belongs to another app, not Tableside.", path)
	}
	return version, nil
}

// probeSQL is probe through a read-only SQLite connection.
func probeSQL(path string) (int, error) {
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
		return 0, tell("The file %s is not a Tableside database, or it is damaged (%w).", path, err)
	}
	if appID != applicationID && !(appID == 0 && version == 0 && objects == 0) {
		return 0, tell("The file %s belongs to another app, not Tableside.", path)
	}
	return version, nil
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
	err := s.db.Close()
	if s.unlock != nil {
		if uerr := s.unlock(); err == nil {
			err = uerr
		}
		s.unlock = nil
	}
	return err
}

// ReadOnly reports whether another Tableside process holds this database;
// if so, every write returns ErrReadOnly.
func (s *Store) ReadOnly() bool { return s.readOnly }

// now hands out strictly increasing times, so "newest first" never ties
// within one store, even on a coarse clock.
func (s *Store) now() time.Time {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := time.Now().UnixNano()
	if n <= s.last {
		n = s.last + 1
	}
	s.last = n
	return time.Unix(0, n)
}

// write runs fn in one immediate transaction, after the read-only check.
func (s *Store) write(fn func(tx *sql.Tx) error) error {
	if s.readOnly {
		return ErrReadOnly
	}
	tx, err := s.db.Begin()
	if err != nil {
		return dbErr(err)
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return dbErr(err)
	}
	return dbErr(tx.Commit())
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
		return tell("The device is out of space, so Tableside could not save. Free some space and try again (%w).", err)
	case sqlite3.ErrReadonly:
		return ErrReadOnly
	}
	return tell("Tableside could not read or write its database (%w).", err)
}

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
	msg  string
	kind error
}

func (e *playerError) Error() string { return e.msg }
func (e *playerError) Unwrap() error { return e.kind }

func notFound(what string) error {
	return tellAs(ErrNotFound, "This %s no longer exists; it may have been deleted.", what)
}

// nanos and fromNanos are the one place times cross into and out of SQLite.
func nanos(t time.Time) int64     { return t.UnixNano() }
func fromNanos(n int64) time.Time { return time.Unix(0, n) }
