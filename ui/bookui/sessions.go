package bookui

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor"
	"tableside/tracker/valor/book"
	"tableside/ui"
	"tableside/ui/kit"
)

// tonight is the campaign's latest Valor game, when there is one: its
// Heroes are the session's, its Hoard the session's Bounty.
func (v *bookView) tonight() (valor.State, bool) {
	return ui.LastState(v.p.App(), v.p.Campaign(), valor.Game{}.ID(), valor.Decode)
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
// Heroes, those of earlier sessions and Talents; with none, the members.
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
	if len(out) > 0 {
		// The members are the players: offered as names only when no
		// Hero is known yet, not beside the Heroes as Heroes of their own.
		return out
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
	r.Add(actsPlayed(st))
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

// bookResults are the ways a session ends, in the order the player is
// offered them: title is the session's line, choice the offer's words.
var bookResults = []struct {
	result        book.Result
	title, choice string
}{
	{book.ResultWon, "Won", "Won"},
	{book.ResultLost, "Lost", "Lost"},
	{book.ResultUnfinished, "Unfinished", "Unfinished (stopped early)"},
}

func bookResultTitle(r book.Result) string {
	for _, x := range bookResults {
		if x.result == r {
			return x.title
		}
	}
	return string(r)
}

// startForm starts a session: the date is the device's, the Mission typed,
// the Heroes tapped.
func (v *bookView) startForm() fyne.CanvasObject {
	st, s := v.st, v.p.App()
	n := len(st.Sessions) + 1
	date := s.Now().Format("2006-01-02")
	box := container.NewVBox(kit.Bold(fmt.Sprintf("Start session %d", n)), kit.Note("Date: "+bookDay(date)))

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
		cmd := book.StartSessionCmd{Date: date, Mission: mission.Text, Heroes: heroes, Quest: quest}
		if g, ok := v.tonight(); ok {
			// The evening's table says who plays each Hero.
			cmd.Players = book.PlayersOf(g, heroes)
		}
		v.do(book.Start(cmd))
	})))
	return box
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
	choices := make([]string, len(bookResults))
	for i, x := range bookResults {
		choices[i] = x.choice
	}
	kit.Choose(v.win(), "How did it end?", choices, func(i int) {
		// Tonight's game counted the XP its Heroes earned: the pad opens on it.
		xpStart := -1
		if g, ok := v.tonight(); ok {
			xpStart = min(book.MaxXP, g.XPEarned)
		}
		kit.ShowNumberPad(v.win(), "XP earned, all Heroes together", xpStart, 0, book.MaxXP, func(xp int) {
			start := -1
			if g, ok := v.tonight(); ok && g.Hoard <= book.MaxBounty {
				start = g.Hoard
			}
			title := "Bounty on the Hero Hoard card"
			if o.Quest {
				title = "Bounty (a Quest leaves the Hoard alone)"
			}
			kit.ShowNumberPad(v.win(), title, start, 0, book.MaxBounty, func(b int) {
				if !v.do(book.EndSession(bookResults[i].result, xp, b)) {
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

// The campaign's record on the Sessions page: the Acts played, newest
// first, each with its days, won and lost, what its end gave, and its
// sessions with who played which Hero; then the Quests. It draws the
// book's query (book.State.ActsPlayed).

// actsPlayed lists the Acts and Quests played.
func actsPlayed(st book.State) fyne.CanvasObject {
	acts, quests := st.ActsPlayed()
	box := kit.VBox(kit.Bold(fmt.Sprintf("Sessions played (%d)", len(st.Sessions))))
	if len(st.Sessions) == 0 {
		kit.Add(box, kit.Note("None yet."))
	}
	if len(quests) > 0 {
		kit.Add(box, widget.NewSeparator())
		kit.Add(box, kit.Bold(fmt.Sprintf("Quests (%d)", len(quests))))
		for i := len(quests) - 1; i >= 0; i-- {
			kit.Add(box, kit.Note(bookSessionLine(quests[i])))
		}
	}
	for i := len(acts) - 1; i >= 0; i-- {
		a := acts[i]
		kit.Add(box, widget.NewSeparator())
		kit.Add(box, kit.Bold(actLine(a)))
		if a.Ended {
			kit.Add(box, kit.Note(fmt.Sprintf("Ended: Hoard %d Bounty, gave %s", a.Bounty, bookSupplies(a.Supplies))))
		}
		for k := len(a.Sessions) - 1; k >= 0; k-- {
			kit.Add(box, kit.Note(bookSessionLine(a.Sessions[k])))
		}
	}
	return box
}

// actLine is an Act's title line: its number, its days and how its
// Missions went.
func actLine(a book.ActPlayed) string {
	parts := []string{fmt.Sprintf("Act %d", a.Act)}
	if n := len(a.Sessions); n > 0 {
		parts = append(parts, bookDays(a.Sessions[0].Date, a.Sessions[n-1].Date))
	}
	parts = append(parts, fmt.Sprintf("%d won, %d lost", a.Won, a.Lost))
	return strings.Join(parts, " · ")
}

// bookSessionLine is one session: its number, day, Mission and result,
// then who played which Hero, then the XP and Bounty it recorded.
func bookSessionLine(p book.Played) string {
	s := p.Session
	result := "being played"
	if !s.Open() {
		result = bookResultTitle(s.Result)
	}
	var seats []string
	for _, h := range s.Seats() {
		if h.Player != "" {
			seats = append(seats, fmt.Sprintf("%s (%s)", h.Hero, h.Player))
		} else {
			seats = append(seats, h.Hero)
		}
	}
	lines := []string{fmt.Sprintf("%d. %s · %s · %s", p.N, bookDay(s.Date), s.Mission, result), strings.Join(seats, ", ")}
	if !s.Open() {
		lines = append(lines, fmt.Sprintf("%d XP, all Heroes together · %d Bounty", s.XP, s.Bounty))
	}
	if s.FinalEvent {
		lines[len(lines)-1] += " · last Event drawn"
	}
	return strings.Join(lines, "\n")
}

// bookDays are the days from first to last, the year said once when they
// share it: "Thu 12 Nov to Thu 19 Nov 2026"; one day when they are one.
func bookDays(first, last string) string {
	a, errA := time.Parse(time.DateOnly, first)
	b, errB := time.Parse(time.DateOnly, last)
	switch {
	case first == last:
		return bookDay(first)
	case errA == nil && errB == nil && a.Year() == b.Year():
		return a.Format("Mon 2 Jan") + " to " + bookDay(last)
	}
	return bookDay(first) + " to " + bookDay(last)
}

// bookDay is a session's date as a day, "Fri 20 Nov 2026"; a date typed
// in another form stays as it was.
func bookDay(date string) string {
	if d, err := time.Parse(time.DateOnly, date); err == nil {
		return d.Format("Mon 2 Jan 2006")
	}
	return date
}
