package kit_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/ui/kit"
	"tableside/ui/kit/kittest"
)

// tapStill taps b as a player would and fails t for every tappable above
// or beside it (or, with all, anywhere) that is not where it was.
func tapStill(t *testing.T, w fyne.Window, b fyne.Tappable, all bool) {
	t.Helper()
	kittest.Settle(w)
	before := kittest.Places(w.Canvas())
	test.Tap(b)
	kittest.Settle(w)
	var tapped fyne.CanvasObject = b.(fyne.CanvasObject)
	if all {
		tapped = nil
	}
	for _, m := range kittest.Moved(before, kittest.Places(w.Canvas()), tapped) {
		t.Errorf("after a tap on %v: %s", describe(b), m)
	}
}

func describe(b fyne.Tappable) string {
	if x, ok := b.(*widget.Button); ok {
		return x.Text
	}
	return "a row"
}

// Issue 24: picking "Dexterity" widened its button (a tick was added) and
// the row broke onto a new line under the finger; a refusal or a reason
// that appeared grew a pop-up and moved its keys. In the kit's forms and
// sheets a tap on a choice leaves every other tappable above or beside it
// where it was, and in a sheet every tappable at all.
func TestNothingMovesUnderTheFinger(t *testing.T) {
	for _, s := range screens() {
		t.Run(s.String(), func(t *testing.T) {
			// One form per part, so that each is on the first screen.
			form := func(t *testing.T, parts ...fyne.CanvasObject) fyne.Window {
				w := s.open(t)
				kit.FormScreen(w.SetContent, widget.NewButton("Back", nil), widget.NewButton("Save", nil), parts...)
				w.Resize(s.size)
				return w
			}
			t.Run("choice", func(t *testing.T) {
				stat := kit.NewChoice("Which stat?", []string{"Strength", "Dexterity", "Intelligence", "Regeneration"}, -1, nil)
				check := kit.NewTallCheck("Roll the die for me", false, nil, nil)
				w := form(t, kit.NameEntry("Name", "Rowan"), stat.Content(nil, 4), check)
				for _, b := range stat.Buttons() {
					tapStill(t, w, b, false)
				}
				tapStill(t, w, check, false)
			})
			t.Run("number", func(t *testing.T) {
				hp := -1
				w := s.open(t)
				health := kit.NewNumber(w, "Health", &hp, 0, 12, nil)
				kit.FormScreen(w.SetContent, widget.NewButton("Back", nil), widget.NewButton("Save", nil), health.Content())
				w.Resize(s.size)
				for _, v := range []int{0, 12, 7} {
					tapStill(t, w, health.Key(v), false)
				}
			})
			t.Run("number past the row", func(t *testing.T) {
				cost := 2
				w := s.open(t)
				quick := kit.NewQuickNumber(w, "Cost", &cost, 0, 30, 5, nil)
				kit.FormScreen(w.SetContent, widget.NewButton("Back", nil), widget.NewButton("Save", nil), quick.Content())
				w.Resize(s.size)
				kittest.Settle(w)
				// A number past the row, typed on the pad, is shown on "…".
				before := kittest.Places(w.Canvas())
				test.Tap(quick.More())
				pad := w.Canvas().Overlays().Top()
				for _, k := range []string{"2", "5", "OK"} {
					kittest.Tap(t, pad, k)
				}
				kittest.Settle(w)
				if cost != 25 {
					t.Fatalf("cost %d after 25 on the pad", cost)
				}
				for _, m := range kittest.Moved(before, kittest.Places(w.Canvas()), quick.More()) {
					t.Errorf("after 25 on the pad: %s", m)
				}
			})
			t.Run("sheet", func(t *testing.T) {
				w := s.open(t)
				ok := kit.NewReady("Attack", nil, func() {}, "Pick a target first")
				ok.Wait("Pick a target first")
				list := kit.NewChoiceList(w, []string{"Skeleton Archer", "Goblin", "The Necromancer of the Northern Reaches"}, -1, func(int) { ok.Go() })
				kit.AskReady(w, "Attack which?", list.Content(), ok, widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), nil))
				w.Resize(s.size)
				for _, r := range list.Rows {
					tapStill(t, w, r, true)
				}
				if ok.Button.Disabled() || ok.Waiting() != "" {
					t.Errorf("a target picked, Attack still waits: %q", ok.Waiting())
				}
			})
			t.Run("form whose Save waits", func(t *testing.T) {
				w := s.open(t)
				save := kit.NewReady("Save", theme.DocumentSaveIcon(), func() {}, "Pick a class first")
				save.Wait("Pick a class first")
				class := kit.NewChoice("Class", []string{"Fighter", "Wizard"}, -1, func(int) { save.Go() })
				kit.ReadyFormScreen(w.SetContent, widget.NewButton("Back", nil), save, class.Content(nil, 2))
				w.Resize(s.size)
				kittest.Settle(w)
				if !save.Button.Disabled() || !strings.Contains(kittest.Texts(w.Content()), "Pick a class first") {
					t.Errorf("Save does not say what it waits for: %q", kittest.Texts(w.Content()))
				}
				tapStill(t, w, class.Buttons()[1], true)
				if save.Button.Disabled() || strings.Contains(kittest.Texts(w.Content()), "Pick a class first") {
					t.Error("a class picked, Save still waits")
				}
			})
			t.Run("number pad", func(t *testing.T) {
				w := s.open(t)
				p := kit.ShowNumberPad(w, "Intelligence: set to", -1, 1, 99, func(int) {})
				w.Resize(s.size)
				tapStill(t, w, p.Keys["OK"], true) // refused: nothing typed
				tapStill(t, w, p.Keys["1"], true)
			})
		})
	}
}
