package campaign

import (
	"database/sql"
	"time"
)

// EveningGap is the pause that ends an evening of play: a table that stops
// for this long (overnight, a week between sessions) starts a new evening
// when it plays on. The log keeps each action's time and nothing else
// about when people sat down, so evenings are told apart by these gaps: an
// app started again mid-evening (a phone that died) is the same evening.
const EveningGap = 4 * time.Hour

// Reach tells when action seq of a session was done, and whether an
// evening lies between it and until: a gap of EveningGap or more among the
// times of the actions from seq up to until (undone ones too: they were
// done that evening), or between the last of them and until. A zero until
// is now. Undo asks before it takes back an action of an earlier evening;
// until is then the time of the earliest action the players already agreed
// to take back this evening, so they are asked once per evening crossed;
// it is forgotten once the session has been left for EveningGap.
func (s *Store) Reach(sessionID int64, seq int, until time.Time) (at time.Time, earlier bool, err error) {
	s.mu.Lock()
	now := s.wall()
	s.mu.Unlock()
	if !until.IsZero() {
		// An agreement holds for the evening it was given in: a session
		// left untouched for a gap since (the app left open for a week)
		// is on another evening now.
		var updated int64
		err := s.db.QueryRow(`SELECT updated FROM sessions WHERE id = ?`, sessionID).Scan(&updated)
		if err != nil {
			return time.Time{}, false, dbErr(err)
		}
		if now.Sub(fromNanos(updated)) >= EveningGap {
			until = time.Time{}
		}
	}
	if until.IsZero() {
		until = now
	}
	rows, err := s.db.Query(`SELECT at FROM log WHERE session_id = ? AND seq >= ? ORDER BY seq`, sessionID, seq)
	if err != nil {
		return time.Time{}, false, dbErr(err)
	}
	defer rows.Close()
	first := true
	var prev time.Time
	for rows.Next() {
		var n int64
		if err := rows.Scan(&n); err != nil {
			return time.Time{}, false, dbErr(err)
		}
		t := fromNanos(n)
		if first {
			at, prev, first = t, t, false
			continue
		}
		if t.After(until) {
			break
		}
		if t.Sub(prev) >= EveningGap {
			return at, true, nil
		}
		prev = t
	}
	if err := rows.Err(); err != nil {
		return time.Time{}, false, dbErr(err)
	}
	if first {
		return time.Time{}, false, tell("This game's log has no action %d.", seq)
	}
	return at, until.Sub(prev) >= EveningGap, nil
}

// Games are the campaign's game sessions, its book left out, oldest first,
// without their states: the list a player opens an earlier game from.
func (s *Store) Games(campaignID int64) ([]Session, error) {
	var out []Session
	err := eachRow(s.db, `SELECT s.id, s.campaign_id, c.game, s.started, s.updated, s.cursor, s.rev,
       coalesce((SELECT max(seq) FROM log WHERE session_id = s.id), 0)
FROM sessions s JOIN campaigns c ON c.id = s.campaign_id
WHERE s.campaign_id = ? AND s.game IS NULL ORDER BY s.started, s.id`, []any{campaignID}, func(rows *sql.Rows) error {
		var ss Session
		var started, updated int64
		if err := rows.Scan(&ss.ID, &ss.CampaignID, &ss.Game, &started, &updated, &ss.Cursor, &ss.rev, &ss.Len); err != nil {
			return err
		}
		ss.Started, ss.Updated = fromNanos(started), fromNanos(updated)
		out = append(out, ss)
		return nil
	})
	if err != nil {
		return nil, dbErr(err)
	}
	return out, nil
}

// Books are the campaign's books (sessions of another game kept beside
// its evenings), without their states.
func (s *Store) Books(campaignID int64) ([]Session, error) {
	var ids []int64
	err := eachRow(s.db, `SELECT id FROM sessions WHERE campaign_id = ? AND game IS NOT NULL ORDER BY id`, []any{campaignID}, func(rows *sql.Rows) error {
		var id int64
		err := rows.Scan(&id)
		ids = append(ids, id)
		return err
	})
	if err != nil {
		return nil, dbErr(err)
	}
	// The rows are closed before the sessions are read, one by one.
	var out []Session
	for _, id := range ids {
		ss, err := scanSession(s.db.QueryRow(sessionHead+` WHERE s.id = ?`, id))
		if err != nil {
			return nil, dbErr(err)
		}
		out = append(out, ss)
	}
	return out, nil
}
