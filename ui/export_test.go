package ui

import (
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/tracker"
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

// Export starts an export of c to w, the file at uri (or nil); the channel
// closes once its result is on screen.
func (s *App) Export(c campaign.Campaign, w io.Writer, uri fyne.URI) <-chan struct{} {
	return s.buildHome().export(c, w, uri)
}

// ImportFrom starts an import from r, whose size a bytes or strings reader
// tells; the channel closes once its result is on screen.
func (s *App) ImportFrom(r io.Reader) <-chan struct{} {
	var size int64
	if sr, ok := r.(interface{ Size() int64 }); ok {
		size = sr.Size()
	}
	return s.buildHome().importFrom(io.NopCloser(r), size)
}

func (s *App) SettingsChoices() (themes, sizes *kit.Choice, awake *kit.TallCheck) {
	v := s.buildSettings()
	return v.themeChoice, v.sizeChoice, v.awake
}

func (s *App) ThemeNow() (mode string, scale float32) { return s.theme.Mode, s.theme.Scale }

func (s *App) KeepAwake() string { return s.setting(settingKeepAwake, "on") }

// HandOverEnded closes once the last hand-over's sheet says it is over.
// A test waits on it, not on the screen: Fyne's test driver runs the
// server goroutine's fyne.Do at once, on that goroutine, so reading the
// screen meanwhile would race with it.
func (s *App) HandOverEnded() <-chan struct{} { return s.handing.ended }

// OfferUndoTo is History's question on a tap of entry e.
func (p *Play) OfferUndoTo(e tracker.Entry) { p.offerUndoTo(e) }
