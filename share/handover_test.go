package share

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestHandOverWorksOnce: the file goes to a GET, whole and named; a link
// preview's HEAD does not use it up; once Fetch has it whole and says so,
// the next GET gets 404.
func TestHandOverWorksOnce(t *testing.T) {
	s, _, _ := testServer(t)
	url, taken := s.Offer("Friday group.tableside.json", "application/json", []byte(`{"campaign":1}`))
	if code, _ := get(t, "HEAD", url); code != 404 {
		t.Fatalf("HEAD: %d", code)
	}
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Content-Disposition") != `attachment; filename="Friday group.tableside.json"` {
		t.Fatalf("%s %q", resp.Status, resp.Header.Get("Content-Disposition"))
	}
	fetchAll(t, url)
	waitTaken(t, taken)
	if code, body := get(t, "GET", url); code != 404 || body != "" {
		t.Fatalf("the second download: %d %q", code, body)
	}
	// The share's own token does not open a hand-over, nor the reverse.
	if code, _ := get(t, "GET", s.base+"/h/"+s.token); code != 404 {
		t.Fatalf("the table's token as an offer: %d", code)
	}
}

// TestHandOverExpires: ten minutes after it was made, the link is dead.
func TestHandOverExpires(t *testing.T) {
	s, c, _ := testServer(t)
	url, _ := s.Offer("lib.json", "application/json", []byte(`{}`))
	c.t = c.t.Add(HandOverFor + time.Second)
	if code, body := get(t, "GET", url); code != 404 || body != "" {
		t.Fatalf("expired: %d %q", code, body)
	}
	url, _ = s.Offer("lib.json", "application/json", []byte(`{}`))
	c.t = c.t.Add(HandOverFor - time.Second)
	if code, body := get(t, "GET", url); code != 200 || body != "{}" {
		t.Fatalf("within ten minutes: %d %q", code, body)
	}
}

// dropWriter is a connection that breaks as the file is written.
type dropWriter struct{ h http.Header }

func (d *dropWriter) Header() http.Header       { return d.h }
func (d *dropWriter) WriteHeader(int)           {}
func (d *dropWriter) Write([]byte) (int, error) { return 0, errors.New("connection reset by peer") }

// TestHandOverRetriesADroppedDownload: a download that broke off does not
// use the link up; the next one gets the file, and only then is it used.
func TestHandOverRetriesADroppedDownload(t *testing.T) {
	s, _, _ := testServer(t)
	url, taken := s.Offer("Friday group.tableside.json", "application/json", []byte(`{"campaign":1}`))
	s.ServeHTTP(&dropWriter{h: http.Header{}}, httptest.NewRequest(http.MethodGet, url, nil))
	select {
	case <-taken:
		t.Fatal("a dropped download counted as sent")
	default:
	}
	if body := fetchAll(t, url); body != `{"campaign":1}` {
		t.Fatalf("the retry: %q", body)
	}
	waitTaken(t, taken)
	if code, _ := get(t, "GET", url); code != 404 {
		t.Fatalf("after a whole download: %d", code)
	}
}

