package campaign

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"tableside/tracker"
)

// The export file; docs/export-format.md describes it for people.
const (
	exportFormat = "tableside-campaign"
	// Version 2 added a session's own game (a campaign book); version 1
	// files, which have none, still import.
	exportVersion = 2
	// MaxImportSize is the largest file Import reads.
	MaxImportSize = 32 << 20
	// MaxImportActions bounds the actions in one file, because Import
	// recomputes and holds every state before it writes anything.
	MaxImportActions = 100_000
)

type exportFile struct {
	Format   string          `json:"format"`
	Version  float64         `json:"version"` // float, so 1.5 can be refused rather than misread
	Name     string          `json:"name"`
	Game     string          `json:"game"`
	Created  time.Time       `json:"created"`
	Sessions []exportSession `json:"sessions"`
	Cards    []exportCard    `json:"cards"`
}

type exportSession struct {
	// Game is set for a campaign book: a session of another game than the
	// campaign's (version 2).
	Game    string          `json:"game,omitempty"`
	Started time.Time       `json:"started"`
	Updated time.Time       `json:"updated"`
	Initial json.RawMessage `json:"initial"`
	Cursor  int             `json:"cursor"`
	Log     []exportEntry   `json:"log"`
}

type exportEntry struct {
	Kind  string          `json:"kind"`
	Args  json.RawMessage `json:"args,omitempty"`
	Words string          `json:"words"`
	At    time.Time       `json:"at"`
}

type exportCard struct {
	Kind    string          `json:"kind"`
	Name    string          `json:"name"`
	Data    json.RawMessage `json:"data"`
	Updated time.Time       `json:"updated"`
}

// Export writes a campaign, its sessions' logs and its game's card library
// as an export file. States are not written: Import recomputes them.
func (s *Store) Export(campaignID int64, w io.Writer) error {
	f, err := s.exportFile(campaignID)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(f)
}

// exportFile reads everything in one transaction, so a write from another
// goroutine cannot tear the picture.
func (s *Store) exportFile(campaignID int64) (*exportFile, error) {
	tx, err := s.db.Begin()
	if err != nil {
		return nil, dbErr(err)
	}
	defer tx.Rollback()
	c, err := s.campaign(tx, campaignID)
	if err != nil {
		return nil, err
	}
	f := &exportFile{
		Format: exportFormat, Version: exportVersion,
		Name: c.Name, Game: c.Game, Created: c.Created.UTC(),
		Sessions: []exportSession{}, Cards: []exportCard{},
	}
	rows, err := tx.Query(`SELECT s.id, coalesce(s.game, ''), s.started, s.updated, st.state, s.cursor
		FROM sessions s JOIN session_starts st ON st.session_id = s.id
		WHERE s.campaign_id = ? ORDER BY s.started, s.id`, campaignID)
	if err != nil {
		return nil, dbErr(err)
	}
	var ids []int64
	for rows.Next() {
		var id, started, updated int64
		var es exportSession
		if err := rows.Scan(&id, &es.Game, &started, &updated, &es.Initial, &es.Cursor); err != nil {
			rows.Close()
			return nil, dbErr(err)
		}
		es.Started, es.Updated, es.Log = fromNanos(started).UTC(), fromNanos(updated).UTC(), []exportEntry{}
		ids = append(ids, id)
		f.Sessions = append(f.Sessions, es)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, dbErr(err)
	}
	for i, id := range ids {
		if f.Sessions[i].Log, err = exportLog(tx, id); err != nil {
			return nil, dbErr(err)
		}
	}
	cards, err := s.cards(tx, `WHERE game = ?`, c.Game)
	if err != nil {
		return nil, err
	}
	for _, cd := range cards {
		f.Cards = append(f.Cards, exportCard{Kind: cd.Kind, Name: cd.Name, Data: cd.Data, Updated: cd.Updated.UTC()})
	}
	return f, nil
}

