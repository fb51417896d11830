package ui

import (
	"errors"
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/tracker"
	"tableside/ui/kit"
)

// Play is an open game session: the frame every game shares (back, undo,
// redo, history) around the game's own view.
type Play struct {
	s    *App
	camp campaign.Campaign
	sess campaign.Session
	view View

	backBtn, menuBtn *widget.Button
	undo             *kit.UndoBar
	// shown is the screen last drawn, patched by the next drawing.
	shown fyne.CanvasObject
	// back is the last game screen shown in the frame, which the first
	// drawing reuses (kit.Reuse).
	back fyne.CanvasObject
	// edge, when known, is what Undo and Redo would change: set by Do,
	// which knows, and forgotten by any other change.
	edge *[2]string
	// offstage: drawn only to be kept ready (App.Prepare), never shown.
	offstage bool
	// agreed is the time of the earliest action the players agreed, this
	// evening, to take back from an earlier evening: Undo asks again only
	// past another evening's gap (campaign.Store.Reach).
	agreed time.Time
	// earlier says the game on show is not the campaign's latest, opened
	// from its list of games to look at or to correct.
	earlier *earlierGame
	// over is whether the game is over as the view last drew it
	// (GameOver): the frame then offers the evening's end.
	over bool
	// logged is the QR code Log this play showed last.
	logged *qrCode
}

// OpenCampaign continues the campaign's last game, or sets up its first.
func (s *App) OpenCampaign(c campaign.Campaign) {
	sess, ok, err := s.store.LastSession(c.ID)
	if err != nil {
		s.Fail(err)
		return
	}
	if ok {
		// The session just read is the one to show: not read again.
		s.open(c, sess)
		return
	}
	s.SetupGame(c)
}

// LastState is the state of campaign c's latest session, decoded, when it
// is a session of game and reads; ok is false otherwise, and a new game
// then carries nothing over. A setup screen takes its line-up from it.
func LastState[S any](s *App, c campaign.Campaign, game string, decode func([]byte) (S, error)) (st S, ok bool) {
	sess, found, err := s.store.LastSession(c.ID)
	if err != nil || !found || sess.Game != game {
		return st, false
	}
	st, err = decode(sess.State)
	return st, err == nil
}

// SetupGame shows the screen that starts a new game in campaign c.
func (s *App) SetupGame(c campaign.Campaign) {
	s.StopSharing()
	g, ok := s.screens[c.Game]
	if !ok {
		s.Fail(fmt.Errorf("this version of Tableside cannot show %q games", c.Game))
		return
	}
	g.Setup(s, c)
}

// StartSession saves a new game's first state and opens it.
func (s *App) StartSession(c campaign.Campaign, initial []byte) {
	sess, err := s.store.StartSession(c.ID, initial)
	if err != nil {
		s.Fail(err)
		return
	}
	s.OpenSession(c, sess.ID)
}

// StartGame is StartSession for a game's setup: refused is the engine's
// answer to the setup (nil when it made a game), encode the game's state
// as saved. A refusal or a state that cannot be encoded is shown, and
// nothing is written.
func (s *App) StartGame(c campaign.Campaign, refused error, encode func() ([]byte, error)) {
	if refused != nil {
		s.Fail(refused)
		return
	}
	b, err := encode()
	if err != nil {
		s.Fail(err)
		return
	}
	s.StartSession(c, b)
}

// OpenSession opens session id of campaign c on its game's screens.
func (s *App) OpenSession(c campaign.Campaign, id int64) *Play {
	sess, err := s.store.Session(id)
	if err != nil {
		s.Fail(err)
		return nil
	}
	return s.open(c, sess)
}

// open shows sess, a session of campaign c just read from the store.
func (s *App) open(c campaign.Campaign, sess campaign.Session) *Play {
	return s.openAs(c, sess, nil)
}

// openAs is open for an earlier game of the campaign when e is not nil.
func (s *App) openAs(c campaign.Campaign, sess campaign.Session, e *earlierGame) *Play {
	g, ok := s.screens[sess.Game]
	if !ok {
		s.Fail(fmt.Errorf("this version of Tableside cannot show %q games", sess.Game))
		return nil
	}
	// The game on show changes: a share of the last one ends.
	s.StopSharing()
	p := s.framed(c, sess)
	p.earlier = e
	f := s.frame
	f.back.OnTapped = s.ShowHome
	if p.backBtn == f.bookBack {
		// A campaign book goes back to the evening it was opened from.
		f.bookBack.OnTapped = func() { s.OpenCampaign(c) }
	}
	f.menu.OnTapped = p.menu
	p.undo.Bind(p.Undo, p.Redo)
	if f.screenBack == p.backBtn {
		p.back = f.screen
	}
	p.view = g.Open(p)
	s.keepAwake(true)
	s.cur = p
	p.Render()
	return p
}

