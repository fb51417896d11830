package valorui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/scripts/demo/demoplay"
	"tableside/tracker/valor"
	"tableside/ui/uitest"
)

// firstAfter is the label whose words are text and the first button after
// it, in screen order, on what a finger reaches.
func firstAfter(tb *table, text string) (*widget.Label, *widget.Button) {
	tb.T.Helper()
	var label *widget.Label
	for _, o := range test.LaidOutObjects(tb.Roots()[0]) {
		switch w := o.(type) {
		case *widget.Label:
			if label == nil && w.Text == text {
				label = w
			}
		case *widget.Button:
			if label != nil && w.Visible() {
				return label, w
			}
		}
	}
	tb.T.Fatalf("no %q with a button after it:\n%s", text, tb.Texts())
	return nil, nil
}

// onFirstScreen fails unless o shows, tappable, without a scroll.
func onFirstScreen(tb *table, where string, o fyne.CanvasObject, what string) {
	tb.T.Helper()
	if why := tb.WhyNotShown(o); why != "" {
		tb.T.Errorf("%s: %s is not on the first screen: %s", where, what, why)
	}
}

// TestWizardStepOnTheFirstScreen (issue 24): at 360 x 640 with Very large
// text, every screen of a Villain Round (000 L597-760) shows its question
// and first answer without a scroll, and no answer lies under the Undo
// bar or the map.
func TestWizardStepOnTheFirstScreen(t *testing.T) {
	tb := &table{uitest.New(t, uitest.SmallPhone, Screens{})}
	tb.startOnTestMap()
	tb.TextSize("huge")
	tb.toVillainRound()
	chose := 0
	for n := 0; tb.valorState().Round == 1; n++ {
		if n > 40 {
			t.Fatal("the Villain Round does not end")
		}
		wv := tb.valorState().WizardView()
		q, first := firstAfter(tb, wv.Question())
		onFirstScreen(tb, wv.Key, q, "the question")
		onFirstScreen(tb, wv.Key, first, "the first answer "+first.Text)
		if slices.Contains(wv.Inputs, valor.InputChoose) && wv.Choice.Count <= 1 {
			// A tie the players settle (who defends): every option.
			for _, o := range wv.Choice.Options {
				onFirstScreen(tb, wv.Key, tb.Button(o), "the answer "+o)
			}
			chose++
		}
		tb.answerWizard(wv)
	}
	if tb.valorState().Phase != valor.PhaseHeroStep {
		t.Fatalf("not back at the Hero Step: %s", tb.valorState().Phase)
	}
	t.Logf("%d screens asked the players to settle a tie", chose)
}

// TestBoardsNextThingOnTheFirstScreen (issue 24): at 360 x 640 with Very
// large text the boards show what to do now above the Heroes' and
// Villain's cards: the setup checklist's item due, then the Hero Round's
// first step, without a scroll.
func TestBoardsNextThingOnTheFirstScreen(t *testing.T) {
	tb := &table{uitest.New(t, uitest.SmallPhone, Screens{})}
	tb.TextSize("huge")
	tb.startValor()
	if b := checklistButton(tb); b == nil {
		t.Fatal("no checklist item due")
	} else {
		onFirstScreen(tb, "the setup checklist", b, "its item due, "+b.Text)
	}
	tb.finishChecklist("Done", 9)
	tb.layTestMap()
	tb.Tap("Boards")
	onFirstScreen(tb, "the Hero Round", tb.Button("Charge"), "Charge")

	// A group that keeps the map on the table: the first Hero's turn
	// comes before the offer to lay the map and what it buys.
	other := &table{uitest.New(t, uitest.SmallPhone, Screens{})}
	other.TextSize("huge")
	other.toFirstTurnMapOnTable()
	onFirstScreen(other, "a turn with the map on the table", other.Button("Move"), "Move")
}

// TestMapLeavesThePanelRoom (issue 24): at 360 x 640 with Very large text
// the map screen shrinks the map before the panel under it: what the
// panel offers first, Back to the boards, shows without a scroll.
func TestMapLeavesThePanelRoom(t *testing.T) {
	tb := &table{uitest.New(t, uitest.SmallPhone, Screens{})}
	tb.startOnTestMap()
	tb.TextSize("huge")
	tb.Tap("Map")
	onFirstScreen(tb, "the map", tb.Button("Back to the boards"), "Back to the boards")
	if v := tb.mapView(); v.Size().Width < 5*minMapCell {
		t.Errorf("the map is %.0f wide: smaller than a thumb's regions", v.Size().Width)
	}
}

// TestSetupFitsASmallPhone (issue 24): a first setup, no board in the
// library, fits 360 pt at Very large text: each seat's Enter this Hero's
// board ran past the edge beside the seat's number and bin, and a real
// window then kept that width for every screen after.
func TestSetupFitsASmallPhone(t *testing.T) {
	tb := &table{uitest.New(t, uitest.SmallPhone, Screens{})}
	tb.TextSize("huge")
	tb.openSetup("Thursday")
	tb.Button("Enter this Hero's board")
	tb.Shot("small-huge-first-setup")
}

// TestWizardTieOnTheFirstScreen (issue 24): the demo's Villain Round at
// 360 x 640 with Very large text stops on a tie the players settle, who
// defends: Bjorn or Gwen (000 L297). Both answers show without a scroll,
// none under the Undo bar.
func TestWizardTieOnTheFirstScreen(t *testing.T) {
	tb := &table{uitest.New(t, uitest.SmallPhone, Screens{})}
	if err := demoplay.Labyrinth(tb.S.Store(), false); err != nil {
		t.Fatal(err)
	}
	tb.Restart()
	tb.TextSize("huge")
	tb.Tap("Continue")
	wv := tb.valorState().WizardView()
	if wv.Choice == nil || !slices.Equal(wv.Choice.Options, []string{"Bjorn", "Gwen"}) {
		t.Fatalf("the demo stops on %s, not who defends", wv.Key)
	}
	q, _ := firstAfter(tb, wv.Question())
	onFirstScreen(tb, wv.Key, q, "the question")
	for _, o := range wv.Choice.Options {
		onFirstScreen(tb, wv.Key, tb.Button(o), "the answer "+o)
	}
	tb.Shot("small-huge-wizard-tie")
}
