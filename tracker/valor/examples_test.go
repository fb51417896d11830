package valor

import (
	"strings"
	"testing"

	"tableside/tracker/valor/labyrinth"
)

// The rulebooks' worked examples not reproduced elsewhere, each named by
// its line.

// openTiles lays a 3 x 3 block of open tiles in the North-West corner with
// the Heroes on Base Camp at [2,0].
func openTiles(t *testing.T, s State) State {
	t.Helper()
	for r := range 3 {
		for c := range 3 {
			k := labyrinth.TileKind("")
			if r == 2 && c == 0 {
				k = labyrinth.BaseCamp
			}
			s = mustApply(t, s, PlaceTile(pos(r, c), allHalls, k))
		}
	}
	return s
}

// TestDredgarsMortalCoil000L391: Dredgar's Magic roll scores 4, all spent
// on Mortal Coil at its mid level: a 5 damage attack on a nearby region, 4
// Defeating the top Minion and the last 1 Wounding the one beneath.
func TestDredgarsMortalCoil000L391(t *testing.T) {
	s := openTiles(t, lab(t, "Dredgar", "Rowan"))
	bottom := gnome()
	bottom.Name, bottom.Wound = "Lurker", 1
	top := gnome()
	top.Name, top.Health = "Brute", 4
	s = mustApply(t, s, SpawnMinion(bottom, pos(1, 0)))
	s = mustApply(t, s, SpawnMinion(top, pos(1, 0)))
	s = charge(t, s)
	s = magicRoll(t, s, 4, []step{
		{SpendHits(4, "Mortal Coil"), "0 left"},
		{DamageMinion("Brute", 4), "Brute takes 4 damage: Brute (1 Bounty) Defeated"},
		{DamageMinion("Lurker", 1), "Lurker takes 1 damage: Wounded"},
	})
	if got := stackAt(s, pos(1, 0)); len(got) != 1 || got[0] != "Lurker" || !s.Minions[0].Wounded {
		t.Fatalf("000 L391: the Wounded Lurker is left alone: %v %+v", got, s.Minions)
	}
}

// TestIsabellasSpells000L395: Isabella's Magic roll scores 6; 3 Hits cast
// Elemental Spark at its mid level (an Elemental with 2 Hearts), 3 Hits and
// 1 Heart cast Beating Heart at its mid level, healing her for 4.
func TestIsabellasSpells000L395(t *testing.T) {
	s := charge(t, lab(t, "Isabella", "Rowan"))
	s = mustApply(t, s, Damage(0, 6, "an earlier fight"))
	s = magicRoll(t, s, 6, []step{
		{SpendHits(3, "Elemental Spark"), "3 left"},
		{NewSidekick(SidekickCmd{Hero: 0, Name: "Elemental", Health: 2, Elemental: true, Reason: "Elemental Spark"}), "Sidekick Elemental with 2 Hearts"},
		{SpendHits(3, "Beating Heart"), "0 left"},
		{PayHearts(0, 1, "Beating Heart"), "Isabella: 8 -> 7 Health (pays 1 Hearts"},
		{Heal(0, 4, "Beating Heart"), "Isabella: 7 -> 11 Health (heals 4)"},
	})
	if s.Heroes[0].Sidekick == nil || s.Heroes[0].Sidekick.Health != 2 {
		t.Fatalf("000 L395: a 2 Heart Elemental: %+v", s.Heroes[0].Sidekick)
	}
}

// TestRollForPlusOnes000L321L001L324: a Hero may roll with no enemy near
// just to store Plus-Ones.
func TestRollForPlusOnes000L321L001L324(t *testing.T) {
	for _, s := range []State{charge(t, lab(t, "Rowan", "Coach")), charge(t, mordakGame(t, "Bjorn", "Gwen"))} {
		s = playSteps(t, s, []step{
			{StartRoll(0, 0, 4), "Melee roll, 4 Hits"},
			{BuyPlusOnes(2), "1 -> 3 Melee Plus-Ones for 4 Hits, 0 left"},
			{EndRoll(EndRollCmd{}), "ends the Melee roll"},
		})
		if s.Heroes[0].Rows[0].PlusOnes != 3 {
			t.Fatalf("3 Melee Plus-Ones stored: %d", s.Heroes[0].Rows[0].PlusOnes)
		}
	}
}

