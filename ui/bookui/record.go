package bookui

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor/book"
	"tableside/ui/kit"
)

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
