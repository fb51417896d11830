package ui_test

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tableside/ui/kit/kittest"
)

// frameScreen is one of the frame's own screens or pop-ups, opened on tb
// from the home screen.
type frameScreen struct {
	name string
	open func(tb *table)
}

func frameScreens() []frameScreen {
	menu := func(tb *table) { tb.S.ShowHome(); test.Tap(tb.S.HomeMenu(0)) }
	return []frameScreen{
		{"home", func(tb *table) { tb.S.ShowHome() }},
		{"new campaign", func(tb *table) { tb.S.ShowHome(); tb.Tap("New campaign") }},
		{"a campaign's menu", menu},
		{"renaming a campaign", func(tb *table) { menu(tb); tb.Tap("Rename") }},
		{"deleting a campaign", func(tb *table) { menu(tb); tb.Tap("Delete") }},
		{"import from a link", func(tb *table) { tb.S.ShowHome(); tb.Tap("Import from a link") }},
		{"settings", func(tb *table) { tb.S.ShowSettings() }},
		{"a game in its frame", func(tb *table) { tb.S.ShowHome(); tb.Tap("Continue") }},
		{"the history", func(tb *table) { tb.S.ShowHome(); tb.Tap("Continue"); tb.S.Current().ShowHistory() }},
		{"sharing the table", func(tb *table) {
			tb.S.ShowHome()
			tb.Tap("Continue")
			tb.S.Current().ShareTable()
		}},
		{"the game's menu", func(tb *table) { tb.S.ShowHome(); tb.Tap("Continue"); test.Tap(tb.S.Current().MenuButton()) }},
		{"the evening's end", func(tb *table) { tb.S.ShowHome(); tb.Tap("Continue"); tb.S.Current().ShowEveningEnd() }},
		{"log this play", func(tb *table) {
			tb.S.ShowHome()
			tb.Tap("Continue")
			tb.S.Current().ShowEveningEnd()
			tb.Tap("Log this play")
		}},
	}
}

// eachFrameScreen runs check on every frame screen at every window size,
// text size and theme.
func eachFrameScreen(t *testing.T, check func(fyne.Canvas) []string) {
	tb := newTable(t, phone)
	tb.startedGame("The Tuesday regulars of the long table")
	for _, mode := range []string{"light", "dark"} {
		if err := tb.S.SetThemeMode(mode); err != nil {
			t.Fatal(err)
		}
		for _, text := range kittest.TextSizes() {
			tb.TextSize(text)
			for _, size := range kittest.Sizes() {
				for _, fs := range frameScreens() {
					tb.ClosePopups()
					tb.Win.Resize(size)
					fs.open(tb)
					tb.Win.Resize(size)
					kittest.Settle(tb.Win)
					where := fmt.Sprintf("%s at %.0fx%.0f, %s text, %s", fs.name, size.Width, size.Height, text, mode)
					for _, p := range check(tb.Win.Canvas()) {
						t.Errorf("%s: %s", where, p)
					}
				}
			}
		}
	}
	tb.ClosePopups()
	tb.S.StopSharing()
}

// Issue 24: every control of the frame stands 3:1 against what is behind
// it, in both themes.
func TestControlContrast(t *testing.T) { eachFrameScreen(t, kittest.ContrastProblems) }

// Issue 24: every tappable of the frame, its dialogs and checks included,
// at least 48 x 48 at every text size.
func TestTargetsAtLeast48(t *testing.T) { eachFrameScreen(t, kittest.SmallTargets) }

// Issue 24: no tappable of the frame overlaps another or lies under a
// pinned bar.
func TestNoTappableUnderAnother(t *testing.T) { eachFrameScreen(t, kittest.OverlapProblems) }
