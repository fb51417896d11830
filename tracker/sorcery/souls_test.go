package sorcery

import (
	"reflect"
	"strings"
	"testing"

	"tableside/tracker"
)

// Soulrank costs the new rank squared: II 4, III 9 (rules 003
// L2290-2293); one rank at a time, never past a lower Hero (L2306-2310).
func TestSoulrankCosts003L2290(t *testing.T) {
	if RankCost(2) != 4 || RankCost(3) != 9 {
		t.Fatal("II costs 4, III 9")
	}
	hs := []Hero{jeanne(), thorgren()}
	hs[0].Soulrank, hs[1].Soulrank = 3, 2
	s := table(hs)
	s.Phase, s.Souls = TimePhase, 7
	s = mustCheck(t, s)
	for _, c := range []struct {
		in   SoulRequest
		want string
	}{
		{SoulRequest{Hero: "Jeanne", Do: "enhance"}, "Thorgren is Soulrank II: Jeanne cannot reach IV until Thorgren reaches III"},
		{SoulRequest{Hero: "Thorgren", Do: "enhance"}, "The Soul Counter holds 7; Soulrank III costs 9"},
	} {
		if _, err := s.PlanSouls(SoulsInput{Requests: []SoulRequest{c.in}}); err == nil || err.Error() != c.want {
			t.Errorf("got %v; want %q", err, c.want)
		}
	}
	s.Souls = 9 + 16
	p, err := s.PlanSouls(SoulsInput{Requests: []SoulRequest{{Hero: "Thorgren", Do: "enhance"}, {Hero: "Jeanne", Do: "enhance"}}})
	if err != nil || p.Counter != 0 || p.next.Heroes[0].Soulrank != 4 || p.next.Heroes[1].Soulrank != 3 {
		t.Fatalf("%+v %v", p, err)
	}
	s.Phase = BattlePhase
	if _, err := s.PlanSouls(SoulsInput{}); err == nil {
		t.Fatal("Soul Points spent outside the Time Phase")
	}
}

// Resurrection costs the current (already lowered) Soulrank: a Soulrank
// III Ghost Soul pays 3 (L4951-4953), at an open Shrine, back at full
// health (L4954-4955).
func TestResurrectionCost003L4951(t *testing.T) {
	hs := []Hero{jeanne(), thorgren()}
	hs[1].Soulrank, hs[1].Ghost, hs[1].Wounds = 3, true, 12
	s := table(hs)
	s.Phase, s.Souls = TimePhase, 3
	s.Shrines = []Shrine{{Name: "Gods Shrine", Open: true}}
	s = mustCheck(t, s)
	if _, err := s.PlanSouls(SoulsInput{Requests: []SoulRequest{{Hero: "Thorgren", Do: "resurrect"}}}); err == nil {
		t.Fatal("resurrected away from the Shrine")
	}
	p, err := s.PlanSouls(SoulsInput{Requests: []SoulRequest{{Hero: "Thorgren", Do: "resurrect", AtShrine: true}}})
	if err != nil || p.Counter != 0 || p.next.Heroes[1].Ghost || p.next.Heroes[1].Wounds != 0 {
		t.Fatalf("%+v %v", p, err)
	}
	s.Souls = 2
	if _, err := s.PlanSouls(SoulsInput{Requests: []SoulRequest{{Hero: "Thorgren", Do: "resurrect", AtShrine: true}}}); err == nil ||
		err.Error() != "The Soul Counter holds 2; bringing back Thorgren at Soulrank III costs 3" {
		t.Fatalf("%v", err)
	}
}

// The Hero's Death Example (L4958-4974): Thorgren, Soulrank III, takes his
// last wound: Soulrank II, conditions gone, Ghost Soul, Wrathful Blow
// discarded, his 10 Crowns left where he fell.
func TestHerosDeathExample003L4958(t *testing.T) {
	th := thorgren()
	th.Soulrank, th.Crowns, th.Wounds = 3, 10, 9
	th.Conditions = Conditions{Bleed: 1, Poison: 2}
	th.Powers = []Power{{Name: "Rage", Rank: 1}, {Name: "Wrathful Blow", Rank: 3, Cooldown: 2}}
	s := mustCheck(t, table([]Hero{jeanne(), th}))
	next, words, err := s.Apply(WoundHero("Thorgren", 1))
	if err != nil {
		t.Fatal(err)
	}
	h := next.Heroes[1]
	if !h.Ghost || h.Soulrank != 2 || h.Crowns != 0 || len(h.Powers) != 1 || h.Powers[0].Name != "Rage" || h.Conditions.Bleed != 0 || h.Conditions.Poison != 0 {
		t.Fatalf("%+v", h)
	}
	for _, w := range []string{"Ghost Soul", "Soulrank II", "Discard Wrathful Blow", "Leave 10 Crowns"} {
		if !contains(words, w) {
			t.Errorf("%q missing from %q", w, words)
		}
	}
	if s.Heroes[1].Ghost {
		t.Fatal("Apply changed the state it was given")
	}
	// Enemies ignore a Ghost Soul (L4904-4905).
	if _, _, err := next.Apply(WoundHero("Thorgren", 1)); !tracker.IsRefusal(err) {
		t.Fatalf("a Ghost Soul wounded: %v", err)
	}
}

