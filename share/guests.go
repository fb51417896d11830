package share

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"regexp"
	"slices"
)

// Guest changes (optional per share, off until the host gives a board):
// the host gives one guest one board (a Hero), at a link of its own,
// /g/SEAT, another 144-bit token. That link shows the same live page with
// + and − for that board's counters; each tap is a POST to /g/SEAT/write,
// which the host turns into the same store command a tap on its own
// screen sends.

// ErrOldRevision is the host's answer to a change made against an older
// table than it holds now: refused, never merged.
var ErrOldRevision = errors.New("the table changed before your tap reached it, so nothing was changed: check the numbers and tap again")

// MaxWriteBody is the most bytes a guest's change may have: a change is
// some fifty.
const MaxWriteBody = 512

// GuestWrite is one guest's step of one counter, as the host hears it.
type GuestWrite struct {
	// Guest is the name the host gave the guest; Seat the board given.
	Guest string
	Seat  int
	// Counter is the counter's ID (tracker.GuestCounter), Step +1 or -1.
	Counter string
	Step    int
	// Rev is the revision the guest's page showed when tapped.
	Rev int64

	holder *holder
}

// Holder is a board given to a guest, as the host's list shows it.
type Holder struct {
	Guest string
	Seat  int
	Board string // the board's name when given ("Rowan")
	URL   string // the guest's own link
}

// holder is a given board behind its token.
type holder struct {
	Holder
	token string
	gone  chan struct{} // closed when the board is taken back
}

// drop takes the board at token tok back; s.mu is held.
func (s *Server) drop(tok string) {
	close(s.holders[tok].gone)
	delete(s.holders, tok)
}

// Give gives board seat (named board) to guest, at a link of its own that
// the guest opens to change that board's counters; a board given before
// is taken back from whoever held it. Without Options.Write there is no
// one to apply a change and Give returns "".
func (s *Server) Give(guest string, seat int, board string) string {
	if s.write == nil {
		return ""
	}
	h := &holder{token: newToken(), gone: make(chan struct{})}
	h.Holder = Holder{Guest: guest, Seat: seat, Board: board, URL: s.base + "/g/" + h.token}
	s.mu.Lock()
	defer s.mu.Unlock()
	for tok, old := range s.holders {
		if old.Seat == seat {
			s.drop(tok)
		}
	}
	s.holders[h.token] = h
	return h.URL
}

// TakeBack takes board seat back from its guest: the guest's link gets 404
// from now on, and a change of theirs on its way is refused.
func (s *Server) TakeBack(seat int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for tok, h := range s.holders {
		if h.Seat == seat {
			s.drop(tok)
		}
	}
}

// Holders are the boards given now.
func (s *Server) Holders() []Holder {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Holder, 0, len(s.holders))
	for _, h := range s.holders {
		out = append(out, h.Holder)
	}
	return out
}

// Holds reports whether w's guest still holds the board it changed: the
// host asks just before it commits, on the goroutine that takes boards
// back, so a board taken back meanwhile refuses the change.
func (s *Server) Holds(w GuestWrite) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return w.holder != nil && s.holders[w.holder.token] == w.holder
}

// holderOf is the board given at token tok, or nil. Tokens are compared
// in constant time.
func (s *Server) holderOf(tok string) *holder {
	s.mu.Lock()
	defer s.mu.Unlock()
	for k, h := range s.holders {
		if sameToken(tok, k) {
			return h
		}
	}
	return nil
}

// writeFields are the fields of a guest's change, exactly as the page
// writes them: encoding/json alone would take "STEP" for "step" and the
// last of two "step"s, so a body the page never sends would pass.
var writeFields = [...]string{"rev", "seat", "counter", "step"}

// counterID is what a counter's ID may be: a few lower-case letters.
var counterID = regexp.MustCompile(`^[a-z][a-z-]{0,23}$`)

