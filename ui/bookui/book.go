package bookui

import (
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/decks"
	"tableside/tracker"
	"tableside/tracker/valor"
	"tableside/tracker/valor/book"
	"tableside/ui"
	"tableside/ui/kit"
)

// The Lludwik's Labyrinth campaign book (tracker/valor/book): the party,
// its Acts and sessions, the Hero Hoard and Base Camp, what stays
// unlocked, Judgment, and every sleeved Event packet with its place and
// exposed side. It is a session of its own beside the evenings (openBook),
// with its own undo. Every rule and every "why not" comes from the book
// package; this file only draws and asks.

// Screens are the campaign book's screens, handed to ui.Create by main.go.
type Screens struct{}

// Game is the tracker game the screens draw.
func (Screens) Game() string { return book.Game{}.ID() }

// Open makes the view of an open book.
func (Screens) Open(p *ui.Play) ui.View { return &openBook{p: p, page: -1} }

// openBook is the book as the player looks at it, kept across redraws so a
// page, its scroll and the title field survive each command.
type openBook struct {
	p *ui.Play
	// page is the page shown; -1 until the first drawing picks one.
	page    int
	scrolls kit.Scrolls
	// titleField is the title field of the entry form drawn last, which
	// takes the keyboard after a packet is added.
	titleField *widget.Entry
	// open are the folds the player opened, by title.
	open map[string]bool
}

// Draw draws the page shown from the committed state.
func (o *openBook) Draw() fyne.CanvasObject {
	st, err := ui.StateOf(o.p, book.Decode)
	if err != nil {
		return kit.Note("This campaign book cannot be read: " + err.Error())
	}
	return (&bookView{o: o, p: o.p, st: st}).Content()
}

// The book's pages, kept in openBook.page so a page survives the redraw
// after each command. bookPagePool is reached from the Events page.
const (
	bookPageEvents = iota
	bookPageSessions
	bookPageHoard
	bookPageUnlocked
	bookPageJudgment
	bookPageReset
	bookPagePool
)

// bookTabs names the pages the tabs switch between, in their order.
var bookTabs = []struct {
	page  int
	title string
}{
	{bookPageEvents, "Events"},
	{bookPageSessions, "Sessions"},
	{bookPageHoard, "Hoard & Camp"},
	{bookPageUnlocked, "Unlocked"},
	{bookPageJudgment, "Judgment"},
	{bookPageReset, "Reset"},
}

// setup opens the campaign's book. A book is made beside a Valor &
// Villainy campaign (openBook), never as a campaign's own game.
func (Screens) Setup(s *ui.App, c campaign.Campaign) {
	if c.Game == (book.Game{}).ID() {
		s.ShowHome()
		s.Tell("Open it from the game", "The campaign book is kept beside a Valor & Villainy campaign: start that campaign and tap Campaign book on its board.")
		return
	}
	s.OpenBook(c, book.Game{}.ID(), func() ([]byte, error) { return bookFirstPage(c.Name, nil, s.Now()) })
}

// OpenButton opens the campaign book of the Valor game p, making its
// first page the first time: the campaign's name as the party's, the
// players at the table as its members.
func OpenButton(p *ui.Play) fyne.CanvasObject {
	return kit.Tall(kit.BigButton("Campaign book", theme.DocumentIcon(), false, func() {
		var members []string
		if st, err := valor.Decode(p.Session().State); err == nil {
			for _, h := range st.Heroes {
				members = bookAddName(members, h.Player)
			}
		}
		p.App().OpenBook(p.Campaign(), book.Game{}.ID(), func() ([]byte, error) { return bookFirstPage(p.Campaign().Name, members, p.App().Now()) })
	}))
}

// bookFirstPage is a new book at Act 1, its Quest draws seeded by now.
func bookFirstPage(party string, members []string, now time.Time) ([]byte, error) {
	st, err := book.NewBook(bookClip(party, book.MaxName), members, uint64(now.UnixNano()))
	if err != nil {
		return nil, err
	}
	return st.Encode()
}

// bookAddName appends name to names unless it is empty or there already,
// whatever its case.
func bookAddName(names []string, name string) []string {
	name = strings.TrimSpace(name)
	if name == "" {
		return names
	}
	for _, n := range names {
		if strings.EqualFold(n, name) {
			return names
		}
	}
	return append(names, name)
}

