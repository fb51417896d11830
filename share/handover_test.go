package share

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// TestHandOverWorksOnce: the file goes to the first GET, whole and named;
// a link preview's HEAD does not use it up; the second GET gets 404.
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
	<-taken
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
	if code, body := get(t, "GET", url); code != 200 || body != `{"campaign":1}` {
		t.Fatalf("the retry: %d %q", code, body)
	}
	<-taken
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
	// The server notices when its write fails; until then the link is
	// busy (404), after it open again. Only a broken test waits long.
	deadline := time.Now().Add(30 * time.Second)
	for {
		resp, err := http.Get(url)
		if err != nil {
			t.Fatal(err)
		}
		n, _ := io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode == 200 {
			if n != int64(len(data)) {
				t.Fatalf("the retry got %d bytes of %d", n, len(data))
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the link did not open again after the dropped download")
		}
		time.Sleep(20 * time.Millisecond)
	}
	<-taken
}
