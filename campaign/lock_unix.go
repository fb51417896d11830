//go:build !windows

package campaign

import (
	"errors"
	"os"
	"syscall"
)

// lockFile takes an exclusive advisory lock on path without waiting. held is
// false when another open file (this process or another) has it. The kernel
// drops the lock when its holder dies, so a crash never leaves it stuck.
func lockFile(path string) (release func() error, held bool, err error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, false, err
	}
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	if err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, false, nil
		}
		return nil, false, err
	}
	// The file stays; deleting a lock file races with the next opener.
	return f.Close, true, nil
}
