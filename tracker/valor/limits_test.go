package valor

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tableside/tracker/valor/labyrinth"
)

// bound checks that Validate (or a command) accepts a card at a bound
// and refuses it one past.
func bound(t *testing.T, name string, at, past error) {
	t.Helper()
	if at != nil {
		t.Errorf("%s: refused at the bound: %v", name, at)
	}
	if past == nil {
		t.Errorf("%s: accepted one past the bound", name)
	}
}

// The exported limits are Validate's: each is accepted, one past it is
// not.
func TestLimitsAreValidates(t *testing.T) {
	minion := func(edit func(*MinionCard)) error {
		c := gnome()
		edit(&c)
		return c.Validate()
	}
	bound(t, "MaxMinionBounty",
		minion(func(c *MinionCard) { c.Bounty = MaxMinionBounty }),
		minion(func(c *MinionCard) { c.Bounty = MaxMinionBounty + 1 }))
	bound(t, "MaxMinionHealth",
		minion(func(c *MinionCard) { c.Health, c.WoundedHealth = MaxMinionHealth, MaxMinionHealth }),
		minion(func(c *MinionCard) { c.Health = MaxMinionHealth + 1 }))
	bound(t, "MaxMinionDice",
		minion(func(c *MinionCard) { c.Attacks[0].Dice.Adept = MaxMinionDice }),
		minion(func(c *MinionCard) { c.Attacks[0].Dice.Adept = MaxMinionDice + 1 }))
	s := lab(t)
	_, _, at := s.Apply(DefeatMinion("Gnome", MaxMinionBounty))
	_, _, past := s.Apply(DefeatMinion("Gnome", MaxMinionBounty+1))
	bound(t, "DefeatMinion's Bounty", at, past)

	bound(t, "MaxDeckCost", DeckCosts{MaxDeckCost, MaxDeckCost, MaxDeckCost}.validate(), DeckCosts{1, 1, MaxDeckCost + 1}.validate())
	bound(t, "MinDeckCost", DeckCosts{MinDeckCost, MinDeckCost, MinDeckCost}.validate(), DeckCosts{MinDeckCost - 1, 1, 1}.validate())

	villain := func(n int) error {
		c := golem()
		c.Health = slices.Repeat([]int{30}, n)
		return c.Validate()
	}
	bound(t, "MaxHeroCounts", villain(MaxHeroCounts), villain(MaxHeroCounts+1))
	startPlusOnes := func(n int) error {
		c := golem()
		c.Rows[0].PlusOnes = n
		return c.Validate()
	}
	bound(t, "MaxStartPlusOnes", startPlusOnes(MaxStartPlusOnes), startPlusOnes(MaxStartPlusOnes+1))
	slots := func(n int) error {
		c := heroCard("Rowan")
		c.Rows[1].Slots = slices.Repeat([]Die{DieNovice}, n)
		return c.Validate()
	}
	bound(t, "MinSlots", slots(MinSlots), slots(MinSlots-1))

	loot := func(edit func(*LootStashCard)) error {
		c := villainLoot(1, 2).clone()
		edit(&c)
		return c.Validate()
	}
	bound(t, "MaxLootHeroes",
		loot(func(c *LootStashCard) { c.MaxHeroes = MaxLootHeroes }),
		loot(func(c *LootStashCard) { c.MaxHeroes = MaxLootHeroes + 1 }))
	columns := func(n int) func(*LootStashCard) {
		return func(c *LootStashCard) {
			c.Columns = nil
			for i := range n {
				c.Columns = append(c.Columns, LootColumn{Bounty: i})
			}
		}
	}
	bound(t, "MaxLootColumns", loot(columns(MaxLootColumns)), loot(columns(MaxLootColumns+1)))
	// Each reward of the last column, at its limit and one past.
	last := func(set func(*LootColumn, int), n int) error {
		return loot(func(c *LootStashCard) { set(&c.Columns[len(c.Columns)-1], n) })
	}
	for _, r := range []struct {
		name string
		max  int
		set  func(*LootColumn, int)
	}{
		{"MaxLootBounty", MaxLootBounty, func(c *LootColumn, n int) { c.Bounty = n }},
		{"MaxLootXP", MaxLootXP, func(c *LootColumn, n int) { c.XP = n }},
		{"MaxLootHealth", MaxLootHealth, func(c *LootColumn, n int) { c.Health = n }},
		{"MaxLootSouls", MaxLootSouls, func(c *LootColumn, n int) { c.Souls = n }},
	} {
		bound(t, r.name, last(r.set, r.max), last(r.set, r.max+1))
	}

	bound(t, "MaxTreasureBounty",
		TreasureCard{Name: "Coin", Kind: TreasureItem, Bounty: MaxTreasureBounty}.Validate(),
		TreasureCard{Name: "Coin", Kind: TreasureItem, Bounty: MaxTreasureBounty + 1}.Validate())

	faces := func(h int) []int { return []int{0, 0, 0, 1, 1, h} }
	_, _, at = s.Apply(SetDice(DieNovice, faces(MaxFaceHits)))
	_, _, past = s.Apply(SetDice(DieNovice, faces(MaxFaceHits+1)))
	bound(t, "MaxFaceHits", at, past)
	_, _, at = s.Apply(SetDice(DieNovice, slices.Repeat([]int{1}, DieSides)))
	_, _, past = s.Apply(SetDice(DieNovice, slices.Repeat([]int{1}, DieSides+1)))
	bound(t, "DieSides", at, past)

	mustRefuse(t, charge(t, s), PlusOnes(PlusOnesCmd{Who: 0, Row: 1, Delta: MaxPlusOnesGain + 1}), fmt.Sprintf("1 to %d", MaxPlusOnesGain))
}

