package labyrinth

import (
	"slices"
	"strings"
	"testing"

	"tableside/tracker"
)

// Every tie-break of valor-ai.md, one table row each.

func TestMinionTurnTieBreaks(t *testing.T) {
	cases := []struct {
		name   string
		rule   string
		build  func(m *Map)
		minion string
		target Pos
		want   []string
		ended  string
	}{
		{
			name: "closest beats North", rule: "Golden Rule L686",
			build: func(m *Map) {
				put(m, P(2, 2), minion("Gnome", 2, "M*"))
				hero(m, P(3, 2), "South1", 5)
				hero(m, P(0, 2), "North2", 5)
			},
			minion: "Gnome", target: P(3, 2), want: []string{"move[3,2]", "fight:melee@[3,2]"},
		},
		{
			name: "equally close: North beats East", rule: "Golden Rule L686",
			build: func(m *Map) {
				put(m, P(2, 2), minion("Gnome", 2, "M*"))
				hero(m, P(2, 3), "East", 5)
				hero(m, P(1, 2), "North", 5)
			},
			minion: "Gnome", target: P(1, 2), want: []string{"move[1,2]", "fight:melee@[1,2]"},
		},
		{
			name: "equally close, same row: East beats West", rule: "Golden Rule L686, Example A L717",
			build: func(m *Map) {
				put(m, P(2, 2), minion("Gnome", 2, "M*"))
				hero(m, P(2, 1), "West", 5)
				hero(m, P(2, 3), "East", 5)
			},
			minion: "Gnome", target: P(2, 3), want: []string{"move[2,3]", "fight:melee@[2,3]"},
		},
		{
			name: "wrapping edge: 1 step North across the border beats 2 steps East", rule: "L443-445",
			build: func(m *Map) {
				put(m, P(0, 0), minion("Gnome", 2, "M*"))
				hero(m, P(4, 0), "AcrossTheTop", 5)
				hero(m, P(0, 2), "TwoEast", 5)
			},
			minion: "Gnome", target: P(4, 0), want: []string{"move[4,0]", "fight:melee@[4,0]"},
		},
		{
			name: "wrapping edge: 'North' is the map's row, so row 0 beats row 4 across the border", rule: "valor-ai.md The map",
			build: func(m *Map) {
				put(m, P(0, 2), minion("Gnome", 2, "M*"))
				hero(m, P(4, 2), "AcrossTheTop", 5)
				hero(m, P(0, 3), "East", 5)
			},
			minion: "Gnome", target: P(0, 3), want: []string{"move[0,3]", "fight:melee@[0,3]"},
		},
		{
			name: "wrapping edge: moving West across the border", rule: "L445",
			build: func(m *Map) {
				wall(m, P(1, 0), East, North, South)
				put(m, P(1, 0), minion("Gnome", 1, "M*"))
				hero(m, P(1, 3), "Far", 5)
			},
			minion: "Gnome", target: P(1, 3), want: []string{"move[1,4][1,3]"},
		},
		{
			name: "a Wall: the enemy next door is 3 steps round, the one 2 steps North is closer", rule: "L901",
			build: func(m *Map) {
				wall(m, P(2, 2), East)
				put(m, P(2, 2), minion("Gnome", 1, "M*"))
				hero(m, P(2, 3), "BehindTheWall", 5)
				hero(m, P(0, 2), "TwoNorth", 5)
			},
			minion: "Gnome", target: P(0, 2), want: []string{"move[1,2][0,2]"},
		},
		{
			name: "a Wall: Ranged cannot shoot through it", rule: "L351",
			build: func(m *Map) {
				wall(m, P(2, 2), East)
				put(m, P(2, 2), minion("Archer", 2, "R*"))
				hero(m, P(2, 3), "BehindTheWall", 5)
			},
			minion: "Archer", target: P(2, 3), want: []string{"move[1,2][1,3]", "fight:ranged@[2,3]"},
		},
		{
			name: "a Hall meeting a Wall counts as a Wall", rule: "L465",
			build: func(m *Map) {
				m.At(P(2, 2)).Walls.East = Wall // (2,3) still shows a Hall
				put(m, P(2, 2), minion("Gnome", 1, "M*"))
				hero(m, P(2, 3), "BehindTheWall", 5)
			},
			minion: "Gnome", target: P(2, 3), want: []string{"move[1,2][1,3][2,3]"},
		},
		{
			name: "equal paths: North first, then East", rule: "L693",
			build: func(m *Map) {
				put(m, P(2, 2), minion("Gnome", 1, "M*"))
				hero(m, P(1, 3), "NorthEast", 5)
			},
			minion: "Gnome", target: P(1, 3), want: []string{"move[1,2][1,3]"},
		},
		{
			name: "equal paths: East before South and West", rule: "L693",
			build: func(m *Map) {
				wall(m, P(2, 2), North)
				put(m, P(2, 2), minion("Gnome", 1, "M*"))
				hero(m, P(3, 3), "SouthEast", 5)
			},
			minion: "Gnome", target: P(3, 3), want: []string{"move[2,3][3,3]"},
		},
		{
			name: "equal paths: South before West", rule: "L693",
			build: func(m *Map) {
				wall(m, P(2, 2), North, East)
				put(m, P(2, 2), minion("Gnome", 1, "M*"))
				hero(m, P(3, 1), "SouthWest", 5)
			},
			minion: "Gnome", target: P(3, 1), want: []string{"move[3,2][3,1]"},
		},
		{
			name: "no Evade: a path does not pass through another enemy's region", rule: "L258",
			build: func(m *Map) {
				for _, c := range []int{0, 1, 3, 4} {
					wall(m, P(2, c), North, South)
				}
				wall(m, P(2, 2), South)
				put(m, P(2, 0), minion("Gnome", 1, "M*"))
				hero(m, P(2, 2), "Blocker", 9)
				hero(m, P(2, 4), "Far", 1)
			},
			// Blocker at 2 is the closest; Far (1 step West across the
			// border) is closer still.
			minion: "Gnome", target: P(2, 4), want: []string{"move[2,4]"},
		},
		{
			name: "no Evade: stuck with an enemy, a Ranged Minion shoots next door, then hits its own region with Melee", rule: "L694, L698",
			build: func(m *Map) {
				put(m, P(2, 2), minion("Archer", 3, "R*M"))
				hero(m, P(2, 2), "SameTile", 5)
				hero(m, P(1, 2), "NextDoor", 5)
			},
			minion: "Archer", target: P(2, 2), want: []string{"fight:ranged@[1,2]", "fight:melee@[2,2]"}, ended: "nothing more it can do",
		},
		{
			name: "Evade: leaves the enemy's region (Example B without Rowan)", rule: "L723, L1000",
			build: func(m *Map) {
				put(m, P(2, 2), minion("Pea-Shooter", 2, "R*", Evade))
				hero(m, P(2, 2), "Thaddy", 5)
			},
			minion: "Pea-Shooter", target: P(2, 2), want: []string{"move[1,2]", "fight:ranged@[2,2]"},
		},
		{
			name: "no Evade: Example B's Pea-Shooter stays and shoots Rowan instead", rule: "L694, L698",
			build: func(m *Map) {
				put(m, P(2, 2), minion("Pea-Shooter", 2, "R*"))
				hero(m, P(2, 2), "Thaddy", 8)
				hero(m, P(1, 2), "Rowan", 8)
			},
			minion: "Pea-Shooter", target: P(2, 2), want: []string{"fight:ranged@[1,2]"}, ended: "nothing more it can do",
		},
		{
			name: "Evade: a Melee Minion sharing a region with its target stays and fights", rule: "L692, L1000",
			build: func(m *Map) {
				put(m, P(2, 2), minion("Ghost", 3, "M*", Evade))
				hero(m, P(2, 2), "Here", 9)
				hero(m, P(1, 2), "North", 9)
			},
			minion: "Ghost", target: P(2, 2), want: []string{"fight:melee@[2,2]"}, ended: "nothing more it can do",
		},
		{
			name: "Boss: has Evade", rule: "L628",
			build: func(m *Map) {
				put(m, P(2, 2), minion("Big", 2, "R*", Boss))
				hero(m, P(2, 2), "Here", 5)
			},
			minion: "Big", target: P(2, 2), want: []string{"move[1,2]", "fight:ranged@[2,2]"},
		},
		{
			name: "Rockfall: entering one ends the Move; the next Action Point moves on", rule: "L1016",
			build: func(m *Map) {
				m.At(P(1, 2)).Rockfalls = 1
				wall(m, P(3, 2), South) // no short cut across the border
				put(m, P(3, 2), minion("Gnome", 3, "M*"))
				hero(m, P(0, 2), "Far", 5)
			},
			minion: "Gnome", target: P(0, 2), want: []string{"move[2,2][1,2]", "move[0,2]", "fight:melee@[0,2]"},
		},
		{
			name: "Rockfall: a Boss ignores it", rule: "L628",
			build: func(m *Map) {
				m.At(P(2, 2)).Rockfalls = 1
				wall(m, P(3, 2), South)
				put(m, P(3, 2), minion("Big", 2, "M*", Boss))
				hero(m, P(0, 2), "Far", 5)
			},
			minion: "Big", target: P(0, 2), want: []string{"move[2,2][1,2][0,2]", "fight:melee@[0,2]"},
		},
		{
			name: "Rockfall: in the target's region the Move has arrived anyway", rule: "L1016",
			build: func(m *Map) {
				m.At(P(1, 2)).Rockfalls = 2
				put(m, P(2, 2), minion("Gnome", 2, "M*"))
				hero(m, P(1, 2), "OnRocks", 5)
			},
			minion: "Gnome", target: P(1, 2), want: []string{"move[1,2]", "fight:melee@[1,2]"},
		},
		{
			name: "two Power Actions: Ranged already in range is used first, then Melee moves in", rule: "L711",
			build: func(m *Map) {
				put(m, P(2, 2), minion("Twin", 3, "M*R*"))
				hero(m, P(2, 3), "Next", 5)
			},
			minion: "Twin", target: P(2, 3), want: []string{"fight:ranged@[2,3]", "move[2,3]", "fight:melee@[2,3]"},
		},
		{
			name: "two Power Actions: the range reached soonest wins (Ranged, 1 step, over Melee, 2)", rule: "L711",
			build: func(m *Map) {
				put(m, P(2, 2), minion("Twin", 4, "M*R*"))
				hero(m, P(0, 2), "TwoNorth", 5)
			},
			minion: "Twin", target: P(0, 2), want: []string{"move[1,2]", "fight:ranged@[0,2]", "move[0,2]", "fight:melee@[0,2]"},
		},
		{
			name: "two Power Actions: an enemy in its own region is closer than one next door", rule: "L711",
			build: func(m *Map) {
				put(m, P(2, 2), minion("Twin", 3, "R*M*"))
				hero(m, P(2, 2), "Here", 5)
				hero(m, P(1, 2), "North", 5)
			},
			minion: "Twin", target: P(2, 2), want: []string{"fight:melee@[2,2]", "fight:ranged@[1,2]"}, ended: "nothing more it can do",
		},
		{
			name: "Ranged in range: the Golden Rule picks North, then East", rule: "L698",
			build: func(m *Map) {
				put(m, P(2, 2), minion("Archer", 1, "R*"))
				hero(m, P(2, 3), "East", 5)
				hero(m, P(3, 2), "South", 5)
				hero(m, P(1, 2), "North", 5)
			},
			minion: "Archer", target: P(1, 2), want: []string{"fight:ranged@[1,2]"},
		},
		{
			name: "one roll of each type a turn: spare Action Points go unused", rule: "L287",
			build: func(m *Map) {
				put(m, P(2, 2), minion("Brute", 5, "M*"))
				hero(m, P(2, 3), "Next", 5)
			},
			minion: "Brute", target: P(2, 3), want: []string{"move[2,3]", "fight:melee@[2,3]"}, ended: "nothing more it can do",
		},
		{
			name: "out of Action Points half way", rule: "L693",
			build: func(m *Map) {
				put(m, P(2, 2), minion("Slow", 1, "M*R"))
				hero(m, P(0, 0), "Far", 5)
			},
			minion: "Slow", target: P(0, 0), want: []string{"move[1,2][0,2][0,1]"}, ended: "out of Action Points",
		},
		{
			name: "no enemy can be reached: nothing to do", rule: "L678",
			build: func(m *Map) {
				wall(m, P(2, 2), dirs[:]...)
				put(m, P(2, 2), minion("Walled", 3, "M*R"))
				hero(m, P(0, 0), "Far", 5)
			},
			minion: "Walled", want: nil, ended: "nothing more it can do",
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := openMap()
			c.build(m)
			turn := mustTurn(t, m, TurnState{Minion: c.minion})
			if got := kinds(turn); !slices.Equal(got, c.want) {
				t.Fatalf("%s: got %v, want %v\n%s", c.rule, got, c.want, show(turn))
			}
			if c.want != nil && (turn.Target == nil || turn.Target.Region != c.target) {
				t.Errorf("%s: target %s, want %v", c.rule, show(turn.Target), c.target)
			}
			if c.want == nil && turn.Target != nil {
				t.Errorf("no target expected, got %s", show(turn.Target))
			}
			if c.ended != "" && turn.Ended != c.ended {
				t.Errorf("ended %q, want %q", turn.Ended, c.ended)
			}
		})
	}
}