// framed is a Play of sess in the kept frame, its taps not yet bound.
func (s *App) framed(c campaign.Campaign, sess campaign.Session) *Play {
	f := s.playFrame()
	p := &Play{s: s, camp: c, sess: sess, backBtn: f.back, menuBtn: f.menu, undo: f.undo}
	if sess.Game != c.Game {
		if f.bookBack == nil {
			f.bookBack = widget.NewButtonWithIcon("The game", theme.NavigateBackIcon(), nil)
		}
		p.backBtn = f.bookBack
	}
	return p
}

// Prepare draws the game screen Continue opens, off screen, while the
// campaigns show, and keeps it in the frame: the evening's first open then
// patches it as reopening a game does (kit.Reuse) rather than making every
// widget and renderer new, which was most of that wait. Nothing is shown
// and nothing is saved; the view is thrown away, and the open makes its
// own. The app calls it once the campaigns are on show.
func (s *App) Prepare() {
	if s.cur != nil || s.store.ReadOnly() || (s.frame != nil && s.frame.screen != nil) {
		return
	}
	sess, ok, err := s.store.Latest()
	if err != nil || !ok {
		return
	}
	g, known := s.screens[sess.Game]
	c, err := s.store.Campaign(sess.CampaignID)
	if !known || err != nil {
		return
	}
	p := s.framed(c, sess)
	p.offstage = true
	p.view = g.Open(p)
	screen := p.build()
	// Laid out as the window would: every renderer made, every text measured.
	size := s.root.Size()
	if size.IsZero() {
		size = s.win.Canvas().Size()
	}
	screen.Resize(size)
	s.frame.screen, s.frame.screenBack = screen, p.backBtn
}

// Offstage tells whether the view is drawn only to be kept ready
// (App.Prepare), never shown: such a view opens no sheet and asks nothing.
func (p *Play) Offstage() bool { return p.offstage }

// frame is the game screen's frame, kept by the App from one game to the
// next: new, its four icon buttons were most of the wait to open a game
// (each decodes its SVG icon several times on its first layout), and they
// look the same in every game. Each open binds their taps to its game.
type frame struct {
	back, bookBack, menu *widget.Button
	undo                 *kit.UndoBar
	// screen is the game screen last drawn in the frame: opening a game
	// (that one again, back from the campaigns, or another) reuses it
	// rather than making every widget anew. Reuse makes it look as the
	// new game draws, whatever it showed. screenBack is the back button it
	// holds: a book's screen is not reused for a game's, nor a game's for a
	// book's, or the patch would turn one kept back button into the other.
	screen     fyne.CanvasObject
	screenBack *widget.Button
}

// playFrame is the kept frame, made on first use.
func (s *App) playFrame() *frame {
	if s.frame == nil {
		s.frame = &frame{
			back: widget.NewButtonWithIcon("Campaigns", theme.NavigateBackIcon(), nil),
			menu: widget.NewButtonWithIcon("", theme.MenuIcon(), nil),
			undo: kit.NewUndoBar(nil, nil),
		}
	}
	return s.frame
}

// OpenBook opens the campaign's book of game (a session kept beside the
// evenings), making its first page with initial the first time.
func (s *App) OpenBook(c campaign.Campaign, game string, initial func() ([]byte, error)) *Play {
	sess, err := s.store.Book(c.ID, game, initial)
	if err != nil {
		s.Fail(err)
		return nil
	}
	return s.OpenSession(c, sess.ID)
}

// StateOf is p's state decoded: the copy the store decoded for the screen
// after a tap (campaign.Session.Decoded), or else the stored bytes run
// through decode. A game's view draws from it.
func StateOf[S any](p *Play, decode func([]byte) (S, error)) (S, error) {
	ss := p.Session()
	if st, ok := ss.Decoded().(S); ok {
		return st, nil
	}
	return decode(ss.State)
}

// App is the app the session is open in.
func (p *Play) App() *App { return p.s }

// Campaign is the campaign the session belongs to.
func (p *Play) Campaign() campaign.Campaign { return p.camp }

// Session is the session as last committed: its State is what to draw.
func (p *Play) Session() campaign.Session { return p.sess }

