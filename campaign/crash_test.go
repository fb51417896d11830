package campaign

import (
	"bufio"
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// The crash test kills a child process (SIGKILL: no deferred code, no
// Close) at random moments of five kinds of work, and checks after each kill
// that the database opens, passes SQLite's integrity check, and holds
// everything the child reported done. The child reports a thing only after
// the call that did it returned, as a screen shows it only then.
//
// The child is this test binary run again, with these variables set;
// without them TestCrashChild is a no-op.
const (
	crashModeEnv    = "TABLESIDE_CRASH_MODE" // play, first, migrate, import, backup or reopen
	crashDBEnv      = "TABLESIDE_CRASH_DB"
	crashSessionEnv = "TABLESIDE_CRASH_SESSION"
	crashFileEnv    = "TABLESIDE_CRASH_FILE" // the export file the import child reads
	// crashKillsEnv asks for a number of kills across the five kinds of
	// work (the proof runs 300); by default the test runs 60, and
	// 20 with -short.
	crashKillsEnv = "TABLESIDE_CRASH_KILLS"
)

// TestCrashChild is the process TestCrashKill kills. It prints "start"
// before it opens the database, "opened" after, and then one line per
// thing done: "campaign ID", "session ID", "committed N" (the session's log
// length after a Do), "imported ID" or "backup PATH".
func TestCrashChild(t *testing.T) {
	mode := os.Getenv(crashModeEnv)
	if mode == "" {
		t.Skip("run by TestCrashKill")
	}
	fail := func(err error) {
		fmt.Printf("error %v\n", err)
		os.Exit(2)
	}
	fmt.Println("start")
	// Each check of every page, at open and of a backup's copy, is told,
	// so the parent knows which kills fell inside one.
	o := options{trace: func(step string) { fmt.Println("trace " + step) }}
	s, err := open(os.Getenv(crashDBEnv), testGames, o)
	if err != nil {
		fail(err)
	}
	if s.ReadOnly() {
		fail(fmt.Errorf("opened read-only: the parent still holds the lock"))
	}
	fmt.Println("opened")
	id, _ := strconv.ParseInt(os.Getenv(crashSessionEnv), 10, 64)
	if mode == "first" {
		c, err := s.CreateCampaign("First", "counter")
		if err != nil {
			fail(err)
		}
		fmt.Printf("campaign %d\n", c.ID)
		ss, err := s.StartSession(c.ID, paddedState(0, 4096))
		if err != nil {
			fail(err)
		}
		fmt.Printf("session %d\n", ss.ID)
		id = ss.ID
	} else if _, err := s.Session(id); err != nil && mode != "import" {
		fail(err)
	}
	var file []byte
	if mode == "import" {
		if file, err = os.ReadFile(os.Getenv(crashFileEnv)); err != nil {
			fail(err)
		}
	}
	cmd := add(t, 1)
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); {
		switch mode {
		case "import":
			c, err := s.Import(bytes.NewReader(file))
			if err != nil {
				fail(err)
			}
			fmt.Printf("imported %d\n", c.ID)
			continue
		case "backup":
			b, err := s.Backup()
			if err != nil {
				fail(err)
			}
			fmt.Printf("backup %s\n", b.Path)
		case "reopen":
			// A start after every action: most of a start is its check.
			if err := s.Close(); err != nil {
				fail(err)
			}
			if s, err = open(os.Getenv(crashDBEnv), testGames, o); err != nil {
				fail(err)
			}
			if s.ReadOnly() {
				fail(fmt.Errorf("reopened read-only"))
			}
		}
		_, e, err := s.Do(id, cmd)
		if err != nil {
			fail(err)
		}
		fmt.Printf("committed %d\n", e.Seq)
	}
	fail(fmt.Errorf("never killed"))
}

// child is a running TestCrashChild and what it has printed so far.
type child struct {
	cmd      *exec.Cmd
	stderr   bytes.Buffer
	mu       sync.Mutex
	lines    []string
	started  time.Time // when "start" arrived
	progress chan struct{}
	done     chan struct{}
}

func startChild(t *testing.T, mode, path string, env ...string) *child {
	t.Helper()
	c := &child{progress: make(chan struct{}, 1), done: make(chan struct{})}
	c.cmd = exec.Command(os.Args[0], "-test.run=^TestCrashChild$", "-test.count=1")
	c.cmd.Env = append(os.Environ(), append(env, crashModeEnv+"="+mode, crashDBEnv+"="+path)...)
	c.cmd.Stderr = &c.stderr
	stdout, err := c.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		defer close(c.done)
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			c.mu.Lock()
			if sc.Text() == "start" {
				c.started = time.Now()
			}
			c.lines = append(c.lines, sc.Text())
			c.mu.Unlock()
			select {
			case c.progress <- struct{}{}:
			default:
			}
		}
	}()
	return c
}

