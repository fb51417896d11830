package share

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"sync"
	"time"

	"tableside/tracker"
)

// Table is what guests see: the game at a glance and the last action.
type Table struct {
	Campaign string         `json:"campaign"`
	Game     string         `json:"game"`
	Last     string         `json:"last,omitempty"`
	Glance   tracker.Glance `json:"glance"`
	// Seats are the boards a guest may be given and their counters, for
	// a game with guest changes (tracker.GuestWriter): a guest's page
	// draws + and − from the one it holds.
	Seats []tracker.GuestSeat `json:"seats,omitempty"`
}

// Options say where a Server listens and whom it tells; zero values mean
// the real thing.
type Options struct {
	// Addr is the address to listen on; the zero Addr takes the first of
	// LANAddresses.
	Addr netip.Addr
	// Port is the port; 0 takes a free one.
	Port int
	// OnGuests hears the number of guests connected each time it changes.
	// It is called from the server's goroutines, never two at once.
	OnGuests func(n int)
	// Now is the clock hand-overs expire by (tests fix it).
	Now func() time.Time
	// Write applies a guest's change (see Give) and returns the revision
	// it made, or why not in the guest's words (ErrOldRevision for a
	// change against an older table). It is called from the server's
	// goroutines; ctx ends when the guest leaves or the share stops. Nil:
	// guests only watch.
	Write func(ctx context.Context, w GuestWrite) (rev int64, err error)
}

// Server is one share: it listens from Start until Stop.
type Server struct {
	token    string
	base     string // http://ADDR:PORT
	page     page
	hs       *http.Server
	done     chan struct{}
	handlers sync.WaitGroup
	// streams are the event streams open: Stop lets them say goodbye.
	streams  sync.WaitGroup
	onGuests func(int)
	now      func() time.Time
	write    func(context.Context, GuestWrite) (int64, error)

	mu      sync.Mutex
	rev     int64
	body    []byte // the latest update as JSON; nil before the first
	event   []byte // the same as a server-sent event
	guests  map[chan struct{}]struct{}
	offers  map[string]*offer
	holders map[string]*holder // boards given to guests, by token
	stopped bool
	// guestsMu keeps OnGuests calls one at a time and in order.
	guestsMu sync.Mutex

	// strangers are the connections that have not yet shown a token, in
	// the order they came (see watch).
	connMu    sync.Mutex
	strangers map[net.Conn]uint64
	connSeq   uint64
}

// Limits on what a client without a token can hold: a phone on the table's
// Wi-Fi sends its request within a second of connecting, so a connection
// that has said nothing right for this long is no guest.
const (
	// headerWithin is how long a request's first line and headers may
	// take, readWithin the whole request with its body (a change is some
	// fifty bytes), idleWithin how long a connection waits for the next.
	headerWithin = 5 * time.Second
	readWithin   = 10 * time.Second
	idleWithin   = 30 * time.Second
	// maxStrangers is how many connections may be open at once without
	// having shown a token: more, and the oldest is closed. Each holds a
	// file, of which a phone's app may have a few hundred, so a flood of
	// connections that never send a whole request cannot use them all up
	// and lock the guests out; a guest's own connection shows its token
	// within milliseconds, long before 64 others come after it.
	maxStrangers = 64
)

// Start listens on o.Addr (or the LAN address a phone on the same Wi-Fi
// most likely reaches) at a free port and serves until Stop.
func Start(o Options) (*Server, error) {
	addr := o.Addr
	if !addr.IsValid() {
		all, err := LANAddresses()
		if err != nil {
			return nil, err
		}
		if len(all) == 0 {
			return nil, errors.New("this device has no network address another phone could reach: join the same Wi-Fi as the other players")
		}
		addr = all[0].IP
	}
	ln, err := net.Listen("tcp", netip.AddrPortFrom(addr, uint16(o.Port)).String())
	if err != nil {
		return nil, fmt.Errorf("cannot share on %s: %w", addr, err)
	}
	s := &Server{
		token:    newToken(),
		base:     "http://" + ln.Addr().String(),
		page:     newPage(),
		done:     make(chan struct{}),
		onGuests: o.OnGuests,
		now:      o.Now,
		write:    o.Write,
		guests:   map[chan struct{}]struct{}{},
		offers:   map[string]*offer{},
		holders:  map[string]*holder{},

		strangers: map[net.Conn]uint64{},
	}
	if s.now == nil {
		s.now = time.Now
	}
	s.hs = &http.Server{
		Handler:           s,
		ReadHeaderTimeout: headerWithin,
		// For reading a request; Go lifts it once the body is read.
		ReadTimeout:    readWithin,
		IdleTimeout:    idleWithin,
		MaxHeaderBytes: 8 << 10,
		// No WriteTimeout: an event stream stays open as long as the guest;
		// each write sets a deadline of its own instead.
		ConnState:   s.watch,
		ConnContext: func(ctx context.Context, c net.Conn) context.Context { return context.WithValue(ctx, connKey{}, c) },
	}
	go s.hs.Serve(ln)
	return s, nil
}

