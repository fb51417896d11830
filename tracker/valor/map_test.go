package valor

import (
	"slices"
	"strings"
	"testing"

	"tableside/tracker"
	"tableside/tracker/valor/labyrinth"
)

func at(t *testing.T, s State, name string, want labyrinth.Pos) {
	t.Helper()
	if got, ok := s.Map.Locate(name); !ok || got != want {
		t.Fatalf("%s at %v (found %v), want %v", name, got, ok, want)
	}
}

func offMap(t *testing.T, s State, name string) {
	t.Helper()
	if p, ok := s.Map.Locate(name); ok {
		t.Fatalf("%s is on the map at %v", name, p)
	}
}

func stackAt(s State, p labyrinth.Pos) []string {
	var out []string
	for _, mn := range s.Map.At(p).Minions {
		out = append(out, mn.Name)
	}
	return out
}

func TestMapTiles(t *testing.T) {
	walled := allHalls
	walled.West = labyrinth.Wall
	runCases(t, []cmdCase{
		{name: "000 L202 the standees go on Base Camp", cmd: PlaceTile(pos(2, 2), allHalls, labyrinth.BaseCamp),
			words: "Tile at [2,2]: Halls on every side; Base Camp; Rowan stands on Base Camp [2,2]; Bjorn stands on Base Camp [2,2]; Gwen stands on Base Camp [2,2]",
			check: func(t *testing.T, s State) { at(t, s, "Gwen", pos(2, 2)) }},
		{name: "a plain tile", cmd: PlaceTile(pos(0, 4), walled, ""), words: "Tile at [0,4]: Halls north, east, south; Walls west"},
		{name: "000 L465 a Hall meeting a Wall counts as a Wall", start: testMapGame, cmd: PlaceTile(pos(0, 3), walled, ""),
			words: "its west side does not match the tile at [0,2]: the Hall there counts as a Wall",
			check: func(t *testing.T, s State) {
				if _, adj := s.Map.Neighbour(pos(0, 2), labyrinth.East); adj {
					t.Fatal("[0,2] and [0,3] are adjacent across a Wall")
				}
			}},
		{name: "a correction keeps what stands there", start: testMapGame, cmd: PlaceTile(pos(1, 2), walled, labyrinth.Dojo),
			words: "Tile at [1,2] corrected: Halls north, east, south; Walls west; Dojo",
			check: func(t *testing.T, s State) { at(t, s, "Bjorn", pos(1, 2)) }},
		{name: "the same tile again", start: testMapGame, cmd: PlaceTile(pos(1, 2), allHalls, ""), want: "shows that already"},
		{name: "Minions of Mordak", start: func(t testing.TB) State { return mordakGame(t) }, cmd: PlaceTile(pos(0, 0), allHalls, ""), want: "Lludwik's Labyrinth only"},
		{name: "taking back a tile with a Hero on it", start: testMapGame, cmd: RemoveTile(pos(1, 2)), want: "move it off first"},
		{name: "taking back an empty tile", start: testMapGame, cmd: RemoveTile(pos(0, 1)), words: "Tile at [0,1] taken back"},
		{name: "taking back a region with no tile", start: testMapGame, cmd: RemoveTile(pos(4, 4)), want: "No tile has been scouted at [4,4]"},
		{name: "the last tile taken back, no map", cmd: RemoveTile(pos(0, 4)), prep: []tracker.Command{PlaceTile(pos(0, 4), allHalls, "")},
			check: func(t *testing.T, s State) {
				if s.Map != nil {
					t.Fatal("an empty map is kept")
				}
			}},
		{name: "000 L449 Closed Off", cmd: PlaceTile(pos(0, 0), labyrinth.Walls{North: labyrinth.Wall, East: labyrinth.Wall, South: labyrinth.Wall, West: labyrinth.Wall}, ""),
			words: "no Hall is left to Scout: the Labyrinth is Closed Off, so the Approach of Doom skips to Day 4"},
		{name: "no map yet", cmd: MoveHero(0, pos(0, 0)), want: "No tile is on the app's map yet"},
	})
}

