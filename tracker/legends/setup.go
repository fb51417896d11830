package legends

import (
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
)

// Setup is what the players choose before the roll-off (L17-39).
type Setup struct {
	// Players sit in clockwise order (L39). In 4p the teams alternate
	// in 6p seats 1-3 are one team and 4-6 the other (L601).
	Players    []SeatSetup `json:"players"`
	Expansions []string    `json:"expansions,omitempty"`
	Settings   Settings    `json:"settings"`
	// Skirmishers are the two Skirmishers by seat, one a team, and Facing
	// the two pairs of frontliners who face each other: the 6-player
	// table marks them (L599-605; A-53). Empty in other modes.
	Skirmishers []int    `json:"skirmishers,omitempty"`
	Facing      [][2]int `json:"facing,omitempty"`
	// Minis are the summon mini cards in the box (L491); empty when the
	// table does not use SUMMON or does not want the pool kept.
	Minis []Mini `json:"minis,omitempty"`
	Seed  uint64 `json:"seed"`
}

// Mini is one kind of summon mini card and how many the box holds (L491).
type Mini struct {
	Name   string `json:"name"`
	Copies int    `json:"copies"`
}

// SeatSetup is one player and his Hero, from the library (L39).
type SeatSetup struct {
	Name string    `json:"name"`
	Hero HeroBoard `json:"hero"`
}

// NewGame sets up the table: Life at the board's maximum and XP at 0
// (L39), teams and roles for the mode, and the roll-off begun with every
// player rolling.
func NewGame(set Setup) (State, error) {
	n, f := len(set.Players), facts()
	if n < f.MinPlayers || n > f.MaxPlayers {
		return State{}, tracker.Refuse("Village of Legends is for %d to %d players; this table has %d.", f.MinPlayers, f.MaxPlayers, n)
	}
	if err := checkExpansions(n, set.Expansions); err != nil {
		return State{}, tracker.Refuse("%s.", tracker.UpperFirst(err.Error()))
	}
	s := State{
		Mode:       ModeFor(n),
		Expansions: slices.Clone(set.Expansions),
		Minis:      slices.Clone(set.Minis),
		Settings:   set.Settings,
		Phase:      PhaseRollOff,
		First:      -1,
		Active:     -1,
		NextID:     1,
		Turn:       TurnValues{Owner: -2},
		Rand:       tracker.NewRand(set.Seed),
		RollOff:    RollOff{Round: 1},
	}
	for i, seat := range set.Players {
		if err := seat.Hero.Validate(); err != nil {
			return State{}, tracker.Refuse("%s.", tracker.UpperFirst(err.Error()))
		}
		p := Player{Name: strings.TrimSpace(seat.Name), Hero: seat.Hero, Team: teamOf(n, i), Facing: -1, Level: 1, PoisonedBy: -1}
		p.Life = p.MaxLife() // L39
		s.Players = append(s.Players, p)
		s.RollOff.Contenders = append(s.RollOff.Contenders, i)
	}
	if s.Mode == ModeBattlefield {
		if err := s.placeBattlefield(set); err != nil {
			return State{}, err
		}
	} else if len(set.Skirmishers) > 0 || len(set.Facing) > 0 {
		return State{}, tracker.Refuse("Only the 6-player battlefield has Skirmishers and facing frontliners.")
	}
	if err := s.Check(); err != nil {
		return State{}, tracker.Refuse("%s.", tracker.UpperFirst(err.Error()))
	}
	return s, nil
}

// placeBattlefield marks the Skirmishers and the facing frontliners the
// players chose (L599-605): the app does not guess who faces whom.
func (s *State) placeBattlefield(set Setup) error {
	if len(set.Skirmishers) != 2 || len(set.Facing) != 2 {
		return tracker.Refuse("Mark one Skirmisher in each team and the two pairs of frontliners who face each other.")
	}
	for _, k := range set.Skirmishers {
		if k < 0 || k >= 6 {
			return tracker.Refuse("Choose each Skirmisher from the players at the table.")
		}
		s.Players[k].Role = Skirmisher
	}
	for _, f := range set.Facing {
		a, b := f[0], f[1]
		if a < 0 || a >= 6 || b < 0 || b >= 6 || s.Players[a].Role == Skirmisher || s.Players[b].Role == Skirmisher {
			return tracker.Refuse("Pair frontliners only: a Skirmisher faces nobody.")
		}
		s.Players[a].Role, s.Players[a].Facing = Frontliner, b
		s.Players[b].Role, s.Players[b].Facing = Frontliner, a
	}
	if err := s.checkTeams(); err != nil {
		return tracker.Refuse("%s; each frontliner faces one frontliner of the other team.", tracker.UpperFirst(err.Error()))
	}
	return nil
}

