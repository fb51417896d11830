package legends

import (
	"fmt"
	"strings"

	"tableside/tracker"
)

// Table corrections: what a card's own text did that bends a rule (the
// note, §0: [C]). They change a number directly and name the card, so the
// log shows why.

// CorrectCmd changes a player's numbers by the deltas.
type CorrectCmd struct {
	Player  int    `json:"player"`
	Life    int    `json:"life,omitempty"`
	Poison  int    `json:"poison,omitempty"`
	XP      int    `json:"xp,omitempty"`
	Berserk int    `json:"berserk,omitempty"`
	Gold    int    `json:"gold,omitempty"` // this turn's, the active player's
	Reason  string `json:"reason"`
}

func (s *State) correct(a CorrectCmd) (string, error) {
	if err := s.correcting(a.Reason); err != nil {
		return "", err
	}
	if !s.stillIn(a.Player) {
		return "", tracker.Refuse("Choose a player still in the game.")
	}
	p := &s.Players[a.Player]
	switch {
	case p.Poison+a.Poison < 0 || p.Poison+a.Poison > 99:
		return "", tracker.Refuse("%s has %d Poison; it stays 0 to 99.", p.Name, p.Poison)
	case p.XP+a.XP < 0 || p.XP+a.XP > 9999:
		return "", tracker.Refuse("%s has %d XP; it stays 0 to 9999.", p.Name, p.XP)
	case p.Berserk+a.Berserk < 0 || p.Berserk+a.Berserk > 6:
		return "", tracker.Refuse("%s has %d Berserk turns; it stays 0 to 6.", p.Name, p.Berserk)
	case a.Gold != 0 && a.Player != s.Active:
		return "", tracker.Refuse("Only the active player has gold this turn.")
	case s.Turn.Gold+a.Gold < 0 || s.Turn.Gold+a.Gold > 9999:
		return "", tracker.Refuse("This turn's gold stays 0 to 9999.")
	case a.Life < -999 || a.Life > 999:
		return "", tracker.Refuse("Change Life by at most 999.")
	}
	p.Poison += a.Poison
	p.Berserk += a.Berserk
	s.Turn.Gold += a.Gold
	if a.XP < 0 {
		p.XP += a.XP
		p.Level = p.Hero.levelAt(p.XP)
	} else {
		old := s.Settings.XPRound20
		s.Settings.XPRound20 = false // a correction gives exactly what it says
		s.award(a.Player, a.XP)
		s.Settings.XPRound20 = old
	}
	p = &s.Players[a.Player]
	p.Life = min(p.MaxLife(), max(0, p.Life+a.Life)) // L635
	if p.Poison == 0 {
		p.PoisonedBy = -1
	}
	words := fmt.Sprintf("%s: %s (Life %d, Poison %d, XP %d, Berserk %d)", p.Name, strings.TrimSpace(a.Reason), p.Life, p.Poison, p.XP, p.Berserk)
	if p.Life == 0 {
		s.eliminate(a.Player, -1, a.Reason)
		words += ", out"
	}
	return words, nil
}

// CorrectMonsterCmd changes a Monster in play: its Life by a delta, its
// host, or takes it out of play.
type CorrectMonsterCmd struct {
	Monster int    `json:"monster"`
	Life    int    `json:"life,omitempty"`
	Host    *int   `json:"host,omitempty"`
	Remove  bool   `json:"remove,omitempty"`
	Reason  string `json:"reason"`
}

func (s *State) correctMonster(a CorrectMonsterCmd) (string, error) {
	if err := s.correcting(a.Reason); err != nil {
		return "", err
	}
	i := s.monster(a.Monster)
	if i < 0 {
		return "", tracker.Refuse("That Monster is not in play.")
	}
	m := &s.Monsters[i]
	name := m.Card.Name
	if a.Remove {
		s.Monsters = append(s.Monsters[:i], s.Monsters[i+1:]...)
		s.forgetAttacked(a.Monster)
		return fmt.Sprintf("%s leaves play: %s", name, a.Reason), nil
	}
	if a.Host != nil {
		h := *a.Host
		if !s.stillIn(h) {
			return "", tracker.Refuse("Move it in front of a player still in the game.")
		}
		m.Host, m.Waiting = h, false
	}
	if l := m.Life + a.Life; l < 1 || l > m.MaxLife {
		return "", tracker.Refuse("%s has %d of %d Life; to kill it, remove it instead.", name, m.Life, m.MaxLife)
	}
	m.Life += a.Life
	return fmt.Sprintf("%s: %s (%d of %d Life, in front of %s)", name, a.Reason, m.Life, m.MaxLife, s.Players[m.Host].Name), nil
}

// correcting refuses a correction before the roll-off has chosen the
// first player, or one that does not say why.
func (s State) correcting(why string) error {
	if err := s.pastRollOff(); err != nil {
		return err
	}
	return reason(why)
}

func reason(r string) error {
	if strings.TrimSpace(r) == "" || len(r) > 120 {
		return tracker.Refuse("Name the card or reason for the correction, so the log shows why.")
	}
	return nil
}
