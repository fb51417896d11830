package villains

import (
	"fmt"
	"slices"
	"strings"

	"tableside/data"
	"tableside/tracker"
)

// Game is rules 004 as a tracker.Game: the Adapter gives it ID, Title,
// Apply and the rest from the table below, and the pieces beside it
// Glance, the guests' boards and Result from State's own.
type Game struct {
	tracker.Adapter[State, *data.VillainRules, Game]
	tracker.GlanceAdapter[State, *data.VillainRules, Game]
	tracker.GuestAdapter[State, *data.VillainRules, Game]
	tracker.ResultAdapter[State, *data.VillainRules, Game]
}

// Rules is the game's table (tracker.Table): its ID, Title and commands,
// built once.
func (Game) Rules() tracker.JSONGame[State, *data.VillainRules] { return rules() }

// Apply is the typed form of Game.Apply: s is left as it was.
func (s State) Apply(cmd tracker.Command) (State, string, error) { return rules().ApplyTo(s, cmd) }

// rules is rules 004 for tracker.JSONGame: every command's kind and
// handler, in the rulebook's order. A new command is one line here.
// It is built once and never changed after.
var rules = tracker.Once(func() tracker.JSONGame[State, *data.VillainRules] {
	return tracker.JSONGame[State, *data.VillainRules]{
		ID:     "villains",         // stored with every campaign: never change it
		Title:  "Villainous-style", // rules 004 gives no title
		Decode: Decode,
		Check:  State.Check,
		Env: func(*State) (*data.VillainRules, error) {
			r, err := facts()
			return &r, err
		},
		Before: (*State).notOver,
		Commands: []tracker.Op[State, *data.VillainRules]{
			tracker.On(KindMoveMarker, (*State).moveMarker),
			tracker.On(KindGainPower, (*State).gainPower),
			tracker.On(KindPlayCard, (*State).playCard),
			tracker.On(KindActivate, (*State).activate),
			tracker.On(KindFate, (*State).fate),
			tracker.On(KindMoveItemAlly, (*State).moveItemAlly),
			tracker.On(KindMoveHero, (*State).moveHero),
			tracker.On(KindVanquish, (*State).vanquish),
			tracker.On(KindDiscard, (*State).discard),
			tracker.On(KindEndActions, (*State).endActions),
			tracker.On(KindDraw, (*State).draw),
			tracker.On(KindEndTurn, (*State).endTurn),

			tracker.On(KindAdjustPower, (*State).adjustPower),
			tracker.On(KindAdjustHand, (*State).adjustHand),
			tracker.On(KindSetLock, (*State).setLock),
			tracker.On(KindPlaceCard, (*State).placeCard),
			tracker.On(KindMoveCard, (*State).moveCard),
			tracker.On(KindRemoveCard, (*State).removeCard),
			tracker.On(KindSetStrength, (*State).setStrength),

			tracker.On(KindDeclareWinner, (*State).declareWinner),
		},
	}
})

// notOver refuses every command once the game is over (L14: it ends at
// once).
func (s *State) notOver() error {
	if s.Over() {
		return tracker.Refuse("%s", s.overMsg())
	}
	return nil
}

// The turn, in the rulebook's order (004 L16-L80).

// moveMarker: move to a different location that is not locked (L22).
func (s *State) moveMarker(_ *data.VillainRules, a MoveMarkerCmd) (string, error) {
	p := &s.Players[s.Turn]
	if s.Step != StepMove {
		return "", tracker.Refuse("%s's Villain has already moved this turn; it moves once, at the start.", p.Name)
	}
	if err := checkLoc(a.To); err != nil {
		return "", err
	}
	from, to := &p.Locations[p.Marker], &p.Locations[a.To]
	if len(s.MarkerDestinations()) == 0 {
		return "", tracker.Refuse("Every other location of %s's board is locked, so the Villain cannot move; take a Lock token off first.", p.Name)
	}
	if a.To == p.Marker {
		return "", tracker.Refuse("%s's Villain is at %s already; move to a different location.", p.Name, to.Name)
	}
	if to.Locked {
		return "", tracker.Refuse("%s is locked; move to a location without a Lock token.", to.Name)
	}
	p.Marker = a.To
	s.Step, s.Used = StepActions, nil
	return fmt.Sprintf("%s: %s moves %s -> %s", p.Name, p.Villain, from.Name, to.Name), nil
}

