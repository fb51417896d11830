package villains

// More queries for the screens: the table's numbers, which cards an action
// works on and where a card may go, so that the rules of 004 are read from
// here.

// PlayerRange is how many players a game seats, from min to max (004
// L10, L52); 0, 0 when the rules file cannot be read.
func PlayerRange() (lo, hi int) {
	r, err := facts()
	if err != nil {
		return 0, 0
	}
	return r.MinPlayers, r.MaxPlayers
}

// StartingPower is the Power each seat starts with, in turn order from
// the first player, who gets none (004 L10).
func StartingPower() []int {
	r, err := facts()
	if err != nil {
		return nil
	}
	return append([]int(nil), r.StartingPower...)
}

// HandSize is what a player draws up to in the Draw step (004 L80).
func HandSize() int {
	r, err := facts()
	if err != nil {
		return 0
	}
	return r.HandSize
}

// HasStrength reports whether a card of kind k has a Strength, the number
// at its bottom left: Allies and Heroes do (004 L70), Items and Effects do
// not.
func (k CardKind) HasStrength() bool { return k == CardAlly || k == CardHero }

// Cards lists the cards of the given kinds on player's board, location by
// location, in the order kinds are given at each location.
func (s State) Cards(player int, kinds ...CardKind) []CardRef {
	if player < 0 || player >= len(s.Players) {
		return nil
	}
	var out []CardRef
	for li := range s.Players[player].Locations {
		l := &s.Players[player].Locations[li]
		for _, k := range kinds {
			if k != CardAlly && k != CardItem && k != CardHero {
				continue
			}
			for _, c := range *l.pile(k) {
				out = append(out, CardRef{Player: player, Location: li, Kind: k, Card: c})
			}
		}
	}
	return out
}

// ActionTargets lists the cards on the current player's board an action
// of kind k may work on now: Activate, an Ally or Item (004 L46); Move an
// Item or Ally, one with a location to go to (L58: not in or out of a
// locked location, not an attached Item, MoveDestinations); Move a Hero,
// likewise (L64); Vanquish, a Hero with an Ally at its location (L70,
// VanquishAllies). Other actions work on no card: nil.
func (s State) ActionTargets(k ActionKind) []CardRef {
	if len(s.Players) == 0 {
		return nil
	}
	keep := func(CardRef) bool { return true }
	var kinds []CardKind
	switch k {
	case ActionActivate:
		kinds = []CardKind{CardAlly, CardItem}
	case ActionMoveItemAlly:
		kinds = []CardKind{CardAlly, CardItem}
		keep = func(r CardRef) bool { return len(s.MoveDestinations(r.Card.ID)) > 0 }
	case ActionMoveHero:
		kinds = []CardKind{CardHero}
		keep = func(r CardRef) bool { return len(s.MoveDestinations(r.Card.ID)) > 0 }
	case ActionVanquish:
		kinds = []CardKind{CardHero}
		keep = func(r CardRef) bool { return len(s.VanquishAllies(r.Card.ID)) > 0 }
	default:
		return nil
	}
	var out []CardRef
	for _, r := range s.Cards(s.Turn, kinds...) {
		if keep(r) {
			out = append(out, r)
		}
	}
	return out
}

// CardLocations lists where on player's board a card of kind k may be
// played: an Ally or an Item to any location (004 L38), a Hero to one
// without a Lock token (L52, HeroLocations). Nil for an Effect, which does
// not stay on the board, or no such player.
func (s State) CardLocations(player int, k CardKind) []int {
	if player < 0 || player >= len(s.Players) {
		return nil
	}
	switch k {
	case CardAlly, CardItem:
		out := make([]int, Locations)
		for i := range out {
			out[i] = i
		}
		return out
	case CardHero:
		return s.HeroLocations(player)
	}
	return nil
}

// ItemBearers lists the cards at location loc of player's board an Item
// played there may be attached to: its Heroes, then its Allies (004 L58
// speaks of an Item attached to an Ally or Hero). Nil for no such player
// or location.
func (s State) ItemBearers(player, loc int) []CardRef {
	if player < 0 || player >= len(s.Players) || loc < 0 || loc >= Locations {
		return nil
	}
	var out []CardRef
	for _, r := range s.Cards(player, CardHero, CardAlly) {
		if r.Location == loc {
			out = append(out, r)
		}
	}
	return out
}
