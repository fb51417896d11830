package legends

import "testing"

// Tests from the review of the engine against rules 002: each names the
// line it checks.

// TestOutOnOwnTurnEndsTurn_L215_L541: a Hero knocked out in his own turn
// ends that turn, so the turn's end still happens: damage on every
// Defence card left in play is cleared (L131, L215) and Fleeting Monsters
// move on to the left (L541). Ana breaks 3 of Bo's Shield 4, then goes out
// with no cards left; Bo's turn starts with the Shield whole, and the Wisp
// before Cy moves to Bo (Ana is gone).
func TestOutOnOwnTurnEndsTurn_L215_L541(t *testing.T) {
	s := newTable(t, 3)
	shield(t, &s, 1, defence("Shield", Shield, 4))
	wisp := addMonster(t, &s, MonsterCard{Name: "Wisp", Life: 2, Fleeting: true}, -1, 2)
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: at(1), Die: 3}))
	if s.Players[1].Defence[0].Taken != 3 {
		t.Fatalf("the Shield took %d, want 3", s.Players[1].Defence[0].Taken)
	}
	s = mustApply(t, s, OutOfCards(0))
	if s.Active != 1 {
		t.Fatalf("active %d, want Bo", s.Active)
	}
	if got := s.Players[1].Defence[0].Taken; got != 0 {
		t.Fatalf("L215: Bo's Shield still has %d damage from Ana's ended turn", got)
	}
	if m, _ := s.Monster(wisp); m.Host != 1 {
		t.Fatalf("L541: the Wisp stands before %s after Ana's turn ended, want Bo", s.Players[m.Host].Name)
	}
}

// TestDefensiveMonsterAnyArea6p_L535: a Defensive Monster is played in any
// player's area (L535); the 6-player limit on Monsters (L607) is about
// Monsters used against players. Ana, a frontliner, may shield herself and
// her Skirmisher Bo; a Monster that attacks still goes only to Fay, the
// frontliner facing her.
func TestDefensiveMonsterAnyArea6p_L535(t *testing.T) {
	s := newTable(t, 6)
	guard := MonsterCard{Name: "Stone Guard", Life: 4, Defensive: true}
	mine := mustApply(t, s, PlayMonster(guard, 0))
	if m := mine.Monsters[0]; m.Host != 0 {
		t.Fatalf("host %d", m.Host)
	}
	mustApply(t, s, PlayMonster(guard, 1))
	refused(t, s, PlayMonster(MonsterCard{Name: "Orc", Life: 4}, 1))
	mustApply(t, s, PlayMonster(MonsterCard{Name: "Orc", Life: 4}, 5))
}

// TestPoisonNoEffectOnImmune_L551: Poison tokens have no effect on a Hero
// immune to poison (L551). Bo took 2 tokens at level 1, and his level-2
// board is immune: at his next start of turn he loses nothing, and the
// Poison step is passed.
func TestPoisonNoEffectOnImmune_L551(t *testing.T) {
	s := newTable(t, 2)
	h := hero("Bo's Hero", 20)
	immune := h.Levels[0]
	immune.ImmunePoison = true
	h.Levels = append(h.Levels, immune)
	s.Players[1].Hero = h
	s.Players[1].XP, s.Players[1].Level = 60, 2
	s.Players[1].Poison, s.Players[1].PoisonedBy = 2, 0
	s = bosTurn(t, s)
	if life(s, 1) != 20 || s.Stage != StageMain {
		t.Fatalf("L551: Bo, immune, has %d Life at step %s", life(s, 1), s.Stage)
	}
}

// TestHeavyAtOwnMonstersCarries_L301: Example #6 is a Heavy Weapon attack
// "to Monsters" (L291-301): aimed at Bo, it beats the Monsters in front of
// Ana's own Hero first and what is left goes on through Bo's Defence cards
// to Bo (L255). The note's fillers: die 6 + 4, Monsters 3 and 2, Defence 2
// and 1: 2 to Bo. Aimed at the Monsters alone it would stop there.
func TestHeavyAtOwnMonstersCarries_L301(t *testing.T) {
	s, order := example6(t)
	// The Defence cards in the way are Bo's, the player it carries on to.
	if l, err := s.AttackLayers(Source{Kind: Heavy, Bonus: 4}, at(1)); err != nil || l.Host != 1 || l.Hero != 1 || len(l.Defence) != 2 || len(l.Monsters) != 2 {
		t.Fatalf("layers %+v, %v", l, err)
	}
	s = mustApply(t, s, Attack(AttackCmd{Source: Source{Kind: Heavy, Bonus: 4}, Target: at(1), Die: 6, Order: order}))
	if life(s, 1) != 18 || len(s.Monsters) != 0 || len(s.Players[1].Defence) != 0 || s.Players[0].XP != 20 {
		t.Fatalf("L301: Bo %d Life, Monsters %v, Defence %v", life(s, 1), s.Monsters, s.Players[1].Defence)
	}
}

// TestSpellAtOwnMonstersCarries_L359: the unnumbered Example (L349-359) is
// a Spell attack to Monsters: die 5 + 1, aimed at the opponent, kills
// Ana's Monsters of 2 and 3 Life on the way and the 1 left reaches him
// (L325, A-5); TestWorkedExample002L349 plays it. A normal Weapon is not
// carried on so.
func TestSpellAtOwnMonstersCarries_L359(t *testing.T) {
	// A normal Weapon to Monsters still loses the rest (L289).
	s := newTable(t, 2)
	addMonster(t, &s, MonsterCard{Name: "Rat", Life: 2, Cost: 20}, 1, 0)
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(1), Target: Target{Player: 0, Monsters: true}, Die: 5}))
	if life(s, 1) != 20 || len(s.Monsters) != 0 {
		t.Fatalf("L289: Bo %d Life", life(s, 1))
	}
}
