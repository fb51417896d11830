package legendsui

import (
	"testing"

	"tableside/share"
	"tableside/tracker"
	"tableside/tracker/legends"
)

// TestShareTableShowsTheGlance: Share table finds this game's glance in
// the rules these screens name for the app's catalog, so a guest's phone
// shows every player's Life, XP and level, Poison and the Monsters before
// him, whose turn it is on top.
func TestShareTableShowsTheGlance(t *testing.T) {
	g := Screens{}.Game()
	if _, ok := g.(tracker.Glancer); !ok {
		t.Fatal("Village of Legends has no glance for Share table")
	}
	s := applied(t, twoPlayerStart(t), legends.MonsterAttack(1, 2))
	b, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	tb := share.TableOf(g, "Tuesday table", b, "")
	secs := tb.Glance.Sections
	if tb.Glance.Title != "Round 1 · Bo's turn" || len(secs) != 2 || secs[0].Name != "Bo" || secs[0].Mark != tracker.GlanceActing {
		t.Fatalf("Bo's turn, Bo on top: %+v", tb.Glance)
	}
	if len(secs[0].Lines) != 1 || secs[0].Stats[0].Value != "17/20" || secs[0].Stats[3].Label != "Poison" {
		t.Fatalf("Bo's Life, Poison and the Goblin: %+v", secs[0])
	}
}
