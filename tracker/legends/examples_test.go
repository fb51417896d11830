package legends

import "testing"

// The book's worked examples (the note, §4.1), with the note's fillers
// where the pictures were lost. Ana (0) attacks Bo (1) in a 2-player game.

// EX-sell: selling a card priced 30 gives 15 gold.
func TestWorkedExample002L107(t *testing.T) {
	s := newTable(t, 2)
	s = mustApply(t, s, Sell(30, "Axe", true))
	if s.Turn.Gold != 15 {
		t.Fatalf("gold %d, want 15", s.Turn.Gold)
	}
}

// EX-1: Weapon, die 5, bonus -2: 3 damage (filler LP 20 -> 17).
func TestWorkedExample002L199(t *testing.T) {
	s := mustApply(t, newTable(t, 2), Attack(AttackCmd{Source: weapon(-2), Target: at(1), Die: 5}))
	if life(s, 1) != 17 {
		t.Fatalf("Life %d, want 17", life(s, 1))
	}
}

// EX-2 (printed as #1 again, A-35): Weapon 5 + 1 against Defence cards of 2
// and 3 (filler): both broken, LP unchanged, the extra 1 lost (L215).
func TestWorkedExample002L219(t *testing.T) {
	s := newTable(t, 2)
	shield(t, &s, 1, defence("Helmet", Helmet, 2), defence("Wooden Shield", Shield, 3))
	o, err := s.Preview(AttackCmd{Source: weapon(1), Target: at(1), Die: 5, Order: slots(Helmet, Shield)})
	if err != nil {
		t.Fatal(err)
	}
	if o.Lost != 1 || o.Hero != -1 || len(o.Hits) != 2 || !o.Hits[0].Broken || !o.Hits[1].Broken {
		t.Fatalf("preview %+v", o)
	}
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(1), Target: at(1), Die: 5, Order: slots(Shield, Helmet)}))
	if life(s, 1) != 20 || len(s.Players[1].Defence) != 0 {
		t.Fatalf("Life %d, Defence %v", life(s, 1), s.Players[1].Defence)
	}
}

// EX-3: total 6 (die 5 filled, +1 shown) against armour 2: 4 damage (L233).
func TestWorkedExample002L235(t *testing.T) {
	s := newTable(t, 2)
	s.Players[1].Hero.Levels[0].Armour = 2
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(1), Target: at(1), Die: 5}))
	if life(s, 1) != 16 {
		t.Fatalf("Life %d, want 16", life(s, 1))
	}
}

// EX-4: Heavy, die 5 + 5 against Defence 2 and 3: both broken, 5 to LP.
func TestWorkedExample002L257(t *testing.T) {
	s := newTable(t, 2)
	shield(t, &s, 1, defence("Helmet", Helmet, 2), defence("Wooden Shield", Shield, 3))
	s = mustApply(t, s, Attack(AttackCmd{Source: Source{Kind: Heavy, Bonus: 5}, Target: at(1), Die: 5, Order: slots(Helmet, Shield)}))
	if life(s, 1) != 15 || len(s.Players[1].Defence) != 0 {
		t.Fatalf("Life %d, Defence %v", life(s, 1), s.Players[1].Defence)
	}
}

// EX-5: Weapon 5 + 5 with two Monsters in front of the attacker (fillers LP
// 4 and 3, costs 20 and 30): both killed, +50 XP, 3 lost, Bo untouched.
func TestWorkedExample002L275(t *testing.T) {
	s := newTable(t, 2)
	a := addMonster(t, &s, MonsterCard{Name: "Goblin", Life: 4, Cost: 20}, 1, 0)
	b := addMonster(t, &s, MonsterCard{Name: "Orc", Life: 3, Cost: 30}, 1, 0)
	o, err := s.Preview(AttackCmd{Source: weapon(5), Target: at(1), Die: 5, Order: mons(a, b)})
	if err != nil {
		t.Fatal(err)
	}
	if o.Lost != 3 || o.Hero != -1 {
		t.Fatalf("preview %+v", o)
	}
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(5), Target: at(1), Die: 5, Order: mons(a, b)}))
	if len(s.Monsters) != 0 || s.Players[0].XP != 50 || life(s, 1) != 20 {
		t.Fatalf("Monsters %v, XP %d, Bo %d", s.Monsters, s.Players[0].XP, life(s, 1))
	}
}

// EX-6: Heavy die 6 + 4 through the attacker's Monsters (3 and 2), then
// Bo's Defence (2 and 1): 2 to LP (L255, L301).
func TestWorkedExample002L291(t *testing.T) {
	s, order := example6(t)
	s = mustApply(t, s, Attack(AttackCmd{Source: Source{Kind: Heavy, Bonus: 4}, Target: at(1), Die: 6, Order: order}))
	if life(s, 1) != 18 || len(s.Monsters) != 0 || len(s.Players[1].Defence) != 0 {
		t.Fatalf("Life %d, Monsters %v", life(s, 1), s.Monsters)
	}
}

// EX-7: Attack Spell 5 + 1 against Defence 2 and 3: 1 to LP (L325).
func TestWorkedExample002L329(t *testing.T) {
	s := newTable(t, 2)
	shield(t, &s, 1, defence("Helmet", Helmet, 2), defence("Wooden Shield", Shield, 3))
	s = mustApply(t, s, Attack(AttackCmd{Source: Source{Kind: Spell, Bonus: 1}, Target: at(1), Die: 5, Order: slots(Helmet, Shield)}))
	if life(s, 1) != 19 {
		t.Fatalf("Life %d, want 19", life(s, 1))
	}
}

// EX-8 (unnumbered, A-35): Attack Spell 5 + 1 with Monsters of 2 and 3 LP in
// front of the caster: both killed, XP their costs, 1 to the opponent.
func TestWorkedExample002L349(t *testing.T) {
	s := newTable(t, 2)
	a := addMonster(t, &s, MonsterCard{Name: "Rat", Life: 2, Cost: 20}, 1, 0)
	b := addMonster(t, &s, MonsterCard{Name: "Bat", Life: 3, Cost: 20}, 1, 0)
	s = mustApply(t, s, Attack(AttackCmd{Source: Source{Kind: Spell, Bonus: 1}, Target: at(1), Die: 5, Order: mons(a, b)}))
	if life(s, 1) != 19 || len(s.Monsters) != 0 || s.Players[0].XP != 40 {
		t.Fatalf("Life %d, Monsters %v, XP %d", life(s, 1), s.Monsters, s.Players[0].XP)
	}
}
