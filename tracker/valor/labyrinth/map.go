package labyrinth

import (
	"encoding/json"
	"errors"
	"fmt"
	"iter"
	"strings"
	"unicode/utf8"
)

// Size is the width and the height of the Labyrinth: 5 x 5 regions (000 L172).
const Size = 5

const cells = Size * Size

// Dir is a side of a region. The order of the constants is the order in
// which a mover prefers them on equally short paths: North, then East,
// South, West (000 L693, L915).
type Dir int

// The four sides.
const (
	North Dir = iota
	East
	South
	West
)

var dirs = [4]Dir{North, East, South, West}

func (d Dir) String() string {
	switch d {
	case North:
		return "north"
	case East:
		return "east"
	case South:
		return "south"
	case West:
		return "west"
	}
	return fmt.Sprintf("Dir(%d)", int(d))
}

// Opposite is the side that faces d across a border.
func (d Dir) Opposite() Dir { return (d + 2) % 4 }

// Pos is a region of the map: Row 0 is the North edge and Col 0 the West
// edge. In JSON it is [row, column].
type Pos struct {
	Row, Col int
}

// Step is the neighbouring region on side d. The map wraps at every edge
// (000 L443-445): East of column 4 is column 0, North of row 0 is row 4.
func (p Pos) Step(d Dir) Pos {
	switch d {
	case North:
		p.Row = (p.Row + Size - 1) % Size
	case South:
		p.Row = (p.Row + 1) % Size
	case East:
		p.Col = (p.Col + 1) % Size
	case West:
		p.Col = (p.Col + Size - 1) % Size
	}
	return p
}

// OnMap reports whether p is one of the 25 regions.
func (p Pos) OnMap() bool { return p.Row >= 0 && p.Row < Size && p.Col >= 0 && p.Col < Size }

func (p Pos) String() string { return fmt.Sprintf("[%d,%d]", p.Row, p.Col) }

func (p Pos) index() int { return p.Row*Size + p.Col }

func posAt(i int) Pos { return Pos{Row: i / Size, Col: i % Size} }

// MarshalJSON writes [row, column].
func (p Pos) MarshalJSON() ([]byte, error) {
	return fmt.Appendf(nil, "[%d,%d]", p.Row, p.Col), nil
}

// UnmarshalJSON reads [row, column], each 0 to 4.
func (p *Pos) UnmarshalJSON(b []byte) error {
	var rc []json.RawMessage
	if err := json.Unmarshal(b, &rc); err != nil || len(rc) != 2 {
		return errors.New("want [row, column]")
	}
	var q Pos
	for i, dst := range []*int{&q.Row, &q.Col} {
		if err := json.Unmarshal(rc[i], dst); err != nil || string(rc[i]) != fmt.Sprint(*dst) {
			return errors.New("want [row, column] as whole numbers")
		}
	}
	if !q.OnMap() {
		return fmt.Errorf("%v is off the map; rows and columns are 0 to %d", q, Size-1)
	}
	*p = q
	return nil
}

// goldenLess orders options by the Golden Rule (000 L686, L917): the
// closest first, then the furthest North (lowest row), then the furthest
// East (highest column). Rows and columns are the map's own, so two
// different regions never tie (valor-ai.md, "The map").
func goldenLess(da int, a Pos, db int, b Pos) bool {
	if da != db {
		return da < db
	}
	if a.Row != b.Row {
		return a.Row < b.Row
	}
	return a.Col > b.Col
}

func goldenCmp(da int, a Pos, db int, b Pos) int {
	switch {
	case a == b && da == db:
		return 0
	case goldenLess(da, a, db, b):
		return -1
	}
	return 1
}

// Side is what a tile shows on one of its sides.
type Side string

// A tile side is a Hall or a Wall.
const (
	Hall Side = "hall"
	Wall Side = "wall"
)

// UnmarshalJSON accepts only "hall" and "wall".
func (s *Side) UnmarshalJSON(b []byte) error { return unmarshalEnum(b, s, Hall, Wall) }

// Walls are a tile's four sides as placed on the map.
type Walls struct {
	North Side `json:"north"`
	East  Side `json:"east"`
	South Side `json:"south"`
	West  Side `json:"west"`
}

// Side is the side facing d.
func (w Walls) Side(d Dir) Side {
	switch d {
	case North:
		return w.North
	case East:
		return w.East
	case South:
		return w.South
	}
	return w.West
}

