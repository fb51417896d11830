package labyrinth

import (
	"slices"
	"strings"
	"testing"
)

// The rulebook's worked examples, each named by its line in
// ../shared/rules/000_a9fd223c7f0f0b22.txt. The pictures were lost in
// extraction: each board is built to match what the text says of it.

// 000 L632: Magic roll 8 [7 + 1 Plus-One]. The Unique Spell costs 0; the
// next has several costs and the highest affordable is 4; the next is cast
// for 3; the next cannot be afforded and is discarded; the 1 Hit left
// becomes a Plus-One; Spells resolve from the most recently flipped.
func TestRulebookL632MagicRoll(t *testing.T) {
	for _, costs := range [][]int{{2, 4}, {4, 2}, {12, 4, 2}} {
		in := MagicInput{
			Roll:     Pool{Hits: ptr(7)},
			PlusOnes: PlusOnes{Magic: 1},
			Spells: []Spell{
				{Name: "Unique", Costs: []int{0}},
				{Name: "Several costs", Costs: costs},
				{Name: "Three", Costs: []int{3}},
				{Name: "Too dear", Costs: []int{2}},
			},
		}
		p, err := MagicRoll(in)
		if err != nil {
			t.Fatal(err)
		}
		if p.Pool.Total != 8 || p.Pool.PlusOnes != 1 {
			t.Fatalf("L632 pool 8 = 7 + 1: got %+v", p.Pool)
		}
		var paid []int
		for _, s := range p.Spells[:3] {
			if !s.Cast {
				t.Fatalf("spell %d should be cast: %+v", s.Flip, s)
			}
			paid = append(paid, s.Paid)
		}
		if !slices.Equal(paid, []int{0, 4, 3}) || p.Spells[3].Cast {
			t.Errorf("costs %v: paid %v, 4th cast=%v; want 0, 4, 3 and a discard", costs, paid, p.Spells[3].Cast)
		}
		if !p.Done || p.PlusOnes.Gained != 1 || p.PlusOnes.PlusOnes.Magic != 1 {
			t.Errorf("L632: 1 Hit left becomes 1 Magic Plus-One: %s", show(p.PlusOnes))
		}
		if !slices.Equal(p.Resolve, []int{3, 2, 1}) {
			t.Errorf("L632 resolve last flipped first: got %v", p.Resolve)
		}
	}
}

// 000 L656: Corruption roll 8 [6 + 2 Plus-Ones] spends all 8 Hits on a Boss
// Minion; Rowan has the least Health, and the Portal nearest her is on her
// own tile.
func TestRulebookL656CorruptionAndSpawn(t *testing.T) {
	m := openMap()
	for _, p := range []Pos{P(0, 1), P(1, 1), P(2, 1), P(3, 3)} {
		m.At(p).Tile = Portal
	}
	hero(m, P(2, 1), "Rowan", 3)
	hero(m, P(3, 3), "Thaddy", 7)
	sidekick(m, P(3, 3), "Frank", 1) // a Sidekick is not a Hero (L502)
	put(m, P(1, 1), minion("Gnome", 2, "M*"))
	p, err := CorruptionRoll(CorruptionInput{
		Roll:     Pool{Hits: ptr(6)},
		PlusOnes: PlusOnes{Corruption: 2},
		Decks:    Decks{Chump: Deck{Cost: 3, Cards: 10}, Elite: Deck{Cost: 5, Cards: 6}, Boss: Deck{Cost: 8, Cards: 4}},
		Map:      m,
	})
	if err != nil {
		t.Fatal(err)
	}
	if p.Pool.Total != 8 || !slices.Equal(p.Spawns, []MinionSize{SizeBoss}) || p.PlusOnes.Gained != 0 {
		t.Fatalf("L656: 8 Hits buy one Boss and nothing is left: %s", show(p))
	}
	if p.Decks.Boss.Cards != 3 {
		t.Errorf("the Boss deck should lose its bottom card: %+v", p.Decks.Boss)
	}
	if got := p.Spawn.Placements[0].Region; got != P(2, 1) || *p.Steps[0].Region != P(2, 1) {
		t.Errorf("L656: the Boss goes on Rowan's own tile [2,1]; got %v", got)
	}
	if !slices.Equal(p.Spawn.Heroes, []string{"Rowan"}) || p.Spawn.LeastHealth != 3 {
		t.Errorf("least Health Hero: %v %d", p.Spawn.Heroes, p.Spawn.LeastHealth)
	}
}

