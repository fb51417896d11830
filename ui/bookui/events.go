package bookui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/decks"
	"tableside/tracker/valor"
	"tableside/tracker/valor/book"
	"tableside/ui/kit"
)

// eventsPage is the Event deck of the game at hand: entering the Act's
// packets, the stacking order, drawing and resolving, the Hero Stash, the
// markers, what is set aside and the Archive.
func (v *bookView) eventsPage() (left, right fyne.CanvasObject) {
	st := v.st
	o, open := st.Playing()
	canAdd, _ := st.CanAddEvents()
	l := container.NewVBox()
	if canAdd && !open {
		l.Add(kit.Bold(fmt.Sprintf("Enter Act %d's Events", st.Act)))
		l.Add(kit.Note("One packet at a time: type its title, tap its tier. Events that share a title share a sleeve: count all their cards."))
		l.Add(v.entryForm(false))
		l.Add(widget.NewSeparator())
	}
	deck := fmt.Sprintf("Act %d's Event deck", st.Act)
	if open && o.Quest {
		deck = "The Quest's Event deck"
	}
	l.Add(kit.Bold(deck))
	l.Add(kit.Note(v.leftLine()))
	if st.FinalEventRevealed() {
		l.Add(kit.Bold("The deck's last Event has been drawn: in most Missions the Final Battle begins now. Event icons revealed by Scouting are ignored from now on."))
		l.Add(kit.Tall(widget.NewButtonWithIcon("Back to the game: begin the Final Battle", theme.MediaPlayIcon(), v.beginFinal)))
	}
	if open {
		if d, ok := st.Drawn(); ok {
			l.Add(v.drawnPanel(d))
		} else {
			l.Add(v.nextPanel())
		}
		if st.CanQuestDraw() {
			l.Add(kit.Tall(widget.NewButtonWithIcon("Draw the Quest's Events from the pool…", theme.ViewRefreshIcon(), v.askQuestDraw)))
		}
	} else if st.Complete {
		l.Add(kit.Note("The campaign is complete: a Quest draws its Events from the Quest Pool."))
	} else {
		l.Add(kit.Note("Start a session (Sessions) to draw from the deck."))
	}
	l.Add(v.stackPanel(open))

	r := container.NewVBox()
	r.Add(v.stashPanel(open))
	r.Add(widget.NewSeparator())
	r.Add(v.markedPanel(open))
	r.Add(widget.NewSeparator())
	r.Add(v.asidePanel(open))
	r.Add(widget.NewSeparator())
	r.Add(v.archivePanel())
	r.Add(widget.NewSeparator())
	pool := len(st.InPlace(decks.PlacePool))
	r.Add(kit.Tall(widget.NewButtonWithIcon(fmt.Sprintf("Quest Pool: %s…", kit.Plural(pool, "packet")), theme.FolderOpenIcon(), func() { v.show(bookPagePool) })))
	if canAdd && open {
		// Rare in a game, so folded away below what the table reads.
		r.Add(v.fold("Enter an Event the Mission adds", v.entryForm(false)))
	}
	if fix := st.Removable(false); len(fix) > 0 {
		r.Add(kit.Tall(widget.NewButtonWithIcon("Take out a packet entered by mistake…", theme.DeleteIcon(), func() { v.askRemove(fix) })))
	}
	return l, r
}

// leftLine counts the packets left in the deck, every tier.
func (v *bookView) leftLine() string {
	var parts []string
	for _, t := range v.st.Left() {
		parts = append(parts, fmt.Sprintf("%s %d", t.Tier, t.Left))
	}
	return fmt.Sprintf("Left in the deck: %s (%d in all)", strings.Join(parts, " · "), v.st.EventsLeft())
}

