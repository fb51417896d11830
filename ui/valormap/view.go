// Package valormap draws the Labyrinth of Valor & Villainy: Lludwik's
// Labyrinth as it lies on the table, 5 x 5 regions, for a phone or a tablet.
//
// View is the map: each region shows at a glance what stands on it (Walls,
// the tile's artwork, Heroes and Sidekicks on the left, the Minion stack on
// the right, tokens), and a tap on a region reports it, so the caller can
// open it (Describe gives the lines to show), place a tile there or finish a
// tap-and-tap move. Highlight marks regions for the players (ties the rules
// leave to them, a Minion's target, where a piece may go) and SetPath or
// ShowTurn draws a Minion's way across the map.
//
// The package only draws: it never changes the map it is given. Rule lines
// ("000 L268") are those of the Lludwik's Labyrinth rulebook, read as
// ../shared/design/valor-ai.md settles it.
package valormap

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor/labyrinth"
)

// HighlightKind is why a region is marked on the map.
type HighlightKind int

// The kinds of marks, each drawn in its own colour.
const (
	// Choice marks options the rules leave to the players (a tie the
	// Golden Rule does not settle, L686): one of them is to be tapped.
	Choice HighlightKind = iota + 1
	// Target marks a Minion's target (000 L682).
	Target
	// Destination marks where the selected piece may go in a tap-and-tap
	// move, or where a scouted tile may be laid.
	Destination
)

func (k HighlightKind) String() string {
	switch k {
	case Choice:
		return "choice"
	case Target:
		return "target"
	case Destination:
		return "destination"
	}
	return "none"
}

// View draws a labyrinth.Map. Regions are squares fitted to the space the
// view is given, at least a touch target each (MinSize); the grid is drawn
// at the top of that space, centred across it, with the row and column
// numbers the plans use ("[2,3]") along its top and left edges. Give it the
// room to fill (the centre of a Border), as a VBox gives it only MinSize.
//
// Call its methods on Fyne's goroutine, like any widget's.
type View struct {
	widget.BaseWidget

	// OnTapped is called with the region tapped, scouted or not.
	OnTapped func(labyrinth.Pos)

	m         labyrinth.Map
	wounded   map[string]bool
	highlight map[labyrinth.Pos]HighlightKind
	selected  *labyrinth.Pos
	path      []labyrinth.Pos
	// drawn are the pieces the last drawing showed by their short name;
	// legend is LegendLabel's line, once asked for.
	drawn  map[string]bool
	legend *widget.Label
	// titles names the tiles, when the game renames one (SetTileTitles).
	titles TileTitles
}

// TileTitles names a tile kind as the game shown calls it, such as Base
// Camp's tile once the Fortified Camp replaces it (valor.State.TileTitle).
// A nil TileTitles names each kind by its artwork.
type TileTitles func(labyrinth.TileKind) string

// of is k's name.
func (f TileTitles) of(k labyrinth.TileKind) string {
	if f == nil {
		return k.Title()
	}
	return f(k)
}

var (
	_ fyne.Widget   = (*View)(nil)
	_ fyne.Tappable = (*View)(nil)
)

// New is a view of m. The view keeps its own copy: change the map and call
// SetMap to show the change.
func New(m labyrinth.Map) *View {
	v := &View{m: *m.Clone(), highlight: map[labyrinth.Pos]HighlightKind{}, wounded: map[string]bool{}}
	v.ExtendBaseWidget(v)
	return v
}

// SetMap shows m (a copy of it). Highlights, the selection and the path
// stay: clear them when they no longer apply.
func (v *View) SetMap(m labyrinth.Map) {
	v.m = *m.Clone()
	v.Refresh()
}

// SetTileTitles names the tiles drawn as f does.
func (v *View) SetTileTitles(f TileTitles) {
	v.titles = f
	v.Refresh()
}

// Map is a copy of the map shown.
func (v *View) Map() labyrinth.Map { return *v.m.Clone() }

// SetWounded names the Minions lying Wounded side up (000 L302): they are
// drawn flipped, light with a dark rim. labyrinth.Minion does not record it,
// so the caller says which; names not on the map are ignored.
func (v *View) SetWounded(names ...string) {
	v.wounded = make(map[string]bool, len(names))
	for _, n := range names {
		v.wounded[n] = true
	}
	v.Refresh()
}

// Wounded reports whether the Minion called name is drawn Wounded.
func (v *View) Wounded(name string) bool { return v.wounded[name] }

// Highlight marks each of positions as kind, replacing any mark they had.
// Positions off the map are ignored.
func (v *View) Highlight(positions []labyrinth.Pos, kind HighlightKind) {
	if v.highlight == nil {
		v.highlight = map[labyrinth.Pos]HighlightKind{}
	}
	for _, p := range positions {
		if p.OnMap() {
			v.highlight[p] = kind
		}
	}
	v.Refresh()
}

// ClearHighlights removes the marks of the given kinds, or every mark when
// no kind is given.
func (v *View) ClearHighlights(kinds ...HighlightKind) {
	for p, k := range v.highlight {
		if len(kinds) == 0 || slices.Contains(kinds, k) {
			delete(v.highlight, p)
		}
	}
	v.Refresh()
}

