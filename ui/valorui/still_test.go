package valorui

import (
	"testing"

	"fyne.io/fyne/v2"

	"tableside/tracker/valor"
	"tableside/ui/uitest"
)

// TestNothingMovesUnderTheFinger (issue 24): in each Valor & Villainy
// editor, at a small phone with Very large text and at a phone, a tap on a
// choice, the kit.Choice rows included, leaves every other tappable above
// or beside it where it was.
func TestNothingMovesUnderTheFinger(t *testing.T) {
	editors := []struct {
		name string
		open func(tb *table)
	}{
		{"the Hero editor", func(tb *table) { openHeroEditor(tb.S, valor.HeroCard{}, func() {}) }},
		{"the Villain editor", func(tb *table) { openVillainEditor(tb.S, valor.VillainCard{}, 2, func() {}) }},
		{"the Loot Stash editor", func(tb *table) { openLootEditor(tb.S, valor.LootStashCard{}, func() {}) }},
		{"the Treasure editor", func(tb *table) { openTreasureEditor(tb.S, valor.TreasureCard{}, func() {}) }},
		{"the Minion editor", func(tb *table) { openMinionEditor(tb.S, valor.MinionCard{}, "", func(*valor.MinionCard) {}) }},
	}
	for _, size := range []struct {
		name string
		size fyne.Size
		text string
	}{{"small phone, Very large", uitest.SmallPhone, "huge"}, {"phone", uitest.Phone, "normal"}} {
		for _, e := range editors {
			t.Run(size.name+"/"+e.name, func(t *testing.T) {
				tb := newTable(t, size.size)
				tb.TextSize(size.text)
				e.open(tb)
				if n := tb.NothingMovesUnderTheFinger(e.name, uitest.LeavesEditor); n < 5 {
					t.Errorf("only %d choices tapped", n)
				}
			})
		}
	}
}
