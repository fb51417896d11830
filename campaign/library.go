package campaign

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	"tableside/tracker"
)

// The library file carries one game's card library to another Tableside,
// so a group types each card once; docs/library-format.md describes it.
const (
	libraryFormat  = "tableside-library"
	libraryVersion = 1
	// MaxLibrarySize is the largest library file ReadLibrary reads: far
	// more than any box's cards, small enough to hold in memory.
	MaxLibrarySize = 8 << 20
	// MaxLibraryCards bounds the cards in one file.
	MaxLibraryCards = 10_000
)

type libraryFile struct {
	Format  string       `json:"format"`
	Version float64      `json:"version"` // float, so 1.5 can be refused rather than misread
	Game    string       `json:"game"`
	Cards   []exportCard `json:"cards"`
}

// syncer is a writer that can push what it holds to the disk (*os.File).
type syncer interface{ Sync() error }

// ExportLibrary writes every card of game's library as a library file. It
// returns nil only once everything is written, and synced to the disk when
// w can be (an *os.File), so "saved" on the screen means saved.
func (s *Store) ExportLibrary(game string, w io.Writer) error {
	if _, ok := s.games[game]; !ok {
		return unknownGame(game)
	}
	cards, err := s.cards(s.db, `WHERE game = ?`, game)
	if err != nil {
		return err
	}
	f := libraryFile{Format: libraryFormat, Version: libraryVersion, Game: game, Cards: []exportCard{}}
	for _, c := range cards {
		f.Cards = append(f.Cards, exportCard{Kind: c.Kind, Name: c.Name, Data: c.Data, Updated: c.Updated.UTC()})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(f); err != nil {
		return tell("Tableside could not write the file (%w).", err)
	}
	if sw, ok := w.(syncer); ok {
		if err := sw.Sync(); err != nil {
			return tell("Tableside could not finish writing the file (%w).", err)
		}
	}
	return nil
}

// LibraryPlan is a checked library file set against this library, before
// anything is written: the cards it would add, those already here as they
// are, and those here with other details, for the player to decide.
type LibraryPlan struct {
	Game   string
	New    []Card     // not in this library: added
	Same   []Card     // here with the same details: skipped
	Differ []CardPair // here with other details: the player keeps one
}

// CardPair is a card this library has (Mine) and the file's card of the
// same game, kind and name with other details (Theirs).
type CardPair struct {
	Mine, Theirs Card
}

// LibraryResult counts what ApplyLibrary did.
type LibraryResult struct {
	Added, Same, KeptMine, TookTheirs int
}

// ReadLibrary reads and checks a whole library file for game's library and
// plans its import; it writes nothing. A file that is damaged, not a
// library file, from a newer Tableside, of another game, or with a card
// the game's rules refuse, is refused in the player's words.
func (s *Store) ReadLibrary(game string, r io.Reader) (*LibraryPlan, error) {
	if s.readOnly {
		return nil, s.readOnlyErr() // before the player answers any question
	}
	g, ok := s.games[game]
	if !ok {
		return nil, unknownGame(game)
	}
	kind := fileKind{format: libraryFormat, version: libraryVersion, name: "card library file", numbers: "library format", max: MaxLibrarySize}
	b, err := kind.read(r)
	if err != nil {
		return nil, err
	}
	var f libraryFile
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, tell("This card library file is damaged: something in it is not what Tableside expects there.")
	}
	if f.Game != game {
		if other, ok := s.games[f.Game]; ok {
			return nil, tell("This file holds cards of %s, not of %s; import it from that game's library.", other.Title(), g.Title())
		}
		return nil, tell("This file holds cards of a game this version of Tableside does not know (%q); update the app to open it.", f.Game)
	}
	if len(f.Cards) > MaxLibraryCards {
		return nil, tell("This file holds %d cards; Tableside can import at most %d at once.", len(f.Cards), MaxLibraryCards)
	}
	theirs, err := checkLibraryCards(g, f.Cards)
	if err != nil {
		return nil, err
	}
	mine, err := s.cards(s.db, `WHERE game = ?`, game)
	if err != nil {
		return nil, err
	}
	return planLibrary(game, mine, theirs), nil
}

// checkLibraryCards cleans the file's cards as SaveCard would, checks each
// with the game's own rules when it has them (tracker.CardChecker), and
// refuses a card that appears twice, which no library can hold.
func checkLibraryCards(g tracker.Game, in []exportCard) ([]Card, error) {
	checker, _ := g.(tracker.CardChecker)
	seen := map[[2]string]bool{}
	out := make([]Card, 0, len(in))
	for _, fc := range in {
		c, err := checkLibraryCard(g.ID(), checker, fc)
		if err != nil {
			return nil, tell("The card %q in this file cannot be imported. %w", fc.Name, err)
		}
		key := [2]string{c.Kind, c.Name}
		if seen[key] {
			return nil, tell("The card %q is in this file twice; the file is damaged.", c.Name)
		}
		seen[key] = true
		out = append(out, c)
	}
	return out, nil
}

