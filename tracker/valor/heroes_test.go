package valor

import (
	"strings"
	"testing"

	"tableside/tracker"
)

// cmdCase is one command tried on a prepared table: a ready game from
// start (a 3-Hero Labyrinth game, Rowan Bjorn Gwen, when nil), changed by
// edit, then prep.
type cmdCase struct {
	name  string
	start func(testing.TB) State
	edit  func(*State)
	prep  []tracker.Command
	cmd   tracker.Command
	want  string // a refusal mentioning this; "" when allowed
	words string // the log's words contain this, when allowed
	check func(*testing.T, State)
}

func runCases(t *testing.T, cases []cmdCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var s State
			if c.start != nil {
				s = c.start(t)
			} else {
				s = lab(t)
			}
			if c.edit != nil {
				c.edit(&s)
				if err := s.Check(); err != nil {
					t.Fatalf("the edited table is invalid: %v", err)
				}
			}
			for _, p := range c.prep {
				s = mustApply(t, s, p)
			}
			if c.want != "" {
				mustRefuse(t, s, c.cmd, c.want)
				return
			}
			next, words := applyWords(t, s, c.cmd)
			if c.words != "" && !strings.Contains(words, c.words) {
				t.Errorf("words %q, want %q", words, c.words)
			}
			if c.check != nil {
				c.check(t, next)
			}
		})
	}
}

// Handy edits and starts.
func shields(i, n int) func(*State) { return func(s *State) { s.Heroes[i].Shields = n } }
func health(i, n int) func(*State)  { return func(s *State) { s.Heroes[i].Health = n } }
func doomed(i int) func(*State)     { return func(s *State) { s.Heroes[i].Doomed = true } }
func trained(i int) func(*State)    { return func(s *State) { s.Heroes[i].Dojo = DojoAbility } }
func edits(fs ...func(*State)) func(*State) {
	return func(s *State) {
		for _, f := range fs {
			f(s)
		}
	}
}

// final is a Labyrinth game in the Final Battle with the Villain at 50.
func final(t testing.TB) State {
	s := lab(t)
	s = mustApply(t, s, StartFinal())
	s = finishChecklist(t, s)
	s.Villain.Health = 50
	return s
}

func heroIs(i, health, sh int, stash bool) func(*testing.T, State) {
	return func(t *testing.T, s State) {
		h := s.Heroes[i]
		if h.Health != health || h.Shields != sh || h.InStash != stash {
			t.Fatalf("%s: Health %d Shields %d in stash %v; want %d %d %v", h.Name, h.Health, h.Shields, h.InStash, health, sh, stash)
		}
	}
}

