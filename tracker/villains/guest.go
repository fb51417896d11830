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
	s, err := Decode(state)
	if err != nil {
		return nil, err
	}
	seats := make([]tracker.GuestSeat, len(s.Players))
	for i, p := range s.Players {
		seats[i] = tracker.GuestSeat{Seat: i, Name: p.Villain, Player: p.Name, Counters: []tracker.GuestCounter{
			{ID: "power", Label: "Power", Value: fmt.Sprint(p.Power)},
			{ID: "hand", Label: "Cards", Value: fmt.Sprint(p.Hand)},
		}}
	}
	return seats, nil
}

// GuestCommand is a guest's step of their Power or hand as a correction,
// the command the host's own correction sends.
func (Game) GuestCommand(state []byte, seat int, counter string, step int) (tracker.Command, error) {
	s, err := Decode(state)
	if err != nil {
		return tracker.Command{}, err
	}
	if err := tracker.GuestStep(seat, len(s.Players), step, "Villain"); err != nil {
		return tracker.Command{}, err
	}
	switch counter {
	case "power":
		return AdjustPower(seat, step, ""), nil
	case "hand":
		return AdjustHand(seat, step, ""), nil
	}
	return tracker.Command{}, tracker.NoGuestCounter("Villain", counter)
}
