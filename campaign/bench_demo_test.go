package campaign_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"tableside/campaign"
	"tableside/scripts/demo/demoplay"
	"tableside/tracker"
	"tableside/tracker/valor"
)

// BenchmarkBytesPerAction plays the demo's Lludwik's Labyrinth evening
// through the store, as a table would, and reports how much the database
// grew per action: its size after the play less its size before, both
// measured closed (the WAL folded in).
func BenchmarkBytesPerAction(b *testing.B) {
	games := tracker.NewCatalog(valor.Game{})
	var perAction float64
	for i := 0; b.Loop(); i++ {
		b.StopTimer()
		path := filepath.Join(b.TempDir(), fmt.Sprintf("play%d.db", i))
		st := openStore(b, path, games)
		sess, err := demoplay.LabyrinthSetup(st)
		if err != nil {
			b.Fatal(err)
		}
		closeStore(b, st)
		before := fileSize(b, path)
		st = openStore(b, path, games)
		b.StartTimer()
		actions, err := demoplay.LabyrinthPlay(st, sess.ID, false)
		if err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		closeStore(b, st)
		perAction = float64(fileSize(b, path)-before) / float64(actions)
		b.StartTimer()
	}
	b.ReportMetric(perAction, "B/action")
}

func openStore(b *testing.B, path string, games tracker.Catalog) *campaign.Store {
	b.Helper()
	st, err := campaign.Open(path, games)
	if err != nil {
		b.Fatal(err)
	}
	return st
}

func closeStore(b *testing.B, st *campaign.Store) {
	b.Helper()
	if err := st.Close(); err != nil {
		b.Fatal(err)
	}
}

// fileSize is the database's size with any WAL beside it.
func fileSize(b *testing.B, path string) int64 {
	b.Helper()
	var total int64
	for _, p := range []string{path, path + "-wal"} {
		if fi, err := os.Stat(p); err == nil {
			total += fi.Size()
		}
	}
	return total
}
