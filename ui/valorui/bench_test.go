package valorui

import (
	"testing"

	"tableside/tracker/valor"
)

// BenchmarkValorTap is what a player waits on after each tap in a Valor
// game: the command committed to SQLite (fsync included) and the whole
// board drawn again from the stored state. Health goes down and up so the
// game never runs out.
func BenchmarkValorTap(b *testing.B) {
	tb := newTable(b, phone)
	tb.startValor()
	tb.charge()
	p := tb.S.Current()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if i%2 == 0 {
			p.Do(valor.Damage(0, 1, ""))
		} else {
			p.Do(valor.Heal(0, 1, ""))
		}
	}
}

// BenchmarkValorRender is the drawing part alone: the board built from a
// stored state, without the commit.
func BenchmarkValorRender(b *testing.B) {
	tb := newTable(b, phone)
	tb.startValor()
	p := tb.S.Current()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p.Render()
	}
}

// mapRound is a 2-Hero Labyrinth game with the test map, in the Minion
// Step: its first screen asks the Hound's Hits.
func mapRound(b *testing.B) *table {
	tb := newTable(b, phone)
	tb.toCorruptionRoll()
	tb.Tap("0")
	return tb
}

// BenchmarkValorWizardAnswer is the wait after a wizard answer on the map
// screen, and after the Undo that takes it back: the rules play the
// Minion's turn, the store commits it, the map and the next instruction are
// drawn again.
func BenchmarkValorWizardAnswer(b *testing.B) {
	tb := mapRound(b)
	p := tb.S.Current()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if i%2 == 0 {
			tb.Tap("1")
		} else {
			p.Undo()
		}
	}
}

// BenchmarkValorMapRender is drawing the map screen alone, with the
// Minion's path and the wizard's instruction.
func BenchmarkValorMapRender(b *testing.B) {
	tb := mapRound(b)
	p := tb.S.Current()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p.Render()
	}
}
