package share

import (
	"net/http"
	"strings"
	"time"
)

// ServeHTTP routes by hand rather than through http.ServeMux, whose
// redirects and path cleaning would answer requests without the token:
// here a request that names no right token gets 404 and an empty body.
//
//	/t/TOKEN          the live page
//	/t/TOKEN/events   its server-sent events
//	/t/TOKEN/table    the latest update as JSON
//	/g/SEAT[/...]     the same for a guest given a board, and
//	/g/SEAT/seat      which board it is
//	/g/SEAT/write     a change of its counters (POST)
//	/h/OFFER          a hand-over file, once
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	// Counted under the lock Stop takes, so Stop's wait never races a
	// request that arrives as it closes.
	s.mu.Lock()
	if s.stopped {
		s.mu.Unlock()
		notFound(w)
		return
	}
	s.handlers.Add(1)
	s.mu.Unlock()
	defer s.handlers.Done()
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	parts := strings.Split(strings.TrimPrefix(r.URL.Path, "/"), "/")
	var seat *holder
	switch {
	case len(parts) == 2 && parts[0] == "h":
		s.serveOffer(w, r, parts[1])
		return
	case len(parts) < 2 || len(parts) > 3:
		notFound(w)
		return
	case parts[0] == "t" && sameToken(parts[1], s.token):
	case parts[0] == "g":
		if seat = s.holderOf(parts[1]); seat == nil {
			notFound(w)
			return
		}
	default:
		notFound(w)
		return
	}
	s.trust(r)
	if _, ev, _ := s.latest(); ev == nil {
		// Nothing shared yet: as if there were nothing here.
		notFound(w)
		return
	}
	what := ""
	if len(parts) == 3 {
		what = parts[2]
	}
	if what == "write" && seat != nil {
		if r.Method != http.MethodPost {
			h.Set("Allow", "POST")
			http.Error(w, "Only POST here.", http.StatusMethodNotAllowed)
			return
		}
		s.serveWrite(w, r, seat)
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		h.Set("Allow", "GET, HEAD")
		http.Error(w, "Only GET here.", http.StatusMethodNotAllowed)
		return
	}
	switch {
	case what == "":
		s.page.serve(w)
	case what == "events":
		if r.Method != http.MethodGet {
			// A stream has no head: HEAD would hold the line open for nothing.
			h.Set("Allow", "GET")
			http.Error(w, "Only GET here.", http.StatusMethodNotAllowed)
			return
		}
		s.serveEvents(w, r, seat)
	case what == "table":
		s.serveTable(w)
	case what == "seat" && seat != nil:
		s.serveSeat(w, seat)
	default:
		notFound(w)
	}
}

// notFound answers 404 with no body: no hint of what is here. It closes
// the connection at once rather than read on: a body announced and never
// sent would otherwise hold it (Go reads what is left of a request's body
// before it answers, or after, to keep the connection for the next).
func notFound(w http.ResponseWriter) {
	http.NewResponseController(w).SetReadDeadline(time.Now())
	w.Header().Set("Connection", "close")
	w.Header().Set("Content-Length", "0")
	w.WriteHeader(http.StatusNotFound)
}
