package bookui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
	"tableside/tracker/valor"
	"tableside/tracker/valor/book"
	"tableside/ui/kit"
)

// adjustCounter is a number of the book on a counter: − and + step it by
// one, and a number typed on the pad adjusts it by the difference (nothing
// when it is the same).
func (v *bookView) adjustCounter(label string, now, most int, adjust func(delta int, reason string) tracker.Command) fyne.CanvasObject {
	return kit.NewCounter(v.win(), label, strconv.Itoa(now), now, 0, most,
		func(d int) { v.do(adjust(d, "")) },
		func(n int) {
			if n != now {
				v.do(adjust(n-now, ""))
			}
		}).Content()
}

// hoardPage is the Hero Hoard and its chart, the end of the Act, and the
// Base Camp upgrades.
func (v *bookView) hoardPage() (left, right fyne.CanvasObject) {
	st := v.st
	l := container.NewVBox(kit.Bold("Hero Hoard"))
	l.Add(v.adjustCounter("Hoard (Bounty)", st.Hoard, book.MaxHoard, book.AdjustHoard))
	l.Add(v.adjustCounter("Supplies", st.Supplies, book.MaxSupplies, book.AdjustSupplies))
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