func TestMinionOrderAndStacks(t *testing.T) {
	m := openMap()
	put(m, P(3, 4), minion("SouthEast", 1, "M*"))
	put(m, P(1, 0), minion("Bottom", 1, "M*"))
	put(m, P(1, 0), minion("Top", 1, "M*"))
	put(m, P(1, 3), minion("NorthEast", 1, "M*"))
	m.At(P(1, 0)).Villain = "Lludwik"
	hero(m, P(4, 4), "Rowan", 5)
	var order []string
	for {
		n, ok := NextMinion(m, order)
		if !ok {
			break
		}
		order = append(order, n)
	}
	// L676: furthest North, then East; on a stack the top first. The
	// Villain never acts in the Minion Step.
	if want := []string{"NorthEast", "Top", "Bottom", "SouthEast"}; !slices.Equal(order, want) {
		t.Fatalf("order %v, want %v", order, want)
	}
	plan, err := PlanMinionStep(m, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(plan.Order, []string{"NorthEast", "Top", "Bottom", "SouthEast"}) {
		t.Errorf("PlanMinionStep order %v", plan.Order)
	}
	// Advance pulls the acting Minion to the top (L678) and leaves it on
	// top where it stops (L704).
	work := m.Clone()
	turn := mustTurn(t, work, TurnState{Minion: "Bottom"})
	st := turn.State()
	if _, err := Advance(work, st, Step{Kind: StepFight, Action: Melee}); err != nil {
		t.Fatal(err)
	}
	if s := work.At(P(1, 0)).Minions; s[len(s)-1].Name != "Bottom" || work.At(P(1, 0)).Villain != "Lludwik" {
		t.Errorf("the acting Minion goes on top, the Villain stays under the stack: %+v", s)
	}
	work = m.Clone()
	put(work, P(0, 0), minion("Sitting", 1, "M*"))
	if _, err := Advance(work, TurnState{Minion: "Top"}, Step{Kind: StepMove, Path: []Pos{P(0, 0)}}); err != nil {
		t.Fatal(err)
	}
	if s := work.At(P(0, 0)).Minions; len(s) != 2 || s[1].Name != "Top" {
		t.Errorf("a Minion entering a region lies on top as its Defender: %+v", s)
	}
	if _, err := Advance(work, TurnState{Minion: "Top"}, Step{Kind: StepMove, Path: []Pos{P(2, 2)}}); err == nil {
		t.Error("Advance accepted a step to a region that is not adjacent")
	}
	if _, err := Advance(work, TurnState{Minion: "Top", Rolled: []ActionType{Melee}}, Step{Kind: StepFight, Action: Melee}); err == nil {
		t.Error("Advance accepted a second Melee roll")
	}
}

// A target Defeated mid-turn: the rest of the turn is planned again from
// where it stands, and step 1 chooses afresh.
func TestReplanAfterTargetDefeated(t *testing.T) {
	m := exampleA(2)
	turn := mustTurn(t, m, TurnState{Minion: "Teslo"})
	st, err := Advance(m, turn.State(), turn.Steps[0])
	if err != nil {
		t.Fatal(err)
	}
	// The Ranged roll Defeats the Elemental: it leaves the map.
	m.At(P(2, 3)).Heroes = nil
	rest := mustTurn(t, m, st)
	if rest.Target == nil || rest.Target.Region != P(2, 1) {
		t.Fatalf("a new target once the old one is gone: %s", show(rest.Target))
	}
	if got := kinds(rest); !slices.Equal(got, []string{"move[2,1]", "fight:melee@[2,1]"}) {
		t.Errorf("the rest of the turn: %v", got)
	}
	if rest.Actions != 2 || !slices.Equal(rest.Rolled, []ActionType{Ranged}) {
		t.Errorf("state carried: %d %v", rest.Actions, rest.Rolled)
	}
	// Nothing Defeated: the plan from the same state is the rest of the
	// original plan.
	m2 := exampleA(2)
	st2, _ := Advance(m2, turn.State(), turn.Steps[0])
	again := mustTurn(t, m2, st2)
	if show(again.Steps) != show(turn.Steps[1:]) {
		t.Errorf("replanning from a step of the plan must give the rest of it:\n%s\n%s", show(again.Steps), show(turn.Steps[1:]))
	}
}

func TestDefenderChoice(t *testing.T) {
	m := openMap()
	put(m, P(2, 2), minion("Gnome", 2, "M*"))
	hero(m, P(2, 3), "Rowan", 5)
	sidekick(m, P(2, 3), "Frank", 2)
	turn := mustTurn(t, m, TurnState{Minion: "Gnome"})
	fight := turn.Steps[len(turn.Steps)-1]
	if fight.Defender != "" || fight.Choice == nil || fight.Choice.Kind != "defender" || !slices.Equal(fight.Choice.Options, []string{"Rowan", "Frank"}) {
		t.Fatalf("two possible Defenders: the Heroes choose: %s", show(fight))
	}
	m.At(P(2, 3)).Defender = "Frank"
	turn = mustTurn(t, m, TurnState{Minion: "Gnome"})
	if f := turn.Steps[len(turn.Steps)-1]; f.Defender != "Frank" || f.Choice != nil {
		t.Errorf("a Defender already chosen this round keeps defending: %s", show(f))
	}
}

func TestEndOfTurnReminders(t *testing.T) {
	m := openMap()
	put(m, P(2, 2), minion("Nasty", 1, "M*", Doom, Poison, Rockfall, Bomb))
	hero(m, P(2, 2), "Rowan", 5)
	sidekick(m, P(2, 2), "Frank", 2)
	turn := mustTurn(t, m, TurnState{Minion: "Nasty"})
	var got []Ability
	for _, r := range turn.Reminders {
		got = append(got, r.Ability)
		if (r.Ability == Doom || r.Ability == Poison) && !slices.Equal(r.Heroes, []string{"Rowan"}) {
			t.Errorf("%s affects Heroes, not Sidekicks: %v", r.Ability, r.Heroes)
		}
	}
	if !slices.Equal(got, []Ability{Doom, Poison, Rockfall, Bomb}) {
		t.Errorf("reminders in card order: %v", got)
	}
	// The box holds 5 of each: a 6th Bomb first explodes all (L982); a 6th
	// Rockfall is never placed (L1012).
	m.At(P(0, 0)).Bombs, m.At(P(0, 1)).Rockfalls = 5, 5
	turn = mustTurn(t, m, TurnState{Minion: "Nasty"})
	for _, r := range turn.Reminders {
		if r.Ability == Bomb && !strings.Contains(r.Say, "explode them all first") {
			t.Errorf("Bomb: %s", r.Say)
		}
		if r.Ability == Rockfall && !strings.Contains(r.Say, "place none") {
			t.Errorf("Rockfall: %s", r.Say)
		}
	}
	if err := EndTurn(m, turn); err != nil {
		t.Fatal(err)
	}
	if m.At(P(0, 0)).Bombs != 0 || m.At(P(2, 2)).Bombs != 1 || m.At(P(2, 2)).Rockfalls != 0 {
		t.Errorf("EndTurn tokens: bombs %d/%d, rockfall %d", m.At(P(0, 0)).Bombs, m.At(P(2, 2)).Bombs, m.At(P(2, 2)).Rockfalls)
	}
	// Doom with no Hero in the region says nothing.
	m2 := openMap()
	put(m2, P(2, 2), minion("Lonely", 1, "M*", Doom))
	hero(m2, P(0, 0), "Far", 5)
	if turn := mustTurn(t, m2, TurnState{Minion: "Lonely"}); len(turn.Reminders) != 0 {
		t.Errorf("no Hero to Doom: %s", show(turn.Reminders))
	}
}

func TestSpawnTieBreaks(t *testing.T) {
	cases := []struct {
		name  string
		build func(m *Map)
		want  Pos
	}{
		{"closest Portal to the least-Health Hero", func(m *Map) {
			hero(m, P(2, 2), "Low", 2)
			hero(m, P(0, 0), "High", 9)
			portal(m, P(0, 0), P(2, 4))
		}, P(2, 4)},
		{"a Sidekick with less Health is not a Hero", func(m *Map) {
			hero(m, P(2, 2), "Low", 2)
			sidekick(m, P(0, 0), "Frank", 1)
			portal(m, P(0, 0), P(2, 4))
		}, P(2, 4)},
		{"equally close Portals: North first", func(m *Map) {
			hero(m, P(2, 2), "Low", 2)
			portal(m, P(2, 3), P(1, 2), P(3, 2))
		}, P(1, 2)},
		{"equally close Portals, same row: East first", func(m *Map) {
			hero(m, P(2, 2), "Low", 2)
			portal(m, P(2, 1), P(2, 3))
		}, P(2, 3)},
		{"across the wrapping edge", func(m *Map) {
			hero(m, P(0, 0), "Low", 2)
			m.At(P(4, 4)).Tile = Portal // 2 steps across two borders
			m.At(P(2, 2)).Tile = Portal // 4 steps
		}, P(4, 4)},
		{"through Walls the long way", func(m *Map) {
			hero(m, P(2, 2), "Low", 2)
			wall(m, P(2, 2), East)
			m.At(P(2, 3)).Tile = Portal // 3 steps round the Wall
			m.At(P(0, 2)).Tile = Portal // 2 steps
		}, P(0, 2)},
		{"two Heroes tie for least Health: the Portal closest to either", func(m *Map) {
			hero(m, P(0, 0), "LowA", 2)
			hero(m, P(3, 3), "LowB", 2)
			m.At(P(2, 0)).Tile = Portal // 2 from LowA
			m.At(P(3, 4)).Tile = Portal // 1 from LowB
		}, P(3, 4)},
		{"placing is not moving: Minions in the way do not lengthen it", func(m *Map) {
			for _, c := range []int{0, 1, 2, 3, 4} {
				wall(m, P(2, c), North, South)
			}
			wall(m, P(2, 0), West)
			hero(m, P(2, 0), "Low", 2)
			put(m, P(2, 1), minion("InTheWay", 1, "M*"))
			m.At(P(2, 2)).Tile = Portal // 2 steps, through the Minion
			m.At(P(0, 0)).Tile = Portal // unreachable
		}, P(2, 2)},
		{"no Portal can be reached: North, then East", func(m *Map) {
			wall(m, P(2, 2), dirs[:]...)
			hero(m, P(2, 2), "Low", 2)
			portal(m, P(4, 4), P(1, 1), P(1, 3))
		}, P(1, 3)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := openMap()
			c.build(m)
			p, err := PlaceSpawns(m, []MinionSize{SizeChump, SizeElite})
			if err != nil {
				t.Fatal(err)
			}
			if len(p.Placements) != 2 || p.Placements[0].Region != c.want || p.Placements[1].Region != c.want {
				t.Fatalf("want %v: %s", c.want, show(p))
			}
		})
	}
	m := openMap()
	portal(m, P(0, 0))
	if _, err := PlaceSpawns(m, []MinionSize{SizeChump}); !tracker.IsRefusal(err) {
		t.Errorf("no Hero on the map: want a refusal, got %v", err)
	}
	hero(m, P(1, 1), "Rowan", 3)
	m.At(P(0, 0)).Tile = ""
	if _, err := PlaceSpawns(m, []MinionSize{SizeChump}); !tracker.IsRefusal(err) {
		t.Errorf("no Portal: want a refusal, got %v", err)
	}
}

