package ui

import (
	"slices"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/ui/kit"
)

// settingsView lets a player choose the look and whether the screen stays
// awake. Each choice is saved at once; there is no Save button to forget.
type settingsView struct {
	themeChoice *kit.Choice
	sizeChoice  *kit.Choice
	awake       *kit.TallCheck
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
	return v
}
