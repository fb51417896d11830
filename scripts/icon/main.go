// Command icon draws Tableside's app icon: a round wooden table seen from
// above on green felt, a die in its middle and four players' pawns around it.
// It is drawn from shapes, not from art files, so anyone can change it:
//
//	go run ./scripts/icon Icon.png
//
// The shapes are few and large so the icon still reads at 32 px (a die on a
// table, four colours round it); edges are smoothed by sampling each pixel
// 4 x 4 times.
package main

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
)

// size is the icon's side in pixels; Fyne's packager wants at least 512.
const size = 512

// layer is one shape of the icon: in reports whether a point (in pixels of
// the 512 x 512 icon) is inside it, and col is its colour.
type layer struct {
	in  func(x, y float64) bool
	col color.NRGBA
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: go run ./scripts/icon OUT.png")
		os.Exit(2)
	}
	if err := write(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "icon:", err)
		os.Exit(1)
	}
}

func write(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, draw(layers())); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// layers lists the shapes from the bottom up.
func layers() []layer {
	const c = size / 2
	// The die is turned a little so it looks thrown, not placed.
	const turn = 14 * math.Pi / 180
	const die = 92 // half the die's side
	ls := []layer{
		{roundRect(c, c, 240, 240, 96, 0), rgb(0x1d, 0x5c, 0x48)},        // felt
		{circle(c+6, c+10, 212), rgb(0x12, 0x3f, 0x31)},                  // table's shadow
		{circle(c, c, 208), rgb(0x6b, 0x3e, 0x1b)},                       // table's rim
		{circle(c, c, 188), rgb(0xb9, 0x7a, 0x3d)},                       // tabletop
		{ring(c, c, 120, 128), rgb(0xa8, 0x6c, 0x33)},                    // a grain ring
		{roundRect(c+7, c+9, die, die, 26, turn), rgb(0x7a, 0x4a, 0x20)}, // die's shadow
		{roundRect(c, c, die, die, 26, turn), rgb(0x2a, 0x22, 0x1c)},     // die's edge
		{roundRect(c, c, die-7, die-7, 21, turn), rgb(0xf8, 0xf4, 0xe9)}, // die's face
	}
	// Five pips: readable as a die even when each is two pixels wide.
	for _, p := range [][2]float64{{0, 0}, {-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
		x, y := rotate(p[0]*46, p[1]*46, turn)
		ls = append(ls, layer{circle(c+x, c+y, 17), rgb(0x2a, 0x22, 0x1c)})
	}
	// Four pawns from above, one by each side of the die, in the colours
	// players are used to telling apart.
	pawns := []color.NRGBA{
		rgb(0xd6, 0x45, 0x41), // red
		rgb(0x3a, 0x7b, 0xd5), // blue
		rgb(0xf2, 0xc1, 0x2e), // yellow
		rgb(0x8e, 0x5b, 0xc5), // purple
	}
	for i, col := range pawns {
		a := turn + float64(i)*math.Pi/2 - math.Pi/2
		x, y := c+150*math.Cos(a), c+150*math.Sin(a)
		ls = append(ls,
			layer{circle(x+4, y+6, 30), rgb(0x7a, 0x4a, 0x20)}, // shadow
			layer{circle(x, y, 30), darker(col)},               // base
			layer{circle(x, y, 24), col},                       // body
			layer{circle(x-7, y-7, 8), lighter(col)},           // head's shine
		)
	}
	return ls
}

// draw paints the layers, each pixel the mean of 4 x 4 samples.
func draw(ls []layer) *image.NRGBA {
	const n = 4
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			var r, g, b, a float64
			for sy := 0; sy < n; sy++ {
				for sx := 0; sx < n; sx++ {
					x := float64(px) + (float64(sx)+0.5)/n
					y := float64(py) + (float64(sy)+0.5)/n
					for i := len(ls) - 1; i >= 0; i-- {
						if ls[i].in(x, y) {
							c := ls[i].col
							r += float64(c.R)
							g += float64(c.G)
							b += float64(c.B)
							a += 255
							break
						}
					}
				}
			}
			if a == 0 {
				continue // outside the felt: transparent
			}
			// Colour is averaged over the covered samples only, so an
			// edge against transparency does not darken.
			k := a / 255
			img.SetNRGBA(px, py, color.NRGBA{
				R: uint8(r/k + 0.5), G: uint8(g/k + 0.5), B: uint8(b/k + 0.5),
				A: uint8(a/(n*n) + 0.5),
			})
		}
	}
	return img
}

func circle(cx, cy, r float64) func(x, y float64) bool {
	return func(x, y float64) bool { return (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r }
}

func ring(cx, cy, r0, r1 float64) func(x, y float64) bool {
	return func(x, y float64) bool {
		d := (x-cx)*(x-cx) + (y-cy)*(y-cy)
		return d >= r0*r0 && d <= r1*r1
	}
}

// roundRect is a rectangle of half-sides hw, hh centred on cx, cy, corners
// rounded by r, turned by turn radians.
func roundRect(cx, cy, hw, hh, r, turn float64) func(x, y float64) bool {
	return func(x, y float64) bool {
		x, y = rotate(x-cx, y-cy, -turn)
		dx := math.Max(math.Abs(x)-(hw-r), 0)
		dy := math.Max(math.Abs(y)-(hh-r), 0)
		return math.Abs(x) <= hw && math.Abs(y) <= hh && dx*dx+dy*dy <= r*r
	}
}

func rotate(x, y, a float64) (float64, float64) {
	s, c := math.Sin(a), math.Cos(a)
	return x*c - y*s, x*s + y*c
}

func rgb(r, g, b uint8) color.NRGBA { return color.NRGBA{R: r, G: g, B: b, A: 255} }

func darker(c color.NRGBA) color.NRGBA {
	f := func(v uint8) uint8 { return uint8(int(v) * 7 / 10) }
	return rgb(f(c.R), f(c.G), f(c.B))
}

func lighter(c color.NRGBA) color.NRGBA {
	f := func(v uint8) uint8 { return v + (255-v)/2 }
	return rgb(f(c.R), f(c.G), f(c.B))
}
