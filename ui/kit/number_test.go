package kit_test

import (
	"testing"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/ui/kit"
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
