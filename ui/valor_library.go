package ui

import (
	"encoding/json"
	"errors"
	"fmt"
	"image/color"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/tracker/valor"
)

// The card library of Valor & Villainy: a Hero's board, a Villain's board
// (or Build-a-Boss insert), a Loot Stash card and a Treasure, each entered
// once from the cardboard so every later game picks it with one tap.
//
// Only a name is typed. Numbers are counters ([-] n [+], the number pad a
// tap on n away), choices are rows of large buttons, a die slot is a button
// that steps Blank, Novice, Adept, Master as it is tapped. The card's own
// Validate decides what may be saved; these editors only ask.
//
// A tap changes the widgets it concerns and nothing else, so the screen
// never jumps back to the top while a long board is entered.

// showHeroEditor enters or corrects a Hero's board (000 L202-207,
// 001 L192-198). done is called after saving, or by Back without saving.
func showHeroEditor(s *shell, card valor.HeroCard, done func()) {
	vlibOpenHero(s, card, done)
}

// showValorVillainEditor enters or corrects a Villain's board: a
// Build-a-Boss insert in the Labyrinth (000 L213-219), Mordak's board
// (001 L195).
func showValorVillainEditor(s *shell, card valor.VillainCard, done func()) {
	vlibOpenVillain(s, card, done)
}

// showLootStashEditor enters or corrects a Loot Stash card (000 L550-565,
// L736-740, L834-849).
func showLootStashEditor(s *shell, card valor.LootStashCard, done func()) {
	vlibOpenLoot(s, card, done)
}

// showTreasureEditor enters or corrects a Treasure (000 L526-538).
func showTreasureEditor(s *shell, card valor.TreasureCard, done func()) {
	vlibOpenTreasure(s, card, done)
}

// vlibMaxWidth is the widest an editor grows on a tablet: a form stretched
// across 1280 pt puts a label and its buttons a hand apart.
const vlibMaxWidth = 720

// ---------------------------------------------------------------- Hero

// vlibHeroEditor is the Hero board being entered. Its widgets are fields
// so tests can tap them.
type vlibHeroEditor struct {
	s    *shell
	done func()
	orig string // the name the card was opened with; saving renames it
	card valor.HeroCard

	name                                *widget.Entry
	health, actions, maxActions, spells *vlibNumber
	rows                                *vlibRows
	treasures                           [3]*vlibChoice
	abilities                           *vlibAbilities
	save, back                          *widget.Button
}

func vlibOpenHero(s *shell, card valor.HeroCard, done func()) *vlibHeroEditor {
	e := &vlibHeroEditor{s: s, done: done, orig: card.Name, card: card}
	e.name = vlibNameEntry("Hero's name", card.Name)
	e.health = vlibNewNumber(s.win, "Health (top of the bar)", &e.card.Health, 1, valor.MaxHeroHealth, nil)
	e.maxActions = vlibNewNumber(s.win, "Top of the Action bar", &e.card.MaxActions, 1, valor.MaxActionPoints, nil)
	e.actions = vlibNewNumber(s.win, "Action Points at the start", &e.card.Actions, 1, valor.MaxActionPoints, func() {
		e.maxActions.atLeast(e.card.Actions)
	})
	e.spells = vlibNewNumber(s.win, "Spells in hand at the start", &e.card.Spells, 0, valor.MaxSpells, nil)
	e.rows = vlibNewRows(s.win, card.Rows, false)
	slotNames := [3]string{"Left", "Middle", "Right"}
	for i := range e.treasures {
		e.treasures[i] = vlibNewChoice(slotNames[i]+" Treasure slot", vlibTreasureTitles, slices.Index(vlibTreasureKinds, card.Treasures[i]), nil)
	}
	e.abilities = vlibNewAbilities(card.Abilities)
	e.save = bigButton("Save this Hero", theme.DocumentSaveIcon(), true, e.commit)
	e.back = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), done)

	title := "A new Hero board"
	if card.Name != "" {
		title = "Hero board: " + card.Name
	}
	treasures := container.NewVBox(vlibSection("Treasure slots, left to right"))
	for _, t := range e.treasures {
		treasures.Add(t.content(s.win, 3))
	}
	e.rows.resized = vlibScreen(s, e.back, e.save, heading(title), tall(e.name),
		vlibSection("Health and Actions"),
		e.health.content(), e.actions.content(), e.maxActions.content(),
		e.rows.content(),
		treasures,
		vlibSection("Cards"), e.spells.content(),
		e.abilities.content())
	return e
}

// heroCard is the board as entered so far.
func (e *vlibHeroEditor) heroCard() valor.HeroCard {
	c := e.card
	c.Name = strings.TrimSpace(e.name.Text)
	c.Rows = e.rows.cards()
	for i, t := range e.treasures {
		c.Treasures[i] = ""
		if t.picked >= 0 {
			c.Treasures[i] = vlibTreasureKinds[t.picked]
		}
	}
	c.Abilities = e.abilities.chosen()
	return c
}

