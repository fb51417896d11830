package villains

import (
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
)

// LibraryKind is the kind under which the card library stores VillainCards.
const LibraryKind = "villain"

// Locations is the number of locations on every Villain's board
// (data/villains.json, locations_per_villain; the rulebook does not state it).
const Locations = 4

// Bounds on what players type in. They are our own, not the rulebook's: wide
// enough for any real card, tight enough to catch a slip or a damaged file.
const (
	MinActions   = 1   // actions on one location
	MaxActions   = 6   // actions on one location (4 is usual)
	MaxGainPower = 9   // the number on a Gain Power symbol (004 L32)
	MaxCost      = 99  // a card's cost or Activation cost
	MaxStrength  = 99  // an Ally's or Hero's strength
	MaxPower     = 999 // Power a player can hold
	MaxHand      = 99  // cards a player can hold
	MaxName      = 80  // bytes in any name
	MaxReason    = 120 // bytes in the reason for a table correction
)

// FateReveal is how many cards a Fate action reveals from the target's
// Fate deck: one is played, the other discarded (004 L52).
const FateReveal = 2

// ActionKind is one of the action symbols printed on a location.
type ActionKind string

// The action symbols of rules 004 (L30-L76).
const (
	ActionGainPower    ActionKind = "gain_power"     // take Power tokens (L32)
	ActionPlayCard     ActionKind = "play_card"      // play a card from hand (L38)
	ActionActivate     ActionKind = "activate"       // activate an Item or Ally (L46)
	ActionFate         ActionKind = "fate"           // Fate an opponent (L52)
	ActionMoveItemAlly ActionKind = "move_item_ally" // move an Item or Ally (L58)
	ActionMoveHero     ActionKind = "move_hero"      // move a Hero (L64)
	ActionVanquish     ActionKind = "vanquish"       // defeat a Hero (L70)
	ActionDiscard      ActionKind = "discard"        // discard cards (L76)
)

// ActionKinds lists every action symbol in the rulebook's order.
var ActionKinds = []ActionKind{
	ActionGainPower, ActionPlayCard, ActionActivate, ActionFate,
	ActionMoveItemAlly, ActionMoveHero, ActionVanquish, ActionDiscard,
}

// Valid reports whether k is one of the rulebook's action symbols.
func (k ActionKind) Valid() bool { return slices.Contains(ActionKinds, k) }

// actionTitles are the names players read, one for each ActionKind.
var actionTitles = map[ActionKind]string{
	ActionGainPower:    "Gain Power",
	ActionPlayCard:     "Play a Card",
	ActionActivate:     "Activate",
	ActionFate:         "Fate",
	ActionMoveItemAlly: "Move an Item or Ally",
	ActionMoveHero:     "Move a Hero",
	ActionVanquish:     "Vanquish",
	ActionDiscard:      "Discard Cards",
}

// Title is the action's name for players ("Gain Power").
func (k ActionKind) Title() string { return tracker.TitleIn(actionTitles, k) }

// Action is one symbol on a location.
type Action struct {
	Kind ActionKind `json:"kind"`
	// Power is the number on a Gain Power symbol (004 L32); 0 for others.
	Power int `json:"power,omitempty"`
	// Top marks an action in the location's upper half, which a Hero
	// played there covers (004 L26, L52).
	Top bool `json:"top,omitempty"`
}

// Title is how the action reads on screen ("Gain Power 2").
func (a Action) Title() string {
	if a.Kind == ActionGainPower {
		return fmt.Sprintf("Gain Power %d", a.Power)
	}
	return a.Kind.Title()
}

// LocationCard is one location of a Villain's board as printed.
type LocationCard struct {
	Name string `json:"name"`
	// Lock is the printed lock symbol: a Lock token starts here (004 L7).
	Lock    bool     `json:"lock,omitempty"`
	Actions []Action `json:"actions"`
}

