package kit

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// ChartLine is one named line of a Chart.
type ChartLine struct {
	Name   string
	Points []ChartPoint // in order of X
	// Bold draws the line thicker: the one the eye should find first.
	Bold bool
}

// ChartPoint is a value Y at X.
type ChartPoint struct{ X, Y float32 }

// ChartTick is a label under the X axis at X ("2" where round 2 began).
type ChartTick struct {
	X     float32
	Label string
}

// ChartData is what a Chart draws.
type ChartData struct {
	Lines []ChartLine
	// XTicks are labelled along the X axis; labels that would overlap
	// their left neighbour are left out, so many rounds stay readable on
	// a phone.
	XTicks []ChartTick
	// XTitle names the X axis, under its labels ("Rounds").
	XTitle string
	// YMax is the top of the scale; 0 takes the highest point.
	YMax float32
	// Steps holds each value until the next point, as a counter on the
	// table does, rather than sloping from one to the next.
	Steps bool
}

// Chart draws named lines over X with a legend beneath that names each
// line and the value it ends on, in the theme's colours: the first four lines take the error, warning, primary and
// success colours, the rest other colours that stand out on either
// background. It is as wide as its container gives and asks for almost no
// width itself, so it never pushes a phone's screen past the edge; its
// height grows with the text size so the labels keep their room.
type Chart struct {
	widget.BaseWidget
	data ChartData
}

// NewChart makes a chart of d.
func NewChart(d ChartData) *Chart {
	c := &Chart{data: d}
	c.ExtendBaseWidget(c)
	return c
}

// Data is what the chart draws.
func (c *Chart) Data() ChartData { return c.data }

// CreateRenderer draws the plot above its legend. The lines are one
// raster, so that an evening of a thousand changes costs one image rather
// than thousands of objects; the labels are text, crisp at every size.
func (c *Chart) CreateRenderer() fyne.WidgetRenderer {
	items := make([]fyne.CanvasObject, len(c.data.Lines))
	for i, l := range c.data.Lines {
		name := l.Name
		if n := len(l.Points); n > 0 {
			// The value it ends on: a line hidden under another, or
			// under the axis, is still read.
			name += ": " + strconv.FormatFloat(float64(l.Points[n-1].Y), 'f', -1, 32)
		}
		items[i] = newLegendItem(name, i, l.Bold, !c.data.Steps)
	}
	r := &chartRenderer{c: c, legend: &fyne.Container{Layout: &flow{}, Objects: items}}
	r.raster = canvas.NewRaster(r.draw)
	r.objs = []fyne.CanvasObject{r.raster, r.legend}
	return r
}

// ChartColor is the colour of line i in the current theme.
func ChartColor(i int) color.Color {
	names := [...]fyne.ThemeColorName{theme.ColorNameError, theme.ColorNameWarning, theme.ColorNamePrimary, theme.ColorNameSuccess}
	if i < len(names) {
		return theme.Color(names[i])
	}
	// Beyond the theme's four: purple, teal, brown and the text colour,
	// each picked per background for at least 3:1 (TestChartColours).
	light := [...]uint32{0x8e24aa, 0x00796b, 0x795548}
	dark := [...]uint32{0xce93d8, 0x4db6ac, 0xbcaaa4}
	i -= len(names)
	i %= len(light) + 1
	if i == len(light) {
		return theme.Color(theme.ColorNameForeground)
	}
	hex := dark[i]
	if isLight(theme.Color(theme.ColorNameBackground)) {
		hex = light[i]
	}
	return color.NRGBA{R: uint8(hex >> 16), G: uint8(hex >> 8), B: uint8(hex), A: 0xff}
}

// isLight reports whether a background is light.
func isLight(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return r+g+b > 3*0x7fff
}