func (e *vlibHeroEditor) commit() {
	c := e.heroCard()
	unset := e.rows.unset()
	for _, t := range e.treasures {
		if t.picked < 0 && unset == "" {
			unset = fmt.Sprintf("The %s has no type yet: tap Offense, Defense or Item as printed on the board.", strings.ToLower(t.label[:1])+t.label[1:])
		}
	}
	vlibCommit(e.s, valor.LibraryHero, e.orig, c.Name, c, c.Validate(), unset, e.done)
}

// ---------------------------------------------------------------- Villain

// vlibHeroCounts is how many Heroes a starting Health is asked for: the
// Labyrinth plays 1 to 6 (Minions of Mordak 1 to 5).
const vlibHeroCounts = 6

// vlibVillainEditor is the Villain board being entered.
type vlibVillainEditor struct {
	s    *shell
	done func()
	orig string
	card valor.VillainCard

	name                           *widget.Entry
	health                         []int // by Hero count; 0 is "not printed"
	healthBtns                     []*widget.Button
	maxHealth, actions, maxActions *vlibNumber
	spells                         *vlibNumber
	rows                           *vlibRows
	abilities                      *vlibAbilities
	save, back                     *widget.Button
}

func vlibOpenVillain(s *shell, card valor.VillainCard, done func()) *vlibVillainEditor {
	e := &vlibVillainEditor{s: s, done: done, orig: card.Name, card: card}
	e.name = vlibNameEntry("Villain's name", card.Name)
	e.health = make([]int, max(vlibHeroCounts, len(card.Health)))
	copy(e.health, card.Health)
	grid := container.NewGridWithColumns(vlibCols(s.win, 2, widget.NewButton("6 Heroes: not printed", nil).MinSize().Width))
	for i := range e.health {
		i := i
		b := widget.NewButton("", nil)
		b.OnTapped = func() {
			showNumberPad(s.win, fmt.Sprintf("Starting Health with %s", vlibHeroes(i+1)), e.health[i], 0, valor.MaxVillainHealth, func(n int) {
				e.health[i] = n
				e.showHealth(i)
			})
		}
		e.healthBtns = append(e.healthBtns, b)
		e.showHealth(i)
		grid.Add(tall(b))
	}
	e.maxHealth = vlibNewNumber(s.win, "Top of the Health bar", &e.card.MaxHealth, 1, valor.MaxVillainHealth, nil)
	e.maxActions = vlibNewNumber(s.win, "Top of the Action bar", &e.card.MaxActions, 0, valor.MaxActionPoints, nil)
	e.actions = vlibNewNumber(s.win, "Action Points at the start", &e.card.Actions, 0, valor.MaxActionPoints, func() {
		e.maxActions.atLeast(e.card.Actions)
	})
	e.spells = vlibNewNumber(s.win, "Spells in hand at the start", &e.card.Spells, 0, valor.MaxSpells, nil)
	e.rows = vlibNewRows(s.win, card.Rows, true)
	e.abilities = vlibNewAbilities(card.Abilities)
	e.save = bigButton("Save this Villain", theme.DocumentSaveIcon(), true, e.commit)
	e.back = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), done)

	title := "A new Villain board"
	if card.Name != "" {
		title = "Villain board: " + card.Name
	}
	e.rows.resized = vlibScreen(s, e.back, e.save, heading(title), tall(e.name),
		vlibSection("Starting Health by Hero count"),
		note("Tap a count to set the Health marked for it. 0 means not printed: only the last counts may be left out."),
		grid,
		e.maxHealth.content(),
		vlibSection("Actions"),
		e.actions.content(), e.maxActions.content(),
		e.rows.content(),
		vlibSection("Cards"), e.spells.content(),
		e.abilities.content())
	return e
}

func (e *vlibVillainEditor) showHealth(i int) {
	v := "not printed"
	if e.health[i] > 0 {
		v = strconv.Itoa(e.health[i])
	}
	e.healthBtns[i].SetText(fmt.Sprintf("%s: %s", vlibHeroes(i+1), v))
}

// vlibHeroes is a Hero count in words: "1 Hero", "3 Heroes".
func vlibHeroes(n int) string {
	if n == 1 {
		return "1 Hero"
	}
	return strconv.Itoa(n) + " Heroes"
}

// villainCard is the board as entered so far. The Hero counts at the end
// that are not printed are left off; one in the middle stays, as 0, for
// Validate to name.
func (e *vlibVillainEditor) villainCard() valor.VillainCard {
	c := e.card
	c.Name = strings.TrimSpace(e.name.Text)
	n := len(e.health)
	for n > 0 && e.health[n-1] == 0 {
		n--
	}
	c.Health = slices.Clone(e.health[:n])
	c.Rows = e.rows.cards()
	c.Abilities = e.abilities.chosen()
	return c
}

func (e *vlibVillainEditor) commit() {
	c := e.villainCard()
	vlibCommit(e.s, valor.LibraryVillain, e.orig, c.Name, c, c.Validate(), e.rows.unset(), e.done)
}