// Set makes the side facing d s.
func (w *Walls) Set(d Dir, s Side) {
	switch d {
	case North:
		w.North = s
	case East:
		w.East = s
	case South:
		w.South = s
	default:
		w.West = s
	}
}

// Orientations are the ways a tile may be laid: a Scouter may flip or
// rotate it as long as its long and short sides line up with the other
// tiles (000 L403-405), so: as it is, turned half way, and flipped either
// way. Repeats are dropped; the first is w itself.
func (w Walls) Orientations() []Walls {
	all := []Walls{
		w,
		{North: w.South, East: w.West, South: w.North, West: w.East},
		{North: w.North, East: w.West, South: w.South, West: w.East},
		{North: w.South, East: w.East, South: w.North, West: w.West},
	}
	out := all[:1]
	for _, o := range all[1:] {
		dup := false
		for _, k := range out {
			dup = dup || k == o
		}
		if !dup {
			out = append(out, o)
		}
	}
	return out
}

// TileKind is the special artwork of a tile, if any.
type TileKind string

// The tiles the Villain Round asks about. A plain tile has no kind.
const (
	Portal   TileKind = "portal"    // Minions spawn here (000 L646)
	BaseCamp TileKind = "base_camp" // Defeated Heroes return here (L337)
	Dojo     TileKind = "dojo"      // Heroes train here (L1028)
	Mountain TileKind = "mountain"  // blocks "In View" (L921)
)

var tileKinds = []TileKind{Portal, BaseCamp, Dojo, Mountain}

// Title is the artwork's name for players: "Base Camp"; "Plain" for a
// tile without one.
func (k TileKind) Title() string {
	switch k {
	case "":
		return "Plain"
	case Portal:
		return "Portal"
	case BaseCamp:
		return "Base Camp"
	case Dojo:
		return "Dojo"
	case Mountain:
		return "Mountain"
	}
	return string(k)
}

// UnmarshalJSON accepts only the known kinds.
func (k *TileKind) UnmarshalJSON(b []byte) error { return unmarshalEnum(b, k, tileKinds...) }

// Hero is a Hero or a Sidekick standing in a region: the Minions' enemies.
type Hero struct {
	Name string `json:"name"`
	// Health is the Hero's current Health; spawn placement looks for the
	// least (000 L646). A Sidekick's is its Mini Health die.
	Health int `json:"health"`
	// Sidekick is true for a Sidekick, which is not a Hero for effects that
	// name Heroes (L502): spawn placement, Doom and Poison ignore it.
	Sidekick bool `json:"sidekick,omitempty"`
}

// ActionType is one of the four kinds of Action Roll (000 L283-285).
type ActionType string

// The Action Roll types. Minions attack with the first two.
const (
	Melee      ActionType = "melee"
	Ranged     ActionType = "ranged"
	Magic      ActionType = "magic"
	Corruption ActionType = "corruption"
)

var actionTypes = []ActionType{Melee, Ranged, Magic, Corruption}

// UnmarshalJSON accepts only the four Action Roll types.
func (a *ActionType) UnmarshalJSON(b []byte) error { return unmarshalEnum(b, a, actionTypes...) }

// byType is the one of four things, a row of a Villain board each, that
// goes with Action type t.
func byType[T any](t ActionType, melee, ranged, magic, corruption T) T {
	switch t {
	case Melee:
		return melee
	case Ranged:
		return ranged
	case Magic:
		return magic
	}
	return corruption
}

// Attack is one combat row of a Minion card.
type Attack struct {
	Type ActionType `json:"type"`
	// Power marks the card's Power Action; a card may mark both rows
	// (000 L711).
	Power bool `json:"power,omitempty"`
}

// Ability is a printed special ability the Minion Step looks at.
type Ability string

// The abilities that change how a Minion moves or what its turn leaves.
const (
	Evade    Ability = "evade"    // may leave a region with enemies (L1000)
	Boss     Ability = "boss"     // Evade, and ignores Rockfalls (L628)
	Bomb     Ability = "bomb"     // leaves a Bomb as it ends its turn (L972)
	Rockfall Ability = "rockfall" // leaves a Rockfall as it ends its turn (L1010)
	Doom     Ability = "doom"     // Dooms the Heroes in its region (L994)
	Poison   Ability = "poison"   // Poisons the Heroes in its region (L1002)
)

var abilities = []Ability{Evade, Boss, Bomb, Rockfall, Doom, Poison}

// UnmarshalJSON accepts only the known abilities.
func (a *Ability) UnmarshalJSON(b []byte) error { return unmarshalEnum(b, a, abilities...) }

