package valorui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor"
	"tableside/tracker/valor/labyrinth"
	"tableside/ui/kit"
)

// The small questions the Villain Round wizard and the table ask during a
// round: the deck covers' Corruption costs, a flipped Spell's costs, and
// the Hits on each face of the dice the app rolls. Each is one dialog whose
// usual answer is one or two taps.

// sizeDialog sizes a dialog for a thumb: as wide as a phone allows (a
// hand's width on a tablet), as tall as its content up to the window.
func sizeDialog(w fyne.Window, d dialog.Dialog, height float32) {
	size := w.Canvas().Size()
	d.Resize(fyne.NewSize(min(size.Width-16, 460), min(height, size.Height-32)))
}

// showDeckCosts asks the Corruption costs printed on the three Minion deck
// covers (000 L637), starting from have; 0 is a cost not entered yet.
func showDeckCosts(w fyne.Window, have valor.DeckCosts, then func(valor.DeckCosts)) {
	openDeckCosts(w, have, then)
}

// deckCostsDialog is the deck covers dialog.
type deckCostsDialog struct {
	dlg        *dialog.CustomDialog
	costs      valor.DeckCosts
	nums       [3]*kit.Number // Chump, Elite, Boss
	problem    *widget.Label
	ok, cancel *widget.Button
}

func openDeckCosts(w fyne.Window, have valor.DeckCosts, then func(valor.DeckCosts)) *deckCostsDialog {
	f := &deckCostsDialog{costs: have}
	fields := []*int{&f.costs.Chump, &f.costs.Elite, &f.costs.Boss}
	body := container.NewVBox(kit.Note("Each Minion deck shows on its top what a Minion from it costs."))
	for i, v := range fields {
		*v = max(*v, 0) // below 0 is no cost either: shown as a dash
		f.nums[i] = kit.NewQuickNumber(w, sizeTitles[i]+" deck", v, valor.MinDeckCost, valor.MaxDeckCost, 9, func() { f.problem.SetText("") })
		body.Add(f.nums[i].Content())
	}
	f.problem = problemLine()
	f.cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), func() { f.dlg.Hide() })
	f.ok = widget.NewButtonWithIcon("OK", theme.ConfirmIcon(), func() {
		for i, v := range fields {
			if *v < 1 {
				f.problem.SetText(fmt.Sprintf("Set the %s deck's cost first.", sizeTitles[i]))
				return
			}
		}
		f.dlg.Hide()
		then(f.costs)
	})
	f.ok.Importance = widget.HighImportance
	body.Add(f.problem)
	body.Add(kit.Fit(2, kit.Tall(f.cancel), kit.Tall(f.ok)))
	f.dlg = dialog.NewCustomWithoutButtons("Minion deck costs", body, w)
	sizeDialog(w, f.dlg, 0)
	f.dlg.Show()
	return f
}

// problemLine is the line a dialog says what is missing on.
func problemLine() *widget.Label {
	l := widget.NewLabel("")
	l.Importance = widget.DangerImportance
	l.Wrapping = fyne.TextWrapWord
	return l
}

// spellQuickCosts is the highest Spell cost with a button of its own; the
// costs on a Spell and each cost stop where MagicRoll does
// (labyrinth.MaxSpellCosts, labyrinth.MaxSpellCost).
const spellQuickCosts = 12

// showSpellCosts asks the costs printed on the Spell just flipped (000
// L615) and, if the players like, its name.
func showSpellCosts(w fyne.Window, then func(name string, costs []int)) {
	openSpellCosts(w, then)
}

// spellCostsDialog is the Spell dialog. One cost, most Spells, is one tap on
// its number. A Spell with more costs: "Two or more costs" first, each
// further one "Another cost" and its number, then OK.
type spellCostsDialog struct {
	w       fyne.Window
	dlg     *dialog.CustomDialog
	then    func(name string, costs []int)
	several bool  // more than one cost: numbers fill slots until OK
	costs   []int // -1 for one not tapped yet
	cur     int   // the cost the number buttons set
	slots   [labyrinth.MaxSpellCosts]*widget.Button
	numbers []*widget.Button // 0 to spellQuickCosts
	other   *widget.Button
	more    *widget.Button
	less    *widget.Button
	name    *widget.Entry
	problem *widget.Label
	ok      *widget.Button
	cancel  *widget.Button
}

