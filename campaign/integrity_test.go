package campaign

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// A hard link to the database in another folder is the same file: a store
// opened through it while another holds the file only views it (and sees
// what the holder wrote, through the log beside the holder's name), and
// the next writer, through either name, keeps every action either wrote.
// The lock beside each name alone gave two writers here, and acknowledged
// actions of one vanished.
func TestHardLinkElsewhereOneWriter(t *testing.T) {
	first, path, ss := played(t, "Linked", 1, 2)
	other := filepath.Join(t.TempDir(), "elsewhere", "copy.db")
	os.MkdirAll(filepath.Dir(other), 0o755)
	if err := os.Link(path, other); err != nil {
		t.Skipf("no hard links here: %v", err)
	}
	second, err := Open(other, testGames)
	if err != nil {
		t.Fatal(err)
	}
	if !second.ReadOnly() || second.ReadOnlyReason() != HeldElsewhere {
		t.Fatalf("through a hard link in another folder: read-only %v (%v), want held elsewhere", second.ReadOnly(), second.ReadOnlyReason())
	}
	if _, _, err := second.Do(ss.ID, add(t, 1)); !errors.Is(err, ErrReadOnly) {
		t.Fatalf("a second writer through the link: %v", err)
	}
	do(t, first, ss.ID, 1) // in the holder's log, beside its own name
	if got, err := second.Session(ss.ID); err != nil || count(t, got.State) != 4 {
		t.Fatalf("the view through the link shows %s, %v; want the holder's 4", got.State, err)
	}
	second.Close()
	first.Close()

	// The next writer comes through the link: it writes by the name the
	// last writer used, so a log that writer left is never missed, and
	// the first name is only a viewer while it holds the file.
	linked := openAt(t, other)
	if linked.ReadOnly() {
		t.Fatal("the lock outlived its holder")
	}
	do(t, linked, ss.ID, 1, 1)
	viewer := openAt(t, path)
	if !viewer.ReadOnly() {
		t.Fatal("through the first name: writable while a store through the link holds the file")
	}
	viewer.Close()
	linked.Close()
	again := openAt(t, path)
	if again.ReadOnly() {
		t.Fatal("read-only after every store closed")
	}
	if got, err := again.Session(ss.ID); err != nil || got.Len != 5 || count(t, got.State) != 6 {
		t.Fatalf("after writers through both names: %+v, %v; want 5 actions making 6", got, err)
	}
	var check string
	if err := again.db.QueryRow("PRAGMA integrity_check").Scan(&check); err != nil || check != "ok" {
		t.Fatalf("integrity_check %q, %v", check, err)
	}
}