// MinionSize is the deck a Minion comes from (000 L666).
type MinionSize string

// The three Minion decks, smallest first.
const (
	SizeChump MinionSize = "chump"
	SizeElite MinionSize = "elite"
	SizeBoss  MinionSize = "boss"
)

var sizes = []MinionSize{SizeChump, SizeElite, SizeBoss}

// UnmarshalJSON accepts only the three sizes.
func (s *MinionSize) UnmarshalJSON(b []byte) error { return unmarshalEnum(b, s, sizes...) }

// Minion is a Minion card on the map, with the stats its turn needs as the
// players read them from the card.
type Minion struct {
	Name string     `json:"name"`
	Size MinionSize `json:"size,omitempty"`
	// Actions are its Action Points.
	Actions int `json:"actions"`
	// Attacks are its combat rows: one Melee and/or one Ranged.
	Attacks   []Attack  `json:"attacks"`
	Abilities []Ability `json:"abilities,omitempty"`
}

// Has reports whether the card prints ability a. A Boss has Evade (L628).
func (mn Minion) Has(a Ability) bool {
	for _, h := range mn.Abilities {
		if h == a || (a == Evade && h == Boss) {
			return true
		}
	}
	return false
}

// Region is one revealed tile and everything on it.
type Region struct {
	Walls     Walls    `json:"walls"`
	Tile      TileKind `json:"tile,omitempty"`
	Rockfalls int      `json:"rockfalls,omitempty"`
	Bombs     int      `json:"bombs,omitempty"`
	// Heroes are the Heroes and Sidekicks on the left of the tile (L268).
	Heroes []Hero `json:"heroes,omitempty"`
	// Defender is the Hero or Sidekick chosen this round to take attacks
	// here (L268); empty until one is chosen.
	Defender string `json:"defender,omitempty"`
	// Minions are the stack on the right of the tile, bottom first: the
	// last is the top, the Minions' Defender (L273, L277).
	Minions []Minion `json:"minions,omitempty"`
	// Villain names the Villain when it stands here, always under the
	// Minion stack (L273, L883).
	Villain string `json:"villain,omitempty"`
}

// Map is the Labyrinth. Regions[row][col] is nil where no tile has been
// scouted yet; in JSON such a region is null.
type Map struct {
	Regions [Size][Size]*Region `json:"regions"`
}

// Tiles lists the regions holding a tile, North to South, West to East.
func (m *Map) Tiles() []Pos {
	var out []Pos
	for r := range Size {
		for c := range Size {
			if m.Regions[r][c] != nil {
				out = append(out, Pos{Row: r, Col: c})
			}
		}
	}
	return out
}

// At is the region at p, or nil when p holds no tile.
func (m *Map) At(p Pos) *Region {
	if !p.OnMap() {
		return nil
	}
	return m.Regions[p.Row][p.Col]
}

// Clone is a deep copy: changing it leaves m as it was.
func (m *Map) Clone() *Map {
	c := &Map{}
	for r := range Size {
		for col := range Size {
			g := m.Regions[r][col]
			if g == nil {
				continue
			}
			n := *g
			n.Heroes = append([]Hero(nil), g.Heroes...)
			n.Minions = make([]Minion, len(g.Minions))
			for i, mn := range g.Minions {
				mn.Attacks = append([]Attack(nil), mn.Attacks...)
				mn.Abilities = append([]Ability(nil), mn.Abilities...)
				n.Minions[i] = mn
			}
			if len(g.Minions) == 0 {
				n.Minions = nil
			}
			c.Regions[r][col] = &n
		}
	}
	return c
}

// Neighbour is the region on side d of p and whether the two are
// adjacent: both hold tiles and neither facing side is a Wall (000 L901;
// a Hall that meets a Wall counts as a Wall, L465).
func (m *Map) Neighbour(p Pos, d Dir) (Pos, bool) {
	q := p.Step(d)
	a, b := m.At(p), m.At(q)
	if a == nil || b == nil {
		return q, false
	}
	return q, a.Walls.Side(d) == Hall && b.Walls.Side(d.Opposite()) == Hall
}

// Team is a side of the fight: Heroes with Sidekicks, or the Villain with
// its Minions (000 L903).
type Team int

// The teams. NoTeam moves without enemies: plain distance.
const (
	NoTeam Team = iota
	HeroTeam
	VillainTeam
)

// Mover is whoever moves, for the limits on a path: it may end in, but not
// pass through or leave, a region holding its enemies (000 L258), unless it
// has Evade (L1000). Forced movement has Evade (L915).
type Mover struct {
	Team  Team
	Evade bool
}

