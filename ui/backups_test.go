package ui_test

import (
	"strings"
	"testing"
)

// Settings lists the backups, newest first, and restores one only after a
// confirm that says what is lost.
func TestSettingsListsAndRestoresBackups(t *testing.T) {
	tb := newTable(t, phone)
	tb.startedGame("Tuesday")
	b, err := tb.S.Store().Backup()
	if err != nil {
		t.Fatal(err)
	}
	tb.startedGame("Friday")

	tb.S.ShowSettings()
	tb.See("Backups")
	when := b.Time.Local().Format("Mon 2 Jan 2006, 15:04")
	tb.See(when)
	tb.LookAt("the settings with backups", tb.S.ShowSettings)
	tb.Shot("settings-backups")

	// Cancel changes nothing.
	tb.S.ShowSettings()
	tb.Tap("Restore…")
	tb.See("Everything changed since " + when + " is lost")
	tb.Tap("Cancel")
	if camps, _ := tb.S.Store().Campaigns(); len(camps) != 2 {
		t.Fatalf("%d campaigns after a cancelled restore, want 2", len(camps))
	}

	tb.Tap("Restore…")
	tb.Tap("Restore the backup")
	if rows := tb.S.HomeCampaigns(); len(rows) != 1 || rows[0].Name != "Tuesday" {
		t.Fatalf("after restoring the backup of %s: %+v", when, rows)
	}
	if !strings.Contains(tb.S.LastMessage(), "back as it was on "+when) {
		t.Fatalf("message %q", tb.S.LastMessage())
	}
	// Play goes on, and survives a restart.
	tb.Dismiss()
	tb.Tap("Continue: Tuesday")
	tb.Restart()
	if rows := tb.S.HomeCampaigns(); len(rows) != 1 {
		t.Fatalf("after a restart: %+v", rows)
	}
}

// A read-only copy shows the backups but cannot restore one.
func TestReadOnlyCopyCannotRestore(t *testing.T) {
	first := newTable(t, phone)
	first.startedGame("Tuesday")
	if _, err := first.S.Store().Backup(); err != nil {
		t.Fatal(err)
	}
	second := first.Second()
	second.S.ShowSettings()
	if !second.Button("Restore…").Disabled() {
		t.Fatal("a read-only copy offers to restore")
	}
}
