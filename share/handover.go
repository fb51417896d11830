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
	// sending: a download is under way; a second GET meanwhile gets 404.
	sending bool
}

// Offer serves data at a URL of its own, with a token of its own, once,
// within HandOverFor: the first download that gets the whole file uses it
// up, and after that, and after it expired, the URL gets 404. A download
// that broke off (the other phone left the Wi-Fi) does not count: the link
// works again until it expires. name is the file's name for the download;
// kind its MIME type. taken is closed once the file has been sent whole.
func (s *Server) Offer(name, kind string, data []byte) (url string, taken <-chan struct{}) {
	o := &offer{name: name, kind: kind, data: data, expires: s.now().Add(HandOverFor), taken: make(chan struct{})}
	tok := newToken()
	s.mu.Lock()
	s.offers[tok] = o
	s.mu.Unlock()
	return s.base + "/h/" + tok, o.taken
}

// take returns the offer named by tok, and its key, if it is there, has
// not expired and is not being downloaded now, and marks it as being
// downloaded. Tokens are compared in constant time.
func (s *Server) take(tok string) (string, *offer) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for k, o := range s.offers {
		if !sameToken(tok, k) {
			continue
		}
		if s.now().After(o.expires) {
			delete(s.offers, k)
			return "", nil
		}
		if o.sending {
			return "", nil
		}
		o.sending = true
		return k, o
	}
	return "", nil
}

// settle ends a download of offer o (key k): used up if it was sent whole,
// else open again for a retry.
func (s *Server) settle(k string, o *offer, whole bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	o.sending = false
	if whole {
		delete(s.offers, k)
		close(o.taken)
	}
}

func (s *Server) serveOffer(w http.ResponseWriter, r *http.Request, tok string) {
	if r.Method != http.MethodGet {
		// A HEAD (a link preview) must not use up the one download.
		notFound(w)
		return
	}
	k, o := s.take(tok)
	if o == nil {
		notFound(w)
		return
	}
	h := w.Header()
	h.Set("Content-Type", o.kind)
	h.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": o.name}))
	h.Set("Content-Length", strconv.Itoa(len(o.data)))
	_, err := w.Write(o.data)
	if err == nil {
		// Out of the server's buffers too, so "sent" is not said of a file
		// still waiting in them.
		err = http.NewResponseController(w).Flush()
	}
	s.settle(k, o, err == nil)
}