// nextPanel offers the packets that may be on top of the deck: the one
// drawn is tapped.
func (v *bookView) nextPanel() fyne.CanvasObject {
	box := container.NewVBox()
	next := v.st.NextDraw()
	switch len(next) {
	case 0:
		box.Add(kit.Note("The Event deck is empty."))
		return box
	case 1:
		box.Add(kit.Note("An Event occurs: draw the top packet."))
	default:
		box.Add(kit.Note(fmt.Sprintf("An Event occurs: draw the top packet. These %d were shuffled together; tap the one you drew.", len(next))))
	}
	for _, e := range next {
		id := e.ID
		box.Add(kit.Tall(kit.BigButton("Drew "+v.short(e.Title), theme.MoveDownIcon(), true, func() { v.do(book.Draw(id)) })))
	}
	return box
}

// drawnPanel is the packet being resolved and where it can go.
func (v *bookView) drawnPanel(e book.Event) fyne.CanvasObject {
	id := e.ID
	box := container.NewVBox(kit.Bold(fmt.Sprintf("Drawn: %s, side %s up", e.Title, e.Side)))
	box.Add(kit.Note(fmt.Sprintf("Tier %s · %s. Read it aloud, do what it says, then tap where it goes.", e.Tier, kit.Plural(e.Cards, "card"))))
	box.Add(kit.Note("Flip it to"))
	box.Add(v.sideButtons(e, func(s decks.Side) { v.do(book.Flip(id, s)) }))
	grid := kit.Fit(2,
		kit.Tall(widget.NewButtonWithIcon("To the Hero Stash", theme.DownloadIcon(), func() { v.do(book.Stash(id, "")) })),
		kit.Tall(widget.NewButtonWithIcon("Mark a Hero…", theme.AccountIcon(), func() { v.askMark(e) })),
		kit.Tall(widget.NewButtonWithIcon("Set aside", theme.ContentRedoIcon(), func() { v.do(book.SetAside(id, "")) })),
		kit.Tall(widget.NewButtonWithIcon("Archive…", theme.StorageIcon(), func() { v.askArchive(e) })),
		kit.Tall(widget.NewButtonWithIcon("Put back…", theme.ContentUndoIcon(), func() { v.askPutBack(e) })),
		kit.Tall(widget.NewButtonWithIcon("Choice made…", theme.DocumentCreateIcon(), func() { v.openMoveForm(e, false) })),
	)
	box.Add(grid)
	return box
}

// sideButtons are a packet's sides; the exposed one is highlighted and
// needs no tap.
func (v *bookView) sideButtons(e book.Event, flip func(decks.Side)) fyne.CanvasObject {
	cols := 6
	if v.wide() {
		cols = 8
	}
	sides := e.Sides()
	grid := kit.Fit(min(cols, len(sides)))
	for _, s := range sides {
		s := s
		b := widget.NewButton(string(s), func() {
			if s != e.Side {
				flip(s)
			}
		})
		if s == e.Side {
			b.Importance = widget.HighImportance
			b.SetIcon(theme.ConfirmIcon())
		}
		grid.Add(kit.Tall(b))
	}
	return grid
}

// stackPanel is the deck to build, top first, and what is set aside.
func (v *bookView) stackPanel(open bool) fyne.CanvasObject {
	st := v.st
	list := container.NewVBox()
	piles := st.StackingOrder()
	if len(piles) == 0 {
		list.Add(kit.Note("No packet is in the deck."))
	}
	for i, pile := range piles {
		var names []string
		for _, e := range pile.Events {
			names = append(names, e.Title)
		}
		tier := string(pile.Tier)
		if tier == "" {
			tier = "mixed tiers"
		}
		line := fmt.Sprintf("%d. %s: %s", i+1, tier, strings.Join(names, ", "))
		if pile.Shuffle {
			line = fmt.Sprintf("%d. %s, shuffle these %d: %s", i+1, tier, len(pile.Events), strings.Join(names, ", "))
		}
		list.Add(kit.Note(line))
	}
	if aside := st.InPlace(decks.PlaceAside); len(aside) > 0 {
		var names []string
		for _, e := range aside {
			names = append(names, e.Name())
		}
		list.Add(kit.Note("Set aside, not in the deck: " + strings.Join(names, ", ")))
	}
	title := "Build the deck, top first"
	if !open || st.DeckFresh() {
		// Before the first draw the order is what the table needs.
		return container.NewVBox(kit.Bold(title+" (sleeve each side A up)"), list)
	}
	return v.fold("The deck now, top first", list)
}

