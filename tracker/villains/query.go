package villains

import (
	"fmt"
	"slices"
)

// Current is the index of the player whose turn it is.
func (s State) Current() int { return s.Turn }

// CurrentPlayer is the player whose turn it is.
func (s State) CurrentPlayer() Player {
	if s.Turn < 0 || s.Turn >= len(s.Players) {
		return Player{}
	}
	return s.Players[s.Turn]
}

// Over reports whether a player has met their objective (004 L14).
func (s State) Over() bool { return s.Winner >= 0 }

// SeatOf is player's position in turn order: 0 for the first player.
func (s State) SeatOf(player int) int {
	n := len(s.Players)
	if n == 0 {
		return 0
	}
	return ((player-s.First)%n + n) % n
}

// FateTokenInUse reports whether this player count uses the Fate token
// (5 and 6 players, 004 L52).
func (s State) FateTokenInUse() bool {
	r, err := facts()
	return err == nil && len(s.Players) >= r.FateTokenMinPlayers
}

// DrawCount is how many cards the current player draws now: up to 4 in
// the Draw step (004 L80), else 0. When it is 0 in the Draw step, the turn
// can end.
func (s State) DrawCount() int {
	r, err := facts()
	if err != nil || len(s.Players) == 0 || s.Over() || s.Step != StepDraw {
		return 0
	}
	return max(0, r.HandSize-s.Players[s.Turn].Hand)
}

// Block says why an action cannot be used now.
type Block string

// Reasons an action is blocked.
const (
	BlockNone    Block = ""        // usable
	BlockOver    Block = "over"    // the game is over (L14)
	BlockStep    Block = "step"    // not the Actions step (L18)
	BlockUsed    Block = "used"    // already used this turn (L26)
	BlockCovered Block = "covered" // a Hero covers it (L26)
)

// ActionStatus is one action at the current player's Villain location.
type ActionStatus struct {
	Index  int    `json:"index"`
	Action Action `json:"action"`
	Usable bool   `json:"usable"`
	Block  Block  `json:"block,omitempty"`
	// Why says, in the player's words, why it cannot be used.
	Why string `json:"why,omitempty"`
}

// Actions lists the actions at the current player's Villain location, in
// printed order, each with whether it can be used now and why not.
func (s State) Actions() []ActionStatus {
	if len(s.Players) == 0 {
		return nil
	}
	p := s.Players[s.Turn]
	l := p.Locations[p.Marker]
	out := make([]ActionStatus, len(l.Actions))
	for i, a := range l.Actions {
		b, why := s.actionBlock(i)
		out[i] = ActionStatus{Index: i, Action: a, Usable: b == BlockNone, Block: b, Why: why}
	}
	return out
}

// UsableActions lists the indices of the actions of kind k the current
// player can use now.
func (s State) UsableActions(k ActionKind) []int {
	var out []int
	for _, a := range s.Actions() {
		if a.Usable && a.Action.Kind == k {
			out = append(out, a.Index)
		}
	}
	return out
}

// actionBlock says whether action i at the current player's location can be
// used now. The index must be in range.
func (s State) actionBlock(i int) (Block, string) {
	p := s.Players[s.Turn]
	l := p.Locations[p.Marker]
	a := l.Actions[i]
	switch {
	case s.Over():
		return BlockOver, s.overMsg()
	case s.Step == StepMove:
		return BlockStep, fmt.Sprintf("%s must move the Villain before taking actions.", p.Name)
	case s.Step == StepDraw:
		return BlockStep, fmt.Sprintf("%s has ended the actions; draw up to 4 and end the turn.", p.Name)
	}
	for _, u := range s.Used {
		if u == i {
			return BlockUsed, fmt.Sprintf("%s has used %s at %s this turn; each action is used once.", p.Name, a.Title(), l.Name)
		}
	}
	if a.Top && l.Covered() {
		return BlockCovered, fmt.Sprintf("A Hero covers %s at %s; vanquish or move the Hero to use it.", a.Title(), l.Name)
	}
	return BlockNone, ""
}

func (s State) overMsg() string {
	return fmt.Sprintf("The game is over: %s won.", s.Players[s.Winner].Name)
}