// waitFor waits until the child has printed n lines starting with prefix,
// and reports false if it ended first.
func (c *child) waitFor(t *testing.T, prefix string, n int) bool {
	t.Helper()
	timeout := time.After(20 * time.Second)
	for {
		if len(c.said(prefix)) >= n {
			return true
		}
		select {
		case <-c.progress:
		case <-c.done:
			return len(c.said(prefix)) >= n
		case <-timeout:
			t.Fatalf("the child made no progress: %q\n%s", c.said(""), c.stderr.String())
		}
	}
}

// said is the rest of every line the child printed that starts with prefix.
func (c *child) said(prefix string) []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []string
	for _, l := range c.lines {
		if rest, ok := strings.CutPrefix(l, prefix); ok {
			out = append(out, strings.TrimPrefix(rest, " "))
		}
	}
	return out
}

// kill kills the child, waits for it, and fails if it reported an error.
func (c *child) kill(t *testing.T) {
	t.Helper()
	c.cmd.Process.Kill()
	<-c.done // lines written before death are still in the pipe
	c.cmd.Wait()
	if errs := c.said("error "); len(errs) > 0 {
		t.Fatalf("the child failed: %s\n%s", errs[0], c.stderr.String())
	}
}

// killedIn is the check a dead child was inside when it was killed: "open"
// (the check at open), "backup" (a backup's check of its copy), or "".
func (c *child) killedIn() string {
	steps := c.said("trace ")
	if len(steps) == 0 {
		return ""
	}
	switch steps[len(steps)-1] {
	case "checking":
		return "open"
	case "backup checking":
		return "backup"
	}
	return ""
}

// ints is said's lines as numbers.
func ints(t *testing.T, lines []string) []int {
	var out []int
	for _, l := range lines {
		n, err := strconv.Atoi(l)
		if err != nil {
			t.Fatalf("child said %q", l)
		}
		out = append(out, n)
	}
	return out
}

// killMoment kills a child that does the same thing over and over at a
// random moment: a third of the time blind (possibly mid-Open), else after
// a number of reports plus a few microseconds, mid-transaction.
func killMoment(t *testing.T, rng *rand.Rand, c *child, report string) string {
	t.Helper()
	if rng.IntN(3) == 0 {
		d := time.Duration(rng.IntN(40_000)) * time.Microsecond
		time.Sleep(d)
		c.kill(t)
		return "after " + d.String()
	}
	want := rng.IntN(30)
	d := time.Duration(rng.IntN(3000)) * time.Microsecond
	c.waitFor(t, report, want)
	time.Sleep(d)
	c.kill(t)
	return fmt.Sprintf("after %d %s + %s", want, strings.TrimSpace(report), d)
}

// killInCheck kills a child a random moment after it began a check
// (step: "checking" at open, "backup checking" of a backup's copy), the
// n-th for a random n, most often while the check runs.
func killInCheck(t *testing.T, rng *rand.Rand, c *child, step string) string {
	t.Helper()
	want := 1 + rng.IntN(8)
	d := time.Duration(rng.IntN(2000)) * time.Microsecond
	c.waitFor(t, "trace "+step, want)
	time.Sleep(d)
	c.kill(t)
	return fmt.Sprintf("%s + %s into check %d", step, d, want)
}

// killInOpen kills a child at a random moment of its start: up to a little
// longer than it took a child left alone to print until.
func killInOpen(t *testing.T, rng *rand.Rand, c *child, window time.Duration) string {
	t.Helper()
	c.waitFor(t, "start", 1)
	c.mu.Lock()
	started := c.started
	c.mu.Unlock()
	d := time.Duration(rng.Int64N(int64(window) * 13 / 10))
	time.Sleep(time.Until(started.Add(d)))
	c.kill(t)
	return "at " + d.Round(time.Microsecond).String() + " into the start"
}

// measureStart runs a child until it prints until, and returns how long
// that took from "start".
func measureStart(t *testing.T, c *child, until string) time.Duration {
	t.Helper()
	c.waitFor(t, until, 1)
	d := time.Since(c.started)
	c.kill(t)
	return d
}

