package sorcery

import (
	"encoding/json"
	"strings"
	"testing"

	"tableside/tracker"
)

// The glance a guest's phone shows: the Round, phase and Soul Counter;
// each Hero's HP, shields and conditions, the one playing marked, a Ghost
// Soul out; the Companions; each Enemy's HP, controller and conditions.
func TestGlance(t *testing.T) {
	s := playTable(t)
	s.Heroes[1].Wounds, s.Heroes[1].Conditions.Fire = 3, []int{2}
	s.Companions = []Companion{{Name: "Dharma", Owner: 1, MaxHP: 4, Wounds: 1}}
	s.Enemies[0].Wounds, s.Enemies[0].Conditions.Bleed = 2, 1
	s = mustCheck(t, s)
	g := s.Glance()
	if g.Title != "Round 1 · Battle Phase · Jeanne's turn · Soul Counter 5" {
		t.Fatal(g.Title)
	}
	if len(g.Sections) != 5 {
		t.Fatalf("2 Heroes, a Companion and 2 Enemies: %+v", g.Sections)
	}
	j, th, d, sp := g.Sections[0], g.Sections[1], g.Sections[2], g.Sections[3]
	if j.Mark != tracker.GlanceActing || j.Lines[0] != "Poison I" || j.Stats[0] != tracker.Stat("HP", "9/9") {
		t.Fatalf("Jeanne: %+v", j)
	}
	if th.Stats[0] != tracker.Stat("HP", "7/10") || th.Lines[0] != "Fire II" {
		t.Fatalf("Thorgren: %+v", th)
	}
	if d.Name != "Dharma" || d.Stats[0] != tracker.Stat("HP", "3/4") {
		t.Fatalf("Dharma: %+v", d)
	}
	if sp.Name != "Green Giant Spider" || sp.Stats[0] != tracker.Stat("HP", "4/6") || sp.Lines[0] != "Bleed I" || sp.Note != "run by Jeanne" {
		t.Fatalf("the spider: %+v", sp)
	}
	s, _, _ = s.Apply(WoundHero("Thorgren", 7))
	if g := s.Glance(); g.Sections[1].Mark != tracker.GlanceOut {
		t.Fatalf("a Ghost Soul is out: %+v", g.Sections[1])
	}
	b, _ := json.Marshal(s)
	from, err := Game{}.Glance(b)
	if err != nil || from.Title != s.Glance().Title {
		t.Fatalf("Game.Glance: %v %+v", err, from)
	}
	if _, err := (Game{}).Glance([]byte("{")); err == nil {
		t.Fatal("a broken state glanced")
	}
	s, _, _ = s.Apply(QuestEnd(map[string][]string{"Thorgren": {"Axe"}}))
	s, _, _ = s.Apply(TimeReserve(3))
	if g := s.Glance(); !strings.HasPrefix(g.Title, "Between Quests") || g.Lines[0] != "Time Reserve: 3 Hourglasses" {
		t.Fatalf("between Quests: %+v", g)
	}
}
