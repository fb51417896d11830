package campaign

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
)

// A kill while SQLite switches a new file to WAL, which the first start
// does through a rollback journal, leaves a hot journal. A read-only look
// cannot roll it back and used to call the file damaged at every later
// start (6 kills in 80 of the first start). Here the same state is made on
// purpose: a first transaction on an empty file, its pages spilled to the
// file before it commits, and the files copied as a kill would leave them.
func TestHotJournalOfTheFirstStartOpens(t *testing.T) {
	dir := t.TempDir()
	live := filepath.Join(dir, "live.db")
	db, err := sql.Open("sqlite3", fileURI(live)+"?_journal_mode=DELETE&_cache_size=10")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	tx, err := db.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	if _, err := tx.Exec(`CREATE TABLE filler (b BLOB)`); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 50; i++ { // far more than 10 pages: they spill
		if _, err := tx.Exec(`INSERT INTO filler VALUES (zeroblob(8000))`); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(dir, "killed", "tableside.db")
	os.MkdirAll(filepath.Dir(path), 0o755)
	for _, side := range []string{"", "-journal"} {
		b, err := os.ReadFile(live + side)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path+side, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if !hasData(path+"-journal") || !hasData(path) {
		t.Fatal("no hot journal made: the test no longer shows what it means to")
	}
	for start := 0; start < 2; start++ {
		s, err := Open(path, testGames)
		if err != nil {
			t.Fatalf("start %d after the kill: %v", start+1, err)
		}
		if s.ReadOnly() {
			t.Fatal("read-only")
		}
		var filler int
		if err := s.db.QueryRow(`SELECT count(*) FROM sqlite_schema WHERE name = 'filler'`).Scan(&filler); err != nil || filler != 0 {
			t.Fatalf("the uncommitted table is there (%d, %v)", filler, err)
		}
		newCampaign(t, s, fmt.Sprintf("Start %d", start+1))
		s.Close()
	}
}

// A file that is not SQLite, or whose schema is damaged, is refused with
// an error that says so (ErrDamaged), which offers its backups.
func TestDamagedDatabaseIsRefusedAsDamaged(t *testing.T) {
	for _, c := range []struct {
		name string
		at   int64
		with []byte
	}{
		{"header", 0, []byte("garbage garbage!")},
		{"schema", 100, make([]byte, 3000)},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, path := newStore(t)
			newCampaign(t, s, "Lost")
			s.Close()
			damage(t, path, c.at, c.with)
			_, err := Open(path, testGames)
			if !errors.Is(err, ErrDamaged) {
				t.Fatalf("Open of a damaged file: %v, want ErrDamaged", err)
			}
			wantErr(t, err, "damaged")
		})
	}
}

// The single-writer lock is on the file, not its name: a second store
// opened through a hard link in the same folder, a symbolic link to the
// file or to its folder is read-only while the first is open, and sees
// what the first one wrote.
func TestLockHoldsForEveryName(t *testing.T) {
	first, path, ss := played(t, "Shared", 1, 2)

	elsewhere := t.TempDir()
	hard := filepath.Join(filepath.Dir(path), "same-file.db")
	if err := os.Link(path, hard); err != nil {
		t.Skipf("no hard links here: %v", err)
	}
	symFile := filepath.Join(elsewhere, "link.db")
	symDir := filepath.Join(elsewhere, "folder")
	for link, to := range map[string]string{symFile: path, symDir: filepath.Dir(path)} {
		if err := os.Symlink(to, link); err != nil {
			t.Skipf("no symbolic links here: %v", err)
		}
	}
	names := map[string]string{
		"a hard link":                   hard,
		"a symbolic link to the file":   symFile,
		"a symbolic link to its folder": filepath.Join(symDir, filepath.Base(path)),
	}
	for what, name := range names {
		second, err := Open(name, testGames)
		if err != nil {
			t.Fatalf("through %s: %v", what, err)
		}
		if !second.ReadOnly() || second.ReadOnlyReason() != HeldElsewhere {
			t.Fatalf("through %s: a second store writes (read-only %v, %v)", what, second.ReadOnly(), second.ReadOnlyReason())
		}
		_, _, err = second.Do(ss.ID, add(t, 1))
		if !errors.Is(err, ErrReadOnly) {
			t.Fatalf("through %s: Do gave %v, want ErrReadOnly", what, err)
		}
		wantErr(t, err, "another copy")
		// It reads the writer's log too, not a stale file beside a log it
		// cannot find.
		if got, err := second.Session(ss.ID); err != nil || count(t, got.State) != 3 {
			t.Fatalf("through %s: the view shows %s, %v", what, got.State, err)
		}
		second.Close()
	}

	// Once the first closes, a store opened through a link writes, through
	// the name the first one used.
	first.Close()
	third := openAt(t, hard)
	if third.ReadOnly() {
		t.Fatal("the lock outlived its holder")
	}
	if third.path != path {
		t.Errorf("opened by %s, not by the name the last writer used (%s)", third.path, path)
	}
	do(t, third, ss.ID, 1)
	for what, name := range names {
		other, err := Open(name, testGames)
		if err != nil {
			t.Fatal(err)
		}
		if !other.ReadOnly() {
			t.Errorf("through %s: writable while a store opened through the hard link holds it", what)
		}
		other.Close()
	}
	if second := openAt(t, path); !second.ReadOnly() {
		t.Error("through the first name: writable while a store opened through the hard link holds it")
	}
}