// Highlighted is the mark on p, and false when it has none.
func (v *View) Highlighted(p labyrinth.Pos) (HighlightKind, bool) {
	k, ok := v.highlight[p]
	return k, ok
}

// Select marks p as the region picked first in a tap-and-tap move (the
// piece to move stands there); the caller moves it on the second tap.
func (v *View) Select(p labyrinth.Pos) {
	if !p.OnMap() {
		return
	}
	v.selected = &p
	v.Refresh()
}

// Unselect clears the selection.
func (v *View) Unselect() {
	v.selected = nil
	v.Refresh()
}

// Selected is the selected region, and false when there is none.
func (v *View) Selected() (labyrinth.Pos, bool) {
	if v.selected == nil {
		return labyrinth.Pos{}, false
	}
	return *v.selected, true
}

// SetPath draws a way across the map through the regions' centres: the
// first position is where the mover stands, each next one a region entered,
// numbered 1, 2, ... in order. A step across an edge of the map, which
// wraps (000 L443), leaves by one edge and comes back in by the other. A
// path of fewer than two positions, or nil, clears it.
func (v *View) SetPath(path []labyrinth.Pos) {
	v.path = nil
	if len(path) >= 2 {
		for _, p := range path {
			if !p.OnMap() {
				v.Refresh()
				return
			}
		}
		v.path = slices.Clone(path)
	}
	v.Refresh()
}

// Path is the path drawn, its start first.
func (v *View) Path() []labyrinth.Pos { return slices.Clone(v.path) }

// ShowTurn draws a planned Minion turn: its path (where it stands, then
// every region its Moves enter) and its target's region marked Target.
// Earlier Target marks are cleared; a turn with no target and no move
// leaves the map without either.
func (v *View) ShowTurn(t labyrinth.Turn) {
	v.ClearHighlights(Target)
	if t.Target != nil {
		v.highlight[t.Target.Region] = Target
	}
	v.SetPath(TurnPath(t))
}

// TurnPath is where a planned turn starts followed by each region its
// Moves enter, in order (a Step's Path lists regions entered, not left).
func TurnPath(t labyrinth.Turn) []labyrinth.Pos {
	out := []labyrinth.Pos{t.From}
	for _, s := range t.Steps {
		if s.Kind == labyrinth.StepMove {
			out = append(out, s.Path...)
		}
	}
	return out
}

// Tapped reports the region under the tap to OnTapped.
func (v *View) Tapped(e *fyne.PointEvent) {
	p, ok := v.RegionAt(e.Position)
	if ok && v.OnTapped != nil {
		v.OnTapped(p)
	}
}

// RegionAt is the region under pos, a position within the view, and false
// when pos lies outside the grid (on the row and column numbers).
func (v *View) RegionAt(pos fyne.Position) (labyrinth.Pos, bool) {
	g := v.fit(v.Size())
	c, r := (pos.X-g.x)/g.cell, (pos.Y-g.y)/g.cell
	if c < 0 || r < 0 || c >= labyrinth.Size || r >= labyrinth.Size {
		return labyrinth.Pos{}, false
	}
	return labyrinth.Pos{Row: int(r), Col: int(c)}, true
}

// RegionBounds is the square p covers within the view: its top-left
// corner and its size. The whole square is p's tap target.
func (v *View) RegionBounds(p labyrinth.Pos) (fyne.Position, fyne.Size) {
	g := v.fit(v.Size())
	return g.origin(p), fyne.NewSquareSize(g.cell)
}

// MinSize gives every region a touch target's height (52, as the app's
// buttons), with room for the row and column numbers.
func (v *View) MinSize() fyne.Size {
	v.ExtendBaseWidget(v)
	return fyne.NewSquareSize(labyrinth.Size*minCell + v.margin())
}

// CreateRenderer is Fyne's hook: it draws the map.
func (v *View) CreateRenderer() fyne.WidgetRenderer {
	v.ExtendBaseWidget(v)
	return &renderer{v: v}
}

const (
	// minCell is the least side of a region: a touch target (ui's
	// touchHeight).
	minCell = 52
	// margin is the strip for row and column numbers, at normal text.
	margin = 14
)

// geometry is where the grid lies within the view.
type geometry struct {
	x, y float32 // the top-left corner of region [0,0]
	cell float32
}

// textScale is the player's text size against the normal one: the map's
// words, numbers and chips grow with the app's.
func (v *View) textScale() float32 {
	return max(theme.SizeForWidget(theme.SizeNameText, v)/normalText, 1)
}

// normalText is Fyne's text size at normal text.
const normalText = 14

// margin is the strip for row and column numbers at the player's text size.
func (v *View) margin() float32 { return margin * v.textScale() }

func (v *View) fit(size fyne.Size) geometry {
	m := v.margin()
	side := min(size.Width, size.Height) - m
	cell := max(side/labyrinth.Size, 1)
	grid := cell * labyrinth.Size
	return geometry{x: m + max(size.Width-m-grid, 0)/2, y: m, cell: cell}
}

func (g geometry) origin(p labyrinth.Pos) fyne.Position {
	return fyne.NewPos(g.x+float32(p.Col)*g.cell, g.y+float32(p.Row)*g.cell)
}

func (g geometry) centre(p labyrinth.Pos) fyne.Position {
	return g.origin(p).AddXY(g.cell/2, g.cell/2)
}