// ---------------------------------------------------------------- Loot Stash

// vlibLootEditor is the Loot Stash card being entered.
type vlibLootEditor struct {
	s    *shell
	done func()
	orig string
	card valor.LootStashCard

	name                 *widget.Entry
	forWhom, side        *vlibChoice
	minHeroes, maxHeroes *vlibNumber
	cols                 []*vlibLootColumn
	colBox               *fyne.Container
	addCol               *widget.Button
	relayout             func()
	save, back           *widget.Button
}

// vlibLootColumn is one column's widgets; which of them show depends on
// whose card it is.
type vlibLootColumn struct {
	bounty, xp, health, souls *vlibNumber
	roll                      *vlibTallCheck
	remove                    *widget.Button
}

var (
	vlibLootFor   = []valor.LootFor{valor.LootHeroes, valor.LootVillain}
	vlibLootSides = []string{"A", "B"}
)

func vlibOpenLoot(s *shell, card valor.LootStashCard, done func()) *vlibLootEditor {
	e := &vlibLootEditor{s: s, done: done, orig: card.Name, card: card}
	e.card.Columns = slices.Clone(card.Columns)
	if e.card.Side == "" {
		e.card.Side = "A" // most cards; the Labyrinth's Villain has a side B
	}
	e.name = vlibNameEntry("Loot Stash card's name", card.Name)
	e.forWhom = vlibNewChoice("", []string{"Heroes", "Villain"}, slices.Index(vlibLootFor, card.For), func(int) { e.showColumns() })
	e.side = vlibNewChoice("", []string{"Side A", "Side B"}, slices.Index(vlibLootSides, e.card.Side), func(int) { e.showColumns() })
	e.maxHeroes = vlibNewNumber(s.win, "To", &e.card.MaxHeroes, 1, 8, nil)
	e.minHeroes = vlibNewNumber(s.win, "From", &e.card.MinHeroes, 1, 8, func() {
		e.maxHeroes.atLeast(e.card.MinHeroes)
	})
	e.colBox = container.NewVBox()
	e.addCol = widget.NewButtonWithIcon("Add a column", theme.ContentAddIcon(), e.addColumn)
	e.save = bigButton("Save this Loot Stash card", theme.DocumentSaveIcon(), true, e.commit)
	e.back = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), done)
	e.showColumns()

	title := "A new Loot Stash card"
	if card.Name != "" {
		title = "Loot Stash card: " + card.Name
	}
	e.relayout = vlibScreen(s, e.back, e.save, heading(title), tall(e.name),
		vlibSection("Whose Loot Stash"), e.forWhom.content(s.win, 2),
		vlibSection("Hero count printed on it"), e.minHeroes.content(), e.maxHeroes.content(),
		vlibSection("Side"), e.side.content(s.win, 2),
		vlibSection("Columns, left to right"),
		note("Cashing out pays the highest column whose Bounty is reached."),
		e.colBox, tall(e.addCol))
	return e
}

// addColumn adds a column to the right; its Bounty starts one above the
// last, since the columns rise, and its rewards at nothing.
func (e *vlibLootEditor) addColumn() {
	if len(e.card.Columns) >= 12 {
		e.s.tell("No more columns", "A Loot Stash card has at most 12 columns.")
		return
	}
	col := valor.LootColumn{}
	if n := len(e.card.Columns); n > 0 {
		col.Bounty = e.card.Columns[n-1].Bounty + 1
	}
	e.card.Columns = append(e.card.Columns, col)
	e.showColumns()
}

// vlibLootRewards says which rewards a card can give: a Hero card XP and
// the (A) mark (000 L561-565); a Villain's side A XP and Health (L736); a
// Villain's side B Souls (L772, L843-849).
func vlibLootRewards(c valor.LootStashCard) (xp, roll, health, souls bool) {
	switch {
	case c.For == valor.LootHeroes:
		return true, true, false, false
	case c.For == valor.LootVillain && c.Side == "B":
		return false, false, false, true
	case c.For == valor.LootVillain:
		return true, false, true, false
	}
	return false, false, false, false
}

