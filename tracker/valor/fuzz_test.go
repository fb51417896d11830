package valor

import (
	"bytes"
	"slices"
	"testing"

	"tableside/tracker"
	"tableside/tracker/trackertest"
	"tableside/tracker/valor/labyrinth"
)

// fuzzStates are tables in many steps of both boxes.
func fuzzStates(t testing.TB) []State {
	labFinal := lab(t)
	labFinal = mustApply(t, labFinal, StartFinal())
	labFinal = finishChecklist(t, labFinal)
	labFinal = toVillainLevelUp(t, labFinal)
	mordakFinal := mordakGame(t)
	mordakFinal.Day = 6
	mordakFinal = toVillainRound(t, mordakFinal)
	mapFinal := mustApply(t, testMapGame(t), StartFinal())
	mapFinal = mustApply(t, mapFinal, MoveVillain(pos(0, 1)))
	mapFinal = toVillainRound(t, finishChecklist(t, mapFinal))
	return []State{
		midMagic(t), midSpawn(t), midTurn(t), mapFinal,
		newGame(t, labSetup("Rowan", "Bjorn")),
		midGame(t),
		toHeroLevelUps(t, lab(t, "Brutus", "Stone", "Loxley")),
		toVillainLevelUp(t, lab(t)),
		labFinal,
		toVillainRound(t, mordakGame(t)),
		mordakFinal,
	}
}