// checkAction checks that action i at the current player's Villain location
// is of kind k and can be used now (L26). It does not mark it used.
func (s *State) checkAction(k ActionKind, i int) (Action, error) {
	p := &s.Players[s.Turn]
	l := &p.Locations[p.Marker]
	if i < 0 || i >= len(l.Actions) {
		return Action{}, tracker.Refuse("%s has %d actions; there is no action %d.", l.Name, len(l.Actions), i+1)
	}
	a := l.Actions[i]
	if a.Kind != k {
		return Action{}, tracker.Refuse("Action %d at %s is %s, not %s.", i+1, l.Name, a.Kind.Title(), k.Title())
	}
	if b, why := s.actionBlock(i); b != BlockNone {
		return Action{}, tracker.Refuse("%s", why)
	}
	return a, nil
}

func (s *State) markUsed(i int) {
	s.Used = append(s.Used, i)
	slices.Sort(s.Used)
}

// gainPower: take Power equal to the number on the symbol (L32).
func (s *State) gainPower(_ *data.VillainRules, a GainPowerCmd) (string, error) {
	act, err := s.checkAction(ActionGainPower, a.Action)
	if err != nil {
		return "", err
	}
	p := &s.Players[s.Turn]
	if p.Power+act.Power > MaxPower {
		return "", tracker.Refuse("%s has %d Power; the app counts up to %d.", p.Name, p.Power, MaxPower)
	}
	s.markUsed(a.Action)
	old := p.Power
	p.Power += act.Power
	return fmt.Sprintf("%s: %d -> %d Power (Gain Power)", p.Name, old, p.Power), nil
}

// playCard: pay the card's cost and play it; an Ally or Item goes to any
// location (L38-L40).
func (s *State) playCard(_ *data.VillainRules, a PlayCardCmd) (string, error) {
	if _, err := s.checkAction(ActionPlayCard, a.Action); err != nil {
		return "", err
	}
	p := &s.Players[s.Turn]
	switch a.Card {
	case CardAlly, CardItem, CardEffect:
	case CardHero:
		return "", tracker.Refuse("Heroes come from Fate decks; play a Hero with a Fate action.")
	default:
		return "", tracker.Refuse("Choose what kind of card this is: Ally, Item or Effect.")
	}
	if err := checkCost("This card", a.Cost); err != nil {
		return "", err
	}
	if p.Hand < 1 {
		return "", tracker.Refuse("%s has no cards in hand to play.", p.Name)
	}
	if p.Power < a.Cost {
		return "", tracker.Refuse("%s has %d Power; this card costs %d.", p.Name, p.Power, a.Cost)
	}
	name, placed := "an Effect", ""
	if a.Card == CardEffect {
		if a.To != 0 || a.On != 0 || a.Strength != 0 {
			return "", tracker.Refuse("An Effect does not stay on the board; it has no location or strength.")
		}
		if err := checkCardName(a.Name); err != nil {
			return "", err
		}
		if n := strings.TrimSpace(a.Name); n != "" {
			name = "Effect " + n
		}
	} else {
		c, where, err := s.newCard(s.Turn, a.Card, a.Name, a.Strength, a.To, a.On)
		if err != nil {
			return "", err
		}
		name, placed = c.Describe(a.Card), " "+where
	}
	s.markUsed(a.Action)
	oldP, oldH := p.Power, p.Hand
	p.Power -= a.Cost
	p.Hand--
	return fmt.Sprintf("%s: plays %s%s; %d -> %d Power, %d -> %d cards (Play a Card)",
		p.Name, name, placed, oldP, p.Power, oldH, p.Hand), nil
}

