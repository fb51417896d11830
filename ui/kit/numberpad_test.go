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

// Issue 12: the pad appended to the number it opened with (5, tap 3: 53).
// Issue 24: the pad closes only on OK or Cancel; a number no digit could
// extend (3 where 12 is the most) waits for OK like any other.
func TestNumberPad(t *testing.T) {
	tests := []struct {
		name  string
		start int
		keys  []string // tapped in order; "OK" and "Cancel" included, even once closed
		shown string   // what the pad says afterwards, if still open
		sent  []int
	}{
		{"first key replaces the start", 5, []string{"3", "OK"}, "", []int{3}},
		{"then keys append", 5, []string{"1", "2", "OK"}, "", []int{12}},
		{"OK keeps the start", 5, []string{"OK"}, "", []int{5}},
		{"delete edits the start", 12, []string{"⌫", "OK"}, "", []int{1}},
		{"clear, then type", 7, []string{"C", "9", "OK"}, "", []int{9}},
		{"a lone zero is typed over", -1, []string{"0", "4", "OK"}, "", []int{4}},
		{"a full number waits for OK", 5, []string{"3"}, "3", nil},
		{"one that could grow waits for OK", 5, []string{"1", "OK"}, "", []int{1}},
		{"out of range is refused in words", 5, []string{"1", "3", "OK"}, "Choose a number from 0 to 12.", nil},
		{"refused, corrected, sent", 5, []string{"1", "3", "OK", "⌫", "OK"}, "", []int{1}},
		{"empty is refused in words", -1, []string{"OK"}, "Type a number first.", nil},
		{"cleared is refused in words", 5, []string{"C", "OK"}, "Type a number first.", nil},
		{"no more digits than the largest number has", -1, []string{"1", "1", "1", "OK"}, "", []int{11}},
		{"cancel sends nothing", 5, []string{"1", "Cancel"}, "", nil},
		{"keys after OK send nothing more", 5, []string{"OK", "OK", "3"}, "", []int{5}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := screen{kittest.Sizes()[0], "huge"}.open(t)
			var sent []int
			p := kit.ShowNumberPad(w, "Health: set to", tt.start, 0, 12, func(n int) { sent = append(sent, n) })
			if !strings.Contains(kittest.Texts(kittest.Top(w.Canvas())), "0 to 12") {
				t.Errorf("the range is not shown: %q", kittest.Texts(kittest.Top(w.Canvas())))
			}
			for _, k := range tt.keys {
				b := p.Keys[k]
				if b == nil {
					t.Fatalf("no key %q", k)
				}
				kittest.Tap(t, b, k)
			}
			if tt.shown != "" {
				texts := kittest.Texts(kittest.Top(w.Canvas()))
				if !strings.Contains(texts, tt.shown) {
					t.Errorf("the pad does not say %q; it shows %q", tt.shown, texts)
				}
				noOverflows(t, w) // the refusal wraps
			}
			if len(sent) != len(tt.sent) || len(sent) > 0 && sent[0] != tt.sent[0] {
				t.Errorf("sent %v, want %v (value %q)", sent, tt.sent, p.Value())
			}
			open := w.Canvas().Overlays().Top() != nil
			if want := tt.shown != ""; open != want {
				t.Errorf("pad open %v, want %v", open, want)
			}
		})
	}
}

func TestNumberPadShowsWhatIsTyped(t *testing.T) {
	w := screen{kittest.Sizes()[0], "normal"}.open(t)
	p := kit.ShowNumberPad(w, "Cost", 5, 0, 99, func(int) {})
	if p.Value() != "5" {
		t.Errorf("opened at %q, want 5", p.Value())
	}
	kittest.Tap(t, p.Keys["4"], "4")
	if p.Value() != "4" || !strings.Contains(kittest.Texts(kittest.Top(w.Canvas())), "4") {
		t.Errorf("value %q; the pad shows %q", p.Value(), kittest.Texts(kittest.Top(w.Canvas())))
	}
	kittest.Tap(t, p.Keys["2"], "2")
	if p.Value() != "42" || w.Canvas().Overlays().Top() == nil {
		t.Errorf("value %q; 42 of at most 99 closed the pad before OK", p.Value())
	}
}

func TestNumberPadFits(t *testing.T) {
	for _, s := range screens() {
		t.Run(s.String(), func(t *testing.T) {
			w := s.open(t)
			p := kit.ShowNumberPad(w, "Rowan the Brave's Health: set to", 5, 0, 12, func(int) {})
			noOverflows(t, w)
			for _, k := range []string{"1", "OK", "Cancel", "⌫"} {
				if h := p.Keys[k].Size().Height; h < kit.TouchHeight {
					t.Errorf("key %q is %.0f high, less than a thumb", k, h)
				}
			}
		})
	}
}

// Issue 24: a pad that closed by itself once no digit fit ("16" of at most
// 99) let the next tap, aimed at OK, change a number on the screen beneath.
// For every way the pad closes (OK after a number no digit can extend, OK
// after nothing typed, Cancel), the keys and the closing tap, made where
// the player sees them, change nothing beneath: the tap where OK is lands
// on OK.
func TestPadLetsNoTapThrough(t *testing.T) {
	tests := []struct {
		name     string
		lo, hi   int
		keys     []string // typed before the closing tap
		closeKey string   // the tap that closes it: "OK" or "Cancel"
		sent     []int
	}{
		{"no digit fits after 16 of 1-99, then OK", 1, 99, []string{"1", "6"}, "OK", []int{16}},
		{"99 of 1-99, then OK", 1, 99, []string{"9", "9"}, "OK", []int{99}},
		{"a lone 0, then OK", 0, 12, []string{"0"}, "OK", []int{0}},
		{"7 of 0-9, then OK", 0, 9, []string{"7"}, "OK", []int{7}},
		{"16 of 1-99, then Cancel", 1, 99, []string{"1", "6"}, "Cancel", nil},
		{"nothing typed, OK keeps the start", 1, 99, nil, "OK", []int{5}},
		{"nothing typed, Cancel", 1, 99, nil, "Cancel", nil},
	}
	for _, s := range screens() {
		for _, tt := range tests {
			t.Run(s.String()+"/"+tt.name, func(t *testing.T) {
				w := s.open(t)
				// Beneath, a screen of buttons where every tap counts.
				taps := 0
				grid := container.NewGridWithColumns(4)
				for range 40 {
					grid.Add(widget.NewButton("+1", func() { taps++ }))
				}
				w.SetContent(grid)
				w.Resize(s.size)
				var sent []int
				p := kit.ShowNumberPad(w, "Intelligence: set to", 5, tt.lo, tt.hi, func(n int) { sent = append(sent, n) })
				kittest.Settle(w)
				c := w.Canvas()
				at := func(k string) fyne.Position {
					b := p.Keys[k]
					return abs(b).Add(fyne.NewPos(b.Size().Width/2, b.Size().Height/2))
				}
				for _, k := range tt.keys {
					test.TapCanvas(c, at(k))
				}
				if c.Overlays().Top() == nil {
					t.Fatalf("the pad closed after %q, before OK or Cancel", tt.keys)
				}
				test.TapCanvas(c, at(tt.closeKey))
				if c.Overlays().Top() != nil {
					t.Fatalf("%s did not close the pad", tt.closeKey)
				}
				if len(sent) != len(tt.sent) || len(sent) > 0 && sent[0] != tt.sent[0] {
					t.Errorf("sent %v, want %v", sent, tt.sent)
				}
				if taps != 0 {
					t.Errorf("%d taps meant for the pad reached the screen beneath", taps)
				}
			})
		}
	}
}

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
