package valormap

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"tableside/tracker/valor/labyrinth"
)

var (
	phone  = fyne.NewSquareSize(400)
	tablet = fyne.NewSquareSize(800)
)

func TestTapReportsTheRegion(t *testing.T) {
	v := New(table())
	w := window(t, v, phone, theme.VariantLight)
	var got []labyrinth.Pos
	v.OnTapped = func(p labyrinth.Pos) { got = append(got, p) }
	var want []labyrinth.Pos
	for r := range labyrinth.Size {
		for c := range labyrinth.Size {
			p := P(r, c)
			at, size := v.RegionBounds(p)
			if size.Width < minCell || size.Height < minCell {
				t.Fatalf("region %v is %v: smaller than a touch target", p, size)
			}
			// The whole square answers, scouted or not: near each corner
			// and in the middle.
			for _, d := range []fyne.Position{{X: 2, Y: 2}, {X: size.Width - 2, Y: size.Height - 2}, {X: size.Width / 2, Y: size.Height / 2}} {
				test.TapAt(v, at.Add(d))
				want = append(want, p)
			}
		}
	}
	if !slices.Equal(got, want) {
		t.Fatalf("taps reported\n%v\nwant\n%v", got, want)
	}
	// A finger on the window finds the view, not a shape drawn on it.
	got = nil
	at, size := v.RegionBounds(P(2, 3))
	test.TapCanvas(w.Canvas(), at.AddXY(size.Width/2, size.Height/2))
	if !slices.Equal(got, []labyrinth.Pos{P(2, 3)}) {
		t.Errorf("a tap on the window at [2,3] reported %v", got)
	}
	// The row and column numbers are not a region.
	got = nil
	test.TapAt(v, fyne.NewPos(4, 4))
	test.TapAt(v, fyne.NewPos(200, 5))
	test.TapAt(v, fyne.NewPos(5, 200))
	if got != nil {
		t.Errorf("taps outside the grid reported %v", got)
	}
}

func TestRegionsFitTheWidth(t *testing.T) {
	for _, tc := range []struct {
		size fyne.Size
		cell float32
	}{
		{phone, float32(400-margin) / 5},
		{tablet, float32(800-margin) / 5},
		{fyne.NewSize(400, 800), float32(400-margin) / 5}, // a phone's whole screen: the width decides
		{fyne.NewSize(1280, 600), float32(600-margin) / 5},
	} {
		v := New(table())
		v.Resize(tc.size)
		at, size := v.RegionBounds(P(4, 4))
		if size.Width != tc.cell {
			t.Errorf("at %v a region is %v wide, want %v", tc.size, size.Width, tc.cell)
		}
		if end := at.X + size.Width; end > tc.size.Width+0.01 {
			t.Errorf("at %v the grid ends at x=%v, past the edge", tc.size, end)
		}
		if end := at.Y + size.Height; end > tc.size.Height+0.01 {
			t.Errorf("at %v the grid ends at y=%v, past the edge", tc.size, end)
		}
	}
	if m := New(table()).MinSize(); m.Width < 5*minCell+margin || m.Height != m.Width {
		t.Errorf("MinSize %v leaves a region less than a touch target", m)
	}
}

