package legends

import (
	"bytes"
	"testing"

	"tableside/tracker"
	"tableside/tracker/trackertest"
)

// fuzzCommands are commands worth trying, often out of range on purpose;
// rules().Examples() gives the fuzzer every kind besides.
func fuzzCommands() []tracker.Command {
	return []tracker.Command{
		RollOffTotal(0, 7), RollOffRoll(1), Poison(), MonsterRegen(), MonsterAttack(1, 4), MonsterAttack(2, 6, Layer{Slot: Shield}),
		HeroRegen(),
		Attack(AttackCmd{Source: weapon(1), Target: at(1), Die: 5}),
		Attack(AttackCmd{Source: Source{Kind: Heavy, Bonus: 5}, Target: at(2), Roll: true, Order: mons(1)}),
		Attack(AttackCmd{Source: Source{Kind: Spell, Cost: 1, Element: Fire}, Target: Target{Player: 1, Monsters: true}, Die: 6}),
		PlayDefence(defence("Shield", Shield, 3)), PlayMonster(MonsterCard{Name: "Orc", Life: 4, Cost: 20, Poison: 1}, 1),
		PlayMonster(MonsterCard{Name: "Hydra", LifePerPlayer: 2, Hopping: true}, 0),
		playDrawn(MonsterCard{Name: "Wisp", Life: 2, Fleeting: true}),
		Gold(GoldCmd{Coins: 20, ChestDie: 3}), Buy(20, "Axe"), Sell(30, "Mace", true), Scroll(2), Spend(1, "Summon"), Beer(3),
		Heal(HealCmd{Target: 0, Die: 4}), Sneak(4, 5), Sheath("place", ""), Sheath("put", "Axe"), Sheath("take", ""), Ability("vision"), Ability("sabotage"),
		EndTurn(), Relocate(1, 2), OutOfCards(1), DecideWinner(0),
		Correct(CorrectCmd{Player: 1, Life: -3, Poison: 1, Reason: "card"}),
		CorrectMonster(CorrectMonsterCmd{Monster: 1, Life: -1, Reason: "card"}),
	}
}

// TestCommandTable: every kind once in the table, and the constructors
// build arguments their handlers read.
func TestCommandTable(t *testing.T) {
	if err := rules().Validate(fuzzCommands()...); err != nil {
		t.Fatal(err)
	}
}

// FuzzApply feeds random states and commands to Game.Apply: it must never
// panic, and keeps what trackertest.ApplyAgrees checks (an accepted
// command's state reads back the same among them).
func FuzzApply(f *testing.F) {
	states := []State{newTable(f, 2), docExample(f), sixTable(f)}
	if s, err := NewGame(testSetup(3)); err == nil {
		states = append(states, s)
	}
	trackertest.FuzzApply(f, Game{}, rules(), states, fuzzCommands()...)
}

// FuzzDecode feeds random bytes to the state reader: no panic, what it
// accepts encodes and reads back the same, and a guest's glance of it
// (Share table) does not panic either.
func FuzzDecode(f *testing.F) {
	f.Add(encode(f, docExample(f)))
	f.Add(encode(f, sixTable(f)))
	f.Add([]byte(`{"mode":"head_to_head"}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		s, err := Decode(b)
		if err != nil {
			return
		}
		again, err := Decode(encode(t, s))
		if err != nil {
			t.Fatalf("an accepted state does not read back: %v", err)
		}
		if !bytes.Equal(encode(t, again), encode(t, s)) {
			t.Fatal("reading back changed the state")
		}
		_ = s.Glance()
	})
}

// FuzzPlay plays random command sequences from a fresh table: each is
// applied, giving a valid state, or refused with a reason.
func FuzzPlay(f *testing.F) {
	f.Add(uint8(0), []byte{1, 0, 5, 0, 3, 1, 2, 0, 20, 0, 0, 0, 7, 1, 5, 1})
	f.Add(uint8(3), []byte{6, 2, 1, 0, 5, 1, 4, 0, 4, 1, 3, 1, 20, 0, 0, 0, 2, 1, 6, 0})
	f.Add(uint8(4), []byte{6, 3, 5, 0, 20, 0, 0, 0, 1, 0, 4, 0, 3, 1, 6, 2, 21, 1, 0, 0})
	var g Game
	f.Fuzz(func(t *testing.T, n uint8, prog []byte) {
		s := newTable(t, 2+int(n)%5)
		state := encode(t, s)
		// 150 commands are a long evening; longer programs only slow the
		// fuzzer down, each step decoding a larger table.
		prog = prog[:min(len(prog), 600)]
		for len(prog) >= 4 {
			cmd := fuzzCommand(prog[0], int(prog[1])-1, int(prog[2]), int(prog[3]))
			prog = prog[4:]
			state = trackertest.PlayStep(t, g, state, cmd)
		}
	})
}

// fuzzCommand builds a command of kind op from three small numbers.
func fuzzCommand(op byte, a, b, c int) tracker.Command {
	kinds := []SourceKind{Weapon, Heavy, Staff, Spell}
	sl := []Slot{Armour, Shield, Helmet, Cape, SpellSl}[c%5]
	switch op % 25 {
	case 0:
		return Poison()
	case 1:
		return MonsterAttack(a+1, b%7, Layer{Slot: sl})
	case 2:
		return MonsterAttack(a+1, b%7)
	case 3:
		return HeroRegen()
	case 4:
		return MonsterRegen()
	case 5:
		t := Target{Player: a, Monsters: c%5 == 0}
		if c%5 == 1 {
			t.Monster = b%4 + 1 // one Monster named alone
		}
		return Attack(AttackCmd{Source: Source{Kind: kinds[c%4], Bonus: c - 2, Cost: c % 3}, Target: t, Die: b % 7})
	case 6:
		return PlayMonster(MonsterCard{Name: "M", Life: b%9 + 1, Attack: c % 3, Cost: 10 * (c % 5), Poison: c % 2, Hopping: c%3 == 0, Regen: c % 2, Defensive: c%7 == 1}, a)
	case 7:
		return PlayDefence(DefenceCard{Name: "D", Slot: sl, Value: b%6 + 1, Intelligence: c % 2})
	case 8:
		return Gold(GoldCmd{Coins: 10 * b, ChestDie: c % 7})
	case 9:
		return Buy(10*b, "")
	case 10:
		return Sell(10*b+5, "", b%2 == 0)
	case 11:
		return Scroll(b % 4)
	case 12:
		return Spend(b%4, "")
	case 13:
		return BeerWith(c%3, c%2, b%7)
	case 14:
		return Heal(HealCmd{Target: a, Die: b % 7, AnyTarget: c%2 == 0})
	case 15:
		return Sneak(b%7, c%7)
	case 16:
		return Sheath([]string{"place", "put", "take"}[c%3], "Axe")
	case 17:
		return Relocate(a+1, b%6)
	case 18:
		return OutOfCards(a)
	case 19:
		return Correct(CorrectCmd{Player: a, Life: c - 10, Poison: b % 3, XP: 10 * (c % 7), Reason: "fuzz"})
	case 20, 21, 22:
		return EndTurn()
	case 23:
		return Potion(c%4, b%3)
	}
	return playDrawn(MonsterCard{Name: "W", Life: b%4 + 1, Fleeting: true, Cost: 10})
}

// TestFacts: the embedded rules-002 file loads, so facts() never panics.
func TestFacts(t *testing.T) {
	if f := facts(); f.Rules != "002" {
		t.Fatalf("%+v", f)
	}
}
