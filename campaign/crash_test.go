package campaign

import (
	"bufio"
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// The crash test's child reads these; without them TestCrashChild is a no-op.
const (
	crashDBEnv      = "TABLESIDE_CRASH_DB"
	crashSessionEnv = "TABLESIDE_CRASH_SESSION"
)

// TestCrashChild is the process TestCrashKill kills: it applies commands
// in a loop and reports each one only after Do has returned.
func TestCrashChild(t *testing.T) {
	path := os.Getenv(crashDBEnv)
	if path == "" {
		t.Skip("run by TestCrashKill")
	}
	id, _ := strconv.ParseInt(os.Getenv(crashSessionEnv), 10, 64)
	fail := func(err error) {
		fmt.Printf("error %v\n", err)
		os.Exit(2)
	}
	s, err := Open(path, testGames)
	if err != nil {
		fail(err)
	}
	if s.ReadOnly() {
		fail(fmt.Errorf("opened read-only: the parent still holds the lock"))
	}
	if _, err := s.Session(id); err != nil {
		fail(err)
	}
	fmt.Println("ready")
	cmd := add(t, 1)
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); {
		_, e, err := s.Do(id, cmd)
		if err != nil {
			fail(err)
		}
		fmt.Printf("committed %d\n", e.Seq)
	}
	fail(fmt.Errorf("never killed"))
}

// TestCrashKill kills a writing process at random moments (SIGKILL: no
// deferred code, no Close) and checks after each kill that the database is
// sound and holds every command the child reported as committed.
func TestCrashKill(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("needs SIGKILL")
	}
	rounds := 25
	if testing.Short() {
		rounds = 8
	}
	s, path := newStore(t)
	c := newCampaign(t, s, "Crash")
	ss, err := s.StartSession(c.ID, paddedState(0, 4096))
	if err != nil {
		t.Fatal(err)
	}
	s.Close()

	rng := rand.New(rand.NewPCG(20240607, 1))
	length := 0 // commands in the log; each added 1, so row seq holds n == seq
	reported := 0
	for round := 0; round < rounds; round++ {
		child := exec.Command(os.Args[0], "-test.run=^TestCrashChild$", "-test.count=1")
		child.Env = append(os.Environ(), crashDBEnv+"="+path, crashSessionEnv+"="+strconv.FormatInt(ss.ID, 10))
		var stderr bytes.Buffer
		child.Stderr = &stderr
		stdout, err := child.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := child.Start(); err != nil {
			t.Fatal(err)
		}

		var mu sync.Mutex
		var committed []int
		var childErr string
		progress := make(chan struct{}, 1)
		done := make(chan struct{})
		go func() {
			defer close(done)
			sc := bufio.NewScanner(stdout)
			for sc.Scan() {
				line := sc.Text()
				mu.Lock()
				if n, ok := strings.CutPrefix(line, "committed "); ok {
					v, _ := strconv.Atoi(n)
					committed = append(committed, v)
				} else if msg, ok := strings.CutPrefix(line, "error "); ok {
					childErr = msg
				}
				mu.Unlock()
				select {
				case progress <- struct{}{}:
				default:
				}
			}
		}()

		// Vary the moment: sometimes blind, possibly mid-Open; sometimes
		// after some commits plus a few microseconds, mid-transaction.
		var how string
		if rng.IntN(3) == 0 {
			d := time.Duration(rng.IntN(40_000)) * time.Microsecond
			how = "after " + d.String()
			time.Sleep(d)
		} else {
			want := rng.IntN(30)
			d := time.Duration(rng.IntN(3000)) * time.Microsecond
			how = fmt.Sprintf("after %d commits + %s", want, d)
			timeout := time.After(10 * time.Second)
		wait:
			for {
				mu.Lock()
				n := len(committed)
				mu.Unlock()
				if n >= want {
					break
				}
				select {
				case <-progress:
				case <-done:
					break wait
				case <-timeout:
					t.Fatalf("round %d: the child made no progress", round)
				}
			}
			time.Sleep(d)
		}
		child.Process.Kill()
		<-done // lines written before death are still in the pipe
		child.Wait()
		if childErr != "" {
			t.Fatalf("round %d: child failed: %s\n%s", round, childErr, stderr.String())
		}
		for i, n := range committed {
			if n != length+i+1 {
				t.Fatalf("round %d: child reported %v after a log of %d", round, committed, length)
			}
		}
		reported += len(committed)

		s := openAt(t, path)
		if s.ReadOnly() {
			t.Fatalf("round %d: the dead child's lock is still held", round)
		}
		var check string
		if err := s.db.QueryRow("PRAGMA integrity_check").Scan(&check); err != nil || check != "ok" {
			t.Fatalf("round %d: integrity_check %q, %v", round, check, err)
		}
		got, err := s.Session(ss.ID)
		if err != nil {
			t.Fatal(err)
		}
		n := checkLog(t, s, ss.ID, func(seq int) int { return seq })
		if n < length+len(committed) {
			t.Fatalf("round %d (%s): child reported %d committed, log has %d", round, how, length+len(committed), n)
		}
		if got.Cursor != n || got.Len != n || count(t, got.State) != n {
			t.Fatalf("round %d: cursor %d len %d counter %d, log %d", round, got.Cursor, got.Len, count(t, got.State), n)
		}
		// Undo still works, and redo puts things back for the next round.
		if n == 0 {
			do(t, s, ss.ID, 1)
			n = 1
		}
		if back, err := s.Undo(ss.ID); err != nil || count(t, back.State) != n-1 {
			t.Fatalf("round %d: undo after the crash: %v", round, err)
		}
		if fwd, err := s.Redo(ss.ID); err != nil || count(t, fwd.State) != n {
			t.Fatalf("round %d: redo after the crash: %v", round, err)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		t.Logf("round %2d: killed %-26s %3d reported, log %4d", round, how, len(committed), n)
		length = n
	}
	t.Logf("%d rounds, %d commands reported committed, log of %d", rounds, reported, length)
}
