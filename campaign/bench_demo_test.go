package campaign_test

import (
	"database/sql"
	"fmt"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"tableside/campaign"
	"tableside/scripts/demo/demoplay"
	"tableside/tracker"
	"tableside/tracker/valor"
)

// evenings is how many times the benchmarks below play the demo's
// evening, each in a campaign of its own: one evening is 50 actions, and a
// database grows by whole 4 KB pages.
const evenings = 8

// playEvenings sets up the demo's evening in a new database at path, each
// of evenings times with the store's K set to k (0 for the default), and
// reports the bytes in use after the setup, after the play, the sessions
// and the actions played.
func playEvenings(b *testing.B, path string, k int) (before, after int64, ids []int64, actions int) {
	b.Helper()
	games := tracker.NewCatalog(valor.Game{})
	open := func() *campaign.Store {
		st := openStore(b, path, games)
		if k > 0 {
			campaign.SetSnapshotEvery(st, k)
		}
		return st
	}
	st := open()
	for i := range evenings {
		sess, err := demoplay.LabyrinthSetup(st, fmt.Sprintf("Thursday Labyrinth %d", i+1))
		if err != nil {
			b.Fatal(err)
		}
		ids = append(ids, sess.ID)
	}
	closeStore(b, st)
	before = usedBytes(b, path)
	st = open()
	b.StartTimer()
	for _, id := range ids {
		n, err := demoplay.LabyrinthPlay(st, id, false)
		if err != nil {
			b.Fatal(err)
		}
		actions += n
	}
	b.StopTimer()
	closeStore(b, st)
	return before, usedBytes(b, path), ids, actions
}

// BenchmarkBytesPerAction plays the demo's Lludwik's Labyrinth evening
// through the store, as a table would, and reports how much the database
// grew per action: the bytes of its pages in use after the play less
// before, both measured closed (the WAL folded in). The time is an
// evening's play, evenings times over.
func BenchmarkBytesPerAction(b *testing.B) {
	var perAction float64
	for i := 0; b.Loop(); i++ {
		b.StopTimer()
		before, after, _, actions := playEvenings(b, filepath.Join(b.TempDir(), fmt.Sprintf("play%d.db", i)), 0)
		perAction = float64(after-before) / float64(actions)
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

// usedBytes is how much of the database holds data: its pages less the
// free ones (a fresh database has the pages of the tables migrations
// replaced on its free list, and the first rows fill them).
func usedBytes(b *testing.B, path string) int64 {
	b.Helper()
	db, err := sql.Open("sqlite3", "file:"+path+"?mode=ro")
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	var pages, free, size int64
	for q, v := range map[string]*int64{"page_count": &pages, "freelist_count": &free, "page_size": &size} {
		if err := db.QueryRow("PRAGMA " + q).Scan(v); err != nil {
			b.Fatal(err)
		}
	}
	return (pages - free) * size
}

// BenchmarkSnapshotEvery is how K (campaign.snapshotEvery) was chosen: for
// each K, the demo's Labyrinth evening is played through the store, and it
// reports the database's growth per action and how long rebuilding the
// state at a cursor takes (what Open and Undo wait for beyond the
// database): the median over every cursor of the evenings, and the 95th percentile
// (the worst is K-1 replays, and on a shared machine a preemption).
func BenchmarkSnapshotEvery(b *testing.B) {
	games := tracker.NewCatalog(valor.Game{})
	for _, k := range []int{1, 4, 8, 16, 32} {
		b.Run(fmt.Sprintf("K=%d", k), func(b *testing.B) {
			var perAction float64
			var took []time.Duration
			for i := 0; b.Loop(); i++ {
				b.StopTimer()
				path := filepath.Join(b.TempDir(), fmt.Sprintf("play%d.db", i))
				before, after, ids, actions := playEvenings(b, path, k)
				perAction = float64(after-before) / float64(actions)
				st := openStore(b, path, games)
				for _, id := range ids {
					for c := 0; c <= actions/len(ids); c++ {
						t0 := time.Now()
						if _, err := campaign.StateAt(st, id, c); err != nil {
							b.Fatal(err)
						}
						took = append(took, time.Since(t0))
					}
				}
				closeStore(b, st)
				b.StartTimer()
			}
			slices.Sort(took)
			b.ReportMetric(perAction, "B/action")
			b.ReportMetric(took[len(took)/2].Seconds()*1000, "ms/state")
			b.ReportMetric(took[len(took)*95/100].Seconds()*1000, "ms/p95-state")
		})
	}
}
