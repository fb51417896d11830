package kit_test

import (
	"fmt"
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"tableside/ui/kit"
	"tableside/ui/kit/kittest"
)

// evening is a chart the size of a long evening: a bold line that falls
// in steps, a rising one, six more, and rounds marked along X.
func evening() kit.ChartData {
	d := kit.ChartData{XTitle: "Rounds", Steps: true}
	names := []string{"Lludwik the Golem's Health", "Lludwik the Golem's XP", "Rowan's Health", "Bjorn's Health", "Gwen's Health", "Loxley's Health", "Coach's Health", "Brutus's Health"}
	for i, n := range names {
		l := kit.ChartLine{Name: n, Bold: i < 2}
		for x := 0; x <= 300; x += 10 {
			y := float32(14 - (x/10+i)%7)
			switch i {
			case 0:
				y = float32(50 - x/10)
			case 1:
				y = float32(x / 30)
			}
			l.Points = append(l.Points, kit.ChartPoint{X: float32(x), Y: y})
		}
		d.Lines = append(d.Lines, l)
	}
	for r := 1; r <= 30; r++ {
		d.XTicks = append(d.XTicks, kit.ChartTick{X: float32((r - 1) * 10), Label: fmt.Sprint(r)})
	}
	return d
}

// The chart fits every phone and tablet at every text size, its legend
// names every line, and its labels keep inside the window; it is drawn
// in both themes (TABLESIDE_SCREENS keeps the pictures).
func TestChartFits(t *testing.T) {
	for _, mode := range []string{"light", "dark"} {
		for _, s := range screens() {
			w := kittest.NewWindow(t, s.size, kit.Theme{Mode: mode, Scale: kit.TextScale(s.textSize)})
			c := kit.NewChart(evening())
			w.SetContent(container.NewVScroll(c))
			noOverflows(t, w)
			if got := w.Canvas().Size().Width; got > s.size.Width+0.5 {
				t.Errorf("%s: the chart made the window %.0f wide", s, got)
			}
			if h := c.Size().Height; h < 200 {
				t.Errorf("%s: the chart is %.0f tall", s, h)
			}
			texts := kittest.Texts(c)
			for _, l := range evening().Lines {
				if !strings.Contains(texts, l.Name) {
					t.Errorf("%s: the legend does not name %q", s, l.Name)
				}
			}
			if s.textSize != "large" {
				kittest.Shot(t, w, fmt.Sprintf("chart-%s-%.0f-%s", mode, s.size.Width, s.textSize))
			}
		}
	}
}

// Every line's colour stands 3:1 against the background in both themes,
// as a control's outline must (WCAG 1.4.11), and the first eight differ.
func TestChartColours(t *testing.T) {
	for _, mode := range []string{"light", "dark"} {
		kittest.NewWindow(t, fyne.NewSize(400, 800), kit.Theme{Mode: mode})
		bg := theme.Color(theme.ColorNameBackground)
		seen := map[string]int{}
		for i := range 8 {
			c := kit.ChartColor(i)
			if r := kittest.Contrast(c, bg); r < 3 {
				t.Errorf("%s: line %d's colour %v stands %.2f:1 on the background", mode, i, c, r)
			}
			key := fmt.Sprint(c)
			if j, ok := seen[key]; ok {
				t.Errorf("%s: lines %d and %d share the colour %v", mode, j, i, c)
			}
			seen[key] = i
		}
	}
}

// A chart with nothing, or one point, draws without failing; the legend
// says the value a line ends on.
func TestChartOfLittle(t *testing.T) {
	for _, d := range []kit.ChartData{{}, {Lines: []kit.ChartLine{{Name: "Alone", Points: []kit.ChartPoint{{X: 0, Y: 3}, {X: 1, Y: 2.5}}}}}} {
		w := kittest.NewWindow(t, fyne.NewSize(360, 640), kit.Theme{Mode: "light"})
		c := kit.NewChart(d)
		w.SetContent(c)
		noOverflows(t, w)
		w.Canvas().Capture()
		if len(d.Lines) > 0 && !strings.Contains(kittest.Texts(c), "Alone: 2.5") {
			t.Errorf("the legend says %q", kittest.Texts(c))
		}
	}
}

