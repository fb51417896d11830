package sorceryui

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
	"tableside/tracker/sorcery"
	"tableside/ui"
	"tableside/ui/kit"
)

// The campaign page: the Quests the campaign has ended, each with its day,
// won or lost and who played which Hero, and two charts across them, each
// Hero's Soulrank and crowns. It draws the engine's record of the
// campaign (State.Campaign), kept in the camp from Quest to Quest. The
// charts' other drawing is one Quest's own, on History (HistoryChart).

// campaignButton opens the campaign page.
func (b *board) campaignButton() fyne.CanvasObject {
	return kit.Tall(widget.NewButtonWithIcon("The campaign so far", theme.DocumentIcon(), b.v.showCampaign))
}

// MenuItems are the game's own entries in the game's menu.
func (v *view) MenuItems() []ui.MenuItem {
	return []ui.MenuItem{{Title: "The campaign so far", Tap: v.showCampaign}}
}

// showCampaign shows the campaign page; its Back returns to the table.
func (v *view) showCampaign() {
	p := v.p
	st, err := ui.StateOf(p, sorcery.Decode)
	if err != nil {
		p.App().Fail(err)
		return
	}
	back := widget.NewButtonWithIcon("Back to the game", theme.NavigateBackIcon(), p.Render)
	head := kit.VBox(kit.HBox(kit.Tall(back)), kit.Heading(p.Campaign().Name+": the campaign"))
	p.App().Show(kit.Border(head, nil, nil, nil, container.NewVScroll(container.NewPadded(campaignPage(st)))))
}

// campaignPage is the page's body for the state st.
func campaignPage(st sorcery.State) fyne.CanvasObject {
	quests := st.Campaign()
	box := kit.VBox()
	if len(quests) == 0 {
		kit.Add(box, kit.Note("No Quest has ended in this campaign yet. Each Quest's end adds a line here."))
		return box
	}
	won := 0
	for _, q := range quests {
		if q.Outcome == sorcery.Won {
			won++
		}
	}
	played := fmt.Sprintf("%s played, %d won.", kit.Plural(len(quests), "Quest"), won)
	if st.Phase != sorcery.Between {
		played += " The Quest under way joins them when it ends."
	}
	kit.Add(box, kit.Note(played))
	kit.Add(box, kit.Section("Soulrank"))
	kit.Add(box, kit.NewChart(campaignChart(quests, func(h sorcery.HeroRecord) int { return h.Soulrank })))
	kit.Add(box, kit.Section("Crowns"))
	kit.Add(box, kit.NewChart(campaignChart(quests, func(h sorcery.HeroRecord) int { return h.Crowns })))
	kit.Add(box, kit.Section("Quests"))
	for i := len(quests) - 1; i >= 0; i-- {
		q := quests[i]
		kit.Add(box, panel(kit.VBox(kit.Bold(questLine(i+1, q)), kit.Note(heroLines(q)))))
	}
	return box
}

// questLine is a Quest's title line: its number, day and outcome.
func questLine(n int, q sorcery.QuestRecord) string {
	parts := []string{fmt.Sprintf("Quest %d", n)}
	if d, err := time.Parse(time.DateOnly, q.Date); err == nil {
		parts = append(parts, d.Format("Mon 2 Jan 2006"))
	}
	switch q.Outcome {
	case sorcery.Won:
		parts = append(parts, "won")
	case sorcery.Lost:
		parts = append(parts, "lost")
	}
	return strings.Join(parts, " · ")
}

// heroLines are a Quest's Heroes, one a line: who played them, the
// Soulrank and crowns they ended on, and the Soul Counter.
func heroLines(q sorcery.QuestRecord) string {
	var lines []string
	for _, h := range q.Heroes {
		who := h.Name
		if h.Player != "" {
			who += " (" + h.Player + ")"
		}
		lines = append(lines, fmt.Sprintf("%s · Soulrank %d · %s", who, h.Soulrank, kit.Plural(h.Crowns, "crown")))
	}
	return strings.Join(append(lines, fmt.Sprintf("Soul Counter %d", q.Souls)), "\n")
}

// campaignChart is a line a Hero of value across the Quests, each at the
// Quest's end; a Hero who sat out a Quest has no point there.
func campaignChart(quests []sorcery.QuestRecord, value func(sorcery.HeroRecord) int) kit.ChartData {
	d := kit.ChartData{XTitle: "Quests"}
	at := map[string]int{}
	for i, q := range quests {
		x := float32(i + 1)
		d.XTicks = append(d.XTicks, kit.ChartTick{X: x, Label: fmt.Sprint(i + 1)})
		for _, h := range q.Heroes {
			k, ok := at[h.Name]
			if !ok {
				k = len(d.Lines)
				at[h.Name] = k
				d.Lines = append(d.Lines, kit.ChartLine{Name: h.Name})
			}
			d.Lines[k].Points = append(d.Lines[k].Points, kit.ChartPoint{X: x, Y: float32(value(h))})
		}
	}
	return d
}

var _ ui.Charter = (*view)(nil)

// HistoryChart is the Quest in a picture, on History and at the evening's
// end: each Hero's HP left, the Soul Counter, the Event cards left and
// the Enemies in play along the log, in steps as the table changed, with
// the Rounds along the bottom (sorcery.Chart).
func (v *view) HistoryChart(walk func(fn func(tracker.Entry) error) error) (kit.ChartData, error) {
	return ui.WalkChart(walk, &sorcery.Chart{}, questChart)
}

// questChart draws a sorcery.Chart: the Soul Counter bold, the party's
// to spend; a label where each Round began. The lines are aligned (a
// point at every action where any line changed): Thorgren's 10 HP and the
// 10 Event cards left then draw the same stretch, which the chart sets
// apart rather than drawing one over the other.
func questChart(c sorcery.Chart) kit.ChartData {
	lines := make([]ui.LogLine, len(c.Series))
	for i, sr := range c.Series {
		lines[i] = ui.LogLine{Name: sr.Name, Bold: sr.Name == sorcery.ChartSouls, Points: sr.Points}
	}
	return ui.LogChart(lines, c.Rounds, true)
}