func TestDamageAndShields(t *testing.T) {
	runCases(t, []cmdCase{
		{name: "000 L325 damage moves the Health marker down", cmd: Damage(0, 3, "Gnome"),
			words: "Rowan: 14 -> 11 Health (3 damage) (Gnome)", check: heroIs(0, 11, 0, false)},
		{name: "000 L1018 a Shield is spent before damage and prevents up to 2", edit: shields(0, 1), cmd: Damage(0, 3, ""),
			words: "1 Shield spent", check: heroIs(0, 13, 0, false)},
		{name: "000 L1018 a 1 damage attack still breaks a Shield", edit: shields(0, 2), cmd: Damage(0, 1, ""),
			check: heroIs(0, 14, 1, false)},
		{name: "000 L1018 Shields are spent until no damage or none remain", edit: shields(0, 4), cmd: Damage(0, 5, ""),
			check: heroIs(0, 14, 1, false)},
		{name: "000 L1018 Shields run out", edit: shields(0, 2), cmd: Damage(0, 7, ""),
			check: heroIs(0, 11, 0, false)},
		{name: "000 L1018 other prevention comes first", edit: shields(0, 1),
			cmd: DamageWith(DamageCmd{Who: 0, Amount: 5, Prevent: 2}), words: "2 prevented; 1 Shield spent", check: heroIs(0, 13, 0, false)},
		{name: "000 L1018 damage which cannot be prevented keeps the Shields", edit: shields(0, 2),
			cmd: DamageWith(DamageCmd{Who: 0, Amount: 3, Unpreventable: true}), check: heroIs(0, 11, 2, false)},
		{name: "000 L1018 nothing is prevented from unpreventable damage",
			cmd: DamageWith(DamageCmd{Who: 0, Amount: 3, Prevent: 1, Unpreventable: true}), want: "nothing prevented"},
		{name: "000 L996 Doomed doubles the next damage after prevention", edit: edits(doomed(0), shields(0, 1)),
			cmd: Damage(0, 3, ""), words: "Doomed: doubled to 2",
			check: func(t *testing.T, s State) {
				heroIs(0, 12, 0, false)(t, s)
				if s.Heroes[0].Doomed {
					t.Fatal("Doom stays after doubling")
				}
			}},
		{name: "000 L996 Doom waits while all damage is prevented", edit: edits(doomed(0), shields(0, 1)),
			cmd: Damage(0, 2, ""), check: func(t *testing.T, s State) {
				if !s.Heroes[0].Doomed || s.Heroes[0].Health != 14 {
					t.Fatalf("%+v", s.Heroes[0])
				}
			}},
		{name: "000 L325, L333 0 Health is Defeated, onto the Villain Loot Stash", edit: doomed(0),
			prep: []tracker.Command{Poison(0, 0, 0)}, cmd: Damage(0, 7, ""),
			words: "Rowan is Defeated, onto the Villain Loot Stash",
			check: func(t *testing.T, s State) {
				h := s.Heroes[0]
				if !h.InStash || h.Health != 0 || h.Doomed || h.poisons() != 0 || !s.AnyDefeated {
					t.Fatalf("000 L998: Defeated clears negative statuses; %+v", h)
				}
			}},
		{name: "000 L335 a Defeated Hero cannot be targeted", prep: []tracker.Command{Damage(1, 20, "")},
			cmd: Damage(1, 1, ""), want: "cannot be targeted"},
		{name: "damage 0 is refused", cmd: Damage(0, 0, ""), want: "1 to 999"},
		{name: "000 L877 the Villain's damage counts only in fives", start: final, cmd: Damage(VillainWho, 13, ""),
			words: "Golem: 50 -> 40 Health (13 damage; 13 counts as 10: only fives count); reveal a Battle card"},
		{name: "000 L877 less than 5 has no effect", start: final, cmd: Damage(VillainWho, 4, ""),
			check: func(t *testing.T, s State) {
				if s.Villain.Health != 50 {
					t.Fatalf("Villain at %d", s.Villain.Health)
				}
			}},
		{name: "000 L877 Shields before the fives", start: final, edit: func(s *State) { s.Villain.Shields = 1 },
			cmd: Damage(VillainWho, 7, ""), words: "50 -> 45 Health"},
		{name: "000 L770 the Heroes win at the Villain's 0 Health", start: final, cmd: Damage(VillainWho, 52, ""),
			words: "the Heroes win", check: func(t *testing.T, s State) {
				if s.Winner != SideHeroes || !s.Over() {
					t.Fatalf("winner %q", s.Winner)
				}
				mustRefuse(t, s, Damage(0, 1, ""), "The game is over")
			}},
		{name: "001 L326 the Villain is not on the map before the Final Battle", cmd: Damage(VillainWho, 5, ""),
			want: "not on the map before the Final Battle"},
	})
}