// showColumns redraws the columns, each with the rewards the card can give.
func (e *vlibLootEditor) showColumns() {
	w := e.s.win
	e.cols = nil
	e.colBox.Objects = nil
	xp, roll, health, souls := vlibLootRewards(e.lootCard())
	if e.forWhom.picked < 0 {
		e.colBox.Add(note("Choose whose Stash it is first: a Hero card and a Villain card give different rewards."))
	}
	if roll {
		e.colBox.Add(note("(A) mark: besides the XP, the Lead Hero rolls a Novice die and every Hero gains the roll as XP."))
	}
	for i := range e.card.Columns {
		i := i
		c := &e.card.Columns[i]
		lc := &vlibLootColumn{
			bounty: vlibNewNumber(w, "Bounty at least", &c.Bounty, 0, 99, nil),
			xp:     vlibNewNumber(w, "XP each", &c.XP, 0, 99, nil),
			health: vlibNewNumber(w, "Health", &c.Health, 0, 100, nil),
			souls:  vlibNewNumber(w, "Souls", &c.Souls, 0, 9, nil),
			roll:   vlibNewTallCheck("(A) mark: a Novice die too", c.Roll, nil, func(on bool) { c.Roll = on }),
		}
		lc.remove = widget.NewButtonWithIcon("Remove", theme.DeleteIcon(), func() {
			e.card.Columns = slices.Delete(e.card.Columns, i, i+1)
			e.showColumns()
		})
		e.cols = append(e.cols, lc)
		box := container.NewVBox(vlibCardHeader(fmt.Sprintf("Column %d", i+1), lc.remove), lc.bounty.content())
		for _, part := range []struct {
			show bool
			obj  fyne.CanvasObject
		}{{xp, lc.xp.content()}, {health, lc.health.content()}, {souls, lc.souls.content()}, {roll, lc.roll}} {
			if part.show {
				box.Add(part.obj)
			}
		}
		e.colBox.Add(widget.NewCard("", "", box))
	}
	e.colBox.Refresh()
	if e.relayout != nil {
		e.relayout()
	}
}

// lootCard is the card as entered so far. Rewards the card cannot give
// are left off: they were entered for another side or another owner, and
// the editor no longer shows them.
func (e *vlibLootEditor) lootCard() valor.LootStashCard {
	c := e.card
	c.Name = strings.TrimSpace(e.name.Text)
	c.For = ""
	if e.forWhom.picked >= 0 {
		c.For = vlibLootFor[e.forWhom.picked]
	}
	c.Side = vlibLootSides[max(e.side.picked, 0)]
	c.Columns = slices.Clone(e.card.Columns)
	if c.For == "" {
		return c
	}
	xp, roll, health, souls := vlibLootRewards(c)
	for i := range c.Columns {
		col := &c.Columns[i]
		col.XP *= vlibKeep(xp)
		col.Health *= vlibKeep(health)
		col.Souls *= vlibKeep(souls)
		col.Roll = col.Roll && roll
	}
	return c
}

// vlibKeep is 1 for a shown number, 0 for one left off.
func vlibKeep(shown bool) int {
	if shown {
		return 1
	}
	return 0
}

func (e *vlibLootEditor) commit() {
	c := e.lootCard()
	unset := ""
	if e.forWhom.picked < 0 {
		unset = "Choose whose Stash the card pays out: Heroes or Villain."
	}
	vlibCommit(e.s, valor.LibraryLootStash, e.orig, c.Name, c, c.Validate(), unset, e.done)
}

// ---------------------------------------------------------------- Treasure

// vlibTreasureEditor is the Treasure being entered.
type vlibTreasureEditor struct {
	s    *shell
	done func()
	orig string
	card valor.TreasureCard

	name       *widget.Entry
	kind       *vlibChoice
	bounty     *vlibNumber
	row        *vlibChoice
	rowBox     *fyne.Container
	relayout   func()
	save, back *widget.Button
}

var (
	vlibTreasureKinds  = []valor.TreasureKind{valor.TreasureOffense, valor.TreasureDefense, valor.TreasureItem}
	vlibTreasureTitles = []string{"Offense", "Defense", "Item"}
)

func vlibOpenTreasure(s *shell, card valor.TreasureCard, done func()) *vlibTreasureEditor {
	e := &vlibTreasureEditor{s: s, done: done, orig: card.Name, card: card}
	e.name = vlibNameEntry("Treasure's name", card.Name)
	e.rowBox = container.NewVBox()
	e.kind = vlibNewChoice("", vlibTreasureTitles, slices.Index(vlibTreasureKinds, card.Kind), func(int) { e.showRow() })
	e.bounty = vlibNewNumber(s.win, "Bounty icons", &e.card.Bounty, 0, 9, nil)
	e.row = vlibNewChoice("", vlibRowTitles(false), slices.Index(vlibRowKinds(false), card.Row), nil)
	e.save = bigButton("Save this Treasure", theme.DocumentSaveIcon(), true, e.commit)
	e.back = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), done)
	e.showRow()

	title := "A new Treasure"
	if card.Name != "" {
		title = "Treasure: " + card.Name
	}
	e.relayout = vlibScreen(s, e.back, e.save, heading(title), tall(e.name),
		vlibSection("Type"), e.kind.content(s.win, 3),
		e.rowBox,
		vlibSection("Bounty"), e.bounty.content())
	return e
}

// showRow shows the Action type only for an Offense Treasure, the one kind
// that has it (000 L532).
func (e *vlibTreasureEditor) showRow() {
	e.rowBox.Objects = nil
	if e.kind.picked == 0 {
		e.rowBox.Add(vlibSection("Action Rolls it helps"))
		e.rowBox.Add(e.row.content(e.s.win, 3))
	}
	e.rowBox.Refresh()
	if e.relayout != nil {
		e.relayout()
	}
}

