// Package uitest drives Tableside's screens in tests as a player would: an
// app, window and store on a temporary on-disk database built by the real
// migrations, and taps on buttons found by their words, only where a
// finger could reach (reach.go), counted against a game's tap budgets
// (Taps), with what every game's tests ask of the store (game.go).
package uitest

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"net/netip"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/share"
	"tableside/tracker"
	"tableside/tracker/villains"
	"tableside/ui"
	"tableside/ui/kit"
	"tableside/ui/kit/kittest"
)

// The window sizes every screen is checked at: a small phone, a phone and a
// tablet (or a phone on its side).
var (
	SmallPhone = fyne.NewSize(360, 640)
	Phone      = fyne.NewSize(400, 800)
	Tablet     = fyne.NewSize(1280, 800)
)

// Sized is a window size with the name a shot's file or a subtest takes
// from it.
type Sized struct {
	Name string
	Size fyne.Size
}

// PhoneAndTablet are the sizes a game's screens are shot at: a phone and
// a tablet.
func PhoneAndTablet() []Sized { return []Sized{{"phone", Phone}, {"tablet", Tablet}} }

// Clock is the fixed time every test table reads.
func Clock() time.Time { return time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC) }

// Loopback is where Share table listens in tests: two loopback addresses,
// so the address switcher shows, and nothing beyond this machine.
func Loopback() ([]share.Address, error) {
	return []share.Address{
		{IP: netip.MustParseAddr("127.0.0.1"), Interface: "lo"},
		{IP: netip.MustParseAddr("127.0.0.2"), Interface: "lo"},
	}, nil
}

// Table is an app, window and store on a temporary on-disk database, built
// by the real migrations.
type Table struct {
	T       testing.TB
	FyneApp fyne.App
	Win     fyne.Window
	Path    string
	Size    fyne.Size
	S       *ui.App
	screens []ui.Screens
	// Unprepared leaves out what the app does behind the campaigns
	// (ui.App.Prepare), so the first open makes every widget new.
	Unprepared bool
	// Scrolls counts the drags Reach made to bring what a test taps into
	// view, for tap counts that count them.
	Scrolls int
}

// New opens a table at size on the home screen, with the given games'
// screens: the table knows their games and no other, as the app knows its
// lineup's. A game's tests give their own screens (and those of any game
// they open); a test of the whole app gives lineup.Games().Screens() (the
// lineup sits above every game's screens, so this package cannot read it).
func New(t testing.TB, size fyne.Size, screens ...ui.Screens) *Table {
	t.Helper()
	if len(screens) == 0 {
		t.Fatal("a test table needs the screens of the games it plays")
	}
	tb := &Table{T: t, FyneApp: test.NewTempApp(t), Path: filepath.Join(t.TempDir(), "tableside.db"), Size: size, screens: screens}
	tb.Win = test.NewTempWindow(t, nil)
	tb.Win.Resize(size)
	tb.Open()
	return tb
}

// Games is the store's catalog of the table's games.
func (tb *Table) Games() tracker.Catalog {
	gs := make([]tracker.Game, len(tb.screens))
	for i, s := range tb.screens {
		gs[i] = s.Game()
	}
	return tracker.NewCatalog(gs...)
}

// Open (re)opens the store and the home screen, as launching the app does.
func (tb *Table) Open() {
	tb.T.Helper()
	games := tb.Games()
	st, err := campaign.Open(tb.Path, games)
	if err != nil {
		tb.T.Fatal(err)
	}
	tb.T.Cleanup(func() { st.Close() })
	tb.S = ui.New(tb.FyneApp, tb.Win, st, games, ui.Options{Now: Clock, ShareAddresses: Loopback}, tb.screens...)
	tb.S.ShowHome()
	if tb.Unprepared {
		return
	}
	// As the app does once the campaigns show (ui.Create). A restart in a
	// test keeps the window, and any sheet left on it.
	before := tb.Win.Canvas().Overlays().Top()
	tb.S.Prepare()
	if top := tb.Win.Canvas().Overlays().Top(); top != before {
		tb.T.Fatalf("the screen made ready behind the campaigns showed a sheet: %v", kittest.Texts(top))
	}
}

