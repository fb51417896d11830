package legends

import (
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"tableside/tracker"
)

// The note's §5: every reading as the note reads it, one test each, named
// by its id and a line it reads. Settings are tried both ways.

func TestReadingA1L39(t *testing.T) {
	s := rollRound(t, newGame(t, testSetup(4)), 9, 5, 9, 3)
	if !reflect.DeepEqual(s.RollOff.Contenders, []int{0, 2}) {
		t.Fatalf("contenders %v", s.RollOff.Contenders)
	}
	refused(t, s, RollOffTotal(1, 12))
	s = mustApply(t, s, RollOffRoll(0))
	if r := s.RollOff.Rolls[len(s.RollOff.Rolls)-1]; r.Total < 2 || r.Total > 12 {
		t.Fatalf("rolled %d", r.Total)
	}
}

func TestReadingA2L45(t *testing.T) {
	s := newTable(t, 6)
	s.First = 3
	if got := s.FirstDraws(); !reflect.DeepEqual(got, []int{5, 5, 5, 3, 4, 5}) {
		t.Fatalf("%v", got)
	}
}

// host3 is Cy's table (3p) on Bo's turn with Monsters of Ana (x2) and Cy.
func host3(t *testing.T) (State, []int) {
	s := newTable(t, 3)
	a1 := addMonster(t, &s, MonsterCard{Name: "A1", Life: 9}, 0, 1)
	c1 := addMonster(t, &s, MonsterCard{Name: "C1", Life: 9}, 2, 1)
	a2 := addMonster(t, &s, MonsterCard{Name: "A2", Life: 9}, 0, 1)
	return bosTurn(t, s), []int{a1, c1, a2}
}

func TestReadingA3L159(t *testing.T) {
	s, ids := host3(t)
	if g := s.Attackers(); len(g) != 2 {
		t.Fatalf("groups %v", g)
	}
	s = mustApply(t, s, MonsterAttack(ids[2], 1)) // Bo picks Ana; she picks A2 first
	if g := s.Attackers(); len(g) != 1 || g[0].Owner != 0 {
		t.Fatalf("groups %v", g)
	}
	refused(t, s, MonsterAttack(ids[1], 1))
	s = mustApply(t, s, MonsterAttack(ids[0], 1))
	s = mustApply(t, s, MonsterAttack(ids[1], 1))
	if s.Stage != StageMain {
		t.Fatalf("stage %s", s.Stage)
	}
}

func TestReadingA4L129(t *testing.T) {
	s := newTable(t, 2)
	shield(t, &s, 1, defence("Shield", Shield, 4))
	o, _ := s.Preview(AttackCmd{Source: weapon(0), Target: at(1), Die: 4})
	if !o.Hits[0].Broken || o.Lost != 0 {
		t.Fatalf("%+v", o)
	}
}

func TestReadingA5L325(t *testing.T) {
	s := newTable(t, 2)
	addMonster(t, &s, MonsterCard{Name: "Rat", Life: 2}, 1, 0)
	shield(t, &s, 1, defence("Helmet", Helmet, 2))
	l, err := s.AttackLayers(Source{Kind: Spell}, at(1))
	if err != nil || len(l.Monsters) != 1 || len(l.Defence) != 1 || l.Hero != 1 {
		t.Fatalf("%+v %v", l, err)
	}
	s = mustApply(t, s, Attack(AttackCmd{Source: Source{Kind: Spell}, Target: at(1), Die: 6}))
	if life(s, 1) != 18 {
		t.Fatalf("Life %d", life(s, 1))
	}
}

func TestReadingA6L82(t *testing.T) {
	s := mustApply(t, newTable(t, 2), Gold(GoldCmd{Coins: 30}))
	if s = mustApply(t, s, EndTurn()); s.Turn.Gold != 0 {
		t.Fatalf("gold %d kept", s.Turn.Gold)
	}
}

func TestReadingA7L103(t *testing.T) {
	if SellPrice(25, Settings{}) != 12 || SellPrice(25, Settings{SellRoundUp: true}) != 13 {
		t.Fatal("odd prices")
	}
}

