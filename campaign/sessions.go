package campaign

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
	"time"

	"tableside/tracker"
)

// Session is one evening's play: the state in effect and where the cursor
// stands in its log.
type Session struct {
	ID, CampaignID int64
	Game           string
	Started        time.Time
	Updated        time.Time // the last Do, Undo, Redo or UndoTo
	Cursor         int       // actions in effect; 0 is the starting state
	Len            int       // actions in the log; those past Cursor can be redone
	State          []byte    // the state at Cursor

	rev int64
	// value is State decoded, when the store had it at hand (Decoded).
	value any
}

// Decoded is State decoded, the caller's own copy, when the store had it
// at hand: after Do, for a game that is a tracker.Typed. Otherwise nil,
// and the caller decodes State. A screen draws from it without decoding
// what the store has just encoded.
func (s Session) Decoded() any { return s.value }

// Rev is the session's revision: every Do, Undo, Redo and UndoTo raises
// it by one, so a later state always has a higher Rev (Share table sends
// it with each update, and a guest keeps the highest it has seen).
func (s Session) Rev() int64 { return s.rev }

// CanUndo reports whether Undo has a step to take back.
func (s Session) CanUndo() bool { return s.Cursor > 0 }

// CanRedo reports whether Redo has an undone step to apply again.
func (s Session) CanRedo() bool { return s.Cursor < s.Len }

// sessionHead reads a session without its state. Len comes from the
// primary key's last entry, not a scan.
const sessionHead = `
SELECT s.id, s.campaign_id, coalesce(s.game, c.game), s.started, s.updated, s.cursor, s.rev,
       coalesce((SELECT max(seq) FROM log WHERE session_id = s.id), 0)
FROM sessions s JOIN campaigns c ON c.id = s.campaign_id`

func scanSession(row *sql.Row) (Session, error) {
	var ss Session
	var started, updated int64
	err := row.Scan(&ss.ID, &ss.CampaignID, &ss.Game, &started, &updated, &ss.Cursor, &ss.rev, &ss.Len)
	if errors.Is(err, sql.ErrNoRows) {
		return Session{}, notFound("session")
	}
	if err != nil {
		return Session{}, err
	}
	ss.Started, ss.Updated = fromNanos(started), fromNanos(updated)
	return ss, nil
}

// readState fills in the state at the session's cursor, from what this
// store holds of that revision where it can, and returns the states it
// rebuilt on the way.
func (s *Store) readState(q querier, ss *Session) (map[int][]byte, error) {
	state, passed, err := s.stateAt(q, *ss, ss.Cursor, s.knownStates(ss.ID, ss.rev))
	// A copy: what the store keeps must not change with the caller's slice.
	ss.State = bytes.Clone(state)
	return passed, err
}

func damaged(cursor int) error {
	return tell("Action %d of this session is missing from the database; it is damaged.", cursor)
}

// StartSession begins a session of a campaign from an initial state, which
// the game must accept (tracker.Game.CheckState).
func (s *Store) StartSession(campaignID int64, initial []byte) (Session, error) {
	s.wmu.Lock()
	defer s.wmu.Unlock()
	var out Session
	err := s.write(func(tx *sql.Tx) error {
		game, err := campaignGame(tx, campaignID)
		if err != nil {
			return err
		}
		g, ok := s.games[game]
		if !ok {
			return unknownGame(game)
		}
		if !json.Valid(initial) {
			return tell("The starting position is not valid: it is not a saved state.")
		}
		if err := g.CheckState(initial); err != nil {
			return tell("The starting position is not valid: %w", err)
		}
		out, err = s.newSession(tx, campaignID, bytes.Clone(initial), "")
		return err
	})
	if err != nil {
		return Session{}, err
	}
	s.saw(out, nil, out.rev, 0, nil)
	return out, nil
}

