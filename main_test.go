package main

import (
	"path/filepath"
	"runtime"
	"testing"

	"fyne.io/fyne/v2/test"
)

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
