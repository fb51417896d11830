package legends

import (
	"fmt"

	"tableside/tracker"
)

// Glance is the game a guest's phone shows (Share table): whose turn it is
// and, for every player in seat order from the active one, Life, XP and
// level, Poison, Berserk and the Monsters standing in front of him.
// A query, it changes nothing: the Game asks it of a stored state
// (tracker.GlanceAdapter).
func (s State) Glance() tracker.Glance {
	var g tracker.Glance
	switch s.Phase {
	case PhaseRollOff:
		g.Title = "Rolling for the first player"
	case PhaseOver:
		g.Title = "The game is over"
		g.Lines = append(g.Lines, s.EndWords())
	default:
		g.Title = fmt.Sprintf("Round %d · %s's turn", s.Round, s.Players[s.Active].Name)
		if len(s.Tie) > 0 {
			g.Lines = append(g.Lines, s.EndWords())
		}
	}
	g.Lines = append(g.Lines, s.Mode.Title())
	for _, i := range s.TableOrder() {
		g.Sections = append(g.Sections, s.playerGlance(i))
	}
	return g
}

func (s State) playerGlance(i int) tracker.GlanceSection {
	p := s.Players[i]
	sec := tracker.GlanceSection{Name: p.Name, Note: p.Hero.Name, Stats: []tracker.GlanceStat{
		tracker.Stat("Life", "%d/%d", p.Life, p.MaxLife()),
		tracker.Stat("XP", "%d", p.XP),
		tracker.Stat("Level", "%d", p.Level),
	}}
	if s.Mode.Teams() {
		sec.Note += fmt.Sprintf(" · Team %d", p.Team+1)
	}
	if p.Role != "" {
		sec.Note += " · " + tracker.UpperFirst(string(p.Role))
	}
	if p.Poison > 0 {
		sec.Stats = append(sec.Stats, tracker.Stat("Poison", "%d", p.Poison))
	}
	if p.Berserk > 0 {
		sec.Stats = append(sec.Stats, tracker.Stat("Berserk", "%d turns", p.Berserk))
	}
	for _, d := range p.Defence {
		sec.Lines = append(sec.Lines, fmt.Sprintf("%s: %d of %d", d.Card.Name, d.Left(), d.Card.Value))
	}
	for _, id := range s.InFront(i) {
		m, _ := s.Monster(id)
		owner := "no owner"
		if m.Owner >= 0 {
			owner = s.Players[m.Owner].Name + "'s"
		}
		sec.Lines = append(sec.Lines, fmt.Sprintf("Monster %s (%s): Life %d/%d", m.Card.Name, owner, m.Life, m.MaxLife))
	}
	switch {
	case p.Out:
		sec.Mark = tracker.GlanceOut
	case s.Phase == PhasePlay && i == s.Active:
		sec.Mark = tracker.GlanceActing
	}
	return sec
}