func TestNumbers(t *testing.T) {
	l, m := BoxLabyrinth.Numbers(), BoxMordak.Numbers()
	switch {
	case l.MinHeroes != 1 || l.MaxHeroes != 6:
		t.Errorf("000 L62-88 1 to 6 Heroes: %+v", l)
	case m.MinHeroes != 1 || m.MaxHeroes != 5:
		t.Errorf("001 L159-161 1 to 5 Heroes: %+v", m)
	case l.ShieldCap != 4 || l.SidekickHealth != 6 || l.SoulsToWin != 3 || l.MaxElementals != 2:
		t.Errorf("000 L1018, L497, L771, L504: %+v", l)
	case l.DieLevelUpCost != 1 || l.ActionLevelUpCost != 3 || l.MasterpieceCost != 2:
		t.Errorf("000 L576-579, L1259: %+v", l)
	case l.VillainDamageStep != 5 || l.HandSize != 6:
		t.Errorf("000 L877, L520: %+v", l)
	case Box("chess").Numbers() != Numbers{}:
		t.Error("an unknown box")
	case MostHeroes() != 6:
		t.Errorf("MostHeroes %d", MostHeroes())
	}
	s := charge(t, lab(t))
	if s.Numbers() != l {
		t.Error("State.Numbers is its box's")
	}
	mustRefuse(t, mustApply(t, s, Shields(0, l.ShieldCap, "")), Shields(0, 1, ""), "at most 4 stack")
	mustRefuse(t, s, NewSidekick(SidekickCmd{Hero: 0, Name: "Pip", Health: l.SidekickHealth + 1}), "1 to 6 Hearts")
	mustApply(t, s, NewSidekick(SidekickCmd{Hero: 0, Name: "Pip", Health: l.SidekickHealth}))
	if w := mustApply(t, s, Souls(l.SoulsToWin, "")); w.Winner != SideVillain {
		t.Error("000 L771 3 Souls win")
	}
	// 6 seats in the Labyrinth, 5 in Minions of Mordak.
	names := []string{"Rowan", "Bjorn", "Gwen", "Loxley", "Coach", "Brutus"}
	if _, err := NewGame(labSetup(names[:l.MaxHeroes]...)); err != nil {
		t.Errorf("the Labyrinth seats %d: %v", l.MaxHeroes, err)
	}
	if _, err := NewGame(mordakSetup(names[:m.MaxHeroes+1]...)); err == nil || !strings.Contains(err.Error(), "1 to 5") {
		t.Errorf("Minions of Mordak seats %d: %v", m.MaxHeroes, err)
	}
}