func TestPayHearts(t *testing.T) {
	runCases(t, []cmdCase{
		{name: "000 L329 paying Hearts moves the marker", cmd: PayHearts(0, 3, "Beating Heart"),
			words: "Rowan: 14 -> 11 Health (pays 3 Hearts) (Beating Heart)"},
		{name: "000 L329 never more Hearts than one has", edit: health(0, 2), cmd: PayHearts(0, 3, ""),
			want: "Rowan has 2 Health and cannot pay 3 Hearts"},
		{name: "000 L329 a cost, not damage: no Shield is spent", edit: shields(0, 2), cmd: PayHearts(0, 3, ""),
			check: heroIs(0, 11, 2, false)},
		{name: "000 L996 Doom doubles damage, not a cost", edit: doomed(0), cmd: PayHearts(0, 3, ""),
			check: func(t *testing.T, s State) {
				if s.Heroes[0].Health != 11 || !s.Heroes[0].Doomed {
					t.Fatalf("%+v", s.Heroes[0])
				}
			}},
		{name: "000 L329 a Hero may Defeat themselves by paying", cmd: PayHearts(0, 14, ""), check: heroIs(0, 0, 0, true)},
		{name: "000 L1245 William's upgraded Dojo Power pays one less",
			start: func(tb testing.TB) State { return lab(tb, "William", "Rowan") }, edit: trained(0),
			cmd: PayHearts(0, 3, ""), words: "pays 2 Hearts, 1 less for Dojo Power"},
		{name: "000 L1245 only once upgraded",
			start: func(tb testing.TB) State { return lab(tb, "William", "Rowan") },
			cmd:   PayHearts(0, 3, ""), words: "14 -> 11"},
		{name: "001 L621 the Villain pays too", start: func(tb testing.TB) State { return mordakGame(tb) },
			cmd: PayHearts(VillainWho, 3, "Void Spell"), words: "Mordak: 60 -> 57 Health (pays 3 Hearts)"},
		{name: "the Villain cannot pay its last Health before the Final Battle", start: func(tb testing.TB) State { return mordakGame(tb) },
			cmd: PayHearts(VillainWho, 60, ""), want: "last Health"},
	})
}

func TestHealAndStatuses(t *testing.T) {
	runCases(t, []cmdCase{
		{name: "heal up to the top of the bar", edit: health(0, 10), cmd: Heal(0, 9, ""), words: "Rowan: 10 -> 14 Health (heals 9)"},
		{name: "nothing to heal at the top", cmd: Heal(0, 1, ""), want: "top of the Health bar (14)"},
		{name: "000 L998 heal 0 and remove Doom and Poison", edit: doomed(0), prep: []tracker.Command{Poison(0, 0, 1)},
			cmd: Cleanse(0, "Petals"), check: func(t *testing.T, s State) {
				if s.Heroes[0].Doomed || s.Heroes[0].poisons() != 0 {
					t.Fatalf("%+v", s.Heroes[0])
				}
			}},
		{name: "000 L998 nothing to cleanse", cmd: Cleanse(0, ""), want: "neither Doomed nor Poisoned"},
		{name: "000 L740 the Villain never above the top of the bar", edit: func(s *State) { s.Villain.Health = 98 },
			cmd: Heal(VillainWho, 5, ""), words: "Golem: 98 -> 100 Health"},
		{name: "000 L1018 at most 4 Shields", edit: shields(0, 3), cmd: Shields(0, 2, ""), want: "at most 4 stack"},
		{name: "000 L1018 a 4th Shield", edit: shields(0, 3), cmd: Shields(0, 1, "Power Shield"), words: "Rowan: 3 -> 4 Shields"},
		{name: "000 L996 Doomed again has no further effect", edit: doomed(0), cmd: Doom(0, ""), want: "no further effect"},
		{name: "000 L994 Doom", cmd: Doom(0, "Doom Minion"), words: "Rowan is Doomed"},
		{name: "000 L1004 Poison covers a die", cmd: Poison(0, 1, 0), words: "Poison on the Novice die in Ranged slot 1",
			check: func(t *testing.T, s State) {
				if d := s.Dice(0, 1); d.Novice != 0 {
					t.Fatalf("000 L1004 a Poisoned die cannot be rolled; %+v", d)
				}
				if got := s.PoisonTargets(0); len(got) != 3 {
					t.Fatalf("targets %v", got)
				}
			}},
		{name: "000 L1004 not a blank", cmd: Poison(0, 1, 1), want: "covers a die"},
		{name: "000 L1004 a non-Poisoned die", prep: []tracker.Command{Poison(0, 1, 0)}, cmd: Poison(0, 1, 0), want: "Poisoned already"},
		{name: "000 L1006 a die under Poison still levels up", prep: []tracker.Command{Poison(0, 1, 0)},
			cmd: SetDie(SetDieCmd{Who: 0, Row: 1, Slot: 0, Die: DieAdept}), words: "Ranged slot 1 Novice -> Adept"},
	})
	s := newGame(t, mordakSetup("Rowan"))
	if s.Villain.MaxHealth != 100 {
		t.Fatalf("001 L314 Mordak's cap %d", s.Villain.MaxHealth)
	}
	su := mordakSetup("Rowan")
	su.Villain.MaxHealth = 150
	if s := newGame(t, su); s.Villain.MaxHealth != 100 {
		t.Fatalf("001 L314 never above 100: cap %d", s.Villain.MaxHealth)
	}
}

