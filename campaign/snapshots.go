package campaign

import (
	"bytes"
	"compress/flate"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"tableside/tracker"
)

// snapshotEvery is K: the log keeps a whole state (a snapshot) after every
// action whose seq is a multiple of K, and only the command elsewhere. The
// state at any cursor is the nearest snapshot at or before it, or the
// session's start, with at most K-1 commands replayed through the game's
// rules, so opening a session, undo and redo cost at most K-1 replays
// however long the log grows.
//
// 8, from BenchmarkSnapshotEvery on the demo's Labyrinth evening, whose
// commands replay in about 0.3 ms each and whose 4.4 KB state packs into
// 1.2 KB. Growth per action and the median time to rebuild a state:
// K=4 430 B, 0.5 ms; K=8 300 B, 1 ms; K=16 240 B, 1.5-2 ms; K=32 180 B,
// 3 ms. Past 8 the bytes saved are few and the replay doubles; at 8 a
// phone four times slower than that machine still rebuilds the worst case
// (7 replays) within a frame, and a state could triple in size before the
// log reached the 1 KB an action the issue allows. (Unpacked, the same K
// would cost 655 B an action.)
const snapshotEvery = 8

// every is the store's K: snapshotEvery unless a test chose another.
func (s *Store) every() int {
	if s.snapEvery > 0 {
		return s.snapEvery
	}
	return snapshotEvery
}

// Snapshot states are packed: a zero byte, which no JSON document starts
// with, then the state compressed with DEFLATE. A snapshot that does not
// start with it is the state as is (the ones migration 003 copied).
const packedTag = 0x00

var flateWriters = sync.Pool{New: func() any {
	w, _ := flate.NewWriter(nil, flate.BestSpeed) // a valid level: no error
	return w
}}

var flateReaders sync.Pool

// packState is a snapshot of state as stored.
func packState(state []byte) []byte {
	var b bytes.Buffer
	b.Grow(len(state)/3 + 16)
	b.WriteByte(packedTag)
	w := flateWriters.Get().(*flate.Writer)
	w.Reset(&b)
	// A bytes.Buffer takes every write, so neither call can fail.
	w.Write(state)
	w.Close()
	flateWriters.Put(w)
	return b.Bytes()
}

// unpackState is the state a stored snapshot holds.
func unpackState(b []byte) ([]byte, error) {
	if len(b) == 0 || b[0] != packedTag {
		return b, nil
	}
	src := bytes.NewReader(b[1:])
	r, ok := flateReaders.Get().(io.ReadCloser)
	if ok {
		if err := r.(flate.Resetter).Reset(src, nil); err != nil {
			return nil, err
		}
	} else {
		r = flate.NewReader(src)
	}
	out, err := io.ReadAll(r)
	if err == nil {
		flateReaders.Put(r)
	}
	return out, err
}

// The queries that rebuild a state; TestStateReadsAreBounded checks each
// reaches its rows through the key.
const (
	snapshotQuery = `SELECT seq, state FROM snapshots WHERE session_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1`
	replayQuery   = `SELECT seq, kind, args FROM log WHERE session_id = ? AND seq > ? AND seq <= ? ORDER BY seq`
	startQuery    = `SELECT state FROM session_starts WHERE session_id = ?`
)