// 000 L717, Minion Example A: Teslo targets the Elemental (East beats
// West), is already in range of his Ranged Power Action and fights; then
// moves onto the Elemental for his Melee and fights again, out of Actions.
func TestRulebookL717MinionExampleA(t *testing.T) {
	m := exampleA(6)
	turn := mustTurn(t, m, TurnState{Minion: "Teslo"})
	if turn.Target == nil || turn.Target.Region != P(2, 3) || turn.Target.Enemies[0] != "Elemental" {
		t.Fatalf("L717 step 1: the Elemental, East of Teslo; got %s", show(turn.Target))
	}
	want := []string{"fight:ranged@[2,3]", "move[2,3]", "fight:melee@[2,3]"}
	if got := kinds(turn); !slices.Equal(got, want) {
		t.Fatalf("L717: got %v, want %v", got, want)
	}
	if steps := []int{turn.Steps[0].MinionStep, turn.Steps[1].MinionStep, turn.Steps[2].MinionStep}; !slices.Equal(steps, []int{3, 4, 4}) {
		t.Errorf("L717 skips step 2, fights in 3, moves and fights in 4: got %v", steps)
	}
	if turn.ActionsLeft != 0 || turn.Ended != "out of Action Points" || turn.End != P(2, 3) {
		t.Errorf("L717 ends out of Actions on the Elemental's tile: %s", show(turn))
	}
	if turn.Steps[0].Defender != "Elemental" {
		t.Errorf("the only enemy there defends: %q", turn.Steps[0].Defender)
	}
}

// 000 L723, Minion Example B: Pea-Shooter shares a tile with Thaddy, its
// target. Its Ranged Power Action cannot hit its own tile; it has Evade, so
// it leaves for Rowan's tile, next door, and shoots Thaddy from there.
func TestRulebookL723MinionExampleB(t *testing.T) {
	m := openMap()
	put(m, P(2, 2), minion("Pea-Shooter", 2, "R*", Evade))
	hero(m, P(2, 2), "Thaddy", 8)
	hero(m, P(1, 2), "Rowan", 8)
	turn := mustTurn(t, m, TurnState{Minion: "Pea-Shooter"})
	if turn.Target == nil || turn.Target.Region != P(2, 2) || turn.Target.Enemies[0] != "Thaddy" {
		t.Fatalf("L723 step 1: Thaddy; got %s", show(turn.Target))
	}
	want := []string{"move[1,2]", "fight:ranged@[2,2]"}
	if got := kinds(turn); !slices.Equal(got, want) {
		t.Fatalf("L723: got %v, want %v", got, want)
	}
	if turn.Steps[0].Ended != "arrived" || turn.Steps[1].Defender != "Thaddy" || turn.ActionsLeft != 0 {
		t.Errorf("L723: %s", show(turn))
	}
}

