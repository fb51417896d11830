package valorui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// theScroll is the board's scrolling column on a phone.
func (tb *table) theScroll() *container.Scroll {
	tb.T.Helper()
	for _, o := range test.LaidOutObjects(tb.Win.Content()) {
		if s, ok := o.(*container.Scroll); ok {
			return s
		}
	}
	tb.T.Fatal("no scroll on screen")
	return nil
}

// TestValorTapKeepsTheScroll: on a phone a Hero's board is a long page; a
// tap near its bottom (Cards in hand +, Health −, the number pad) commits
// and redraws, and the page stays where the thumb left it, the tapped
// button under the thumb.
func TestValorTapKeepsTheScroll(t *testing.T) {
	tb := newTable(t, phone)
	tb.toFirstTurn()
	sc := tb.theScroll()
	bottom := sc.Content.Size().Height - sc.Size().Height
	if bottom < 200 {
		t.Fatalf("the board is %.0f pt longer than the phone: not a long page", bottom)
	}
	sc.ScrollToBottom()
	at := sc.Offset
	d := fyne.CurrentApp().Driver()
	for _, step := range []struct {
		name string
		tap  func() *widget.Button
	}{
		{"Cards in hand +", func() *widget.Button { return tb.counter("Cards in hand", 2) }},
		{"Cards in hand −", func() *widget.Button { return tb.counter("Cards in hand", 0) }},
		{"XP +", func() *widget.Button { return tb.counter("XP", 2) }},
	} {
		b := step.tap()
		before := d.AbsolutePositionForObject(b)
		n := tb.S.Current().Session().Len
		test.Tap(b)
		if tb.S.Current().Session().Len != n+1 {
			t.Fatalf("%s: the tap did not commit: %s", step.name, tb.S.LastMessage())
		}
		if s := tb.theScroll(); s.Offset != at {
			t.Errorf("%s: the page moved from %v to %v", step.name, at, s.Offset)
		}
		if after := d.AbsolutePositionForObject(step.tap()); after != before {
			t.Errorf("%s: the button moved from %v to %v", step.name, before, after)
		}
	}
	// The number pad opened at the bottom replaces the value it opens with.
	test.Tap(tb.counter("XP", 1))
	tb.Keys("2")
	if got := tb.valorState().Heroes[0].XP; got != 2 {
		t.Errorf("the pad opened at XP 1, tapped 2, OK: XP %d, want 2 (not 12)", got)
	}
	if s := tb.theScroll(); s.Offset != at {
		t.Errorf("after the number pad the page moved from %v to %v", at, s.Offset)
	}
}