func TestReadingA8L103(t *testing.T) {
	s := newTable(t, 2)
	addMonster(t, &s, MonsterCard{Name: "Orc", Life: 3}, 1, 0)
	if msg := refused(t, s, Sell(30, "Axe", true)); !strings.Contains(msg, "Market") {
		t.Fatalf("%q", msg)
	}
}

func TestReadingA9L317(t *testing.T) {
	s := newTable(t, 2)
	s.Players[1].Defence = []DefenceInPlay{{Card: DefenceCard{Name: "Circlet", Slot: Helmet, Value: 2, Intelligence: 1}}}
	if s = bosTurn(t, s); s.Turn.Intelligence != 4 {
		t.Fatalf("Intelligence %d", s.Turn.Intelligence)
	}
}

func TestReadingA10L151(t *testing.T) {
	s := newTable(t, 2)
	addMonster(t, &s, MonsterCard{Name: "Orc", Life: 3}, 1, 0)
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: at(1), Die: 3}))
	if !s.MarketOpen(0) {
		t.Fatal("the Market stays shut after the last Monster died")
	}
}

func TestReadingA11L313(t *testing.T) {
	s := mustApply(t, newTable(t, 2), Spend(2, "Summon"))
	mustApply(t, s, Scroll(1)) // 1 left, but the Hero reads at 3
}

func TestReadingA12L305(t *testing.T) {
	for _, round := range []bool{false, true} {
		s := newTable(t, 2)
		s.Settings.XPRound20 = round
		addMonster(t, &s, MonsterCard{Name: "Orc", Life: 1, Cost: 30}, 1, 0)
		s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: at(1), Die: 3}))
		want := map[bool]int{false: 30, true: 20}[round]
		if s.Players[0].XP != want || TrackXP(30) != 20 {
			t.Fatalf("rounding %v: XP %d", round, s.Players[0].XP)
		}
	}
}

func TestReadingA13L191(t *testing.T) {
	o, err := newTable(t, 2).Preview(AttackCmd{Source: weapon(-3), Target: at(1), Die: 1})
	if err != nil || o.Attack != 0 || o.HeroDamage != 0 {
		t.Fatalf("%+v", o)
	}
}

func TestReadingA14L273(t *testing.T) {
	for _, blocks := range []bool{false, true} {
		s := newTable(t, 2)
		s.Settings.FleetingBlocks = blocks
		addMonster(t, &s, MonsterCard{Name: "Wisp", Life: 9, Fleeting: true}, 1, 0)
		addMonster(t, &s, MonsterCard{Name: "Wall", Life: 9, Defensive: true}, 1, 0)
		s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: at(1), Die: 3}))
		if hit := life(s, 1) == 17; hit == blocks || !s.MarketOpen(0) {
			t.Fatalf("FleetingBlocks %v: Bo at %d, Market open %v", blocks, life(s, 1), s.MarketOpen(0))
		}
	}
}

func TestReadingA15L573(t *testing.T) {
	s := newTable(t, 3)
	addMonster(t, &s, MonsterCard{Name: "Mine", Life: 9}, 1, 0)
	their := addMonster(t, &s, MonsterCard{Name: "Theirs", Life: 2}, 0, 2)
	o, err := s.Preview(AttackCmd{Source: Source{Kind: Spell}, Target: Target{Player: 2, Monsters: true}, Die: 6})
	if err != nil || len(o.Hits) != 1 || o.Hits[0].Layer.Monster != their || o.Lost != 4 || o.Hero != -1 {
		t.Fatalf("%+v %v", o, err)
	}
}

func TestReadingA16L605(t *testing.T) {
	s := newTable(t, 6) // 1 is team 0's Skirmisher, 0 and 2 its frontliners
	addMonster(t, &s, MonsterCard{Name: "Orc", Life: 9}, 5, 2)
	s.Active = 1
	if !slices.Contains(s.Targets(weapon(0)), Target{Player: 2, Monsters: true}) {
		t.Fatal("the Skirmisher cannot reach the Monster before his teammate")
	}
	s.Active = 0
	if slices.Contains(s.Targets(weapon(0)), Target{Player: 2, Monsters: true}) {
		t.Fatal("a frontliner's Weapon reaches his teammate's Monster")
	}
}

