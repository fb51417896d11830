package kittest_test

import (
	"image/color"
	"math"
	"testing"

	_ "fyne.io/fyne/v2/test" // starts a current app: Fyne's default theme reads its accent colour
	"fyne.io/fyne/v2/theme"

	"tableside/ui/kit/kittest"
)

func TestContrast(t *testing.T) {
	t.Parallel()
	tests := []struct {
		a, b color.Color
		want float64
	}{
		{color.Black, color.White, 21},
		{color.White, color.White, 1},
		{color.NRGBA{0x76, 0x76, 0x76, 0xff}, color.White, 4.54},
		{color.NRGBA{0xe3, 0xe3, 0xe3, 0xff}, color.White, 1.28}, // Fyne 2.8's light inputBorder
		{color.NRGBA{0, 0, 0, 0x80}, color.White, 4.00},          // half black over white is #7f7f7f
		{color.NRGBA{0x29, 0x6f, 0xf6, 0xff}, color.NRGBA{0xff, 0xff, 0xff, 0xff}, 4.47},
	}
	for _, tt := range tests {
		if got := kittest.Contrast(tt.a, tt.b); math.Abs(got-tt.want) > 0.01 {
			t.Errorf("Contrast(%v, %v) = %.3f, want %.2f", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestThemeProblemsNamesThePair(t *testing.T) {
	t.Parallel()
	got := kittest.ThemeProblems(theme.DefaultTheme(), theme.VariantLight)
	want := "inputBorder (radio and check outlines) on background: 1.28 < 3"
	found := false
	for _, g := range got {
		found = found || g == want
	}
	if !found {
		t.Errorf("want %q among %q", want, got)
	}
}
