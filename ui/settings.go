package ui

import (
	"fmt"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/ui/kit"
)

// settingsView lets a player choose the look and whether the screen stays
// awake, and put back a backup. Each choice is saved at once; there is no
// Save button to forget.
type settingsView struct {
	themeChoice *kit.Choice
	sizeChoice  *kit.Choice
	awake       *kit.TallCheck
	backups     []backupRow // newest first
	backupsErr  error       // the folder could not be read
}

// backupRow is one backup in the list, with its Restore… button.
type backupRow struct {
	b       campaign.Backup
	restore *widget.Button
}

// Settings keys kept in the store, so they follow the database file.
const (
	settingTheme     = "theme"      // "system", "light" or "dark"
	settingTextSize  = "text_size"  // "normal", "large" or "huge"
	settingKeepAwake = "keep_awake" // "on" or "off"
)

// The choices offered, shown by label and stored by key.
func themeChoices() (labels, keys []string) {
	return []string{"Follow the system", "Light", "Dark"}, []string{"system", "light", "dark"}
}

func sizeChoices() (labels, keys []string) {
	return []string{"Normal", "Large", "Very large"}, []string{"normal", "large", "huge"}
}

// ShowSettings shows the settings screen.
func (s *App) ShowSettings() {
	v := s.buildSettings()
	back := widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), s.ShowHome)
	form := kit.VBox(
		kit.Heading("Settings"),
		v.themeChoice.Content(s.win, 3),
		v.sizeChoice.Content(s.win, 3),
		widget.NewSeparator(), v.awake,
		kit.Note("Keeping the screen awake uses more battery; it applies only while a game is open."),
		v.backupList(),
	)
	s.Show(kit.Border(kit.HBox(kit.Tall(back)), nil, nil, nil, container.NewVScroll(kit.Padded(form))))
}

func (s *App) buildSettings() *settingsView {
	v := &settingsView{}
	themeLabels, themeKeys := themeChoices()
	sizeLabels, sizeKeys := sizeChoices()
	// Each choice is a row of big buttons, saved and applied when tapped.
	choice := func(title, key, def string, labels, keys []string) *kit.Choice {
		return kit.NewChoice(title, labels, slices.Index(keys, s.setting(key, def)), func(i int) {
			if err := s.store.SetSetting(key, keys[i]); err != nil {
				s.Fail(err)
				return
			}
			s.applySettings()
		})
	}
	v.themeChoice = choice("Theme", settingTheme, "system", themeLabels, themeKeys)
	v.sizeChoice = choice("Text size", settingTextSize, "normal", sizeLabels, sizeKeys)
	v.awake = kit.NewTallCheck("Keep the screen awake during a game", s.setting(settingKeepAwake, "on") == "on", nil, func(on bool) {
		val := "off"
		if on {
			val = "on"
		}
		if err := s.store.SetSetting(settingKeepAwake, val); err != nil {
			s.Fail(err)
		}
	})
	bs, err := s.store.Backups()
	v.backupsErr = err
	for _, b := range bs {
		r := backupRow{b: b}
		r.restore = widget.NewButtonWithIcon("Restore…", theme.HistoryIcon(), func() { s.askRestore(b) })
		if s.store.ReadOnly() {
			r.restore.Disable() // the home screen says why
		}
		v.backups = append(v.backups, r)
	}
	return v
}

// backupList is the Backups section: each backup's date and size, and a
// Restore… that asks first.
func (v *settingsView) backupList() fyne.CanvasObject {
	box := kit.VBox(kit.Section("Backups"),
		kit.Note(fmt.Sprintf("Tableside keeps a copy of all its data from each day you play and from before each update of the app: the newest %d.", campaign.KeepBackups)))
	switch {
	case v.backupsErr != nil:
		box.Add(kit.Note(v.backupsErr.Error()))
	case len(v.backups) == 0:
		box.Add(kit.Note("No backups yet: the first is made when you next play."))
	}
	for _, r := range v.backups {
		box.Add(kit.Border(nil, nil, nil, kit.Tall(r.restore),
			kit.Middle(kit.Note(backupWhen(r.b.Time)+" · "+fileSize(r.b.Size)))))
	}
	return box
}

// askRestore names what a restore loses, and restores b if the player
// says so.
func (s *App) askRestore(b campaign.Backup) {
	when := backupWhen(b.Time)
	kit.Confirm(s.win, "Restore the backup of "+when+"?",
		"Everything changed since "+when+" is lost: actions played, games and campaigns started, cards and settings saved after it. The data goes back to how it was then.",
		"Restore the backup", func() { s.restore(b) })
}

func (s *App) restore(b campaign.Backup) {
	if err := s.store.Restore(b); err != nil {
		s.Fail(err)
		return
	}
	s.cur = nil // its session may not exist in the backup
	s.applySettings()
	s.ShowHome()
	s.Tell("Backup restored", "Everything is back as it was on "+backupWhen(b.Time)+".")
}

// backupWhen is a backup's time as a player reads it: "Sun 22 Nov 2026,
// 20:00", in local time.
func backupWhen(t time.Time) string { return t.Local().Format("Mon 2 Jan 2006, 15:04") }

// fileSize is a size in bytes as a player reads it: "48 KB", "3.2 MB".
func fileSize(n int64) string {
	switch {
	case n < 1000:
		return fmt.Sprintf("%d bytes", n)
	case n < 1000*1000:
		return fmt.Sprintf("%d KB", (n+500)/1000)
	case n < 10*1000*1000:
		return fmt.Sprintf("%.1f MB", float64(n)/1e6)
	}
	return fmt.Sprintf("%d MB", (n+500_000)/1_000_000)
}