// 000 L729, Minion Example C: Bomb-Squad targets Rowan, too far for two
// Moves. It spends both Action Points moving, preferring North > East >
// South > West where paths tie, and ends its turn placing a Bomb and rolling
// a die for it.
func TestRulebookL729MinionExampleC(t *testing.T) {
	m := &Map{}
	tile := func(p Pos, halls ...Dir) {
		w := Walls{Wall, Wall, Wall, Wall}
		for _, d := range halls {
			w.Set(d, Hall)
		}
		m.Regions[p.Row][p.Col] = &Region{Walls: w}
	}
	// A winding Labyrinth: two equally short ways round a square, then a
	// long corridor. Rowan is 7 steps away either way.
	tile(P(4, 0), North, East)
	tile(P(3, 0), South, East)
	tile(P(4, 1), West, North)
	tile(P(3, 1), West, South, North)
	tile(P(2, 1), South, North)
	tile(P(1, 1), South, North)
	tile(P(0, 1), South, East)
	tile(P(0, 2), West, East)
	tile(P(0, 3), West)
	put(m, P(4, 0), minion("Bomb-Squad", 2, "M*", Bomb))
	hero(m, P(0, 3), "Rowan", 6)
	if d, _ := m.Distance(P(4, 0), P(0, 3), Mover{Team: VillainTeam}); d != 7 {
		t.Fatalf("fixture: Rowan should be 7 steps away, got %d", d)
	}
	turn := mustTurn(t, m, TurnState{Minion: "Bomb-Squad"})
	want := []string{"move[3,0][3,1][2,1]", "move[1,1][0,1][0,2]"}
	if got := kinds(turn); !slices.Equal(got, want) {
		t.Fatalf("L729: got %v, want %v (North first where the paths tie)", got, want)
	}
	if turn.Target.Region != P(0, 3) || turn.ActionsLeft != 0 || turn.Steps[1].Ended != "3 steps" {
		t.Errorf("L729: %s", show(turn))
	}
	if len(turn.Reminders) != 1 || turn.Reminders[0].Ability != Bomb || !turn.Reminders[0].RollDie || turn.Reminders[0].Region != P(0, 2) {
		t.Errorf("L729 (C): a Bomb in its region and a die rolled at once: %s", show(turn.Reminders))
	}
	work := m.Clone()
	if err := EndTurn(work, turn); err != nil || work.At(P(0, 2)).Bombs != 1 || work.At(P(0, 2)).Minions[0].Name != "Bomb-Squad" {
		t.Errorf("EndTurn should leave Bomb-Squad and its Bomb at [0,2]: %v", err)
	}
}

// 000 L758: a Golem that earned 6 XP buys three dice Level Ups for each
// row: blanks first become Novice, then Novices Adept, then Adepts Master;
// a row of Masters takes no more.
func TestRulebookL758VillainLevelUp(t *testing.T) {
	rows := Rows{
		Melee:      []Die{Novice, Blank, Blank, Blank},
		Ranged:     []Die{Adept, Novice, Blank},
		Magic:      []Die{Master, Adept},
		Corruption: []Die{Novice, Novice},
	}
	s, err := SpendXP(rows, 6)
	if err != nil {
		t.Fatal(err)
	}
	want := Rows{
		Melee:      []Die{Novice, Novice, Novice, Novice},
		Ranged:     []Die{Adept, Adept, Adept},
		Magic:      []Die{Master, Master},
		Corruption: []Die{Master, Adept},
	}
	if show(s.Rows) != show(want) || s.Saved != 0 {
		t.Fatalf("L758: got %s", show(s))
	}
	per := map[ActionType]int{}
	for _, u := range s.Upgrades {
		per[u.Row]++
	}
	if per[Melee] != 3 || per[Ranged] != 3 || per[Corruption] != 3 || per[Magic] != 1 {
		t.Errorf("L758: three Level Ups per row (Magic fills up after one): %v", per)
	}
	if rows.Melee[1] != Blank {
		t.Error("SpendXP changed its input")
	}
	// The same 6 XP reached through the Level Up Step: 4 saved + 2 for no
	// Bounty on the 3-6 Hero card (L834).
	p, err := LevelUp(LevelUpInput{Heroes: 4, Health: 30, HealthMax: 60, XP: 4, Rows: rows, Day: 1, DefeatedEarlier: true})
	if err != nil {
		t.Fatal(err)
	}
	if show(p.Rows) != show(want) || p.XP != 6 || p.XPGained != 2 || p.Doom.To != 2 || p.Doom.BonusXP != 0 {
		t.Errorf("L758 via LevelUp: %s", show(p))
	}
}

