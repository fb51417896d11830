package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/ui/kit"
)

// settingsView lets a player choose the look and whether the screen stays
// awake. Each choice is saved at once; there is no Save button to forget.
type settingsView struct {
	themeChoice *widget.RadioGroup
	sizeChoice  *widget.RadioGroup
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
	form := container.NewVBox(
		kit.Heading("Settings"),
		widget.NewLabelWithStyle("Theme", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), v.themeChoice,
		widget.NewLabelWithStyle("Text size", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), v.sizeChoice,
		widget.NewSeparator(), v.awake,
		kit.Note("Keeping the screen awake uses more battery; it applies only while a game is open."),
	)
	s.Show(container.NewBorder(container.NewHBox(back), nil, nil, nil, container.NewVScroll(container.NewPadded(form))))
}

func (s *App) buildSettings() *settingsView {
	v := &settingsView{}
	themeLabels, themeKeys := themeChoices()
	sizeLabels, sizeKeys := sizeChoices()
	save := func(key string, labels, keys []string) func(string) {
		return func(label string) {
			for i, l := range labels {
				if l == label {
					if err := s.store.SetSetting(key, keys[i]); err != nil {
						s.Fail(err)
						return
					}
				}
			}
			s.applySettings()
		}
	}
	v.themeChoice = widget.NewRadioGroup(themeLabels, nil)
	v.themeChoice.Required = true
	v.themeChoice.SetSelected(labelFor(s.setting(settingTheme, "system"), themeLabels, themeKeys))
	v.themeChoice.OnChanged = save(settingTheme, themeLabels, themeKeys)

	v.sizeChoice = widget.NewRadioGroup(sizeLabels, nil)
	v.sizeChoice.Required = true
	v.sizeChoice.SetSelected(labelFor(s.setting(settingTextSize, "normal"), sizeLabels, sizeKeys))
	v.sizeChoice.OnChanged = save(settingTextSize, sizeLabels, sizeKeys)

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

func labelFor(key string, labels, keys []string) string {
	for i, k := range keys {
		if k == key {
			return labels[i]
		}
	}
	return labels[0]
}
