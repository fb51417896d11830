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
	"tableside/ui"
	"tableside/ui/kit"
)

// The Labyrinth's Minion cards, deck covers, Spells and dice as the map and
// the Villain Round wizard ask for them.
//
// A Minion card is entered once, like the boards of the card library (the
// editor is built from the same parts: counters, rows of large buttons,
// whole-line check boxes), and picked with one tap ever after. The deck
// covers, a flipped Spell and the dice are small questions asked during a
// round: each is one dialog whose usual answer is one or two taps.

// The editor's counters stop at the bounds valor.MinionCard.Validate
// checks (valor.MaxMinionHealth, MaxMinionDice, MaxMinionBounty); Validate
// has the last word.

var (
	// vminSizes are the Minion decks, smallest first (valor.MinionSizes).
	vminSizes       = valor.MinionSizes()
	vminSizeTitles  = vminTitles(vminSizes)
	vminColours     = []valor.MinionColour{"", valor.ColourPurple, valor.ColourGreen}
	vminColourNames = []string{"Not noted", "Purple", "Green"}
	// vminRowKinds are the combat rows a card may print, one of each at
	// most (valor.MinionAttackKinds), in the editor's order; the choice
	// offers each or both.
	vminRowKinds  = valor.MinionAttackKinds()
	vminRowTitles = append(vminTitles(vminRowKinds), "Both")
)

// vminTitles names each of xs with a capital: "Chump", "Melee".
func vminTitles[T ~string](xs []T) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = titleCase(string(x))
	}
	return out
}

// vminSizeTitle is a size as the decks name it: "Elite".
func vminSizeTitle(z labyrinth.MinionSize) string {
	if i := slices.Index(vminSizes, z); i >= 0 {
		return vminSizeTitles[i]
	}
	return string(z)
}

// ---------------------------------------------------------------- editor

// showMinionEditor enters or corrects a Minion card (000 L660-672). done
// gets the card as saved, or nil when the players go Back without saving.
func showMinionEditor(s *ui.App, card valor.MinionCard, done func(saved *valor.MinionCard)) {
	vminOpenEditor(s, card, "", done)
}

// vminEditor is the Minion card being entered. Its widgets are
// fields so tests can tap them.
type vminEditor struct {
	s    *ui.App
	done func(*valor.MinionCard)
	orig string
	card valor.MinionCard // the numbers, edited in place by the counters
	// attacks are the Melee and Ranged rows as entered, by vminRowKinds;
	// only those the rows choice shows are saved.
	attacks     [2]valor.MinionAttack
	rangedFirst bool // the card was saved Ranged row first: keep its order
	dodge       valor.DiceCount

	name                                          *widget.Entry
	size, colour, rows                            *kit.Choice
	bounty, health, wound, woundedHealth, actions *kit.Number
	attackUI                                      [2]*vminAttack
	rowBox                                        *fyne.Container
	abilities                                     map[valor.MinionAbility]*kit.TallCheck
	dodgeDice                                     [3]*kit.Number
	dodgeBox                                      *fyne.Container
	relayout                                      func()
	save, back                                    *widget.Button
}

// vminAttack is one combat row's widgets.
type vminAttack struct {
	dice  [3]*kit.Number // Novice, Adept, Master
	power *kit.TallCheck
	box   fyne.CanvasObject
}

