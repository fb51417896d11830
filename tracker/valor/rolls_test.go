package valor

import (
	"fmt"
	"strings"
	"testing"

	"tableside/tracker"
)

// playSteps applies each command, checking the log's words contain want.
func playSteps(t *testing.T, s State, steps []struct {
	cmd  tracker.Command
	want string
}) State {
	t.Helper()
	for i, st := range steps {
		var words string
		s, words = applyWords(t, s, st.cmd)
		if !strings.Contains(words, st.want) {
			t.Fatalf("step %d (%s): words %q, want %q", i+1, st.cmd.Kind, words, st.want)
		}
	}
	return s
}

type step = struct {
	cmd  tracker.Command
	want string
}

// magicRoll plays the first Hero's Magic roll of hits Hits as the worked
// examples of Spells do: the roll, the steps that spend it, then its end,
// each checked against its words.
func magicRoll(t *testing.T, s State, hits int, spend []step) State {
	t.Helper()
	name := s.Heroes[0].Name
	steps := append([]step{{StartRoll(0, 2, hits), fmt.Sprintf("%s: Magic roll, %d Hits", name, hits)}}, spend...)
	return playSteps(t, s, append(steps, step{EndRoll(EndRollCmd{}), name + ": ends the Magic roll"}))
}

// TestBjornsRoll reproduces the example at 001 L282: Bjorn spends 1 Action
// to Move onto a Mountain with a Minion and his second to make a Melee
// roll; he scores 5 Hits, spends 2 to Defeat the Minion outright, 2 to buy
// a Plus-One, and the last Hit cannot be used.
func TestBjornsRoll001L282(t *testing.T) {
	s := charge(t, mordakGame(t, "Bjorn", "Gwen", "Loxley"))
	s = playSteps(t, s, []step{
		{SpendAction(0, ActionMove, "onto the Mountain"), "Bjorn: Move (1 of 3 Action Points spent)"},
		{StartRoll(0, 0, 5), "Bjorn: Melee roll, 5 Hits (2 of 3 Action Points spent)"},
		{SpendHits(2, "Defeat the Minion"), "spends 2 Hits on Defeat the Minion, 3 left"},
		{DefeatMinion("Minion", 1), "Minion (1 Bounty) Defeated, onto the Hero Loot Stash"},
		{BuyPlusOnes(1), "Bjorn: 1 -> 2 Melee Plus-Ones for 2 Hits, 1 left"},
		{EndRoll(EndRollCmd{}), "Bjorn: ends the Melee roll; 1 Hit unused"},
	})
	b := s.Heroes[0]
	if b.Spent != 2 || b.Rows[0].PlusOnes != 2 || len(s.HeroStash.Minions) != 1 || s.Roll != nil {
		t.Fatalf("after the roll: spent %d, Melee Plus-Ones %d, stash %v, roll %v", b.Spent, b.Rows[0].PlusOnes, s.HeroStash.Minions, s.Roll)
	}
	mustRefuse(t, s, StartRoll(0, 0, 3), "each Action Roll is once per Turn")
}

// TestGwensRangedRoll reproduces 001 L336: Gwen's Ranged roll scores 6;
// she cannot target her own Region, uses 2 Hits to Defeat the Gladestalker
// in a nearby one and buys 2 Plus-Ones with the other 4.
func TestGwensRangedRoll001L336(t *testing.T) {
	s := mordakGame(t, "Bjorn", "Gwen", "Loxley")
	s = charge(t, s)
	s = mustApply(t, s, EndTurn()) // Bjorn
	s = playSteps(t, s, []step{
		{StartRoll(1, 1, 6), "Gwen: Ranged roll, 6 Hits (1 of 3 Action Points spent)"},
		{SpendHits(2, "Defeat the Gladestalker"), "4 left"},
		{DefeatMinion("Gladestalker", 1), "Gladestalker (1 Bounty) Defeated"},
		{BuyPlusOnes(2), "Gwen: 1 -> 3 Ranged Plus-Ones for 4 Hits, 0 left"},
		{EndRoll(EndRollCmd{}), "Gwen: ends the Ranged roll"},
	})
	if g := s.Heroes[1]; g.Rows[1].PlusOnes != 3 || g.plusOnes() != 3 {
		t.Fatalf("Gwen's Ranged Plus-Ones: %d", g.Rows[1].PlusOnes)
	}
}