func TestReadingA17L179(t *testing.T) {
	s := newTable(t, 2)
	shield(t, &s, 1, defence("Shield", Shield, 3))
	id := addMonster(t, &s, MonsterCard{Name: "Imp", Life: 3, Imp: true}, 0, 1)
	s = mustApply(t, bosTurn(t, s), MonsterAttack(id, 6))
	if s.Turn.Intelligence != 0 || s.Players[1].Defence[0].Taken != 0 || life(s, 1) != 20 {
		t.Fatalf("%+v", s.Players[1])
	}
}

func TestReadingA18L233(t *testing.T) {
	s := newTable(t, 2)
	s.Players[1].Hero.Levels[0].Armour = 2
	s.Players[1].Poison = 2
	id := addMonster(t, &s, MonsterCard{Name: "Orc", Life: 3}, 0, 1)
	s = mustApply(t, bosTurn(t, s), Poison())
	if life(s, 1) != 18 {
		t.Fatalf("armour stopped Poison: %d", life(s, 1))
	}
	if s = mustApply(t, s, MonsterAttack(id, 5)); life(s, 1) != 15 {
		t.Fatalf("armour on a Monster attack: %d", life(s, 1))
	}
}

func TestReadingA19L367(t *testing.T) {
	s := newTable(t, 4)
	s.Players[2].Life = 10
	refused(t, s, Heal(HealCmd{Target: 2, Die: 3}))
	if s = mustApply(t, s, Heal(HealCmd{Target: 2, Die: 3, AnyTarget: true})); life(s, 2) != 13 {
		t.Fatalf("Life %d", life(s, 2))
	}
}

func TestReadingA20L407(t *testing.T) {
	s := newTable(t, 3)
	addMonster(t, &s, MonsterCard{Name: "His", Life: 3}, 1, 2)
	other := addMonster(t, &s, MonsterCard{Name: "Cy's", Life: 3}, 2, 1)
	s = mustApply(t, s, OutOfCards(1))
	if len(s.Monsters) != 1 || !s.Monsters[0].Waiting || s.Monsters[0].ID != other {
		t.Fatalf("%+v", s.Monsters)
	}
}

func TestReadingA21L439(t *testing.T) {
	cases := []struct {
		n        int
		literal  bool
		attacked int
		want     int
	}{
		{2, false, -1, 1}, {3, false, 2, 1}, {4, false, 3, 1}, {5, false, 3, 3}, {6, false, -1, 5}, {5, true, 3, 1},
	}
	for _, c := range cases {
		s := newTable(t, c.n)
		s.Settings.LiteralLeft = c.literal
		if got, _ := s.DiscardTarget(c.attacked); got != c.want {
			t.Errorf("%dp literal %v: %d, want %d", c.n, c.literal, got, c.want)
		}
	}
	if got, opts := newTable(t, 5).DiscardTarget(-1); got != -1 || !reflect.DeepEqual(opts, []int{2, 3}) {
		t.Errorf("5p, a Monster hit: %d %v", got, opts)
	}
}

func TestReadingA22L433(t *testing.T) {
	s := mustApply(t, newTable(t, 3), OutOfCards(2))
	if !s.Players[2].Out || s.Eliminations[0].Cause != "no cards left" {
		t.Fatalf("%+v", s.Eliminations)
	}
}

func TestReadingA23L411(t *testing.T) {
	s := newTable(t, 3)
	addMonster(t, &s, MonsterCard{Name: "Wisp", Life: 3, Fleeting: true}, -1, 1)
	s = mustApply(t, s, OutOfCards(1))
	if s.Monsters[0].Host != 2 || s.Monsters[0].Waiting {
		t.Fatalf("%+v", s.Monsters[0])
	}
}

