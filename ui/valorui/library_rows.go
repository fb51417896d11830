package valorui

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
	"tableside/tracker/valor"
	"tableside/ui/kit"
)

// A board's dice rows and abilities, as the Hero and Villain editors
// enter them: a row's Action type and first die are one tap, a slot is a
// button that steps through the dice.

// rowsEditor edits a board's action rows, top to bottom.
type rowsEditor struct {
	win     fyne.Window
	villain bool
	resized func() // the editor's relayout, once shown
	rows    []valor.RowCard
	ui      []*rowWidgets
	box     *fyne.Container
	// adds add a row of each Action type with its first die (or none):
	// adds[kind][die] in valor.RowKinds and firstDice order. The type
	// and the first die are the row's first two marks, so they are one
	// tap, not two.
	adds [][]*widget.Button
}

// firstDice are the dice a new row may start with: a row printed
// with no die starts Blank.
func firstDice() []valor.Die {
	return []valor.Die{valor.DieNovice, valor.DieAdept, valor.DieMaster, valor.DieBlank}
}

// rowWidgets is one row's widgets.
type rowWidgets struct {
	kind              *kit.Choice
	power             *kit.TallCheck
	slots             []*widget.Button
	slotBox           *fyne.Container
	addSlot, dropSlot *widget.Button
	fill              []*widget.Button // + Novice, + Adept, + Master
	plusOnes          *kit.Number      // a Villain's only
	remove            *widget.Button
}

// rowKindTitles names the Action types a row may have (valor.RowKinds).
func rowKindTitles(villain bool) []string {
	var out []string
	for _, k := range valor.RowKinds(villain) {
		out = append(out, k.Title())
	}
	return out
}

func newRowsEditor(win fyne.Window, rows []valor.RowCard, villain bool) *rowsEditor {
	r := &rowsEditor{win: win, villain: villain, box: container.NewVBox()}
	for _, row := range rows {
		row.Slots = slices.Clone(row.Slots)
		r.rows = append(r.rows, row)
	}
	for _, k := range valor.RowKinds(villain) {
		var line []*widget.Button
		for _, d := range firstDice() {
			label := "+ " + d.Title()
			if d == valor.DieBlank {
				label = "No die"
			}
			line = append(line, widget.NewButton(label, func() { r.addRow(k, d) }))
		}
		r.adds = append(r.adds, line)
	}
	r.redraw()
	return r
}

func (r *rowsEditor) Content() fyne.CanvasObject {
	box := container.NewVBox(kit.Section("Action rows, top to bottom"),
		kit.Note("Tap + Novice, + Adept or + Master for each die as printed, left to right; tap a slot to step it: Blank, Novice, Adept, Master."))
	if r.villain {
		// The two boxes start a Villain's Plus-Ones differently (000 L218,
		// 001 L196); the game refuses the other way when it starts.
		box.Add(kit.Note("A Labyrinth insert: set each row's Plus-Ones at the start. Minions of Mordak: tick the Power Action and leave Plus-Ones at 0."))
	}
	// A new row is its Action type and its first die, one tap: the
	// printed row read left to right. The new row comes below these and
	// the rows before it, so a row added moves nothing above the finger.
	for i, k := range valor.RowKinds(r.villain) {
		line := kit.Fit(len(r.adds[i]))
		for _, b := range r.adds[i] {
			line.Add(kit.Tall(b))
		}
		box.Add(kit.Note("A new " + k.Title() + " row, its first die:"))
		box.Add(line)
	}
	box.Add(r.box)
	return box
}

// addRow adds a row of kind k under the others with three slots, the
// common board, the first holding d.
func (r *rowsEditor) addRow(k valor.RowKind, d valor.Die) {
	if len(r.rows) >= valor.MaxRows {
		return
	}
	r.rows = append(r.rows, valor.RowCard{Kind: k, Slots: []valor.Die{d, valor.DieBlank, valor.DieBlank}})
	r.redraw()
}

func (r *rowsEditor) redraw() {
	r.ui = nil
	r.box.Objects = nil
	for i := range r.rows {
		r.ui = append(r.ui, r.rowUI(i))
	}
	for _, line := range r.adds {
		for _, b := range line {
			kit.Enable(b, len(r.rows) < valor.MaxRows)
		}
	}
	r.box.Refresh()
	r.grew()
}

func (r *rowsEditor) grew() {
	if r.resized != nil {
		r.resized()
	}
}

