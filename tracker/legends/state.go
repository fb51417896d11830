package legends

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
)

// Phase is where the game is: the roll-off for the first player, play, or
// over.
type Phase string

// The phases.
const (
	PhaseRollOff Phase = "rolloff" // 2d6 each, only the tied top re-roll (L39; A-1)
	PhasePlay    Phase = "play"
	PhaseOver    Phase = "over"
)

// Stage is the step of the active player's turn (the note, §1.3).
type Stage string

// The start-of-turn steps in their order (L551, L519, L153-163, L459),
// then the main part of the turn.
const (
	StagePoison    Stage = "poison"     // 1 LP per token, before any attack (L551)
	StageRegen     Stage = "regen"      // Monsters heal before attacking (L519)
	StageAttacks   Stage = "attacks"    // each Monster in front attacks (L153)
	StageHeroRegen Stage = "hero_regen" // the Hero heals after the attacks (L459)
	StageMain      Stage = "main"       // cards in any order (L52)
)

var stageOrder = []Stage{StagePoison, StageRegen, StageAttacks, StageHeroRegen, StageMain}

// Role is a player's place on the 6-player battlefield (L599-605).
type Role string

// The battlefield roles.
const (
	Frontliner Role = "frontliner"
	Skirmisher Role = "skirmisher"
)

// State is the table at one moment. The UI reads it; only Apply changes it.
type State struct {
	Mode       Mode     `json:"mode"`
	Expansions []string `json:"expansions,omitempty"`
	// Minis is the box's supply of summon mini cards (L491); a mini is free
	// when fewer of it are in play than the box holds, and a killed one
	// goes back. Empty: the pool is not kept.
	Minis    []Mini   `json:"minis,omitempty"`
	Settings Settings `json:"settings"`
	// Players in clockwise seating order; the one on your left is the next
	// index (L39, L403).
	Players []Player `json:"players"`
	Phase   Phase    `json:"phase"`
	RollOff RollOff  `json:"rolloff"`
	// First is the first player, -1 until the roll-off is done.
	First int `json:"first"`
	// Active is whose turn it is, -1 during the roll-off.
	Active int `json:"active"`
	// TurnNo counts turns from 1; Round counts rounds from 1 (a round ends
	// when play comes back to the first player).
	TurnNo int        `json:"turn_no"`
	Round  int        `json:"round"`
	Stage  Stage      `json:"stage,omitempty"`
	Turn   TurnValues `json:"turn"`
	// Monsters lists every Monster in play, by ID.
	Monsters     []Monster     `json:"monsters,omitempty"`
	NextID       int           `json:"next_id"`
	Eliminations []Elimination `json:"eliminations,omitempty"`
	// Winners are the winning player or team, set when the game is over.
	Winners []int `json:"winners,omitempty"`
	// Tie lists the players one elimination made winners at once in the
	// 5-player game: the table decides; empty otherwise.
	Tie  []int        `json:"tie,omitempty"`
	Rand tracker.Rand `json:"rand"`
}

// RollOff is the roll for the first player (L39): each round, the
// Contenders roll 2d6; the highest starts, and only those tied at the top
// roll again.
type RollOff struct {
	Round      int    `json:"round"`
	Contenders []int  `json:"contenders,omitempty"`
	Rolls      []Roll `json:"rolls,omitempty"`
}

// Roll is one player's 2d6 total in one round of the roll-off.
type Roll struct {
	Player int `json:"player"`
	Total  int `json:"total"`
	Round  int `json:"round"`
}

