package valorui

import (
	"testing"

	"tableside/tracker/valor"
)

// The screens offer what tracker/valor's queries say the rules allow
// (issue 12): each test is a rule the screens once decided for themselves,
// and got wrong.

// noButton fails if a button whose label starts with prefix is in reach.
func (tb *table) noButton(prefix, why string) {
	tb.T.Helper()
	if b := tb.Buttons(prefix); len(b) > 0 {
		tb.T.Fatalf("%s: %q is offered", why, b[0].Text)
	}
}

// TestQueriesDefeatedHeroNotPlaced000L335: a Defeated Hero is on the
// Villain Loot Stash, not on the map (000 L335): a region's menu offers no
// standee of theirs to put there.
func TestQueriesDefeatedHeroNotPlaced000L335(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValor()
	tb.finishChecklist("Done", 9)
	tb.layTestMap()
	tb.do(valor.Damage(0, 3, "an Event")) // Rowan had 3 Health left
	if !tb.valorState().Heroes[0].InStash {
		t.Fatal("Rowan should be Defeated")
	}
	tb.Tap("Map")
	tb.tapRegion(at(0, 1))
	tb.Tap("More…")
	tb.See("Bjorn stands here")
	tb.noButton("Rowan stands here", "000 L335 a Defeated Hero's standee")
}
