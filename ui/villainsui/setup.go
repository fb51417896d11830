package villainsui

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/tracker/villains"
	"tableside/ui"
	"tableside/ui/kit"
)

// villainsSetup is a new game of rules 004 (L1-L10): who plays which
// Villain, in turn order, and who goes first. Villains come from the card
// library, so a board typed once is one tap ever after; names and picks are
// carried over from the campaign's last game.
type villainsSetup struct {
	s       *ui.App
	c       campaign.Campaign
	library []villains.VillainCard
	// unreadable are the library's boards the rules no longer take, by
	// name: the screen says so.
	unreadable []string
	seats      []*seatRow
	// first is the seat that goes first; -1 picks one at random.
	first   int
	firstOf *kit.Choice
	addBtn  *widget.Button
	newBtn  *widget.Button
	editBtn *widget.Button
	start   *kit.Ready
	// scroll is the screen's scroll once shown; at is where a screen drawn
	// again (back from an editor) scrolls to first.
	scroll *container.Scroll
	at     fyne.Position
}

// seatRow is one player: a name typed, a Villain picked from the library
// on a sheet of thumb-tall rows (a drop-down was 35 px and 1.1:1 against
// the screen in the dark theme, issue 24).
type seatRow struct {
	name    *widget.Entry
	villain string
	pick    *widget.Button
	remove  *widget.Button
}

const (
	randomFirst = "Pick at random"
	// villainPrefix begins a seat's Villain button: "Villain: The Baron".
	villainPrefix = "Villain: "
	noVillain     = villainPrefix + "choose one"
	waitVillains  = "Choose every player's Villain first"
	waitBoards    = "Enter a Villain board first"
)

// Setup shows the screen that starts a new game.
func (Screens) Setup(s *ui.App, c campaign.Campaign) { newVillainsSetup(s, c, nil, -1).show() }

// newVillainsSetup builds the screen; keep holds seats typed so far and
// first the seat picked to go first, when the screen is rebuilt (after
// adding a Villain to the library).
func newVillainsSetup(s *ui.App, c campaign.Campaign, keep [][2]string, first int) *villainsSetup {
	v := &villainsSetup{s: s, c: c, first: first}
	v.loadLibrary()
	if keep == nil {
		keep = v.lastLineUp()
	}
	least, _ := villains.PlayerRange()
	for len(keep) < least {
		keep = append(keep, [2]string{"", ""})
	}
	for _, k := range keep {
		v.addSeat(k[0], k[1])
	}
	if v.first >= len(v.seats) {
		v.first = -1
	}
	v.addBtn = widget.NewButtonWithIcon("Add a player", theme.ContentAddIcon(), func() { v.addSeat("", ""); v.show() })
	// Back from an editor, the screen is drawn again where the player
	// left it: the seats typed, who goes first and the scroll.
	back := func() {
		nv := newVillainsSetup(s, c, v.lineUp(), v.first)
		nv.at = v.offset()
		nv.show()
	}
	v.newBtn = widget.NewButtonWithIcon("Enter a new Villain board", theme.DocumentCreateIcon(), func() {
		showVillainEditor(s, villains.VillainCard{}, back)
	})
	v.editBtn = widget.NewButtonWithIcon("Correct a Villain board", theme.DocumentIcon(), func() {
		names := v.villainNames()
		if len(names) == 0 {
			s.Tell("No Villain boards yet", "Enter a new Villain board first.")
			return
		}
		// Saved under the same name, the corrected board replaces the old
		// one. A lone board is the one to correct: not asked for.
		correct := func(i int) { showVillainEditor(s, v.library[i], back) }
		if len(names) == 1 {
			correct(0)
			return
		}
		kit.Choose(s.Window(), "Which Villain?", names, correct)
	})
	v.start = kit.NewReady("Start the game", theme.MediaPlayIcon(), v.begin, waitVillains, waitBoards)
	v.refreshStart()
	return v
}

