package book

import (
	"testing"

	"tableside/tracker/trackertest"
)

// BenchmarkApply times one correction of the Supplies through the JSON
// Game.Apply on a book with something in every field, as a tap does.
func BenchmarkApply(b *testing.B) {
	trackertest.BenchApply(b, Game{}, encode(b, rich(b)), AdjustSupplies(1, "found"))
}

// BenchmarkTypedApply times the same correction through the typed
// State.Apply, which copies the book instead of decoding it.
func BenchmarkTypedApply(b *testing.B) {
	trackertest.BenchTyped(b, State.Apply, rich(b), AdjustSupplies(1, "found"))
}
