package campaign

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"slices"
	"testing"
)

// FuzzImport feeds Import arbitrary files. It must never panic; a refused
// file must leave every table as it was; an accepted one must export and
// import again to the same content.
func FuzzImport(f *testing.F) {
	// A small campaign, compacted: the fuzzer mutates and minimizes
	// bytes, so every byte of layout would only slow it down.
	src, _, ss := played(f, "Saga", 2, 3)
	if _, err := src.Undo(ss.ID); err != nil {
		f.Fatal(err)
	}
	if _, err := src.SaveCard(Card{Game: "counter", Kind: "minion", Name: "Imp", Data: []byte(`{"a":1}`)}); err != nil {
		f.Fatal(err)
	}
	var good bytes.Buffer
	if err := json.Compact(&good, export(f, src, ss.CampaignID)); err != nil {
		f.Fatal(err)
	}
	f.Add(good.Bytes())
	f.Add(good.Bytes()[:good.Len()/2])
	f.Add(variant(f, good.Bytes(), func(ef *exportFile) { ef.Version = 2 }))
	f.Add(variant(f, good.Bytes(), func(ef *exportFile) { ef.Sessions[0].Log[1].Kind = "panic" }))
	f.Add(variant(f, good.Bytes(), func(ef *exportFile) { ef.Sessions = nil; ef.Cards = nil }))
	f.Add([]byte(`{"format":"tableside-campaign","version":1}`))
	f.Add([]byte(`{"format":"tableside-campaign","version":1,"name":"x","game":"counter","created":"2025-01-01T00:00:00Z","last_played":"2025-01-01T00:00:00Z","sessions":[{"started":"2025-01-01T00:00:00Z","updated":"2025-01-01T00:00:00Z","initial":{"n":0},"cursor":0,"log":[]}]}`))
	f.Add([]byte("junk \x00\xff"))
	f.Add([]byte(`[]`))
	for _, seed := range streamSeeds(f, good.Bytes()) {
		f.Add(seed)
	}

	s, err := open(filepath.Join(f.TempDir(), "fuzz.db"), testGames, options{noSync: true})
	if err != nil {
		f.Fatal(err)
	}
	defer s.Close()
	f.Fuzz(func(t *testing.T, file []byte) {
		before := rowCounts(t, s)
		got, err := s.Import(bytes.NewReader(file))
		if err != nil {
			noGoWords(t, err)
			if after := rowCounts(t, s); !sameCounts(before, after) {
				t.Fatalf("a refused file (%v) changed rows: %v -> %v", err, before, after)
			}
			return
		}
		first := export(t, s, got.ID)
		again, err := s.Import(bytes.NewReader(first))
		if err != nil {
			t.Fatalf("an accepted file's own export was refused: %v\n%s", err, first)
		}
		if second := export(t, s, again.ID); withoutName(t, first) != withoutName(t, second) {
			t.Fatalf("export -> import -> export changed the content:\n%s\n%s", first, second)
		}
		// Keep the database small, so names never run out of suffixes.
		for _, id := range []int64{got.ID, again.ID} {
			if err := s.DeleteCampaign(id); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// streamSeeds are the ways a streamed file goes wrong: cut at every token
// boundary, pieces repeated or out of order, two files run together, and
// fields in another order than Export writes them.
func streamSeeds(t testing.TB, good []byte) [][]byte {
	t.Helper()
	var out [][]byte
	dec := json.NewDecoder(bytes.NewReader(good))
	for {
		if _, err := dec.Token(); err != nil {
			break
		}
		out = append(out, good[:dec.InputOffset()])
	}
	out = append(out,
		append(slices.Clone(good), good...),
		variant(t, good, func(ef *exportFile) { ef.Sessions = append(ef.Sessions, ef.Sessions...) }),
		variant(t, good, func(ef *exportFile) { ef.Sessions[0].Log = append(ef.Sessions[0].Log, ef.Sessions[0].Log...) }),
		variant(t, good, func(ef *exportFile) { slices.Reverse(ef.Sessions[0].Log) }),
		variant(t, good, func(ef *exportFile) { ef.Cards = append(ef.Cards, ef.Cards...) }),
	)
	// Marshalled through maps, every object's fields come sorted: sessions
	// before the version, a session's log before its start.
	var m map[string]any
	if err := json.Unmarshal(good, &m); err != nil {
		t.Fatal(err)
	}
	sorted, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return append(out, sorted)
}