func (v *villainsSetup) loadLibrary() {
	cards, err := v.s.Store().Cards(villains.Game{}.ID(), villains.LibraryKind)
	if err != nil {
		v.s.Fail(err)
		return
	}
	v.library, v.unreadable = nil, nil
	for _, c := range cards {
		var vc villains.VillainCard
		if json.Unmarshal(c.Data, &vc) == nil && vc.Validate() == nil {
			v.library = append(v.library, vc)
		} else {
			// Said on the screen, not skipped without a word: a board the
			// players typed must not just be missing from the list.
			v.unreadable = append(v.unreadable, c.Name)
		}
	}
}

// lastLineUp is the players and Villains of the campaign's last game.
func (v *villainsSetup) lastLineUp() [][2]string {
	st, ok := ui.LastState(v.s, v.c, villains.Game{}.ID(), villains.Decode)
	if !ok {
		return nil
	}
	var out [][2]string
	for _, p := range st.Players {
		out = append(out, [2]string{p.Name, p.Villain})
	}
	return out
}

func (v *villainsSetup) villainNames() []string {
	return kit.Labels(v.library, func(vc villains.VillainCard) string { return vc.Name })
}

func (v *villainsSetup) addSeat(name, villain string) {
	names := v.villainNames()
	if !slices.Contains(names, villain) {
		villain = ""
	}
	// A library of one board is every seat's only choice (two players may
	// play the same Villain: 004 sets no limit).
	if villain == "" && len(names) == 1 {
		villain = names[0]
	}
	r := &seatRow{name: widget.NewEntry(), villain: villain}
	r.name.SetPlaceHolder(fmt.Sprintf("Player %d", len(v.seats)+1))
	r.name.SetText(name)
	r.name.OnChanged = func(string) { v.renamed(r) }
	r.pick = widget.NewButtonWithIcon("", theme.MenuDropDownIcon(), func() { v.pickVillain(r) })
	r.pick.Alignment = widget.ButtonAlignLeading
	r.remove = widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
		i := slices.Index(v.seats, r)
		if i < 0 {
			return
		}
		v.seats = slices.Delete(v.seats, i, i+1)
		switch {
		case v.first == i:
			v.first = -1
		case v.first > i:
			v.first--
		}
		v.show()
	})
	v.seats = append(v.seats, r)
	v.showVillain(r)
}

// showVillain writes the seat's Villain on its button.
func (v *villainsSetup) showVillain(r *seatRow) {
	text := noVillain
	if r.villain != "" {
		text = villainPrefix + r.villain
	}
	if w := v.s.Window(); w.Canvas().Size().Width > 0 {
		// Room for the seat's number and its remove button.
		text = kit.ButtonText(w, text, 4*theme.Padding()+2*kit.TouchHeight)
	}
	r.pick.SetText(text)
}

// pickVillain asks for the seat's Villain on a sheet; a tap on a row picks
// it and closes the sheet.
func (v *villainsSetup) pickVillain(r *seatRow) {
	names := v.villainNames()
	if len(names) == 0 {
		v.s.Tell("No Villain boards yet", "Enter a new Villain board first.")
		return
	}
	i := slices.Index(v.seats, r)
	pickOne(v.s.Window(), v.seatName(i)+"'s Villain", names, slices.Index(names, r.villain), func(k int) {
		r.villain = names[k]
		v.showVillain(r)
		v.refreshStart()
	})
}

// renamed shows a name typed on the first player's choice.
func (v *villainsSetup) renamed(r *seatRow) {
	i := slices.Index(v.seats, r)
	if v.firstOf == nil || i < 0 || i+1 >= len(v.firstOf.Buttons()) {
		return
	}
	// Broken onto lines as the choice's own words are: a long name must
	// not push the screen wider.
	v.firstOf.Buttons()[i+1].SetText(kit.ButtonText(v.s.Window(), v.seatName(i), 4*theme.Padding()))
}

func (v *villainsSetup) seatName(i int) string {
	if n := v.seats[i].name.Text; n != "" {
		return n
	}
	return v.seats[i].name.PlaceHolder
}

