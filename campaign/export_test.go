package campaign

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// sagaStore holds a campaign worth exporting: two sessions, one with an
// undone step (a redo branch), and cards of its game and of another.
func sagaStore(t testing.TB) (*Store, Campaign) {
	t.Helper()
	s, _ := newStore(t)
	c := newCampaign(t, s, "Saga")
	s1 := newSession(t, s, c.ID)
	do(t, s, s1.ID, 1, 2, 3)
	s2, err := s.StartSession(c.ID, []byte(`{"n":10,"pad":["a","b"]}`))
	if err != nil {
		t.Fatal(err)
	}
	do(t, s, s2.ID, -4, 5)
	if _, err := s.Undo(s2.ID); err != nil {
		t.Fatal(err)
	}
	for _, cd := range []Card{
		{Game: "counter", Kind: "minion", Name: "Imp", Data: []byte(`{"actions":2,"dice":["red","red"]}`)},
		{Game: "counter", Kind: "spell", Name: "Fire", Data: []byte(`{"cost":3}`)},
		{Game: "other", Kind: "minion", Name: "Not this game"},
	} {
		if _, err := s.SaveCard(cd); err != nil {
			t.Fatal(err)
		}
	}
	c, err = s.Campaign(c.ID)
	if err != nil {
		t.Fatal(err)
	}
	return s, c
}

