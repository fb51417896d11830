package villains

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"

	"tableside/data"
	"tableside/tracker"
)

// Step is the part of a turn the current player is in (004 L16-L80).
type Step string

// The steps of a turn, in order.
const (
	StepMove    Step = "move"    // move the Villain (L22)
	StepActions Step = "actions" // perform the location's actions (L26)
	StepDraw    Step = "draw"    // draw up to 4 (L80), then end the turn
)

// stepTitles are the names players read, one for each Step.
var stepTitles = map[Step]string{
	StepMove:    "Move your Villain",
	StepActions: "Perform actions",
	StepDraw:    "Draw cards",
}

// Title is the step's name for players.
func (s Step) Title() string { return tracker.TitleIn(stepTitles, s) }

// Setup is what the players choose before the first turn (004 L5-L10).
type Setup struct {
	// Players sit in clockwise order; turns go in this order.
	Players []Seat `json:"players"`
	// First is the index into Players of who goes first, or -1 to pick
	// at random with Seed (004 L10).
	First int    `json:"first"`
	Seed  uint64 `json:"seed"`
}

// Seat is one player and the Villain they chose (004 L5).
type Seat struct {
	Name    string      `json:"name"`
	Villain VillainCard `json:"villain"`
}

// State is the table at one moment. The UI reads it; only Apply changes it.
type State struct {
	// Players in clockwise seating order.
	Players []Player `json:"players"`
	// First is the index of the first player; a round ends when the turn
	// comes back to them.
	First int `json:"first"`
	// Turn is the index of the player whose turn it is.
	Turn int `json:"turn"`
	// Round counts from 1.
	Round int  `json:"round"`
	Step  Step `json:"step"`
	// Used lists the actions at the current player's Villain location,
	// by index, already performed this turn: each action once (004 L26).
	Used []int `json:"used,omitempty"`
	// Fate is the index of the player holding the Fate token, -1 when no
	// one does; only 5 and 6 player games use it (004 L52).
	Fate int `json:"fate"`
	// Winner is the index of the player who met their objective, -1 while
	// the game goes on (004 L14).
	Winner int `json:"winner"`
	// Objective is the winner's objective, as met.
	Objective string `json:"objective,omitempty"`
	// NextID is the ID the next card put on a board will get.
	NextID int `json:"next_id"`
	// Rand is the seeded source that picked the first player.
	Rand tracker.Rand `json:"rand"`
}

// Player is one Villain's numbers and board.
type Player struct {
	Name      string `json:"name"`
	Villain   string `json:"villain"`
	Objective string `json:"objective"`
	Power     int    `json:"power"`
	// Hand is how many cards the player holds (the cards stay physical).
	Hand int `json:"hand"`
	// Marker is the index of the location where the Villain stands.
	Marker    int                 `json:"marker"`
	Locations [Locations]Location `json:"locations"`
}

// Location is a location as printed plus what lies there now.
type Location struct {
	LocationCard
	// Locked is true while a Lock token lies here (004 L7, L22).
	Locked bool `json:"locked,omitempty"`
	// Allies and Items lie in the space below the location (004 L40).
	Allies []Card `json:"allies,omitempty"`
	Items  []Card `json:"items,omitempty"`
	// Heroes lie on top of the location and cover its Top actions (L26, L52).
	Heroes []Card `json:"heroes,omitempty"`
}

// Covered reports whether a Hero covers this location's Top actions.
func (l Location) Covered() bool { return len(l.Heroes) > 0 }

// rulesFacts loads the rules-004 numbers once.
var rulesFacts = sync.OnceValues(data.Villains)

func facts() (data.VillainRules, error) {
	r, err := rulesFacts()
	if err != nil {
		return r, err
	}
	if r.LocationsPerVillain != Locations {
		return r, fmt.Errorf("the rules file says %d locations per Villain; this version of Tableside handles %d",
			r.LocationsPerVillain, Locations)
	}
	return r, nil
}

