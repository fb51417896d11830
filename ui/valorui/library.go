package valorui

import (
	"errors"
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
	openHeroEditor(s, card, done)
}

// showHeroEditorFor is showHeroEditor with a heading that says whose
// board this is, for editors that follow one another from the setup.
func showHeroEditorFor(s *ui.App, card valor.HeroCard, title string, done func()) {
	openHeroEditorTitled(s, card, title, done)
}

// showValorVillainEditor enters or corrects a Villain's board: a
// Build-a-Boss insert in the Labyrinth (000 L213-219), Mordak's board
// (001 L195).
func showValorVillainEditor(s *ui.App, card valor.VillainCard, done func()) {
	openVillainEditor(s, card, 0, done)
}

// showVillainEditorFor is showValorVillainEditor from a setup for heroes
// Heroes: the starting Health asked is that count's, the others left for
// the game that first needs them.
func showVillainEditorFor(s *ui.App, card valor.VillainCard, heroes int, done func()) {
	openVillainEditor(s, card, heroes, done)
}

// showLootStashEditor enters or corrects a Loot Stash card (000 L550-565,
// L736-740, L834-849).
func showLootStashEditor(s *ui.App, card valor.LootStashCard, done func()) {
	openLootEditor(s, card, done)
}

// showTreasureEditor enters or corrects a Treasure (000 L526-538).
func showTreasureEditor(s *ui.App, card valor.TreasureCard, done func()) {
	openTreasureEditor(s, card, done)
}

// heroEditor is the Hero board being entered. Its widgets are fields
// so tests can tap them.
type heroEditor struct {
	s    *ui.App
	done func()
	orig string // the name the card was opened with; saving renames it
	card valor.HeroCard

	name                        *widget.Entry
	health                      *vTyped
	actions, maxActions, spells *kit.Number
	rows                        *rowsEditor
	treasures                   [3]*kit.Choice
	abilities                   *abilitiesEditor
}

func openHeroEditor(s *ui.App, card valor.HeroCard, done func()) *heroEditor {
	return openHeroEditorTitled(s, card, "", done)
}

func openHeroEditorTitled(s *ui.App, card valor.HeroCard, title string, done func()) *heroEditor {
	e := &heroEditor{s: s, done: done, orig: card.Name, card: card}
	e.name = kit.NameEntry("Hero's name", card.Name)
	e.health = newTyped("Health (top of the bar)", "Health, as printed", &e.card.Health, 1, valor.MaxHeroHealth)
	e.maxActions = kit.NewNumber(s.Window(), "Top of the Action bar", &e.card.MaxActions, 1, valor.MaxActionPoints, nil)
	e.actions = kit.NewNumber(s.Window(), "Action Points at the start", &e.card.Actions, 1, valor.MaxActionPoints, func() {
		e.maxActions.AtLeast(e.card.Actions)
	})
	e.spells = kit.NewNumber(s.Window(), "Spells in hand at the start", &e.card.Spells, 0, valor.MaxSpells, nil)
	e.rows = newRowsEditor(s.Window(), card.Rows, false)
	slotNames := [3]string{"Left", "Middle", "Right"}
	for i := range e.treasures {
		e.treasures[i] = kit.NewChoice(slotNames[i]+" Treasure slot", treasureTitles, slices.Index(treasureKinds, card.Treasures[i]), nil)
	}
	e.abilities = newAbilitiesEditor(card.Abilities)
	if card.Name == "" {
		// A new board: its printed ability ticks itself as the name is typed.
		e.name.OnChanged = e.abilities.followName
	}
	if title == "" {
		title = editorTitle(valor.LibraryHero, card.Name)
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
	e.rows.resized = cardScreen(s, title, "Save this Hero", e.commit, done, kit.Tall(e.name),
		kit.Section("Health and Actions"),
		e.health.Content(), e.actions.Content(), e.maxActions.Content(),
		e.rows.Content(),
		treasures,
		kit.Section("Cards"), e.spells.Content(),
		e.abilities.Content())
	return e
}

// heroCard is the board as entered so far.
func (e *heroEditor) heroCard() valor.HeroCard {
	c := e.card
	c.Name = strings.TrimSpace(e.name.Text)
	c.Rows = e.rows.cards()
	for i, t := range e.treasures {
		c.Treasures[i] = pickedOf(treasureKinds, t)
	}
	c.Abilities = e.abilities.chosen()
	return c
}

func (e *heroEditor) commit() {
	c := e.heroCard()
	unset := e.rows.unset()
	for _, t := range e.treasures {
		if t.Picked < 0 && unset == "" {
			unset = fmt.Sprintf("The %s has no type yet: tap Offense, Defense or Item as printed on the board.", strings.ToLower(t.Label()[:1])+t.Label()[1:])
		}
	}
	commitCard(e.s, valor.LibraryHero, e.orig, c.Name, c, c.Validate(), unset, e.done)
}

// pickedOf is the option of options picked in c, nothing before a pick.
func pickedOf[T any](options []T, c *kit.Choice) T {
	var none T
	if c.Picked < 0 {
		return none
	}
	return options[c.Picked]
}

// commitCard saves a card that passed its Validate (err is what Validate
// said), or says why not and saves nothing. unset is the editor's own
// words for a choice not made yet; once the card has a name it is said
// instead of Validate's message, which quotes the empty value.
func commitCard(s *ui.App, kind, orig, name string, card any, err error, unset string, done func()) {
	if unset != "" && name != "" {
		err = errors.New(unset)
	}
	if err != nil {
		s.Tell("Not saved yet", err.Error())
		return
	}
	saveCard(s, kind, orig, name, card, done)
}

// saveCard stores a card that passed its Validate. A card opened under
// another name is renamed rather than copied.
func saveCard(s *ui.App, kind, orig, name string, card any, done func()) {
	if s.SaveLibraryCard(valor.Game{}.ID(), kind, orig, name, card) {
		done()
	}
}

// cardScreen shows a card's editor: Back (back) at the top, the title and
// the parts under it, and Save (saveWords, commit) always in reach at the
// bottom. It returns what a part that grows or shrinks calls
// (kit.FormScreen).
func cardScreen(s *ui.App, title, saveWords string, commit, back func(), parts ...fyne.CanvasObject) (relayout func()) {
	save := kit.BigButton(saveWords, theme.DocumentSaveIcon(), true, commit)
	backBtn := widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), back)
	return kit.FormScreen(s.Show, backBtn, save, append([]fyne.CanvasObject{kit.Heading(title)}, parts...)...)
}

// editorTitle heads the editor of a kind of library card (a
// valor.Library* kind, said as cardKindTitle says it): a new one, or the
// one called name being corrected.
func editorTitle(kind, name string) string {
	title := cardKindTitle(kind)
	if name == "" {
		return "A new " + title
	}
	return title + ": " + name
}