// View is the game's view of the session.
func (p *Play) View() View { return p.view }

// Do sends one command to the store. The screen changes only after the
// store has committed it; a refusal changes nothing and says why.
func (p *Play) Do(cmd tracker.Command) bool {
	return p.write(func() (campaign.Session, error) {
		sess, e, err := p.s.store.Do(p.sess.ID, cmd)
		// What Undo and Redo would change is known without asking the
		// store again: this command, and nothing to redo.
		p.edge = &[2]string{e.Words, ""}
		return sess, err
	})
}

// Undo takes back the last action. An action of an earlier evening is
// taken back only once the players say so, told what and from which day:
// the first Undo of an evening would otherwise quietly take back last
// week's end of the game. Once agreed, the rest of that evening's actions
// go back without a question.
func (p *Play) Undo() {
	if p.sess.Cursor > 0 && !p.offstage && p.earlier == nil {
		at, earlier, err := p.s.store.Reach(p.sess.ID, p.sess.Cursor, p.agreed)
		if err == nil && earlier {
			words, _ := p.edgeWords()
			kit.Confirm(p.s.win, "Undo from another evening?",
				fmt.Sprintf("This takes back what was done on %s: %s. Undo it?", p.s.Day(at), words), "Undo it", func() {
					p.agreed = at
					p.takeBack()
				})
			return
		}
	}
	p.takeBack()
}

func (p *Play) takeBack() {
	p.write(func() (campaign.Session, error) { return p.s.store.Undo(p.sess.ID) })
}

// Redo brings back the action last taken back.
func (p *Play) Redo() {
	p.write(func() (campaign.Session, error) { return p.s.store.Redo(p.sess.ID) })
}

// write runs one change through the store and redraws from what it
// committed. If another copy of Tableside changed the session meanwhile, the
// screen reloads what is stored now before saying so, so the player retries
// on the real table.
func (p *Play) write(change func() (campaign.Session, error)) bool {
	if err := p.commit(change, p.Render); err != nil {
		p.s.Fail(err)
		return false
	}
	return true
}

// commit is write without the message: the change, then guests told and
// the screen redrawn with draw; the error is the caller's to show (a
// Share table guest's change answers the guest).
func (p *Play) commit(change func() (campaign.Session, error), draw func()) error {
	if p.offstage {
		// A screen readied behind the campaigns saves nothing (Prepare).
		return errors.New("this game is not open yet: open it from the campaigns")
	}
	if p.earlier != nil && !p.earlier.correcting {
		return lookOnly()
	}
	p.edge = nil
	sess, err := change()
	if err != nil {
		p.edge = nil
		if errors.Is(err, campaign.ErrConflict) {
			if fresh, rerr := p.s.store.Session(p.sess.ID); rerr == nil {
				p.sess = fresh
				p.published()
				draw()
			}
		}
		return err
	}
	p.sess = sess
	// Guests first: their phones need not wait for the host's redraw.
	p.published()
	draw()
	return nil
}

// Render redraws the whole session screen from the committed state.
func (p *Play) Render() {
	screen := p.build()
	switch {
	case p.shown != nil && p.s.Screen() == p.shown:
		// The same session redrawn after a tap: change only what changed,
		// so the wait is short and every scroll stays where it was.
		screen = kit.Patch(p.shown, screen)
	case p.back != nil:
		// A game opened: the last game screen, made to look like this one.
		screen = kit.Reuse(p.back, screen)
	}
	p.back = nil
	p.keep(screen)
	if p.s.Screen() != screen {
		p.s.root.Set(screen, func() fyne.CanvasObject {
			// Turned or resized: the same session drawn for the new width,
			// patched so that scrolls stay.
			p.keep(kit.Patch(p.shown, p.build()))
			return p.shown
		})
	}
}

// keep notes screen as the one on show, and as the frame's last game
// screen while p owns the frame.
func (p *Play) keep(screen fyne.CanvasObject) {
	p.shown = screen
	if f := p.s.frame; f != nil && f.undo == p.undo {
		f.screen, f.screenBack = screen, p.backBtn
	}
}

