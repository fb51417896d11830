package campaign

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/mattn/go-sqlite3"
)

// KeepBackups is how many backups are kept; older ones are deleted.
const KeepBackups = 5

// backupStamp is the time in a backup's name: fixed width, so names sort
// by time.
const backupStamp = "20060102-150405.000"

// Backup is a copy of the database kept beside it.
//
// Backups are whole copies of the database in files beside it, made with
// SQLite's online backup API: a consistent snapshot, taken while the store
// goes on writing. One is made before a migration and one on each day of
// play (at the day's first write, in the background); the newest
// KeepBackups are kept. A backup is written under a temporary name, synced
// and then renamed, so a backup that a kill cut short is never listed.
// Names sort by time: for tableside.db they are
// tableside.backup-20261122-200000.000.db, the time in UTC.
type Backup struct {
	Path string    // the file
	Time time.Time // when it was made
	Size int64     // its size in bytes
}

// backupNaming splits a database's name into the parts of its backups'
// names: prefix + stamp + ext, in the database's folder.
func backupNaming(dbPath string) (dir, prefix, ext string) {
	base := filepath.Base(dbPath)
	ext = filepath.Ext(base)
	stem := strings.TrimSuffix(base, ext)
	if stem == "" { // ".db"
		stem, ext = base, ""
	}
	return filepath.Dir(dbPath), stem + ".backup-", ext
}

// besideName is a file next to the database named for what it holds
// ("damaged"): tableside.damaged.db.
func besideName(dbPath, what string) string {
	dir, prefix, ext := backupNaming(dbPath)
	return filepath.Join(dir, strings.TrimSuffix(prefix, "backup-")+what+ext)
}

// ListBackups lists the backups of the database at path, newest first. It
// only reads the folder, so it works for a database that will not open.
func ListBackups(path string) ([]Backup, error) {
	path, err := dbPath(path, false)
	if err != nil {
		return nil, err
	}
	return listBackups(path)
}

func listBackups(path string) ([]Backup, error) {
	dir, prefix, ext := backupNaming(path)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, tell("Tableside cannot list the backups in %s (%w).", dir, err)
	}
	var out []Backup
	for _, e := range entries {
		stamp, ok := strings.CutPrefix(e.Name(), prefix)
		if !ok || !e.Type().IsRegular() {
			continue
		}
		if stamp, ok = strings.CutSuffix(stamp, ext); !ok {
			continue
		}
		t, err := time.ParseInLocation(backupStamp, stamp, time.UTC)
		if err != nil {
			continue // a temporary file, or not ours
		}
		fi, err := e.Info()
		if err != nil {
			continue // deleted meanwhile
		}
		out = append(out, Backup{Path: filepath.Join(dir, e.Name()), Time: t.Local(), Size: fi.Size()})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Time.After(out[j].Time) })
	return out, nil
}

// Backups lists the database's backups, newest first.
func (s *Store) Backups() ([]Backup, error) { return listBackups(s.path) }

// Backup makes a backup now, and deletes all but the newest KeepBackups.
func (s *Store) Backup() (Backup, error) {
	if s.readOnly {
		return Backup{}, s.readOnlyErr()
	}
	s.bmu.Lock()
	defer s.bmu.Unlock()
	b, err := s.makeBackup(s.clock())
	if err == nil {
		s.mu.Lock()
		s.backupDay = b.Time.Format(time.DateOnly)
		s.mu.Unlock()
	}
	return b, err
}

// noteBackups remembers the day of the newest backup, so the day's first
// write knows whether one is due.
func (s *Store) noteBackups() {
	if bs, err := listBackups(s.path); err == nil && len(bs) > 0 {
		s.backupDay = bs[0].Time.In(s.clock().Location()).Format(time.DateOnly)
	}
}