// TestBombChain000L980: two Bombs in adjacent regions chain, 4 damage to
// every region nearby the chain; a lone Bomb deals its own 2. Rowan, next
// to both, takes a 4 damage attack and a separate 2 damage one.
func TestBombChain000L980(t *testing.T) {
	sapper := bombSquad()
	sapper.Actions = 0
	s := bareMap(t)
	s = mustApply(t, s, MoveHero(0, pos(1, 2)))
	s = mustApply(t, s, MapTokens(pos(0, 1), TokenBomb, 1))
	s = mustApply(t, s, MapTokens(pos(0, 2), TokenBomb, 1))
	s = mustApply(t, s, SpawnMinion(sapper, pos(2, 2)))
	s = toMinionStep(t, s)
	v := s.WizardView()
	s, words := applyWords(t, s, WizardHits(v.Key, 1))
	if !strings.Contains(words, "every Bomb explodes") {
		t.Fatalf("%q", words)
	}
	v = s.WizardView()
	for _, w := range []string{"4 AOE damage to everyone at [0,0], [0,1], [0,2], [1,1], [1,2]", "2 AOE damage to everyone at [1,2], [2,1], [2,2]"} {
		if v.Stage != StageExplode || !strings.Contains(v.Say, w) {
			t.Fatalf("000 L980: %q lacks %q", v.Say, w)
		}
	}
	s, words = applyWords(t, s, WizardDone(v.Key))
	if !strings.Contains(words, "Rowan: 14 -> 10 Health (4 damage) (a Bomb)") || !strings.Contains(words, "Rowan: 10 -> 8 Health (2 damage) (a Bomb)") {
		t.Fatalf("000 L980: Rowan takes 4, then 2: %q", words)
	}
	if tokens(s.Map, TokenBomb) != 0 {
		t.Fatal("the Bombs come off")
	}
}

// TestWugnersEnormousFist001L381: Wugner's Magic roll scores 6, all spent
// on Enormous Fist at its mid level: an 8 damage attack, 6 Defeating the
// top Minion and 2 the bottom one.
func TestWugnersEnormousFist001L381(t *testing.T) {
	s := charge(t, mordakGame(t, "Wugner", "Gwen"))
	s = magicRoll(t, s, 6, []step{
		{SpendHits(6, "Enormous Fist"), "0 left"},
		{DefeatMinion("Top Minion", 2), "Top Minion (2 Bounty) Defeated"},
		{DefeatMinion("Bottom Minion", 1), "Bottom Minion (1 Bounty) Defeated"},
	})
	if len(s.HeroStash.Minions) != 2 {
		t.Fatalf("001 L381: both onto the Hero Loot Stash: %+v", s.HeroStash)
	}
}

// TestAmosSpells001L385: Amos's Magic roll scores 6; 3 Hits cast Lion's
// Roar at its low level (2 Plus-Ones for himself), 3 Hits cast Soul Beam at
// its low level, healing him 3 +1 for Healer's Boon.
func TestAmosSpells001L385(t *testing.T) {
	su := mordakSetup("Gwen", "Bjorn")
	su.Heroes[0].Hero = heroCard("Amos", AbilityHealersBoon)
	s := charge(t, ready(t, newGame(t, su)))
	s = mustApply(t, s, Damage(0, 5, "an earlier fight"))
	s = magicRoll(t, s, 6, []step{
		{SpendHits(3, "Lion's Roar"), "3 left"},
		{PlusOnes(PlusOnesCmd{Who: 0, Row: 1, Delta: 2, Reason: "Lion's Roar"}), "Amos: 0 -> 2 Ranged Plus-Ones"},
		{SpendHits(3, "Soul Beam"), "0 left"},
		{Heal(0, 4, "Soul Beam, +1 Healer's Boon"), "Amos: 9 -> 13 Health (heals 4)"},
	})
	if a := s.Heroes[0]; a.Health != 13 || a.Rows[1].PlusOnes != 2 {
		t.Fatalf("001 L385: Amos at 13 Health with 2 Ranged Plus-Ones: %d, %d", a.Health, a.Rows[1].PlusOnes)
	}
}

// TestShrinesSkipTheTrack001L560: the Heroes find the 3 Shrines; the
// Procession skips to Day 6; the Heroes finish their Round and Mordak is
// revealed as the next Villain Round begins.
func TestShrinesSkipTheTrack001L560(t *testing.T) {
	s := charge(t, mordakGame(t))
	s = mustApply(t, s, FindShrine())
	s = mustApply(t, s, FindShrine())
	s, words := applyWords(t, s, FindShrine())
	if s.Day != 6 || s.Final || !strings.Contains(words, "Day 6") {
		t.Fatalf("001 L560: Day %d, final %v: %q", s.Day, s.Final, words)
	}
	for s.Phase == PhaseHeroStep {
		if s.Final {
			t.Fatal("001 L560: the Heroes finish the current Round first")
		}
		s = mustApply(t, s, EndTurn())
	}
	s = finishChecklist(t, s)
	s = mustApply(t, s, EndStep())
	if !s.Final && s.Pending != PendingFinal {
		t.Fatalf("001 L560: Mordak is revealed as the Villain Round begins: final %v, pending %q, phase %s", s.Final, s.Pending, s.Phase)
	}
}

