package campaign

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"io"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"tableside/tracker"
)

// Import reads an export file and adds it as a new campaign; it never
// changes an existing one. It is ImportContext without a way to stop it or
// a progress report.
func (s *Store) Import(r io.Reader) (Campaign, error) {
	return s.ImportContext(context.Background(), r, 0, nil)
}

// ImportContext reads an export file and adds it as a new campaign; it
// never changes an existing one. It reads the file a piece at a time and
// writes as it reads, all in one transaction: its format and version, its
// game, and every session replayed through the game's rules, which
// recompute every state (only the current one is held, and every K-th is
// kept as the store always keeps them). Anything wrong, or ctx done, rolls
// the whole back, so a bad or stopped import leaves nothing. A taken name
// gets " (imported)". Cards are added when the library lacks one of that
// game, kind and name; existing cards are never overwritten.
//
// progress hears the bytes read out of size, the file's length if the
// caller knows it (0 if not). A stopped import returns an error that wraps
// ctx.Err().
func (s *Store) ImportContext(ctx context.Context, r io.Reader, size int64, progress Progress) (Campaign, error) {
	if s.readOnly {
		return Campaign{}, s.readOnlyErr()
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	var id int64
	err := s.write(func(tx *sql.Tx) error {
		im := &importer{ctx: ctx, s: s, tx: tx, size: size, progress: progress, in: &countingReader{r: r}}
		im.dec = json.NewDecoder(im.in)
		im.in.used = im.used
		var err error
		id, err = im.run()
		return err
	})
	if err != nil {
		return Campaign{}, err
	}
	return s.Campaign(id)
}

// countingReader counts the bytes read, for progress, checks they are
// UTF-8 text, and bounds what the decoder holds: it never lets it hold
// more than MaxImportValue+1 bytes past the blank space and the comma or
// colon before the piece it reads (up to maxBlank of them), which is one
// piece of MaxImportValue bytes and the one byte after it that tells a
// number or a string has ended. A string or a number one byte longer is
// refused here; an object or a list one byte longer needs no byte after
// it, so importer.decode refuses it. The limit is exact either way.
type countingReader struct {
	r    io.Reader
	n    int64
	used func() int64 // the bytes the decoder has used, or will skip
	err  error        // this reader's own failure, in words
	// cut holds the start of a character a read cut in two, held bytes
	// of it, until the next read completes it.
	cut  [utf8.UTFMax]byte
	held int
}

func (c *countingReader) Read(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	if c.used != nil {
		room := MaxImportValue + 1 - (c.n - c.used())
		if room <= 0 {
			c.err = tooLarge()
			return 0, c.err
		}
		if int64(len(p)) > int64(c.held)+room {
			p = p[:int64(c.held)+room]
		}
	}
	if len(p) <= c.held {
		return 0, io.ErrShortBuffer // the decoder reads 512 bytes at least
	}
	k := copy(p, c.cut[:c.held])
	n, err := c.r.Read(p[k:])
	c.n += int64(n)
	if err != nil && !errors.Is(err, io.EOF) {
		c.err = tell("Tableside could not read the file (%w).", err)
		return 0, c.err
	}
	// Text, checked whole: a character a read cut in two is held back
	// until the next read completes it.
	end := errors.Is(err, io.EOF)
	good, cutShort := validPrefix(p[:k+n])
	if good < k+n && !(cutShort && !end && k+n-good < utf8.UTFMax) {
		c.err = tellAs(errBadText, "This file has characters that are not text Tableside can read (it is not UTF-8); it is damaged, or not a Tableside campaign file.")
		// The text before the fault is read as usual, so the fault is
		// met where it is.
		if good > 0 {
			return good, nil
		}
		return 0, c.err
	}
	c.held = copy(c.cut[:], p[good:k+n])
	if good == 0 && err == nil && len(p) > k {
		return 0, nil
	}
	return good, err
}

func tooLarge() error {
	return tell("Part of this file is larger than %d MB, too large to be part of a Tableside campaign file; it is damaged, or not one.", MaxImportValue>>20)
}

// fileFault is what is wrong with a file, in our words, for broken.
type fileFault string

func (f fileFault) Error() string { return string(f) }

// importer is one import under way: the file's header as far as read, and
// the rows written so far in tx.
type importer struct {
	ctx      context.Context
	s        *Store
	tx       *sql.Tx
	in       *countingReader
	dec      *json.Decoder
	size     int64
	progress Progress

	ours       bool    // "format" said this is a Tableside file
	version    float64 // 0 until read
	versionErr bool
	name, game string
	hasName    bool
	hasGame    bool
	created    time.Time

	g       tracker.Game // the campaign's game, once the header is checked
	id      int64        // the campaign, once written
	actions int64
	insLog  *sql.Stmt
}

var errNotOursFile = tell("This is not a Tableside campaign file.")

// run reads the whole file and writes the campaign; it returns its ID.
func (im *importer) run() (int64, error) {
	if err := stopped(im.ctx, "import"); err != nil {
		return 0, err
	}
	err := im.object(func(key string) error {
		switch key {
		case "format":
			var f any
			if err := im.dec.Decode(&f); err != nil || f != exportFormat {
				return im.broken(err)
			}
			im.ours = true
			return nil
		case "version":
			var v any
			if err := im.decode(&v); err != nil {
				return err
			}
			n, ok := v.(float64)
			im.version, im.versionErr = n, !ok || n != math.Trunc(n) || n < 1
			return nil
		case "name":
			im.hasName = true
			return im.decode(&im.name)
		case "game":
			im.hasGame = true
			return im.decode(&im.game)
		case "created":
			return im.decode(&im.created)
		case "sessions":
			return im.list("the sessions", im.session)
		case "cards":
			return im.list("the cards", im.card)
		}
		return im.skip()
	})
	if err != nil {
		return 0, err
	}
	// One document and nothing after it: two files run together, or a
	// file with something appended, is damaged.
	if _, err := im.dec.Token(); !errors.Is(err, io.EOF) {
		return 0, im.broken(cmpErr(err, fileFault("something follows the campaign")))
	}
	if err := im.begin(true); err != nil {
		return 0, err
	}
	im.report()
	// A stop asked for as the last byte was read still leaves nothing.
	if err := stopped(im.ctx, "import"); err != nil {
		return 0, err
	}
	return im.id, nil
}

// cmpErr is the first error that is not nil.
func cmpErr(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// broken is the error for a file the decoder could not read on: this
// reader's own words, or "not ours" before the file said it was, or
// damaged, in words of ours: Go's ("json: cannot unmarshal number 1e400
// into Go value of type float64") never reach the player.
func (im *importer) broken(err error) error {
	switch {
	case im.in.err != nil && !(errors.Is(im.in.err, errBadText) && !im.ours):
		return im.in.err
	case !im.ours:
		return errNotOursFile
	}
	var syntax *json.SyntaxError
	var kind *json.UnmarshalTypeError
	var date *time.ParseError
	var fault fileFault
	switch {
	case err == nil || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) || errors.As(err, &syntax):
		return tell("This Tableside campaign file is incomplete or damaged; export it again.")
	case errors.As(err, &fault):
		return tell("This Tableside campaign file is damaged (%s).", fault)
	case errors.As(err, &kind) && kind.Field != "":
		return tell("This Tableside campaign file is damaged: its %q holds something other than it should.", kind.Field)
	case errors.As(err, &kind) && strings.HasPrefix(kind.Value, "number"):
		return tell("This Tableside campaign file is damaged: it holds a number out of range.")
	case errors.As(err, &date) || strings.Contains(err.Error(), "Time."):
		return tell("This Tableside campaign file has a date that cannot be read; it is damaged.")
	}
	return tell("This Tableside campaign file is damaged; export it again.")
}

// maxBlank is how much blank space (and a comma or a colon) before a
// piece of a file is not counted as part of it: Tableside's own files
// indent by a few dozen bytes at most.
const maxBlank = 4 << 10

// used is the bytes of the file the decoder has used, and the blank space
// and the comma or colon it holds and will skip before the next piece,
// up to maxBlank of them.
func (im *importer) used() int64 {
	n := im.dec.InputOffset()
	b, ok := im.dec.Buffered().(io.ByteReader)
	if !ok {
		return n
	}
	delim := false
	for i := 0; i < maxBlank; i++ {
		c, err := b.ReadByte()
		switch {
		case err != nil:
			return n
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
		case (c == ',' || c == ':') && !delim:
			delim = true
		default:
			return n
		}
		n++
	}
	return n
}

// decode reads the next piece of the file into v. A piece longer than
// MaxImportValue is refused, though the reader let it through: an object
// needs no byte after its end, so the reader cannot tell one of exactly
// MaxImportValue+1 bytes from one of MaxImportValue. Read whole first,
// the piece is measured exactly, without the blank space before it.
func (im *importer) decode(v any) error {
	var raw json.RawMessage
	if err := im.dec.Decode(&raw); err != nil {
		return im.broken(err)
	}
	if len(raw) > MaxImportValue {
		im.in.err = tooLarge()
		return im.in.err
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return im.broken(err)
	}
	return nil
}

// skip reads past one value of any size, a token at a time: a field this
// version does not know.
func (im *importer) skip() error {
	depth := 0
	for {
		tok, err := im.dec.Token()
		if err != nil {
			return im.broken(err)
		}
		switch tok {
		case json.Delim('{'), json.Delim('['):
			depth++
		case json.Delim('}'), json.Delim(']'):
			depth--
		}
		if depth == 0 {
			return nil
		}
	}
}

// object reads an object, calling each with every key (lowercased, as
// encoding/json matches them) to read its value. A key twice is damage.
func (im *importer) object(each func(key string) error) error {
	if tok, err := im.dec.Token(); err != nil || tok != json.Delim('{') {
		return im.broken(cmpErr(err, fileFault("an object is expected")))
	}
	seen := map[string]bool{}
	for im.dec.More() {
		tok, err := im.dec.Token()
		if err != nil {
			return im.broken(err)
		}
		k, _ := tok.(string) // inside an object the decoder gives only strings here
		k = strings.ToLower(k)
		if seen[k] {
			return im.broken(fileFault("the field " + strconv.Quote(k) + " appears twice"))
		}
		seen[k] = true
		if err := each(k); err != nil {
			return err
		}
	}
	if _, err := im.dec.Token(); err != nil {
		return im.broken(err)
	}
	return nil
}

// list reads a list (or null), calling each to read every element, with
// its number from 1, and stops between two when ctx is done.
func (im *importer) list(what string, each func(n int) error) error {
	tok, err := im.dec.Token()
	if err != nil {
		return im.broken(err)
	}
	if tok == nil {
		return nil
	}
	if tok != json.Delim('[') {
		return im.broken(fileFault(what + " must be a list"))
	}
	for n := 1; im.dec.More(); n++ {
		if err := each(n); err != nil {
			return err
		}
		if err := stopped(im.ctx, "import"); err != nil {
			return err
		}
	}
	if _, err := im.dec.Token(); err != nil {
		return im.broken(err)
	}
	return nil
}

// begin checks the header, in the order an import has always checked it,
// and writes the campaign, once, when the first session or card needs it
// or at the end. The header must come before sessions and cards, as Export
// writes it: the rules that replay a session depend on it.
func (im *importer) begin(atEnd bool) error {
	if im.id != 0 {
		return nil
	}
	switch {
	case !im.ours:
		return errNotOursFile
	case im.versionErr || im.version == 0:
		return tell("This Tableside campaign file has no valid format number; it is damaged.")
	case im.version > exportVersion:
		return tellAs(ErrNewerVersion, "This file was made by a newer Tableside (format %s); update the app to open it.",
			strconv.FormatFloat(im.version, 'f', -1, 64))
	case !atEnd && (!im.hasName || !im.hasGame):
		return tell("This Tableside campaign file is damaged: its sessions or cards come before the campaign's name and game.")
	}
	name, err := cleanName(im.name, "campaign")
	if err != nil {
		return tell("The campaign in this file has a name Tableside cannot use. %w", err)
	}
	g, ok := im.s.games[im.game]
	if !ok {
		return tell("This file holds a campaign of a game this version of Tableside does not know (%q); update the app to open it.", im.game)
	}
	if err := checkTimes(im.created); err != nil {
		return err
	}
	if name, err = freeName(im.tx, name); err != nil {
		return err
	}
	res, err := im.tx.Exec(`INSERT INTO campaigns (name, game, created) VALUES (?, ?, ?)`, name, im.game, nanos(im.created))
	if err != nil {
		return err
	}
	if im.id, err = res.LastInsertId(); err != nil {
		return err
	}
	im.g = g
	return nil
}

// session reads one session and writes it: its start, then each action
// replayed through the rules as it is read, then its times and cursor,
// checked once all of it is known.
func (im *importer) session(n int) error {
	if err := im.begin(false); err != nil {
		return err
	}
	var (
		game             string
		started, updated time.Time
		initial          json.RawMessage
		cursor           int
		sid              int64 // written once the log begins, or at the end
		sg               tracker.Game
		state            []byte
		actions          int
	)
	cannot := func(err error) error { return tell("Session %d in this file cannot be imported: %w", n, err) }
	// start checks what the log needs and writes the session's row.
	start := func() error {
		g := im.g
		if game != "" {
			var ok bool
			if g, ok = im.s.games[game]; !ok || game == im.game {
				return tell("Session %d in this file is of a game this version of Tableside does not know (%q); update the app to open it.", n, game)
			}
		}
		st, err := compact(initial)
		if err != nil || len(st) == 0 {
			return tell("Session %d in this file has no starting position; the file is damaged.", n)
		}
		if err := (safeGame{g}).CheckState(st); err != nil {
			return cannot(tell("the starting position is not valid: %w", plain(err)))
		}
		// The times and cursor are set when the session ends.
		sid, err = insertSession(im.tx, im.id, 0, 0, 0, st, game)
		sg, state = g, st
		return err
	}
	err := im.object(func(key string) error {
		if sid != 0 && (key == "game" || key == "initial") {
			return im.broken(fileFault("a session's " + key + " comes after its log"))
		}
		switch key {
		case "game":
			return im.decode(&game)
		case "started":
			return im.decode(&started)
		case "updated":
			return im.decode(&updated)
		case "initial":
			return im.decode(&initial)
		case "cursor":
			return im.decode(&cursor)
		case "log":
			if err := start(); err != nil {
				return err
			}
			return im.log(n, sid, sg, state, &actions)
		}
		return im.skip()
	})
	if err != nil {
		return err
	}
	if sid == 0 {
		if err := start(); err != nil {
			return err
		}
	}
	if err := checkTimes(started, updated); err != nil {
		return err
	}
	if cursor < 0 || cursor > actions {
		return cannot(tell("the undo position %d is outside the log of %d actions", cursor, actions))
	}
	_, err = im.tx.Exec(`UPDATE sessions SET started = ?, updated = ?, cursor = ? WHERE id = ?`,
		nanos(started), nanos(updated), cursor, sid)
	return err
}

// log reads a session's actions, applies each to the state before it, and
// writes it with the snapshots the store keeps; only the current state is
// held. It counts the actions in *actions.
func (im *importer) log(n int, sid int64, g tracker.Game, state []byte, actions *int) error {
	if im.insLog == nil {
		var err error
		if im.insLog, err = im.tx.Prepare(`INSERT INTO log (session_id, seq, kind, args, words, at, done_by) VALUES (?, ?, ?, ?, ?, ?, ?)`); err != nil {
			return err
		}
	}
	return im.list("a session's log", func(seq int) error {
		var fe exportEntry
		if err := im.decode(&fe); err != nil {
			return err
		}
		if err := checkTimes(fe.At); err != nil {
			return err
		}
		args, err := compact(fe.Args)
		if err != nil {
			return tell("Session %d, action %d in this file is damaged.", n, seq)
		}
		if fe.By != "" {
			if fe.By, err = cleanName(fe.By, "guest"); err != nil {
				return tell("Session %d, action %d in this file: %w", n, seq, err)
			}
		}
		cmd := tracker.Command{Kind: fe.Kind, Args: args}
		next, words, err := (safeGame{g}).Apply(state, cmd)
		if err != nil {
			return tell("Session %d in this file cannot be imported: action %d (%s) cannot be replayed: %w", n, seq, fe.Kind, plain(err))
		}
		if _, err := im.insLog.Exec(sid, seq, cmd.Kind, argsText(args), words, nanos(fe.At), fe.By); err != nil {
			return err
		}
		if err := im.s.keepState(im.tx, sid, seq, next); err != nil {
			return err
		}
		state, *actions = next, seq
		if im.actions++; im.actions%progressEvery == 0 {
			im.report()
		}
		return nil
	})
}

// card reads one card and adds it unless the library has it.
func (im *importer) card(int) error {
	if err := im.begin(false); err != nil {
		return err
	}
	var c exportCard
	err := im.object(func(key string) error {
		switch key {
		case "kind":
			return im.decode(&c.Kind)
		case "name":
			return im.decode(&c.Name)
		case "data":
			return im.decode(&c.Data)
		case "updated":
			return im.decode(&c.Updated)
		}
		return im.skip()
	})
	if err != nil {
		return err
	}
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
		return tell("The card %q in this file cannot be imported. %w", c.Name, err)
	}
	_, err = im.tx.Exec(`INSERT INTO cards (game, kind, name, data, updated) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (game, kind, name) DO NOTHING`, im.game, kind, name, string(data), nanos(c.Updated))
	return err
}

// report tells progress how much of the file has been read.
func (im *importer) report() {
	if im.progress != nil {
		im.progress(im.in.n, im.size)
	}
}
