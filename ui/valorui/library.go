package valorui

import (
	"errors"
	"fmt"
	"image/color"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor"
	"tableside/ui"
	"tableside/ui/kit"
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
func showHeroEditor(s *ui.App, card valor.HeroCard, done func()) {
	vlibOpenHero(s, card, done)
}

// showHeroEditorFor is showHeroEditor with a heading that says whose
// board this is, for editors that follow one another from the setup.
func showHeroEditorFor(s *ui.App, card valor.HeroCard, title string, done func()) {
	vlibOpenHeroTitled(s, card, title, done)
}

// showValorVillainEditor enters or corrects a Villain's board: a
// Build-a-Boss insert in the Labyrinth (000 L213-219), Mordak's board
// (001 L195).
func showValorVillainEditor(s *ui.App, card valor.VillainCard, done func()) {
	vlibOpenVillain(s, card, 0, done)
}

// showVillainEditorFor is showValorVillainEditor from a setup for heroes
// Heroes: the starting Health asked is that count's, the others left for
// the game that first needs them.
func showVillainEditorFor(s *ui.App, card valor.VillainCard, heroes int, done func()) {
	vlibOpenVillain(s, card, heroes, done)
}

// showLootStashEditor enters or corrects a Loot Stash card (000 L550-565,
// L736-740, L834-849).
func showLootStashEditor(s *ui.App, card valor.LootStashCard, done func()) {
	vlibOpenLoot(s, card, done)
}

// showTreasureEditor enters or corrects a Treasure (000 L526-538).
func showTreasureEditor(s *ui.App, card valor.TreasureCard, done func()) {
	vlibOpenTreasure(s, card, done)
}

// ---------------------------------------------------------------- Hero

// vlibHeroEditor is the Hero board being entered. Its widgets are fields
// so tests can tap them.
type vlibHeroEditor struct {
	s    *ui.App
	done func()
	orig string // the name the card was opened with; saving renames it
	card valor.HeroCard

	name                        *widget.Entry
	health                      *vTyped
	actions, maxActions, spells *kit.Number
	rows                        *vlibRows
	treasures                   [3]*kit.Choice
	abilities                   *vlibAbilities
	save, back                  *widget.Button
}

func vlibOpenHero(s *ui.App, card valor.HeroCard, done func()) *vlibHeroEditor {
	return vlibOpenHeroTitled(s, card, "", done)
}

func vlibOpenHeroTitled(s *ui.App, card valor.HeroCard, title string, done func()) *vlibHeroEditor {
	e := &vlibHeroEditor{s: s, done: done, orig: card.Name, card: card}
	e.name = kit.NameEntry("Hero's name", card.Name)
	e.health = newTyped("Health (top of the bar)", "Health, as printed", &e.card.Health, 1, valor.MaxHeroHealth)
	e.maxActions = kit.NewNumber(s.Window(), "Top of the Action bar", &e.card.MaxActions, 1, valor.MaxActionPoints, nil)
	e.actions = kit.NewNumber(s.Window(), "Action Points at the start", &e.card.Actions, 1, valor.MaxActionPoints, func() {
		e.maxActions.AtLeast(e.card.Actions)
	})
	e.spells = kit.NewNumber(s.Window(), "Spells in hand at the start", &e.card.Spells, 0, valor.MaxSpells, nil)
	e.rows = vlibNewRows(s.Window(), card.Rows, false)
	slotNames := [3]string{"Left", "Middle", "Right"}
	for i := range e.treasures {
		e.treasures[i] = kit.NewChoice(slotNames[i]+" Treasure slot", vlibTreasureTitles, slices.Index(vlibTreasureKinds, card.Treasures[i]), nil)
	}
	e.abilities = vlibNewAbilities(card.Abilities)
	if card.Name == "" {
		// A new board: its printed ability ticks itself as the name is typed.
		e.name.OnChanged = e.abilities.followName
	}
	e.save = kit.BigButton("Save this Hero", theme.DocumentSaveIcon(), true, e.commit)
	e.back = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), done)

	switch {
	case title != "":
	case card.Name != "":
		title = "Hero board: " + card.Name
	default:
		title = "A new Hero board"
	}
	treasures := container.NewVBox(kit.Section("Treasure slots, left to right"))
	for _, t := range e.treasures {
		treasures.Add(t.Content(s.Window(), 3))
	}
	// The keyboard's Enter after the name goes on to the Health, the
	// next mark on the board, typed on the keyboard already up.
	e.name.OnSubmitted = func(string) {
		if e.card.Health < 1 {
			e.health.Focus(s.Window())
		}
	}
	e.rows.resized = kit.FormScreen(s.Show, e.back, e.save, kit.Heading(title), kit.Tall(e.name),
		kit.Section("Health and Actions"),
		e.health.Content(), e.actions.Content(), e.maxActions.Content(),
		e.rows.Content(),
		treasures,
		kit.Section("Cards"), e.spells.Content(),
		e.abilities.Content())
	return e
}

