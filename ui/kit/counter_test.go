package kit_test

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"tableside/ui/kit"
	"tableside/ui/kit/kittest"
)

func TestCounterSendsChangesAndPadValues(t *testing.T) {
	w := screen{kittest.Sizes()[1], "normal"}.open(t)
	var got []int
	c := kit.NewCounter(w, "Health", "7 / 12", 7, 0, 12,
		func(d int) { got = append(got, d) },
		func(n int) { got = append(got, 100+n) })
	w.SetContent(c.Content())
	test.Tap(c.Minus)
	test.Tap(c.Plus)
	test.Tap(c.Value)
	top := kittest.Top(w.Canvas())
	kittest.Tap(t, top, "1") // replaces the 7 the pad opened with
	kittest.Tap(t, top, "OK")
	if want := []int{-1, +1, 101}; !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	if c.Value.Text != "7 / 12" {
		t.Errorf("the counter shows %q", c.Value.Text)
	}
}

// Issue 12: rows ran past the right edge at large text. A counter with a
// long name fits every window at every text size; its name shortens and
// its buttons keep a thumb's size.
func TestCounterFits(t *testing.T) {
	long := "Rowan the Brave, Warden of the Northern Reaches"
	for _, s := range screens() {
		t.Run(s.String(), func(t *testing.T) {
			w := s.open(t)
			c := kit.NewCounter(w, long, "12 / 12", 12, 0, 12, func(int) {}, func(int) {})
			w.SetContent(c.Content())
			if o := kittest.OverflowsAt(w, s.size); len(o) > 0 {
				t.Errorf("overflows: %q", o)
			}
			for _, b := range []fyne.CanvasObject{c.Minus, c.Value, c.Plus} {
				if sz := b.Size(); sz.Height < kit.TouchHeight || sz.Width < kit.TouchHeight {
					t.Errorf("a button is %v, less than a thumb", sz)
				}
			}
			if cut := c.Name.Cut(); cut != (s.size.Width < 1000) {
				t.Errorf("name cut %v at %v", cut, s)
			}
		})
	}
}

// A shortened name shows in full a tap away; a whole one shows nothing more.
func TestShortShowsTheWholeTextWhenCut(t *testing.T) {
	long := "Rowan the Brave, Warden of the Northern Reaches and Keeper of the Lantern"
	for _, s := range screens() {
		if s.size.Width > 1000 {
			continue // the name fits a tablet
		}
		t.Run(s.String(), func(t *testing.T) {
			w := s.open(t)
			cut := kit.Shorten(long, w).(*kit.Short)
			whole := kit.Shorten("Rowan", w).(*kit.Short)
			w.SetContent(container.NewVBox(cut, whole))
			w.Resize(s.size)
			if whole.Size().Height < kit.TouchHeight {
				t.Errorf("a name to tap is %.0f high", whole.Size().Height)
			}
			test.Tap(whole)
			if w.Canvas().Overlays().Top() != nil {
				t.Fatal("a whole name opened a pop-up")
			}
			test.Tap(cut)
			top := w.Canvas().Overlays().Top()
			if top == nil {
				t.Fatal("tapping the shortened name showed nothing")
			}
			noOverflows(t, w)
			if texts := kittest.Texts(top); !slices.Contains(strings.Split(texts, "\n"), long) {
				t.Errorf("the pop-up shows %q", texts)
			}
			kittest.Tap(t, top, "Close")
			if w.Canvas().Overlays().Top() != nil {
				t.Error("Close left the pop-up open")
			}
		})
	}
}

// TestCounterStepping: − and + move by the track's step; the pad is untouched.
func TestCounterStepping(t *testing.T) {
	w := test.NewTempWindow(t, nil)
	var got []int
	c := kit.NewCounter(w, "XP", "40", 40, 0, 200, func(d int) { got = append(got, d) }, func(int) {}).Stepping(20)
	test.Tap(c.Plus)
	test.Tap(c.Minus)
	if len(got) != 2 || got[0] != 20 || got[1] != -20 {
		t.Fatalf("steps %v, want [20 -20]", got)
	}
}
