package campaign

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"testing"
)

// FuzzImportLibrary feeds ReadLibrary arbitrary files against a library
// holding two cards. It must never panic; a refused file must leave the
// database as it was; an accepted one, applied with alternating answers,
// must leave exactly the cards the answers chose, and export back to a file
// that the same library finds wholly identical.
func FuzzImportLibrary(f *testing.F) {
	seed := []Card{
		{Game: "checked", Kind: "minion", Name: "Imp", Data: []byte(`{"ok":true,"a":1}`)},
		{Game: "checked", Kind: "spell", Name: "Fire", Data: []byte(`{"ok":true}`)},
	}
	src := newLibraryStore(f)
	saveCards(f, src, Card{Game: "checked", Kind: "minion", Name: "Imp", Data: []byte(`{"ok":true,"a":2}`)},
		Card{Game: "checked", Kind: "minion", Name: "Bat", Data: []byte(`{"ok":true}`)}, seed[1])
	var good bytes.Buffer
	if err := json.Compact(&good, exportLibrary(f, src, "checked")); err != nil {
		f.Fatal(err)
	}
	f.Add(good.Bytes())
	f.Add(good.Bytes()[:good.Len()/2])
	f.Add(bytes.Replace(good.Bytes(), []byte(`"ok":true`), []byte(`"ok":false`), 1))
	f.Add(bytes.Replace(good.Bytes(), []byte(`"ok":true`), []byte(`"panic":true`), 1))
	f.Add(bytes.Replace(good.Bytes(), []byte(`"version":1`), []byte(`"version":2`), 1))
	f.Add([]byte(`{"format":"tableside-library","version":1,"game":"checked","cards":[]}`))
	f.Add([]byte(`{"format":"tableside-library","version":1,"game":"counter","cards":[]}`))
	f.Add([]byte("junk \x00\xff"))
	f.Add([]byte(`[]`))

	s, err := open(filepath.Join(f.TempDir(), "fuzz.db"), libraryGames, options{noSync: true})
	if err != nil {
		f.Fatal(err)
	}
	defer s.Close()
	f.Fuzz(func(t *testing.T, file []byte) {
		if _, err := s.db.Exec(`DELETE FROM cards`); err != nil {
			t.Fatal(err)
		}
		saveCards(t, s, seed...)
		before, counts := cardsDump(t, s), rowCounts(t, s)
		p, err := s.ReadLibrary("checked", bytes.NewReader(file))
		if err != nil {
			noGoWords(t, err)
			if cardsDump(t, s) != before || !sameCounts(counts, rowCounts(t, s)) {
				t.Fatalf("a refused file (%v) changed the database", err)
			}
			return
		}
		take := make([]bool, len(p.Differ))
		want := map[[2]string]string{} // kind, name -> details after
		for _, c := range seed {
			want[[2]string{c.Kind, c.Name}] = string(c.Data)
		}
		for _, c := range p.New {
			want[[2]string{c.Kind, c.Name}] = string(c.Data)
		}
		for i, d := range p.Differ {
			if take[i] = i%2 == 0; take[i] {
				want[[2]string{d.Theirs.Kind, d.Theirs.Name}] = string(d.Theirs.Data)
			}
		}
		if _, err := s.ApplyLibrary(p, take); err != nil {
			t.Fatalf("an accepted file was not applied: %v\n%s", err, file)
		}
		out := exportLibrary(t, s, "checked")
		var lf libraryFile
		if err := json.Unmarshal(out, &lf); err != nil {
			t.Fatal(err)
		}
		got := map[[2]string]string{}
		for _, c := range lf.Cards {
			data, err := compact(c.Data) // the export is indented
			if err != nil {
				t.Fatal(err)
			}
			got[[2]string{c.Kind, c.Name}] = string(data)
		}
		if len(got) != len(want) {
			t.Fatalf("the library holds %v, want %v", got, want)
		}
		for k, v := range want {
			if got[k] != v {
				t.Fatalf("card %v holds %s, want %s", k, got[k], v)
			}
		}
		again := readLibrary(t, s, "checked", out)
		if len(again.New) != 0 || len(again.Differ) != 0 || len(again.Same) != len(want) {
			t.Fatalf("the library's own export is not wholly identical: %+v", again)
		}
	})
}