func export(t testing.TB, s *Store, id int64) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := s.Export(id, &b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func importBytes(t testing.TB, s *Store, b []byte) Campaign {
	t.Helper()
	c, err := s.Import(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// withoutName blanks the campaign name, the one thing an import may change.
func withoutName(t testing.TB, b []byte) string {
	t.Helper()
	var f map[string]any
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	f["name"] = ""
	out, _ := json.Marshal(f)
	return string(out)
}

func TestExportShape(t *testing.T) {
	s, c := sagaStore(t)
	b := export(t, s, c.ID)
	var f struct {
		Format   string
		Version  int
		Name     string
		Game     string
		Created  time.Time
		Sessions []struct {
			Initial map[string]any
			Cursor  int
			Log     []map[string]any
		}
		Cards []struct{ Kind, Name string }
	}
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	if f.Format != "tableside-campaign" || f.Version != 2 || f.Name != "Saga" || f.Game != "counter" || !f.Created.Equal(c.Created) {
		t.Fatalf("header %+v", f)
	}
	if len(f.Sessions) != 2 || f.Sessions[1].Initial["n"] != 10.0 || f.Sessions[1].Cursor != 1 || len(f.Sessions[1].Log) != 2 {
		t.Fatalf("sessions %+v", f.Sessions)
	}
	e := f.Sessions[0].Log[2]
	if e["kind"] != "add" || e["words"] != "3 -> 6" || e["at"] == nil || e["args"].(map[string]any)["n"] != 3.0 {
		t.Fatalf("entry %v", e)
	}
	if bytes.Contains(b, []byte(`"state"`)) {
		t.Fatal("states were exported")
	}
	if len(f.Cards) != 2 || f.Cards[0].Name != "Imp" || f.Cards[1].Name != "Fire" {
		t.Fatalf("cards %+v (only this game's, by kind and name)", f.Cards)
	}
	if err := s.Export(c.ID+100, io.Discard); !errors.Is(err, ErrNotFound) {
		t.Fatalf("export of a missing campaign: %v", err)
	}
}

func TestExportImportRoundTrip(t *testing.T) {
	s, c := sagaStore(t)
	first := export(t, s, c.ID)

	// Into the same database: a new campaign beside the old, renamed.
	again := importBytes(t, s, first)
	if again.ID == c.ID || again.Name != "Saga (imported)" || again.Sessions != 2 || again.Actions != c.Actions {
		t.Fatalf("imported %+v from %+v", again, c)
	}
	second := export(t, s, again.ID)
	if withoutName(t, first) != withoutName(t, second) {
		t.Fatalf("export -> import -> export changed the content:\n%s\n%s", first, second)
	}
	if third := importBytes(t, s, first); third.Name != "Saga (imported 2)" {
		t.Fatalf("third copy named %q", third.Name)
	}

	// The states were recomputed by the rules and match the originals.
	orig, _, _ := s.LastSession(c.ID)
	copied, _, _ := s.LastSession(again.ID)
	if orig.Cursor != copied.Cursor || orig.Len != copied.Len || string(orig.State) != string(copied.State) {
		t.Fatalf("session %+v imported as %+v", orig, copied)
	}
	redone, err := s.Redo(copied.ID)
	if err != nil || count(t, redone.State) != 11 {
		t.Fatalf("the imported redo branch: %s, %v", redone.State, err)
	}

	// Into a fresh database: byte for byte the same file.
	fresh, _ := newStore(t)
	imported := importBytes(t, fresh, first)
	if imported.Name != "Saga" {
		t.Fatalf("name %q in an empty database", imported.Name)
	}
	if got := export(t, fresh, imported.ID); !bytes.Equal(got, first) {
		t.Fatalf("fresh round trip differs:\n%s\n%s", first, got)
	}
}

func TestImportNeverOverwritesCards(t *testing.T) {
	s, c := sagaStore(t)
	file := export(t, s, c.ID)
	other, _ := newStore(t)
	mine, err := other.SaveCard(Card{Game: "counter", Kind: "minion", Name: "Imp", Data: []byte(`{"actions":9}`)})
	if err != nil {
		t.Fatal(err)
	}
	importBytes(t, other, file)
	minions, _ := other.Cards("counter", "minion")
	spells, _ := other.Cards("counter", "spell")
	if len(minions) != 1 || minions[0].ID != mine.ID || string(minions[0].Data) != `{"actions":9}` {
		t.Fatalf("the library's own Imp was touched: %+v", minions)
	}
	if len(spells) != 1 || spells[0].Name != "Fire" {
		t.Fatalf("the new card was not added: %+v", spells)
	}
}

func TestImportLongTakenName(t *testing.T) {
	s, _ := newStore(t)
	long := strings.Repeat("ö", MaxNameLen)
	c := newCampaign(t, s, long)
	got := importBytes(t, s, export(t, s, c.ID))
	if want := strings.Repeat("ö", MaxNameLen-11) + " (imported)"; got.Name != want {
		t.Fatalf("name %q, want %q", got.Name, want)
	}
}

// variant is the saga file with one thing changed.
func variant(t testing.TB, good []byte, change func(f *exportFile)) []byte {
	t.Helper()
	var f exportFile
	if err := json.Unmarshal(good, &f); err != nil {
		t.Fatal(err)
	}
	change(&f)
	b, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestImportRefusesBadFiles(t *testing.T) {
	s, c := sagaStore(t)
	good := export(t, s, c.ID)
	cases := []struct {
		name string
		file io.Reader
		want string
	}{
		{"empty", strings.NewReader(""), "not a Tableside campaign file"},
		{"junk", strings.NewReader("PK\x03\x04 a zip, perhaps"), "not a Tableside campaign file"},
		{"JSON array", strings.NewReader(`[1, 2]`), "not a Tableside campaign file"},
		{"another format", strings.NewReader(`{"format": "gloomhaven-save", "version": 1}`), "not a Tableside campaign file"},
		{"truncated", bytes.NewReader(good[:len(good)/2]), "incomplete or damaged"},
		{"newer", bytes.NewReader(variant(t, good, func(f *exportFile) { f.Version = 3 })), "made by a newer Tableside (format 3); update the app to open it."},
		{"version 1.5", bytes.NewReader(variant(t, good, func(f *exportFile) { f.Version = 1.5 })), "no valid format number"},
		{"no version", strings.NewReader(`{"format": "tableside-campaign"}`), "no valid format number"},
		{"wrong type", strings.NewReader(`{"format": "tableside-campaign", "version": 1, "sessions": [{"cursor": "two"}]}`), "damaged"},
		{"too large a piece", io.MultiReader(strings.NewReader(`{"format": "tableside-campaign", "version": 2, "name": "`),
			strings.NewReader(strings.Repeat("x", MaxImportValue+1)), strings.NewReader(`"}`)), "larger than 16 MB"},
		{"two files", io.MultiReader(bytes.NewReader(good), bytes.NewReader(good)), "damaged"},
		{"junk after", io.MultiReader(bytes.NewReader(good), strings.NewReader("junk")), "incomplete or damaged"},
		{"a field twice", strings.NewReader(`{"format": "tableside-campaign", "version": 2, "Version": 2}`), `damaged (the field "version" appears twice)`},
		{"sessions before the game", strings.NewReader(`{"format": "tableside-campaign", "version": 2, "sessions": [{}], "name": "x", "game": "counter"}`), "come before the campaign's name and game"},
		{"unknown game", bytes.NewReader(variant(t, good, func(f *exportFile) { f.Game = "chess" })), `does not know ("chess")`},
		{"no name", bytes.NewReader(variant(t, good, func(f *exportFile) { f.Name = " " })), "Give the campaign a name"},
		{"illegal step", bytes.NewReader(variant(t, good, func(f *exportFile) {
			f.Sessions[1].Log[1].Args = json.RawMessage(`{"n":-100}`)
		})), "Session 2 in this file cannot be imported: action 2 (add) cannot be replayed: The counter is at 6; it cannot lose 100."},
		{"unknown command", bytes.NewReader(variant(t, good, func(f *exportFile) { f.Sessions[0].Log[0].Kind = "dance" })), "Session 1 in this file cannot be imported: action 1 (dance)"},
		{"rules panic", bytes.NewReader(variant(t, good, func(f *exportFile) { f.Sessions[0].Log[2].Kind = "panic" })), "Session 1 in this file cannot be imported: action 3 (panic) cannot be replayed: the rules could not follow it"},
		{"cursor past the end", bytes.NewReader(variant(t, good, func(f *exportFile) { f.Sessions[0].Cursor = 4 })), "undo position 4"},
		{"bad start", bytes.NewReader(variant(t, good, func(f *exportFile) { f.Sessions[1].Initial = json.RawMessage(`{"n":-1}`) })), "Session 2 in this file cannot be imported: the starting position is not valid"},
		{"no start", bytes.NewReader(variant(t, good, func(f *exportFile) { f.Sessions[0].Initial = nil })), "Session 1 in this file has no starting position"},
		{"no date", bytes.NewReader(variant(t, good, func(f *exportFile) { f.Sessions[0].Log[1].At = time.Time{} })), "date that cannot be right"},
		{"far future", bytes.NewReader(variant(t, good, func(f *exportFile) { f.Created = time.Date(9999, 1, 1, 0, 0, 0, 0, time.UTC) })), "date that cannot be right"},
		{"nameless card", bytes.NewReader(variant(t, good, func(f *exportFile) { f.Cards[0].Name = "" })), "Give the card a name"},
	}
	before := rowCounts(t, s)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := s.Import(tc.file)
			wantErr(t, err, tc.want)
			if after := rowCounts(t, s); !sameCounts(before, after) {
				t.Fatalf("a refused file wrote rows: %v -> %v", before, after)
			}
		})
	}
	// A version 1 file (before campaign books) still imports.
	if _, err := s.Import(bytes.NewReader(variant(t, good, func(f *exportFile) { f.Version = 1 }))); err != nil {
		t.Fatalf("a version 1 file: %v", err)
	}
	_, err := s.Import(bytes.NewReader(variant(t, good, func(f *exportFile) { f.Version = 3 })))
	if !errors.Is(err, ErrNewerVersion) {
		t.Fatalf("errors.Is(%v, ErrNewerVersion) is false", err)
	}
}

// A file written by hand (indented differently, args null, times in
// another zone) imports to the same content as the app's own.
func TestImportNormalizesLayout(t *testing.T) {
	s, _ := newStore(t)
	hand := `{"format":"tableside-campaign","version":1,"name":"By hand","game":"counter",
	  "created":"2025-03-01T20:00:00+01:00","last_played":"2025-03-01T22:00:00+01:00",
	  "sessions":[{"started":"2025-03-01T20:00:00+01:00","updated":"2025-03-01T22:00:00+01:00",
	    "initial":{ "n" : 1 },"cursor":1,
	    "log":[{"kind":"add","args":{ "n":  2 },"words":"ignored","at":"2025-03-01T21:00:00+01:00"}]}],
	  "cards":[{"kind":"minion","name":"Imp","data":{ "a" : 1 },"updated":"2025-03-01T20:00:00Z"}],
	  "comment":"unknown fields are ignored"}`
	c := importBytes(t, s, []byte(hand))
	ss, _, _ := s.LastSession(c.ID)
	if string(ss.State) != `{"n":3}` {
		t.Fatalf("state %s", ss.State)
	}
	h, _ := s.History(ss.ID, 0)
	if string(h[0].Command.Args) != `{"n":2}` || h[0].Words != "1 -> 3" {
		t.Fatalf("entry %+v: args kept as typed, or the file's words trusted", h[0])
	}
	if !c.Created.Equal(time.Date(2025, 3, 1, 19, 0, 0, 0, time.UTC)) {
		t.Fatalf("created %v", c.Created)
	}
	out := export(t, s, c.ID)
	if !bytes.Contains(out, []byte(`"created": "2025-03-01T19:00:00Z"`)) {
		t.Fatalf("times are not exported in UTC:\n%s", out)
	}
}

// The example in docs/export-format.md is a real file: it imports, and
// exports again byte for byte.
func TestExportFormatDocExample(t *testing.T) {
	example := docExample(t, "export-format.md")
	s, _ := newStore(t)
	c := importBytes(t, s, []byte(example))
	if got := string(export(t, s, c.ID)); got != example {
		t.Fatalf("the documented example does not round-trip; Tableside writes:\n%s", got)
	}
	if c.Name != "Tuesday group" || c.Sessions != 2 || c.Actions != 3 ||
		!c.LastPlayed.Equal(time.Date(2025, 3, 11, 19, 12, 30, 0, time.UTC)) {
		t.Fatalf("imported %+v", c)
	}
}

// addsFile is an export file of one counter session, addsSession(n, size).
func addsFile(t testing.TB, n, size int) []byte {
	t.Helper()
	t0 := time.Date(2025, 1, 1, 19, 0, 0, 0, time.UTC)
	f := exportFile{
		Format: exportFormat, Version: exportVersion, Name: "Adds", Game: "counter",
		Created: t0, Sessions: []exportSession{addsSession(n, size)},
	}
	file, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	return file
}

// addsSession is a counter session of n "add 1" commands on a state padded
// to size bytes, its cursor at the end.
func addsSession(n, size int) exportSession {
	t0 := time.Date(2025, 1, 1, 19, 0, 0, 0, time.UTC)
	es := exportSession{Started: t0, Updated: t0, Initial: paddedState(0, size), Cursor: n}
	for i := 0; i < n; i++ {
		es.Log = append(es.Log, exportEntry{Kind: "add", Args: json.RawMessage(`{"n":1}`), At: t0.Add(time.Duration(i) * time.Second)})
	}
	return es
}

// Progress climbs to the whole file; a stop, at any report, leaves nothing.
func TestImportProgressAndStop(t *testing.T) {
	s, _ := newStore(t)
	file := addsFile(t, 3*progressEvery+5, 64)
	var got [][2]int64
	c, err := s.ImportContext(context.Background(), bytes.NewReader(file), int64(len(file)), func(done, total int64) {
		got = append(got, [2]int64{done, total})
	})
	if err != nil || c.Actions != 3*progressEvery+5 {
		t.Fatalf("imported %+v, %v", c, err)
	}
	if len(got) < 4 || got[len(got)-1] != [2]int64{int64(len(file)), int64(len(file))} {
		t.Fatalf("progress %v", got)
	}
	for i := 1; i < len(got); i++ {
		if got[i][0] < got[i-1][0] {
			t.Fatalf("progress went back: %v", got)
		}
	}
	before := rowCounts(t, s)
	for stopAt := 0; stopAt <= len(got); stopAt++ {
		ctx, cancel := context.WithCancel(context.Background())
		calls := 0
		if stopAt == 0 {
			cancel()
		}
		_, err := s.ImportContext(ctx, bytes.NewReader(file), 0, func(int64, int64) {
			if calls++; calls == stopAt {
				cancel()
			}
		})
		cancel()
		if !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "nothing was added") {
			t.Fatalf("stopped at report %d: %v", stopAt, err)
		}
		if after := rowCounts(t, s); !sameCounts(before, after) {
			t.Fatalf("a stopped import wrote rows: %v -> %v", before, after)
		}
	}
}

