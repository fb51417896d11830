//go:build !windows

package campaign

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// lockDB takes the single-writer lock of the database file at path,
// creating the file empty if it is missing. held is false when another
// open store (in this process or another) has it.
//
// The lock is on what the file is, not on what it is called. Two lock
// files are named by the file's device and inode: one beside the name the
// file was opened by, and one in a folder of the user's own (sharedLocks),
// where every name of the file meets the same one, a hard link in another
// folder too. A store holds both or neither. (The lock beside the file
// alone missed a hard link in another folder, and two stores wrote at
// once; the shared one alone would miss a copy of Tableside whose user
// folder differs, which the lock beside the file still meets.) Symbolic
// links are followed before either is named. The file's name may come to
// mean another inode while we wait (a restore renames a copy into place),
// so the name is looked up again once the locks are taken and the whole
// step retried if it moved.
//
// SQLite finds a database's write-ahead log by the name it opened the file
// by, so every store must open it by the same name, or one would miss the
// log another left. The lock files record that name; name is it, when it
// still leads to the same file, and else path (which the holder records).
func lockDB(path string) (release func() error, held bool, name string, err error) {
	for try := 0; try < 20; try++ {
		id, err := fileID(path, true)
		if err != nil {
			return nil, false, "", err
		}
		l, err := takeLocks(path, id)
		if err != nil {
			return nil, false, "", err
		}
		if again, err := fileID(path, false); err != nil || again != id {
			l.release()
			continue
		}
		name := l.recordedName(path, id)
		if !l.held {
			l.release()
			return nil, false, name, nil
		}
		if name == path {
			l.record(path)
		}
		l.name = name
		return l.release, true, name, nil
	}
	return nil, false, "", errors.New("the database file keeps being replaced")
}

// locks are the two lock files of one database file: beside its name,
// and shared (nil when the user has no folder for it).
type locks struct {
	beside, shared *os.File
	sharedPath     string
	held           bool   // both taken
	name           string // the name the holder recorded, once it has
}

// takeLocks opens the lock files of the file id at path and tries to take
// both, without waiting.
func takeLocks(path, id string) (*locks, error) {
	f, held, err := lockFile(lockPath(path, id))
	if err != nil {
		return nil, err
	}
	l := &locks{beside: f, held: held}
	if sp := sharedLockPath(id); sp != "" {
		// A folder this user cannot write (another user's, or none)
		// leaves the lock beside the file alone, as before there was one.
		if g, gheld, err := lockFile(sp); err == nil {
			l.shared, l.sharedPath, l.held = g, sp, l.held && gheld
		}
	}
	return l, nil
}

// release lets go of the locks. The holder deletes the shared lock file
// first, while it still holds it, when no log is left beside the name it
// recorded: with no log there is nothing a later store must find by that
// name, and the user's folder keeps no file for every database ever
// opened. (The lock file beside the database stays, as ever.)
func (l *locks) release() error {
	if l.held && l.shared != nil && l.name != "" && !exists(l.name+"-wal") {
		os.Remove(l.sharedPath)
	}
	err := l.beside.Close()
	if l.shared != nil {
		if serr := l.shared.Close(); err == nil {
			err = serr
		}
	}
	return err
}

// recordedName is the name the lock files say the file id is opened by,
// if it still leads to it: the shared one's (any folder), else the one
// beside it (a name in path's folder); else path.
func (l *locks) recordedName(path, id string) string {
	if l.shared != nil {
		if name := readRecord(l.shared); filepath.IsAbs(name) && filepath.Clean(name) == name {
			if got, err := fileID(name, false); err == nil && got == id {
				return name
			}
		}
	}
	base := readRecord(l.beside)
	if base == "" || base != filepath.Base(base) {
		return path
	}
	name := filepath.Join(filepath.Dir(path), base)
	if got, err := fileID(name, false); err != nil || got != id {
		return path
	}
	return name
}

// record writes into the lock files the name their database is opened by:
// in the shared one whole, beside it the name in its folder.
func (l *locks) record(path string) {
	l.name = path
	record(l.beside, filepath.Base(path))
	if l.shared != nil {
		record(l.shared, path)
	}
}

