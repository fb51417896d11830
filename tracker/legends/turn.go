package legends

import (
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
)

// beginTurn starts the active player's turn: this turn's values reset
// (L82, L317, L469) and Intelligence set to the board's, plus the
// Intelligence bonus of his Defence cards (L135, L317; A-9). Steps with
// nothing to do are passed.
func (s *State) beginTurn() {
	p := s.Players[s.Active]
	in := p.Stats().Intelligence
	for _, d := range p.Defence {
		in += d.Card.Intelligence
	}
	s.Turn = TurnValues{Owner: -2, Intelligence: in}
	s.Stage = StagePoison
	s.skip()
}

// skip moves past the start-of-turn steps with nothing to do, so the
// screens open only those that need the table.
func (s *State) skip() {
	for s.Stage != StageMain && !s.stageHasWork() {
		s.Stage = stageOrder[slices.Index(stageOrder, s.Stage)+1]
	}
}

func (s State) stageHasWork() bool {
	p := s.Players[s.Active]
	switch s.Stage {
	case StagePoison:
		// L551: tokens have no effect on a Hero immune to poison (he may
		// have gained it with a level after being poisoned).
		return p.Poison > 0 && !p.Stats().ImmunePoison
	case StageRegen:
		return slices.ContainsFunc(s.Monsters, func(m Monster) bool {
			return m.Host == s.Active && !m.Waiting && m.Card.Regen > 0 && m.Life < m.MaxLife
		})
	case StageAttacks:
		return len(s.attackersLeft()) > 0
	case StageHeroRegen:
		return p.Stats().Regen > 0 && p.Life < p.MaxLife()
	}
	return false
}

// pastRollOff refuses a command while the roll-off for the first player
// is still to be made (L39): nobody's turn has begun.
func (s State) pastRollOff() error {
	if s.Phase != PhasePlay {
		return tracker.Refuse("Finish the roll-off for the first player first.")
	}
	return nil
}

// inTurn refuses a turn's command before the roll-off has chosen the
// first player, and while a 5-player finish waits for the table.
func (s State) inTurn() error {
	if err := s.pastRollOff(); err != nil {
		return err
	}
	return s.tied()
}

// stillIn reports whether p is a player still in the game.
func (s State) stillIn(p int) bool { return p >= 0 && p < len(s.Players) && !s.Players[p].Out }

// inStage refuses a start-of-turn command out of its step.
func (s State) inStage(st Stage) error {
	if err := s.inTurn(); err != nil {
		return err
	}
	if s.Stage != st {
		return tracker.Refuse("It is not the time for that: %s's turn is at \"%s\".", s.Players[s.Active].Name, s.Stage.Title())
	}
	return nil
}

// next goes on to the following step.
func (s *State) next() {
	if s.Stage != StageMain {
		s.Stage = stageOrder[slices.Index(stageOrder, s.Stage)+1]
	}
	s.skip()
}

// poisonTick: 1 LP per Poison token at the start of the poisoned player's
// turn, before any Monster attacks; not an attack, so neither Defence nor
// armour stops it (L551; A-26).
func (s *State) poisonTick(PoisonCmd) (string, error) {
	if err := s.inStage(StagePoison); err != nil {
		return "", err
	}
	p := &s.Players[s.Active]
	lost := min(p.Poison, p.Life)
	p.Life -= lost
	words := fmt.Sprintf("%s: Poison, %d -> %d Life", p.Name, p.Life+lost, p.Life)
	if p.Life == 0 {
		s.eliminate(s.Active, s.poisoner(s.Active), "poison")
		return words + ", out", nil
	}
	s.next()
	return words, nil
}

// poisoner is who is credited when Poison knocks a Hero out: the owner of
// the last Poison Monster that hit him.
func (s State) poisoner(p int) int { return s.Players[p].PoisonedBy }

// monsterRegen heals each Monster in front of the active player by its
// regeneration, never above its maximum, before it attacks (L519; A-29).
func (s *State) monsterRegen(MonsterRegenCmd) (string, error) {
	if err := s.inStage(StageRegen); err != nil {
		return "", err
	}
	var parts []string
	for i := range s.Monsters {
		m := &s.Monsters[i]
		if m.Host == s.Active && !m.Waiting && m.Card.Regen > 0 && m.Life < m.MaxLife {
			old := m.Life
			m.Life = min(m.MaxLife, m.Life+m.Card.Regen)
			parts = append(parts, fmt.Sprintf("%s %d -> %d", m.Card.Name, old, m.Life))
		}
	}
	s.next()
	return "Monsters heal: " + strings.Join(parts, ", "), nil
}

// attackersLeft are the Monsters in front of the active player still to
// attack at this start of turn: Defensive and Fleeting ones do not attack
// (L535, L539; A-30).
func (s State) attackersLeft() []int {
	return s.inFront(s.Active, func(m Monster) bool {
		return m.Blocks() && !slices.Contains(s.Turn.Attacked, m.ID)
	})
}

// MonsterAttackCmd is one Monster's attack at the start of its host's
// turn (L153-163): the owner orders the host's Defence layers before his
// die (L155).
type MonsterAttackCmd struct {
	Monster int     `json:"monster"`
	Order   []Layer `json:"order,omitempty"`
	Die     int     `json:"die,omitempty"`
	Roll    bool    `json:"roll,omitempty"`
}

