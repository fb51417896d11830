package ui

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/ui/kit"
)

// ShowCannotOpen fills w with why the database at path did not open (err,
// as campaign.Open gave it), in place of the app. A damaged file that has a
// backup beside it is offered its newest: "Restore the backup of <date>"
// puts that in place (the damaged file is kept beside it). Then, or after
// Try again, it opens the database with open and hands the store to
// opened, which shows the app.
func ShowCannotOpen(w fyne.Window, path string, err error, open func() (*campaign.Store, error), opened func(*campaign.Store)) {
	c := &cannotOpen{path: path, err: err, open: open, opened: opened, root: kit.NewRoot()}
	c.backups, _ = campaign.ListBackups(path)
	w.SetContent(c.root)
	c.show("")
}

type cannotOpen struct {
	root    *kit.Root // drawn again when the window's width changes
	news    string    // what the last try found
	path    string
	err     error
	open    func() (*campaign.Store, error)
	opened  func(*campaign.Store)
	backups []campaign.Backup // newest first; those found damaged are dropped
}

// show draws the screen, with news (what the last try found) on top.
func (c *cannotOpen) show(news string) {
	c.news = news
	c.root.Set(c.build(), c.build)
}

func (c *cannotOpen) build() fyne.CanvasObject {
	box := kit.VBox(kit.Heading("Tableside cannot open its data"))
	if c.news != "" {
		warn := kit.Note(c.news)
		warn.Importance = widget.WarningImportance
		box.Add(warn)
	}
	damaged := errors.Is(c.err, campaign.ErrDamaged)
	if !damaged {
		box.Add(kit.Note(c.err.Error()))
		box.Add(kit.Tall(kit.BigButton("Try again", theme.ViewRefreshIcon(), true, c.tryAgain)))
		return container.NewVScroll(kit.Padded(box))
	}
	box.Add(kit.Note("The file that holds your campaigns is damaged, so Tableside cannot read it. " +
		"This can happen when a phone or computer stops while it is writing."))
	if len(c.backups) == 0 {
		box.Add(kit.Note("There is no backup of it to go back to. The file is kept as it is, at " + c.path + "."))
	} else {
		b := c.backups[0]
		when := backupWhen(b.Time)
		box.Add(kit.Note("A backup from " + when + " is kept beside it. Restoring it brings back everything saved up to then; " +
			"what was played after it is lost. The damaged file is kept too, beside the backup, in case someone can save more of it."))
		// On two lines: a button never wraps, and a phone is narrow.
		box.Add(kit.Tall(kit.BigButton("Restore the backup\nof "+when, theme.HistoryIcon(), true, func() { c.restore(b) })))
	}
	box.Add(widget.NewSeparator())
	box.Add(kit.Note("What went wrong: " + c.err.Error()))
	return container.NewVScroll(kit.Padded(box))
}

// restore puts backup b in place and opens the database; a backup that is
// damaged too is dropped, and the next one offered.
func (c *cannotOpen) restore(b campaign.Backup) {
	if err := campaign.RestoreBackup(c.path, b); err != nil {
		if errors.Is(err, campaign.ErrDamaged) {
			c.backups = c.backups[1:]
		}
		c.show(err.Error())
		return
	}
	c.tryAgain()
}

// tryAgain opens the database; if it still will not open, the screen says
// why again.
func (c *cannotOpen) tryAgain() {
	s, err := c.open()
	if err != nil {
		c.err = err
		c.backups, _ = campaign.ListBackups(c.path)
		c.show("It still does not open.")
		return
	}
	c.opened(s)
}
