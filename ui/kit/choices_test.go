package kit_test

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/ui/kit"
	"tableside/ui/kit/kittest"
)

// Issue 24: a single legal choice still waited for a tap. One option is
// picked for the player, shown as picked, and the Confirm waiting on it is
// ready; with more, none is picked and Confirm says what it waits for.
func TestSingleChoicePicked(t *testing.T) {
	w := screen{kittest.Sizes()[0], "huge"}.open(t)
	for _, options := range [][]string{{"Goblin"}, {"Goblin", "Skeleton Archer"}} {
		ok := kit.NewReady("Attack", nil, func() {}, "Pick a target first")
		ok.Wait("Pick a target first")
		got := -1
		list := kit.NewChoiceList(w, options, -1, func(i int) { got = i; ok.Go() })
		one := len(options) == 1
		if (list.Picked() == 0) != one || (got == 0) != one || (list.Rows[0].Importance == widget.HighImportance) != one {
			t.Errorf("%q: picked %d, told %d, first row importance %v", options, list.Picked(), got, list.Rows[0].Importance)
		}
		if ready := !ok.Button.Disabled(); ready != one {
			t.Errorf("%q: Attack ready %v; it says %q", options, ready, ok.Waiting())
		}
		if !one && ok.Waiting() != "Pick a target first" {
			t.Errorf("%q: Attack waits saying %q", options, ok.Waiting())
		}
		c := kit.NewChoice("Class", options, -1, nil)
		if (c.Picked == 0) != one {
			t.Errorf("%q: Choice picked %d", options, c.Picked)
		}
	}
}

// A sheet with a ChoiceList and a Ready: a tap on a row picks it, Confirm
// goes, and a tap on Confirm closes the sheet and acts.
func TestAskReady(t *testing.T) {
	w := screen{kittest.Sizes()[0], "normal"}.open(t)
	done := -1
	var list *kit.ChoiceList
	ok := kit.NewReady("Attack", theme.ConfirmIcon(), func() { done = list.Picked() }, "Pick a target first")
	ok.Wait("Pick a target first")
	list = kit.NewChoiceList(w, []string{"Goblin", "Skeleton Archer"}, -1, func(int) { ok.Go() })
	kit.AskReady(w, "Attack which?", list.Content(), ok, widget.NewButton("Cancel", nil))
	kittest.Settle(w)
	if p := kittest.LookProblems(w.Canvas()); len(p) > 0 {
		t.Errorf("%q", p)
	}
	test.Tap(list.Rows[1])
	test.Tap(ok.Button)
	if done != 1 || w.Canvas().Overlays().Top() != nil {
		t.Errorf("attacked %d; sheet open %v", done, w.Canvas().Overlays().Top() != nil)
	}
}