func TestMagicRollRules(t *testing.T) {
	spells := func(costs ...[]int) []Spell {
		out := []Spell{{Costs: []int{0}}}
		for _, c := range costs {
			out = append(out, Spell{Costs: c})
		}
		return out
	}
	cases := []struct {
		name     string
		hits     int
		plus     PlusOnes
		spells   []Spell
		done     bool
		paid     []int
		leftover int
		resolve  []int
	}{
		{"nothing flipped yet: flip the Unique Spell", 5, PlusOnes{}, nil, false, nil, 0, nil},
		{"a roll of 0 still casts the Unique Spell, then stops", 0, PlusOnes{}, spells(), true, []int{0}, 0, []int{1}},
		{"Hits left after the Unique Spell: flip again", 3, PlusOnes{}, spells(), false, []int{0}, 0, nil},
		{"the highest affordable cost", 5, PlusOnes{}, spells([]int{1, 3, 6}), false, []int{0, 3}, 0, nil},
		{"the pool spent exactly: stop", 3, PlusOnes{}, spells([]int{1, 3, 6}), true, []int{0, 3}, 0, []int{2, 1}},
		{"unaffordable even at its lowest: discard, leftover becomes Plus-Ones", 2, PlusOnes{}, spells([]int{3, 5}), true, []int{0, -1}, 2, []int{1}},
		{"all Magic Plus-Ones are spent into the pool", 1, PlusOnes{Magic: 2, Melee: 1}, spells([]int{3}), true, []int{0, 3}, 0, []int{2, 1}},
		{"a 0-cost Spell after the Unique one is cast, flipping goes on", 2, PlusOnes{}, spells([]int{0}, []int{2}), true, []int{0, 0, 2}, 0, []int{3, 2, 1}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := MagicRoll(MagicInput{Roll: Pool{Hits: ptr(c.hits)}, PlusOnes: c.plus, Spells: c.spells})
			if err != nil {
				t.Fatal(err)
			}
			var paid []int
			for _, s := range p.Spells {
				if s.Cast {
					paid = append(paid, s.Paid)
				} else {
					paid = append(paid, -1)
				}
			}
			if p.Done != c.done || !slices.Equal(paid, c.paid) || !slices.Equal(p.Resolve, c.resolve) {
				t.Fatalf("got %s", show(p))
			}
			if c.done && p.PlusOnes.Gained != c.leftover {
				t.Errorf("leftover %d, want %d", p.PlusOnes.Gained, c.leftover)
			}
			if c.done && p.PlusOnes.PlusOnes.Magic != c.leftover {
				t.Errorf("the Magic row holds only the leftover: %+v", p.PlusOnes.PlusOnes)
			}
		})
	}
	// Flipping past the stop is a mistake the engine names.
	_, err := MagicRoll(MagicInput{Roll: Pool{Hits: ptr(3)}, Spells: spells([]int{3}, []int{1})})
	if err == nil || !strings.Contains(err.Error(), "spells[2]") {
		t.Errorf("want an error naming spells[2], got %v", err)
	}
	_, err = MagicRoll(MagicInput{Roll: Pool{Hits: ptr(3)}, Spells: []Spell{{Costs: []int{2}}}})
	if err == nil || !strings.Contains(err.Error(), "spells[0].costs") {
		t.Errorf("the Unique Spell costs 0: %v", err)
	}
}

