package main

import (
	"testing"

	"tableside/lineup"
)

// TestScreensMatchTheLineup: the app draws every game of the lineup, and
// offers in New campaign the games the lineup says make campaigns, so the
// test tables (uitest, built from the lineup) offer what the app offers.
func TestScreensMatchTheLineup(t *testing.T) {
	got := map[string]bool{}
	for _, sc := range screens() {
		got[sc.Game()] = sc.NewCampaigns()
	}
	if len(got) != len(lineup.Games()) {
		t.Errorf("%d games' screens for %d games", len(got), len(lineup.Games()))
	}
	for _, e := range lineup.Games() {
		c, ok := got[e.Game.ID()]
		if !ok {
			t.Errorf("no screens for %s", e.Game.ID())
		} else if c != e.Campaigns {
			t.Errorf("%s: the screens say new campaigns %v, the lineup %v", e.Game.ID(), c, e.Campaigns)
		}
	}
}
