package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Settings keys kept in the store, so they follow the database file.
const (
	settingTheme     = "theme"      // "system", "light" or "dark"
	settingTextSize  = "text_size"  // "normal", "large" or "huge"
	settingKeepAwake = "keep_awake" // "on" or "off"
)

// textScales are the text sizes a player can choose; a phone held at arm's
// length across a table often wants more than the desktop default.
var textScales = map[string]float32{"normal": 1, "large": 1.2, "huge": 1.45}

// appTheme is Fyne's default theme with the player's light/dark choice forced
// and text scaled.
type appTheme struct {
	mode  string
	scale float32
}

func (t *appTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	switch t.mode {
	case "light":
		v = theme.VariantLight
	case "dark":
		v = theme.VariantDark
	}
	return theme.DefaultTheme().Color(n, v)
}

func (t *appTheme) Font(s fyne.TextStyle) fyne.Resource { return theme.DefaultTheme().Font(s) }

func (t *appTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

func (t *appTheme) Size(n fyne.ThemeSizeName) float32 {
	s := theme.DefaultTheme().Size(n)
	switch n {
	case theme.SizeNameText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText,
		theme.SizeNameCaptionText, theme.SizeNameInlineIcon:
		return s * t.scale
	}
	return s
}
