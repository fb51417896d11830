package share

import (
	"context"
	"errors"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"testing"
)

// host is a fake table phone: it applies each guest change it is handed
// by publishing the next revision, and refuses what its rules refuse.
type host struct {
	mu      sync.Mutex
	s       *Server
	rev     int64
	changes []GuestWrite
	refuse  error
}

func (h *host) write(_ context.Context, w GuestWrite) (int64, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.refuse != nil {
		return 0, h.refuse
	}
	if w.Rev != h.rev {
		return 0, ErrOldRevision
	}
	if !h.s.Holds(w) {
		return 0, errors.New("taken back")
	}
	h.changes = append(h.changes, w)
	h.rev++
	return h.rev, h.s.Publish(h.rev, table(h.rev))
}

func (h *host) count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.changes)
}

// hostServer is a share whose guests may change boards, at revision 1.
func hostServer(t testing.TB) (*Server, *host) {
	t.Helper()
	h := &host{rev: 1}
	s, err := Start(Options{Addr: loopback, Write: h.write})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Stop() })
	h.s = s
	publish(t, s, 1)
	return s, h
}

// post sends body to url and returns the status and the answer's words.
func post(t testing.TB, url, body string) (int, string) {
	t.Helper()
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var b strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := resp.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			break
		}
	}
	return resp.StatusCode, b.String()
}