func TestHighlightSelectAndPath(t *testing.T) {
	v := New(table())
	v.Highlight([]labyrinth.Pos{P(0, 1), P(2, 3), {Row: 7, Col: 0}}, Choice)
	v.Highlight([]labyrinth.Pos{P(2, 3)}, Target)
	if k, ok := v.Highlighted(P(0, 1)); !ok || k != Choice {
		t.Errorf("[0,1] is %v %v, want a choice", k, ok)
	}
	if k, _ := v.Highlighted(P(2, 3)); k != Target {
		t.Errorf("[2,3] is %v, want the later mark, target", k)
	}
	v.ClearHighlights(Choice)
	if _, ok := v.Highlighted(P(0, 1)); ok {
		t.Error("clearing the choices left [0,1] marked")
	}
	if _, ok := v.Highlighted(P(2, 3)); !ok {
		t.Error("clearing the choices cleared the target")
	}
	v.ClearHighlights()
	if _, ok := v.Highlighted(P(2, 3)); ok {
		t.Error("clearing every mark left the target")
	}

	if _, ok := v.Selected(); ok {
		t.Error("a new view has a selection")
	}
	v.Select(P(0, 1))
	if p, ok := v.Selected(); !ok || p != P(0, 1) {
		t.Errorf("selected %v %v, want [0,1]", p, ok)
	}
	v.Unselect()
	if _, ok := v.Selected(); ok {
		t.Error("Unselect left a selection")
	}

	v.SetPath([]labyrinth.Pos{P(0, 0)})
	if v.Path() != nil {
		t.Error("a path of one region is drawn")
	}
	v.SetPath([]labyrinth.Pos{P(0, 0), {Row: 0, Col: 5}})
	if v.Path() != nil {
		t.Error("a path off the map is drawn")
	}

	// The Cave Troll's way to Wren wraps across the East edge (000 L443).
	m := table()
	turn, err := labyrinth.PlanMinion(&m, labyrinth.TurnState{Minion: "Cave Troll"})
	if err != nil {
		t.Fatal(err)
	}
	v.Highlight([]labyrinth.Pos{P(0, 0)}, Target)
	v.ShowTurn(turn)
	if want := []labyrinth.Pos{P(4, 4), P(4, 0)}; !slices.Equal(v.Path(), want) {
		t.Errorf("the Troll's path is %v, want %v; the plan: %+v", v.Path(), want, turn)
	}
	if k, _ := v.Highlighted(P(4, 0)); k != Target {
		t.Errorf("Wren's region is not marked the target")
	}
	if _, ok := v.Highlighted(P(0, 0)); ok {
		t.Errorf("the previous turn's target is still marked")
	}
}

func TestWrappedStepLeavesByTheEdge(t *testing.T) {
	v := New(table())
	v.Resize(phone)
	p := &painter{v: v, g: v.fit(phone)}
	segs := p.segments(P(4, 4), P(4, 0))
	if len(segs) != 2 {
		t.Fatalf("a step across the edge is %d segments, want 2: %v", len(segs), segs)
	}
	right := p.g.x + 5*p.g.cell
	if segs[0][1].X != right || segs[1][0].X != p.g.x {
		t.Errorf("the step should leave by the East edge (x=%v) and come in by the West (x=%v): %v", right, p.g.x, segs)
	}
	if segs := p.segments(P(2, 2), P(3, 2)); len(segs) != 1 {
		t.Errorf("a plain step is %d segments", len(segs))
	}
}

// labels are the texts drawn on the view.
func labels(v *View) []string {
	var out []string
	for _, o := range test.WidgetRenderer(v).Objects() {
		if t, ok := o.(*canvas.Text); ok {
			out = append(out, t.Text)
		}
	}
	return out
}

func TestWhatARegionShows(t *testing.T) {
	v := New(table())
	v.SetWounded("Goblin 2")
	window(t, v, phone, theme.VariantLight)
	got := strings.Join(labels(v), "|")
	for _, want := range []string{
		"PORTAL", "CAMP", "DOJO", "MTN", // short names at phone size
		"×4",            // the Portal's stack of four
		"R", "B2", "R2", // tokens
		"+3",      // the crowded regions say how many more
		"Lludwik", // the Villain stays in sight under a crowded stack
	} {
		if !strings.Contains("|"+got+"|", "|"+want+"|") {
			t.Errorf("the phone view does not show %q; it shows %s", want, got)
		}
	}
	v.Resize(tablet)
	got = strings.Join(labels(v), "|")
	for _, want := range []string{"BASE CAMP", "MOUNTAIN", "Rowan", "Frank", "Thaddy", "Gnome", "Lludwik", "Hound", "Goblin 2", "Sir Reginald"} {
		if !strings.Contains("|"+got+"|", "|"+want+"|") {
			t.Errorf("the tablet view does not show %q; it shows %s", want, got)
		}
	}
}

func TestFitName(t *testing.T) {
	const fs = 11
	for _, tc := range []struct {
		name string
		w    float32
		want string
	}{
		{"Rowan", 200, "Rowan"},
		{"Goblin 12", 200, "Goblin 12"},
		{"Goblin 12", width("G12", fs) + 0.5, "G12"},
		{"Cave Troll", width("CT", fs) + 0.5, "CT"},
		{"Rowan", width("Ro", fs) + 0.5, "Ro"},
		{"Rowan", 1, "R"},
	} {
		if got := fitName(tc.name, tc.w, fs); got != tc.want {
			t.Errorf("fitName(%q, %v) = %q, want %q", tc.name, tc.w, got, tc.want)
		}
	}
}

