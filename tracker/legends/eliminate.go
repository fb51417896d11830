package legends

import (
	"fmt"
	"slices"

	"tableside/tracker"
)

// eliminate knocks player p out (L13, L405; the note, §3.11): his cards in
// play and the Monsters he owns leave (L407; A-20); others' Monsters in
// front of him wait for their owners to place them, wounds kept (L411;
// A-64); an ownerless Fleeting one moves on to the left. Nothing
// passes to anyone else. Then the win is checked, and if it was his own
// turn play passes on.
func (s *State) eliminate(p, by int, cause string) {
	pl := &s.Players[p]
	pl.Life, pl.Out = 0, true
	pl.Defence, pl.Sheath, pl.Sheathed, pl.Poison, pl.Berserk, pl.PoisonedBy = nil, false, "", 0, 0, -1
	if by == p {
		by = -1
	}
	e := Elimination{Player: p, TurnNo: s.TurnNo, By: by, Cause: cause}
	kept := s.Monsters[:0]
	var moved []int
	for _, m := range s.Monsters {
		f := MonsterFate{Name: m.Card.Name, Owner: m.Owner, To: -1}
		switch {
		case m.Owner == p:
			f.Fate = "left" // L407
			e.Monsters = append(e.Monsters, f)
			continue
		case m.Host == p && m.Owner == -1:
			m.Host = s.nextLiving(p)
			moved = append(moved, m.ID)
			f.Fate, f.To = "moved", m.Host
			e.Monsters = append(e.Monsters, f)
		case m.Host == p:
			m.Waiting = true // L411
			f.Fate = "waits"
			e.Monsters = append(e.Monsters, f)
		}
		kept = append(kept, m)
	}
	s.Monsters = kept
	s.Eliminations = append(s.Eliminations, e)
	s.Turn.Attacked = slices.DeleteFunc(s.Turn.Attacked, func(id int) bool { return s.monster(id) < 0 })
	s.checkWin(p, by)
	if s.Phase == PhasePlay && p == s.Active {
		// his turn ends here, and with it what every turn's end
		// does (L215, L541); the Fleeting Monsters before him moved once
		// already.
		s.closeTurn(moved)
		s.pass()
	}
}

// checkWin ends the game when a side has won (L11; the note, §3.12).
func (s *State) checkWin(fell, by int) {
	living := s.living()
	var win []int
	switch s.Mode {
	case ModeBattlefield:
		if s.Players[fell].Role == Skirmisher { // L611-613
			win = s.team(1 - s.Players[fell].Team)
		}
	case ModeAllies:
		var cand []int
		for _, p := range living {
			if s.won5(p) {
				cand = append(cand, p)
			}
		}
		switch {
		case len(cand) == 1:
			win = cand
		case len(cand) > 1:
			s.Tie = cand // the table decides
			return
		}
	}
	if win == nil && len(living) == 1 {
		win = living // L11
	}
	if win == nil && s.Mode.Teams() {
		for t := range 2 {
			if !slices.ContainsFunc(living, func(p int) bool { return s.Players[p].Team == t }) {
				win = s.team(1 - t) // L579
			}
		}
	}
	if win != nil {
		s.Phase, s.Winners = PhaseOver, win
	}
}

// won5 reports whether p's two starting enemies are both out (L587): by
// anyone, or by p himself with the PersonalKill5 setting.
func (s State) won5(p int) bool {
	for _, e := range s.Enemies5(p) {
		if !s.Players[e].Out {
			return false
		}
		if s.Settings.PersonalKill5 && !slices.ContainsFunc(s.Eliminations, func(x Elimination) bool { return x.Player == e && x.By == p }) {
			return false
		}
	}
	return true
}

// team lists the players of team t.
func (s State) team(t int) []int {
	var out []int
	for i, p := range s.Players {
		if p.Team == t {
			out = append(out, i)
		}
	}
	return out
}

// RelocateCmd places a Monster that stood in front of a player who is out
// in front of another, by its owner's choice (L411).
type RelocateCmd struct {
	Monster int `json:"monster"`
	To      int `json:"to"`
}

// relocate: the new host must be one the owner could place it with now;
// an illegal one is refused and nothing changes.
func (s *State) relocate(a RelocateCmd) (string, error) {
	i := s.monster(a.Monster)
	if i < 0 || !s.Monsters[i].Waiting {
		return "", tracker.Refuse("That Monster is not waiting for a new place; only those left by a knocked-out Hero are.")
	}
	m := &s.Monsters[i]
	opts := s.RelocateOptions(a.Monster)
	if !slices.Contains(opts, a.To) {
		return "", tracker.Refuse("%s cannot go there; %s may put it in front of %s.", m.Card.Name, s.Players[m.Owner].Name, orName(s.names(opts), "nobody"))
	}
	m.Host, m.Waiting = a.To, false
	return fmt.Sprintf("%s puts %s in front of %s (%d of %d Life)", s.Players[m.Owner].Name, m.Card.Name, s.Players[a.To].Name, m.Life, m.MaxLife), nil
}

