package villains

import (
	"slices"
	"testing"

	"tableside/tracker"
	"tableside/tracker/trackertest"
)

// 004 L10, L52: 2 to 6 players.
func TestPlayerRange(t *testing.T) {
	lo, hi := PlayerRange()
	if lo != 2 || hi != 6 {
		t.Fatalf("%d-%d", lo, hi)
	}
	for n := 1; n <= len(testNames); n++ {
		_, err := NewGame(testSetup(n, 0))
		if (err == nil) != (n >= lo && n <= hi) {
			t.Errorf("%d players: %v", n, err)
		}
	}
}

// 004 L10: the 2nd / the 3rd and 4th / the 5th and 6th get 1 / 2 / 3.
func TestStartingPower(t *testing.T) {
	want := []int{0, 1, 2, 2, 3, 3}
	if got := StartingPower(); !slices.Equal(got, want) {
		t.Fatalf("%v", got)
	}
	StartingPower()[0] = 9 // a copy
	s := trackertest.NewGame(t, NewGame, testSetup(6, 2))
	for i, p := range s.Players {
		if p.Power != want[s.SeatOf(i)] {
			t.Errorf("%s in seat %d has %d Power", p.Name, s.SeatOf(i), p.Power)
		}
	}
}

// 004 L80: draw up to 4.
func TestHandSize(t *testing.T) {
	if HandSize() != 4 {
		t.Fatalf("%d", HandSize())
	}
	s := newTest(t, 2)
	s = mustApply(t, s, MoveMarker(1))
	s = mustApply(t, s, EndActions())
	s = mustApply(t, s, AdjustHand(0, -3, "played"))
	if s.DrawCount() != HandSize()-1 {
		t.Errorf("1 in hand: draw %d", s.DrawCount())
	}
}

// 004 L70: Allies and Heroes have a Strength; Items do not.
func TestHasStrength(t *testing.T) {
	s := newTest(t, 2)
	for _, k := range []CardKind{CardAlly, CardItem, CardHero} {
		_, _, err := s.Apply(PlaceCard(PlaceCardCmd{Player: 0, Card: k, Strength: 2, To: 0, Reason: "test"}))
		if (err == nil) != k.HasStrength() {
			t.Errorf("%s with Strength 2: %v", k, err)
		}
	}
	if CardEffect.HasStrength() {
		t.Error("an Effect")
	}
}

// TestCardKindTitle: a card kind's name on screen and in the log ("Ally
// #3", "Ally Imp") is its stored word capitalised; the words are pinned
// here, as a table of them once did, so a kind renamed in storage cannot
// change what players read unnoticed.
func TestCardKindTitle(t *testing.T) {
	for k, want := range map[CardKind]string{CardAlly: "Ally", CardItem: "Item", CardHero: "Hero", CardEffect: "Effect"} {
		if got := k.Title(); got != want {
			t.Errorf("%q reads %q, want %q", k, got, want)
		}
	}
	if got := (Card{ID: 3}).Describe(CardAlly); got != "Ally #3" {
		t.Errorf("an unnamed Ally in the log: %q", got)
	}
}

// table is Ana's board (her Villain at the Tower, the Mill locked):
//
//	0 Tower: Ally #1 with Item #2 attached
//	1 Mire:  Hero #3, Ally #4
//	2 Mill:  Item #5            [lock]
//	3 Crypt: Hero #6
func table(t *testing.T) State {
	t.Helper()
	s := newTest(t, 2)
	for _, c := range []PlaceCardCmd{
		{Card: CardAlly, Strength: 2, To: 0}, {Card: CardItem, To: 0, On: 1},
		{Card: CardHero, Strength: 3, To: 1}, {Card: CardAlly, Strength: 4, To: 1},
		{Card: CardItem, To: 2}, {Card: CardHero, Strength: 2, To: 3},
	} {
		c.Reason = "test"
		s = mustApply(t, s, PlaceCard(c))
	}
	if !s.Players[0].Locations[2].Locked {
		t.Fatal("the Mill is not locked")
	}
	return s
}

func ids(refs []CardRef) []int {
	var out []int
	for _, r := range refs {
		out = append(out, r.Card.ID)
	}
	return out
}

