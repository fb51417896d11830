package valorui

import (
	"fmt"
	"slices"
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

// The Labyrinth's Minion cards as the map and the Villain Round wizard ask
// for them: the editor and the picker. The deck covers, a flipped Spell and
// the dice, small questions asked during a round, are in dialogs.go.
//
// A Minion card is entered once, like the boards of the card library (the
// editor is built from the same parts: counters, rows of large buttons,
// whole-line check boxes), and picked with one tap ever after.

// The editor's counters stop at the bounds valor.MinionCard.Validate
// checks (valor.MaxMinionHealth, MaxMinionDice, MaxMinionBounty); Validate
// has the last word.

var (
	// minionSizes are the Minion decks, smallest first (valor.MinionSizes).
	minionSizes   = valor.MinionSizes()
	sizeTitles    = kit.Labels(minionSizes, valor.SizeTitle)
	minionColours = []valor.MinionColour{"", valor.ColourPurple, valor.ColourGreen}
	colourNames   = []string{"Not noted", "Purple", "Green"}
	// attackKinds are the combat rows a card may print, one of each at
	// most (valor.MinionAttackKinds), in the editor's order; the choice
	// offers each or both.
	attackKinds  = valor.MinionAttackKinds()
	attackTitles = append(kit.Labels(attackKinds, valor.RowKind.Title), "Both")
)

// showMinionEditor enters or corrects a Minion card (000 L660-672). done
// gets the card as saved, or nil when the players go Back without saving.
func showMinionEditor(s *ui.App, card valor.MinionCard, done func(saved *valor.MinionCard)) {
	openMinionEditor(s, card, "", done)
}

// minionEditor is the Minion card being entered. Its widgets are
// fields so tests can tap them.
type minionEditor struct {
	s    *ui.App
	done func(*valor.MinionCard)
	orig string
	card valor.MinionCard // the numbers, edited in place by the counters
	// attacks are the Melee and Ranged rows as entered, by attackKinds;
	// only those the rows choice shows are saved.
	attacks     [2]valor.MinionAttack
	rangedFirst bool // the card was saved Ranged row first: keep its order
	dodge       valor.DiceCount

	name                                          *widget.Entry
	size, colour, rows                            *kit.Choice
	bounty, health, wound, woundedHealth, actions *kit.Number
	attackUI                                      [2]*attackWidgets
	rowBox                                        *fyne.Container
	abilities                                     map[valor.MinionAbility]*kit.TallCheck
	dodgeDice                                     [3]*kit.Number
	dodgeBox                                      *fyne.Container
	relayout                                      func()
}

// attackWidgets is one combat row's widgets.
type attackWidgets struct {
	dice  [3]*kit.Number // Novice, Adept, Master
	power *kit.TallCheck
	box   fyne.CanvasObject
}

// openMinionEditor shows the editor; hint, when not empty, is said above
// the form (why the players are asked for a card).
func openMinionEditor(s *ui.App, card valor.MinionCard, hint string, done func(*valor.MinionCard)) *minionEditor {
	e := &minionEditor{s: s, done: done, orig: card.Name, card: card}
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
		if i := slices.Index(attackKinds, a.Type); i >= 0 {
			e.attacks[i] = a
			picked = bothRows(picked, i)
		}
	}
	e.rangedFirst = len(card.Attacks) == 2 && card.Attacks[0].Type == valor.RowRanged
	if card.Dodge != nil {
		e.dodge = *card.Dodge
	}
	w := s.Window()

	e.name = kit.NameEntry("Minion's name", card.Name)
	e.size = kit.NewChoice("", sizeTitles, slices.Index(minionSizes, card.Size), nil)
	e.colour = kit.NewChoice("", colourNames, max(slices.Index(minionColours, card.Colour), 0), nil)
	e.bounty = kit.NewNumber(w, "Bounty", &e.card.Bounty, 0, valor.MaxMinionBounty, nil)
	// A Minion's printed numbers are small: one tap each, "…" past 12.
	e.health = kit.NewQuickNumber(w, "Top Health: Defeats it", &e.card.Health, 1, valor.MaxMinionHealth, 12, nil)
	e.wound = kit.NewQuickNumber(w, "Bottom Health: Wounds it", &e.card.Wound, 1, valor.MaxMinionHealth, 12, nil)
	e.woundedHealth = kit.NewQuickNumber(w, "Health: Defeats it", &e.card.WoundedHealth, 1, valor.MaxMinionHealth, 12, nil)
	e.actions = kit.NewNumber(w, "Action Points", &e.card.Actions, 0, valor.MaxActionPoints, nil)

	for i, k := range attackKinds {
		a := &e.attacks[i]
		u := &attackWidgets{}
		for j, d := range minionDice {
			u.dice[j] = kit.NewQuickNumber(w, d.Title()+" dice", diceField(&a.Dice, j), 0, valor.MaxMinionDice, 6, nil)
		}
		u.power = kit.NewTallCheck("Power Action", a.Power, nil, func(on bool) { a.Power = on })
		u.box = widget.NewCard("", "", container.NewVBox(
			widget.NewLabelWithStyle(k.Title()+" row", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			u.dice[0].Content(), u.dice[1].Content(), u.dice[2].Content(), u.power))
		e.attackUI[i] = u
	}
	e.rowBox = container.NewVBox()
	e.rows = kit.NewChoice("", attackTitles, picked, func(int) { e.showRows(true) })
	e.showRows(false)

	for j := range minionDice {
		e.dodgeDice[j] = kit.NewQuickNumber(w, minionDice[j].Title()+" dice", diceField(&e.dodge, j), 0, valor.MaxMinionDice, 6, nil)
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

	var parts []fyne.CanvasObject
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
	e.relayout = cardScreen(s, editorTitle(valor.LibraryMinion, card.Name), "Save this Minion card", e.commit, func() { done(nil) }, parts...)
	return e
}

// bothRows adds row i to the rows choice picked so far.
func bothRows(picked, i int) int {
	if picked >= 0 && picked != i {
		return 2
	}
	return i
}

// minionDice are the dice a Minion rolls, weakest first.
var minionDice = []valor.Die{valor.DieNovice, valor.DieAdept, valor.DieMaster}

// diceField is the count of the j-th of minionDice in d.
func diceField(d *valor.DiceCount, j int) *int {
	return []*int{&d.Novice, &d.Adept, &d.Master}[j]
}

// showRows shows the combat rows the choice asks for. Choosing ticks the
// Power Action where the card must have it (valor.MinionCard.WithDefaultPower:
// a card with one row has it there).
func (e *minionEditor) showRows(chosen bool) {
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
	refit(e.rowBox, e.relayout)
}

// shownRows are the indexes into attackKinds the rows choice shows, in
// the card's order.
func (e *minionEditor) shownRows() []int {
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
func (e *minionEditor) showDodge() {
	e.dodgeBox.Objects = nil
	if e.abilities[valor.MinionDodge].Checked() {
		e.dodgeBox.Add(widget.NewCard("", "", container.NewVBox(
			widget.NewLabelWithStyle("Dodge dice", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			e.dodgeDice[0].Content(), e.dodgeDice[1].Content(), e.dodgeDice[2].Content())))
	}
	refit(e.dodgeBox, e.relayout)
}

// minionCard is the card as entered so far. A number still showing a
// dash stays below its least value for Validate to name.
func (e *minionEditor) minionCard() valor.MinionCard {
	c := e.card
	c.Name = strings.TrimSpace(e.name.Text)
	c.Size = pickedOf(minionSizes, e.size)
	c.Colour = minionColours[max(e.colour.Picked, 0)]
	c.Attacks = nil
	for _, i := range e.shownRows() {
		a := e.attacks[i]
		a.Type = attackKinds[i]
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
func (e *minionEditor) unset() string {
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

func (e *minionEditor) commit() {
	c := e.minionCard()
	commitCard(e.s, valor.LibraryMinion, e.orig, c.Name, c, c.Validate(), e.unset(), func() { e.done(&c) })
}

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
	openMinionPicker(s, title, size, back, then)
}

// minionPicker is the list pickMinionCard shows. dlg is nil when there was
// nothing to list and the editor opened at once.
type minionPicker struct {
	dlg    *dialog.CustomDialog
	editor *minionEditor // the editor, once open
	cards  []valor.MinionCard
	items  []*widget.Button // one per card
	add    *widget.Button
	cancel *widget.Button
}

func openMinionPicker(s *ui.App, title string, size labyrinth.MinionSize, back func(), then func(valor.MinionCard)) *minionPicker {
	p := &minionPicker{}
	for _, c := range libraryCards(s, valor.LibraryMinion, valor.MinionCard.Validate) {
		if size == "" || c.Size == size {
			p.cards = append(p.cards, c)
		}
	}
	enter := func(hint string) {
		p.editor = openMinionEditor(s, valor.MinionCard{Size: size}, hint, func(saved *valor.MinionCard) {
			back()
			if saved != nil {
				then(*saved)
			}
		})
	}
	if len(p.cards) == 0 {
		which := "Minion"
		if size != "" {
			which = valor.SizeTitle(size)
		}
		enter(fmt.Sprintf("No %s card in the library yet. Enter this one once; later games pick it with one tap.", which))
		return p
	}

	list := container.NewVBox()
	for _, c := range p.cards {
		name := widget.NewLabelWithStyle(c.Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		name.Wrapping = fyne.TextWrapWord
		line := widget.NewLabel(minionLine(c))
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
	sizeDialog(s.Window(), p.dlg, 0)
	p.dlg.Show()
	// The cards' words wrap, and know their height, only once the list has
	// its width: size the dialog to the list now.
	sizeDialog(s.Window(), p.dlg, p.dlg.MinSize().Height+list.MinSize().Height)
	return p
}

// minionLine is a card in one short line: "Chump · Health 3, Wounded 1
// · 2 AP · Melee 2 Novice (Power)".
func minionLine(c valor.MinionCard) string {
	parts := []string{valor.SizeTitle(c.Size),
		fmt.Sprintf("Health %d, Wounded %d", c.Health, c.WoundedHealth),
		fmt.Sprintf("%d AP", c.Actions)}
	for _, a := range c.Attacks {
		row := a.Type.Title() + " " + diceWords(a.Dice)
		if a.Power && len(c.Attacks) > 1 {
			row += " (Power)"
		}
		parts = append(parts, row)
	}
	return strings.Join(parts, " · ")
}

// diceWords is "2 Novice + 1 Adept".
func diceWords(d valor.DiceCount) string {
	var out []string
	for j, k := range minionDice {
		if n := *diceField(&d, j); n > 0 {
			out = append(out, fmt.Sprintf("%d %s", n, k.Title()))
		}
	}
	if len(out) == 0 {
		return "no dice"
	}
	return strings.Join(out, " + ")
}