func exportLog(tx *sql.Tx, sessionID int64) ([]exportEntry, error) {
	rows, err := tx.Query(`SELECT kind, args, words, at FROM log WHERE session_id = ? ORDER BY seq`, sessionID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []exportEntry{}
	for rows.Next() {
		var e exportEntry
		var args sql.NullString
		var at int64
		if err := rows.Scan(&e.Kind, &args, &e.Words, &at); err != nil {
			return nil, err
		}
		if args.Valid {
			e.Args = json.RawMessage(args.String)
		}
		e.At = fromNanos(at).UTC()
		out = append(out, e)
	}
	return out, rows.Err()
}

// Import reads an export file and adds it as a new campaign; it never
// changes an existing one. The whole file is checked first: its format and
// version, its game, and every session replayed through the game's rules,
// which recompute every state. Only then is it written, in one
// transaction, so a bad file writes nothing. A taken name gets
// " (imported)". Cards are added when the library lacks one of that game,
// kind and name; existing cards are never overwritten.
func (s *Store) Import(r io.Reader) (Campaign, error) {
	if s.readOnly {
		return Campaign{}, s.readOnlyErr()
	}
	b, err := io.ReadAll(io.LimitReader(r, MaxImportSize+1))
	if err != nil {
		return Campaign{}, tell("Tableside could not read the file (%w).", err)
	}
	if len(b) > MaxImportSize {
		return Campaign{}, tell("This file is larger than %d MB, too large to be a Tableside campaign file.", MaxImportSize>>20)
	}
	f, err := parseExport(b)
	if err != nil {
		return Campaign{}, err
	}
	plan, err := s.checkImport(f)
	if err != nil {
		return Campaign{}, err
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	var id int64
	err = s.write(func(tx *sql.Tx) error {
		id, err = plan.write(tx, s.keepState)
		return err
	})
	if err != nil {
		return Campaign{}, err
	}
	return s.Campaign(id)
}

// parseExport checks what the file is before reading it in full, so an old
// app says "update" to a newer file rather than a puzzling parse error.
func parseExport(b []byte) (*exportFile, error) {
	notOurs := tell("This is not a Tableside campaign file.")
	if !json.Valid(b) {
		if bytes.Contains(b, []byte(exportFormat)) {
			return nil, tell("This Tableside campaign file is incomplete or damaged; export it again.")
		}
		return nil, notOurs
	}
	var head map[string]json.RawMessage
	if json.Unmarshal(b, &head) != nil {
		return nil, notOurs
	}
	var format string
	if json.Unmarshal(head["format"], &format) != nil || format != exportFormat {
		return nil, notOurs
	}
	var version float64
	if err := json.Unmarshal(head["version"], &version); err != nil || version != math.Trunc(version) || version < 1 {
		return nil, tell("This Tableside campaign file has no valid format number; it is damaged.")
	}
	if version > exportVersion {
		return nil, tellAs(ErrNewerVersion, "This file was made by a newer Tableside (format %s); update the app to open it.",
			strconv.FormatFloat(version, 'f', -1, 64))
	}
	var f exportFile
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, tell("This Tableside campaign file is damaged (%w).", err)
	}
	return &f, nil
}

// importPlan is a checked file: everything write needs, states included.
type importPlan struct {
	name, game string
	created    time.Time
	sessions   []importSession
	cards      []exportCard
}

type importSession struct {
	game             string // "" for the campaign's game
	started, updated time.Time
	log              *tracker.Log
}

func (s *Store) checkImport(f *exportFile) (*importPlan, error) {
	name, err := cleanName(f.Name, "campaign")
	if err != nil {
		return nil, tell("The campaign in this file has a name Tableside cannot use. %w", err)
	}
	g, ok := s.games[f.Game]
	if !ok {
		return nil, tell("This file holds a campaign of a game this version of Tableside does not know (%q); update the app to open it.", f.Game)
	}
	p := &importPlan{name: name, game: f.Game, created: f.Created}
	if err := checkTimes(f.Created); err != nil {
		return nil, err
	}
	total := 0
	for _, fs := range f.Sessions {
		total += len(fs.Log)
	}
	if total > MaxImportActions {
		return nil, tell("This file holds %d actions; Tableside can import at most %d at once.", total, MaxImportActions)
	}
	for i, fs := range f.Sessions {
		if err := checkTimes(fs.Started, fs.Updated); err != nil {
			return nil, err
		}
		initial, err := compact(fs.Initial)
		if err != nil || len(initial) == 0 {
			return nil, tell("Session %d in this file has no starting position; the file is damaged.", i+1)
		}
		entries := make([]tracker.Entry, len(fs.Log))
		for j, fe := range fs.Log {
			if err := checkTimes(fe.At); err != nil {
				return nil, err
			}
			args, err := compact(fe.Args)
			if err != nil {
				return nil, tell("Session %d, action %d in this file is damaged.", i+1, j+1)
			}
			entries[j] = tracker.Entry{Command: tracker.Command{Kind: fe.Kind, Args: args}, At: fe.At}
		}
		sg := g
		if fs.Game != "" {
			var ok bool
			if sg, ok = s.games[fs.Game]; !ok || fs.Game == f.Game {
				return nil, tell("Session %d in this file is of a game this version of Tableside does not know (%q); update the app to open it.", i+1, fs.Game)
			}
		}
		l, err := replay(sg, initial, entries, fs.Cursor)
		if err != nil {
			return nil, tell("Session %d in this file cannot be imported: %w", i+1, err)
		}
		p.sessions = append(p.sessions, importSession{game: fs.Game, started: fs.Started, updated: fs.Updated, log: l})
	}
	for _, c := range f.Cards {
		kind, err := cleanName(c.Kind, "card type")
		var name string
		if err == nil {
			name, err = cleanName(c.Name, "card")
		}
		var data []byte
		if err == nil {
			data, err = cleanData(c.Data)
		}
		if err == nil {
			err = checkTimes(c.Updated)
		}
		if err != nil {
			return nil, tell("The card %q in this file cannot be imported. %w", c.Name, err)
		}
		p.cards = append(p.cards, exportCard{Kind: kind, Name: name, Data: data, Updated: c.Updated})
	}
	return p, nil
}

// replay is tracker.Replay with a net: a file must never crash the app,
// even if it leads a game's rules somewhere they did not expect.
func replay(g tracker.Game, initial []byte, entries []tracker.Entry, cursor int) (*tracker.Log, error) {
	return tracker.Replay(safeGame{g}, initial, entries, cursor)
}

// safeGame turns a panic in the rules into an error, which Replay then
// pins to the action that caused it.
type safeGame struct{ tracker.Game }

func (g safeGame) Apply(state []byte, cmd tracker.Command) (next []byte, words string, err error) {
	defer func() {
		if p := recover(); p != nil {
			next, words, err = nil, "", fmt.Errorf("the rules could not follow it (%v)", p)
		}
	}()
	return g.Game.Apply(state, cmd)
}

func (g safeGame) CheckState(state []byte) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("the rules could not read it (%v)", p)
		}
	}()
	return g.Game.CheckState(state)
}