func TestPlusOneCap(t *testing.T) {
	cases := []struct {
		name      string
		before    PlusOnes
		gain      int
		after     PlusOnes
		lost      int
		choice    []string
		choiceCnt int
	}{
		{"under the cap", PlusOnes{Melee: 2}, 3, PlusOnes{Melee: 2, Magic: 3}, 0, nil, 0},
		{"a 7th: the only other row gives one", PlusOnes{Melee: 4}, 3, PlusOnes{Melee: 3, Magic: 3}, 0, nil, 0},
		{"a 7th with two rows to give: the Lead Hero chooses", PlusOnes{Melee: 2, Corruption: 2}, 3, PlusOnes{Melee: 2, Corruption: 2, Magic: 3}, 0, []string{"melee", "corruption"}, 1},
		{"all others must go: no choice left", PlusOnes{Melee: 1, Ranged: 1}, 6, PlusOnes{Magic: 6}, 0, nil, 0},
		{"more than 6 with nothing else to discard: the rest is lost", PlusOnes{}, 9, PlusOnes{Magic: 6}, 3, nil, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := gainPlusOnes(c.before, Magic, c.gain, 6)
			if g.PlusOnes != c.after || g.Lost != c.lost {
				t.Fatalf("got %s", show(g))
			}
			if c.choice == nil && g.Discard != nil || c.choice != nil && (g.Discard == nil || !slices.Equal(g.Discard.Options, c.choice) || g.Discard.Count != c.choiceCnt) {
				t.Fatalf("choice: %s", show(g.Discard))
			}
		})
	}
}

