package campaign

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
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
	// MaxImportValue is the most Import holds of one piece of a file at a
	// time (a starting state, an action, a card, a name): it reads a file
	// piece by piece, so this, not the file's size, bounds its memory. A
	// real game's state is about 5 KB and an action a few hundred bytes,
	// so no file Tableside writes comes near it; a file that does is
	// damaged or not Tableside's.
	MaxImportValue = 16 << 20
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
	// By is who gave the command when it was not the phone holding the
	// game (a Share table guest). Older files have none, and older
	// versions skip it: no new format version.
	By string `json:"by,omitempty"`
}

type exportCard struct {
	Kind    string          `json:"kind"`
	Name    string          `json:"name"`
	Data    json.RawMessage `json:"data"`
	Updated time.Time       `json:"updated"`
}

// Progress hears how far an export or import has come: done out of total,
// in the units each names (log rows for Export, bytes of the file for
// Import). total is 0 when it is not known. It is called on the goroutine
// doing the work, a few hundred times at most.
type Progress func(done, total int64)

// progressEvery is how many log rows pass between two calls of a Progress.
const progressEvery = 512

// Export writes a campaign, its sessions' logs and its game's card library
// as an export file. States are not written: Import recomputes them. It is
// ExportContext without a way to stop it or a progress report.
func (s *Store) Export(campaignID int64, w io.Writer) error {
	return s.ExportContext(context.Background(), campaignID, w, nil)
}

// ExportContext is Export that stops when ctx is done and tells progress
// how many log rows it has written. It reads in one transaction, so a write
// from another goroutine cannot tear the picture, and writes row by row as
// it reads, so its memory does not grow with the log.
//
// w is finished before ExportContext returns, whatever happens: flushed,
// synced if it has a Sync method (as *os.File has) and closed if it is an
// io.Closer. A nil error means all of that succeeded; otherwise the file is
// incomplete and the error says so in words. A stopped export returns an
// error that wraps ctx.Err().
func (s *Store) ExportContext(ctx context.Context, campaignID int64, w io.Writer, progress Progress) (err error) {
	cw := &countingWriter{w: w}
	defer func() {
		// The transaction ends with ctx, so a stop can surface as any
		// read's failure: say it as the stop it is.
		if err != nil && ctx.Err() != nil {
			err = stopped(ctx, "export")
		}
		err = finish(w, cw.n, err)
		s.noteDamage(err)
	}()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return dbErr(err)
	}
	defer tx.Rollback()
	// Every page first: a file written from a damaged database may not
	// import (a log row lost or garbled in a way no read notices).
	if err := quickCheck(tx); err != nil {
		if isDamage(err) {
			return exportDamaged(err)
		}
		return dbErr(err)
	}
	c, err := s.campaign(tx, campaignID)
	if err != nil {
		return err
	}
	var total int64
	if err := tx.QueryRow(`SELECT count(*) FROM log JOIN sessions s ON s.id = log.session_id WHERE s.campaign_id = ?`,
		campaignID).Scan(&total); err != nil {
		return dbErr(err)
	}
	bw := bufio.NewWriterSize(cw, 64<<10)
	j := &jsonWriter{w: bw}
	j.open('{')
	j.field("format", exportFormat)
	j.field("version", exportVersion)
	j.field("name", c.Name)
	j.field("game", c.Game)
	j.field("created", c.Created.UTC())
	j.key("sessions")
	j.open('[')
	done := int64(0)
	heads, err := exportHeads(tx, campaignID)
	if err != nil {
		return dbErr(err)
	}
	for _, h := range heads {
		var initial []byte
		if err := tx.QueryRow(startQuery, h.id).Scan(&initial); err != nil {
			return dbErr(err)
		}
		if !json.Valid(initial) {
			return exportDamaged(fmt.Errorf("%w: a session's start is garbled", errDamagedPages))
		}
		j.elem()
		j.open('{')
		if h.game != "" {
			j.field("game", h.game)
		}
		j.field("started", h.started)
		j.field("updated", h.updated)
		j.field("initial", json.RawMessage(initial))
		j.field("cursor", h.cursor)
		j.key("log")
		j.open('[')
		// The rows are checked against what the session says of its log
		// (its length, its cursor) as they are written: a file whose
		// cursor points past the rows it holds cannot be imported.
		next := 1
		err := eachRow(tx, `SELECT seq, kind, args, words, at, done_by FROM log WHERE session_id = ? ORDER BY seq`, []any{h.id}, func(rows *sql.Rows) error {
			var e exportEntry
			var args sql.NullString
			var at int64
			var seq int
			if err := rows.Scan(&seq, &e.Kind, &args, &e.Words, &at, &e.By); err != nil {
				return err
			}
			if seq != next || e.Kind == "" || args.Valid && !json.Valid([]byte(args.String)) {
				return fmt.Errorf("%w: action %d of a session is missing or garbled", errDamagedPages, next)
			}
			next++
			if args.Valid {
				e.Args = json.RawMessage(args.String)
			}
			e.At = fromNanos(at).UTC()
			j.elem()
			j.value(e)
			if done++; done%progressEvery == 0 {
				if progress != nil {
					progress(done, total)
				}
				return cmp.Or(j.err, stopped(ctx, "export"))
			}
			return j.err
		})
		if err != nil {
			return j.failed(err)
		}
		if rowsOut := next - 1; rowsOut != h.length || h.cursor > rowsOut {
			return exportDamaged(fmt.Errorf("%w: a session's log has %d actions of %d, its cursor at %d", errDamagedPages, rowsOut, h.length, h.cursor))
		}
		j.close(']')
		j.close('}')
	}
	if done != total {
		return exportDamaged(fmt.Errorf("%w: %d log rows written of %d", errDamagedPages, done, total))
	}
	j.close(']')
	j.key("cards")
	j.open('[')
	err = eachRow(tx, `SELECT kind, name, data, updated FROM cards WHERE game = ? ORDER BY kind, name COLLATE NOCASE, name`, []any{c.Game}, func(rows *sql.Rows) error {
		var cd exportCard
		var data string
		var updated int64
		if err := rows.Scan(&cd.Kind, &cd.Name, &data, &updated); err != nil {
			return err
		}
		if !json.Valid([]byte(data)) {
			return fmt.Errorf("%w: the card %q is garbled", errDamagedPages, cd.Name)
		}
		cd.Data, cd.Updated = json.RawMessage(data), fromNanos(updated).UTC()
		j.elem()
		j.value(cd)
		return j.err
	})
	if err != nil {
		return j.failed(err)
	}
	j.close(']')
	j.close('}')
	j.raw("\n")
	if j.err == nil {
		j.err = bw.Flush()
	}
	if j.err != nil {
		return j.failed(j.err)
	}
	// A stop asked for before the file is closed wins: the player was told
	// the export would not finish.
	if err := stopped(ctx, "export"); err != nil {
		return err
	}
	if progress != nil {
		progress(total, total)
	}
	return nil
}

