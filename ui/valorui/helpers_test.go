package valorui

import (
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/ui/bookui"
	"tableside/ui/uitest"
	"tableside/ui/villainsui"
)

// table is a test table with Valor & Villainy's screens and its campaign
// book's. Taps in a test come faster than any thumb: the wizard's guard
// against double taps is off unless a test turns it on (settled).
type table struct{ *uitest.Table }

var (
	phone  = uitest.Phone
	tablet = uitest.Tablet
)

func newTable(t testing.TB, size fyne.Size) *table {
	return &table{uitest.New(t, size, Screens{}, bookui.Screens{}, villainsui.Screens{})}
}

// view is the open game's view.
func (tb *table) view() *view {
	tb.T.Helper()
	v, ok := tb.S.Current().View().(*view)
	if !ok {
		tb.T.Fatal("no Valor & Villainy game is open")
	}
	return v
}

// numberKey is the one-tap button for v in the row of small numbers
// labelled label (kit.Number).
func numberKey(tb *table, label string, v int) *widget.Button {
	tb.T.Helper()
	return numberKeyNth(tb, label, 0, v)
}

// numberKeyNth is numberKey of the i-th number labelled label.
func numberKeyNth(tb *table, label string, i, v int) *widget.Button {
	tb.T.Helper()
	objs := test.LaidOutObjects(tb.Roots()[0])
	for k, o := range objs {
		if l, ok := o.(*widget.Label); !ok || l.Text != label {
			continue
		}
		if i > 0 {
			i--
			continue
		}
		for _, o := range objs[k+1:] {
			if b, ok := o.(*widget.Button); ok && b.Text == strconv.Itoa(v) {
				return b
			}
		}
	}
	tb.T.Fatalf("no number %d of %q on screen", v, label)
	return nil
}