// VillainCard is a Villain's board as the card library keeps it: the UI
// asks for it once and stores it as JSON under LibraryKind.
type VillainCard struct {
	Name string `json:"name"`
	// Objective is the Villain's goal, read aloud at setup (004 L14).
	Objective string `json:"objective"`
	// Locations run left to right; index 0 is the left-most (004 L6).
	Locations [Locations]LocationCard `json:"locations"`
}

// Validate checks a Villain before it is stored or played, with a message
// that says which field to fix.
func (v VillainCard) Validate() error {
	if err := checkName("The Villain's name", v.Name, true); err != nil {
		return err
	}
	if strings.TrimSpace(v.Objective) == "" {
		return fmt.Errorf("%s has no objective; type the goal printed on the board", v.Name)
	}
	if len(v.Objective) > 1000 {
		return fmt.Errorf("%s's objective is %d characters long; keep it under 1000", v.Name, len(v.Objective))
	}
	for i, l := range v.Locations {
		if err := checkName(fmt.Sprintf("Location %d of %s", i+1, v.Name), l.Name, true); err != nil {
			return err
		}
		if err := validateActions(l); err != nil {
			return fmt.Errorf("%s: %w", v.Name, err)
		}
	}
	return nil
}

func validateActions(l LocationCard) error {
	if n := len(l.Actions); n < MinActions || n > MaxActions {
		return fmt.Errorf("%s has %d actions; a location has %d to %d", l.Name, n, MinActions, MaxActions)
	}
	for j, a := range l.Actions {
		if !a.Kind.Valid() {
			return fmt.Errorf("action %d at %s is %q, which is not an action symbol", j+1, l.Name, a.Kind)
		}
		if a.Kind == ActionGainPower {
			if a.Power < 1 || a.Power > MaxGainPower {
				return fmt.Errorf("the Gain Power symbol at %s shows %d; type its number (1 to %d)", l.Name, a.Power, MaxGainPower)
			}
		} else if a.Power != 0 {
			return fmt.Errorf("%s at %s has a Power number; only Gain Power has one", a.Kind.Title(), l.Name)
		}
	}
	return nil
}

// checkName refuses an empty (when required), over-long or non-UTF-8 name.
func checkName(what, name string, required bool) error {
	return tracker.CheckTyped(what, name, required, MaxName, "type a name")
}

// CardKind says what a card on the board is.
type CardKind string

// Kinds of card a player plays or the board holds.
const (
	CardAlly   CardKind = "ally"   // from the Villain deck, below a location (004 L38-L40)
	CardItem   CardKind = "item"   // from either deck; may be attached to an Ally or Hero (L58)
	CardHero   CardKind = "hero"   // from a Fate deck, on top of a location (L52)
	CardEffect CardKind = "effect" // any card that does not stay on the board (Effect, Condition...)
)

// Title is the kind's name for players ("Ally"): the kind's own word,
// capitalised.
func (k CardKind) Title() string { return tracker.UpperFirst(string(k)) }

// Card is an Ally, Item or Hero lying at a location. Names are optional:
// players may not bother to type them.
type Card struct {
	// ID is unique within the game and never reused; commands name cards by it.
	ID   int    `json:"id"`
	Name string `json:"name,omitempty"`
	// Strength is the number at the bottom left of an Ally or Hero (004 L70).
	Strength int `json:"strength,omitempty"`
	// On is, for an Item, the ID of the Ally or Hero it is attached to (L58);
	// 0 when it lies at the location by itself.
	On int `json:"on,omitempty"`
}

// Label is the card's name, or its kind and number when it has none.
func (c Card) Label(k CardKind) string {
	if c.Name != "" {
		return c.Name
	}
	return fmt.Sprintf("%s #%d", k.Title(), c.ID)
}

// Describe is the card with its kind, for the log: "Ally Imp", or
// "Ally #3" when it has no name.
func (c Card) Describe(k CardKind) string {
	if c.Name == "" {
		return c.Label(k)
	}
	return k.Title() + " " + c.Name
}
