package villains

import "tableside/tracker"

// Command kinds, as stored in the log. Turn commands act for the current
// player; table corrections and DeclareWinner name the player they touch.
const (
	// The turn (004 L16-L80).
	KindMoveMarker   = "move_marker"    // L22
	KindGainPower    = "gain_power"     // L32
	KindPlayCard     = "play_card"      // L38
	KindActivate     = "activate"       // L46
	KindFate         = "fate"           // L52
	KindMoveItemAlly = "move_item_ally" // L58
	KindMoveHero     = "move_hero"      // L64
	KindVanquish     = "vanquish"       // L70
	KindDiscard      = "discard"        // L76
	KindEndActions   = "end_actions"    // L26: all actions are optional
	KindDraw         = "draw"           // L80
	KindEndTurn      = "end_turn"       // L18: the next player clockwise

	// Table corrections: what a physical card did that the app cannot foresee.
	KindAdjustPower = "adjust_power"
	KindAdjustHand  = "adjust_hand"
	KindSetLock     = "set_lock"
	KindPlaceCard   = "place_card"
	KindMoveCard    = "move_card"
	KindRemoveCard  = "remove_card"
	KindSetStrength = "set_strength"

	// The end of the game (L14).
	KindDeclareWinner = "declare_winner"
)

// MoveMarkerCmd moves the current player's Villain to location To (L22).
type MoveMarkerCmd struct {
	To int `json:"to"`
}

// GainPowerCmd performs the Gain Power action with index Action at the
// Villain's location (L32).
type GainPowerCmd struct {
	Action int `json:"action"`
}

// PlayCardCmd plays a card from hand with a Play a Card action (L38).
type PlayCardCmd struct {
	Action int `json:"action"`
	// Card is CardAlly, CardItem or CardEffect (any card that leaves the
	// board at once, such as an Effect or a Condition).
	Card CardKind `json:"card"`
	Name string   `json:"name,omitempty"`
	// Cost is the number in the card's top-left corner (L38).
	Cost int `json:"cost"`
	// Strength is an Ally's bottom-left number (L70).
	Strength int `json:"strength,omitempty"`
	// To is the location an Ally or Item goes to: any location (L38).
	To int `json:"to,omitempty"`
	// On, for an Item, is the ID of an Ally or Hero at To to attach it to.
	On int `json:"on,omitempty"`
}

// ActivateCmd activates an Ally or Item in the current player's realm,
// paying its Activation Cost (L46).
type ActivateCmd struct {
	Action int `json:"action"`
	Card   int `json:"card"`
	Cost   int `json:"cost,omitempty"`
}

// FateCmd records a Fate action against Target (L52). The two revealed
// cards stay physical; the command records the one played: a Hero to
// location To of the target's board, an Item (attached to card On of the
// target's board, or at location To), or any other card (Card empty or
// CardEffect), which changes nothing the app tracks.
type FateCmd struct {
	Action   int      `json:"action"`
	Target   int      `json:"target"`
	Card     CardKind `json:"card,omitempty"`
	Name     string   `json:"name,omitempty"`
	Strength int      `json:"strength,omitempty"`
	To       int      `json:"to,omitempty"`
	On       int      `json:"on,omitempty"`
}

// MoveItemAllyCmd moves an Ally or Item of the current player's board to
// an adjacent location (L58).
type MoveItemAllyCmd struct {
	Action int `json:"action"`
	Card   int `json:"card"`
	To     int `json:"to"`
}

// MoveHeroCmd moves a Hero on the current player's board to an adjacent
// location (L64).
type MoveHeroCmd struct {
	Action int `json:"action"`
	Hero   int `json:"hero"`
	To     int `json:"to"`
}

// VanquishCmd defeats Hero with Allies at its location (L70).
type VanquishCmd struct {
	Action int   `json:"action"`
	Hero   int   `json:"hero"`
	Allies []int `json:"allies"`
}

// DiscardCmd discards N cards from the current player's hand (L76).
type DiscardCmd struct {
	Action int `json:"action"`
	N      int `json:"n"`
}

// EndActionsCmd ends the current player's actions; the Draw step follows.
type EndActionsCmd struct{}

// DrawCmd draws the current player's hand up to 4 (L80).
type DrawCmd struct{}

// EndTurnCmd passes the turn to the next player clockwise.
type EndTurnCmd struct{}

// AdjustPowerCmd changes a player's Power by Delta because a card said so.
type AdjustPowerCmd struct {
	Player int    `json:"player"`
	Delta  int    `json:"delta"`
	Reason string `json:"reason,omitempty"`
}

// AdjustHandCmd changes how many cards a player holds by Delta.
type AdjustHandCmd struct {
	Player int    `json:"player"`
	Delta  int    `json:"delta"`
	Reason string `json:"reason,omitempty"`
}

// SetLockCmd puts a Lock token on (Locked) or takes it off a location.
type SetLockCmd struct {
	Player   int    `json:"player"`
	Location int    `json:"location"`
	Locked   bool   `json:"locked"`
	Reason   string `json:"reason,omitempty"`
}

// PlaceCardCmd puts an Ally, Item or Hero on a player's board without an
// action or a cost, because a card effect said so.
type PlaceCardCmd struct {
	Player   int      `json:"player"`
	Card     CardKind `json:"card"`
	Name     string   `json:"name,omitempty"`
	Strength int      `json:"strength,omitempty"`
	To       int      `json:"to"`
	On       int      `json:"on,omitempty"`
	Reason   string   `json:"reason,omitempty"`
}