func openSpellCosts(w fyne.Window, then func(name string, costs []int)) *spellCostsDialog {
	f := &spellCostsDialog{w: w, costs: []int{-1}, then: then}
	slotGrid := kit.Fit(labyrinth.MaxSpellCosts)
	for i := range f.slots {
		i := i
		f.slots[i] = widget.NewButton("", func() { f.cur = i; f.redraw() })
		slotGrid.Add(kit.Tall(f.slots[i]))
	}
	numGrid := container.NewGridWithColumns(5)
	for n := 0; n <= spellQuickCosts; n++ {
		n := n
		b := widget.NewButton(strconv.Itoa(n), func() { f.set(n) })
		f.numbers = append(f.numbers, b)
		numGrid.Add(kit.Tall(b))
	}
	f.other = widget.NewButtonWithIcon("Other number…", theme.MoreHorizontalIcon(), func() {
		kit.ShowNumberPad(w, fmt.Sprintf("Cost %d of the Spell", f.cur+1), f.costs[f.cur], 0, labyrinth.MaxSpellCost, f.set)
	})
	f.more = widget.NewButtonWithIcon("Two or more costs", theme.ContentAddIcon(), func() {
		if !f.several {
			f.several = true
		} else {
			f.costs = append(f.costs, -1)
			f.cur = len(f.costs) - 1
		}
		f.redraw()
	})
	f.less = widget.NewButtonWithIcon("Remove cost", theme.ContentRemoveIcon(), func() {
		f.costs = slices.Delete(f.costs, f.cur, f.cur+1)
		f.cur = min(f.cur, len(f.costs)-1)
		f.redraw()
	})
	f.name = kit.NameEntry("Spell's name (if you like)", "")
	f.problem = problemLine()
	f.cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), func() { f.dlg.Hide() })
	f.ok = widget.NewButtonWithIcon("OK", theme.ConfirmIcon(), f.submit)
	f.ok.Importance = widget.HighImportance
	f.redraw()

	costs := widget.NewLabelWithStyle("Costs", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	body := container.NewVBox(
		kit.Note("Tap the cost printed on the Spell. A Spell with two or more costs: tap Two or more costs first."),
		container.NewBorder(nil, nil, kit.Middle(costs), nil, slotGrid), numGrid, kit.Tall(f.other),
		kit.Fit(2, kit.Tall(f.less), kit.Tall(f.more)),
		kit.Tall(f.name), f.problem,
		kit.Fit(2, kit.Tall(f.cancel), kit.Tall(f.ok)))
	f.dlg = dialog.NewCustomWithoutButtons("The Spell's costs", body, w)
	sizeDialog(w, f.dlg, 0)
	f.dlg.Show()
	return f
}

// set gives the cost being entered the number n; a Spell of one cost is
// then entered.
func (f *spellCostsDialog) set(n int) {
	f.costs[f.cur] = n
	f.problem.SetText("")
	if !f.several {
		f.submit()
		return
	}
	f.redraw()
}

// submit hands the costs entered, and the name if one was typed, on.
func (f *spellCostsDialog) submit() {
	var costs []int
	for _, c := range f.costs {
		if c >= 0 {
			costs = append(costs, c)
		}
	}
	name := strings.TrimSpace(f.name.Text)
	switch {
	case len(costs) == 0:
		f.problem.SetText("Tap the cost printed on the Spell first.")
	case len(name) > valor.MaxReason:
		f.problem.SetText(fmt.Sprintf("Keep the name under %d letters.", valor.MaxReason))
	default:
		f.dlg.Hide()
		f.then(name, costs)
	}
}

// redraw shows the costs so far, the one being entered highlighted, and
// marks its number.
func (f *spellCostsDialog) redraw() {
	for i, b := range f.slots {
		switch {
		case i >= len(f.costs):
			b.SetText("")
			b.Importance = widget.LowImportance
			b.Disable()
		default:
			b.Enable()
			t := "?"
			if f.costs[i] >= 0 {
				t = strconv.Itoa(f.costs[i])
			}
			b.SetText(t)
			b.Importance = widget.MediumImportance
			if i == f.cur {
				b.Importance = widget.HighImportance
			}
		}
		b.Refresh()
	}
	for n, b := range f.numbers {
		b.Importance = widget.MediumImportance
		if n == f.costs[f.cur] {
			b.Importance = widget.HighImportance
		}
		b.Refresh()
	}
	if f.several {
		f.more.SetText("Another cost")
		kit.Enable(f.more, len(f.costs) < labyrinth.MaxSpellCosts && !slices.Contains(f.costs, -1))
	}
	kit.Enable(f.less, len(f.costs) > 1)
}

// showDiceFaces shows the Hits on each face of the dice the app rolls and
// lets the players correct a die whose faces differ from theirs. then gets
// the one die changed and its six faces.
func showDiceFaces(w fyne.Window, faces valor.DiceFaces, then func(die valor.Die, faces []int)) {
	openDiceFaces(w, faces, then)
}