// TestRowansAndCoachsRolls reproduces the Labyrinth's two examples: Rowan's
// Melee roll of 5, 4 spent on a Minion and 1 lost (000 L298); Coach's
// Ranged roll of 5, 1 Hit on the Wounded Gnome and 2 Plus-Ones bought with
// the other 4 (000 L355).
func TestRowansAndCoachsRolls000L298L355(t *testing.T) {
	s := charge(t, lab(t, "Rowan", "Coach"))
	s = playSteps(t, s, []step{
		{SpendAction(0, ActionMove, ""), "Rowan: Move"},
		{StartRoll(0, 0, 5), "5 Hits"},
		{SpendHits(4, "the Wounded Gnome"), "1 left"},
		{DefeatMinion("Gnome", 1), "onto the Hero Loot Stash"},
		{EndRoll(EndRollCmd{}), "1 Hit unused"},
		{EndTurn(), "Coach's Turn"},
		{StartRoll(1, 1, 5), "Coach: Ranged roll, 5 Hits"},
		{SpendHits(1, "the Wounded Gnome"), "4 left"},
		{BuyPlusOnes(2), "Coach: 0 -> 2 Ranged Plus-Ones for 4 Hits, 0 left"},
		{EndRoll(EndRollCmd{}), "ends the Ranged roll"},
	})
	_ = s
}

// TestVillainMagicRoll000L632 reproduces 000 L632: the Villain's Magic roll
// scores 8 (7 + 1 Plus-One); Spells cost 0, 4 and 3; the 4th is
// unaffordable; the last Hit becomes a Plus-One.
func TestVillainMagicRoll000L632(t *testing.T) {
	s := toVillainRound(t, lab(t))
	s = playSteps(t, s, []step{
		{StartRoll(VillainWho, 0, 7), "Golem: Magic roll, 7 Hits + 1 Plus-One = 8"},
		{SpendHits(4, "a Spell at its highest affordable cost"), "4 left"},
		{SpendHits(3, "a Spell"), "1 left"},
		{EndRoll(EndRollCmd{}), "1 leftover Hit become Plus-Ones: Golem: 0 -> 1 Magic Plus-Ones"},
	})
	if s.Villain.Rows[0].PlusOnes != 1 || s.Villain.Spent != 0 {
		t.Fatalf("Magic Plus-Ones %d, spent %d", s.Villain.Rows[0].PlusOnes, s.Villain.Spent)
	}
}

// TestVillainCorruptionRoll000L656 reproduces 000 L656: the Corruption
// roll scores 8 (6 + 2 Plus-Ones) and all 8 spawn a Boss Minion.
func TestVillainCorruptionRoll000L656(t *testing.T) {
	s := lab(t)
	s.Villain.Rows[1].PlusOnes = 2
	s = toVillainRound(t, s)
	s = mustApply(t, s, Tick(StepMagicRoll)) // the Magic roll comes first (000 L607)
	s = playSteps(t, s, []step{
		{StartRoll(VillainWho, 1, 6), "Corruption roll, 6 Hits + 2 Plus-Ones = 8"},
		{SpendHits(8, "a Boss Minion"), "0 left"},
		{EndRoll(EndRollCmd{}), "ends the Corruption roll"},
	})
	if s.Villain.Rows[1].PlusOnes != 0 {
		t.Fatalf("Corruption Plus-Ones %d", s.Villain.Rows[1].PlusOnes)
	}
}