// vminOpenEditor shows the editor; hint, when not empty, is said above
// the form (why the players are asked for a card).
func vminOpenEditor(s *ui.App, card valor.MinionCard, hint string, done func(*valor.MinionCard)) *vminEditor {
	e := &vminEditor{s: s, done: done, orig: card.Name, card: card}
	if card.Name == "" {
		// A new card shows a dash, not a 0 that looks entered, for the
		// numbers whose 0 is a real answer.
		if e.card.Bounty == 0 {
			e.card.Bounty = -1
		}
		if e.card.Actions == 0 {
			e.card.Actions = -1
		}
	}
	picked := -1
	for _, a := range card.Attacks {
		if i := slices.Index(vminRowKinds, a.Type); i >= 0 {
			e.attacks[i] = a
			picked = vminBothRows(picked, i)
		}
	}
	e.rangedFirst = len(card.Attacks) == 2 && card.Attacks[0].Type == valor.RowRanged
	if card.Dodge != nil {
		e.dodge = *card.Dodge
	}
	w := s.Window()

	e.name = kit.NameEntry("Minion's name", card.Name)
	e.size = kit.NewChoice("", vminSizeTitles, slices.Index(vminSizes, card.Size), nil)
	e.colour = kit.NewChoice("", vminColourNames, max(slices.Index(vminColours, card.Colour), 0), nil)
	e.bounty = kit.NewNumber(w, "Bounty", &e.card.Bounty, 0, valor.MaxMinionBounty, nil)
	// A Minion's printed numbers are small: one tap each, "…" past 12.
	e.health = kit.NewQuickNumber(w, "Top Health: Defeats it", &e.card.Health, 1, valor.MaxMinionHealth, 12, nil)
	e.wound = kit.NewQuickNumber(w, "Bottom Health: Wounds it", &e.card.Wound, 1, valor.MaxMinionHealth, 12, nil)
	e.woundedHealth = kit.NewQuickNumber(w, "Health: Defeats it", &e.card.WoundedHealth, 1, valor.MaxMinionHealth, 12, nil)
	e.actions = kit.NewNumber(w, "Action Points", &e.card.Actions, 0, valor.MaxActionPoints, nil)

	for i, k := range vminRowKinds {
		a := &e.attacks[i]
		u := &vminAttack{}
		for j, d := range vminDieKinds {
			u.dice[j] = kit.NewQuickNumber(w, d.Title()+" dice", vminDiceField(&a.Dice, j), 0, valor.MaxMinionDice, 6, nil)
		}
		u.power = kit.NewTallCheck("Power Action", a.Power, nil, func(on bool) { a.Power = on })
		u.box = widget.NewCard("", "", container.NewVBox(
			widget.NewLabelWithStyle(k.Title()+" row", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			u.dice[0].Content(), u.dice[1].Content(), u.dice[2].Content(), u.power))
		e.attackUI[i] = u
	}
	e.rowBox = container.NewVBox()
	e.rows = kit.NewChoice("", vminRowTitles, picked, func(int) { e.showRows(true) })
	e.showRows(false)

	for j := range vminDieKinds {
		e.dodgeDice[j] = kit.NewQuickNumber(w, vminDieKinds[j].Title()+" dice", vminDiceField(&e.dodge, j), 0, valor.MaxMinionDice, 6, nil)
	}
	e.dodgeBox = container.NewVBox()
	e.abilities = map[valor.MinionAbility]*kit.TallCheck{}
	abilityBox := container.NewVBox(kit.Section("Abilities"),
		kit.Note("Tick the abilities printed on the card."))
	for _, ab := range valor.MinionAbilities() {
		var changed func(bool)
		if ab == valor.MinionDodge {
			changed = func(bool) { e.showDodge() }
		}
		e.abilities[ab] = kit.NewTallCheck(ab.Title(), card.Has(ab), nil, changed)
		abilityBox.Add(e.abilities[ab])
		if ab == valor.MinionDodge {
			abilityBox.Add(e.dodgeBox)
		}
	}
	e.showDodge()

	e.save = kit.BigButton("Save this Minion card", theme.DocumentSaveIcon(), true, e.commit)
	e.back = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), func() { done(nil) })

	title := "A new Minion card"
	if card.Name != "" {
		title = "Minion card: " + card.Name
	}
	parts := []fyne.CanvasObject{kit.Heading(title)}
	if hint != "" {
		parts = append(parts, kit.Note(hint))
	}
	parts = append(parts, kit.Tall(e.name),
		kit.Section("Size (the deck it comes from)"), e.size.Content(w, 3),
		kit.Section("Scroll colour behind the name"), e.colour.Content(w, 3),
		kit.Section("Bounty and Action Points"), e.bounty.Content(), e.actions.Content(),
		kit.Section("Fresh side"), e.health.Content(), e.wound.Content(),
		kit.Section("Wounded side"), e.woundedHealth.Content(),
		kit.Section("Combat rows"), e.rows.Content(w, 3), e.rowBox,
		abilityBox)
	e.relayout = kit.FormScreen(s.Show, e.back, e.save, parts...)
	return e
}