// bookClip cuts s to at most n bytes on a letter's boundary.
func bookClip(s string, n int) string {
	s = strings.TrimSpace(s)
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// bookShort shortens a title for a button, which never wraps: a long one
// would push the screen wider than a phone.
func bookShort(s string, runes int) string {
	if utf8.RuneCountInString(s) <= runes {
		return s
	}
	r := []rune(s)
	return strings.TrimSpace(string(r[:runes-1])) + "…"
}

// bookView is one drawing of the book.
type bookView struct {
	o  *openBook
	p  *ui.Play
	st book.State
}

func (v *bookView) win() fyne.Window { return v.p.App().Window() }

func (v *bookView) wide() bool { return v.win().Canvas().Size().Width >= kit.TabletWidth }

// short shortens a title for a button: a phone has room for about 30
// letters beside an icon.
func (v *bookView) short(title string) string {
	if v.wide() {
		return bookShort(title, 60)
	}
	return bookShort(title, 30)
}

// do sends one command; the page redraws from what the store committed.
func (v *bookView) do(cmd tracker.Command) bool { return v.p.Do(cmd) }

// page is the page shown: the one tapped, else what the table needs now.
func (v *bookView) page() int {
	if f := v.o.page; f >= bookPageEvents && f <= bookPagePool {
		return f
	}
	// Chosen once, then kept: the page must not change under a finger.
	v.o.page = bookPageSessions
	if _, open := v.st.Playing(); open || len(v.st.Packets()) == 0 {
		v.o.page = bookPageEvents
	}
	return v.o.page
}

// show switches to page, from its top.
func (v *bookView) show(page int) {
	v.o.page = page
	v.o.scrolls.Forget(strconv.Itoa(page))
	v.p.Render()
}

func (v *bookView) Content() fyne.CanvasObject {
	page := v.page()
	var left, right fyne.CanvasObject
	switch page {
	case bookPageEvents:
		left, right = v.eventsPage()
	case bookPagePool:
		left = v.poolPage()
	case bookPageSessions:
		left, right = v.sessionsPage()
	case bookPageHoard:
		left, right = v.hoardPage()
	case bookPageUnlocked:
		left, right = v.unlockedPage()
	case bookPageJudgment:
		left = v.judgmentPage()
	case bookPageReset:
		left = v.resetPage()
	}
	var body fyne.CanvasObject
	switch {
	case right == nil && v.wide():
		body = container.New(kit.Column{}, left)
	case right == nil:
		body = left
	case v.wide():
		// A tablet shows the page's two halves side by side.
		body = container.NewGridWithColumns(2, left, right)
	default:
		body = container.NewVBox(left, widget.NewSeparator(), right)
	}
	key := strconv.Itoa(page)
	top := container.NewVBox(v.header(), v.tabs(page), widget.NewSeparator())
	if v.wide() {
		// A tablet keeps the tabs in reach; the page scrolls below them.
		scroll := v.o.scrolls.VScroll(key, container.NewPadded(body))
		return container.NewBorder(container.NewPadded(top), nil, nil, nil, scroll)
	}
	return v.o.scrolls.VScroll(key, container.NewPadded(container.NewVBox(top, body)))
}

// header is the book at a glance: the party, the Act, Supplies and Hoard,
// and the session being played.
func (v *bookView) header() fyne.CanvasObject {
	st := v.st
	party := st.Party
	if party == "" {
		party = "A party with no name yet"
	}
	act := fmt.Sprintf("Act %d of %d", st.Act, book.Acts)
	if st.Complete {
		act = fmt.Sprintf("all %d Acts played", book.Acts)
	}
	box := container.NewVBox(kit.Heading(party + " · " + act))
	box.Add(kit.Bold(fmt.Sprintf("Supplies %d · Hero Hoard %d Bounty", st.Supplies, st.Hoard)))
	if o, ok := st.Playing(); ok {
		what := "Playing session"
		if o.Quest {
			what = "Playing a Quest, session"
		}
		box.Add(kit.Note(fmt.Sprintf("%s %d: %s (%s)", what, len(st.Sessions), o.Mission, strings.Join(o.Heroes, ", "))))
	} else if st.Complete {
		box.Add(kit.Note("The campaign is complete: Quests can still be played."))
	}
	return box
}

// tabs switch between the pages; the page shown is highlighted.
func (v *bookView) tabs(page int) fyne.CanvasObject {
	if page == bookPagePool {
		page = bookPageEvents
	}
	cols := 3
	if v.wide() {
		cols = len(bookTabs)
	}
	grid := kit.Fit(cols)
	for _, t := range bookTabs {
		t := t
		b := widget.NewButton(t.title, func() { v.show(t.page) })
		switch {
		case t.page == page:
			b.Importance = widget.HighImportance
		case t.page == bookPageJudgment && v.st.JudgmentDue():
			b.Importance = widget.WarningImportance
		}
		grid.Add(kit.Tall(b))
	}
	return grid
}

// bookRow is a line of words with a button at its end; the words wrap.
func bookRow(text string, btn fyne.CanvasObject) fyne.CanvasObject {
	if btn == nil {
		return kit.Note(text)
	}
	return container.NewBorder(nil, nil, nil, kit.Middle(kit.Tall(btn)), kit.Middle(kit.Note(text)))
}

// ---------------------------------------------------------------- Events

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

// ---------------------------------------------------------------- reading

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

// ---------------------------------------------------------------- Quest Pool

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

// ---------------------------------------------------------------- Sessions

// tonight is the campaign's latest Valor game, when there is one: its
// Heroes are the session's, its Hoard the session's Bounty.
func (v *bookView) tonight() (valor.State, bool) {
	sess, ok, err := v.p.App().Store().LastSession(v.p.Campaign().ID)
	if err != nil || !ok || sess.Game != (valor.Game{}).ID() {
		return valor.State{}, false
	}
	st, err := valor.Decode(sess.State)
	return st, err == nil
}

// playedThisAct reports whether a session of the current Act has been
// played, so that the campaign's last game belongs to it.
func (v *bookView) playedThisAct() bool {
	for _, s := range v.st.Sessions {
		if s.Act == v.st.Act && !s.Quest {
			return true
		}
	}
	return false
}

// heroNames are the names a session's Heroes are picked from: tonight's
// Heroes, those of earlier sessions and Talents, and the party's members.
func (v *bookView) heroNames() []string {
	st := v.st
	var out []string
	if g, ok := v.tonight(); ok {
		for _, h := range g.Heroes {
			out = bookAddName(out, h.Name)
		}
	}
	for i := len(st.Sessions) - 1; i >= 0; i-- {
		for _, h := range st.Sessions[i].Heroes {
			out = bookAddName(out, h)
		}
	}
	for _, t := range st.Talents {
		out = bookAddName(out, t.Hero)
	}
	for _, m := range st.Members {
		out = bookAddName(out, m)
	}
	return out
}

// sessionsPage starts and ends sessions and lists those played, with the
// party.
func (v *bookView) sessionsPage() (left, right fyne.CanvasObject) {
	st := v.st
	l := container.NewVBox()
	if o, ok := st.Playing(); ok {
		l.Add(v.openSessionPanel(o))
	} else {
		l.Add(v.startForm())
	}
	if rem := st.StartReminders(); len(rem) > 0 {
		l.Add(widget.NewSeparator())
		l.Add(kit.Bold("As each game is set up"))
		for _, r := range rem {
			l.Add(kit.Note("• " + r))
		}
	}

	r := container.NewVBox()
	if d := actsChart(st.ActTallies()); len(d.Lines) > 0 {
		// The campaign at a glance, where the sessions are listed (also
		// above History's log).
		r.Add(kit.Bold("The campaign by Act"))
		r.Add(kit.NewChart(d))
		r.Add(widget.NewSeparator())
	}
	r.Add(kit.Bold(fmt.Sprintf("Sessions played (%d)", len(st.Sessions))))
	if len(st.Sessions) == 0 {
		r.Add(kit.Note("None yet."))
	}
	for i := len(st.Sessions) - 1; i >= 0; i-- {
		r.Add(kit.Note(bookSessionLine(i+1, st.Sessions[i])))
	}
	r.Add(widget.NewSeparator())
	party := st.Party
	if party == "" {
		party = "no name yet"
	}
	r.Add(kit.Bold("Party: " + party))
	if len(st.Members) > 0 {
		r.Add(kit.Note("Members: " + strings.Join(st.Members, ", ")))
	}
	r.Add(kit.Tall(widget.NewButtonWithIcon("Change the party…", theme.DocumentCreateIcon(), v.askParty)))
	return l, r
}

// bookSessionLine is one line of the book: date, Act, Mission, Heroes,
// result, XP and Bounty.
func bookSessionLine(n int, s book.Session) string {
	act := fmt.Sprintf("Act %d", s.Act)
	if s.Quest {
		act = "Quest"
	}
	result := "being played"
	if !s.Open() {
		result = fmt.Sprintf("%s · %d XP · %d Bounty", bookResultTitle(s.Result), s.XP, s.Bounty)
	}
	line := fmt.Sprintf("%d. %s · %s · %s\n%s\n%s", n, s.Date, act, s.Mission, strings.Join(s.Heroes, ", "), result)
	if s.FinalEvent {
		line += " · last Event drawn"
	}
	return line
}

func bookResultTitle(r book.Result) string {
	switch r {
	case book.ResultWon:
		return "Won"
	case book.ResultLost:
		return "Lost"
	case book.ResultUnfinished:
		return "Unfinished"
	}
	return string(r)
}

// startForm starts a session: the date is the device's, the Mission typed,
// the Heroes tapped.
func (v *bookView) startForm() fyne.CanvasObject {
	st, s := v.st, v.p.App()
	n := len(st.Sessions) + 1
	date := s.Now().Format("2006-01-02")
	box := container.NewVBox(kit.Bold(fmt.Sprintf("Start session %d", n)), kit.Note("Date: "+date))

	mission := widget.NewEntry()
	mission.SetPlaceHolder("Mission")
	box.Add(kit.Tall(mission))
	// A Mission not won is often played again: no need to type it twice.
	var again []string
	for i := len(st.Sessions) - 1; i >= 0; i-- {
		x := st.Sessions[i]
		if x.Act == st.Act && x.Result != book.ResultWon && !x.Quest {
			again = bookAddName(again, x.Mission)
		}
	}
	for _, m := range again {
		m := m
		box.Add(kit.Tall(widget.NewButton("Again: "+v.short(m), func() { mission.SetText(m) })))
	}

	g, haveGame := v.tonight()
	names := v.heroNames()
	on := map[string]bool{}
	switch {
	case haveGame:
		for _, h := range g.Heroes {
			on[strings.ToLower(h.Name)] = true
		}
	case len(st.Sessions) > 0:
		for _, h := range st.Sessions[len(st.Sessions)-1].Heroes {
			on[strings.ToLower(h)] = true
		}
	}
	box.Add(kit.Bold("Heroes"))
	cols := 2
	if v.wide() {
		cols = 3
	}
	checks := kit.Fit(cols)
	fill := func() {
		checks.Objects = nil
		for _, h := range names {
			key := strings.ToLower(h)
			checks.Add(kit.NewTallCheck(h, on[key], nil, func(c bool) { on[key] = c }))
		}
		checks.Refresh()
	}
	fill()
	box.Add(kit.Own(checks)) // fill redraws it in place
	other := widget.NewEntry()
	other.SetPlaceHolder("Another Hero's name")
	addHero := widget.NewButtonWithIcon("Add", theme.ContentAddIcon(), func() {
		name := strings.TrimSpace(other.Text)
		if name == "" {
			return
		}
		other.SetText("")
		names = bookAddName(names, name)
		on[strings.ToLower(name)] = true
		fill()
	})
	box.Add(container.NewBorder(nil, nil, nil, kit.Tall(addHero), kit.Tall(other)))

	quest := st.QuestOnly() || (haveGame && g.Mode == valor.ModeQuest)
	qc := kit.NewTallCheck("A Quest (Quest mode): Events come from the Quest Pool", quest, nil, func(c bool) { quest = c })
	if st.QuestOnly() {
		qc.Disable()
	}
	box.Add(qc)
	box.Add(kit.Tall(kit.BigButton(fmt.Sprintf("Start session %d", n), theme.MediaPlayIcon(), true, func() {
		var heroes []string
		for _, h := range names {
			if on[strings.ToLower(h)] {
				heroes = append(heroes, h)
			}
		}
		if len(heroes) == 0 {
			s.Tell("Who plays?", "Tick the Heroes of this session, or add one by name.")
			return
		}
		if quest {
			v.do(book.StartQuest(date, mission.Text, heroes...))
			return
		}
		v.do(book.StartSession(date, mission.Text, heroes...))
	})))
	return box
}

// openSessionPanel is the session being played and how it ends.
func (v *bookView) openSessionPanel(o book.Session) fyne.CanvasObject {
	st := v.st
	n := len(st.Sessions)
	what := fmt.Sprintf("Session %d, Act %d", n, o.Act)
	if o.Quest {
		what = fmt.Sprintf("Session %d, a Quest", n)
	}
	box := container.NewVBox(kit.Bold(what+": being played"), kit.Note(fmt.Sprintf("%s · %s · %s", o.Date, o.Mission, strings.Join(o.Heroes, ", "))))
	box.Add(kit.Tall(kit.BigButton(fmt.Sprintf("End session %d…", n), theme.MediaStopIcon(), true, func() { v.askEndSession(o) })))
	list := container.NewVBox()
	for _, c := range st.Cleanup() {
		list.Add(kit.Note("• " + c))
	}
	box.Add(v.fold("What ending a session does", list))
	return box
}

// askEndSession asks how the session ended, its XP and its Bounty.
func (v *bookView) askEndSession(o book.Session) {
	results := []book.Result{book.ResultWon, book.ResultLost, book.ResultUnfinished}
	kit.Choose(v.win(), "How did it end?", []string{"Won", "Lost", "Unfinished (stopped early)"}, func(i int) {
		// Tonight's game counted the XP its Heroes earned: the pad opens on it.
		xpStart := -1
		if g, ok := v.tonight(); ok {
			xpStart = min(book.MaxXP, g.XPEarned)
		}
		kit.ShowNumberPad(v.win(), "XP the Heroes earned", xpStart, 0, book.MaxXP, func(xp int) {
			start := -1
			if g, ok := v.tonight(); ok && g.Hoard <= book.MaxBounty {
				start = g.Hoard
			}
			title := "Bounty on the Hero Hoard card"
			if o.Quest {
				title = "Bounty (a Quest leaves the Hoard alone)"
			}
			kit.ShowNumberPad(v.win(), title, start, 0, book.MaxBounty, func(b int) {
				if !v.do(book.EndSession(results[i], xp, b)) {
					return
				}
				// As each game ends, the Reliquary keeps a Treasure of
				// the party's choosing (000 L1237): the one kept so far
				// is offered, to keep or to change.
				if u, ok := v.st.Reliquary(); ok {
					v.askText("Reliquary: the Treasure to keep", "The Treasure's name", u.Note, "Keep it", func(t string) { v.do(book.UpgradeNote(u.Name, t)) })
				}
			})
		})
	})
}

// askParty renames the party and its members.
func (v *bookView) askParty() {
	name := widget.NewEntry()
	name.SetPlaceHolder("The party's name")
	name.SetText(v.st.Party)
	members := widget.NewEntry()
	members.SetPlaceHolder("Members, with commas between")
	members.SetText(strings.Join(v.st.Members, ", "))
	v.ask("The party", container.NewVBox(kit.Tall(name), kit.Tall(members)), "Save", widget.HighImportance, func() {
		var list []string
		for _, m := range strings.Split(members.Text, ",") {
			if m = strings.TrimSpace(m); m != "" {
				list = append(list, m)
			}
		}
		v.do(book.Party(name.Text, list...))
	})
}

// ---------------------------------------------------------------- Hoard

// hoardPage is the Hero Hoard and its chart, the end of the Act, and the
// Base Camp upgrades.
func (v *bookView) hoardPage() (left, right fyne.CanvasObject) {
	st, w := v.st, v.win()
	l := container.NewVBox(kit.Bold("Hero Hoard"))
	l.Add(kit.NewCounter(w, "Hoard (Bounty)", strconv.Itoa(st.Hoard), st.Hoard, 0, book.MaxHoard,
		func(d int) { v.do(book.AdjustHoard(d, "")) },
		func(n int) {
			if n != st.Hoard {
				v.do(book.AdjustHoard(n-st.Hoard, ""))
			}
		}).Content())
	l.Add(kit.NewCounter(w, "Supplies", strconv.Itoa(st.Supplies), st.Supplies, 0, book.MaxSupplies,
		func(d int) { v.do(book.AdjustSupplies(d, "")) },
		func(n int) {
			if n != st.Supplies {
				v.do(book.AdjustSupplies(n-st.Supplies, ""))
			}
		}).Content())
	if len(st.Chart) == 0 {
		l.Add(kit.Note("The Hero Hoard card's chart turns the Hoard into Supplies at the Act's end. Enter it once."))
		l.Add(kit.Tall(kit.BigButton("Enter the Hoard chart…", theme.DocumentCreateIcon(), true, v.openChart)))
	} else {
		l.Add(kit.Note("Chart: " + bookChartLine(st.Chart)))
		l.Add(kit.Tall(widget.NewButtonWithIcon("Correct the chart…", theme.DocumentCreateIcon(), v.openChart)))
	}
	l.Add(widget.NewSeparator())
	l.Add(v.endActPanel())
	if len(st.Acts) > 0 {
		l.Add(widget.NewSeparator())
		l.Add(kit.Bold("Acts ended"))
		for _, a := range st.Acts {
			l.Add(kit.Note(fmt.Sprintf("Act %d: Hoard %d Bounty, gave %s", a.Act, a.Bounty, bookSupplies(a.Supplies))))
		}
	}
	return l, v.campPanel()
}

// bookSupplies counts Supplies: "1 Supply", "2 Supplies".
func bookSupplies(n int) string {
	if n == 1 {
		return "1 Supply"
	}
	return fmt.Sprintf("%d Supplies", n)
}

// bookChartLine is the chart in one line: "5+ Bounty: 1 Supply · 10+
// Bounty: 2 Supplies".
func bookChartLine(chart []book.HoardColumn) string {
	var parts []string
	for _, c := range chart {
		parts = append(parts, fmt.Sprintf("%d+ Bounty: %s", c.Bounty, bookSupplies(c.Supplies)))
	}
	return strings.Join(parts, " · ")
}

// endActPanel ends the Act, saying first what the chart will give.
func (v *bookView) endActPanel() fyne.CanvasObject {
	st := v.st
	box := container.NewVBox(kit.Bold(fmt.Sprintf("End Act %d", st.Act)))
	btn := kit.BigButton(fmt.Sprintf("End Act %d…", st.Act), theme.MediaSkipNextIcon(), true, v.askEndAct)
	ok, why := st.CanEndAct()
	switch {
	case st.QuestOnly():
		box.Add(kit.Note(fmt.Sprintf("All %d Acts are over.", book.Acts)))
		return box
	case !ok:
		box.Add(kit.Note(why))
		btn.Disable()
	default:
		total, sup, col := st.EndActPreview(0)
		line := fmt.Sprintf("With the Hoard as it is (%d Bounty): ", total)
		if col < 0 {
			line += "below the chart, no Supplies."
		} else {
			line += fmt.Sprintf("%s (the %d+ column).", bookSupplies(sup), st.Chart[col].Bounty)
		}
		box.Add(kit.Note(line + " The equipped Treasures and the Hero Loot Stash add to it."))
	}
	box.Add(kit.Tall(btn))
	return box
}

// askEndAct asks for the Treasures' and Loot Stash's Bounty, shows what
// the Act's end gives, and asks once more.
func (v *bookView) askEndAct() {
	st := v.st
	// The last game of this Act knows its Treasures and Stash (000
	// L1116): the pad opens on them, for the players to confirm.
	start := -1
	if g, ok := v.tonight(); ok && g.Box == valor.BoxLabyrinth && v.playedThisAct() {
		start = min(book.MaxBounty, g.ActEndBounty())
	}
	kit.ShowNumberPad(v.win(), "Bounty of the equipped Treasures and the Loot Stash", start, 0, book.MaxBounty, func(b int) {
		total, sup, col := st.EndActPreview(b)
		lines := []string{fmt.Sprintf("Hero Hoard %d + %d = %d Bounty.", st.Hoard, b, total)}
		if col < 0 {
			lines = append(lines, "That is below every column of the chart: no Supplies.")
		} else {
			lines = append(lines, fmt.Sprintf("The %d+ column gives %s: the book will hold %d.", st.Chart[col].Bounty, bookSupplies(sup), st.SuppliesAfterAct(b)))
		}
		lines = append(lines, fmt.Sprintf("Act %d's unused Event packets go back in the box.", st.Act))
		if st.Act == book.Acts {
			lines = append(lines, "The campaign is then complete.")
		} else {
			lines = append(lines, fmt.Sprintf("Act %d begins with an empty Hoard.", st.Act+1))
		}
		lines = append(lines, "(Undo can take it back.)")
		v.ask(fmt.Sprintf("End Act %d?", st.Act), kit.Note(strings.Join(lines, "\n")), fmt.Sprintf("End Act %d", st.Act), widget.HighImportance, func() {
			v.do(book.EndAct(b))
		})
	})
}

// openChart enters the Hoard card's chart once: each column's least
// Bounty and its Supplies, by pads.
func (v *bookView) openChart() {
	type column struct{ bounty, supplies int }
	var cols []*column
	for _, c := range v.st.Chart {
		cols = append(cols, &column{c.Bounty, c.Supplies})
	}
	if len(cols) == 0 {
		cols = append(cols, &column{})
	}
	list := container.NewVBox()
	var relayout func()
	var redraw func()
	redraw = func() {
		list.Objects = nil
		for i, c := range cols {
			i := i
			remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
				cols = append(cols[:i], cols[i+1:]...)
				redraw()
			})
			if len(cols) == 1 {
				remove.Disable()
			}
			list.Add(kit.CardHeader(fmt.Sprintf("Column %d", i+1), remove))
			list.Add(kit.NewNumber(v.win(), "Bounty at least", &c.bounty, 0, book.MaxHoard, nil).Content())
			list.Add(kit.NewNumber(v.win(), "Supplies it gives", &c.supplies, 0, book.MaxSupplies, nil).Content())
		}
		list.Refresh()
		if relayout != nil {
			relayout()
		}
	}
	redraw()
	add := widget.NewButtonWithIcon("Add a column", theme.ContentAddIcon(), func() {
		next := &column{}
		if n := len(cols); n > 0 {
			next.bounty, next.supplies = cols[n-1].bounty+1, cols[n-1].supplies+1
		}
		cols = append(cols, next)
		redraw()
	})
	back := widget.NewButtonWithIcon("Back to the book", theme.NavigateBackIcon(), v.p.Render)
	save := kit.BigButton("Save the chart", theme.ConfirmIcon(), true, func() {
		var out []book.HoardColumn
		for _, c := range cols {
			out = append(out, book.HoardColumn{Bounty: c.bounty, Supplies: c.supplies})
		}
		v.do(book.HoardChart(out...))
	})
	relayout = kit.FormScreen(v.p.App().Show, back, save,
		kit.Heading("The Hero Hoard chart"),
		kit.Note("From the lowest Bounty up: the least Bounty of each column and the Supplies it gives. At the Act's end the highest column met counts."),
		list, kit.Tall(add))
}