// Distance is the fewest steps from one region to another within the
// mover's limits (000 L911 "Closest"), and false when there is no path.
func (m *Map) Distance(from, to Pos, mv Mover) (int, bool) {
	if m.At(from) == nil || m.At(to) == nil {
		return 0, false
	}
	g := m.grid(mv)
	d := g.from(from.index())[to.index()]
	return int(d), d >= 0
}

// Path is the way a mover goes from one region to another: the shortest,
// and among equally short ones the one that turns North first, then East,
// South, West (000 L693, L915). It lists the regions entered, not from;
// false when there is no path.
func (m *Map) Path(from, to Pos, mv Mover) ([]Pos, bool) {
	if m.At(from) == nil || m.At(to) == nil {
		return nil, false
	}
	g := m.grid(mv)
	dist := g.to(to.index())
	if dist[from.index()] < 0 {
		return nil, false
	}
	var out []Pos
	for cur := from.index(); cur != to.index(); {
		cur = g.next(cur, &dist)
		out = append(out, posAt(cur))
	}
	return out, true
}

// regions yields each tile on the map with where it is, North row first,
// West to East; a gap in the map is skipped.
func (m *Map) regions() iter.Seq2[Pos, *Region] {
	return func(yield func(Pos, *Region) bool) {
		for i := range cells {
			p := posAt(i)
			if g := m.At(p); g != nil && !yield(p, g) {
				return
			}
		}
	}
}

// Locate finds a Hero, Sidekick, Minion or the Villain by name.
func (m *Map) Locate(name string) (Pos, bool) {
	for p, g := range m.regions() {
		if g.Villain == name {
			return p, true
		}
		for _, h := range g.Heroes {
			if h.Name == name {
				return p, true
			}
		}
		for _, mn := range g.Minions {
			if mn.Name == name {
				return p, true
			}
		}
	}
	return Pos{}, false
}

func (m *Map) minion(name string) (Pos, int, bool) {
	for p, g := range m.regions() {
		for k, mn := range g.Minions {
			if mn.Name == name {
				return p, k, true
			}
		}
	}
	return Pos{}, 0, false
}

// MoveMinion takes a Minion off its stack and lays it on top of the stack
// at to: a Minion that acts is pulled to the top, and the last to enter a
// region is its Defender (000 L277, L704). to may be where it already is.
func (m *Map) MoveMinion(name string, to Pos) error {
	p, k, ok := m.minion(name)
	if !ok {
		return fmt.Errorf("there is no Minion called %q on the map", name)
	}
	dst := m.At(to)
	if dst == nil {
		return fmt.Errorf("%v holds no tile; a Minion cannot stand there", to)
	}
	src := m.At(p)
	mn := src.Minions[k]
	src.Minions = append(src.Minions[:k], src.Minions[k+1:]...)
	if len(src.Minions) == 0 {
		src.Minions = nil
	}
	dst.Minions = append(dst.Minions, mn)
	return nil
}

// ScoutableHalls are the Halls of the tile at p that lead to a region with
// no tile yet: what a Hero there may Scout (000 L401).
func (m *Map) ScoutableHalls(p Pos) []Dir {
	g := m.At(p)
	if g == nil {
		return nil
	}
	var out []Dir
	for _, d := range dirs {
		if g.Walls.Side(d) == Hall && m.At(p.Step(d)) == nil {
			out = append(out, d)
		}
	}
	return out
}

// Fits reports whether a tile laid as w may fill the empty region p: no
// Hall anywhere on the map may meet a Wall, across the wrapping edges too
// (000 L406).
func (m *Map) Fits(p Pos, w Walls) bool {
	if !p.OnMap() || m.At(p) != nil {
		return false
	}
	for _, d := range dirs {
		n := m.At(p.Step(d))
		if n != nil && (w.Side(d) == Hall) != (n.Walls.Side(d.Opposite()) == Hall) {
			return false
		}
	}
	return true
}

// ClosedOff reports whether no tile can be Scouted any more: every Hall
// meets another tile (000 L449). The Approach of Doom then skips to Day 4
// (L451).
func (m *Map) ClosedOff() bool {
	for i := range cells {
		if len(m.ScoutableHalls(posAt(i))) > 0 {
			return false
		}
	}
	return true
}