// stashPanel is the Hero Stash, read at every Level Up Step.
func (v *bookView) stashPanel(open bool) fyne.CanvasObject {
	st := v.st
	stash := st.InPlace(decks.PlaceStash)
	box := container.NewVBox(kit.Bold(fmt.Sprintf("Hero Stash (%d)", len(stash))))
	if len(stash) == 0 {
		box.Add(kit.Note("No Event waits in the Hero Stash."))
		return box
	}
	toRead := st.StashToRead()
	for _, e := range stash {
		line := e.Name()
		if e.ToRead {
			line += " · to read"
		}
		if n := len(e.Choices); n > 0 {
			line += " · chose " + e.Choices[n-1]
		}
		box.Add(kit.Note(line))
	}
	if !open {
		return box
	}
	if len(toRead) == 0 {
		box.Add(kit.Tall(kit.BigButton("Level Up Step: read the Hero Stash", theme.UploadIcon(), false, func() { v.do(book.LevelUp()) })))
		return box
	}
	box.Add(kit.Note("The Lead Hero reads each one, in any order, and stops at each choice for the table to decide."))
	for _, e := range toRead {
		e := e
		box.Add(kit.Tall(kit.BigButton("Read "+v.short(e.Name())+"…", theme.VisibilityIcon(), true, func() { v.openMoveForm(e, true) })))
	}
	return box
}

// markedPanel lists the packets waiting on a Hero's numbered marker.
func (v *bookView) markedPanel(open bool) fyne.CanvasObject {
	return v.placePanel(decks.PlaceMarked, "Marked on Heroes", "No marker is out.", open, func(e book.Event) string {
		return fmt.Sprintf("%s: %s holds marker %d", e.Name(), e.Hero, e.Marker)
	})
}

// placePanel lists the packets in one place, each a line with, when open,
// a button to draw it.
func (v *bookView) placePanel(place decks.Place, title, none string, open bool, line func(book.Event) string) fyne.CanvasObject {
	in := v.st.InPlace(place)
	box := container.NewVBox(kit.Bold(fmt.Sprintf("%s (%d)", title, len(in))))
	if len(in) == 0 {
		box.Add(kit.Note(none))
	}
	for _, e := range in {
		var btn *widget.Button
		if open {
			btn = v.drawButton(e.ID)
		}
		box.Add(bookRow(line(e), bookButtonOrNil(btn)))
	}
	return box
}

// fold is a tall button that shows or hides content, for lists looked at
// now and then. It opens folded; once opened it stays open across redraws
// until the player folds it, so a tap inside does not close it.
func (v *bookView) fold(title string, content fyne.CanvasObject) fyne.CanvasObject {
	open := v.o.open[title]
	icon := theme.MenuExpandIcon()
	if open {
		icon = theme.MenuDropUpIcon()
	} else {
		content.Hide()
	}
	b := widget.NewButtonWithIcon(title, icon, func() {
		if v.o.open == nil {
			v.o.open = map[string]bool{}
		}
		v.o.open[title] = !open
		v.p.Render()
	})
	b.Alignment = widget.ButtonAlignLeading
	return container.NewVBox(kit.Tall(b), content)
}

// drawButton draws packet id when an Event calls for it, while the rules
// let it be drawn (book.State.CanDraw: one packet at a time).
func (v *bookView) drawButton(id int) *widget.Button {
	btn := widget.NewButtonWithIcon("Draw it", theme.MoveDownIcon(), func() { v.do(book.Draw(id)) })
	if ok, _ := v.st.CanDraw(id); !ok {
		btn.Disable()
	}
	return btn
}

