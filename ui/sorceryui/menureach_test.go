package sorceryui

import (
	"testing"

	"tableside/tracker/sorcery"
	"tableside/ui/uitest"
)

// TestCampaignPageInMenuReach: on the smallest phone at the largest text,
// in play and between Quests, the game's menu (☰) shows the campaign page
// on its first screen: a tap opens it, no scroll first.
func TestCampaignPageInMenuReach(t *testing.T) {
	for _, phase := range []sorcery.Phase{sorcery.Between, ""} {
		tb := newTable(t, uitest.SmallPhone)
		st := exampleTable()
		if phase != "" {
			st.Phase = phase
		}
		st.Camp.Quests = campaignRecords()
		tb.start(st)
		tb.TextSize("huge")
		tapButton(t, tb.S.Current().MenuButton())
		tb.Shot("small-huge-menu")
		scrolls := tb.Scrolls
		tb.Tap("The campaign so far")
		if tb.Scrolls != scrolls {
			t.Errorf("phase %q: the campaign page's entry needed %d scrolls", phase, tb.Scrolls-scrolls)
		}
		tb.See("3 Quests played")
	}
}