// newCard checks a card about to be put on player's board at location to
// (attached to card on when it is an Item and on is not 0) and puts it
// there. It returns the card and words saying where it went.
func (s *State) newCard(player int, k CardKind, name string, strength, to, on int) (Card, string, error) {
	if err := checkCardName(name); err != nil {
		return Card{}, "", err
	}
	if err := checkLoc(to); err != nil {
		return Card{}, "", err
	}
	switch k {
	case CardAlly, CardHero:
		if strength < 0 || strength > MaxStrength {
			return Card{}, "", tracker.Refuse("Strength %d is out of range; type the number at the card's bottom left (0 to %d).", strength, MaxStrength)
		}
		if on != 0 {
			return Card{}, "", tracker.Refuse("Only an Item is attached to another card; an %s stands alone.", k.Title())
		}
	case CardItem:
		if strength != 0 {
			return Card{}, "", tracker.Refuse("An Item has no strength; leave it at 0.")
		}
	}
	if s.NextID >= maxID {
		return Card{}, "", tracker.Refuse("The app cannot track more cards in this game.")
	}
	l := &s.Players[player].Locations[to]
	where := "to " + l.Name
	if on != 0 {
		ref, ok := s.FindCard(on)
		if !ok || ref.Player != player || ref.Location != to || ref.Kind == CardItem {
			return Card{}, "", tracker.Refuse("Card %d is not an Ally or Hero at %s; attach the Item to one that is there.", on, l.Name)
		}
		where = "on " + ref.Card.Label(ref.Kind) + " at " + l.Name
	}
	c := Card{ID: s.NextID, Name: strings.TrimSpace(name), Strength: strength, On: on}
	s.NextID++
	pile := l.pile(k)
	*pile = append(*pile, c)
	return c, where, nil
}

// activate: pay an Ally's or Item's Activation Cost, if any (L46).
func (s *State) activate(_ *data.VillainRules, a ActivateCmd) (string, error) {
	if _, err := s.checkAction(ActionActivate, a.Action); err != nil {
		return "", err
	}
	p := &s.Players[s.Turn]
	ref, ok := s.FindCard(a.Card)
	if !ok || ref.Player != s.Turn || (ref.Kind != CardAlly && ref.Kind != CardItem) {
		return "", tracker.Refuse("Card %d is not an Ally or Item in %s's realm; choose one on this board.", a.Card, p.Name)
	}
	if err := checkCost("The Activation Cost", a.Cost); err != nil {
		return "", err
	}
	label := ref.Card.Label(ref.Kind)
	if p.Power < a.Cost {
		return "", tracker.Refuse("%s has %d Power; activating %s costs %d.", p.Name, p.Power, label, a.Cost)
	}
	s.markUsed(a.Action)
	if a.Cost == 0 {
		return fmt.Sprintf("%s: activates %s (Activate)", p.Name, label), nil
	}
	old := p.Power
	p.Power -= a.Cost
	return fmt.Sprintf("%s: %d -> %d Power, activates %s (Activate)", p.Name, old, p.Power, label), nil
}

