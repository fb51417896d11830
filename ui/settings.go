package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// settingsView lets a player choose the look and whether the screen stays
// awake. Each choice is saved at once; there is no Save button to forget.
type settingsView struct {
	themeChoice *widget.RadioGroup
	sizeChoice  *widget.RadioGroup
	awake       *widget.Check
}

var (
	themeLabels = []string{"Follow the system", "Light", "Dark"}
	themeKeys   = []string{"system", "light", "dark"}
	sizeLabels  = []string{"Normal", "Large", "Very large"}
	sizeKeys    = []string{"normal", "large", "huge"}
)

func (s *shell) showSettings() {
	v := s.buildSettings()
	back := widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), s.showHome)
	form := container.NewVBox(
		heading("Settings"),
		widget.NewLabelWithStyle("Theme", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), v.themeChoice,
		widget.NewLabelWithStyle("Text size", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), v.sizeChoice,
		widget.NewSeparator(), v.awake,
		note("Keeping the screen awake uses more battery; it applies only while a game is open."),
	)
	s.show(container.NewBorder(container.NewHBox(back), nil, nil, nil, container.NewVScroll(container.NewPadded(form))))
}

func (s *shell) buildSettings() *settingsView {
	v := &settingsView{}
	save := func(key string, labels, keys []string) func(string) {
		return func(label string) {
			for i, l := range labels {
				if l == label {
					if err := s.store.SetSetting(key, keys[i]); err != nil {
						s.fail(err)
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

	v.awake = widget.NewCheck("Keep the screen awake during a game", nil)
	v.awake.SetChecked(s.setting(settingKeepAwake, "on") == "on")
	v.awake.OnChanged = func(on bool) {
		val := "off"
		if on {
			val = "on"
		}
		if err := s.store.SetSetting(settingKeepAwake, val); err != nil {
			s.fail(err)
		}
	}
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
