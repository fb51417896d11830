package kit_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/ui/kit"
	"tableside/ui/kit/kittest"
)

// TestNumberSmallIsARow (issue 14): a number of a small range is one tap
// on its value, lit once chosen; nothing lit while it is not entered. A
// large range stays a counter. The row fits a phone at every text size.
func TestNumberSmallIsARow(t *testing.T) {
	for _, s := range screens() {
		w := s.open(t)
		v := -1
		changed := 0
		n := kit.NewNumber(w, "Bounty", &v, 0, 9, func() { changed++ })
		w.SetContent(container.NewVScroll(n.Content()))
		if n.Counter != nil || n.Key(0) == nil || n.Key(9) == nil || n.Key(10) != nil {
			t.Fatal("0 to 9 is not a row of ten buttons")
		}
		for i := 0; i <= 9; i++ {
			if n.Key(i).Importance == widget.HighImportance {
				t.Fatalf("%d is lit before anything was chosen", i)
			}
		}
		test.Tap(n.Key(3))
		if v != 3 || changed != 1 || n.Key(3).Importance != widget.HighImportance || n.Key(4).Importance == widget.HighImportance {
			t.Fatalf("after a tap on 3: v=%d, changed %d", v, changed)
		}
		noOverflows(t, w)
	}
	w := screens()[0].open(t)
	big := 14
	n := kit.NewNumber(w, "Health", &big, 1, 60, nil)
	if n.Counter == nil || n.Key(5) != nil {
		t.Fatal("1 to 60 is not a counter")
	}
}

// TestQuickNumber: a large range whose usual values are small is a row of
// them and "…" for the pad; a number typed past the row shows on "…", lit.
func TestQuickNumber(t *testing.T) {
	for _, s := range screens() {
		w := s.open(t)
		v := -1
		n := kit.NewQuickNumber(w, "Chump deck", &v, 1, 99, 9, nil)
		w.SetContent(container.NewVScroll(n.Content()))
		if n.Counter != nil || n.Key(1) == nil || n.Key(9) == nil || n.Key(10) != nil || n.More() == nil {
			t.Fatal("1 to 9 and … expected")
		}
		test.Tap(n.Key(2))
		if v != 2 || n.Key(2).Importance != widget.HighImportance {
			t.Fatalf("after 2: %d", v)
		}
		test.Tap(n.More())
		pad := w.Canvas().Overlays().Top()
		if pad == nil {
			t.Fatal("… opened no pad")
		}
		for _, k := range []string{"1", "2", "OK"} { // the pad closes only on OK
			kittest.Tap(t, pad, k)
		}
		if v != 12 || n.More().Text != "12" || n.More().Importance != widget.HighImportance || n.Key(2).Importance == widget.HighImportance {
			t.Fatalf("after 12 on the pad: %d, … shows %q", v, n.More().Text)
		}
		noOverflows(t, w)
	}
}

// TestWrappedHeight: a long line wrapped in a narrow row is as tall as
// its lines, so a list of them can give each row its height.
func TestWrappedHeight(t *testing.T) {
	screens()[0].open(t)
	one := kit.WrappedHeight("Bjorn: 12 -> 10 Health", 360)
	long := kit.WrappedHeight(strings.Repeat("Golem spends 2 XP: a Level Up for every row; ", 4), 360)
	if one <= 0 || long < 3*one/2 {
		t.Fatalf("one line %v, four wrapped lines %v", one, long)
	}
	if kit.WrappedHeight("x", 0) != 0 {
		t.Fatal("a row without a width has a height")
	}
}

// TestOnWidth: a new width is told, the same width again is not, and the
// first layout only sets it.
func TestOnWidth(t *testing.T) {
	var got []float32
	c := kit.OnWidth(widget.NewLabel("row"), func(w float32) { got = append(got, w) })
	c.Resize(fyne.NewSize(420, 100))
	c.Resize(fyne.NewSize(400, 100))
	c.Resize(fyne.NewSize(400, 300))
	if len(got) != 1 || got[0] != 400 {
		t.Fatalf("told %v, want [400]", got)
	}
}
