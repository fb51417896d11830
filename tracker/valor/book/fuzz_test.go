package book

import (
	"testing"

	"tableside/decks"
	"tableside/tracker"
	"tableside/tracker/trackertest"
)

// fuzzStates are books at several moments: new, mid-session, Act 5
// judged, a Quest with its packets drawn, the campaign complete.
func fuzzStates(t testing.TB) []State {
	q := applyAll(t, newBook(t),
		AddToPool(NewEvent{Title: "Wisp", Tier: decks.TierI, Cards: 1}, NewEvent{Title: "Gate", Tier: decks.TierBottom, Cards: 2}),
		StartQuest("d", "q", "Rowan", "Gwen"), QuestDraw(2, ""), LevelUp(),
	)
	return []State{newBook(t), playing(t), rich(t), q, mustApply(t, toAct(t, Acts), EndAct(3))}
}

// fuzzCommands are commands worth trying, with arguments often out of
// range; rules().Examples() gives the fuzzer every kind.
func fuzzCommands() []tracker.Command {
	return []tracker.Command{
		Party("P", "A", "B"), StartSession("d", "m", "Rowan"), StartQuest("d", "m", "Gwen", "Rowan"),
		EndSession(ResultWon, 3, 4), EndSession("x", -1, 1000),
		AddEvents(actEvents()...), AddEvents(NewEvent{Title: "Bats", Tier: "IV", Cards: 14}),
		AddToPool(NewEvent{Title: "Imp", Tier: decks.TierII, Cards: 1}), RemoveEvent(3),
		Draw(1), Draw(2), Flip(1, "B"), Stash(2, "C"), Mark(3, "D", 2, "Bjorn"), Mark(4, "", 9, "x"),
		SetAside(5, ""), Archive(1, "B", 1, 2), PutBack(2, decks.AtTop), PutBack(3, "x"),
		Move(MoveCmd{Packet: 4, To: decks.PlaceBox}), Move(MoveCmd{Packet: 1, To: decks.PlacePool}),
		LevelUp(), ReadStash(MoveCmd{Packet: 3, To: decks.PlaceArchive, Side: "B", Icons: &Icons{Plus: 1}, Choice: "c"}),
		SetIcons(2, "", 1, 0), SetIcons(1, "Z", -1, 10), QuestDraw(1, ""), QuestDraw(3, decks.TierI),
		HoardChart(chart...), HoardChart(HoardColumn{Bounty: 5}, HoardColumn{Bounty: 5}),
		AdjustHoard(5, "r"), AdjustSupplies(-3, ""), EndAct(4),
		BuyUpgrade(BuyUpgradeCmd{Name: "Fort", Cost: 1, Reminder: "r"}), UpgradeNote("Reliquary", "n"),
		Discover(21, "G", BoardMini), Discover(0, "", "x"), UnlockEnvelope("E"), UnlockTalent("Rowan", "T"),
		FaceJudgment(), ResetCampaign("The Order"),
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
	trackertest.FuzzApply(f, Game{}, rules(), fuzzStates(f), fuzzCommands()...)
}

// FuzzPlay plays random, mostly legal command sequences from a new book:
// every command is applied, giving a valid state, or refused with a
// reason; nothing else.
func FuzzPlay(f *testing.F) {
	f.Add([]byte{0, 1, 0, 2, 3, 0, 4, 1, 5, 0, 6, 2, 7, 0, 8, 0, 9, 0})
	f.Add([]byte{10, 0, 11, 1, 3, 0, 12, 0, 13, 2, 14, 1, 15, 0, 16, 0, 9, 0, 17, 0, 18, 3})
	var g Game
	f.Fuzz(func(t *testing.T, prog []byte) {
		state := encode(t, newBook(t))
		for len(prog) >= 2 {
			s, err := Decode(state)
			if err != nil {
				t.Fatal(err)
			}
			cmd := fuzzStep(s, prog[0], int(prog[1]))
			prog = prog[2:]
			state = trackertest.PlayStep(t, g, state, cmd)
		}
	})
}

// fuzzStep builds a command of kind op from a small number a, aimed at the
// packets in play so that random programs get far.
func fuzzStep(s State, op byte, a int) tracker.Command {
	ps := s.Packets()
	pick := func() int {
		if len(ps) == 0 {
			return a
		}
		return ps[a%len(ps)].ID
	}
	next := s.NextDraw()
	places := []decks.Place{decks.PlaceStash, decks.PlaceArchive, decks.PlaceAside, decks.PlaceDeck, decks.PlaceDrawn, decks.PlaceBox}
	sides := []decks.Side{"", "A", "B", "C", "D"}
	heroes := []string{"Rowan", "Bjorn", "Gwen"}
	switch op % 20 {
	case 0:
		return AddEvents(actEvents()...)
	case 1:
		return StartSession("d", "m", heroes[:1+a%3]...)
	case 2:
		if len(next) > 0 {
			return Draw(next[a%len(next)].ID)
		}
		return Draw(pick())
	case 3:
		return Move(MoveCmd{Packet: pick(), To: places[a%len(places)], Side: sides[a%len(sides)]})
	case 4:
		return Mark(pick(), sides[a%len(sides)], 1+a%7, heroes[a%3])
	case 5:
		return LevelUp()
	case 6:
		p := pick()
		if r := s.StashToRead(); len(r) > 0 {
			p = r[a%len(r)].ID
		}
		return ReadStash(MoveCmd{Packet: p, To: places[a%len(places)], Side: sides[a%len(sides)], Choice: "c"})
	case 7:
		return Archive(pick(), sides[a%len(sides)], a%3, a%2)
	case 8:
		return EndSession([]Result{ResultWon, ResultLost, ResultUnfinished}[a%3], a, a%20)
	case 9:
		return EndAct(a % 10)
	case 10:
		return HoardChart(chart...)
	case 11:
		return AddToPool(NewEvent{Title: string(rune('a' + a%26)), Tier: decks.Tiers()[a%5], Cards: 1 + a%2})
	case 12:
		return StartQuest("d", "q", heroes[:1+a%3]...)
	case 13:
		return QuestDraw(1+a%3, []decks.Tier{"", decks.TierI, decks.TierBottom}[a%3])
	case 14:
		return BuyUpgrade(BuyUpgradeCmd{Name: string(rune('A' + a%5)), Cost: a % 4})
	case 15:
		return Discover(1+a%30, "c", []Board{BoardMini, BoardFull}[a%2])
	case 16:
		return SetIcons(pick(), sides[a%len(sides)], a%3, a%2)
	case 17:
		return FaceJudgment()
	case 18:
		return PutBack(pick(), []decks.Position{decks.AtTier, decks.AtTop, decks.AtBottom}[a%3])
	}
	return ResetCampaign("The Order")
}
