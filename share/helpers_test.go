package share

import (
	"bufio"
	"encoding/json"
	"io"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"testing"
	"time"

	"tableside/tracker"
)

// loopback is where every test server listens: tests send nothing beyond
// this machine.
var loopback = netip.MustParseAddr("127.0.0.1")

// clock is a fixed clock the test moves by hand.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

// testServer starts a share on loopback; guests receives each new count of
// connected guests.
func testServer(t testing.TB) (s *Server, c *clock, guests chan int) {
	t.Helper()
	c = &clock{t: time.Date(2026, 11, 24, 20, 0, 0, 0, time.UTC)}
	guests = make(chan int, 1024)
	s, err := Start(Options{Addr: loopback, Now: c.now, OnGuests: func(n int) { guests <- n }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Stop() })
	return s, c, guests
}

// waitGuests waits until the server has told n guests are connected.
func waitGuests(t testing.TB, guests chan int, n int) {
	t.Helper()
	for got := range guests {
		if got == n {
			return
		}
	}
}

// table is a small table whose title names the revision.
func table(rev int64) Table {
	return Table{Campaign: "Friday group", Game: "Test", Last: "step " + strconv.FormatInt(rev, 10),
		Glance: tracker.Glance{Title: "Revision " + strconv.FormatInt(rev, 10),
			Sections: []tracker.GlanceSection{{Name: "Rowan", Stats: []tracker.GlanceStat{{Label: "Health", Value: "7/14"}}}}}}
}

func publish(t testing.TB, s *Server, revs ...int64) {
	t.Helper()
	for _, r := range revs {
		if err := s.Publish(r, table(r)); err != nil {
			t.Fatal(err)
		}
	}
}

// update is one event a guest received.
type update struct {
	Rev   int64 `json:"rev"`
	Table Table `json:"table"`
	ID    string
}

// guest is one open event stream.
type guest struct {
	resp    *http.Response
	updates chan update
}

// connect opens the event stream as a browser's EventSource does; lastID,
// if not "", is sent as Last-Event-ID.
func connect(t testing.TB, url, lastID string) *guest {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url+"/events", nil)
	req.Header.Set("Accept", "text/event-stream")
	if lastID != "" {
		req.Header.Set("Last-Event-ID", lastID)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("events: %s %s", resp.Status, resp.Header.Get("Content-Type"))
	}
	g := &guest{resp: resp, updates: make(chan update, 100)}
	go g.read(t)
	t.Cleanup(g.close)
	return g
}

func (g *guest) read(t testing.TB) {
	defer close(g.updates)
	r := bufio.NewReader(g.resp.Body)
	var id, data, event string
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		line = strings.TrimSuffix(line, "\n")
		switch {
		case strings.HasPrefix(line, "id: "):
			id = strings.TrimPrefix(line, "id: ")
		case strings.HasPrefix(line, "data: "):
			data = strings.TrimPrefix(line, "data: ")
		case strings.HasPrefix(line, "event: "):
			event = strings.TrimPrefix(line, "event: ")
		case line == "" && event != "":
			// Not an update ("stopped"): TestStopTellsGuests reads those.
			id, data, event = "", "", ""
		case line == "" && data != "":
			var u update
			if err := json.Unmarshal([]byte(data), &u); err != nil {
				t.Errorf("an event that is not JSON: %q", data)
				return
			}
			u.ID = id
			g.updates <- u
			id, data = "", ""
		}
	}
}

func (g *guest) close() { g.resp.Body.Close() }

// next is the next update; it fails the test if the stream ends first.
func (g *guest) next(t testing.TB) update {
	t.Helper()
	u, ok := <-g.updates
	if !ok {
		t.Fatal("the stream ended")
	}
	return u
}

// guestsAt connects n guests to s, each of which reads revision rev, the
// first update it is sent.
func guestsAt(t testing.TB, s *Server, n int, rev int64) []*guest {
	t.Helper()
	gs := make([]*guest, n)
	for i := range gs {
		gs[i] = connect(t, s.URL(), "")
	}
	allGet(t, gs, rev)
	return gs
}

// watched is a test server on which n guests watch revision rev: it is
// published, every guest has read it, and the host has been told of all n.
// The channel tells the host's later counts of guests.
func watched(t testing.TB, n int, rev int64) (*Server, chan int, []*guest) {
	t.Helper()
	s, _, guests := testServer(t)
	publish(t, s, rev)
	gs := guestsAt(t, s, n, rev)
	waitGuests(t, guests, n)
	return s, guests, gs
}

// allGet fails the test unless every one of gs reads revision rev next.
func allGet(t testing.TB, gs []*guest, rev int64) {
	t.Helper()
	for i, g := range gs {
		if u := g.next(t); u.Rev != rev {
			t.Fatalf("guest %d got revision %d, want %d", i, u.Rev, rev)
		}
	}
}

// get fetches url and returns the status and body.
func get(t testing.TB, method, url string, header ...string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	return send(t, req)
}

// send does req and returns the status and the whole body; a request
// that gets no answer ends the test.
func send(t testing.TB, req *http.Request) (int, string) {
	t.Helper()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}