// The Master Enemy Example (L7644-7663): Thorgren, Active when it enters,
// takes the token at I; his wound raises it to II; Artemis's wound lowers
// it to I, her second takes it; Thorgren's Taunt takes it back at Level
// ACT (I).
func TestMasterEnemyExample003L7644(t *testing.T) {
	s := table([]Hero{artemis(), thorgren()})
	s.Active = 1
	s.Gates = []Gate{{Symbol: "sword", Open: true}}
	s = mustCheck(t, s)
	knight := EnemyCard{Name: "Elf Knight", Rank: Purple, Style: Strength, HP: []int{30, 40}, Master: true, Vengeful: true, Preferred: Menacing,
		Rules: []Rule{rule(0, 3, "Move to engage.", "Attack with Lance."), plus("Move 3 areas toward the Menacing Hero.")}}
	step := func(c tracker.Command, hero string, level int) {
		t.Helper()
		next, _, err := s.Apply(c)
		if err != nil {
			t.Fatal(err)
		}
		s = next
		if s.Menace == nil || s.Heroes[s.Menace.Hero].Name != hero || s.Menace.Level != level {
			t.Fatalf("after %s: %+v; want %s at %d", c.Kind, s.Menace, hero, level)
		}
	}
	step(PlaceEnemy(knight), "Thorgren", 1)
	step(WoundEnemy(0, 2, "Thorgren"), "Thorgren", 2) // 1
	a, err := s.Activate(ActivationInput{Sights: []Sight{seen("Artemis", 0), seen("Thorgren", 2)}})
	if err != nil || a.Victim != "Thorgren" { // 2
		t.Fatalf("%+v %v", a, err)
	}
	step(WoundEnemy(0, 1, "Artemis"), "Thorgren", 1) // 3
	step(WoundEnemy(0, 1, "Artemis"), "Artemis", 1)  // 4
	step(Taunt("Thorgren"), "Thorgren", 1)           // 5
	a, err = s.Activate(ActivationInput{Sights: []Sight{seen("Artemis", 0), seen("Thorgren", 2)}})
	if err != nil || a.Victim != "Thorgren" {
		t.Fatalf("%+v %v", a, err)
	}
}

func contains(s, sub string) bool {
	return len(sub) == 0 || len(s) >= len(sub) && (s[:len(sub)] == sub || contains(s[1:], sub))
}

// A Menacing Hero who turns Hidden cannot be targeted: the controller
// passes the token at Level ACT (L7601-7605); a Champion Shadow's Enemy
// draws one Enemy Power more (L6172-6178).
func TestMenaceHiddenAndChampion003L7601(t *testing.T) {
	s := table([]Hero{artemis(), thorgren()})
	s.Menace = &Menace{Hero: 0, Level: 2}
	s = mustCheck(t, s)
	next, words, err := s.Apply(Condition("Artemis", "hidden", 0))
	if err != nil || !contains(words, "passes the Menace token") {
		t.Fatalf("%v %q", err, words)
	}
	next, _, err = next.Apply(PassMenace("Thorgren"))
	if err != nil || next.Menace.Hero != 1 || next.Menace.Level != 1 {
		t.Fatalf("%v %+v", err, next.Menace)
	}
	_, words, err = s.Apply(tracker.Cmd(KindPlaceEnemy, PlaceEnemyCmd{Card: giantSpider().Card, Champion: true}))
	if err != nil || !contains(words, "draw 1 Enemy Power card") {
		t.Fatalf("%v %q", err, words)
	}
}

// A Hero who dies loses the Power cards of the lost Soulrank, the
// rightmost first (L2773-2776, L4872-4874). The app records no rank for
// the powers typed in the Hero editor, so the death checklist said
// nothing of the discard: it must still tell the players.
func TestDeathDiscardsUntrackedPowers003L4872(t *testing.T) {
	h := thorgren()
	h.Soulrank = 3
	h.Powers = []Power{{Name: "Charge"}, {Name: "Rage", Passive: true}}
	s := mustCheck(t, table([]Hero{h, jeanne()}))
	s, words, err := s.Apply(WoundHero("Thorgren", 10))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(words, "Discard the Power cards Soulrank III brought") {
		t.Fatalf("%q", words)
	}
	if len(s.Heroes[0].Powers) != 2 {
		t.Fatalf("the app cannot tell which cards came with Soulrank III: %+v", s.Heroes[0].Powers)
	}
	// At Soulrank I nothing is lost (L4867).
	j := mustCheck(t, table([]Hero{artemis(), jeanne()}))
	if _, words, _ = j.Apply(WoundHero("Artemis", 8)); strings.Contains(words, "Power cards") {
		t.Fatalf("%q", words)
	}
}