// NewGame sets the table up (004 L5-L10): each Villain marker on its
// left-most location, Lock tokens where the lock symbol is, 4 cards in each
// hand and Power by position in turn order. A setup the rules do not allow
// is refused with a *tracker.Refusal.
func NewGame(s Setup) (State, error) {
	r, err := facts()
	if err != nil {
		return State{}, err
	}
	n := len(s.Players)
	if n < r.MinPlayers || n > r.MaxPlayers {
		return State{}, tracker.Refuse("This game seats %d to %d players; there are %d.", r.MinPlayers, r.MaxPlayers, n)
	}
	seen := make(map[string]bool, n)
	for i, p := range s.Players {
		if err := checkName(fmt.Sprintf("Player %d's name", i+1), p.Name, true); err != nil {
			return State{}, tracker.Refuse("%s.", err)
		}
		key := strings.ToLower(strings.TrimSpace(p.Name))
		if seen[key] {
			return State{}, tracker.Refuse("Two players are called %s; give each a different name.", p.Name)
		}
		seen[key] = true
		if err := p.Villain.Validate(); err != nil {
			return State{}, tracker.Refuse("%s's Villain: %s.", p.Name, err)
		}
	}
	if s.First < -1 || s.First >= n {
		return State{}, tracker.Refuse("First player %d is not at the table; choose 1 to %d or pick at random.", s.First+1, n)
	}
	st := State{First: s.First, Round: 1, Step: StepMove, Fate: -1, Winner: -1, NextID: 1, Rand: tracker.NewRand(s.Seed)}
	if st.First == -1 { // 004 L10: choose the first player, here at random
		st.First = st.Rand.IntN(n)
	}
	st.Turn = st.First
	st.Players = make([]Player, n)
	for i, seat := range s.Players {
		p := Player{
			Name:      strings.TrimSpace(seat.Name),
			Villain:   seat.Villain.Name,
			Objective: seat.Villain.Objective,
			Hand:      r.StartingHand,                    // L9
			Power:     r.StartingPower[(i-st.First+n)%n], // L10, by seat in turn order
			Marker:    0,                                 // L6: left-most location
		}
		for j, lc := range seat.Villain.Locations {
			lc.Actions = append([]Action(nil), lc.Actions...)
			p.Locations[j] = Location{LocationCard: lc, Locked: lc.Lock} // L7
		}
		st.Players[i] = p
	}
	return st, nil
}

// Decode reads a state and checks it.
func Decode(b []byte) (State, error) { return tracker.DecodeChecked[State](b, "the saved game") }

// Encode writes the state as compact JSON.
func (s State) Encode() ([]byte, error) { return json.Marshal(s) }