func TestFeatures(t *testing.T) {
	l, m := BoxLabyrinth.Features(), BoxMordak.Features()
	if l != (Features{Modes: true, LootSideB: true, Hoard: true, Map: true, CloseOff: true, StartFinal: true, DojoXP: true, MinionCosts: true}) {
		t.Errorf("Labyrinth: %+v", l)
	}
	if m != (Features{VillainPlayer: true, VillainTurns: true, Shrines: true}) {
		t.Errorf("Minions of Mordak: %+v", m)
	}
	if (Box("").Features() != Features{}) {
		t.Error("no box")
	}
	// The commands agree.
	lg, mg := lab(t), mordakGame(t)
	if lg.Features() != l {
		t.Error("State.Features is its box's")
	}
	mustRefuse(t, mg, PlaceTile(pos(0, 0), allHalls, ""), "Lludwik's Labyrinth only")
	mustRefuse(t, mg, CloseMap(), "Only the Labyrinth")
	mustRefuse(t, mg, StartFinal(), "begins by itself")
	mustRefuse(t, lg, FindShrine(), "no Shrines")
	mustApply(t, mg, FindShrine())
	mustApply(t, lg, CloseMap())
	su := mordakSetup("Rowan")
	su.Mode = ModeCampaign
	if _, err := NewGame(su); err == nil {
		t.Error("000 L74 modes are the Labyrinth's")
	}
	if who, ok := toVillainRound(t, charge(t, mg)).Acting(); !ok || who != VillainWho {
		t.Error("001 L221 Mordak takes a Turn")
	}
	mustRefuse(t, toVillainRound(t, lg), SpendAction(VillainWho, ActionOther, ""), "takes no Turn of Actions")
}

func TestLootSlots(t *testing.T) {
	l, m := BoxLabyrinth.LootSlots(), BoxMordak.LootSlots()
	if len(l) != 3 || !l[2].Optional || l[2].Side != "B" || l[2].For != LootVillain {
		t.Errorf("000 L772 side B in the Labyrinth: %+v", l)
	}
	if len(m) != 2 || m[0].For != LootHeroes || m[1].Side != "A" || m[1].Optional {
		t.Errorf("Minions of Mordak: %+v", m)
	}
	su := mordakSetup("Rowan")
	b := villainLoot(1, 1).clone()
	b.Side = "B"
	su.VillainLootB = &b
	if _, err := NewGame(su); err == nil {
		t.Error("001 L575 Minions of Mordak has no side B")
	}
	// 000 L891: without side B each Defeated Hero is 1 Soul.
	s := lab(t, "Rowan")
	if s.VillainLootB != nil {
		t.Fatal("no side B card for 1 Hero")
	}
}

func TestLootRewards(t *testing.T) {
	for _, c := range []struct {
		card LootStashCard
		want LootRewards
	}{
		{LootStashCard{For: LootHeroes, Side: "A"}, LootRewards{XP: true, Roll: true}},
		{LootStashCard{For: LootVillain, Side: "A"}, LootRewards{XP: true, Health: true}},
		{LootStashCard{For: LootVillain, Side: "B"}, LootRewards{Souls: true}},
		{LootStashCard{}, LootRewards{}},
	} {
		if got := c.card.Rewards(); got != c.want {
			t.Errorf("%+v: %+v, want %+v", c.card, got, c.want)
		}
	}
	// Validate refuses the rewards a card cannot give.
	h := heroLoot(1, 2).clone()
	h.Columns[0].Health = 5
	v := villainLoot(1, 2).clone()
	v.Columns[0].Roll = true
	if h.Validate() == nil || v.Validate() == nil {
		t.Error("000 L561-565, L736")
	}
}

// 000 L536: only an Offense Treasure names an Action type.
func TestTreasureHasRow(t *testing.T) {
	for _, k := range []TreasureKind{TreasureOffense, TreasureDefense, TreasureItem} {
		err := TreasureCard{Name: "X", Kind: k, Row: RowMelee}.Validate()
		if k.HasRow() != (err == nil) {
			t.Errorf("%s: HasRow %v, Validate %v", k, k.HasRow(), err)
		}
	}
}

// 001 L340: Corruption is the Villain's only.
func TestRowKinds(t *testing.T) {
	if got := RowKinds(false); len(got) != 3 || slices.Contains(got, RowCorruption) {
		t.Errorf("a Hero's: %v", got)
	}
	if got := RowKinds(true); len(got) != 4 || got[3] != RowCorruption {
		t.Errorf("a Villain's: %v", got)
	}
	c := heroCard("Rowan")
	c.Rows[2].Kind = RowCorruption
	if err := c.Validate(); err == nil || !strings.Contains(err.Error(), "only the Villain has") {
		t.Errorf("%v", err)
	}
}