// Restart closes the store and opens it again: everything must come back.
func (tb *Table) Restart() {
	tb.T.Helper()
	if err := tb.S.Store().Close(); err != nil {
		tb.T.Fatal(err)
	}
	tb.Open()
}

// Roots are what a player's finger can reach: the top dialog if one is open,
// else the screen.
func (tb *Table) Roots() []fyne.CanvasObject {
	if top := tb.Win.Canvas().Overlays().Top(); top != nil {
		return []fyne.CanvasObject{top}
	}
	return []fyne.CanvasObject{tb.Win.Content()}
}

// Button finds an enabled-or-not button whose label starts with prefix,
// among those a player can reach: shown, on the top sheet if one is open,
// in view or a scroll away.
func (tb *Table) Button(prefix string) *widget.Button {
	tb.T.Helper()
	all := tb.spots()
	var found []string
	for _, s := range all {
		if b, ok := s.Obj.(*widget.Button); ok {
			if strings.HasPrefix(b.Text, prefix) && tb.reachable(b, all) {
				return b
			}
			found = append(found, b.Text)
		}
	}
	// Say why one that exists cannot be reached.
	for _, r := range []fyne.CanvasObject{tb.Win.Content(), tb.top()} {
		for _, o := range test.LaidOutObjects(r) {
			if b, ok := o.(*widget.Button); ok && strings.HasPrefix(b.Text, prefix) {
				tb.T.Fatalf("a player cannot reach button %q: %s; buttons they can: %q", b.Text, whyNot(b, all), found)
			}
		}
	}
	tb.T.Fatalf("no button %q on screen; buttons: %q", prefix, found)
	return nil
}

// Tap taps the button whose label starts with prefix, as a player would
// (Reach); it must be enabled.
func (tb *Table) Tap(prefix string) {
	tb.T.Helper()
	tb.TapObject(tb.Button(prefix))
}