// dailyBackup starts a backup in the background at the first write of a
// day that has none yet. A failed one is tried again the next day: a
// backup must never stand between a player and the game.
func (s *Store) dailyBackup() {
	now := s.clock()
	day := now.Format(time.DateOnly)
	s.mu.Lock()
	due := s.backupDay != day
	s.backupDay = day
	s.mu.Unlock()
	if !due {
		return
	}
	s.bg.Add(1)
	go func() {
		defer s.bg.Done()
		s.bmu.Lock()
		defer s.bmu.Unlock()
		s.makeBackup(now)
	}()
}

// makeBackup copies the store's database into a new backup, named by the
// time now, checks the copy, and prunes the old ones. A copy that is
// damaged is never listed (nor does it push a good backup out): the
// database is damaged, and from then on the store refuses to write (see
// Store.damaged), so nothing more is built on it.
func (s *Store) makeBackup(now time.Time) (Backup, error) {
	path := s.path
	dir, prefix, ext := backupNaming(path)
	removeLeftovers(dir, prefix)
	// A kill between a backup's rename and its pruning leaves one too
	// many; pruned first, there is never more than one too many.
	pruneBackups(path)
	name := ""
	for t := now.UTC(); name == "" || exists(name); t = t.Add(time.Millisecond) {
		name = filepath.Join(dir, prefix+t.Format(backupStamp)+ext)
		now = t
	}
	tmp := name + ".tmp"
	err := copyOnline(path, tmp)
	if err == nil {
		err = syncFile(tmp)
	}
	if err == nil {
		// The copy holds every page of the database as it stood: checked,
		// it says whether the database was sound, without holding the
		// database's own file open for the time a check takes.
		s.trace("backup checking")
		err = checkCopy(tmp)
		s.trace("backup checked")
	}
	if err == nil {
		err = os.Rename(tmp, name)
	}
	if err != nil {
		os.Remove(tmp)
		err = backupFailed(err)
		s.noteDamage(err)
		return Backup{}, err
	}
	syncDir(dir)
	pruneBackups(path)
	fi, err := os.Stat(name)
	if err != nil {
		return Backup{}, err
	}
	return Backup{Path: name, Time: now.Truncate(time.Millisecond).Local(), Size: fi.Size()}, nil
}

// checkCopy runs quick_check on a copy of the database, read as immutable:
// nothing appears beside it.
func checkCopy(path string) error {
	db, err := sql.Open("sqlite3", fileURI(path)+"?mode=ro&immutable=1")
	if err != nil {
		return err
	}
	defer db.Close()
	return quickCheck(db)
}

// backupFailed words the failure of a backup, as one sentence or two of
// ours (never one of ours inside another).
func backupFailed(err error) error {
	var se sqlite3.Error
	switch {
	case isDamage(err):
		return damagedBy(err, "Tableside's database is damaged, so it was not backed up: the backups kept are the last good ones. In Settings, restore one (%v).", err)
	case errors.As(err, &se) && se.Code == sqlite3.ErrFull, errors.Is(err, syscall.ENOSPC):
		return tell("Tableside could not back up its data: the device is out of space. Free some space; nothing saved is lost.")
	case errors.As(err, &se):
		return tell("Tableside could not back up its data (%v).", se)
	}
	return tell("Tableside could not back up its data (%v).", err)
}

// copyOnline copies the database at src into the new file dst through
// SQLite's backup API, from a read-only connection of its own, so the
// store's connection goes on writing meanwhile (WAL lets a reader and a
// writer work at once).
func copyOnline(src, dst string) error {
	sdb, err := sql.Open("sqlite3", fileURI(src)+"?mode=ro&_busy_timeout=5000")
	if err != nil {
		return err
	}
	defer sdb.Close()
	// No journal: a half-written copy is deleted, never repaired.
	ddb, err := sql.Open("sqlite3", fileURI(dst)+"?_journal_mode=OFF&_synchronous=OFF")
	if err != nil {
		return err
	}
	defer ddb.Close()
	ctx := context.Background()
	sc, err := sdb.Conn(ctx)
	if err != nil {
		return err
	}
	defer sc.Close()
	dc, err := ddb.Conn(ctx)
	if err != nil {
		return err
	}
	defer dc.Close()
	return dc.Raw(func(d any) error {
		return sc.Raw(func(s any) error {
			b, err := d.(*sqlite3.SQLiteConn).Backup("main", s.(*sqlite3.SQLiteConn), "main")
			if err != nil {
				return err
			}
			_, err = b.Step(-1) // all pages, under one read transaction
			if ferr := b.Finish(); err == nil {
				err = ferr
			}
			return err
		})
	})
}