// parseWrite reads a guest's change: one JSON object with exactly rev,
// seat, counter and step, each once and spelled so, of at most
// MaxWriteBody bytes, step +1 or -1. Anything else is an error in words
// and no change.
func parseWrite(r io.Reader) (GuestWrite, error) {
	body, err := io.ReadAll(io.LimitReader(r, MaxWriteBody+1))
	var tooBig *http.MaxBytesError
	switch {
	case len(body) > MaxWriteBody || errors.As(err, &tooBig):
		return GuestWrite{}, errTooLarge
	case err != nil:
		return GuestWrite{}, errors.New("the change did not arrive whole")
	}
	notOurs := errors.New("the change is not one the page sends")
	dec := json.NewDecoder(bytes.NewReader(body))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return GuestWrite{}, notOurs
	}
	var raw [len(writeFields)]json.RawMessage
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return GuestWrite{}, notOurs
		}
		i := slices.Index(writeFields[:], fmt.Sprint(t))
		if _, isKey := t.(string); !isKey || i < 0 {
			return GuestWrite{}, notOurs
		}
		if raw[i] != nil {
			return GuestWrite{}, fmt.Errorf("the change names %s twice", writeFields[i])
		}
		if err := dec.Decode(&raw[i]); err != nil {
			return GuestWrite{}, notOurs
		}
	}
	if t, err := dec.Token(); err != nil || t != json.Delim('}') {
		return GuestWrite{}, notOurs
	}
	if _, err := dec.Token(); err != io.EOF {
		return GuestWrite{}, errors.New("the change has more than one change in it")
	}
	var (
		rev     int64
		seat    int
		counter string
		step    int
	)
	for i, v := range []any{&rev, &seat, &counter, &step} {
		// null would leave the value as it was: it is as absent.
		if raw[i] == nil || string(raw[i]) == "null" {
			return GuestWrite{}, errors.New("the change lacks rev, seat, counter or step")
		}
		if json.Unmarshal(raw[i], v) != nil {
			return GuestWrite{}, notOurs
		}
	}
	switch {
	case rev < 0 || seat < 0:
		return GuestWrite{}, errors.New("the change names a revision or board below zero")
	case !counterID.MatchString(counter):
		return GuestWrite{}, errors.New("the change names no counter")
	case step != 1 && step != -1:
		return GuestWrite{}, errors.New("a change is one step up or down")
	}
	return GuestWrite{Rev: rev, Seat: seat, Counter: counter, Step: step}, nil
}

var errTooLarge = fmt.Errorf("a change is at most %d bytes", MaxWriteBody)

// answer is what a guest's page hears back from a change.
type answer struct {
	Rev   int64  `json:"rev,omitempty"`
	Error string `json:"error,omitempty"`
}

func reply(w http.ResponseWriter, code int, a answer) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(a)
}

// serveWrite checks a guest's change (the board given to this link, the
// revision the guest saw, the body's size and shape) and hands it to the
// host, which commits it or says why not.
func (s *Server) serveWrite(w http.ResponseWriter, r *http.Request, h *holder) {
	if !s.sameOrigin(r) {
		reply(w, http.StatusForbidden, answer{Error: "Nothing was changed: a change comes only from this table's own page."})
		return
	}
	if kind, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || kind != "application/json" {
		reply(w, http.StatusUnsupportedMediaType, answer{Error: "Nothing was changed: the change is not one the page sends."})
		return
	}
	gw, err := parseWrite(http.MaxBytesReader(w, r.Body, MaxWriteBody))
	switch {
	case errors.Is(err, errTooLarge):
		reply(w, http.StatusRequestEntityTooLarge, answer{Error: "Nothing was changed: " + err.Error() + "."})
		return
	case err != nil:
		reply(w, http.StatusBadRequest, answer{Error: "Nothing was changed: " + err.Error() + "."})
		return
	}
	if gw.Seat != h.Seat {
		reply(w, http.StatusForbidden, answer{Error: fmt.Sprintf("This phone plays %s; it cannot change another board. Nothing was changed.", h.Board)})
		return
	}
	if rev, _, _ := s.latest(); gw.Rev != rev {
		reply(w, http.StatusConflict, answer{Error: capital(ErrOldRevision.Error()) + "."})
		return
	}
	gw.Guest, gw.holder = h.Guest, h
	// Stop waits for this handler; the host may be busy with that Stop, so
	// the wait for its answer ends with the share.
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	go func() {
		select {
		case <-s.done:
			cancel()
		case <-ctx.Done():
		}
	}()
	rev, err := s.write(ctx, gw)
	switch {
	case errors.Is(err, ErrOldRevision):
		reply(w, http.StatusConflict, answer{Error: capital(ErrOldRevision.Error()) + "."})
	case err != nil:
		reply(w, http.StatusUnprocessableEntity, answer{Error: err.Error()})
	default:
		reply(w, http.StatusOK, answer{Rev: rev})
	}
}

// sameOrigin reports whether r comes from this share's own page, as a
// browser tells: a page elsewhere may post to any address, but its
// browser names it in Origin (every browser does on a POST) and in
// Sec-Fetch-Site. Only application/json is taken too, which no other
// origin's page may send here without a preflight this server never
// allows. A client that is no browser sends neither and has to know the
// token anyway.
func (s *Server) sameOrigin(r *http.Request) bool {
	if o, ok := r.Header["Origin"]; ok && (len(o) != 1 || o[0] != s.base) {
		return false
	}
	site := r.Header.Get("Sec-Fetch-Site")
	return site == "" || site == "same-origin"
}

// serveSeat tells a guest's page which board it holds.
func (s *Server) serveSeat(w http.ResponseWriter, h *holder) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(struct {
		Guest string `json:"guest"`
		Seat  int    `json:"seat"`
		Board string `json:"board"`
	}{h.Guest, h.Seat, h.Board})
}

// capital is text with its first letter upper-case (ASCII: our own words).
func capital(text string) string {
	if text == "" || text[0] < 'a' || text[0] > 'z' {
		return text
	}
	return string(text[0]-'a'+'A') + text[1:]
}