// campPanel is Base Camp: upgrades bought, buying one, and the reminders
// they give as each game is set up.
func (v *bookView) campPanel() fyne.CanvasObject {
	st := v.st
	box := container.NewVBox(kit.Bold(fmt.Sprintf("Base Camp upgrades (%d)", len(st.Upgrades))))
	if err := st.CanBuyUpgrades(); err != nil {
		box.Add(kit.Note(err.Error()))
	} else {
		box.Add(kit.Tall(kit.BigButton("Buy an upgrade…", theme.ContentAddIcon(), false, v.openUpgrade)))
	}
	for _, u := range st.Upgrades {
		u := u
		lines := []string{fmt.Sprintf("%s · %s · bought before Act %d", u.Name, bookSupplies(u.Cost), u.Act)}
		if u.Benefit != "" {
			lines = append(lines, u.Benefit)
		}
		if u.Reminder != "" {
			lines = append(lines, "Each game: "+u.Reminder)
		}
		if u.Note != "" {
			lines = append(lines, "Noted: "+u.Note)
		}
		box.Add(bookRow(strings.Join(lines, "\n"), widget.NewButton("Note…", func() { v.askUpgradeNote(u) })))
	}
	if rem := st.StartReminders(); len(rem) > 0 {
		box.Add(widget.NewSeparator())
		box.Add(kit.Bold("As each game is set up"))
		for _, r := range rem {
			box.Add(kit.Note("• " + r))
		}
	}
	return box
}

