package campaign

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// A real full disk: a small tmpfs, filled up. Mounting one needs root (or
// the right to mount), so elsewhere the test is skipped and the capped
// database of TestFullDatabaseRefusesAndLosesNothing stands in.
func TestFullDiskRefusesAndLosesNothing(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mount("tableside-test", dir, "tmpfs", syscall.MS_NOSUID|syscall.MS_NODEV, "size=4m"); err != nil {
		t.Skipf("cannot mount a small tmpfs here (%v)", err)
	}
	t.Cleanup(func() { syscall.Unmount(dir, syscall.MNT_DETACH) })
	path := filepath.Join(dir, "tableside.db")
	s := openAt(t, path)
	c := newCampaign(t, s, "Full")
	ss, err := s.StartSession(c.ID, paddedState(0, 4096))
	if err != nil {
		t.Fatal(err)
	}
	do(t, s, ss.ID, 1, 1)
	s.bg.Wait() // the day's backup takes room too

	filler := filepath.Join(dir, "filler")
	f, err := os.Create(filler)
	if err != nil {
		t.Fatal(err)
	}
	chunk := make([]byte, 4096)
	for {
		if _, err := f.Write(chunk); err != nil {
			if !errors.Is(err, syscall.ENOSPC) {
				t.Fatal(err)
			}
			break
		}
	}
	f.Close()
	checkFull(t, s, path, ss.ID, func() {
		if err := os.Remove(filler); err != nil {
			t.Fatal(err)
		}
	})
}
