package legends

// levelAt is the level at xp: a coloured space reached or passed counts,
// several at once if need be (L449-451; R-xp-double).
func (h HeroBoard) levelAt(xp int) int {
	l := 1
	if h.Yellow > 0 && xp >= h.Yellow {
		l = 2
	}
	if h.Blue > 0 && xp >= h.Blue && l == 2 {
		l = 3
	}
	return min(l, 3)
}

// award gives player p XP for a kill (L305): the exact total, or
// rounded down to the track's step of 20 with the XPRound20 setting. A new
// level applies at once (L449): its Intelligence too on the active
// player's turn. It returns the levels gained.
func (s *State) award(p, xp int) int {
	if p < 0 || xp <= 0 {
		return 0
	}
	if s.Settings.XPRound20 {
		xp = TrackXP(xp)
	}
	pl := &s.Players[p]
	before := pl.Stats()
	old := pl.Level
	pl.XP += xp
	pl.Level = pl.Hero.levelAt(pl.XP)
	after := pl.Stats()
	pl.Life = min(pl.Life, after.MaxLife)
	if p == s.Active && s.Phase == PhasePlay && !s.Settings.LevelNextTurn {
		s.Turn.Intelligence = max(0, s.Turn.Intelligence+after.Intelligence-before.Intelligence)
	}
	return pl.Level - old
}

// TrackXP is where the XP token stands on the printed track, in steps of
// 20 (L305): the last multiple of 20 reached.
func TrackXP(xp int) int { return xp - xp%facts().XPStep }

// NextLevelXP is the XP of the next coloured space on the player's board
// (L449-451): the yellow one at level 1, the light-blue one at level 2; 0
// when there is none ahead.
func (p Player) NextLevelXP() int {
	switch {
	case p.Level <= 1 && p.Hero.Yellow > 0:
		return p.Hero.Yellow
	case p.Level == 2 && p.Hero.Blue > 0:
		return p.Hero.Blue
	}
	return 0
}

// XPStep is how the XP track on a Hero board counts: in steps of 20 (L305,
// L449), so − and + on an XP number move by it.
func XPStep() int { return facts().XPStep }

// PriceStep is how the prices printed on the cards count: in tens (the one
// example, L107, sells a card of 30; every known price is a multiple of
// 10, A-7). A Monster's cost, its XP (L305), counts the same way.
func PriceStep() int { return priceStep }

const priceStep = 10