// TestDojoOnTheMap000L1028: a Hero trains "while they are at a Dojo
// tile"; with the map in the app, only there.
func TestDojoOnTheMap000L1028(t *testing.T) {
	s := charge(t, bareMap(t))
	mustRefuse(t, s, Dojo(0, DojoXP), "not on a Dojo tile")
	s = mustApply(t, s, PlaceTile(pos(1, 0), allHalls, labyrinth.Dojo))
	s = mustApply(t, s, MoveHero(0, pos(1, 0)))
	if s = playSteps(t, s, []step{{Dojo(0, DojoXP), "Rowan trains at the Dojo: 0 -> 1 XP"}}); s.Heroes[0].XP != 1 {
		t.Fatalf("XP %d", s.Heroes[0].XP)
	}
}

// TestLootUndefended000L487: Treasures are Looted only from a region with
// no enemies in it; with the map in the app, a Minion there refuses it.
func TestLootUndefended000L487(t *testing.T) {
	sword := TreasureCard{Name: "Sword", Kind: TreasureOffense, Row: RowMelee, Bounty: 1}
	s := charge(t, bareMap(t))
	s = mustApply(t, s, SpawnMinion(gnome(), pos(2, 0)))
	mustRefuse(t, s, Loot(0, sword), "defended")
	s = mustApply(t, s, DamageMinion("Gnome", 3))
	s = playSteps(t, s, []step{{Loot(0, sword), "Rowan loots"}})
	if len(s.HeroStash.Treasures) != 1 {
		t.Fatal("the Sword is on the Hero Loot Stash")
	}
}

// TestPizzaNearby000L1267: Make-a-da-Pizza heals 1 nearby Hero: in
// Giuseppe's region or one adjacent to it (000 L938); with the map in the
// app, one further away is refused.
func TestPizzaNearby000L1267(t *testing.T) {
	s := openTiles(t, lab(t, "Giuseppe", "Rowan", "Bjorn"))
	s = mustApply(t, s, MoveHero(1, pos(1, 0))) // adjacent
	s = mustApply(t, s, MoveHero(2, pos(0, 2))) // 3 steps away
	s = mustApply(t, s, Damage(1, 5, ""))
	s = mustApply(t, s, Damage(2, 5, ""))
	s = charge(t, s)
	s = mustApply(t, s, StartRoll(0, 0, 4))
	mustRefuse(t, s, Pizza(2), "nearby")
	playSteps(t, s, []step{{Pizza(1), "Rowan 9 -> 11 Health"}})
}

// TestMovesAndLootMordak001L267L424L434: in Minions of Mordak the map stays
// on the cardboard; the app keeps the Action Points. Gwen's Move costs 1
// (001 L267); Scrutt Moves, Loots for free mid-Move (L434), and after an
// Ambush interrupts him he resumes with his 2 remaining Actions (L424).
func TestMovesAndLootMordak001L267L424L434(t *testing.T) {
	s := charge(t, mordakGame(t, "Scrutt", "Gwen"))
	s = playSteps(t, s, []step{
		{SpendAction(0, ActionMove, "one Region over"), "Scrutt: Move (1 of 3 Action Points spent)"},
		{Loot(0, TreasureCard{Name: "Helm", Kind: TreasureDefense, Bounty: 1}), "Scrutt loots Helm onto the Hero Loot Stash"},
	})
	if h := s.Heroes[0]; h.Spent != 1 || h.Actions-h.Spent != 2 {
		t.Fatalf("001 L424, L434: Looting is free; Scrutt has 2 Actions left: spent %d of %d", h.Spent, h.Actions)
	}
	s = mustApply(t, s, EndTurn())
	playSteps(t, s, []step{{SpendAction(1, ActionMove, "2 Regions, onto an enemy"), "Gwen: Move (1 of 3 Action Points spent)"}})
}

// TestSidekickLoots000L487: a Hero or their Sidekick Loots; the Sidekick
// in an undefended region may Loot though the Hero's region is defended.
func TestSidekickLoots000L487(t *testing.T) {
	helm := TreasureCard{Name: "Helm", Kind: TreasureDefense, Bounty: 1}
	s := charge(t, bareMap(t))
	s = mustApply(t, s, SpawnMinion(gnome(), pos(2, 0)))
	s = mustApply(t, s, NewSidekick(SidekickCmd{Hero: 0, Name: "Frank", Health: 2}))
	s = mustApply(t, s, MoveSidekick(0, pos(2, 1)))
	mustApply(t, s, Loot(0, helm))
	s = mustApply(t, s, MoveSidekick(0, pos(2, 0)))
	mustRefuse(t, s, Loot(0, helm), "defended")
}