// TestMordakCorruption001L349 reproduces 001 L349: Mordak scores 4, spends
// a Plus-One to make it 5 and spawns an Elite with all 5.
func TestMordakCorruption001L349(t *testing.T) {
	s := mordakGame(t)
	s.Villain.Rows[3].PlusOnes = 1
	s = toVillainRound(t, s)
	s = playSteps(t, s, []step{
		{StartRoll(VillainWho, 3, 4), "Mordak: Corruption roll, 4 Hits (1 of 3 Action Points spent)"},
		{RollPlusOnes(1), "4 -> 5 Hits"},
		{SpendHits(5, "an Elite Minion"), "0 left"},
		{EndRoll(EndRollCmd{}), "ends the Corruption roll"},
	})
}

func TestRollRules(t *testing.T) {
	ready := func(tb testing.TB) State { return charge(tb, lab(tb)) }
	heroes := func(names ...string) func(testing.TB) State {
		return func(tb testing.TB) State { return charge(tb, lab(tb, names...)) }
	}
	mordakTurn := func(tb testing.TB) State { return toVillainRound(tb, mordakGame(tb)) }
	runCases(t, []cmdCase{
		{name: "000 L287 a roll costs 1 Action Point", start: ready, cmd: StartRoll(0, 1, 2), words: "(1 of 3 Action Points spent)"},
		{name: "000 L287 Melee and Ranged in one Turn", start: ready,
			prep: []tracker.Command{StartRoll(0, 0, 2), EndRoll(EndRollCmd{})}, cmd: StartRoll(0, 1, 2)},
		{name: "000 L287 out of Action Points", start: ready,
			prep: []tracker.Command{SpendAction(0, ActionMove, ""), SpendAction(0, ActionMove, ""), SpendAction(0, ActionMove, "")},
			cmd:  StartRoll(0, 1, 2), want: "spent all 3 Action Points"},
		{name: "not on another's Turn", start: ready, cmd: StartRoll(1, 0, 2), want: "It is not Bjorn's Turn"},
		{name: "one roll at a time", start: ready, prep: []tracker.Command{StartRoll(0, 0, 2)}, cmd: StartRoll(0, 1, 2), want: "Finish Rowan's roll"},
		{name: "000 L315 Plus-Ones after the roll add 1 each", start: ready, prep: []tracker.Command{StartRoll(0, 0, 3)},
			cmd: RollPlusOnes(1), words: "3 -> 4 Hits"},
		{name: "000 L315 only the rolled row's Plus-Ones", start: ready, prep: []tracker.Command{StartRoll(0, 1, 3)},
			cmd: RollPlusOnes(1), want: "has 0 Ranged Plus-Ones"},
		{name: "000 L315 2 Hits a Plus-One", start: ready, prep: []tracker.Command{StartRoll(0, 0, 3)},
			cmd: BuyPlusOnes(2), want: "Rowan has 3 Hits; 2 Plus-Ones cost 4 (2 each)"},
		{name: "001 L699 Loxley: 1 Hit a Plus-One", start: heroes("Loxley", "Rowan"), prep: []tracker.Command{StartRoll(0, 1, 3)},
			cmd: BuyPlusOnes(3), words: "Loxley: 0 -> 3 Ranged Plus-Ones for 3 Hits, 0 left"},
		{name: "000 L317 buying a 5th needs a discard", start: ready,
			prep: []tracker.Command{PlusOnes(PlusOnesCmd{Who: 0, Row: 2, Delta: 3}), StartRoll(0, 1, 4)},
			cmd:  BuyPlusOnes(1), want: "choose 1 to discard"},
		{name: "000 L960 a Test costs no Action Point", start: ready,
			cmd: StartRollWith(RollCmd{Who: 1, Rows: []int{2}, Hits: 3, Test: true}), words: "Bjorn: Magic Test roll, 3 Hits",
			check: func(t *testing.T, s State) {
				if s.Heroes[1].Spent != 0 || len(s.Heroes[1].Rolled) != 0 {
					t.Fatal("a Test spent an Action Point")
				}
			}},
		{name: "000 L960 Test Hits cannot buy Plus-Ones", start: ready,
			prep: []tracker.Command{StartRollWith(RollCmd{Who: 0, Rows: []int{0}, Hits: 4, Test: true})},
			cmd:  BuyPlusOnes(1), want: "Test cannot buy Plus-Ones"},
		{name: "000 L956 Plus-Ones may help a Test", start: ready,
			prep: []tracker.Command{StartRollWith(RollCmd{Who: 0, Rows: []int{0}, Hits: 4, Test: true})},
			cmd:  RollPlusOnes(1), words: "4 -> 5 Hits"},
		{name: "000 L1006 a roll clears its row's Poison", start: ready,
			prep: []tracker.Command{Poison(0, 0, 0), Poison(0, 1, 0), StartRoll(0, 0, 1)}, cmd: EndRoll(EndRollCmd{}),
			words: "1 Poison token removed from the Melee row", check: func(t *testing.T, s State) {
				if len(s.Heroes[0].Rows[0].Poisoned) != 0 || len(s.Heroes[0].Rows[1].Poisoned) != 1 {
					t.Fatalf("%+v", s.Heroes[0].Rows)
				}
			}},
		{name: "000 L1006 a Test leaves the Poison", start: ready,
			prep: []tracker.Command{Poison(0, 0, 0), StartRollWith(RollCmd{Who: 0, Rows: []int{0}, Hits: 1, Test: true})},
			cmd:  EndRoll(EndRollCmd{}), check: func(t *testing.T, s State) {
				if len(s.Heroes[0].Rows[0].Poisoned) != 1 {
					t.Fatal("a Test cleared Poison")
				}
			}},
		{name: "000 L1261 One-Ton Sledge rolls each Melee row apart", start: heroes("Stone", "Rowan"),
			prep: []tracker.Command{StartRoll(0, 0, 2), EndRoll(EndRollCmd{})}, cmd: StartRoll(0, 1, 2),
			words: "(2 of 3 Action Points spent)"},
		{name: "000 L1261 ...but each once", start: heroes("Stone", "Rowan"),
			prep: []tracker.Command{StartRoll(0, 0, 2), EndRoll(EndRollCmd{})}, cmd: StartRoll(0, 0, 2), want: "once per Turn"},
		{name: "000 L1261 or together for 1 Action", start: heroes("Stone", "Rowan"),
			cmd: StartRollWith(RollCmd{Who: 0, Rows: []int{0, 1}, Hits: 4}), words: "(1 of 3 Action Points spent)"},
		{name: "000 L1261 only Sledge rolls two rows", start: ready,
			cmd: StartRollWith(RollCmd{Who: 0, Rows: []int{0, 1}, Hits: 4}), want: "Only One-Ton Sledge"},
		{name: "000 L1267 Make-a-da-Pizza heals +2 for 3 Hits", start: heroes("Giuseppe", "Rowan"),
			prep: []tracker.Command{Damage(1, 5, ""), StartRoll(0, 0, 4)}, cmd: Pizza(1), words: "Rowan 9 -> 11 Health (+2"},
		{name: "000 L1267 once per Action Roll", start: heroes("Giuseppe", "Rowan"),
			prep: []tracker.Command{StartRoll(0, 0, 7), Pizza(1)}, cmd: Pizza(0), want: "once per Action Roll"},
		{name: "001 L697 Battle Rage after a Defeat", start: heroes("Scrutt", "Rowan"),
			prep: []tracker.Command{StartRoll(0, 0, 2), SpendHits(2, ""), DefeatMinion("", 1)},
			cmd:  EndRoll(EndRollCmd{Rage: true}), words: "Battle Rage: Scrutt: 1 -> 2 Melee Plus-Ones"},
		{name: "001 L697 Battle Rage needs a Defeat", start: heroes("Scrutt", "Rowan"),
			prep: []tracker.Command{StartRoll(0, 1, 2)}, cmd: EndRoll(EndRollCmd{Rage: true}), want: "needs a Defeat"},
		{name: "001 L707 Inspirational Beats adds to anyone's roll", start: heroes("Rowan", "Wugner"),
			prep: []tracker.Command{PlusOnes(PlusOnesCmd{Who: 1, Row: 2, Delta: 2}), StartRoll(0, 0, 3)},
			cmd:  Meddle(1, 2, 2), words: "Wugner spends 2 Plus-Ones on Rowan's roll: 3 -> 5 Hits"},
		{name: "001 L707 upgraded: +2 each", start: heroes("Rowan", "Wugner"), edit: trained(1),
			prep: []tracker.Command{PlusOnes(PlusOnesCmd{Who: 1, Row: 2, Delta: 1}), StartRoll(0, 0, 3)},
			cmd:  Meddle(1, 2, 1), words: "3 -> 5 Hits"},
		{name: "001 L707 only Magic Plus-Ones", start: heroes("Rowan", "Wugner"),
			prep: []tracker.Command{StartRoll(0, 0, 3)}, cmd: Meddle(1, 0, 1), want: "spends Magic Plus-Ones"},
		{name: "001 L709 Schemy Meddling: Mordak's matching Plus-Ones", start: func(tb testing.TB) State { return charge(tb, mordakGame(tb)) },
			edit: func(s *State) { s.Villain.Rows[0].PlusOnes = 2 },
			prep: []tracker.Command{StartRoll(0, 0, 3)}, cmd: Meddle(VillainWho, 0, 2), words: "Mordak spends 2 Plus-Ones on Bjorn's roll: 3 -> 5 Hits"},
		{name: "001 L709 not another type", start: func(tb testing.TB) State { return charge(tb, mordakGame(tb)) },
			edit: func(s *State) { s.Villain.Rows[1].PlusOnes = 2 },
			prep: []tracker.Command{StartRoll(0, 0, 3)}, cmd: Meddle(VillainWho, 1, 1), want: "type being rolled"},
		{name: "001 L326 Mordak's Melee Hits only buy Plus-Ones before the Final Battle", start: mordakTurn,
			prep: []tracker.Command{StartRoll(VillainWho, 0, 4)}, cmd: SpendHits(2, "damage"), want: "only buy Plus-Ones"},
		{name: "001 L320 Mordak buys Plus-Ones for 2 Hits", start: mordakTurn,
			prep: []tracker.Command{StartRoll(VillainWho, 0, 4)}, cmd: BuyPlusOnes(2), words: "Mordak: 0 -> 2 Melee Plus-Ones for 4 Hits"},
		{name: "001 L275 Mordak rolls each type once", start: mordakTurn,
			prep: []tracker.Command{StartRoll(VillainWho, 3, 4), EndRoll(EndRollCmd{})}, cmd: StartRoll(VillainWho, 3, 2), want: "once per Turn"},
		{name: "000 L627 leftover Hits over the cap displace other rows", start: func(tb testing.TB) State { return toVillainRound(tb, lab(tb)) },
			edit: func(s *State) {
				s.Villain.Rows[2].PlusOnes = 4
				s.Villain.Rows[0].PlusOnes = 0
				s.Villain.Rows[1].PlusOnes = 1
			},
			prep: []tracker.Command{StartRoll(VillainWho, 0, 3)}, cmd: EndRoll(EndRollCmd{}), want: "choose 2 to discard from a different row"},
		{name: "000 L627 the Lead Hero chooses the rows", start: func(tb testing.TB) State { return toVillainRound(tb, lab(tb)) },
			edit: func(s *State) {
				s.Villain.Rows[2].PlusOnes = 4
				s.Villain.Rows[0].PlusOnes = 0
				s.Villain.Rows[1].PlusOnes = 1
			},
			prep: []tracker.Command{StartRoll(VillainWho, 0, 3)}, cmd: EndRoll(EndRollCmd{Discard: []int{2, 1}}),
			words: "0 -> 3 Magic Plus-Ones; 1 discarded from Corruption; 1 discarded from Melee"},
		{name: "000 L627 tokens with no other row to displace are lost", start: func(tb testing.TB) State { return toVillainRound(tb, lab(tb)) },
			edit: func(s *State) { s.Villain.Rows[0].PlusOnes = 5; s.Villain.Rows[1].PlusOnes = 1 },
			prep: []tracker.Command{StartRoll(VillainWho, 0, 3)}, cmd: EndRoll(EndRollCmd{Discard: []int{1}}),
			words: "2 lost: no other row to make space"},
	})
}