// heroCard is the board as entered so far.
func (e *vlibHeroEditor) heroCard() valor.HeroCard {
	c := e.card
	c.Name = strings.TrimSpace(e.name.Text)
	c.Rows = e.rows.cards()
	for i, t := range e.treasures {
		c.Treasures[i] = ""
		if t.Picked >= 0 {
			c.Treasures[i] = vlibTreasureKinds[t.Picked]
		}
	}
	c.Abilities = e.abilities.chosen()
	return c
}

func (e *vlibHeroEditor) commit() {
	c := e.heroCard()
	unset := e.rows.unset()
	for _, t := range e.treasures {
		if t.Picked < 0 && unset == "" {
			unset = fmt.Sprintf("The %s has no type yet: tap Offense, Defense or Item as printed on the board.", strings.ToLower(t.Label()[:1])+t.Label()[1:])
		}
	}
	vlibCommit(e.s, valor.LibraryHero, e.orig, c.Name, c, c.Validate(), unset, e.done)
}

// ---------------------------------------------------------------- Villain

// vlibVillainEditor is the Villain board being entered.
type vlibVillainEditor struct {
	s    *ui.App
	done func()
	orig string
	card valor.VillainCard

	name       *widget.Entry
	health     []int // by Hero count; 0 is not entered (yet)
	healthBtns []*widget.Button
	heroes     int // the count the setup plays with, 0 if none
	// count is the typed Health for the setup's Hero count; nil without
	// a setup.
	count, maxHealth    *vTyped
	actions, maxActions *kit.Number
	spells              *kit.Number
	rows                *vlibRows
	abilities           *vlibAbilities
	save, back          *widget.Button
}

