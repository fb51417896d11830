package bookui_test

import (
	"testing"

	"fyne.io/fyne/v2"

	"tableside/tracker/valor"
	"tableside/ui/bookui"
	"tableside/ui/bookui/booktest"
	"tableside/ui/uitest"
	"tableside/ui/valorui"
)

// newTable is a test table with Valor & Villainy's screens, whose
// evenings open the book, and the book's.
func newTable(t testing.TB, size fyne.Size) *uitest.Table {
	return uitest.New(t, size, valorui.Screens{}, bookui.Screens{})
}

// finishChecklist ticks the evening's setup checklist to its end.
func finishChecklist(tb *uitest.Table) {
	tb.T.Helper()
	for i := 0; booktest.ValorState(tb).Pending == valor.PendingSetup; i++ {
		if i == 20 {
			tb.T.Fatal("the setup checklist does not end")
		}
		tb.Tap("Done")
	}
}