// openUpgrade buys a Base Camp upgrade: its name, Supply cost, benefit
// and what to remember as each game is set up.
func (v *bookView) openUpgrade() {
	name := kit.NameEntry("Upgrade's name", "")
	cost := 0
	benefit := kit.NameEntry("Its benefit", "")
	reminder := kit.NameEntry("What to do as each game is set up", "")
	back := widget.NewButtonWithIcon("Back to the book", theme.NavigateBackIcon(), v.p.Render)
	save := kit.BigButton("Buy it", theme.ConfirmIcon(), true, func() {
		v.do(book.BuyUpgrade(book.BuyUpgradeCmd{Name: name.Text, Cost: cost, Benefit: benefit.Text, Reminder: reminder.Text}))
	})
	kit.FormScreen(v.p.App().Show, back, save,
		kit.Heading("Buy a Base Camp upgrade"),
		kit.Note(fmt.Sprintf("The book holds %s.", bookSupplies(v.st.Supplies))),
		kit.Tall(name),
		kit.NewNumber(v.win(), "Supply cost", &cost, 0, book.MaxCost, nil).Content(),
		kit.Tall(benefit), kit.Tall(reminder))
}

// askUpgradeNote records what the players note for an upgrade.
func (v *bookView) askUpgradeNote(u book.Upgrade) {
	v.askText(u.Name, "What to note (empty clears it)", u.Note, "Save", func(t string) { v.do(book.UpgradeNote(u.Name, t)) })
}

