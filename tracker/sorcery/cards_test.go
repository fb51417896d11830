package sorcery

import (
	"strings"
	"testing"

	"tableside/tracker"
)

func powerDeck() []EnemyPower {
	return []EnemyPower{{Name: "Frenzy", Type: "combat"}, {Name: "Rage", Type: "combat"}, {Name: "Thick Hide", Type: "passive"}, {Name: "Spite", Type: "reactive"}}
}

// An Enemy with two power icons draws two cards of two types from the
// cards no Enemy holds (L6024-6046); the same seed draws the same.
func TestDrawEnemyPowers003L6039(t *testing.T) {
	sp := giantSpider()
	sp.Card.PowerIcons = 2
	s := mustCheck(t, table([]Hero{jeanne(), thorgren()}))
	s, _, err := s.Apply(PlaceEnemy(sp.Card))
	if err != nil || s.Enemies[0].PowersDue != 2 {
		t.Fatalf("%v %+v", err, s.Enemies)
	}
	s.Enemies = append(s.Enemies, hobgremlin().withCopy(1))
	s.Enemies[1].Powers = []EnemyPower{{Name: "Thick Hide", Type: "passive"}}
	a, words, err := s.Apply(DrawEnemyPowers(0, powerDeck()))
	if err != nil {
		t.Fatal(err)
	}
	got := a.Enemies[0].Powers
	if len(got) != 2 || got[0].Type == got[1].Type || a.Enemies[0].PowersDue != 0 {
		t.Fatalf("%+v", got)
	}
	for _, p := range got {
		if p.Name == "Thick Hide" {
			t.Fatal("drew a card another Enemy holds")
		}
	}
	b, _, _ := s.Apply(DrawEnemyPowers(0, powerDeck()))
	if b.Enemies[0].Powers[0] != got[0] || !strings.Contains(words, "draws") {
		t.Fatal("the same seed drew differently")
	}
	if _, _, err := a.Apply(DrawEnemyPowers(0, powerDeck())); !tracker.IsRefusal(err) {
		t.Fatal(err)
	}
}

func (e Enemy) withCopy(c int) Enemy { e.Copy = c; return e }

// A Green Enemy that kills a Hero is owed an Enemy Power (L6034-6037).
func TestKillOwesPower003L6034(t *testing.T) {
	j := jeanne()
	j.Wounds = 8
	s := mustCheck(t, table([]Hero{j, thorgren()}, giantSpider()))
	s, _, err := s.Apply(WoundHeroBy("Jeanne", 1, 0))
	if err != nil || s.Enemies[0].PowersDue != 1 {
		t.Fatalf("%v %+v", err, s.Enemies[0])
	}
}

