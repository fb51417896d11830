package kit_test

import (
	"testing"

	"fyne.io/fyne/v2"
	_ "fyne.io/fyne/v2/test" // starts a current app: Fyne's default theme reads its accent colour
	"fyne.io/fyne/v2/theme"

	"tableside/ui/kit"
	"tableside/ui/kit/kittest"
)

func TestTextScale(t *testing.T) {
	t.Parallel()
	for key, want := range map[string]float32{"normal": 1, "large": 1.2, "huge": 1.45, "": 1, "giant": 1} {
		if got := kit.TextScale(key); got != want {
			t.Errorf("TextScale(%q) = %v, want %v", key, got, want)
		}
	}
	th := kit.Theme{Scale: 1.45}
	if got, want := th.Size(theme.SizeNameText), theme.DefaultTheme().Size(theme.SizeNameText)*1.45; got != want {
		t.Errorf("text size %v, want %v", got, want)
	}
	if got, want := th.Size(theme.SizeNamePadding), theme.DefaultTheme().Size(theme.SizeNamePadding); got != want {
		t.Errorf("padding %v, want %v unscaled", got, want)
	}
	if got, want := (kit.Theme{}).Size(theme.SizeNameText), theme.DefaultTheme().Size(theme.SizeNameText); got != want {
		t.Errorf("zero Theme text size %v, want %v", got, want)
	}
}

// Issue 12: in the light theme radio buttons and checks could not be seen.
// Every pair a player must tell apart passes in both variants, in every
// mode; Fyne's default theme is measured alongside to show what failed.
func TestThemeContrast(t *testing.T) {
	t.Parallel()
	variants := map[string]fyne.ThemeVariant{"light": theme.VariantLight, "dark": theme.VariantDark}
	for name, v := range variants {
		for _, r := range kittest.ThemeRatios(kit.Theme{Mode: name}, v) {
			t.Logf("kit %s: %s", name, r)
		}
		for _, mode := range []string{"system", name} {
			for _, p := range kittest.ThemeProblems(kit.Theme{Mode: mode}, v) {
				t.Errorf("kit theme, mode %s, %s variant: %s", mode, name, p)
			}
		}
		for _, r := range kittest.ThemeRatios(theme.DefaultTheme(), v) {
			if !r.OK() {
				t.Logf("Fyne default %s: %s", name, r)
			}
		}
	}
	// The check itself must catch what players met: the radio and check
	// outlines of Fyne's default light theme.
	found := false
	for _, p := range kittest.ThemeProblems(theme.DefaultTheme(), theme.VariantLight) {
		found = found || p == "inputBorder (radio and check outlines) on background: 1.28 < 3"
	}
	if !found {
		t.Error("the contrast check passes Fyne's default light theme, whose radio outlines stand 1.28:1")
	}
	// A forced mode wins over the system's variant.
	if (kit.Theme{Mode: "light"}).Color(theme.ColorNameBackground, theme.VariantDark) != theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantLight) {
		t.Error("mode light does not force the light background")
	}
}
