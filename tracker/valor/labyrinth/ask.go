package labyrinth

// Queries and limits for the screens that draw and edit the map, so that
// the map's rules are read from here, not repeated where it is drawn.

// The bounds MagicRoll checks a flipped Spell's costs against (000 L615).
const (
	MaxSpellCosts = maxCosts // costs printed on one Spell, 1 to this
	MaxSpellCost  = maxCost  // one cost, 0 to this many Hits
)

// The kinds of Choice the planners leave to the players.
const (
	// ChoiceDiscardPlusOnes: the Lead Hero picks the rows the Villain
	// discards Plus-Ones from; each option is an ActionType (000 L627).
	ChoiceDiscardPlusOnes = "discard_plus_ones"
	// ChoiceDefender: the Heroes choose who defends a region; each option
	// is a Hero's or Sidekick's name (000 L268-275).
	ChoiceDefender = "defender"
)

// RockfallRole says in a few words what a Rockfall token does: anyone
// moving onto it ends that Move there (000 L1016); a Boss ignores it (L628).
const RockfallRole = "a Move entering here ends here"

// TileKinds lists a tile's possible artwork, a plain tile ("") first, in
// the order a screen steps through them.
func TileKinds() []TileKind {
	return append([]TileKind{""}, tileKinds...)
}

// Role says in a few words what the artwork does in the rules: Minions
// spawn on a Portal (000 L646), Defeated Heroes return to Base Camp (L337),
// Heroes train at a Dojo (L1028), a Mountain blocks the view across it
// (L921); a plain tile does nothing of its own.
func (k TileKind) Role() string {
	switch k {
	case Portal:
		return "Minions spawn here"
	case BaseCamp:
		return "Defeated Heroes return here"
	case Dojo:
		return "Heroes train here"
	case Mountain:
		return "blocks the view across it"
	}
	return ""
}

// MinionDefender is the Minions' Defender in r: the top of the stack, the
// last to enter (000 L273, L277); false when no Minion is there. The
// Villain, always at the bottom of the stack (L273), defends only alone:
// see StackTopFirst.
func (r Region) MinionDefender() (string, bool) {
	if len(r.Minions) == 0 {
		return "", false
	}
	return r.Minions[len(r.Minions)-1].Name, true
}

// StackTopFirst names the Minion stack of r from the top, the Defender
// (000 L273), down, with the Villain last when it stands there: it is
// always at the bottom of the stack (L273, L883).
func (r Region) StackTopFirst() []string {
	var out []string
	for i := len(r.Minions) - 1; i >= 0; i-- {
		out = append(out, r.Minions[i].Name)
	}
	if r.Villain != "" {
		out = append(out, r.Villain)
	}
	return out
}

// MatchingWalls is the tile that fits p as its neighbours lie: each side
// facing a tile copies that tile's facing side, so that no Hall meets a
// Wall (000 L406, L465); a side facing no tile is a Hall. A tile drawn from
// the deck may still differ: compare with Fits.
func (m *Map) MatchingWalls(p Pos) Walls {
	w := Walls{North: Hall, East: Hall, South: Hall, West: Hall}
	for _, d := range dirs {
		n := m.At(p.Step(d))
		if n == nil {
			continue
		}
		w.Set(d, n.Walls.Side(d.Opposite()))
	}
	return w
}