// pruneBackups deletes all but the newest KeepBackups.
func pruneBackups(path string) {
	bs, err := listBackups(path)
	if err != nil {
		return
	}
	for _, b := range bs[min(len(bs), KeepBackups):] {
		os.Remove(b.Path)
	}
}

// removeLeftovers deletes the temporary files of backups and restores that
// a kill cut short: every one is named with the backups' prefix and ends
// in .tmp. Only the holder of the database's lock calls it, with bmu held,
// so none of them is still being written.
func removeLeftovers(dir, prefix string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if n := e.Name(); strings.HasPrefix(n, prefix) && strings.HasSuffix(n, ".tmp") {
			os.Remove(filepath.Join(dir, n))
		}
	}
}

// Restore puts backup b in place of the database: everything written since
// b was made is gone. The store stays open, on the restored data; calls
// made while Restore runs may fail. The file replaced is kept beside it as
// tableside.replaced.db until the next restore, in case the wrong backup
// was picked.
func (s *Store) Restore(b Backup) error {
	if s.readOnly {
		return s.readOnlyErr()
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	s.bg.Wait()
	s.bmu.Lock()
	defer s.bmu.Unlock()
	migs, err := loadMigrations()
	if err != nil {
		return err
	}
	if err := checkBackup(s.path, b, len(migs)); err != nil {
		return err
	}
	tmp, err := stageCopy(b.Path, s.path)
	if err != nil {
		return err
	}
	defer os.Remove(tmp) // gone already once renamed
	oldID, _ := fileID(s.path, false)
	if err := s.db.Close(); err != nil {
		s.openDB(migs, Writable)
		return dbErr(err)
	}
	// Closing the last connection folds the write-ahead log into the file
	// and deletes it. A log still there means another copy of Tableside is
	// reading the file; replacing the file under it would pair its log
	// with the wrong file.
	if hasData(s.path + "-wal") {
		if err := s.openDB(migs, Writable); err != nil {
			return err
		}
		return tell("Another copy of Tableside is showing this data. Close it, then restore the backup.")
	}
	release, err := swapIn(s.path, tmp, besideName(s.path, "replaced"))
	if err != nil {
		if oerr := s.openDB(migs, Writable); oerr != nil {
			return oerr
		}
		return tell("Tableside could not restore the backup; nothing was changed (%w).", err)
	}
	s.unlock()
	s.unlock = release
	removeLock(s.path, oldID)
	s.mu.Lock()
	s.seen = map[int64]int64{}
	s.hot = recent{}
	s.damaged = nil
	s.skips = nil
	s.mu.Unlock()
	return s.openDB(migs, Writable)
}

// RestoreBackup puts backup b in place of the database at path, for a
// database that will not open (see ErrDamaged). The damaged file is kept
// beside it as tableside.damaged.db, with its log, until the next time.
func RestoreBackup(path string, b Backup) error {
	path, err := dbPath(path, false)
	if err != nil {
		return err
	}
	migs, err := loadMigrations()
	if err != nil {
		return err
	}
	if !canWrite(path) {
		return tell("The file %s cannot be written (it or its folder is read-only), so Tableside cannot restore a backup over it. Make them writable, then try again.", path)
	}
	unlock, held, path, err := lockDB(path)
	if err != nil {
		return tell("Tableside cannot lock its database %s (%w).", path, err)
	}
	if !held {
		return ErrReadOnly
	}
	defer unlock()
	if err := checkBackup(path, b, len(migs)); err != nil {
		return err
	}
	tmp, err := stageCopy(b.Path, path)
	if err != nil {
		return err
	}
	defer os.Remove(tmp)
	oldID, _ := fileID(path, false)
	release, err := swapIn(path, tmp, besideName(path, "damaged"))
	if err != nil {
		return tell("Tableside could not restore the backup (%w).", err)
	}
	removeLock(path, oldID)
	return release()
}

// checkBackup makes sure b is a sound backup of the database at path that
// this Tableside can open, before anything is replaced by it.
func checkBackup(path string, b Backup, maxVersion int) error {
	dir, prefix, ext := backupNaming(path)
	if filepath.Dir(b.Path) != dir || !strings.HasPrefix(filepath.Base(b.Path), prefix) || !strings.HasSuffix(b.Path, ext) {
		return fmt.Errorf("campaign: %s is not a backup of %s", b.Path, path)
	}
	// immutable: the copy is only read, and no -shm or -wal appears beside it.
	db, err := sql.Open("sqlite3", fileURI(b.Path)+"?mode=ro&immutable=1")
	if err != nil {
		return err
	}
	defer db.Close()
	var check string
	var version, appID int
	err = db.QueryRow("PRAGMA quick_check").Scan(&check)
	if err == nil {
		err = db.QueryRow("PRAGMA user_version").Scan(&version)
	}
	if err == nil {
		err = db.QueryRow("PRAGMA application_id").Scan(&appID)
	}
	when := b.Time.Format("2 January 2006, 15:04")
	switch {
	case errors.Is(err, os.ErrNotExist) || !exists(b.Path):
		return tell("The backup of %s is gone; it may have been deleted.", when)
	case err != nil || check != "ok" || appID != applicationID:
		return tellAs(ErrDamaged, "The backup of %s is damaged too, so it was not restored. Pick another one.", when)
	case version > maxVersion:
		return newerDatabase(version)
	}
	return nil
}

// stageCopy copies a backup to a temporary file beside the database,
// synced by copyFile, so that what is renamed into place is whole.
func stageCopy(backup, path string) (string, error) {
	dir, prefix, _ := backupNaming(path)
	tmp := filepath.Join(dir, prefix+"restoring.tmp")
	if err := copyFile(backup, tmp); err != nil {
		os.Remove(tmp)
		return "", tell("Tableside could not copy the backup (%w).", err)
	}
	return tmp, nil
}

// swapIn renames the whole, synced file tmp over the database at path,
// which must not be open. Before that it keeps the old file as keep (by a
// second name, where the file system allows) and moves the old file's log
// and journal aside, since SQLite finds them by name and would replay them
// into the new file. It takes the new file's lock first, so the lock is
// held from the moment the name means the new file, and returns it.
func swapIn(path, tmp, keep string) (release func() error, err error) {
	os.Remove(keep)
	if err := os.Link(path, keep); err == nil {
		for _, side := range []string{"-wal", "-journal"} {
			os.Remove(keep + side)
			if exists(path + side) {
				if err := os.Rename(path+side, keep+side); err != nil {
					return nil, err
				}
			}
		}
	}
	for _, side := range []string{"-wal", "-journal", "-shm"} {
		if err := os.Remove(path + side); err != nil && !errors.Is(err, os.ErrNotExist) {
			return nil, err
		}
	}
	release, err = lockReplacement(path, tmp)
	if err != nil {
		return nil, err
	}
	if err := os.Rename(tmp, path); err != nil {
		release()
		return nil, err
	}
	syncDir(filepath.Dir(path))
	return release, nil
}

// copyFile copies src to dst and puts the copy on the disk, its content
// and then its folder's entry, before it returns: a copy it reports made
// survives a power cut.
func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	_, err = io.Copy(out, in)
	if err == nil {
		err = out.Sync()
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	syncDir(filepath.Dir(dst))
	return nil
}

// syncFile puts a file's content on the disk.
func syncFile(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	err = f.Sync()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// syncDir puts a folder's entries (a rename) on the disk. Windows cannot
// sync a folder, and needs not to.
func syncDir(dir string) {
	if runtime.GOOS == "windows" {
		return
	}
	if f, err := os.Open(dir); err == nil {
		f.Sync()
		f.Close()
	}
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
