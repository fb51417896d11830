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
