package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

func TestCounterSendsChangesAndPadValues(t *testing.T) {
	tb := newTable(t, phone)
	var got []int
	c := newCounter(tb.win, "Health", "7 / 12", 7, 0, 12,
		func(d int) { got = append(got, d) },
		func(n int) { got = append(got, 100+n) })
	tb.win.SetContent(c.content())
	test.Tap(c.minus)
	test.Tap(c.plus)
	test.Tap(c.value)
	tb.tap("C")
	tb.keys("13")
	tb.see("Choose a number from 0 to 12.")
	tb.tap("⌫")
	tb.tap("OK")
	want := []int{-1, +1, 101}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
}