// TestGuestWrites: a guest given Hero 0 changes Hero 0 and nothing else;
// a change against an older table, for another Hero, too big, malformed,
// or through a link taken back changes nothing and says why.
func TestGuestWrites(t *testing.T) {
	s, h := hostServer(t)
	url := s.Give("Ana", 0, "Rowan")
	if !strings.HasPrefix(url, s.base+"/g/") || len(url) != len(s.base+"/g/")+24 {
		t.Fatalf("Give: %q", url)
	}
	if code, body := get(t, "GET", url+"/seat"); code != 200 || !strings.Contains(body, `"guest":"Ana"`) || !strings.Contains(body, `"seat":0`) {
		t.Fatalf("seat: %d %s", code, body)
	}
	if code, body := get(t, "GET", url); code != 200 || !strings.Contains(body, "EventSource") {
		t.Fatalf("the guest's page: %d", code)
	}

	for _, c := range []struct {
		name, body string
		code       int
		says       string
	}{
		{"another Hero", `{"rev":1,"seat":1,"counter":"health","step":1}`, 403, "This phone plays Rowan"},
		{"an older table", `{"rev":0,"seat":0,"counter":"health","step":1}`, 409, "The table changed"},
		{"a newer table", `{"rev":7,"seat":0,"counter":"health","step":1}`, 409, "nothing was changed"},
		{"two steps", `{"rev":1,"seat":0,"counter":"health","step":2}`, 400, "one step"},
		{"no step", `{"rev":1,"seat":0,"counter":"health"}`, 400, "lacks"},
		{"an unknown field", `{"rev":1,"seat":0,"counter":"health","step":1,"who":"Bo"}`, 400, "not one the page sends"},
		{"two changes", `{"rev":1,"seat":0,"counter":"health","step":1}{"rev":1,"seat":0,"counter":"health","step":1}`, 400, "more than one"},
		{"not JSON", `health+1`, 400, "not one the page sends"},
		{"a counter that is markup", `{"rev":1,"seat":0,"counter":"<b>","step":1}`, 400, "no counter"},
		{"too big", `{"rev":1,"seat":0,"counter":"health","step":1,"pad":"` + strings.Repeat("x", MaxWriteBody) + `"}`, 413, "at most 512 bytes"},
	} {
		code, says := post(t, url+"/write", c.body)
		if code != c.code || !strings.Contains(says, c.says) || !strings.Contains(says, `"error"`) {
			t.Errorf("%s: %d %s; want %d saying %q", c.name, code, says, c.code, c.says)
		}
	}
	if h.count() != 0 {
		t.Fatalf("refused changes reached the host: %+v", h.changes)
	}
	if code, _ := get(t, "GET", url+"/write"); code != 405 {
		t.Fatalf("GET of write: %d", code)
	}

	code, says := post(t, url+"/write", `{"rev":1,"seat":0,"counter":"health","step":-1}`)
	if code != 200 || says != "{\"rev\":2}\n" || h.count() != 1 {
		t.Fatalf("a good change: %d %s", code, says)
	}
	if w := h.changes[0]; w.Guest != "Ana" || w.Seat != 0 || w.Counter != "health" || w.Step != -1 || w.Rev != 1 {
		t.Fatalf("the host heard %+v", w)
	}
	// The same tap again, from the table it saw before: refused.
	if code, _ := post(t, url+"/write", `{"rev":1,"seat":0,"counter":"health","step":-1}`); code != 409 || h.count() != 1 {
		t.Fatalf("a second tap from the old table: %d", code)
	}
	// The host's rules refuse in words, which the guest reads.
	h.refuse = errors.New("Rowan has no Shields to lose.")
	if code, says := post(t, url+"/write", `{"rev":2,"seat":0,"counter":"shields","step":-1}`); code != 422 || !strings.Contains(says, "no Shields") {
		t.Fatalf("a refusal: %d %s", code, says)
	}
	h.refuse = nil

	// Given to Bo instead: Ana's link is dead, Bo's works.
	bo := s.Give("Bo", 0, "Rowan")
	if code, body := post(t, url+"/write", `{"rev":2,"seat":0,"counter":"xp","step":1}`); code != 404 || body != "" {
		t.Fatalf("a link given again elsewhere: %d %q", code, body)
	}
	if hs := s.Holders(); len(hs) != 1 || hs[0].Guest != "Bo" || hs[0].URL != bo {
		t.Fatalf("holders: %+v", hs)
	}
	s.TakeBack(0)
	for _, p := range []string{"", "/seat", "/events", "/table", "/write"} {
		if code, body := get(t, "GET", bo+p); code != 404 || body != "" {
			t.Errorf("a link taken back, %q: %d %q", p, code, body)
		}
	}
	if len(s.Holders()) != 0 || h.count() != 1 {
		t.Fatalf("after taking back: %+v, %d changes", s.Holders(), h.count())
	}
	// The table's own link never writes, and a wrong seat token is 404.
	if code, _ := post(t, s.URL()+"/write", `{"rev":2,"seat":0,"counter":"xp","step":1}`); code != 405 {
		t.Fatalf("a write through the watching link: %d", code)
	}
	wrong := []byte(url)
	wrong[len(wrong)-1] ^= 1
	if code, body := post(t, string(wrong)+"/write", `{"rev":2,"seat":0,"counter":"xp","step":1}`); code != 404 || body != "" {
		t.Fatalf("a wrong seat token: %d %q", code, body)
	}
}

// TestNoWritesWithoutAHost: a share whose host takes no guest changes
// gives no board.
func TestNoWritesWithoutAHost(t *testing.T) {
	s, _, _ := testServer(t)
	if url := s.Give("Ana", 0, "Rowan"); url != "" || len(s.Holders()) != 0 {
		t.Fatalf("gave %q", url)
	}
}

// TestStopEndsAWaitingWrite: a change the host has not answered yet ends
// with the share, and Stop does not wait on the host.
func TestStopEndsAWaitingWrite(t *testing.T) {
	started := make(chan struct{})
	var s *Server
	s, err := Start(Options{Addr: loopback, Write: func(ctx context.Context, w GuestWrite) (int64, error) {
		close(started)
		<-ctx.Done() // a host busy elsewhere
		return 0, errors.New("The table's phone stopped sharing.")
	}})
	if err != nil {
		t.Fatal(err)
	}
	publish(t, s, 1)
	url := s.Give("Ana", 0, "Rowan")
	done := make(chan int)
	go func() {
		resp, err := http.Post(url+"/write", "application/json", strings.NewReader(`{"rev":1,"seat":0,"counter":"xp","step":1}`))
		if err != nil {
			done <- 0
			return
		}
		resp.Body.Close()
		done <- resp.StatusCode
	}()
	<-started
	if err := s.Stop(); err != nil {
		t.Fatal(err)
	}
	<-done
}

