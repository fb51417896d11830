// Package ui is Tableside's frame: the home screen, settings, and the play
// screen every game shares (back, undo, redo, history). Each game's own
// screens live in a package of their own, one a game (valorui, with bookui
// for its campaign book; villainsui; sorceryui; legendsui), listed with
// their rules in the lineup (package lineup), which main.go hands to
// Create. What a game's screens provide, and what the
// frame does without the optional parts (Charter, Menuer, LibraryScreens),
// is written in package tracker's doc with the rest of a game's contract.
//
// The frame reads state from the store and sends commands to it; it holds no
// rules and touches no SQL. Every change a player makes goes through
// campaign.Store, which commits it before the screen shows it.
package ui

import (
	"errors"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/share"
	"tableside/tracker"
	"tableside/ui/kit"
)

// Screens are one game's screens: how a new game is set up and how an
// open session is drawn.
type Screens interface {
	// Game is the rules the screens draw: the store keeps its sessions
	// under its ID, and the app's list of games (package lineup) takes it
	// from here, so a game's two halves are listed once, together.
	Game() tracker.Game
	// Setup shows the screen that starts a new game in campaign c.
	Setup(a *App, c campaign.Campaign)
	// Open makes the view of a session just opened. The view lives as long
	// as the session stays open, so what the player looks at (a board
	// picked, a region opened, a scroll offset) survives each redraw.
	Open(p *Play) View
}

// View draws an open session from its committed state.
type View interface {
	// Draw builds the session's screen; its buttons call Play.Do.
	Draw() fyne.CanvasObject
}

// Options are what a caller may change about the app; zero values mean the
// real thing.
type Options struct {
	// Now is the clock (tests fix it).
	Now func() time.Time
	// ShareAddresses are the addresses Share table may listen on, best
	// first (tests give the loopback address); nil is the device's own.
	ShareAddresses func() ([]share.Address, error)
}

// App is the app's one window and its way between screens.
type App struct {
	app     fyne.App
	win     fyne.Window
	store   *campaign.Store
	games   tracker.Catalog
	screens map[string]Screens
	theme   *kit.Theme
	now     func() time.Time
	// root is the window's content: the screen on show, drawn again when
	// the window turns between phone and tablet width.
	root *kit.Root

	// cur is the open game, if any.
	cur *Play
	// frame is the game screen's frame, kept between games (see frame).
	frame *frame
	// sharing is Share table while it is on; shareAddrs is Options.ShareAddresses.
	sharing    *sharing
	shareAddrs func() ([]share.Address, error)
	// handing is the last hand-over offered; tests wait on its end.
	handing *handOver
	// lastMessage is the last message shown to the player; tests read it.
	lastMessage string
}

// Create builds the app's screens into w and shows the home screen.
func Create(a fyne.App, w fyne.Window, store *campaign.Store, games tracker.Catalog, screens ...Screens) *App {
	s := New(a, w, store, games, Options{}, screens...)
	s.ShowHome()
	// Once the campaigns are on show (the window open, so at its size), the
	// screen Continue opens is made ready behind them.
	go fyne.Do(s.Prepare)
	return s
}

// New builds the app without showing a screen.
func New(a fyne.App, w fyne.Window, store *campaign.Store, games tracker.Catalog, o Options, screens ...Screens) *App {
	s := &App{app: a, win: w, store: store, games: games, screens: map[string]Screens{}, theme: &kit.Theme{Mode: "system", Scale: 1}, now: o.Now, root: kit.NewRoot(), shareAddrs: o.ShareAddresses}
	w.SetContent(s.root)
	if s.now == nil {
		s.now = time.Now
	}
	for _, sc := range screens {
		s.screens[sc.Game().ID()] = sc
	}
	s.applySettings()
	// The game screen's frame is made while the campaigns show, so the
	// first game opened does not wait on its icons (each decodes its SVG
	// on its first measure).
	f := s.playFrame()
	for _, b := range []*widget.Button{f.back, f.menu, f.undo.Undo, f.undo.Redo} {
		b.MinSize()
	}
	return s
}

// Window is the app's window, for dialogs.
func (s *App) Window() fyne.Window { return s.win }

// Store is where everything is kept.
func (s *App) Store() *campaign.Store { return s.store }

// Now is the time on the app's clock.
func (s *App) Now() time.Time { return s.now() }

// Current is the open game, or nil.
func (s *App) Current() *Play { return s.cur }

// LastMessage is the last message shown to the player.
func (s *App) LastMessage() string { return s.lastMessage }

// setting reads a stored setting, falling back to def.
func (s *App) setting(key, def string) string {
	v, ok, err := s.store.Setting(key)
	if err != nil || !ok {
		return def
	}
	return v
}

// applySettings puts the stored theme and text size into effect.
func (s *App) applySettings() {
	s.theme.Mode = s.setting(settingTheme, "system")
	s.theme.Scale = kit.TextScale(s.setting(settingTextSize, "normal"))
	s.app.Settings().SetTheme(s.theme)
	// A kept frame off screen missed the new look: the next game makes it anew.
	s.frame = nil
}

// keepAwake asks the device not to dim while a game is open, if the player
// wants that; a table assistant that sleeps mid-round is worse than none.
func (s *App) keepAwake(playing bool) {
	s.app.Driver().SetDisableScreenBlanking(playing && s.setting(settingKeepAwake, "on") == "on")
}

// Show puts a screen on show. It keeps its layout when the window turns:
// a screen that depends on the width uses ShowBuilt.
func (s *App) Show(content fyne.CanvasObject) {
	s.root.Set(content, nil)
}

// ShowBuilt shows what build draws, and draws it again when the window
// turns between phone and tablet width.
func (s *App) ShowBuilt(build func() fyne.CanvasObject) {
	s.root.Set(build(), build)
}

// Screen is the screen on show.
func (s *App) Screen() fyne.CanvasObject { return s.root.Content() }

// Tell shows a short message.
func (s *App) Tell(title, message string) {
	s.lastMessage = message
	kit.ShowSheet(s.win, title, kit.Note(message), "OK")
}

// Fail shows an error in the player's words. A rules refusal and a
// read-only store are ordinary events at the table, not faults.
func (s *App) Fail(err error) {
	switch {
	case tracker.IsRefusal(err):
		s.Tell("Not allowed", err.Error())
	case errors.Is(err, campaign.ErrReadOnly):
		s.Tell("Read-only", err.Error())
	case errors.Is(err, campaign.ErrConflict):
		s.Tell("Changed elsewhere", err.Error())
	default:
		s.lastMessage = err.Error()
		kit.ShowSheet(s.win, "Something went wrong", kit.Note(err.Error()), "OK")
	}
}

// SetThemeMode saves and applies a theme: "system", "light" or "dark",
// as Settings does.
func (s *App) SetThemeMode(mode string) error {
	if err := s.store.SetSetting(settingTheme, mode); err != nil {
		return err
	}
	s.applySettings()
	return nil
}

// SetTextSize saves and applies a text size: "normal", "large" or "huge".
func (s *App) SetTextSize(key string) error {
	if err := s.store.SetSetting(settingTextSize, key); err != nil {
		return err
	}
	s.applySettings()
	return nil
}