// newLegendItem is a swatch of line i's colour and its name; with marked,
// the swatch carries the line's mark, as its points do in the plot.
func newLegendItem(name string, i int, bold, marked bool) fyne.CanvasObject {
	h := float32(3)
	if bold {
		h = 5
	}
	var sw fyne.CanvasObject
	if marked {
		c := ChartColor(i)
		r := canvas.NewRaster(func(w, ht int) image.Image {
			img := image.NewNRGBA(image.Rect(0, 0, w, ht))
			t := max(2, ht/4)
			if bold {
				t = max(3, ht/3)
			}
			line(img, 0, ht/2, w-1, ht/2, t, c)
			mark(img, w/2, ht/2, ht-2, i, c)
			return img
		})
		r.SetMinSize(fyne.NewSize(theme.TextSize()*1.5, theme.TextSize()*0.8))
		sw = r
	} else {
		rect := canvas.NewRectangle(ChartColor(i))
		rect.SetMinSize(fyne.NewSize(theme.TextSize()*1.5, h))
		sw = rect
	}
	l := widget.NewLabel(name)
	l.Truncation = fyne.TextTruncateEllipsis
	return Border(nil, nil, &fyne.Container{Layout: &vcentre{}, Objects: []fyne.CanvasObject{sw}}, nil, l)
}

// vcentre centres its one object's height and gives it its width.
type vcentre struct{}

func (vcentre) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

func (vcentre) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	m := objs[0].MinSize()
	objs[0].Resize(fyne.NewSize(size.Width, m.Height))
	objs[0].Move(fyne.NewPos(0, (size.Height-m.Height)/2))
}

// flow lays legend items out left to right in rows, each as wide as its
// words, a new row when the next would pass the edge; an item wider than
// the whole row gets the row and its name ends in "…".
type flow struct {
	// width is the width last laid out, which decides the rows: 0 until
	// the first layout, when every item takes a row of its own.
	width float32
}

// natural is the width item o wants: its swatch and its name unshortened.
func natural(o fyne.CanvasObject) float32 {
	c := o.(*fyne.Container)
	var w float32
	for _, part := range c.Objects {
		if l, ok := part.(*widget.Label); ok {
			// The label's own size, were it not shortened, and a point:
			// at exactly its size Fyne's rounding cuts the last letters.
			w += widget.NewLabelWithStyle(l.Text, l.Alignment, l.TextStyle).MinSize().Width + 1
		} else {
			w += part.MinSize().Width + theme.Padding()
		}
	}
	return w
}

// rows places objs in rows of width, calling place for each.
func (f *flow) rows(objs []fyne.CanvasObject, width float32, place func(o fyne.CanvasObject, at fyne.Position, w float32)) (height float32) {
	pad := theme.Padding()
	var x, y, rowH float32
	for _, o := range objs {
		w := natural(o)
		if width > 0 {
			w = min(w, width)
		}
		if x > 0 && (width <= 0 || x+w > width) {
			x, y, rowH = 0, y+rowH+pad, 0
		}
		place(o, fyne.NewPos(x, y), w)
		x += w + pad
		rowH = max(rowH, o.MinSize().Height)
	}
	return y + rowH
}

func (f *flow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := f.rows(objs, f.width, func(fyne.CanvasObject, fyne.Position, float32) {})
	return fyne.NewSize(0, h)
}

func (f *flow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	f.width = size.Width
	f.rows(objs, size.Width, func(o fyne.CanvasObject, at fyne.Position, w float32) {
		o.Move(at)
		o.Resize(fyne.NewSize(w, o.MinSize().Height))
	})
}

// bounds are the ranges of X and Y the plot shows: Y from 0.
func (d ChartData) bounds() (x0, x1, y1 float32) {
	x0, x1 = float32(math.Inf(1)), float32(math.Inf(-1))
	for _, l := range d.Lines {
		for _, pt := range l.Points {
			x0, x1, y1 = min(x0, pt.X), max(x1, pt.X), max(y1, pt.Y)
		}
	}
	if x0 > x1 {
		x0, x1 = 0, 1
	}
	if x1 == x0 {
		x1 = x0 + 1
	}
	if d.YMax > 0 {
		y1 = d.YMax
	}
	return x0, x1, max(y1, 1)
}