// crashTally is what the crash test reports: kills, the things the children
// reported done, and how many of those were missing afterwards (any fails
// the test, so a passing run reports 0).
type crashTally struct {
	kills, commits, imports, backups, creates, lost int
	// inOpenCheck and inBackupCheck count the kills that fell inside the
	// check of every page at open, and inside a backup's check of its copy.
	inOpenCheck, inBackupCheck int
	// kept counts the actions an older version wrote, checked after each
	// kill of a migration (each round migrates a fresh copy).
	kept int
}

// count adds a kill inside a check (killedIn) to the tally.
func (c *crashTally) count(in string) {
	switch in {
	case "open":
		c.inOpenCheck++
	case "backup":
		c.inBackupCheck++
	}
}

func (c crashTally) acknowledged() int { return c.commits + c.imports + c.backups + c.creates }

// TestCrashKill kills children at random moments of normal play, of the
// very first start, of a migration, of an import and of a backup.
func TestCrashKill(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("needs SIGKILL")
	}
	kills := 60
	if testing.Short() {
		kills = 20
	}
	if v := os.Getenv(crashKillsEnv); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 5 {
			t.Fatalf("%s=%q: want a number of kills, at least 5", crashKillsEnv, v)
		}
		kills = n
	}
	// A share of the kills for each kind of work; play gets the rest.
	share := func(pct int) int { return max(1, kills*pct/100) }
	rounds := map[string]int{"first": share(20), "migrate": share(15), "import": share(15), "backup": share(15), "reopen": share(15)}
	rounds["play"] = kills - rounds["first"] - rounds["migrate"] - rounds["import"] - rounds["backup"] - rounds["reopen"]

	var total crashTally
	for _, kind := range []struct {
		name string
		run  func(t *testing.T, rounds int) crashTally
	}{
		{"play", crashPlay},
		{"first", crashFirstStart},
		{"migrate", crashMigrate},
		{"import", crashImport},
		{"backup", crashBackup},
		{"reopen", crashReopen},
	} {
		t.Run(kind.name, func(t *testing.T) {
			got := kind.run(t, rounds[kind.name])
			t.Logf("%s: %d kills (%d inside the check at open, %d inside a backup's check), %d acknowledged, %d lost",
				kind.name, got.kills, got.inOpenCheck, got.inBackupCheck, got.acknowledged(), got.lost)
			total.inOpenCheck += got.inOpenCheck
			total.inBackupCheck += got.inBackupCheck
			total.kills += got.kills
			total.commits += got.commits
			total.imports += got.imports
			total.backups += got.backups
			total.creates += got.creates
			total.kept += got.kept
			total.lost += got.lost
		})
	}
	t.Logf("crash test: %d kills (%d inside the check at open, %d inside a backup's check); %d acknowledged (%d actions, %d imports, %d backups, %d campaigns and sessions created), "+
		"and %d actions an older version wrote, checked after migration kills; %d lost",
		total.kills, total.inOpenCheck, total.inBackupCheck, total.acknowledged(), total.commits, total.imports, total.backups, total.creates, total.kept, total.lost)
}

// checkSound opens the database at path after a kill: it must open
// writable every time, and pass SQLite's integrity check.
func checkSound(t *testing.T, path, when string) *Store {
	t.Helper()
	s, err := Open(path, testGames)
	if err != nil {
		t.Fatalf("%s: the database does not open: %v", when, err)
	}
	t.Cleanup(func() { s.Close() })
	if s.ReadOnly() {
		t.Fatalf("%s: the dead child's lock is still held", when)
	}
	var check string
	if err := s.db.QueryRow("PRAGMA integrity_check").Scan(&check); err != nil || check != "ok" {
		t.Fatalf("%s: integrity_check %q, %v", when, check, err)
	}
	return s
}

// checkCounter checks a session whose every action added 1 from zero (so
// row seq holds n == seq): its log is whole and at least as long as want,
// undo and redo work, and it returns the log's length.
func checkCounter(t *testing.T, s *Store, id int64, want int, when string) int {
	t.Helper()
	got, err := s.Session(id)
	if err != nil {
		t.Fatalf("%s: %v", when, err)
	}
	n := checkLog(t, s, id, func(seq int) int { return seq })
	if n < want {
		t.Fatalf("%s: the child reported %d committed, the log has %d", when, want, n)
	}
	if got.Cursor != n || got.Len != n || count(t, got.State) != n {
		t.Fatalf("%s: cursor %d len %d counter %d, log %d", when, got.Cursor, got.Len, count(t, got.State), n)
	}
	if n > 0 {
		if back, err := s.Undo(id); err != nil || count(t, back.State) != n-1 {
			t.Fatalf("%s: undo after the crash: %v", when, err)
		}
		if fwd, err := s.Redo(id); err != nil || count(t, fwd.State) != n {
			t.Fatalf("%s: redo after the crash: %v", when, err)
		}
	}
	return n
}

