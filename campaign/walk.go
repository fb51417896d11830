package campaign

import (
	"database/sql"
	"encoding/json"
	"fmt"

	"tableside/tracker"
)

// walkQuery reads the log in order with the snapshot kept after each
// action, if any: one pass over both tables by their key.
const walkQuery = `SELECT l.seq, l.kind, l.args, l.words, l.at, sn.state
FROM log l LEFT JOIN snapshots sn ON sn.session_id = l.session_id AND sn.seq = l.seq
WHERE l.session_id = ? AND l.seq <= ? ORDER BY l.seq`

// WalkStates calls fn with every state of session sessionID in the order
// the table saw them, from its start (an Entry with Seq 0 and no command)
// up to its cursor: what was undone is not walked. e.State is the state
// after e's command; fn may keep it.
//
// It holds one state at a time, however long the log: each state is the
// one before with its command replayed through the game's rules, or the
// snapshot kept after it (which spares that replay). A chart of a season's
// evening costs what replaying it does, not what keeping it would; a game
// that is a tracker.Stepper replays a run between snapshots on one
// decoded state, and each snapshot starts the next run afresh.
//
// A step today's rules refuse (an older version took it) is walked
// with the state before it, its words saying it was skipped, as opening
// the session skips it.
//
// The walk reads one revision of the session, in one transaction: fn must
// not call the store. An error from fn stops the walk and is returned.
func (s *Store) WalkStates(sessionID int64, fn func(e tracker.Entry) error) error {
	tx, err := s.db.Begin()
	if err != nil {
		return dbErr(err)
	}
	defer tx.Rollback()
	ss, err := scanSession(tx.QueryRow(sessionHead+` WHERE s.id = ?`, sessionID))
	if err != nil {
		return dbErr(err)
	}
	g, ok := s.games[ss.Game]
	if !ok {
		return unknownGame(ss.Game)
	}
	_, state, err := s.snapshotAt(tx, ss.ID, 0)
	if err != nil {
		return dbErr(err)
	}
	if err := fn(tracker.Entry{State: state, At: ss.Started}); err != nil {
		return err
	}
	rows, err := tx.Query(walkQuery, ss.ID, ss.Cursor)
	if err != nil {
		return dbErr(err)
	}
	defer rows.Close()
	next := 1
	var run tracker.Steps
	for rows.Next() {
		var e tracker.Entry
		var args sql.NullString
		var at int64
		var snap []byte
		if err := rows.Scan(&e.Seq, &e.Command.Kind, &args, &e.Words, &at, &snap); err != nil {
			return dbErr(err)
		}
		if e.Seq != next {
			return damaged(next)
		}
		if args.Valid {
			e.Command.Args = json.RawMessage(args.String)
		}
		e.At = fromNanos(at)
		if e.Command.Kind == "" || args.Valid && !json.Valid(e.Command.Args) {
			return damaged(e.Seq)
		}
		if snap != nil {
			if state, err = unpackState(snap); err != nil {
				return damaged(e.Seq)
			}
			run = nil // the next run starts from the snapshot
		} else if after, r, err := step(g, run, state, e.Command); err != nil {
			// Today's rules refuse a step an older version took: skipped,
			// as stateAt skips it, the state as it was before it. A run
			// the refusal may have left half-changed starts afresh.
			s.noteSkip(ss.ID, e.Seq, err)
			e.Words = skippedWords(e.Words, plainWords(err))
			run = nil
		} else {
			state, run = after, r
		}
		e.State = state
		if err := fn(e); err != nil {
			return err
		}
		next++
	}
	if err := rows.Err(); err != nil {
		return dbErr(err)
	}
	if next != ss.Cursor+1 {
		return damaged(next)
	}
	return nil
}

// step applies cmd to state: through run, the game's run of commands in
// memory, started from state if there is none yet, when the game is a
// tracker.Stepper; else through Apply. A panic in the rules is an error,
// as in safeGame.
func step(g tracker.Game, run tracker.Steps, state []byte, cmd tracker.Command) (next []byte, _ tracker.Steps, err error) {
	sg, ok := g.(tracker.Stepper)
	if !ok {
		next, _, err = (safeGame{g}).Apply(state, cmd)
		return next, nil, err
	}
	defer func() {
		if p := recover(); p != nil {
			next, err = nil, fmt.Errorf("the rules could not follow it (%v)", p)
		}
	}()
	if run == nil {
		if run, err = sg.Steps(state); err != nil {
			return nil, nil, err
		}
	}
	next, err = run.Do(cmd)
	return next, run, err
}
