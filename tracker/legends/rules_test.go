package legends

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"tableside/tracker"
)

// The note's rule statements (§4.2) with its fillers, named by id and line.

// R-rolloff: A 7, B 7, C 5; A and B re-roll 9 and 4: A starts, clockwise.
func TestRollOff002L39(t *testing.T) {
	s := rollRound(t, newGame(t, testSetup(3)), 7, 7, 5)
	if !reflect.DeepEqual(s.RollOff.Contenders, []int{0, 1}) || s.Phase != PhaseRollOff {
		t.Fatalf("contenders %v", s.RollOff.Contenders)
	}
	refused(t, s, RollOffTotal(2, 12)) // only the tied top roll again
	s = mustApply(t, s, RollOffTotal(1, 4))
	s = mustApply(t, s, RollOffTotal(0, 9))
	if s.First != 0 || s.Active != 0 || s.Phase != PhasePlay {
		t.Fatalf("first %d active %d", s.First, s.Active)
	}
	s = mustApply(t, s, EndTurn())
	if s.Active != 1 {
		t.Fatalf("after Ana comes %d", s.Active)
	}
}

// R-draw: 3/5 in 2p, 3/4/5 in 3p, 3/4/5/5/5/5 in 6p, by turn order.
func TestFirstDraws002L45(t *testing.T) {
	for n, want := range map[int][]int{2: {3, 5}, 3: {3, 4, 5}, 6: {3, 4, 5, 5, 5, 5}} {
		if got := newTable(t, n).FirstDraws(); !reflect.DeepEqual(got, want) {
			t.Errorf("%dp: %v, want %v", n, got, want)
		}
	}
}

// R-chest: Chest die 4, modifier +1, plus a Coin of 10: 60 gold.
func TestChest002L95(t *testing.T) {
	s := mustApply(t, newTable(t, 2), Gold(GoldCmd{Coins: 10, ChestDie: 4, ChestMod: 1}))
	if s.Turn.Gold != 60 {
		t.Fatalf("gold %d", s.Turn.Gold)
	}
}

// R-def-accum: Shield 4 takes 3, then 2 breaks it with 1 lost; a third
// Weapon reaches LP in full. R-def-reset: the damage clears at the turn's end.
func TestDefenceAccumulates002L129(t *testing.T) {
	s := newTable(t, 2)
	shield(t, &s, 1, defence("Shield", Shield, 4))
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(-2), Target: at(1), Die: 5}))
	if s.Players[1].Defence[0].Taken != 3 || life(s, 1) != 20 {
		t.Fatalf("%+v", s.Players[1])
	}
	reset := mustApply(t, s, EndTurn())
	if reset.Players[1].Defence[0].Taken != 0 {
		t.Fatal("R-def-reset L131: damage on a Defence card stays after the turn")
	}
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(-3), Target: at(1), Die: 5}))
	if len(s.Players[1].Defence) != 0 || life(s, 1) != 20 {
		t.Fatalf("%+v", s.Players[1])
	}
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: at(1), Die: 4}))
	if life(s, 1) != 16 {
		t.Fatalf("Life %d", life(s, 1))
	}
}

// R-def-slot: a second Armour discards the first.
func TestDefenceSlot002L127(t *testing.T) {
	s := mustApply(t, newTable(t, 2), PlayDefence(defence("Leather Armour", Armour, 2)))
	s = mustApply(t, s, PlayDefence(defence("Plate Armour", Armour, 4)))
	if d := s.Players[0].Defence; len(d) != 1 || d[0].Card.Name != "Plate Armour" {
		t.Fatalf("%v", d)
	}
}

// R-armour-each: Weapons of 4 and 3 against armour 2: 2 + 1 = 3 LP lost.
func TestArmourEachAttack002L233(t *testing.T) {
	s := newTable(t, 2)
	s.Players[1].Hero.Levels[0].Armour = 2
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: at(1), Die: 4}))
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: at(1), Die: 3}))
	if life(s, 1) != 17 {
		t.Fatalf("Life %d", life(s, 1))
	}
}