// crashPlay kills a child applying commands in a loop, all rounds on one
// database.
func crashPlay(t *testing.T, rounds int) crashTally {
	s, path, ss := bigSession(t, "Crash")
	s.Close()

	var tally crashTally
	rng := rand.New(rand.NewPCG(20240607, 1))
	length := 0 // commands in the log
	for round := 0; round < rounds; round++ {
		ch := startChild(t, "play", path, crashSessionEnv+"="+strconv.FormatInt(ss.ID, 10))
		how := killMoment(t, rng, ch, "committed ")
		committed := ints(t, ch.said("committed "))
		for i, n := range committed {
			if n != length+i+1 {
				t.Fatalf("round %d: child reported %v after a log of %d", round, committed, length)
			}
		}
		when := fmt.Sprintf("round %d (killed %s)", round, how)
		s := checkSound(t, path, when)
		n := checkCounter(t, s, ss.ID, length+len(committed), when)
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		t.Logf("round %2d: killed %-32s %3d reported, log %4d", round, how, len(committed), n)
		tally.kills++
		tally.count(ch.killedIn())
		tally.commits += len(committed)
		length = n
	}
	return tally
}

// crashFirstStart kills a child during the very first start on a new
// folder: creating the file, switching it to WAL, the first migration,
// the first campaign and session. Every later start must open what is left.
func crashFirstStart(t *testing.T, rounds int) crashTally {
	base := t.TempDir()
	window := measureStart(t, startChild(t, "first", filepath.Join(base, "calibrate", "tableside.db")), "session ")
	var tally crashTally
	rng := rand.New(rand.NewPCG(20240607, 2))
	for round := 0; round < rounds; round++ {
		path := filepath.Join(base, strconv.Itoa(round), "tableside.db")
		ch := startChild(t, "first", path)
		how := killInOpen(t, rng, ch, window)
		left := diskState(path)
		when := fmt.Sprintf("round %d (killed %s, left %s)", round, how, left)
		// Twice: the second start must open what the first one left.
		for again := 0; again < 2; again++ {
			s := checkSound(t, path, when)
			for _, id := range ints(t, ch.said("campaign ")) {
				if _, err := s.Campaign(int64(id)); err != nil {
					t.Fatalf("%s: campaign %d was reported created: %v", when, id, err)
				}
			}
			committed := ch.said("committed ")
			for _, id := range ints(t, ch.said("session ")) {
				checkCounter(t, s, int64(id), len(committed), when)
			}
			s.Close()
		}
		tally.kills++
		tally.count(ch.killedIn())
		tally.creates += len(ch.said("campaign ")) + len(ch.said("session "))
		tally.commits += len(ch.said("committed "))
		t.Logf("round %2d: killed %-28s left %s; it said %s", round, how, left, strings.Join(ch.said(""), ", "))
	}
	return tally
}

// crashMigrate kills a child opening a database of schema version 1: it
// backs the database up, migrates it, and plays on.
func crashMigrate(t *testing.T, rounds int) crashTally {
	base := t.TempDir()
	const old = 200 // actions written by the old version
	fixture := filepath.Join(base, "old.db")
	id := oldDatabase(t, fixture, old)
	fresh := func(dir string) string {
		path := filepath.Join(base, dir, "tableside.db")
		os.MkdirAll(filepath.Dir(path), 0o755)
		if err := copyFile(fixture, path); err != nil {
			t.Fatal(err)
		}
		return path
	}
	session := crashSessionEnv + "=" + strconv.FormatInt(id, 10)
	window := measureStart(t, startChild(t, "migrate", fresh("calibrate"), session), "opened")
	migs, _ := loadMigrations()

	var tally crashTally
	rng := rand.New(rand.NewPCG(20240607, 3))
	for round := 0; round < rounds; round++ {
		path := fresh(strconv.Itoa(round))
		ch := startChild(t, "migrate", path, session)
		how := killInOpen(t, rng, ch, window)
		left := diskState(path)
		when := fmt.Sprintf("round %d (killed %s, left %s)", round, how, left)
		committed := ch.said("committed ")
		s := checkSound(t, path, when)
		var version int
		if err := s.db.QueryRow("PRAGMA user_version").Scan(&version); err != nil || version != len(migs) {
			t.Fatalf("%s: user_version %d, %v", when, version, err)
		}
		checkCounter(t, s, id, old+len(committed), when)
		// Any backup left is whole, and the one made before the update
		// holds the old version's data.
		bs := wholeBackups(t, s, path, when)
		if len(ch.said("opened")) > 0 && len(bs) == 0 {
			t.Fatalf("%s: migrated without a backup", when)
		}
		s.Close()
		tally.kills++
		tally.count(ch.killedIn())
		tally.commits += len(committed)
		tally.kept += old
		t.Logf("round %2d: killed %-28s left %s; %d committed", round, how, left, len(committed))
	}
	return tally
}