// MarkerDestinations lists where the current player's Villain may move
// now: any other location without a Lock token (L22). It is empty outside
// the Move step.
func (s State) MarkerDestinations() []int {
	if len(s.Players) == 0 || s.Over() || s.Step != StepMove {
		return nil
	}
	p := s.Players[s.Turn]
	var out []int
	for i, l := range p.Locations {
		if i != p.Marker && !l.Locked {
			out = append(out, i)
		}
	}
	return out
}

// FateTargets lists the players a Fate action may target now: every
// opponent, except in 5 and 6 player games the Fate token holder (L52).
func (s State) FateTargets() []int {
	if s.Over() {
		return nil
	}
	token := s.FateTokenInUse()
	var out []int
	for i := range s.Players {
		if i != s.Turn && !(token && i == s.Fate) {
			out = append(out, i)
		}
	}
	return out
}

// HeroLocations lists the locations of target's board a Fate Hero may be
// played to: those without a Lock token (L52).
func (s State) HeroLocations(target int) []int {
	if target < 0 || target >= len(s.Players) {
		return nil
	}
	var out []int
	for i, l := range s.Players[target].Locations {
		if !l.Locked {
			out = append(out, i)
		}
	}
	return out
}

// CardRef locates a card on the table.
type CardRef struct {
	Player   int      `json:"player"`
	Location int      `json:"location"`
	Kind     CardKind `json:"kind"`
	Card     Card     `json:"card"`
}

// FindCard looks a card up by ID on every board.
func (s State) FindCard(id int) (CardRef, bool) {
	if id <= 0 {
		return CardRef{}, false
	}
	for pi := range s.Players {
		for li := range s.Players[pi].Locations {
			l := &s.Players[pi].Locations[li]
			for _, k := range []CardKind{CardAlly, CardItem, CardHero} {
				for _, c := range *l.pile(k) {
					if c.ID == id {
						return CardRef{Player: pi, Location: li, Kind: k, Card: c}, true
					}
				}
			}
		}
	}
	return CardRef{}, false
}

// MoveDestinations lists where a Move an Item or Ally action (for an Ally
// or Item) or a Move a Hero action (for a Hero) could take card, a card on
// the current player's board: a location next to it, when neither is locked
// and the card is not an attached Item (L58, L64). It does not check that
// such an action is available; see UsableActions.
func (s State) MoveDestinations(card int) []int {
	ref, ok := s.FindCard(card)
	if !ok || ref.Player != s.Turn || ref.Card.On != 0 {
		return nil
	}
	locs := s.Players[ref.Player].Locations
	if locs[ref.Location].Locked {
		return nil
	}
	var out []int
	for _, to := range []int{ref.Location - 1, ref.Location + 1} {
		if to >= 0 && to < Locations && !locs[to].Locked {
			out = append(out, to)
		}
	}
	return out
}

// VanquishAllies lists the Allies that could fight hero, a Hero on the
// current player's board: those already at its location (L70).
func (s State) VanquishAllies(hero int) []Card {
	ref, ok := s.FindCard(hero)
	if !ok || ref.Kind != CardHero || ref.Player != s.Turn {
		return nil
	}
	return append([]Card(nil), s.Players[ref.Player].Locations[ref.Location].Allies...)
}

// VanquishShort is the Strength still missing for allies, Allies at hero's
// location, to vanquish it: the Hero's Strength less theirs summed, 0 when
// they are enough (L70). Cards that are not such Allies add nothing; with
// no Ally chosen it is the Hero's whole Strength, at least 1, since a Hero
// is never vanquished by no Ally.
func (s State) VanquishShort(hero int, allies []int) int {
	ref, ok := s.FindCard(hero)
	if !ok || ref.Kind != CardHero {
		return 0
	}
	sum, any := 0, false
	for _, al := range s.VanquishAllies(hero) {
		if slices.Contains(allies, al.ID) {
			sum += al.Strength
			any = true
		}
	}
	if !any {
		return max(ref.Card.Strength, 1)
	}
	return max(ref.Card.Strength-sum, 0)
}

// pile is the slice of l holding cards of kind k.
func (l *Location) pile(k CardKind) *[]Card {
	switch k {
	case CardAlly:
		return &l.Allies
	case CardItem:
		return &l.Items
	case CardHero:
		return &l.Heroes
	}
	panic("villains: no pile for " + string(k))
}