// R-heavy-armour: Heavy 10 against Defence 2 + 3 and armour 2: 3 to LP.
func TestHeavyArmour002L255(t *testing.T) {
	s := newTable(t, 2)
	s.Players[1].Hero.Levels[0].Armour = 2
	shield(t, &s, 1, defence("Helmet", Helmet, 2), defence("Shield", Shield, 3))
	s = mustApply(t, s, Attack(AttackCmd{Source: Source{Kind: Heavy, Bonus: 4}, Target: at(1), Die: 6, Order: slots(Helmet, Shield)}))
	if life(s, 1) != 17 {
		t.Fatalf("Life %d", life(s, 1))
	}
}

// R-heavy-once: a Heavy after a Weapon is refused, and a Weapon after a
// Heavy; SWORDMASTER allows both.
func TestHeavyOnce002L253(t *testing.T) {
	s := mustApply(t, newTable(t, 2), Attack(AttackCmd{Source: weapon(0), Target: at(1), Die: 1}))
	heavy := Attack(AttackCmd{Source: Source{Kind: Heavy, Bonus: 5}, Target: at(1), Die: 1})
	if msg := refused(t, s, heavy); !strings.Contains(msg, "only Weapon") {
		t.Fatalf("message %q", msg)
	}
	h := mustApply(t, newTable(t, 2), heavy)
	refused(t, h, Attack(AttackCmd{Source: weapon(0), Target: at(1), Die: 1}))
	refused(t, h, heavy)
	mustApply(t, h, Attack(AttackCmd{Source: Source{Kind: Spell}, Target: at(1), Die: 1})) // a Spell may follow
	s.Players[0].Hero.Levels[0].Swordmaster = true                                         // L495
	s = mustApply(t, s, heavy)
	mustApply(t, s, heavy)
}

// R-own-monsters-first: a Weapon aimed at a player while a blocking
// Monster stands in front of the attacker goes to the Monster.
func TestOwnMonstersFirst002L273(t *testing.T) {
	s := newTable(t, 2)
	id := addMonster(t, &s, MonsterCard{Name: "Orc", Life: 8, Cost: 10}, 1, 0)
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: at(1), Die: 5}))
	if m, _ := s.Monster(id); m.Life != 3 || life(s, 1) != 20 {
		t.Fatalf("Monster %d, Bo %d", m.Life, life(s, 1))
	}
}

// R-mon-reduce: attack 4 on a Monster of 5 with reduction 1: 2 left.
func TestMonsterReduction002L523(t *testing.T) {
	s := newTable(t, 2)
	id := addMonster(t, &s, MonsterCard{Name: "Troll", Life: 5, Reduction: 1}, 1, 0)
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: Target{Player: 0, Monsters: true}, Die: 4}))
	if m, _ := s.Monster(id); m.Life != 2 {
		t.Fatalf("Life %d", m.Life)
	}
}

// R-mon-reduce-chain: Heavy 10 through a Monster of 3 with reduction 2:
// 10 - 2 - 3 = 5 to LP.
func TestMonsterReductionChain002L255(t *testing.T) {
	s := newTable(t, 2)
	addMonster(t, &s, MonsterCard{Name: "Troll", Life: 3, Reduction: 2}, 1, 0)
	s = mustApply(t, s, Attack(AttackCmd{Source: Source{Kind: Heavy, Bonus: 4}, Target: at(1), Die: 6}))
	if life(s, 1) != 15 || len(s.Monsters) != 0 {
		t.Fatalf("Life %d", life(s, 1))
	}
}

// bosTurn ends Ana's turn so that Bo's begins.
func bosTurn(t *testing.T, s State) State { return mustApply(t, s, EndTurn()) }

// R-mon-regen: a Monster at 2/5 with regeneration 2 is at 4/5 before it
// attacks.
func TestMonsterRegen002L519(t *testing.T) {
	s := newTable(t, 2)
	id := addMonster(t, &s, MonsterCard{Name: "Troll", Life: 5, Regen: 2}, 0, 1)
	s.Monsters[0].Life = 2
	s = bosTurn(t, s)
	if s.Stage != StageRegen {
		t.Fatalf("stage %s", s.Stage)
	}
	refused(t, s, MonsterAttack(id, 3))
	s = mustApply(t, s, MonsterRegen())
	if m, _ := s.Monster(id); m.Life != 4 || s.Stage != StageAttacks {
		t.Fatalf("Life %d stage %s", m.Life, s.Stage)
	}
}