func vlibOpenVillain(s *ui.App, card valor.VillainCard, heroes int, done func()) *vlibVillainEditor {
	e := &vlibVillainEditor{s: s, done: done, orig: card.Name, card: card, heroes: heroes}
	if card.Name == "" && card.Actions == 0 && card.MaxActions == 0 {
		// A new board shows no Action Points lit: 0 is a real answer,
		// and a lit 0 would look entered.
		e.card.Actions, e.card.MaxActions = -1, -1
	}
	e.name = kit.NameEntry("Villain's name", card.Name)
	// A starting Health for every Hero count either box seats.
	e.health = make([]int, max(valor.MostHeroes(), len(card.Health)))
	copy(e.health, card.Health)
	grid := kit.Fit(2)
	for i := range e.health {
		i := i
		b := widget.NewButton("", func() { e.askHealth(i) })
		if i+1 == heroes {
			b.Importance = widget.HighImportance // the one this game needs
		}
		e.healthBtns = append(e.healthBtns, b)
		e.showHealth(i)
		grid.Add(kit.Tall(b))
	}
	e.maxHealth = newTyped("Top of the Health bar", "Top of the bar, as printed", &e.card.MaxHealth, 1, valor.MaxVillainHealth)
	var count fyne.CanvasObject = kit.VBox()
	if heroes > 0 && heroes <= len(e.health) {
		// The count the game needs, typed on the keyboard the name left
		// up, then the top of the bar: no pad, no OK.
		e.count = newTyped("Starting Health with "+vlibHeroes(heroes), "Health, as printed", &e.health[heroes-1], 1, valor.MaxVillainHealth)
		e.count.OnChanged = func() { e.showHealth(heroes - 1) }
		e.count.OnSubmitted(func() {
			if e.card.MaxHealth < 1 {
				e.maxHealth.Focus(s.Window())
			}
		})
		count = e.count.Content()
	}
	e.maxActions = kit.NewNumber(s.Window(), "Top of the Action bar", &e.card.MaxActions, 0, valor.MaxActionPoints, nil)
	e.actions = kit.NewNumber(s.Window(), "Action Points at the start", &e.card.Actions, 0, valor.MaxActionPoints, func() {
		e.maxActions.AtLeast(e.card.Actions)
	})
	e.spells = kit.NewNumber(s.Window(), "Spells in hand at the start", &e.card.Spells, 0, valor.MaxSpells, nil)
	e.rows = vlibNewRows(s.Window(), card.Rows, true)
	e.abilities = vlibNewAbilities(card.Abilities)
	if card.Name == "" {
		e.name.OnChanged = e.abilities.followName // Mordak's Schemy Meddling, 001 L709
	}
	// From a setup, the keyboard's Enter after the name asks the Health
	// for its Hero count, the next mark the game needs.
	e.name.OnSubmitted = func(string) {
		switch {
		case e.count != nil && e.health[heroes-1] == 0:
			e.count.Focus(s.Window())
		case e.count != nil && e.card.MaxHealth < 1:
			e.maxHealth.Focus(s.Window())
		}
	}
	e.save = kit.BigButton("Save this Villain", theme.DocumentSaveIcon(), true, e.commit)
	e.back = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), done)

	title := "A new Villain board"
	if card.Name != "" {
		title = "Villain board: " + card.Name
	}
	e.rows.resized = kit.FormScreen(s.Show, e.back, e.save, kit.Heading(title), kit.Tall(e.name),
		kit.Section("Starting Health by Hero count"),
		kit.Note(e.healthNote()),
		count,
		grid,
		e.maxHealth.Content(),
		kit.Section("Actions"),
		e.actions.Content(), e.maxActions.Content(),
		e.rows.Content(),
		kit.Section("Cards"), e.spells.Content(),
		e.abilities.Content())
	return e
}

// healthNote says which starting Healths to type: from a setup, the one
// for its Hero count; the others wait for the game that needs them.
func (e *vlibVillainEditor) healthNote() string {
	if e.heroes > 0 {
		return fmt.Sprintf("Type the Health marked for %s, then the top of the bar. The other counts can wait until a game with them: the app asks then.", vlibHeroes(e.heroes))
	}
	return "Tap a count to set the Health marked for it. A count left at 0 is asked for when a game first plays with it."
}

// askHealth asks the starting Health for Hero count i+1 on the pad; once
// typed, the pad opens for the next count not typed yet, and the last
// puts the keyboard in the top of the bar's field, as the card prints
// them in a row: a number each, no tap to open each pad.
// Cancel stops (the counts left wait for a game that needs them).
func (e *vlibVillainEditor) askHealth(i int) {
	w := e.s.Window()
	kit.ShowNumberPad(w, fmt.Sprintf("Starting Health with %s", vlibHeroes(i+1)), e.health[i], 0, valor.MaxVillainHealth, func(n int) {
		e.health[i] = n
		e.showHealth(i)
		if e.count != nil && i+1 == e.heroes {
			e.count.Show(n)
		}
		last := i+1 == len(e.health) || e.heroes > 0
		switch {
		case !last && e.health[i+1] == 0:
			e.askHealth(i + 1)
		case last && e.card.MaxHealth < 1:
			e.maxHealth.Focus(w)
		}
	})
}