// Book is the campaign's companion session of game, a log of its own kept
// beside the evenings (a campaign book), made from initial the first time.
// Do, Undo, Redo and History work on it as on any session; LastSession,
// Latest and the campaign's game count leave it out.
func (s *Store) Book(campaignID int64, game string, initial func() ([]byte, error)) (Session, error) {
	var id int64
	err := s.db.QueryRow(`SELECT id FROM sessions WHERE campaign_id = ? AND game = ?`, campaignID, game).Scan(&id)
	if err == nil {
		return s.Session(id)
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return Session{}, dbErr(err)
	}
	g, ok := s.games[game]
	if !ok {
		return Session{}, unknownGame(game)
	}
	state, err := initial()
	if err != nil {
		return Session{}, err
	}
	if err := g.CheckState(state); err != nil {
		return Session{}, tell("The book's first page is not valid: %w", err)
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	var out Session
	var passed map[int][]byte
	err = s.write(func(tx *sql.Tx) error {
		campGame, err := campaignGame(tx, campaignID)
		if err != nil {
			return err
		}
		if campGame == game {
			return tell("A campaign's book must be another game than its evenings.")
		}
		// Another writer may have made it since the read above.
		if err := tx.QueryRow(`SELECT id FROM sessions WHERE campaign_id = ? AND game = ?`, campaignID, game).Scan(&id); err == nil {
			if out, err = scanSession(tx.QueryRow(sessionHead+` WHERE s.id = ?`, id)); err != nil {
				return err
			}
			passed, err = s.readState(tx, &out)
			return err
		}
		out, err = s.newSession(tx, campaignID, state, game)
		return err
	})
	if err != nil {
		return Session{}, err
	}
	s.saw(out, passed, out.rev, math.MaxInt, nil)
	return out, nil
}

// campaignGame is the game the campaign plays, or the campaign is not
// found.
func campaignGame(tx *sql.Tx, campaignID int64) (string, error) {
	var game string
	err := tx.QueryRow(`SELECT game FROM campaigns WHERE id = ?`, campaignID).Scan(&game)
	if errors.Is(err, sql.ErrNoRows) {
		return "", notFound("campaign")
	}
	return game, err
}

// newSession starts a session of the campaign now, at its first action,
// from state, which it keeps (the caller hands over a copy of its own);
// game is "" for the campaign's own game, else its book's.
func (s *Store) newSession(tx *sql.Tx, campaignID int64, state []byte, game string) (Session, error) {
	now := nanos(s.now())
	id, err := insertSession(tx, campaignID, now, now, 0, state, game)
	if err != nil {
		return Session{}, err
	}
	out, err := scanSession(tx.QueryRow(sessionHead+` WHERE s.id = ?`, id))
	out.State = state
	return out, err
}

// insertSession adds a session; game is "" for the campaign's own game.
func insertSession(tx *sql.Tx, campaignID, started, updated int64, cursor int, initial []byte, game string) (int64, error) {
	var g any
	if game != "" {
		g = game
	}
	res, err := tx.Exec(`INSERT INTO sessions (campaign_id, started, updated, cursor, game) VALUES (?, ?, ?, ?, ?)`,
		campaignID, started, updated, cursor, g)
	if err != nil {
		return 0, err
	}
	id, err := res.LastInsertId()
	if err != nil {
		return 0, err
	}
	_, err = tx.Exec(`INSERT INTO session_starts (session_id, state) VALUES (?, ?)`, id, initial)
	return id, err
}

// Session reads a session with the state at its cursor.
func (s *Store) Session(id int64) (Session, error) {
	return s.readSession(`WHERE s.id = ?`, id)
}

// LastSession is the campaign's latest game session (not its book): the
// one started last. Not the one changed last: an earlier game corrected
// on purpose is not where the campaign stands, nor what its next game is
// set up from. ok is false when it has none.
func (s *Store) LastSession(campaignID int64) (ss Session, ok bool, err error) {
	ss, err = s.readSession(`WHERE s.id = (SELECT id FROM sessions WHERE campaign_id = ? AND game IS NULL ORDER BY started DESC, id DESC LIMIT 1)`, campaignID)
	if errors.Is(err, ErrNotFound) {
		return Session{}, false, nil
	}
	return ss, err == nil, err
}

// Latest is the latest game session (LastSession) of the campaign played
// last, the one "Continue" opens; ok is false when there is none.
func (s *Store) Latest() (ss Session, ok bool, err error) {
	ss, err = s.readSession(`WHERE s.id = (SELECT id FROM sessions WHERE game IS NULL AND campaign_id =
  (SELECT campaign_id FROM sessions WHERE game IS NULL ORDER BY updated DESC, id DESC LIMIT 1)
ORDER BY started DESC, id DESC LIMIT 1)`)
	if errors.Is(err, ErrNotFound) {
		return Session{}, false, nil
	}
	return ss, err == nil, err
}

// readSession reads a session and rebuilds its state in one transaction,
// so a write in between cannot pair one revision's cursor with another's
// log.
func (s *Store) readSession(where string, args ...any) (Session, error) {
	tx, err := s.db.Begin()
	if err != nil {
		return Session{}, dbErr(err)
	}
	defer tx.Rollback()
	ss, err := scanSession(tx.QueryRow(sessionHead+" "+where, args...))
	var passed map[int][]byte
	if err == nil {
		passed, err = s.readState(tx, &ss)
	}
	if err != nil {
		return Session{}, dbErr(err)
	}
	s.saw(ss, passed, ss.rev, math.MaxInt, nil)
	return ss, nil
}

// recent is what a store remembers of the session it touched last: the
// session as it last showed it, and the states it applied or rebuilt on
// the way at cursors near the cursor (the cursor's own included), all
// states of that revision of the session. Undo after undo then replays once
// per K steps rather than at every step, and redo applies one command. A
// map, once made, is never changed (saw makes a new one), so a reader may
// keep it without the lock.
type recent struct {
	ss     Session
	states map[int][]byte
	// value is ss.State decoded, when a Do of a tracker.Typed game made
	// it; only the store reads it, and the next Do starts from it.
	value any
}

// saw records the revision this store last showed of a session, and
// remembers the session, its state and the states in passed. prev is the
// revision the session had before this step (its own, for a read): the
// states remembered of prev stay below drop (the seq a Do replaced;
// math.MaxInt when the log did not change). Revisions only grow, so an
// older read arriving late changes nothing.
func (s *Store) saw(ss Session, passed map[int][]byte, prev int64, drop int, value any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if ss.rev < s.seen[ss.ID] {
		return
	}
	s.seen[ss.ID] = ss.rev
	states := make(map[int][]byte, len(s.hot.states)+len(passed)+1)
	if s.hot.ss.ID == ss.ID && s.hot.ss.rev == prev {
		for c, st := range s.hot.states {
			if c < drop {
				states[c] = st
			}
		}
	}
	maps.Copy(states, passed)
	// A copy: the caller may keep and change the slice it was given, and
	// the value it was given.
	ss.State, ss.value = bytes.Clone(ss.State), nil
	states[ss.Cursor] = ss.State
	// Keep the 2K nearest the cursor: a window of undo and redo.
	if keep := 2 * s.every(); len(states) > keep {
		cursors := slices.Collect(maps.Keys(states))
		far := func(c int) int { return max(c-ss.Cursor, ss.Cursor-c) }
		slices.SortFunc(cursors, func(a, b int) int { return far(a) - far(b) })
		for _, c := range cursors[keep:] {
			delete(states, c)
		}
	}
	s.hot = recent{ss: ss, states: states, value: value}
}

// hotSession is session id as this store last showed it, state and all,
// and the states it remembers of it, if it is the session this store
// touched last. A write from there is guarded by the revision (touch), so
// a change by another writer since is caught.
func (s *Store) hotSession(id int64) (Session, map[int][]byte, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.hot.ss.ID == id && s.hot.states != nil {
		return s.hot.ss, s.hot.states, true
	}
	return Session{}, nil, false
}

// hotValue is cur's state decoded, when this store made it with the last
// Do of that session and nothing moved the session since; else nil.
func (s *Store) hotValue(cur Session) any {
	s.mu.Lock()
	defer s.mu.Unlock()
	if h := s.hot; h.ss.ID == cur.ID && h.ss.rev == cur.rev && h.ss.Cursor == cur.Cursor {
		return h.value
	}
	return nil
}

// knownStates are the states this store remembers of session id at
// revision rev, or nil. Every write bumps rev and IDs are never reused, so
// they are byte for byte the states the database's log gives.
func (s *Store) knownStates(id, rev int64) map[int][]byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.hot.ss.ID == id && s.hot.ss.rev == rev {
		return s.hot.states
	}
	return nil
}