func TestMapPieces(t *testing.T) {
	stone := gnome()
	stone.Name, stone.Abilities = "Golemling", []MinionAbility{MinionStoneskin}
	stone.Health, stone.Wound, stone.WoundedHealth = 4, 3, 2
	runCases(t, []cmdCase{
		// Tokens (000 L982, L1012).
		{name: "a Bomb", start: testMapGame, cmd: MapTokens(pos(1, 1), TokenBomb, 1), words: "[1,1]: 0 -> 1 Bomb token (1 of 5 on the map)"},
		{name: "000 L982 a 6th Bomb", start: testMapGame, prep: []tracker.Command{MapTokens(pos(1, 1), TokenBomb, 5)},
			cmd: MapTokens(pos(0, 0), TokenBomb, 1), want: "All 5 Bombs are on the map: they all explode before another is placed"},
		{name: "000 L1012 a 6th Rockfall", start: testMapGame, prep: []tracker.Command{MapTokens(pos(1, 1), TokenRockfall, 5)},
			cmd: MapTokens(pos(0, 0), TokenRockfall, 1), want: "every tile takes 2 AOE damage instead"},
		{name: "taking a token that is not there", start: testMapGame, cmd: MapTokens(pos(1, 1), TokenRockfall, -1), want: "[1,1] has 0 Rockfall tokens"},
		{name: "a token on no tile", start: testMapGame, cmd: MapTokens(pos(3, 3), TokenBomb, 1), want: "No tile has been scouted at [3,3]"},
		{name: "an unknown token", start: testMapGame, cmd: MapTokens(pos(1, 1), "sunshard", 1), want: "Rockfall or a Bomb"},
		// Heroes and Sidekicks, tap and tap.
		{name: "moving a Hero", start: testMapGame, cmd: MoveHero(1, pos(0, 1)), words: "Bjorn: [1,2] -> [0,1]",
			check: func(t *testing.T, s State) { at(t, s, "Bjorn", pos(0, 1)); at(t, s, "Gwen", pos(1, 2)) }},
		{name: "moving a Hero where they are", start: testMapGame, cmd: MoveHero(1, pos(1, 2)), want: "Bjorn is at [1,2] already"},
		{name: "moving a Hero to no tile", start: testMapGame, cmd: MoveHero(1, pos(4, 4)), want: "No tile has been scouted"},
		{name: "000 L335 a Defeated Hero stays off the map", start: testMapGame, prep: []tracker.Command{Damage(0, 3, "")},
			cmd: MoveHero(0, pos(2, 0)), want: "Rowan is Defeated"},
		{name: "000 L497 a Sidekick stands with its Hero", start: testMapGame, cmd: NewSidekick(SidekickCmd{Hero: 0, Name: "Wolf", Health: 3}),
			words: "Rowan's Wolf stands on [2,2]"},
		{name: "moving a Sidekick", start: testMapGame, prep: []tracker.Command{NewSidekick(SidekickCmd{Hero: 0, Name: "Wolf", Health: 3})},
			cmd: MoveSidekick(0, pos(2, 1)), words: "Rowan's Wolf: [2,2] -> [2,1]"},
		{name: "moving a Sidekick that is not there", start: testMapGame, cmd: MoveSidekick(1, pos(2, 1)), want: "Bjorn has no Sidekick"},
		// Minions (000 L277, L302-310, L1020).
		{name: "000 L277 a spawn goes on top", start: testMapGame, cmd: SpawnMinion(gnome(), pos(1, 1)), words: "Gnome 2 (Chump, 1 Bounty) on top of the stack at [1,1]",
			check: func(t *testing.T, s State) {
				if got := stackAt(s, pos(1, 1)); !slices.Equal(got, []string{"Gnome", "Gnome 2"}) {
					t.Fatalf("stack %v", got)
				}
			}},
		{name: "a Minion card with no Health", start: testMapGame, cmd: SpawnMinion(MinionCard{Name: "Blob", Size: labyrinth.SizeChump, Attacks: []MinionAttack{melee(1, 0)}}, pos(1, 1)), want: "Fresh Health is 0"},
		{name: "a Minion on no tile", start: testMapGame, cmd: SpawnMinion(gnome(), pos(3, 3)), want: "No tile has been scouted"},
		{name: "moving a Minion onto a stack", start: testMapGame, cmd: MoveMinion("Gnome", pos(2, 1)), words: "Gnome: [1,1] -> [2,1], on top of the stack",
			check: func(t *testing.T, s State) {
				if got := stackAt(s, pos(2, 1)); !slices.Equal(got, []string{"Bomb-Squad", "Gnome"}) {
					t.Fatalf("stack %v", got)
				}
			}},
		{name: "moving a Minion that is not there", start: testMapGame, cmd: MoveMinion("Troll", pos(2, 1)), want: `No Minion called "Troll"`},
		{name: "000 L307 flipping a Minion Wounded", start: testMapGame, cmd: WoundMinion("Gnome", true), words: "Gnome flipped to its Wounded side (1 Health)"},
		{name: "flipping it Wounded twice", start: testMapGame, prep: []tracker.Command{WoundMinion("Gnome", true)}, cmd: WoundMinion("Gnome", true), want: "Gnome is Wounded already"},
		{name: "000 L308 damage below the Wound value", start: testMapGame, cmd: DamageMinion("Gnome", 1),
			words: "Gnome takes 1 damage: no effect; it needs 2 to be Wounded, 3 to be Defeated, and damage is not kept"},
		{name: "000 L307 damage that Wounds", start: testMapGame, cmd: DamageMinion("Gnome", 2), words: "Gnome takes 2 damage: Wounded, flip it (1 Health now)",
			check: func(t *testing.T, s State) {
				if !s.Minions[0].Wounded {
					t.Fatal("not Wounded")
				}
			}},
		{name: "000 L306 damage that Defeats outright", start: testMapGame, cmd: DamageMinion("Gnome", 3),
			words: "Gnome takes 3 damage: Gnome (1 Bounty) Defeated, off the map onto the Hero Loot Stash",
			check: func(t *testing.T, s State) {
				offMap(t, s, "Gnome")
				if len(s.HeroStash.Minions) != 1 || s.HeroStash.Minions[0] != (Minion{Name: "Gnome", Bounty: 1, Size: labyrinth.SizeChump}) || len(s.Minions) != 2 {
					t.Fatalf("stash %+v, cards %d", s.HeroStash, len(s.Minions))
				}
			}},
		{name: "000 L310 a Wounded Minion Defeated", start: testMapGame, prep: []tracker.Command{WoundMinion("Gnome", true)}, cmd: DamageMinion("Gnome", 1), words: "Gnome (1 Bounty) Defeated"},
		{name: "000 L1020 Stoneskin is Wounded first, to the bottom", start: testMapGame, prep: []tracker.Command{SpawnMinion(stone, pos(1, 1))},
			cmd: DamageMinion("Golemling", 6), words: "Golemling takes 6 damage: Wounded, flip it (2 Health now); Stoneskin: it goes to the bottom of its stack and 3 damage is left for other enemies there",
			check: func(t *testing.T, s State) {
				if got := stackAt(s, pos(1, 1)); !slices.Equal(got, []string{"Golemling", "Gnome"}) {
					t.Fatalf("stack %v", got)
				}
			}},
		{name: "000 L310 Defeated off the map with its Bounty", start: testMapGame, cmd: DefeatMapMinion("Hound"), words: "Hound (2 Bounty) Defeated, off the map onto the Hero Loot Stash",
			check: func(t *testing.T, s State) {
				if s.HeroStashBounty() != 2 {
					t.Fatalf("stash %d Bounty", s.HeroStashBounty())
				}
			}},
		{name: "a map Minion's Bounty is its card's", start: testMapGame, cmd: command(KindDefeatMinion, DefeatMinionCmd{Name: "Hound", Bounty: 3, Map: true}), want: "its card's Bounty"},
		{name: "defeating a Minion not on the map", start: testMapGame, cmd: DefeatMapMinion("Troll"), want: `No Minion called "Troll"`},
		{name: "damage of 0", start: testMapGame, cmd: DamageMinion("Gnome", 0), want: "Type the damage dealt"},
		// Defenders (000 L268, L275).
		{name: "000 L268 a Defender", start: testMapGame, cmd: SetDefender(pos(1, 2), "Gwen"), words: "Gwen defends [1,2] this round"},
		{name: "a Defender from elsewhere", start: testMapGame, cmd: SetDefender(pos(1, 2), "Rowan"), want: "Rowan is not at [1,2]"},
		{name: "clearing a marker", start: testMapGame, prep: []tracker.Command{SetDefender(pos(1, 2), "Gwen")}, cmd: SetDefender(pos(1, 2), ""), words: "Defender marker at [1,2] cleared"},
		{name: "000 L275 a Defender who leaves loses the marker", start: testMapGame, prep: []tracker.Command{SetDefender(pos(1, 2), "Gwen")},
			cmd: MoveHero(2, pos(0, 2)), check: func(t *testing.T, s State) {
				if d := s.Map.At(pos(1, 2)).Defender; d != "" {
					t.Fatalf("Defender %q", d)
				}
			}},
		// The Villain (000 L766, L883).
		{name: "000 L766 the Villain enters in the Final Battle", start: testMapGame, cmd: MoveVillain(pos(0, 1)), want: "Golem enters the map when the Final Battle begins"},
		{name: "000 L883 the Villain on the map", start: testMapGame, prep: []tracker.Command{StartFinal()}, cmd: MoveVillain(pos(0, 1)),
			words: "Golem placed at [0,1], under any Minion stack"},
		// Numbers the players enter.
		{name: "000 L637 deck costs", cmd: MinionCosts(DeckCosts{Chump: 0, Elite: 4, Boss: 7}), want: "the Chump deck costs 0 Hits"},
		{name: "001 L867 correcting a die", cmd: SetDice(DieNovice, []int{0, 0, 1, 1, 1, 1}), words: "Novice die faces: 0 0 0 1 1 1 -> 0 0 1 1 1 1",
			check: func(t *testing.T, s State) {
				if !slices.Equal(s.Faces().Novice, []int{0, 0, 1, 1, 1, 1}) || !slices.Equal(s.Faces().Adept, []int{0, 1, 1, 1, 1, 2}) {
					t.Fatalf("faces %+v", s.Faces())
				}
			}},
		{name: "a die of 5 faces", cmd: SetDice(DieMaster, []int{1, 1, 2, 2, 2}), want: "each of the 6 faces of the Master die"},
		{name: "a blank die", cmd: SetDice(DieBlank, []int{1, 1, 1, 2, 2, 2}), want: "Novice, Adept or Master"},
	})
}

