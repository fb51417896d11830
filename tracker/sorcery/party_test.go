package sorcery

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"tableside/tracker"
)

// mercenary is a Guild Mercenary: shared by the party, Hero Count 1.
func mercenary() Companion { return Companion{Name: "Sellsword", HeroCount: 1, MaxHP: 6} }

// endAndCarry plays cmds on s, ends the Quest as won, and starts the next
// with seats (Heroes of the ended Quest, by name) and the party.
func endAndCarry(t *testing.T, s State, seats []string, cmds ...tracker.Command) (ended, next State) {
	t.Helper()
	var err error
	for _, c := range append(cmds, QuestOver(nil, Won, "2026-11-20")) {
		if s, _, err = s.Apply(c); err != nil {
			t.Fatalf("%s: %v", c.Kind, err)
		}
	}
	var heroes []Hero
	for _, n := range seats {
		heroes = append(heroes, s.Heroes[s.hero(n)])
	}
	next, err = NewQuest(QuestSetup{Heroes: heroes, Encounters: testEncounters(), Camp: s.Camp, Companions: s.Party(seats)})
	if err != nil {
		t.Fatal(err)
	}
	return s, next
}

// A mercenary shared by the party travels with it until it dies (003
// L5427-5430) and is placed with the Heroes at the next Quest's start
// (L5316-5319), healed at the Quest's end (L5479-5480): wounds and Red
// Criticals gone.
func TestMercenaryTravelsToNextQuest003L5427(t *testing.T) {
	s := mustCheck(t, table([]Hero{artemis(), jeanne()}))
	_, next := endAndCarry(t, s, []string{"Artemis", "Jeanne"},
		AddCompanion("Jeanne", mercenary()), WoundCompanion("Sellsword", 3), CompanionRedCritical("Sellsword", RedHP1, false))
	if len(next.Companions) != 1 {
		t.Fatalf("the next Quest starts with %+v", next.Companions)
	}
	c := next.Companions[0]
	if c.Name != "Sellsword" || c.Wounds != 0 || len(c.RedCriticals) != 0 || c.HPLeft() != 6 || next.Heroes[c.Owner].Name != "Jeanne" {
		t.Fatalf("the Sellsword starts as %+v", c)
	}
}

// The Companion's owner is a Hero by name, not a seat: the next Quest may
// seat the party otherwise, or without its owner, whom any Hero replaces
// by activating it (L5430-5432).
func TestMercenaryOwnerFollowsTheHero003L5430(t *testing.T) {
	s := mustCheck(t, table([]Hero{artemis(), jeanne(), thorgren()}))
	_, next := endAndCarry(t, s, []string{"Thorgren", "Artemis", "Jeanne"}, AddCompanion("Jeanne", mercenary()))
	if o := next.Heroes[next.Companions[0].Owner].Name; o != "Jeanne" {
		t.Fatalf("owned by %s, want Jeanne", o)
	}
	_, next = endAndCarry(t, s, []string{"Thorgren", "Artemis"}, AddCompanion("Jeanne", mercenary()))
	if o := next.Heroes[next.Companions[0].Owner].Name; o != "Thorgren" {
		t.Fatalf("with Jeanne not seated, owned by %s, want the first seat", o)
	}
}

// Until it dies (L5429): a dead mercenary is off the map and does not
// come back in the next Quest.
func TestDeadMercenaryStaysBehind003L5429(t *testing.T) {
	s := mustCheck(t, table([]Hero{artemis(), jeanne()}))
	_, next := endAndCarry(t, s, []string{"Artemis", "Jeanne"}, AddCompanion("Jeanne", mercenary()), WoundCompanion("Sellsword", 6))
	if len(next.Companions) != 0 {
		t.Fatalf("a dead mercenary came back: %+v", next.Companions)
	}
}

// Shared Companions stay in play when their owner dies (L5435-5436): one
// whose owner ends the Quest a Ghost Soul still goes on with the party.
func TestMercenaryOutlivesItsOwner003L5435(t *testing.T) {
	s := mustCheck(t, table([]Hero{artemis(), jeanne()}))
	s.Heroes[1].Items = []HeldItem{{Item: Item{Name: "Mace", Slot: Primary}, Equipped: true}}
	ended, next := endAndCarry(t, s, []string{"Artemis", "Jeanne"}, AddCompanion("Jeanne", mercenary()), WoundHero("Jeanne", 9))
	if len(ended.Companions) != 1 || len(next.Companions) != 1 {
		t.Fatalf("ended with %+v, next starts with %+v", ended.Companions, next.Companions)
	}
}

