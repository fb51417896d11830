package sorcery

import (
	"reflect"
	"strings"
	"testing"

	"tableside/tracker"
)

// apply applies each command in turn, failing the test on a refusal.
func apply(t testing.TB, s State, cmds ...tracker.Command) State {
	t.Helper()
	for _, c := range cmds {
		var err error
		if s, _, err = s.Apply(c); err != nil {
			t.Fatalf("%s %s: %v", c.Kind, c.Args, err)
		}
	}
	return s
}

// refused checks that each command is refused in words and changes
// nothing.
func refused(t testing.TB, s State, cmds ...tracker.Command) {
	t.Helper()
	was, err := stateCopier.Clone(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cmds {
		if _, words, err := s.Apply(c); !tracker.IsRefusal(err) || err.Error() == "" {
			t.Errorf("%s %s: %v %q", c.Kind, c.Args, err, words)
		}
	}
	if !reflect.DeepEqual(s, was) {
		t.Fatal("a refusal changed the table")
	}
}

func between(t testing.TB) State {
	s := mustCheck(t, table([]Hero{jeanne(), thorgren()}))
	return apply(t, s, QuestEnd(nil))
}

// The Journey: the Time Reserve starts empty (L822-827); a Site's
// Hourglasses come on the first visit only (L855-858); each move on it
// costs 1 (L859-861) and an empty Reserve sends the Party out
// (L868-870); Labels go forward only (L829-835).
func TestJourney003L822(t *testing.T) {
	s := between(t)
	if s.Phase != Between || s.Camp.TimeReserve != 0 {
		t.Fatalf("%+v", s.Camp)
	}
	s = apply(t, s, MoveLabel("Begin"), MoveLabel("Nilmerg Village"), EnterSite("Nilmerg Village", 2), VisitPlace("Tavern"), VisitPlace("Forge"))
	if s.Camp.TimeReserve != 0 || s.Camp.Site != "Nilmerg Village" {
		t.Fatalf("%+v", s.Camp)
	}
	refused(t, s, VisitPlace("Temple"), MoveLabel("Forest"), EnterSite("Other", 1))
	s = apply(t, s, LeaveSite(), TimeReserve(1))
	refused(t, s, MoveLabel("Begin"), TimeReserve(-2))
	s, words, err := s.Apply(EnterSite("Nilmerg Village", 2))
	if err != nil || s.Camp.TimeReserve != 1 || !strings.Contains(words, "no Hourglasses") {
		t.Fatalf("a second visit: %v %d %q", err, s.Camp.TimeReserve, words)
	}
	// During a Quest, no Journey.
	refused(t, mustCheck(t, table([]Hero{jeanne(), thorgren()})), TimeReserve(1), MoveLabel("Begin"))
	// Off any Site Sheet, a place is refused for that first, named or not
	// (L859), and so is the way Out (L868).
	off := apply(t, between(t), MoveLabel("Begin"))
	refusedSaying(t, off, VisitPlace(""), "on no Site Sheet")
	refusedSaying(t, off, VisitPlace("Tavern"), "on no Site Sheet")
	refusedSaying(t, off, LeaveSite(), "on no Site Sheet")
}

// Ventures keep their ticks across Quests (L904-907); all ticked, the
// reward waits at an Outpost (L924-926).
func TestVentures003L904(t *testing.T) {
	s := apply(t, between(t), AddVenture("Raseac", "3 Chests", "3 Loots per Hero"), TickTask("Raseac", "3 Chests"))
	q, err := NewQuest(QuestSetup{Heroes: s.Heroes, Encounters: []EncounterCard{{Letter: "A", Main: Effect{Kind: ActivateAll}}}, Camp: s.Camp})
	if err != nil || !q.Camp.Ventures[0].Tasks[0].Done {
		t.Fatalf("%v %+v", err, q.Camp)
	}
	q, words, err := q.Apply(TickTask("Raseac", "3 Loots per Hero"))
	if err != nil || !strings.Contains(words, "Venture Outpost") || !q.Camp.Ventures[0].Fulfilled() {
		t.Fatalf("%v %q", err, words)
	}
	refused(t, q, TickTask("Raseac", "3 Chests"), AddVenture("Raseac", "x"))
}

// The Stash: its own cards and at most 3 others per Hero, weight 0 free
// (L1062-1069); an artifact's charges and broken armour keep (L3953-3954,
// L4431-4433) until a Forge, which the Hero pays from their own crowns
// (L956).
func TestStash003L1062(t *testing.T) {
	s := between(t)
	for i := range 6 {
		name := "Sword " + string(rune('A'+i))
		s = apply(t, s, GiveItem("Jeanne", Item{Name: name, Slot: Carried, Weight: 1}, false), ToStash("Jeanne", name))
	}
	s = apply(t, s, GiveItem("Jeanne", Item{Name: "Feather", Slot: Carried}, false), GiveItem("Jeanne", Item{Name: "Rope", Slot: Carried, Weight: 1, Stash: true}, false))
	refused(t, apply(t, s, GiveItem("Jeanne", Item{Name: "Axe", Slot: Carried, Weight: 1}, false)), ToStash("Jeanne", "Axe"))
	s = apply(t, s, ToStash("Jeanne", "Feather"), ToStash("Jeanne", "Rope"))
	if s.StashRoom() != 0 || len(s.Camp.Stash) != 8 {
		t.Fatalf("room %d, %d cards", s.StashRoom(), len(s.Camp.Stash))
	}
	mail := Item{Name: "Mail", Slot: Armour, Armor: 2}
	s = apply(t, s, GiveItem("Thorgren", mail, true), BreakArmour("Thorgren", "Mail"), Crowns("Thorgren", 30))
	refused(t, s, Forge("Thorgren", "Mail", 31), Crowns("Jeanne", -1))
	s = apply(t, s, Forge("Thorgren", "Mail", 25))
	if h := s.Heroes[1]; h.Crowns != 5 || h.Items[0].Breaks != 0 {
		t.Fatalf("%+v", h)
	}
	s = apply(t, s, FromStash("Thorgren", "Sword A", false))
	if len(s.Camp.Stash) != 7 || len(s.Heroes[1].Items) != 2 {
		t.Fatalf("%+v", s.Camp.Stash)
	}
	// A broken armour stays broken in the Stash and out of it.
	s = apply(t, s, BreakArmour("Thorgren", "Mail"), ToStash("Thorgren", "Mail"), FromStash("Jeanne", "Mail", true))
	if it := s.Heroes[0].Items[len(s.Heroes[0].Items)-1]; it.Name != "Mail" || it.Breaks != 1 || !it.Equipped {
		t.Fatalf("%+v", it)
	}
}

// The Quest's end: Blessings go (L3345), health is full (L738), a Ghost
// Soul loses one equipped card drawn by the app (L4923-4926).
func TestQuestEndChecklist003L4923(t *testing.T) {
	s := mustCheck(t, table([]Hero{jeanne(), thorgren()}))
	s = apply(t, s, Bless("Jeanne", "Aneres' Lesser Gift"), GiveItem("Thorgren", Item{Name: "Axe", Slot: Primary}, true),
		GiveItem("Thorgren", Item{Name: "Shield", Slot: Secondary}, true), GiveItem("Thorgren", Item{Name: "Potion", Slot: Carried}, false),
		WoundHero("Jeanne", 3), WoundHero("Thorgren", 10))
	refused(t, s, Bless("Thorgren", "Aneres' Lesser Gift"))
	s, words, err := s.Apply(QuestEnd(nil))
	if err != nil {
		t.Fatal(err)
	}
	j, th := s.Heroes[0], s.Heroes[1]
	if j.Blessing != "" || j.Wounds != 0 || th.Ghost || len(th.Items) != 1 || !strings.Contains(words, "for good") {
		t.Fatalf("%+v %+v %q", j, th, words)
	}
	refused(t, s, QuestEnd(nil), StartTurn("Jeanne"))
}

// Between Quests a full inventory leaves the card in the Stash: the Item
// Capacity holds there too (L2205-2212), and there is no ground to put it
// on.
func TestFromStashFullInventory003L2205(t *testing.T) {
	s := between(t)
	s.Heroes[0].Capacity = 1
	s.Heroes[0].Items = []HeldItem{{Item: Item{Name: "Rope", Slot: Carried, Weight: 1}}}
	s.Camp.Stash = []HeldItem{{Item: Item{Name: "Lamp", Slot: Carried, Weight: 1}}}
	_, _, err := s.Apply(FromStash("Jeanne", "Lamp", false))
	if !tracker.IsRefusal(err) || !strings.Contains(err.Error(), "stays in the Stash") {
		t.Fatalf("%v", err)
	}
}