func (r *rowsEditor) rowUI(i int) *rowWidgets {
	row := &r.rows[i]
	kinds := valor.RowKinds(r.villain)
	u := &rowWidgets{}
	u.kind = kit.NewChoice("Action type", rowKindTitles(r.villain), slices.Index(kinds, row.Kind), func(k int) { row.Kind = kinds[k] })
	u.power = kit.NewTallCheck("Power Action", row.Power, nil, func(on bool) { row.Power = on })
	u.remove = widget.NewButtonWithIcon("Remove", theme.DeleteIcon(), func() {
		r.rows = slices.Delete(r.rows, i, i+1)
		r.redraw()
	})
	u.slotBox = kit.Fit(4)
	u.addSlot = widget.NewButtonWithIcon("Add slot", theme.ContentAddIcon(), func() {
		row.Slots = append(row.Slots, valor.DieBlank)
		r.drawSlots(u, row)
	})
	u.dropSlot = widget.NewButtonWithIcon("Remove slot", theme.ContentRemoveIcon(), func() {
		row.Slots = row.Slots[:len(row.Slots)-1]
		r.drawSlots(u, row)
	})
	// The dice as printed, left to right, one tap each: "+ Adept" puts an
	// Adept in the first blank slot (a new slot when none is blank). A
	// slot tapped still steps its die, for corrections.
	var fill []fyne.CanvasObject
	for _, d := range []valor.Die{valor.DieNovice, valor.DieAdept, valor.DieMaster} {
		b := widget.NewButton("+ "+d.Title(), func() {
			if k := slices.Index(row.Slots, valor.DieBlank); k >= 0 {
				row.Slots[k] = d
			} else if len(row.Slots) < valor.MaxSlots {
				row.Slots = append(row.Slots, d)
			}
			r.drawSlots(u, row)
		})
		u.fill = append(u.fill, b)
		fill = append(fill, kit.Tall(b))
	}
	r.drawSlots(u, row)
	cols := 3
	if r.villain {
		cols = 2 // four Action types do not fit one line of a phone
	}
	box := container.NewVBox(kit.CardHeader(fmt.Sprintf("Row %d", i+1), u.remove), u.kind.Content(r.win, cols), u.power, u.slotBox,
		kit.Fit(3, fill...), kit.Fit(2, kit.Tall(u.dropSlot), kit.Tall(u.addSlot)))
	if r.villain {
		u.plusOnes = kit.NewNumber(r.win, "Plus-Ones at the start", &row.PlusOnes, 0, valor.MaxStartPlusOnes, nil)
		box.Add(u.plusOnes.Content())
	}
	r.box.Add(widget.NewCard("", "", box))
	return u
}

// drawSlots redraws one row's dice, each a button that steps the die.
func (r *rowsEditor) drawSlots(u *rowWidgets, row *valor.RowCard) {
	u.slots = nil
	u.slotBox.Objects = nil
	for j := range row.Slots {
		j := j
		b := widget.NewButton("", nil)
		b.OnTapped = func() {
			row.Slots[j] = nextDie(row.Slots[j])
			showDie(b, row.Slots[j])
		}
		showDie(b, row.Slots[j])
		u.slots = append(u.slots, b)
		// As wide as the widest die's name: a slot stepped from Blank to
		// Master keeps its place and its neighbours theirs.
		u.slotBox.Add(container.NewStack(slotOutline(), kit.Sized(b, dieWidth())))
	}
	// Room kept for every slot a row may have: a slot added takes a place
	// already there, and the buttons under the row stay put.
	for range valor.MaxSlots - len(row.Slots) {
		u.slotBox.Add(kit.Sized(canvas.NewRectangle(color.Transparent), dieWidth()))
	}
	kit.Enable(u.dropSlot, len(row.Slots) > valor.MinSlots)
	kit.Enable(u.addSlot, len(row.Slots) < valor.MaxSlots)
	u.slotBox.Refresh()
	r.grew()
}

// cards are the rows as entered.
func (r *rowsEditor) cards() []valor.RowCard {
	out := make([]valor.RowCard, len(r.rows))
	for i, row := range r.rows {
		row.Slots = slices.Clone(row.Slots)
		if !r.villain {
			row.PlusOnes = 0
		}
		out[i] = row
	}
	return out
}

// unset names the first row whose Action type is not chosen yet.
func (r *rowsEditor) unset() string {
	for i, row := range r.rows {
		if row.Kind == "" {
			return fmt.Sprintf("Row %d has no Action type yet: tap %s as printed on the board.", i+1, orList(rowKindTitles(r.villain)))
		}
	}
	return ""
}