// Two lines that hold the same values (two Heroes at the same Health all
// evening) both show in the plot, side by side, not one under the other;
// the same holds for lines that share only a stretch.
func TestChartEqualLinesBothShow(t *testing.T) {
	for _, steps := range []bool{true, false} {
		w := kittest.NewWindow(t, fyne.NewSize(400, 800), kit.Theme{Mode: "light"})
		flat := []kit.ChartPoint{{X: 0, Y: 10}, {X: 1, Y: 10}, {X: 2, Y: 8}, {X: 3, Y: 8}}
		d := kit.ChartData{Steps: steps, Lines: []kit.ChartLine{
			{Name: "Ana", Points: flat}, {Name: "Bo", Points: flat},
			{Name: "Cy", Points: []kit.ChartPoint{{X: 0, Y: 10}, {X: 1, Y: 10}, {X: 2, Y: 2}, {X: 3, Y: 1}}},
		}}
		c := kit.NewChart(d)
		w.SetContent(c)
		img := w.Canvas().Capture()
		// The plot is the chart's raster: count each line's colour in it.
		plot := test.WidgetRenderer(c).Objects()[0]
		at, size := plot.Position(), plot.Size()
		sc := float32(img.Bounds().Dx()) / w.Canvas().Size().Width
		for i := range d.Lines {
			want := color.NRGBAModel.Convert(kit.ChartColor(i)).(color.NRGBA)
			n := 0
			for y := int(at.Y * sc); y < int((at.Y+size.Height)*sc); y++ {
				for x := int(at.X * sc); x < int((at.X+size.Width)*sc); x++ {
					if color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA) == want {
						n++
					}
				}
			}
			if n < 100 {
				t.Errorf("steps %v: %s's line shows %d pixels in the plot", steps, d.Lines[i].Name, n)
			}
		}
	}
}

// Two Heroes on the same values at every Quest (a campaign page's
// Soulrank): at each point both lines' marks show, each of its own shape
// (the legend shows it beside the value), and neither hides the other.
func TestChartEqualPointsBothShow(t *testing.T) {
	for _, size := range []fyne.Size{fyne.NewSize(400, 800), fyne.NewSize(1280, 800)} {
		w := kittest.NewWindow(t, size, kit.Theme{Mode: "dark"})
		same := []kit.ChartPoint{{X: 1, Y: 2}, {X: 2, Y: 3}, {X: 3, Y: 3}}
		// Bo meets them at the first Quest only, then parts.
		bo := []kit.ChartPoint{{X: 1, Y: 2}, {X: 2, Y: 1}, {X: 3, Y: 0}}
		d := kit.ChartData{XTitle: "Quests", Lines: []kit.ChartLine{{Name: "Jeanne", Points: same}, {Name: "Tristan", Points: same}, {Name: "Ana", Points: same}, {Name: "Bo", Points: bo}}}
		c := kit.NewChart(d)
		w.SetContent(c)
		img := w.Canvas().Capture()
		kittest.Shot(t, w, fmt.Sprintf("chart-equal-points-%.0f", size.Width))
		plot := test.WidgetRenderer(c).Objects()[0]
		at, ps := plot.Position(), plot.Size()
		sc := float32(img.Bounds().Dx()) / w.Canvas().Size().Width
		// The box around each point, a few lines' widths tall.
		for k, p := range same {
			cx := int((at.X + 5 + (p.X-1)/2*(ps.Width-10)) * sc)
			cy := int((at.Y + (1-p.Y/3)*ps.Height) * sc)
			for i := range d.Lines {
				if i == 3 && k > 0 {
					break // Bo is elsewhere
				}
				want := color.NRGBAModel.Convert(kit.ChartColor(i)).(color.NRGBA)
				n := 0
				for y := cy - int(30*sc); y <= cy+int(30*sc); y++ {
					for x := cx - int(8*sc); x <= cx+int(8*sc); x++ {
						if color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA) == want {
							n++
						}
					}
				}
				if n < int(6*sc*sc) {
					t.Errorf("%v: at Quest %v %s's line shows %d pixels", size, p.X, d.Lines[i].Name, n)
				}
			}
		}
	}
}
