// Package ui draws Tableside's screens with Fyne. It reads state from the
// store and sends commands to it; it holds no rules and touches no SQL. Every
// change a player makes goes through campaign.Store, which commits it before
// the screen shows it.
package ui

import (
	"errors"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"tableside/campaign"
	"tableside/tracker"
)

// shell is the app's one window and its way between screens.
type shell struct {
	app   fyne.App
	win   fyne.Window
	store *campaign.Store
	games tracker.Catalog
	theme *appTheme
	now   func() time.Time

	// back rebuilds the screen the back button returns to; nil on home.
	back func()
	// cur is the open game, if any.
	cur *play
	// lastMessage is the last message shown to the player; tests read it.
	lastMessage string
}

// Create builds the app's screens into w and shows the home screen.
func Create(a fyne.App, w fyne.Window, store *campaign.Store, games tracker.Catalog) {
	newShell(a, w, store, games).showHome()
}

func newShell(a fyne.App, w fyne.Window, store *campaign.Store, games tracker.Catalog) *shell {
	s := &shell{app: a, win: w, store: store, games: games, theme: &appTheme{mode: "system", scale: 1}, now: time.Now}
	s.applySettings()
	return s
}

// setting reads a stored setting, falling back to def.
func (s *shell) setting(key, def string) string {
	v, ok, err := s.store.Setting(key)
	if err != nil || !ok {
		return def
	}
	return v
}

// applySettings puts the stored theme and text size into effect.
func (s *shell) applySettings() {
	s.theme.mode = s.setting(settingTheme, "system")
	s.theme.scale = textScales[s.setting(settingTextSize, "normal")]
	if s.theme.scale == 0 {
		s.theme.scale = 1
	}
	s.app.Settings().SetTheme(s.theme)
}

// keepAwake asks the device not to dim while a game is open, if the player
// wants that; a table assistant that sleeps mid-round is worse than none.
func (s *shell) keepAwake(playing bool) {
	s.app.Driver().SetDisableScreenBlanking(playing && s.setting(settingKeepAwake, "on") == "on")
}

// show replaces the window's content.
func (s *shell) show(content fyne.CanvasObject) {
	s.win.SetContent(content)
}

// tell shows a short message.
func (s *shell) tell(title, message string) {
	s.lastMessage = message
	dialog.ShowInformation(title, message, s.win)
}

// fail shows an error in the player's words. A rules refusal and a
// read-only store are ordinary events at the table, not faults.
func (s *shell) fail(err error) {
	switch {
	case tracker.IsRefusal(err):
		s.tell("Not allowed", err.Error())
	case errors.Is(err, campaign.ErrReadOnly):
		s.tell("Read-only", err.Error())
	case errors.Is(err, campaign.ErrConflict):
		s.tell("Changed elsewhere", err.Error())
	default:
		s.lastMessage = err.Error()
		dialog.ShowError(err, s.win)
	}
}