// build draws the session screen: the frame around the game's view.
func (p *Play) build() fyne.CanvasObject {
	undoWords, redoWords := p.edgeWords()
	looking := p.earlier != nil && !p.earlier.correcting
	p.undo.Set(undoWords, redoWords, p.sess.Cursor > 0 && !looking, p.sess.Cursor < p.sess.Len && !looking)
	// The view first: its drawing tells whether the game is over.
	view := p.view.Draw()
	title := widget.NewLabelWithStyle(p.camp.Name, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	title.Truncation = fyne.TextTruncateEllipsis
	// Both buttons a thumb's size: the row is otherwise as tall as the
	// title's words (36 px at normal text).
	var top fyne.CanvasObject = kit.Border(nil, nil, kit.Tall(p.backBtn), kit.Sized(p.menuBtn, kit.TouchHeight), title)
	switch {
	case p.earlier != nil:
		top = kit.VBox(top, p.earlierBanner())
	case p.over:
		top = kit.VBox(top, p.endBanner())
	}
	return kit.Border(top, p.undo.Content(), nil, nil, view)
}

// edgeWords are the log words of the command undo would take back and of
// the one redo would bring back: the two log rows at the cursor, no more.
func (p *Play) edgeWords() (undo, redo string) {
	if p.edge != nil {
		return p.edge[0], p.edge[1]
	}
	undo, redo, err := p.s.store.Edges(p.sess.ID)
	if err != nil {
		return "", ""
	}
	return undo, redo
}

func (p *Play) menu() {
	if p.earlier != nil {
		p.earlierMenu()
		return
	}
	var own []MenuItem
	if m, ok := p.view.(Menuer); ok {
		own = m.MenuItems()
	}
	titles := []string{"History of this game"}
	if _, ok := p.resulter(); ok {
		// The evening's end, Log this play on it, for every game that
		// can say who won.
		own = append([]MenuItem{{"The evening's end", p.ShowEveningEnd}}, own...)
	}
	for _, o := range own {
		titles = append(titles, o.Title)
	}
	titles = append(titles, p.shareWords(), "Start a new game in this campaign", "Games played")
	kit.Choose(p.s.win, p.camp.Name, titles, func(i int) {
		switch {
		case i == 0:
			p.ShowHistory()
		case i <= len(own):
			own[i-1].Tap()
		case i == len(own)+1:
			p.ShareTable()
		case i == len(own)+2:
			p.s.SetupGame(p.camp)
		default:
			// The campaign's earlier games, to look at or correct.
			p.s.ShowGames(p.camp)
		}
	})
}

// historyPage is how many entries of the log History reads at a time.
const historyPage = 50

// history is the log as the History screen lists it, newest first: row 0
// is the newest action. It reads a page of the log when a row of it comes
// into view, and keeps only the pages near the last one read, so a season's
// log costs what a screenful does.
type history struct {
	store       *campaign.Store
	id          int64
	len, cursor int
	pages       map[int][]tracker.Entry // page number -> its entries
}

// keptPages is how many pages history keeps: a screen shows one or two.
const keptPages = 6

func (p *Play) history() *history {
	return &history{store: p.s.store, id: p.sess.ID, len: p.sess.Len, cursor: p.sess.Cursor, pages: map[int][]tracker.Entry{}}
}

// entry is row i, from its page, read if need be.
func (h *history) entry(i int) (tracker.Entry, error) {
	page := i / historyPage
	entries, ok := h.pages[page]
	if !ok {
		var err error
		if entries, err = h.store.HistoryPage(h.id, h.len-page*historyPage+1, historyPage); err != nil {
			return tracker.Entry{}, err
		}
		if len(h.pages) >= keptPages {
			far := -1
			for k := range h.pages {
				if far < 0 || max(k-page, page-k) > max(far-page, page-far) {
					far = k
				}
			}
			delete(h.pages, far)
		}
		h.pages[page] = entries
	}
	if j := i - page*historyPage; i >= 0 && j < len(entries) {
		return entries[j], nil
	}
	return tracker.Entry{}, fmt.Errorf("the log of this game has no entry %d; it changed since History opened", h.len-i)
}

// line is how row i reads: undone actions are marked.
func (h *history) line(i int) string {
	e, err := h.entry(i)
	if err != nil {
		return err.Error()
	}
	line := fmt.Sprintf("%d. %s", e.Seq, e.Words)
	if e.By != "" {
		// A Share table guest's change, from their own phone.
		line += " · by " + e.By
	}
	if e.Seq > h.cursor {
		line += "  (undone)"
	}
	return line
}

// HistoryLines are the log in words, newest first, from row first (0 is
// the newest action) for at most n rows, read a page at a time as History
// reads them; undone actions are marked.
func (p *Play) HistoryLines(first, n int) ([]string, error) {
	h := p.history()
	var lines []string
	for i := max(first, 0); i < min(first+n, h.len); i++ {
		if _, err := h.entry(i); err != nil {
			return nil, err
		}
		lines = append(lines, h.line(i))
	}
	return lines, nil
}

// ShowHistory shows the game's log in words, newest first, a page read at
// a time as the player scrolls, under the game's chart if it draws one
// (Charter). Tapping an action offers to undo back to it.
func (p *Play) ShowHistory() {
	h := p.history()
	back := widget.NewButtonWithIcon("Back to the game", theme.NavigateBackIcon(), p.Render)
	head := kit.VBox(kit.HBox(kit.Tall(back)), kit.Heading("History"))
	if h.len == 0 {
		p.s.Show(kit.Border(head, nil, nil, nil, kit.Note("Nothing has been done in this game yet.")))
		return
	}
	var list *widget.List
	heights := map[widget.ListItemID]float32{}
	list = widget.NewList(func() int { return h.len },
		func() fyne.CanvasObject { l := widget.NewLabel(""); l.Wrapping = fyne.TextWrapWord; return kit.Tall(l) },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			text := h.line(i)
			o.(*fyne.Container).Objects[1].(*widget.Label).SetText(text)
			// A list gives every row the template's height unless told:
			// a long line wrapped onto the rows below it. A row is a
			// thumb's target at least: a tap offers to undo back to it.
			if ht := max(kit.WrappedHeight(text, list.Size().Width), kit.TouchHeight); list.Size().Width > 0 && heights[i] != ht {
				heights[i] = ht
				list.SetItemHeight(i, ht)
			}
		})
	list.OnSelected = func(i widget.ListItemID) {
		list.Unselect(i)
		e, err := h.entry(i)
		if err != nil {
			p.s.Fail(err)
			return
		}
		p.offerUndoTo(e)
	}
	if h.cursor > 0 {
		kit.Add(head, kit.Note("Tap an action to undo back to it."))
	}
	// A new width wraps the rows anew: their heights are measured again
	// as the rows are drawn.
	var body fyne.CanvasObject = kit.OnWidth(list, func(float32) {
		clear(heights)
		list.Refresh()
	})
	if chart := p.HistoryChart(); chart != nil {
		// The chart above, the log below, the divider dragged to give
		// either more room: a phone at Very large text cannot show both
		// whole.
		split := container.NewVSplit(container.NewVScroll(chart), body)
		split.Offset = historyChartShare
		body = split
	}
	p.s.Show(kit.Border(head, nil, nil, nil, body))
}

