package sorcery

import (
	"fmt"

	"tableside/tracker"
)

// The Quest in a picture: History's chart, which the evening's end shows
// too. What a table looks back on after a Quest is how close each Hero
// came to falling, what the party gathered to spend, how fast the Event
// deck ran down and how crowded the board got. So the chart is each
// Hero's HP left, the Soul Counter, the Event cards left in the deck and
// the Enemies in play, action by action, with the Rounds marked. It is
// built from the states along the log one at a time (campaign.Store.
// WalkStates replays them with the Game's Steps), keeping only the points.
//
// The Time Reserve is left out: it moves on the Journey between Quests
// (L808-877), never during one, so within a Quest it is a flat line.

// Chart is a Quest's numbers along its log: X is the action's place in the
// log (0 is the start), so a Round of many actions takes more room than a
// quiet one, as it did at the table.
type Chart struct {
	// Series are each Hero's HP left in seat order, then the Soul
	// Counter, the Event cards left and the Enemies in play: a Quest
	// ends with the Heroes it began with (no command seats or unseats
	// one). Once Done, each reaches Last.
	Series []tracker.ChartSeries
	// Rounds are where each Round began, Round 1 at the start; Last is
	// the last action charted: the Quest's end once it has ended, for the
	// actions of the Journey after it are no part of the Quest.
	tracker.ChartLog

	ended bool
}

// chartState is the part of a state the chart reads: decoding only these
// fields keeps a long evening's chart quick to open.
type chartState struct {
	Round  int   `json:"round"`
	Phase  Phase `json:"phase"`
	Heroes []struct {
		Name         string   `json:"name"`
		MaxHP        int      `json:"max_hp"`
		ExtraHP      int      `json:"extra_hp"`
		Wounds       int      `json:"wounds"`
		RedCriticals []string `json:"red_criticals"`
		Ghost        bool     `json:"ghost"`
	} `json:"heroes"`
	// Enemies are counted, never read: their cards are most of a state.
	Enemies []struct{} `json:"enemies"`
	Souls   int        `json:"souls"`
	Events  EventDeck  `json:"events"`
}

// The names of the party's series, after the Heroes'.
const (
	ChartSouls   = "Soul Counter"
	ChartEvents  = "Event cards left"
	ChartEnemies = "Enemies in play"
)

// Add takes the state after action x (0 for the start); states come in the
// log's order. A state after the Quest's end ends the chart there: the
// Quest's end heals every Hero for the next Quest (L738), which is no
// part of this one.
func (c *Chart) Add(x int, state []byte) error {
	if c.ended {
		return nil
	}
	var s chartState
	if err := tracker.ReadChartState(x, state, &s); err != nil {
		return err
	}
	if s.Phase == Between {
		// The Quest ended at x: the lines reach it as the Quest left
		// them. A session opened between Quests charts nothing.
		c.ended = true
		if len(c.Series) > 0 {
			c.Last = x
		}
		return nil
	}
	if len(c.Series) > 0 && len(c.Series) != len(s.Heroes)+3 {
		return fmt.Errorf("the state after action %d has %d Heroes, not the Quest's %d", x, len(s.Heroes), len(c.Series)-3)
	}
	// The Time Phase opens each Round (L1440-1446).
	c.Step(x, s.Round)
	for i, h := range s.Heroes {
		// HP left is the HP less the wounds (L4857-4860): the HP are
		// the max HP less a Red Critical's cut, and the Green Hearts
		// (Hero.HP). A Ghost Soul has none until resurrected at full
		// health (L4862-4866, L4942-4956), though its wounds stay.
		left := max(0, Hero{MaxHP: h.MaxHP, ExtraHP: h.ExtraHP, Wounds: h.Wounds, RedCriticals: h.RedCriticals}.HPLeft())
		if h.Ghost {
			left = 0
		}
		c.point(i, h.Name+"'s HP", x, left)
	}
	n := len(s.Heroes)
	// The shared pool the Time Phase spends (L1494-1502), filled by the
	// Enemies' Soul Points (L7101-7105).
	c.point(n, ChartSouls, x, s.Souls)
	// The cards still on the deck, face down or revealed on top: the
	// Quest fails when the last is discarded (L1779-1781). Night and
	// Day lie beside the deck, not on it (L1624-1628).
	c.point(n+1, ChartEvents, x, s.Events.Unrevealed+len(s.Events.Revealed))
	// Minions are no Enemies (L7172-7174) and are not counted.
	c.point(n+2, ChartEnemies, x, len(s.Enemies))
	return nil
}

// point records value of series i, called name, at x if it changed.
func (c *Chart) point(i int, name string, x, value int) {
	if i == len(c.Series) {
		c.Series = append(c.Series, tracker.ChartSeries{Name: name})
	}
	c.Series[i].Record(x, value)
}

// Done ends each series at Last, so every line reaches the end of the
// chart, and returns the chart.
func (c *Chart) Done() Chart {
	out := Chart{ChartLog: c.ChartLog, Series: make([]tracker.ChartSeries, len(c.Series))}
	for i, sr := range c.Series {
		out.Series[i] = sr.Ended(c.Last)
	}
	return out
}