// bookButtonOrNil keeps a nil button nil as a CanvasObject.
func bookButtonOrNil(b *widget.Button) fyne.CanvasObject {
	if b == nil {
		return nil
	}
	return b
}

// asidePanel lists the packets set aside; an Event may call for one.
func (v *bookView) asidePanel(open bool) fyne.CanvasObject {
	return v.placePanel(decks.PlaceAside, "Set aside", "Nothing is set aside.", open, func(e book.Event) string {
		if e.Special {
			return e.Name() + " · Special or Conclusion"
		}
		return e.Name()
	})
}

// archivePanel is the Event Archive: each packet on the side it ended
// on, with its judgment icons.
func (v *bookView) archivePanel() fyne.CanvasObject {
	st := v.st
	archive := st.InPlace(decks.PlaceArchive)
	score, missing := st.JudgmentScore()
	list := container.NewVBox()
	if len(archive) == 0 {
		list.Add(kit.Note("The Archive is empty."))
	}
	for _, e := range archive {
		e := e
		list.Add(bookRow(bookArchiveLine(e), widget.NewButton("Icons…", func() { v.askIcons(e) })))
	}
	title := fmt.Sprintf("Event Archive (%d) · score %+d", len(archive), score)
	if len(missing) > 0 {
		title += fmt.Sprintf(" · %d without icons", len(missing))
	}
	return v.fold(title, list)
}

// bookArchiveLine is an archived packet with its Act and its icons.
func bookArchiveLine(e book.Event) string {
	from := "Quest Pool"
	if e.Act > 0 {
		from = fmt.Sprintf("Act %d", e.Act)
	}
	icons := "icons not entered"
	if f, ok := e.Icons(e.Side); ok {
		icons = fmt.Sprintf("%d of +1, %d of -1", f.Plus, f.Minus)
	}
	return fmt.Sprintf("%s · %s · %s", e.Name(), from, icons)
}

// bookEntry is the short form that enters one Event packet: only the
// title is typed.
type bookEntry struct {
	title   *widget.Entry
	tier    *kit.Choice
	cards   int
	special bool
}

// entryForm enters a packet of the current Act, or of the Quest Pool.
func (v *bookView) entryForm(quest bool) fyne.CanvasObject {
	st := v.st
	f := &bookEntry{cards: 1}
	f.title = widget.NewEntry()
	f.title.SetPlaceHolder("Event title")
	v.o.titleField = f.title
	var titles []string
	for _, t := range decks.Tiers() {
		titles = append(titles, string(t))
	}
	// The tier of the packet entered last: Events are usually entered a
	// tier at a time.
	picked, last := -1, 0
	for _, e := range st.Events {
		if e.Quest == quest && (quest || e.Act == st.Act) && e.ID > last {
			picked, last = e.Tier.Rank(), e.ID
		}
	}
	f.tier = kit.NewChoice("", titles, picked, nil)
	cards := kit.NewNumber(v.win(), "Cards in its sleeve", &f.cards, 1, decks.MaxCards, nil)
	special := kit.NewTallCheck("Special or Conclusion Event: set aside", false, nil, func(on bool) { f.special = on })
	label := "Add this Event"
	if quest {
		label = "Add it to the Quest Pool"
	}
	add := kit.BigButton(label, theme.ContentAddIcon(), true, func() { v.addEvent(f, quest) })
	return container.NewVBox(kit.Tall(f.title), kit.Note("Tier (the icon at its top left)"), f.tier.Content(v.win(), 5), cards.Content(), special, kit.Tall(add))
}

