package sorceryui

import (
	"fmt"

	"tableside/tracker/sorcery"
	"tableside/ui/kit"
)

// spawn is the spawn calculator (L1630-1662, L6194-6253): the engine says
// how many, N and E said in a line; for each, the card drawn is one tap
// from the library (or, not there yet, typed once in the Enemy editor)
// and, when more than one gate is open, the Blue die's face another. The
// spawn is one command once every card is known.
func (b *board) spawn() {
	p := b.v.p
	s, w := p.App(), p.App().Window()
	sp, err := b.st.PlanSpawn(sorcery.SpawnInput{})
	if err != nil {
		s.Fail(err)
		return
	}
	var open []string
	for _, g := range b.st.Gates {
		if g.Open {
			open = append(open, g.Symbol)
		}
	}
	if sp.Count == 0 || len(open) == 0 {
		s.Tell("Spawn", sp.Steps[len(sp.Steps)-1].Say)
		return
	}
	in := sorcery.SpawnInput{}
	var next func()
	// gate asks the die's face for the Enemy just drawn, then goes on.
	gate := func() {
		if len(open) < 2 {
			next()
			return
		}
		faces := make([]string, len(open))
		for k, f := range open {
			faces[k] = "Face " + f
		}
		kit.Choose(w, "Roll the Blue die until it shows an open gate's face. Which face?", faces, func(g int) {
			in.Gates = append(in.Gates, open[g])
			next()
		})
	}
	next = func() {
		k := len(in.Drawn)
		if k == sp.Count {
			// Who runs each, its HP, charges and the powers to draw: what
			// the table does next, so it is said, not only logged.
			if p.Do(sorcery.SpawnEnemies(in)) {
				s.Tell("Spawned", p.LastDone())
			}
			return
		}
		title := fmt.Sprintf("Enemy %d of %d: which card was drawn?", k+1, sp.Count)
		if k == 0 {
			title = sp.Words() + ". Which card was drawn?"
			if sp.Count > 1 {
				title = sp.Words() + ". Enemy 1: which card was drawn?"
			}
		}
		chooseEnemy(b, title, func(c sorcery.EnemyCard) {
			in.Drawn = append(in.Drawn, c)
			gate()
		})
	}
	next()
}

// place puts an Enemy in play outside a spawn formula: a Shadow revealed,
// the Quest's words (L6156-6193, L6214-6224). Its card is one tap from the
// library, or typed once now, the first time the table needs it.
func (b *board) place() {
	p := b.v.p
	chooseEnemy(b, "Which Enemy card is placed?", func(c sorcery.EnemyCard) {
		if p.Do(sorcery.PlaceEnemy(c)) {
			p.App().Tell("Placed", p.LastDone())
		}
	})
}

// chooseEnemy asks which Enemy card, titled title: one row for each card
// of the library, and a last one (newEnemyCard) for a card not there yet,
// typed once now, the first time the table needs it; got has the card.
func chooseEnemy(b *board, title string, got func(sorcery.EnemyCard)) {
	s := b.v.p.App()
	lib := cards[sorcery.EnemyCard](s, sorcery.EnemyKind)
	names := make([]string, 0, len(lib)+1)
	for _, c := range lib {
		names = append(names, enemyKey(c))
	}
	names = append(names, newEnemyCard)
	kit.Choose(s.Window(), title, names, func(i int) {
		if i < len(lib) {
			got(lib[i])
			return
		}
		typeEnemy(b, got)
	})
}

// newEnemyCard is chooseEnemy's last row: a card not typed yet.
const newEnemyCard = "Another card: type it now"

// typeEnemy opens the Enemy editor over the table; once a card is saved,
// the table comes back where it was and got has it. Back gives nothing.
func typeEnemy(b *board, got func(sorcery.EnemyCard)) {
	p := b.v.p
	s := p.App()
	had := map[string]bool{}
	for _, c := range cards[sorcery.EnemyCard](s, sorcery.EnemyKind) {
		had[enemyKey(c)] = true
	}
	back := aside(p)
	showEnemyEditor(s, sorcery.EnemyCard{}, func() {
		back()
		for _, c := range cards[sorcery.EnemyCard](s, sorcery.EnemyKind) {
			if !had[enemyKey(c)] {
				got(c)
				return
			}
		}
	})
}