func TestCards(t *testing.T) {
	s := table(t)
	if got := ids(s.Cards(0, CardAlly, CardItem, CardHero)); !slices.Equal(got, []int{1, 2, 4, 3, 5, 6}) {
		t.Errorf("%v", got)
	}
	if got := ids(s.Cards(0, CardHero)); !slices.Equal(got, []int{3, 6}) {
		t.Errorf("%v", got)
	}
	if s.Cards(1, CardAlly) != nil || s.Cards(5, CardAlly) != nil || s.Cards(0, CardEffect) != nil {
		t.Error("an empty board, no such player, no Effects on a board")
	}
}

// 004 L46, L58, L64, L70.
func TestActionTargets(t *testing.T) {
	s := table(t)
	for _, c := range []struct {
		k    ActionKind
		want []int
		rule string
	}{
		{ActionActivate, []int{1, 2, 4, 5}, "L46 any Ally or Item"},
		{ActionMoveItemAlly, []int{1, 4}, "L58 not an attached Item, not out of a locked location"},
		{ActionMoveHero, []int{3}, "L64 the Crypt's only neighbour is locked"},
		{ActionVanquish, []int{3}, "L70 an Ally at the Hero's location"},
		{ActionGainPower, nil, "no card"},
	} {
		if got := ids(s.ActionTargets(c.k)); !slices.Equal(got, c.want) {
			t.Errorf("004 %s: %v, want %v", c.rule, got, c.want)
		}
	}
	if (State{}).ActionTargets(ActionActivate) != nil {
		t.Error("no players")
	}
}

// 004 L38, L52.
func TestCardLocations(t *testing.T) {
	s := table(t)
	if got := s.CardLocations(0, CardAlly); !slices.Equal(got, []int{0, 1, 2, 3}) {
		t.Errorf("L38 an Ally anywhere: %v", got)
	}
	if got := s.CardLocations(0, CardItem); !slices.Equal(got, []int{0, 1, 2, 3}) {
		t.Errorf("L38 an Item anywhere: %v", got)
	}
	if got := s.CardLocations(0, CardHero); !slices.Equal(got, []int{0, 1, 3}) {
		t.Errorf("L52 a Hero not where locked: %v", got)
	}
	if s.CardLocations(0, CardEffect) != nil || s.CardLocations(-1, CardAlly) != nil {
		t.Error("an Effect, no such player")
	}
}

// 004 L58: an Item may be attached to an Ally or Hero at its location.
func TestItemBearers(t *testing.T) {
	s := table(t)
	for _, c := range []struct {
		loc  int
		want []int
	}{{0, []int{1}}, {1, []int{3, 4}}, {2, nil}, {3, []int{6}}} {
		if got := ids(s.ItemBearers(0, c.loc)); !slices.Equal(got, c.want) {
			t.Errorf("L58 bearers at %d: %v, want %v", c.loc, got, c.want)
		}
	}
	if s.ItemBearers(1, 0) != nil || s.ItemBearers(2, 0) != nil || s.ItemBearers(0, 4) != nil {
		t.Error("an empty board, no such player, no such location")
	}
	// Each one is accepted by the engine.
	for _, r := range s.ItemBearers(0, 1) {
		mustApply(t, s, PlaceCard(PlaceCardCmd{Player: 0, Card: CardItem, To: 1, On: r.Card.ID}))
	}
}

// TestVanquishShortL70: what the Vanquish sheet waits for, the Strength
// still missing, agrees with the command (L70: the Allies chosen, already
// at the Hero's location, sum at least its Strength).
func TestVanquishShortL70(t *testing.T) {
	s := newTest(t, 3)
	// Hero #1 (4) with Allies #2 (3) and #3 (1) at Ana's Crypt; Ally #4
	// (5) at her Mire.
	for _, c := range []tracker.Command{hero(0, 3, 4), ally(0, 3, 3), ally(0, 3, 1), ally(0, 1, 5), MoveMarker(3)} {
		s = mustApply(t, s, c)
	}
	for _, c := range []struct {
		allies []int
		want   int
	}{{nil, 4}, {[]int{2}, 1}, {[]int{3}, 3}, {[]int{2, 3}, 0}, {[]int{4}, 4}, {[]int{2, 4}, 1}} {
		got := s.VanquishShort(1, c.allies)
		if got != c.want {
			t.Errorf("Allies %v: %d short, want %d", c.allies, got, c.want)
		}
		if _, _, err := s.Apply(Vanquish(2, 1, c.allies...)); (err == nil) != (got == 0) {
			t.Errorf("Allies %v: %d short, yet the command says %v", c.allies, got, err)
		}
	}
}