func (v *bookView) addEvent(f *bookEntry, quest bool) {
	title := strings.TrimSpace(f.title.Text)
	switch {
	case title == "":
		v.p.App().Tell("Type the title", "Type the Event's title, as printed on its cards.")
		return
	case f.tier.Picked < 0:
		v.p.App().Tell("Tap its tier", "Tap the tier shown at the top left of "+title+"'s cards: TOP, I, II, III or BOT.")
		return
	}
	ev := book.NewEvent{Title: title, Tier: decks.Tiers()[f.tier.Picked], Cards: f.cards, Special: f.special}
	cmd := book.AddEvents(ev)
	if quest {
		cmd = book.AddToPool(ev)
	}
	if v.do(cmd) && v.o.titleField != nil {
		// The next title can be typed at once: no tap to reach the field.
		v.win().Canvas().Focus(v.o.titleField)
	}
}

func (v *bookView) askRemove(list []book.Event) {
	labels := make([]string, len(list))
	for i, e := range list {
		labels[i] = fmt.Sprintf("%s (tier %s)", v.short(e.Title), e.Tier)
	}
	kit.Choose(v.win(), "Take out which packet?", labels, func(i int) { v.do(book.RemoveEvent(list[i].ID)) })
}

// askMark gives a Hero of the session a numbered marker for e ("Mark
// Hero as 2"): the marker the card names, then the Hero.
func (v *bookView) askMark(e book.Event) {
	o, ok := v.st.Playing()
	if !ok {
		return
	}
	free := v.st.MarkersFree()
	if len(free) == 0 {
		v.p.App().Tell("No marker free", "All six numbered markers are out. Resolve a marked Event first.")
		return
	}
	labels := make([]string, len(free))
	for i, n := range free {
		labels[i] = fmt.Sprintf("Marker %d", n)
	}
	kit.Choose(v.win(), "Which marker does it name?", labels, func(i int) {
		kit.Choose(v.win(), fmt.Sprintf("Who takes marker %d?", free[i]), o.Heroes, func(h int) {
			v.do(book.Mark(e.ID, "", free[i], o.Heroes[h]))
		})
	})
}

// askArchive ends e on its exposed side with that side's judgment icons.
func (v *bookView) askArchive(e book.Event) {
	v.askIconCounts(e, e.Side, func(plus, minus int) {
		v.do(book.Archive(e.ID, "", plus, minus))
	})
}

// askIcons enters or corrects the icons of an archived packet's side.
func (v *bookView) askIcons(e book.Event) {
	v.askIconCounts(e, e.Side, func(plus, minus int) { v.do(book.SetIcons(e.ID, "", plus, minus)) })
}

// askIconCounts asks for the +1 and the -1 icons at the bottom of side s.
func (v *bookView) askIconCounts(e book.Event, s decks.Side, done func(plus, minus int)) {
	plus, minus := -1, -1
	if f, ok := e.Icons(s); ok {
		plus, minus = f.Plus, f.Minus
	}
	kit.ShowNumberPad(v.win(), fmt.Sprintf("+1 icons on side %s", s), plus, 0, book.MaxIcons, func(p int) {
		kit.ShowNumberPad(v.win(), fmt.Sprintf("-1 icons on side %s", s), minus, 0, book.MaxIcons, func(m int) { done(p, m) })
	})
}

// askPutBack returns e to the deck: shuffled into its tier, on top or at
// the bottom.
func (v *bookView) askPutBack(e book.Event) {
	at := []decks.Position{decks.AtTier, decks.AtTop, decks.AtBottom}
	kit.Choose(v.win(), "Put "+bookShort(e.Title, 24)+" back", []string{
		fmt.Sprintf("Shuffled into tier %s", e.Tier), "On top of the deck", "At the bottom of the deck",
	}, func(i int) { v.do(book.PutBack(e.ID, at[i])) })
}

// askQuestDraw draws the Quest's Events from the pool, as many as the
// Mission asks, of one tier or any.
func (v *bookView) askQuestDraw() {
	kit.ShowNumberPad(v.win(), "How many Events does the Mission ask for?", -1, 1, book.MaxQuestDraw, func(n int) {
		tiers := append([]decks.Tier{""}, decks.Tiers()...)
		labels := []string{"Any tier"}
		for _, t := range decks.Tiers() {
			labels = append(labels, "Tier "+string(t))
		}
		kit.Choose(v.win(), fmt.Sprintf("%d Events of which tier?", n), labels, func(i int) { v.do(book.QuestDraw(n, tiers[i])) })
	})
}

