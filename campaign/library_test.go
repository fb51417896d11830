package campaign

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tableside/tracker"
)

// checkedGame is a game whose cards have rules (tracker.CardChecker): a
// card needs "ok": true in its details.
type checkedGame struct{ counterGame }

func (checkedGame) ID() string    { return "checked" }
func (checkedGame) Title() string { return "Checked" }

func (checkedGame) CheckCard(kind, name string, data []byte) error {
	var c struct {
		OK    bool `json:"ok"`
		Panic bool `json:"panic"`
	}
	if err := json.Unmarshal(data, &c); err != nil {
		return err
	}
	if c.Panic {
		panic("the test game gave up")
	}
	if !c.OK {
		return fmt.Errorf("the %s %s is not ok", kind, name)
	}
	return nil
}

var libraryGames = tracker.NewCatalog(counterGame{}, otherGame{}, checkedGame{})

// newLibraryStore is a fresh store that also knows checkedGame.
func newLibraryStore(t testing.TB) *Store {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), "tableside.db"), libraryGames)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func saveCards(t testing.TB, s *Store, cards ...Card) {
	t.Helper()
	for _, c := range cards {
		if _, err := s.SaveCard(c); err != nil {
			t.Fatal(err)
		}
	}
}

func exportLibrary(t testing.TB, s *Store, game string) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := s.ExportLibrary(game, &b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func readLibrary(t testing.TB, s *Store, game string, file []byte) *LibraryPlan {
	t.Helper()
	p, err := s.ReadLibrary(game, bytes.NewReader(file))
	if err != nil {
		t.Fatalf("file refused: %v\n%s", err, file)
	}
	return p
}

// cardsDump is every card row, ids and times included: a refused file or
// an answer of "keep mine" must leave it byte for byte.
func cardsDump(t testing.TB, s *Store) string {
	t.Helper()
	rows, err := s.db.Query(`SELECT id, game, kind, name, data, updated FROM cards ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var b strings.Builder
	for rows.Next() {
		var id, updated int64
		var game, kind, name, data string
		if err := rows.Scan(&id, &game, &kind, &name, &data, &updated); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%d|%s|%s|%s|%s|%d\n", id, game, kind, name, data, updated)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func cardNames(cards []Card) string {
	var out []string
	for _, c := range cards {
		out = append(out, c.Kind+"/"+c.Name)
	}
	return strings.Join(out, ",")
}

func TestLibraryRoundTrip(t *testing.T) {
	src := newLibraryStore(t)
	saveCards(t, src,
		Card{Game: "counter", Kind: "minion", Name: "Imp", Data: []byte(`{"actions": 2, "dice": [1, 2]}`)},
		Card{Game: "counter", Kind: "minion", Name: "Ogre <big> & \"bad\"", Data: []byte(`{"actions":1}`)},
		Card{Game: "counter", Kind: "spell", Name: "Fireball", Data: []byte(`{}`)},
		Card{Game: "other", Kind: "minion", Name: "Not this game's", Data: []byte(`{}`)},
	)
	first := exportLibrary(t, src, "counter")
	if bytes.Contains(first, []byte("Not this game's")) {
		t.Fatalf("another game's card was exported:\n%s", first)
	}

	dst := newLibraryStore(t)
	p := readLibrary(t, dst, "counter", first)
	if len(p.New) != 3 || len(p.Same) != 0 || len(p.Differ) != 0 {
		t.Fatalf("a fresh library plans %d new, %d same, %d differing; want 3, 0, 0", len(p.New), len(p.Same), len(p.Differ))
	}
	res, err := dst.ApplyLibrary(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res != (LibraryResult{Added: 3}) {
		t.Fatalf("result %+v", res)
	}
	if second := exportLibrary(t, dst, "counter"); !bytes.Equal(first, second) {
		t.Fatalf("export -> import -> export changed the file:\n%s\n%s", first, second)
	}

	// The same file again: everything is already there.
	p = readLibrary(t, dst, "counter", first)
	if len(p.New) != 0 || len(p.Same) != 3 || len(p.Differ) != 0 {
		t.Fatalf("a second import plans %d new, %d same, %d differing; want 0, 3, 0", len(p.New), len(p.Same), len(p.Differ))
	}

	// An empty library exports a file that imports as nothing.
	empty := exportLibrary(t, newLibraryStore(t), "counter")
	if p := readLibrary(t, dst, "counter", empty); len(p.New)+len(p.Same)+len(p.Differ) != 0 {
		t.Fatalf("an empty file plans %+v", p)
	}
}

// TestLibraryDifferAsks imports one new card, one identical (laid out
// differently in the file) and two that differ, answering each way.
func TestLibraryDifferAsks(t *testing.T) {
	src := newLibraryStore(t)
	saveCards(t, src,
		Card{Game: "counter", Kind: "minion", Name: "Bat", Data: []byte(`{"a":1}`)},
		Card{Game: "counter", Kind: "minion", Name: "Imp", Data: []byte(`{"a":2}`)},
		Card{Game: "counter", Kind: "minion", Name: "Ogre", Data: []byte(`{"a":3}`)},
		Card{Game: "counter", Kind: "spell", Name: "Fire", Data: []byte(`{"cost":1}`)},
	)
	file := exportLibrary(t, src, "counter")

	for _, tc := range []struct {
		name string
		take []bool // Imp, Ogre
		want string // Imp's and Ogre's details after
	}{
		{"keep both of mine", []bool{false, false}, `{"a":20} {"a":30}`},
		{"take the file's Imp", []bool{true, false}, `{"a":2} {"a":30}`},
		{"take both of the file's", []bool{true, true}, `{"a":2} {"a":3}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dst := newLibraryStore(t)
			saveCards(t, dst,
				Card{Game: "counter", Kind: "minion", Name: "Imp", Data: []byte(`{"a":20}`)},
				Card{Game: "counter", Kind: "minion", Name: "Ogre", Data: []byte(`{"a":30}`)},
				Card{Game: "counter", Kind: "spell", Name: "Fire", Data: []byte(`{ "cost" : 1 }`)},
			)
			p := readLibrary(t, dst, "counter", file)
			if got := cardNames(p.New) + " | " + cardNames(p.Same); got != "minion/Bat | spell/Fire" {
				t.Fatalf("new | same: %s", got)
			}
			if len(p.Differ) != 2 || p.Differ[0].Mine.Name != "Imp" || string(p.Differ[0].Mine.Data) != `{"a":20}` ||
				string(p.Differ[0].Theirs.Data) != `{"a":2}` || p.Differ[1].Mine.Name != "Ogre" {
				t.Fatalf("differing: %+v", p.Differ)
			}
			// Not answering every card writes nothing.
			before := cardsDump(t, dst)
			if _, err := dst.ApplyLibrary(p, tc.take[:1]); err == nil {
				t.Fatal("a plan with a card unanswered was written")
			}
			if cardsDump(t, dst) != before {
				t.Fatal("a refused plan changed the library")
			}
			res, err := dst.ApplyLibrary(p, tc.take)
			if err != nil {
				t.Fatal(err)
			}
			took := 0
			for _, tk := range tc.take {
				if tk {
					took++
				}
			}
			if want := (LibraryResult{Added: 1, Same: 1, KeptMine: 2 - took, TookTheirs: took}); res != want {
				t.Fatalf("result %+v, want %+v", res, want)
			}
			minions, err := dst.Cards("counter", "minion")
			if err != nil {
				t.Fatal(err)
			}
			if cardNames(minions) != "minion/Bat,minion/Imp,minion/Ogre" {
				t.Fatalf("minions after: %s", cardNames(minions))
			}
			if got := string(minions[1].Data) + " " + string(minions[2].Data); got != tc.want {
				t.Fatalf("Imp and Ogre hold %s, want %s", got, tc.want)
			}
		})
	}
}

