package valor

import (
	"strings"
	"testing"

	"tableside/tracker"
)

var (
	sword  = TreasureCard{Name: "Sword", Kind: TreasureOffense, Bounty: 2, Row: RowMelee}
	shield = TreasureCard{Name: "Power Shield", Kind: TreasureDefense, Bounty: 1}
	boots  = TreasureCard{Name: "Boots", Kind: TreasureDefense, Bounty: 3}
)

func TestTreasures(t *testing.T) {
	looted := func(tb testing.TB) State {
		s := charge(tb, lab(tb))
		s = mustApply(tb, s, Loot(0, sword))
		s = mustApply(tb, s, Loot(0, shield))
		return toHeroItem(tb, s, StepTreasures)
	}
	runCases(t, []cmdCase{
		{name: "000 L487 a Loot goes face-down on the Hero Loot Stash", start: func(tb testing.TB) State { return charge(tb, lab(tb)) },
			cmd: Loot(0, sword), words: "Rowan loots Sword onto the Hero Loot Stash"},
		{name: "000 L524 Treasures are equipped in the Level Up Step", start: func(tb testing.TB) State {
			return mustApply(tb, charge(tb, lab(tb)), Loot(0, sword))
		}, cmd: Equip(0, 0, 0), want: "reveal, equip and trade them in the Hero Level Up Step"},
		{name: "000 L1253 Sticky Fingers equips at once", start: func(tb testing.TB) State {
			return mustApply(tb, charge(tb, lab(tb)), Loot(0, sword))
		}, cmd: EquipAtOnce(0, 0, 0), words: "Rowan equips Sword (at once)"},
		{name: "000 L532 a slot of the Treasure's type", start: looted, cmd: Equip(1, 0, 1),
			want: "Bjorn's slot 2 holds defense Treasures; Sword is offense"},
		{name: "000 L532 equip", start: looted, cmd: Equip(1, 0, 0), words: "Bjorn equips Sword",
			check: func(t *testing.T, s State) {
				if s.Heroes[1].Equipped[0] == nil || len(s.HeroStash.Treasures) != 1 {
					t.Fatal("not equipped")
				}
			}},
		{name: "000 L532 a full slot returns its Treasure to the Stash", start: looted,
			prep: []tracker.Command{Equip(1, 1, 1), Loot(2, boots)}, cmd: Equip(1, 1, 1),
			words: "Bjorn equips Boots; Power Shield goes back to the Hero Loot Stash"},
		{name: "000 L540 return a Treasure to the Stash", start: looted, prep: []tracker.Command{Equip(1, 0, 0)},
			cmd: Unequip(1, 0), words: "Bjorn returns Sword to the Hero Loot Stash"},
		{name: "000 L335 a Defeated Hero cannot use Treasures", start: looted, prep: []tracker.Command{Damage(1, 20, "")},
			cmd: Equip(1, 0, 0), want: "Defeated"},
		{name: "000 L538 a one-use Item is discarded", start: looted, prep: []tracker.Command{Equip(1, 1, 1)},
			cmd: DiscardTreasure(1, 1), words: "Bjorn discards Power Shield"},
	})
	s := looted(t)
	if got := s.EquipOptions(0); len(got) != 2 || got[0] != (EquipOption{Stash: 0, Slot: 0}) || got[1] != (EquipOption{Stash: 1, Slot: 1}) {
		t.Fatalf("equip options %+v", got)
	}
}