// diceFacesDialog is the dice dialog: one button per die.
type diceFacesDialog struct {
	dlg   *dialog.CustomDialog
	dice  [3]*widget.Button // Novice, Adept, Master
	close *widget.Button
	open  *dieFacesDialog // the die being corrected, once one is tapped
}

func openDiceFaces(w fyne.Window, faces valor.DiceFaces, then func(valor.Die, []int)) *diceFacesDialog {
	f := &diceFacesDialog{}
	have := [3][]int{faces.Novice, faces.Adept, faces.Master}
	body := container.NewVBox(kit.Note("The Hits on the six faces of each die the app rolls. Tap a die whose faces differ from yours."))
	for j, d := range minionDice {
		j, d := j, d
		b := widget.NewButton("", nil)
		b.OnTapped = func() {
			f.open = openDieFaces(w, d, have[j], func(changed []int) {
				f.dlg.Hide()
				then(d, changed)
			})
		}
		showDie(b, d)
		b.SetText(d.Title() + " die: " + facesWords(have[j]))
		f.dice[j] = b
		body.Add(kit.Tall(b))
	}
	f.close = widget.NewButtonWithIcon("Close", theme.CancelIcon(), func() { f.dlg.Hide() })
	body.Add(kit.Tall(f.close))
	f.dlg = dialog.NewCustomWithoutButtons("The app's dice", body, w)
	sizeDialog(w, f.dlg, 0)
	f.dlg.Show()
	return f
}

// facesWords is a die's faces as "0 0 0 1 1 1".
func facesWords(faces []int) string {
	if len(faces) == 0 {
		return "not known"
	}
	parts := make([]string, len(faces))
	for i, h := range faces {
		parts[i] = strconv.Itoa(h)
	}
	return strings.Join(parts, " ")
}

// dieFacesDialog corrects one die: tap a face, then its Hits; the next face
// is then the one being set, so a whole die is six taps.
type dieFacesDialog struct {
	dlg          *dialog.CustomDialog
	was, faces   []int
	cur          int
	face         [valor.DieSides]*widget.Button
	hits         [valor.MaxFaceHits + 1]*widget.Button // 0 to MaxFaceHits
	save, cancel *widget.Button
}

func openDieFaces(w fyne.Window, d valor.Die, was []int, then func([]int)) *dieFacesDialog {
	f := &dieFacesDialog{was: was, faces: make([]int, valor.DieSides)}
	copy(f.faces, was)
	faceGrid := container.NewGridWithColumns(3)
	for i := range f.face {
		i := i
		f.face[i] = widget.NewButton("", func() { f.cur = i; f.redraw() })
		faceGrid.Add(kit.Tall(f.face[i]))
	}
	hitGrid := container.NewGridWithColumns(5)
	for n := range f.hits {
		n := n
		f.hits[n] = widget.NewButton(strconv.Itoa(n), func() {
			f.faces[f.cur] = n
			f.cur = (f.cur + 1) % valor.DieSides
			f.redraw()
		})
		hitGrid.Add(kit.Tall(f.hits[n]))
	}
	f.cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), func() { f.dlg.Hide() })
	f.save = widget.NewButtonWithIcon("Save", theme.DocumentSaveIcon(), func() {
		f.dlg.Hide()
		if !slices.Equal(f.faces, f.was) {
			then(slices.Clone(f.faces))
		}
	})
	f.save.Importance = widget.HighImportance
	f.redraw()
	body := container.NewVBox(
		kit.Note("Tap a face, then the Hits it shows."),
		widget.NewLabelWithStyle("Faces", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), faceGrid,
		widget.NewLabelWithStyle("Hits", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), hitGrid,
		kit.Fit(2, kit.Tall(f.cancel), kit.Tall(f.save)))
	f.dlg = dialog.NewCustomWithoutButtons("The "+d.Title()+" die", body, w)
	sizeDialog(w, f.dlg, 0)
	f.dlg.Show()
	return f
}

// redraw shows each face's Hits, the face being set highlighted, and
// marks its Hits.
func (f *dieFacesDialog) redraw() {
	for i, b := range f.face {
		b.Importance = widget.MediumImportance
		if i == f.cur {
			b.Importance = widget.HighImportance
		}
		b.SetText(strconv.Itoa(f.faces[i]))
	}
	for n, b := range f.hits {
		b.Importance = widget.MediumImportance
		if n == f.faces[f.cur] {
			b.Importance = widget.HighImportance
		}
		b.Refresh()
	}
}