// R-scaling: 4 players, X = 3: 12 Life.
func TestScalingLife002L527(t *testing.T) {
	s := mustApply(t, newTable(t, 4), PlayMonster(MonsterCard{Name: "Hydra", LifePerPlayer: 3}, 1))
	if s.Monsters[0].MaxLife != 12 || s.Monsters[0].Life != 12 {
		t.Fatalf("%+v", s.Monsters[0])
	}
}

// R-mon-attack-def: a Monster attack of 6 against Defence 4: the card
// breaks, 2 lost, LP unchanged, no Poison.
func TestMonsterAttackDefence002L155(t *testing.T) {
	s := newTable(t, 2)
	id := addMonster(t, &s, MonsterCard{Name: "Spider", Life: 5, Attack: 1, Poison: 2}, 0, 1)
	shield(t, &s, 1, defence("Shield", Shield, 4))
	s = mustApply(t, bosTurn(t, s), MonsterAttack(id, 5))
	if life(s, 1) != 20 || len(s.Players[1].Defence) != 0 || s.Players[1].Poison != 0 {
		t.Fatalf("%+v", s.Players[1])
	}
}

// R-poison: a Poison 2 Monster that hurts the Hero gives 2 tokens; at his
// next start of turn he loses 2 before any Monster attacks. R-poison-default:
// POISON with no number gives 1.
func TestPoison002L551(t *testing.T) {
	s := newTable(t, 2)
	id := addMonster(t, &s, MonsterCard{Name: "Spider", Life: 5, Poison: 2}, 0, 1)
	s = mustApply(t, bosTurn(t, s), MonsterAttack(id, 3))
	if life(s, 1) != 17 || s.Players[1].Poison != 2 || s.Stage != StageMain {
		t.Fatalf("%+v stage %s", s.Players[1], s.Stage)
	}
	s = mustApply(t, mustApply(t, s, EndTurn()), EndTurn())
	if s.Active != 1 || s.Stage != StagePoison {
		t.Fatalf("stage %s", s.Stage)
	}
	refused(t, s, MonsterAttack(id, 3))
	s = mustApply(t, s, Poison())
	if life(s, 1) != 15 || s.Stage != StageAttacks {
		t.Fatalf("Life %d stage %s", life(s, 1), s.Stage)
	}

	d := newTable(t, 2)
	id = addMonster(t, &d, MonsterCard{Name: "Snake", Life: 5, Poisonous: true}, 0, 1)
	d = mustApply(t, bosTurn(t, d), MonsterAttack(id, 3))
	if d.Players[1].Poison != 1 {
		t.Fatalf("R-poison-default: %d tokens", d.Players[1].Poison)
	}
}

// R-imp: the Imp with die 3 against Intelligence 4: 0 left this turn.
func TestImp002L179(t *testing.T) {
	s := newTable(t, 2)
	s.Players[1].Hero.Levels[0].Intelligence = 4
	id := addMonster(t, &s, MonsterCard{Name: "Imp", Life: 3, Imp: true}, 0, 1)
	s = mustApply(t, bosTurn(t, s), MonsterAttack(id, 3))
	if s.Turn.Intelligence != 0 || life(s, 1) != 20 {
		t.Fatalf("Intelligence %d", s.Turn.Intelligence)
	}
}

// R-hero-regen: LP 19/20 with regeneration 2 after the attacks: 20.
func TestHeroRegen002L459(t *testing.T) {
	s := newTable(t, 2)
	s.Players[1].Hero.Levels[0].Regen = 2
	s.Players[1].Life = 19
	s = bosTurn(t, s)
	if s.Stage != StageHeroRegen {
		t.Fatalf("stage %s", s.Stage)
	}
	s = mustApply(t, s, HeroRegen())
	if life(s, 1) != 20 || s.Stage != StageMain {
		t.Fatalf("Life %d", life(s, 1))
	}
}

// R-heal-cap: heal die 6 + 1 at 18/20: 20.
func TestHealCap002L365(t *testing.T) {
	s := newTable(t, 2)
	s.Players[0].Life = 18
	s = mustApply(t, s, Heal(HealCmd{Target: 0, Die: 6, Bonus: 1, Cost: 1}))
	if life(s, 0) != 20 || s.Turn.Intelligence != 2 {
		t.Fatalf("Life %d", life(s, 0))
	}
}

