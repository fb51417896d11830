package villains

import (
	"fmt"

	"tableside/tracker"
)

// GuestSeats are the players' Villains a Share table guest may be given,
// with their counters now: a player changes their own Power and cards in
// hand from their phone, as the corrections on the host's screen do. The
// Game asks it of a stored state (tracker.GuestAdapter).
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
func (State) GuestCommand(seat int, counter string, step int) tracker.Command {
	if counter == "power" {
		return AdjustPower(seat, step, "")
	}
	return AdjustHand(seat, step, "")
}

// GuestBoard is what a guest's board is called in a refusal's words.
func (State) GuestBoard() string { return "Villain" }
