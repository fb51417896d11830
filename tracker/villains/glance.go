package villains

import (
	"fmt"
	"strings"

	"tableside/tracker"
)

// Glance is the game a guest's phone shows (Share table): each Villain's
// Power and hand, and what lies at each of its locations.
// A query, it changes nothing: the Game asks it of a stored state
// (tracker.GlanceAdapter).
func (s State) Glance() tracker.Glance {
	g := tracker.Glance{Title: fmt.Sprintf("Round %d · %s: %s", s.Round, s.CurrentPlayer().Name, s.Step.Title())}
	if s.Over() {
		g.Title = fmt.Sprintf("%s has won", s.Players[s.Winner].Name)
		g.Lines = []string{s.Objective}
	}
	for i, p := range s.Players {
		sec := tracker.GlanceSection{Name: p.Name, Note: p.Villain, Stats: []tracker.GlanceStat{
			tracker.Stat("Power", "%d", p.Power),
			tracker.Stat("Cards", "%d", p.Hand),
		}}
		if s.Fate == i {
			sec.Lines = append(sec.Lines, "Holds the Fate token.")
		}
		for j, l := range p.Locations {
			sec.Lines = append(sec.Lines, locationLine(l, j == p.Marker))
		}
		if i == s.Turn && !s.Over() {
			sec.Mark = tracker.GlanceActing
		}
		g.Sections = append(g.Sections, sec)
	}
	return g
}

// locationLine says what lies at a location: "Mill (Villain here) ·
// locked · Heroes: Robin 3".
func locationLine(l Location, marker bool) string {
	parts := []string{l.Name}
	if marker {
		parts[0] += " (Villain here)"
	}
	if l.Locked {
		parts = append(parts, "locked")
	}
	for _, pile := range []struct {
		what  string
		cards []Card
	}{{"Heroes", l.Heroes}, {"Allies", l.Allies}, {"Items", l.Items}} {
		if len(pile.cards) == 0 {
			continue
		}
		names := make([]string, len(pile.cards))
		for i, c := range pile.cards {
			names[i] = c.Name
			if c.Strength > 0 {
				names[i] = fmt.Sprintf("%s %d", c.Name, c.Strength)
			}
		}
		parts = append(parts, pile.what+": "+strings.Join(names, ", "))
	}
	return strings.Join(parts, " · ")
}