// fate: target an opponent; a Hero goes to an unlocked location of their
// board; in 5/6 player games the target takes the Fate token and cannot be
// targeted while holding it (L52).
func (s *State) fate(r *data.VillainRules, a FateCmd) (string, error) {
	if _, err := s.checkAction(ActionFate, a.Action); err != nil {
		return "", err
	}
	p := &s.Players[s.Turn]
	if a.Target < 0 || a.Target >= len(s.Players) {
		return "", tracker.Refuse("There is no player %d; choose an opponent.", a.Target+1)
	}
	t := &s.Players[a.Target]
	if a.Target == s.Turn {
		return "", tracker.Refuse("%s cannot Fate their own Villain; choose an opponent.", p.Name)
	}
	token := len(s.Players) >= r.FateTokenMinPlayers
	if token && a.Target == s.Fate {
		return "", tracker.Refuse("%s holds the Fate token and cannot be targeted while holding it; choose another opponent.", t.Name)
	}
	what := ""
	switch a.Card {
	case "", CardEffect:
		if a.To != 0 || a.On != 0 || a.Strength != 0 {
			return "", tracker.Refuse("An Effect does not stay on the board; it has no location or strength.")
		}
		if err := checkCardName(a.Name); err != nil {
			return "", err
		}
		if a.Name != "" {
			what = ": plays " + a.Name
		}
	case CardHero:
		if a.To >= 0 && a.To < Locations && t.Locations[a.To].Locked {
			return "", tracker.Refuse("%s on %s's board is locked; a Hero goes to a location without a Lock token.",
				t.Locations[a.To].Name, t.Name)
		}
		c, where, err := s.newCard(a.Target, CardHero, a.Name, a.Strength, a.To, 0)
		if err != nil {
			return "", err
		}
		what = fmt.Sprintf(": %s (strength %d) %s", c.Describe(CardHero), c.Strength, where)
	case CardItem:
		c, where, err := s.newCard(a.Target, CardItem, a.Name, 0, a.To, a.On)
		if err != nil {
			return "", err
		}
		what = fmt.Sprintf(": %s %s", c.Describe(CardItem), where)
	case CardAlly:
		return "", tracker.Refuse("Allies come from the Villain deck; a Fate card is a Hero, an Item or an Effect.")
	default:
		return "", tracker.Refuse("Choose what kind of Fate card was played: Hero, Item or Effect.")
	}
	s.markUsed(a.Action)
	words := fmt.Sprintf("%s: Fate on %s%s", p.Name, t.Name, what)
	if token {
		s.Fate = a.Target
		words += "; " + t.Name + " takes the Fate token"
	}
	return words, nil
}

// moveItemAlly: move an Ally or Item to an adjacent location, never in or
// out of a locked one, and never an attached Item (L58).
func (s *State) moveItemAlly(_ *data.VillainRules, a MoveItemAllyCmd) (string, error) {
	if _, err := s.checkAction(ActionMoveItemAlly, a.Action); err != nil {
		return "", err
	}
	ref, ok := s.FindCard(a.Card)
	if !ok || ref.Player != s.Turn || (ref.Kind != CardAlly && ref.Kind != CardItem) {
		return "", tracker.Refuse("Card %d is not an Ally or Item on %s's board.", a.Card, s.Players[s.Turn].Name)
	}
	if ref.Card.On != 0 {
		on, _ := s.FindCard(ref.Card.On)
		return "", tracker.Refuse("%s is attached to %s; an attached Item cannot move.", ref.Card.Label(ref.Kind), on.Card.Label(on.Kind))
	}
	return s.moveAdjacent(ref, a.To, a.Action, "Move an Item or Ally")
}

// moveHero: move a Hero to an adjacent location, never in or out of a
// locked one (L64).
func (s *State) moveHero(_ *data.VillainRules, a MoveHeroCmd) (string, error) {
	if _, err := s.checkAction(ActionMoveHero, a.Action); err != nil {
		return "", err
	}
	ref, ok := s.FindCard(a.Hero)
	if !ok || ref.Player != s.Turn || ref.Kind != CardHero {
		return "", tracker.Refuse("Card %d is not a Hero on %s's board.", a.Hero, s.Players[s.Turn].Name)
	}
	return s.moveAdjacent(ref, a.To, a.Action, "Move a Hero")
}

func (s *State) moveAdjacent(ref CardRef, to, action int, title string) (string, error) {
	if err := checkLoc(to); err != nil {
		return "", err
	}
	p := &s.Players[ref.Player]
	label := ref.Card.Label(ref.Kind)
	from := &p.Locations[ref.Location]
	if to != ref.Location-1 && to != ref.Location+1 {
		return "", tracker.Refuse("%s is at %s; it moves only to a location next to it.", label, from.Name)
	}
	if from.Locked {
		return "", tracker.Refuse("%s is locked; nothing moves out of it.", from.Name)
	}
	if p.Locations[to].Locked {
		return "", tracker.Refuse("%s is locked; nothing moves into it.", p.Locations[to].Name)
	}
	s.markUsed(action)
	s.relocate(ref, to)
	return fmt.Sprintf("%s: %s %s -> %s (%s)", p.Name, label, from.Name, p.Locations[to].Name, title), nil
}

