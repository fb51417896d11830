package ui

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/tracker"
)

// gameScreen is one game's screens: how a new game is set up and how the
// table looks while it is played.
type gameScreen interface {
	// setup shows the screen that starts a new game in campaign c.
	setup(s *shell, c campaign.Campaign)
	// board draws the session's current state; its buttons call p.do.
	board(p *play) fyne.CanvasObject
}

// gameScreens are the screens of every game in the catalog, by game ID.
var gameScreens = map[string]gameScreen{}

// bookGames are the games kept as a campaign's book beside its evenings
// (campaign.Store.Book), which no campaign is made of.
var bookGames = map[string]bool{}

// play is an open game session: the frame every game shares (back, undo,
// redo, history) around the game's own board.
type play struct {
	s    *shell
	camp campaign.Campaign
	sess campaign.Session
	ui   gameScreen
	// focus is the player whose board is shown; -1 follows the turn.
	focus int
	// local is the game screen's own memory between redraws (a region
	// opened, a piece picked up): where the player looks, not the game.
	local any

	backBtn, menuBtn, undoBtn, redoBtn *widget.Button
	lastDone                           *widget.Label
}

// openCampaign continues the campaign's last game, or sets up its first.
func (s *shell) openCampaign(c campaign.Campaign) {
	sess, ok, err := s.store.LastSession(c.ID)
	if err != nil {
		s.fail(err)
		return
	}
	if ok {
		s.openSession(c, sess.ID)
		return
	}
	s.setupGame(c)
}

func (s *shell) setupGame(c campaign.Campaign) {
	g, ok := gameScreens[c.Game]
	if !ok {
		s.fail(fmt.Errorf("this version of Tableside cannot show %q games", c.Game))
		return
	}
	g.setup(s, c)
}

// startSession saves a new game's first state and opens it.
func (s *shell) startSession(c campaign.Campaign, initial []byte) {
	sess, err := s.store.StartSession(c.ID, initial)
	if err != nil {
		s.fail(err)
		return
	}
	s.openSession(c, sess.ID)
}

func (s *shell) openSession(c campaign.Campaign, id int64) *play {
	sess, err := s.store.Session(id)
	if err != nil {
		s.fail(err)
		return nil
	}
	ui, ok := gameScreens[sess.Game]
	if !ok {
		s.fail(fmt.Errorf("this version of Tableside cannot show %q games", sess.Game))
		return nil
	}
	p := &play{s: s, camp: c, sess: sess, ui: ui, focus: -1}
	p.backBtn = widget.NewButtonWithIcon("Campaigns", theme.NavigateBackIcon(), s.showHome)
	if sess.Game != c.Game {
		// A campaign book goes back to the evening it was opened from.
		p.backBtn = widget.NewButtonWithIcon("Back to the game", theme.NavigateBackIcon(), func() { s.openCampaign(c) })
	}
	p.menuBtn = widget.NewButtonWithIcon("", theme.MenuIcon(), p.menu)
	p.undoBtn = widget.NewButtonWithIcon("Undo", theme.ContentUndoIcon(), p.undo)
	p.redoBtn = widget.NewButtonWithIcon("Redo", theme.ContentRedoIcon(), p.redo)
	s.keepAwake(true)
	s.cur = p
	p.render()
	return p
}

// openBook opens the campaign's book of game (a session kept beside the
// evenings), making its first page with initial the first time.
func (s *shell) openBook(c campaign.Campaign, game string, initial func() ([]byte, error)) *play {
	sess, err := s.store.Book(c.ID, game, initial)
	if err != nil {
		s.fail(err)
		return nil
	}
	return s.openSession(c, sess.ID)
}

// do sends one command to the store. The screen changes only after the
// store has committed it; a refusal changes nothing and says why.
func (p *play) do(cmd tracker.Command) bool {
	return p.write(func() (campaign.Session, error) {
		sess, _, err := p.s.store.Do(p.sess.ID, cmd)
		return sess, err
	})
}

func (p *play) undo() { p.write(func() (campaign.Session, error) { return p.s.store.Undo(p.sess.ID) }) }