// R-resist: Staff of Fire 5 against Fire resistance 2: 3; against Fire
// immunity: 0.
func TestResistance002L381(t *testing.T) {
	fire := Source{Kind: Staff, Name: "Staff of Fire", Element: Fire}
	s := newTable(t, 2)
	s.Players[1].Hero.Levels[0].Resist = []Resistance{{Element: Fire, Amount: 2}}
	if s = mustApply(t, s, Attack(AttackCmd{Source: fire, Target: at(1), Die: 5})); life(s, 1) != 17 {
		t.Fatalf("resistance: Life %d", life(s, 1))
	}
	s = newTable(t, 2)
	s.Players[1].Hero.Levels[0].Resist = []Resistance{{Element: Fire, Immune: true}}
	if s = mustApply(t, s, Attack(AttackCmd{Source: fire, Target: at(1), Die: 5})); life(s, 1) != 20 {
		t.Fatalf("immunity: Life %d", life(s, 1))
	}
}

// R-against: +1 AGAINST Undead counts only when the first layer is Undead.
func TestAgainst002L465(t *testing.T) {
	s := newTable(t, 2)
	s.Players[0].Hero.Levels[0].Against = []Bonus{{Name: "Undead", Amount: 1}}
	z := addMonster(t, &s, MonsterCard{Name: "Zombie", Life: 9, Types: []string{"Undead"}}, 1, 0)
	w := addMonster(t, &s, MonsterCard{Name: "Wolf", Life: 9}, 1, 0)
	o, err := s.Preview(AttackCmd{Source: weapon(0), Target: at(1), Die: 3, Order: mons(z, w)})
	if err != nil || o.Attack != 4 {
		t.Fatalf("Undead first: %d %v", o.Attack, err)
	}
	if o, _ = s.Preview(AttackCmd{Source: weapon(0), Target: at(1), Die: 3, Order: mons(w, z)}); o.Attack != 3 {
		t.Fatalf("Wolf first: %d", o.Attack)
	}
}

// R-devotion: a +1 Monster whose owner has DEVOTION attacks at die + 2 and
// counts as Undead.
func TestDevotion002L475(t *testing.T) {
	s := newTable(t, 2)
	s.Players[0].Hero.Levels[0].Devotion = true
	id := addMonster(t, &s, MonsterCard{Name: "Skeleton", Life: 3, Attack: 1}, 0, 1)
	s = mustApply(t, bosTurn(t, s), MonsterAttack(id, 3))
	if life(s, 1) != 15 {
		t.Fatalf("Life %d, want 20 - 5", life(s, 1))
	}
	m, _ := s.Monster(id)
	if !s.devoted(m) {
		t.Fatal("not Undead under DEVOTION")
	}
}

// R-berserk: a roll of 2 on turn T lasts T and T+1; a Beer meanwhile gives
// no more turns.
func TestBerserk002L469(t *testing.T) {
	s := newTable(t, 2)
	s.Players[0].Hero.Levels[0].Berserk = &Berserk{Beers: 2, Bonus: 2}
	s = mustApply(t, s, Beer(0))
	refused(t, s, Beer(0)) // the second Beer needs the die
	s = mustApply(t, s, Beer(2))
	if s.Players[0].Berserk != 2 || s.MarketOpen(0) {
		t.Fatalf("Berserk %d", s.Players[0].Berserk)
	}
	o, _ := s.Preview(AttackCmd{Source: weapon(0), Target: at(1), Die: 3})
	sheathed, _ := s.Preview(AttackCmd{Source: Source{Kind: Weapon, FromSheath: true}, Target: at(1), Die: 3})
	if o.Attack != 5 || sheathed.Attack != 3 {
		t.Fatalf("attack %d, from the Sheath %d", o.Attack, sheathed.Attack)
	}
	s = mustApply(t, s, Beer(0))
	if s.Players[0].Berserk != 2 {
		t.Fatal("a Beer lengthened Berserk")
	}
	s = mustApply(t, mustApply(t, s, EndTurn()), EndTurn()) // T ends, Bo plays
	if s.Players[0].Berserk != 1 {
		t.Fatalf("after T: %d", s.Players[0].Berserk)
	}
	s = mustApply(t, s, EndTurn()) // T+1 ends
	if s.Players[0].Berserk != 0 || !s.MarketOpen(0) {
		t.Fatalf("after T+1: %d", s.Players[0].Berserk)
	}
}