// askText asks for one typed line.
func (v *bookView) askText(title, placeholder, start, confirm string, done func(string)) {
	e := widget.NewEntry()
	e.SetPlaceHolder(placeholder)
	e.SetText(start)
	v.ask(title, kit.Tall(e), confirm, widget.HighImportance, func() { done(e.Text) })
	v.win().Canvas().Focus(e)
}

// ask shows body with Cancel and a confirm button, both of touch height,
// and calls ok when confirmed.
func (v *bookView) ask(title string, body fyne.CanvasObject, confirm string, importance widget.Importance, ok func()) {
	var d *dialog.CustomDialog
	yes := widget.NewButtonWithIcon(confirm, theme.ConfirmIcon(), func() { d.Hide(); ok() })
	yes.Importance = importance
	no := widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), func() { d.Hide() })
	content := container.NewVBox(body, kit.Fit(2, kit.Tall(no), kit.Tall(yes)))
	d = kit.ShowSheet(v.win(), title, content, "")
}

// ---------------------------------------------------------------- Unlocked

// unlockedPage answers "is card 021 unlocked?" at a glance and records
// Discovered cards, envelopes and Talent cards.
func (v *bookView) unlockedPage() (left, right fyne.CanvasObject) {
	st := v.st
	search := widget.NewEntry()
	search.SetPlaceHolder("Search: a card number or a name")
	results := container.NewVBox()
	search.OnChanged = func(q string) {
		results.Objects = []fyne.CanvasObject{v.results(q)}
		results.Refresh()
	}
	search.OnChanged("")
	l := container.NewVBox(kit.Bold("What stays unlocked"), kit.Tall(search), kit.Own(results))

	r := container.NewVBox(
		kit.Tall(kit.BigButton("Discover a card…", theme.ContentAddIcon(), true, v.askDiscover)),
		kit.Tall(widget.NewButtonWithIcon("Unlock an envelope…", theme.MailComposeIcon(), func() {
			v.askText("Unlock an envelope", "Its icon, as you call it", "", "Unlock", func(t string) { v.do(book.UnlockEnvelope(t)) })
		})),
		kit.Tall(widget.NewButtonWithIcon("Unlock a Talent card…", theme.AccountIcon(), v.askTalent)),
		widget.NewSeparator(),
		kit.Bold("Talent cards by Hero"),
	)
	var heroes []string
	for _, t := range st.Talents {
		heroes = bookAddName(heroes, t.Hero)
	}
	if len(heroes) == 0 {
		r.Add(kit.Note("None unlocked yet."))
	}
	for _, h := range heroes {
		r.Add(kit.Note(h + ": " + strings.Join(st.TalentsOf(h), ", ")))
	}
	return l, r
}

