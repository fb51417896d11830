package valor

import (
	"testing"

	"tableside/tracker/trackertest"
)

// TestGuestSteps: a guest steps each of their Hero's counters as the Hero
// board does, and no other Hero's.
func TestGuestSteps(t *testing.T) {
	s := charge(t, lab(t))
	s = mustApply(t, s, Damage(1, 3, ""))
	trackertest.GuestSteps(t, Game{}, encode(t, s))
}