// inset is the room kept at either end of the X axis: a dot drawn at
// the first or last point would be cut in half at the edge.
func (d ChartData) inset() float32 {
	if d.Steps {
		return 0
	}
	return 5
}

// yStep is a round step (1, 2 or 5 times a power of ten) that puts at
// most n steps under top.
func yStep(top float32, n int) float32 {
	n = max(n, 1)
	for mag := float32(1); ; mag *= 10 {
		for _, m := range []float32{1, 2, 5} {
			if top/(m*mag) <= float32(n) {
				return m * mag
			}
		}
	}
}

type chartRenderer struct {
	c      *Chart
	raster *canvas.Raster
	legend *fyne.Container
	objs   []fyne.CanvasObject
	// Where the last layout put the plot area, and the Y scale: the
	// raster draws from these.
	area fyne.Size
	// head is the room above the plot's top, where a line on the top
	// value set apart from another (draw) still shows.
	head   float32
	yTop   float32
	yTicks []float32
}

func (r *chartRenderer) Destroy()                     {}
func (r *chartRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *chartRenderer) Refresh()                     { r.Layout(r.c.Size()); canvas.Refresh(r.raster) }

// textHeight is the height of a label line.
func textHeight() float32 {
	return fyne.MeasureText("0", theme.CaptionTextSize(), fyne.TextStyle{}).Height
}

func (r *chartRenderer) MinSize() fyne.Size {
	th := textHeight()
	bottom := th + theme.Padding()
	if r.c.data.XTitle != "" {
		bottom += th
	}
	// Eleven lines of labels: room for five steps of the scale at any
	// text size, under a third of a phone's screen at normal text.
	return fyne.NewSize(4*th, 11*th+bottom+theme.Padding()+r.legend.MinSize().Height)
}

func (r *chartRenderer) Layout(size fyne.Size) {
	d := r.c.data
	ts, th, pad := theme.CaptionTextSize(), textHeight(), theme.Padding()
	fg := theme.Color(theme.ColorNameForeground)
	text := func(s string) *canvas.Text {
		t := canvas.NewText(s, fg)
		t.TextSize = ts
		return t
	}
	bottom := th + pad
	if d.XTitle != "" {
		bottom += th
	}
	// The legend below, as tall as its rows at this width.
	legendH := r.legend.Layout.(*flow).rows(r.legend.Objects, size.Width, func(fyne.CanvasObject, fyne.Position, float32) {})
	r.legend.Move(fyne.NewPos(0, size.Height-legendH))
	r.legend.Resize(fyne.NewSize(size.Width, legendH))
	bottom += pad + legendH
	top := th / 2 // the top label's upper half
	plotH := max(size.Height-top-bottom, 1)
	x0, x1, y1 := d.bounds()
	step := yStep(y1, int(plotH/(2*th)))
	r.yTop = float32(math.Ceil(float64(y1/step))) * step
	r.yTicks = r.yTicks[:0]
	objs := []fyne.CanvasObject{r.raster, r.legend}
	var left float32
	var labels []*canvas.Text
	for v := float32(0); v <= r.yTop+step/2; v += step {
		r.yTicks = append(r.yTicks, v)
		t := text(fmt.Sprint(v))
		left = max(left, t.MinSize().Width)
		labels = append(labels, t)
	}
	left += pad
	plotW := max(size.Width-left-pad, 1)
	for i, t := range labels {
		w := t.MinSize().Width
		t.Move(fyne.NewPos(left-pad-w, top+plotH-r.yTicks[i]/r.yTop*plotH-th/2))
		t.Resize(t.MinSize())
		objs = append(objs, t)
	}
	// X labels centred on their place, kept inside the edges, and left
	// out where they would touch the one before.
	end := float32(math.Inf(-1))
	for _, tk := range d.XTicks {
		t := text(tk.Label)
		w := t.MinSize().Width
		in := d.inset()
		x := left + in + (tk.X-x0)/(x1-x0)*(plotW-2*in) - w/2
		x = max(left, min(x, size.Width-w))
		if x < end+pad {
			continue
		}
		end = x + w
		t.Move(fyne.NewPos(x, top+plotH+pad/2))
		t.Resize(t.MinSize())
		objs = append(objs, t)
	}
	if d.XTitle != "" {
		t := text(d.XTitle)
		w := min(t.MinSize().Width, plotW)
		t.Move(fyne.NewPos(left+(plotW-w)/2, top+plotH+pad/2+th))
		t.Resize(fyne.NewSize(w, th))
		objs = append(objs, t)
	}
	// The raster reaches up over the top label's upper half: a line set
	// apart above the top value is drawn there, not cut off.
	r.raster.Move(fyne.NewPos(left, 0))
	r.raster.Resize(fyne.NewSize(plotW, plotH+top))
	r.area = fyne.NewSize(plotW, plotH+top)
	r.head = top
	r.objs = objs
}