// results is what a search finds; a number gets a plain yes or no first.
func (v *bookView) results(q string) fyne.CanvasObject {
	st := v.st
	box := container.NewVBox()
	q = strings.TrimSpace(q)
	if n, err := strconv.Atoi(q); err == nil && n >= 1 && n <= book.MaxCard {
		cards := st.Discovered(n)
		if len(cards) == 0 {
			box.Add(kit.Heading(fmt.Sprintf("Card %03d: not unlocked", n)))
		}
		for _, c := range cards {
			box.Add(kit.Heading(fmt.Sprintf("Card %03d: unlocked, %s (%s)", n, c.Name, c.Board.Title())))
		}
	}
	found := st.Search(q)
	if q == "" {
		box.Add(kit.Note(fmt.Sprintf("Everything unlocked (%d):", len(found))))
	} else if len(found) == 0 {
		box.Add(kit.Note("Nothing unlocked matches " + strconv.Quote(q) + "."))
	}
	kinds := map[string]string{"card": "Card", "envelope": "Envelope", "talent": "Talent", "upgrade": "Upgrade"}
	for _, f := range found {
		text := f.Text
		if f.Kind == "talent" || f.Kind == "upgrade" {
			text = kinds[f.Kind] + ": " + text
		}
		box.Add(kit.Note(fmt.Sprintf("%s · Act %d", text, f.Act)))
	}
	return box
}