func (e *vlibTreasureEditor) treasureCard() valor.TreasureCard {
	c := e.card
	c.Name = strings.TrimSpace(e.name.Text)
	c.Kind, c.Row = "", ""
	if e.kind.picked >= 0 {
		c.Kind = vlibTreasureKinds[e.kind.picked]
	}
	if c.Kind == valor.TreasureOffense && e.row.picked >= 0 {
		c.Row = vlibRowKinds(false)[e.row.picked]
	}
	return c
}

func (e *vlibTreasureEditor) commit() {
	c := e.treasureCard()
	if c.Name == "" {
		// Validate lets a Treasure go nameless; the library cannot.
		e.s.tell("Not saved yet", "Type the Treasure's name: the library finds it by name.")
		return
	}
	unset := ""
	if e.kind.picked < 0 {
		unset = "Choose the Treasure's type: Offense, Defense or Item."
	}
	vlibCommit(e.s, valor.LibraryTreasure, e.orig, c.Name, c, c.Validate(), unset, e.done)
}

// ---------------------------------------------------------------- rows

// vlibRows edits a board's action rows, top to bottom.
type vlibRows struct {
	win     fyne.Window
	villain bool
	resized func() // the editor's relayout, once shown
	rows    []valor.RowCard
	ui      []*vlibRow
	box     *fyne.Container
	add     *widget.Button
}

// vlibRow is one row's widgets.
type vlibRow struct {
	kind              *vlibChoice
	power             *vlibTallCheck
	slots             []*widget.Button
	slotBox           *fyne.Container
	addSlot, dropSlot *widget.Button
	plusOnes          *vlibNumber // a Villain's only
	remove            *widget.Button
}

func vlibRowKinds(villain bool) []valor.RowKind {
	k := []valor.RowKind{valor.RowMelee, valor.RowRanged, valor.RowMagic}
	if villain {
		k = append(k, valor.RowCorruption) // 001 L340
	}
	return k
}

func vlibRowTitles(villain bool) []string {
	var out []string
	for _, k := range vlibRowKinds(villain) {
		out = append(out, k.Title())
	}
	return out
}

func vlibNewRows(win fyne.Window, rows []valor.RowCard, villain bool) *vlibRows {
	r := &vlibRows{win: win, villain: villain, box: container.NewVBox()}
	for _, row := range rows {
		row.Slots = slices.Clone(row.Slots)
		r.rows = append(r.rows, row)
	}
	r.add = widget.NewButtonWithIcon("Add a row", theme.ContentAddIcon(), r.addRow)
	r.redraw()
	return r
}

func (r *vlibRows) content() fyne.CanvasObject {
	box := container.NewVBox(vlibSection("Action rows, top to bottom"),
		note("Tap a die slot to step it: Blank, Novice, Adept, Master."))
	if r.villain {
		// The two boxes start a Villain's Plus-Ones differently (000 L218,
		// 001 L196); the game refuses the other way when it starts.
		box.Add(note("A Labyrinth insert: set each row's Plus-Ones at the start. Minions of Mordak: tick the Power Action and leave Plus-Ones at 0."))
	}
	box.Add(r.box)
	box.Add(tall(r.add))
	return box
}

// addRow adds a row under the others with three blank slots, the common
// board; its Action type is left for the players to tap.
func (r *vlibRows) addRow() {
	if len(r.rows) >= valor.MaxRows {
		return
	}
	r.rows = append(r.rows, valor.RowCard{Slots: []valor.Die{valor.DieBlank, valor.DieBlank, valor.DieBlank}})
	r.redraw()
}

func (r *vlibRows) redraw() {
	r.ui = nil
	r.box.Objects = nil
	for i := range r.rows {
		r.ui = append(r.ui, r.rowUI(i))
	}
	if len(r.rows) >= valor.MaxRows {
		r.add.Disable()
	} else {
		r.add.Enable()
	}
	r.box.Refresh()
	r.grew()
}

func (r *vlibRows) grew() {
	if r.resized != nil {
		r.resized()
	}
}

func (r *vlibRows) rowUI(i int) *vlibRow {
	row := &r.rows[i]
	kinds := vlibRowKinds(r.villain)
	u := &vlibRow{}
	u.kind = vlibNewChoice("Action type", vlibRowTitles(r.villain), slices.Index(kinds, row.Kind), func(k int) { row.Kind = kinds[k] })
	u.power = vlibNewTallCheck("Power Action", row.Power, nil, func(on bool) { row.Power = on })
	u.remove = widget.NewButtonWithIcon("Remove", theme.DeleteIcon(), func() {
		r.rows = slices.Delete(r.rows, i, i+1)
		r.redraw()
	})
	widest := float32(0)
	for _, d := range []valor.Die{valor.DieBlank, valor.DieNovice, valor.DieAdept, valor.DieMaster} {
		b := widget.NewButton("", nil)
		vlibShowDie(b, d)
		widest = max(widest, b.MinSize().Width)
	}
	u.slotBox = container.NewGridWithColumns(vlibCols(r.win, 4, widest))
	u.addSlot = widget.NewButtonWithIcon("Add slot", theme.ContentAddIcon(), func() {
		row.Slots = append(row.Slots, valor.DieBlank)
		r.drawSlots(u, row)
	})
	u.dropSlot = widget.NewButtonWithIcon("Remove slot", theme.ContentRemoveIcon(), func() {
		row.Slots = row.Slots[:len(row.Slots)-1]
		r.drawSlots(u, row)
	})
	r.drawSlots(u, row)
	cols := 3
	if r.villain {
		cols = 2 // four Action types do not fit one line of a phone
	}
	box := container.NewVBox(vlibCardHeader(fmt.Sprintf("Row %d", i+1), u.remove), u.kind.content(r.win, cols), u.power, u.slotBox,
		vlibGrid(r.win, 2, tall(u.dropSlot), tall(u.addSlot)))
	if r.villain {
		u.plusOnes = vlibNewNumber(r.win, "Plus-Ones at the start", &row.PlusOnes, 0, 9, nil)
		box.Add(u.plusOnes.content())
	}
	r.box.Add(widget.NewCard("", "", box))
	return u
}