// draw paints the grid, the axes and the lines at w x h pixels.
func (r *chartRenderer) draw(w, h int) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	if w < 2 || h < 2 || r.yTop <= 0 {
		return img
	}
	d := r.c.data
	scale := float32(w) / max(r.area.Width, 1) // pixels per point
	x0, x1, _ := d.bounds()
	in := d.inset() * scale
	px := func(x float32) int { return int(in + (x-x0)/(x1-x0)*(float32(w-1)-2*in)) }
	head := int(r.head * scale)
	py := func(y float32) int { return head + int((1-y/r.yTop)*float32(h-1-head)) }
	grid := theme.Color(theme.ColorNameSeparator)
	for _, v := range r.yTicks {
		line(img, 0, py(v), w-1, py(v), 1, grid)
	}
	axis := theme.Color(theme.ColorNameDisabled)
	thick := max(1, int(scale+0.5))
	line(img, 0, head, 0, h-1, thick, axis)
	line(img, 0, h-1, w-1, h-1, thick, axis)
	// A stretch two lines share (two Heroes at the same Health for a
	// round) would hide the first under the second: a line that would
	// cover a stretch already drawn is drawn set apart above, or below,
	// or further, where it covers none, so both show side by side; each
	// line's points have a mark of their own shape. Their values stay in
	// the legend.
	thin := max(2, int(2*scale+0.5))
	// Lines are set apart by twice their width, so that two colours read
	// as two lines, not one striped one, even where they slope.
	apart := 2 * thin
	// Where the points get marks, a mark's width, so that marks on the
	// same value sit side by side rather than on one another.
	most := 0
	for _, l := range d.Lines {
		most = max(most, len(l.Points))
	}
	marked := !d.Steps && most*4*thin < w
	if marked {
		apart = 3*thin + 2
	}
	covered := map[[4]int]bool{}
	taken := map[image.Point]bool{}
	for i, l := range d.Lines {
		var segs [][4]int
		add := func(ax, ay, bx, by int) {
			if ax > bx || ax == bx && ay > by {
				ax, ay, bx, by = bx, by, ax, ay
			}
			segs = append(segs, [4]int{ax, ay, bx, by})
		}
		for j := 1; j < len(l.Points); j++ {
			a, b := l.Points[j-1], l.Points[j]
			if d.Steps {
				add(px(a.X), py(a.Y), px(b.X), py(a.Y))
				if a.Y != b.Y {
					add(px(b.X), py(a.Y), px(b.X), py(b.Y))
				}
			} else {
				add(px(a.X), py(a.Y), px(b.X), py(b.Y))
			}
		}
		off := 0
		for k := 0; k <= 2*len(d.Lines); k++ {
			off = (k + 1) / 2 * apart
			if k%2 == 1 {
				off = -off
			}
			// Not where another line is, nor off the plot: lines on 0
			// are set apart upwards, away from the axis.
			if !slices.ContainsFunc(segs, func(s [4]int) bool {
				return covered[[4]int{s[0], s[1] - off, s[2], s[3] - off}] || max(s[1], s[3])-off > h-1 || min(s[1], s[3])-off < 0
			}) {
				break
			}
		}
		c := ChartColor(i)
		t := thin
		if l.Bold {
			t = max(3, int(3.5*scale+0.5))
		}
		for _, s := range segs {
			covered[[4]int{s[0], s[1] - off, s[2], s[3] - off}] = true
			line(img, s[0], s[1]-off, s[2], s[3]-off, t, c)
		}
		// Points few enough to tell apart get a mark, so that a line of
		// a few Acts shows where each Act stands, and a lone point shows.
		// Each line's mark has its own shape (the legend shows it), so
		// two lines on the same values are still told apart at a point.
		// A mark on another's (two lines that meet at one Act) sits
		// beside it, at the same height: the value still reads.
		if (!d.Steps || len(l.Points) == 1) && len(l.Points)*4*t < w {
			for _, p := range l.Points {
				x0, y := px(p.X), py(p.Y)-off
				x := x0
				for k := 1; taken[image.Pt(x, y)] && k <= 2*len(d.Lines); k++ {
					// Right, left, further right...; inside the plot.
					x = x0 + (k+1)/2*apart
					if k%2 == 0 || x >= w {
						x = x0 - (k+1)/2*apart
					}
				}
				taken[image.Pt(x, y)] = true
				mark(img, x, y, 3*t+1, i, c)
			}
		}
	}
	return img
}

