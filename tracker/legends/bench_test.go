package legends

import (
	"testing"

	"tableside/tracker/trackertest"
)

// heavy6p is a Heavy through Ana's two Monsters and Fay's two Defence
// cards on the 6-player battlefield: the longest chain a player waits on.
func heavy6p() AttackCmd {
	return AttackCmd{Source: Source{Kind: Heavy, Bonus: 8}, Target: at(5), Die: 6,
		Order: append(mons(1, 2), slots(Helmet, Shield)...)}
}

// BenchmarkHeavy6p times the Heavy through the JSON Game.Apply, as a tap
// does (decode, check, apply, encode).
func BenchmarkHeavy6p(b *testing.B) {
	trackertest.BenchApply(b, Game{}, encode(b, sixTable(b)), Attack(heavy6p()))
}

// BenchmarkHeavy6pTyped times the same through State.Apply, which copies
// the state the store keeps in memory instead of decoding it.
func BenchmarkHeavy6pTyped(b *testing.B) {
	trackertest.BenchTyped(b, State.Apply, sixTable(b), Attack(heavy6p()))
}

// BenchmarkTargets times the legal targets of a Weapon on the 6p table.
func BenchmarkTargets(b *testing.B) {
	s := sixTable(b)
	b.ReportAllocs()
	for b.Loop() {
		if len(s.Targets(weapon(0))) == 0 {
			b.Fatal("no targets")
		}
	}
}

// BenchmarkPreview times the preview of the Heavy, what the confirm
// screen shows.
func BenchmarkPreview(b *testing.B) {
	s := sixTable(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Preview(heavy6p()); err != nil {
			b.Fatal(err)
		}
	}
}