// A Companion of one Hero, summoned by a power (Dharma, L5417-5426), and
// Xantares' Illusions (L5481-5487) are summoned in play: neither is placed
// at the next Quest's start, and NewQuest refuses them.
func TestSummonedCompanionsStayBehind003L5417(t *testing.T) {
	s := mustCheck(t, table([]Hero{artemis(), xantares()}))
	dharma := Companion{Name: "Dharma", MaxHP: 5, Summoned: true}
	illusion := Companion{Name: "Illusion", MaxHP: 1, Illusion: true}
	ended, next := endAndCarry(t, s, []string{"Artemis", "Xantares"},
		AddCompanion("Artemis", dharma), AddCompanion("Xantares", illusion), AddCompanion("Artemis", mercenary()))
	if len(ended.Companions) != 1 || len(next.Companions) != 1 || next.Companions[0].Name != "Sellsword" {
		t.Fatalf("ended with %+v, next starts with %+v", ended.Companions, next.Companions)
	}
	for _, c := range []Companion{dharma, illusion} {
		_, err := NewQuest(QuestSetup{Heroes: []Hero{artemis(), xantares()}, Encounters: testEncounters(), Companions: []Companion{c}})
		if err == nil || !strings.Contains(err.Error(), "summoned in play") {
			t.Fatalf("%s placed at the start: %v", c.Name, err)
		}
	}
}

// A travelling Companion with a Hero Count counts for the next Quest's
// spawns as it did in the last (L5442-5450).
func TestMercenaryCountsForSpawnsNextQuest003L5442(t *testing.T) {
	s := mustCheck(t, table([]Hero{artemis(), jeanne()}))
	_, next := endAndCarry(t, s, []string{"Artemis", "Jeanne"}, AddCompanion("Jeanne", mercenary()))
	if n := next.SpawnCount(); n != 3 {
		t.Fatalf("spawn count %d, want 3", n)
	}
}

// A Quest's end is recorded in the campaign: won or lost, the day, each
// Hero's player, Soulrank and crowns, the Soul Counter; the records add up
// Quest after Quest, and a bad outcome is refused with nothing changed.
func TestQuestEndRecordsTheCampaign(t *testing.T) {
	a, j := artemis(), jeanne()
	a.Player, a.Crowns, j.Soulrank = "Ana", 30, 2
	s := mustCheck(t, table([]Hero{a, j}))
	s.Souls = 4
	if _, _, err := s.Apply(QuestOver(nil, "drawn", "2026-11-20")); err == nil {
		t.Fatal("a drawn Quest was kept")
	}
	ended, next := endAndCarry(t, s, []string{"Artemis", "Jeanne"})
	want := []QuestRecord{{Date: "2026-11-20", Outcome: Won, Souls: 4, Heroes: []HeroRecord{
		{Name: "Artemis", Player: "Ana", Soulrank: 1, Crowns: 30}, {Name: "Jeanne", Soulrank: 2}}}}
	if got := ended.Campaign(); !slices.EqualFunc(got, want, recEq) {
		t.Fatalf("recorded %+v, want %+v", got, want)
	}
	next, _, err := next.Apply(QuestOver(nil, Lost, "2026-11-27"))
	if err != nil {
		t.Fatal(err)
	}
	if got := next.Campaign(); len(got) != 2 || got[1].Outcome != Lost || got[1].Date != "2026-11-27" || got[1].Heroes[0].Player != "Ana" {
		t.Fatalf("second Quest recorded %+v", got)
	}
}

func recEq(a, b QuestRecord) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

// A campaign stored before the record was kept loads as it was: no
// Quests, no players, no Forge price; QuestEnd without an outcome still
// ends the Quest, recorded as not said.
func TestOldCampaignLoads(t *testing.T) {
	old := `{"act":1,"round":1,"phase":"between","active":0,"heroes":[{"name":"Artemis","soulrank":2,"max_hp":8,"wounds":0,"styles":["dexterity"]},{"name":"Jeanne","soulrank":1,"max_hp":9,"wounds":0,"styles":["faith"]}],"companions":[{"name":"Sellsword","owner":1,"hero_count":1,"max_hp":6}],"souls":3,"events":{"unrevealed":10},"camp":{"time_reserve":2,"labels":["Begin"]},"rand":{}}`
	s, err := Decode([]byte(old))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Campaign()) != 0 || s.Heroes[0].Player != "" || s.Camp.ForgePrice != 0 || len(s.Party([]string{"Jeanne", "Artemis"})) != 1 {
		t.Fatalf("decoded %+v", s)
	}
	q := mustCheck(t, table([]Hero{artemis(), jeanne()}))
	q, _, err = q.Apply(QuestEnd(nil))
	if err != nil || len(q.Campaign()) != 1 || q.Campaign()[0].Outcome != "" {
		t.Fatalf("QuestEnd: %v, %+v", err, q.Campaign())
	}
}

// The Forge's price is kept, for the next mending to offer first.
func TestForgePriceKept(t *testing.T) {
	s := mustCheck(t, table([]Hero{artemis(), jeanne()}))
	s.Heroes[0].Crowns = 60
	s.Heroes[0].Items = []HeldItem{{Item: Item{Name: "Mail", Slot: Armour, Armor: 2}, Equipped: true, Breaks: 1}}
	s, _, err := s.Apply(QuestEnd(nil))
	if err == nil {
		s, _, err = s.Apply(Forge("Artemis", "Mail", 25))
	}
	if err != nil || s.Camp.ForgePrice != 25 {
		t.Fatalf("%v, price %d", err, s.Camp.ForgePrice)
	}
}
