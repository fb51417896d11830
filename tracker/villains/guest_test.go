package villains

import (
	"testing"

	"tableside/tracker/trackertest"
)

// TestGuestSteps: a guest steps their own Power and hand, as the host's
// corrections do, and no other player's.
func TestGuestSteps(t *testing.T) {
	trackertest.GuestSteps(t, Game{}, encode(t, mustApply(t, newTest(t, 3), AdjustPower(1, 4, ""))))
}
