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
// package; this package only draws and asks.

// Screens are the campaign book's screens, one line of the lineup (package lineup).
type Screens struct{}

// Game is the tracker game the screens draw.
func (Screens) Game() tracker.Game { return book.Game{} }

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
	return kit.Tall(kit.BigButton("Campaign book", theme.DocumentIcon(), false, func() { OpenFrom(p) }))
}

// OpenFrom opens the campaign book of the Valor game p, as OpenButton
// does: from the game's menu too.
func OpenFrom(p *ui.Play) {
	var members []string
	if st, err := valor.Decode(p.Session().State); err == nil {
		for _, h := range st.Heroes {
			members = bookAddName(members, h.Player)
		}
	}
	p.App().OpenBook(p.Campaign(), book.Game{}.ID(), func() ([]byte, error) { return bookFirstPage(p.Campaign().Name, members, p.App().Now()) })
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
