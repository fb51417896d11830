package valorui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/ui/bookui"
	"tableside/ui/bookui/booktest"
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
	return booktest.NumberKey(tb.Table, label, i, v)
}

// picks finds the i-th name picker (vPick) on screen: the setup's Heroes,
// then the Villain, the Lead Hero and the Loot Stash cards.
func (tb *table) picks(i int) *vPick {
	tb.T.Helper()
	var out []*vPick
	for _, o := range test.LaidOutObjects(tb.Win.Content()) {
		if p, ok := o.(*vPick); ok && p.Visible() {
			out = append(out, p)
		}
	}
	if i >= len(out) {
		tb.T.Fatalf("only %d pickers on screen", len(out))
	}
	return out[i]
}

// pickIn picks name in the i-th picker as a player does: a tap on it,
// then on the name's row (none when it is the only name).
func (tb *table) pickIn(i int, name string) {
	tb.T.Helper()
	p := tb.picks(i)
	if p.Selected() == name {
		return
	}
	tb.TapObject(p.Button())
	if p.Selected() == name { // the only name, picked at once
		return
	}
	top := tb.Win.Canvas().Overlays().Top()
	if top == nil {
		tb.T.Fatalf("picker %d opened no list", i)
	}
	for _, o := range test.LaidOutObjects(top) {
		if b, ok := o.(*widget.Button); ok && b.Text == name {
			tb.TapObject(b)
			return
		}
	}
	tb.T.Fatalf("picker %d does not offer %q:\n%s", i, name, tb.Texts())
}

// numberField finds the number typed on the keyboard (vTyped) whose field
// shows placeholder.
func (tb *table) numberField(placeholder string) *vNumberEntry {
	tb.T.Helper()
	for _, o := range test.LaidOutObjects(tb.Win.Content()) {
		if e, ok := o.(*vNumberEntry); ok && e.PlaceHolder == placeholder {
			return e
		}
	}
	tb.T.Fatalf("no number field %q on screen", placeholder)
	return nil
}