// Items: an equipped item needs its slot free and its Soulrank
// (L3440-3463); an artifact's charges are spent (L3940-3954); armour
// breaks one Armor at a time (L4422-4433); a death drops the inventory,
// equipped items stay (L4875-4876).
func TestItems003L3440(t *testing.T) {
	s := mustCheck(t, table([]Hero{jeanne(), thorgren()}))
	amulet := Item{Name: "Amulet", Slot: Artifact, Charges: 2}
	mail := Item{Name: "Mail", Slot: Armour, Armor: 1, Weight: 2}
	sword := Item{Name: "Vortex", Slot: Primary, MinSoulrank: 3}
	potion := Item{Name: "Potion", Slot: Carried}
	var err error
	for _, c := range []tracker.Command{GiveItem("Jeanne", amulet, true), GiveItem("Jeanne", mail, true), GiveItem("Jeanne", potion, false), UseCharge("Jeanne", "Amulet"), BreakArmour("Jeanne", "Mail")} {
		if s, _, err = s.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []tracker.Command{GiveItem("Jeanne", sword, true), GiveItem("Jeanne", Item{Name: "Plate", Slot: Armour}, true), BreakArmour("Jeanne", "Mail"), UseCharge("Jeanne", "Potion"), DropItem("Jeanne", "Nope")} {
		if _, _, err := s.Apply(c); !tracker.IsRefusal(err) {
			t.Errorf("%s %s: %v", c.Kind, c.Args, err)
		}
	}
	h := s.Heroes[0]
	if h.Items[0].Left != 1 || h.Items[1].Breaks != 1 || len(h.Items) != 3 {
		t.Fatalf("%+v", h.Items)
	}
	s, _, err = s.Apply(WoundHero("Jeanne", 9))
	if err != nil || len(s.Heroes[0].Items) != 2 {
		t.Fatalf("%v %+v", err, s.Heroes[0].Items)
	}
}

// A weapon goes in the slots its category allows (L3466-3497): the card
// is refused in the library otherwise.
func TestWeaponSlots003L3466(t *testing.T) {
	for _, it := range []Item{
		{Name: "Greatsword", Slot: Secondary, Hands: TwoHanded},
		{Name: "Mace", Slot: Secondary, Hands: StrongHand},
		{Name: "Bastard", Slot: Secondary, Hands: HandAndHalf},
		{Name: "Buckler", Slot: Primary, Hands: WeakHand},
		{Name: "Dagger", Slot: Armour, Hands: EitherHand},
		{Name: "Club", Slot: Primary, Hands: "three"},
	} {
		if it.Validate() == nil {
			t.Errorf("%+v was taken", it)
		}
	}
	for _, it := range []Item{
		{Name: "Greatsword", Slot: Primary, Hands: TwoHanded},
		{Name: "Buckler", Slot: Secondary, Hands: WeakHand},
		{Name: "Dagger", Slot: Primary, Hands: EitherHand},
		{Name: "Dagger", Slot: Secondary, Hands: EitherHand},
	} {
		if err := it.Validate(); err != nil {
			t.Errorf("%+v: %v", it, err)
		}
	}
	if err := (Item{Name: "Buckler", Slot: Primary, Hands: WeakHand}).Validate(); err == nil || !strings.Contains(err.Error(), "a weak hand weapon does not go in the primary slot") {
		t.Errorf("got %v", err)
	}
}

// A two-handed weapon leaves no hand for a second weapon, either way
// round, in the player's words and with nothing changed (L3472-3480); a
// hand-and-a-half weapon is held in both hands only while the second hand
// is empty (L3486-3489).
func TestWeaponHands003L3472(t *testing.T) {
	great := Item{Name: "Greatsword", Slot: Primary, Hands: TwoHanded}
	dagger := Item{Name: "Dagger", Slot: Secondary, Hands: EitherHand}
	bastard := Item{Name: "Bastard Sword", Slot: Primary, Hands: HandAndHalf}
	s := mustCheck(t, table([]Hero{jeanne(), thorgren()}))
	s, _, err := s.Apply(GiveItem("Jeanne", great, true))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Apply(GiveItem("Jeanne", dagger, true)); err == nil || err.Error() != "Jeanne holds the Greatsword in both hands: no second weapon while it is equipped. Carry the Dagger, or drop the Greatsword first" {
		t.Errorf("got %v", err)
	}
	if s.Heroes[0].Grip(s.Heroes[0].Items[0]) != "both hands" || s.Heroes[0].Items[0].Words() != "Greatsword (two-handed, primary, equipped)" {
		t.Errorf("%q %q", s.Heroes[0].Grip(s.Heroes[0].Items[0]), s.Heroes[0].Items[0].Words())
	}
	// Carried, the dagger is no weapon in hand.
	if s, _, err = s.Apply(GiveItem("Jeanne", dagger, false)); err != nil {
		t.Fatal(err)
	}

	s = mustCheck(t, table([]Hero{jeanne(), thorgren()}))
	if s, _, err = s.Apply(GiveItem("Thorgren", dagger, true)); err != nil {
		t.Fatal(err)
	}
	before := s
	if _, _, err := s.Apply(GiveItem("Thorgren", great, true)); err == nil || err.Error() != "The Greatsword takes both hands and Thorgren's second hand holds the Dagger. Carry the Greatsword, or drop the Dagger first" {
		t.Errorf("got %v", err)
	}
	if len(s.Heroes[1].Items) != len(before.Heroes[1].Items) {
		t.Fatal("a refusal changed the Hero")
	}
	if s, _, err = s.Apply(GiveItem("Thorgren", bastard, true)); err != nil {
		t.Fatal(err)
	}
	if g := s.Heroes[1].Grip(s.Heroes[1].Items[1]); g != "one hand" {
		t.Errorf("beside a dagger: %q", g)
	}
	if s, _, err = s.Apply(DropItem("Thorgren", "Dagger")); err != nil {
		t.Fatal(err)
	}
	if g := s.Heroes[1].Grip(s.Heroes[1].Items[0]); g != "both hands" {
		t.Errorf("alone: %q", g)
	}
	// A state with both is no table the rules allow.
	bad := table([]Hero{jeanne(), thorgren()})
	bad.Heroes[0].Items = []HeldItem{{Item: great, Equipped: true}, {Item: dagger, Equipped: true}}
	if bad.Check() == nil {
		t.Fatal("a two-handed weapon beside a second weapon was taken")
	}
}

// The Soul Gem gives a new Soulrank its max HP (L2261-2271).
func TestSoulGem003L2261(t *testing.T) {
	j := jeanne()
	j.Gem = []GemRank{{HP: 9}, {HP: 11}}
	if err := j.Validate(); err != nil {
		t.Fatal(err)
	}
	s := mustCheck(t, table([]Hero{j, thorgren()}))
	s.Heroes[1].Soulrank = 2
	s.Phase, s.Souls = TimePhase, 4
	s, _, err := s.Apply(SpendSouls(SoulsInput{Requests: []SoulRequest{{Hero: "Jeanne", Do: "enhance"}}}))
	if err != nil || s.Heroes[0].MaxHP != 11 {
		t.Fatalf("%v %+v", err, s.Heroes[0])
	}
	bad := jeanne()
	bad.Gem = []GemRank{{HP: 0}}
	if bad.Validate() == nil {
		t.Fatal("a Soul Gem row with no HP was taken")
	}
}

// A Soul Gem row holds max HP, powers with their Talents as stars, and
// Combat and Action activities (L2261-2271, L2634-2640): typed as four
// lists, read back the same, refused in the player's words when a list is
// off, and shown for the Hero's Soulrank.
func TestSoulGemRows003L2264(t *testing.T) {
	in := GemLists{HP: "8 9 10", Powers: "2 2* 3**", Combat: "1 1 2", Actions: "2 2 2"}
	g, err := ParseGem(in)
	want := []GemRank{{HP: 8, Powers: 2, Combat: 1, Actions: 2}, {HP: 9, Powers: 2, Talents: 1, Combat: 1, Actions: 2}, {HP: 10, Powers: 3, Talents: 2, Combat: 2, Actions: 2}}
	if err != nil || len(g) != 3 || g[0] != want[0] || g[1] != want[1] || g[2] != want[2] {
		t.Fatalf("%v %+v", err, g)
	}
	if back := GemText(g); back != in {
		t.Fatalf("written back as %+v", back)
	}
	if hpOnly := GemText([]GemRank{{HP: 8}, {HP: 9}}); hpOnly != (GemLists{HP: "8 9"}) {
		t.Fatalf("untyped lists written as %+v", hpOnly)
	}
	for _, c := range []struct {
		in   GemLists
		want string
	}{
		{GemLists{HP: "8 9", Powers: "2"}, "The Soul Gem has HP for 2 Soulranks but powers for 1: type one for each Soulrank"},
		{GemLists{HP: "8", Powers: "2***"}, `"2***" is not a number of powers on a Soul Gem: want 1 to 9, with * or ** for Talents`},
		{GemLists{HP: "8", Combat: "0"}, `"0" is not a number of Combat activities on a Soul Gem: want 1 to 9`},
		{GemLists{Actions: "2"}, "Type the Soul Gem's HP first: they say how many Soulranks it has"},
	} {
		if _, err := ParseGem(c.in); err == nil || err.Error() != c.want {
			t.Errorf("%+v: got %v; want %q", c.in, err, c.want)
		}
	}
	j := jeanne()
	j.Gem, j.Soulrank = g, 2
	if now, ok := j.GemNow(); !ok || now.Words() != "9 HP · 2 powers and 1 Talent · 1 Combat · 2 Actions" {
		t.Fatalf("%v %q", ok, now.Words())
	}
	if now, _ := (Hero{Soulrank: 1, Gem: []GemRank{{HP: 8}}}).GemNow(); now.Words() != "8 HP" {
		t.Fatalf("%q", now.Words())
	}
	if _, ok := (Hero{Soulrank: 3, Gem: g[:2]}).GemNow(); ok {
		t.Fatal("a row not typed was shown")
	}
	bad := jeanne()
	bad.Gem = []GemRank{{HP: 8, Powers: 2, Talents: 3}}
	if bad.Validate() == nil {
		t.Fatal("three Talents were taken")
	}
}

// A new Soulrank says what the typed Soul Gem now allows (L2638-2640).
func TestSoulGemPowers003L2638(t *testing.T) {
	j := jeanne()
	j.Gem = []GemRank{{HP: 9, Powers: 2}, {HP: 11, Powers: 3, Talents: 1}}
	s := mustCheck(t, table([]Hero{j, thorgren()}))
	s.Heroes[1].Soulrank = 2
	s.Phase, s.Souls = TimePhase, 4
	_, e, err := s.Apply(SpendSouls(SoulsInput{Requests: []SoulRequest{{Hero: "Jeanne", Do: "enhance"}}}))
	if err != nil || !strings.Contains(e, "the Soul Gem now allows 3 powers and 1 Talent") {
		t.Fatalf("%v %q", err, e)
	}
}

func TestLibraryCards(t *testing.T) {
	for _, c := range []interface{ Validate() error }{
		EnemyPower{Name: "x", Type: "magic"}, EnemyPower{Type: "combat"},
		Companion{Name: "Dharma"}, Item{Name: "Axe", Slot: "belt"}, Item{Name: "Axe", Slot: Primary, Charges: 2},
	} {
		if c.Validate() == nil {
			t.Errorf("%+v was taken", c)
		}
	}
	for _, c := range []interface{ Validate() error }{
		EnemyPower{Name: "Frenzy", Type: "combat"}, Companion{Name: "Dharma", MaxHP: 6, HeroCount: 1}, Item{Name: "Amulet", Slot: Artifact, Charges: 3},
	} {
		if err := c.Validate(); err != nil {
			t.Errorf("%+v: %v", c, err)
		}
	}
}
