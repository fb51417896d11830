package ui

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/tracker"
	"tableside/ui/kit"
)

// earlierGame is an earlier game of a campaign on show: opened from the
// campaign's list of games to look at, and corrected only once the
// players have been shown what follows and said so.
type earlierGame struct {
	// n is the game's number in the campaign, 1 for the first.
	n int
	// started is when the game began.
	started time.Time
	// correcting is set once the players agreed to correct the game.
	correcting bool
}

// lookOnly answers a change tried on an earlier game opened to look: not
// a fault, so it shows as a refusal does.
func lookOnly() error {
	return &tracker.Refusal{Reason: "This earlier game is open to look at only. To change it, tap “Correct this game” at the top."}
}

// Day is t as a player names the day ("Friday 20 November"), with the
// year when it is not this one.
func (s *App) Day(t time.Time) string {
	t = t.Local()
	if t.Year() != s.now().Local().Year() {
		return t.Format("Monday 2 January 2006")
	}
	return t.Format("Monday 2 January")
}

// actions is n actions in words.
func actions(n int) string {
	if n == 1 {
		return "1 action"
	}
	return fmt.Sprintf("%d actions", n)
}

// ShowGames lists the games of campaign c, newest first, each with the
// day it began; the latest opens to play, an earlier one to look at (and,
// on purpose, to correct).
func (s *App) ShowGames(c campaign.Campaign) {
	games, err := s.store.Games(c.ID)
	if err != nil {
		s.Fail(err)
		return
	}
	if len(games) == 0 {
		s.Tell("Games played", "No game has been started in this campaign yet.")
		return
	}
	var options []string
	for i := len(games) - 1; i >= 0; i-- {
		g := games[i]
		line := fmt.Sprintf("Game %d · %s · %s", i+1, s.Day(g.Started), actions(g.Cursor))
		if i == len(games)-1 {
			line += " · the latest"
		}
		options = append(options, line)
	}
	kit.Choose(s.win, "Games played", options, func(k int) {
		i := len(games) - 1 - k
		if i == len(games)-1 {
			s.OpenSession(c, games[i].ID)
			return
		}
		s.OpenEarlier(c, games[i].ID, i+1)
	})
}

// OpenEarlier opens game n (1 is the first) of campaign c, session id, to
// look at: nothing changes until the players choose to correct it.
func (s *App) OpenEarlier(c campaign.Campaign, id int64, n int) *Play {
	sess, err := s.store.Session(id)
	if err != nil {
		s.Fail(err)
		return nil
	}
	return s.openAs(c, sess, &earlierGame{n: n, started: sess.Started})
}

// earlierBanner says, above the game, which game this is and what can be
// done with it.
func (p *Play) earlierBanner() fyne.CanvasObject {
	e := p.earlier
	if e.correcting {
		return kit.VBox(
			kit.Bold(fmt.Sprintf("Correcting game %d, of %s. Each change is saved at once and can be undone.", e.n, p.s.Day(e.started))),
			kit.Tall(widget.NewButtonWithIcon("Back to the latest game", theme.NavigateNextIcon(), func() { p.s.OpenCampaign(p.camp) })))
	}
	return kit.VBox(
		kit.Bold(fmt.Sprintf("An earlier game: game %d, of %s. Open to look at only.", e.n, p.s.Day(e.started))),
		kit.Tall(widget.NewButtonWithIcon("Correct this game…", theme.DocumentCreateIcon(), p.askCorrect)))
}

// earlierMenu is the menu of an earlier game.
func (p *Play) earlierMenu() {
	kit.Choose(p.s.win, p.camp.Name, []string{"History of this game", "Games played", "Back to the latest game"}, func(i int) {
		switch i {
		case 0:
			p.ShowHistory()
		case 1:
			p.s.ShowGames(p.camp)
		case 2:
			p.s.OpenCampaign(p.camp)
		}
	})
}

// Consequences are what a correction of this earlier game leads to, in
// the player's words, one a line: the games set up after it, which took
// their start from the game before them when they began and keep it, and
// where the campaign stands now.
func (p *Play) Consequences() ([]string, error) {
	games, err := p.s.store.Games(p.camp.ID)
	if err != nil {
		return nil, err
	}
	var out []string
	at := -1
	for i, g := range games {
		if g.ID == p.sess.ID {
			at = i
		}
	}
	if at < 0 || at == len(games)-1 {
		return []string{"This is the campaign's latest game: nothing was set up from it yet."}, nil
	}
	next := games[at+1]
	out = append(out, fmt.Sprintf("Game %d, begun %s, was set up from how this game stood then (its players, Heroes and what the campaign carries). It keeps that start: correcting this game does not change it, so change it there too if it should.", at+2, p.s.Day(next.Started)))
	if rest := len(games) - at - 2; rest > 0 {
		out = append(out, fmt.Sprintf("%s after it were each set up from the game before them, and keep their starts too.", map[bool]string{true: "The game", false: fmt.Sprintf("The %d games", rest)}[rest == 1]))
	}
	last := games[len(games)-1]
	undo, _, err := p.s.store.Edges(last.ID)
	if err != nil {
		return nil, err
	}
	now := fmt.Sprintf("The campaign stands now at game %d, %s in, last changed %s", len(games), actions(last.Cursor), p.s.Day(last.Updated))
	if undo != "" {
		now += ": “" + undo + "”"
	}
	out = append(out, now+". That stays as it is.")
	books, err := p.s.store.Books(p.camp.ID)
	if err != nil {
		return nil, err
	}
	if len(books) > 0 {
		out = append(out, "The campaign's book is kept apart and does not change with this game: correct it there if need be.")
	}
	return out, nil
}

// askCorrect shows what follows from correcting this earlier game, and
// lets the players correct it once they say so.
func (p *Play) askCorrect() {
	lines, err := p.Consequences()
	if err != nil {
		p.s.Fail(err)
		return
	}
	msg := strings.Join(lines, "\n\n") + "\n\nEvery change is saved at once and can be undone."
	kit.Confirm(p.s.win, fmt.Sprintf("Correct game %d?", p.earlier.n), msg, fmt.Sprintf("Correct game %d", p.earlier.n), func() {
		p.earlier.correcting = true
		p.Render()
	})
}
