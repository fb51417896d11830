package ui

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/share"
	"tableside/ui/kit"
)

// sharing is Share table while it is on: the open game on guests' phones.
// It belongs to the App, which stops it when the game closes.
type sharing struct {
	p      *Play
	srv    *share.Server
	addrs  []share.Address
	at     int
	guests int
	// writes: guests may change the boards the host gives them.
	writes bool

	// The sheet, while it is open.
	sheet       *dialog.CustomDialog
	code        *qrCode
	guestsLabel *widget.Label
	seatsBox    *fyne.Container
}

// ShareTable starts sharing the game on the local network, if it is not
// shared yet, and shows the sheet with its QR code.
func (p *Play) ShareTable() {
	s := p.s
	if s.sharing == nil || s.sharing.p != p {
		s.StopSharing()
		addrs, err := s.addresses()
		if err != nil {
			s.Fail(err)
			return
		}
		if len(addrs) == 0 {
			s.Tell("No network", noNetwork)
			return
		}
		sh := &sharing{p: p, addrs: addrs}
		if err := sh.listen(0); err != nil {
			s.Fail(err)
			return
		}
		s.sharing = sh
	}
	s.sharing.show()
}

// Sharing is the share of the open game, or nil; tests read it.
func (s *App) Sharing() *share.Server {
	if s.sharing == nil {
		return nil
	}
	return s.sharing.srv
}

// StopSharing closes Share table's port; guests' pages say they lost it.
func (s *App) StopSharing() {
	sh := s.sharing
	if sh == nil {
		return
	}
	s.sharing = nil
	sh.srv.Stop()
	if sh.sheet != nil {
		sh.sheet.Hide()
	}
}

// listen starts the server on address i and sends it the table.
func (sh *sharing) listen(i int) error {
	var srv *share.Server
	o := share.Options{Addr: sh.addrs[i].IP, OnGuests: func(n int) {
		// A server switched away from still counts its guests out.
		fyne.Do(func() {
			if sh.srv == srv {
				sh.setGuests(n)
			}
		})
	}}
	if sh.writer() != nil {
		o.Write = func(ctx context.Context, w share.GuestWrite) (int64, error) { return sh.guestWrite(ctx, srv, w) }
	}
	srv, err := share.Start(o)
	if err != nil {
		return err
	}
	sh.srv, sh.at = srv, i
	sh.publish()
	return nil
}

// publish sends the game as committed now to every guest.
func (sh *sharing) publish() {
	p := sh.p
	g, err := p.s.games.Lookup(p.sess.Game)
	if err != nil {
		return
	}
	// An error here is a table that cannot be encoded; guests keep the
	// last one, and the host's game goes on.
	_ = sh.srv.Publish(p.sess.Rev(), share.TableOf(g, p.camp.Name, p.sess.State, p.LastDone()))
}

// published tells Share table, if it is on for p, that p committed a change.
func (p *Play) published() {
	if sh := p.s.sharing; sh != nil && sh.p == p {
		sh.publish()
	}
}

// switchTo moves the share to address i: guests scan the new code.
func (sh *sharing) switchTo(i int) {
	if i < 0 || i == sh.at {
		return
	}
	old := sh.srv
	if err := sh.listen(i); err != nil {
		sh.p.s.Fail(err)
		return
	}
	old.Stop()
	sh.setGuests(0)
	if sh.code != nil {
		sh.code.set(sh.srv.URL())
	}
	// Boards given were given on the old address: give them again.
	sh.drawSeats()
}

func (sh *sharing) setGuests(n int) {
	sh.guests = n
	if sh.guestsLabel != nil {
		sh.guestsLabel.SetText(guestWords(n))
	}
}

func guestWords(n int) string {
	switch n {
	case 0:
		return "No one is watching yet."
	case 1:
		return "1 phone is watching."
	}
	return kit.Plural(n, "phone") + " are watching."
}

// show opens the sheet: the code to scan, guests watching, Stop sharing.
func (sh *sharing) show() {
	s := sh.p.s
	sh.code = s.newQRCode(sh.srv.URL(), sh.addrs, sh.at, sh.switchTo)
	sh.guestsLabel = kit.Bold(guestWords(sh.guests))
	stop := widget.NewButtonWithIcon("Stop sharing", theme.MediaStopIcon(), s.StopSharing)
	stop.Importance = widget.DangerImportance
	body := container.NewVBox(
		kit.Note("Players on the same Wi-Fi scan this with their phone's camera to follow the game in their browser."),
		sh.guestsLabel, sh.code.box)
	if part := sh.guestPart(); part != nil {
		body.Add(part)
	}
	// Stop sharing stays below the code, in view however small the phone.
	sh.sheet = kit.Ask(s.win, "Share table", body, stop, widget.NewButtonWithIcon("Back to the game", theme.NavigateBackIcon(), nil))
	sh.sheet.SetOnClosed(func() { sh.sheet, sh.code, sh.guestsLabel, sh.seatsBox = nil, nil, nil, nil })
}

// shareWords is the menu's line for Share table: what a tap does now.
func (p *Play) shareWords() string {
	if sh := p.s.sharing; sh != nil && sh.p == p {
		return "Sharing the table: " + guestWords(sh.guests)
	}
	return "Share table"
}
