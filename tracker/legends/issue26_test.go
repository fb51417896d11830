package legends

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"tableside/tracker"
)

// Issue 26: the readings, the gold-backed price
// (L78, L103), where a killed Monster's card goes (L273, L535, L541), an
// elimination told as the event it is (L407-411), and a Beer's or
// Potion's primary effect before its text (L393-395).

// TestReadingA65HeavyAtOwnMonstersCarriesNothing_L255_L273: a Heavy
// Weapon, a Staff or an attack Spell aimed at the Monsters in front of its
// own Hero (rather than at a player) goes through those Monsters only, in
// the attacker's order, and what is left is lost (A-65, as A-15): in 2
// players, where the opponent is the only player the source could reach,
// nothing carries on to him and his Defence cards are untouched.
func TestReadingA65HeavyAtOwnMonstersCarriesNothing_L255_L273(t *testing.T) {
	for _, src := range []Source{{Kind: Heavy, Bonus: 4}, {Kind: Staff, Bonus: 4, Element: Fire}, {Kind: Spell, Bonus: 4}} {
		s := newTable(t, 2)
		a := addMonster(t, &s, MonsterCard{Name: "Rat", Life: 3, Cost: 10}, 1, 0)
		b := addMonster(t, &s, MonsterCard{Name: "Bat", Life: 2, Cost: 10}, 1, 0)
		shield(t, &s, 1, defence("Helmet", Helmet, 2))
		l, err := s.AttackLayers(src, Target{Player: 0, Monsters: true})
		if err != nil || l.Hero != -1 || len(l.Defence) != 0 || len(l.Monsters) != 2 {
			t.Fatalf("%s: A-65: only the two Monsters, nothing after: %+v %v", src.Kind, l, err)
		}
		s = mustApply(t, s, Attack(AttackCmd{Source: src, Target: Target{Player: 0, Monsters: true}, Die: 6, Order: mons(b, a)}))
		if life(s, 1) != 20 || len(s.Players[1].Defence) != 1 || len(s.Monsters) != 0 || s.Players[0].XP != 20 {
			t.Fatalf("%s: A-65: 10 kills both (5), the 5 left is lost: Bo %d, Defence %v, Monsters %v", src.Kind, life(s, 1), s.Players[1].Defence, s.Monsters)
		}
	}
	// In 3 players too, where a Spell could reach either opponent.
	s := newTable(t, 3)
	addMonster(t, &s, MonsterCard{Name: "Rat", Life: 3}, 2, 0)
	o, err := s.Preview(AttackCmd{Source: Source{Kind: Spell, Bonus: 4}, Target: Target{Player: 0, Monsters: true}, Die: 6})
	if err != nil || o.Hero != -1 || o.Lost != 7 {
		t.Fatalf("A-65: 10 - 3, 7 lost: %+v %v", o, err)
	}
}

