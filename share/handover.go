package share

import (
	"bytes"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"html"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// HandOverFor is how long a hand-over link works.
const HandOverFor = 10 * time.Minute

// A hand-over counts only once the other phone says it has the whole file:
// that the file left this one says nothing (it may wait in a socket's
// buffer, on a phone that reads nothing). So the receiving side, the app's
// Fetch or the page a browser gets at the link, sends the file's SHA-256
// back in a POST to the same link, and only a digest that matches uses the
// link up. Until then the link works again, within HandOverFor.

// maxReceipt is the most bytes a receipt may have: it is some eighty.
const maxReceipt = 256

// chunkWithin is how long one piece of a hand-over file may wait on a
// phone that reads nothing before its download is given up and its
// connection freed.
const chunkWithin = 10 * time.Second

// chunk is how much of a hand-over file is written under one deadline.
const chunk = 64 << 10

// offer is one file served until the other phone confirms it.
type offer struct {
	name, kind string
	data       []byte
	sum        [sha256.Size]byte
	expires    time.Time
	taken      chan struct{} // closed once the other phone confirmed the file
}

// receipt is what the receiving side posts back: the file's SHA-256 in
// hexadecimal.
type receipt struct {
	SHA256 string `json:"sha256"`
}

// Offer serves data at a URL of its own, with a token of its own, within
// HandOverFor, until the other phone confirms that it has it whole (Fetch
// does, and so does the page a browser gets at the link); after that, and
// after it expired, the URL gets 404. A download that broke off, or one
// never confirmed, does not count: the link works again until it expires.
// name is the file's name for the download; kind its MIME type. taken is
// closed once the other phone has confirmed the file.
func (s *Server) Offer(name, kind string, data []byte) (url string, taken <-chan struct{}) {
	o := &offer{name: name, kind: kind, data: data, sum: sha256.Sum256(data), expires: s.now().Add(HandOverFor), taken: make(chan struct{})}
	tok := newToken()
	s.mu.Lock()
	s.offers[tok] = o
	s.mu.Unlock()
	return s.base + "/h/" + tok, o.taken
}

// offerOf returns the offer named by tok, and its key, if it is there and
// has not expired. Tokens are compared in constant time. Called with s.mu
// held.
func (s *Server) offerOf(tok string) (string, *offer) {
	for k, o := range s.offers {
		if !sameToken(tok, k) {
			continue
		}
		if s.now().After(o.expires) {
			delete(s.offers, k)
			return "", nil
		}
		return k, o
	}
	return "", nil
}

// received uses up the offer named by tok if sum is its file's digest, and
// reports whether the offer was there and whether the digest matched.
func (s *Server) received(tok string, sum []byte) (there, whole bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	k, o := s.offerOf(tok)
	if o == nil {
		return false, false
	}
	if subtle.ConstantTimeCompare(sum, o.sum[:]) != 1 {
		return true, false
	}
	delete(s.offers, k)
	close(o.taken)
	return true, true
}

func (s *Server) serveOffer(w http.ResponseWriter, r *http.Request, tok string) {
	switch r.Method {
	case http.MethodGet:
	case http.MethodPost:
		s.serveReceipt(w, r, tok)
		return
	default:
		// A HEAD (a link preview) learns nothing.
		notFound(w)
		return
	}
	if wantsPage(r) {
		s.serveOfferPage(w, tok)
		return
	}
	// Downloads are not one at a time: a phone that asked and reads
	// nothing must not hold the link from the one that reads.
	o := s.liveOffer(w, r, tok)
	if o == nil {
		return
	}
	h := w.Header()
	h.Set("Content-Type", o.kind)
	h.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": o.name}))
	h.Set("Content-Length", strconv.Itoa(len(o.data)))
	rc := http.NewResponseController(w)
	for rest := o.data; len(rest) > 0; {
		n := min(len(rest), chunk)
		rc.SetWriteDeadline(time.Now().Add(chunkWithin))
		if _, err := w.Write(rest[:n]); err != nil {
			return
		}
		rest = rest[n:]
	}
}

// liveOffer is the offer tok names, its asker trusted as a connection
// with a token; nil, with Not found answered, for a link used up or
// never made.
func (s *Server) liveOffer(w http.ResponseWriter, r *http.Request, tok string) *offer {
	s.mu.Lock()
	_, o := s.offerOf(tok)
	s.mu.Unlock()
	if o == nil {
		notFound(w)
		return nil
	}
	s.trust(r)
	return o
}

// serveReceipt hears the other phone say it has the file whole: the first
// receipt whose digest matches uses the link up.
func (s *Server) serveReceipt(w http.ResponseWriter, r *http.Request, tok string) {
	o := s.liveOffer(w, r, tok)
	if o == nil {
		return
	}
	if kind, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); !s.sameOrigin(r) || err != nil || kind != "application/json" {
		reply(w, http.StatusForbidden, answer{Error: "A receipt comes only from Tableside or the hand-over page."})
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxReceipt))
	if err != nil {
		reply(w, http.StatusBadRequest, answer{Error: "The receipt did not arrive whole."})
		return
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	var rc receipt
	sum, err := []byte(nil), dec.Decode(&rc)
	if err == nil {
		sum, err = hex.DecodeString(rc.SHA256)
	}
	if err != nil || len(sum) != sha256.Size {
		reply(w, http.StatusBadRequest, answer{Error: "The receipt is not one Tableside sends."})
		return
	}
	switch there, whole := s.received(tok, sum); {
	case !there:
		notFound(w)
	case !whole:
		reply(w, http.StatusConflict, answer{Error: "The file arrived damaged: download it again."})
	default:
		reply(w, http.StatusOK, answer{})
	}
}

// wantsPage reports whether r is a browser opening the link (a phone's
// camera app opens a QR code's link in one): it gets the hand-over page,
// which downloads the file, saves it and confirms it. The page's own
// download, and Fetch, ask for the file.
func wantsPage(r *http.Request) bool {
	return strings.Contains(r.Header.Get("Accept"), "text/html")
}

// serveOfferPage is the page a browser gets at a hand-over link: the file
// is downloaded by the page, so that the page can confirm it.
func (s *Server) serveOfferPage(w http.ResponseWriter, tok string) {
	s.mu.Lock()
	_, o := s.offerOf(tok)
	s.mu.Unlock()
	if o == nil {
		notFound(w)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Security-Policy", s.page.handOverCSP)
	w.Write(bytes.Replace(s.page.handOver, []byte("FILE-NAME"), []byte(html.EscapeString(o.name)), 1))
}