// stateAt rebuilds the state of session ss at cursor: from the nearest
// state it can start from, which is one of known (states the store holds
// for this revision of the session) when one lies less than K before the
// cursor, else the nearest snapshot at or before it, or the session's
// start; then every command after it applied through the game's rules, so
// at most K-1 of them. The rules are pure: this is the state the table saw.
// It returns the states it passed on the way too, for the store to keep.
func (s *Store) stateAt(q querier, ss Session, cursor int, known map[int][]byte) (state []byte, passed map[int][]byte, err error) {
	if st, ok := known[cursor]; ok {
		return st, nil, nil
	}
	from := -1
	for c, st := range known {
		if c < cursor && c > from {
			from, state = c, st
		}
	}
	// A session where today's rules skipped a step looks for a snapshot
	// even from a state it holds: past a skipped step, the states it
	// holds differ from the snapshots, and the snapshots stand as
	// written, whichever way the cursor came.
	if from < 0 || cursor-from >= s.every() || s.hasSkips(ss.ID) {
		snap, st, err := s.snapshotAt(q, ss.ID, cursor)
		if err != nil {
			return nil, nil, err
		}
		if snap > from {
			from, state = snap, st
		}
	}
	if from == cursor {
		return state, nil, nil
	}
	g, ok := s.games[ss.Game]
	if !ok {
		return nil, nil, unknownGame(ss.Game)
	}
	rows, err := q.Query(replayQuery, ss.ID, from, cursor)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	passed = make(map[int][]byte, cursor-from)
	next := from + 1
	for rows.Next() {
		var seq int
		var cmd tracker.Command
		var args sql.NullString
		if err := rows.Scan(&seq, &cmd.Kind, &args); err != nil {
			return nil, nil, err
		}
		if seq != next {
			return nil, nil, damaged(next)
		}
		if args.Valid {
			cmd.Args = json.RawMessage(args.String)
		}
		if seq > from+1 {
			passed[seq-1] = state
		}
		if cmd.Kind == "" || args.Valid && !json.Valid(cmd.Args) {
			return nil, nil, damaged(seq)
		}
		after, _, err := (safeGame{g}).Apply(state, cmd)
		if err != nil {
			// Today's rules refuse a step an older version took (a rules
			// fix): it is skipped, and the state stays as it was before
			// it, up to the next snapshot, which stands as written. So an
			// update never strands an evening: it opens at its cursor, and
			// undo and redo go across the step, which History shows for
			// what it is (Store.skips).
			s.noteSkip(ss.ID, seq, err)
			after = state
		}
		state = after
		next++
	}
	if err := rows.Err(); err != nil {
		return nil, nil, err
	}
	if next != cursor+1 {
		return nil, nil, damaged(next)
	}
	return state, passed, nil
}

// noteSkip remembers that today's rules refused action seq of session id
// on replay, and why, for History.
func (s *Store) noteSkip(id int64, seq int, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.skips == nil {
		s.skips = map[int64]map[int]string{}
	}
	if s.skips[id] == nil {
		s.skips[id] = map[int]string{}
	}
	s.skips[id][seq] = plainWords(err)
}

// hasSkips reports whether today's rules skipped a step of session id.
func (s *Store) hasSkips(id int64) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.skips[id]) > 0
}

// dropSkips forgets the skipped actions of session id from seq on: a Do
// replaced them.
func (s *Store) dropSkips(id int64, seq int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for k := range s.skips[id] {
		if k >= seq {
			delete(s.skips[id], k)
		}
	}
}

// markSkips words, in History, the entries of session id that today's
// rules refused on replay: the step is shown, and said to have been
// skipped, with the rules' reason.
func (s *Store) markSkips(id int64, entries []tracker.Entry) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, e := range entries {
		if why, ok := s.skips[id][e.Seq]; ok {
			entries[i].Words = skippedWords(e.Words, why)
		}
	}
}

// skippedWords is a History line for a step today's rules refuse.
func skippedWords(words, why string) string {
	why = strings.TrimSuffix(strings.TrimSpace(why), ".")
	if r, n := utf8.DecodeRuneInString(why); n > 0 {
		why = string(unicode.ToUpper(r)) + why[n:]
	}
	return fmt.Sprintf("%s (skipped: this version's rules refuse it. %s)", words, why)
}

// snapshotAt is the nearest state kept at or before cursor: a snapshot,
// or the session's start (at 0).
func (s *Store) snapshotAt(q querier, sessionID int64, cursor int) (int, []byte, error) {
	if cursor > 0 {
		var seq int
		var packed []byte
		err := q.QueryRow(snapshotQuery, sessionID, cursor).Scan(&seq, &packed)
		if err == nil {
			state, err := unpackState(packed)
			if err != nil {
				return 0, nil, damaged(seq)
			}
			return seq, state, nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return 0, nil, err
		}
	}
	var state []byte
	err := q.QueryRow(startQuery, sessionID).Scan(&state)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && state == nil) {
		return 0, nil, damaged(0)
	}
	return 0, state, err
}

// keepState writes the snapshot of state after action seq, if seq is one
// the store keeps (a multiple of K). It runs in the transaction that writes
// the action, so the log never lacks what it needs to rebuild a state.
func (s *Store) keepState(tx *sql.Tx, sessionID int64, seq int, state []byte) error {
	if seq%s.every() != 0 {
		return nil
	}
	_, err := tx.Exec(`INSERT INTO snapshots (session_id, seq, state) VALUES (?, ?, ?)`, sessionID, seq, packState(state))
	return err
}