func TestReadingA24L469(t *testing.T) {
	s := newTable(t, 2)
	s.Players[0].Hero.Levels[0].Berserk = &Berserk{Beers: 1, Bonus: 3}
	s = mustApply(t, s, Beer(1))
	src := Source{Kind: Weapon, FromSheath: true}
	if o, _ := s.Preview(AttackCmd{Source: src, Target: at(1), Die: 2}); o.Attack != 2 {
		t.Fatalf("sheathed: %d", o.Attack)
	}
	s.Settings.SheathBerserk = true
	if o, _ := s.Preview(AttackCmd{Source: src, Target: at(1), Die: 2}); o.Attack != 5 {
		t.Fatalf("sheathed, house rule: %d", o.Attack)
	}
	s = mustApply(t, mustApply(t, s, EndTurn()), EndTurn()) // it ended
	if s = mustApply(t, s, Beer(4)); s.Players[0].Berserk != 4 {
		t.Fatal("Berserk does not start again")
	}
}

func TestReadingA25L469(t *testing.T) {
	s := newTable(t, 2)
	s.Players[0].Berserk = 3
	s.Players[0].Hero.Levels[0].Berserk = &Berserk{Beers: 1, Bonus: 1}
	_, words, err := s.Apply(Beer(0))
	if err != nil || !strings.Contains(words, "main effect only") {
		t.Fatalf("%q %v", words, err)
	}
}

func TestReadingA26L551(t *testing.T) {
	s := newTable(t, 2)
	shield(t, &s, 1, defence("Shield", Shield, 5))
	s.Players[1].Poison, s.Players[1].PoisonedBy, s.Players[1].Life = 3, 0, 2
	s = mustApply(t, bosTurn(t, s), Poison())
	if !s.Players[1].Out || s.Eliminations[0].By != 0 || s.Eliminations[0].Cause != "poison" {
		t.Fatalf("%+v", s.Eliminations)
	}
}

func TestReadingA27L551(t *testing.T) {
	s := newTable(t, 2)
	s.Players[1].Hero.Levels[0].Armour = 6
	id := addMonster(t, &s, MonsterCard{Name: "Spider", Life: 3, Poison: 2}, 0, 1)
	if s = mustApply(t, bosTurn(t, s), MonsterAttack(id, 6)); s.Players[1].Poison != 0 {
		t.Fatal("Poison without damage")
	}
}

func TestReadingA28L527(t *testing.T) {
	for start, want := range map[bool]int{false: 9, true: 12} {
		s := newTable(t, 4)
		s.Settings.ScaleAtStart = start
		s = mustApply(t, s, OutOfCards(3))
		if s = mustApply(t, s, PlayMonster(MonsterCard{Name: "Hydra", LifePerPlayer: 3}, 1)); s.Monsters[0].MaxLife != want {
			t.Fatalf("at start %v: %d", start, s.Monsters[0].MaxLife)
		}
	}
}

func TestReadingA29L519(t *testing.T) {
	s := newTable(t, 3)
	addMonster(t, &s, MonsterCard{Name: "Troll", Life: 5, Regen: 2}, 0, 1)
	addMonster(t, &s, MonsterCard{Name: "Troll2", Life: 5, Regen: 2}, 0, 2)
	s.Monsters[0].Life, s.Monsters[1].Life = 1, 1
	s = mustApply(t, bosTurn(t, s), MonsterRegen())
	if s.Monsters[0].Life != 3 || s.Monsters[1].Life != 1 {
		t.Fatalf("%+v", s.Monsters)
	}
}

func TestReadingA30L535(t *testing.T) {
	s := newTable(t, 3)
	id := addMonster(t, &s, MonsterCard{Name: "Wall", Life: 5, Defensive: true}, 2, 1)
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: at(1), Die: 4}))
	if m, _ := s.Monster(id); m.Life != 1 || life(s, 1) != 20 {
		t.Fatalf("Wall %d, Bo %d", m.Life, life(s, 1))
	}
}

func TestReadingA31L485(t *testing.T) {
	s := newTable(t, 2)
	s.Players[0].Hero.Levels[0].Sneaking = true
	addMonster(t, &s, MonsterCard{Name: "Orc", Life: 3}, 1, 0)
	s = mustApply(t, s, Sneak(6))
	refused(t, s, Sneak(6))
	if s.Turn.Gold = 30; !s.MarketOpen(0) {
		t.Fatal("a pass does not open the Market")
	}
	mustApply(t, s, Buy(30, "Axe"))
}