// TestMapFollowsBoards: the standees follow the Heroes' boards (000 L333,
// L337, L342, L497).
func TestMapFollowsBoards(t *testing.T) {
	s := testMapGame(t)
	s, words := applyWords(t, s, Damage(0, 3, "a trap"))
	if !strings.Contains(words, "Rowan is Defeated") {
		t.Fatal(words)
	}
	offMap(t, s, "Rowan") // 000 L333: on the Villain Loot Stash
	s = mustApply(t, s, NewSidekick(SidekickCmd{Hero: 1, Name: "Elemental", Health: 2, Elemental: true}))
	at(t, s, "Bjorn's Elemental", pos(1, 2))
	if h := s.Map.At(pos(1, 2)).Heroes; h[len(h)-1].Health != 2 || !h[len(h)-1].Sidekick {
		t.Fatalf("the Sidekick on the map %+v", h)
	}
	s = mustApply(t, s, SidekickGain(1, -2, "a trap"))
	offMap(t, s, "Bjorn's Elemental")
	s = mustApply(t, s, Damage(1, 2, ""))
	if s.Map.At(pos(1, 2)).Heroes[0].Health != 12 {
		t.Fatalf("Bjorn's Health on the map %+v", s.Map.At(pos(1, 2)).Heroes)
	}
	// 000 L342: with nobody left on the map, a Defeated Hero is back at once.
	s = mustApply(t, s, Damage(1, 12, ""))
	s, words = applyWords(t, s, Damage(2, 14, ""))
	if !strings.Contains(words, "Gwen returns to Base Camp at once") || !strings.Contains(words, "Gwen stands on Base Camp [2,0]") {
		t.Fatal(words)
	}
	at(t, s, "Gwen", pos(2, 0))
	// 000 L341-343: a Defeated Hero whose Turn comes is back on Base Camp.
	s, words = applyWords(t, s, SetInitiative(InitiativeCharge))
	if !strings.Contains(words, "Rowan's Turn comes while Defeated: back to Base Camp") || !strings.Contains(words, "Rowan stands on Base Camp [2,0]") {
		t.Fatal(words)
	}
	at(t, s, "Rowan", pos(2, 0))
}