// Check reports whether the state is one the game could have produced: every
// number within bounds and every reference pointing at something. It is how
// an imported file is checked.
func (s State) Check() error {
	r, err := facts()
	if err != nil {
		return err
	}
	n := len(s.Players)
	switch {
	case n < r.MinPlayers || n > r.MaxPlayers:
		return fmt.Errorf("the game has %d players; it needs %d to %d", n, r.MinPlayers, r.MaxPlayers)
	case s.First < 0 || s.First >= n:
		return fmt.Errorf("the first player (%d) is not at the table", s.First)
	case s.Turn < 0 || s.Turn >= n:
		return fmt.Errorf("the current player (%d) is not at the table", s.Turn)
	case s.Round < 1 || s.Round > 100000:
		return fmt.Errorf("round %d is out of range", s.Round)
	case s.Step != StepMove && s.Step != StepActions && s.Step != StepDraw:
		return fmt.Errorf("the turn step %q is unknown", s.Step)
	case s.Winner < -1 || s.Winner >= n:
		return fmt.Errorf("the winner (%d) is not at the table", s.Winner)
	case s.Winner == -1 && s.Objective != "":
		return errors.New("an objective is marked as met but nobody has won")
	case s.Fate < -1 || s.Fate >= n:
		return fmt.Errorf("the Fate token holder (%d) is not at the table", s.Fate)
	case s.Fate != -1 && n < r.FateTokenMinPlayers:
		return fmt.Errorf("a %d player game does not use the Fate token", n)
	case s.NextID < 1 || s.NextID > maxID:
		return fmt.Errorf("the next card number %d is out of range", s.NextID)
	}
	if s.Step == StepMove && len(s.Used) > 0 {
		return errors.New("actions are marked as used before the Villain moved")
	}
	seen := make(map[string]bool, n)
	ids := make(map[int]bool)
	for i := range s.Players {
		p := &s.Players[i]
		if err := checkName(fmt.Sprintf("Player %d's name", i+1), p.Name, true); err != nil {
			return err
		}
		key := strings.ToLower(strings.TrimSpace(p.Name))
		if seen[key] {
			return fmt.Errorf("two players are called %s", p.Name)
		}
		seen[key] = true
		switch {
		case p.Power < 0 || p.Power > MaxPower:
			return fmt.Errorf("%s has %d Power; it must be 0 to %d", p.Name, p.Power, MaxPower)
		case p.Hand < 0 || p.Hand > MaxHand:
			return fmt.Errorf("%s has %d cards; it must be 0 to %d", p.Name, p.Hand, MaxHand)
		case p.Marker < 0 || p.Marker >= Locations:
			return fmt.Errorf("%s's Villain is at location %d, which is not on the board", p.Name, p.Marker+1)
		}
		v := VillainCard{Name: p.Villain, Objective: p.Objective}
		for j := range p.Locations {
			v.Locations[j] = p.Locations[j].LocationCard
		}
		if err := v.Validate(); err != nil {
			return fmt.Errorf("%s's Villain: %w", p.Name, err)
		}
		for j := range p.Locations {
			if err := checkCards(p, &p.Locations[j], ids, s.NextID); err != nil {
				return err
			}
		}
	}
	if s.Winner >= 0 && s.Objective != s.Players[s.Winner].Objective {
		return errors.New("the objective met is not the winner's objective")
	}
	if len(s.Used) > 0 {
		p := s.Players[s.Turn]
		acts := p.Locations[p.Marker].Actions
		done := make(map[int]bool, len(s.Used))
		for _, u := range s.Used {
			if u < 0 || u >= len(acts) || done[u] {
				return fmt.Errorf("the used actions %v do not match %s's location", s.Used, p.Name)
			}
			done[u] = true
		}
	}
	return nil
}

// maxID bounds card numbers, far above any real game.
const maxID = 1 << 20

func checkCards(p *Player, l *Location, ids map[int]bool, next int) error {
	bearers := make(map[int]bool, len(l.Allies)+len(l.Heroes))
	for _, group := range []struct {
		kind  CardKind
		cards []Card
	}{{CardAlly, l.Allies}, {CardHero, l.Heroes}, {CardItem, l.Items}} {
		for _, c := range group.cards {
			switch {
			case c.ID < 1 || c.ID >= next:
				return fmt.Errorf("a card at %s has number %d, out of range", l.Name, c.ID)
			case ids[c.ID]:
				return fmt.Errorf("card number %d appears twice", c.ID)
			case c.Strength < 0 || c.Strength > MaxStrength:
				return fmt.Errorf("%s at %s has strength %d; it must be 0 to %d", c.Label(group.kind), l.Name, c.Strength, MaxStrength)
			case group.kind == CardItem && c.Strength != 0:
				return fmt.Errorf("%s at %s is an Item and has a strength", c.Label(group.kind), l.Name)
			case group.kind != CardItem && c.On != 0:
				return fmt.Errorf("%s at %s is attached to another card; only Items attach", c.Label(group.kind), l.Name)
			case group.kind == CardItem && c.On != 0 && !bearers[c.On]:
				return fmt.Errorf("%s at %s is attached to card %d, which is not an Ally or Hero there", c.Label(group.kind), l.Name, c.On)
			}
			if err := checkName(fmt.Sprintf("A card name on %s's board", p.Name), c.Name, false); err != nil {
				return err
			}
			ids[c.ID] = true
			if group.kind != CardItem {
				bearers[c.ID] = true
			}
		}
	}
	return nil
}