// drawSlots redraws one row's dice, each a button that steps the die.
func (r *vlibRows) drawSlots(u *vlibRow, row *valor.RowCard) {
	u.slots = nil
	u.slotBox.Objects = nil
	for j := range row.Slots {
		j := j
		b := widget.NewButton("", nil)
		b.OnTapped = func() {
			row.Slots[j] = vlibNextDie(row.Slots[j])
			vlibShowDie(b, row.Slots[j])
		}
		vlibShowDie(b, row.Slots[j])
		u.slots = append(u.slots, b)
		u.slotBox.Add(container.NewStack(vlibSlotOutline(), tall(b)))
	}
	vlibEnable(u.dropSlot, len(row.Slots) > 1)
	vlibEnable(u.addSlot, len(row.Slots) < valor.MaxSlots)
	u.slotBox.Refresh()
	r.grew()
}

// cards are the rows as entered.
func (r *vlibRows) cards() []valor.RowCard {
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
func (r *vlibRows) unset() string {
	for i, row := range r.rows {
		if row.Kind == "" {
			return fmt.Sprintf("Row %d has no Action type yet: tap %s as printed on the board.", i+1, vlibOr(vlibRowTitles(r.villain)))
		}
	}
	return ""
}

func vlibOr(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

// vlibNextDie is the next die a tap on a slot shows, back to Blank after
// Master. A slot holding something unknown starts again at Blank.
func vlibNextDie(d valor.Die) valor.Die {
	if n := d.Next(); n != "" {
		return n
	}
	return valor.DieBlank
}

// vlibShowDie labels a slot. The colours echo the dice (a Novice die is
// white, an Adept yellow, a Master red), the words carry the meaning.
func vlibShowDie(b *widget.Button, d valor.Die) {
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
	t := d.Title()
	if t != "" {
		t = strings.ToUpper(t[:1]) + t[1:]
	}
	b.SetText(t)
}

// vlibSlotOutline is the printed square of a die slot, seen around a
// Blank one; a die's button covers it.
func vlibSlotOutline() fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	r.StrokeWidth = 2
	r.CornerRadius = theme.InputRadiusSize()
	return r
}

func vlibEnable(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// ---------------------------------------------------------------- abilities

// vlibAbilities are the abilities the app knows, as check boxes: first the
// ones the app applies, then the reminders.
type vlibAbilities struct {
	checks map[valor.Ability]*vlibTallCheck
	order  []valor.Ability
}

func vlibNewAbilities(have []valor.Ability) *vlibAbilities {
	a := &vlibAbilities{checks: map[valor.Ability]*vlibTallCheck{}, order: valor.Abilities()}
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
		mark := widget.NewLabelWithStyle(how+"\n"+ab.Rule(), fyne.TextAlignTrailing, fyne.TextStyle{})
		mark.SizeName = theme.SizeNameCaptionText
		a.checks[ab] = vlibNewTallCheck(ab.Title(), slices.Contains(have, ab), mark, nil)
	}
	return a
}

func (a *vlibAbilities) content() fyne.CanvasObject {
	box := container.NewVBox(vlibSection("Unique Abilities"),
		note("Tick the ones printed on the board; others need nothing here. \"Applied by the app\": the app does the sums itself. \"Reminder\": the app shows it, you apply it."))
	for _, ab := range a.order {
		box.Add(a.checks[ab])
	}
	return box
}

// chosen are the ticked abilities, in the order valor.Abilities lists them.
func (a *vlibAbilities) chosen() []valor.Ability {
	var out []valor.Ability
	for _, ab := range valor.Abilities() {
		if a.checks[ab].check.Checked {
			out = append(out, ab)
		}
	}
	return out
}

// ---------------------------------------------------------------- parts

// vlibNumber is one number of a card: [-] n [+] with the number pad a tap
// on n away (newCounter). It edits *v and redraws only itself. A number
// below its least value is one not entered yet, shown as a dash.
type vlibNumber struct {
	win     fyne.Window
	label   string
	v       *int
	lo, hi  int
	changed func()
	c       *counter
	box     *fyne.Container
}

func vlibNewNumber(win fyne.Window, label string, v *int, lo, hi int, changed func()) *vlibNumber {
	n := &vlibNumber{win: win, label: label, v: v, lo: lo, hi: hi, changed: changed, box: container.NewStack()}
	n.redraw()
	return n
}

func (n *vlibNumber) set(v int) {
	*n.v = min(max(v, n.lo), n.hi)
	n.redraw()
	if n.changed != nil {
		n.changed()
	}
}

// atLeast raises the number to v when it is below: the top of a bar is
// never under its start.
func (n *vlibNumber) atLeast(v int) {
	if *n.v < v {
		*n.v = min(v, n.hi)
		n.redraw()
	}
}

func (n *vlibNumber) redraw() {
	shown := strconv.Itoa(*n.v)
	if *n.v < n.lo {
		shown = "–"
	}
	n.c = newCounter(n.win, n.label, shown, *n.v, n.lo, n.hi, func(d int) {
		if *n.v < n.lo {
			if d > 0 {
				n.set(n.lo)
			}
			return
		}
		n.set(*n.v + d)
	}, n.set)
	vlibEnable(n.c.minus, *n.v > n.lo)
	vlibEnable(n.c.plus, *n.v < n.hi)
	name := widget.NewLabel(n.label)
	name.Wrapping = fyne.TextWrapWord
	buttons := container.NewGridWithColumns(3, vlibSquare(n.c.minus), vlibSquare(n.c.value), vlibSquare(n.c.plus))
	n.box.Objects = []fyne.CanvasObject{container.NewBorder(nil, nil, nil, buttons, vlibMiddle(name))}
	n.box.Refresh()
}

func (n *vlibNumber) content() fyne.CanvasObject { return n.box }

// vlibChoice is one answer out of a few, as a row of large buttons; the
// chosen one is highlighted and ticked. picked is -1 until one is tapped.
type vlibChoice struct {
	label   string
	buttons []*widget.Button
	picked  int
	changed func(int)
}

func vlibNewChoice(label string, titles []string, picked int, changed func(int)) *vlibChoice {
	c := &vlibChoice{label: label, picked: picked, changed: changed}
	for i, t := range titles {
		i := i
		c.buttons = append(c.buttons, widget.NewButton(t, func() { c.pick(i) }))
	}
	c.restyle()
	return c
}

func (c *vlibChoice) pick(i int) {
	c.picked = i
	c.restyle()
	if c.changed != nil {
		c.changed(i)
	}
}

func (c *vlibChoice) restyle() {
	for i, b := range c.buttons {
		if i == c.picked {
			b.Importance = widget.HighImportance
			b.SetIcon(theme.ConfirmIcon())
		} else {
			b.Importance = widget.MediumImportance
			b.SetIcon(nil)
		}
		b.Refresh()
	}
}

// content lays the choice out cols buttons to a line, fewer when they
// would not fit win.
func (c *vlibChoice) content(win fyne.Window, cols int) fyne.CanvasObject {
	widest := float32(0)
	for _, b := range c.buttons {
		w := b.MinSize().Width
		if b.Icon == nil { // the tick of a chosen one takes room too
			w += theme.IconInlineSize() + theme.Padding()
		}
		widest = max(widest, w)
	}
	grid := container.NewGridWithColumns(vlibCols(win, cols, widest))
	for _, b := range c.buttons {
		grid.Add(tall(b))
	}
	if c.label == "" {
		return grid
	}
	return container.NewVBox(widget.NewLabel(c.label), grid)
}

// vlibTallCheck is a check box whose whole line, touch height tall, toggles
// it. A bare widget.Check stretched to that height still answers only taps
// on its box and words; here the box keeps its own size and the line
// around it takes the other taps.
//
// The words are a label of their own beside the box, so a long name wraps
// instead of widening the screen.
type vlibTallCheck struct {
	widget.BaseWidget
	check    *widget.Check
	label    *widget.Label
	trailing fyne.CanvasObject // shown at the end of the line; may be nil
}

func vlibNewTallCheck(label string, on bool, trailing fyne.CanvasObject, changed func(bool)) *vlibTallCheck {
	t := &vlibTallCheck{check: widget.NewCheck("", nil), label: widget.NewLabel(label), trailing: trailing}
	t.label.Wrapping = fyne.TextWrapWord
	t.check.SetChecked(on)
	t.check.OnChanged = changed
	t.ExtendBaseWidget(t)
	return t
}

// Tapped toggles the box for a tap anywhere on the line.
func (t *vlibTallCheck) Tapped(*fyne.PointEvent) {
	if !t.check.Disabled() {
		t.check.SetChecked(!t.check.Checked)
	}
}

func (t *vlibTallCheck) CreateRenderer() fyne.WidgetRenderer {
	height := canvas.NewRectangle(color.Transparent)
	height.SetMinSize(fyne.NewSize(0, touchHeight))
	var trailing fyne.CanvasObject
	if t.trailing != nil {
		trailing = vlibMiddle(t.trailing)
	}
	line := container.NewBorder(nil, nil, vlibMiddle(t.check), trailing, vlibMiddle(t.label))
	return widget.NewSimpleRenderer(container.NewStack(height, line))
}

// vlibNameEntry is the one typed field of a card.
func vlibNameEntry(placeholder, name string) *widget.Entry {
	e := widget.NewEntry()
	e.SetPlaceHolder(placeholder)
	e.SetText(name)
	return e
}

// vlibSection is a section's title inside an editor.
func vlibSection(text string) fyne.CanvasObject {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.Wrapping = fyne.TextWrapWord
	return container.NewVBox(widget.NewSeparator(), l)
}

// vlibCardHeader is a row's or column's title with its remove button.
func vlibCardHeader(title string, remove *widget.Button) fyne.CanvasObject {
	t := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	return container.NewBorder(nil, nil, nil, tall(remove), vlibMiddle(t))
}

// vlibMiddle centres obj on the height of its line, keeping its width.
func vlibMiddle(obj fyne.CanvasObject) fyne.CanvasObject {
	return container.NewVBox(layout.NewSpacer(), obj, layout.NewSpacer())
}

// vlibMargin is the room a form line loses to padding and card borders.
const vlibMargin = 40

// vlibCols is how many things widest wide fit a line of win, pref at most:
// fewer than planned on a phone with large text.
func vlibCols(win fyne.Window, pref int, widest float32) int {
	avail := min(win.Canvas().Size().Width, vlibMaxWidth) - vlibMargin
	cols := pref
	for cols > 1 && float32(cols)*widest+float32(cols-1)*theme.Padding() > avail {
		cols--
	}
	return cols
}

// vlibGrid lays objs out pref to a line, fewer when they would not fit.
func vlibGrid(win fyne.Window, pref int, objs ...fyne.CanvasObject) *fyne.Container {
	widest := float32(0)
	for _, o := range objs {
		widest = max(widest, o.MinSize().Width)
	}
	return container.NewGridWithColumns(vlibCols(win, pref, widest), objs...)
}

// vlibSquare gives obj at least the touch height in both directions.
func vlibSquare(obj fyne.CanvasObject) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(touchHeight, touchHeight))
	return container.NewStack(r, obj)
}

