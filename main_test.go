package main

import (
	"path/filepath"
	"runtime"
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"tableside/lineup"
)

// TestScreensMatchTheLineup: the app has screens for every game of the
// lineup, once each, and for no other game, so the test tables (uitest,
// built from the lineup) offer what the app offers.
func TestScreensMatchTheLineup(t *testing.T) {
	var got, want []string
	for _, sc := range screens() {
		got = append(got, sc.Game())
	}
	for _, e := range lineup.Games() {
		want = append(want, e.Game.ID())
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("screens for %q; the lineup's games are %q", got, want)
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
