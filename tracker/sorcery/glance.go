package sorcery

import (
	"fmt"

	"tableside/tracker"
)

// Glance is the table a guest's phone shows (Share table): the Round and
// phase, the Soul Counter, every Hero's HP and conditions, the Companions
// and the Enemies; between Quests, the Journey's Time Reserve and Label.
// A query, it changes nothing: the Game asks it of a stored state
// (tracker.GlanceAdapter).
func (s State) Glance() tracker.Glance {
	g := tracker.Glance{Title: fmt.Sprintf("Round %d · %s · Soul Counter %d", s.Round, s.PhaseNow(), s.Souls)}
	if s.Phase == Between {
		g.Title = fmt.Sprintf("Between Quests · Soul Counter %d", s.Souls)
		g.Lines = append(g.Lines, fmt.Sprintf("Time Reserve: %s", count(s.Camp.TimeReserve, "Hourglass")))
		if l := s.Camp.Label(); l != "" {
			g.Lines = append(g.Lines, "The Party is on "+l)
		}
		if s.Camp.Site != "" {
			g.Lines = append(g.Lines, "On the Site Sheet "+s.Camp.Site)
		}
	} else {
		if why := s.failure(); why != "" {
			g.Lines = append(g.Lines, "The Quest is lost: "+why+".")
		}
		g.Lines = append(g.Lines, fmt.Sprintf("Event deck: %d face down, at most %d Event Phases left", s.Events.Unrevealed, s.EventPhasesLeft()))
	}
	for i := range s.Heroes {
		g.Sections = append(g.Sections, s.heroGlance(i))
	}
	for _, c := range s.Companions {
		sec := tracker.GlanceSection{Name: c.Name, Note: s.Heroes[c.Owner].Name + "'s Companion",
			Stats: []tracker.GlanceStat{tracker.Stat("HP", "%d/%d", c.HPLeft(), c.HP())}}
		if l := c.Conditions.List(); l != "" {
			sec.Lines = []string{l}
		}
		g.Sections = append(g.Sections, sec)
	}
	for i := range s.Enemies {
		g.Sections = append(g.Sections, s.enemyGlance(i))
	}
	return g
}

func (s State) heroGlance(i int) tracker.GlanceSection {
	h := &s.Heroes[i]
	sec := tracker.GlanceSection{Name: h.Name, Note: "Soulrank " + roman(h.Soulrank)}
	if h.Ghost {
		sec.Mark, sec.Lines = tracker.GlanceOut, []string{"Ghost Soul"}
		return sec
	}
	sec.Stats = []tracker.GlanceStat{
		tracker.Stat("HP", "%d/%d", h.HPLeft(), h.HP()),
		tracker.Stat("Shields", "%d", h.Shields),
		tracker.Stat("Crowns", "%d", h.Crowns),
	}
	if l := h.Conditions.List(); l != "" {
		sec.Lines = append(sec.Lines, l)
	}
	if m := s.MenaceOn(i); m != "" {
		sec.Lines = append(sec.Lines, m)
	}
	switch {
	case s.Phase == BattlePhase && s.Active == i && !h.Acted:
		sec.Mark = tracker.GlanceActing
		sec.Lines = append(sec.Lines, "Playing now")
	case h.Acted && s.Phase != Between:
		sec.Lines = append(sec.Lines, "Has played this Round")
	}
	return sec
}

func (s State) enemyGlance(i int) tracker.GlanceSection {
	e := &s.Enemies[i]
	hp := e.HP(s.HeroCount())
	sec := tracker.GlanceSection{Name: e.Label(), Note: "run by " + s.Heroes[s.controller(e)].Name,
		Stats: []tracker.GlanceStat{tracker.Stat("HP", "%d/%d", hp-e.Wounds, hp)}}
	if e.Shields > 0 {
		sec.Stats = append(sec.Stats, tracker.Stat("Shields", "%d", e.Shields))
	}
	if e.Card.Charges > 0 {
		sec.Stats = append(sec.Stats, tracker.Stat("Charges", "%d/%d", e.Charges, e.Card.Charges))
	}
	if l := e.Conditions.List(); l != "" {
		sec.Lines = append(sec.Lines, l)
	}
	for _, p := range e.Powers {
		sec.Lines = append(sec.Lines, p.Name)
	}
	return sec
}

// Words name the phase for players.
func (p Phase) Words() string {
	switch p {
	case TimePhase:
		return "Time Phase"
	case EventPhase:
		return "Event Phase"
	case Between:
		return "Between Quests"
	}
	return "Battle Phase"
}