func TestRollOptions(t *testing.T) {
	s := charge(t, lab(t, "Stone", "Rowan"))
	s = mustApply(t, s, Poison(0, 0, 1))
	opts := s.RollOptions(0)
	if len(opts) != 4 {
		t.Fatalf("3 rows and both Melee rows together: %+v", opts)
	}
	if d := opts[0].Dice; d.Novice != 1 || opts[0].PlusOnes != 1 || !opts[0].Usable {
		t.Errorf("Melee row: %+v (a Poisoned die is not rolled)", opts[0])
	}
	if o := opts[3]; len(o.Rows) != 2 || o.Dice.Novice != 2 {
		t.Errorf("both Melee rows: %+v", o)
	}
	s = mustApply(t, s, StartRoll(0, 2, 1))
	s = mustApply(t, s, EndRoll(EndRollCmd{}))
	for _, o := range s.RollOptions(0) {
		if o.Kind == RowRanged && (o.Usable || !strings.Contains(o.Why, "once per Turn")) {
			t.Errorf("Ranged after a Ranged roll: %+v", o)
		}
	}
	if o := s.RollOptions(1)[0]; o.Usable || !strings.Contains(o.Why, "not Rowan's Turn") {
		t.Errorf("Rowan off-turn: %+v", o)
	}
}

