package share

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

// TestWrongTokenGetsNothing: every request that does not name the share's
// token gets 404 and an empty body, whatever its path.
func TestWrongTokenGetsNothing(t *testing.T) {
	s, _, _ := testServer(t)
	u, _ := url.Parse(s.URL())
	tok := strings.TrimPrefix(u.Path, "/t/")
	if len(tok) < 22 {
		t.Fatalf("token %q is under 128 bits", tok)
	}
	// Before the first Publish the right token gets nothing either.
	if code, body := get(t, "GET", s.URL(), ""); code != 404 || body != "" {
		t.Fatalf("before the first update: %d %q", code, body)
	}
	publish(t, s, 1)
	base := "http://" + u.Host
	wrong := []byte(tok)
	wrong[0] ^= 1
	for _, p := range []string{
		"/", "/t", "/t/", "/t/" + string(wrong), "/t/" + string(wrong) + "/events", "/t/" + string(wrong) + "/table",
		"/t/" + tok[:len(tok)-1], "/t/" + tok + "x", "/T/" + tok, "/t/" + tok + "/page.js", "/t/" + tok + "/../",
		"/t/" + tok + "/events/x", "/t//" + tok, "/page/page.html", "/page/", "/h/", "/h/" + tok, "/favicon.ico",
	} {
		code, body := get(t, "GET", base+p, "")
		if code != 404 || body != "" {
			t.Errorf("GET %s: %d %q; want 404 and nothing", p, code, body)
		}
	}
	if code, body := get(t, "GET", s.URL()+"/table"); code != 200 || !strings.Contains(body, "Revision 1") {
		t.Fatalf("the right token: %d %q", code, body)
	}
}

// TestPageIsEmbeddedAndLocked: the page comes whole from the binary, with
// a policy that lets it load nothing from anywhere else, and it writes
// player-typed names as text only.
func TestPageIsEmbeddedAndLocked(t *testing.T) {
	s, _, _ := testServer(t)
	publish(t, s, 1)
	resp, err := http.Get(s.URL())
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	csp := resp.Header.Get("Content-Security-Policy")
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") ||
		!strings.Contains(csp, "default-src 'none'") || !strings.Contains(csp, "script-src 'sha256-") {
		t.Fatalf("%s %q %q", resp.Status, resp.Header.Get("Content-Type"), csp)
	}
	_, html := get(t, "GET", s.URL())
	for _, bad := range []string{"innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "http://", "https://", "/*CSS*/", "/*JS*/"} {
		if strings.Contains(html, bad) {
			t.Errorf("the page holds %q", bad)
		}
	}
	if !strings.Contains(html, "textContent") || !strings.Contains(html, "EventSource") {
		t.Fatal("the page should draw with textContent from an EventSource")
	}
}

// TestRevisionsOnlyGoForward: a guest gets each new revision, and a late
// Publish of an older one reaches no one.
func TestRevisionsOnlyGoForward(t *testing.T) {
	s, _, _ := testServer(t)
	publish(t, s, 3)
	g := connect(t, s.URL(), "")
	if u := g.next(t); u.Rev != 3 || u.ID != "3" || u.Table.Glance.Title != "Revision 3" {
		t.Fatalf("first update: %+v", u)
	}
	publish(t, s, 2, 3, 4)
	if u := g.next(t); u.Rev != 4 {
		t.Fatalf("after 2, 3, 4: got %d; 2 and 3 again must be dropped", u.Rev)
	}
	if _, body := get(t, "GET", s.URL()+"/table"); !strings.Contains(body, `"rev":4`) {
		t.Fatalf("table: %s", body)
	}
}

// TestReconnectCatchesUp: a guest who lost the stream comes back with the
// last revision it saw and gets the newest at once, never an older one.
func TestReconnectCatchesUp(t *testing.T) {
	s, guests, gs := watched(t, 1, 1)
	gs[0].close()
	waitGuests(t, guests, 0)
	publish(t, s, 2, 3) // an action and its undo while the phone slept
	back := connect(t, s.URL(), "1")
	if u := back.next(t); u.Rev != 3 || u.Table.Glance.Title != "Revision 3" {
		t.Fatalf("back after 1: %+v", u)
	}
	// Up to date already: nothing until the next update.
	same := connect(t, s.URL(), "3")
	publish(t, s, 4)
	if u := same.next(t); u.Rev != 4 {
		t.Fatalf("a guest at 3 should get 4 next, got %d", u.Rev)
	}
}

