package valorui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor"
	"tableside/ui"
	"tableside/ui/kit"
)

// The Villain board editor of the library (library.go): a Build-a-Boss
// insert or Mordak's board, with its starting Health for each Hero count.

// villainEditor is the Villain board being entered.
type villainEditor struct {
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
	rows                *rowsEditor
	abilities           *abilitiesEditor
}

func openVillainEditor(s *ui.App, card valor.VillainCard, heroes int, done func()) *villainEditor {
	e := &villainEditor{s: s, done: done, orig: card.Name, card: card, heroes: heroes}
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
		e.count = newTyped("Starting Health with "+heroesWords(heroes), "Health, as printed", &e.health[heroes-1], 1, valor.MaxVillainHealth)
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
	e.rows = newRowsEditor(s.Window(), card.Rows, true)
	e.abilities = newAbilitiesEditor(card.Abilities)
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
	e.rows.resized = cardScreen(s, editorTitle(valor.LibraryVillain, card.Name), "Save this Villain", e.commit, done, kit.Tall(e.name),
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
func (e *villainEditor) healthNote() string {
	if e.heroes > 0 {
		return fmt.Sprintf("Type the Health marked for %s, then the top of the bar. The other counts can wait until a game with them: the app asks then.", heroesWords(e.heroes))
	}
	return "Tap a count to set the Health marked for it. A count left at 0 is asked for when a game first plays with it."
}

// askHealth asks the starting Health for Hero count i+1 on the pad; once
// typed, the pad opens for the next count not typed yet, and the last
// puts the keyboard in the top of the bar's field, as the card prints
// them in a row: a number each, no tap to open each pad.
// Cancel stops (the counts left wait for a game that needs them).
func (e *villainEditor) askHealth(i int) {
	w := e.s.Window()
	kit.ShowNumberPad(w, fmt.Sprintf("Starting Health with %s", heroesWords(i+1)), e.health[i], 0, valor.MaxVillainHealth, func(n int) {
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

func (e *villainEditor) showHealth(i int) {
	v := "not entered"
	if e.health[i] > 0 {
		v = strconv.Itoa(e.health[i])
	}
	e.healthBtns[i].SetText(fmt.Sprintf("%s: %s", heroesWords(i+1), v))
}

// heroesWords is a Hero count in words: "1 Hero", "3 Heroes".
func heroesWords(n int) string {
	if n == 1 {
		return "1 Hero"
	}
	return strconv.Itoa(n) + " Heroes"
}

// villainCard is the board as entered so far. The Hero counts at the end
// not entered are left off; one in the middle stays, as 0.
func (e *villainEditor) villainCard() valor.VillainCard {
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

func (e *villainEditor) commit() {
	c := e.villainCard()
	unset := e.rows.unset()
	switch {
	case c.Actions < 0:
		unset = "Set its Action Points at the start, the bottom of its Action bar."
	case c.MaxActions < 0:
		unset = "Set the top of its Action bar."
	}
	commitCard(e.s, valor.LibraryVillain, e.orig, c.Name, c, c.Validate(), unset, e.done)
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
			saveCard(s, valor.LibraryVillain, name, name, c, func() {})
		}
	}
}