// TestLabyrinthVillainRolls000L605: before the Final Battle the Labyrinth's
// Villain makes two Action Rolls a round, in its Villain Step: the Magic
// roll, then the Corruption roll (000 L605-608), each once (L287). It
// rolled Melee, out of order and in the Hero Step before. Tests and the
// Final Battle's Battle cards are not limited so.
func TestLabyrinthVillainRolls000L605(t *testing.T) {
	s := toVillainRound(t, lab(t))
	mustRefuse(t, s, StartRoll(VillainWho, 2, 6), "only its Magic and Corruption rolls")
	mustRefuse(t, s, StartRoll(VillainWho, 1, 6), "The Magic roll comes first")
	mustRefuse(t, charge(t, lab(t)), StartRoll(VillainWho, 0, 6), "rolls in the Villain Step")
	mustApply(t, charge(t, lab(t)), StartRollWith(RollCmd{Who: VillainWho, Rows: []int{2}, Hits: 2, Test: true}))
	s = playSteps(t, s, []step{
		{StartRoll(VillainWho, 0, 3), "Golem: Magic roll, 3 Hits + 1 Plus-One = 4"},
		{EndRoll(EndRollCmd{}), "4 leftover Hits become Plus-Ones"},
		{Tick(StepMagicRoll), ""},
	})
	mustRefuse(t, s, StartRoll(VillainWho, 0, 3), "has made its Magic roll this round")
	s = playSteps(t, s, []step{
		{StartRoll(VillainWho, 1, 2), "Golem: Corruption roll, 2 Hits"},
		{EndRoll(EndRollCmd{}), "2 leftover Hits become Plus-Ones"},
		{Tick(StepCorruption), ""},
	})
	mustRefuse(t, s, StartRoll(VillainWho, 1, 3), "has made its Corruption roll this round")
}
