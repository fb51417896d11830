package sorceryui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/sorcery"
	"tableside/ui/kit"
)

// The campaign between Quests (L808-935, L1052-1070): once a Quest has
// ended, the table turns into the Journey - the Time Reserve, the Realm
// map's Label, the Site Sheet and its places, the Ventures, the Stash and
// each Hero's crowns. Every button is one command; the engine refuses in
// the players' words what the rules do not allow.

// journey is the board between Quests.
func (b *board) journey() fyne.CanvasObject {
	st, p, w := b.st, b.v.p, b.v.p.App().Window()
	c := st.Camp
	box := kit.VBox(kit.Heading("Between Quests"),
		kit.Note("Start the next Quest from the campaign: the Heroes, the Soul Counter and all below carry over."),
		b.campaignButton())

	kit.Add(box, kit.Section("Time Reserve"))
	reserve := kit.NewCounter(w, "Hourglasses", fmt.Sprint(c.TimeReserve), c.TimeReserve, 0, 999,
		func(d int) { p.Do(sorcery.TimeReserve(d)) },
		func(n int) {
			if n != c.TimeReserve {
				p.Do(sorcery.TimeReserve(n - c.TimeReserve))
			}
		})
	kit.Add(box, reserve.Content())

	kit.Add(box, kit.Section("Realm map"))
	where := "The Party has not left the Begin scroll yet."
	if l := c.Label(); l != "" {
		where = "The Party is on " + l + "."
	}
	kit.Add(box, kit.Note(where))
	kit.Add(box, kit.Tall(widget.NewButtonWithIcon("Move to a Label", theme.NavigateNextIcon(), func() {
		askText(w, "Which Label?", "The Label as the map prints it", func(t string) { p.Do(sorcery.MoveLabel(t)) })
	})))

	kit.Add(box, kit.Section("Site Sheet"))
	if c.Site == "" {
		kit.Add(box, kit.Tall(widget.NewButtonWithIcon("Enter a Site Sheet", theme.LoginIcon(), func() {
			askText(w, "Which Site Sheet?", "Its name", func(t string) {
				// A return adds nothing: the pad opens on what the app
				// knows, for the table to confirm.
				start := -1
				if n, ok := c.SiteHourglasses(t); ok {
					start = n
				}
				kit.ShowNumberPad(w, "Hourglasses on its left", start, 0, 99, func(n int) { p.Do(sorcery.EnterSite(t, n)) })
			})
		})))
	} else {
		kit.Add(box, kit.Note(fmt.Sprintf("On %s. Each move to a Paragraph, Building or Outpost costs 1 Hourglass.", c.Site)))
		kit.Add(box, kit.Fit(2,
			kit.Tall(widget.NewButton("Go to a place", func() {
				askText(w, "Where does the Party go?", "Paragraph, Building or Outpost", func(t string) { p.Do(sorcery.VisitPlace(t)) })
			})),
			kit.Tall(widget.NewButtonWithIcon("Leave by Out", theme.LogoutIcon(), func() { p.Do(sorcery.LeaveSite()) }))))
	}

	kit.Add(box, b.party())
	kit.Add(box, b.ventures())
	kit.Add(box, b.stash())
	kit.Add(box, b.forge())
	kit.Add(box, kit.Section("Crowns"))
	for _, h := range st.Heroes {
		purse := kit.NewCounter(w, h.Name, fmt.Sprint(h.Crowns), h.Crowns, 0, 99999,
			func(d int) { p.Do(sorcery.Crowns(h.Name, d)) },
			func(n int) {
				if n != h.Crowns {
					p.Do(sorcery.Crowns(h.Name, n-h.Crowns))
				}
			})
		kit.Add(box, purse.Content())
	}
	return box
}

