package sorcery

import (
	"strings"
	"testing"

	"tableside/tracker"
)

// A Red Critical that cuts the maximum HP by 1 or 2 kills a Hero whose
// wounds reach the new HP (L4804-4806); -2 replaces -1 without a wound,
// and the same effect again is discarded for 1 HP (L4564-4571). Death and
// the Quest's end take them off (L4557-4562).
func TestRedCriticalMaxHP003L4804(t *testing.T) {
	a := artemis() // 8 HP
	a.Wounds = 5
	s := mustCheck(t, table([]Hero{a, jeanne()}))
	s, words, err := s.Apply(RedCritical("Artemis", RedHP1, false))
	if err != nil || s.Heroes[0].HP() != 7 || s.Heroes[0].Wounds != 5 || !strings.Contains(words, "5 wounds of 7 HP") {
		t.Fatalf("-1: %v %q %+v", err, words, s.Heroes[0])
	}
	s, words, err = s.Apply(RedCritical("Artemis", RedHP1, false))
	if err != nil || s.Heroes[0].Wounds != 6 || len(s.Heroes[0].RedCriticals) != 1 {
		t.Fatalf("-1 again is 1 HP: %v %q %+v", err, words, s.Heroes[0])
	}
	// -2 replaces -1, no wound; 6 wounds of 6 HP: Artemis dies.
	s, words, err = s.Apply(RedCritical("Artemis", RedHP2, false))
	if err != nil || !s.Heroes[0].Ghost || s.Heroes[0].Wounds != 6 || !strings.Contains(words, "Ghost Soul") {
		t.Fatalf("-2 kills at 6 wounds: %v %q %+v", err, words, s.Heroes[0])
	}
	if len(s.Heroes[0].RedCriticals) != 0 {
		t.Fatalf("death keeps %v", s.Heroes[0].RedCriticals)
	}
	// Jeanne (9 HP) takes -2, then a card removes it: 9 HP again.
	s, _, err = s.Apply(RedCritical("Jeanne", RedHP2, false))
	if err != nil || s.Heroes[1].HP() != 7 {
		t.Fatalf("%v %+v", err, s.Heroes[1])
	}
	// A lesser one after the greater counts as the same effect (Reading).
	n, _, err := s.Apply(RedCritical("Jeanne", RedHP1, false))
	if err != nil || n.Heroes[1].Wounds != 1 || n.Heroes[1].HP() != 7 {
		t.Fatalf("-1 over -2: %v %+v", err, n.Heroes[1])
	}
	refused(t, s,
		RedCritical("Jeanne", "HP -5", false),
		RedCritical("Jeanne", RedArmour, true),
		RedCritical("Artemis", RedHP1, false),
	)
	s, _, err = s.Apply(RedCritical("Jeanne", RedHP2, true))
	if err != nil || s.Heroes[1].HP() != 9 || len(s.Heroes[1].RedCriticals) != 0 {
		t.Fatalf("removed: %v %+v", err, s.Heroes[1])
	}
	// The table's check counts the cut: 7 wounds under -2 is a Ghost Soul.
	j := jeanne()
	j.Wounds, j.RedCriticals = 7, []string{RedHP2}
	if err := table([]Hero{j}).Check(); err == nil {
		t.Fatal("7 wounds of 7 HP passed the check")
	}
}