func TestReadingA32L491(t *testing.T) {
	set := testSetup(3)
	set.Minis = []Mini{{Name: "Mini Skeleton", Copies: 1}}
	s := table(t, set)
	mini := MonsterCard{Name: "Mini Skeleton", Life: 2, Cost: 10}
	refused(t, s, summon(mini, 0)) // in front of an opponent only (L491)
	refused(t, s, summon(MonsterCard{Name: "Mini Ghost", Life: 2}, 1))
	s = mustApply(t, s, summon(mini, 1))
	if !s.Monsters[0].Summoned || s.FreeMinis("Mini Skeleton") != 0 {
		t.Fatalf("free %d", s.FreeMinis("Mini Skeleton"))
	}
	refused(t, s, summon(mini, 2)) // once a turn (L489), and none free
	s = mustApply(t, mustApply(t, s, EndTurn()), MonsterAttack(s.Monsters[0].ID, 1))
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: Target{Player: 1, Monsters: true}, Die: 3}))
	if len(s.Monsters) != 0 || s.Players[1].XP != 10 || s.FreeMinis("Mini Skeleton") != 1 {
		t.Fatalf("XP %d, free %d", s.Players[1].XP, s.FreeMinis("Mini Skeleton"))
	}
}

func TestReadingA33L551(t *testing.T) {
	s := newTable(t, 3)
	s.Players[1].Poison, s.Players[1].Life = 2, 1
	s = mustApply(t, bosTurn(t, s), Poison())
	if s.Active != 2 || !s.Players[1].Out {
		t.Fatalf("active %d", s.Active)
	}
}

func TestReadingA34L455(t *testing.T) {
	h := hero("Adhara Hero", 20)
	h.Levels[0].Abilities = []string{"a new ability, as printed"}
	if err := h.Validate(); err != nil || !slices.Contains(Expansions(), "Adhara") {
		t.Fatal(err)
	}
}

func TestReadingA35L219(t *testing.T) {
	t.Run("EX-2", TestWorkedExample002L219)
	t.Run("EX-8", TestWorkedExample002L349)
}

func TestReadingA36L573(t *testing.T) {
	s := mustApply(t, newTable(t, 3), OutOfCards(1))
	if got := s.weaponTargets(0); !reflect.DeepEqual(got, []int{2}) {
		t.Fatalf("3p: %v", got)
	}
	s = mustApply(t, newTable(t, 4), OutOfCards(1))
	if got := s.weaponTargets(0); !reflect.DeepEqual(got, []int{3}) {
		t.Fatalf("4p: %v", got)
	}
}

func TestReadingA37L579(t *testing.T) {
	s := newTable(t, 4)
	for i, want := range []int{0, 1, 0, 1} {
		if s.Players[i].Team != want {
			t.Fatalf("seat %d team %d", i, s.Players[i].Team)
		}
	}
}

func TestReadingA38L579(t *testing.T) {
	s := newTable(t, 4)
	addMonster(t, &s, MonsterCard{Name: "Orc", Life: 3}, 1, 2)
	got := s.Targets(Source{Kind: Spell})
	want := []Target{{Player: 1}, {Player: 3}, {Player: 2, Monsters: true}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%v", got)
	}
}

func TestReadingA39L587(t *testing.T) {
	if got := newTable(t, 5).weaponTargets(0); !reflect.DeepEqual(got, []int{1, 2, 3, 4}) {
		t.Fatalf("%v", got)
	}
}

func TestReadingA40L587(t *testing.T) {
	// 0 and 2 are out, then 1 falls: both 3 (enemies 0, 1) and 4 (enemies 1, 2) qualify.
	s := newTable(t, 5)
	s = mustApply(t, s, OutOfCards(2))
	s.Active = 3
	s = mustApply(t, s, OutOfCards(0))
	s.Players[1].Life = 1
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: at(1), Die: 2}))
	if !reflect.DeepEqual(s.Tie, []int{3, 4}) || s.Phase != PhasePlay || s.TieSuggestion() != 3 {
		t.Fatalf("tie %v phase %s suggestion %d", s.Tie, s.Phase, s.TieSuggestion())
	}
	refused(t, s, EndTurn())
	if s = mustApply(t, s, DecideWinner(3)); !reflect.DeepEqual(s.Winners, []int{3}) {
		t.Fatalf("%v", s.Winners)
	}

	p := newTable(t, 5)
	p.Settings.PersonalKill5 = true
	p.Players[2].Life, p.Players[3].Life = 1, 1
	p = mustApply(t, p, Attack(AttackCmd{Source: weapon(0), Target: at(2), Die: 2}))
	p = mustApply(t, p, OutOfCards(3))
	if p.Phase != PhasePlay {
		t.Fatal("personal kills: Ana won without knocking out Di herself")
	}
}