// crashImport kills a child importing a campaign file over and over. An
// import is one transaction: every campaign in the database must be whole.
func crashImport(t *testing.T, rounds int) crashTally {
	src, saga := sagaStore(t)
	// With a longer evening beside the saga's, an import takes long
	// enough that most kills land inside its transaction, mid-stream.
	long := variant(t, export(t, src, saga.ID), func(f *exportFile) {
		f.Sessions = append(f.Sessions, addsSession(500, 256))
	})
	saga = importBytes(t, src, long)
	file := filepath.Join(t.TempDir(), "saga.json")
	if err := os.WriteFile(file, long, 0o644); err != nil {
		t.Fatal(err)
	}
	var sagaLog int
	if err := src.db.QueryRow(`SELECT count(*) FROM log JOIN sessions s ON s.id = session_id WHERE s.campaign_id = ?`, saga.ID).Scan(&sagaLog); err != nil {
		t.Fatal(err)
	}
	s, path := newStore(t)
	s.Close()

	var tally crashTally
	rng := rand.New(rand.NewPCG(20240607, 4))
	for round := 0; round < rounds; round++ {
		ch := startChild(t, "import", path, crashFileEnv+"="+file)
		how := killMoment(t, rng, ch, "imported ")
		when := fmt.Sprintf("round %d (killed %s)", round, how)
		s := checkSound(t, path, when)
		camps, err := s.Campaigns()
		if err != nil {
			t.Fatal(err)
		}
		byID := map[int64]bool{}
		for _, c := range camps {
			var rows int
			if err := s.db.QueryRow(`SELECT count(*) FROM log JOIN sessions s ON s.id = session_id WHERE s.campaign_id = ?`, c.ID).Scan(&rows); err != nil {
				t.Fatal(err)
			}
			if c.Sessions != saga.Sessions || c.Actions != saga.Actions || rows != sagaLog {
				t.Fatalf("%s: campaign %q is half imported: %d sessions, %d actions, %d log rows; want %d, %d, %d",
					when, c.Name, c.Sessions, c.Actions, rows, saga.Sessions, saga.Actions, sagaLog)
			}
			byID[c.ID] = true
		}
		imported := ints(t, ch.said("imported "))
		for _, id := range imported {
			if !byID[int64(id)] {
				t.Fatalf("%s: campaign %d was reported imported and is gone", when, id)
			}
		}
		s.Close()
		tally.kills++
		tally.count(ch.killedIn())
		tally.imports += len(imported)
		t.Logf("round %2d: killed %-32s %d imported, %d campaigns", round, how, len(imported), len(camps))
	}
	return tally
}

// crashBackup kills a child that backs up and plays by turns, all rounds
// on one database: a backup cut short is never listed, and never harms the
// database.
func crashBackup(t *testing.T, rounds int) crashTally {
	path, ss := longLog(t, "Backed up", 8000) // a copy that takes a while to check

	var tally crashTally
	rng := rand.New(rand.NewPCG(20240607, 5))
	length := checkCounterLen(t, path, ss.ID)
	for round := 0; round < rounds; round++ {
		ch := startChild(t, "backup", path, crashSessionEnv+"="+strconv.FormatInt(ss.ID, 10))
		var how string
		if round%2 == 1 {
			how = killInCheck(t, rng, ch, "backup checking")
		} else {
			how = killMoment(t, rng, ch, "backup ")
		}
		when := fmt.Sprintf("round %d (killed %s)", round, how)
		committed := ch.said("committed ")
		s := checkSound(t, path, when)
		length = checkCounter(t, s, ss.ID, length+len(committed), when)
		bs := wholeBackups(t, s, path, when)
		// One more than kept when the kill fell between a backup's rename
		// and the pruning after it; the next backup prunes.
		if len(bs) > KeepBackups+1 {
			t.Fatalf("%s: %d backups kept", when, len(bs))
		}
		listed := map[string]bool{}
		for _, b := range bs {
			listed[b.Path] = true
		}
		made := ch.said("backup ")
		// The newest reported backups are kept, less one for each backup
		// finished (and pruning) after the last report, before the kill.
		keep := KeepBackups
		if len(made) > 0 {
			for _, b := range bs {
				if b.Path > made[len(made)-1] {
					keep--
				}
			}
		}
		for _, p := range made[max(0, len(made)-max(keep, 0)):] {
			if !listed[p] {
				t.Fatalf("%s: backup %s was reported made and is gone", when, p)
			}
		}
		s.Close()
		tally.kills++
		tally.count(ch.killedIn())
		tally.commits += len(committed)
		tally.backups += len(made)
		t.Logf("round %2d: killed %-30s %d backups made, %d listed", round, how, len(made), len(bs))
	}
	return tally
}

