package kit

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// wrapText breaks text into lines no wider than width at the current
// theme's text size, at spaces where it can and inside a word only when
// the word alone is too wide. Fyne's button and dialog title draw the text
// they are given on one line per "\n" and never wrap it themselves, so a
// pop-up that knows its width breaks their text before showing.
func wrapText(text string, width float32, style fyne.TextStyle) string {
	size := theme.Size(theme.SizeNameText)
	fits := func(s string) bool { return fyne.MeasureText(s, size, style).Width <= width }
	var out []string
	for _, para := range strings.Split(text, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			switch {
			case line == "":
				line = word
			case fits(line + " " + word):
				line += " " + word
				continue
			default:
				out = append(out, line)
				line = word
			}
			// A word wider than the whole line is cut where it must be.
			for !fits(line) && len([]rune(line)) > 1 {
				r := []rune(line)
				n := len(r) - 1
				for n > 1 && !fits(string(r[:n])) {
					n--
				}
				out = append(out, string(r[:n]))
				line = string(r[n:])
			}
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}

// ButtonText breaks a button's words onto lines so that the button fits
// window w less room (the padding, icons and other buttons on its row):
// a long campaign or Hero name must not push a phone's screen wider.
func ButtonText(w fyne.Window, text string, room float32) string {
	inner := theme.Size(theme.SizeNameInnerPadding)
	width := w.Canvas().Size().Width - room - 2*inner - theme.Size(theme.SizeNameInlineIcon) - inner
	if width < 40 {
		width = 40
	}
	return wrapText(text, width, fyne.TextStyle{Bold: true})
}
