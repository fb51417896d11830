package kit_test

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"tableside/ui/kit"
	"tableside/ui/kit/kittest"
)

// scrollIn is the first scroll under o.
func scrollIn(o fyne.CanvasObject) *container.Scroll {
	for _, x := range test.LaidOutObjects(o) {
		if s, ok := x.(*container.Scroll); ok {
			return s
		}
	}
	return nil
}

func options(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("Option %d", i+1)
	}
	return out
}

// Issue 12: a choice list opened one row high. Every option must show when
// the window has room for them all, the list must scroll when it has not,
// and nothing may run past the window's edge.
func TestChooseShowsEveryOptionItHasRoomFor(t *testing.T) {
	for _, s := range screens() {
		for _, n := range []int{2, 8, 40} {
			t.Run(fmt.Sprintf("%s/%d", s, n), func(t *testing.T) {
				w := s.open(t)
				picked := -1
				opts := options(n)
				kit.Choose(w, "Which one?", opts, func(i int) { picked = i })
				c := w.Canvas()
				top := kittest.Top(c)

				for _, p := range kittest.ChoiceListProblems(c) {
					t.Error(p)
				}
				noOverflows(t, w)
				if kittest.FindButton(top, "Cancel") == nil {
					t.Error("no Cancel button")
				}
				sc := scrollIn(top)
				if sc == nil {
					t.Fatal("no scrolling list")
				}
				needs := sc.Content.MinSize().Height
				if fits := needs <= sc.Size().Height+0.5; fits {
					if n == 40 && s.size.Height < 1000 {
						t.Errorf("40 options in %v fit a list %.0f high?", s.size, sc.Size().Height)
					}
				} else if sc.Size().Height < s.size.Height/2 {
					t.Errorf("the list scrolls but is only %.0f high in a %.0f high window", sc.Size().Height, s.size.Height)
				}
				if n <= 8 && needs > sc.Size().Height+0.5 {
					t.Errorf("%d options need %.0f px and got %.0f", n, needs, sc.Size().Height)
				}

				// The last option is reachable by scrolling, and picks its index.
				sc.ScrollToBottom()
				for _, p := range kittest.ChoiceListProblems(c) {
					t.Errorf("scrolled to the bottom: %s", p)
				}
				kittest.Tap(t, top, opts[n-1])
				if picked != n-1 {
					t.Errorf("picked %d, want %d", picked, n-1)
				}
				if c.Overlays().Top() != nil {
					t.Error("the list stayed open after a pick")
				}
			})
		}
	}
}

func TestChooseCancelPicksNothing(t *testing.T) {
	w := screen{kittest.Sizes()[0], "normal"}.open(t)
	picked := false
	kit.Choose(w, "Which one?", options(3), func(int) { picked = true })
	kittest.Tap(t, kittest.Top(w.Canvas()), "Cancel")
	if picked || w.Canvas().Overlays().Top() != nil {
		t.Errorf("after Cancel: picked %v, open %v", picked, w.Canvas().Overlays().Top() != nil)
	}
}

// Long titles and options break onto lines instead of running past a
// phone's edge; the words stay whole for the player (and for FindButton).
func TestChooseWrapsLongWords(t *testing.T) {
	long := "Start a new game in this campaign, keeping every Hero's Plus-Ones"
	for _, s := range screens() {
		t.Run(s.String(), func(t *testing.T) {
			w := s.open(t)
			kit.Choose(w, "The board is full: discard a Plus-One from which Hero's board?", []string{long, "No"}, func(int) {})
			noOverflows(t, w)
			for _, p := range kittest.ChoiceListProblems(w.Canvas()) {
				t.Error(p)
			}
			if kittest.FindButton(kittest.Top(w.Canvas()), long) == nil {
				t.Errorf("no button reads %q; buttons: %q", long, kittest.Buttons(kittest.Top(w.Canvas())))
			}
		})
	}
}

// A sheet is as tall as its body when the window has room, and scrolls
// when it has not; without dismiss words it has no button.
func TestShowSheetSizesToItsBody(t *testing.T) {
	for _, s := range screens() {
		for _, lines := range []int{3, 60} {
			t.Run(fmt.Sprintf("%s/%d", s, lines), func(t *testing.T) {
				w := s.open(t)
				body := container.NewVBox()
				for i := range lines {
					body.Add(kit.Note(fmt.Sprintf("Line %d of the rules, long enough to wrap on a phone held across the table.", i+1)))
				}
				kit.ShowSheet(w, "Rules", body, "")
				top := kittest.Top(w.Canvas())
				noOverflows(t, w)
				if b := kittest.Buttons(top); len(b) != 0 {
					t.Errorf("a sheet without dismiss words has buttons %q", b)
				}
				sc := scrollIn(top)
				needs, got := sc.Content.MinSize().Height, sc.Size().Height
				switch {
				case lines == 3 && needs > got+0.5:
					t.Errorf("3 lines need %.0f px and got %.0f", needs, got)
				case lines == 60 && got < s.size.Height/2:
					t.Errorf("60 lines got a view %.0f high in a %.0f high window", got, s.size.Height)
				}
			})
		}
	}
}

// Confirm names the action on its button, does it only on that button,
// and fits a phone even when the action's words are long.
func TestConfirm(t *testing.T) {
	for _, s := range screens() {
		t.Run(s.String(), func(t *testing.T) {
			w := s.open(t)
			done := 0
			confirm := func(action string) {
				kit.Confirm(w, "Delete “The Long Campaign of the Northern Reaches”?",
					"Every evening played in it goes too. This cannot be undone.", action, func() { done++ })
			}
			confirm("Delete the campaign and all its evenings")
			noOverflows(t, w)
			top := kittest.Top(w.Canvas())
			if !strings.Contains(kittest.Texts(top), "This cannot be undone.") {
				t.Errorf("the message is not shown: %q", kittest.Texts(top))
			}
			kittest.Tap(t, top, "Cancel")
			if done != 0 {
				t.Fatal("Cancel did it")
			}
			confirm("Delete")
			kittest.Tap(t, kittest.Top(w.Canvas()), "Delete")
			if done != 1 || w.Canvas().Overlays().Top() != nil {
				t.Errorf("after confirming: done %d times, still open %v", done, w.Canvas().Overlays().Top() != nil)
			}
		})
	}
}
