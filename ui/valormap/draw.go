package valormap

import (
	"fmt"
	"image/color"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"tableside/tracker/valor/labyrinth"
)

// The map keeps its own colours in both themes: it is cardboard, not
// chrome. Each kind of thing has one colour, and a letter or a name on it.
var (
	colUnscouted   = rgb(0x4b, 0x50, 0x58)
	colUnscoutedQ  = rgb(0x8a, 0x91, 0x9b)
	colWall        = rgb(0x2b, 0x21, 0x18)
	colHero        = rgb(0x1f, 0x5f, 0xad)
	colSidekick    = rgb(0x9c, 0xcd, 0xf0)
	colSidekickTxt = rgb(0x0d, 0x2f, 0x55)
	colVillain     = rgb(0x2a, 0x14, 0x36)
	colVillainTxt  = rgb(0xf2, 0xc1, 0x4e)
	colDefender    = rgb(0xf2, 0xb7, 0x05)
	colRockfall    = rgb(0x7a, 0x71, 0x67)
	colBomb        = rgb(0x11, 0x11, 0x11)
	colBombTxt     = rgb(0xff, 0x8a, 0x3d)
	colCount       = rgb(0xa0, 0x1e, 0x14)
	colMore        = rgb(0x55, 0x55, 0x55)
	colPath        = rgb(0xe6, 0x51, 0x00)
	colSelected    = rgb(0x00, 0x8c, 0xe0)
	colWhite       = rgb(0xff, 0xff, 0xff)
	colTable       = rgb(0x9a, 0x92, 0x84)
)

// tileLook is how a tile kind is drawn: its ground, and its name in full
// and short, in a darker shade of the ground.
type tileLook struct {
	ground, ink color.NRGBA
	long, short string
}

var tileLooks = map[labyrinth.TileKind]tileLook{
	"":                 {ground: rgb(0xee, 0xe4, 0xcd)},
	labyrinth.Portal:   {rgb(0xda, 0xc8, 0xf0), rgb(0x5a, 0x2d, 0x8c), "PORTAL", "PORTAL"},
	labyrinth.BaseCamp: {rgb(0xcf, 0xe8, 0xc4), rgb(0x2c, 0x6a, 0x26), "BASE CAMP", "CAMP"},
	labyrinth.Dojo:     {rgb(0xf6, 0xd6, 0xae), rgb(0x8a, 0x4a, 0x10), "DOJO", "DOJO"},
	labyrinth.Mountain: {rgb(0xcc, 0xc9, 0xc1), rgb(0x4d, 0x4a, 0x44), "MOUNTAIN", "MTN"},
}

func look(k labyrinth.TileKind) tileLook {
	if l, ok := tileLooks[k]; ok {
		return l
	}
	return tileLooks[""]
}

// minionColour shades a Minion by its deck: the bigger, the darker.
func minionColour(s labyrinth.MinionSize) color.NRGBA {
	switch s {
	case labyrinth.SizeElite:
		return rgb(0x96, 0x2d, 0x22)
	case labyrinth.SizeBoss:
		return rgb(0x5e, 0x12, 0x12)
	}
	return rgb(0xc0, 0x39, 0x2b)
}

var highlightColours = map[HighlightKind]color.NRGBA{
	Choice:      rgb(0xf3, 0x9c, 0x12),
	Target:      rgb(0xe0, 0x1e, 0x4a),
	Destination: rgb(0x1e, 0x9e, 0x5a),
}

func rgb(r, g, b uint8) color.NRGBA { return color.NRGBA{R: r, G: g, B: b, A: 0xff} }

func fade(c color.NRGBA, a uint8) color.NRGBA { c.A = a; return c }

// renderer rebuilds the view's canvas objects whenever it is laid out or
// refreshed: 25 regions of a few shapes each are cheap to draw afresh, and
// nothing drawn can fall out of step with the map.
type renderer struct {
	v       *View
	objects []fyne.CanvasObject
}

func (r *renderer) Destroy()                     {}
func (r *renderer) MinSize() fyne.Size           { return r.v.MinSize() }
func (r *renderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *renderer) Layout(size fyne.Size)        { r.build(size) }