// exportHead is what an export writes of a session before its start and log.
type exportHead struct {
	id               int64
	game             string
	started, updated time.Time
	cursor           int
	length           int // its log's last seq, read from the key alone
}

// exportHeads are a campaign's sessions, oldest first, without their
// states: a few numbers each, however long their logs.
func exportHeads(tx *sql.Tx, campaignID int64) ([]exportHead, error) {
	var out []exportHead
	err := eachRow(tx, `SELECT s.id, coalesce(s.game, ''), s.started, s.updated, s.cursor,
		coalesce((SELECT max(seq) FROM log WHERE session_id = s.id), 0)
		FROM sessions s JOIN session_starts st ON st.session_id = s.id
		WHERE s.campaign_id = ? ORDER BY s.started, s.id`, []any{campaignID}, func(rows *sql.Rows) error {
		var h exportHead
		var started, updated int64
		if err := rows.Scan(&h.id, &h.game, &started, &updated, &h.cursor, &h.length); err != nil {
			return err
		}
		h.started, h.updated = fromNanos(started).UTC(), fromNanos(updated).UTC()
		out = append(out, h)
		return nil
	})
	return out, err
}

// eachRow runs query and calls fn on each row, stopping at its first
// error; the rows are closed when it returns.
func eachRow(q querier, query string, args []any, fn func(*sql.Rows) error) error {
	rows, err := q.Query(query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := fn(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}

// stopped is the error for work cut short because ctx is done, or nil.
func stopped(ctx context.Context, what string) error {
	if ctx.Err() == nil {
		return nil
	}
	if what == "export" {
		return tellAs(ctx.Err(), "The export was stopped before it finished, so the file is incomplete; it will not import.")
	}
	return tellAs(ctx.Err(), "The import was stopped; nothing was added.")
}

// exportDamaged is the error for an export stopped by damage it found.
func exportDamaged(err error) error {
	return damagedBy(err, "Tableside's database is damaged, so the export was stopped and the file is incomplete; it will not import. In Settings, restore a backup, then export again (%v).", err)
}

// countingWriter counts the bytes an export hands its file.
type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	return n, err
}

// finish syncs and closes w after an export of written bytes, and returns
// the export's error, or else the first failure of those, in words. A
// file that can say its size (as *os.File can) must hold every byte
// written: success is never reported on a short file.
func finish(w io.Writer, written int64, err error) error {
	if sy, ok := w.(interface{ Sync() error }); ok && err == nil {
		if serr := sy.Sync(); serr != nil {
			err = tell("Tableside could not save the file to the device (%w); it may be incomplete. Export again.", serr)
		}
	}
	if st, ok := w.(interface{ Stat() (os.FileInfo, error) }); ok && err == nil {
		if fi, serr := st.Stat(); serr == nil && fi.Mode().IsRegular() && fi.Size() < written {
			err = tell("The file holds %d bytes of the %d written, so it is incomplete; it will not import. Export again, to a place with room.", fi.Size(), written)
		}
	}
	if c, ok := w.(io.Closer); ok {
		if cerr := c.Close(); cerr != nil && err == nil {
			err = tell("Tableside could not finish writing the file (%w); it may be incomplete. Export again.", cerr)
		}
	}
	return err
}

// jsonWriter writes a JSON document a piece at a time, laid out exactly as
// json.Encoder with SetIndent("", "  ") and SetEscapeHTML(false) lays out
// the whole, so a streamed export is byte for byte what the app has always
// written. The first write error sticks; later writes do nothing.
type jsonWriter struct {
	w   io.Writer
	buf bytes.Buffer
	// filled has one entry per open object or array: whether it has a
	// member yet.
	filled []bool
	err    error
}

// failed words err, which stopped an export: the writer's own error if it
// has one, else err from the database or a stop.
func (j *jsonWriter) failed(err error) error {
	if j.err != nil {
		return tell("Tableside could not write the file (%w); it is incomplete. Export again, to a place with room.", j.err)
	}
	if errors.Is(err, errDamagedPages) {
		return exportDamaged(err)
	}
	return dbErr(err)
}

func (j *jsonWriter) raw(s string) {
	if j.err == nil {
		_, j.err = io.WriteString(j.w, s)
	}
}

// next starts a member or an element of the innermost object or array.
func (j *jsonWriter) next() {
	sep := ",\n"
	if top := len(j.filled) - 1; !j.filled[top] {
		sep, j.filled[top] = "\n", true
	}
	j.raw(sep + strings.Repeat("  ", len(j.filled)))
}

func (j *jsonWriter) elem()                 { j.next() }
func (j *jsonWriter) key(k string)          { j.next(); j.raw(strconv.Quote(k) + ": ") }
func (j *jsonWriter) field(k string, v any) { j.key(k); j.value(v) }

func (j *jsonWriter) open(delim byte) {
	j.raw(string(delim))
	j.filled = append(j.filled, false)
}

func (j *jsonWriter) close(delim byte) {
	top := len(j.filled) - 1
	if j.filled[top] {
		j.raw("\n" + strings.Repeat("  ", top))
	}
	j.filled = j.filled[:top]
	j.raw(string(delim))
}

// value writes v at the current depth.
func (j *jsonWriter) value(v any) {
	if j.err != nil {
		return
	}
	j.buf.Reset()
	enc := json.NewEncoder(&j.buf)
	enc.SetIndent(strings.Repeat("  ", len(j.filled)), "  ")
	enc.SetEscapeHTML(false)
	if j.err = enc.Encode(v); j.err == nil {
		j.raw(strings.TrimSuffix(j.buf.String(), "\n"))
	}
}

// safeGame turns a panic in the rules into an error, which the caller then
// pins to the action that caused it: a file must never crash the app, even
// if it leads a game's rules somewhere they did not expect.
type safeGame struct{ tracker.Game }

func (g safeGame) Apply(state []byte, cmd tracker.Command) (next []byte, words string, err error) {
	defer func() {
		if p := recover(); p != nil {
			// The panic's own words are Go's, not a player's.
			next, words, err = nil, "", errors.New("the rules could not follow it")
		}
	}()
	return g.Game.Apply(state, cmd)
}

func (g safeGame) CheckState(state []byte) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = errors.New("the rules could not read it")
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