// refreshStart greys Start out, saying why, until every seat has a Villain.
func (v *villainsSetup) refreshStart() {
	if len(v.library) == 0 {
		v.start.Wait(waitBoards)
		return
	}
	for _, r := range v.seats {
		if r.villain == "" {
			v.start.Wait(waitVillains)
			return
		}
	}
	v.start.Go()
}

func (v *villainsSetup) lineUp() [][2]string {
	out := make([][2]string, len(v.seats))
	for i, r := range v.seats {
		out[i] = [2]string{r.name.Text, r.villain}
	}
	return out
}

func (v *villainsSetup) show() {
	s := v.s
	win := s.Window()
	least, most := villains.PlayerRange()
	back := widget.NewButtonWithIcon("Campaigns", theme.NavigateBackIcon(), s.ShowHome)
	box := container.NewVBox(kit.Heading("New game: "+v.c.Name),
		kit.Note("Players in seating order, clockwise. Each Villain's board is entered once and kept for every later game."))
	for i, r := range v.seats {
		// Name above Villain: side by side they overflow a phone.
		kit.Enable(r.remove, len(v.seats) > least)
		v.showVillain(r)
		row := container.NewBorder(nil, nil, widget.NewLabel(fmt.Sprintf("%d.", i+1)), kit.Middle(kit.Square(r.remove)),
			container.NewVBox(kit.Tall(r.name), kit.Tall(r.pick)))
		box.Add(row)
	}
	if len(v.seats) < most {
		box.Add(kit.Tall(v.addBtn))
	}
	box.Add(kit.Fit(1, kit.Tall(v.newBtn), kit.Tall(v.editBtn)))
	if len(v.unreadable) > 0 {
		box.Add(kit.Note("Left out, as they cannot be read: " + strings.Join(v.unreadable, ", ") + ". Enter them again to use them."))
	}
	box.Add(widget.NewLabelWithStyle("Who goes first?", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	titles := []string{randomFirst}
	for i := range v.seats {
		titles = append(titles, v.seatName(i))
	}
	v.firstOf = kit.NewChoice("", titles, v.first+1, func(k int) { v.first = k - 1 })
	box.Add(v.firstOf.Content(win, 2))
	box.Add(kit.Note("Power at the start follows the seat after the first player: " + startingPower() + "."))
	v.refreshStart()
	box.Add(v.start.Content())
	at := v.offset()
	v.scroll = container.NewVScroll(container.NewPadded(container.New(kit.Column{}, box)))
	s.Show(container.NewBorder(container.NewHBox(kit.Tall(back)), nil, nil, nil, v.scroll))
	// Drawn again (a player added, back from an editor), it stays where
	// the player was.
	v.scroll.ScrollToOffset(at)
}

// offset is where the screen's scroll stands, or where it is to stand.
func (v *villainsSetup) offset() fyne.Position {
	if v.scroll != nil {
		return v.scroll.Offset
	}
	return v.at
}

// startingPower is each seat's Power at the start, from the first
// player's: "0, 1, 2, 2, 3, 3" (004 L10).
func startingPower() string {
	var out []string
	for _, n := range villains.StartingPower() {
		out = append(out, strconv.Itoa(n))
	}
	return strings.Join(out, ", ")
}

// begin checks the line-up with the rules and starts the game.
func (v *villainsSetup) begin() {
	setup := villains.Setup{First: -1, Seed: uint64(v.s.Now().UnixNano())}
	names := v.villainNames()
	for i, r := range v.seats {
		k := slices.Index(names, r.villain)
		if k < 0 {
			v.s.Tell("Choose a Villain", fmt.Sprintf("%s has no Villain yet. Choose one, or enter a new Villain board.", v.seatName(i)))
			return
		}
		setup.Players = append(setup.Players, villains.Seat{Name: v.seatName(i), Villain: v.library[k]})
		if v.first == i {
			setup.First = i
		}
	}
	st, err := villains.NewGame(setup)
	v.s.StartGame(v.c, err, st.Encode)
}

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
	labels := kit.Labels(kinds, villains.ActionKind.Title)
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