// vlibScreen shows an editor: Back at the top, the form scrolling in the
// middle, no wider than vlibMaxWidth, and Save always in reach at the
// bottom.
//
// It returns relayout, which a part that grew or shrank calls: a container
// lays out its own objects, not the form around it.
func vlibScreen(s *shell, back, save *widget.Button, parts ...fyne.CanvasObject) (relayout func()) {
	form := container.NewVBox(parts...)
	top := container.NewHBox(tall(back))
	bottom := container.NewPadded(container.New(vlibColumn{}, tall(save)))
	body := container.NewVScroll(container.NewPadded(container.New(vlibColumn{}, form)))
	s.show(container.NewBorder(top, bottom, nil, nil, body))
	relayout = func() {
		form.Refresh()
		body.Refresh()
	}
	// Wrapped words inside a part know their height only once the part has
	// its width: lay out once more now that it has.
	relayout()
	return relayout
}

// vlibColumn centres its one object, no wider than vlibMaxWidth.
type vlibColumn struct{}

func (vlibColumn) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) == 0 {
		return fyne.Size{}
	}
	return objs[0].MinSize()
}

func (vlibColumn) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := min(size.Width, vlibMaxWidth)
	for _, o := range objs {
		o.Resize(fyne.NewSize(w, size.Height))
		o.Move(fyne.NewPos((size.Width-w)/2, 0))
	}
}

// vlibCommit saves a card that passed its Validate (err is what Validate
// said), or says why not and saves nothing. unset is the editor's own
// words for a choice not made yet; once the card has a name it is said
// instead of Validate's message, which quotes the empty value.
func vlibCommit(s *shell, kind, orig, name string, card any, err error, unset string, done func()) {
	if unset != "" && name != "" {
		err = errors.New(unset)
	}
	if err != nil {
		s.tell("Not saved yet", err.Error())
		return
	}
	vlibSave(s, kind, orig, name, card, done)
}

// vlibSave stores a card that passed its Validate. A card opened under
// another name is renamed rather than copied.
func vlibSave(s *shell, kind, orig, name string, card any, done func()) {
	data, err := json.Marshal(card)
	if err != nil {
		s.fail(err)
		return
	}
	c := campaign.Card{Game: valor.Game{}.ID(), Kind: kind, Name: name, Data: data}
	if orig != "" && orig != name {
		cards, err := s.store.Cards(c.Game, kind)
		if err != nil {
			s.fail(err)
			return
		}
		for _, old := range cards {
			if old.Name == orig {
				c.ID = old.ID
			}
		}
	}
	if _, err := s.store.SaveCard(c); err != nil {
		s.fail(err)
		return
	}
	done()
}