// rollOff records one player's 2d6 total, typed or rolled with the
// game's seeded dice (L39). When every contender of the round has rolled,
// the highest starts; only those tied at the top roll again.
func (s *State) rollOff(a RollOffCmd) (string, error) {
	if s.Phase != PhaseRollOff {
		return "", tracker.Refuse("The first player is already known; play on.")
	}
	r := &s.RollOff
	if a.Player < 0 || a.Player >= len(s.Players) {
		return "", tracker.Refuse("Choose a player at the table.")
	}
	name := s.Players[a.Player].Name
	if !slices.Contains(r.Contenders, a.Player) {
		return "", tracker.Refuse("%s does not roll now: only %s roll in this round.", name, s.names(r.Contenders))
	}
	if slices.ContainsFunc(r.Rolls, func(x Roll) bool { return x.Player == a.Player && x.Round == r.Round }) {
		return "", tracker.Refuse("%s has rolled in this round; wait for the others.", name)
	}
	total := a.Total
	if a.Roll {
		if total != 0 {
			return "", tracker.Refuse("Either type the total or let the app roll, not both.")
		}
		for range facts().RollOffDice {
			total += s.d6()
		}
	}
	if lo, hi := rollOffRange(); total < lo || total > hi {
		return "", tracker.Refuse("The dice make %d to %d; type the total shown.", lo, hi)
	}
	r.Rolls = append(r.Rolls, Roll{Player: a.Player, Total: total, Round: r.Round})
	words := fmt.Sprintf("%s rolls %d for the first turn", name, total)
	var this []Roll
	for _, x := range r.Rolls {
		if x.Round == r.Round {
			this = append(this, x)
		}
	}
	if len(this) < len(r.Contenders) {
		return words, nil
	}
	top := 0
	for _, x := range this {
		top = max(top, x.Total)
	}
	var tied []int
	for _, x := range this {
		if x.Total == top {
			tied = append(tied, x.Player)
		}
	}
	slices.Sort(tied)
	if len(tied) > 1 {
		r.Contenders = tied
		r.Round++
		return words + fmt.Sprintf("; %s tie at %d and roll again", s.names(tied), top), nil
	}
	r.Contenders = []int{tied[0]}
	s.start(tied[0])
	return words + fmt.Sprintf("; %s starts", s.Players[tied[0]].Name), nil
}

// start begins play with player first (L39).
func (s *State) start(first int) {
	s.Phase, s.First, s.Active, s.TurnNo, s.Round = PhasePlay, first, first, 1, 1
	s.beginTurn()
}

// d6 rolls one die with the game's seeded source.
func (s *State) d6() int { return s.Rand.IntN(facts().DieSides) + 1 }

// rollOffRange is the lowest and highest roll-off total (L39).
func rollOffRange() (int, int) {
	f := facts()
	return f.RollOffDice, f.RollOffDice * f.DieSides
}

// FirstDraws is the first-turn hand of each player, by seat: 3 for the
// first player, 4 for the second (5 in 2p), 5 for the others (L45-48,
// L565-595; A-2). Nil before the roll-off ends.
func (s State) FirstDraws() []int {
	if s.First < 0 {
		return nil
	}
	n, f := len(s.Players), facts()
	first := f.FirstDraws
	if n == 2 {
		first = f.FirstDraws2p
	}
	out := make([]int, n)
	for k := range n {
		out[(s.First+k)%n] = f.Hand // later seats draw the usual hand
		if k < len(first) {
			out[(s.First+k)%n] = first[k]
		}
	}
	return out
}

// EndDraw is what the active player draws at the end of his turn: 5, one
// more with +1 CARD (L403, L457).
func (s State) EndDraw() int {
	if s.Active < 0 {
		return 0
	}
	f := facts()
	if s.Players[s.Active].Stats().ExtraCard {
		return f.Hand + f.ExtraCard
	}
	return f.Hand
}

func (s State) names(ps []int) string { return strings.Join(s.PlayerNames(ps), ", ") }

// PlayerNames are the names of the players at seats ps, in that order.
func (s State) PlayerNames(ps []int) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = s.Players[p].Name
	}
	return out
}