func TestPlusOnes(t *testing.T) {
	gain := func(who, row, n int, discard ...int) tracker.Command {
		return PlusOnes(PlusOnesCmd{Who: who, Row: row, Delta: n, Discard: discard})
	}
	loxley := func(tb testing.TB) State { return lab(tb, "Loxley", "Rowan") }
	runCases(t, []cmdCase{
		{name: "000 L317 Plus-Ones up to 4 across the board", cmd: gain(0, 1, 3), words: "Rowan: 0 -> 3 Ranged Plus-Ones"},
		{name: "000 L317 a 5th means discarding one", prep: []tracker.Command{gain(0, 1, 3)}, cmd: gain(0, 2, 1),
			want: "Rowan holds 4 Plus-Ones and the most is 4: choose 1 to discard from another row"},
		{name: "000 L317 discard another to make space", prep: []tracker.Command{gain(0, 1, 3)}, cmd: gain(0, 2, 1, 0),
			words: "1 discarded from Melee", check: func(t *testing.T, s State) {
				if s.Heroes[0].plusOnes() != 4 || s.Heroes[0].Rows[2].PlusOnes != 1 || s.Heroes[0].Rows[0].PlusOnes != 0 {
					t.Fatalf("%+v", s.Heroes[0].Rows)
				}
			}},
		{name: "000 L317 not from the row gaining", prep: []tracker.Command{gain(0, 1, 3)}, cmd: gain(0, 1, 1, 1),
			want: "different row"},
		{name: "000 L317 no discard when there is room", cmd: gain(0, 1, 1, 0), want: "there is room"},
		{name: "001 L699 Loxley holds 4 until upgraded", start: loxley, prep: []tracker.Command{gain(0, 1, 3)},
			cmd: gain(0, 1, 1), want: "the most is 4"},
		{name: "001 L699 Loxley upgraded holds 8", start: loxley, edit: trained(0), prep: []tracker.Command{gain(0, 1, 6)},
			cmd: gain(0, 1, 1), words: "Loxley: 6 -> 7 Ranged Plus-Ones"},
		{name: "001 L699 Loxley upgraded: the 9th", start: loxley, edit: trained(0), prep: []tracker.Command{gain(0, 1, 7)},
			cmd: gain(0, 2, 1), want: "the most is 8"},
		{name: "000 L627 the Villain holds 6", edit: func(s *State) { s.Villain.Rows[1].PlusOnes = 5 },
			cmd: gain(VillainWho, 0, 1), want: "choose 1 to discard from a different row (the Lead Hero chooses)"},
		{name: "000 L627 a 7th discards from a different row", edit: func(s *State) { s.Villain.Rows[1].PlusOnes = 5 },
			cmd: gain(VillainWho, 0, 1, 1), check: func(t *testing.T, s State) {
				if s.Villain.Rows[0].PlusOnes != 2 || s.Villain.Rows[1].PlusOnes != 4 {
					t.Fatalf("%+v", s.Villain.Rows)
				}
			}},
		{name: "000 L627 no other row to discard from", edit: func(s *State) { s.Villain.Rows[0].PlusOnes = 6 },
			cmd: gain(VillainWho, 0, 1), want: "no other row to discard from"},
		{name: "001 L322 Mordak, a Player, holds 4", start: func(tb testing.TB) State { return mordakGame(tb) },
			edit: func(s *State) { s.Villain.Rows[0].PlusOnes = 3 }, cmd: gain(VillainWho, 1, 1), want: "the most is 4"},
		{name: "lose Plus-Ones", cmd: gain(0, 0, -1), words: "Rowan: 1 -> 0 Melee Plus-Ones"},
		{name: "lose more than the row has", cmd: gain(0, 1, -1), want: "cannot lose 1"},
		{name: "000 L1259 Muscular Masterpiece moves Plus-Ones freely",
			start: func(tb testing.TB) State { return lab(tb, "Brutus", "Rowan") }, cmd: MovePlusOne(0, 0, 2),
			words: "a Plus-One moves Melee -> Magic"},
		{name: "000 L1261 One-Ton Sledge between Melee rows", start: func(tb testing.TB) State { return lab(tb, "Stone", "Rowan") },
			cmd: MovePlusOne(0, 0, 1)},
		{name: "000 L1261 One-Ton Sledge not to Ranged", start: func(tb testing.TB) State { return lab(tb, "Stone", "Rowan") },
			cmd: MovePlusOne(0, 0, 2), want: "stay on their row"},
		{name: "Plus-Ones stay on their row", cmd: MovePlusOne(0, 0, 1), want: "stay on their row"},
	})
}

