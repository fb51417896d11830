package campaign

import (
	"database/sql"
	"embed"
	"fmt"
	"path"
	"sort"
	"strconv"
	"strings"
)

// Schema changes are numbered files, applied in order; the number of the
// last one applied is the database's PRAGMA user_version. A file, once
// shipped, is never edited: a change is a new file.
//
//go:embed migrations/*.sql
var migrationFiles embed.FS

type migration struct {
	version int
	name    string
	sql     string
}

// loadMigrations reads the embedded files and checks they run 1, 2, 3...
// with no gap, so a missing file cannot skip a step.
func loadMigrations() ([]migration, error) {
	names, err := migrationFiles.ReadDir("migrations")
	if err != nil {
		return nil, err
	}
	var out []migration
	for _, e := range names {
		num, _, ok := strings.Cut(e.Name(), "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || v < 1 {
			return nil, fmt.Errorf("campaign: migration %s is not named NNN_what.sql", e.Name())
		}
		b, err := migrationFiles.ReadFile(path.Join("migrations", e.Name()))
		if err != nil {
			return nil, err
		}
		out = append(out, migration{version: v, name: e.Name(), sql: string(b)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].version < out[j].version })
	for i, m := range out {
		if m.version != i+1 {
			return nil, fmt.Errorf("campaign: migration %s is out of sequence (want %03d)", m.name, i+1)
		}
	}
	return out, nil
}

// migrate applies every pending migration in one transaction, so a crash
// leaves the schema either wholly old or wholly new.
func migrate(db *sql.DB, migs []migration) error {
	tx, err := db.Begin()
	if err != nil {
		return dbErr(err)
	}
	defer tx.Rollback()
	var version int
	if err := tx.QueryRow("PRAGMA user_version").Scan(&version); err != nil {
		return dbErr(err)
	}
	if version > len(migs) {
		return newerDatabase(version) // another writer upgraded it since the probe
	}
	if version == len(migs) {
		return nil
	}
	for _, m := range migs[version:] {
		if _, err := tx.Exec(m.sql); err != nil {
			return fmt.Errorf("campaign: migration %s: %w", m.name, err)
		}
	}
	// PRAGMA takes no bound parameters; the number is ours.
	if _, err := tx.Exec(fmt.Sprintf("PRAGMA user_version = %d", len(migs))); err != nil {
		return dbErr(err)
	}
	return dbErr(tx.Commit())
}
