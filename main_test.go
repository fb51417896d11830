package main

import (
	"path/filepath"
	"runtime"
	"testing"

	"fyne.io/fyne/v2/test"

	"tableside/lineup"
)

// TestScreensMatchTheLineup: the app draws every game of the lineup, and
// offers in New campaign the games the lineup says make campaigns, so the
// test tables (uitest, built from the lineup) offer what the app offers.
func TestScreensMatchTheLineup(t *testing.T) {
	got := map[string]bool{}
	for _, sc := range screens() {
		got[sc.Game()] = sc.NewCampaigns()
	}
	if len(got) != len(lineup.Games()) {
		t.Errorf("%d games' screens for %d games", len(got), len(lineup.Games()))
	}
	for _, e := range lineup.Games() {
		c, ok := got[e.Game.ID()]
		if !ok {
			t.Errorf("no screens for %s", e.Game.ID())
		} else if c != e.Campaigns {
			t.Errorf("%s: the screens say new campaigns %v, the lineup %v", e.Game.ID(), c, e.Campaigns)
		}
	}
}

// TestDefaultDBIsInTheUsersSettingsFolder: on a desktop the database is
// tableside/tableside.db in the user's settings folder, which Go names from
// %AppData% on Windows and $XDG_CONFIG_HOME (else ~/.config) on Linux, so a
// packaged copy finds the same file wherever it is started from. The
// Windows side of this test runs when the test is built for Windows; the
// packaged .exe was also seen to make its file there under wine
// (docs/packaging.md).
func TestDefaultDBIsInTheUsersSettingsFolder(t *testing.T) {
	dir := t.TempDir()
	switch runtime.GOOS {
	case "windows":
		t.Setenv("AppData", dir)
	case "linux":
		t.Setenv("XDG_CONFIG_HOME", dir)
	default:
		t.Skip("the settings folder is named differently here")
	}
	a := test.NewTempApp(t)
	if got, want := defaultDB(a), filepath.Join(dir, "tableside", "tableside.db"); got != want {
		t.Errorf("the database is %s, want %s", got, want)
	}
}
