package villains

import (
	"testing"

	"tableside/tracker"
	"tableside/tracker/trackertest"
)

// fuzzCommands are commands worth trying, with arguments often out of
// range; rules().Examples() gives the fuzzer every kind.
func fuzzCommands() []tracker.Command {
	return []tracker.Command{
		MoveMarker(1), GainPower(1), GainPower(3),
		PlayCard(PlayCardCmd{Action: 0, Card: CardAlly, Cost: 1, Strength: 2, To: 3}),
		PlayCard(PlayCardCmd{Action: 3, Card: CardItem, To: 0, On: 1}),
		Activate(2, 1, 1), FateHero(1, 2, "K", 2, 0), FateOther(0, 1),
		Fate(FateCmd{Action: 1, Target: 2, Card: CardItem, To: 1, On: 4}),
		MoveItemAlly(2, 1, 1), MoveHero(3, 3, 0), Vanquish(2, 3, 1), Discard(3, 2),
		EndActions(), Draw(), EndTurn(), AdjustPower(1, -1, "x"), AdjustHand(0, 3, ""),
		Lock(0, 1), Unlock(0, 2), item(0, 1, 3), MoveCard(1, 3, ""), RemoveCard(3, ""),
		SetStrength(3, 7, ""), DeclareWinner(1),
	}
}

// FuzzApply feeds random states and commands to Game.Apply: it must never
// panic, and keeps what trackertest.ApplyAgrees checks.
func FuzzApply(f *testing.F) {
	s := newTest(f, 6)
	s.Step, s.Players[0].Marker = StepDraw, 1
	s.Players[0].Hand = 1
	trackertest.FuzzApply(f, Game{}, rules(), []State{newTest(f, 3), midGame(f), s}, fuzzCommands()...)
}

// TestCommandTable: every kind once in the table, and the constructors
// build arguments their handlers read.
func TestCommandTable(t *testing.T) {
	if err := rules().Validate(fuzzCommands()...); err != nil {
		t.Fatal(err)
	}
}

// FuzzPlay plays random command sequences from a fresh table: every
// well-formed command on a valid state is either applied, giving a valid
// state, or refused with a reason; nothing else.
func FuzzPlay(f *testing.F) {
	f.Add(uint8(1), []byte{0, 1, 0, 0, 1, 1, 0, 0, 11, 0, 0, 0, 12, 0, 0, 0, 13, 0, 0, 0})
	f.Add(uint8(3), []byte{17, 0, 1, 3, 0, 3, 0, 0, 6, 2, 1, 0, 7, 1, 1, 0, 9, 2, 1, 1})
	f.Add(uint8(4), []byte{0, 1, 0, 0, 5, 0, 3, 2, 15, 0, 2, 0, 0, 2, 0, 0, 8, 3, 2, 1})
	var g Game
	f.Fuzz(func(t *testing.T, n uint8, prog []byte) {
		setup := testSetup(2+int(n)%5, -1)
		setup.Seed = uint64(n)
		s := trackertest.NewGame(t, NewGame, setup)
		state := encode(t, s)
		for len(prog) >= 4 {
			cmd := fuzzCommand(prog[0], int(prog[1])-1, int(prog[2])-1, int(prog[3])-1)
			prog = prog[4:]
			state = trackertest.PlayStep(t, g, state, cmd)
		}
	})
}

// fuzzCommand builds a command of kind op from three small numbers, which
// are often out of range on purpose.
func fuzzCommand(op byte, a, b, c int) tracker.Command {
	kinds := []CardKind{CardAlly, CardItem, CardHero, CardEffect, ""}
	k := kinds[(c+1)%len(kinds)]
	switch op % 24 {
	case 0:
		return MoveMarker(a)
	case 1:
		return GainPower(a)
	case 2:
		return PlayCard(PlayCardCmd{Action: a, Card: k, Cost: b, Strength: c, To: b, On: c})
	case 3:
		return PlayCard(PlayCardCmd{Action: a, Card: CardAlly, Cost: 0, Strength: c, To: b})
	case 4:
		return Activate(a, b, c)
	case 5:
		return FateHero(a, b, "", c, c)
	case 6:
		return Fate(FateCmd{Action: a, Target: b, Card: k, To: c, On: c})
	case 7:
		return MoveItemAlly(a, b, c)
	case 8:
		return MoveHero(a, b, c)
	case 9:
		return Vanquish(a, b, c)
	case 10:
		return Vanquish(a, b, c, c+1, a)
	case 11:
		return EndActions()
	case 12:
		return Draw()
	case 13:
		return EndTurn()
	case 14:
		return AdjustPower(a, b*c, "")
	case 15:
		return AdjustHand(a, b-c, "")
	case 16:
		return Lock(a, b)
	case 17:
		return Unlock(a, b)
	case 18:
		return PlaceCard(PlaceCardCmd{Player: a, Card: k, Strength: b, To: c, On: b})
	case 19:
		return MoveCard(a, b, "")
	case 20:
		return RemoveCard(a, "")
	case 21:
		return SetStrength(a, b, "")
	case 22:
		return Discard(a, b)
	}
	if a == 7 {
		return DeclareWinner(b)
	}
	return MoveMarker(b)
}