// askDiscover records a Discovered card: its number on the pad, its name,
// and the Sideboard it came from as the button that saves it.
func (v *bookView) askDiscover() {
	kit.ShowNumberPad(v.win(), "The card's number", -1, 1, book.MaxCard, func(n int) {
		name := widget.NewEntry()
		name.SetPlaceHolder("The card's name")
		var d *dialog.CustomDialog
		save := func(b book.Board) func() {
			return func() {
				if strings.TrimSpace(name.Text) == "" {
					v.p.App().Tell("Type its name", "Type the name printed on the card, then tap its Sideboard.")
					return
				}
				d.Hide()
				v.do(book.Discover(n, name.Text, b))
			}
		}
		mini := kit.BigButton("Mini Sideboard", nil, true, save(book.BoardMini))
		full := kit.BigButton("Full-Size Sideboard", nil, true, save(book.BoardFull))
		cancel := widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), func() { d.Hide() })
		body := container.NewVBox(kit.Tall(name), kit.Note("Found in the"), kit.Tall(mini), kit.Tall(full), kit.Tall(cancel))
		d = kit.ShowSheet(v.win(), fmt.Sprintf("Card %03d", n), body, "")
	})
}

// askTalent records a Talent card unlocked for a Hero, picked or typed.
func (v *bookView) askTalent() {
	names := v.heroNames()
	card := func(hero string) {
		v.askText("A Talent card for "+hero, "The Talent card's name", "", "Unlock", func(t string) { v.do(book.UnlockTalent(hero, t)) })
	}
	kit.Choose(v.win(), "For which Hero?", append(append([]string{}, names...), "Another Hero…"), func(i int) {
		if i < len(names) {
			card(names[i])
			return
		}
		v.askText("Which Hero?", "The Hero's name", "", "Next", func(h string) {
			if h = strings.TrimSpace(h); h != "" {
				card(h)
			}
		})
	})
}

