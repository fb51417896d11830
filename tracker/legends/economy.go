package legends

import "tableside/tracker"

// What the screens ask about the main part's economy: gold, the Market,
// Intelligence, Beer and the Hero's once-a-turn abilities. The rules stay
// in the commands (cards.go); these only say what to offer.

// TurnOffer is what the active player's Hero can do now in the main part
// of his turn, so the screen offers only those buttons; a button pressed
// anyway is still refused by its command, with the reason.
type TurnOffer struct {
	// MarketOpen: he may buy and sell (L151, L469, L485; A-8).
	MarketOpen bool
	// Sneak: his Hero has SNEAKING, Monsters block his Market and he has
	// not tried this turn (L485; A-31).
	Sneak bool
	// Sabotage and Vision: the Hero has the ability and has not used it
	// this turn (L481, L507).
	Sabotage, Vision bool
	// BeerStartsBerserk: the next Beer makes him Berserk, so it needs a
	// die (L469).
	BeerStartsBerserk bool
	// Sheath: "place", "put" or "take", the one Sheath action that fits
	// now (L443).
	Sheath string
}

// Offer is the active player's TurnOffer; the zero offer outside the main
// part.
func (s State) Offer() TurnOffer {
	if s.inMain() != nil {
		return TurnOffer{}
	}
	p := s.Players[s.Active]
	st := p.Stats()
	o := TurnOffer{
		MarketOpen: s.MarketOpen(s.Active),
		Sneak:      st.Sneaking && !s.Turn.Sneaking && len(s.blockers(s.Active)) > 0,
		Sabotage:   st.Sabotage && !s.Turn.Sabotaged,
		Vision:     st.Vision && !s.Turn.Visioned,
		Sheath:     "place",
	}
	if b := st.Berserk; b != nil && p.Berserk == 0 && s.Turn.Beers+1 >= b.Beers {
		o.BeerStartsBerserk = true
	}
	switch {
	case p.Sheathed != "":
		o.Sheath = "take"
	case p.Sheath:
		o.Sheath = "put"
	}
	return o
}

// SneakRoll lets the app roll the Sneaking dice, one per blocking Monster
// (L485).
func SneakRoll() tracker.Command { return tracker.Cmd(KindSneak, SneakCmd{Roll: true}) }

// BeerRoll counts a Beer that starts Berserk, the app rolling its die
// (L469).
func BeerRoll() tracker.Command { return tracker.Cmd(KindBeer, BeerCmd{Roll: true}) }
