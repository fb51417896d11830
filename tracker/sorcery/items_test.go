package sorcery

import (
	"strings"
	"testing"

	"tableside/tracker"
)

// apply runs cmds on s in turn, failing on the first refusal.
func applyAll(t *testing.T, s State, cmds ...tracker.Command) State {
	t.Helper()
	for _, c := range cmds {
		n, _, err := s.Apply(c)
		if err != nil {
			t.Fatalf("%s: %v", c.Kind, err)
		}
		s = n
	}
	return s
}

// held is where hero's card called name lies: its slot if equipped, else
// "inventory".
func held(s State, hero int, name string) string {
	for _, it := range s.Heroes[hero].Items {
		if it.Name == name {
			if it.Equipped {
				return string(it.Slot)
			}
			return "inventory"
		}
	}
	return "none"
}

// The book's example of an exchange (L2496-2499): a primary-only weapon
// passed to a Hero who has one equipped goes to the inventory, and the
// Reorganize action swaps the two later (L2502-2505).
func TestPassThenReorganize003L2496(t *testing.T) {
	axe := Item{Name: "Axe", Slot: Primary, Hands: StrongHand}
	mace := Item{Name: "Mace", Slot: Primary, Hands: StrongHand, Shields: 1}
	s := applyAll(t, mustCheck(t, table([]Hero{jeanne(), thorgren()})),
		GiveItem("Jeanne", axe, true), GiveItem("Thorgren", mace, true))
	if free := s.Heroes[0].EquipFree(HeldItem{Item: mace}); len(free) != 0 {
		t.Fatalf("Jeanne's primary hand is full, yet the app offers %v", free)
	}
	if _, _, err := s.Apply(PassItem("Thorgren", "Jeanne", "Mace", Primary)); err == nil || !strings.Contains(err.Error(), "slot is taken: the Mace goes in the inventory") {
		t.Fatalf("an equipped slot took a passed card: %v", err)
	}
	s, e, err := s.Apply(PassItem("Thorgren", "Jeanne", "Mace", Carried))
	if err != nil || e != "Thorgren passes the Mace to Jeanne (the inventory)." {
		t.Fatalf("%q %v", e, err)
	}
	if held(s, 0, "Mace") != "inventory" || held(s, 1, "Mace") != "none" {
		t.Fatalf("%+v", s.Heroes)
	}
	s, e, err = s.Apply(Reorganize("Jeanne", "Mace", Primary))
	if err != nil || e != "Jeanne equips the Mace in the primary hand; the Axe goes to the inventory." {
		t.Fatalf("%q %v", e, err)
	}
	if held(s, 0, "Mace") != "primary" || held(s, 0, "Axe") != "inventory" {
		t.Fatalf("%+v", s.Heroes[0].Items)
	}
	// The Mace's shield now counts in the Time Phase; the Axe in the
	// inventory gives none (L3796-3810).
	if got := s.Heroes[0].ShieldPool(); got != 1 {
		t.Errorf("shield pool %d, want 1", got)
	}
	mustCheck(t, s)
}