// 000 L433: Isabella Scouts her one unrevealed Hall. Tile F cannot fit
// however it is turned without a Hall meeting a Wall; tile G can.
func TestRulebookL433IsabellaScouts(t *testing.T) {
	m := &Map{}
	m.Regions[2][2] = &Region{Walls: Walls{North: Wall, East: Wall, South: Hall, West: Wall}, Heroes: []Hero{{Name: "Isabella", Health: 9}}}
	m.Regions[3][1] = &Region{Walls: Walls{North: Hall, East: Wall, South: Hall, West: Hall}}
	m.Regions[3][3] = &Region{Walls: Walls{North: Wall, East: Hall, South: Wall, West: Hall}}
	m.Regions[4][2] = &Region{Walls: Walls{North: Wall, East: Hall, South: Hall, West: Hall}}
	if got := m.ScoutableHalls(P(2, 2)); !slices.Equal(got, []Dir{South}) {
		t.Fatalf("L433: one unrevealed Hall, to the South; got %v", got)
	}
	f := open()
	for _, o := range f.Orientations() {
		if m.Fits(P(3, 2), o) {
			t.Errorf("L433: tile F %+v must not fit", o)
		}
	}
	g := Walls{North: Wall, East: Wall, South: Hall, West: Hall}
	fits := 0
	for _, o := range g.Orientations() {
		if m.Fits(P(3, 2), o) {
			fits++
			if o != (Walls{North: Hall, East: Hall, South: Wall, West: Wall}) {
				t.Errorf("tile G fits the wrong way: %+v", o)
			}
		}
	}
	if fits != 1 {
		t.Errorf("L433: tile G fits exactly one way, got %d", fits)
	}
	m.Regions[3][2] = &Region{Walls: Walls{North: Hall, East: Hall, South: Wall, West: Wall}}
	if _, ok := m.Neighbour(P(2, 2), South); !ok {
		t.Error("once G is placed Isabella's region opens onto it")
	}
	if len(m.ScoutableHalls(P(2, 2))) != 0 {
		t.Error("no unrevealed Hall is left in her region")
	}
}

// 000 L264: Rowan's second Move stops in a region with an enemy: she
// cannot leave it. Without Evade nothing is reachable from there.
func TestRulebookL264CannotLeaveEnemies(t *testing.T) {
	m := openMap()
	put(m, P(0, 2), minion("Gnome", 2, "M*"))
	hero(m, P(0, 2), "Rowan", 7)
	rowan := Mover{Team: HeroTeam}
	if _, ok := m.Distance(P(0, 2), P(0, 3), rowan); ok {
		t.Error("L264: Rowan cannot leave the Gnome's region")
	}
	if d, ok := m.Distance(P(0, 2), P(0, 3), Mover{Team: HeroTeam, Evade: true}); !ok || d != 1 {
		t.Error("with Evade she could")
	}
	// Coming from elsewhere, the path may end there but not pass through:
	// with the West side walled, the way East through the Gnome (3 steps)
	// is closed and Rowan goes round by the wrapping edges (4 steps).
	wall(m, P(0, 0), West)
	path, _ := m.Path(P(0, 0), P(0, 3), rowan)
	if slices.Contains(path, P(0, 2)) || len(path) != 4 {
		t.Errorf("a path may not pass through a region with enemies: %v", path)
	}
	if d, _ := m.Distance(P(0, 0), P(0, 3), Mover{Team: HeroTeam, Evade: true}); d != 3 {
		t.Errorf("with Evade the way through is 3 steps, got %d", d)
	}
	if d, _ := m.Distance(P(0, 0), P(0, 2), rowan); d != 2 {
		t.Errorf("but it may end there: %d", d)
	}
}

// 000 L921 "In View": a straight line across revealed tiles, wrapping,
// with no Wall crossed and no Mountain passed over.
func TestInView(t *testing.T) {
	m := openMap()
	m.At(P(2, 2)).Tile = Mountain
	m.At(P(3, 4)).Tile = Mountain
	wall(m, P(0, 1), East)
	m.Regions[4][3] = nil
	cases := []struct {
		from, to Pos
		want     bool
		why      string
	}{
		{P(2, 0), P(2, 1), true, "next door"},
		{P(2, 0), P(2, 3), true, "West across the border: [2,4], [2,3]"},
		{P(2, 1), P(2, 2), true, "a Mountain itself can be seen"},
		{P(2, 1), P(2, 3), true, "East passes the Mountain, but West round the border is clear"},
		{P(3, 3), P(3, 0), true, "East passes the Mountain at [3,4]; West: [3,2], [3,1], [3,0]"},
		{P(0, 1), P(0, 2), true, "the Wall East of [0,1] blocks, but West round the border is clear"},
		{P(3, 3), P(0, 3), true, "South meets the unscouted [4,3]; North is clear"},
		{P(1, 1), P(2, 2), false, "not in a line"},
	}
	for _, c := range cases {
		if got := m.InView(c.from, c.to); got != c.want {
			t.Errorf("InView(%v, %v) = %v, want %v (%s)", c.from, c.to, got, c.want, c.why)
		}
	}
	// Blocked both ways.
	m.At(P(2, 4)).Tile = Mountain
	if m.InView(P(2, 1), P(2, 3)) {
		t.Error("Mountains on both sides: not in view")
	}
	wall(m, P(0, 4), West)
	if m.InView(P(0, 1), P(0, 2)) {
		t.Error("Walls on both sides: not in view")
	}
	m.Regions[1][3] = nil
	if m.InView(P(3, 3), P(0, 3)) {
		t.Error("an unscouted region on both sides: not in view")
	}
}

