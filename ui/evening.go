package ui

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/playlog"
	"tableside/tracker"
	"tableside/ui/kit"
)

// The evening's end: how the game ended (or stands), who played, when and
// for how long, History's chart of the evening, and Log this play, which
// hands the play to BG Stats as a QR code and a link (playlog). What the
// game knows of its result is its own package's query (tracker.Resulter);
// when it was played, the store's (campaign.Store.PlayTime).

// resulter is the open game's result query, if the game has one (a
// campaign book has none).
func (p *Play) resulter() (tracker.Resulter, bool) {
	g, err := p.s.games.Lookup(p.sess.Game)
	if err != nil {
		return nil, false
	}
	r, ok := g.(tracker.Resulter)
	return r, ok
}

// Evening is the play as Log this play sends it (for tests: what the
// screen's link holds, read without a QR code).
func (p *Play) Evening() (playlog.Play, error) {
	e, err := p.evening()
	if err != nil {
		return playlog.Play{}, err
	}
	return playlog.New(e), nil
}

// evening is what the game and the store know of the play: the game's
// result query, and when the log dates it.
func (p *Play) evening() (playlog.Evening, error) {
	rq, ok := p.resulter()
	if !ok {
		return playlog.Evening{}, fmt.Errorf("this game has no result to log")
	}
	r, err := rq.Result(p.sess.State)
	if err != nil {
		return playlog.Evening{}, err
	}
	pt, err := p.s.store.PlayTime(p.sess.ID)
	if err != nil {
		return playlog.Evening{}, err
	}
	return playlog.Evening{
		GameID: p.sess.Game, Campaign: p.camp.Created, Session: p.sess.Started,
		Start: pt.Start, Played: pt.Played, Evenings: pt.Evenings, Result: r, Zone: p.s.now().Location(),
	}, nil
}

// GameOver tells the frame whether the game is over as the view draws it
// now: each game's view calls it once per drawing, with its result query's
// answer. From the drawing in which the game ends, the frame offers the
// evening's end under its top bar.
func (p *Play) GameOver(over bool) { p.over = over }

// endBanner is the way from a game that is over to its evening's end.
func (p *Play) endBanner() fyne.CanvasObject {
	return kit.Tall(kit.BigButton("The evening's end", theme.NavigateNextIcon(), true, p.ShowEveningEnd))
}

// ShowEveningEnd shows the evening's end of the open game.
func (p *Play) ShowEveningEnd() {
	e, err := p.evening()
	if err != nil {
		p.s.Fail(err)
		return
	}
	chart := p.HistoryChart()
	p.s.ShowBuilt(func() fyne.CanvasObject { return p.eveningEnd(e, chart) })
}

// eveningEnd draws the screen: one column on a phone, the chart beside the
// result on a tablet.
func (p *Play) eveningEnd(e playlog.Evening, chart fyne.CanvasObject) fyne.CanvasObject {
	play, r := playlog.New(e), e.Result
	back := widget.NewButtonWithIcon("Back to the game", theme.NavigateBackIcon(), p.Render)
	head := kit.VBox(kit.HBox(kit.Tall(back)), kit.Heading("The evening's end"))
	box := kit.VBox(kit.Bold(r.Words))
	for i, pl := range play.Players {
		line := pl.Name
		if role := r.Players[i].Role; role != pl.Name {
			line += " · " + role
		}
		if !pl.Winner {
			kit.Add(box, kit.Note(line))
			continue
		}
		kit.Add(box, kit.Bold(line+" · won"))
	}
	if !r.Over {
		kit.Add(box, kit.Note("The game is not over yet: log it now, and again at its end to update the same play."))
	}
	kit.Add(box, kit.Note(playedWords(play, e.Evenings, p.s.now().Location())))
	logBtn := kit.BigButton("Log this play", theme.UploadIcon(), true, func() { p.showLogThisPlay(play) })
	kit.Add(box, kit.Tall(logBtn))
	body := fyne.CanvasObject(container.NewVScroll(container.NewPadded(box)))
	switch {
	case p.s.win.Canvas().Size().Width >= kit.TabletWidth:
		// The result and its button in a phone-wide column, the chart
		// (if the game draws one) beside it.
		var right fyne.CanvasObject = kit.VBox()
		if chart != nil {
			right = container.NewVScroll(container.NewPadded(chart))
		}
		body = kit.Columns(2, body, right)
	case chart != nil:
		kit.Add(box, kit.Section("The evening"))
		kit.Add(box, chart)
	}
	return kit.Border(head, nil, nil, nil, body)
}

// playedWords say when the play began and how long it took, in zone.
func playedWords(play playlog.Play, evenings int, zone *time.Location) string {
	start, err := time.ParseInLocation(playlog.DateLayout, play.PlayDate, zone)
	if err != nil {
		return ""
	}
	took := fmt.Sprintf("%d min", play.DurationMin)
	if h := play.DurationMin / 60; h > 0 {
		took = fmt.Sprintf("%d h %02d min", h, play.DurationMin%60)
	}
	if evenings > 1 {
		took += fmt.Sprintf(" over %d evenings", evenings)
	}
	return fmt.Sprintf("Began %s at %s · played %s", start.Format("Mon 2 Jan"), start.Format("15:04"), took)
}

// showLogThisPlay shows the play's link as a QR code for the phone that
// has BG Stats, and as text to copy.
func (p *Play) showLogThisPlay(play playlog.Play) {
	link, err := play.Link()
	if err != nil {
		p.s.Fail(err)
		return
	}
	q := p.s.newQRCode(link, nil, 0, nil)
	p.logged = q
	// The link is long: Copy above it, a thumb's width, rather than
	// beside twenty lines of it.
	copyBtn := widget.NewButtonWithIcon("Copy the link", theme.ContentCopyIcon(), func() {
		p.s.app.Clipboard().SetContent(link)
	})
	box := kit.VBox(kit.Note("Scan it with the phone that has BG Stats, or copy the link to it. Sent again, it updates the same play."),
		q.img, kit.Tall(copyBtn), q.text)
	kit.ShowSheet(p.s.win, "Log this play", box, "Close")
}

// LoggedPlay is the QR code Log this play showed last, for tests: its
// image and its link.
func (p *Play) LoggedPlay() (img fyne.CanvasObject, link string) {
	if p.logged == nil {
		return nil, ""
	}
	return p.logged.img, p.logged.URL()
}
