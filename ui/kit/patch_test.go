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

// page is a screen as a game draws it after each tap: a heading, a count,
// a row of buttons, a long list, a fold, all in a scroll.
func page(count string, tapped func(), open bool, extra bool) fyne.CanvasObject {
	list := kit.VBox()
	for i := range 40 {
		kit.Add(list, kit.Tall(widget.NewButton("Row "+string(rune('A'+i%26)), nil)))
	}
	body := kit.VBox(
		kit.Heading("Round 1"),
		kit.Border(nil, nil, nil, widget.NewButton("+", tapped), widget.NewLabel(count)),
		kit.Fit(2, kit.Tall(widget.NewButton("Move", nil)), kit.Tall(widget.NewButton("Roll", nil))),
		list,
	)
	if extra {
		kit.Add(body, widget.NewEntry()) // a new kind of part: taken whole
	}
	acc := widget.NewAccordion(widget.NewAccordionItem("Details", widget.NewLabel("inside "+count)))
	if open {
		acc.Open(0)
	}
	kit.Add(body, acc)
	return container.NewVScroll(body)
}

// TestPatchKeepsWhatDidNotChange: a redraw patched onto the screen keeps
// the objects, the scroll offset and the open section, shows the new
// words, and taps run the new drawing's code.
func TestPatchKeepsWhatDidNotChange(t *testing.T) {
	w := kittest.NewWindow(t, fyne.NewSize(400, 800), kit.Theme{Scale: 1})
	var got []string
	shown := page("7", func() { got = append(got, "first") }, false, false)
	w.SetContent(shown)
	sc := shown.(*container.Scroll)
	sc.ScrollToBottom()
	at := sc.Offset
	acc := findAccordion(t, shown)
	acc.Open(0) // the player opened the section

	next := kit.Patch(shown, page("8", func() { got = append(got, "second") }, false, false))
	if next != shown {
		t.Fatal("a screen of the same shape was replaced, not patched")
	}
	if sc.Offset != at {
		t.Errorf("the scroll moved from %v to %v", at, sc.Offset)
	}
	if !acc.Items[0].Open {
		t.Error("the section the player opened was closed by the redraw")
	}
	texts := kittest.Texts(w.Content())
	if !strings.Contains(texts, "\n8\n") || strings.Contains(texts, "\n7\n") {
		t.Errorf("the screen does not show the new count: %q", texts)
	}
	test.Tap(kittest.FindButton(w.Content(), "+"))
	if len(got) != 1 || got[0] != "second" {
		t.Errorf("a tap ran %v, want the new drawing's code", got)
	}
	// A part of a new kind is taken whole, and the rest still kept.
	next = kit.Patch(shown, page("9", nil, false, true))
	if next != shown || kittest.Texts(w.Content()) == texts {
		t.Error("a new part in a screen of the same shape was not shown in place")
	}
	var entries int
	for _, o := range test.LaidOutObjects(w.Content()) {
		if _, ok := o.(*widget.Entry); ok {
			entries++
		}
	}
	if entries != 1 {
		t.Errorf("%d entries on screen after the patch, want 1", entries)
	}
}

