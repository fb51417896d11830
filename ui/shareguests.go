package ui

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/share"
	"tableside/tracker"
	"tableside/ui/kit"
)

// Guest changes in Share table: off until the host turns them on, and
// then only for a board the host gives one guest, by a code of its own.
// A guest's tap comes in on the server's goroutine, is applied on the UI
// goroutine (fyne.Do) as one store command kept with the guest's name, and
// is answered to the guest's page with the rules' words when refused.

// writer is the game's guest changes, or nil for a game without them.
func (sh *sharing) writer() tracker.GuestWriter {
	g, err := sh.p.s.games.Lookup(sh.p.sess.Game)
	if err != nil {
		return nil
	}
	gw, _ := g.(tracker.GuestWriter)
	return gw
}

// guestWrite hands a guest's change from srv's goroutine to the UI's and
// waits for its answer, or for the share to end.
func (sh *sharing) guestWrite(ctx context.Context, srv *share.Server, w share.GuestWrite) (int64, error) {
	type result struct {
		rev int64
		err error
	}
	got := make(chan result, 1)
	fyne.Do(func() {
		rev, err := sh.applyGuest(srv, w)
		got <- result{rev, err}
	})
	select {
	case r := <-got:
		return r.rev, r.err
	case <-ctx.Done():
		return 0, tracker.Refuse("The table's phone stopped sharing; nothing was changed.")
	}
}

// applyGuest commits guest change w, on the UI goroutine: only while srv
// is still this game's share, the guest still holds the board, and the
// guest saw the table as it stands.
func (sh *sharing) applyGuest(srv *share.Server, w share.GuestWrite) (int64, error) {
	p := sh.p
	gw := sh.writer()
	switch {
	case p.s.sharing != sh || sh.srv != srv || gw == nil:
		return 0, tracker.Refuse("The table's phone stopped sharing; nothing was changed.")
	case !srv.Holds(w):
		return 0, tracker.Refuse("The table's phone took this board back; nothing was changed.")
	case w.Rev != p.sess.Rev():
		return 0, share.ErrOldRevision
	}
	cmd, err := gw.GuestCommand(p.sess.State, w.Seat, w.Counter, w.Step)
	if err == nil {
		err = p.DoBy(cmd, w.Guest)
	}
	switch {
	case err == nil:
		return p.sess.Rev(), nil
	case errors.Is(err, campaign.ErrConflict):
		return 0, share.ErrOldRevision
	case tracker.IsRefusal(err):
		return 0, err
	}
	// Not the guest's doing: the host hears of it too.
	p.s.Fail(err)
	return 0, tracker.Refuse("The table's phone could not keep the change; nothing was changed.")
}

// DoBy is Do for a command a Share table guest gave from their phone: the
// same commit, kept with the guest's name for History. Its error is the
// guest's to read, not a message on the host's screen, and the host's
// screen is redrawn only if the game is on show (not History).
func (p *Play) DoBy(cmd tracker.Command, by string) error {
	return p.commit(func() (campaign.Session, error) {
		sess, e, err := p.s.store.DoBy(p.sess.ID, cmd, by)
		p.edge = &[2]string{e.Words, ""}
		return sess, err
	}, func() {
		if p.shown != nil && p.s.Screen() == p.shown {
			p.Render()
		}
	})
}

// guestPart is the sheet's part for guest changes, for a game that has
// them: the switch, and while on, who holds which board.
func (sh *sharing) guestPart() fyne.CanvasObject {
	if sh.writer() == nil {
		return nil
	}
	sh.seatsBox = kit.VBox()
	check := kit.NewTallCheck("Guests may change their own board", sh.writes, nil, sh.setWrites)
	sh.drawSeats()
	return kit.VBox(widget.NewSeparator(), check, sh.seatsBox)
}