func TestReadingA41L603(t *testing.T) {
	s := newTable(t, 6) // teams 0-2 and 3-5; Skirmishers 1 and 4; 0 faces 5, 2 faces 3
	if got := s.weaponTargets(0); !reflect.DeepEqual(got, []int{5}) {
		t.Fatalf("frontliner: %v", got)
	}
	s.Active = 1
	if got := s.weaponTargets(1); !reflect.DeepEqual(got, []int{3, 5}) {
		t.Fatalf("Skirmisher: %v", got)
	}
	s = mustApply(t, s, OutOfCards(5))
	if got := s.weaponTargets(1); !reflect.DeepEqual(got, []int{3, 4}) {
		t.Fatalf("Skirmisher, frontline broken: %v", got)
	}
	if got := s.weaponTargets(0); !reflect.DeepEqual(got, []int{4}) {
		t.Fatalf("frontliner, facing out: %v", got)
	}
	s.Settings.OpenSkirmisher = true
	if got := s.weaponTargets(0); !reflect.DeepEqual(got, []int{3, 4}) {
		t.Fatalf("house rule: %v", got)
	}
	if got := s.Targets(Source{Kind: Spell}); len(got) != 4 {
		t.Fatalf("Spells anywhere: %v", got)
	}
}

func TestReadingA42L183(t *testing.T) {
	c := MonsterCard{Name: "Ambusher", Life: 4, Text: "SNEAK ATTACK: as printed"}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	refused(t, newTable(t, 2), playDrawn(c)) // not automated: played by hand
}