// Player is one Hero at the table.
type Player struct {
	Name string    `json:"name"`
	Hero HeroBoard `json:"hero"`
	// Team is 0 or 1 in the 4- and 6-player games, -1 otherwise.
	Team int `json:"team"`
	// Role and Facing are the 6-player battlefield's: a frontliner faces
	// one enemy frontliner (L601); Facing is -1 elsewhere.
	Role   Role `json:"role,omitempty"`
	Facing int  `json:"facing"`
	// Life never goes above the level's maximum (L635).
	Life   int  `json:"life"`
	Out    bool `json:"out,omitempty"`
	XP     int  `json:"xp"`
	Level  int  `json:"level"`
	Poison int  `json:"poison,omitempty"`
	// PoisonedBy owns the last Poison Monster that hit him, -1 for none:
	// credited if the Poison knocks him out.
	PoisonedBy int `json:"poisoned_by"`
	Berserk    int `json:"berserk,omitempty"` // turns left (L469)
	// Defence holds the Defence cards in front of the Hero, one per slot
	// (L115-127).
	Defence []DefenceInPlay `json:"defence,omitempty"`
	// Sheath is true while a Sheath lies in front of the Hero; Sheathed
	// names the Weapon on it (L443).
	Sheath   bool   `json:"sheath,omitempty"`
	Sheathed string `json:"sheathed,omitempty"`
	// Played is true once the player's first turn has ended (L45-48).
	Played bool `json:"played,omitempty"`
}

// Stats is the Hero's board at his current level.
func (p Player) Stats() HeroLevel { return p.Hero.Level(p.Level) }

// MaxLife is the cap on healing (L635; per level, A-52).
func (p Player) MaxLife() int { return p.Stats().MaxLife }

// DefenceInPlay is a Defence card in front of a Hero and the damage it took
// this turn; the damage is cleared at every turn's end (L131, L215).
type DefenceInPlay struct {
	Card  DefenceCard `json:"card"`
	Taken int         `json:"taken,omitempty"`
}

// Left is what the card still stops this turn.
func (d DefenceInPlay) Left() int { return d.Card.Value - d.Taken }

// Monster is a Monster in play, in front of its Host (L147).
type Monster struct {
	ID   int         `json:"id"`
	Card MonsterCard `json:"card"`
	// Owner played it, -1 for a Fleeting Monster drawn from the Main deck
	// (L539).
	Owner   int `json:"owner"`
	Host    int `json:"host"`
	MaxLife int `json:"max_life"`
	// Life is what is left: wounds carry over between turns (L273).
	Life     int  `json:"life"`
	Summoned bool `json:"summoned,omitempty"`
	// Waiting is true while the Monster stood in front of a Hero who was
	// eliminated and its owner has not yet named a new host (L411; A-64).
	Waiting bool `json:"waiting,omitempty"`
}

// Blocks reports whether the Monster shuts its host's Market and attacks
// him: Defensive and Fleeting ones do not (L151, L535, L539).
func (m Monster) Blocks() bool { return !m.Card.Defensive && !m.Card.Fleeting }

// Intercepts reports whether the Monster takes its host's Weapons first
// (L273): the blocking ones, and Fleeting ones too under the
// FleetingBlocks house rule.
func (m Monster) Intercepts(set Settings) bool {
	return m.Blocks() || (m.Card.Fleeting && set.FleetingBlocks)
}

// Elimination records a Hero knocked out.
type Elimination struct {
	Player int `json:"player"`
	TurnNo int `json:"turn_no"`
	// By is the player whose attack or Monster did it, -1 when none.
	By    int    `json:"by"`
	Cause string `json:"cause"`
	// Monsters are what became of the Monsters his going touched: his own
	// leave the game with him (L407; A-20), others' before him wait for
	// their owners to place them (L411; A-64), an ownerless Fleeting one
	// moves on. Empty in games saved before it was kept.
	Monsters []MonsterFate `json:"monsters,omitempty"`
}

// MonsterFate is one Monster an elimination touched.
type MonsterFate struct {
	Name  string `json:"name"`
	Owner int    `json:"owner"`
	// Fate is "left" (out of the game with its owner), "waits" (for its
	// owner to name a new host) or "moved" (on to To).
	Fate string `json:"fate"`
	To   int    `json:"to"`
}