// TestReadingA66WeaponAtOwnMonstersNamesItsMonster_L273_L539: a Weapon at
// the Monsters in front of its own Hero: while Monsters that block stand
// there, it goes through them only (a Fleeting or Defensive one there is
// neither in the chain nor a target) and the rest is lost; once none
// blocks, a Fleeting or Defensive Monster there is named alone. There is
// no attack on "every Monster there".
func TestReadingA66WeaponAtOwnMonstersNamesItsMonster_L273_L539(t *testing.T) {
	s := newTable(t, 2)
	spider := addMonster(t, &s, MonsterCard{Name: "Giant Spider", Life: 3, Cost: 20}, 1, 0)
	wisp := addMonster(t, &s, MonsterCard{Name: "Wisp", Life: 2, Cost: 10, Fleeting: true}, -1, 0)
	wall := addMonster(t, &s, MonsterCard{Name: "Wall", Life: 2, Cost: 10, Defensive: true}, 1, 0)
	got := s.Targets(weapon(0))
	if want := []Target{{Player: 0, Monsters: true}}; !slices.Equal(got, want) {
		t.Fatalf("L273, A-66: while the Spider blocks, only it: %+v", got)
	}
	l, err := s.AttackLayers(weapon(0), Target{Player: 0, Monsters: true})
	if err != nil || !slices.Equal(l.Monsters, mons(spider)) {
		t.Fatalf("A-66: the chain is the Spider alone: %+v %v", l, err)
	}
	if msg := refused(t, s, Attack(AttackCmd{Source: weapon(0), Target: Target{Player: 0, Monster: wisp}, Die: 6})); !strings.Contains(msg, "Bo's Giant Spider stands in front of Ana") {
		t.Fatalf("A-66: the Wisp waits until the Spider is beaten: %q", msg)
	}
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: Target{Player: 0, Monsters: true}, Die: 6}))
	if len(s.Monsters) != 2 || s.Players[0].XP != 20 || life(s, 1) != 20 {
		t.Fatalf("A-66: 6 kills the Spider (3), 3 lost, the Wisp and the Wall untouched: %+v", s.Monsters)
	}
	got = s.Targets(weapon(0))
	want := []Target{{Player: 1}, {Player: 0, Monster: wisp}, {Player: 0, Monster: wall}}
	if !slices.Equal(got, want) {
		t.Fatalf("A-66: none blocks now: Bo, or the Wisp or the Wall alone: %+v", got)
	}
	s.Turn.Weapons = 0
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: Target{Player: 0, Monster: wall}, Die: 6}))
	if len(s.Monsters) != 1 || s.Monsters[0].ID != wisp || s.Players[0].XP != 30 {
		t.Fatalf("A-66: the Wall alone, killed; the Wisp is not hit by what is left: %+v", s.Monsters)
	}
	// A game saved by an earlier version, whose attack named every
	// Monster there in its order, still replays: the Spider alone is hit.
	s = newTable(t, 2)
	spider = addMonster(t, &s, MonsterCard{Name: "Giant Spider", Life: 3, Cost: 20}, 1, 0)
	wisp = addMonster(t, &s, MonsterCard{Name: "Wisp", Life: 2, Fleeting: true}, -1, 0)
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: Target{Player: 0, Monsters: true}, Die: 6, Order: mons(wisp, spider)}))
	if len(s.Monsters) != 1 || s.Monsters[0].ID != wisp {
		t.Fatalf("A-66: an earlier order still plays, the Spider alone: %+v", s.Monsters)
	}
	// Two non-blocking Monsters and no name: refused, nothing changes.
	s = newTable(t, 2)
	addMonster(t, &s, MonsterCard{Name: "Wisp", Life: 2, Fleeting: true}, -1, 0)
	addMonster(t, &s, MonsterCard{Name: "Wall", Life: 2, Defensive: true}, 1, 0)
	refused(t, s, Attack(AttackCmd{Source: weapon(0), Target: Target{Player: 0, Monsters: true}, Die: 6}))
}

// TestReadingA67SkirmisherAimsOnlyAtAttackers_L605: on the battlefield a
// Skirmisher's Weapon may aim at the Monsters in front of a teammate that
// attack him (L605; A-16); a Defensive or Fleeting Monster there attacks
// nobody and is no such target. A frontliner may not aim at them
// at all.
func TestReadingA67SkirmisherAimsOnlyAtAttackers_L605(t *testing.T) {
	s := newTable(t, 6) // 1 is team 0's Skirmisher; 0 and 2 its frontliners
	wall := addMonster(t, &s, MonsterCard{Name: "Wall", Life: 2, Defensive: true}, 5, 2)
	addMonster(t, &s, MonsterCard{Name: "Wisp", Life: 2, Fleeting: true}, -1, 2)
	s.Active = 1
	for _, tg := range s.Targets(weapon(0)) {
		if tg.Player == 2 && (tg.Monsters || tg.Monster != 0) {
			t.Fatalf("A-67: a Defensive or Fleeting Monster before Cy is no target: %+v", tg)
		}
	}
	refused(t, s, Attack(AttackCmd{Source: weapon(0), Target: Target{Player: 2, Monsters: true}, Die: 6}))
	refused(t, s, Attack(AttackCmd{Source: weapon(0), Target: Target{Player: 2, Monster: wall}, Die: 6}))
	orc := addMonster(t, &s, MonsterCard{Name: "Orc", Life: 3, Cost: 20}, 5, 2)
	if !slices.Contains(s.Targets(weapon(0)), Target{Player: 2, Monsters: true}) {
		t.Fatal("L605: the Orc attacks Cy, so the Skirmisher may aim at it")
	}
	l, err := s.AttackLayers(weapon(0), Target{Player: 2, Monsters: true})
	if err != nil || !slices.Equal(l.Monsters, mons(orc)) || l.Hero != -1 {
		t.Fatalf("A-67: the chain is the Orc alone: %+v %v", l, err)
	}
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: Target{Player: 2, Monsters: true}, Die: 6}))
	if len(s.Monsters) != 2 || s.Players[1].XP != 20 {
		t.Fatalf("L605: the Skirmisher kills the Orc and takes its XP: %+v", s.Monsters)
	}
}

