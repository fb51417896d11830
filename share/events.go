package share

import (
	"net/http"
	"time"
)

// heartbeat is how often an idle event stream sends a comment: a guest
// whose phone left the Wi-Fi is noticed (the write fails) and counted out.
const heartbeat = 15 * time.Second

// serveEvents streams every update to one guest, the newest first. A guest
// that reconnects sends the last revision it saw (Last-Event-ID, which
// browsers send by themselves) and gets the newest at once if it is newer.
func (s *Server) serveEvents(w http.ResponseWriter, r *http.Request) {
	seen, err := parseRev(r.Header.Get("Last-Event-ID"))
	if err != nil {
		http.Error(w, "Last-Event-ID must be a revision number.", http.StatusBadRequest)
		return
	}
	flusher, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "No streaming here.", http.StatusInternalServerError)
		return
	}
	wake, ok := s.join()
	if !ok {
		notFound(w)
		return
	}
	defer s.leave(wake)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	// A second is long enough not to spin and short enough to catch up
	// before anyone looks down at the phone again.
	if _, err := w.Write([]byte("retry: 1000\n\n")); err != nil {
		return
	}
	sent := seen
	tick := time.NewTicker(heartbeat)
	defer tick.Stop()
	for {
		if rev, ev, _ := s.latest(); rev > sent {
			if _, err := w.Write(ev); err != nil {
				return
			}
			sent = rev
		}
		flusher.Flush()
		select {
		case <-wake:
		case <-tick.C:
			if _, err := w.Write([]byte(": still here\n\n")); err != nil {
				return
			}
		case <-r.Context().Done():
			return
		case <-s.done:
			return
		}
	}
}

// serveTable is the latest update as JSON, for a look without a stream.
func (s *Server) serveTable(w http.ResponseWriter) {
	_, _, body := s.latest()
	w.Header().Set("Content-Type", "application/json")
	w.Write(body)
}