// Red Criticals go on any defender, "the Character" (L4557-4571,
// L4795-4808): an Enemy hit by the Heroes' attacks holds them as a Hero
// does. -1 then -1 again is 1 HP; -2 replaces -1 with no wound, and the
// cut kills it at its wounds: it dies as any Enemy, Soul Points and
// drops said, and its tokens go with it.
func TestEnemyRedCritical003L4804(t *testing.T) {
	sp := giantSpider() // 6 HP
	sp.Card.SoulPoints, sp.Card.Drops = 2, Drops{Crowns: 5}
	sp.Wounds = 3
	s := mustCheck(t, table([]Hero{jeanne(), thorgren()}, sp, hobgremlin()))
	s, words, err := s.Apply(EnemyRedCritical(0, RedHP1, false))
	if err != nil || s.Enemies[0].HP(2) != 5 || s.Enemies[0].Wounds != 3 || !strings.Contains(words, "3 wounds of 5 HP") {
		t.Fatalf("-1: %v %q %+v", err, words, s.Enemies[0])
	}
	if g := s.Glance(); g.Sections[2].Stats[0].Value != "2/5" {
		t.Fatalf("the glance counts the cut: %+v", g.Sections[2].Stats)
	}
	s, words, err = s.Apply(EnemyRedCritical(0, RedHP1, false))
	if err != nil || s.Enemies[0].Wounds != 4 || len(s.Enemies[0].RedCriticals) != 1 {
		t.Fatalf("-1 again is 1 HP: %v %q %+v", err, words, s.Enemies[0])
	}
	refused(t, s,
		EnemyRedCritical(0, "HP -5", false),
		EnemyRedCritical(0, RedArmour, true),
		EnemyRedCritical(2, RedHP1, false),
		tracker.Cmd(KindRedCritical, RedCriticalCmd{Critical: RedHP1}),
		tracker.Cmd(KindRedCritical, RedCriticalCmd{Hero: "Jeanne", Enemy: new(0), Critical: RedHP1}),
	)
	// -2 replaces -1, no wound; 4 wounds of 4 HP: the Spider dies.
	s, words, err = s.Apply(EnemyRedCritical(0, RedHP2, false))
	if err != nil || len(s.Enemies) != 1 || s.Souls != 2 || !strings.Contains(words, "It dies: 2 Soul Points") || !strings.Contains(words, "Place 5 Crowns") {
		t.Fatalf("-2 kills at 4 wounds: %v %q %+v", err, words, s.Enemies)
	}
	// The Hobgremlin, now Enemy 0, loses an armour token to a card.
	s, _, _ = s.Apply(EnemyRedCritical(0, RedArmour, false))
	s, _, err = s.Apply(EnemyRedCritical(0, RedArmour, true))
	if err != nil || len(s.Enemies[0].RedCriticals) != 0 {
		t.Fatalf("removed: %v %+v", err, s.Enemies[0])
	}
	// The table's check counts the cut: 4 wounds under -2 is dead.
	e := giantSpider()
	e.Wounds, e.RedCriticals = 4, []string{RedHP2}
	if err := table([]Hero{jeanne()}, e).Check(); err == nil {
		t.Fatal("4 wounds of 4 HP passed the check")
	}
}

// A Companion holds Red Criticals as a Hero (L4557-4571, L4795-4808):
// fewest HP remaining counts the cut, and the cut kills it.
func TestCompanionRedCritical003L4804(t *testing.T) {
	s := table([]Hero{jeanne(), thorgren()}, giantSpider())
	s.Companions = []Companion{{Name: "Dharma", Owner: 0, MaxHP: 6, Wounds: 3, Summoned: true}}
	s = mustCheck(t, s)
	s, words, err := s.Apply(CompanionRedCritical("Dharma", RedHP1, false))
	if err != nil || s.Companions[0].HP() != 5 || s.Companions[0].HPLeft() != 2 || !strings.Contains(words, "3 wounds of 5 HP") {
		t.Fatalf("-1: %v %q %+v", err, words, s.Companions)
	}
	// The victim's "fewest HP remaining" reads the cut (L6548-6555).
	if ts := s.targets(&s.Enemies[0]); ts[2].name != "Dharma" || ts[2].hpLeft != 2 {
		t.Fatalf("targets: %+v", ts)
	}
	if g := s.Glance(); g.Sections[2].Stats[0].Value != "2/5" {
		t.Fatalf("the glance counts the cut: %+v", g.Sections[2].Stats)
	}
	refused(t, s,
		CompanionRedCritical("Wolf", RedHP1, false),
		CompanionRedCritical("Dharma", RedHits, true),
	)
	n, words, err := s.Apply(CompanionRedCritical("Dharma", RedHP1, false))
	if err != nil || n.Companions[0].Wounds != 4 || len(n.Companions[0].RedCriticals) != 1 {
		t.Fatalf("-1 again is 1 HP: %v %q %+v", err, words, n.Companions)
	}
	n, words, err = n.Apply(CompanionRedCritical("Dharma", RedHP2, false))
	if err != nil || len(n.Companions) != 0 || !strings.Contains(words, "Dharma dies") || !strings.Contains(words, "cooldown") {
		t.Fatalf("-2 kills at 4 wounds: %v %q %+v", err, words, n.Companions)
	}
	// The table's check counts the cut: 4 wounds under -2 is dead.
	c := s.Companions[0]
	c.Wounds, c.RedCriticals = 4, []string{RedHP2}
	bad := s
	bad.Companions = []Companion{c}
	if err := bad.Check(); err == nil {
		t.Fatal("4 wounds of 4 HP passed the check")
	}
}

// Logs stored before Enemies and Companions held Red Criticals name a
// Hero with "hero": they apply as they did (L4557-4571).
func TestRedCriticalStoredPayload003L4557(t *testing.T) {
	s := mustCheck(t, table([]Hero{jeanne(), thorgren()}))
	c := tracker.Command{Kind: KindRedCritical, Args: []byte(`{"hero":"Jeanne","critical":"max HP -2"}`)}
	n, words, err := s.Apply(c)
	if err != nil || n.Heroes[0].HP() != 7 || !strings.Contains(words, "Jeanne keeps the max HP -2") {
		t.Fatalf("%v %q %+v", err, words, n.Heroes[0])
	}
	if b := RedCritical("Jeanne", RedHP2, false).Args; string(b) != string(c.Args) {
		t.Fatalf("a Hero's payload reads %s", b)
	}
}
