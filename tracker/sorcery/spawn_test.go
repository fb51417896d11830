package sorcery

import (
	"testing"
)

// The spawn formulas for N 2-8 and E 0-10 (rules 003 L1639-1657).
func TestSpawnNumber003L1639(t *testing.T) {
	for n := 2; n <= 8; n++ {
		for e := 0; e <= 10; e++ {
			want := n - e
			if n >= 4 {
				want++
			}
			if want < 0 {
				want = 0
			}
			if got := SpawnNumber(n, e); got != want {
				t.Errorf("N %d E %d: %d; want %d", n, e, got, want)
			}
		}
	}
	// Ghost Souls count; Companions by their Hero Count of 1 or more
	// (L1659-1662, L5442-5450).
	hs := []Hero{jeanne(), thorgren(), artemis()}
	hs[1].Ghost, hs[1].Wounds = true, 10
	s := table(hs)
	s.Companions = []Companion{{Name: "Wolf", Owner: 0, MaxHP: 3, HeroCount: 1}, {Name: "Mirror", Owner: 0, MaxHP: 1}}
	if got := s.SpawnCount(); got != 4 {
		t.Fatalf("N = %d; want 4", got)
	}
}

// The controller of each spawned Enemy (L6230-6239).
func TestSpawnController003L6230(t *testing.T) {
	orc := func(seat int) Enemy {
		e := enemy("Orc", Green, "", rule(0, 1, "Attack."))
		e.Card.Name = "Orc" + string(rune('A'+seat))
		e.Controller = seat
		return e
	}
	newcomer := EnemyCard{Name: "Ghoul", Rank: Green, Style: Strength, HP: []int{4}, Rules: []Rule{rule(0, 1, "Attack.")}}
	hs := []Hero{jeanne(), thorgren(), artemis(), xantares()}
	for _, c := range []struct {
		name    string
		active  int
		enemies []Enemy
		want    string
	}{
		{"active-has-none", 2, []Enemy{orc(0), orc(1)}, "Artemis"},
		{"first-clockwise-with-fewest", 1, []Enemy{orc(1), orc(2), orc(0)}, "Xantares"},
		{"wraps-clockwise", 3, []Enemy{orc(3), orc(1), orc(2)}, "Jeanne"},
		{"tie-to-active", 1, []Enemy{orc(0), orc(1), orc(2), orc(3)}, "Thorgren"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := table(hs, c.enemies...)
			s.Active = c.active
			s.Gates = []Gate{{Symbol: "sword", Open: true}}
			s = mustCheck(t, s)
			s.Enemies = c.enemies[:len(c.enemies)]
			sp, err := s.PlanSpawn(SpawnInput{Drawn: []EnemyCard{newcomer}})
			if err != nil {
				t.Fatal(err)
			}
			if len(sp.Spawns) != 1 || sp.Spawns[0].Controller != c.want {
				t.Fatalf("%+v; want %s", sp.Spawns, c.want)
			}
		})
	}
	// A second copy goes to the first copy's controller.
	s := table(hs, orc(2))
	s.Gates = []Gate{{Symbol: "sword", Open: true}}
	s = mustCheck(t, s)
	sp, err := s.PlanSpawn(SpawnInput{Drawn: []EnemyCard{s.Enemies[0].Card}})
	if err != nil || sp.Spawns[0].Controller != "Artemis" || sp.Spawns[0].Enemy != "Green OrcC 2" {
		t.Fatalf("%+v %v", sp.Spawns, err)
	}
}

// A spawned Red Enemy's HP by Heroes (L7077-7095), full charges, powers
// drawn per icon; gates: one open is forced, none spawns nothing
// (L6194-6213).
func TestSpawnNewEnemy003L7077(t *testing.T) {
	minotaur := EnemyCard{Name: "Minotaur", Rank: Red, Style: Strength, HP: []int{15, 20}, Charges: 2, PowerIcons: 1, Rules: []Rule{rule(0, 1, "Attack.")}}
	for heroes, hp := range map[int]int{2: 15, 3: 15, 4: 20, 5: 20} {
		all := []Hero{jeanne(), thorgren(), artemis(), xantares(), robin()}
		s := table(all[:heroes])
		s.Gates = []Gate{{Symbol: "sword", Open: true}, {Symbol: "skull"}}
		s = mustCheck(t, s)
		sp, err := s.PlanSpawn(SpawnInput{Drawn: []EnemyCard{minotaur}})
		if err != nil {
			t.Fatal(err)
		}
		if ne := sp.Spawns[0]; ne.HP != hp || ne.Charges != 2 || ne.Powers != 1 || ne.Gate != "sword" {
			t.Errorf("%d Heroes: %+v", heroes, ne)
		}
	}
	s := mustCheck(t, table([]Hero{jeanne(), thorgren()}))
	if sp, err := s.PlanSpawn(SpawnInput{}); err != nil || len(sp.Spawns) != 0 || len(sp.Steps) != 2 {
		t.Fatalf("no gate: %+v %v", sp, err)
	}
	s.Gates = []Gate{{Symbol: "sword", Open: true}, {Symbol: "skull", Open: true}}
	if _, err := s.PlanSpawn(SpawnInput{Gates: []string{"moon"}}); err == nil || err.Error() != `No open Spawn Gate shows "moon": roll the Blue die again` {
		t.Fatalf("a closed gate: %v", err)
	}
}

// A "1*Hero" card has 1 shield per Hero, whatever the ACT (L4121, the Soul
// Eater's "1 multiplied by number of Heroes", L4514); only an "ACT*Hero"
// card scales with the ACT as well (L4139).
func TestShieldsPerHero003L4121(t *testing.T) {
	witch := EnemyCard{Name: "Elf Witch", Shields: 1, ShieldsPerHero: true}
	priestess := EnemyCard{Name: "Elf Priestess", ShieldsPerHero: true, ShieldsAct: true}
	plain := EnemyCard{Name: "Orc", Shields: 2}
	for _, c := range []struct {
		card        EnemyCard
		heroes, act int
		want        int
	}{
		{witch, 2, 1, 2}, // L4514
		{witch, 3, 2, 3},
		{witch, 4, 3, 4},
		{priestess, 3, 1, 3},
		{priestess, 3, 2, 6},
		{plain, 4, 2, 2},
		{EnemyCard{Name: "ACT alone", ShieldsAct: true}, 4, 2, 2},
	} {
		if got := c.card.MaxShields(c.heroes, c.act); got != c.want {
			t.Errorf("%s, %d Heroes, ACT %d: %d shields; want %d", c.card.Name, c.heroes, c.act, got, c.want)
		}
	}
	// A spawned Elf Witch in ACT II with 3 Heroes comes with 3.
	s := mustCheck(t, table([]Hero{jeanne(), thorgren(), artemis()}))
	s.Act = 2
	s.Gates = []Gate{{Symbol: "sword", Open: true}}
	witch.Rank, witch.Style, witch.HP, witch.Rules = Blue, Magic, []int{8}, []Rule{rule(0, 1, "Attack.")}
	n := s
	if _, err := n.enter(witch, "sword"); err != nil {
		t.Fatal(err)
	}
	if got := n.Enemies[0].Shields; got != 3 {
		t.Fatalf("spawned with %d shields; want 3", got)
	}
}