// FuzzParseWrite: whatever a guest's phone sends, the parser answers
// without panicking, and what it accepts is one step of a named counter.
func FuzzParseWrite(f *testing.F) {
	for _, seed := range []string{
		`{"rev":1,"seat":0,"counter":"health","step":1}`,
		`{"rev":12,"seat":3,"counter":"hand","step":-1}`,
		`{"rev":1,"seat":0,"counter":"health","step":1}{}`,
		`{"rev":-1,"seat":0,"counter":"x","step":1}`,
		`{"rev":1e3,"seat":0,"counter":"x","step":1}`,
		`{"rev":1,"seat":0,"counter":"\u0000","step":1}`,
		`[1,2]`, `null`, ``, `{"rev":1,"rev":2,"seat":0,"counter":"a","step":1}`,
		`{"rev":1,"seat":0,"counter":"a","STEP":1}`, `{"rev":1,"seat":0,"counter":"a","step":null}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		w, err := parseWrite(strings.NewReader(string(body)))
		if err != nil {
			if w != (GuestWrite{}) {
				t.Fatalf("an error with a change: %+v", w)
			}
			return
		}
		if len(body) > MaxWriteBody || w.Rev < 0 || w.Seat < 0 || (w.Step != 1 && w.Step != -1) || !counterID.MatchString(w.Counter) {
			t.Fatalf("accepted %q as %+v", body, w)
		}
	})
}

// postAs sends body to url as a browser would from origin (none if ""),
// with Content-Type kind, and returns the status and the answer.
func postAs(t testing.TB, url, origin, site, kind, body string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if origin != "" {
		req.Header["Origin"] = strings.Split(origin, "\n") // one line a value
	}
	if site != "" {
		req.Header.Set("Sec-Fetch-Site", site)
	}
	if kind != "" {
		req.Header.Set("Content-Type", kind)
	}
	return send(t, req)
}

// TestGuestWriteSameOriginJSON: a change is taken only as application/json
// from the share's own page. A page elsewhere can post text/plain (a
// "simple" request a browser sends without asking first) or name itself
// in Origin or Sec-Fetch-Site: each is refused in words and changes
// nothing; the same change from the page itself is taken.
func TestGuestWriteSameOriginJSON(t *testing.T) {
	s, h := hostServer(t)
	url := s.Give("Ana", 0, "Rowan") + "/write"
	good := `{"rev":1,"seat":0,"counter":"health","step":1}`
	at := netip.MustParseAddrPort(strings.TrimPrefix(s.base, "http://"))
	otherPort := "http://" + netip.AddrPortFrom(at.Addr(), at.Port()^1).String()
	for _, c := range []struct {
		name, origin, site, kind string
		code                     int
	}{
		{"a page elsewhere, text/plain", "http://evil.example", "cross-site", "text/plain", 403},
		{"a page elsewhere, a form", "http://evil.example", "cross-site", "application/x-www-form-urlencoded", 403},
		{"a page elsewhere, JSON", "http://evil.example", "cross-site", "application/json", 403},
		{"a sandboxed page", "null", "cross-site", "application/json", 403},
		{"another port of this address", otherPort, "same-site", "application/json", 403},
		{"a browser that names only the site", "", "cross-site", "application/json", 403},
		{"two Origins", s.base + "\n" + s.base, "", "application/json", 403},
		{"text/plain from the page itself", s.base, "same-origin", "text/plain", 415},
		{"text/plain without a browser", "", "", "text/plain;charset=UTF-8", 415},
		{"no Content-Type", "", "", "", 415},
		{"JSON dressed as another type", s.base, "same-origin", "application/jsonx", 415},
	} {
		code, says := postAs(t, url, c.origin, c.site, c.kind, good)
		if code != c.code || !strings.Contains(says, "Nothing was changed") {
			t.Errorf("%s: %d %s; want %d", c.name, code, says, c.code)
		}
	}
	if h.count() != 0 {
		t.Fatalf("refused changes reached the host: %+v", h.changes)
	}
	// The page's own fetch: same origin, JSON (with a charset, as some
	// browsers add).
	if code, says := postAs(t, url, s.base, "same-origin", "application/json; charset=utf-8", good); code != 200 || h.count() != 1 {
		t.Fatalf("the page's own change: %d %s", code, says)
	}
	// A preflight, which a page elsewhere would need for JSON, gets no
	// permission.
	req, _ := http.NewRequest(http.MethodOptions, url, nil)
	req.Header.Set("Origin", "http://evil.example")
	req.Header.Set("Access-Control-Request-Method", "POST")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode == 200 || resp.Header.Get("Access-Control-Allow-Origin") != "" {
		t.Fatalf("a preflight: %s %v", resp.Status, resp.Header)
	}
}

// TestGuestWriteStrictFields: the body has rev, seat, counter and step,
// each once, spelled as the page spells them, and nothing null; a key
// twice or in other letters ("STEP") is refused, though Go's JSON would
// take the last or match it without regard to case.
func TestGuestWriteStrictFields(t *testing.T) {
	s, h := hostServer(t)
	url := s.Give("Ana", 0, "Rowan") + "/write"
	for _, c := range []struct{ name, body, says string }{
		{"STEP", `{"rev":1,"seat":0,"counter":"health","STEP":1}`, "not one the page sends"},
		{"Step", `{"rev":1,"seat":0,"counter":"health","Step":1}`, "not one the page sends"},
		{"step twice", `{"rev":1,"seat":0,"counter":"health","step":1,"step":-1}`, "step twice"},
		{"step twice, once in capitals", `{"rev":1,"seat":0,"counter":"health","step":1,"STEP":-1}`, "not one the page sends"},
		{"rev twice", `{"rev":0,"rev":1,"seat":0,"counter":"health","step":1}`, "rev twice"},
		{"counter twice", `{"rev":1,"seat":0,"counter":"xp","counter":"health","step":1}`, "counter twice"},
		{"a null step", `{"rev":1,"seat":0,"counter":"health","step":null}`, "lacks"},
		{"a key escaped to look right", `{"rev":1,"seat":0,"counter":"health","st\u0065p":1,"step":1}`, "step twice"},
		{"a step as text", `{"rev":1,"seat":0,"counter":"health","step":"1"}`, "not one the page sends"},
		{"a step with a fraction", `{"rev":1,"seat":0,"counter":"health","step":1.0}`, "not one the page sends"},
		{"an array", `[{"rev":1,"seat":0,"counter":"health","step":1}]`, "not one the page sends"},
		{"an unclosed object", `{"rev":1,"seat":0,"counter":"health","step":1`, "not one the page sends"},
	} {
		code, says := post(t, url, c.body)
		if code != 400 || !strings.Contains(says, c.says) || !strings.Contains(says, "Nothing was changed") {
			t.Errorf("%s: %d %s; want 400 saying %q", c.name, code, says, c.says)
		}
	}
	if h.count() != 0 {
		t.Fatalf("refused changes reached the host: %+v", h.changes)
	}
	// The fields in any order, with white space, are the page's change.
	if code, says := post(t, url, " {\"step\": 1, \"counter\": \"health\", \"seat\": 0, \"rev\": 1}\n"); code != 200 || h.count() != 1 {
		t.Fatalf("a good change in another order: %d %s", code, says)
	}
}
