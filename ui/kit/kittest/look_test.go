package kittest_test

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/ui/kit"
	"tableside/ui/kit/kittest"
)

// lightDefault is Fyne's default theme in its light variant: what failed.
type lightDefault struct{ fyne.Theme }

func (l lightDefault) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return l.Theme.Color(n, theme.VariantLight)
}

func has(got []string, part string) bool {
	for _, g := range got {
		if strings.Contains(g, part) {
			return true
		}
	}
	return false
}

// Fyne's default light button (#F5F5F5 on white) is reported; the kit's
// grey is not; a disabled button is exempt.
func TestContrastProblemsSeesFaintButtons(t *testing.T) {
	w := kittest.NewWindow(t, fyne.NewSize(400, 800), lightDefault{theme.DefaultTheme()})
	off := widget.NewButton("Greyed", nil)
	off.Disable()
	w.SetContent(container.NewVBox(widget.NewButton("Fighter", nil), off, widget.NewCheck("Keep awake", nil)))
	got := kittest.ContrastProblems(w.Canvas())
	if !has(got, `Button "Fighter": fill #f5f5f5`) || has(got, "Greyed") {
		t.Errorf("default light theme: %q", got)
	}
	fyne.CurrentApp().Settings().SetTheme(kit.Theme{Mode: "light"})
	w.Content().Refresh()
	if got := kittest.ContrastProblems(w.Canvas()); len(got) > 0 {
		t.Errorf("kit light theme: %q", got)
	}
}

// A bare check is smaller than a thumb; the kit's check row is not, and
// the box inside it counts as part of the row.
func TestSmallTargetsSeesBareChecks(t *testing.T) {
	w := kittest.NewWindow(t, fyne.NewSize(400, 800), kit.Theme{Mode: "light"})
	w.SetContent(container.NewVBox(widget.NewCheck("Keep awake", nil), kit.NewTallCheck("Roll for me", false, nil, nil)))
	got := kittest.SmallTargets(w.Canvas())
	if len(got) != 1 || !strings.HasPrefix(got[0], `Check "Keep awake" is`) {
		t.Errorf("want only the bare check reported: %q", got)
	}
}

// Two buttons stacked on each other overlap; rows of a scroll that pass
// under a bar pinned over it lie under the bar; but rows scrolled out of
// view, hidden widgets and the rows beside a bar are not reported.
func TestOverlapProblems(t *testing.T) {
	w := kittest.NewWindow(t, fyne.NewSize(400, 800), kit.Theme{Mode: "light"})
	w.SetContent(container.NewStack(widget.NewButton("Under", nil), widget.NewButton("Over", nil)))
	if got := kittest.OverlapProblems(w.Canvas()); !has(got, `Button "Under" overlaps Button "Over"`) {
		t.Errorf("stacked buttons: %q", got)
	}

	rows := container.NewVBox()
	for range 30 {
		rows.Add(kit.Tall(widget.NewButton("Row", nil)))
	}
	bar := container.NewVBox(widget.NewLabel("Undo takes back: Rowan takes 3 damage"))
	backing := canvas.NewRectangle(color.White)
	pinned := container.NewBorder(nil, container.NewStack(backing, bar), nil, nil)
	w.SetContent(container.NewStack(container.NewVScroll(rows), pinned))
	w.Resize(fyne.NewSize(400, 800))
	if got := kittest.OverlapProblems(w.Canvas()); !has(got, `Button "Row" lies under`) {
		t.Errorf("rows under a pinned bar: %q", got)
	}

	// Words drawn over a row that is one big button take no tap from it.
	big := container.NewVBox()
	for range 30 {
		big.Add(container.NewStack(kit.Tall(widget.NewButton("", nil)), widget.NewLabel("Ogre Archer")))
	}
	w.SetContent(container.NewVScroll(big))
	w.Resize(fyne.NewSize(400, 800))
	if got := kittest.OverlapProblems(w.Canvas()); len(got) > 0 {
		t.Errorf("words on a big button: %q", got)
	}

	hidden := widget.NewButton("Hidden", nil)
	hidden.Hide()
	w.SetContent(container.NewBorder(nil, container.NewStack(backing, bar), nil, nil,
		container.NewStack(container.NewVScroll(rows), hidden)))
	w.Resize(fyne.NewSize(400, 800))
	if got := kittest.LookProblems(w.Canvas()); len(got) > 0 {
		t.Errorf("a scroll beside its bar, a hidden button: %q", got)
	}
}

// BenchmarkLookProblems: one walk of a long board (200 rows of a name,
// three buttons and a check, under an Undo bar), as EveryLook makes for
// every screen at every size.
func BenchmarkLookProblems(b *testing.B) {
	w := kittest.NewWindow(b, fyne.NewSize(400, 800), kit.Theme{Mode: "light"})
	rows := container.NewVBox()
	for range 200 {
		rows.Add(container.NewBorder(nil, nil, nil,
			container.NewHBox(kit.Square(widget.NewButton("−", nil)), kit.Square(widget.NewButton("7", nil)), kit.Square(widget.NewButton("+", nil))),
			kit.NewTallCheck("Rowan the Brave", false, nil, nil)))
	}
	u := kit.NewUndoBar(nil, nil)
	u.Set("Rowan takes 3 damage", "", true, false)
	w.SetContent(container.NewBorder(nil, u.Content(), nil, nil, container.NewVScroll(rows)))
	w.Resize(fyne.NewSize(400, 800))
	kittest.Settle(w)
	b.ResetTimer()
	for range b.N {
		if p := kittest.LookProblems(w.Canvas()); len(p) > 0 {
			b.Fatal(p)
		}
	}
}