// A power gained with a Soulrank is the first lost with it (L2773-2776,
// L4872-4874). Nothing in the app set a power's rank, so death never
// discarded one: learn_power records it.
func TestLearnedPowerLostWithItsRank003L2773(t *testing.T) {
	s := mustCheck(t, table([]Hero{thorgren(), jeanne()}))
	s.Phase, s.Souls = TimePhase, 4
	s = applyAll(t, s, SpendSouls(SoulsInput{Requests: []SoulRequest{{Hero: "Thorgren", Do: "enhance"}}}),
		LearnPower("Thorgren", Power{Name: "Whirlwind", Shields: 1}))
	if p := s.Heroes[0].Powers; len(p) != 1 || p[0].Rank != 2 || p[0].Shields != 1 {
		t.Fatalf("%+v", p)
	}
	refusedSaying(t, s, LearnPower("Thorgren", Power{Name: "Whirlwind"}), "already")
	refusedSaying(t, s, LearnPower("Thorgren", Power{Name: " "}), "name")
	s, words, err := s.Apply(WoundHero("Thorgren", 10))
	if err != nil || len(s.Heroes[0].Powers) != 0 || !strings.Contains(words, "Discard Whirlwind: it came with Soulrank II") {
		t.Fatalf("%v %+v %q", err, s.Heroes[0].Powers, words)
	}
}

// The Soul Gem's row at the Hero's Soulrank says how many Power cards the
// Hero may hold, and how many Talents beside them (L2261-2271,
// L2777-2788); innate powers are the Hero card's, not counted
// (L2627-2636). A power past the count is refused, changing nothing.
func TestLearnPowerWithinSoulGem003L2777(t *testing.T) {
	j := jeanne()
	j.Soulrank = 2
	j.Gem = []GemRank{{HP: 9, Powers: 2}, {HP: 10, Powers: 3, Talents: 1}}
	j.Powers = []Power{{Name: "Guard Break", Innate: true, Passive: true}, {Name: "Smite", Rank: 1}, {Name: "Ward", Rank: 1}}
	s := mustCheck(t, table([]Hero{j, thorgren()}))
	s = applyAll(t, s, LearnPower("Jeanne", Power{Name: "Holy Light"}), LearnPower("Jeanne", Power{Name: "Swift", Talent: true}))
	was, _ := stateCopier.Clone(s)
	for _, c := range []struct {
		pw   Power
		want string
	}{
		{Power{Name: "Aegis"}, "3 Power cards"},
		{Power{Name: "Lucky", Talent: true}, "1 Talent"},
	} {
		_, _, err := s.Apply(LearnPower("Jeanne", c.pw))
		if !tracker.IsRefusal(err) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s past the Soul Gem: %v", c.pw.Name, err)
		}
	}
	if !reflect.DeepEqual(s, was) {
		t.Fatal("a refusal changed the table")
	}
	// With no Soul Gem typed, nothing is counted.
	s = applyAll(t, s, LearnPower("Thorgren", Power{Name: "Rage"}))
	if len(s.Heroes[1].Powers) != 1 {
		t.Fatalf("%+v", s.Heroes[1].Powers)
	}
}

// A Ghost Soul brought back in the Time Phase has its magic shields:
// every equipped card's refill in the Time Phase (L3796-3797), a Ghost
// Soul's too, and the ready powers' (L3806-3810), before the Resurrection
// step (L1494-1502, L4942-4955). The refill passed Ghost Souls by, so the
// Hero came back with the 0 death left.
func TestResurrectedHeroShields003L3796(t *testing.T) {
	th := thorgren()
	th.Ghost, th.Wounds = true, 10
	th.Items = []HeldItem{{Item: Item{Name: "Mail", Slot: Armour, Armor: 1, Shields: 2}, Equipped: true}}
	// Wrath comes ready after the refill: its shield waits a Round.
	th.Powers = []Power{{Name: "Rage", Shields: 1}, {Name: "Wrath", Shields: 3, Cooldown: 1}}
	s := closed(table([]Hero{jeanne(), th}))
	s.Souls = 3
	s.Shrines = []Shrine{{Name: "Gods Shrine", Open: true}}
	s = mustCheck(t, s)
	s = applyAll(t, s, RunTimePhase(TimePhaseInput{}))
	s, words, err := s.Apply(SpendSouls(SoulsInput{Requests: []SoulRequest{{Hero: "Thorgren", Do: "resurrect", AtShrine: true}}}))
	if err != nil || s.Heroes[1].Ghost || s.Heroes[1].Shields != 3 || !strings.Contains(words, "3 magic shields") {
		t.Fatalf("%v %q %+v", err, words, s.Heroes[1])
	}
}