// R-market: a blocking Monster shuts the Market; Defensive and Fleeting
// ones do not; Berserk shuts it; Sneaking 5 and 4 past 2 opens it, 5 and 3
// does not.
func TestMarket002L151(t *testing.T) {
	s := newTable(t, 3)
	addMonster(t, &s, MonsterCard{Name: "Wall", Life: 5, Defensive: true}, 1, 0)
	addMonster(t, &s, MonsterCard{Name: "Sprite", Life: 5, Fleeting: true}, 1, 0)
	if !s.MarketOpen(0) {
		t.Fatal("Defensive and Fleeting Monsters shut the Market")
	}
	addMonster(t, &s, MonsterCard{Name: "Orc", Life: 5}, 1, 0)
	addMonster(t, &s, MonsterCard{Name: "Ogre", Life: 5}, 2, 0)
	s.Turn.Gold = 50
	if msg := refused(t, s, Buy(30, "Axe")); !strings.Contains(msg, "shut") {
		t.Fatalf("message %q", msg)
	}
	s.Players[0].Hero.Levels[0].Sneaking = true
	if ok := mustApply(t, s, Sneak(5, 4)); !ok.MarketOpen(0) {
		t.Fatal("Sneaking 5 and 4 did not open the Market")
	}
	failed := mustApply(t, s, Sneak(5, 3))
	if failed.MarketOpen(0) {
		t.Fatal("Sneaking 5 and 3 opened the Market")
	}
	refused(t, failed, Sneak(6, 6)) // once a turn
	s.Players[0].Berserk = 1
	if s.MarketOpen(0) {
		t.Fatal("Berserk left the Market open")
	}
}

// R-scroll: a Hero with Intelligence 1 cannot play a Scroll.
func TestScroll002L313(t *testing.T) {
	s := newTable(t, 2)
	s.Players[0].Hero.Levels[0].Intelligence = 1
	s.Turn.Intelligence = 1
	refused(t, s, Scroll(2))
}

// R-spell-cost: Intelligence 3; a Spell of 2 is allowed, a second refused.
func TestSpellCost002L321(t *testing.T) {
	spell := Attack(AttackCmd{Source: Source{Kind: Spell, Cost: 2}, Target: at(1), Die: 1})
	s := mustApply(t, newTable(t, 2), spell)
	if s.Turn.Intelligence != 1 {
		t.Fatalf("left %d", s.Turn.Intelligence)
	}
	if msg := refused(t, s, spell); !strings.Contains(msg, "Scroll") {
		t.Fatalf("message %q", msg)
	}
}

// R-xp-level: spaces at 60 and 120, XP 40, a kill worth 30: 70, level 2.
// R-xp-double: XP 40 and a kill worth 80: 120, level 3 at once.
func TestLevels002L449(t *testing.T) {
	for _, c := range []struct{ cost, xp, level int }{{30, 70, 2}, {80, 120, 3}} {
		s := newTable(t, 2)
		s.Players[0].XP = 40
		s.Players[0].Hero.Levels = []HeroLevel{{MaxLife: 20, Intelligence: 1}, {MaxLife: 20, Intelligence: 2}, {MaxLife: 20, Intelligence: 4}}
		s.Turn.Intelligence = 1
		addMonster(t, &s, MonsterCard{Name: "Orc", Life: 1, Cost: c.cost}, 1, 0)
		s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: at(1), Die: 1}))
		if p := s.Players[0]; p.XP != c.xp || p.Level != c.level {
			t.Fatalf("cost %d: XP %d level %d", c.cost, p.XP, p.Level)
		}
		// the new level's Intelligence counts at once.
		if want := []int{0, 1, 2, 4}[c.level]; s.Turn.Intelligence != want {
			t.Fatalf("Intelligence %d, want %d", s.Turn.Intelligence, want)
		}
	}
}

// R-overkill: Heavy 10 against a Hero at 3: out, nothing carries.
func TestOverkill002L409(t *testing.T) {
	s := newTable(t, 3)
	s.Players[1].Life = 3
	o, err := s.Preview(AttackCmd{Source: Source{Kind: Heavy, Bonus: 4}, Target: at(1), Die: 6})
	if err != nil || !o.Eliminated || o.HeroDamage != 3 || o.Lost != 0 {
		t.Fatalf("%+v %v", o, err)
	}
	s = mustApply(t, s, Attack(AttackCmd{Source: Source{Kind: Heavy, Bonus: 4}, Target: at(1), Die: 6}))
	if !s.Players[1].Out || life(s, 2) != 20 || len(s.Eliminations) != 1 || s.Eliminations[0].By != 0 {
		t.Fatalf("%+v", s.Eliminations)
	}
}

