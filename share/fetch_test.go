package share

import (
	"context"
	"io"
	"strings"
	"testing"
)

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
