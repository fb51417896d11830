package kittest_test

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"tableside/ui/kit"
	"tableside/ui/kit/kittest"
)

func phone(t *testing.T) fyne.Window {
	return kittest.NewWindow(t, fyne.NewSize(400, 800), kit.Theme{Mode: "light", Scale: kit.TextScale("huge")})
}

// A row of a name and buttons that is wider than the phone is reported,
// named by its words; the same row that fits is not.
func TestOverflowsReportsTooWideRows(t *testing.T) {
	name := "Rowan the Brave of the Northern Reaches"
	tests := []struct {
		name string
		row  func() fyne.CanvasObject
		want []string // each a part of one report; none when nil
	}{
		{"fixed-width name", func() fyne.CanvasObject {
			return container.NewHBox(widget.NewLabel(name), widget.NewButton("Damage", nil), widget.NewButton("Heal", nil))
		}, []string{`Label "Rowan the Brave`, `Button "Damage"`, `Button "Heal"`}},
		{"shortened name", func() fyne.CanvasObject {
			l := widget.NewLabel(name)
			l.Truncation = fyne.TextTruncateEllipsis
			return container.NewBorder(nil, nil, nil, container.NewHBox(widget.NewButton("Damage", nil), widget.NewButton("Heal", nil)), l)
		}, nil},
		{"wrapped name", func() fyne.CanvasObject {
			return container.NewVBox(kit.Note(name+" "+name), container.NewGridWithColumns(2, widget.NewButton("Damage", nil), widget.NewButton("Heal", nil)))
		}, nil},
		{"sideways scroll may be wide", func() fyne.CanvasObject {
			return container.NewHScroll(container.NewHBox(widget.NewLabel(name), widget.NewLabel(name)))
		}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := phone(t)
			w.SetContent(tt.row())
			got := kittest.OverflowsAt(w, fyne.NewSize(400, 800))
			if len(tt.want) == 0 && len(got) > 0 {
				t.Errorf("reported a row that fits: %q", got)
			}
			for _, want := range tt.want {
				found := false
				for _, g := range got {
					found = found || strings.HasPrefix(g, want) && strings.Contains(g, "> 400")
				}
				if !found {
					t.Errorf("no report starting %s; got %q", want, got)
				}
			}
		})
	}
}

// Pop-ups are checked too: a Fyne dialog's title does not wrap.
func TestOverflowsSeesDialogs(t *testing.T) {
	w := phone(t)
	dialog.NewCustom("A title far too long for any phone held at the table", "Close", widget.NewLabel("x"), w).Show()
	got := kittest.Overflows(w.Canvas())
	if len(got) == 0 || !strings.Contains(got[0], `Label "A title far too long`) {
		t.Errorf("the dialog's long title is not reported: %q", got)
	}
}

// The chooser players met in issue 12, a dialog.NewCustom around a scroll
// of buttons, opened one row high: the check must see that.
func TestChoiceListProblemsSeesAListOneRowHigh(t *testing.T) {
	w := phone(t)
	box := container.NewVBox()
	for i := range 8 {
		box.Add(widget.NewButton(fmt.Sprintf("Option %d", i+1), nil))
	}
	dialog.NewCustom("Which one?", "Cancel", container.NewVScroll(box), w).Show()
	got := kittest.ChoiceListProblems(w.Canvas())
	if len(got) < 7 || !strings.Contains(got[len(got)-1], `Button "Option 8" is hidden`) {
		t.Errorf("want every option but the first reported hidden; got %q", got)
	}
	if got := kittest.ChoiceListProblems(phone(t).Canvas()); len(got) != 1 || got[0] != "no pop-up is open" {
		t.Errorf("without a pop-up: %q", got)
	}
}

func TestTextsAndFindButton(t *testing.T) {
	w := phone(t)
	hidden := widget.NewLabel("secret")
	hidden.Hide()
	b := widget.NewButton("Start a new\ngame", nil)
	w.SetContent(container.NewVBox(widget.NewLabel("Health"), hidden, b, widget.NewCheck("Keep awake", nil)))
	if got, want := kittest.Texts(w.Content()), "Health\nStart a new game\nKeep awake"; got != want {
		t.Errorf("Texts = %q, want %q", got, want)
	}
	if kittest.FindButton(w.Content(), "Start a new game") != b {
		t.Error("FindButton does not read text broken onto lines")
	}
	if kittest.FindButton(w.Content(), "Health") != nil {
		t.Error("FindButton found a label")
	}
}
