package campaign

import (
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// A kill while SQLite switches a new file to WAL, which the first start
// does through a rollback journal, leaves a hot journal. A read-only look
// cannot roll it back and used to call the file damaged at every later
// start (6 kills in 80 of the first start). Here the same state is made on
// purpose: a first transaction on an empty file, its pages spilled to the
// file before it commits, and the files copied as a kill would leave them.
func TestHotJournalOfTheFirstStartOpens(t *testing.T) {
	dir := t.TempDir()
	live := filepath.Join(dir, "live.db")
	db, err := sql.Open("sqlite3", fileURI(live)+"?_journal_mode=DELETE&_cache_size=10")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	tx, err := db.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	if _, err := tx.Exec(`CREATE TABLE filler (b BLOB)`); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 50; i++ { // far more than 10 pages: they spill
		if _, err := tx.Exec(`INSERT INTO filler VALUES (zeroblob(8000))`); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(dir, "killed", "tableside.db")
	os.MkdirAll(filepath.Dir(path), 0o755)
	for _, side := range []string{"", "-journal"} {
		b, err := os.ReadFile(live + side)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path+side, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if !hasData(path+"-journal") || !hasData(path) {
		t.Fatal("no hot journal made: the test no longer shows what it means to")
	}
	for start := 0; start < 2; start++ {
		s, err := Open(path, testGames)
		if err != nil {
			t.Fatalf("start %d after the kill: %v", start+1, err)
		}
		if s.ReadOnly() {
			t.Fatal("read-only")
		}
		var filler int
		if err := s.db.QueryRow(`SELECT count(*) FROM sqlite_schema WHERE name = 'filler'`).Scan(&filler); err != nil || filler != 0 {
			t.Fatalf("the uncommitted table is there (%d, %v)", filler, err)
		}
		newCampaign(t, s, fmt.Sprintf("Start %d", start+1))
		s.Close()
	}
}
