package kit_test

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"tableside/ui/kit"
	"tableside/ui/kit/kittest"
)

// screen is one window size at one text size: every layout test runs on
// all of them.
type screen struct {
	size     fyne.Size
	textSize string
}

func (s screen) String() string {
	return fmt.Sprintf("%.0fx%.0f/%s", s.size.Width, s.size.Height, s.textSize)
}

func screens() []screen {
	var out []screen
	for _, size := range kittest.Sizes() {
		for _, ts := range kittest.TextSizes() {
			out = append(out, screen{size, ts})
		}
	}
	return out
}

// open is a fresh test app and window for s in the light theme (whose
// faint colours were the problem; sizes do not depend on the colours).
func (s screen) open(t *testing.T) fyne.Window {
	t.Helper()
	return kittest.NewWindow(t, s.size, kit.Theme{Mode: "light", Scale: kit.TextScale(s.textSize)})
}

// noOverflows fails t for everything past the right edge of w.
func noOverflows(t *testing.T, w fyne.Window) {
	t.Helper()
	for _, o := range kittest.Overflows(w.Canvas()) {
		t.Errorf("overflow: %s", o)
	}
}
