package ui

import (
	"context"
	"fmt"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/share"
)

// askImportLink asks for the link another phone's Hand over shows (a
// phone's camera app reads the QR code and copies it) and imports the
// campaign behind it.
func (s *App) askImportLink() {
	e := widget.NewEntry()
	e.SetPlaceHolder("http://192.168.1.23:40123/h/…")
	dialog.ShowForm("Import from another phone", "Import", "Cancel", []*widget.FormItem{widget.NewFormItem("Link", e)}, func(ok bool) {
		if ok {
			s.ImportLink(e.Text)
		}
	}, s.win)
}

// ImportLink downloads a campaign from another phone's hand-over link and
// imports it, off the UI thread; the channel closes once the result is on
// screen.
func (s *App) ImportLink(link string) <-chan struct{} {
	note := "Downloading the campaign from the other phone and replaying every action through the game's rules."
	return s.runJob("Importing", note, true, func(ctx context.Context, progress campaign.Progress) func() {
		r, size, err := share.Fetch(ctx, link)
		if err != nil {
			return func() { s.Fail(fmt.Errorf("nothing was imported: %w", err)) }
		}
		defer r.Close()
		c, err := s.store.ImportContext(ctx, r, size, progress)
		return func() { s.imported(c, err) }
	})
}
