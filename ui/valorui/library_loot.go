package valorui

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor"
	"tableside/ui"
	"tableside/ui/kit"
)

// The Loot Stash card and Treasure editors of the library (library.go).

// lootEditor is the Loot Stash card being entered.
type lootEditor struct {
	s    *ui.App
	done func()
	orig string
	card valor.LootStashCard

	name                 *widget.Entry
	forWhom, side        *kit.Choice
	minHeroes, maxHeroes *kit.Number
	cols                 []*lootColumn
	colBox               *fyne.Container
	relayout             func()
}

// lootColumn is one column's widgets; which of them show depends on
// whose card it is.
type lootColumn struct {
	bounty, xp, health, souls *kit.Number
	roll                      *kit.TallCheck
	remove                    *widget.Button
}

var (
	lootStashes = []valor.LootFor{valor.LootHeroes, valor.LootVillain}
	lootSides   = []string{"A", "B"}
)

func openLootEditor(s *ui.App, card valor.LootStashCard, done func()) *lootEditor {
	e := &lootEditor{s: s, done: done, orig: card.Name, card: card}
	e.card.Columns = slices.Clone(card.Columns)
	if e.card.Side == "" {
		e.card.Side = "A" // most cards; the Labyrinth's Villain has a side B
	}
	e.name = kit.NameEntry("Loot Stash card's name", card.Name)
	e.forWhom = kit.NewChoice("", []string{"Heroes", "Villain"}, slices.Index(lootStashes, card.For), func(int) { e.showColumns() })
	e.side = kit.NewChoice("", []string{"Side A", "Side B"}, slices.Index(lootSides, e.card.Side), func(int) { e.showColumns() })
	e.maxHeroes = kit.NewNumber(s.Window(), "To", &e.card.MaxHeroes, 1, valor.MaxLootHeroes, nil)
	e.minHeroes = kit.NewNumber(s.Window(), "From", &e.card.MinHeroes, 1, valor.MaxLootHeroes, func() {
		e.maxHeroes.AtLeast(e.card.MinHeroes)
	})
	e.colBox = container.NewVBox()
	e.showColumns()

	e.relayout = cardScreen(s, editorTitle(valor.LibraryLootStash, card.Name), "Save this Loot Stash card", e.commit, done, kit.Tall(e.name),
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
func (e *lootEditor) showColumns() {
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
		lc := &lootColumn{
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
	refit(e.colBox, e.relayout)
}

// lootCard is the card as entered so far. Rewards the card cannot give
// are left off: they were entered for another side or another owner, and
// the editor no longer shows them.
func (e *lootEditor) lootCard() valor.LootStashCard {
	c := e.card
	c.Name = strings.TrimSpace(e.name.Text)
	c.For = pickedOf(lootStashes, e.forWhom)
	c.Side = lootSides[max(e.side.Picked, 0)]
	c.Columns = slices.Clone(e.card.Columns)
	if c.For == "" {
		return c
	}
	can := c.Rewards()
	for i := range c.Columns {
		col := &c.Columns[i]
		col.XP *= shownCount(can.XP)
		col.Health *= shownCount(can.Health)
		col.Souls *= shownCount(can.Souls)
		col.Roll = col.Roll && can.Roll
	}
	return c
}

// shownCount is 1 for a shown number, 0 for one left off.
func shownCount(shown bool) int {
	if shown {
		return 1
	}
	return 0
}

func (e *lootEditor) commit() {
	c := e.lootCard()
	unset := ""
	if e.forWhom.Picked < 0 {
		unset = "Choose whose Stash the card pays out: Heroes or Villain."
	}
	commitCard(e.s, valor.LibraryLootStash, e.orig, c.Name, c, c.Validate(), unset, e.done)
}

// treasureEditor is the Treasure being entered.
type treasureEditor struct {
	s    *ui.App
	done func()
	orig string
	card valor.TreasureCard

	name     *widget.Entry
	kind     *kit.Choice
	bounty   *kit.Number
	row      *kit.Choice
	rowBox   *fyne.Container
	relayout func()
}

var (
	treasureKinds  = []valor.TreasureKind{valor.TreasureOffense, valor.TreasureDefense, valor.TreasureItem}
	treasureTitles = []string{"Offense", "Defense", "Item"}
)

func openTreasureEditor(s *ui.App, card valor.TreasureCard, done func()) *treasureEditor {
	e := &treasureEditor{s: s, done: done, orig: card.Name, card: card}
	e.name = kit.NameEntry("Treasure's name", card.Name)
	e.rowBox = container.NewVBox()
	e.kind = kit.NewChoice("", treasureTitles, slices.Index(treasureKinds, card.Kind), func(int) { e.showRow() })
	e.bounty = kit.NewNumber(s.Window(), "Bounty icons", &e.card.Bounty, 0, valor.MaxTreasureBounty, nil)
	e.row = kit.NewChoice("", rowKindTitles(false), slices.Index(valor.RowKinds(false), card.Row), nil)
	e.showRow()

	e.relayout = cardScreen(s, editorTitle(valor.LibraryTreasure, card.Name), "Save this Treasure", e.commit, done, kit.Tall(e.name),
		kit.Section("Type"), e.kind.Content(s.Window(), 3),
		e.rowBox,
		kit.Section("Bounty"), e.bounty.Content())
	return e
}

// showRow shows the Action type only for a Treasure kind that names one
// (valor.TreasureKind.HasRow: an Offense Treasure, 000 L536).
func (e *treasureEditor) showRow() {
	e.rowBox.Objects = nil
	if e.kind.Picked >= 0 && treasureKinds[e.kind.Picked].HasRow() {
		e.rowBox.Add(kit.Section("Action Rolls it helps"))
		e.rowBox.Add(e.row.Content(e.s.Window(), 3))
	}
	refit(e.rowBox, e.relayout)
}

func (e *treasureEditor) treasureCard() valor.TreasureCard {
	c := e.card
	c.Name = strings.TrimSpace(e.name.Text)
	c.Kind, c.Row = pickedOf(treasureKinds, e.kind), ""
	if c.Kind.HasRow() {
		c.Row = pickedOf(valor.RowKinds(false), e.row)
	}
	return c
}

func (e *treasureEditor) commit() {
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
	commitCard(e.s, valor.LibraryTreasure, e.orig, c.Name, c, c.Validate(), unset, e.done)
}

// refit redraws part, a box an editor's tap changed, and lays the editor
// out again once it is shown (relayout nil before): a tap redraws only the
// widgets it concerns, so the screen keeps its scroll.
func refit(part *fyne.Container, relayout func()) {
	part.Refresh()
	if relayout != nil {
		relayout()
	}
}
