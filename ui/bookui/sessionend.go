package bookui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"tableside/tracker/valor/book"
	"tableside/ui/kit"
)

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
