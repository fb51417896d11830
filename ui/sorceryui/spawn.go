package sorceryui

import (
	"fmt"

	"tableside/tracker/sorcery"
	"tableside/ui/kit"
)

// spawn is the spawn calculator (L1630-1662, L6194-6253): the engine says
// how many (N and E shown); for each, the card drawn is one tap from the
// library and, when more than one gate is open, the gate another. The
// spawn is one command once every card is known.
func (b *board) spawn() {
	p := b.v.p
	s, w := p.App(), p.App().Window()
	sp, err := b.st.PlanSpawn(sorcery.SpawnInput{})
	if err != nil {
		s.Fail(err)
		return
	}
	lib := cards[sorcery.EnemyCard](s, sorcery.EnemyKind)
	if len(lib) == 0 {
		s.Tell("Spawn", "Enter the Quest's Enemy cards in the library first.")
		return
	}
	var names, open []string
	for _, c := range lib {
		names = append(names, enemyKey(c))
	}
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
		title := fmt.Sprintf("Enemy %d of %d: which card?", k+1, sp.Count)
		if k == 0 {
			title = fmt.Sprintf("%d Heroes and Companions, %d Enemies: spawn %d. Enemy 1: which card?", sp.N, sp.E, sp.Count)
		}
		kit.Choose(w, title, names, func(i int) {
			in.Drawn = append(in.Drawn, lib[i])
			if len(open) < 2 {
				next()
				return
			}
			kit.Choose(w, "Through which gate?", open, func(g int) {
				in.Gates = append(in.Gates, open[g])
				next()
			})
		})
	}
	next()
}