// TestHandOverDroppedOnTheWire: the other phone reads a little of a large
// file and leaves; the link works again for a whole download.
func TestHandOverDroppedOnTheWire(t *testing.T) {
	s, _, _ := testServer(t)
	// Larger than loopback's socket buffers, so the server's write fails.
	data := bytes.Repeat([]byte("x"), 64<<20)
	url, taken := s.Offer("big.json", "application/json", data)
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.ReadFull(resp.Body, make([]byte, 1024)); err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	// The link works again at once, for a whole download.
	r, _, err := Fetch(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	n, _ := io.Copy(io.Discard, r)
	if err := r.Close(); err != nil {
		t.Fatal(err)
	}
	if n != int64(len(data)) {
		t.Fatalf("the retry got %d bytes of %d", n, len(data))
	}
	waitTaken(t, taken)
}

// fetchAll fetches a hand-over link as the app does, reads it all and
// closes it, which sends the receipt.
func fetchAll(t *testing.T, url string) string {
	t.Helper()
	r, _, err := Fetch(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Close(); err != nil {
		t.Fatalf("the receipt: %v", err)
	}
	return string(b)
}

// waitTaken waits until taken is closed; only a broken test waits long.
func waitTaken(t *testing.T, taken <-chan struct{}) {
	t.Helper()
	select {
	case <-taken:
	case <-time.After(10 * time.Second):
		t.Fatal("the hand-over was not counted as done")
	}
}

// isTaken reports whether the hand-over counted as done.
func isTaken(taken <-chan struct{}) bool {
	select {
	case <-taken:
		return true
	default:
		return false
	}
}

// TestHandOverCountsOnlyWhenReceived: a phone that asks for the file and
// reads none of it, or reads it all and says nothing, or says it has a
// file with another digest, does not use the link up, and the host does
// not say "Sent"; the link counts as used once the receiving app has read
// the whole file and sent its digest (Fetch does, even for a reader that
// stops at the end of the JSON), and then it is 404 for all.
func TestHandOverCountsOnlyWhenReceived(t *testing.T) {
	s, _, _ := testServer(t)
	// A long tail of white space after the JSON, which a JSON reader
	// stops before.
	data := []byte(`{"campaign":"Friday group"}` + strings.Repeat("\n", 256<<10))
	url, taken := s.Offer("Friday group.tableside.json", "application/json", data)
	path := strings.TrimPrefix(url, s.base)

	// A phone that asks and reads nothing.
	c, err := net.Dial("tcp", strings.TrimPrefix(s.base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(c, "GET %s HTTP/1.1\r\nHost: x\r\n\r\n", path)
	// Another phone gets the whole file meanwhile: the silent phone did
	// not use the link up, nor hold it.
	if code, body := get(t, "GET", url); code != 200 || body != string(data) {
		t.Fatalf("the second download: %d, %d bytes", code, len(body))
	}
	c.Close()
	// That GET read it all, but said nothing: still not done.
	if isTaken(taken) {
		t.Fatal("a download without a receipt counted as done")
	}

	// Receipts that do not count: another file's digest, not JSON, not
	// from the app or the page, and a link that is no offer.
	other := sha256.Sum256([]byte("another file"))
	for _, r := range []struct {
		name, origin, kind, body string
		code                     int
	}{
		{"another file's digest", "", "application/json", fmt.Sprintf(`{"sha256":%q}`, hex.EncodeToString(other[:])), 409},
		{"a short digest", "", "application/json", `{"sha256":"abcd"}`, 400},
		{"another field", "", "application/json", `{"sha256":"` + strings.Repeat("0", 64) + `","x":1}`, 400},
		{"as text", "", "text/plain", receiptOf(data), 403},
		{"from a page elsewhere", "http://evil.example", "application/json", receiptOf(data), 403},
	} {
		if code, says := postAs(t, url, r.origin, "", r.kind, r.body); code != r.code {
			t.Errorf("%s: %d %s; want %d", r.name, code, says, r.code)
		}
	}
	if code, _ := postAs(t, s.base+"/h/"+s.token, "", "", "application/json", receiptOf(data)); code != 404 {
		t.Fatalf("a receipt to the table's token: %d", code)
	}
	if isTaken(taken) {
		t.Fatal("a receipt that does not match counted as done")
	}

	// The app: its importer stops at the end of the JSON, before the
	// newline; closing the body reads the rest and sends the receipt.
	r, size, err := Fetch(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]string
	if err := json.NewDecoder(r).Decode(&got); err != nil || got["campaign"] != "Friday group" || size != int64(len(data)) {
		t.Fatalf("%v %v %d", got, err, size)
	}
	if isTaken(taken) {
		t.Fatal("done before the app had the whole file")
	}
	if err := r.Close(); err != nil {
		t.Fatalf("the receipt: %v", err)
	}
	waitTaken(t, taken)
	if code, body := get(t, "GET", url); code != 404 || body != "" {
		t.Fatalf("after the receipt: %d %q", code, body)
	}
	if code, _ := postAs(t, url, "", "", "application/json", receiptOf(data)); code != 404 {
		t.Fatalf("a second receipt: %d", code)
	}
}

// TestFetchStoppedEarlyTellsNothing: an import the player cancels before the
// file is all here sends no receipt, and the link still works.
func TestFetchStoppedEarlyTellsNothing(t *testing.T) {
	s, _, _ := testServer(t)
	data := bytes.Repeat([]byte("x"), 1<<20)
	url, taken := s.Offer("big.json", "application/json", data)
	ctx, cancel := context.WithCancel(context.Background())
	r, _, err := Fetch(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.ReadFull(r, make([]byte, 1024)); err != nil {
		t.Fatal(err)
	}
	cancel()
	if err := r.Close(); err == nil {
		t.Fatal("Close of a cancelled download says the receipt was heard")
	}
	if isTaken(taken) {
		t.Fatal("a cancelled download counted as done")
	}
	if body := fetchAll(t, url); len(body) != len(data) {
		t.Fatalf("the retry got %d bytes", len(body))
	}
	waitTaken(t, taken)
}

// receiptOf is the receipt for data, as Fetch and the page send it.
func receiptOf(data []byte) string {
	sum := sha256.Sum256(data)
	return fmt.Sprintf(`{"sha256":%q}`, hex.EncodeToString(sum[:]))
}

// TestHandOverPageForBrowsers: a browser opening the link (Accept:
// text/html) gets the page that downloads and confirms the file, locked
// to itself by its policy, with the file's name as text; opening it uses
// nothing up.
func TestHandOverPageForBrowsers(t *testing.T) {
	s, _, _ := testServer(t)
	url, taken := s.Offer(`<img src=x>.tableside.json`, "application/json", []byte(`{}`))
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	req.Header.Set("Accept", "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	csp := resp.Header.Get("Content-Security-Policy")
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") ||
		!strings.Contains(csp, "default-src 'none'") || !strings.Contains(csp, "script-src 'sha256-") {
		t.Fatalf("%s %q %q", resp.Status, resp.Header.Get("Content-Type"), csp)
	}
	if !strings.Contains(string(page), "&lt;img src=x&gt;.tableside.json") || strings.Contains(string(page), "<img") {
		t.Fatal("the file's name is not text on the page")
	}
	for _, bad := range []string{"innerHTML", "document.write", "http://", "https://", "/*CSS*/", "/*JS*/", "FILE-NAME"} {
		if strings.Contains(string(page), bad) {
			t.Errorf("the page holds %q", bad)
		}
	}
	if isTaken(taken) {
		t.Fatal("opening the page used the link up")
	}
	if code, body := get(t, "GET", url); code != 200 || body != "{}" {
		t.Fatalf("the file after the page: %d %q", code, body)
	}
}

func TestFetchOnce(t *testing.T) {
	s, _, _ := testServer(t)
	link, _ := s.Offer("x.json", "application/json", []byte(`{"a":1}`))
	r, size, err := Fetch(context.Background(), " "+link+"\n")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(r)
	r.Close()
	if string(b) != `{"a":1}` || size != 7 {
		t.Fatalf("%q %d", b, size)
	}
	if _, _, err := Fetch(context.Background(), link); err == nil || !strings.Contains(err.Error(), "used or has expired") {
		t.Fatalf("the second time: %v", err)
	}
}

func TestFetchRefusesOtherLinks(t *testing.T) {
	s, _, _ := testServer(t)
	for _, link := range []string{"", "hello", "https://127.0.0.1/h/abc", "ftp://127.0.0.1/h/abc", "http://127.0.0.1/h/",
		"http://127.0.0.1/t/abc", "http://127.0.0.1/h/abc/def", "http://user@127.0.0.1/h/abc", "http://127.0.0.1/h/abc?x=1", s.URL()} {
		if _, _, err := Fetch(context.Background(), link); err == nil || !strings.Contains(err.Error(), "not a hand-over link") {
			t.Errorf("%q: %v", link, err)
		}
	}
}
