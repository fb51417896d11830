package kit_test

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"tableside/ui/kit"
	"tableside/ui/kit/kittest"
)

// Issue 12: a screen chose its phone or tablet layout once, at build, and
// a turned tablet kept the wrong one.
func TestAdaptiveRebuildsWhenTheWidthCrossesTheBreakpoint(t *testing.T) {
	w := screen{kittest.Sizes()[1], "normal"}.open(t)
	var built []bool
	w.SetContent(kit.NewAdaptive(0, func(wide bool) fyne.CanvasObject {
		built = append(built, wide)
		if wide {
			return widget.NewLabel("two columns")
		}
		return widget.NewLabel("one column")
	}))
	steps := []struct {
		width float32
		shows string
	}{
		{400, "one column"},
		{1280, "two columns"},
		{1000, "two columns"},
		{699, "one column"},
		{700, "two columns"},
		{400, "one column"},
	}
	for _, st := range steps {
		w.Resize(fyne.NewSize(st.width, 800))
		if got := kittest.Texts(w.Content()); got != st.shows {
			t.Errorf("at %.0f wide it shows %q, want %q", st.width, got, st.shows)
		}
	}
	if want := []bool{false, true, false, true, false}; !slices.Equal(slices.Compact(built), want) {
		t.Errorf("built %v, want the changes %v", built, want)
	}
}

func TestAdaptiveTakesABreakpoint(t *testing.T) {
	w := screen{kittest.Sizes()[1], "normal"}.open(t)
	w.SetContent(kit.NewAdaptive(380, func(wide bool) fyne.CanvasObject {
		return widget.NewLabel(map[bool]string{true: "wide", false: "narrow"}[wide])
	}))
	for _, st := range []struct {
		width float32
		shows string
	}{{360, "narrow"}, {400, "wide"}} {
		w.Resize(fyne.NewSize(st.width, 640))
		if got := kittest.Texts(w.Content()); got != st.shows {
			t.Errorf("at %.0f: %q, want %q", st.width, got, st.shows)
		}
	}
}
