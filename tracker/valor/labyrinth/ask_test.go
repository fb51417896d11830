package labyrinth

import (
	"slices"
	"testing"
)

// 000 L615: MagicRoll takes a Spell of MaxSpellCosts costs up to
// MaxSpellCost, and refuses one more of either.
func TestSpellCostLimits(t *testing.T) {
	roll := func(costs []int) error {
		_, err := MagicRoll(MagicInput{Roll: Pool{Hits: ptr(3)}, Spells: []Spell{{Costs: []int{0}}, {Costs: costs}}})
		return err
	}
	many := slices.Repeat([]int{1}, MaxSpellCosts)
	if err := roll(many); err != nil {
		t.Errorf("%d costs: %v", MaxSpellCosts, err)
	}
	if roll(append(many, 1)) == nil {
		t.Errorf("%d costs accepted", MaxSpellCosts+1)
	}
	if err := roll([]int{MaxSpellCost}); err != nil {
		t.Errorf("a cost of %d: %v", MaxSpellCost, err)
	}
	if roll([]int{MaxSpellCost + 1}) == nil {
		t.Errorf("a cost of %d accepted", MaxSpellCost+1)
	}
}

// The planners' choices carry the kinds the screens look for: the Lead
// Hero's discard (000 L627) and the Heroes' Defender (000 L268).
func TestChoiceKinds(t *testing.T) {
	g := gainPlusOnes(PlusOnes{Melee: 3, Ranged: 2}, Magic, 3, 6)
	if g.Discard == nil || g.Discard.Kind != ChoiceDiscardPlusOnes {
		t.Errorf("000 L627: %+v", g.Discard)
	}
	m := openMap()
	hero(m, P(2, 2), "Rowan", 5)
	hero(m, P(2, 2), "Bjorn", 5)
	put(m, P(2, 2), minion("Gnome", 1, "M*"))
	turn := mustTurn(t, m, TurnState{Minion: "Gnome"})
	i := slices.IndexFunc(turn.Steps, func(s Step) bool { return s.Choice != nil })
	if i < 0 || turn.Steps[i].Choice.Kind != ChoiceDefender {
		t.Errorf("000 L268: %s", show(turn.Steps))
	}
}

func TestTileKinds(t *testing.T) {
	ks := TileKinds()
	if len(ks) != 5 || ks[0] != "" || ks[1] != Portal {
		t.Errorf("%v", ks)
	}
	for _, k := range ks {
		if (k.Role() == "") != (k == "") {
			t.Errorf("%q: role %q", k, k.Role())
		}
	}
	if Portal.Role() != "Minions spawn here" || BaseCamp.Role() != "Defeated Heroes return here" {
		t.Error("000 L646, L337")
	}
}

// 000 L273, L277: the top Minion, the last in, defends; the Villain is at
// the bottom of the stack (L883).
func TestMinionDefenderAndStack(t *testing.T) {
	m := openMap()
	r := m.At(P(1, 1))
	if _, ok := r.MinionDefender(); ok || r.StackTopFirst() != nil {
		t.Error("an empty region")
	}
	put(m, P(1, 1), minion("Gnome", 1, "M*"))
	put(m, P(1, 1), minion("Imp", 1, "M*"))
	r.Villain = "Golem"
	if d, ok := r.MinionDefender(); !ok || d != "Imp" {
		t.Errorf("defender %q", d)
	}
	if got := r.StackTopFirst(); !slices.Equal(got, []string{"Imp", "Gnome", "Golem"}) {
		t.Errorf("stack %v", got)
	}
	if err := m.MoveMinion("Gnome", P(1, 1)); err != nil {
		t.Fatal(err)
	}
	if d, _ := r.MinionDefender(); d != "Gnome" {
		t.Errorf("000 L277 the last to enter defends: %q", d)
	}
}

// 000 L406, L465: a tile that meets its neighbours' sides fits.
func TestMatchingWalls(t *testing.T) {
	m := &Map{}
	m.Regions[2][2] = &Region{Walls: Walls{North: Wall, East: Hall, South: Hall, West: Hall}}
	m.Regions[1][1] = &Region{Walls: Walls{North: Hall, East: Wall, South: Hall, West: Hall}}
	w := m.MatchingWalls(P(1, 2))
	if w != (Walls{North: Hall, East: Hall, South: Wall, West: Wall}) {
		t.Errorf("%+v", w)
	}
	if !m.Fits(P(1, 2), w) {
		t.Error("it does not fit")
	}
	if (&Map{}).MatchingWalls(P(0, 0)) != open() {
		t.Error("no neighbour: all Halls")
	}
	// Across the wrapping edge (000 L443).
	m.Regions[4][2] = &Region{Walls: Walls{North: Hall, East: Hall, South: Wall, West: Hall}}
	if w := m.MatchingWalls(P(0, 2)); w.North != Wall || !m.Fits(P(0, 2), w) {
		t.Errorf("wrapping: %+v", w)
	}
}

// 000 L1016, RockfallRole: a Move entering a Rockfall ends there.
func TestRockfallRole(t *testing.T) {
	if RockfallRole == "" {
		t.Fatal("no words")
	}
	m := openMap()
	put(m, P(2, 0), minion("Gnome", 2, "M*"))
	hero(m, P(2, 2), "Rowan", 5)
	m.At(P(2, 1)).Rockfalls = 1
	turn := mustTurn(t, m, TurnState{Minion: "Gnome"})
	if len(turn.Steps) == 0 || turn.Steps[0].Kind != StepMove || !slices.Equal(turn.Steps[0].Path, []Pos{P(2, 1)}) {
		t.Errorf("the first Move ends on the Rockfall: %s", show(turn.Steps))
	}
}