func TestReadingA43L477(t *testing.T) {
	h := hero("Vampire", 20)
	h.Levels[0].Abilities = []string{"LIFELINK"}
	if err := h.Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestReadingA44L463(t *testing.T) {
	s := newTable(t, 2)
	s.Players[0].Hero.Levels[0].With = []Bonus{{Name: "Bow", Amount: 2}}
	bow, _ := s.Preview(AttackCmd{Source: Source{Kind: Weapon, Class: "bow"}, Target: at(1), Die: 3})
	axe, _ := s.Preview(AttackCmd{Source: Source{Kind: Weapon, Class: "axe"}, Target: at(1), Die: 3})
	if bow.Attack != 5 || axe.Attack != 3 {
		t.Fatalf("bow %d axe %d", bow.Attack, axe.Attack)
	}
}

func TestReadingA45L32(t *testing.T) {
	s := mustApply(t, newTable(t, 2), Gold(GoldCmd{Coins: 20}))
	mustApply(t, s, Buy(20, "Nuggets"))
}

func TestReadingA46L499(t *testing.T) {
	s := newTable(t, 2)
	s.Players[0].Hero.Levels[0].Taming = 2
	if s.TamingRoll(0, 3) != 5 {
		t.Fatal("TAMING bonus")
	}
}

func TestReadingA47L489(t *testing.T) {
	s := mustApply(t, newTable(t, 2), Spend(3, "Summon"))
	refused(t, s, Spend(1, "Summon"))
}

func TestReadingA48L545(t *testing.T) {
	s := newTable(t, 3)
	addMonster(t, &s, MonsterCard{Name: "Frog", Life: 3, Hopping: true, Text: "proliferates"}, 1, 0)
	if s = mustApply(t, s, EndTurn()); len(s.Monsters) != 1 {
		t.Fatal("proliferation was automated")
	}
}

func TestReadingA49L551(t *testing.T) {
	s := newTable(t, 2)
	s.Players[1].Hero.Levels[0].ImmunePoison = true
	id := addMonster(t, &s, MonsterCard{Name: "Spider", Life: 3, Poison: 2}, 0, 1)
	if s = mustApply(t, bosTurn(t, s), MonsterAttack(id, 4)); s.Players[1].Poison != 0 || life(s, 1) != 16 {
		t.Fatalf("%+v", s.Players[1])
	}
}

// the book's page references point nowhere; the app's words carry
// neither pages nor line numbers.
func TestReadingA50L74(t *testing.T) {
	line := regexp.MustCompile(`\bL\d+|\bp\. ?\d+|page`)
	s := newTable(t, 3)
	addMonster(t, &s, MonsterCard{Name: "Orc", Life: 3}, 1, 0)
	for _, c := range fuzzCommands() {
		_, words, err := s.Apply(c)
		text := words
		if err != nil {
			text = err.Error()
		}
		if line.MatchString(text) {
			t.Errorf("%s: %q", c.Kind, text)
		}
	}
}

func TestReadingA51L26(t *testing.T) {
	if s := mustApply(t, newTable(t, 2), Gold(GoldCmd{Coins: 7})); s.Turn.Gold != 7 {
		t.Fatal("a Coin's value is what the player types")
	}
}

func TestReadingA52L635(t *testing.T) {
	h := hero("One", 20)
	if h.Level(3).MaxLife != 20 {
		t.Fatal("a single set of numbers holds for every level")
	}
	s := newTable(t, 2)
	s.Players[0].Hero.Levels = []HeroLevel{{MaxLife: 20}, {MaxLife: 24}}
	s.Players[0].XP, s.Players[0].Level = 60, 2
	if s = mustApply(t, s, Heal(HealCmd{Target: 0, Die: 6})); life(s, 0) != 24 {
		t.Fatalf("Life %d", life(s, 0))
	}
}

func TestReadingA53L601(t *testing.T) {
	set := testSetup(6)
	set.Facing = nil
	if _, err := NewGame(set); err == nil {
		t.Fatal("the app guessed who faces whom")
	}
}

func TestReadingA54L153(t *testing.T) {
	s := newTable(t, 2)
	addMonster(t, &s, MonsterCard{Name: "Wisp", Life: 3, Fleeting: true}, -1, 1)
	if s = bosTurn(t, s); len(s.Attackers()) != 0 || s.Stage != StageMain {
		t.Fatal("an ownerless Fleeting Monster attacks")
	}
}

func TestReadingA55L535(t *testing.T) {
	s := newTable(t, 2)
	wall := addMonster(t, &s, MonsterCard{Name: "Wall", Life: 2, Defensive: true, Cost: 20}, 1, 1)
	shield(t, &s, 1, defence("Shield", Shield, 2))
	l, _ := s.AttackLayers(Source{Kind: Heavy}, at(1))
	if len(l.Defence) != 2 || len(l.Monsters) != 0 {
		t.Fatalf("%+v", l)
	}
	s = mustApply(t, s, Attack(AttackCmd{Source: Source{Kind: Heavy, Bonus: 2}, Target: at(1), Die: 6, Order: []Layer{{Monster: wall}, {Slot: Shield}}}))
	if life(s, 1) != 16 || s.Players[0].XP != 20 {
		t.Fatalf("Life %d XP %d", life(s, 1), s.Players[0].XP)
	}
}

func TestReadingA56L449(t *testing.T) {
	s := newTable(t, 2)
	s.Settings.LevelNextTurn = true
	s.Players[0].Hero.Levels = []HeroLevel{{MaxLife: 20, Intelligence: 1}, {MaxLife: 20, Intelligence: 3}}
	s.Turn.Intelligence = 1
	addMonster(t, &s, MonsterCard{Name: "Orc", Life: 1, Cost: 60}, 1, 0)
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: at(1), Die: 1}))
	if s.Players[0].Level != 2 || s.Turn.Intelligence != 1 {
		t.Fatalf("level %d Intelligence %d", s.Players[0].Level, s.Turn.Intelligence)
	}
}

func TestReadingA57L147(t *testing.T) {
	s := mustApply(t, newTable(t, 3), PlayMonster(MonsterCard{Name: "Pet", Life: 2, Cost: 20}, 0))
	s = mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: Target{Player: 0, Monsters: true}, Die: 3}))
	if s.Players[0].XP != 20 {
		t.Fatal("no XP for one's own Monster")
	}
}