// Reorganize (L2502-2505, L3466-3497): weapons trade hands, a two-handed
// weapon and a second weapon never stay equipped together, a card goes to
// the inventory and back, and each refusal says why and changes nothing.
func TestReorganize003L2502(t *testing.T) {
	dagger := Item{Name: "Dagger", Slot: Primary, Hands: EitherHand}
	knife := Item{Name: "Knife", Slot: Secondary, Hands: EitherHand}
	great := Item{Name: "Greatsword", Slot: Primary, Hands: TwoHanded}
	buckler := Item{Name: "Buckler", Slot: Secondary, Hands: WeakHand}
	vortex := Item{Name: "Vortex", Slot: Primary, MinSoulrank: 3}
	potion := Item{Name: "Potion", Slot: Carried, Shields: 2}
	s := applyAll(t, mustCheck(t, table([]Hero{jeanne(), thorgren()})),
		GiveItem("Jeanne", dagger, true), GiveItem("Jeanne", knife, true),
		GiveItem("Jeanne", great, false), GiveItem("Jeanne", buckler, false),
		GiveItem("Jeanne", vortex, false), GiveItem("Jeanne", potion, false))

	// Two either-hand weapons trade hands.
	s2, e, err := s.Apply(Reorganize("Jeanne", "Dagger", Secondary))
	if err != nil || e != "Jeanne equips the Dagger in the second hand; the Knife goes to the primary hand." {
		t.Fatalf("%q %v", e, err)
	}
	if held(s2, 0, "Dagger") != "secondary" || held(s2, 0, "Knife") != "primary" {
		t.Fatalf("%+v", s2.Heroes[0].Items)
	}
	// A two-handed weapon empties both hands.
	s2, e, err = s.Apply(Reorganize("Jeanne", "Greatsword", Primary))
	if err != nil || e != "Jeanne equips the Greatsword in the primary hand; the Dagger goes to the inventory, the Knife goes to the inventory." {
		t.Fatalf("%q %v", e, err)
	}
	mustCheck(t, s2)
	// A weak-hand weapon beside it puts it away in turn.
	s2, e, err = s2.Apply(Reorganize("Jeanne", "Buckler", Secondary))
	if err != nil || e != "Jeanne equips the Buckler in the second hand; the Greatsword goes to the inventory." {
		t.Fatalf("%q %v", e, err)
	}
	mustCheck(t, s2)
	// To the inventory, and the slot is free.
	s2, e, err = s2.Apply(Reorganize("Jeanne", "Buckler", Carried))
	if err != nil || e != "Jeanne puts the Buckler in the inventory." {
		t.Fatalf("%q %v", e, err)
	}
	if free := s2.Heroes[0].EquipFree(HeldItem{Item: buckler}); len(free) != 1 || free[0] != Secondary {
		t.Errorf("the second hand is free again: offered %v", free)
	}

	// A miscellaneous card works from the inventory: its shields count.
	if got := s.Heroes[0].ShieldPool(); got != 2 {
		t.Errorf("the Potion's shields: pool %d, want 2", got)
	}
	for _, c := range []struct {
		cmd  tracker.Command
		want string
	}{
		{Reorganize("Jeanne", "Vortex", Primary), "Jeanne is Soulrank I: the Vortex needs III"},
		{Reorganize("Jeanne", "Buckler", Primary), "The Buckler does not go in the primary slot"},
		{Reorganize("Jeanne", "Potion", Primary), "The Potion is used from the inventory, not equipped"},
		{Reorganize("Jeanne", "Dagger", Primary), "The Dagger is equipped there already"},
		{Reorganize("Jeanne", "Great", Primary), "Jeanne holds no Great"},
		{Reorganize("Jeanne", "Vortex", Carried), "The Vortex is in Jeanne's inventory already"},
		{Reorganize("Jeanne", "Dagger", "belt"), `No slot is called "belt"`},
		{PassItem("Jeanne", "Jeanne", "Dagger", ""), "Jeanne cannot pass an item to themself"},
		{PassItem("Jeanne", "Thorgren", "Vortex", Primary), "Thorgren is Soulrank I: the Vortex needs III. It can go in the inventory"},
	} {
		if _, _, err := s.Apply(c.cmd); err == nil || err.Error() != c.want || !tracker.IsRefusal(err) {
			t.Errorf("%s %s: got %v, want %q", c.cmd.Kind, c.cmd.Args, err, c.want)
		}
	}
	// Passed, a weapon keeps its hand if the receiver's is free.
	s2, e, err = s.Apply(PassItem("Jeanne", "Thorgren", "Knife", Secondary))
	if err != nil || e != "Jeanne passes the Knife to Thorgren (equipped)." || held(s2, 1, "Knife") != "secondary" {
		t.Fatalf("%q %v", e, err)
	}
	if free := s2.Heroes[1].EquipFree(HeldItem{Item: great}); len(free) != 0 {
		t.Errorf("a two-handed weapon beside the Knife: offered %v", free)
	}
	if free := s.Heroes[1].EquipFree(HeldItem{Item: dagger}); len(free) != 2 {
		t.Errorf("empty hands: offered %v, want both", free)
	}
}

