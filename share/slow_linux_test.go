//go:build linux

package share

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// stallEnv names the server a stalling client (TestHelperStalledClients,
// run as a process of its own) connects to.
const stallEnv = "TABLESIDE_STALL_AT"

// stalled is how many connections the stalling client opens.
const stalled = 300

// TestSlowClientsCannotStarveGuests: a client without the token opens a few
// hundred connections on loopback that never finish a request (a POST that
// announces a body and never sends it, half a header, nothing at all) while
// this process may hold only 100 more files than it does at the start, as a
// phone's app may hold a few hundred. A real guest is still served, within
// a second, and every stalled connection is answered or closed within the
// read timeouts. Before the limits, the POSTs were never answered nor
// closed, and the guest found no file left to connect with.
func TestSlowClientsCannotStarveGuests(t *testing.T) {
	s, _, _ := testServer(t)
	publish(t, s, 1)

	// The stalling client is another process, so its own connections do
	// not count against this one's files.
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperStalledClients$", "-test.count=1")
	cmd.Env = append(os.Environ(), stallEnv+"="+strings.TrimPrefix(s.base, "http://"))
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		stdin.Close()
		cmd.Process.Kill()
		cmd.Wait()
	}()
	lines := bufio.NewScanner(stdout)
	// said is the client's next word: its own lines start with ready,
	// ended or dial; the test framework's are skipped.
	said := func() string {
		for lines.Scan() {
			if l := lines.Text(); strings.HasPrefix(l, "ready") || strings.HasPrefix(l, "ended") || strings.HasPrefix(l, "dial") {
				return l
			}
		}
		return fmt.Sprintf("(nothing: %v)", lines.Err())
	}

	limitFiles(t, openFiles(t)+100)
	if l := said(); !strings.HasPrefix(l, "ready") {
		t.Fatalf("the stalling client: %s", l)
	} else {
		t.Logf("stalling client: %s", l)
	}

	// A guest now: a fresh connection each try, each given a second. A
	// machine busy with other work may miss one; a starved server misses
	// them all, since its stalled connections never end.
	guest := &http.Client{Timeout: time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	served := false
	for try := 1; try <= 3 && !served; try++ {
		t0 := time.Now()
		resp, err := guest.Get(s.URL() + "/table")
		if err != nil {
			t.Logf("try %d: %v", try, err)
			continue
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		served = resp.StatusCode == 200 && strings.Contains(string(b), `"rev":1`)
		t.Logf("try %d: %s in %v, %d strangers held", try, resp.Status, time.Since(t0).Round(time.Millisecond), s.strangerCount())
	}
	if !served {
		t.Fatalf("a guest was not served beside %d stalled connections", stalled)
	}
	if n := s.strangerCount(); n > maxStrangers {
		t.Fatalf("the server holds %d connections without a token, over %d", n, maxStrangers)
	}

	// Every stalled connection ends: the client says how many of its own
	// ended, once all have or its bound passes.
	stdin.Close()
	l := said()
	t.Logf("stalling client: %s", l)
	if f := strings.Fields(l); len(f) < 2 || f[0] != "ended" || f[1] != strconv.Itoa(stalled) {
		t.Fatalf("stalled connections still open: %s", l)
	}
}

// TestHelperStalledClients is the stalling client of
// TestSlowClientsCannotStarveGuests, in a process of its own; run by
// itself, it does nothing.
func TestHelperStalledClients(t *testing.T) {
	addr := os.Getenv(stallEnv)
	if addr == "" {
		t.Skip("run by TestSlowClientsCannotStarveGuests")
	}
	// Loopback only: this client connects nowhere else.
	if host, _, err := net.SplitHostPort(addr); err != nil || !net.ParseIP(host).IsLoopback() {
		t.Fatalf("not loopback: %q", addr)
	}
	ended := make(chan time.Duration, stalled)
	t0 := time.Now()
	for i := range stalled {
		c, err := net.DialTimeout("tcp", addr, 5*time.Second)
		if err != nil {
			fmt.Println("dial failed:", err)
			os.Exit(1)
		}
		defer c.Close()
		switch i % 3 {
		case 0: // a body announced and never sent
			fmt.Fprintf(c, "POST /t/%s/write HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n", strings.Repeat("A", 24), addr)
		case 1: // half a header
			fmt.Fprintf(c, "GET /t/%s HTTP/1.1\r\nHost: ", strings.Repeat("B", 24))
		}
		go func() {
			// Whatever comes back is read; the end is a read that fails.
			io.Copy(io.Discard, c)
			ended <- time.Since(t0)
		}()
	}
	fmt.Printf("ready: %d connections open in %v\n", stalled, time.Since(t0).Round(time.Millisecond))
	io.Copy(io.Discard, os.Stdin)
	// The read timeouts are 5 and 10 seconds: this bound is for a broken
	// server only.
	bound := time.After(headerWithin + readWithin + 20*time.Second)
	n, last := 0, time.Duration(0)
	for n < stalled {
		select {
		case d := <-ended:
			n, last = n+1, d
		case <-bound:
			fmt.Printf("ended %d of %d\n", n, stalled)
			return
		}
	}
	fmt.Printf("ended %d of %d, the last %v after the first was opened\n", n, stalled, last.Round(time.Millisecond))
}

// openFiles is how many files this process has open.
func openFiles(t *testing.T) uint64 {
	t.Helper()
	fds, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Skip("cannot count open files:", err)
	}
	return uint64(len(fds))
}

// limitFiles lowers this process's limit of open files to n for the rest
// of the test.
func limitFiles(t *testing.T, n uint64) {
	t.Helper()
	var was syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &was); err != nil {
		t.Fatal(err)
	}
	if n >= was.Cur {
		return
	}
	lower := was
	lower.Cur = n
	if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &lower); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { syscall.Setrlimit(syscall.RLIMIT_NOFILE, &was) })
}
