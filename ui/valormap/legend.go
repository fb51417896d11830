package valormap

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"strconv"
	"strings"
	"unicode"

	"tableside/tracker/valor/labyrinth"
)

// Short names: a chip too narrow for a piece's name shows a short name that
// no other piece on the map shares, and the legend under the map spells it
// out. A cut name ("Ro", "Ro") could be either of two pieces; a short name
// with a legend is one piece.

// names lists every piece's name on the map, each once, sorted.
func names(m labyrinth.Map) []string {
	var out []string
	for r := range labyrinth.Size {
		for c := range labyrinth.Size {
			reg := m.Regions[r][c]
			if reg == nil {
				continue
			}
			for _, h := range reg.Heroes {
				out = append(out, h.Name)
			}
			for _, mn := range reg.Minions {
				out = append(out, mn.Name)
			}
			if reg.Villain != "" {
				out = append(out, reg.Villain)
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// ShortNames gives each piece on the map a short name of one to three
// letters that no other piece has: its initials, or its first letters.
func ShortNames(m labyrinth.Map) map[string]string {
	out := map[string]string{}
	taken := map[string]bool{}
	for _, n := range names(m) {
		s := shortFor(n, taken)
		out[n] = s
		taken[s] = true
	}
	return out
}

func shortFor(name string, taken map[string]bool) string {
	letters := []rune(strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return r
		}
		return -1
	}, name))
	if len(letters) == 0 {
		letters = []rune("?")
	}
	var tries []string
	if words := strings.FieldsFunc(name, func(r rune) bool { return r == ' ' || r == '-' }); len(words) > 1 {
		var ini []rune
		for _, w := range words {
			if r := []rune(w); len(r) > 0 {
				ini = append(ini, unicode.ToUpper(r[0]))
			}
		}
		tries = append(tries, string(ini[:min(len(ini), 3)]))
	}
	for n := 2; n <= min(3, len(letters)); n++ {
		tries = append(tries, string(unicode.ToUpper(letters[0]))+string(letters[1:n]))
	}
	for _, t := range tries {
		if !taken[t] {
			return t
		}
	}
	base := string(unicode.ToUpper(letters[0]))
	for i := 2; ; i++ {
		if t := base + strconv.Itoa(i); !taken[t] {
			return t
		}
	}
}

// Legend spells out the short names the map shows, in the players' words:
// "Ro Rowan · Bj Bjorn". Once the map is drawn, only those its chips show;
// before, every name that has a short one. Empty when none.
func (v *View) Legend() string {
	short := ShortNames(v.m)
	var parts []string
	for _, n := range names(v.m) {
		if s := short[n]; s != n && (v.drawn == nil || v.drawn[n]) {
			parts = append(parts, s+" "+n)
		}
	}
	return strings.Join(parts, " · ")
}

// LegendLabel is a line of small words under the map that follows what
// its chips show (Legend), hidden when they show every name whole.
func (v *View) LegendLabel() *widget.Label {
	if v.legend == nil {
		v.legend = widget.NewLabel(v.Legend())
		v.legend.Wrapping = fyne.TextWrapWord
		v.legend.SizeName = theme.SizeNameCaptionText
		v.legend.Hidden = v.legend.Text == ""
	}
	return v.legend
}

// shortUsed notes the pieces a drawing showed by their short name and
// brings the legend's line up to date.
func (v *View) shortUsed(used map[string]bool) {
	v.drawn = used
	if v.legend == nil {
		return
	}
	if text := v.Legend(); text != v.legend.Text {
		v.legend.Hidden = text == ""
		v.legend.SetText(text)
	}
}