// MoveCardCmd moves an Ally, Item or Hero to any location of the same
// board, because a card effect said so. Attached Items go with their card.
type MoveCardCmd struct {
	Card   int    `json:"card"`
	To     int    `json:"to"`
	Reason string `json:"reason,omitempty"`
}

// RemoveCardCmd discards a card from a board, with the Items attached to it.
type RemoveCardCmd struct {
	Card   int    `json:"card"`
	Reason string `json:"reason,omitempty"`
}

// SetStrengthCmd sets an Ally's or Hero's strength.
type SetStrengthCmd struct {
	Card     int    `json:"card"`
	Strength int    `json:"strength"`
	Reason   string `json:"reason,omitempty"`
}

// DeclareWinnerCmd records that Player met their objective: the game ends
// at once (L14).
type DeclareWinnerCmd struct {
	Player int `json:"player"`
}

// MoveMarker moves the current player's Villain to location to (L22).
func MoveMarker(to int) tracker.Command { return tracker.Cmd(KindMoveMarker, MoveMarkerCmd{To: to}) }

// GainPower performs the Gain Power action with index action (L32).
func GainPower(action int) tracker.Command {
	return tracker.Cmd(KindGainPower, GainPowerCmd{Action: action})
}

// PlayCard plays a card from the current player's hand (L38).
func PlayCard(c PlayCardCmd) tracker.Command { return tracker.Cmd(KindPlayCard, c) }

// Activate activates card, paying cost (L46).
func Activate(action, card, cost int) tracker.Command {
	return tracker.Cmd(KindActivate, ActivateCmd{Action: action, Card: card, Cost: cost})
}

// Fate records a Fate action (L52).
func Fate(c FateCmd) tracker.Command { return tracker.Cmd(KindFate, c) }

// FateHero records a Fate action that played a Hero to location to of
// target's board (L52).
func FateHero(action, target int, name string, strength, to int) tracker.Command {
	return Fate(FateCmd{Action: action, Target: target, Card: CardHero, Name: name, Strength: strength, To: to})
}

// FateOther records a Fate action whose played card stays off the board
// (an Effect, say): only the Fate token changes hands (L52).
func FateOther(action, target int) tracker.Command {
	return Fate(FateCmd{Action: action, Target: target})
}

// MoveItemAlly moves an Ally or Item to an adjacent location (L58).
func MoveItemAlly(action, card, to int) tracker.Command {
	return tracker.Cmd(KindMoveItemAlly, MoveItemAllyCmd{Action: action, Card: card, To: to})
}

// MoveHero moves a Hero to an adjacent location (L64).
func MoveHero(action, hero, to int) tracker.Command {
	return tracker.Cmd(KindMoveHero, MoveHeroCmd{Action: action, Hero: hero, To: to})
}

// Vanquish defeats hero with allies at its location (L70).
func Vanquish(action, hero int, allies ...int) tracker.Command {
	if allies == nil {
		allies = []int{}
	}
	return tracker.Cmd(KindVanquish, VanquishCmd{Action: action, Hero: hero, Allies: allies})
}

// Discard discards n cards from hand (L76).
func Discard(action, n int) tracker.Command {
	return tracker.Cmd(KindDiscard, DiscardCmd{Action: action, N: n})
}

// EndActions ends the current player's actions.
func EndActions() tracker.Command { return tracker.Cmd(KindEndActions, nil) }

// Draw draws the current player's hand up to 4 (L80).
func Draw() tracker.Command { return tracker.Cmd(KindDraw, nil) }

// EndTurn passes the turn clockwise.
func EndTurn() tracker.Command { return tracker.Cmd(KindEndTurn, nil) }

// AdjustPower changes player's Power by delta, giving the card's reason.
func AdjustPower(player, delta int, reason string) tracker.Command {
	return tracker.Cmd(KindAdjustPower, AdjustPowerCmd{Player: player, Delta: delta, Reason: reason})
}

// AdjustHand changes player's hand by delta cards, giving the card's reason.
func AdjustHand(player, delta int, reason string) tracker.Command {
	return tracker.Cmd(KindAdjustHand, AdjustHandCmd{Player: player, Delta: delta, Reason: reason})
}

// Lock puts a Lock token on location loc of player's board.
func Lock(player, loc int) tracker.Command {
	return tracker.Cmd(KindSetLock, SetLockCmd{Player: player, Location: loc, Locked: true})
}

// Unlock takes the Lock token off location loc of player's board.
func Unlock(player, loc int) tracker.Command {
	return tracker.Cmd(KindSetLock, SetLockCmd{Player: player, Location: loc, Locked: false})
}

// PlaceCard puts a card on a board without action or cost.
func PlaceCard(c PlaceCardCmd) tracker.Command { return tracker.Cmd(KindPlaceCard, c) }

// MoveCard moves card to any location of its board.
func MoveCard(card, to int, reason string) tracker.Command {
	return tracker.Cmd(KindMoveCard, MoveCardCmd{Card: card, To: to, Reason: reason})
}

// RemoveCard discards card (and the Items attached to it) from its board.
func RemoveCard(card int, reason string) tracker.Command {
	return tracker.Cmd(KindRemoveCard, RemoveCardCmd{Card: card, Reason: reason})
}

// SetStrength sets an Ally's or Hero's strength.
func SetStrength(card, strength int, reason string) tracker.Command {
	return tracker.Cmd(KindSetStrength, SetStrengthCmd{Card: card, Strength: strength, Reason: reason})
}

// DeclareWinner ends the game: player met their objective (L14).
func DeclareWinner(player int) tracker.Command {
	return tracker.Cmd(KindDeclareWinner, DeclareWinnerCmd{Player: player})
}