// Marks are the shapes of the points of lines 0, 1, 2 and 3, and again
// from line 4 on.
const (
	markSquare = iota
	markDiamond
	markTriangle
	markRing
	marks
)

// mark draws line i's mark, n pixels across, centred at (x, y): a
// square, a diamond, a triangle or a ring, by the line's place.
func mark(img *image.NRGBA, x, y, n, i int, c color.Color) {
	nc := color.NRGBAModel.Convert(c).(color.NRGBA)
	r := n / 2
	// The diamond and the triangle fill less of their box: a size up
	// keeps them as easy to see as the square.
	shape := i % marks
	if shape == markDiamond || shape == markTriangle {
		r += max(1, r/3)
	}
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			var in bool
			switch shape {
			case markSquare:
				in = true
			case markDiamond:
				in = abs(dx)+abs(dy) <= r
			case markTriangle:
				// Apex up: as wide as the box at the bottom row.
				in = 2*abs(dx) <= dy+r
			case markRing:
				in = max(abs(dx), abs(dy)) > r-max(1, r/2)
			}
			if p := image.Pt(x+dx, y+dy); in && p.In(img.Rect) {
				img.SetNRGBA(p.X, p.Y, nc)
			}
		}
	}
}

// line draws a line t pixels thick from (ax, ay) to (bx, by).
func line(img *image.NRGBA, ax, ay, bx, by, t int, c color.Color) {
	nc := color.NRGBAModel.Convert(c).(color.NRGBA)
	dot := func(x, y int) {
		for i := x - t/2; i < x-t/2+t; i++ {
			for j := y - t/2; j < y-t/2+t; j++ {
				if image.Pt(i, j).In(img.Rect) {
					img.SetNRGBA(i, j, nc)
				}
			}
		}
	}
	dx, dy := abs(bx-ax), -abs(by-ay)
	sx, sy := sign(bx-ax), sign(by-ay)
	e := dx + dy
	for {
		dot(ax, ay)
		if ax == bx && ay == by {
			return
		}
		e2 := 2 * e
		if e2 >= dy {
			e += dy
			ax += sx
		}
		if e2 <= dx {
			e += dx
			ay += sy
		}
	}
}

func abs(n int) int { return max(n, -n) }

func sign(n int) int {
	switch {
	case n > 0:
		return 1
	case n < 0:
		return -1
	}
	return 0
}