// relocate moves a card, with the Items attached to it, to location to of
// the same board.
func (s *State) relocate(ref CardRef, to int) {
	locs := &s.Players[ref.Player].Locations
	from, dst := &locs[ref.Location], &locs[to]
	src := from.pile(ref.Kind)
	*src = slices.DeleteFunc(*src, func(c Card) bool { return c.ID == ref.Card.ID })
	*dst.pile(ref.Kind) = append(*dst.pile(ref.Kind), ref.Card)
	var moved []Card
	from.Items = slices.DeleteFunc(from.Items, func(c Card) bool {
		if c.On == ref.Card.ID {
			moved = append(moved, c)
			return true
		}
		return false
	})
	dst.Items = append(dst.Items, moved...)
	normalize(from)
	normalize(dst)
}

// discardCard removes a card and the Items attached to it; it returns
// the attached Items' labels.
func (s *State) discardCard(ref CardRef) []string {
	l := &s.Players[ref.Player].Locations[ref.Location]
	pile := l.pile(ref.Kind)
	*pile = slices.DeleteFunc(*pile, func(c Card) bool { return c.ID == ref.Card.ID })
	var gone []string
	l.Items = slices.DeleteFunc(l.Items, func(c Card) bool {
		if c.On == ref.Card.ID {
			gone = append(gone, c.Label(CardItem))
			return true
		}
		return false
	})
	normalize(l)
	return gone
}

// normalize keeps empty piles nil, so that JSON omits them.
func normalize(l *Location) {
	for _, k := range []CardKind{CardAlly, CardItem, CardHero} {
		if p := l.pile(k); len(*p) == 0 {
			*p = nil
		}
	}
}

// vanquish: Allies already at the Hero's location, with strength summed at
// least the Hero's, defeat it; the Hero and those Allies are discarded (L70).
func (s *State) vanquish(_ *data.VillainRules, a VanquishCmd) (string, error) {
	if _, err := s.checkAction(ActionVanquish, a.Action); err != nil {
		return "", err
	}
	p := &s.Players[s.Turn]
	hero, ok := s.FindCard(a.Hero)
	if !ok || hero.Player != s.Turn || hero.Kind != CardHero {
		return "", tracker.Refuse("Card %d is not a Hero on %s's board.", a.Hero, p.Name)
	}
	if len(a.Allies) == 0 {
		return "", tracker.Refuse("Choose at least one Ally to fight %s.", hero.Card.Label(CardHero))
	}
	l := &p.Locations[hero.Location]
	refs := make([]CardRef, 0, len(a.Allies))
	sum := 0
	names := make([]string, 0, len(a.Allies))
	for i, id := range a.Allies {
		if slices.Contains(a.Allies[:i], id) {
			return "", tracker.Refuse("Ally %d is chosen twice; each Ally fights once.", id)
		}
		ref, ok := s.FindCard(id)
		if !ok || ref.Player != s.Turn || ref.Kind != CardAlly {
			return "", tracker.Refuse("Card %d is not an Ally on %s's board.", id, p.Name)
		}
		if ref.Location != hero.Location {
			return "", tracker.Refuse("%s is not at %s; only Allies already there can fight %s.",
				ref.Card.Label(CardAlly), l.Name, hero.Card.Label(CardHero))
		}
		refs = append(refs, ref)
		sum += ref.Card.Strength
		names = append(names, ref.Card.Label(CardAlly))
	}
	have, vanquish := "has", "vanquishes"
	if len(names) > 1 {
		have, vanquish = "have", "vanquish"
	}
	if sum < hero.Card.Strength {
		return "", tracker.Refuse("%s %s strength %d; %s has %d. Add Allies there or raise their strength first.",
			tracker.JoinAnd(names), have, sum, hero.Card.Label(CardHero), hero.Card.Strength)
	}
	s.markUsed(a.Action)
	var gone []string
	gone = append(gone, s.discardCard(hero)...)
	for _, ref := range refs {
		gone = append(gone, s.discardCard(ref)...)
	}
	words := fmt.Sprintf("%s: %s (%d) %s %s (%d) at %s; all discarded",
		p.Name, tracker.JoinAnd(names), sum, vanquish, hero.Card.Label(CardHero), hero.Card.Strength, l.Name)
	if len(gone) > 0 {
		words += ", with " + tracker.JoinAnd(gone)
	}
	return words, nil
}