func TestSidekicks(t *testing.T) {
	elemental := func(hero int) tracker.Command {
		return NewSidekick(SidekickCmd{Hero: hero, Name: "Elemental", Health: 3, Elemental: true, Reason: "Elemental Spark"})
	}
	runCases(t, []cmdCase{
		{name: "000 L497 a Sidekick with its Mini Health die", cmd: elemental(0), words: "Rowan: Sidekick Elemental with 3 Hearts"},
		{name: "000 L497 at most 6 Hearts", cmd: NewSidekick(SidekickCmd{Hero: 0, Name: "Frank", Health: 7}), want: "1 to 6 Hearts"},
		{name: "000 L504 one at a time: a new one replaces the old",
			prep: []tracker.Command{NewSidekick(SidekickCmd{Hero: 0, Name: "Frank", Health: 2})},
			cmd:  elemental(0), words: "replacing Frank"},
		{name: "000 L504 no more than the 2 Elementals", prep: []tracker.Command{elemental(0), elemental(1)},
			cmd: elemental(2), want: "Both Elementals are on the map"},
		{name: "000 L497 Hearts up to 6", prep: []tracker.Command{elemental(0)}, cmd: SidekickGain(0, 5, "Elemental Spark"),
			words: "3 -> 6 Hearts (at most 6)"},
		{name: "000 L506 a Defeated Sidekick goes back to the box", prep: []tracker.Command{elemental(0)}, cmd: SidekickGain(0, -3, ""),
			words: "back to the box, no Bounty", check: func(t *testing.T, s State) {
				if s.Heroes[0].Sidekick != nil || s.HeroStash.Bounty != 0 || s.VillainStash.Bounty != 0 {
					t.Fatal("the Sidekick is still there or gave Bounty")
				}
			}},
		{name: "000 L508 a Sidekick stays when its Hero is Defeated", prep: []tracker.Command{elemental(0), Damage(0, 14, "")},
			cmd: SidekickGain(0, -1, ""), words: "3 -> 2 Hearts"},
		{name: "000 L1247 Stampede creates an Elemental for 2 Plus-Ones",
			start: func(tb testing.TB) State { return lab(tb, "Isabella", "Rowan") },
			prep:  []tracker.Command{PlusOnes(PlusOnesCmd{Who: 0, Row: 2, Delta: 1})},
			cmd:   Stampede(0, []int{0, 2}, 0), words: "Stampede, 2 Plus-Ones for an Elemental with 1 Heart",
			check: func(t *testing.T, s State) {
				if s.Heroes[0].plusOnes() != 0 || s.Heroes[0].Sidekick.Health != 1 {
					t.Fatalf("%+v", s.Heroes[0])
				}
			}},
		{name: "000 L1247 Stampede gives any Elemental +1",
			start: func(tb testing.TB) State { return lab(tb, "Isabella", "Rowan") },
			prep:  []tracker.Command{elemental(1), PlusOnes(PlusOnesCmd{Who: 0, Row: 0, Delta: 1})},
			cmd:   Stampede(0, []int{0, 0}, 1), words: "Rowan's Elemental 3 -> 4 Hearts"},
		{name: "000 L1247 Stampede costs 2 Plus-Ones", start: func(tb testing.TB) State { return lab(tb, "Isabella", "Rowan") },
			cmd: Stampede(0, []int{0, 0}, 0), want: "has 1 Plus-Ones; Stampede costs 2"},
		{name: "000 L1249 Franken-Friend creates Frank with 2 Hearts", start: func(tb testing.TB) State { return lab(tb, "Dredgar", "Rowan") },
			cmd: Franken(0), words: "Dredgar: Franken-Friend, Frank with 2 Hearts"},
		{name: "000 L1249 ...or gives Frank +2", start: func(tb testing.TB) State { return lab(tb, "Dredgar", "Rowan") },
			prep: []tracker.Command{Franken(0), Franken(0)}, cmd: Franken(0), words: "Frank 4 -> 6 Hearts"},
		{name: "000 L1249 another Sidekick is dismissed first", start: func(tb testing.TB) State { return lab(tb, "Dredgar", "Rowan") },
			prep: []tracker.Command{elemental(0)}, cmd: Franken(0), want: "dismiss it first"},
		{name: "dismiss", prep: []tracker.Command{elemental(0)}, cmd: Dismiss(0), words: "dismisses the Sidekick Elemental"},
	})
}

