package campaign

import (
	"database/sql"
	"errors"
	"time"
)

// PlayTime is when a game was played, as its log dates it: the session's
// start and each action's time, and nothing else (the log keeps no clock
// of its own). A game may span evenings, told apart by a gap of
// EveningGap or more, as Reach tells them.
type PlayTime struct {
	// Start is when the first evening began: the game's setup, or its
	// first action when the setup was an evening earlier.
	Start time.Time
	// Played is the time spent at the table: each evening from its first
	// time to its last, the gaps between evenings left out. Undone
	// actions count; the players spent that time.
	Played time.Duration
	// Evenings is how many evenings the game has been played on.
	Evenings int
}

// PlayTime reads when session id was played (PlayTime).
func (s *Store) PlayTime(id int64) (PlayTime, error) {
	var started int64
	err := s.db.QueryRow(`SELECT started FROM sessions WHERE id = ?`, id).Scan(&started)
	if errors.Is(err, sql.ErrNoRows) {
		return PlayTime{}, notFound("session")
	}
	if err != nil {
		return PlayTime{}, dbErr(err)
	}
	times := []time.Time{fromNanos(started)}
	err = eachRow(s.db, `SELECT at FROM log WHERE session_id = ? ORDER BY seq`, []any{id}, func(rows *sql.Rows) error {
		var at int64
		err := rows.Scan(&at)
		times = append(times, fromNanos(at))
		return err
	})
	if err != nil {
		return PlayTime{}, dbErr(err)
	}
	return playTime(times), nil
}

// playTime is PlayTime of the times a session was set up and acted on, in
// the log's order.
func playTime(times []time.Time) PlayTime {
	if len(times) > 1 && times[1].Sub(times[0]) >= EveningGap {
		// Set up one evening, played on another: the play began with the
		// first action.
		times = times[1:]
	}
	pt := PlayTime{Start: times[0], Evenings: 1}
	first, last := times[0], times[0]
	for _, t := range times[1:] {
		if t.Sub(last) >= EveningGap {
			pt.Played += last.Sub(first)
			pt.Evenings++
			first = t
		}
		// A clock set back mid-game (a phone's time zone fixed) adds
		// nothing rather than taking time away.
		if t.After(last) {
			last = t
		}
	}
	pt.Played += last.Sub(first)
	return pt
}