// discard: discard any number of cards from hand (L76).
func (s *State) discard(_ *data.VillainRules, a DiscardCmd) (string, error) {
	if _, err := s.checkAction(ActionDiscard, a.Action); err != nil {
		return "", err
	}
	p := &s.Players[s.Turn]
	if a.N < 1 {
		return "", tracker.Refuse("Choose how many cards to discard: at least 1.")
	}
	if a.N > p.Hand {
		return "", tracker.Refuse("%s has %d cards; there are not %d to discard.", p.Name, p.Hand, a.N)
	}
	s.markUsed(a.Action)
	old := p.Hand
	p.Hand -= a.N
	return fmt.Sprintf("%s: %d -> %d cards (Discard Cards)", p.Name, old, p.Hand), nil
}

// endActions: all actions are optional (L26); the Draw step follows.
func (s *State) endActions(_ *data.VillainRules, _ EndActionsCmd) (string, error) {
	p := &s.Players[s.Turn]
	switch s.Step {
	case StepMove:
		return "", tracker.Refuse("%s must move the Villain first; moving is not optional.", p.Name)
	case StepDraw:
		return "", tracker.Refuse("%s has already ended the actions; draw up to 4 and end the turn.", p.Name)
	}
	s.Step = StepDraw
	return fmt.Sprintf("%s: ends actions", p.Name), nil
}

// draw: a player with fewer than 4 cards draws up to 4 (L80). A reshuffle
// of the discard pile happens on the table.
func (s *State) draw(r *data.VillainRules, _ DrawCmd) (string, error) {
	p := &s.Players[s.Turn]
	if s.Step != StepDraw {
		return "", tracker.Refuse("%s draws after the actions; end the actions first.", p.Name)
	}
	if p.Hand >= r.HandSize {
		return "", tracker.Refuse("%s has %d cards; there is nothing to draw. End the turn.", p.Name, p.Hand)
	}
	old := p.Hand
	p.Hand = r.HandSize
	return fmt.Sprintf("%s: %d -> %d cards (Draw)", p.Name, old, p.Hand), nil
}

// endTurn: the next player clockwise takes a turn (L18); a new round
// begins when the first player's turn comes again.
func (s *State) endTurn(r *data.VillainRules, _ EndTurnCmd) (string, error) {
	p := &s.Players[s.Turn]
	if s.Step != StepDraw {
		return "", tracker.Refuse("%s must end the actions and draw before ending the turn.", p.Name)
	}
	if p.Hand < r.HandSize {
		return "", tracker.Refuse("%s has %d cards; draw up to %d before ending the turn.", p.Name, p.Hand, r.HandSize)
	}
	next := (s.Turn + 1) % len(s.Players)
	if next == s.First && s.Round >= maxRound {
		return "", tracker.Refuse("The app counts up to %d rounds.", maxRound)
	}
	s.Turn, s.Step, s.Used = next, StepMove, nil
	words := fmt.Sprintf("%s: ends the turn; %s to play", p.Name, s.Players[next].Name)
	if next == s.First {
		s.Round++
		words += fmt.Sprintf(" (round %d)", s.Round)
	}
	return words, nil
}