// TestJoiningHeroOnBaseCamp: a Hero who joins stands on Base Camp as the
// next Hero Round begins (000 L1037).
func TestJoiningHeroOnBaseCamp(t *testing.T) {
	s := charge(t, testMapGame(t))
	s = mustApply(t, s, AddHero(AddHeroCmd{Hero: seats("Loxley")[0], NewCount: NewCount{HeroLoot: heroLoot(4, 4)}}))
	offMap(t, s, "Loxley")
	s = toNextRound(t, toVillainRound(t, s))
	at(t, s, "Loxley", pos(2, 0))
}

// TestStandeeNames: the screen finds whose standee a name on the map is,
// a Sidekick's under its Hero's name (Sidekicks may share a name, 000 L504).
func TestStandeeNames(t *testing.T) {
	s := testMapGame(t)
	s = mustApply(t, s, NewSidekick(SidekickCmd{Hero: 1, Name: "Elemental", Health: 3, Elemental: true}))
	for _, c := range []struct {
		name     string
		hero     int
		sidekick bool
		ok       bool
	}{
		{"Rowan", 0, false, true},
		{"Gwen", 2, false, true},
		{"Bjorn's Elemental", 1, true, true},
		{"Elemental", 0, false, false},
		{"Gnome", 0, false, false},
	} {
		h, sk, ok := s.Standee(c.name)
		if ok != c.ok || (ok && (h != c.hero || sk != c.sidekick)) {
			t.Errorf("Standee(%q) = %d, %v, %v; want %d, %v, %v", c.name, h, sk, ok, c.hero, c.sidekick, c.ok)
		}
		if c.ok {
			if _, found := s.Map.Locate(c.name); !found {
				t.Errorf("%q is not on the map", c.name)
			}
		}
	}
	if m, ok := s.MapMinion("Hound"); !ok || m.Card.Size != labyrinth.SizeElite {
		t.Errorf("MapMinion(Hound) = %+v, %v", m, ok)
	}
	if _, ok := s.MapMinion("Rowan"); ok {
		t.Error("a Hero is no Minion")
	}
}