// checkRev is the guard against a second writer: a session this store has
// shown must still be at the revision it showed.
func (s *Store) checkRev(ss Session) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if seen, ok := s.seen[ss.ID]; ok && seen != ss.rev {
		return ErrConflict
	}
	return nil
}

// Do applies a command to the session's current state through the game's
// rules and commits the command and the state it produced before returning.
// Undone actions past the cursor are dropped, as in any editor. A refusal
// from the rules (*tracker.Refusal) is returned as is, and nothing is written.
func (s *Store) Do(sessionID int64, cmd tracker.Command) (Session, tracker.Entry, error) {
	return s.DoBy(sessionID, cmd, "")
}

// GuestName is name as DoBy keeps it, or why it cannot be one, in the
// player's words: a screen checks a guest's name once, when it is typed.
func GuestName(name string) (string, error) { return cleanName(name, "guest") }

// DoBy is Do for a command someone other than the phone's holder gave (a
// guest of Share table): by, a name, is kept with the action and History
// shows it. It is checked as a name is (at most MaxNameLen letters, one
// line).
func (s *Store) DoBy(sessionID int64, cmd tracker.Command, by string) (Session, tracker.Entry, error) {
	if by != "" {
		var err error
		if by, err = GuestName(by); err != nil {
			return Session{}, tracker.Entry{}, err
		}
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	var out Session
	var e tracker.Entry
	var passed map[int][]byte
	var value, shown any
	err := s.write(func(tx *sql.Tx) error {
		cur, known, err := s.current(tx, sessionID)
		if err != nil {
			return err
		}
		if cur.State, passed, err = s.stateAt(tx, cur, cur.Cursor, known); err != nil {
			return err
		}
		g, ok := s.games[cur.Game]
		if !ok {
			return unknownGame(cur.Game)
		}
		if len(cmd.Args) > 0 && !json.Valid(cmd.Args) {
			// The export embeds arguments as JSON; a bad one would make the campaign unexportable.
			return fmt.Errorf("campaign: the arguments of %q are not JSON", cmd.Kind)
		}
		var next []byte
		var words string
		if tg, ok := g.(tracker.Typed); ok {
			next, value, words, err = tg.ApplyValue(cur.State, s.hotValue(cur), cmd)
			if err == nil {
				// The caller's own copy: the store starts the next Do from value.
				shown, _ = tg.CopyValue(value)
			}
		} else {
			next, words, err = g.Apply(cur.State, cmd)
		}
		if err != nil {
			return err
		}
		if next == nil {
			return fmt.Errorf("campaign: %s gave no state after %q", cur.Game, cmd.Kind)
		}
		at := s.now()
		seq := cur.Cursor + 1
		if err := s.touch(tx, cur, seq, at); err != nil {
			return err
		}
		if cur.Len > cur.Cursor {
			for _, q := range []string{`DELETE FROM log WHERE session_id = ? AND seq >= ?`, `DELETE FROM snapshots WHERE session_id = ? AND seq >= ?`} {
				if _, err := tx.Exec(q, sessionID, seq); err != nil {
					return err
				}
			}
		}
		if _, err := tx.Exec(`INSERT INTO log (session_id, seq, kind, args, words, at, done_by) VALUES (?, ?, ?, ?, ?, ?, ?)`,
			sessionID, seq, cmd.Kind, argsText(cmd.Args), words, nanos(at), by); err != nil {
			return err
		}
		if err := s.keepState(tx, sessionID, seq, next); err != nil {
			return err
		}
		e = tracker.Entry{Seq: seq, Command: cmd, Words: words, State: next, At: at, By: by}
		out = cur
		out.Cursor, out.Len, out.State, out.Updated, out.rev, out.value = seq, seq, next, at, cur.rev+1, shown
		return nil
	})
	if err != nil {
		return Session{}, tracker.Entry{}, err
	}
	s.saw(out, passed, out.rev-1, out.Cursor, value)
	s.dropSkips(sessionID, out.Cursor)
	return out, e, nil
}

// Undo steps the session back one action; the action stays in the log for
// Redo until a new command replaces it.
func (s *Store) Undo(sessionID int64) (Session, error) {
	return s.move(sessionID, func(cursor, _ int) (int, error) {
		if cursor == 0 {
			return 0, ErrNothingToUndo
		}
		return cursor - 1, nil
	})
}

// Redo applies the next undone action again.
func (s *Store) Redo(sessionID int64) (Session, error) {
	return s.move(sessionID, func(cursor, length int) (int, error) {
		if cursor >= length {
			return 0, ErrNothingToRedo
		}
		return cursor + 1, nil
	})
}

// UndoTo undoes action seq and every action after it that is in effect, in
// one step: the cursor goes to seq-1. Like Undo, it keeps them in the log
// for Redo. An action already undone, or not in the log, is refused in words.
func (s *Store) UndoTo(sessionID int64, seq int) (Session, error) {
	return s.move(sessionID, func(cursor, length int) (int, error) {
		switch {
		case seq < 1 || seq > length:
			return 0, tell("This game's log has no action %d.", seq)
		case seq > cursor:
			return 0, tell("Action %d is undone already.", seq)
		}
		return seq - 1, nil
	})
}

// move sets the cursor where to says, in one transaction, and rebuilds the
// state there: from a state the store holds when one lies less than K
// before it (a redo, an undo after an undo), else from the nearest
// snapshot.
func (s *Store) move(sessionID int64, to func(cursor, length int) (int, error)) (Session, error) {
	s.wmu.Lock()
	defer s.wmu.Unlock()
	var out Session
	var passed map[int][]byte
	err := s.write(func(tx *sql.Tx) error {
		cur, known, err := s.current(tx, sessionID)
		if err != nil {
			return err
		}
		target, err := to(cur.Cursor, cur.Len)
		if err != nil {
			return err
		}
		state, more, err := s.stateAt(tx, cur, target, known)
		if err != nil {
			return err
		}
		at := s.now()
		if err := s.touch(tx, cur, target, at); err != nil {
			return err
		}
		out, passed = cur, more
		out.Cursor, out.State, out.Updated, out.rev = target, bytes.Clone(state), at, cur.rev+1
		return nil
	})
	if err != nil {
		return Session{}, err
	}
	s.saw(out, passed, out.rev-1, math.MaxInt, nil)
	return out, nil
}

// current is the session a write starts from, without its state, and the
// states this store remembers of it: as this store last showed it, if it
// is the session it touched last (tap after tap at a table), else read. A
// session this store showed at another revision is ErrConflict. The write's
// touch is guarded by the revision, so a change by another writer since
// this store last showed it is caught either way.
func (s *Store) current(tx *sql.Tx, sessionID int64) (Session, map[int][]byte, error) {
	if cur, known, ok := s.hotSession(sessionID); ok {
		return cur, known, nil
	}
	cur, err := scanSession(tx.QueryRow(sessionHead+` WHERE s.id = ?`, sessionID))
	if err != nil {
		return Session{}, nil, err
	}
	if err := s.checkRev(cur); err != nil {
		return Session{}, nil, err
	}
	return cur, nil, nil
}

// touch moves the cursor of session cur, bumps its revision and marks it
// (and so its campaign, whose LastPlayed derives from it) as just played,
// but only from cur's revision: if another writer changed the session
// since this store read it, or deleted it, nothing changes and the error
// says which.
func (s *Store) touch(tx *sql.Tx, cur Session, cursor int, at time.Time) error {
	res, err := tx.Exec(`UPDATE sessions SET cursor = ?, rev = rev + 1, updated = ? WHERE id = ? AND rev = ?`,
		cursor, nanos(at), cur.ID, cur.rev)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return s.missed(tx, cur.ID, err)
	}
	return nil
}