// historyChartShare is the part of History's height the chart takes at
// first: enough for the lines and a legend of a few names.
const historyChartShare = 0.55

// offerUndoTo asks before undoing entry e and every action after it in
// one step, saying how many actions that takes back, and then shows the
// game as it was before e.
func (p *Play) offerUndoTo(e tracker.Entry) {
	if e.Seq > p.sess.Cursor {
		p.s.Tell("Undone already", fmt.Sprintf("%d. %s is undone already; Redo brings it back.", e.Seq, e.Words))
		return
	}
	n := p.sess.Cursor - e.Seq + 1
	actions := "1 action"
	if n > 1 {
		actions = fmt.Sprintf("%d actions", n)
	}
	msg := fmt.Sprintf("This takes back %s, from the latest back to and including “%d. %s”. Redo brings them back until a new action is taken.", actions, e.Seq, e.Words)
	at, earlier, err := p.s.store.Reach(p.sess.ID, e.Seq, p.agreed)
	if err == nil && earlier && p.earlier == nil {
		msg += fmt.Sprintf(" It reaches back to what was done on %s.", p.s.Day(at))
	}
	kit.Confirm(p.s.win, "Undo back to here?", msg, "Undo "+actions, func() {
		if err == nil && earlier {
			p.agreed = at
		}
		p.write(func() (campaign.Session, error) { return p.s.store.UndoTo(p.sess.ID, e.Seq) })
	})
}

// MenuButton opens the game's menu (history, a new game).
func (p *Play) MenuButton() *widget.Button { return p.menuBtn }

// LastDone is the words of the action Undo would take back, or "".
func (p *Play) LastDone() string {
	u, _ := p.edgeWords()
	return u
}

// BackButton leaves the game for the campaigns (or a book for its game).
func (p *Play) BackButton() *widget.Button { return p.backBtn }

// Redraw draws the session afresh rather than patching what is on show:
// after the text size or theme changed, every object's size is new.
func (p *Play) Redraw() {
	p.shown, p.back = nil, nil
	p.Render()
}
