package ui

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/ui/kit"
)

// runJob runs work, a long task on the store (an export, an import), on a
// goroutine of its own, so the window keeps drawing, behind a dialog with a
// progress bar and a Cancel button. Cancel ends work's context. work
// returns what to show when it is done, which runs on the UI goroutine
// after the dialog has gone. sized says the progress will have a total;
// without one the bar only shows that work goes on. The channel closes once
// the result is on screen (tests wait on it).
func (s *App) runJob(title, note string, sized bool, work func(ctx context.Context, progress campaign.Progress) (show func())) <-chan struct{} {
	ctx, cancel := context.WithCancel(context.Background())
	bar := widget.NewProgressBar()
	var shown fyne.CanvasObject = bar
	if !sized {
		shown = widget.NewProgressBarInfinite()
	}
	var stop *widget.Button
	stop = kit.BigButton("Cancel", theme.CancelIcon(), false, func() {
		cancel()
		stop.SetText("Stopping…")
		stop.Disable()
	})
	// A sheet: phone-wide, so the note reads as lines, not a column.
	d := kit.ShowSheet(s.win, title, container.NewVBox(kit.Note(note), shown, kit.Tall(stop)), "")
	progress := func(done, total int64) {
		if total > 0 {
			fyne.Do(func() { bar.SetValue(min(1, float64(done)/float64(total))) })
		}
	}
	ended := make(chan struct{})
	go func() {
		show := work(ctx, progress)
		fyne.Do(func() {
			cancel()
			d.Hide()
			show()
			close(ended)
		})
	}()
	return ended
}

// export writes campaign c to w, the file at uri (nil if it has none), and
// says how it went only once the file is written, synced and closed
// (ExportContext closes w). An export that failed or was stopped leaves an
// incomplete file: it is removed where the storage allows, and otherwise
// the player is told to delete it.
func (h *home) export(c campaign.Campaign, w io.Writer, uri fyne.URI) <-chan struct{} {
	s := h.s
	return s.runJob("Exporting", fmt.Sprintf("Writing %q to the file.", c.Name), true, func(ctx context.Context, progress campaign.Progress) func() {
		err := s.store.ExportContext(ctx, c.ID, w, progress)
		if err == nil {
			return func() {
				s.Tell("Exported", fmt.Sprintf("%q is saved. Import it on another device to carry on there.", c.Name))
			}
		}
		err = fmt.Errorf("%w %s", err, removeUnfinished(uri))
		return func() {
			if errors.Is(err, context.Canceled) {
				s.Tell("Export stopped", err.Error())
				return
			}
			s.Fail(err)
		}
	})
}

// removeUnfinished deletes the unfinished export at uri and says what
// became of it.
func removeUnfinished(uri fyne.URI) string {
	if uri == nil {
		return ""
	}
	if err := storage.Delete(uri); err != nil {
		return fmt.Sprintf("Delete the file %s: it is unfinished and will not import.", uri.Name())
	}
	return "The unfinished file was removed."
}

// importFrom adds the campaign in r, a file of size bytes (0 if unknown),
// and closes r.
func (h *home) importFrom(r io.ReadCloser, size int64) <-chan struct{} {
	s := h.s
	note := "Reading the campaign file and replaying every action through the game's rules."
	return s.runJob("Importing", note, size > 0, func(ctx context.Context, progress campaign.Progress) func() {
		c, err := s.store.ImportContext(ctx, r, size, progress)
		r.Close() // only read: nothing to lose
		return func() { s.imported(c, err) }
	})
}

// imported says how an import went: c is the campaign it added, if err is nil.
func (s *App) imported(c campaign.Campaign, err error) {
	switch {
	case errors.Is(err, context.Canceled):
		s.Tell("Import stopped", err.Error())
	case err != nil:
		s.Fail(fmt.Errorf("nothing was imported: %w", err))
	default:
		s.ShowHome()
		s.Tell("Imported", fmt.Sprintf("%q is here, with %s.", c.Name, kit.Plural(c.Sessions, "game")))
	}
}

// uriSize is the size of the file at uri, or 0 where the storage does not
// say (a phone's document provider).
func uriSize(uri fyne.URI) int64 {
	if uri == nil || uri.Scheme() != "file" {
		return 0
	}
	fi, err := os.Stat(uri.Path())
	if err != nil {
		return 0
	}
	return fi.Size()
}

// askSaveJSON asks where to save a JSON file, offering name, and hands the
// chosen file to save.
func (s *App) askSaveJSON(name string, save func(w fyne.URIWriteCloser)) {
	d := dialog.NewFileSave(fileChosen(s, save), s.win)
	d.SetFileName(name)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// askOpenJSON asks for a JSON file and hands it to open.
func (s *App) askOpenJSON(open func(r fyne.URIReadCloser)) {
	d := dialog.NewFileOpen(fileChosen(s, open), s.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// fileChosen is a file dialog's answer, the same for saving and opening:
// a failed dialog says why, a cancelled one (no file, no error) does
// nothing, and a chosen file goes to then.
func fileChosen[F interface{ URI() fyne.URI }](s *App, then func(F)) func(F, error) {
	return func(f F, err error) {
		switch {
		case err != nil:
			s.Fail(err)
		case any(f) != nil:
			then(f)
		}
	}
}
