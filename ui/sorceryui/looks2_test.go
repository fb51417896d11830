package sorceryui

import (
	"testing"

	"tableside/tracker/sorcery"
	"tableside/ui/uitest"
)

// shots renders the screen that open draws at a phone and a tablet, in
// the light and dark themes, named name; with TABLESIDE_SCREENS unset it
// still checks that nothing runs past the edge.
func (tb *table) shots(name string, open func()) {
	tb.T.Helper()
	for _, th := range []string{"light", "dark"} {
		if err := tb.S.Store().SetSetting("theme", th); err != nil {
			tb.T.Fatal(err)
		}
		for _, sz := range uitest.PhoneAndTablet() {
			tb.Size = sz.Size
			tb.Win.Resize(sz.Size)
			tb.TextSize("normal") // puts the theme in effect
			tb.ClosePopups()
			open()
			tb.Shot("sorcery-" + name + "-" + sz.Name + "-" + th)
		}
	}
	tb.ClosePopups()
	tb.Size = phone
	tb.Win.Resize(phone)
}

// TestLooksSorceryNewScreens renders the screens this package added for
// the card library, the table's items and Companions, the wizard's
// conditions and the campaign between Quests.
func TestLooksSorceryNewScreens(t *testing.T) {
	tb := libraryTable(t)
	tb.save(sorcery.ItemKind, "Amulet", sorcery.Item{Name: "Amulet", Slot: sorcery.Artifact, Charges: 2})
	tb.save(sorcery.CompanionKind, "Dharma", sorcery.Companion{Name: "Dharma", MaxHP: 6, HeroCount: 1})
	c := tb.newQuest("Friday")
	tb.shots("power-editor", func() { showPowerEditor(tb.S, sorcery.EnemyPower{}, tb.S.ShowHome) })
	tb.shots("companion-editor", func() { showCompanionEditor(tb.S, sorcery.Companion{}, tb.S.ShowHome) })
	tb.shots("item-editor", func() { showItemEditor(tb.S, sorcery.Item{}, tb.S.ShowHome) })
	tb.shots("hero-editor", func() { showHeroEditor(tb.S, sorcery.Hero{}, tb.S.ShowHome, nil) })

	st := itemsTable(spiderWeapons())
	st.Heroes[0].Gem = []sorcery.GemRank{{HP: st.Heroes[0].MaxHP, Powers: 2, Talents: 1, Combat: 1, Actions: 2}}
	tb.start(st)
	quest := tb.S.Current().Campaign()
	open := func() { tb.S.OpenCampaign(quest) }
	tb.shots("table", open)
	tb.shots("hero-items", func() { open(); tb.Tap("Jeanne ·") })
	tb.Tap("End Jeanne's turn")
	tb.Tap("E")
	tb.shots("wizard-bleed", open)
	tb.toTheSentence()
	tb.Tap("1")
	tb.shots("wizard-condition", open)
	tb.Tap("Yes: Poison I")
	tb.Tap("Done with this Enemy")
	tb.Tap("End the Enemy Turn")
	tb.do(sorcery.QuestEnd(nil), sorcery.MoveLabel("Begin"), sorcery.EnterSite("Nilmerg Village", 3),
		sorcery.AddVenture("Raseac", "3 Chests", "3 Loots per Hero"), sorcery.TickTask("Raseac", "3 Chests"),
		sorcery.ToStash("Jeanne", "Amulet"))
	tb.shots("journey", open)
	_ = c
}