func (r *renderer) Refresh() {
	r.build(r.v.Size())
	canvas.Refresh(r.v)
}

// painter collects the objects of one drawing.
type painter struct {
	v *View
	// short are the pieces' short names, for chips too narrow for a name.
	short map[string]string
	g     geometry
	// layers are drawn in order: the tiles, a path's line, what stands on
	// the tiles, and the marks and a path's numbers on top.
	layers [4][]fyne.CanvasObject
	layer  int
	fs     float32 // text size in the regions
	chip   float32 // chip height
	scale  float32 // the player's text size against normal
	// used are the pieces shown by their short name, for the legend.
	used map[string]bool
}

func (r *renderer) build(size fyne.Size) {
	g := r.v.fit(size)
	k := r.v.textScale()
	p := &painter{v: r.v, g: g, short: ShortNames(r.v.m), scale: k, used: map[string]bool{}}
	// The text follows the player's text size, as far as a region still
	// holds its band and two rows of chips.
	p.fs = min(min(max(g.cell*0.155, 10), 15)*k, max(g.cell*0.21, 10))
	p.chip = p.fs * 1.25
	p.numbers()
	// The table under the tiles, the same in both themes: the hairlines
	// between tiles and the dark Walls show against it.
	p.rect(colTable, g.x, g.y, g.cell*labyrinth.Size, g.cell*labyrinth.Size)
	for row := range labyrinth.Size {
		for col := range labyrinth.Size {
			p.region(labyrinth.Pos{Row: row, Col: col})
		}
	}
	p.path()
	r.objects = slices.Concat(p.layers[:]...)
	r.v.shortUsed(p.used)
}

const (
	layerTiles = iota
	layerLines
	layerStandees
	layerMarks
)

func (p *painter) add(o ...fyne.CanvasObject) { p.layers[p.layer] = append(p.layers[p.layer], o...) }

func (p *painter) rect(fill color.Color, x, y, w, h float32) *canvas.Rectangle {
	r := canvas.NewRectangle(fill)
	r.Move(fyne.NewPos(x, y))
	r.Resize(fyne.NewSize(w, h))
	p.add(r)
	return r
}

// text draws s in the box (x, y, w, h): centred across its height, aligned
// across its width.
func (p *painter) text(s string, c color.Color, size float32, bold bool, align fyne.TextAlign, x, y, w, h float32) {
	t := canvas.NewText(s, c)
	t.TextSize = size
	t.TextStyle = fyne.TextStyle{Bold: bold}
	t.Alignment = align
	th := fyne.MeasureText(s, size, t.TextStyle).Height
	t.Move(fyne.NewPos(x, y+(h-th)/2))
	t.Resize(fyne.NewSize(w, th))
	p.add(t)
}

func width(s string, size float32) float32 {
	return fyne.MeasureText(s, size, fyne.TextStyle{Bold: true}).Width
}

// numbers are the row and column numbers along the grid's top and left.
func (p *painter) numbers() {
	fg := theme.ColorForWidget(theme.ColorNameForeground, p.v)
	for i := range labyrinth.Size {
		n := strconv.Itoa(i)
		at := float32(i) * p.g.cell
		m, fs := p.v.margin(), 10*p.scale
		p.text(n, fg, fs, false, fyne.TextAlignCenter, p.g.x+at, 0, p.g.cell, m)
		p.text(n, fg, fs, false, fyne.TextAlignCenter, p.g.x-m, p.g.y+at, m, p.g.cell)
	}
}