// R-relocate: Bo falls with m1 (Cy's) and m2 (his) in front of him and m3
// (his) before Di: Cy moves m1, wounds kept; m2 and m3 leave.
func TestRelocate002L411(t *testing.T) {
	s := newTable(t, 5)
	m1 := addMonster(t, &s, MonsterCard{Name: "M1", Life: 6}, 2, 1)
	addMonster(t, &s, MonsterCard{Name: "M2", Life: 6}, 1, 1)
	addMonster(t, &s, MonsterCard{Name: "M3", Life: 6}, 1, 3)
	s.Monsters[0].Life = 4
	s.Players[1].Life = 2
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: at(1), Die: 5}))
	if len(s.Monsters) != 1 || !reflect.DeepEqual(s.Waiting(), []int{m1}) {
		t.Fatalf("%+v", s.Monsters)
	}
	if opts := s.RelocateOptions(m1); slices.Contains(opts, 1) || len(opts) != 4 {
		t.Fatalf("options %v", opts)
	}
	refused(t, s, Relocate(m1, 1))
	s = mustApply(t, s, Relocate(m1, 4))
	if m, _ := s.Monster(m1); m.Host != 4 || m.Life != 4 || m.Waiting {
		t.Fatalf("%+v", m)
	}
}

// R-hop: a Hopping Monster before the active player moves to the next at
// the end of his turn in 3p, and stays in 2p.
func TestHopping002L545(t *testing.T) {
	for n, want := range map[int]int{3: 1, 2: 0} {
		s := newTable(t, n)
		id := addMonster(t, &s, MonsterCard{Name: "Frog", Life: 3, Hopping: true}, 1, 0)
		s = mustApply(t, s, EndTurn())
		if m, _ := s.Monster(id); m.Host != want {
			t.Errorf("%dp: host %d, want %d", n, m.Host, want)
		}
	}
}

// R-fleeting: a Fleeting Monster drawn by Ana goes before her, ownerless,
// her Market open; it moves left at the turn's end; killed, it gives XP and
// leaves the game.
func TestFleeting002L539(t *testing.T) {
	s := mustApply(t, newTable(t, 3), playDrawn(MonsterCard{Name: "Wisp", Life: 2, Cost: 20, Fleeting: true}))
	m := s.Monsters[0]
	if m.Host != 0 || m.Owner != -1 || !s.MarketOpen(0) {
		t.Fatalf("%+v", m)
	}
	moved := mustApply(t, s, EndTurn())
	if mm, _ := moved.Monster(m.ID); mm.Host != 1 {
		t.Fatalf("host %d", mm.Host)
	}
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: Target{Player: 0, Monsters: true}, Die: 3}))
	if len(s.Monsters) != 0 || s.Players[0].XP != 20 {
		t.Fatalf("XP %d", s.Players[0].XP)
	}
}

// R-5p-enemies: seat 0's enemies are 2 and 3; once both are out, 0 wins.
func TestFivePlayerEnemies002L587(t *testing.T) {
	s := newTable(t, 5)
	if !reflect.DeepEqual(s.Enemies5(0), []int{2, 3}) || !reflect.DeepEqual(s.Allies5(0), []int{4, 1}) {
		t.Fatalf("enemies %v allies %v", s.Enemies5(0), s.Allies5(0))
	}
	s.Players[2].Life, s.Players[3].Life = 1, 1
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: at(2), Die: 3}))
	if s.Phase != PhasePlay {
		t.Fatal("the game ended after one enemy")
	}
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: at(3), Die: 3}))
	if s.Phase != PhaseOver || !reflect.DeepEqual(s.Winners, []int{0}) {
		t.Fatalf("phase %s winners %v tie %v", s.Phase, s.Winners, s.Tie)
	}
}

