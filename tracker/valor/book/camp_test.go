package book

import (
	"slices"
	"strings"
	"testing"
)

// TestCampForTheNextGame000L1130: the book's Act and upgrades reach the
// next Campaign game: the Fortified Camp (000 L1235), the Reliquary's
// Treasure (000 L1237), any other upgrade's line (000 L1130); a Quest game
// gets none of them.
func TestCampForTheNextGame000L1130(t *testing.T) {
	s := State{Act: 2, Upgrades: []Upgrade{
		{Name: "fortified camp", Cost: 2, Reminder: "Use its tile"},
		{Name: "Reliquary", Cost: 3, Note: " Lucky Charm "},
		{Name: "Armory", Cost: 1, Benefit: "+1 Spell", Reminder: "Each Hero draws a Spell"},
	}}
	c := s.CampFor(false)
	if c.Act != 2 || !c.Fortified || c.Relic != "Lucky Charm" || !slices.Equal(c.Others, []string{"Armory: Each Hero draws a Spell"}) {
		t.Fatalf("000 L1130, L1235, L1237: %+v", c)
	}
	if q := s.CampFor(true); q.Act != 0 || q.Fortified || q.Relic != "" || q.Others != nil {
		t.Fatalf("a Quest game got the campaign's camp: %+v", q)
	}
}

// TestStartRemindersKnowTheUpgrades: the two upgrades the rulebook names
// remind the table what they do as each game begins when nothing was
// typed: the Fortified Camp's tile (000 L1235), the Reliquary's Treasure
// (000 L1237); a reminder typed is kept.
func TestStartRemindersKnowTheUpgrades(t *testing.T) {
	s := applyAll(t, newBook(t), HoardChart(chart...), EndAct(30),
		BuyUpgrade(BuyUpgradeCmd{Name: "fortified camp", Cost: 1}),
		BuyUpgrade(BuyUpgradeCmd{Name: "Reliquary", Cost: 1}), UpgradeNote("Reliquary", "Lucky Charm"),
		BuyUpgrade(BuyUpgradeCmd{Name: "Armory", Cost: 1, Reminder: "each Hero draws a Spell"}))
	got := strings.Join(s.StartReminders(), "\n")
	for _, want := range []string{"fortified camp: its tile from the Sideboard in place of Base Camp", "Reliquary: the Treasure kept goes to a Hero or the Stash (Lucky Charm)", "Armory: each Hero draws a Spell"} {
		if !strings.Contains(got, want) {
			t.Errorf("000 L1130, L1235, L1237: %q lacks %q", got, want)
		}
	}
}