// TurnValues are the active player's numbers that last one turn (the
// note, §2.3).
type TurnValues struct {
	Gold         int `json:"gold,omitempty"`
	Intelligence int `json:"intelligence,omitempty"` // left to spend (L317-321)
	Beers        int `json:"beers,omitempty"`
	Weapons      int `json:"weapons,omitempty"`
	// Heavy is true once a Heavy Weapon was played (L253).
	Heavy bool `json:"heavy,omitempty"`
	// Sneaked is true once a Sneaking roll passed (L485; A-31), Sneaking
	// once a roll was made.
	Sneaked  bool `json:"sneaked,omitempty"`
	Sneaking bool `json:"sneaking,omitempty"`
	// Sabotaged and Visioned are true once SABOTAGE (L481) and VISION
	// (L507) were used this turn.
	Sabotaged bool `json:"sabotaged,omitempty"`
	Visioned  bool `json:"visioned,omitempty"`
	// Summoned is true once SUMMON was used this turn (L489).
	Summoned bool `json:"summoned,omitempty"`
	// Attacked lists the Monsters that attacked at this start of turn;
	// Owner is the owner whose Monsters are attacking now, -2 for none
	// (L159; A-3).
	Attacked []int `json:"attacked,omitempty"`
	Owner    int   `json:"owner"`
}

// Decode reads a saved state strictly and checks it.
func Decode(b []byte) (State, error) { return tracker.DecodeChecked[State](b, "the saved game") }

// Encode writes the state as compact JSON.
func (s State) Encode() ([]byte, error) { return json.Marshal(s) }