const maxRound = 100000

// Table corrections: card effects the app cannot foresee. They use no
// action and may happen in any step, but still keep every number in bounds.

func (s *State) player(i int) (*Player, error) {
	if i < 0 || i >= len(s.Players) {
		return nil, tracker.Refuse("There is no player %d at the table.", i+1)
	}
	return &s.Players[i], nil
}

func reasonText(r string) (string, error) {
	r = strings.TrimSpace(r)
	if len(r) > MaxReason {
		return "", tracker.Refuse("The reason is %d characters long; keep it under %d.", len(r), MaxReason)
	}
	if r == "" {
		return "correction", nil
	}
	return r, nil
}

func (s *State) adjustPower(_ *data.VillainRules, a AdjustPowerCmd) (string, error) {
	p, err := s.player(a.Player)
	if err != nil {
		return "", err
	}
	return adjustCount(p.Name, &p.Power, a.Delta, MaxPower, "Power", "Power never goes below 0.", a.Reason)
}

func (s *State) adjustHand(_ *data.VillainRules, a AdjustHandCmd) (string, error) {
	p, err := s.player(a.Player)
	if err != nil {
		return "", err
	}
	return adjustCount(p.Name, &p.Hand, a.Delta, MaxHand, "cards", "", a.Reason)
}

// adjustCount applies a correction from a card effect to one of a player's
// counts, which never goes below 0 nor past what the app counts.
func adjustCount(name string, n *int, delta, max int, unit, floor, reason string) (string, error) {
	why, err := reasonText(reason)
	if err != nil {
		return "", err
	}
	switch {
	case delta == 0:
		return "", tracker.Refuse("Choose a change in %s other than 0.", unit)
	case delta < -*n:
		msg := fmt.Sprintf("%s has %d %s and cannot lose %d", name, *n, unit, -delta)
		if floor != "" {
			return "", &tracker.Refusal{Reason: msg + "; " + floor}
		}
		return "", &tracker.Refusal{Reason: msg + "."}
	case delta > max-*n:
		return "", tracker.Refuse("%s has %d %s; the app counts up to %d.", name, *n, unit, max)
	}
	old := *n
	*n += delta
	return fmt.Sprintf("%s: %d -> %d %s (%s)", name, old, *n, unit, why), nil
}

func (s *State) setLock(_ *data.VillainRules, a SetLockCmd) (string, error) {
	p, err := s.player(a.Player)
	if err != nil {
		return "", err
	}
	if err := checkLoc(a.Location); err != nil {
		return "", err
	}
	why, err := reasonText(a.Reason)
	if err != nil {
		return "", err
	}
	l := &p.Locations[a.Location]
	if l.Locked == a.Locked {
		if a.Locked {
			return "", tracker.Refuse("%s on %s's board is locked already.", l.Name, p.Name)
		}
		return "", tracker.Refuse("%s on %s's board has no Lock token.", l.Name, p.Name)
	}
	l.Locked = a.Locked
	verb := "unlocked"
	if a.Locked {
		verb = "locked"
	}
	return fmt.Sprintf("%s: %s %s (%s)", p.Name, l.Name, verb, why), nil
}

func (s *State) placeCard(_ *data.VillainRules, a PlaceCardCmd) (string, error) {
	p, err := s.player(a.Player)
	if err != nil {
		return "", err
	}
	why, err := reasonText(a.Reason)
	if err != nil {
		return "", err
	}
	if a.Card != CardAlly && a.Card != CardItem && a.Card != CardHero {
		return "", tracker.Refuse("Choose what kind of card to place: Ally, Item or Hero.")
	}
	c, where, err := s.newCard(a.Player, a.Card, a.Name, a.Strength, a.To, a.On)
	if err != nil {
		return "", err
	}
	where = strings.Replace(where, "to ", "at ", 1)
	return fmt.Sprintf("%s: %s placed %s (%s)", p.Name, c.Describe(a.Card), where, why), nil
}