// missed is why a guarded update of a session changed no row: err, or the
// session is gone, or another writer changed it since this store read it.
func (s *Store) missed(tx *sql.Tx, sessionID int64, err error) error {
	if err != nil {
		return err
	}
	var exists bool
	if err := tx.QueryRow(`SELECT EXISTS (SELECT 1 FROM sessions WHERE id = ?)`, sessionID).Scan(&exists); err != nil {
		return err
	}
	if !exists {
		return notFound("session")
	}
	return ErrConflict
}

// History lists a session's log, newest first, including the redo branch
// (entries with Seq > Session.Cursor) so a screen can grey those out.
// limit <= 0 means all. States are left out (Entry.State is nil). A screen
// pages with HistoryPage instead: a long log is tens of thousands of rows.
func (s *Store) History(sessionID int64, limit int) ([]tracker.Entry, error) {
	if limit <= 0 {
		limit = -1 // SQLite: no limit
	}
	return s.entries(sessionID, 0, limit)
}

// MaxHistoryPage is the most entries one HistoryPage returns.
const MaxHistoryPage = 500

// HistoryPage is one page of a session's log, newest first: at most n
// entries (and never more than MaxHistoryPage) with Seq below before, or
// the newest when before <= 0. The next page starts before the last
// entry's Seq; an empty page is the end. Like History, it includes the redo
// branch and leaves states out. It reads only the rows it returns.
func (s *Store) HistoryPage(sessionID int64, before, n int) ([]tracker.Entry, error) {
	if n <= 0 {
		return nil, fmt.Errorf("campaign: a history page of %d entries", n)
	}
	return s.entries(sessionID, before, min(n, MaxHistoryPage))
}

