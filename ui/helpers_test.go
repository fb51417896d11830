package ui

import (
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/tracker"
	"tableside/tracker/valor"
	"tableside/tracker/valor/book"
	"tableside/tracker/villains"
)

var (
	phone  = fyne.NewSize(400, 800)
	tablet = fyne.NewSize(1280, 800)
)

var testGames = tracker.NewCatalog(villains.Game{}, valor.Game{}, book.Game{})

// table is an app, window and store on a temporary on-disk database, built
// by the real migrations.
type table struct {
	t    testing.TB
	app  fyne.App
	win  fyne.Window
	path string
	size fyne.Size
	s    *shell
}

func newTable(t testing.TB, size fyne.Size) *table {
	t.Helper()
	// Taps in a test come faster than any thumb: the wizard's guard
	// against double taps is off unless a test turns it on.
	wizardSettle = 0
	tb := &table{t: t, app: test.NewTempApp(t), path: filepath.Join(t.TempDir(), "tableside.db"), size: size}
	tb.win = test.NewTempWindow(t, nil)
	tb.win.Resize(size)
	tb.open()
	return tb
}

// open (re)opens the store and the home screen, as launching the app does.
func (tb *table) open() {
	tb.t.Helper()
	st, err := campaign.Open(tb.path, testGames)
	if err != nil {
		tb.t.Fatal(err)
	}
	tb.t.Cleanup(func() { st.Close() })
	tb.s = newShell(tb.app, tb.win, st, testGames)
	tb.s.now = func() time.Time { return time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC) }
	tb.s.showHome()
}

// restart closes the store and opens it again: everything must come back.
func (tb *table) restart() {
	tb.t.Helper()
	if err := tb.s.store.Close(); err != nil {
		tb.t.Fatal(err)
	}
	tb.open()
}

// roots are what a player's finger can reach: the top dialog if one is open,
// else the screen.
func (tb *table) roots() []fyne.CanvasObject {
	if top := tb.win.Canvas().Overlays().Top(); top != nil {
		return []fyne.CanvasObject{top}
	}
	return []fyne.CanvasObject{tb.win.Content()}
}

// button finds an enabled-or-not button whose label starts with prefix.
func (tb *table) button(prefix string) *widget.Button {
	tb.t.Helper()
	var found []string
	for _, r := range tb.roots() {
		for _, o := range test.LaidOutObjects(r) {
			if b, ok := o.(*widget.Button); ok {
				if strings.HasPrefix(b.Text, prefix) {
					return b
				}
				found = append(found, b.Text)
			}
		}
	}
	tb.t.Fatalf("no button %q on screen; buttons: %q", prefix, found)
	return nil
}

// tap taps the button whose label starts with prefix; it must be enabled.
func (tb *table) tap(prefix string) {
	tb.t.Helper()
	b := tb.button(prefix)
	if b.Disabled() {
		tb.t.Fatalf("button %q is disabled", b.Text)
	}
	test.Tap(b)
}

// texts is every label's text on screen, joined, for "is it shown" checks.
func (tb *table) texts() string {
	var out []string
	for _, r := range tb.roots() {
		for _, o := range test.LaidOutObjects(r) {
			switch w := o.(type) {
			case *widget.Label:
				out = append(out, w.Text)
			case *widget.Button:
				out = append(out, w.Text)
			}
		}
	}
	return strings.Join(out, "\n")
}

func (tb *table) see(want string) {
	tb.t.Helper()
	if !strings.Contains(tb.texts(), want) {
		tb.t.Fatalf("screen does not show %q; it shows:\n%s", want, tb.texts())
	}
}

// keys types digits on the open number pad and presses OK.
func (tb *table) keys(digits string) {
	tb.t.Helper()
	for _, r := range digits {
		tb.tap(string(r))
	}
	tb.tap("OK")
}

// state is the committed state of the campaign's latest session.
func (tb *table) state() villains.State {
	tb.t.Helper()
	sess, ok, err := tb.s.store.Latest()
	if err != nil || !ok {
		tb.t.Fatalf("no session: %v", err)
	}
	st, err := villains.Decode(sess.State)
	if err != nil {
		tb.t.Fatal(err)
	}
	return st
}

// shot renders the window to PNG in $TABLESIDE_SCREENS, when set.
func (tb *table) shot(name string) {
	tb.t.Helper()
	// A screen wider than the phone makes the player scroll sideways.
	// The window grows to its content's minimum, padding included.
	if got := tb.win.Canvas().Size().Width; got > tb.size.Width+0.5 {
		tb.t.Errorf("%s needs %.1f pt of width; the window has %.0f", name, got, tb.size.Width)
		tb.win.Resize(tb.size)
	}
	img := tb.win.Canvas().Capture()
	dir := os.Getenv("TABLESIDE_SCREENS")
	if dir == "" {
		return
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		tb.t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		tb.t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		tb.t.Fatal(err)
	}
}

