package share

import (
	"net/http"
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