const pageQuery = `SELECT seq, kind, args, words, at, done_by FROM log WHERE session_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?`

// entries are the log entries below before (all when before <= 0), newest
// first, at most limit of them (all when limit is -1).
func (s *Store) entries(sessionID int64, before, limit int) ([]tracker.Entry, error) {
	var exists bool
	if err := s.db.QueryRow(`SELECT EXISTS (SELECT 1 FROM sessions WHERE id = ?)`, sessionID).Scan(&exists); err != nil {
		return nil, dbErr(err)
	}
	if !exists {
		return nil, notFound("session")
	}
	if before <= 0 {
		before = math.MaxInt64
	}
	rows, err := s.db.Query(pageQuery, sessionID, before, limit)
	if err != nil {
		return nil, dbErr(err)
	}
	out, err := scanEntries(rows)
	s.markSkips(sessionID, out)
	return out, dbErr(err)
}

// scanEntries reads log rows of seq, kind, args, words, at and done_by,
// and closes them.
func scanEntries(rows *sql.Rows) ([]tracker.Entry, error) {
	defer rows.Close()
	var out []tracker.Entry
	for rows.Next() {
		var e tracker.Entry
		var args sql.NullString
		var at int64
		if err := rows.Scan(&e.Seq, &e.Command.Kind, &args, &e.Words, &at, &e.By); err != nil {
			return nil, err
		}
		if args.Valid {
			e.Command.Args = json.RawMessage(args.String)
		}
		e.At = fromNanos(at)
		out = append(out, e)
	}
	return out, rows.Err()
}