// testVillain is a board for tests: four locations, the third with a Lock.
func testVillain(name string) villains.VillainCard {
	return villains.VillainCard{
		Name:      name,
		Objective: "Gather 20 Power at the Tower.",
		Locations: [4]villains.LocationCard{
			{Name: "Lair", Actions: []villains.Action{{Kind: villains.ActionGainPower, Power: 2, Top: true}, {Kind: villains.ActionPlayCard}}},
			{Name: "Docks", Actions: []villains.Action{{Kind: villains.ActionPlayCard, Top: true}, {Kind: villains.ActionFate}, {Kind: villains.ActionGainPower, Power: 1}}},
			{Name: "Forest", Lock: true, Actions: []villains.Action{{Kind: villains.ActionVanquish}, {Kind: villains.ActionGainPower, Power: 3}}},
			{Name: "Tower", Actions: []villains.Action{{Kind: villains.ActionActivate}, {Kind: villains.ActionMoveItemAlly}, {Kind: villains.ActionDiscard}}},
		},
	}
}

// saveVillain puts a board into the card library directly (a factory).
func (tb *table) saveVillain(v villains.VillainCard) {
	tb.t.Helper()
	b, _ := json.Marshal(v)
	if _, err := tb.s.store.SaveCard(campaign.Card{Game: "villains", Kind: villains.LibraryKind, Name: v.Name, Data: b}); err != nil {
		tb.t.Fatal(err)
	}
}

// buttons finds every button whose label starts with prefix.
func (tb *table) buttons(prefix string) []*widget.Button {
	var out []*widget.Button
	for _, r := range tb.roots() {
		for _, o := range test.LaidOutObjects(r) {
			if b, ok := o.(*widget.Button); ok && strings.HasPrefix(b.Text, prefix) {
				out = append(out, b)
			}
		}
	}
	return out
}

// entries finds the text fields with a placeholder, in screen order.
func (tb *table) entries(placeholder string) []*widget.Entry {
	var out []*widget.Entry
	for _, r := range tb.roots() {
		for _, o := range test.LaidOutObjects(r) {
			if e, ok := o.(*widget.Entry); ok && e.PlaceHolder == placeholder {
				out = append(out, e)
			}
		}
	}
	if len(out) == 0 {
		tb.t.Fatalf("no text field %q on screen", placeholder)
	}
	return out
}

// typeInto types text into a field as a keyboard would.
func typeInto(e *widget.Entry, text string) {
	e.SetText("")
	test.Type(e, text)
}

// checks finds the check boxes with a label, in screen order.
func (tb *table) checks(label string) []*widget.Check {
	var out []*widget.Check
	for _, o := range test.LaidOutObjects(tb.win.Content()) {
		if c, ok := o.(*widget.Check); ok && c.Text == label {
			out = append(out, c)
		}
	}
	return out
}

// selects finds the i-th drop-down on screen.
func (tb *table) selects(i int) *widget.Select {
	tb.t.Helper()
	var out []*widget.Select
	for _, r := range tb.roots() {
		for _, o := range test.LaidOutObjects(r) {
			if s, ok := o.(*widget.Select); ok {
				out = append(out, s)
			}
		}
	}
	if i >= len(out) {
		tb.t.Fatalf("only %d drop-downs on screen", len(out))
	}
	return out[i]
}

// choose picks option in the radio group on screen that offers it.
func (tb *table) choose(option string) {
	tb.t.Helper()
	for _, r := range tb.roots() {
		for _, o := range test.LaidOutObjects(r) {
			if g, ok := o.(*widget.RadioGroup); ok {
				for _, opt := range g.Options {
					if opt == option {
						g.SetSelected(option)
						return
					}
				}
			}
		}
	}
	tb.t.Fatalf("no choice %q on screen", option)
}

// dismiss closes the message on top, as tapping its OK does.
func (tb *table) dismiss() {
	tb.t.Helper()
	tb.tap("OK")
}

// touchCheck fails for every button, check box or text field on screen
// shorter than touchHeight, except those in skip.
func (tb *table) touchCheck(name string, skip ...fyne.CanvasObject) {
	tb.t.Helper()
	for _, o := range test.LaidOutObjects(tb.win.Content()) {
		var what string
		switch w := o.(type) {
		case *widget.Button:
			what = "button " + w.Text
		case *vlibTallCheck:
			what = "check box " + w.label.Text
		case *widget.Entry:
			what = "text field " + w.PlaceHolder
		default:
			continue
		}
		if slices.Contains(skip, o) {
			continue
		}
		if h := o.Size().Height; h < touchHeight {
			tb.t.Errorf("%s: %s is %.0f pt tall; a thumb needs %d", name, what, h, touchHeight)
		}
	}
}