func TestCorruptionRollRules(t *testing.T) {
	std := Decks{Chump: Deck{Cost: 3, Cards: 9}, Elite: Deck{Cost: 5, Cards: 9}, Boss: Deck{Cost: 8, Cards: 9}}
	cases := []struct {
		name  string
		hits  int
		plus  int
		decks Decks
		want  []MinionSize
		left  int
		kinds []string
	}{
		{"nothing affordable", 2, 0, std, nil, 2, nil},
		{"the largest first, again and again", 13, 0, std, []MinionSize{SizeBoss, SizeElite}, 0, nil},
		{"the same size again while it is affordable", 14, 2, std, []MinionSize{SizeBoss, SizeBoss}, 0, nil},
		{"then smaller until none is affordable", 15, 0,
			Decks{Chump: Deck{Cost: 2, Cards: 9}, Elite: std.Elite, Boss: std.Boss},
			[]MinionSize{SizeBoss, SizeElite, SizeChump}, 0, nil},
		{"leftover Hits become Plus-Ones", 10, 0, std, []MinionSize{SizeBoss}, 2, nil},
		{"an empty deck refills from the Hero Stash and discards", 8, 0,
			Decks{Chump: std.Chump, Elite: std.Elite, Boss: Deck{Cost: 8, HeroStash: 1, Discard: 1}},
			[]MinionSize{SizeBoss}, 0, []string{"reshuffle", "spawn"}},
		{"still empty: one size smaller", 8, 0,
			Decks{Chump: std.Chump, Elite: std.Elite, Boss: Deck{Cost: 8}},
			[]MinionSize{SizeElite, SizeChump}, 0, []string{"empty", "spawn", "spawn"}},
		{"a deck running out part way", 16, 0,
			Decks{Chump: std.Chump, Elite: std.Elite, Boss: Deck{Cost: 8, Cards: 1}},
			[]MinionSize{SizeBoss, SizeElite, SizeChump}, 0, []string{"spawn", "empty", "spawn", "spawn"}},
		{"the Easy side's costs are just other costs", 6, 0,
			Decks{Chump: Deck{Cost: 2, Cards: 9}, Elite: Deck{Cost: 6, Cards: 9}, Boss: Deck{Cost: 10, Cards: 9}},
			[]MinionSize{SizeElite}, 0, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := CorruptionRoll(CorruptionInput{Roll: Pool{Hits: ptr(c.hits)}, PlusOnes: PlusOnes{Corruption: c.plus}, Decks: c.decks})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(p.Spawns, c.want) && !(len(p.Spawns) == 0 && c.want == nil) || p.PlusOnes.Gained != c.left {
				t.Fatalf("got %s", show(p))
			}
			if c.kinds != nil {
				var k []string
				for _, s := range p.Steps {
					k = append(k, s.Kind)
				}
				if !slices.Equal(k, c.kinds) {
					t.Errorf("steps %v, want %v", k, c.kinds)
				}
			}
		})
	}
}