// fileWriter records what an export did to the file it wrote.
type fileWriter struct {
	bytes.Buffer
	synced, closed bool
	closeErr       error
}

func (w *fileWriter) Sync() error  { w.synced = true; return nil }
func (w *fileWriter) Close() error { w.closed = true; return w.closeErr }

// An export syncs and closes its file before it reports, says when the
// close failed, and a stop says the file is incomplete.
func TestExportFinishesTheFile(t *testing.T) {
	s, _ := newStore(t)
	file := addsFile(t, 2*progressEvery, 64)
	c := importBytes(t, s, file)
	var w fileWriter
	var last [2]int64
	if err := s.ExportContext(context.Background(), c.ID, &w, func(done, total int64) { last = [2]int64{done, total} }); err != nil {
		t.Fatal(err)
	}
	if !w.synced || !w.closed || last != [2]int64{2 * progressEvery, 2 * progressEvery} {
		t.Fatalf("synced %v, closed %v, progress %v", w.synced, w.closed, last)
	}
	if !bytes.Equal(w.Bytes(), export(t, s, c.ID)) {
		t.Fatal("two exports differ")
	}

	w = fileWriter{closeErr: errors.New("no space left on device")}
	err := s.ExportContext(context.Background(), c.ID, &w, nil)
	wantErr(t, err, "could not finish writing the file (no space left on device)")

	ctx, cancel := context.WithCancel(context.Background())
	w = fileWriter{}
	err = s.ExportContext(ctx, c.ID, &w, func(int64, int64) { cancel() })
	if !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "incomplete") || !w.closed {
		t.Fatalf("a stopped export: %v, closed %v", err, w.closed)
	}
	if _, err := s.Import(&w.Buffer); err == nil {
		t.Fatal("a stopped export's file imports")
	}
}

// A log longer than the 100,000 actions Import once refused comes back,
// row for row, with the state the rules give.
func TestImportPastTheOldCap(t *testing.T) {
	if testing.Short() {
		t.Skip("imports 100,001 actions")
	}
	const n = 100_001
	s, err := open(filepath.Join(t.TempDir(), "long.db"), testGames, options{noSync: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	c := importBytes(t, s, addsFile(t, n, 0))
	ss, _, err := s.LastSession(c.ID)
	if err != nil || ss.Len != n || ss.Cursor != n || count(t, ss.State) != n {
		t.Fatalf("imported %+v, %v", ss, err)
	}
}