// compact strips the layout an indented file adds, so what is stored does
// not depend on how the file was printed; JSON null counts as absent.
func compact(raw json.RawMessage) (json.RawMessage, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// checkTimes refuses a missing or impossible date; SQLite keeps times as
// nanoseconds, which cover only the years 1678 to 2262.
func checkTimes(ts ...time.Time) error {
	for _, t := range ts {
		if y := t.Year(); y < 1970 || y > 2200 {
			return tell("This file has a date that cannot be right (%s); it is damaged.", t.Format(time.RFC3339))
		}
	}
	return nil
}

// write adds the campaign; keep writes the snapshots an action's state
// needs (Store.keepState).
func (p *importPlan) write(tx *sql.Tx, keep func(tx *sql.Tx, sessionID int64, seq int, state []byte) error) (int64, error) {
	name, err := freeName(tx, p.name)
	if err != nil {
		return 0, err
	}
	res, err := tx.Exec(`INSERT INTO campaigns (name, game, created) VALUES (?, ?, ?)`, name, p.game, nanos(p.created))
	if err != nil {
		return 0, err
	}
	id, err := res.LastInsertId()
	if err != nil {
		return 0, err
	}
	ins, err := tx.Prepare(`INSERT INTO log (session_id, seq, kind, args, words, at) VALUES (?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return 0, err
	}
	defer ins.Close()
	for _, ps := range p.sessions {
		sid, err := insertSession(tx, id, nanos(ps.started), nanos(ps.updated), ps.log.Cursor, ps.log.Initial, ps.game)
		if err != nil {
			return 0, err
		}
		for _, e := range ps.log.Entries {
			if _, err := ins.Exec(sid, e.Seq, e.Command.Kind, argsText(e.Command.Args), e.Words, nanos(e.At)); err != nil {
				return 0, err
			}
			if err := keep(tx, sid, e.Seq, e.State); err != nil {
				return 0, err
			}
		}
	}
	for _, c := range p.cards {
		if _, err := tx.Exec(`INSERT INTO cards (game, kind, name, data, updated) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (game, kind, name) DO NOTHING`, p.game, c.Kind, c.Name, string(c.Data), nanos(c.Updated)); err != nil {
			return 0, err
		}
	}
	return id, nil
}

// freeName is name, or name with " (imported)", " (imported 2)"... when
// taken, shortened if need be to stay within MaxNameLen.
func freeName(tx *sql.Tx, name string) (string, error) {
	for i := 0; i < 1000; i++ {
		candidate := name
		if i > 0 {
			suffix := " (imported)"
			if i > 1 {
				suffix = fmt.Sprintf(" (imported %d)", i)
			}
			candidate = strings.TrimSpace(truncate(name, MaxNameLen-utf8.RuneCountInString(suffix))) + suffix
		}
		var taken bool
		if err := tx.QueryRow(`SELECT EXISTS (SELECT 1 FROM campaigns WHERE name = ?)`, candidate).Scan(&taken); err != nil {
			return "", err
		}
		if !taken {
			return candidate, nil
		}
	}
	return "", tell("There are too many campaigns called %q; rename some and import again.", name)
}

func truncate(s string, runes int) string {
	for i := range s {
		if runes == 0 {
			return s[:i]
		}
		runes--
	}
	return s
}