// vminBothRows adds row i to the rows choice picked so far.
func vminBothRows(picked, i int) int {
	if picked >= 0 && picked != i {
		return 2
	}
	return i
}

// vminDieKinds are the dice a Minion rolls, weakest first.
var vminDieKinds = []valor.Die{valor.DieNovice, valor.DieAdept, valor.DieMaster}

// vminDiceField is the count of the j-th of vminDieKinds in d.
func vminDiceField(d *valor.DiceCount, j int) *int {
	return []*int{&d.Novice, &d.Adept, &d.Master}[j]
}

// showRows shows the combat rows the choice asks for. Choosing ticks the
// Power Action where the card must have it (valor.MinionCard.WithDefaultPower:
// a card with one row has it there).
func (e *vminEditor) showRows(chosen bool) {
	e.rowBox.Objects = nil
	shown := e.shownRows()
	for _, i := range shown {
		e.rowBox.Add(e.attackUI[i].box)
	}
	if chosen {
		c := e.minionCard().WithDefaultPower()
		for j, i := range shown {
			if j < len(c.Attacks) && c.Attacks[j].Power {
				e.attackUI[i].power.SetChecked(true)
			}
		}
	}
	e.rowBox.Refresh()
	if e.relayout != nil {
		e.relayout()
	}
}

// shownRows are the indexes into vminRowKinds the rows choice shows, in
// the card's order.
func (e *vminEditor) shownRows() []int {
	switch e.rows.Picked {
	case 0, 1:
		return []int{e.rows.Picked}
	case 2:
		if e.rangedFirst {
			return []int{1, 0}
		}
		return []int{0, 1}
	}
	return nil
}

