package sorceryui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/sorcery"
	"tableside/ui/kit"
	"tableside/ui/uitest"
)

// spot is where an object is on the window and its size.
type spot struct {
	Position fyne.Position
	Size     fyne.Size
}

// tappables are the things on screen a finger taps, each with where it
// is on the window: buttons, text fields, check lines.
func tappables(tb *table) map[fyne.CanvasObject]spot {
	out := map[fyne.CanvasObject]spot{}
	d := fyne.CurrentApp().Driver()
	for _, o := range test.LaidOutObjects(tb.Win.Content()) {
		switch o.(type) {
		case *widget.Button, *widget.Entry, *kit.TallCheck:
		default:
			continue
		}
		if !o.Visible() || o.Size().Width == 0 || o.Size().Height == 0 {
			continue
		}
		out[o] = spot{d.AbsolutePositionForObject(o), o.Size()}
	}
	return out
}

// steady taps each button whose words are in picks, one after another,
// and fails when a tap moves any tappable above it or on its line: the
// next tap there would hit something else. Lines below may move.
func steady(t *testing.T, tb *table, screen string, picks ...string) {
	t.Helper()
	for _, p := range picks {
		var b *widget.Button
		for _, o := range tb.Buttons(p) {
			if o.Text == p && o.Visible() {
				b = o
				break
			}
		}
		if b == nil {
			t.Fatalf("%s: no button %q", screen, p)
		}
		steadyTap(t, tb, screen, b)
	}
}

// steadyTap taps b and fails when the tap moves any tappable above it or
// on its line.
func steadyTap(t *testing.T, tb *table, screen string, b *widget.Button) {
	t.Helper()
	kit.Settle(tb.Win.Content())
	before := tappables(tb)
	at, ok := before[b]
	if !ok {
		t.Fatalf("%s: %q is not on the screen", screen, b.Text)
	}
	test.Tap(b)
	kit.Settle(tb.Win.Content())
	after := tappables(tb)
	for o, was := range before {
		if was.Position.Y > at.Position.Y+at.Size.Height-1 {
			continue // below the finger
		}
		if now, ok := after[o]; !ok || now != was {
			t.Errorf("%s: tapping %q moved %s from %v to %v", screen, b.Text, uitest.Name(o), was, now)
		}
	}
}

// TestNothingMovesUnderTheFinger: in the Hero and Enemy editors and the
// Enemy Turn's distances, a tap on a choice (a fighting style, a rank, a
// number, a Hero's distance) leaves every tappable above or beside it
// where it was. Picking "Dexterity" once widened its
// label with the tick and wrapped "Strength" to a new line, so the next
// tap there hit another label.
func TestNothingMovesUnderTheFinger(t *testing.T) {
	for _, size := range []fyne.Size{phone, uitest.SmallPhone, tablet} {
		t.Run(fmt.Sprint(size.Width), func(t *testing.T) {
			tb := newTable(t, size)
			tb.newQuest("Friday")
			tb.Tap("Enter this Hero")
			steady(t, tb, "Hero editor", "Dexterity", "Strength", "Faith", "Magic", "Dexterity", "3", "5")
			showEnemyEditor(tb.S, sorcery.EnemyCard{}, tb.S.ShowHome)
			steady(t, tb, "Enemy editor", "Green", "Purple", "Dexterity", "All styles", "Strength",
				"6", "11", "Most wounded", "A fighting style", "Menace token holder", "Closest", "Least wounded", "More of the card")
			wizardSteady(t, size)
		})
	}
}

// wizardSteady: in the Enemy Turn, the distances are a row of answers
// per Hero, all on one screen (L6437-6457): a tap on one, or a second tap
// that changes it, leaves every answer above or beside it where it was,
// so the next Hero's row is where the finger goes next.
func wizardSteady(t *testing.T, size fyne.Size) {
	t.Helper()
	tb := fourHeroQuest(t)
	tb.Win.Resize(size)
	tb.Tap("End Artemis's turn")
	tb.Tap("A")
	tb.See("How far is each Hero")
	steadyTap(t, tb, "distances", tb.Buttons("1")[0])            // Artemis
	steadyTap(t, tb, "distances", tb.Buttons("3")[1])            // Jeanne
	steadyTap(t, tb, "distances", tb.Buttons("2")[0])            // Artemis again: changed
	steadyTap(t, tb, "distances", tb.Buttons("Not in sight")[2]) // Thorgren
	tb.See("How far is each Hero")                               // Xantares not answered yet
}