// TestGoldBackedPriceSells_L103: only a card whose price has a golden
// background may be sold, for half its price (L78, L103, L107); one in a
// plain circle is refused in words and nothing changes. A sale recorded
// before the app asked (no answer kept) still replays.
func TestGoldBackedPriceSells_L103(t *testing.T) {
	s := newTable(t, 2)
	msg := refused(t, s, Sell(30, "Iron Helmet", false))
	if !strings.Contains(msg, "Iron Helmet cannot be sold") || !strings.Contains(msg, "gold") {
		t.Fatalf("L103: refused in the player's words: %q", msg)
	}
	s = mustApply(t, s, Sell(30, "Axe", true))
	if s.Turn.Gold != 15 {
		t.Fatalf("L107: 30 sells for 15, got %d", s.Turn.Gold)
	}
	var old SellCmd
	if err := json.Unmarshal([]byte(`{"price":20,"name":"Mace"}`), &old); err != nil {
		t.Fatal(err)
	}
	if s = mustApply(t, s, tracker.Cmd(KindSell, old)); s.Turn.Gold != 25 {
		t.Fatalf("gold %d", s.Turn.Gold)
	}
	// The library keeps the mark; a card typed before it was asked has
	// none (nil), and reads back as it was.
	var w WeaponCard
	if err := json.Unmarshal([]byte(`{"name":"Axe","bonus":2,"price":30}`), &w); err != nil || w.Sellable != nil || w.Validate() != nil {
		t.Fatalf("an old Weapon reads with no mark: %+v %v", w, err)
	}
}

// TestKilledMonsterSaysWhereItGoes_L273_L535_L541: a killed Monster goes
// to its owner's discard pile (L273, L535), a Fleeting one out of the game
// (L541), a summoned mini card back to the pool; the outcome says
// so, for the table.
func TestKilledMonsterSaysWhereItGoes_L273_L535_L541(t *testing.T) {
	s := newTable(t, 2)
	addMonster(t, &s, MonsterCard{Name: "Giant Spider", Life: 2, Cost: 20}, 1, 0)
	o, err := s.Preview(AttackCmd{Source: weapon(0), Target: Target{Player: 0, Monsters: true}, Die: 3})
	if err != nil || len(o.Hits) != 1 || o.Hits[0].Gone != ToDiscard || o.Hits[0].Owner != 1 {
		t.Fatalf("L273: to Bo's discard pile: %+v %v", o, err)
	}
	if w := o.Describe(s); !strings.Contains(w, "Giant Spider killed (+20 XP to Ana), to Bo's discard pile") {
		t.Fatalf("the preview says where it goes: %q", w)
	}
	s = newTable(t, 2)
	bat := addMonster(t, &s, MonsterCard{Name: "Bat", Life: 2, Cost: 10, Fleeting: true}, -1, 0)
	o, err = s.Preview(AttackCmd{Source: weapon(0), Target: Target{Player: 0, Monster: bat}, Die: 3})
	if err != nil || o.Hits[0].Gone != OutOfGame || !strings.Contains(o.Describe(s), "Bat killed (+10 XP to Ana), out of the game") {
		t.Fatalf("L541: a Fleeting Monster leaves the game: %+v %v", o, err)
	}
}