func orList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

// nextDie is the next die a tap on a slot shows, back to Blank after
// Master. A slot holding something unknown starts again at Blank.
func nextDie(d valor.Die) valor.Die {
	if n := d.Next(); n != "" {
		return n
	}
	return valor.DieBlank
}

// showDie labels a slot. The colours echo the dice (a Novice die is
// white, an Adept yellow, a Master red), the words carry the meaning.
func showDie(b *widget.Button, d valor.Die) {
	switch d {
	case valor.DieNovice:
		b.Importance = widget.MediumImportance
	case valor.DieAdept:
		b.Importance = widget.WarningImportance
	case valor.DieMaster:
		b.Importance = widget.DangerImportance
	default:
		b.Importance = widget.LowImportance
	}
	b.SetText(tracker.UpperFirst(d.Title()))
}

// dieWidth is the width of a slot's button naming the widest die.
func dieWidth() float32 {
	w := float32(0)
	for _, d := range []valor.Die{valor.DieBlank, valor.DieNovice, valor.DieAdept, valor.DieMaster} {
		b := widget.NewButton("", nil)
		showDie(b, d)
		w = max(w, b.MinSize().Width)
	}
	return w
}

// slotOutline is the printed square of a die slot, seen around a
// Blank one; a die's button covers it.
func slotOutline() fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	r.StrokeWidth = 2
	r.CornerRadius = theme.InputRadiusSize()
	return r
}

// abilitiesEditor are the abilities the app knows, as check boxes: first the
// ones the app applies, then the reminders.
type abilitiesEditor struct {
	checks map[valor.Ability]*kit.TallCheck
	order  []valor.Ability
	// auto is the ability ticked for the name typed (followName), until
	// the player touches it; setting is true while the app ticks it.
	auto    valor.Ability
	setting bool
	touched map[valor.Ability]bool // by the player: never ticked by a name
}

// followName ticks the ability the rulebooks print under the name typed
// (valor.PrintedAbility: "Rowan" ticks Beast Within, 000 L1241), and
// unticks the one it ticked for a name typed before. One the player ticked
// or unticked is theirs.
func (a *abilitiesEditor) followName(name string) {
	want, ok := valor.PrintedAbility(name)
	a.setting = true
	defer func() { a.setting = false }()
	if a.auto != "" && (!ok || want != a.auto) {
		a.checks[a.auto].SetChecked(false)
		a.auto = ""
	}
	if ok && a.auto == "" && !a.checks[want].Checked() && !a.touched[want] {
		a.checks[want].SetChecked(true)
		a.auto = want
	}
}

func newAbilitiesEditor(have []valor.Ability) *abilitiesEditor {
	a := &abilitiesEditor{checks: map[valor.Ability]*kit.TallCheck{}, order: valor.Abilities(), touched: map[valor.Ability]bool{}}
	slices.SortStableFunc(a.order, func(x, y valor.Ability) int {
		if x.Applied() != y.Applied() {
			if x.Applied() {
				return -1
			}
			return 1
		}
		return strings.Compare(x.Title(), y.Title())
	})
	for _, ab := range a.order {
		how := "reminder"
		if ab.Applied() {
			how = "applied by the app"
		}
		mark := widget.NewLabelWithStyle(how, fyne.TextAlignTrailing, fyne.TextStyle{})
		mark.SizeName = theme.SizeNameCaptionText
		a.checks[ab] = kit.NewTallCheck(ab.Title(), slices.Contains(have, ab), mark, func(bool) {
			if !a.setting {
				a.touched[ab] = true
				if ab == a.auto {
					a.auto = "" // the player's now
				}
			}
		})
	}
	return a
}

func (a *abilitiesEditor) Content() fyne.CanvasObject {
	box := container.NewVBox(kit.Section("Unique Abilities"),
		kit.Note("Tick the ones printed on the board; others need nothing here. \"Applied by the app\": the app does the sums itself. \"Reminder\": the app shows it, you apply it."))
	for _, ab := range a.order {
		box.Add(a.checks[ab])
	}
	return box
}

// chosen are the ticked abilities, in the order valor.Abilities lists them.
func (a *abilitiesEditor) chosen() []valor.Ability {
	var out []valor.Ability
	for _, ab := range valor.Abilities() {
		if a.checks[ab].Checked() {
			out = append(out, ab)
		}
	}
	return out
}