// TestTenGuests: ten phones at once all get every update, and the host
// sees them counted.
func TestTenGuests(t *testing.T) {
	s, guests, gs := watched(t, 10, 1)
	if s.Guests() != 10 {
		t.Fatalf("Guests() = %d", s.Guests())
	}
	start := time.Now()
	publish(t, s, 2)
	allGet(t, gs, 2)
	t.Logf("one update reached 10 guests in %v", time.Since(start))
	for _, g := range gs[:4] {
		g.close()
	}
	waitGuests(t, guests, 6)
}

// TestMalformedRequests: a request the server cannot read gets 400 (or
// 405 for a write to a read-only page) and changes nothing.
func TestMalformedRequests(t *testing.T) {
	s, _, _ := testServer(t)
	publish(t, s, 5)
	for _, id := range []string{"abc", "-1", "1e3", "99999999999999999999"} {
		if code, _ := get(t, "GET", s.URL()+"/events", "Last-Event-ID", id); code != 400 {
			t.Errorf("Last-Event-ID %q: %d, want 400", id, code)
		}
	}
	for _, m := range []string{"POST", "PUT", "DELETE"} {
		if code, _ := get(t, m, s.URL()); code != 405 {
			t.Errorf("%s: %d, want 405", m, code)
		}
	}
	if code, _ := get(t, "HEAD", s.URL()+"/events"); code != 405 {
		t.Errorf("HEAD of the stream: %d, want 405", code)
	}
	// A raw request line that is not HTTP.
	host := strings.TrimPrefix(s.base, "http://")
	c, err := net.Dial("tcp", host)
	if err != nil {
		t.Fatal(err)
	}
	c.Write([]byte("GARBAGE\r\n\r\n"))
	buf := make([]byte, 64)
	n, _ := c.Read(buf)
	c.Close()
	if !strings.HasPrefix(string(buf[:n]), "HTTP/1.1 400") {
		t.Fatalf("garbage got %q", buf[:n])
	}
	if _, body := get(t, "GET", s.URL()+"/table"); !strings.Contains(body, `"rev":5`) {
		t.Fatalf("table changed: %s", body)
	}
}

// TestStopClosesThePort: Stop ends every stream and nothing listens after.
func TestStopClosesThePort(t *testing.T) {
	s, _, gs := watched(t, 1, 1)
	if err := s.Stop(); err != nil {
		t.Fatal(err)
	}
	if _, ok := <-gs[0].updates; ok {
		t.Fatal("the stream should end")
	}
	if s.Guests() != 0 {
		t.Fatalf("%d guests after Stop", s.Guests())
	}
	if c, err := net.Dial("tcp", strings.TrimPrefix(s.base, "http://")); err == nil {
		c.Close()
		t.Fatal("the port is still open")
	}
	if err := s.Stop(); err != nil {
		t.Fatal("a second Stop:", err)
	}
}

// TestStopTellsGuests: Stop sends every guest's stream a "stopped" event
// before it closes, so the page can tell a stop from a network's blip;
// a board taken back ends that board's stream (its page then finds the
// link gone), and no other.
func TestStopTellsGuests(t *testing.T) {
	s, _ := hostServer(t)
	seat := s.Give("Ana", 0, "Rowan")
	watcher := streamOf(t, s.URL())
	holder := streamOf(t, seat)
	s.TakeBack(0)
	if rest, _ := io.ReadAll(holder); strings.Contains(string(rest), "stopped") {
		t.Fatalf("a board taken back was told the share stopped: %q", rest)
	}
	if err := s.Stop(); err != nil {
		t.Fatal(err)
	}
	rest, _ := io.ReadAll(watcher)
	if !strings.HasSuffix(string(rest), "event: stopped\ndata: {}\n\n") {
		t.Fatalf("the stream's end: %q", rest)
	}
}

// streamOf opens url's event stream and reads up to its first update.
func streamOf(t *testing.T, url string) *bufio.Reader {
	t.Helper()
	resp, err := http.Get(url + "/events")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	r := bufio.NewReader(resp.Body)
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			t.Fatalf("the stream ended before its first update: %v", err)
		}
		if strings.HasPrefix(line, "data: ") {
			return r
		}
	}
}