// refusedSaying applies cmd and wants a refusal saying want.
func refusedSaying(t *testing.T, s State, cmd tracker.Command, want string) {
	t.Helper()
	_, _, err := s.Apply(cmd)
	if err == nil || !tracker.IsRefusal(err) || !strings.Contains(err.Error(), want) {
		t.Fatalf("%s: want a refusal saying %q, got %v", cmd.Kind, want, err)
	}
}

// The Hero card's Item Capacity caps the inventory, Weight-0 cards not
// counted (L2205-2212, L4999-5000); a card gained with the inventory full
// goes to the ground (L3363). 0 is a capacity not entered: no check.
func TestItemCapacity003L2205(t *testing.T) {
	a := artemis()
	a.Capacity = 2
	s := mustCheck(t, table([]Hero{a, jeanne()}))
	rope := Item{Name: "Rope", Slot: Carried, Weight: 1}
	lamp := Item{Name: "Lamp", Slot: Carried, Weight: 1}
	potion := Item{Name: "Potion", Slot: Carried} // Weight 0
	bow := Item{Name: "Bow", Slot: Primary, Weight: 1, Hands: TwoHanded}
	s = applyAll(t, s, GiveItem("Artemis", rope, false), GiveItem("Artemis", lamp, false),
		GiveItem("Artemis", potion, false), GiveItem("Artemis", bow, true))
	refusedSaying(t, s, GiveItem("Artemis", Item{Name: "Map", Slot: Carried, Weight: 1}, false), "ground")
	// An equipped card is not in the inventory.
	applyAll(t, s, GiveItem("Artemis", Item{Name: "Mail", Slot: Armour, Weight: 1}, true))
	// Nor may Reorganize put the bow in a full inventory.
	refusedSaying(t, s, Reorganize("Artemis", "Bow", Carried), "full")
	// Passed to her, a card goes on no full inventory.
	j := applyAll(t, s, GiveItem("Jeanne", Item{Name: "Map", Slot: Carried, Weight: 1}, false))
	refusedSaying(t, j, PassItem("Jeanne", "Artemis", "Map", Carried), "full")
	// A Weight-0 card always fits.
	applyAll(t, j, GiveItem("Jeanne", Item{Name: "Herb", Slot: Carried}, false), PassItem("Jeanne", "Artemis", "Herb", Carried))
	// Dropping one makes room.
	applyAll(t, s, DropItem("Artemis", "Rope"), GiveItem("Artemis", Item{Name: "Map", Slot: Carried, Weight: 1}, false))
	// No capacity entered: nothing is checked.
	s.Heroes[0].Capacity = 0
	applyAll(t, s, GiveItem("Artemis", Item{Name: "Map", Slot: Carried, Weight: 1}, false))
}

// Reorganize that swaps an inventory card for an equipped one leaves the
// count as it was: allowed at full capacity (L2502-2505); one that puts
// two cards in for one taken out is not (L2210-2212).
func TestItemCapacityReorganize003L2502(t *testing.T) {
	a := artemis()
	a.Capacity = 1
	s := mustCheck(t, table([]Hero{a, jeanne()}))
	sword := Item{Name: "Sword", Slot: Primary, Weight: 1, Hands: StrongHand}
	axe := Item{Name: "Axe", Slot: Primary, Weight: 1, Hands: StrongHand}
	s = applyAll(t, s, GiveItem("Artemis", sword, true), GiveItem("Artemis", axe, false))
	s = applyAll(t, s, Reorganize("Artemis", "Axe", Primary))
	if held(s, 0, "Sword") != "inventory" || held(s, 0, "Axe") != "primary" {
		t.Fatalf("the swap: sword %s, axe %s", held(s, 0, "Sword"), held(s, 0, "Axe"))
	}
	b := artemis()
	b.Capacity = 1
	s = mustCheck(t, table([]Hero{b, jeanne()}))
	s = applyAll(t, s, GiveItem("Artemis", sword, true), GiveItem("Artemis", Item{Name: "Dagger", Slot: Secondary, Weight: 1, Hands: WeakHand}, true),
		GiveItem("Artemis", Item{Name: "Maul", Slot: Primary, Weight: 1, Hands: TwoHanded}, false))
	refusedSaying(t, s, Reorganize("Artemis", "Maul", Primary), "full")
}

