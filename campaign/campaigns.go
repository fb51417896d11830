package campaign

import (
	"database/sql"
	"errors"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/mattn/go-sqlite3"
)

// MaxNameLen is the longest campaign or card name, in letters (runes).
const MaxNameLen = 80

// Campaign is one group's play of one game, across evenings.
type Campaign struct {
	ID         int64
	Name       string
	Game       string // the tracker.Game ID
	Created    time.Time
	LastPlayed time.Time // its sessions' latest start, Do, Undo or Redo; Created if none
	Sessions   int       // its games; a campaign book is not counted
	Actions    int       // actions in effect across its sessions (undone ones not counted)
}

const campaignSelect = `
SELECT c.id, c.name, c.game, c.created, max(c.created, coalesce(max(s.updated), 0)) AS played,
       count(CASE WHEN s.game IS NULL THEN s.id END), coalesce(sum(s.cursor), 0)
FROM campaigns c LEFT JOIN sessions s ON s.campaign_id = c.id`

func scanCampaign(sc interface{ Scan(...any) error }) (Campaign, error) {
	var c Campaign
	var created, played int64
	err := sc.Scan(&c.ID, &c.Name, &c.Game, &created, &played, &c.Sessions, &c.Actions)
	c.Created, c.LastPlayed = fromNanos(created), fromNanos(played)
	return c, err
}

// Campaigns lists every campaign, the most recently played first.
func (s *Store) Campaigns() ([]Campaign, error) {
	var out []Campaign
	err := eachRow(s.db, campaignSelect+` GROUP BY c.id ORDER BY played DESC, c.id DESC`, nil, func(rows *sql.Rows) error {
		c, err := scanCampaign(rows)
		if err != nil {
			return err
		}
		out = append(out, c)
		return nil
	})
	if err != nil {
		return nil, dbErr(err) // no list at all: not a damaged row shown blank
	}
	return out, nil
}

// Campaign reads one campaign.
func (s *Store) Campaign(id int64) (Campaign, error) {
	return s.campaign(s.db, id)
}

func (s *Store) campaign(q querier, id int64) (Campaign, error) {
	c, err := scanCampaign(q.QueryRow(campaignSelect+` WHERE c.id = ? GROUP BY c.id`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Campaign{}, notFound("campaign")
	}
	return c, dbErr(err)
}

// CreateCampaign starts a campaign of a game from the catalog. The name is
// trimmed; it must be non-empty, at most MaxNameLen letters, and not used by
// another campaign (ignoring the case of A to Z).
func (s *Store) CreateCampaign(name, game string) (Campaign, error) {
	name, err := cleanName(name, "campaign")
	if err != nil {
		return Campaign{}, err
	}
	if _, ok := s.games[game]; !ok {
		return Campaign{}, unknownGame(game)
	}
	now := s.now()
	c := Campaign{Name: name, Game: game, Created: now, LastPlayed: now}
	err = s.write(func(tx *sql.Tx) error {
		res, err := tx.Exec(`INSERT INTO campaigns (name, game, created) VALUES (?, ?, ?)`, name, game, nanos(now))
		if err != nil {
			return nameTaken(err, "campaign", name)
		}
		c.ID, err = res.LastInsertId()
		return err
	})
	if err != nil {
		return Campaign{}, err
	}
	return c, nil
}

// RenameCampaign gives a campaign a new name, under CreateCampaign's rules.
func (s *Store) RenameCampaign(id int64, name string) error {
	name, err := cleanName(name, "campaign")
	if err != nil {
		return err
	}
	return s.write(func(tx *sql.Tx) error {
		return nameTaken(execOne(tx, "campaign", `UPDATE campaigns SET name = ? WHERE id = ?`, name, id), "campaign", name)
	})
}

// DeleteCampaign removes a campaign with all its sessions and their logs.
// Cards stay: they belong to the game, not to one campaign.
func (s *Store) DeleteCampaign(id int64) error {
	return s.write(func(tx *sql.Tx) error {
		return execOne(tx, "campaign", `DELETE FROM campaigns WHERE id = ?`, id)
	})
}

// execOne runs a write that must change a row of what ("campaign",
// "card"): one that changes none found no such thing.
func execOne(tx *sql.Tx, what, query string, args ...any) error {
	res, err := tx.Exec(query, args...)
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return notFound(what)
	}
	return nil
}

// nameTaken is err in the player's words when it is the name's clash
// with another campaign's or card's (what).
func nameTaken(err error, what, name string) error {
	var se sqlite3.Error
	if errors.As(err, &se) && se.ExtendedCode == sqlite3.ErrConstraintUnique {
		return tell("There is already a %s called %q; choose another name.", what, name)
	}
	return err
}

// cleanName trims a campaign or card name and checks it against the rules
// both share; what ("campaign", "card") goes into the message.
func cleanName(name, what string) (string, error) {
	if !utf8.ValidString(name) {
		return "", tell("The %s name has characters that cannot be read; type it again.", what)
	}
	name = strings.TrimSpace(name)
	if name == "" {
		return "", tell("Give the %s a name.", what)
	}
	if n := utf8.RuneCountInString(name); n > MaxNameLen {
		return "", tell("A %s name can be at most %d letters long; this one has %d.", what, MaxNameLen, n)
	}
	if strings.IndexFunc(name, unicode.IsControl) >= 0 {
		return "", tell("A %s name must be on one line, without tabs.", what)
	}
	return name, nil
}

func unknownGame(game string) error {
	return tell("This version of Tableside does not know the game %q; update the app to play it.", game)
}

// querier is what *sql.DB and *sql.Tx share, so reads run inside or
// outside a transaction.
type querier interface {
	QueryRow(query string, args ...any) *sql.Row
	Query(query string, args ...any) (*sql.Rows, error)
}