const edgesQuery = `SELECT s.cursor, (SELECT words FROM log WHERE session_id = s.id AND seq = s.cursor),
       (SELECT words FROM log WHERE session_id = s.id AND seq = s.cursor + 1)
FROM sessions s WHERE s.id = ?`

// Edges are the words of the action Undo would take back and of the one
// Redo would bring back ("" where there is none): the two log rows at the
// session's cursor, and nothing more is read.
func (s *Store) Edges(sessionID int64) (undo, redo string, err error) {
	var u, r sql.NullString
	var cursor int
	err = s.db.QueryRow(edgesQuery, sessionID).Scan(&cursor, &u, &r)
	if errors.Is(err, sql.ErrNoRows) {
		return "", "", notFound("session")
	}
	if err != nil {
		return "", "", dbErr(err)
	}
	// A step today's rules skip says so on the buttons too.
	e := []tracker.Entry{{Seq: cursor, Words: u.String}, {Seq: cursor + 1, Words: r.String}}
	s.markSkips(sessionID, e)
	if !u.Valid {
		e[0].Words = ""
	}
	if !r.Valid {
		e[1].Words = ""
	}
	return e[0].Words, e[1].Words, nil
}

// argsText stores absent arguments as NULL, so they come back absent.
func argsText(args json.RawMessage) any {
	if len(args) == 0 {
		return nil
	}
	return string(args)
}
