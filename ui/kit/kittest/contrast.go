package kittest

import (
	"fmt"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Contrast is the WCAG 2 contrast ratio of a against b, from 1 (the same)
// to 21 (black on white). A translucent a (a hover tint, a scroll bar) is
// first laid over b, as it is drawn; b is taken as opaque.
func Contrast(a, b color.Color) float64 {
	x, y := luminance(over(a, b)), luminance(over(b, color.Black))
	if x < y {
		x, y = y, x
	}
	return (x + 0.05) / (y + 0.05)
}

// over lays a over the opaque b, in 16-bit channels.
func over(a, b color.Color) [3]float64 {
	ar, ag, ab, aa := a.RGBA() // premultiplied
	br, bg, bb, _ := b.RGBA()
	k := 1 - float64(aa)/0xffff
	return [3]float64{
		(float64(ar) + float64(br)*k) / 0xffff,
		(float64(ag) + float64(bg)*k) / 0xffff,
		(float64(ab) + float64(bb)*k) / 0xffff,
	}
}

// luminance is the relative luminance of an sRGB colour with channels in
// [0, 1].
func luminance(rgb [3]float64) float64 {
	lin := func(s float64) float64 {
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(rgb[0]) + 0.7152*lin(rgb[1]) + 0.0722*lin(rgb[2])
}

// Thresholds of WCAG 2.2: 4.5:1 for text (1.4.3), 3:1 for the parts of a
// control a player must see to use it (1.4.11). Disabled text is exempt
// from 1.4.3, but a player must still read what cannot be tapped, so it is
// held to 3:1.
const (
	textRatio    = 4.5
	controlRatio = 3.0
)

// Ratio is the contrast of one pair of a theme's colours and the least it
// must reach.
type Ratio struct {
	Fg, Bg fyne.ThemeColorName
	What   string // what a player sees in Fg
	Ratio  float64
	Least  float64
}

// OK reports whether the pair reaches its least ratio.
func (r Ratio) OK() bool { return r.Ratio >= r.Least }

func (r Ratio) String() string {
	rel := ">="
	if !r.OK() {
		rel = "<"
	}
	return fmt.Sprintf("%s (%s) on %s: %.2f %s %g", r.Fg, r.What, r.Bg, r.Ratio, rel, r.Least)
}

// ThemeRatios measures the colour pairs a player must tell apart in th's
// variant v: text on every surface it is drawn on, text on coloured
// buttons, disabled text, and the outlines of radio buttons and checks.
// Fyne's default theme reads the current app's accent colour, so call it
// with a (test) app running.
func ThemeRatios(th fyne.Theme, v fyne.ThemeVariant) []Ratio {
	var out []Ratio
	add := func(fg fyne.ThemeColorName, what string, least float64, bgs ...fyne.ThemeColorName) {
		for _, bg := range bgs {
			out = append(out, Ratio{Fg: fg, Bg: bg, What: what, Least: least,
				Ratio: Contrast(th.Color(fg, v), th.Color(bg, v))})
		}
	}
	screens := []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameOverlayBackground}
	add(theme.ColorNameForeground, "text and icons", textRatio, append(screens, theme.ColorNameButton, theme.ColorNameInputBackground)...)
	add(theme.ColorNamePlaceHolder, "placeholder text", textRatio, theme.ColorNameInputBackground)
	add(theme.ColorNamePrimary, "primary text, checked radios and checks", textRatio, screens...)
	add(theme.ColorNameHyperlink, "links", textRatio, screens...)
	add(theme.ColorNameError, "refusals", textRatio, screens...)
	add(theme.ColorNameSuccess, "success text", textRatio, screens...)
	add(theme.ColorNameWarning, "warning text", textRatio, screens...)
	add(theme.ColorNameForegroundOnPrimary, "text on important buttons", textRatio, theme.ColorNamePrimary)
	add(theme.ColorNameForegroundOnError, "text on danger buttons", textRatio, theme.ColorNameError)
	add(theme.ColorNameForegroundOnSuccess, "text on success buttons", textRatio, theme.ColorNameSuccess)
	add(theme.ColorNameForegroundOnWarning, "text on warning buttons", textRatio, theme.ColorNameWarning)
	add(theme.ColorNameDisabled, "disabled text", controlRatio, append(screens, theme.ColorNameDisabledButton, theme.ColorNameInputBackground)...)
	add(theme.ColorNameInputBorder, "radio and check outlines", controlRatio, append(screens, theme.ColorNameInputBackground)...)
	add(theme.ColorNameScrollBar, "scroll bars", controlRatio, screens...)
	add(theme.ColorNameButton, "button fills", controlRatio, screens...)
	return out
}

// ThemeProblems describes each pair of ThemeRatios that falls short:
// "inputBorder (radio and check outlines) on background: 1.28 < 3".
func ThemeProblems(th fyne.Theme, v fyne.ThemeVariant) []string {
	var out []string
	for _, r := range ThemeRatios(th, v) {
		if !r.OK() {
			out = append(out, r.String())
		}
	}
	return out
}