func TestMinionCardShapes(t *testing.T) {
	for _, k := range []RowKind{RowMelee, RowRanged, RowMagic} {
		c := gnome()
		c.Attacks[0].Type = k
		if (c.Validate() == nil) != slices.Contains(MinionAttackKinds(), k) {
			t.Errorf("%s: %v", k, c.Validate())
		}
	}
	for _, z := range MinionSizes() {
		c := gnome()
		c.Size = z
		if err := c.Validate(); err != nil {
			t.Errorf("%s: %v", z, err)
		}
	}
	if len(MinionSizes()) != 3 || MinionSizes()[0] != labyrinth.SizeChump {
		t.Errorf("%v", MinionSizes())
	}
	// 000 L692: every card has a Power Action; one row has it there.
	one := gnome()
	one.Attacks[0].Power = false
	if one.Validate() == nil {
		t.Fatal("no Power Action accepted")
	}
	fixed := one.WithDefaultPower()
	if err := fixed.Validate(); err != nil || one.Attacks[0].Power {
		t.Errorf("%v; the card given changed: %v", err, one.Attacks[0].Power)
	}
	two := hound()
	two.Attacks[0].Power = false
	if got := two.WithDefaultPower(); got.Attacks[0].Power || got.Attacks[1].Power {
		t.Error("two rows: the card says which")
	}
}

// 001 L867-869: the faces the app rolls.
func TestDieRangeAndMostHits(t *testing.T) {
	s := lab(t)
	if lo, hi := s.DieRange(DieNovice); lo != 0 || hi != 1 {
		t.Errorf("Novice %d-%d", lo, hi)
	}
	if lo, hi := s.DieRange(DieMaster); lo != 1 || hi != 2 {
		t.Errorf("Master %d-%d", lo, hi)
	}
	if lo, hi := s.DieRange(DieBlank); lo != 0 || hi != 0 {
		t.Error("a blank")
	}
	if n := s.MostHits(DiceCount{Novice: 2, Adept: 1, Master: 1}); n != 6 {
		t.Errorf("MostHits %d", n)
	}
	s = mustApply(t, s, SetDice(DieNovice, []int{0, 0, 0, 1, 1, 3}))
	if _, hi := s.DieRange(DieNovice); hi != 3 {
		t.Errorf("the table's own dice: %d", hi)
	}
}

// Each bounded's message reads the card's name and the number, and asks
// fmt for no argument it lacks: vet cannot check a format kept in a table,
// so this reads every bounded{...} in the package's source.
func TestBoundedMessagesRead(t *testing.T) {
	fset := token.NewFileSet()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	consts := map[string]string{}
	var msgs []ast.Expr
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ValueSpec:
				for i, v := range n.Values {
					if lit, ok := v.(*ast.BasicLit); ok && lit.Kind == token.STRING {
						consts[n.Names[i].Name], _ = strconv.Unquote(lit.Value)
					}
				}
			case *ast.CompositeLit:
				if id, ok := n.Type.(*ast.Ident); ok && id.Name == "bounded" && len(n.Elts) == 4 {
					msgs = append(msgs, n.Elts[3])
				}
			}
			return true
		})
	}
	if len(msgs) < 20 {
		t.Fatalf("found %d bounded messages; the source reads differently now", len(msgs))
	}
	for _, m := range msgs {
		var msg string
		switch m := m.(type) {
		case *ast.BasicLit:
			msg, _ = strconv.Unquote(m.Value)
		case *ast.Ident:
			msg = consts[m.Name]
		}
		got := fmt.Sprintf(msg, "Gnome", 77, 1, 9)
		if msg == "" || strings.Contains(got, "%!") || !strings.Contains(got, "Gnome") || !strings.Contains(got, "77") {
			t.Errorf("%s: %q reads %q", fset.Position(m.Pos()), msg, got)
		}
	}
}

// TestLootColumnBountyFirst: a column whose Bounty does not rise is told
// so before what it gives is checked, as a player reads the card left to
// right, Bounty on top.
func TestLootColumnBountyFirst(t *testing.T) {
	c := heroLoot(2, 2)
	c.Columns[1] = LootColumn{Bounty: 1, XP: 100}
	if err := c.Validate(); err == nil || !strings.Contains(err.Error(), "not more than the column before") {
		t.Fatalf("a falling Bounty with 100 XP: %v", err)
	}
}