func TestLevelUpRules(t *testing.T) {
	rows := Rows{Melee: []Die{Blank, Blank}, Magic: []Die{Master}}
	cases := []struct {
		name    string
		in      LevelUpInput
		xp      int
		health  int
		saved   int
		day     int
		bonus   int
		nUps    int // upgrades given, bonus included
		errWant string
	}{
		{"no Bounty: +2 XP, one Level Up; Day 1 bonus with no Hero Defeated", LevelUpInput{Heroes: 3, Health: 20, HealthMax: 40, Rows: rows, Day: 0}, 2, 20, 0, 1, 2, 2, ""},
		{"a Defeated Hero: 3 Bounty, +4 XP +5 Health, no bonus", LevelUpInput{Heroes: 3, DefeatedHeroes: 1, Health: 20, HealthMax: 40, Rows: rows, Day: 0}, 4, 25, 0, 1, 0, 2, ""},
		{"Day 2 has no bonus", LevelUpInput{Heroes: 5, Health: 20, HealthMax: 40, Rows: rows, Day: 1, XP: 1}, 3, 20, 1, 2, 0, 1, ""},
		{"Day 3 bonus", LevelUpInput{Heroes: 6, Health: 20, HealthMax: 40, Rows: rows, Day: 2}, 2, 20, 0, 3, 2, 2, ""},
		{"Day 3 without bonus once a Hero fell earlier", LevelUpInput{Heroes: 6, Health: 20, HealthMax: 40, Rows: rows, Day: 2, DefeatedEarlier: true}, 2, 20, 0, 3, 0, 1, ""},
		{"Health never above the top of the bar", LevelUpInput{Heroes: 4, DefeatedHeroes: 3, Health: 38, HealthMax: 40, Rows: rows, Day: 1}, 8, 40, 0, 2, 0, 4, ""},
		{"7+ Bounty column", LevelUpInput{Heroes: 4, DefeatedHeroes: 2, Bounty: 1, Health: 10, HealthMax: 40, Rows: rows, Day: 1}, 8, 20, 0, 2, 0, 4, ""},
		{"a 2-Hero game needs its card", LevelUpInput{Heroes: 2, Health: 10, HealthMax: 40, Rows: rows}, 0, 0, 0, 0, 0, 0, "loot"},
		{"a 2-Hero card entered", LevelUpInput{Heroes: 2, Loot: []LootColumn{{Bounty: 0, XP: 1}, {Bounty: 3, XP: 3, Health: 3}}, DefeatedHeroes: 1, Health: 10, HealthMax: 40, Rows: rows, Day: 1}, 3, 13, 1, 2, 0, 1, ""},
		{"Day 4 moves no further", LevelUpInput{Heroes: 3, Health: 10, HealthMax: 40, Rows: rows, Day: 4}, 0, 0, 0, 0, 0, 0, "Day 4"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := LevelUp(c.in)
			if c.errWant != "" {
				if err == nil || !strings.Contains(err.Error(), c.errWant) {
					t.Fatalf("want an error about %q, got %v", c.errWant, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if p.XP != c.xp {
				t.Errorf("xp %d, want %d", p.XP, c.xp)
			}
			if p.Health != c.health || p.XPSaved != c.saved || p.Doom.To != c.day || p.Doom.BonusXP != c.bonus || len(p.Upgrades) != c.nUps {
				t.Fatalf("got %s", show(p))
			}
		})
	}
	if d, err := CloseOffMap(1); err != nil || d.To != 4 || d.BonusXP != 0 {
		t.Errorf("L451 Closed Off: skip to Day 4: %+v %v", d, err)
	}
}

func TestFinalBattleRules(t *testing.T) {
	p, err := Final(FinalInput{
		Villain: FinalVillain{Actions: 3, ActionsMax: 5, Health: 30, Shields: 1},
		Attacks: []VillainAttack{{Damage: 13, Type: Melee}, {Damage: 4, Type: Ranged}, {Damage: 5}},
		LevelUp: &FinalLevelUpInput{Heroes: []string{"Rowan", "Thaddy", "Coach"}, DefeatedHeroes: 1},
	})
	if err != nil {
		t.Fatal(err)
	}
	if p.Turn.Flip != 3 || !slices.Equal(p.Turn.Resolve, []int{3, 2, 1}) {
		t.Errorf("L857: flip one card per Action Point, resolve last first: %+v", p.Turn)
	}
	// 13 with a Shield: 11 gets through, counted 10 (L877, L1018).
	a := p.Attacks
	if a[0].ShieldsSpent != 1 || a[0].Counted != 10 || a[0].Health != 20 || !a[0].RevealDefense {
		t.Errorf("13 damage: %s", show(a[0]))
	}
	if a[1].HealthLost != 0 || a[1].RevealDefense {
		t.Errorf("4 damage does nothing: %s", show(a[1]))
	}
	if a[2].HealthLost != 5 || !a[2].RevealDefense || !strings.Contains(a[2].Say, "no Defense") {
		t.Errorf("an attack with no type: %s", show(a[2]))
	}
	if p.LevelUp.Actions != 4 || p.LevelUp.SoulsGained != 1 || p.Villain.Souls != 1 || p.HeroesWin {
		t.Errorf("level up: %s", show(p))
	}
	p, _ = Final(FinalInput{
		Villain: FinalVillain{Actions: 5, ActionsMax: 5, Health: 7, Souls: 2},
		Attacks: []VillainAttack{{Damage: 10, Type: Magic}},
		LevelUp: &FinalLevelUpInput{Heroes: []string{"Rowan", "Thaddy", "Coach"}, DefeatedHeroes: 1},
	})
	if p.Villain.Health != 0 || !p.HeroesWin || len(p.LevelUp.Pay) != 3 || p.LevelUp.Pay[0].Health != 5 || !p.LevelUp.VillainWins {
		t.Errorf("full Action bar: each Hero pays 5; 3 Souls win: %s", show(p))
	}
}

func TestDamageVillainAlone(t *testing.T) {
	v := FinalVillain{Actions: 1, ActionsMax: 4, Health: 12, Shields: 2}
	d, after, err := DamageVillain(v, VillainAttack{Damage: 9, Type: Ranged})
	if err != nil {
		t.Fatal(err)
	}
	// 9 - 2 - 2 = 5 counts as 5 (L877, L1018).
	if d.ShieldsSpent != 2 || d.Counted != 5 || after.Health != 7 || after.Shields != 0 || v.Health != 12 {
		t.Errorf("%s %+v", show(d), after)
	}
	if _, _, err := DamageVillain(v, VillainAttack{Damage: -1}); err == nil {
		t.Error("negative damage accepted")
	}
}

// TestFinalPayL890L335L942: with the Action bar full each Hero pays 5
// Health (L890). A Hero on the Villain Loot Stash cannot be targeted
// (L335) and has nothing to pay; a Hero pays only what they have (L942),
// and one brought to 0 so is Defeated and cashed in with the others in the
// next item of the step (L891).
func TestFinalPayL890L335L942(t *testing.T) {
	p, err := Final(FinalInput{
		Villain: FinalVillain{Actions: 4, ActionsMax: 4, Health: 40, Souls: 1},
		LevelUp: &FinalLevelUpInput{Heroes: []string{"Rowan", "Thaddy", "Coach"}, DefeatedHeroes: 1,
			Health: []HeroHealth{{"Rowan", 0}, {"Thaddy", 3}, {"Coach", 9}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	l := p.LevelUp
	want := []HeroPay{{Hero: "Thaddy", Health: 3}, {Hero: "Coach", Health: 5}}
	if !slices.Equal(l.Pay, want) {
		t.Errorf("L335, L942: Rowan is on the Stash, Thaddy pays his 3: got %s", show(l.Pay))
	}
	if l.Bounty != 6 || l.SoulsGained != 2 || l.Souls != 3 || !l.VillainWins {
		t.Errorf("L891: Rowan and Thaddy are cashed in, 6 Bounty, 2 Souls: %s", show(l))
	}
	if _, err := Final(FinalInput{Villain: FinalVillain{Actions: 1, ActionsMax: 4, Health: 40},
		LevelUp: &FinalLevelUpInput{Heroes: []string{"Rowan"}, Souls: []LootColumn{{Bounty: 0}}, Health: []HeroHealth{{"Nobody", 3}}}}); err == nil {
		t.Error("health for a Hero not in the game accepted")
	}
}