// monsterAttack: the host chooses which owner goes next (L159); each
// owner's Monsters go one after another, in his order. The attack is
// a normal one: what is left after the Defence layers is lost (L155-157);
// with none, armour applies, then Poison if Life was lost (L551; A-27).
// The Imp takes die + 2 of this turn's Intelligence instead (L179; A-17).
func (s *State) monsterAttack(a MonsterAttackCmd) (string, error) {
	if err := s.inStage(StageAttacks); err != nil {
		return "", err
	}
	host := s.Active
	hp := s.Players[host]
	left := s.attackersLeft()
	if !slices.Contains(left, a.Monster) {
		return "", tracker.Refuse("That Monster does not attack %s now; choose one of those still to attack.", hp.Name)
	}
	m := s.Monsters[s.monster(a.Monster)]
	if cur := s.Turn.Owner; cur != -2 && cur != m.Owner && slices.ContainsFunc(left, func(id int) bool {
		return s.Monsters[s.monster(id)].Owner == cur
	}) {
		return "", tracker.Refuse("Finish the attacks of %s's Monsters first; then choose the next owner.", s.ownerName(cur))
	}
	die, err := s.die(a.Die, a.Roll)
	if err != nil {
		return "", err
	}
	s.Turn.Owner = m.Owner
	s.Turn.Attacked = append(s.Turn.Attacked, m.ID)
	raw := die + m.Card.Attack
	if s.devoted(m) {
		raw++ // L475
	}
	raw = max(0, raw)
	var words string
	if m.Card.Imp {
		took := min(s.Turn.Intelligence, die+facts().ImpBonus)
		s.Turn.Intelligence -= took
		words = fmt.Sprintf("%s attacks %s's Intelligence: die %d, -%d this turn", m.Card.Name, hp.Name, die, took)
	} else {
		c := chain{defence: s.defenceLayers(host), hero: -1, host: host}
		if len(c.defence) == 0 {
			c.hero = host
		}
		order, err := c.ordered(a.Order)
		if err != nil {
			return "", tracker.Refuse("%s.", tracker.UpperFirst(err.Error()))
		}
		o := s.resolve(c, order, raw, "", m.Owner)
		o.Die = die
		if o.HeroDamage > 0 && m.Card.PoisonTokens() > 0 && !hp.Stats().ImmunePoison && !o.Eliminated {
			o.Poison = m.Card.PoisonTokens()
			s.Players[host].Poison += o.Poison
			s.Players[host].PoisonedBy = m.Owner
		}
		words = fmt.Sprintf("%s attacks %s: die %d, attack %d: %s", m.Card.Name, hp.Name, die, raw, o.Describe(*s))
		if o.Eliminated {
			s.eliminate(host, m.Owner, "monster")
			return words, nil
		}
	}
	if len(s.attackersLeft()) == 0 {
		s.next()
	}
	return words, nil
}

func (s State) ownerName(p int) string {
	if p < 0 {
		return "nobody"
	}
	return s.Players[p].Name
}

// heroRegen: the Hero heals X after the Monsters' attacks (L459), never
// above his maximum (L635).
func (s *State) heroRegen(HeroRegenCmd) (string, error) {
	if err := s.inStage(StageHeroRegen); err != nil {
		return "", err
	}
	p := &s.Players[s.Active]
	old := p.Life
	p.Life = min(p.MaxLife(), p.Life+p.Stats().Regen)
	s.next()
	return fmt.Sprintf("%s heals: %d -> %d Life", p.Name, old, p.Life), nil
}

// Move is a Monster moving at the end of a turn.
type Move struct {
	Monster  int `json:"monster"`
	From, To int
}

// EndTurnMoves are the Hopping and Fleeting moves the end of the turn
// makes, for the players to confirm: Hopping Monsters in front of the
// active player go to the next player, not in 2p (L545-547); every
// Fleeting Monster goes to its host's left (L541).
func (s State) EndTurnMoves() []Move {
	var out []Move
	if s.Phase != PhasePlay {
		return nil
	}
	for _, m := range s.Monsters {
		if m.Waiting {
			continue
		}
		switch {
		case m.Card.Fleeting:
			out = append(out, Move{m.ID, m.Host, s.nextLiving(m.Host)})
		case m.Card.Hopping && m.Host == s.Active && s.Mode != ModeHeadToHead:
			out = append(out, Move{m.ID, m.Host, s.nextLiving(m.Host)})
		}
	}
	return out
}

// endTurn ends the active player's turn (L401-403; the note, §3.10).
func (s *State) endTurn(EndTurnCmd) (string, error) {
	p := &s.Players[s.Active]
	words := []string{p.Name + " ends the turn"}
	if p.Berserk > 0 {
		p.Berserk-- // the turn it began counts (L469)
	}
	words = append(words, s.closeTurn(nil)...)
	p.Played = true
	s.pass()
	return strings.Join(words, "; ") + fmt.Sprintf("; %s to play", s.Players[s.Active].Name), nil
}

// closeTurn is what every end of a turn does, whether the turn is ended
// or its player is knocked out in it: damage on every Defence card
// in play is cleared (L131, L215) and the Hopping and Fleeting Monsters
// move (L541, L545), except those in skip, which moved already. It
// returns the moves in the player's words.
func (s *State) closeTurn(skip []int) []string {
	for i := range s.Players {
		for j := range s.Players[i].Defence {
			s.Players[i].Defence[j].Taken = 0 // L131, L215
		}
	}
	var words []string
	for _, mv := range s.EndTurnMoves() {
		if slices.Contains(skip, mv.Monster) {
			continue
		}
		m := &s.Monsters[s.monster(mv.Monster)]
		m.Host = mv.To
		words = append(words, fmt.Sprintf("%s moves to %s", m.Card.Name, s.Players[mv.To].Name))
	}
	return words
}

// pass gives the turn to the next living player clockwise (L403; A-33).
func (s *State) pass() {
	n := len(s.Players)
	for k := 1; k <= n; k++ {
		j := (s.Active + k) % n
		if j == s.First {
			s.Round++
		}
		if !s.Players[j].Out {
			s.Active = j
			break
		}
	}
	s.TurnNo++
	s.beginTurn()
}