func (e *vlibVillainEditor) showHealth(i int) {
	v := "not entered"
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
// not entered are left off; one in the middle stays, as 0.
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
	unset := e.rows.unset()
	switch {
	case c.Actions < 0:
		unset = "Set its Action Points at the start, the bottom of its Action bar."
	case c.MaxActions < 0:
		unset = "Set the top of its Action bar."
	}
	vlibCommit(e.s, valor.LibraryVillain, e.orig, c.Name, c, c.Validate(), unset, e.done)
}

// ---------------------------------------------------------------- Loot Stash

// vlibLootEditor is the Loot Stash card being entered.
type vlibLootEditor struct {
	s    *ui.App
	done func()
	orig string
	card valor.LootStashCard

	name                 *widget.Entry
	forWhom, side        *kit.Choice
	minHeroes, maxHeroes *kit.Number
	cols                 []*vlibLootColumn
	colBox               *fyne.Container
	relayout             func()
	save, back           *widget.Button
}

// vlibLootColumn is one column's widgets; which of them show depends on
// whose card it is.
type vlibLootColumn struct {
	bounty, xp, health, souls *kit.Number
	roll                      *kit.TallCheck
	remove                    *widget.Button
}

var (
	vlibLootFor   = []valor.LootFor{valor.LootHeroes, valor.LootVillain}
	vlibLootSides = []string{"A", "B"}
)

func vlibOpenLoot(s *ui.App, card valor.LootStashCard, done func()) *vlibLootEditor {
	e := &vlibLootEditor{s: s, done: done, orig: card.Name, card: card}
	e.card.Columns = slices.Clone(card.Columns)
	if e.card.Side == "" {
		e.card.Side = "A" // most cards; the Labyrinth's Villain has a side B
	}
	e.name = kit.NameEntry("Loot Stash card's name", card.Name)
	e.forWhom = kit.NewChoice("", []string{"Heroes", "Villain"}, slices.Index(vlibLootFor, card.For), func(int) { e.showColumns() })
	e.side = kit.NewChoice("", []string{"Side A", "Side B"}, slices.Index(vlibLootSides, e.card.Side), func(int) { e.showColumns() })
	e.maxHeroes = kit.NewNumber(s.Window(), "To", &e.card.MaxHeroes, 1, valor.MaxLootHeroes, nil)
	e.minHeroes = kit.NewNumber(s.Window(), "From", &e.card.MinHeroes, 1, valor.MaxLootHeroes, func() {
		e.maxHeroes.AtLeast(e.card.MinHeroes)
	})
	e.colBox = container.NewVBox()
	e.save = kit.BigButton("Save this Loot Stash card", theme.DocumentSaveIcon(), true, e.commit)
	e.back = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), done)
	e.showColumns()

	title := "A new Loot Stash card"
	if card.Name != "" {
		title = "Loot Stash card: " + card.Name
	}
	e.relayout = kit.FormScreen(s.Show, e.back, e.save, kit.Heading(title), kit.Tall(e.name),
		kit.Section("Whose Loot Stash"), e.forWhom.Content(s.Window(), 2),
		kit.Section("Hero count printed on it"), e.minHeroes.Content(), e.maxHeroes.Content(),
		kit.Section("Side"), e.side.Content(s.Window(), 2),
		kit.Section("Columns, left to right"),
		kit.Note("Cashing out pays the highest column whose Bounty is reached."),
		e.colBox)
	return e
}

