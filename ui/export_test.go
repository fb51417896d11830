package ui

import (
	"io"

	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/ui/kit"
)

// Ways in for the frame's tests (package ui_test), which drive the real
// games' screens and so cannot live inside package ui.

func (s *App) HomeCampaigns() []campaign.Campaign {
	var out []campaign.Campaign
	for _, r := range s.buildHome().rows {
		out = append(out, r.c)
	}
	return out
}

func (s *App) HomeMenu(i int) *widget.Button { return s.buildHome().rows[i].actions }

func (s *App) Rename(id int64, name string) { s.buildHome().rename(id, name) }

func (s *App) Export(c campaign.Campaign, w io.Writer) { s.buildHome().export(c, w) }

func (s *App) ImportFrom(r io.Reader) { s.buildHome().importFrom(r) }

func (s *App) SettingsChoices() (themes, sizes *kit.Choice, awake *kit.TallCheck) {
	v := s.buildSettings()
	return v.themeChoice, v.sizeChoice, v.awake
}

func (s *App) ThemeNow() (mode string, scale float32) { return s.theme.Mode, s.theme.Scale }

func (s *App) KeepAwake() string { return s.setting(settingKeepAwake, "on") }
