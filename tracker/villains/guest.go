package villains

import (
	"fmt"

	"tableside/tracker"
)

var _ tracker.GuestWriter = Game{}

// GuestSeats are the players' Villains a Share table guest may be given:
// a player changes their own Power and cards in hand from their phone, as
// the corrections on the host's screen do.
func (Game) GuestSeats(state []byte) ([]tracker.GuestSeat, error) {
	return tracker.GuestSeatsOf(Decode, state)
}

// GuestSeats are the Villains a guest may be given, with their counters
// now (tracker.GuestBoards).
func (s State) GuestSeats() []tracker.GuestSeat {
	seats := make([]tracker.GuestSeat, len(s.Players))
	for i, p := range s.Players {
		seats[i] = tracker.GuestSeat{Seat: i, Name: p.Villain, Player: p.Name, Counters: []tracker.GuestCounter{
			{ID: "power", Label: "Power", Value: fmt.Sprint(p.Power)},
			{ID: "hand", Label: "Cards", Value: fmt.Sprint(p.Hand)},
		}}
	}
	return seats
}

// GuestCommand is a guest's step of their Power or hand as a correction,
// the command the host's own correction sends.
func (Game) GuestCommand(state []byte, seat int, counter string, step int) (tracker.Command, error) {
	return tracker.GuestCommandOf(Decode, state, seat, counter, step, "Villain")
}

// GuestCommand is the correction a step of a Villain's Power or hand
// becomes (tracker.GuestBoards).
func (State) GuestCommand(seat int, counter string, step int) tracker.Command {
	if counter == "power" {
		return AdjustPower(seat, step, "")
	}
	return AdjustHand(seat, step, "")
}