// R-6p-end: a frontliner out, the game goes on; a Skirmisher out, his
// opponents win.
func TestBattlefieldEnd002L611(t *testing.T) {
	s := newTable(t, 6)
	s.Players[5].Life = 1
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: at(5), Die: 3}))
	if s.Phase != PhasePlay || !s.frontlineBroken(1) {
		t.Fatal("the game ended with a frontliner")
	}
	s.Players[4].Life = 1
	s = mustApply(t, s, Attack(AttackCmd{Source: Source{Kind: Spell}, Target: at(4), Die: 3}))
	if s.Phase != PhaseOver || !reflect.DeepEqual(s.Winners, []int{0, 1, 2}) {
		t.Fatalf("winners %v", s.Winners)
	}
}

// R-lone: 4p, when A1 is out A2 may attack either opponent (L411).
func TestLastOfTeam002L411(t *testing.T) {
	s := newTable(t, 4) // teams: 0 and 2, 1 and 3
	s = mustApply(t, s, Correct(CorrectCmd{Player: 2, Life: -20, Reason: "test: A1 falls"}))
	s = mustApply(t, mustApply(t, s, EndTurn()), EndTurn())
	if s.Active != 3 {
		t.Fatalf("active %d", s.Active)
	}
	s = mustApply(t, s, EndTurn())
	if s.Active != 0 {
		t.Fatalf("active %d", s.Active)
	}
	if got := s.weaponTargets(0); !reflect.DeepEqual(got, []int{1, 3}) {
		t.Fatalf("targets %v", got)
	}
}

func playDrawn(c MonsterCard) tracker.Command {
	return tracker.Cmd(KindPlayMonster, PlayMonsterCmd{Card: c, Drawn: true})
}

// The start-of-turn sheet lists the steps in the rulebook's order, with
// what is done and what comes (L551, L519, L153, L459).
func TestStartOfTurnSheet002L551(t *testing.T) {
	s := newTable(t, 2)
	s.Players[1].Poison = 1
	addMonster(t, &s, MonsterCard{Name: "Orc", Life: 3}, 0, 1)
	s = bosTurn(t, s)
	var got []string
	for _, st := range s.StartOfTurn() {
		got = append(got, string(st.Stage)+"="+st.State)
	}
	want := []string{"poison=now", "regen=none", "attacks=next", "hero_regen=none"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%v", got)
	}
}

// The owner of an attacking Monster orders the host's Defence cards
// before his die (L155): two layers need an order.
func TestMonsterAttackOrder002L155(t *testing.T) {
	s := newTable(t, 2)
	id := addMonster(t, &s, MonsterCard{Name: "Orc", Life: 3, Attack: 2}, 0, 1)
	shield(t, &s, 1, defence("Helmet", Helmet, 1), defence("Shield", Shield, 5))
	s = bosTurn(t, s)
	if l := s.MonsterAttackLayers(); len(l) != 2 {
		t.Fatalf("%v", l)
	}
	refused(t, s, MonsterAttack(id, 3))
	s = mustApply(t, s, MonsterAttack(id, 3, slots(Helmet, Shield)...))
	if d := s.Players[1].Defence; len(d) != 1 || d[0].Taken != 4 || life(s, 1) != 20 {
		t.Fatalf("%+v", d)
	}
}

// SABOTAGE needs the Market and works once a turn (L481).
func TestSabotage002L481(t *testing.T) {
	s := newTable(t, 2)
	refused(t, s, Ability("sabotage"))
	s.Players[0].Hero.Levels[0].Sabotage = true
	s = mustApply(t, s, Ability("sabotage"))
	refused(t, s, Ability("sabotage"))
	b := newTable(t, 2)
	b.Players[0].Hero.Levels[0].Sabotage = true
	addMonster(t, &b, MonsterCard{Name: "Orc", Life: 3}, 1, 0)
	if msg := refused(t, b, Ability("sabotage")); !strings.Contains(msg, "Market") {
		t.Fatalf("%q", msg)
	}
}

// VISION works once a turn (L507).
func TestVision002L507(t *testing.T) {
	s := newTable(t, 2)
	s.Players[0].Hero.Levels[0].Vision = true
	s = mustApply(t, s, Ability("vision"))
	refused(t, s, Ability("vision"))
	if s = mustApply(t, mustApply(t, s, EndTurn()), EndTurn()); s.Turn.Visioned {
		t.Fatal("the mark outlived the turn")
	}
}
