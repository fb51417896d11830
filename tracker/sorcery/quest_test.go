package sorcery

import (
	"slices"
	"testing"

	"tableside/tracker"
)

func testEncounters() []EncounterCard {
	return []EncounterCard{{Letter: "B", Main: Effect{Kind: ActivateAll}}, {Letter: "A", Main: Effect{Kind: ActivateRank, Rank: Green}}}
}

// TestNewQuestL729L744 starts a Quest: Soulrank I at least, crowns given,
// the deck whole and sorted, the Enemies entered with controllers.
func TestNewQuestL729L744(t *testing.T) {
	s, err := NewQuest(QuestSetup{Heroes: []Hero{artemis(), jeanne()}, Enemies: []EnemyCard{giantSpider().Card, giantSpider().Card},
		Encounters: testEncounters(), Gates: []Gate{{Symbol: "1", Open: true}}, Souls: 3, Crowns: 2, Events: 12, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(s.Draw, []string{"A", "B"}) || s.Souls != 3 || s.Heroes[1].Crowns != 2 || s.Events.Unrevealed != 12 {
		t.Fatalf("got %+v", s)
	}
	if len(s.Enemies) != 2 || s.Enemies[1].Copy != 2 || s.Enemies[1].Label() != "Green Giant Spider 2" {
		t.Fatalf("enemies %+v", s.Enemies)
	}
	if s.EnemyIndex("Green Giant Spider 2") != 1 || s.ControllerName(0) != "Artemis" {
		t.Fatal("queries")
	}
}

func TestNewQuestRefusesOneHeroL740(t *testing.T) {
	if _, err := NewQuest(QuestSetup{Heroes: []Hero{artemis()}, Encounters: testEncounters()}); err == nil {
		t.Fatal("one Hero accepted")
	}
}

// TestQuestStartsWithNoCardsL66 starts a Quest with the Heroes only: the
// deck holds the box's 15 cards (L66), each asked the first time its
// letter is drawn, then kept; a letter drawn once is known ever after.
func TestQuestStartsWithNoCardsL66(t *testing.T) {
	s, err := NewQuest(QuestSetup{Heroes: []Hero{artemis(), jeanne()}, Enemies: []EnemyCard{giantSpider().Card}, Encounters: testEncounters()[:1]})
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Untyped) != 14 || len(s.Letters()) != 15 || !s.NeedsCard("C") || s.NeedsCard("B") {
		t.Fatalf("untyped %v, letters %v", s.Untyped, s.Letters())
	}
	if _, _, err := s.Apply(DrawEncounter("C")); err == nil {
		t.Fatal("a card no one typed drawn without its words")
	}
	c := EncounterCard{Letter: "C", Main: Effect{Kind: ActivateAll}}
	n, words, err := s.Apply(DrawNewEncounter(c))
	if err != nil {
		t.Fatal(err)
	}
	if n.NeedsCard("C") || n.encounter("C") == nil || !slices.Equal(n.Discard, []string{"C"}) || len(n.Letters()) != 14 {
		t.Fatalf("after the first draw: %+v", n)
	}
	if words != "Card C: Green Giant Spider." {
		t.Fatal(words)
	}
	if _, _, err := n.Apply(DrawNewEncounter(c)); err == nil {
		t.Fatal("a known card typed again")
	}
	wrong := c
	wrong.Letter = "D"
	if _, _, err := s.Apply(tracker.Cmd(KindDrawEncounter, CardCmd{Card: "C", New: &wrong})); err == nil {
		t.Fatal("card D typed for a C drawn")
	}
}

// TestLettersAfterEmptyDeckL185 offers the discard pile's letters when the
// deck is empty.
func TestLettersAfterEmptyDeckL185(t *testing.T) {
	s := State{Draw: nil, Discard: []string{"C", "A"}}
	if !slices.Equal(s.Letters(), []string{"A", "C"}) {
		t.Fatal(s.Letters())
	}
}

// TestAskableSkipsHiddenAndGhostsL6659 never asks about a Hidden Hero or
// a Ghost Soul.
func TestAskableSkipsHiddenAndGhostsL6659(t *testing.T) {
	h := jeanne()
	h.Conditions.Hidden = true
	g := thorgren()
	g.Ghost = true
	s := table([]Hero{artemis(), h, g, robin()}, giantSpider())
	if got := s.Askable(0); !slices.Equal(got, []string{"Artemis", "Robin"}) {
		t.Fatal(got)
	}
}

// TestNewQuestKeepsTheCampaignsHeroL738 starts the next Quest with the
// Heroes as the last one left them: Soulrank, powers and crowns kept,
// health full, powers ready (L738, L956, L4923-4926).
func TestNewQuestKeepsTheCampaignsHeroL738(t *testing.T) {
	a := artemis()
	a.Soulrank, a.Crowns, a.Wounds, a.Ghost = 2, 30, 8, true
	a.Powers = []Power{{Name: "Volley", Cooldown: 2}}
	s, err := NewQuest(QuestSetup{Heroes: []Hero{a, jeanne()}, Encounters: testEncounters(), Crowns: 5})
	if err != nil {
		t.Fatal(err)
	}
	h := s.Heroes[0]
	if h.Soulrank != 2 || h.Crowns != 35 || h.Wounds != 0 || h.Ghost || h.Powers[0].Cooldown != 0 || s.Heroes[1].Crowns != 5 {
		t.Fatalf("%+v", h)
	}
}

// TestEventPhasesLeftAndLostL1779 counts the deck down to the failure
// (L1598-1628, L1779-1782).
func TestEventPhasesLeftAndLostL1779(t *testing.T) {
	s := played(table([]Hero{artemis(), jeanne()}))
	s.Events = EventDeck{Unrevealed: 1}
	if s.EventPhasesLeft() != 2 || s.Lost() != "" {
		t.Fatal(s.EventPhasesLeft(), s.Lost())
	}
	for _, cmd := range []struct{ name, kind string }{{"Ambush", "standard"}, {"", ""}} {
		next, _, err := s.Apply(RunEventPhase(cmd.name, cmd.kind))
		if err != nil {
			t.Fatal(err)
		}
		s = next
		s.EventDone = false // a Round later (one Event Phase a Round)
	}
	if s.EventPhasesLeft() != 0 || s.Lost() != "the last Event card is discarded" {
		t.Fatal(s.EventPhasesLeft(), s.Lost())
	}
}

// A Quest opens on the first Round's Battle Phase, past the Time Phase
// that fills the magic shields (L1440-1446, L3796-3810): the Heroes must
// hold their items' and ready powers' shields from the start, as the
// Enemies do, not what the last Quest left them.
func TestNewQuestFillsShields003L3796(t *testing.T) {
	a := artemis()
	a.Items = []HeldItem{{Item: Item{Name: "Ward", Slot: Armour, Armor: 1, Shields: 2}, Equipped: true}}
	a.Powers = []Power{{Name: "Aegis", Shields: 1, Cooldown: 2}}
	s, err := NewQuest(QuestSetup{Heroes: []Hero{a, jeanne()}, Encounters: testEncounters()})
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Heroes[0].Shields; got != 3 {
		t.Fatalf("Artemis starts with %d shields, want 3", got)
	}
}
