package kit_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"tableside/ui/kit"
	"tableside/ui/kit/kittest"
)

// kitScreen builds one of the kit's own screens or sheets on w.
type kitScreen struct {
	name  string
	build func(w fyne.Window)
}

func kitScreens() []kitScreen {
	return []kitScreen{
		{"number pad", func(w fyne.Window) {
			kit.ShowNumberPad(w, "Rowan's Health: set to", 5, 0, 99, func(int) {})
		}},
		{"choose", func(w fyne.Window) {
			kit.Choose(w, "Which Hero?", []string{"Rowan", "Gwen", "Bjorn the Tall of the Northern Reaches"}, func(int) {})
		}},
		{"confirm", func(w fyne.Window) {
			kit.Confirm(w, "Delete the campaign?", "Its games are gone for good.", "Delete the campaign", func() {})
		}},
		{"undo bar", func(w fyne.Window) {
			u := kit.NewUndoBar(func() {}, func() {})
			u.Set("Rowan takes 3 damage from the Skeleton Archer and is knocked down", "Rowan heals 1", true, true)
			rows := container.NewVBox()
			for i := range 20 {
				rows.Add(kit.Tall(widget.NewButton("Row "+string(rune('A'+i)), nil)))
			}
			w.SetContent(container.NewBorder(nil, u.Content(), nil, nil, container.NewVScroll(rows)))
		}},
		{"form", func(w fyne.Window) {
			hp, lvl, cost := 3, 5, 2
			back := widget.NewButton("Back", nil)
			save := widget.NewButton("Save", nil)
			kit.FormScreen(w.SetContent, back, save,
				kit.Section("Hero"),
				kit.NameEntry("Name", "Rowan"),
				kit.NewNumber(w, "Health", &hp, 0, 12, nil).Content(),
				kit.NewNumber(w, "Level", &lvl, 0, 60, nil).Content(),
				kit.NewQuickNumber(w, "Cost", &cost, 0, 30, 5, nil).Content(),
				kit.NewChoice("Class", []string{"Fighter", "Wizard", "Rogue"}, -1, nil).Content(w, 3),
				kit.NewTallCheck("Roll the die for me", true, nil, nil),
				kit.NewCounter(w, "Gold", "4", 4, 0, 99, func(int) {}, func(int) {}).Content(),
			)
		}},
	}
}

// themes are the two looks a player can force.
func themes() []string { return []string{"light", "dark"} }

// eachKitScreen runs check on every kit screen at every size, text size
// and theme.
func eachKitScreen(t *testing.T, check func(fyne.Canvas) []string) {
	for _, s := range screens() {
		for _, mode := range themes() {
			for _, ks := range kitScreens() {
				t.Run(s.String()+"/"+mode+"/"+ks.name, func(t *testing.T) {
					w := kittest.NewWindow(t, s.size, kit.Theme{Mode: mode, Scale: kit.TextScale(s.textSize)})
					ks.build(w)
					w.Resize(s.size)
					kittest.Settle(w)
					for _, p := range check(w.Canvas()) {
						t.Error(p)
					}
				})
			}
		}
	}
}

// Issue 24: in the light theme buttons were #F5F5F5 on white (1.1:1).
func TestControlContrast(t *testing.T) { eachKitScreen(t, kittest.ContrastProblems) }

// Issue 24: every tappable of the kit at least 48 x 48 at every text size.
func TestTargetsAtLeast48(t *testing.T) { eachKitScreen(t, kittest.SmallTargets) }

// Issue 24: no tappable of the kit's screens overlaps another or lies
// under a pinned bar.
func TestNoTappableUnderAnother(t *testing.T) { eachKitScreen(t, kittest.OverlapProblems) }
