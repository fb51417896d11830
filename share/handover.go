package share

import (
	"mime"
	"net/http"
	"strconv"
	"time"
)

// HandOverFor is how long a hand-over link works.
const HandOverFor = 10 * time.Minute

// offer is one file served once.
type offer struct {
	name, kind string
	data       []byte
	expires    time.Time
	taken      chan struct{} // closed once the file is written out
}

// Offer serves data at a URL of its own, with a token of its own, to the
// first GET within HandOverFor; after that, and after it expired, the URL
// gets 404. name is the file's name for the download; kind its MIME type.
// taken is closed once the file has been sent whole.
func (s *Server) Offer(name, kind string, data []byte) (url string, taken <-chan struct{}) {
	o := &offer{name: name, kind: kind, data: data, expires: s.now().Add(HandOverFor), taken: make(chan struct{})}
	tok := newToken()
	s.mu.Lock()
	s.offers[tok] = o
	s.mu.Unlock()
	return s.base + "/h/" + tok, o.taken
}

// take removes and returns the offer named by tok, if it is there and has
// not expired. Tokens are compared in constant time.
func (s *Server) take(tok string) *offer {
	s.mu.Lock()
	defer s.mu.Unlock()
	for k, o := range s.offers {
		if !sameToken(tok, k) {
			continue
		}
		delete(s.offers, k)
		if s.now().After(o.expires) {
			return nil
		}
		return o
	}
	return nil
}

func (s *Server) serveOffer(w http.ResponseWriter, r *http.Request, tok string) {
	if r.Method != http.MethodGet {
		// A HEAD (a link preview) must not use up the one download.
		notFound(w)
		return
	}
	o := s.take(tok)
	if o == nil {
		notFound(w)
		return
	}
	h := w.Header()
	h.Set("Content-Type", o.kind)
	h.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": o.name}))
	h.Set("Content-Length", strconv.Itoa(len(o.data)))
	if _, err := w.Write(o.data); err == nil {
		close(o.taken)
	}
}