func (p *painter) region(pos labyrinth.Pos) {
	o := p.g.origin(pos)
	s := p.g.cell
	// A hairline of the table between tiles shows the grid.
	x, y, w := o.X+0.5, o.Y+0.5, s-1
	reg := p.v.m.At(pos)
	if reg == nil {
		p.rect(colUnscouted, x, y, w, w)
		p.text("?", colUnscoutedQ, p.fs*1.6, true, fyne.TextAlignCenter, x, y, w, w)
		p.marks(pos, x, y, w)
		return
	}
	lk := look(reg.Tile)
	p.rect(lk.ground, x, y, w, w)
	if k, ok := p.v.highlight[pos]; ok {
		p.rect(fade(highlightColours[k], 0x55), x, y, w, w)
	}
	if sel := p.v.selected; sel != nil && *sel == pos {
		p.rect(fade(colSelected, 0x40), x, y, w, w)
	}
	wall := max(3, s*0.06)
	for _, d := range []labyrinth.Dir{labyrinth.North, labyrinth.East, labyrinth.South, labyrinth.West} {
		if reg.Walls.Side(d) != labyrinth.Wall {
			continue
		}
		switch d {
		case labyrinth.North:
			p.rect(colWall, x, y, w, wall)
		case labyrinth.South:
			p.rect(colWall, x, y+w-wall, w, wall)
		case labyrinth.West:
			p.rect(colWall, x, y, wall, w)
		case labyrinth.East:
			p.rect(colWall, x+w-wall, y, wall, w)
		}
	}
	p.layer = layerStandees
	pad := wall + max(1, s*0.015)
	ix, iy, iw := x+pad, y+pad, w-2*pad
	band := p.fs * 1.1
	// The band: the tile's artwork on the left, the stack's count on the right.
	count := ""
	if n := len(reg.Minions); n > 1 {
		count = fmt.Sprintf("×%d", n)
	}
	cw := width(count, p.fs)
	// A region on a drawn path has its ring or number in the same corner
	// (path): the artwork's name leaves it room.
	room := cw
	if len(p.v.path) >= 2 && slices.Contains(p.v.path, pos) {
		room += p.fs*1.3 + max(1, p.g.cell*0.04)
	}
	if lk.long != "" {
		label := lk.long
		if t := p.v.titles.of(reg.Tile); t != reg.Tile.Title() {
			label = strings.ToUpper(t) // the Fortified Camp's tile (000 L1235)
		}
		if width(label, p.fs) > iw-room-2 {
			label = lk.short
		}
		// Still too long beside a path's number or a count: smaller, but
		// whole ("PORTAL", never "PORTA."), down to two thirds.
		fs := p.fs
		for fs > p.fs*2/3 && width(label, fs) > iw-room-2 {
			fs -= 0.5
		}
		p.text(label, lk.ink, fs, true, fyne.TextAlignLeading, ix, iy, iw, band)
	}
	if count != "" {
		p.text(count, colCount, p.fs, true, fyne.TextAlignTrailing, ix, iy, iw, band)
	}
	top := iy + band + 1
	p.columns(reg, ix, top, iw, y+w-pad-top)
	p.marks(pos, x, y, w)
}

// chipSpec is one standee or token drawn as a rounded chip with a label.
type chipSpec struct {
	name     string // fitted to the chip: whole if it fits, else initials
	fill     color.Color
	ink      color.Color
	rim      color.Color // nil for none
	defender bool
}