// TestReuseShowsWhatANewScreenShows: a screen coming back on show keeps
// its objects, as a patch does, but opens at the top with its sections as
// the new drawing has them, as a screen built anew would.
func TestReuseShowsWhatANewScreenShows(t *testing.T) {
	w := kittest.NewWindow(t, fyne.NewSize(400, 800), kit.Theme{Scale: 1})
	shown := page("7", nil, false, false)
	w.SetContent(shown)
	sc := shown.(*container.Scroll)
	sc.ScrollToBottom()
	acc := findAccordion(t, shown)
	acc.Open(0)
	if sc.Offset.Y == 0 {
		t.Fatal("the page did not scroll")
	}
	move := kittest.FindButton(shown, "Move")

	var got []string
	back := kit.Reuse(shown, page("8", func() { got = append(got, "new") }, false, false))
	if back != shown || kittest.FindButton(back, "Move") != move {
		t.Fatal("the screen's objects were not reused")
	}
	if sc.Offset != (fyne.Position{}) {
		t.Errorf("the screen came back scrolled to %v, not the top", sc.Offset)
	}
	if acc.Items[0].Open {
		t.Error("the section came back open; a new screen has it closed")
	}
	if texts := kittest.Texts(w.Content()); !strings.Contains(texts, "\n8\n") {
		t.Errorf("the screen does not show the new count: %q", texts)
	}
	test.Tap(kittest.FindButton(w.Content(), "+"))
	if len(got) != 1 {
		t.Errorf("a tap ran %v, want the new drawing's code", got)
	}
}

// TestPatchReplacesWhatChangedShape: a different layout is taken whole;
// a border whose edge is replaced is laid out with the new edge.
func TestPatchReplacesWhatChangedShape(t *testing.T) {
	kittest.NewWindow(t, fyne.NewSize(400, 800), kit.Theme{Scale: 1})
	old := kit.VBox(widget.NewLabel("a"))
	nw := kit.HBox(widget.NewLabel("a"))
	if kit.Patch(old, nw) != nw {
		t.Error("a box that turned from column to row was patched")
	}
	edge := widget.NewEntry()
	oldB := kit.Border(widget.NewLabel("top"), nil, nil, nil, widget.NewLabel("centre"))
	newB := kit.Border(edge, nil, nil, nil, widget.NewLabel("centre 2"))
	w := test.NewTempWindow(t, oldB)
	w.Resize(fyne.NewSize(300, 300))
	got := kit.Patch(oldB, newB)
	if got != oldB {
		t.Fatal("a border of the same shape was replaced")
	}
	if edge.Size().Width < 200 {
		t.Errorf("the new top edge was not laid out as the top: %v", edge.Size())
	}
}

// TestOwnIsNeverPatched: a part wrapped by Own changes itself after it is
// drawn; the redraw's copy replaces it rather than being copied into it.
func TestOwnIsNeverPatched(t *testing.T) {
	kittest.NewWindow(t, fyne.NewSize(400, 800), kit.Theme{Scale: 1})
	inner := widget.NewLabel("old")
	old := kit.VBox(kit.Own(inner))
	fresh := kit.Own(widget.NewLabel("new"))
	kit.Patch(old, kit.VBox(fresh))
	if old.Objects[0] != fresh {
		t.Error("an Own part was patched in place")
	}
}

// TestFitDropsColumnsToFit: Fit lays buttons out two to a row when they
// fit and one to a row when they do not, never wider than it is given.
func TestFitDropsColumnsToFit(t *testing.T) {
	for _, s := range screens() {
		w := s.open(t)
		a := widget.NewButton("Power Surge (1 AP)", nil)
		b := widget.NewButton("Other Action (1 AP)", nil)
		w.SetContent(kit.Padded(kit.Fit(2, a, b)))
		kittest.Settle(w)
		if p := kittest.Overflows(w.Canvas()); len(p) > 0 {
			t.Errorf("%v: %v", s, p)
		}
		side := a.Position().Y == b.Position().Y
		fits := 2*b.MinSize().Width+8 < s.size.Width-16
		if side != fits {
			t.Errorf("%v: side by side %v, but two fit: %v", s, side, fits)
		}
		if !side && b.Position().Y < a.Position().Y+a.Size().Height {
			t.Errorf("%v: the second row is drawn over the first", s)
		}
	}
}

func findAccordion(t *testing.T, o fyne.CanvasObject) *widget.Accordion {
	t.Helper()
	for _, x := range test.LaidOutObjects(o) {
		if a, ok := x.(*widget.Accordion); ok {
			return a
		}
	}
	t.Fatal("no accordion")
	return nil
}