// TestEliminationToldAsAnEvent_L407_L411: the elimination keeps who fell,
// by whom and what became of the Monsters his going touched: his own leave
// the game (L407; A-20), another's waits for its owner (L411; A-64), an
// ownerless Fleeting one moves on; the words say it all.
func TestEliminationToldAsAnEvent_L407_L411(t *testing.T) {
	s := newTable(t, 3)
	addMonster(t, &s, MonsterCard{Name: "Rat", Life: 2}, 1, 2) // Bo's, before Cy
	addMonster(t, &s, MonsterCard{Name: "Orc", Life: 4}, 0, 1) // Ana's, before Bo
	addMonster(t, &s, MonsterCard{Name: "Wisp", Life: 2, Fleeting: true}, -1, 1)
	s.Players[1].Life = 2
	s = mustApply(t, s, Attack(AttackCmd{Source: Source{Kind: Heavy, Bonus: 0}, Target: at(1), Die: 6}))
	if !s.Players[1].Out || len(s.Eliminations) != 1 {
		t.Fatalf("Bo is out: %+v", s.Players[1])
	}
	e := s.Eliminations[0]
	if e.By != 0 || len(e.Monsters) != 3 {
		t.Fatalf("by Ana, three Monsters touched: %+v", e)
	}
	title, lines := s.EliminationWords(e)
	all := strings.Join(lines, "\n")
	for _, want := range []string{"Ana's attack took Bo's last Life", "Bo's Rat leaves the game with them", "Ana's Orc stood in front of Bo: Ana puts it in front of another player", "The Wisp moves on to Cy"} {
		if !strings.Contains(all, want) {
			t.Errorf("missing %q in:\n%s", want, all)
		}
	}
	if title != "Bo is out" {
		t.Fatalf("title %q", title)
	}
}

// TestBeerPrimaryThenText_L395_L469: a Beer's primary effect comes first
// (L395): Life back, never above the maximum (L635), or Intelligence this
// turn; while Berserk only that, not its text (L469; A-25). A Potion the
// same (L393-395).
func TestBeerPrimaryThenText_L395_L469(t *testing.T) {
	s := newTable(t, 2)
	s.Players[0].Life = 15
	s = mustApply(t, s, BeerWith(3, 0, 0))
	if life(s, 0) != 18 || s.Turn.Beers != 1 || !s.BeerSecondary() {
		t.Fatalf("L395: 3 Life back, one Beer counted: %d, %d", life(s, 0), s.Turn.Beers)
	}
	s = mustApply(t, s, Potion(5, 2))
	if life(s, 0) != 20 || s.Turn.Intelligence != 5 {
		t.Fatalf("L635: no more than 20; +2 Intelligence: %d, %d", life(s, 0), s.Turn.Intelligence)
	}
	s.Players[0].Berserk = 2
	if s.BeerSecondary() {
		t.Fatal("A-25: a Beer while Berserk has no text")
	}
	refused(t, s, Potion(31, 0))
}

// TestWeaponOffersNoPlayerPastOwnMonsters_L273: with a Monster in front of
// Ana, her Weapon is offered no player until it is beaten, and the app
// says so first; a Heavy goes through it to a player (L255, L301).
func TestWeaponOffersNoPlayerPastOwnMonsters_L273(t *testing.T) {
	s := newTable(t, 3)
	addMonster(t, &s, MonsterCard{Name: "Giant Spider", Life: 5}, 0, 0)
	for _, tg := range s.Targets(weapon(0)) {
		if !tg.Monsters && tg.Monster == 0 {
			t.Fatalf("L273: a player offered past the Spider: %+v", tg)
		}
	}
	if w := s.BeatFirst(weapon(0)); w != "Ana's Giant Spider stands in front of Ana: beat it first." {
		t.Fatalf("%q", w)
	}
	if !slices.Contains(s.Targets(Source{Kind: Heavy}), at(1)) {
		t.Fatal("L255: a Heavy goes through the Spider to Bo")
	}
	if w := s.BeatFirst(Source{Kind: Heavy}); !strings.Contains(w, "it takes the blow first") {
		t.Fatalf("%q", w)
	}
}
