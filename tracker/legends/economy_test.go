package legends

import "testing"

// TestOfferFollowsTheRules002L151L469L485: the economy sheet offers what
// the commands would take: the Market shut by a blocking Monster (L151)
// and by Berserk (L469), Sneaking once a turn only while Monsters block
// (L485; A-31), the Beer that starts Berserk asks a die, and the Sheath's
// next step (L443).
func TestOfferFollowsTheRules002L151L469L485(t *testing.T) {
	set := testSetup(2)
	h := &set.Players[1].Hero.Levels[0]
	h.Sneaking, h.Sabotage, h.Berserk = true, true, &Berserk{Beers: 2, Bonus: 1}
	s := table(t, set)
	s = mustApply(t, s, PlayMonster(MonsterCard{Name: "Orc", Life: 4, Cost: 20}, 1))
	s = mustApply(t, s, EndTurn())
	s = mustApply(t, s, MonsterAttack(s.Monsters[0].ID, 1))
	o := s.Offer()
	if o.MarketOpen || !o.Sneak || !o.Sabotage || o.BeerStartsBerserk || o.Sheath != "place" {
		t.Fatalf("L151: the Orc shuts Bo's Market and he may sneak: %+v", o)
	}
	if _, _, err := s.Apply(Buy(10, "Potion")); err == nil {
		t.Fatal("L151: bought with the Market shut")
	}
	s = mustApply(t, s, Sneak(5))
	if o := s.Offer(); !o.MarketOpen || o.Sneak {
		t.Fatalf("L485: a pass opens the Market, one try a turn: %+v", o)
	}
	s = mustApply(t, s, Beer(0))
	if !s.Offer().BeerStartsBerserk {
		t.Fatal("L469: the second Beer starts Berserk")
	}
	s = mustApply(t, s, BeerRoll())
	if s.Offer().MarketOpen || s.Players[1].Berserk < 1 {
		t.Fatalf("L469: Berserk shuts the Market: %+v", s.Players[1])
	}
	s = mustApply(t, s, Sheath("place", ""))
	if s.Offer().Sheath != "put" {
		t.Fatal("L443: a Sheath in play takes a Weapon")
	}
	if (State{}).Offer() != (TurnOffer{}) {
		t.Fatal("no offer outside the main part")
	}
}

// TestNextLevelXP002L449: the next coloured space is the yellow one at
// level 1, the light-blue one at level 2, none at level 3 (L449-451).
func TestNextLevelXP002L449(t *testing.T) {
	p := Player{Hero: hero("Ana's Hero", 20), Level: 1}
	if p.NextLevelXP() != 60 {
		t.Fatal("level 1: the yellow space")
	}
	if p.Level = 2; p.NextLevelXP() != 120 {
		t.Fatal("level 2: the light-blue space")
	}
	if p.Level = 3; p.NextLevelXP() != 0 {
		t.Fatal("level 3: none")
	}
}