// roView is what a store opened on a file that cannot be written shows.
type roView struct {
	OpenErr, WriteErr string
	ReadOnly          bool
	Reason            ReadOnlyReason
	WrapsErrReadOnly  bool
	Campaigns         int
}

func viewOf(path string) roView {
	var v roView
	s, err := Open(path, testGames)
	if err != nil {
		v.OpenErr = err.Error()
		return v
	}
	defer s.Close()
	v.ReadOnly, v.Reason = s.ReadOnly(), s.ReadOnlyReason()
	camps, err := s.Campaigns()
	if err != nil {
		v.OpenErr = err.Error()
	}
	v.Campaigns = len(camps)
	_, err = s.CreateCampaign("New", "counter")
	if err != nil {
		v.WriteErr = err.Error()
	}
	v.WrapsErrReadOnly = errors.Is(err, ErrReadOnly)
	return v
}

// TestReadOnlyChild prints viewOf the file TestReadOnlyFileSaysSo names,
// as a user who cannot write it: root writes anything, so a test run as
// root runs this as nobody.
func TestReadOnlyChild(t *testing.T) {
	path := os.Getenv("TABLESIDE_READONLY_DB")
	if path == "" {
		t.Skip("run by TestReadOnlyFileSaysSo")
	}
	b, _ := json.Marshal(viewOf(path))
	fmt.Printf("view %s\n", b)
}

// A database file that cannot be written, or whose folder cannot be, opens
// read-only and says that, not that another copy of Tableside has it.
func TestReadOnlyFileSaysSo(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("Unix permissions")
	}
	asRoot := os.Geteuid() == 0
	for _, c := range []struct {
		name              string
		fileMode, dirMode os.FileMode
		nobodyOwnsFile    bool // as root: so only the folder stops nobody
	}{
		{"file", 0o444, 0o777, false},
		{"folder", 0o644, 0o555, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			// Not t.TempDir: nobody must reach it.
			base, err := os.MkdirTemp("", "tableside-ro-")
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { os.Chmod(filepath.Join(base, "data"), 0o755); os.RemoveAll(base) })
			os.Chmod(base, 0o755)
			path := filepath.Join(base, "data", "tableside.db")
			s := openAt(t, path)
			newCampaign(t, s, "Kept")
			s.Close()
			if c.nobodyOwnsFile && asRoot {
				os.Chown(path, 65534, 65534)
			}
			os.Chmod(path, c.fileMode)
			os.Chmod(filepath.Dir(path), c.dirMode)
			// SQLite may add a shared-memory file beside a WAL database it
			// reads; nothing else may change.
			unchanged := func() string {
				var keep []string
				for _, f := range strings.Fields(fileState(t, filepath.Dir(path))) {
					if !strings.Contains(f, "-shm:") {
						keep = append(keep, f)
					}
				}
				return strings.Join(keep, " ")
			}
			before := unchanged()

			var v roView
			if asRoot {
				v = viewAsNobody(t, base, path)
			} else {
				v = viewOf(path)
			}
			if v.OpenErr != "" {
				t.Fatalf("does not open: %s", v.OpenErr)
			}
			if !v.ReadOnly || v.Reason != FileReadOnly || v.Campaigns != 1 {
				t.Fatalf("view %+v, want read-only for the file, showing its campaign", v)
			}
			if !v.WrapsErrReadOnly || !strings.Contains(v.WriteErr, "cannot be written") || strings.Contains(v.WriteErr, "another copy") {
				t.Fatalf("a write says %q (wraps ErrReadOnly: %v)", v.WriteErr, v.WrapsErrReadOnly)
			}
			if words := FileReadOnly.String(); !strings.Contains(words, "cannot be written") || strings.Contains(words, "another") {
				t.Fatalf("the home screen's words: %q", words)
			}
			if after := unchanged(); after != before {
				t.Fatalf("the read-only file changed:\nbefore %s\nafter  %s", before, after)
			}
		})
	}
}

