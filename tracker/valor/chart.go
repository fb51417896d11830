package valor

import "tableside/tracker"

// The evening in a picture: History's chart of the Villain's Health and
// XP and each Hero's Health, action by action, with the rounds marked.
// It is built from the states along the log, one at a time (see
// campaign.Store.WalkStates), so it holds only the points, never the states.

// Chart is a game's numbers along its log: X is the action's place in the
// log (0 is the start), so a round with many actions takes more room than
// a quiet one, as it did at the table.
type Chart struct {
	// Series are the Villain's Health, the Villain's XP, then each Hero's
	// Health in seat order (a Hero who joined later comes after).
	Series []ChartSeries
	// Rounds are where each round began, round 1 at the start; Last is
	// the last action added.
	tracker.ChartLog

	// byName finds a series by its name: Heroes come and go mid-game
	// (000 L1030-1046), so their index in the state is no key.
	byName map[string]int
	// seen is the last action each series was in the state: a Hero who
	// left ends there.
	seen []int
}

// ChartSeries is one number along the log (tracker.ChartSeries), with its
// scale and whose it is.
type ChartSeries struct {
	tracker.ChartSeries
	// Max is the top of the scale: the top of the Health bar, or for XP,
	// which has no bar, the most held.
	Max int
	// Villain marks the Villain's series, to draw them apart.
	Villain bool
}

// chartState is the part of a state the chart reads: decoding only these
// fields keeps a 1,000-action evening's chart quick to open.
type chartState struct {
	Round   int `json:"round"`
	Villain struct {
		Name      string `json:"name"`
		MaxHealth int    `json:"max_health"`
		Health    int    `json:"health"`
		XP        int    `json:"xp"`
	} `json:"villain"`
	Heroes []struct {
		Name      string `json:"name"`
		MaxHealth int    `json:"max_health"`
		Health    int    `json:"health"`
	} `json:"heroes"`
}

// Add takes the state after action x (0 for the start); states come in
// the log's order.
func (c *Chart) Add(x int, state []byte) error {
	var s chartState
	if err := tracker.ReadChartState(x, state, &s); err != nil {
		return err
	}
	if c.byName == nil {
		c.byName = map[string]int{}
	}
	c.Step(x, s.Round)
	v := s.Villain
	c.point(v.Name+"'s Health", true, x, v.Health, v.MaxHealth)
	c.point(v.Name+"'s XP", true, x, v.XP, v.XP)
	for _, h := range s.Heroes {
		c.point(h.Name+"'s Health", false, x, h.Health, h.MaxHealth)
	}
	return nil
}

// point records value of the series name at x if it changed.
func (c *Chart) point(name string, villain bool, x, value, top int) {
	i, ok := c.byName[name]
	if !ok {
		i = len(c.Series)
		c.byName[name] = i
		c.Series = append(c.Series, ChartSeries{ChartSeries: tracker.ChartSeries{Name: name}, Villain: villain})
		c.seen = append(c.seen, x)
	}
	c.seen[i] = x
	sr := &c.Series[i]
	sr.Max = max(sr.Max, top, value)
	sr.Record(x, value)
}

// Done ends each series at the last action added, so every line reaches
// the end of the chart (a Hero who left ends where they left), and
// returns the chart.
func (c *Chart) Done() Chart {
	out := *c
	out.byName, out.seen = nil, nil
	out.Series = make([]ChartSeries, len(c.Series))
	for i, sr := range c.Series {
		sr.ChartSeries = sr.Ended(c.seen[i])
		out.Series[i] = sr
	}
	return out
}