// readRecord is the first line of the lock file f. A reader may catch it
// half-written; it reads up to the line's end, and takes none when there
// is none.
func readRecord(f *os.File) string {
	b := make([]byte, 4096)
	n, _ := f.ReadAt(b, 0)
	line, _, ok := strings.Cut(string(b[:n]), "\n")
	if !ok {
		return ""
	}
	return line
}

// record writes line into the lock file f.
func record(f *os.File, line string) {
	line += "\n"
	if _, err := f.WriteAt([]byte(line), 0); err == nil {
		f.Truncate(int64(len(line)))
	}
}

// lockReplacement takes the locks of file, a new file about to be renamed
// over the database at dbPath, so they are held from the moment the
// database's name means the new file.
func lockReplacement(dbPath, file string) (release func() error, err error) {
	id, err := fileID(file, false)
	if err != nil {
		return nil, err
	}
	l, err := takeLocks(dbPath, id)
	if err != nil {
		return nil, err
	}
	if !l.held {
		l.release()
		return nil, errors.New("a new file's lock is already taken")
	}
	l.record(dbPath)
	return l.release, nil
}

// removeLock deletes the lock files of an inode that no name leads to any
// more. A store that opens one meanwhile finds the name moved and retries.
func removeLock(dbPath, id string) {
	if id != "" {
		os.Remove(lockPath(dbPath, id))
		if sp := sharedLockPath(id); sp != "" {
			os.Remove(sp)
		}
	}
}

// sharedLockPath is the lock file of the file id in the user's own folder
// for them, made if missing; "" when the user has none. Every name of a
// file, in whatever folder, meets the same one.
func sharedLockPath(id string) string {
	dir, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	dir = filepath.Join(dir, "tableside", "locks")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return ""
	}
	return filepath.Join(dir, id+".lock")
}

// fileID is the device and inode of path, creating an empty file first if
// asked. Only a file that does not exist is opened: closing a file that
// SQLite holds open in this process would drop SQLite's own locks on it.
func fileID(path string, create bool) (string, error) {
	fi, err := os.Stat(path)
	if errors.Is(err, os.ErrNotExist) && create {
		f, cerr := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
		if cerr != nil {
			return "", cerr
		}
		f.Close()
		fi, err = os.Stat(path)
	}
	if err != nil {
		return "", err
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return "", fmt.Errorf("no inode for %s", path)
	}
	return fmt.Sprintf("%x-%x", uint64(st.Dev), uint64(st.Ino)), nil
}

func lockPath(dbPath, id string) string {
	return filepath.Join(filepath.Dir(dbPath), ".tableside-"+id+".lock")
}

// lockFile opens the lock file at path and takes an exclusive advisory
// lock on it without waiting; closing f releases it. held is false when
// another open file (this process or another) has it. The kernel drops the
// lock when its holder dies, so a crash never leaves it stuck.
func lockFile(path string) (f *os.File, held bool, err error) {
	for try := 0; ; try++ {
		f, err = os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
		if err != nil {
			return nil, false, err
		}
		for {
			err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
			if !errors.Is(err, syscall.EINTR) {
				break
			}
		}
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return f, false, nil
		}
		if err != nil {
			f.Close()
			return nil, false, err
		}
		// The holder of a shared lock file deletes it as it lets go
		// (locks.release): a lock taken on a file the name no longer
		// leads to is no lock, so the name is opened again.
		if try >= 20 || sameFile(f, path) {
			return f, true, nil
		}
		f.Close()
	}
}

// sameFile reports whether path still leads to the open file f.
func sameFile(f *os.File, path string) bool {
	a, err := f.Stat()
	if err != nil {
		return false
	}
	b, err := os.Stat(path)
	return err == nil && os.SameFile(a, b)
}

// writable reports whether this process may write path: the file, or the
// folder a new file would go in. It asks the kernel (access(2)), which
// knows about read-only mounts and immutable files as well as the
// permission bits.
func writable(path string) bool {
	return syscall.Access(path, 2 /* W_OK */) == nil
}