// InView reports whether a straight orthogonal line runs from one region to
// the other across revealed tiles, wrapping at the edges, without crossing
// a Wall or passing over a Mountain tile (000 L921). A region is in view of
// itself.
func (m *Map) InView(from, to Pos) bool {
	if m.At(from) == nil || m.At(to) == nil {
		return false
	}
	if from == to {
		return true
	}
	for _, d := range dirs {
		if (d == North || d == South) != (from.Col == to.Col) || (d == East || d == West) != (from.Row == to.Row) {
			continue
		}
		cur := from
		for range Size - 1 {
			next, ok := m.Neighbour(cur, d)
			if !ok {
				break
			}
			if next == to {
				return true
			}
			if m.At(next).Tile == Mountain {
				break
			}
			cur = next
		}
	}
	return false
}

// MaxName is the longest name, in bytes, the engine accepts.
const MaxName = 80

// maxActions bounds a Minion's Action Points: wide enough for any card.
const maxActions = 12

// Check reports the first thing in m that no table could show, naming the
// field as JSON spells it. An illegally placed tile (a Hall meeting a Wall)
// is legal here: that Hall simply counts as a Wall (000 L465).
func (m *Map) Check() error {
	f, err := facts()
	if err != nil {
		return err
	}
	// Field names are built only for an error: Check runs before every plan.
	names := make(map[string]spot, 32)
	name := func(at spot, n string) error {
		switch {
		case strings.TrimSpace(n) == "":
			return fieldf(at.nameField(), "a name is needed")
		case len(n) > MaxName || !utf8.ValidString(n):
			return fieldf(at.nameField(), "names are at most %d bytes of text", MaxName)
		}
		k := strings.ToLower(n)
		if prev, dup := names[k]; dup {
			return fieldf(at.nameField(), "%q is already the name at %s; every Hero, Sidekick and Minion needs its own name", n, prev)
		}
		names[k] = at
		return nil
	}
	rockfalls, bombs := 0, 0
	for r := range Size {
		for c := range Size {
			g := m.Regions[r][c]
			if g == nil {
				continue
			}
			at := spot{r: r, c: c}
			for _, d := range dirs {
				if s := g.Walls.Side(d); s != Hall && s != Wall {
					return fieldf(at.String()+".walls."+d.String(), `want "hall" or "wall"`)
				}
			}
			if g.Tile != "" && !oneOf(g.Tile, tileKinds...) {
				return fieldf(at.String()+".tile", "%s", want(tileKinds))
			}
			if g.Rockfalls < 0 || g.Bombs < 0 {
				return fieldf(at.String(), "token counts cannot be negative")
			}
			if rockfalls += g.Rockfalls; rockfalls > f.RockfallTokens {
				return fieldf(at.String()+".rockfalls", "the map holds more than the %d Rockfall tokens in the box", f.RockfallTokens)
			}
			if bombs += g.Bombs; bombs > f.BombTokens {
				return fieldf(at.String()+".bombs", "the map holds more than the %d Bomb tokens in the box", f.BombTokens)
			}
			defender := g.Defender == ""
			for i, h := range g.Heroes {
				hs := spot{r: r, c: c, kind: "heroes", i: i}
				if err := name(hs, h.Name); err != nil {
					return err
				}
				switch {
				case h.Sidekick && (h.Health < 1 || h.Health > f.SidekickMaxHealth):
					return fieldf(hs.String()+".health", "a Sidekick on the map has 1 to %d Health", f.SidekickMaxHealth)
				case h.Health < 1 || h.Health > maxHits:
					return fieldf(hs.String()+".health", "a Hero on the map has 1 to %d Health; a Defeated Hero waits in the Villain Loot Stash", maxHits)
				}
				defender = defender || h.Name == g.Defender
			}
			if !defender {
				return fieldf(at.String()+".defender", "%q is not among the Heroes and Sidekicks in this region", g.Defender)
			}
			for i, mn := range g.Minions {
				if err := mn.check(spot{r: r, c: c, kind: "minions", i: i}, name); err != nil {
					return err
				}
			}
			if g.Villain != "" {
				if err := name(spot{r: r, c: c, kind: "villain", i: -1}, g.Villain); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// spot is a place in a Map's JSON: a region, or a Hero or Minion in it.
type spot struct {
	r, c int
	kind string // "", "heroes", "minions" or "villain"
	i    int
}

func (s spot) String() string {
	switch {
	case s.kind == "":
		return fmt.Sprintf("regions[%d][%d]", s.r, s.c)
	case s.i < 0:
		return fmt.Sprintf("regions[%d][%d].%s", s.r, s.c, s.kind)
	}
	return fmt.Sprintf("regions[%d][%d].%s[%d]", s.r, s.c, s.kind, s.i)
}

// nameField is the field holding the name at s.
func (s spot) nameField() string {
	if s.kind == "villain" {
		return s.String()
	}
	return s.String() + ".name"
}

func (mn Minion) check(at spot, name func(spot, string) error) error {
	if err := name(at, mn.Name); err != nil {
		return err
	}
	if mn.Size != "" && !oneOf(mn.Size, sizes...) {
		return fieldf(at.String()+".size", "%s", want(sizes))
	}
	if mn.Actions < 0 || mn.Actions > maxActions {
		return fieldf(at.String()+".actions", "Action Points are 0 to %d", maxActions)
	}
	if len(mn.Attacks) < 1 || len(mn.Attacks) > 2 {
		return fieldf(at.String()+".attacks", "a Minion card has one or two combat rows (Melee, Ranged)")
	}
	power := 0
	for i, a := range mn.Attacks {
		if a.Type != Melee && a.Type != Ranged {
			return fieldf(fmt.Sprintf("%s.attacks[%d].type", at, i), `want "melee" or "ranged"`)
		}
		if i == 1 && mn.Attacks[0].Type == a.Type {
			return fieldf(fmt.Sprintf("%s.attacks[%d].type", at, i), "the card already has a %s row", a.Type)
		}
		if a.Power {
			power++
		}
	}
	if power == 0 {
		return fieldf(at.String()+".attacks", "mark the Power Action (\"power\": true); the Minion Step moves to bring it in range")
	}
	for i, a := range mn.Abilities {
		if !oneOf(a, abilities...) {
			return fieldf(fmt.Sprintf("%s.abilities[%d]", at, i), "%s", want(abilities))
		}
		for _, b := range mn.Abilities[:i] {
			if a == b {
				return fieldf(fmt.Sprintf("%s.abilities[%d]", at, i), "%q is listed twice", a)
			}
		}
	}
	return nil
}

// grid is the map reduced to what a path search needs, for one mover.
type grid struct {
	adj [cells][4]int8 // the adjacent region on each side, or -1
	// stuck marks regions the mover cannot leave: they hold its enemies and
	// it has no Evade.
	stuck [cells]bool
}

func (m *Map) grid(mv Mover) *grid {
	g := &grid{}
	m.fillGrid(g, mv)
	return g
}

func (m *Map) fillGrid(g *grid, mv Mover) {
	for i := range cells {
		p := posAt(i)
		for _, d := range dirs {
			g.adj[i][d] = -1
			if q, ok := m.Neighbour(p, d); ok {
				g.adj[i][d] = int8(q.index())
			}
		}
		r := m.At(p)
		g.stuck[i] = r != nil && !mv.Evade && hostile(r, mv.Team)
	}
}

// hostile reports whether r holds enemies of team.
func hostile(r *Region, team Team) bool {
	switch team {
	case VillainTeam:
		return len(r.Heroes) > 0
	case HeroTeam:
		return len(r.Minions) > 0 || r.Villain != ""
	}
	return false
}

// from is the distance from s to every region, -1 where none leads.
func (g *grid) from(s int) [cells]int8 { return g.spread(s, false) }

// to is the distance from every region to t, -1 where none leads: the same
// search run backward from t, regions being adjacent both ways.
func (g *grid) to(t int) [cells]int8 { return g.spread(t, true) }

// spread is a breadth-first search from start. A stuck region is left by
// no step: searching forward it is reached but not passed; backward no
// step from it leads on toward start.
func (g *grid) spread(start int, backward bool) [cells]int8 {
	var dist [cells]int8
	for i := range dist {
		dist[i] = -1
	}
	var queue [cells]int8
	dist[start], queue[0] = 0, int8(start)
	for head, tail := 0, 1; head < tail; head++ {
		u := int(queue[head])
		if !backward && g.stuck[u] {
			continue
		}
		for _, v := range g.adj[u] {
			if v >= 0 && dist[v] < 0 && !(backward && g.stuck[v]) {
				dist[v] = dist[u] + 1
				queue[tail] = v
				tail++
			}
		}
	}
	return dist
}

// next is the step from cur toward the target whose distances are dist:
// the first of North, East, South, West that gets one step closer.
func (g *grid) next(cur int, dist *[cells]int8) int {
	for _, d := range dirs {
		if v := g.adj[cur][d]; v >= 0 && dist[v] == dist[cur]-1 {
			return int(v)
		}
	}
	panic("labyrinth: no step toward the target from a region with a distance")
}