// showColumns redraws the columns, each with the rewards the card can
// give (valor.LootStashCard.Rewards).
func (e *vlibLootEditor) showColumns() {
	w := e.s.Window()
	e.cols = nil
	e.colBox.Objects = nil
	can := e.lootCard().Rewards()
	if e.forWhom.Picked < 0 {
		e.colBox.Add(kit.Note("Choose whose Stash it is first: a Hero card and a Villain card give different rewards."))
	}
	if can.Roll {
		e.colBox.Add(kit.Note("(A) mark: besides the XP, the Lead Hero rolls a Novice die and every Hero gains the roll as XP."))
	}
	for i := range e.card.Columns {
		i := i
		c := &e.card.Columns[i]
		lc := &vlibLootColumn{
			// Printed numbers are mostly small: a tap each, "…" past 12.
			bounty: kit.NewQuickNumber(w, "Bounty at least", &c.Bounty, 0, valor.MaxLootBounty, 12, nil),
			xp:     kit.NewQuickNumber(w, "XP each", &c.XP, 0, valor.MaxLootXP, 12, nil),
			health: kit.NewQuickNumber(w, "Health", &c.Health, 0, valor.MaxLootHealth, 12, nil),
			souls:  kit.NewNumber(w, "Souls", &c.Souls, 0, valor.MaxLootSouls, nil),
			roll:   kit.NewTallCheck("(A) mark: a Novice die too", c.Roll, nil, func(on bool) { c.Roll = on }),
		}
		lc.remove = widget.NewButtonWithIcon("Remove", theme.DeleteIcon(), func() {
			e.card.Columns = slices.Delete(e.card.Columns, i, i+1)
			e.showColumns()
		})
		e.cols = append(e.cols, lc)
		box := container.NewVBox(kit.CardHeader(fmt.Sprintf("Column %d", i+1), lc.remove), lc.bounty.Content())
		for _, part := range []struct {
			show bool
			obj  fyne.CanvasObject
		}{{can.XP, lc.xp.Content()}, {can.Health, lc.health.Content()}, {can.Souls, lc.souls.Content()}, {can.Roll, lc.roll}} {
			if part.show {
				box.Add(part.obj)
			}
		}
		e.colBox.Add(widget.NewCard("", "", box))
	}
	// The next column waits at the right: its Bounty tapped adds it, so
	// a column costs what it prints and no tap to make room for it.
	if n := len(e.card.Columns); n < valor.MaxLootColumns && e.forWhom.Picked >= 0 {
		bounty := -1 // nothing lit: the column is not there yet
		next := kit.NewQuickNumber(w, "Bounty at least", &bounty, 0, valor.MaxLootBounty, 12, func() {
			e.card.Columns = append(e.card.Columns, valor.LootColumn{Bounty: bounty})
			e.showColumns()
		})
		e.colBox.Add(widget.NewCard("", "", container.NewVBox(kit.Bold(fmt.Sprintf("Column %d: tap its Bounty to add it", n+1)), next.Content())))
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
	if e.forWhom.Picked >= 0 {
		c.For = vlibLootFor[e.forWhom.Picked]
	}
	c.Side = vlibLootSides[max(e.side.Picked, 0)]
	c.Columns = slices.Clone(e.card.Columns)
	if c.For == "" {
		return c
	}
	can := c.Rewards()
	for i := range c.Columns {
		col := &c.Columns[i]
		col.XP *= vlibKeep(can.XP)
		col.Health *= vlibKeep(can.Health)
		col.Souls *= vlibKeep(can.Souls)
		col.Roll = col.Roll && can.Roll
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
	if e.forWhom.Picked < 0 {
		unset = "Choose whose Stash the card pays out: Heroes or Villain."
	}
	vlibCommit(e.s, valor.LibraryLootStash, e.orig, c.Name, c, c.Validate(), unset, e.done)
}

// ---------------------------------------------------------------- Treasure

// vlibTreasureEditor is the Treasure being entered.
type vlibTreasureEditor struct {
	s    *ui.App
	done func()
	orig string
	card valor.TreasureCard

	name       *widget.Entry
	kind       *kit.Choice
	bounty     *kit.Number
	row        *kit.Choice
	rowBox     *fyne.Container
	relayout   func()
	save, back *widget.Button
}

var (
	vlibTreasureKinds  = []valor.TreasureKind{valor.TreasureOffense, valor.TreasureDefense, valor.TreasureItem}
	vlibTreasureTitles = []string{"Offense", "Defense", "Item"}
)

func vlibOpenTreasure(s *ui.App, card valor.TreasureCard, done func()) *vlibTreasureEditor {
	e := &vlibTreasureEditor{s: s, done: done, orig: card.Name, card: card}
	e.name = kit.NameEntry("Treasure's name", card.Name)
	e.rowBox = container.NewVBox()
	e.kind = kit.NewChoice("", vlibTreasureTitles, slices.Index(vlibTreasureKinds, card.Kind), func(int) { e.showRow() })
	e.bounty = kit.NewNumber(s.Window(), "Bounty icons", &e.card.Bounty, 0, valor.MaxTreasureBounty, nil)
	e.row = kit.NewChoice("", vlibRowTitles(false), slices.Index(valor.RowKinds(false), card.Row), nil)
	e.save = kit.BigButton("Save this Treasure", theme.DocumentSaveIcon(), true, e.commit)
	e.back = widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), done)
	e.showRow()

	title := "A new Treasure"
	if card.Name != "" {
		title = "Treasure: " + card.Name
	}
	e.relayout = kit.FormScreen(s.Show, e.back, e.save, kit.Heading(title), kit.Tall(e.name),
		kit.Section("Type"), e.kind.Content(s.Window(), 3),
		e.rowBox,
		kit.Section("Bounty"), e.bounty.Content())
	return e
}

