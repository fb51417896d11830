package valorui

import (
	"testing"

	"fyne.io/fyne/v2"

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
