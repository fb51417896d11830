package valorui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor"
	"tableside/ui/uitest"
)

// leaves is a button that leaves the editor, saves it, or opens a pad or a
// dialog: not a choice made in place.
func leaves(o fyne.CanvasObject) bool {
	b, ok := o.(*widget.Button)
	if !ok {
		return false
	}
	t := b.Text
	return t == "" || t == "Back" || strings.HasPrefix(t, "Save") || strings.HasSuffix(t, "…") ||
		strings.HasPrefix(t, "Remove") || strings.HasPrefix(t, "Delete")
}

// inChoice is a button of a kit.Choice in the Valor editors: picked, it
// takes a mark that widens it and rewraps its line. The kit's choice list
// is made still on the kit's own branch of issue 24; its buttons are left
// out here until that lands.
func inChoice(o fyne.CanvasObject) bool {
	b, ok := o.(*widget.Button)
	if !ok {
		return false
	}
	lists := [][]string{vlibTreasureTitles, vminSizeTitles, vminRowTitles, vminColourNames, vlibRowTitles(true)}
	for _, l := range lists {
		if slices.Contains(l, b.Text) {
			return true
		}
	}
	return false
}

// TestNothingMovesUnderTheFinger (issue 24): in each Valor & Villainy
// editor, at a small phone with Very large text and at a phone, a tap on a
// choice leaves every other tappable above or beside it where it was.
func TestNothingMovesUnderTheFinger(t *testing.T) {
	editors := []struct {
		name string
		open func(tb *table)
	}{
		{"the Hero editor", func(tb *table) { vlibOpenHero(tb.S, valor.HeroCard{}, func() {}) }},
		{"the Villain editor", func(tb *table) { vlibOpenVillain(tb.S, valor.VillainCard{}, 2, func() {}) }},
		{"the Loot Stash editor", func(tb *table) { vlibOpenLoot(tb.S, valor.LootStashCard{}, func() {}) }},
		{"the Treasure editor", func(tb *table) { vlibOpenTreasure(tb.S, valor.TreasureCard{}, func() {}) }},
		{"the Minion editor", func(tb *table) { vminOpenEditor(tb.S, valor.MinionCard{}, "", func(*valor.MinionCard) {}) }},
	}
	for _, size := range []struct {
		name string
		size fyne.Size
		text string
	}{{"small phone, Very large", uitest.SmallPhone, "huge"}, {"phone", uitest.Phone, "normal"}} {
		for _, e := range editors {
			t.Run(size.name+"/"+e.name, func(t *testing.T) {
				tb := vlibNewTable(t, size.size)
				tb.TextSize(size.text)
				e.open(tb)
				if n := tb.NothingMovesUnderTheFinger(e.name, func(o fyne.CanvasObject) bool { return leaves(o) || inChoice(o) }); n < 5 {
					t.Errorf("only %d choices tapped", n)
				}
			})
		}
	}
}