// beginFinal goes back to the evening and starts its Final Battle (000
// L766), the step the last Event leads to; the game refuses it if the
// Final Battle has begun already.
func (v *bookView) beginFinal() {
	s, c := v.p.App(), v.p.Campaign()
	s.OpenCampaign(c)
	if p := s.Current(); p != nil && p.Session().Game == (valor.Game{}).ID() {
		p.Do(valor.StartFinal())
	}
}

// poolPage is the Quest Pool: the packets Quest mode draws from at random.
func (v *bookView) poolPage() fyne.CanvasObject {
	st := v.st
	pool := st.InPlace(decks.PlacePool)
	box := container.NewVBox(
		kit.Tall(widget.NewButtonWithIcon(fmt.Sprintf("Back to Act %d's Events", st.Act), theme.NavigateBackIcon(), func() { v.show(bookPageEvents) })),
		kit.Bold(fmt.Sprintf("Quest Pool (%s)", kit.Plural(len(pool), "packet"))),
		kit.Note("A Quest draws its Events from here at random, as its Mission says. They come back, side A up, when the Quest's session ends."),
	)
	if st.CanQuestDraw() {
		box.Add(kit.Tall(kit.BigButton("Draw the Quest's Events…", theme.ViewRefreshIcon(), true, v.askQuestDraw)))
	}
	counts := map[decks.Tier]int{}
	for _, e := range pool {
		counts[e.Tier]++
	}
	var parts []string
	for _, t := range decks.Tiers() {
		parts = append(parts, fmt.Sprintf("%s %d", t, counts[t]))
	}
	box.Add(kit.Note("By tier: " + strings.Join(parts, " · ")))
	for _, e := range pool {
		line := fmt.Sprintf("%s · tier %s · %s", e.Title, e.Tier, kit.Plural(e.Cards, "card"))
		if e.Special {
			line += " · Special"
		}
		box.Add(kit.Note(line))
	}
	box.Add(widget.NewSeparator())
	box.Add(kit.Bold("Add a packet to the Quest Pool"))
	box.Add(v.entryForm(true))
	if fix := st.Removable(true); len(fix) > 0 {
		box.Add(kit.Tall(widget.NewButtonWithIcon("Take out a packet entered by mistake…", theme.DeleteIcon(), func() { v.askRemove(fix) })))
	}
	return box
}

// bookPlaceChoice is a place a packet can go from the move form.
type bookPlaceChoice struct {
	title string
	to    decks.Place
}

// bookPlaceTitles name the places a packet goes to from the move form.
var bookPlaceTitles = map[decks.Place]string{
	decks.PlaceStash:   "Hero Stash",
	decks.PlaceArchive: "Event Archive",
	decks.PlaceAside:   "Set aside",
	decks.PlaceMarked:  "Mark a Hero",
	decks.PlaceDeck:    "Back in the deck",
}