// Check reports whether the state is one the game could have produced.
func (s State) Check() error {
	n, f := len(s.Players), facts()
	if n < f.MinPlayers || n > f.MaxPlayers {
		return fmt.Errorf("the game has %d players; it needs %d to %d", n, f.MinPlayers, f.MaxPlayers)
	}
	if s.Mode != ModeFor(n) {
		return fmt.Errorf("a %d-player game is played as %q, not %q", n, ModeFor(n), s.Mode)
	}
	if err := checkExpansions(n, s.Expansions); err != nil {
		return err
	}
	in := func(i int) bool { return i >= 0 && i < n }
	switch s.Phase {
	case PhaseRollOff:
		if s.First != -1 || s.Active != -1 || s.Stage != "" {
			return fmt.Errorf("nobody plays before the roll-off ends")
		}
		if len(s.RollOff.Contenders) == 0 {
			return fmt.Errorf("the roll-off has nobody left to roll")
		}
	case PhasePlay, PhaseOver:
		if !in(s.First) || !in(s.Active) {
			return fmt.Errorf("the first or active player is not at the table")
		}
		if !slices.Contains(stageOrder, s.Stage) {
			return fmt.Errorf("the turn's step %q is unknown", s.Stage)
		}
		if s.Phase == PhasePlay && s.Players[s.Active].Out {
			return fmt.Errorf("%s is out and cannot be the one to play", s.Players[s.Active].Name)
		}
	default:
		return fmt.Errorf("the game's phase %q is unknown", s.Phase)
	}
	if (s.Phase == PhaseOver) != (len(s.Winners) > 0) {
		return fmt.Errorf("a game is over exactly when it has winners")
	}
	for _, w := range append(slices.Clone(s.Winners), s.Tie...) {
		if !in(w) {
			return fmt.Errorf("a winner is not at the table")
		}
	}
	if s.TurnNo < 0 || s.Round < 0 || s.TurnNo > 100000 || s.RollOff.Round < 0 {
		return fmt.Errorf("the turn and round numbers are out of range")
	}
	for _, c := range s.RollOff.Contenders {
		if !in(c) {
			return fmt.Errorf("a player in the roll-off is not at the table")
		}
	}
	for _, r := range s.RollOff.Rolls {
		if lo, hi := rollOffRange(); !in(r.Player) || r.Total < lo || r.Total > hi || r.Round < 1 {
			return fmt.Errorf("a roll-off total is not a 2d6 total")
		}
	}
	if err := s.checkTeams(); err != nil {
		return err
	}
	names := map[string]bool{}
	for i, p := range s.Players {
		if err := s.checkPlayer(i, p); err != nil {
			return err
		}
		key := strings.ToLower(strings.TrimSpace(p.Name))
		if names[key] {
			return fmt.Errorf("two players are called %s; give them different names", p.Name)
		}
		names[key] = true
	}
	t := s.Turn
	if t.Gold < 0 || t.Gold > 9999 || t.Intelligence < 0 || t.Intelligence > 99 || t.Beers < 0 || t.Beers > 99 || t.Weapons < 0 || t.Weapons > 99 {
		return fmt.Errorf("this turn's gold, Intelligence, Beers or Weapons are out of range")
	}
	if t.Owner < -2 || t.Owner >= n {
		return fmt.Errorf("the owner whose Monsters attack is not at the table")
	}
	if len(s.Monsters) > maxMonsters {
		return fmt.Errorf("%d Monsters are in play; the app keeps up to %d", len(s.Monsters), maxMonsters)
	}
	if err := s.checkMinis(); err != nil {
		return err
	}
	seen := map[int]bool{}
	for _, m := range s.Monsters {
		if seen[m.ID] || m.ID < 1 || m.ID >= s.NextID {
			return fmt.Errorf("Monster %d appears twice or has a number not given out", m.ID)
		}
		seen[m.ID] = true
		if err := m.Card.Validate(); err != nil {
			return err
		}
		switch {
		case !in(m.Host), m.Owner < -1 || m.Owner >= n:
			return fmt.Errorf("%s stands in front of or belongs to a player not at the table", m.Card.Name)
		case m.MaxLife < 1 || m.MaxLife > 999 || m.Life < 1 || m.Life > m.MaxLife:
			return fmt.Errorf("%s has %d of %d Life; a Monster in play has 1 to its maximum", m.Card.Name, m.Life, m.MaxLife)
		case m.Owner == -1 && !m.Card.Fleeting:
			return fmt.Errorf("%s has no owner; only a Fleeting Monster drawn from the deck has none", m.Card.Name)
		case s.Players[m.Host].Out != m.Waiting:
			return fmt.Errorf("%s must wait for a new host exactly while it stands in front of a player who is out", m.Card.Name)
		case m.Owner >= 0 && s.Players[m.Owner].Out:
			return fmt.Errorf("%s belongs to a player who is out; it should have left play", m.Card.Name)
		}
	}
	for _, id := range t.Attacked {
		if !seen[id] {
			return fmt.Errorf("a Monster that attacked this turn is no longer in play")
		}
	}
	for _, e := range s.Eliminations {
		if !in(e.Player) || e.By < -1 || e.By >= n || !s.Players[e.Player].Out {
			return fmt.Errorf("an elimination names a player not at the table or still in")
		}
		for _, f := range e.Monsters {
			if f.Owner < -1 || f.Owner >= n || f.To < -1 || f.To >= n || len(f.Name) > 200 {
				return fmt.Errorf("an elimination names a Monster of a player not at the table")
			}
		}
	}
	return nil
}

func (s State) checkPlayer(i int, p Player) error {
	if strings.TrimSpace(p.Name) == "" || len(p.Name) > 40 {
		return fmt.Errorf("player %d needs a name of 1 to 40 letters", i+1)
	}
	if err := p.Hero.Validate(); err != nil {
		return err
	}
	switch {
	case p.Level < 1 || p.Level > 3 || p.Level != p.Hero.levelAt(p.XP):
		return fmt.Errorf("%s's level does not match %d XP", p.Name, p.XP)
	case p.Life < 0 || p.Life > p.MaxLife():
		return fmt.Errorf("%s has %d Life; it is 0 to %d", p.Name, p.Life, p.MaxLife())
	case p.Life == 0 && !p.Out:
		return fmt.Errorf("%s has no Life left and must be out", p.Name)
	case p.XP < 0 || p.XP > 9999, p.Poison < 0 || p.Poison > 99, p.Berserk < 0 || p.Berserk > 6:
		return fmt.Errorf("%s's XP, Poison or Berserk is out of range", p.Name)
	case p.PoisonedBy < -1 || p.PoisonedBy >= len(s.Players):
		return fmt.Errorf("%s was poisoned by a player not at the table", p.Name)
	case p.Sheathed != "" && !p.Sheath:
		return fmt.Errorf("%s has a Weapon sheathed but no Sheath", p.Name)
	case p.Out && (len(p.Defence) > 0 || p.Sheath || p.Poison > 0 || p.Berserk > 0):
		return fmt.Errorf("%s is out; their cards and tokens leave play with them", p.Name)
	}
	slots := map[Slot]bool{}
	for _, d := range p.Defence {
		if err := d.Card.Validate(); err != nil {
			return err
		}
		if slots[d.Card.Slot] {
			return fmt.Errorf("%s has two %s cards; one of each kind at a time", p.Name, d.Card.Slot)
		}
		slots[d.Card.Slot] = true
		if d.Taken < 0 || d.Taken >= d.Card.Value {
			return fmt.Errorf("%s's %s has taken %d of %d; it breaks at its value", p.Name, d.Card.Name, d.Taken, d.Card.Value)
		}
	}
	return nil
}