// correction finds the card on the table a correction names, and reads
// the correction's reason.
func (s *State) correction(card int, reason string) (CardRef, string, error) {
	ref, ok := s.FindCard(card)
	if !ok {
		return CardRef{}, "", tracker.Refuse("There is no card %d on the table.", card)
	}
	why, err := reasonText(reason)
	return ref, why, err
}

func (s *State) moveCard(_ *data.VillainRules, a MoveCardCmd) (string, error) {
	ref, why, err := s.correction(a.Card, a.Reason)
	if err != nil {
		return "", err
	}
	if err := checkLoc(a.To); err != nil {
		return "", err
	}
	p := &s.Players[ref.Player]
	label := ref.Card.Label(ref.Kind)
	if ref.Card.On != 0 {
		return "", tracker.Refuse("%s is attached to another card; move that card, or remove the Item.", label)
	}
	from, to := p.Locations[ref.Location].Name, p.Locations[a.To].Name
	if a.To == ref.Location {
		return "", tracker.Refuse("%s is at %s already.", label, to)
	}
	s.relocate(ref, a.To)
	return fmt.Sprintf("%s: %s %s -> %s (%s)", p.Name, label, from, to, why), nil
}

func (s *State) removeCard(_ *data.VillainRules, a RemoveCardCmd) (string, error) {
	ref, why, err := s.correction(a.Card, a.Reason)
	if err != nil {
		return "", err
	}
	p := &s.Players[ref.Player]
	gone := s.discardCard(ref)
	words := fmt.Sprintf("%s: %s discarded from %s", p.Name, ref.Card.Label(ref.Kind), p.Locations[ref.Location].Name)
	if len(gone) > 0 {
		words += ", with " + tracker.JoinAnd(gone)
	}
	return words + " (" + why + ")", nil
}

func (s *State) setStrength(_ *data.VillainRules, a SetStrengthCmd) (string, error) {
	ref, why, err := s.correction(a.Card, a.Reason)
	if err != nil {
		return "", err
	}
	label := ref.Card.Label(ref.Kind)
	if ref.Kind == CardItem {
		return "", tracker.Refuse("%s is an Item and has no strength; change the Ally or Hero it helps.", label)
	}
	if a.Strength < 0 || a.Strength > MaxStrength {
		return "", tracker.Refuse("Strength %d is out of range; it is 0 to %d.", a.Strength, MaxStrength)
	}
	if a.Strength == ref.Card.Strength {
		return "", tracker.Refuse("%s has strength %d already.", label, a.Strength)
	}
	pile := *s.Players[ref.Player].Locations[ref.Location].pile(ref.Kind)
	for i := range pile {
		if pile[i].ID == ref.Card.ID {
			pile[i].Strength = a.Strength
		}
	}
	return fmt.Sprintf("%s: %s strength %d -> %d (%s)", s.Players[ref.Player].Name, label, ref.Card.Strength, a.Strength, why), nil
}

// declareWinner: as soon as a player fulfils their objective the game
// ends and that player wins (L14).
func (s *State) declareWinner(_ *data.VillainRules, a DeclareWinnerCmd) (string, error) {
	p, err := s.player(a.Player)
	if err != nil {
		return "", err
	}
	s.Winner = a.Player
	s.Objective = p.Objective
	return fmt.Sprintf("%s wins: %s", p.Name, p.Objective), nil
}

func checkLoc(i int) error {
	if i < 0 || i >= Locations {
		return tracker.Refuse("There is no location %d; choose 1 to %d.", i+1, Locations)
	}
	return nil
}

func checkCost(what string, c int) error {
	if c < 0 || c > MaxCost {
		return tracker.Refuse("%s costs %d; type the Power shown on the card (0 to %d).", what, c, MaxCost)
	}
	return nil
}

func checkCardName(n string) error {
	if err := checkName("The card's name", n, false); err != nil {
		return tracker.Refuse("%s.", err)
	}
	return nil
}
