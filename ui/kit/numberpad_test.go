package kit_test

import (
	"strings"
	"testing"

	"tableside/ui/kit"
	"tableside/ui/kit/kittest"
)

// Issue 12: the pad appended to the number it opened with (5, tap 3: 53).
// Issue 14: a number no digit could extend (3 where 12 is the most) is
// sent as it is typed, without OK; keys tapped after that send nothing.
func TestNumberPad(t *testing.T) {
	tests := []struct {
		name  string
		start int
		keys  []string // tapped in order; "OK" and "Cancel" included, even once closed
		shown string   // what the pad says afterwards, if still open
		sent  []int
	}{
		{"first key replaces the start", 5, []string{"3"}, "", []int{3}},
		{"then keys append", 5, []string{"1", "2"}, "", []int{12}},
		{"OK keeps the start", 5, []string{"OK"}, "", []int{5}},
		{"delete edits the start", 12, []string{"⌫", "OK"}, "", []int{1}},
		{"clear, then type", 7, []string{"C", "9"}, "", []int{9}},
		{"a lone zero is sent at once", -1, []string{"0", "4"}, "", []int{0}},
		{"one that could grow waits for OK", 5, []string{"1", "OK"}, "", []int{1}},
		{"out of range is refused in words", 5, []string{"1", "3", "OK"}, "Choose a number from 0 to 12.", nil},
		{"refused, corrected, sent", 5, []string{"1", "3", "OK", "⌫", "OK"}, "", []int{1}},
		{"empty is refused in words", -1, []string{"OK"}, "Type a number first.", nil},
		{"cleared is refused in words", 5, []string{"C", "OK"}, "Type a number first.", nil},
		{"no more digits than the largest number has", -1, []string{"1", "1", "1", "OK"}, "", []int{11}},
		{"cancel sends nothing", 5, []string{"1", "Cancel"}, "", nil},
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
	if p.Value() != "42" || w.Canvas().Overlays().Top() != nil {
		t.Errorf("value %q; 42 of at most 99 did not close the pad", p.Value())
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