// showDodge asks the Dodge dice only while Dodge is ticked.
func (e *vminEditor) showDodge() {
	e.dodgeBox.Objects = nil
	if e.abilities[valor.MinionDodge].Checked() {
		e.dodgeBox.Add(widget.NewCard("", "", container.NewVBox(
			widget.NewLabelWithStyle("Dodge dice", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			e.dodgeDice[0].Content(), e.dodgeDice[1].Content(), e.dodgeDice[2].Content())))
	}
	e.dodgeBox.Refresh()
	if e.relayout != nil {
		e.relayout()
	}
}

// minionCard is the card as entered so far. A number still showing a
// dash stays below its least value for Validate to name.
func (e *vminEditor) minionCard() valor.MinionCard {
	c := e.card
	c.Name = strings.TrimSpace(e.name.Text)
	c.Size = ""
	if e.size.Picked >= 0 {
		c.Size = vminSizes[e.size.Picked]
	}
	c.Colour = vminColours[max(e.colour.Picked, 0)]
	c.Attacks = nil
	for _, i := range e.shownRows() {
		a := e.attacks[i]
		a.Type = vminRowKinds[i]
		c.Attacks = append(c.Attacks, a)
	}
	c.Abilities = nil
	for _, ab := range valor.MinionAbilities() {
		if e.abilities[ab].Checked() {
			c.Abilities = append(c.Abilities, ab)
		}
	}
	c.Dodge = nil
	if c.Has(valor.MinionDodge) {
		d := e.dodge
		c.Dodge = &d
	}
	return c
}

// unset names the first choice not made yet, in the editor's words.
func (e *vminEditor) unset() string {
	switch {
	case e.size.Picked < 0:
		return "Choose its size: Chump, Elite or Boss, the deck it comes from."
	case e.card.Bounty < 0:
		return "Set its Bounty as the card shows it."
	case e.card.Actions < 0:
		return "Set its Action Points as the card shows them."
	case e.rows.Picked < 0:
		return "Choose its combat rows: Melee, Ranged or both."
	}
	return ""
}

func (e *vminEditor) commit() {
	c := e.minionCard()
	vlibCommit(e.s, valor.LibraryMinion, e.orig, c.Name, c, c.Validate(), e.unset(), func() { e.done(&c) })
}

// ---------------------------------------------------------------- picking

// pickMinionCard lets the players pick a Minion card of size (any size when
// size is "") from the card library, or enter a new one. back redraws the
// screen the pick was made from (an editor takes the whole window); then
// gets the card, after back, when one was picked or saved.
//
// The library's cards are a list over the screen: a tap sends one to then
// at once, with no back (nothing was replaced). "A new Minion card…", or
// no card of that size yet, opens the editor, with the size chosen; Back
// there calls back alone.
func pickMinionCard(s *ui.App, title string, size labyrinth.MinionSize, back func(), then func(valor.MinionCard)) {
	vminOpenPicker(s, title, size, back, then)
}

// vminPicker is the list pickMinionCard shows. dlg is nil when there was
// nothing to list and the editor opened at once.
type vminPicker struct {
	dlg    *dialog.CustomDialog
	editor *vminEditor // the editor, once open
	cards  []valor.MinionCard
	items  []*widget.Button // one per card
	add    *widget.Button
	cancel *widget.Button
}

func vminOpenPicker(s *ui.App, title string, size labyrinth.MinionSize, back func(), then func(valor.MinionCard)) *vminPicker {
	p := &vminPicker{}
	for _, c := range libraryCards(s, valor.LibraryMinion, valor.MinionCard.Validate) {
		if size == "" || c.Size == size {
			p.cards = append(p.cards, c)
		}
	}
	enter := func(hint string) {
		p.editor = vminOpenEditor(s, valor.MinionCard{Size: size}, hint, func(saved *valor.MinionCard) {
			back()
			if saved != nil {
				then(*saved)
			}
		})
	}
	if len(p.cards) == 0 {
		which := "Minion"
		if size != "" {
			which = vminSizeTitle(size)
		}
		enter(fmt.Sprintf("No %s card in the library yet. Enter this one once; later games pick it with one tap.", which))
		return p
	}

	list := container.NewVBox()
	for _, c := range p.cards {
		name := widget.NewLabelWithStyle(c.Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		name.Wrapping = fyne.TextWrapWord
		line := widget.NewLabel(vminLine(c))
		line.Wrapping = fyne.TextWrapWord
		line.SizeName = theme.SizeNameCaptionText
		// The button lies under the words: a tap anywhere on them picks.
		b := widget.NewButton("", func() { p.dlg.Hide(); then(c) })
		p.items = append(p.items, b)
		list.Add(container.NewStack(kit.Tall(b), container.NewVBox(name, line)))
	}
	p.add = kit.BigButton("A new Minion card…", theme.ContentAddIcon(), false, func() { p.dlg.Hide(); enter("") })
	p.cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), func() { p.dlg.Hide() })
	body := container.NewBorder(nil, container.NewVBox(widget.NewSeparator(), kit.Tall(p.add), kit.Tall(p.cancel)), nil, nil,
		container.NewVScroll(list))
	p.dlg = dialog.NewCustomWithoutButtons(title, body, s.Window())
	vminDialogSize(s.Window(), p.dlg, 0)
	p.dlg.Show()
	// The cards' words wrap, and know their height, only once the list has
	// its width: size the dialog to the list now.
	vminDialogSize(s.Window(), p.dlg, p.dlg.MinSize().Height+list.MinSize().Height)
	return p
}

// vminLine is a card in one short line: "Chump · Health 3, Wounded 1
// · 2 AP · Melee 2 Novice (Power)".
func vminLine(c valor.MinionCard) string {
	parts := []string{vminSizeTitle(c.Size),
		fmt.Sprintf("Health %d, Wounded %d", c.Health, c.WoundedHealth),
		fmt.Sprintf("%d AP", c.Actions)}
	for _, a := range c.Attacks {
		row := a.Type.Title() + " " + vminDiceWords(a.Dice)
		if a.Power && len(c.Attacks) > 1 {
			row += " (Power)"
		}
		parts = append(parts, row)
	}
	return strings.Join(parts, " · ")
}