// TestRender draws the map at phone and tablet width, in both themes. With
// TABLESIDE_SCREENS=dir the PNGs are written there to be looked at.
func TestRender(t *testing.T) {
	for _, tc := range []struct {
		name    string
		size    fyne.Size
		variant fyne.ThemeVariant
	}{
		{"phone", phone, theme.VariantLight},
		{"phone-dark", phone, theme.VariantDark},
		{"tablet", tablet, theme.VariantLight},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := New(table())
			v.SetWounded("Goblin 2")
			w := window(t, v, tc.size, tc.variant)
			shot(t, w, "map-"+tc.name)
			// The Minion Step: the Troll's turn, wrapping East.
			m := table()
			turn, err := labyrinth.PlanMinion(&m, labyrinth.TurnState{Minion: "Cave Troll"})
			if err != nil {
				t.Fatal(err)
			}
			v.ShowTurn(turn)
			shot(t, w, "map-"+tc.name+"-turn")
			// A longer way, and the players' choice between two regions.
			v.SetPath([]labyrinth.Pos{P(3, 4), P(3, 3), P(3, 2), P(2, 2), P(1, 2), P(0, 2)})
			v.ClearHighlights()
			v.Highlight([]labyrinth.Pos{P(0, 0), P(2, 2)}, Choice)
			v.Highlight([]labyrinth.Pos{P(3, 0), P(4, 2)}, Destination)
			v.Select(P(2, 3))
			shot(t, w, "map-"+tc.name+"-marks")
		})
	}
}

// TestNamesAreNeverCut: at phone and tablet size, in the crowded test map,
// every piece's chip shows its whole name or its short name, and the
// legend spells out each short name; no two pieces share a short name.
func TestNamesAreNeverCut(t *testing.T) {
	m := table()
	short := ShortNames(m)
	seen := map[string]string{}
	for name, s := range short {
		if other, ok := seen[s]; ok {
			t.Errorf("%s and %s share the short name %q", name, other, s)
		}
		seen[s] = name
	}
	for _, size := range []fyne.Size{{Width: 360, Height: 360}, phone, tablet} {
		v := New(m)
		window(t, v, size, theme.VariantDark)
		legend := v.Legend()
		allowed := map[string]bool{}
		for name, s := range short {
			allowed[name] = true
			allowed[s] = strings.Contains(legend, s+" "+name)
		}
		for _, l := range labels(v) {
			if _, isName := short[l]; isName {
				continue
			}
			if name, isShort := seen[l]; isShort {
				if !allowed[l] {
					t.Errorf("%v: %q is shown for %s but the legend %q does not say so", size, l, name, legend)
				}
				continue
			}
			for name := range short {
				if l != "" && strings.HasPrefix(name, l) && l != name && len(l) > 1 {
					if _, ok := seen[l]; !ok {
						t.Errorf("%v: %q is %s cut short", size, l, name)
					}
				}
			}
		}
	}
	if got := New(m).Legend(); !strings.Contains(got, "SR Sir Reginald") {
		t.Errorf("legend %q does not spell out Sir Reginald", got)
	}
}

// scaledTheme is variantTheme with the text sizes times k, as the app's
// Large and Very large text settings do.
type scaledTheme struct {
	variantTheme
	k float32
}

func (t scaledTheme) Size(n fyne.ThemeSizeName) float32 {
	s := theme.DefaultTheme().Size(n)
	switch n {
	case theme.SizeNameText, theme.SizeNameCaptionText, theme.SizeNameHeadingText, theme.SizeNameSubHeadingText:
		return s * t.k
	}
	return s
}

// texts are the map's words and their sizes, by words.
func texts(v *View) map[string]float32 {
	out := map[string]float32{}
	for _, o := range test.WidgetRenderer(v).Objects() {
		if t, ok := o.(*canvas.Text); ok {
			out[t.Text] = t.TextSize
		}
	}
	return out
}