// maxMonsters bounds the Monsters in play: far more than a box holds, so a
// damaged file or a stuck button cannot grow the state without end.
const maxMonsters = 100

// checkMinis: each kind once, 1-20 copies, and no more in play than the
// box holds (L491).
func (s State) checkMinis() error {
	kinds := map[string]bool{}
	for _, m := range s.Minis {
		key := strings.ToLower(strings.TrimSpace(m.Name))
		if key == "" || kinds[key] || m.Copies < 1 || m.Copies > 20 {
			return fmt.Errorf("each mini card needs a name, once, and 1 to 20 copies")
		}
		kinds[key] = true
		if s.FreeMinis(m.Name) < 0 {
			return fmt.Errorf("more %s are in play than the box holds", m.Name)
		}
	}
	return nil
}

// FreeMinis is how many mini cards called name are free to summon: the
// box's copies less those in play (L491; A-32); -1 when the pool is not
// kept or has no such mini.
func (s State) FreeMinis(name string) int {
	i := slices.IndexFunc(s.Minis, func(m Mini) bool { return strings.EqualFold(m.Name, name) })
	if i < 0 {
		return -1
	}
	free := s.Minis[i].Copies
	for _, m := range s.Monsters {
		if m.Summoned && strings.EqualFold(m.Card.Name, name) {
			free--
		}
	}
	return free
}

// living lists the players still in, in seat order.
func (s State) living() []int {
	var out []int
	for i, p := range s.Players {
		if !p.Out {
			out = append(out, i)
		}
	}
	return out
}

// nextLiving is the next player still in clockwise from i (the one on the
// left; L403, A-33), or i itself when nobody else is.
func (s State) nextLiving(i int) int {
	n := len(s.Players)
	for k := 1; k < n; k++ {
		if j := (i + k) % n; !s.Players[j].Out {
			return j
		}
	}
	return i
}

// monster returns the index of Monster id in s.Monsters, or -1.
func (s State) monster(id int) int {
	return slices.IndexFunc(s.Monsters, func(m Monster) bool { return m.ID == id })
}

// inFront lists the IDs of the Monsters standing in front of player p.
func (s State) inFront(p int, keep func(Monster) bool) []int {
	var out []int
	for _, m := range s.Monsters {
		if m.Host == p && !m.Waiting && (keep == nil || keep(m)) {
			out = append(out, m.ID)
		}
	}
	return out
}

// blockers are the Monsters in front of p that shut his Market (L151).
func (s State) blockers(p int) []int {
	return s.inFront(p, func(m Monster) bool { return m.Blocks() })
}

// interceptors are the Monsters in front of p that take his attacks on
// players first (L273, L255; A-14).
func (s State) interceptors(p int) []int {
	return s.inFront(p, func(m Monster) bool { return m.Intercepts(s.Settings) })
}

// defensive are the Defensive Monsters in front of p, which sit among his
// Defence layers (L535; ).
func (s State) defensive(p int) []int {
	return s.inFront(p, func(m Monster) bool { return m.Card.Defensive })
}