// 000 L429: William's region has 2 unrevealed Halls, North and East. The
// first tile drawn (D) goes North, where it fits more than one way, so he
// turns it as he likes; the second (E) goes East, where only one way fits
// (tiles turn half way or flip, L405). His 2 Event icons make 1 Event, on
// D: the table's, not the app's.
func TestRulebookL429WilliamScouts(t *testing.T) {
	m := &Map{}
	m.Regions[2][2] = &Region{Walls: Walls{North: Hall, East: Hall, South: Wall, West: Wall}, Heroes: []Hero{{Name: "William", Health: 9}}}
	m.Regions[3][3] = &Region{Walls: Walls{North: Wall, East: Hall, South: Hall, West: Hall}}
	m.Regions[2][4] = &Region{Walls: Walls{North: Hall, East: Hall, South: Hall, West: Wall}}
	if got := m.ScoutableHalls(P(2, 2)); !slices.Equal(got, []Dir{North, East}) {
		t.Fatalf("L429: two unrevealed Halls, North and East; got %v", got)
	}
	fitting := func(p Pos, w Walls) []Walls {
		var out []Walls
		for _, o := range w.Orientations() {
			if m.Fits(p, o) {
				out = append(out, o)
			}
		}
		return out
	}
	d := Walls{North: Hall, East: Hall, South: Wall, West: Wall} // a corner
	if got := fitting(P(1, 2), d); len(got) < 2 {
		t.Fatalf("L429: tile D fits North in more than one way (his choice); got %v", got)
	}
	m.Regions[1][2] = &Region{Walls: Walls{North: Wall, East: Hall, South: Hall, West: Wall}}
	e := Walls{North: Wall, East: Hall, South: Wall, West: Wall} // a dead end
	got := fitting(P(2, 3), e)
	if len(got) != 1 || got[0] != (Walls{North: Wall, East: Wall, South: Wall, West: Hall}) {
		t.Fatalf("L429: tile E fits East exactly one way, its Hall to William; got %v", got)
	}
	m.Regions[2][3] = &Region{Walls: got[0]}
	if len(m.ScoutableHalls(P(2, 2))) != 0 {
		t.Error("L429: both Halls are revealed")
	}
}

// 000 L881 (with L877-879): a Battle card's Defense Protocol answers the
// attack's type: the attacker reads the part joined to that type's symbol.
// The app cannot see the card; it says which symbol to look for, and that
// an attack with no type has no Defense.
func TestRulebookL881DefenseProtocol(t *testing.T) {
	v := FinalVillain{Actions: 2, ActionsMax: 5, Health: 40}
	for _, c := range []struct {
		a    VillainAttack
		want string
	}{
		{VillainAttack{Damage: 5, Type: Melee}, "joins the Melee symbol"},
		{VillainAttack{Damage: 5, Type: Ranged}, "joins the Ranged symbol"},
		{VillainAttack{Damage: 5, Type: Magic}, "joins the Magic symbol"},
		{VillainAttack{Damage: 5}, "there is no Defense"},
	} {
		d, _, err := DamageVillain(v, c.a)
		if err != nil || !d.RevealDefense || !strings.Contains(d.Say, c.want) {
			t.Errorf("L881 %+v: %v %s", c.a, err, show(d))
		}
	}
}
