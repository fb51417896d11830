package bookui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor/book"
	"tableside/ui/kit"
)

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
