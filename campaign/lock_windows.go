//go:build windows

package campaign

import "os"

// lockDB does not lock on Windows (there is no flock); two copies there
// rely on the immediate transactions and ErrConflict alone. It still
// creates a missing file, as the Unix lock does.
func lockDB(path string) (release func() error, held bool, name string, err error) {
	if _, err := fileID(path, true); err != nil {
		return nil, false, "", err
	}
	return func() error { return nil }, true, path, nil
}

func lockReplacement(dbPath, file string) (release func() error, err error) {
	return func() error { return nil }, nil
}

func removeLock(dbPath, id string) {}

// fileID has no inode to name on Windows; it only creates a missing file.
func fileID(path string, create bool) (string, error) {
	if create {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
		if err != nil {
			return "", err
		}
		f.Close()
	}
	return "", nil
}

// writable reports whether path may be written: a file without the
// read-only attribute, or any folder.
func writable(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && (fi.IsDir() || fi.Mode().Perm()&0o200 != 0)
}
