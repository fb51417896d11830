// Tableside is a table assistant for board games: it keeps the numbers,
// runs the steps the rules give to the game itself, and keeps campaigns
// between evenings. This file only wires the parts together.
package main

import (
	_ "embed"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"tableside/campaign"
	"tableside/lineup"
	"tableside/plancmd"
	"tableside/ui"
)

// icon is the app's icon (drawn by scripts/icon). `fyne package` bundles it
// too, but a plain `go build` (make run) would leave the window without one.
//
//go:embed Icon.png
var icon string

func main() {
	// `tableside plan ...` runs a game's engine on a state file and prints
	// the plan, with no window: the planner the file names, among the
	// lineup's (package plancmd).
	if len(os.Args) > 1 && os.Args[1] == "plan" {
		// A closed pipe is then an error plan reports, not a silent death.
		signal.Ignore(syscall.SIGPIPE)
		os.Exit(plancmd.Main(os.Args[2:], os.Stdin, os.Stdout, os.Stderr))
	}
	dbPath := flag.String("db", "", "the database file (default: tableside.db in the user's config folder)")
	runTaps := tapFlag()
	flag.Parse()

	a := app.NewWithID("app.tableside")
	a.SetIcon(fyne.NewStaticResource("Icon.png", []byte(icon)))
	path := *dbPath
	if path == "" {
		path = defaultDB(a)
	}
	games := lineup.Games()
	catalog := games.Catalog()
	w := a.NewWindow("Tableside")
	w.Resize(fyne.NewSize(420, 820)) // before the first screen is drawn for it
	var store *campaign.Store
	start := func(s *campaign.Store) {
		store = s
		ui.Create(a, w, s, catalog, games.Screens()...)
	}
	open := func() (*campaign.Store, error) { return campaign.Open(path, catalog) }
	if s, err := open(); err != nil {
		// Said on the screen too, with a backup to restore if there is one.
		fmt.Fprintf(os.Stderr, "tableside: cannot open %s: %v\n", path, err)
		ui.ShowCannotOpen(w, path, err, open, start)
	} else {
		start(s)
	}
	runTaps(w)
	w.ShowAndRun()
	if store != nil {
		store.Close()
	}
}

// defaultDB is tableside.db in the user's config folder on a desktop, and in
// the app's private storage on a phone, where there is no config folder.
func defaultDB(a fyne.App) string {
	if !fyne.CurrentDevice().IsMobile() {
		if dir, err := os.UserConfigDir(); err == nil {
			return filepath.Join(dir, "tableside", "tableside.db")
		}
	}
	return filepath.Join(a.Storage().RootURI().Path(), "tableside.db")
}