// RelocateOptions lists where the owner may put a waiting Monster: where
// he could play it now (L411, L147, L607).
func (s State) RelocateOptions(id int) []int {
	i := s.monster(id)
	if i < 0 || !s.Monsters[i].Waiting {
		return nil
	}
	m := s.Monsters[i]
	return s.placements(m.Owner, m.Card, m.Summoned)
}

// Waiting lists the Monsters waiting for a new host.
func (s State) Waiting() []int {
	var out []int
	for _, m := range s.Monsters {
		if m.Waiting {
			out = append(out, m.ID)
		}
	}
	return out
}

// OutOfCardsCmd knocks out a player with no cards left in his deck,
// discard pile, hand and play (L411, L433; A-22); the cards stay physical,
// so the table presses it.
type OutOfCardsCmd struct {
	Player int `json:"player"`
}

func (s *State) outOfCards(a OutOfCardsCmd) (string, error) {
	if err := s.pastRollOff(); err != nil {
		return "", err
	}
	if !s.stillIn(a.Player) {
		return "", tracker.Refuse("Choose a player still in the game.")
	}
	name := s.Players[a.Player].Name
	s.eliminate(a.Player, -1, "no cards left")
	return name + " has no cards left and is out", nil
}

// DecideWinnerCmd settles a 5-player finish that made two players winners
// at once: Player wins, or -1 to play on.
type DecideWinnerCmd struct {
	Player int `json:"player"`
}

func (s *State) decideWinner(a DecideWinnerCmd) (string, error) {
	if len(s.Tie) == 0 {
		return "", tracker.Refuse("Nobody is waiting to be named winner.")
	}
	if a.Player == -1 {
		s.Tie = nil
		return "The table plays on", nil
	}
	if !slices.Contains(s.Tie, a.Player) {
		return "", tracker.Refuse("Choose one of %s, or play on.", s.names(s.Tie))
	}
	s.Tie, s.Phase, s.Winners = nil, PhaseOver, []int{a.Player}
	return s.Players[a.Player].Name + " wins", nil
}

// EliminationWords tells an elimination as the event it is, for the
// table: who is out and by whom, then what becomes of the Monsters his
// going touched (L407-411; ), then who wins if it ended
// the game.
func (s State) EliminationWords(e Elimination) (title string, lines []string) {
	if e.Player < 0 || e.Player >= len(s.Players) {
		return "", nil
	}
	who := s.Players[e.Player].Name
	title = who + " is out"
	by := ""
	if e.By >= 0 && e.By < len(s.Players) {
		by = s.Players[e.By].Name
	}
	switch {
	case e.Cause == "attack" && by != "":
		lines = append(lines, fmt.Sprintf("%s's attack took %s's last Life.", by, who))
	case e.Cause == "monster" && by != "":
		lines = append(lines, fmt.Sprintf("A Monster of %s's took %s's last Life.", by, who))
	case e.Cause == "poison":
		lines = append(lines, fmt.Sprintf("Poison took %s's last Life.", who))
	case e.Cause == "no cards left":
		lines = append(lines, who+" has no cards left.")
	case e.Cause != "":
		lines = append(lines, fmt.Sprintf("%s: %s.", who, e.Cause))
	}
	lines = append(lines, who+"'s cards in play leave the game with them.")
	for _, f := range e.Monsters {
		switch f.Fate {
		case "left":
			lines = append(lines, fmt.Sprintf("%s's %s leaves the game with them.", who, f.Name))
		case "waits":
			if f.Owner >= 0 && f.Owner < len(s.Players) {
				o := s.Players[f.Owner].Name
				lines = append(lines, fmt.Sprintf("%s's %s stood in front of %s: %s puts it in front of another player, wounds kept.", o, f.Name, who, o))
			}
		case "moved":
			if f.To >= 0 && f.To < len(s.Players) {
				lines = append(lines, fmt.Sprintf("The %s moves on to %s.", f.Name, s.Players[f.To].Name))
			}
		}
	}
	if w := s.EndWords(); w != "" && s.Phase == PhaseOver {
		lines = append(lines, w)
	}
	return title, lines
}

// TieSuggestion is the winner the app suggests when one elimination made
// several players winners at once: the one who made the kill if he
// is among them, otherwise -1 (play on).
func (s State) TieSuggestion() int {
	if len(s.Tie) == 0 || len(s.Eliminations) == 0 {
		return -1
	}
	if by := s.Eliminations[len(s.Eliminations)-1].By; slices.Contains(s.Tie, by) {
		return by
	}
	return -1
}