// longLog is a closed database of one session of n actions that add 1,
// on a 4 KB state: built without syncing, as fast as it can be; the
// children that play on it sync.
func longLog(t *testing.T, name string, n int) (string, Session) {
	path := filepath.Join(t.TempDir(), "tableside.db")
	s, err := open(path, testGames, options{noSync: true})
	if err != nil {
		t.Fatal(err)
	}
	c := newCampaign(t, s, name)
	ss, err := s.StartSession(c.ID, paddedState(0, 4096))
	if err != nil {
		t.Fatal(err)
	}
	ones := make([]int, n)
	for i := range ones {
		ones[i] = 1
	}
	do(t, s, ss.ID, ones...)
	s.Close()
	return path, ss
}

// crashReopen kills a child that starts the store again after every
// action, on a database large enough that most of a start is its check of
// every page: a kill inside the check must leave the database as sound as
// one anywhere else.
func crashReopen(t *testing.T, rounds int) crashTally {
	path, ss := longLog(t, "Reopened", 8000) // a check of a few milliseconds

	var tally crashTally
	rng := rand.New(rand.NewPCG(20240607, 6))
	length := checkCounterLen(t, path, ss.ID)
	for round := 0; round < rounds; round++ {
		ch := startChild(t, "reopen", path, crashSessionEnv+"="+strconv.FormatInt(ss.ID, 10))
		var how string
		if round%4 == 3 {
			how = killMoment(t, rng, ch, "committed ")
		} else {
			how = killInCheck(t, rng, ch, "checking")
		}
		when := fmt.Sprintf("round %d (killed %s, in %q)", round, how, ch.killedIn())
		committed := ch.said("committed ")
		s := checkSound(t, path, when)
		length = checkCounter(t, s, ss.ID, length+len(committed), when)
		s.Close()
		tally.kills++
		tally.count(ch.killedIn())
		tally.commits += len(committed)
		t.Logf("round %2d: killed %-30s %3d reported, log %4d, inside the check: %v", round, how, len(committed), length, ch.killedIn() == "open")
	}
	return tally
}

// checkCounterLen is the log length of a session, read from a closed
// database.
func checkCounterLen(t *testing.T, path string, id int64) int {
	s := openAt(t, path)
	defer s.Close()
	ss, err := s.Session(id)
	if err != nil {
		t.Fatal(err)
	}
	return ss.Len
}

// diskState describes what a kill left of the database at path, for the
// log: the file and its version, a rollback journal, the write-ahead log,
// and backups whole or half-written.
func diskState(path string) string {
	fi, err := os.Stat(path)
	if err != nil {
		return "no file"
	}
	var parts []string
	if fi.Size() == 0 {
		parts = append(parts, "an empty file")
	} else if f, err := os.ReadFile(path); err == nil && len(f) >= 100 {
		parts = append(parts, fmt.Sprintf("a file of version %d", int(f[63])))
	}
	if hasData(path + "-journal") {
		parts = append(parts, "a hot journal")
	}
	if fi, err := os.Stat(path + "-wal"); err == nil && fi.Size() > 0 {
		parts = append(parts, fmt.Sprintf("a %d KB log", fi.Size()>>10))
	}
	dir, prefix, _ := backupNaming(path)
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), prefix) {
			if strings.HasSuffix(e.Name(), ".tmp") {
				parts = append(parts, "a half-made backup")
			} else {
				parts = append(parts, "a backup")
			}
		}
	}
	return strings.Join(parts, ", ")
}