// ---------------------------------------------------------------- Judgment

// judgmentPage is Facing Judgment: whether it is due, the Archive's score
// and what still lacks icons, facing it, and the decrees so far.
func (v *bookView) judgmentPage() fyne.CanvasObject {
	st := v.st
	box := container.NewVBox()
	now := st.Judgment()
	quest, questDone, due := now.Quest, now.Faced, now.Open
	switch d, decided := st.Decree(); {
	case quest && questDone:
		box.Add(kit.Heading("This Quest has faced Judgment."))
	case quest:
		box.Add(kit.Heading("A Quest may call for Judgment."))
	case st.Complete:
		box.Add(kit.Heading("The campaign is complete: a Quest may still call for Judgment."))
	case decided:
		box.Add(kit.Heading(fmt.Sprintf("Act %d: decreed %s (score %+d)", d.Act, d.Decree.Title(), d.Score)))
		box.Add(kit.Note("The decree holds until the next Act."))
	case st.Act < book.JudgmentAct:
		box.Add(kit.Heading(fmt.Sprintf("Judgment comes from Act %d on; this is Act %d.", book.JudgmentAct, st.Act)))
	default:
		box.Add(kit.Heading(fmt.Sprintf("Judgment is due in Act %d.", st.Act)))
	}
	score, missing := st.JudgmentScore()
	archived := len(st.InPlace(decks.PlaceArchive))
	if len(missing) == 0 {
		box.Add(kit.Bold(fmt.Sprintf("Score now: %+d from %s: %s", score, kit.Plural(archived, "archived packet"), book.DecreeFor(score).Title())))
	} else {
		box.Add(kit.Bold(fmt.Sprintf("Score so far: %+d from %d of %s", score, archived-len(missing), kit.Plural(archived, "archived packet"))))
	}
	box.Add(kit.Note("Each archived packet counts the +1 and -1 icons on the side it ended on. Below 0: Dastardly Villains; 0 or more: Knights of Valor."))
	if len(missing) > 0 {
		box.Add(kit.Bold(fmt.Sprintf("Icons still to enter (%d)", len(missing))))
		for _, e := range missing {
			e := e
			box.Add(bookRow(bookArchiveLine(e), widget.NewButton("Icons…", func() { v.askIcons(e) })))
		}
	}
	if due {
		face := kit.BigButton(fmt.Sprintf("Face Judgment: %+d, %s", score, book.DecreeFor(score).Title()), theme.ConfirmIcon(), true, func() { v.do(book.FaceJudgment()) })
		if len(missing) > 0 {
			face.Disable()
			box.Add(kit.Note("Enter the missing icons first."))
		}
		box.Add(kit.Tall(face))
	}
	box.Add(widget.NewSeparator())
	box.Add(kit.Bold(fmt.Sprintf("Decrees (%d)", len(st.Judgments))))
	if len(st.Judgments) == 0 {
		box.Add(kit.Note("None yet."))
	}
	for _, j := range st.Judgments {
		what := fmt.Sprintf("Act %d", j.Act)
		if j.Session > 0 {
			what = fmt.Sprintf("Quest, session %d", j.Session)
		}
		box.Add(kit.Note(fmt.Sprintf("%s: %s (score %+d)", what, j.Decree.Title(), j.Score)))
	}
	return box
}

// ---------------------------------------------------------------- Reset

// resetPage resets the whole campaign, asking twice; undo takes it back.
func (v *bookView) resetPage() fyne.CanvasObject {
	st := v.st
	box := container.NewVBox(
		kit.Heading("Reset the whole campaign"),
		kit.Note("For a new campaign from Act 1: the sessions, Acts, Hoard, Supplies, upgrades, everything unlocked, every Event packet and the decrees are cleared. The Hoard chart stays."),
		kit.Note("Undo, at the bottom of the screen, takes a reset back."),
	)
	btn := widget.NewButtonWithIcon("Reset the whole campaign…", theme.DeleteIcon(), v.askReset)
	btn.Importance = widget.DangerImportance
	if ok, why := st.CanReset(); !ok {
		box.Add(kit.Note(why))
		btn.Disable()
	}
	box.Add(kit.Tall(btn))
	return box
}

// askReset asks once, then asks for the party's name: no stray tap resets
// a campaign.
func (v *bookView) askReset() {
	st := v.st
	party := st.Party
	what := "the campaign"
	if party != "" {
		what = party + "'s campaign"
	}
	v.ask("Reset the whole campaign?", kit.Note(fmt.Sprintf("All of %s goes back to an empty book at Act 1.\n(Undo can take it back.)", what)), "Go on", widget.DangerImportance, func() {
		if party == "" {
			v.ask("Really reset?", kit.Note("Tap Reset to empty the book."), "Reset", widget.DangerImportance, func() { v.do(book.ResetCampaign("")) })
			return
		}
		v.askText("Type "+bookShort(party, 24)+" to reset", "The party's name", "", "Reset", func(t string) {
			v.do(book.ResetCampaign(t))
		})
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