func (p *play) redo() { p.write(func() (campaign.Session, error) { return p.s.store.Redo(p.sess.ID) }) }

// write runs one change through the store and redraws from what it
// committed. If another copy of Tableside changed the session meanwhile, the
// screen reloads what is stored now before saying so, so the player retries
// on the real table.
func (p *play) write(change func() (campaign.Session, error)) bool {
	sess, err := change()
	if err != nil {
		if errors.Is(err, campaign.ErrConflict) {
			if fresh, rerr := p.s.store.Session(p.sess.ID); rerr == nil {
				p.sess = fresh
				p.render()
			}
		}
		p.s.fail(err)
		return false
	}
	p.sess = sess
	p.render()
	return true
}

// render redraws the whole session screen from the committed state.
func (p *play) render() {
	undoWords, redoWords := p.edgeWords()
	p.undoBtn.Disable()
	p.redoBtn.Disable()
	if p.sess.Cursor > 0 {
		p.undoBtn.Enable()
	}
	if p.sess.Cursor < p.sess.Len {
		p.redoBtn.Enable()
	}
	lines := []string{}
	if undoWords != "" {
		lines = append(lines, "Undo takes back: "+undoWords)
	}
	if redoWords != "" {
		lines = append(lines, "Redo brings back: "+redoWords)
	}
	if len(lines) == 0 {
		lines = append(lines, "Nothing done yet in this game.")
	}
	// A fresh label each time: a reused one kept showing its first text
	// after the screen was rebuilt around it.
	p.lastDone = widget.NewLabel(strings.Join(lines, "\n"))
	p.lastDone.Truncation = fyne.TextTruncateEllipsis
	top := container.NewBorder(nil, nil, p.backBtn, p.menuBtn, widget.NewLabelWithStyle(p.camp.Name, fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
	bottom := container.NewVBox(widget.NewSeparator(), p.lastDone, container.NewGridWithColumns(2, tall(p.undoBtn), tall(p.redoBtn)))
	p.s.show(container.NewBorder(top, bottom, nil, nil, p.ui.board(p)))
}

// edgeWords are the log words of the command undo would take back and of
// the one redo would bring back.
func (p *play) edgeWords() (undo, redo string) {
	n := p.sess.Len - p.sess.Cursor + 1
	entries, err := p.s.store.History(p.sess.ID, n)
	if err != nil {
		return "", ""
	}
	for _, e := range entries {
		switch e.Seq {
		case p.sess.Cursor:
			undo = e.Words
		case p.sess.Cursor + 1:
			redo = e.Words
		}
	}
	return undo, redo
}

func (p *play) menu() {
	chooser(p.s.win, p.camp.Name, []string{"History of this game", "Start a new game in this campaign"}, func(i int) {
		switch i {
		case 0:
			p.showHistory()
		case 1:
			p.s.setupGame(p.camp)
		}
	})
}

// historyLines are the log in words, newest first; undone actions are marked.
func (p *play) historyLines() ([]string, error) {
	entries, err := p.s.store.History(p.sess.ID, 0)
	if err != nil {
		return nil, err
	}
	lines := make([]string, len(entries))
	for i, e := range entries {
		lines[i] = fmt.Sprintf("%d. %s", e.Seq, e.Words)
		if e.Seq > p.sess.Cursor {
			lines[i] += "  (undone)"
		}
	}
	return lines, nil
}

func (p *play) showHistory() {
	lines, err := p.historyLines()
	if err != nil {
		p.s.fail(err)
		return
	}
	list := widget.NewList(func() int { return len(lines) },
		func() fyne.CanvasObject { l := widget.NewLabel(""); l.Wrapping = fyne.TextWrapWord; return l },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(lines[i]) })
	back := widget.NewButtonWithIcon("Back to the game", theme.NavigateBackIcon(), p.render)
	body := fyne.CanvasObject(list)
	if len(lines) == 0 {
		body = note("Nothing has been done in this game yet.")
	}
	p.s.show(container.NewBorder(container.NewVBox(container.NewHBox(back), heading("History")), nil, nil, nil, body))
}