func TestHeroCashOut(t *testing.T) {
	// 2 Heroes: the printed card (000 L558-563): 1 2 3 4 6 8+ -> 1 2 3 4 5 6,
	// the (A) mark on the 2 XP column.
	atCash := func(stash ...tracker.Command) func(testing.TB) State {
		return func(tb testing.TB) State {
			s := charge(tb, lab(tb, "Rowan", "Bjorn"))
			for _, c := range stash {
				s = mustApply(tb, s, c)
			}
			s = toHeroItem(tb, s, StepTreasures)
			return mustApply(tb, s, Tick(StepTreasures))
		}
	}
	runCases(t, []cmdCase{
		{name: "000 L550-552 Minions, unequipped Treasures and tokens cash out", start: atCash(
			DefeatMinion("Gnome", 1), DefeatMinion("Hound", 1), Loot(0, boots)),
			cmd:   CashOut(LootHeroes, nil),
			words: "Hero Loot Stash: 5 Bounty -> 4 XP each (Hero Loot Stash, 2 Heroes (printed example), column 4); Hero Hoard 0 -> 5",
			check: func(t *testing.T, s State) {
				if s.Heroes[0].XP != 4 || s.Heroes[1].XP != 4 || s.Hoard != 5 || len(s.HeroStash.Minions) != 0 || len(s.HeroStash.Treasures) != 0 {
					t.Fatalf("XP %d %d hoard %d stash %+v", s.Heroes[0].XP, s.Heroes[1].XP, s.Hoard, s.HeroStash)
				}
			}},
		{name: "000 L565 the (A) mark asks for the Lead Hero's Novice die", start: atCash(DefeatMinion("", 2)),
			cmd: CashOut(LootHeroes, nil), want: "Bjorn rolls one Novice die and every Hero gains its Hits as XP too; enter the Hits (0 to 1)"},
		{name: "000 L565 every Hero gains the die's result", start: atCash(DefeatMinion("", 2)),
			cmd: CashOut(LootHeroes, intp(1)), words: "-> 3 XP each (Hero Loot Stash, 2 Heroes (printed example), column 2, Novice die 1)"},
		{name: "001 L867 a Novice die shows 0 or 1", start: atCash(DefeatMinion("", 2)),
			cmd: CashOut(LootHeroes, intp(2)), want: "not a face of it"},
		{name: "no die without the (A) mark", start: atCash(DefeatMinion("", 3)), cmd: CashOut(LootHeroes, intp(1)),
			want: "no (A) mark"},
		{name: "000 L558 0 Bounty, an empty Stash: the cash-out passes by itself", start: func(tb testing.TB) State {
			return toHeroItem(tb, charge(tb, lab(tb, "Rowan", "Bjorn")), StepTreasures)
		}, cmd: Tick(StepTreasures), words: "nothing to cash out: the Hero Loot Stash is empty",
			check: func(t *testing.T, s State) {
				if !s.currentIs(StepLevelUps) {
					t.Fatalf("the cash-out was not passed: %+v", s.Steps)
				}
			}},
		{name: "000 L1116 Bounty tokens count", start: atCash(Bounty(LootHeroes, 3, "Looted")),
			cmd: CashOut(LootHeroes, nil), words: "3 Bounty -> 3 XP each"},
	})
	s := atCash(DefeatMinion("", 2))(t)
	p := s.CashOutPreview(LootHeroes)
	if !p.Due || p.Bounty != 2 || !p.NeedsDie || p.XPEach != 2 {
		t.Fatalf("preview %+v", p)
	}
	a := mustApply(t, s, CashOutRolling(LootHeroes))
	b := mustApply(t, s, CashOutRolling(LootHeroes))
	if a.Heroes[0].XP != b.Heroes[0].XP || a.Rand != b.Rand || a.Rand == s.Rand {
		t.Fatal("the app's Novice die is seeded in the state and replays the same")
	}
}

func TestVillainCashOut(t *testing.T) {
	s := toVillainLevelUp(t, lab(t))
	s = mustApply(t, s, Tick(StepDefenders))
	s.Heroes[0].Health, s.Heroes[0].InStash = 0, true
	s.Villain.Health = 98
	p := s.CashOutPreview(LootVillain)
	if !p.Due || p.Bounty != 3 || p.XP != 4 || p.Health != 2 || len(p.Respawns) != 1 {
		t.Fatalf("preview %+v", p)
	}
	s, words := applyWords(t, s, CashOut(LootVillain, nil))
	if words != "Villain Loot Stash: 3 Bounty -> 0 -> 4 XP, 98 -> 100 Health (Villain Loot Stash 3-6 (A), column 3); Rowan back to Base Camp at full Health" {
		t.Fatalf("000 L736-740: %q", words)
	}
	if h := s.Heroes[0]; h.InStash || h.Health != 14 || h.Shields != 0 {
		t.Fatalf("000 L337: %+v", h)
	}
	mustRefuse(t, s, CashOut(LootVillain, nil), "Not yet")
	m := toVillainLevelUp(t, mordakGame(t))
	mustRefuse(t, m, CashOut(LootVillain, nil), "Not yet")
	mustRefuse(t, lab(t), CashOut(LootHeroes, nil), "Hero Level Up Step")
	if !strings.Contains(m.Checklist()[5].Text, "Hawkemoor Keep") {
		t.Fatalf("001 L308: %q", m.Checklist()[5].Text)
	}
}
