package villainsui

import (
	"encoding/json"
	"slices"

	"tableside/ui"
	"tableside/ui/kit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/tracker/villains"
)

// villainEditor enters one Villain board into the card library: its name,
// objective (004 L14) and four locations with their Lock symbol (L7) and
// actions. It is typed once; every later game picks it with one tap.
type villainEditor struct {
	s         *ui.App
	done      func()
	name      *widget.Entry
	objective *widget.Entry
	locs      [villains.Locations]*locationEditor
	save      *widget.Button
	// relayout lays the form out again after a location's actions changed:
	// only that location is drawn again, so the scroll stays where the
	// player was.
	relayout func()
}

type locationEditor struct {
	name    *widget.Entry
	lock    *kit.TallCheck
	actions []villains.Action
	// rows holds the action lines, drawn again in place.
	rows *fyne.Container
}

func showVillainEditor(s *ui.App, card villains.VillainCard, done func()) *villainEditor {
	e := &villainEditor{s: s, done: done}
	e.name = kit.NameEntry("Villain's name", card.Name)
	e.objective = widget.NewMultiLineEntry()
	e.objective.SetPlaceHolder("The objective printed on the board")
	e.objective.SetText(card.Objective)
	e.objective.Wrapping = fyne.TextWrapWord
	for i := range e.locs {
		l := &locationEditor{name: kit.NameEntry("Location name", card.Locations[i].Name), rows: container.NewVBox()}
		l.lock = kit.NewTallCheck("Has a Lock symbol", card.Locations[i].Lock, nil, nil)
		l.actions = append(l.actions, card.Locations[i].Actions...)
		e.locs[i] = l
	}
	e.save = kit.BigButton("Save this Villain", theme.DocumentSaveIcon(), true, e.commit)
	e.show()
	return e
}

// card is the Villain as entered so far.
func (e *villainEditor) card() villains.VillainCard {
	c := villains.VillainCard{Name: e.name.Text, Objective: e.objective.Text}
	for i, l := range e.locs {
		c.Locations[i] = villains.LocationCard{Name: l.name.Text, Lock: l.lock.Checked(), Actions: l.actions}
	}
	return c
}

func (e *villainEditor) show() {
	back := widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), e.done)
	parts := []fyne.CanvasObject{kit.Heading("A Villain board"), e.name, e.objective,
		kit.Note("Locations left to right as on the board. Mark each action a Hero card covers when it is played on that location (the top row).")}
	for i, l := range e.locs {
		e.drawActions(i)
		add := widget.NewButtonWithIcon("Add an action", theme.ContentAddIcon(), func() { e.addAction(i) })
		parts = append(parts, widget.NewCard("", "", container.NewVBox(kit.Tall(l.name), l.lock, l.rows, kit.Tall(add))))
	}
	e.relayout = kit.FormScreen(e.s.Show, back, e.save, parts...)
}

// drawActions draws location i's actions again: each its name with a
// remove button, and whether a Hero covers it.
func (e *villainEditor) drawActions(i int) {
	l := e.locs[i]
	l.rows.RemoveAll()
	for ai := range l.actions {
		a := &l.actions[ai]
		covers := kit.NewTallCheck("Hero covers it", a.Top, nil, func(on bool) { a.Top = on })
		del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			l.actions = slices.Delete(l.actions, ai, ai+1)
			e.actionsChanged(i)
		})
		l.rows.Add(container.NewVBox(widget.NewSeparator(),
			container.NewBorder(nil, nil, nil, kit.Middle(kit.Square(del)), kit.Middle(kit.Bold(a.Title()))),
			covers))
	}
	l.rows.Refresh()
}

// actionsChanged draws location i's actions again and the form around
// them, leaving the scroll where it was.
func (e *villainEditor) actionsChanged(i int) {
	e.drawActions(i)
	if e.relayout != nil {
		e.relayout()
	}
}

func (e *villainEditor) addAction(loc int) {
	kinds := villains.ActionKinds
	labels := make([]string, len(kinds))
	for i, k := range kinds {
		labels[i] = k.Title()
	}
	kit.Choose(e.s.Window(), "Which action?", labels, func(i int) {
		add := func(power int) {
			e.locs[loc].actions = append(e.locs[loc].actions, villains.Action{Kind: kinds[i], Power: power})
			e.actionsChanged(loc)
		}
		if kinds[i] == villains.ActionGainPower {
			kit.ShowNumberPad(e.s.Window(), "Gain how much Power?", -1, 1, villains.MaxGainPower, add)
			return
		}
		add(0)
	})
}

// commit checks the board with the rules' own validation and saves it.
func (e *villainEditor) commit() {
	c := e.card()
	if err := c.Validate(); err != nil {
		e.s.Tell("Not saved yet", err.Error())
		return
	}
	data, err := json.Marshal(c)
	if err != nil {
		e.s.Fail(err)
		return
	}
	if _, err := e.s.Store().SaveCard(campaign.Card{Game: villains.Game{}.ID(), Kind: villains.LibraryKind, Name: c.Name, Data: data}); err != nil {
		e.s.Fail(err)
		return
	}
	e.done()
}
