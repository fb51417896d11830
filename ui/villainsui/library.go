package villainsui

import (
	"encoding/json"

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
}

type locationEditor struct {
	name    *widget.Entry
	lock    *widget.Check
	actions []villains.Action
}

func showVillainEditor(s *ui.App, card villains.VillainCard, done func()) *villainEditor {
	e := &villainEditor{s: s, done: done}
	e.name = widget.NewEntry()
	e.name.SetPlaceHolder("Villain's name")
	e.name.SetText(card.Name)
	e.objective = widget.NewMultiLineEntry()
	e.objective.SetPlaceHolder("The objective printed on the board")
	e.objective.SetText(card.Objective)
	e.objective.Wrapping = fyne.TextWrapWord
	for i := range e.locs {
		l := &locationEditor{name: widget.NewEntry(), lock: widget.NewCheck("Has a Lock symbol", nil)}
		l.name.SetPlaceHolder("Location name")
		l.name.SetText(card.Locations[i].Name)
		l.lock.SetChecked(card.Locations[i].Lock)
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
		c.Locations[i] = villains.LocationCard{Name: l.name.Text, Lock: l.lock.Checked, Actions: l.actions}
	}
	return c
}

func (e *villainEditor) show() {
	s := e.s
	back := widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), e.done)
	box := container.NewVBox(kit.Heading("A Villain board"), e.name, e.objective,
		kit.Note("Locations left to right as on the board. Mark each action a Hero card covers when it is played on that location (the top row)."))
	for i, l := range e.locs {
		i, l := i, l
		inner := container.NewVBox(l.name, l.lock)
		for ai := range l.actions {
			ai := ai
			a := &l.actions[ai]
			covers := widget.NewCheck("Hero covers it", func(on bool) { a.Top = on })
			covers.SetChecked(a.Top)
			del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
				l.actions = append(l.actions[:ai], l.actions[ai+1:]...)
				e.show()
			})
			inner.Add(container.NewBorder(nil, nil, nil, container.NewHBox(covers, del), kit.Note(a.Title())))
		}
		inner.Add(kit.Tall(widget.NewButtonWithIcon("Add an action", theme.ContentAddIcon(), func() { e.addAction(i) })))
		box.Add(widget.NewCard("", "", inner))
	}
	box.Add(kit.Tall(e.save))
	s.Show(container.NewBorder(container.NewHBox(back), nil, nil, nil, container.NewVScroll(container.NewPadded(box))))
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
			e.show()
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
