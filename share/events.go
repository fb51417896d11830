package share

import (
	"net/http"
	"time"
)

// heartbeat is how often an idle event stream sends a comment: a guest
// whose phone left the Wi-Fi is noticed (the write fails) and counted out.
const heartbeat = 15 * time.Second

// stoppedEvent tells a guest's page that the host stopped sharing: the
// page says so and stops trying to reconnect, where a network's blip ends
// the stream without it.
const stoppedEvent = "event: stopped\ndata: {}\n\n"

// goodbyeWithin is how long Stop waits for the guests' pages to hear it.
const goodbyeWithin = time.Second

// writeWithin is how long one write to a guest may wait on a phone that
// reads nothing before its connection is given up.
const writeWithin = 2 * heartbeat

// serveEvents streams every update to one guest, the newest first. A guest
// that reconnects sends the last revision it saw (Last-Event-ID, which
// browsers send by themselves) and gets the newest at once if it is newer.
//
// A stream of a given board's link (seat, else nil) ends when the board is
// taken back: the page then finds its link answers 404 and says so.
func (s *Server) serveEvents(w http.ResponseWriter, r *http.Request, seat *holder) {
	seen, err := parseRev(r.Header.Get("Last-Event-ID"))
	if err != nil {
		http.Error(w, "Last-Event-ID must be a revision number.", http.StatusBadRequest)
		return
	}
	if _, ok := w.(http.Flusher); !ok {
		http.Error(w, "No streaming here.", http.StatusInternalServerError)
		return
	}
	// The read timeout ends with the request's reading (Go lifts it for
	// the wait on the guest's leaving); each write has a deadline of its
	// own, writeWithin, so a phone that reads nothing is let go.
	rc := http.NewResponseController(w)
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
	send := func(b []byte) error {
		// A phone that stops reading (asleep, out of range) fills the
		// socket's buffer; the deadline frees its connection then.
		rc.SetWriteDeadline(time.Now().Add(writeWithin))
		if _, err := w.Write(b); err != nil {
			return err
		}
		return rc.Flush()
	}
	if send([]byte("retry: 1000\n\n")) != nil {
		return
	}
	var takenBack <-chan struct{} // nil, which never comes, for the table's own link
	if seat != nil {
		takenBack = seat.gone
	}
	sent := seen
	tick := time.NewTicker(heartbeat)
	defer tick.Stop()
	for {
		if rev, ev, _ := s.latest(); rev > sent {
			if send(ev) != nil {
				return
			}
			sent = rev
		}
		select {
		case <-wake:
		case <-tick.C:
			if send([]byte(": still here\n\n")) != nil {
				return
			}
		case <-r.Context().Done():
			return
		case <-takenBack:
			return
		case <-s.done:
			// Said at once or not at all: Stop waits only goodbyeWithin.
			rc.SetWriteDeadline(time.Now().Add(goodbyeWithin))
			if _, err := w.Write([]byte(stoppedEvent)); err == nil {
				rc.Flush()
			}
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