// URL is the address of the live page: scan it, or type it.
func (s *Server) URL() string { return s.base + "/t/" + s.token }

// Guests is how many guests' pages are connected now.
func (s *Server) Guests() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.guests)
}

// Publish sends the table at revision rev to every guest. A revision not
// higher than one already published is dropped, so a late call can never
// take guests back.
func (s *Server) Publish(rev int64, t Table) error {
	body, err := json.Marshal(struct {
		Rev   int64 `json:"rev"`
		Table Table `json:"table"`
	}{rev, t})
	if err != nil {
		return err
	}
	ev := fmt.Appendf(nil, "id: %d\ndata: %s\n\n", rev, body)
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.event != nil && rev <= s.rev {
		return nil
	}
	s.rev, s.body, s.event = rev, body, ev
	for wake := range s.guests {
		// A guest still writing the last update takes this one when done:
		// one slow phone never holds up the others.
		select {
		case wake <- struct{}{}:
		default:
		}
	}
	return nil
}

// latest is the newest update's revision, its event and its JSON.
func (s *Server) latest() (rev int64, event, body []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.rev, s.event, s.body
}

// Stop closes the port and every guest's connection, and returns once no
// request is being served. It may be called more than once.
func (s *Server) Stop() error {
	s.mu.Lock()
	if s.stopped {
		s.mu.Unlock()
		return nil
	}
	s.stopped = true
	close(s.done)
	s.mu.Unlock()
	// Each guest's page is told the share stopped (serveEvents), so it
	// says so rather than try to reconnect for ever; a phone too slow to
	// hear it within goodbyeWithin is cut off like the others.
	said := make(chan struct{})
	go func() {
		s.streams.Wait()
		close(said)
	}()
	select {
	case <-said:
	case <-time.After(goodbyeWithin):
	}
	err := s.hs.Close()
	s.handlers.Wait()
	return err
}

// join adds a guest and returns the channel that wakes it.
func (s *Server) join() (chan struct{}, bool) {
	wake := make(chan struct{}, 1)
	s.mu.Lock()
	if s.stopped {
		s.mu.Unlock()
		return nil, false
	}
	s.guests[wake] = struct{}{}
	s.streams.Add(1)
	s.mu.Unlock()
	s.tellGuests()
	return wake, true
}

func (s *Server) leave(wake chan struct{}) {
	s.mu.Lock()
	delete(s.guests, wake)
	s.mu.Unlock()
	s.streams.Done()
	s.tellGuests()
}

func (s *Server) tellGuests() {
	if s.onGuests == nil {
		return
	}
	s.guestsMu.Lock()
	defer s.guestsMu.Unlock()
	s.onGuests(s.Guests())
}

// connKey is where a request's context holds its connection.
type connKey struct{}

// watch keeps the list of strangers: a new connection is one until it
// shows a token (trust), and past maxStrangers the oldest is closed.
func (s *Server) watch(c net.Conn, st http.ConnState) {
	s.connMu.Lock()
	defer s.connMu.Unlock()
	switch st {
	case http.StateNew:
		s.connSeq++
		s.strangers[c] = s.connSeq
		if len(s.strangers) <= maxStrangers {
			return
		}
		var oldest net.Conn
		for o, n := range s.strangers {
			if oldest == nil || n < s.strangers[oldest] {
				oldest = o
			}
		}
		delete(s.strangers, oldest)
		oldest.Close()
	case http.StateClosed, http.StateHijacked:
		delete(s.strangers, c)
	}
}

// trust takes r's connection off the list of strangers: it showed a token.
func (s *Server) trust(r *http.Request) {
	c, _ := r.Context().Value(connKey{}).(net.Conn)
	s.connMu.Lock()
	delete(s.strangers, c)
	s.connMu.Unlock()
}

// strangerCount is how many connections have shown no token yet.
func (s *Server) strangerCount() int {
	s.connMu.Lock()
	defer s.connMu.Unlock()
	return len(s.strangers)
}

// parseRev reads a revision a guest sends back (Last-Event-ID); none is
// -1, below every revision.
func parseRev(v string) (int64, error) {
	if v == "" {
		return -1, nil
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n < 0 {
		return 0, errors.New("bad revision")
	}
	return n, nil
}
