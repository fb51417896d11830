package campaign

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"errors"
	"time"
)

// Card is an entry of the card library: stats printed on a card that the
// rulebook does not give, typed in once and kept for every campaign of the
// game. Kind groups them ("minion", "spell"); Data is the game's JSON.
type Card struct {
	ID      int64
	Game    string
	Kind    string
	Name    string
	Data    []byte // JSON
	Updated time.Time
}

// SaveCard stores a card and returns it as stored. With ID 0 it inserts the
// card, or replaces the data of the card with the same game, kind and name.
// With an ID it updates that card, which may rename it. Names follow the
// campaign rules (trimmed, non-empty, at most MaxNameLen letters); empty
// Data is stored as {}.
func (s *Store) SaveCard(c Card) (Card, error) {
	var err error
	if _, ok := s.games[c.Game]; !ok {
		return Card{}, unknownGame(c.Game)
	}
	if c.Kind, err = cleanName(c.Kind, "card type"); err != nil {
		return Card{}, err
	}
	if c.Name, err = cleanName(c.Name, "card"); err != nil {
		return Card{}, err
	}
	if c.Data, err = cleanData(c.Data); err != nil {
		return Card{}, err
	}
	c.Updated = s.now()
	err = s.write(func(tx *sql.Tx) error {
		if c.ID == 0 {
			return tx.QueryRow(`INSERT INTO cards (game, kind, name, data, updated) VALUES (?, ?, ?, ?, ?)
				ON CONFLICT (game, kind, name) DO UPDATE SET data = excluded.data, updated = excluded.updated
				RETURNING id`, c.Game, c.Kind, c.Name, string(c.Data), nanos(c.Updated)).Scan(&c.ID)
		}
		return nameTaken(execOne(tx, "card", `UPDATE cards SET game = ?, kind = ?, name = ?, data = ?, updated = ? WHERE id = ?`,
			c.Game, c.Kind, c.Name, string(c.Data), nanos(c.Updated), c.ID), "card", c.Name)
	})
	if err != nil {
		return Card{}, err
	}
	return c, nil
}

// cleanData checks card data is JSON and compacts it, so an export and a
// re-import give the same bytes.
func cleanData(data []byte) ([]byte, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return []byte("{}"), nil
	}
	var b bytes.Buffer
	if err := json.Compact(&b, data); err != nil {
		return nil, tell("The card's details could not be read.")
	}
	return b.Bytes(), nil
}

// Cards lists a game's cards of one kind, by name.
func (s *Store) Cards(game, kind string) ([]Card, error) {
	return s.cards(s.db, `WHERE game = ? AND kind = ?`, game, kind)
}

func (s *Store) cards(q querier, where string, args ...any) ([]Card, error) {
	var out []Card
	err := eachRow(q, `SELECT id, game, kind, name, data, updated FROM cards `+where+
		` ORDER BY kind, name COLLATE NOCASE, name`, args, func(rows *sql.Rows) error {
		var c Card
		var data string
		var updated int64
		if err := rows.Scan(&c.ID, &c.Game, &c.Kind, &c.Name, &data, &updated); err != nil {
			return err
		}
		c.Data, c.Updated = []byte(data), fromNanos(updated)
		out = append(out, c)
		return nil
	})
	if err != nil {
		return nil, dbErr(err)
	}
	return out, nil
}

// DeleteCard removes a card from the library.
func (s *Store) DeleteCard(id int64) error {
	return s.write(func(tx *sql.Tx) error {
		return execOne(tx, "card", `DELETE FROM cards WHERE id = ?`, id)
	})
}

// Setting reads a setting; ok is false when it was never set.
func (s *Store) Setting(key string) (value string, ok bool, err error) {
	err = s.db.QueryRow(`SELECT value FROM settings WHERE key = ?`, key).Scan(&value)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, dbErr(err)
	}
	return value, true, nil
}

// SetSetting stores a setting, replacing any earlier value.
func (s *Store) SetSetting(key, value string) error {
	if key == "" {
		return errors.New("campaign: empty setting key")
	}
	return s.write(func(tx *sql.Tx) error {
		_, err := tx.Exec(`INSERT INTO settings (key, value) VALUES (?, ?)
			ON CONFLICT (key) DO UPDATE SET value = excluded.value`, key, value)
		return err
	})
}
