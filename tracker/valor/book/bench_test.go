package book

import "testing"

// BenchmarkApply times one correction of the Supplies through the JSON
// Game.Apply on a book with something in every field, as a tap does.
func BenchmarkApply(b *testing.B) {
	state := encode(b, rich(b))
	cmd := AdjustSupplies(1, "found")
	var g Game
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := g.Apply(state, cmd); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(state)), "state-bytes")
}

// BenchmarkTypedApply times the same correction through the typed
// State.Apply, which copies the book instead of decoding it.
func BenchmarkTypedApply(b *testing.B) {
	s := rich(b)
	cmd := AdjustSupplies(1, "found")
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := s.Apply(cmd); err != nil {
			b.Fatal(err)
		}
	}
}