// vminDiceWords is "2 Novice + 1 Adept".
func vminDiceWords(d valor.DiceCount) string {
	var out []string
	for j, k := range vminDieKinds {
		if n := *vminDiceField(&d, j); n > 0 {
			out = append(out, fmt.Sprintf("%d %s", n, k.Title()))
		}
	}
	if len(out) == 0 {
		return "no dice"
	}
	return strings.Join(out, " + ")
}

// vminDialogSize sizes a dialog for a thumb: as wide as a phone allows (a
// hand's width on a tablet), as tall as its content up to the window.
func vminDialogSize(w fyne.Window, d dialog.Dialog, height float32) {
	size := w.Canvas().Size()
	d.Resize(fyne.NewSize(min(size.Width-16, 460), min(height, size.Height-32)))
}

// ---------------------------------------------------------------- deck costs

// showDeckCosts asks the Corruption costs printed on the three Minion deck
// covers (000 L637), starting from have; 0 is a cost not entered yet.
func showDeckCosts(w fyne.Window, have valor.DeckCosts, then func(valor.DeckCosts)) {
	vminOpenDeckCosts(w, have, then)
}

// vminDeckCosts is the deck covers dialog.
type vminDeckCosts struct {
	dlg        *dialog.CustomDialog
	costs      valor.DeckCosts
	nums       [3]*kit.Number // Chump, Elite, Boss
	problem    *widget.Label
	ok, cancel *widget.Button
}

