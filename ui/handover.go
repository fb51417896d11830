package ui

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/share"
	"tableside/ui/kit"
)

// handOver is one file offered to another phone by QR code: served once,
// for share.HandOverFor, while its sheet is open.
type handOver struct {
	s      *App
	file   string
	data   []byte
	addrs  []share.Address
	at     int
	srv    *share.Server
	code   *qrCode
	status *widget.Label
	// quit ends the wait for the current offer; done: the sheet is over,
	// and ended is closed once it says so.
	quit  chan struct{}
	done  bool
	ended chan struct{}
}

// handOver writes a file with write, off the UI thread behind a progress
// bar, then offers it to another phone by QR code. The channel closes once
// the QR code (or what went wrong) is on screen.
func (s *App) handOver(what, file string, write func(ctx context.Context, w io.Writer, progress campaign.Progress) error) <-chan struct{} {
	return s.runJob("Preparing", fmt.Sprintf("Writing %s for the other phone.", what), true, func(ctx context.Context, progress campaign.Progress) func() {
		var buf bytes.Buffer
		err := write(ctx, &buf, progress)
		return func() {
			if err != nil {
				s.Fail(err)
				return
			}
			addrs, err := s.addresses()
			switch {
			case err != nil:
				s.Fail(err)
			case len(addrs) == 0:
				s.Tell("No network", noNetwork)
			default:
				h := &handOver{s: s, file: file, data: buf.Bytes(), addrs: addrs, ended: make(chan struct{})}
				s.handing = h
				if err := h.listen(0); err != nil {
					s.Fail(err)
					return
				}
				h.show(what)
			}
		}
	})
}

// listen offers the file on address i, in place of any earlier offer.
func (h *handOver) listen(i int) error {
	srv, err := share.Start(share.Options{Addr: h.addrs[i].IP})
	if err != nil {
		return err
	}
	h.stop()
	h.srv, h.at, h.quit = srv, i, make(chan struct{})
	url, taken := srv.Offer(h.file, "application/json", h.data)
	if h.code != nil {
		h.code.set(url)
	} else {
		h.code = h.s.newQRCode(url, h.addrs, i, h.switchTo)
	}
	quit := h.quit
	go func() {
		select {
		case <-quit:
		case <-taken:
			fyne.Do(func() { h.finish(srv, "Sent. The other phone can import it now.") })
		case <-time.After(share.HandOverFor):
			fyne.Do(func() { h.finish(srv, "The link has expired. Close this and hand it over again.") })
		}
	}()
	return nil
}

// finish ends the offer served by srv, if it is still the one on show.
func (h *handOver) finish(srv *share.Server, status string) {
	if h.srv != srv || h.done {
		return
	}
	h.done = true
	h.stop()
	h.status.SetText(status)
	close(h.ended)
}

// stop closes the current offer's port and ends its wait.
func (h *handOver) stop() {
	if h.srv == nil {
		return
	}
	h.srv.Stop()
	select {
	case <-h.quit:
	default:
		close(h.quit)
	}
}

func (h *handOver) switchTo(i int) {
	if i < 0 || i == h.at || h.done {
		return
	}
	if err := h.listen(i); err != nil {
		h.s.Fail(err)
	}
}

func (h *handOver) show(what string) {
	h.status = kit.Bold("Waiting for the other phone.")
	body := container.NewVBox(
		kit.Note(fmt.Sprintf("On the other phone, on the same Wi-Fi, scan this to download %s, then import it in Tableside. The link works once, for 10 minutes.", what)),
		h.status, h.code.box)
	d := kit.ShowSheet(h.s.win, "Hand over", body, "Close")
	d.SetOnClosed(func() {
		h.done = true
		h.stop()
	})
}

// HandOverCampaign offers campaign c's export file to another phone.
func (s *App) HandOverCampaign(c campaign.Campaign) <-chan struct{} {
	what := fmt.Sprintf("%q", c.Name)
	return s.handOver(what, fileName(c.Name)+".tableside.json", func(ctx context.Context, w io.Writer, progress campaign.Progress) error {
		return s.store.ExportContext(ctx, c.ID, w, progress)
	})
}

// HandOverLibrary offers game's card library to another phone, so a card
// typed once is typed for every phone at the table.
func (s *App) HandOverLibrary(game string) <-chan struct{} {
	title := s.gameTitle(game)
	return s.handOver("the "+title+" card library", fileName(title+" cards")+".tableside-library.json", func(_ context.Context, w io.Writer, _ campaign.Progress) error {
		return s.store.ExportLibrary(game, w)
	})
}
