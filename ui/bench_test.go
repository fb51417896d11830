package ui

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
	for len(tb.valorState().Checklist()) > 0 {
		tb.tap("Done")
	}
	tb.tap("Charge")
	p := tb.s.cur
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if i%2 == 0 {
			p.do(valor.Damage(0, 1, ""))
		} else {
			p.do(valor.Heal(0, 1, ""))
		}
	}
}

// BenchmarkValorRender is the drawing part alone: the board built from a
// stored state, without the commit.
func BenchmarkValorRender(b *testing.B) {
	tb := newTable(b, phone)
	tb.startValor()
	p := tb.s.cur
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p.render()
	}
}