// setWrites turns guest changes on or off; off takes every board back.
func (sh *sharing) setWrites(on bool) {
	sh.writes = on
	if !on {
		for _, h := range sh.srv.Holders() {
			sh.srv.TakeBack(h.Seat)
		}
	}
	sh.drawSeats()
}

// drawSeats lists the boards given, each with its code and Take back,
// and a button to give one more.
func (sh *sharing) drawSeats() {
	box := sh.seatsBox
	if box == nil {
		return
	}
	box.RemoveAll()
	if !sh.writes {
		box.Add(kit.Note("Off: guests only watch. On: give a player their Hero or Villain, and their phone gets + and − for its numbers."))
		return
	}
	held := sh.srv.Holders()
	slices.SortFunc(held, func(a, b share.Holder) int { return a.Seat - b.Seat })
	for _, h := range held {
		who := widget.NewLabel(fmt.Sprintf("%s plays %s", h.Guest, h.Board))
		who.Wrapping = fyne.TextWrapWord
		code := widget.NewButtonWithIcon("Code", theme.VisibilityIcon(), func() { sh.showSeat(h) })
		back := widget.NewButtonWithIcon("Take back", theme.CancelIcon(), func() {
			sh.srv.TakeBack(h.Seat)
			sh.drawSeats()
		})
		box.Add(kit.VBox(who, kit.Columns(2, kit.Tall(code), kit.Tall(back))))
	}
	box.Add(kit.BigButton("Give a board to a guest", theme.ContentAddIcon(), false, sh.askGive))
}

// askGive asks which board and which guest, then shows that guest's code.
func (sh *sharing) askGive() {
	s := sh.p.s
	seats, err := sh.writer().GuestSeats(sh.p.sess.State)
	if err != nil || len(seats) == 0 {
		s.Tell("No boards", "This game has no board a guest could be given.")
		return
	}
	names := make([]string, len(seats))
	for i, st := range seats {
		names[i] = st.Name
		if st.Player != "" {
			names[i] += " (" + st.Player + ")"
		}
	}
	name := kit.NameEntry("The guest's name", "")
	var pick *kit.ChoiceList
	give := kit.NewReady("Give", theme.ConfirmIcon(), func() {
		i := pick.Picked()
		guest, err := campaign.GuestName(name.Text)
		if err != nil || i < 0 {
			s.Tell("Not given", fmt.Sprintf("%v Nothing was given.", err))
			return
		}
		st := seats[i]
		url := sh.srv.Give(guest, st.Seat, st.Name)
		sh.drawSeats()
		sh.showSeat(share.Holder{Guest: guest, Seat: st.Seat, Board: st.Name, URL: url})
	}, pickBoard)
	give.Wait(pickBoard)
	// No board is picked for the host but a lone one: a board given to the
	// wrong guest lets them change another's numbers. A board picked
	// fills in its player's name.
	pick = kit.NewChoiceList(s.win, names, -1, func(i int) {
		if st := seats[i]; st.Player != "" {
			name.SetText(st.Player)
		}
		give.Go()
	})
	body := kit.VBox(kit.Note("The guest scans the code that follows with their phone and can then change that board's numbers, and no other's. Each change shows in History with their name and undoes like yours."),
		kit.Bold("Board"), pick.Content(), kit.Bold("Guest's name (History shows it)"), kit.Tall(name))
	kit.AskReady(s.win, "Give a board", body, give, widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), nil))
}

// pickBoard is what Give waits for.
const pickBoard = "Pick a board first"

// showSeat shows the code of the board given to one guest.
func (sh *sharing) showSeat(h share.Holder) {
	s := sh.p.s
	code := s.newQRCode(h.URL, nil, 0, nil)
	note := kit.Note(fmt.Sprintf("Only %s scans this: it lets their phone change %s's numbers. Everyone else scans the table's code to watch.", h.Guest, h.Board))
	kit.ShowSheet(s.win, h.Guest+" plays "+h.Board, kit.VBox(note, code.box), "Done")
}
