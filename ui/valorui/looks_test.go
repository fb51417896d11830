package valorui

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"tableside/tracker/valor"
	"tableside/tracker/valor/book"
	"tableside/ui/bookui"
	"tableside/ui/bookui/booktest"
	"tableside/ui/uitest"
)

// The looks tests draw every screen of Valor & Villainy at a small phone,
// a phone and a tablet, at every text size: nothing may run past the
// window's edge, no pop-up may hide options it has room for, and no rule
// line number may show (uitest.EveryLook).

func TestValorBoardsInEveryLook(t *testing.T) {
	tb := newTable(t, phone)
	c := tb.startValor()
	redraw := func() { tb.S.Current().Redraw() }
	tb.EveryLook("the first checklist", redraw)
	tb.LookAt("the setup screen", func() { tb.S.SetupGame(c) })
	tb.LookAt("the setup's Hero picker", func() { tb.S.SetupGame(c); tb.TapObject(tb.picks(0).Button()) })
	tb.LookAt("the setup for Minions of Mordak", func() { tb.S.SetupGame(c); tb.Choose(valor.BoxMordak.Title()) })
	tb.S.OpenCampaign(c)
	tb.finishChecklist("Done", 9)
	tb.Tap("Charge")
	tb.EveryLook("a Hero's Turn", redraw)
	tb.LookAt("a Hero's menu", func() { redraw(); tb.Tap("More for Rowan") })
	tb.LookAt("a Sidekick joining", func() { redraw(); tb.Tap("More for Rowan"); tb.Tap("A Sidekick joins") })
	tb.LookAt("the table's menu", func() { redraw(); tb.Tap("More for the table") })
	tb.LookAt("the Health menu", func() { redraw(); test.Tap(tb.counter("Health", 1)) })
	tb.LookAt("the game's menu", func() { redraw(); test.Tap(tb.S.Current().MenuButton()) })
	tb.LookAt("the number pad", func() { redraw(); tb.Tap("Action Roll"); tb.Tap("Magic") })
	tb.Tap("Action Roll")
	tb.Tap("Magic")
	tb.Keys("1")
	tb.EveryLook("a roll", redraw)
	tb.Tap("End the roll")
	tb.Tap("Golem (Villain)")
	tb.EveryLook("the Villain's board", redraw)
	tb.LookAt("the Villain's menu", func() { redraw(); tb.Tap("More for Golem") })
	tb.LookAt("the history", func() { tb.S.Current().ShowHistory() })
	tb.S.OpenCampaign(c)
	tb.LookAt("the home screen", func() { tb.S.ShowHome() })
	tb.LookAt("the settings", func() { tb.S.ShowSettings() })
}

func TestValorMapInEveryLook(t *testing.T) {
	tb := newTable(t, phone)
	tb.startOnTestMap()
	redraw := func() { tb.S.Current().Redraw() }
	tb.Tap("Map")
	tb.EveryLook("the map", redraw)
	tb.LookAt("a region", func() { redraw(); tb.tapRegion(at(1, 2)) })
	tb.LookAt("a region's menu", func() { redraw(); tb.tapRegion(at(1, 2)); tb.Tap("More…") })
	tb.view().local.region = nil
	tb.tapRegion(at(0, 3))
	tb.EveryLook("a tile being laid", redraw)
	tb.Tap("Cancel")
	tb.view().local.region = nil
	tb.toVillainRound()
	tb.EveryLook("the wizard's Magic roll", redraw)
	tb.Tap("1")
	tb.LookAt("the Spell's costs", func() { redraw(); tb.Tap("Enter the Spell's costs") })
	tb.Tap("Enter the Spell's costs")
	tb.Tap("3") // the Spells resolve by themselves
	tb.EveryLook("the Corruption roll, with the Spells to resolve on the cardboard", redraw)
	tb.Tap("0")
	tb.EveryLook("a Minion's turn", redraw)
}

func TestValorBookInEveryLook(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValor()
	booktest.Open(tb.Table)
	redraw := func() { tb.S.Current().Redraw() }
	for _, page := range []string{"Events", "Sessions", "Hoard & Camp", "Unlocked", "Judgment", "Reset"} {
		booktest.TapExact(tb.Table, page, 0)
		tb.EveryLook("the book's "+page+" page", redraw)
	}
	tb.LookAt("the open button", func() { tb.S.Show(bookui.OpenButton(tb.S.Current())) })
}

func TestValorLibraryInEveryLook(t *testing.T) {
	tb := newTable(t, phone)
	back := func() {}
	tb.LookAt("the Hero editor", func() { showHeroEditor(tb.S, rowanBoard(), back) })
	tb.LookAt("the Villain editor", func() { showValorVillainEditor(tb.S, golemBoard(), back) })
	tb.LookAt("the Loot Stash editor", func() { showLootStashEditor(tb.S, villainLootCard(), back) })
	tb.LookAt("the Treasure editor", func() { showTreasureEditor(tb.S, swordCard(), back) })
	tb.LookAt("the Minion editor", func() { showMinionEditor(tb.S, ogreArcher(), func(*valor.MinionCard) {}) })
	tb.saveValor(valor.LibraryMinion, "Ogre", ogreArcher())
	tb.LookAt("the Minion picker", func() {
		pickMinionCard(tb.S, "Which Minion?", "", back, func(valor.MinionCard) {})
	})
}

// TestValorEditorsInEveryLook draws every card editor, new and filled, in
// every look (issue 24: every tappable a thumb's target, every control
// seen against its background, nothing under another).
func TestValorEditorsInEveryLook(t *testing.T) {
	tb := newTable(t, phone)
	tb.LookAt("a new Hero board", func() { openHeroEditor(tb.S, valor.HeroCard{}, func() {}) })
	tb.LookAt("Rowan's board", func() { openHeroEditor(tb.S, rowanBoard(), func() {}) })
	tb.LookAt("a new Villain board", func() { openVillainEditor(tb.S, valor.VillainCard{}, 2, func() {}) })
	tb.LookAt("the Golem's board", func() { openVillainEditor(tb.S, golemBoard(), 0, func() {}) })
	tb.LookAt("a Loot Stash card", func() { openLootEditor(tb.S, valor.LootStashCard{}, func() {}) })
	tb.LookAt("a Treasure card", func() { openTreasureEditor(tb.S, swordCard(), func() {}) })
	tb.LookAt("a Minion card", func() { openMinionEditor(tb.S, valor.MinionCard{}, "", func(*valor.MinionCard) {}) })
}

// TestCampaignBookInMenuReach: on the smallest phone at the largest text
// the game's menu (☰) of a Labyrinth game lists its campaign book, whose
// Sessions page is the campaign's page, on its first screen: a tap opens
// it, no scroll first (issue 27).
func TestCampaignBookInMenuReach(t *testing.T) {
	tb := newTable(t, uitest.SmallPhone)
	tb.startValor()
	tb.TextSize("huge")
	test.Tap(tb.S.Current().MenuButton())
	tb.Shot("small-huge-valor-menu")
	scrolls := tb.Scrolls
	tb.Tap("Campaign book")
	if tb.Scrolls != scrolls {
		t.Errorf("the campaign book's entry needed %d scrolls", tb.Scrolls-scrolls)
	}
	if tb.S.Current().Session().Game != (book.Game{}).ID() {
		t.Fatalf("the menu did not open the book: %s", tb.S.LastMessage())
	}
	tb.Tap("Sessions")
	tb.See("Sessions played (0)")
}