// ventures lists the Venture cards held with their tasks, each a tick.
func (b *board) ventures() fyne.CanvasObject {
	st, p, w := b.st, b.v.p, b.v.p.App().Window()
	box := kit.VBox(kit.Section("Ventures"))
	for _, v := range st.Camp.Ventures {
		kit.Add(box, kit.Bold(v.Name))
		for _, t := range v.Tasks {
			if t.Done {
				kit.Add(box, kit.Note("Done: "+t.Name))
				continue
			}
			kit.Add(box, kit.Tall(widget.NewButtonWithIcon(fitted(w, "Tick: "+t.Name), theme.CheckButtonIcon(), func() { p.Do(sorcery.TickTask(v.Name, t.Name)) })))
		}
	}
	kit.Add(box, kit.Tall(widget.NewButtonWithIcon("A Venture card", theme.ContentAddIcon(), func() {
		name := kit.NameEntry("The Venture's name", "")
		tasks := kit.LinesEntry("Its tasks, one a line", nil)
		ok := widget.NewButton("Keep it", func() { p.Do(sorcery.AddVenture(strings.TrimSpace(name.Text), kit.SplitLines(tasks.Text)...)) })
		ok.Importance = widget.HighImportance
		kit.Ask(w, "A Venture card", kit.VBox(kit.Tall(name), tasks), widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), nil), ok)
	})))
	return box
}

// stash is the Stash deck: what lies in it, taken by a Hero with a tap,
// and a Hero's cards put in (3 each besides its own, weight 0 free).
func (b *board) stash() fyne.CanvasObject {
	st, p, w := b.st, b.v.p, b.v.p.App().Window()
	box := kit.VBox(kit.Section("Stash"), kit.Note(fmt.Sprintf("Room for %s more of the Heroes' cards (weight 0 goes free).", kit.Plural(st.StashRoom(), "card"))))
	var heroes []string
	for _, h := range st.Heroes {
		heroes = append(heroes, h.Name)
	}
	for _, it := range st.Camp.Stash {
		kit.Add(box, kit.Tall(widget.NewButton(fitted(w, "Take the "+it.Name), func() {
			kit.Choose(w, "Who takes the "+it.Name+"?", heroes, func(k int) { p.Do(sorcery.FromStash(heroes[k], it.Name, false)) })
		})))
	}
	put := widget.NewButtonWithIcon("Put a card in the Stash", theme.DownloadIcon(), func() {
		var labels []string
		var who, what []string
		for _, h := range st.Heroes {
			for _, it := range h.Items {
				labels = append(labels, h.Name+": "+it.Name)
				who, what = append(who, h.Name), append(what, it.Name)
			}
		}
		kit.Choose(w, "Which card?", labels, func(k int) { p.Do(sorcery.ToStash(who[k], what[k])) })
	})
	kit.Add(box, kit.Tall(put))
	return box
}

// forge offers each broken armour to a Forge, its Hero paying the
// Building's price from their own crowns (L4431-4433, L862-865).
func (b *board) forge() fyne.CanvasObject {
	st, p, w := b.st, b.v.p, b.v.p.App().Window()
	box := kit.VBox()
	for _, h := range st.Heroes {
		for _, it := range h.Items {
			if it.Breaks == 0 {
				continue
			}
			kit.Add(box, kit.Tall(widget.NewButton(fitted(w, fmt.Sprintf("Mend %s's %s at a Forge", h.Name, it.Name)), func() {
				// The Forge's last price, if the campaign paid one.
				start := -1
				if st.Camp.ForgePrice > 0 {
					start = st.Camp.ForgePrice
				}
				kit.ShowNumberPad(w, "Crowns the Forge asks", start, 0, 9999, func(n int) { p.Do(sorcery.Forge(h.Name, it.Name, n)) })
			})))
		}
	}
	if len(box.Objects) > 0 {
		box.Objects = append([]fyne.CanvasObject{kit.Section("Forge")}, box.Objects...)
	}
	return box
}

// askText asks for a line of words in a pop-up; done gets them trimmed.
func askText(w fyne.Window, title, placeholder string, done func(string)) {
	e := kit.NameEntry(placeholder, "")
	ok := widget.NewButton("OK", func() { done(strings.TrimSpace(e.Text)) })
	ok.Importance = widget.HighImportance
	kit.Ask(w, title, kit.Tall(e), widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), nil), ok)
}

// party is the Companions who travel with the party into the next Quest
// (L5316-5319, L5427-5430), and one more hired, as at a Guild.
func (b *board) party() fyne.CanvasObject {
	st := b.st
	box := kit.VBox(kit.Section("Companions"))
	if len(st.Companions) == 0 {
		kit.Add(box, kit.Note("None travels with the party."))
	}
	for _, c := range st.Companions {
		kit.Add(box, kit.Note(fmt.Sprintf("%s (%s's) · %d HP · starts the next Quest with the Heroes", c.Name, st.Heroes[c.Owner].Name, c.HP())))
	}
	kit.Add(box, b.companionJoins())
	return box
}