// A cursed item goes into the inventory even when it is full (another
// card has to make room), and cannot be dropped or exchanged by a Hero's
// activities; death, theft or a Temple take it (L5282-5299).
func TestCursedItem003L5282(t *testing.T) {
	a := artemis()
	a.Capacity = 1
	s := mustCheck(t, table([]Hero{a, jeanne()}))
	skull := Item{Name: "Crystal Skull", Slot: Carried, Weight: 1, Cursed: true}
	s = applyAll(t, s, GiveItem("Artemis", Item{Name: "Rope", Slot: Carried, Weight: 1}, false))
	s, words, err := s.Apply(GiveItem("Artemis", skull, false))
	if err != nil || !strings.Contains(words, "make room") {
		t.Fatalf("a cursed card is forced into the inventory: %v %q", err, words)
	}
	refusedSaying(t, s, DropItem("Artemis", "Crystal Skull"), "cursed")
	refusedSaying(t, s, PassItem("Artemis", "Jeanne", "Crystal Skull", Carried), "cursed")
	refusedSaying(t, s, GiveItem("Jeanne", Item{Name: "Cursed Blade", Slot: Primary, Weight: 1, Cursed: true}, true), "inventory")
	s = applyAll(t, s, RemoveCursed("Artemis", "Crystal Skull"))
	if held(s, 0, "Crystal Skull") != "none" {
		t.Fatal("theft or a Temple takes the cursed card")
	}
	refusedSaying(t, s, RemoveCursed("Artemis", "Rope"), "not cursed")
}

// A Hero who dies drops the cursed card where they fell, for the next
// Hero through that area to take (L5291-5294).
func TestCursedItemOnDeath003L5291(t *testing.T) {
	s := mustCheck(t, table([]Hero{artemis(), jeanne()}))
	s = applyAll(t, s, GiveItem("Artemis", Item{Name: "Crystal Skull", Slot: Carried, Weight: 1, Cursed: true}, false))
	s, words, err := s.Apply(WoundHero("Artemis", 8))
	if err != nil || !strings.Contains(words, "The cursed Crystal Skull lies there too") || held(s, 0, "Crystal Skull") != "none" {
		t.Fatalf("%v %q", err, words)
	}
}

// The board's questions are the engine's: who may take a passed card
// (none for a cursed one, L5285-5288; no Ghost Soul), where it may be
// equipped at once (not below its Soulrank, L3440-3463), whether it may
// be dropped, and whether a Hero bleeds before an activity now
// (L4733-4734).
func TestItemAndBleedQueries(t *testing.T) {
	s := mustCheck(t, table([]Hero{jeanne(), thorgren(), artemis()}))
	s.Heroes[2].Ghost = true
	vortex := HeldItem{Item: Item{Name: "Vortex", Slot: Primary, MinSoulrank: 3}}
	skull := HeldItem{Item: Item{Name: "Crystal Skull", Slot: Carried, Cursed: true}}
	if got := s.PassTargets("Jeanne", vortex); len(got) != 1 || got[0].Name != "Thorgren" {
		t.Errorf("pass the Vortex to %v; want Thorgren alone (Artemis is a Ghost Soul)", got)
	}
	if got := s.PassTargets("Jeanne", skull); len(got) != 0 {
		t.Errorf("a cursed card passed to %v", got)
	}
	if free := s.Heroes[1].EquipFree(vortex); len(free) != 0 {
		t.Errorf("Soulrank I offered the Vortex in %v", free)
	}
	if vortex.Droppable() == false || skull.Droppable() {
		t.Error("only the cursed card stays")
	}
	s.Heroes[0].Conditions.Bleed = 1
	s.Phase, s.Active = BattlePhase, 0
	if !s.BleedDue(0) || s.BleedDue(1) || s.BleedDue(7) {
		t.Errorf("bleed due: %v %v", s.BleedDue(0), s.BleedDue(1))
	}
	s.Heroes[0].Acted = true
	if s.BleedDue(0) {
		t.Error("a Hero whose turn is over bleeds")
	}
}
