package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Theme is Fyne's default theme with the player's light or dark choice
// forced, text scaled, and the colours that fail a contrast check replaced.
//
// Measured on Fyne 2.8.1's default light theme: the outline of an unchecked
// radio button or check box (inputBorder) stands 1.28:1 against the white
// background, disabled text 1.28:1, error text 3.68:1; in the dark theme
// both outline and disabled text 1.55:1. The replacements reach 3:1 for
// outlines and disabled text and 4.5:1 for text (kittest.ThemeProblems).
// A button's fill was #F5F5F5 on white (1.1:1) and #282829 on #171718
// (1.3:1): with no border, it is now a grey that stands 3:1 against the
// screen and keeps its text at 4.5:1 (WCAG 2.1 1.4.11, 1.4.3).
//
// The zero value follows the system's light or dark choice at normal size.
type Theme struct {
	// Mode is "system", "light" or "dark"; anything else follows the system.
	Mode string
	// Scale multiplies every text size; 0 means 1. See TextScale.
	Scale float32
}

var _ fyne.Theme = Theme{}

// TextScale is the factor for a text-size setting: "normal" 1, "large" 1.2,
// "huge" (shown as "Very large") 1.45. A phone held at arm's length across
// a table often wants more than the desktop default. Unknown keys give 1.
func TextScale(key string) float32 {
	switch key {
	case "large":
		return 1.2
	case "huge":
		return 1.45
	}
	return 1
}

// Color is the default theme's colour for the forced variant, unless that
// colour is one replaced for contrast.
func (t Theme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	switch t.Mode {
	case "light":
		v = theme.VariantLight
	case "dark":
		v = theme.VariantDark
	}
	if c, ok := fixedColor(n, v == theme.VariantLight); ok {
		return c
	}
	return theme.DefaultTheme().Color(n, v)
}

// fixedColor is the replacement for a colour of the default theme that is
// too faint, and false for the colours kept. Primary and the status colours
// are fixed too, so that the player's accent setting cannot undo them.
func fixedColor(n fyne.ThemeColorName, light bool) (color.Color, bool) {
	// Each colour replaced, light and dark side by side; 0 keeps the
	// default theme's colour in that variant.
	var l, d uint32
	switch n {
	case theme.ColorNameInputBorder: // radio and check outlines, entry borders
		l, d = 0x767676, 0x9a9a9a
	case theme.ColorNameButton:
		// A button has no border, so its fill alone must stand 3:1
		// against the screen and the cards drawn on it (#F3F3F3):
		// #F5F5F5 on white (1.1:1) made an unpicked choice look like
		// plain text (issue 24).
		l, d = 0x8a8a8a, 0x6b6b6b
	case theme.ColorNameForeground:
		// Darker than Fyne's #565656 so that text keeps 4.5:1 on the
		// grey of a button as well as on white.
		l = 0x1c1c1c
	case theme.ColorNameDisabled:
		l, d = 0x858585, 0x858585
	case theme.ColorNamePlaceHolder:
		l = 0x6b6b6b
	case theme.ColorNamePrimary, theme.ColorNameHyperlink:
		// The dark one is light enough to read on the dark background, so
		// the text on a primary button is dark rather than white.
		l, d = 0x1e63d8, 0x6ea0ff
	case theme.ColorNameError:
		l, d = 0xc62828, 0xff6e60
	case theme.ColorNameSuccess:
		l = 0x2e7d32
	case theme.ColorNameWarning:
		l = 0xa84f00
	case theme.ColorNameForegroundOnPrimary, theme.ColorNameForegroundOnError,
		theme.ColorNameForegroundOnSuccess, theme.ColorNameForegroundOnWarning:
		l, d = 0xffffff, 0x171718
	}
	hex := d
	if light {
		hex = l
	}
	if hex == 0 {
		return nil, false
	}
	return color.NRGBA{R: uint8(hex >> 16), G: uint8(hex >> 8), B: uint8(hex), A: 0xff}, true
}

// Font is the default theme's.
func (t Theme) Font(s fyne.TextStyle) fyne.Resource { return theme.DefaultTheme().Font(s) }

// Icon is the default theme's.
func (t Theme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

// Size is the default theme's, with every text size (and the icons set in
// text) multiplied by Scale. Paddings stay: at large text they would eat
// the width the words need.
func (t Theme) Size(n fyne.ThemeSizeName) float32 {
	s := theme.DefaultTheme().Size(n)
	switch n {
	case theme.SizeNameText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText,
		theme.SizeNameCaptionText, theme.SizeNameInlineIcon:
		if t.Scale > 0 {
			return s * t.Scale
		}
	}
	return s
}