// TestLibraryChangedMeanwhile: a card changed in another window between
// the plan and the answer is never overwritten.
func TestLibraryChangedMeanwhile(t *testing.T) {
	src := newLibraryStore(t)
	saveCards(t, src,
		Card{Game: "counter", Kind: "minion", Name: "Imp", Data: []byte(`{"a":1}`)},
		Card{Game: "counter", Kind: "minion", Name: "Bat", Data: []byte(`{"a":1}`)})
	file := exportLibrary(t, src, "counter")

	dst := newLibraryStore(t)
	saveCards(t, dst, Card{Game: "counter", Kind: "minion", Name: "Imp", Data: []byte(`{"a":2}`)})
	p := readLibrary(t, dst, "counter", file)
	saveCards(t, dst, Card{Game: "counter", Kind: "minion", Name: "Imp", Data: []byte(`{"a":3}`)})
	before := cardsDump(t, dst)
	_, err := dst.ApplyLibrary(p, []bool{true})
	wantErr(t, err, "changed while you were choosing")
	if cardsDump(t, dst) != before {
		t.Fatal("a stale plan changed the library")
	}

	// A card added meanwhile under a new card's name is not replaced either.
	p = readLibrary(t, dst, "counter", file)
	saveCards(t, dst, Card{Game: "counter", Kind: "minion", Name: "Bat", Data: []byte(`{"a":9}`)})
	before = cardsDump(t, dst)
	_, err = dst.ApplyLibrary(p, []bool{false})
	wantErr(t, err, "changed while you were choosing")
	if cardsDump(t, dst) != before {
		t.Fatal("a stale plan changed the library")
	}
}