// columns lays out Heroes and Sidekicks on the left, top down; the Minion
// stack on the right, bottom up, the Villain lowest (000 L268-273); and
// the tokens in a row at the foot.
func (p *painter) columns(reg *labyrinth.Region, x, y, w, h float32) {
	gap := max(1, p.chip*0.08)
	colW := (w - gap*2) / 2
	slots := max(int((h+gap)/(p.chip+gap)), 1)
	step := p.chip + gap

	var left []chipSpec
	for _, hr := range reg.Heroes {
		c := chipSpec{name: hr.Name, fill: colHero, ink: colWhite, defender: hr.Name == reg.Defender}
		if hr.Sidekick {
			c.fill, c.ink = colSidekick, colSidekickTxt
		}
		left = append(left, c)
	}
	var tokens []chipSpec
	if reg.Rockfalls > 0 {
		tokens = append(tokens, chipSpec{name: tokenLabel("R", reg.Rockfalls), fill: colRockfall, ink: colWhite})
	}
	if reg.Bombs > 0 {
		tokens = append(tokens, chipSpec{name: tokenLabel("B", reg.Bombs), fill: colBomb, ink: colBombTxt})
	}
	if len(tokens) > 0 && slots > 1 {
		slots--
		tx := x
		for _, t := range tokens {
			tx += p.chipAt(t, tx, y+float32(slots)*step, w, false) + p.fs*0.3
		}
	}
	// A side with nothing across from it may take the region's width.
	heroW, stackW := colW, colW
	if len(reg.Minions) == 0 && reg.Villain == "" {
		heroW = w
	}
	if len(left) == 0 {
		stackW = w
	}
	for i, c := range fitColumn(left, slots) {
		p.chipAt(c, x, y+float32(i)*step, heroW, false)
	}

	// The stack bottom first, as drawn from the foot up: the Villain at the
	// bottom when it stands here, the Minions' Defender on top
	// (labyrinth.Region.StackTopFirst, MinionDefender).
	top, _ := reg.MinionDefender()
	order := reg.StackTopFirst()
	stack := make([]chipSpec, 0, len(order))
	for i := len(order) - 1; i >= 0; i-- {
		name := order[i]
		if reg.Villain != "" && i == len(order)-1 {
			stack = append(stack, chipSpec{name: name, fill: colVillain, ink: colVillainTxt})
			continue
		}
		c := chipSpec{name: name, fill: minionColour(minionNamed(*reg, name).Size), ink: colWhite, defender: name == top}
		if p.v.wounded[name] {
			// Flipped to the Wounded side: the card's colour turns to its rim.
			c.fill, c.ink, c.rim = rgb(0xfb, 0xe6, 0xe2), c.fill, c.fill
		}
		stack = append(stack, c)
	}
	shown := fitStack(stack, slots, reg.Villain != "")
	for i, c := range shown {
		p.chipAt(c, x+w-stackW, y+float32(slots-1-i)*step, stackW, true)
	}
}

// fitColumn keeps the head of cs that fits in n slots: when some do not,
// the last slot says how many more there are.
func fitColumn(cs []chipSpec, n int) []chipSpec {
	switch {
	case n < 1:
		return nil
	case len(cs) <= n:
		return cs
	}
	return append(cs[:n-1:n-1], more(len(cs)-(n-1)))
}

// fitStack keeps what of a stack (bottom first) fits in n slots: its top,
// the Minions' Defender, and the Villain at the bottom (when villain), with
// the count of those hidden between them.
func fitStack(cs []chipSpec, n int, villain bool) []chipSpec {
	switch {
	case n < 1:
		return nil
	case len(cs) <= n:
		return cs
	case !villain || n < 3:
		return append([]chipSpec{more(len(cs) - (n - 1))}, cs[len(cs)-(n-1):]...)
	}
	out := []chipSpec{cs[0], more(len(cs) - (n - 1))}
	return append(out, cs[len(cs)-(n-2):]...)
}

func more(n int) chipSpec {
	return chipSpec{name: "+" + strconv.Itoa(n), fill: colMore, ink: colWhite}
}

func tokenLabel(letter string, n int) string {
	if n == 1 {
		return letter
	}
	return letter + strconv.Itoa(n)
}

// chipAt draws a chip in the box (x, y, w): as wide as its label needs,
// up to w, against the box's left edge or, when right, its right edge. It
// returns the chip's width.
func (p *painter) chipAt(c chipSpec, x, y, w float32, right bool) float32 {
	room := p.fs * 0.4
	label := c.name
	if width(label, p.fs) > w-room {
		// Too long to show whole: the short name the legend spells out.
		if s, ok := p.short[c.name]; ok {
			label = s
			p.used[c.name] = true
		}
		label = fitName(label, w-room, p.fs)
	}
	cw := min(max(width(label, p.fs)+room, p.chip*1.2), w)
	if right {
		x += w - cw
	}
	r := p.rect(c.fill, x, y, cw, p.chip)
	r.CornerRadius = p.chip * 0.25
	if c.rim != nil {
		r.StrokeColor, r.StrokeWidth = c.rim, max(1.5, p.fs*0.12)
	}
	if c.defender {
		r.StrokeColor, r.StrokeWidth = colDefender, max(2, p.fs*0.2)
	}
	p.text(label, c.ink, p.fs, true, fyne.TextAlignCenter, x, y, cw, p.chip)
	return cw
}