// TestMapTextFollowsTheTextSize (issue 24): at Very large text (1.45) the
// row and column numbers, the tiles' words and the chips grow with the
// app's text, and a tile's word stays whole beside a path's number: never
// "PORTA.".
func TestMapTextFollowsTheTextSize(t *testing.T) {
	m := table()
	sizes := map[float32]map[string]float32{}
	for _, k := range []float32{1, 1.45} {
		app := test.NewTempApp(t)
		app.Settings().SetTheme(scaledTheme{variantTheme{theme.VariantLight}, k})
		v := New(m)
		v.SetPath([]labyrinth.Pos{P(0, 1), P(0, 0), P(1, 0)})
		w := test.NewTempWindow(t, v)
		w.SetPadded(false)
		w.Resize(fyne.NewSize(360, 360))
		shot(t, w, fmt.Sprintf("map-text-%.2f", k))
		sizes[k] = texts(v)
		for l := range sizes[k] {
			if strings.HasSuffix(l, ".") {
				t.Errorf("text %.2f: %q is cut", k, l)
			}
		}
		if _, ok := sizes[k]["PORTAL"]; !ok {
			t.Errorf("text %.2f: no PORTAL on the map: %v", k, sizes[k])
		}
	}
	// The numbers, a tile's word off the path, a chip (Rowan's, whole or
	// short: the legend spells it out).
	chip := func(k float32) float32 { return max(sizes[k]["Rowan"], sizes[k][ShortNames(m)["Rowan"]]) }
	for _, l := range []string{"0", "DOJO"} {
		if sizes[1.45][l] <= sizes[1][l] {
			t.Errorf("%q is %.1f at Very large text, %.1f at normal", l, sizes[1.45][l], sizes[1][l])
		}
	}
	if chip(1.45) <= chip(1) {
		t.Errorf("Rowan's chip is %.1f at Very large text, %.1f at normal", chip(1.45), chip(1))
	}
}

// TestLegendListsOnlyWhatTheMapShortens (issue 24): drawn wide, every
// chip shows its whole name and the legend is empty and hidden; drawn on a
// phone, it spells out exactly the short names the chips show.
func TestLegendListsOnlyWhatTheMapShortens(t *testing.T) {
	m := table()
	short := ShortNames(m)
	for _, size := range []fyne.Size{{Width: 360, Height: 360}, {Width: 1400, Height: 1400}} {
		v := New(m)
		line := v.LegendLabel()
		window(t, v, size, theme.VariantLight)
		shown := map[string]bool{}
		for _, l := range labels(v) {
			shown[l] = true
		}
		for name, s := range short {
			inLegend := strings.Contains(line.Text, s+" "+name)
			if usedShort := shown[s] && !shown[name]; usedShort != inLegend {
				t.Errorf("%v: %s shown as %q: %v; in the legend %q: %v", size, name, s, usedShort, line.Text, inLegend)
			}
		}
		if line.Hidden != (line.Text == "") {
			t.Errorf("%v: the legend %q hidden %v", size, line.Text, line.Hidden)
		}
	}
}

// TestTileTitlesNameTheCamp: with the Fortified Camp bought its tile is
// used instead of Base Camp's (000 L1235), and the game names it so
// (valor.State.TileTitle): the map never says Base Camp, and a tapped
// region's heading and lines name the Fortified Camp.
func TestTileTitlesNameTheCamp(t *testing.T) {
	fortified := func(k labyrinth.TileKind) string {
		if k == labyrinth.BaseCamp {
			return "Fortified Camp"
		}
		return k.Title()
	}
	v := New(table())
	v.SetTileTitles(fortified)
	window(t, v, tablet, theme.VariantLight)
	got := "|" + strings.Join(labels(v), "|") + "|"
	if strings.Contains(got, "|BASE CAMP|") || !strings.Contains(got, "|FORTIFIED CAMP|") && !strings.Contains(got, "|CAMP|") {
		t.Errorf("000 L1235: the map shows %s", got)
	}
	m := v.Map()
	r := m.At(P(0, 2))
	if got := Title(P(0, 2), r, fortified); got != "Region [0,2]: Fortified Camp" {
		t.Errorf("000 L1235: %q", got)
	}
	if got := Describe(*r, fortified)[0]; !strings.HasPrefix(got, "Fortified Camp") {
		t.Errorf("000 L1235: %q", got)
	}
}