// fuzzCommands are commands worth trying, with arguments often out of
// range; rules().Examples() gives the fuzzer every kind.
func fuzzCommands() []tracker.Command {
	return []tracker.Command{
		Tick(StepMap), Tick(StepCashOut), EndStep(), SetInitiative(InitiativeHold), EndTurn(), StartFinal(),
		CloseMap(), FindShrine(), MapRevealed(), DeclareWinner(SideVillain, "x"),
		AddHero(AddHeroCmd{Hero: seats("William")[0], NewCount: NewCount{HeroLoot: heroLoot(1, 6), VillainLoot: villainLoot(1, 6)}}),
		RemoveHero(RemoveHeroCmd{Hero: 1, NewCount: NewCount{HeroLoot: heroLoot(1, 6), VillainLoot: villainLoot(1, 6)}}),
		Damage(0, 3, ""), DamageWith(DamageCmd{Who: VillainWho, Amount: 12, Prevent: 1}), PayHearts(1, 20, ""),
		Heal(2, 3, ""), Cleanse(2, ""), Shields(0, 4, ""), Doom(0, ""), Poison(2, 0, 1),
		PlusOnes(PlusOnesCmd{Who: 0, Row: 1, Delta: 5, Discard: []int{0}}), MovePlusOne(0, 0, 2),
		XP(VillainWho, 7, ""), Hand(0, 9, ""), SetDie(SetDieCmd{Who: 0, Row: 2, Slot: 1, Die: DieMaster}),
		ActionBar(0, 3, ""), Souls(2, ""), SpendAction(0, ActionPowerSurge, ""), UseTalent(0), Dojo(0, DojoXP),
		Fuel(0, 1), Stampede(0, []int{0, 0}, 0), NewSidekick(SidekickCmd{Hero: 1, Name: "E", Health: 6, Elemental: true}),
		SidekickGain(1, -9, ""), Dismiss(1), Franken(0), LevelUpDie(0, 0, 2), LevelUpAction(VillainWho), LevelUpAll(0, DieAdept),
		VillainLevelUp(4), DefeatMinion("x", 3), Loot(VillainWho, sword), Bounty(LootVillain, 3, ""),
		Equip(0, 0, 0), EquipAtOnce(1, 0, 0), Unequip(0, 0), DiscardTreasure(0, 0), CashOut(LootHeroes, intp(1)),
		CashOutRolling(LootVillain), StartRoll(0, 0, 6), StartRollWith(RollCmd{Who: VillainWho, Rows: []int{0, 1}, Hits: 3, Test: true}),
		RollPlusOnes(2), Meddle(VillainWho, 0, 1), SpendHits(3, "x"), BuyPlusOnes(2, 1, 2), Pizza(0),
		EndRoll(EndRollCmd{Discard: []int{2}, Rage: true}),
		PlaceTile(pos(3, 3), allHalls, labyrinth.Portal), RemoveTile(pos(0, 1)), MapTokens(pos(1, 1), TokenBomb, 2),
		MoveHero(1, pos(0, 0)), MoveSidekick(0, pos(1, 1)), SpawnMinion(imp(), pos(1, 2)), MoveMinion("Gnome", pos(0, 0)),
		WoundMinion("Hound", true), DamageMinion("Gnome", 2), SetDefender(pos(1, 2), "Gwen"), MoveVillain(pos(2, 2)),
		MinionCosts(DeckCosts{Chump: 1, Elite: 3, Boss: 5}), SetDice(DieAdept, []int{1, 1, 1, 1, 1, 2}), DefeatMapMinion("Imp"),
		WizardHits("x", 2), WizardRoll("x"), WizardSpell("x", "", 1, 2), WizardChoose("x", "Gwen"), WizardDone("x"),
		WizardDeckEmpty("x"), WizardSpawn("x", gnome()),
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
// panic, and keeps what trackertest.ApplyAgrees checks.
func FuzzApply(f *testing.F) {
	states := fuzzStates(f)
	for _, st := range states {
		// The answer the screen asks for, as the app would send it.
		if v := st.WizardView(); v.Active {
			trackertest.Seed(f, [][]byte{encode(f, st)}, []tracker.Command{fuzzCommand(st, 43, 0, 0, 0)})
		}
	}
	trackertest.FuzzApply(f, Game{}, rules(), states, fuzzCommands()...)
}

// TestApplyValueMatchesApply: from a state kept in memory, as the store
// keeps the one the last command made, every command gives what it gives
// from the state's bytes: the same words, the same refusal, the same
// state to the byte.
func TestApplyValueMatchesApply(t *testing.T) {
	var g Game
	seeds := append(rules().Examples(), fuzzCommands()...)
	for i, st := range fuzzStates(t) {
		b := encode(t, st)
		for _, cmd := range seeds {
			next, words, err := g.Apply(b, cmd)
			vnext, v, vwords, verr := g.ApplyValue(nil, st, cmd)
			if (err == nil) != (verr == nil) || (err != nil && err.Error() != verr.Error()) {
				t.Fatalf("state %d, %s: Apply said %v, ApplyValue %v", i, cmd.Kind, err, verr)
			}
			if err != nil {
				continue
			}
			if words != vwords || !bytes.Equal(next, vnext) || !bytes.Equal(encode(t, v.(State)), next) {
				t.Fatalf("state %d, %s: the two paths disagree", i, cmd.Kind)
			}
		}
	}
}

// FuzzPlay plays random, mostly legal command sequences from a fresh game
// of either box: every command is applied, giving a valid state, or
// refused with a reason; nothing else.
func FuzzPlay(f *testing.F) {
	f.Add(uint8(0), []byte{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 4, 1, 1, 5, 6, 0, 0, 0, 2, 0, 0, 0})
	f.Add(uint8(3), []byte{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 4, 1, 2, 9, 7, 1, 2, 1, 2, 0, 0, 0})
	f.Add(uint8(9), []byte{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0, 3, 1, 0, 0, 0, 0, 0, 0})
	// A map laid out, then the Villain Round wizard answered screen by screen.
	wiz := []byte{40, 1, 1, 2, 40, 2, 1, 1, 40, 1, 2, 16, 40, 2, 2, 16, 41, 1, 2, 0, 46, 0, 0, 0}
	for range 12 {
		wiz = append(wiz, 0, 0, 0, 0)
	}
	wiz = append(wiz, 1, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0)
	for range 40 {
		wiz = append(wiz, 0, 0, 0, 0, 43, 0, 0, 0)
	}
	f.Add(uint8(4), wiz)
	var g Game
	names := []string{"Rowan", "Bjorn", "Gwen", "Loxley", "Coach", "Stone"}
	f.Fuzz(func(t *testing.T, n uint8, prog []byte) {
		var su Setup
		heroes := 1 + int(n/2)%5
		if n%2 == 0 {
			su = labSetup(names[:heroes]...)
			su.HeroLoot, su.VillainLoot = heroLoot(1, 6), villainLoot(1, 6)
		} else {
			su = mordakSetup(names[:heroes]...)
			su.VillainLoot = villainLoot(1, 5)
		}
		su.Seed = uint64(n)
		s, err := NewGame(su)
		if err != nil {
			t.Fatal(err)
		}
		state := encode(t, s)
		for len(prog) >= 4 {
			cmd := fuzzCommand(s, prog[0], int(prog[1])-1, int(prog[2])-1, int(prog[3])-1)
			prog = prog[4:]
			// A refusal leaves state as it was; what is accepted is a
			// state CheckState accepts, read back for the next command.
			state = trackertest.PlayStep(t, g, state, cmd)
			if s, err = Decode(state); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// fuzzCommand builds a command of kind op from three small numbers, often
// out of range on purpose; the first ops follow the round so that random
// programs get far into a game.
func fuzzCommand(s State, op byte, a, b, c int) tracker.Command {
	dies := []Die{DieBlank, DieNovice, DieAdept, DieMaster, "x"}
	d := dies[(c+1)%len(dies)]
	switch op % 48 {
	case 0:
		if cur, _ := s.current(); cur != nil {
			switch {
			case stepBy(cur.Key) == "":
				return Tick(cur.Key)
			case cur.Key == StepCashHeroes || (cur.Key == StepCashOut && s.Phase == PhaseHeroLevelUp):
				return CashOutRolling(LootHeroes)
			}
			return CashOut(LootVillain, nil)
		}
		return EndStep()
	case 1:
		return SetInitiative([]Initiative{InitiativeCharge, InitiativeHold}[(a+1)%2])
	case 2:
		return EndTurn()
	case 3:
		return EndStep()
	case 4:
		return StartRoll(a, b, c+1)
	case 5:
		return EndRoll(EndRollCmd{Rage: a == 0})
	case 6:
		return SpendHits(a+1, "")
	case 7:
		return BuyPlusOnes(a+1, b, c)
	case 8:
		return Damage(a, b*3+1, "")
	case 9:
		return PayHearts(a, b+1, "")
	case 10:
		return Heal(a, b+1, "")
	case 11:
		return Shields(a, b, "")
	case 12:
		return Doom(a, "")
	case 13:
		return Poison(a, b, c)
	case 14:
		return PlusOnes(PlusOnesCmd{Who: a, Row: b, Delta: c, Discard: []int{a, b}[:(c+2)%3%2]})
	case 15:
		return SpendAction(a, []ActionKind{ActionMove, ActionPowerSurge, ActionOther}[(b+3)%3], "")
	case 16:
		return LevelUpDie(a, b, c)
	case 17:
		return LevelUpAction(a)
	case 18:
		return VillainLevelUp(b + 1)
	case 19:
		return DefeatMinion("", b)
	case 20:
		return Loot(a, TreasureCard{Kind: []TreasureKind{TreasureOffense, TreasureDefense, TreasureItem}[(b+3)%3], Bounty: c})
	case 21:
		return Equip(a, b, c)
	case 22:
		return CashOut(LootFor([]string{"heroes", "villain"}[(a+2)%2]), intp(b))
	case 23:
		return NewSidekick(SidekickCmd{Hero: a, Name: "S", Health: b, Elemental: c%2 == 0})
	case 24:
		return SidekickGain(a, b, "")
	case 25:
		return RollPlusOnes(a)
	case 26:
		return Meddle(a, b, c)
	case 27:
		return StartFinal()
	case 28:
		return FindShrine()
	case 29:
		return CloseMap()
	case 30:
		return AddHero(AddHeroCmd{Hero: seats("William")[0]})
	case 31:
		return RemoveHero(RemoveHeroCmd{Hero: a})
	case 32:
		return SetDie(SetDieCmd{Who: a, Row: b, Slot: c, Die: d})
	case 33:
		return LevelUpAll(a, d)
	case 34:
		return Dojo(a, []DojoChoice{DojoAbility, DojoXP}[(b+2)%2])
	case 35:
		return StartRollWith(RollCmd{Who: a, Rows: []int{b, c}, Hits: 3, Test: a%2 == 0})
	case 36:
		return Unequip(a, b)
	case 37:
		return MovePlusOne(a, b, c)
	case 38:
		return ActionBar(a, b, "")
	case 39:
		return Franken(a)
	case 40:
		kinds := []labyrinth.TileKind{"", labyrinth.Portal, labyrinth.BaseCamp, labyrinth.Mountain}
		w := allHalls
		if c&4 != 0 {
			w.North = labyrinth.Wall
		}
		if c&8 != 0 {
			w.East = labyrinth.Wall
		}
		return PlaceTile(fuzzPos(a, b), w, kinds[(c+1)%len(kinds)])
	case 41:
		cards := []MinionCard{gnome(), imp(), hound(), bombSquad()}
		return SpawnMinion(cards[(c+1)%len(cards)], fuzzPos(a, b))
	case 42:
		return MoveHero(a, fuzzPos(b, c))
	case 43: // the answer the wizard's screen asks for
		v := s.WizardView()
		switch {
		case slices.Contains(v.Inputs, InputRoll):
			return WizardRoll(v.Key)
		case slices.Contains(v.Inputs, InputChoose):
			return WizardChoose(v.Key, slices.Repeat(v.Choice.Options[:1], max(1, v.Choice.Count))...)
		case slices.Contains(v.Inputs, InputSpawn):
			card := gnome()
			card.Size = v.Size
			return WizardSpawn(v.Key, card)
		case slices.Contains(v.Inputs, InputSpell):
			return WizardSpell(v.Key, "", a+2, b+3)
		case slices.Contains(v.Inputs, InputCosts):
			return MinionCosts(DeckCosts{Chump: 2, Elite: 4, Boss: 7})
		}
		return WizardDone(v.Key)
	case 44:
		if len(s.Minions) > 0 {
			return DamageMinion(s.Minions[(a+1)%len(s.Minions)].Name, b+1)
		}
		return DamageMinion("x", b)
	case 45:
		return MapTokens(fuzzPos(a, b), []string{TokenBomb, TokenRockfall}[(c+2)%2], c%3)
	case 46:
		return MinionCosts(DeckCosts{Chump: a + 2, Elite: b + 2, Boss: c + 2})
	}
	return XP(a, b*2, "")
}

func fuzzPos(a, b int) labyrinth.Pos { return pos((a%5+5)%5, (b%5+5)%5) }

// TestStateCopierKeepsTheSavedState: the planned copy every command makes
// encodes as the state it copied, on states from every part of a game:
// it keeps what the store keeps.
func TestStateCopierKeepsTheSavedState(t *testing.T) {
	for i, st := range fuzzStates(t) {
		got, err := stateCopier.Clone(st)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(encode(t, got), encode(t, st)) {
			t.Fatalf("state %d: the copy differs", i)
		}
	}
}

// TestCanRollMatchesOptions: CanRoll, which stops at the first row that
// may roll, says what the full RollOptions and TestOptions say: some
// roll is usable, or the first row's reason it is not.
func TestCanRollMatchesOptions(t *testing.T) {
	for i, st := range fuzzStates(t) {
		whos := []int{VillainWho}
		for h := range st.Heroes {
			whos = append(whos, h)
		}
		for _, who := range whos {
			for _, test := range []bool{false, true} {
				opts := st.RollOptions(who)
				if test {
					opts = st.TestOptions(who)
				}
				want, why := false, "There is no row to roll."
				if len(opts) > 0 {
					why = opts[0].Why
				}
				for _, o := range opts {
					if o.Usable {
						want, why = true, ""
					}
				}
				if ok, w := st.CanRoll(who, test); ok != want || w != why {
					t.Errorf("state %d, who %d, test %v: CanRoll says %v %q, the options %v %q", i, who, test, ok, w, want, why)
				}
			}
		}
	}
}