func TestBonusDie(t *testing.T) {
	s := lab(t, "Bjorn", "Rowan")
	if d := s.BonusDie(0); d != "" {
		t.Fatalf("001 L695 Bjorn at 14: bonus %q", d)
	}
	s = mustApply(t, s, Damage(0, 4, ""))
	if d := s.BonusDie(0); d != DieAdept {
		t.Fatalf("001 L695 Bjorn at 10 (below 11): bonus %q, want Adept", d)
	}
	s.Heroes[0].Dojo = DojoAbility
	if d := s.BonusDie(0); d != DieMaster {
		t.Fatalf("001 L695 upgraded: %q, want Master", d)
	}
	if d := s.BonusDie(1); d != "" {
		t.Fatalf("Rowan has no Dwarven Ire: %q", d)
	}
}

// TestPrintedAbility: the FAQs print each Unique Ability under its Hero's
// name (000 L1241 Rowan - Beast Within, 001 L695 Bjorn - Dwarven Ire,
// 000 L1251 Sir Thaddy Croaks - Sticky Fingers); a name typed with other
// case or spaces finds it, an unknown name finds none.
func TestPrintedAbility(t *testing.T) {
	for name, want := range map[string]Ability{
		"Rowan": AbilityBeastWithin, "bjorn": AbilityDwarvenIre, " Sir  Thaddy Croaks ": AbilityStickyFingers,
		"Mordak": AbilitySchemyMeddling, "Loxley": AbilityCloakAndDagger,
	} {
		if got, ok := PrintedAbility(name); !ok || got != want {
			t.Errorf("%q: %q %v, want %q", name, got, ok, want)
		}
	}
	if got, ok := PrintedAbility("Golem"); ok {
		t.Errorf("Golem: %q", got)
	}
	for _, a := range heroAbilities {
		if !a.Valid() {
			t.Errorf("%q is not an ability the app knows", a)
		}
	}
}