// TestLibraryBrokenFile: every kind of bad file is refused in words that
// say why, and nothing is written.
func TestLibraryBrokenFile(t *testing.T) {
	s := newLibraryStore(t)
	saveCards(t, s,
		Card{Game: "counter", Kind: "minion", Name: "Imp", Data: []byte(`{"a":1}`)},
		Card{Game: "checked", Kind: "minion", Name: "Imp", Data: []byte(`{"ok":true}`)})
	good := exportLibrary(t, s, "counter")
	// file builds a one-card library file of game with the card's fields.
	file := func(game, version, card string) string {
		return `{"format":"tableside-library","version":` + version + `,"game":"` + game + `","cards":[` + card + `]}`
	}
	card := func(kind, name, data, updated string) string {
		return `{"kind":"` + kind + `","name":"` + name + `","data":` + data + `,"updated":"` + updated + `"}`
	}
	const at = "2025-03-04T19:20:00Z"
	ok := card("minion", "Bat", `{}`, at)
	for _, tc := range []struct {
		name, game, file, want string
	}{
		{"cut short", "counter", string(good[:len(good)/2]), "incomplete or damaged; export it again"},
		{"not JSON", "counter", "PK\x03\x04 a zip", "not a Tableside card library file"},
		{"another app's JSON", "counter", `{"cards":[]}`, "not a Tableside card library file"},
		{"a list", "counter", `[1,2]`, "not a Tableside card library file"},
		{"a campaign file", "counter", `{"format":"tableside-campaign","version":2}`, "campaign file, not a card library"},
		{"a newer version", "counter", file("counter", "2", ok), "newer Tableside (library format 2); update the app"},
		{"version 1.5", "counter", file("counter", "1.5", ok), "no valid format number"},
		{"no version", "counter", `{"format":"tableside-library","game":"counter","cards":[]}`, "no valid format number"},
		{"another game's", "counter", file("other", "1", ok), "cards of Other, not of Counter"},
		{"an unknown game", "counter", file("chess", "1", ok), `a game this version of Tableside does not know ("chess")`},
		{"a wrong type", "counter", `{"format":"tableside-library","version":1,"game":"counter","cards":{}}`, "damaged"},
		{"an empty name", "counter", file("counter", "1", card("minion", " ", `{}`, at)), "Give the card a name."},
		{"a name on two lines", "counter", file("counter", "1", card("minion", `a\nb`, `{}`, at)), "must be on one line"},
		{"a long name", "counter", file("counter", "1", card("minion", strings.Repeat("x", MaxNameLen+1), `{}`, at)), "at most 80 letters"},
		{"no kind", "counter", file("counter", "1", card("", "Bat", `{}`, at)), "Give the card type a name."},
		{"details not a set of fields", "counter", file("counter", "1", card("minion", "Bat", `[1]`, at)), "details are missing"},
		{"no details", "counter", file("counter", "1", `{"kind":"minion","name":"Bat","updated":"`+at+`"}`), "details are missing"},
		{"no date", "counter", file("counter", "1", `{"kind":"minion","name":"Bat","data":{}}`), "date that cannot be right"},
		{"a card twice", "counter", file("counter", "1", ok+","+ok), `"Bat" is in this file twice`},
		{"a card the rules refuse", "checked", file("checked", "1", card("minion", "Bat", `{"ok":false}`, at)), `"Bat" in this file cannot be imported. The minion Bat is not ok.`},
		{"a card that upsets the rules", "checked", file("checked", "1", card("minion", "Bat", `{"panic":true}`, at)), "could not read it"},
		{"too large", "counter", strings.Repeat(" ", MaxLibrarySize+1), "too large"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before, counts := cardsDump(t, s), rowCounts(t, s)
			p, err := s.ReadLibrary(tc.game, strings.NewReader(tc.file))
			wantErr(t, err, tc.want)
			if p != nil {
				t.Fatal("a refused file gave a plan")
			}
			if cardsDump(t, s) != before || !sameCounts(counts, rowCounts(t, s)) {
				t.Fatal("a refused file changed the database")
			}
		})
	}
	_, err := s.ReadLibrary("counter", strings.NewReader(file("counter", "3", ok)))
	if !errors.Is(err, ErrNewerVersion) {
		t.Fatalf("a newer file's error %v is not ErrNewerVersion", err)
	}
	// The rules' own checks pass a good card.
	if p := readLibrary(t, s, "checked", []byte(file("checked", "1", card("minion", "Bat", `{"ok":true}`, at)))); len(p.New) != 1 {
		t.Fatalf("a good checked card plans %+v", p)
	}
}

// TestExportLibraryFile writes to a real file, which ExportLibrary syncs.
func TestExportLibraryFile(t *testing.T) {
	s := newLibraryStore(t)
	saveCards(t, s, Card{Game: "counter", Kind: "minion", Name: "Imp", Data: []byte(`{"a":1}`)})
	path := filepath.Join(t.TempDir(), "lib.json")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.ExportLibrary("counter", f); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, exportLibrary(t, s, "counter")) {
		t.Fatalf("the file holds\n%s", got)
	}
	// A file that cannot be written is an error, not "saved".
	ro, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	wantErr(t, s.ExportLibrary("counter", ro), "could not write the file")
	wantErr(t, s.ExportLibrary("chess", &bytes.Buffer{}), "does not know the game")
}

func TestLibraryFormatDocExample(t *testing.T) {
	example := docExample(t, "library-format.md")
	s := newLibraryStore(t)
	p := readLibrary(t, s, "counter", []byte(example))
	if _, err := s.ApplyLibrary(p, nil); err != nil {
		t.Fatal(err)
	}
	if got := string(exportLibrary(t, s, "counter")); got != example {
		t.Fatalf("the documented example does not round-trip; Tableside writes:\n%s", got)
	}
}
