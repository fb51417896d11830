package valor

import (
	"fmt"

	"tableside/tracker"
)

// GuestSeats are the Hero boards a Share table guest may be given, with
// their counters now: a player follows the game on their own phone and
// changes their Hero's Health, Shields, XP and cards in hand there, as
// the board's counters on the host's screen do. The Game asks it of a
// stored state (tracker.GuestAdapter).
func (s State) GuestSeats() []tracker.GuestSeat {
	seats := make([]tracker.GuestSeat, len(s.Heroes))
	for i, h := range s.Heroes {
		seats[i] = tracker.GuestSeat{Seat: i, Name: h.Name, Player: h.Player, Counters: []tracker.GuestCounter{
			{ID: "health", Label: "Health", Value: fmt.Sprintf("%d/%d", h.Health, h.MaxHealth)},
			{ID: "shields", Label: "Shields", Value: fmt.Sprint(h.Shields)},
			{ID: "xp", Label: "XP", Value: fmt.Sprint(h.XP)},
			{ID: "hand", Label: "Cards in hand", Value: fmt.Sprint(h.Hand)},
		}}
	}
	return seats
}

// GuestCommand is a guest's step of a Hero's counter as the command the
// Hero board's counter sends for the same tap: a step up in Health heals
// 1, a step down deals 1 damage.
func (State) GuestCommand(seat int, counter string, step int) tracker.Command {
	switch counter {
	case "health":
		if step > 0 {
			return Heal(seat, 1, "")
		}
		return Damage(seat, 1, "")
	case "shields":
		return Shields(seat, step, "")
	case "xp":
		return XP(seat, step, "")
	}
	return Hand(seat, step, "")
}

// GuestBoard is what a guest's board is called in a refusal's words.
func (State) GuestBoard() string { return "Hero" }