// showRow shows the Action type only for a Treasure kind that names one
// (valor.TreasureKind.HasRow: an Offense Treasure, 000 L536).
func (e *vlibTreasureEditor) showRow() {
	e.rowBox.Objects = nil
	if e.kind.Picked >= 0 && vlibTreasureKinds[e.kind.Picked].HasRow() {
		e.rowBox.Add(kit.Section("Action Rolls it helps"))
		e.rowBox.Add(e.row.Content(e.s.Window(), 3))
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
	if e.kind.Picked >= 0 {
		c.Kind = vlibTreasureKinds[e.kind.Picked]
	}
	if c.Kind.HasRow() && e.row.Picked >= 0 {
		c.Row = valor.RowKinds(false)[e.row.Picked]
	}
	return c
}

func (e *vlibTreasureEditor) commit() {
	c := e.treasureCard()
	if c.Name == "" {
		// Validate lets a Treasure go nameless; the library cannot.
		e.s.Tell("Not saved yet", "Type the Treasure's name: the library finds it by name.")
		return
	}
	unset := ""
	if e.kind.Picked < 0 {
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
	// adds add a row of each Action type with its first die (or none):
	// adds[kind][die] in valor.RowKinds and vlibFirstDice order. The type
	// and the first die are the row's first two marks, so they are one
	// tap, not two.
	adds [][]*widget.Button
}

// vlibFirstDice are the dice a new row may start with: a row printed
// with no die starts Blank.
func vlibFirstDice() []valor.Die {
	return []valor.Die{valor.DieNovice, valor.DieAdept, valor.DieMaster, valor.DieBlank}
}

// vlibRow is one row's widgets.
type vlibRow struct {
	kind              *kit.Choice
	power             *kit.TallCheck
	slots             []*widget.Button
	slotBox           *fyne.Container
	addSlot, dropSlot *widget.Button
	fill              []*widget.Button // + Novice, + Adept, + Master
	plusOnes          *kit.Number      // a Villain's only
	remove            *widget.Button
}

// vlibRowTitles names the Action types a row may have (valor.RowKinds).
func vlibRowTitles(villain bool) []string {
	var out []string
	for _, k := range valor.RowKinds(villain) {
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
	for _, k := range valor.RowKinds(villain) {
		var line []*widget.Button
		for _, d := range vlibFirstDice() {
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

func (r *vlibRows) Content() fyne.CanvasObject {
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
func (r *vlibRows) addRow(k valor.RowKind, d valor.Die) {
	if len(r.rows) >= valor.MaxRows {
		return
	}
	r.rows = append(r.rows, valor.RowCard{Kind: k, Slots: []valor.Die{d, valor.DieBlank, valor.DieBlank}})
	r.redraw()
}

func (r *vlibRows) redraw() {
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

func (r *vlibRows) grew() {
	if r.resized != nil {
		r.resized()
	}
}

func (r *vlibRows) rowUI(i int) *vlibRow {
	row := &r.rows[i]
	kinds := valor.RowKinds(r.villain)
	u := &vlibRow{}
	u.kind = kit.NewChoice("Action type", vlibRowTitles(r.villain), slices.Index(kinds, row.Kind), func(k int) { row.Kind = kinds[k] })
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
		// As wide as the widest die's name: a slot stepped from Blank to
		// Master keeps its place and its neighbours theirs.
		u.slotBox.Add(container.NewStack(vlibSlotOutline(), kit.Sized(b, vlibDieWidth())))
	}
	// Room kept for every slot a row may have: a slot added takes a place
	// already there, and the buttons under the row stay put.
	for range valor.MaxSlots - len(row.Slots) {
		u.slotBox.Add(kit.Sized(canvas.NewRectangle(color.Transparent), vlibDieWidth()))
	}
	kit.Enable(u.dropSlot, len(row.Slots) > valor.MinSlots)
	kit.Enable(u.addSlot, len(row.Slots) < valor.MaxSlots)
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

// vlibDieWidth is the width of a slot's button naming the widest die.
func vlibDieWidth() float32 {
	w := float32(0)
	for _, d := range []valor.Die{valor.DieBlank, valor.DieNovice, valor.DieAdept, valor.DieMaster} {
		b := widget.NewButton("", nil)
		vlibShowDie(b, d)
		w = max(w, b.MinSize().Width)
	}
	return w
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

// ---------------------------------------------------------------- abilities

// vlibAbilities are the abilities the app knows, as check boxes: first the
// ones the app applies, then the reminders.
type vlibAbilities struct {
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
func (a *vlibAbilities) followName(name string) {
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

func vlibNewAbilities(have []valor.Ability) *vlibAbilities {
	a := &vlibAbilities{checks: map[valor.Ability]*kit.TallCheck{}, order: valor.Abilities(), touched: map[valor.Ability]bool{}}
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

func (a *vlibAbilities) Content() fyne.CanvasObject {
	box := container.NewVBox(kit.Section("Unique Abilities"),
		kit.Note("Tick the ones printed on the board; others need nothing here. \"Applied by the app\": the app does the sums itself. \"Reminder\": the app shows it, you apply it."))
	for _, ab := range a.order {
		box.Add(a.checks[ab])
	}
	return box
}

// chosen are the ticked abilities, in the order valor.Abilities lists them.
func (a *vlibAbilities) chosen() []valor.Ability {
	var out []valor.Ability
	for _, ab := range valor.Abilities() {
		if a.checks[ab].Checked() {
			out = append(out, ab)
		}
	}
	return out
}

// vlibCommit saves a card that passed its Validate (err is what Validate
// said), or says why not and saves nothing. unset is the editor's own
// words for a choice not made yet; once the card has a name it is said
// instead of Validate's message, which quotes the empty value.
func vlibCommit(s *ui.App, kind, orig, name string, card any, err error, unset string, done func()) {
	if unset != "" && name != "" {
		err = errors.New(unset)
	}
	if err != nil {
		s.Tell("Not saved yet", err.Error())
		return
	}
	vlibSave(s, kind, orig, name, card, done)
}

// vlibSave stores a card that passed its Validate. A card opened under
// another name is renamed rather than copied.
func vlibSave(s *ui.App, kind, orig, name string, card any, done func()) {
	if s.SaveLibraryCard(valor.Game{}.ID(), kind, orig, name, card) {
		done()
	}
}

// learnVillainHealth writes the starting Health for n Heroes, typed
// mid-game, onto the library's board named name, if it lacks it: typed
// once, it is never asked again. A board not in the library is left be.
func learnVillainHealth(s *ui.App, name string, n, health int) {
	for _, c := range libraryCards(s, valor.LibraryVillain, valor.VillainCard.Validate) {
		if c.Name != name || (n <= len(c.Health) && c.Health[n-1] > 0) {
			continue
		}
		for len(c.Health) < n {
			c.Health = append(c.Health, 0)
		}
		c.Health[n-1] = health
		if c.Validate() == nil {
			vlibSave(s, valor.LibraryVillain, name, name, c, func() {})
		}
	}
}
