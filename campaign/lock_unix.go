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
// The lock is on what the file is, not on what it is called: the lock file
// beside it is named by the file's device and inode, so a symbolic link or
// a hard link in the same folder meets the same lock. The file's name may
// come to mean another inode while we wait (a restore renames a copy into
// place), so the name is looked up again once the lock is taken and the
// whole step retried if it moved.
//
// SQLite finds a database's write-ahead log by the name it opened the file
// by, so every store must open it by the same name, or one would miss the
// log another left. The lock file records that name; name is it, when it
// still leads to the same file, and else path (which the holder records).
func lockDB(path string) (release func() error, held bool, name string, err error) {
	for try := 0; try < 20; try++ {
		id, err := fileID(path, true)
		if err != nil {
			return nil, false, "", err
		}
		f, held, err := lockFile(lockPath(path, id))
		if err != nil {
			return nil, false, "", err
		}
		if again, err := fileID(path, false); err != nil || again != id {
			f.Close()
			continue
		}
		name := recordedName(f, path, id)
		if !held {
			f.Close()
			return nil, false, name, nil
		}
		if name == path {
			record(f, path)
		}
		return f.Close, true, name, nil
	}
	return nil, false, "", errors.New("the database file keeps being replaced")
}

// recordedName is the name the lock file f says the file id is opened by,
// if that name is in path's folder and still leads to it; else path.
func recordedName(f *os.File, path, id string) string {
	b := make([]byte, 512)
	n, _ := f.ReadAt(b, 0)
	base, _, ok := strings.Cut(string(b[:n]), "\n")
	if !ok || base == "" || base != filepath.Base(base) {
		return path
	}
	name := filepath.Join(filepath.Dir(path), base)
	if got, err := fileID(name, false); err != nil || got != id {
		return path
	}
	return name
}

// record writes into the lock file f the name its database is opened by.
// A reader may catch it half-written; it reads up to the line's end, and
// takes its own name when there is none.
func record(f *os.File, path string) {
	line := filepath.Base(path) + "\n"
	if _, err := f.WriteAt([]byte(line), 0); err == nil {
		f.Truncate(int64(len(line)))
	}
}

// lockReplacement takes the lock of file, a new file about to be renamed
// over the database at dbPath, so the lock is held from the moment the
// database's name means the new file.
func lockReplacement(dbPath, file string) (release func() error, err error) {
	id, err := fileID(file, false)
	if err != nil {
		return nil, err
	}
	f, held, err := lockFile(lockPath(dbPath, id))
	if err != nil {
		return nil, err
	}
	if !held {
		f.Close()
		return nil, errors.New("a new file's lock is already taken")
	}
	record(f, dbPath)
	return f.Close, nil
}

// removeLock deletes the lock file of an inode that no name leads to any
// more. A store that opens it meanwhile finds the name moved and retries.
func removeLock(dbPath, id string) {
	if id != "" {
		os.Remove(lockPath(dbPath, id))
	}
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
	// The file stays; deleting a lock file races with the next opener.
	return f, true, nil
}

// writable reports whether this process may write path: the file, or the
// folder a new file would go in. It asks the kernel (access(2)), which
// knows about read-only mounts and immutable files as well as the
// permission bits.
func writable(path string) bool {
	return syscall.Access(path, 2 /* W_OK */) == nil
}