// viewAsNobody runs TestReadOnlyChild as the user nobody, from a copy of
// the test binary that nobody may run.
func viewAsNobody(t *testing.T, base, path string) roView {
	t.Helper()
	bin := filepath.Join(base, "campaign.test")
	exe, err := os.ReadFile(os.Args[0])
	if err == nil {
		err = os.WriteFile(bin, exe, 0o755)
	}
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-test.run=^TestReadOnlyChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), "TABLESIDE_READONLY_DB="+path)
	cmd.Dir = base
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the child as nobody: %v\n%s", err, out)
	}
	for _, line := range strings.Split(string(out), "\n") {
		if b, ok := strings.CutPrefix(line, "view "); ok {
			var v roView
			if err := json.Unmarshal([]byte(b), &v); err != nil {
				t.Fatal(err)
			}
			return v
		}
	}
	t.Fatalf("the child said no view:\n%s", out)
	return roView{}
}

// fillUp applies commands until one fails, and returns how many succeeded
// and the failure.
func fillUp(t *testing.T, s *Store, id int64) (int, error) {
	t.Helper()
	for n := 0; n < 2000; n++ {
		if _, _, err := s.Do(id, add(t, 1)); err != nil {
			return n, err
		}
	}
	t.Fatal("never full")
	return 0, nil
}

// checkFull checks that a write refused for want of space said so in a
// player's words and changed nothing, and that the store writes again
// once there is room.
func checkFull(t *testing.T, s *Store, path string, id int64, room func()) {
	t.Helper()
	start, err := s.Session(id)
	if err != nil {
		t.Fatal(err)
	}
	n, err := fillUp(t, s, id)
	n += start.Len
	wantErr(t, err, "out of space")
	if !strings.HasPrefix(err.Error(), "The device is out of space") {
		t.Fatalf("not a player's sentence: %q", err)
	}
	got, err := s.Session(id)
	if err != nil || got.Len != n || count(t, got.State) != n {
		t.Fatalf("after the refusal: %+v, %v; want %d actions", got, err, n)
	}
	// Other writes that need room are refused in the same words, and change
	// nothing either.
	counts := rowCounts(t, s)
	if _, err := s.StartSession(1, paddedState(0, 64<<10)); err == nil {
		t.Fatal("a new game with a big state started on a full disk")
	} else {
		wantErr(t, err, "out of space")
	}
	if after := rowCounts(t, s); !sameCounts(counts, after) {
		t.Fatalf("a refused write changed rows: %v -> %v", counts, after)
	}
	room()
	if got, err := s.Session(id); err == nil && got.Cursor < got.Len {
		s.Redo(id)
	}
	do(t, s, id, 1)
	s.Close()
	s = openAt(t, path)
	var check string
	if err := s.db.QueryRow("PRAGMA integrity_check").Scan(&check); err != nil || check != "ok" {
		t.Fatalf("integrity_check %q, %v", check, err)
	}
	if got := checkLog(t, s, id, func(seq int) int { return seq }); got != n+1 {
		t.Fatalf("log of %d after reopening, want %d", got, n+1)
	}
}

// A full disk, made by capping the database's size (SQLite answers as it
// does when the disk is full): the action is refused in words, and nothing
// before it is lost.
func TestFullDatabaseRefusesAndLosesNothing(t *testing.T) {
	s, path, ss := bigSession(t, "Full")
	s.bg.Wait() // the day's backup
	var pages int
	if err := s.db.QueryRow("PRAGMA page_count").Scan(&pages); err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.Exec(fmt.Sprintf("PRAGMA max_page_count = %d", pages+5)); err != nil {
		t.Fatal(err)
	}
	checkFull(t, s, path, ss.ID, func() {
		if _, err := s.db.Exec("PRAGMA max_page_count = 1000000"); err != nil {
			t.Fatal(err)
		}
	})
}