// marks draws the selection and the highlight's rim over a region.
func (p *painter) marks(pos labyrinth.Pos, x, y, w float32) {
	p.layer = layerMarks
	defer func() { p.layer = layerTiles }()
	rim := max(3, p.g.cell*0.05)
	if k, ok := p.v.highlight[pos]; ok {
		r := p.rect(color.Transparent, x+rim/2, y+rim/2, w-rim, w-rim)
		r.StrokeColor, r.StrokeWidth = highlightColours[k], rim
		if p.v.m.At(pos) == nil {
			// An empty region gets the fill too: a place for a tile.
			r.FillColor = fade(highlightColours[k], 0x66)
		}
	}
	if sel := p.v.selected; sel != nil && *sel == pos {
		in := rim * 1.5
		r := p.rect(color.Transparent, x+in/2, y+in/2, w-in, w-in)
		r.StrokeColor, r.StrokeWidth = colSelected, in
	}
}

// path draws the path's line, a ring where it starts and a numbered disc on
// each region entered.
func (p *painter) path() {
	path := p.v.path
	if len(path) < 2 {
		return
	}
	lw := max(3, p.g.cell*0.06)
	p.layer = layerLines
	for i := 1; i < len(path); i++ {
		for _, seg := range p.segments(path[i-1], path[i]) {
			l := canvas.NewLine(fade(colPath, 0xc0))
			l.StrokeWidth = lw
			l.Position1, l.Position2 = seg[0], seg[1]
			p.add(l)
		}
	}
	p.layer = layerMarks
	d := p.fs * 1.3
	// The ring and the numbers sit in the regions' top right corners, off
	// the names on the chips, which fill the regions from their left and
	// bottom; the line still joins the centres.
	corner := func(q labyrinth.Pos) fyne.Position {
		inset := d/2 + max(1, p.g.cell*0.04)
		if reg := p.v.m.At(q); reg != nil && len(reg.Minions) > 1 {
			// Left of the stack's count ("×3"), which keeps the corner.
			inset += width(fmt.Sprintf("×%d", len(reg.Minions)), p.fs) + 2
		}
		return p.g.centre(q).AddXY(p.g.cell/2-inset, -p.g.cell/2+inset)
	}
	start := canvas.NewCircle(colWhite)
	start.StrokeColor, start.StrokeWidth = colPath, lw
	c := corner(path[0])
	start.Position1, start.Position2 = c.SubtractXY(d/2, d/2), c.AddXY(d/2, d/2)
	p.add(start)
	for i, q := range path[1:] {
		c := corner(q)
		disc := canvas.NewCircle(colPath)
		disc.StrokeColor, disc.StrokeWidth = colWhite, 1.5
		disc.Position1, disc.Position2 = c.SubtractXY(d/2, d/2), c.AddXY(d/2, d/2)
		p.add(disc)
		p.text(strconv.Itoa(i+1), colWhite, p.fs, true, fyne.TextAlignCenter, c.X-d/2, c.Y-d/2, d, d)
	}
}

// segments are the lines from a's centre to b's. Neighbours across the
// map's edge (it wraps, 000 L443) are joined off one edge and back in by
// the other, not across the whole map.
func (p *painter) segments(a, b labyrinth.Pos) [][2]fyne.Position {
	ca, cb := p.g.centre(a), p.g.centre(b)
	half := p.g.cell / 2
	for _, d := range []labyrinth.Dir{labyrinth.North, labyrinth.East, labyrinth.South, labyrinth.West} {
		if a.Step(d) != b {
			continue
		}
		var dx, dy float32
		switch d {
		case labyrinth.North:
			dy = -1
		case labyrinth.South:
			dy = 1
		case labyrinth.East:
			dx = 1
		case labyrinth.West:
			dx = -1
		}
		if a.Row-b.Row < 2 && b.Row-a.Row < 2 && a.Col-b.Col < 2 && b.Col-a.Col < 2 {
			break // plain neighbours
		}
		return [][2]fyne.Position{{ca, ca.AddXY(dx*half, dy*half)}, {cb.SubtractXY(dx*half, dy*half), cb}}
	}
	return [][2]fyne.Position{{ca, cb}}
}