func vminOpenDeckCosts(w fyne.Window, have valor.DeckCosts, then func(valor.DeckCosts)) *vminDeckCosts {
	f := &vminDeckCosts{costs: have}
	fields := []*int{&f.costs.Chump, &f.costs.Elite, &f.costs.Boss}
	body := container.NewVBox(kit.Note("Each Minion deck shows on its top what a Minion from it costs."))
	for i, v := range fields {
		*v = max(*v, 0) // below 0 is no cost either: shown as a dash
		f.nums[i] = kit.NewQuickNumber(w, vminSizeTitles[i]+" deck", v, valor.MinDeckCost, valor.MaxDeckCost, 9, func() { f.problem.SetText("") })
		body.Add(f.nums[i].Content())
	}
	f.problem = vminProblem()
	f.cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), func() { f.dlg.Hide() })
	f.ok = widget.NewButtonWithIcon("OK", theme.ConfirmIcon(), func() {
		for i, v := range fields {
			if *v < 1 {
				f.problem.SetText(fmt.Sprintf("Set the %s deck's cost first.", vminSizeTitles[i]))
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
	vminDialogSize(w, f.dlg, 0)
	f.dlg.Show()
	return f
}

// vminProblem is the line a dialog says what is missing on.
func vminProblem() *widget.Label {
	l := widget.NewLabel("")
	l.Importance = widget.DangerImportance
	l.Wrapping = fyne.TextWrapWord
	return l
}

// ---------------------------------------------------------------- Spells

// vminSpellQuick is the highest Spell cost with a button of its own; the
// costs on a Spell and each cost stop where MagicRoll does
// (labyrinth.MaxSpellCosts, labyrinth.MaxSpellCost).
const vminSpellQuick = 12

// showSpellCosts asks the costs printed on the Spell just flipped (000
// L615) and, if the players like, its name.
func showSpellCosts(w fyne.Window, then func(name string, costs []int)) {
	vminOpenSpellCosts(w, then)
}

// vminSpellCosts is the Spell dialog. One cost, most Spells, is one tap on
// its number. A Spell with more costs: "Two or more costs" first, each
// further one "Another cost" and its number, then OK.
type vminSpellCosts struct {
	w       fyne.Window
	dlg     *dialog.CustomDialog
	then    func(name string, costs []int)
	several bool  // more than one cost: numbers fill slots until OK
	costs   []int // -1 for one not tapped yet
	cur     int   // the cost the number buttons set
	slots   [labyrinth.MaxSpellCosts]*widget.Button
	numbers []*widget.Button // 0 to vminSpellQuick
	other   *widget.Button
	more    *widget.Button
	less    *widget.Button
	name    *widget.Entry
	problem *widget.Label
	ok      *widget.Button
	cancel  *widget.Button
}

func vminOpenSpellCosts(w fyne.Window, then func(name string, costs []int)) *vminSpellCosts {
	f := &vminSpellCosts{w: w, costs: []int{-1}, then: then}
	slotGrid := kit.Fit(labyrinth.MaxSpellCosts)
	for i := range f.slots {
		i := i
		f.slots[i] = widget.NewButton("", func() { f.cur = i; f.redraw() })
		slotGrid.Add(kit.Tall(f.slots[i]))
	}
	numGrid := container.NewGridWithColumns(5)
	for n := 0; n <= vminSpellQuick; n++ {
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
	f.problem = vminProblem()
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
	vminDialogSize(w, f.dlg, 0)
	f.dlg.Show()
	return f
}

// set gives the cost being entered the number n; a Spell of one cost is
// then entered.
func (f *vminSpellCosts) set(n int) {
	f.costs[f.cur] = n
	f.problem.SetText("")
	if !f.several {
		f.submit()
		return
	}
	f.redraw()
}

// submit hands the costs entered, and the name if one was typed, on.
func (f *vminSpellCosts) submit() {
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
func (f *vminSpellCosts) redraw() {
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

// ---------------------------------------------------------------- dice

// showDiceFaces shows the Hits on each face of the dice the app rolls and
// lets the players correct a die whose faces differ from theirs. then gets
// the one die changed and its six faces.
func showDiceFaces(w fyne.Window, faces valor.DiceFaces, then func(die valor.Die, faces []int)) {
	vminOpenDiceFaces(w, faces, then)
}

// vminDiceFaces is the dice dialog: one button per die.
type vminDiceFaces struct {
	dlg   *dialog.CustomDialog
	dice  [3]*widget.Button // Novice, Adept, Master
	close *widget.Button
	open  *vminDieFaces // the die being corrected, once one is tapped
}

func vminOpenDiceFaces(w fyne.Window, faces valor.DiceFaces, then func(valor.Die, []int)) *vminDiceFaces {
	f := &vminDiceFaces{}
	have := [3][]int{faces.Novice, faces.Adept, faces.Master}
	body := container.NewVBox(kit.Note("The Hits on the six faces of each die the app rolls. Tap a die whose faces differ from yours."))
	for j, d := range vminDieKinds {
		j, d := j, d
		b := widget.NewButton("", nil)
		b.OnTapped = func() {
			f.open = vminOpenDieFaces(w, d, have[j], func(changed []int) {
				f.dlg.Hide()
				then(d, changed)
			})
		}
		vlibShowDie(b, d)
		b.SetText(d.Title() + " die: " + vminFacesWords(have[j]))
		f.dice[j] = b
		body.Add(kit.Tall(b))
	}
	f.close = widget.NewButtonWithIcon("Close", theme.CancelIcon(), func() { f.dlg.Hide() })
	body.Add(kit.Tall(f.close))
	f.dlg = dialog.NewCustomWithoutButtons("The app's dice", body, w)
	vminDialogSize(w, f.dlg, 0)
	f.dlg.Show()
	return f
}

// vminFacesWords is a die's faces as "0 0 0 1 1 1".
func vminFacesWords(faces []int) string {
	if len(faces) == 0 {
		return "not known"
	}
	parts := make([]string, len(faces))
	for i, h := range faces {
		parts[i] = strconv.Itoa(h)
	}
	return strings.Join(parts, " ")
}

// vminDieFaces corrects one die: tap a face, then its Hits; the next face
// is then the one being set, so a whole die is six taps.
type vminDieFaces struct {
	dlg          *dialog.CustomDialog
	was, faces   []int
	cur          int
	face         [valor.DieSides]*widget.Button
	hits         [valor.MaxFaceHits + 1]*widget.Button // 0 to MaxFaceHits
	save, cancel *widget.Button
}

func vminOpenDieFaces(w fyne.Window, d valor.Die, was []int, then func([]int)) *vminDieFaces {
	f := &vminDieFaces{was: was, faces: make([]int, valor.DieSides)}
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
	vminDialogSize(w, f.dlg, 0)
	f.dlg.Show()
	return f
}

// redraw shows each face's Hits, the face being set highlighted, and
// marks its Hits.
func (f *vminDieFaces) redraw() {
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