// openMoveForm records what happened to a packet in one screen: the
// choice made, the side exposed and where it goes. reading is a Hero
// Stash packet read at the Level Up Step; else e is the drawn packet.
func (v *bookView) openMoveForm(e book.Event, reading bool) {
	s, o := v.p.App(), v.st
	session, _ := o.Playing()
	// Where the rules let it go (book.State.Destinations), the place it
	// is in first: it stays.
	var places []bookPlaceChoice
	for i, to := range o.Destinations(reading) {
		if i == 0 {
			places = append(places, bookPlaceChoice{"Stays " + to.Where(), ""})
			continue
		}
		places = append(places, bookPlaceChoice{bookPlaceTitles[to], to})
	}

	choice := widget.NewEntry()
	choice.SetPlaceHolder("The choice made, if it offered one")
	earlier := container.NewVBox()
	seen := map[string]bool{}
	for i := len(e.Choices) - 1; i >= 0; i-- {
		c := e.Choices[i]
		if seen[strings.ToLower(c)] {
			continue
		}
		seen[strings.ToLower(c)] = true
		earlier.Add(kit.Tall(widget.NewButton("As before: "+v.short(c), func() { choice.SetText(c) })))
	}

	sides := e.Sides()
	sideTitles := make([]string, len(sides))
	cur := 0
	for i, sd := range sides {
		sideTitles[i] = string(sd)
		if sd == e.Side {
			cur = i
		}
	}
	side := kit.NewChoice("", sideTitles, cur, nil)

	plus, minus := 0, 0
	if f, ok := e.Icons(e.Side); ok {
		plus, minus = f.Plus, f.Minus
	}
	free := o.MarkersFree()
	markerTitles := make([]string, len(free))
	for i, n := range free {
		markerTitles[i] = strconv.Itoa(n)
	}
	marker := kit.NewChoice("Marker", markerTitles, -1, nil)
	hero := kit.NewChoice("Hero", session.Heroes, -1, nil)
	ats := []decks.Position{decks.AtTier, decks.AtTop, decks.AtBottom}
	at := kit.NewChoice("", []string{"Into tier " + string(e.Tier), "On top", "At the bottom"}, 0, nil)

	extra := container.NewVBox()
	var relayout func()
	placeTitles := make([]string, len(places))
	for i, pl := range places {
		placeTitles[i] = pl.title
	}
	place := kit.NewChoice("", placeTitles, 0, nil)
	place.OnChanged = func(i int) {
		extra.Objects = nil
		switch places[i].to {
		case decks.PlaceArchive:
			extra.Add(kit.Note("The judgment icons at the bottom of the side it ends on:"))
			extra.Add(kit.NewNumber(v.win(), "+1 icons", &plus, 0, book.MaxIcons, nil).Content())
			extra.Add(kit.NewNumber(v.win(), "-1 icons", &minus, 0, book.MaxIcons, nil).Content())
		case decks.PlaceMarked:
			extra.Add(marker.Content(v.win(), 6))
			extra.Add(hero.Content(v.win(), 3))
		case decks.PlaceDeck:
			extra.Add(at.Content(v.win(), 3))
		}
		extra.Refresh()
		if relayout != nil {
			relayout()
		}
	}

	what := "Resolve " + e.Title
	if reading {
		what = "Read " + e.Title
	}
	back := widget.NewButtonWithIcon("Back to the book", theme.NavigateBackIcon(), v.p.Render)
	save := kit.BigButton("Save", theme.ConfirmIcon(), true, func() {
		pl := places[place.Picked]
		cmd := book.MoveCmd{Packet: e.ID, To: pl.to, Choice: strings.TrimSpace(choice.Text)}
		if sd := sides[side.Picked]; sd != e.Side {
			cmd.Side = sd
		}
		switch pl.to {
		case decks.PlaceArchive:
			cmd.Icons = &book.Icons{Plus: plus, Minus: minus}
		case decks.PlaceMarked:
			if marker.Picked < 0 || hero.Picked < 0 {
				s.Tell("Who is marked?", "Tap the marker the card names and the Hero who takes it.")
				return
			}
			cmd.Marker, cmd.Hero = free[marker.Picked], session.Heroes[hero.Picked]
		case decks.PlaceDeck:
			cmd.At = ats[at.Picked]
		}
		if reading {
			v.do(book.ReadStash(cmd))
			return
		}
		v.do(book.Move(cmd))
	})
	parts := []fyne.CanvasObject{
		kit.Heading(fmt.Sprintf("%s (side %s up)", what, e.Side)),
		kit.Section("The choice made"),
		kit.Tall(choice), earlier,
		kit.Section("Side up afterwards"),
		side.Content(v.win(), 6),
		kit.Section("Where it goes"),
		place.Content(v.win(), 2),
		extra,
	}
	relayout = kit.FormScreen(s.Show, back, save, parts...)
}