func checkLibraryCard(game string, checker tracker.CardChecker, fc exportCard) (Card, error) {
	c := Card{Game: game, Updated: fc.Updated}
	var err error
	if c.Kind, err = cleanName(fc.Kind, "card type"); err != nil {
		return Card{}, err
	}
	if c.Name, err = cleanName(fc.Name, "card"); err != nil {
		return Card{}, err
	}
	// A card is a set of fields: a bare number or list is damage, and
	// compacting makes "identical" mean the same details, not layout.
	if c.Data, err = compact(fc.Data); err != nil || len(c.Data) == 0 || c.Data[0] != '{' {
		return Card{}, tell("Its details are missing or cannot be read.")
	}
	if err := checkTimes(c.Updated); err != nil {
		return Card{}, err
	}
	if checker != nil {
		if err := safeCheckCard(checker, c); err != nil {
			return Card{}, sentence(err)
		}
	}
	return c, nil
}

// safeCheckCard is CheckCard with a net: a file must never crash the app.
func safeCheckCard(checker tracker.CardChecker, c Card) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = errors.New("the game's rules could not read it")
		}
	}()
	return checker.CheckCard(c.Kind, c.Name, c.Data)
}

// sentence words a rules error, written Go's way ("the Hero's name is
// empty"), as a sentence a player reads after ours.
func sentence(err error) error {
	msg := strings.TrimSpace(plainWords(err))
	if r, n := utf8.DecodeRuneInString(msg); n > 0 {
		msg = string(unicode.ToUpper(r)) + msg[n:]
	}
	if !strings.HasSuffix(msg, ".") {
		msg += "."
	}
	return tell("%s", msg)
}

// planLibrary sorts the file's cards against this library's.
func planLibrary(game string, mine, theirs []Card) *LibraryPlan {
	have := make(map[[2]string]Card, len(mine))
	for _, c := range mine {
		have[[2]string{c.Kind, c.Name}] = c
	}
	p := &LibraryPlan{Game: game}
	for _, t := range theirs {
		m, ok := have[[2]string{t.Kind, t.Name}]
		switch {
		case !ok:
			p.New = append(p.New, t)
		case bytes.Equal(m.Data, t.Data):
			p.Same = append(p.Same, t)
		default:
			p.Differ = append(p.Differ, CardPair{Mine: m, Theirs: t})
		}
	}
	return p
}

// ApplyLibrary writes a plan from ReadLibrary in one transaction: it adds
// the new cards and, for each differing card, keeps this library's
// (takeTheirs[i] false) or replaces it with the file's (true). Nothing is
// ever overwritten without that answer: if the library changed since the
// plan was made (another window), nothing is written and the player is
// asked to import again.
func (s *Store) ApplyLibrary(p *LibraryPlan, takeTheirs []bool) (LibraryResult, error) {
	if len(takeTheirs) != len(p.Differ) {
		return LibraryResult{}, tell("Choose mine or the file's for each of the %d cards that differ.", len(p.Differ))
	}
	res := LibraryResult{Added: len(p.New), Same: len(p.Same)}
	changed := tell("The card library changed while you were choosing; nothing was imported. Import the file again.")
	s.wmu.Lock()
	defer s.wmu.Unlock()
	err := s.write(func(tx *sql.Tx) error {
		for _, c := range p.New {
			r, err := tx.Exec(`INSERT INTO cards (game, kind, name, data, updated) VALUES (?, ?, ?, ?, ?)
				ON CONFLICT (game, kind, name) DO NOTHING`, p.Game, c.Kind, c.Name, string(c.Data), nanos(c.Updated))
			if err != nil {
				return err
			}
			if n, err := r.RowsAffected(); err != nil || n != 1 {
				return changed
			}
		}
		for i, d := range p.Differ {
			if !takeTheirs[i] {
				continue
			}
			// Only over the very card the player saw as "mine".
			r, err := tx.Exec(`UPDATE cards SET data = ?, updated = ? WHERE id = ? AND game = ? AND kind = ? AND name = ? AND data = ?`,
				string(d.Theirs.Data), nanos(d.Theirs.Updated), d.Mine.ID, p.Game, d.Mine.Kind, d.Mine.Name, string(d.Mine.Data))
			if err != nil {
				return err
			}
			if n, err := r.RowsAffected(); err != nil || n != 1 {
				return changed
			}
		}
		return nil
	})
	if err != nil {
		return LibraryResult{}, err
	}
	for _, take := range takeTheirs {
		if take {
			res.TookTheirs++
		} else {
			res.KeptMine++
		}
	}
	return res, nil
}