func TestReadingA58L485(t *testing.T) {
	s := newTable(t, 2)
	refused(t, s, Attack(AttackCmd{Source: weapon(0), Target: at(1), Die: 7}))
	refused(t, s, Attack(AttackCmd{Source: weapon(0), Target: at(1), Die: 3, Roll: true}))
	o, err := s.Preview(AttackCmd{Source: weapon(0), Target: at(1), Roll: true})
	if err != nil || o.Die < 1 || o.Die > 6 {
		t.Fatalf("%+v %v", o, err)
	}
	if s2 := mustApply(t, s, Attack(AttackCmd{Source: weapon(0), Target: at(1), Roll: true})); life(s2, 1) != 20-o.HeroDamage {
		t.Fatal("the preview rolled another die than the attack")
	}
}

func TestReadingA59L373(t *testing.T) {
	s := newTable(t, 3)
	staff := Source{Kind: Staff, Element: Fire}
	if msg := refused(t, s, Attack(AttackCmd{Source: staff, Target: at(2), Die: 3})); !strings.Contains(msg, "Bo") {
		t.Fatalf("%q", msg)
	}
	s = mustApply(t, s, Attack(AttackCmd{Source: staff, Target: at(1), Die: 3}))
	refused(t, s, Attack(AttackCmd{Source: Source{Kind: Heavy}, Target: at(1), Die: 3}))
}

func TestReadingA60L539(t *testing.T) {
	s := newTable(t, 2)
	wisp := addMonster(t, &s, MonsterCard{Name: "Wisp", Life: 3, Fleeting: true}, -1, 0)
	if !slices.Contains(s.Targets(weapon(0)), Target{Player: 0, Monster: wisp}) {
		t.Fatal("a Weapon cannot reach a Fleeting Monster before its Hero")
	}
}

func TestReadingA61L535(t *testing.T) {
	s := newTable(t, 2)
	addMonster(t, &s, MonsterCard{Name: "Wall", Life: 2, Defensive: true, Cost: 20}, 1, 1)
	orc := addMonster(t, &s, MonsterCard{Name: "Orc", Life: 2}, 0, 1)
	if s = mustApply(t, bosTurn(t, s), MonsterAttack(orc, 4)); s.Players[0].XP != 20 {
		t.Fatalf("XP %d", s.Players[0].XP)
	}
}

func TestReadingA62L381(t *testing.T) {
	s := newTable(t, 2)
	shield(t, &s, 1, DefenceCard{Name: "Fire Cloak", Slot: Cape, Value: 2, Resist: []Resistance{{Element: Fire, Amount: 3}}})
	if s = mustApply(t, s, Attack(AttackCmd{Source: Source{Kind: Spell, Element: Fire}, Target: at(1), Die: 6})); life(s, 1) != 16 {
		t.Fatalf("Life %d", life(s, 1))
	}
}

func TestReadingA63L573(t *testing.T) {
	for n := 3; n <= 5; n++ {
		if !slices.Contains(newTable(t, n).Placements(MonsterCard{Name: "M", Life: 1}, false), 0) {
			t.Errorf("%dp: not in front of oneself", n)
		}
	}
	if slices.Contains(newTable(t, 2).Placements(MonsterCard{Name: "M", Life: 1}, false), 0) {
		t.Error("2p: a hostile Monster in front of oneself")
	}
}

func TestReadingA64L411(t *testing.T) {
	s := newTable(t, 6)
	id := addMonster(t, &s, MonsterCard{Name: "Orc", Life: 5}, 0, 5)
	s.Monsters[0].Life = 3
	s = mustApply(t, s, OutOfCards(5))
	if got := s.RelocateOptions(id); !reflect.DeepEqual(got, []int{4}) {
		t.Fatalf("options %v", got)
	}
	refused(t, s, Relocate(id, 3))
	if s = mustApply(t, s, Relocate(id, 4)); s.Monsters[0].Life != 3 {
		t.Fatal("wounds lost")
	}
}

func summon(c MonsterCard, host int) tracker.Command {
	return tracker.Cmd(KindPlayMonster, PlayMonsterCmd{Card: c, Host: host, Summoned: true})
}