// Texts is every label's text on screen, joined, for "is it shown" checks.
func (tb *Table) Texts() string {
	var out []string
	for _, r := range tb.Roots() {
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

func (tb *Table) See(want string) {
	tb.T.Helper()
	if !strings.Contains(tb.Texts(), want) {
		tb.T.Fatalf("screen does not show %q; it shows:\n%s", want, tb.Texts())
	}
}

// Told fails the test unless the last message the app showed the player
// says want.
func (tb *Table) Told(want string) {
	tb.T.Helper()
	if msg := tb.S.LastMessage(); !strings.Contains(msg, want) {
		tb.T.Fatalf("the player was told %q; want words with %q", msg, want)
	}
}

// Keys types digits on the open number pad and presses OK, unless the
// pad closed by itself on a number no digit could extend.
func (tb *Table) Keys(digits string) {
	tb.T.Helper()
	pad := tb.Win.Canvas().Overlays().Top()
	for _, r := range digits {
		tb.Tap(string(r))
	}
	if tb.Win.Canvas().Overlays().Top() == pad { // not closed, nor another pad opened after it
		tb.Tap("OK")
	}
}

// Shot checks that nothing on screen runs past the window's edge, and
// renders the window to PNG in $TABLESIDE_SCREENS, when set.
func (tb *Table) Shot(name string) {
	tb.T.Helper()
	// A screen wider than the phone makes the player scroll sideways.
	// The window grows to its content's minimum, padding included.
	if got := tb.Win.Canvas().Size().Width; got > tb.Size.Width+0.5 {
		tb.T.Errorf("%s needs %.1f pt of width; the window has %.0f", name, got, tb.Size.Width)
		tb.Win.Resize(tb.Size)
	}
	for _, p := range kittest.Overflows(tb.Win.Canvas()) {
		tb.T.Errorf("%s: %s", name, p)
	}
	kittest.Shot(tb.T, tb.Win, name)
}

// Buttons finds every button whose label starts with prefix that a player
// can reach (Button).
func (tb *Table) Buttons(prefix string) []*widget.Button {
	var out []*widget.Button
	all := tb.spots()
	for _, s := range all {
		if b, ok := s.Obj.(*widget.Button); ok && strings.HasPrefix(b.Text, prefix) && tb.reachable(b, all) {
			out = append(out, b)
		}
	}
	return out
}

// Entries finds the text fields with a placeholder, in screen order.
func (tb *Table) Entries(placeholder string) []*widget.Entry {
	var out []*widget.Entry
	for _, r := range tb.Roots() {
		for _, o := range test.LaidOutObjects(r) {
			if e, ok := o.(*widget.Entry); ok && e.PlaceHolder == placeholder {
				out = append(out, e)
			}
		}
	}
	if len(out) == 0 {
		tb.T.Fatalf("no text field %q on screen", placeholder)
	}
	return out
}

// TypeInto types text into a field as a keyboard would.
func TypeInto(e *widget.Entry, text string) {
	e.SetText("")
	test.Type(e, text)
}

// TypeIn types text into the first field with the placeholder, as a
// keyboard would (Taps.TypeIn counts the tap and takes any field).
func (tb *Table) TypeIn(placeholder, text string) {
	tb.T.Helper()
	TypeInto(tb.Entries(placeholder)[0], text)
}

// ButtonAfter is the k-th button worded value (any button when value is
// "") after the nth label worded label, among what is shown on the top of
// the screen: the finger for a row of buttons that a label names and no
// words of their own tell apart, as kit.Number's small numbers.
func (tb *Table) ButtonAfter(label string, nth int, value string, k int) *widget.Button {
	tb.T.Helper()
	past, labels := false, 0 // past the nth label; labels met so far
	for _, s := range tb.spots() {
		switch w := s.Obj.(type) {
		case *widget.Label:
			if !past && w.Text == label {
				past = labels == nth
				labels++
			}
		case *widget.Button:
			if past && (value == "" || w.Text == value) {
				if k == 0 {
					return w
				}
				k--
			}
		}
	}
	tb.T.Fatalf("no button %q after label %q number %d on screen", value, label, nth)
	return nil
}

// Choose picks option in the radio group or choice list on screen that
// offers it.
func (tb *Table) Choose(option string) {
	tb.T.Helper()
	for _, r := range tb.Roots() {
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
	// The app's own choice lists are rows of buttons (kit.ChoiceList,
	// kit.Choice): a tap on the row that says it.
	for _, b := range tb.Buttons(option) {
		test.Tap(b)
		return
	}
	tb.T.Fatalf("no choice %q on screen", option)
}

// Dismiss closes the message on top, as tapping its OK does.
func (tb *Table) Dismiss() {
	tb.T.Helper()
	tb.Tap("OK")
}

// TouchTarget is a custom widget a thumb taps, named for TouchCheck.
type TouchTarget interface {
	fyne.CanvasObject
	TouchLabel() string
}

// TouchCheck fails for every button, check box or text field on screen
// shorter than kit.TouchHeight, except those in skip.
func (tb *Table) TouchCheck(name string, skip ...fyne.CanvasObject) {
	tb.T.Helper()
	for _, o := range test.LaidOutObjects(tb.Win.Content()) {
		var what string
		switch w := o.(type) {
		case *widget.Button:
			what = "button " + w.Text
		case TouchTarget:
			what = w.TouchLabel()
		case *widget.Entry:
			what = "text field " + w.PlaceHolder
		default:
			continue
		}
		if slices.Contains(skip, o) {
			continue
		}
		if h := o.Size().Height; h < kit.TouchHeight {
			tb.T.Errorf("%s: %s is %.0f pt tall; a thumb needs %d", name, what, h, kit.TouchHeight)
		}
	}
}

// Second opens another window on the same database, as a second launch of
// the app does.
func (tb *Table) Second() *Table {
	second := &Table{T: tb.T, FyneApp: tb.FyneApp, Path: tb.Path, Size: tb.Size, screens: tb.screens, Win: test.NewTempWindow(tb.T, nil)}
	second.Win.Resize(tb.Size)
	second.Open()
	return second
}

// VillainBoard is a rules-004 Villain board for tests: four locations, the
// third with a Lock.
func VillainBoard(name string) villains.VillainCard {
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

// TextSize sets the player's text size ("normal", "large" or "huge").
func (tb *Table) TextSize(key string) {
	tb.T.Helper()
	if err := tb.S.SetTextSize(key); err != nil {
		tb.T.Fatal(err)
	}
}

// ruleLine is a rulebook citation ("000 L615"): it belongs in code and
// tests, never on a player's screen.
var ruleLine = regexp.MustCompile(`\b\d{3} L\d+|\(L\d+`)

// EveryLook draws a screen at every window size (a small phone, a phone, a
// tablet), every text size and both themes, with redraw, and fails for
// anything that runs past the window's right edge, a pop-up hiding options
// it has room for, rule line numbers shown to the player, and what
// kittest.LookProblems finds: two tappables overlapping or one under a
// pinned bar, a tappable under 48 x 48, a control under 3:1 against what
// lies behind it. It leaves the table at its own size, normal text and the
// system theme, the screen drawn again.
func (tb *Table) EveryLook(name string, redraw func()) {
	tb.T.Helper()
	for _, mode := range []string{"light", "dark"} {
		tb.ThemeMode(mode)
		for _, text := range kittest.TextSizes() {
			tb.TextSize(text)
			for _, size := range kittest.Sizes() {
				tb.Win.Resize(size)
				redraw()
				where := fmt.Sprintf("%s at %.0fx%.0f, %s text, %s theme", name, size.Width, size.Height, text, mode)
				for _, p := range kittest.OverflowsAt(tb.Win, size) {
					tb.T.Errorf("%s: %s", where, p)
				}
				// A real window does not squeeze a screen below its
				// minimum as the test driver does: it grows past the
				// phone's edge (a button's words do not wrap).
				if m := tb.Win.Content().MinSize(); m.Width > size.Width+0.5 {
					tb.T.Errorf("%s: the screen needs %.0f px, more than the window's width", where, m.Width)
				}
				if tb.Win.Canvas().Overlays().Top() != nil {
					for _, p := range kittest.ChoiceListProblems(tb.Win.Canvas()) {
						tb.T.Errorf("%s: %s", where, p)
					}
				}
				for _, p := range kittest.LookProblems(tb.Win.Canvas()) {
					tb.T.Errorf("%s: %s", where, p)
				}
				for _, r := range tb.Roots() {
					if m := ruleLine.FindString(kittest.Texts(r)); m != "" {
						tb.T.Errorf("%s: a rule line number %q is shown", where, m)
					}
				}
			}
		}
	}
	tb.ThemeMode("system")
	tb.TextSize("normal")
	tb.Win.Resize(tb.Size)
	redraw()
}

// ThemeMode sets the player's theme ("system", "light" or "dark").
func (tb *Table) ThemeMode(mode string) {
	tb.T.Helper()
	if err := tb.S.SetThemeMode(mode); err != nil {
		tb.T.Fatal(err)
	}
}

// ClosePopups closes every pop-up open on the window.
func (tb *Table) ClosePopups() {
	for o := tb.Win.Canvas().Overlays().Top(); o != nil; o = tb.Win.Canvas().Overlays().Top() {
		tb.Win.Canvas().Overlays().Remove(o)
	}
}

// LookAt is EveryLook for a screen or pop-up that open shows from scratch:
// pop-ups are closed before each drawing and after the last.
func (tb *Table) LookAt(name string, open func()) {
	tb.T.Helper()
	tb.EveryLook(name, func() {
		tb.ClosePopups()
		open()
	})
	tb.ClosePopups()
}

// CheckPreparedOpen restarts the app twice and opens the game Continue
// opens each time: once with nothing readied, once on the screen readied
// behind the campaigns (ui.App.Prepare). The player must see the same
// screen, word for word and pixel for pixel.
func (tb *Table) CheckPreparedOpen() {
	tb.T.Helper()
	open := func(unprepared bool) (image.Image, string) {
		tb.Unprepared = unprepared
		defer func() { tb.Unprepared = false }()
		// A restarted app has no sheet up; a test's window keeps its own.
		tb.ClosePopups()
		// Fyne stamps each new renderer with the clock its cache last read,
		// and a capture first drops those stamped over a minute ago: in a
		// test binary that captured nothing for a minute, the screen about
		// to be made would lose its renderers. A capture reads the clock.
		test.NewCanvas().Capture()
		tb.Restart()
		tb.Tap("Continue")
		return tb.Win.Canvas().Capture(), tb.Texts()
	}
	wantImg, want := open(true)
	gotImg, got := open(false)
	if got != want {
		tb.T.Fatalf("the readied screen opened reads\n%s\nbut opened new it reads\n%s", got, want)
	}
	if box, n := differ(gotImg, wantImg); n > 0 {
		// Both pictures are kept to look at.
		dir, err := os.MkdirTemp("", "tableside-prepared-")
		if err == nil {
			writePNG(tb.T, filepath.Join(dir, "readied.png"), gotImg)
			writePNG(tb.T, filepath.Join(dir, "new.png"), wantImg)
		} else {
			dir = err.Error()
		}
		tb.T.Fatalf("the readied screen opened looks other than the same screen opened new: %d pixels differ, within %v (pictures in %s)", n, box, dir)
	}
}

// differ counts the pixels where a and b differ, and the box that holds
// them.
func differ(a, b image.Image) (image.Rectangle, int) {
	if a.Bounds() != b.Bounds() {
		return a.Bounds().Union(b.Bounds()), 1
	}
	var box image.Rectangle
	n := 0
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if color.RGBAModel.Convert(a.At(x, y)) != color.RGBAModel.Convert(b.At(x, y)) {
				n++
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return box, n
}

func writePNG(t testing.TB, path string, img image.Image) {
	f, err := os.Create(path)
	if err != nil {
		t.Log(err)
		return
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Log(err)
	}
}

// ScrollToText scrolls the vertical scroll holding the label or button
// whose words are text so that it stands at the scroll's top, and says how
// far below the top it stands after (0 when the scroll reaches).
func (tb *Table) ScrollToText(text string) float32 {
	tb.T.Helper()
	sc, y := tb.findInScroll(text)
	sc.ScrollToOffset(fyne.NewPos(sc.Offset.X, y))
	return tb.BelowTop(text)
}

// BelowTop is how far below the top of its scroll the words text stand
// on screen.
func (tb *Table) BelowTop(text string) float32 {
	tb.T.Helper()
	sc, y := tb.findInScroll(text)
	return y - sc.Offset.Y
}

// findInScroll finds the first vertical scroll on screen holding text,
// and the top of text in its content.
func (tb *Table) findInScroll(text string) (*container.Scroll, float32) {
	tb.T.Helper()
	var walk func(o fyne.CanvasObject, sc *container.Scroll, y float32) (*container.Scroll, float32, bool)
	walk = func(o fyne.CanvasObject, sc *container.Scroll, y float32) (*container.Scroll, float32, bool) {
		if o == nil || !o.Visible() {
			return nil, 0, false
		}
		switch w := o.(type) {
		case *widget.Label:
			return sc, y, sc != nil && w.Text == text
		case *widget.Button:
			return sc, y, sc != nil && w.Text == text
		case *container.Scroll:
			if w.Direction != container.ScrollHorizontalOnly {
				return walk(w.Content, w, 0)
			}
			return walk(w.Content, sc, y+w.Content.Position().Y)
		}
		for _, k := range kittest.Children(o) {
			if s, ky, ok := walk(k, sc, y+k.Position().Y); ok {
				return s, ky, true
			}
		}
		return nil, 0, false
	}
	if s, y, ok := walk(tb.Win.Content(), nil, 0); ok {
		return s, y
	}
	tb.T.Fatalf("no %q in a scroll on screen", text)
	return nil, 0
}
