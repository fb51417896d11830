package campaign

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
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

// Viewing a file that cannot be written leaves nothing beside it that
// stops the next start once it can be: SQLite made the log and the
// shared-memory file of a read-only view as read-only as the file, so
// after "make it writable, then start again" the start failed. Run as a
// user who cannot write the file (as nobody, when the test runs as root).
func TestReadOnlyThenWritable(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("Unix permissions")
	}
	asRoot := os.Geteuid() == 0
	for _, c := range []struct {
		name string
		log  bool // a log with pages in it beside the file, as a kill leaves
	}{{"no log", false}, {"a log left", true}} {
		t.Run(c.name, func(t *testing.T) {
			base, err := os.MkdirTemp("", "tableside-rw-")
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { os.RemoveAll(base) })
			os.Chmod(base, 0o755)
			path := filepath.Join(base, "data", "tableside.db")
			s := openAt(t, path)
			newCampaign(t, s, "Kept")
			if c.log {
				// A copy of the file and its log as they stand mid-play.
				s.db.Exec("PRAGMA wal_autocheckpoint = 0")
				newCampaign(t, s, "In the log")
				for _, side := range []string{"", "-wal"} {
					b, err := os.ReadFile(path + side)
					if err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(path+".copy"+side, b, 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
			s.Close()
			if c.log {
				for _, side := range []string{"", "-wal"} {
					if err := os.Rename(path+".copy"+side, path+side); err != nil {
						t.Fatal(err)
					}
				}
				if !hasData(path + "-wal") {
					t.Fatal("no log left: the test no longer shows what it means to")
				}
			}
			dir := filepath.Dir(path)
			os.Chmod(dir, 0o777) // the folder can be written; the file cannot
			if asRoot {
				filepath.WalkDir(dir, func(p string, _ os.DirEntry, _ error) error { return os.Lchown(p, 65534, 65534) })
			}
			os.Chmod(path, 0o444)
			view := func() roView {
				if asRoot {
					return viewAsNobody(t, base, path)
				}
				return viewOf(path)
			}
			v := view()
			want := 1
			if c.log {
				want = 2
			}
			if v.OpenErr != "" || !v.ReadOnly || v.Reason != FileReadOnly || v.Campaigns != want {
				t.Fatalf("the read-only view: %+v", v)
			}
			t.Logf("left beside it: %s", fileState(t, dir))
			if !c.log && (exists(path+"-shm") || exists(path+"-wal")) {
				t.Fatalf("a view of a file without a log left files beside it: %s", fileState(t, dir))
			}
			os.Chmod(path, 0o644)
			v = view()
			if v.OpenErr != "" || v.ReadOnly || v.WriteErr != "" || v.Campaigns != want {
				t.Fatalf("made writable, the next start: %+v", v)
			}
		})
	}
}
