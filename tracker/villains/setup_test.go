package villains

import (
	"slices"
	"strings"
	"testing"

	"tableside/tracker"
	"tableside/tracker/trackertest"
)

func TestSetupPowerBySeat(t *testing.T) {
	// 004 L10: the first player has none; the 2nd gets 1, the 3rd and 4th
	// 2, the 5th and 6th 3.
	bySeat := []int{0, 1, 2, 2, 3, 3}
	for n := 2; n <= 6; n++ {
		for first := 0; first < n; first++ {
			s, err := NewGame(testSetup(n, first))
			if err != nil {
				t.Fatalf("L10 %d players, first %d: %v", n, first, err)
			}
			for i, p := range s.Players {
				seat := (i - first + n) % n
				if p.Power != bySeat[seat] {
					t.Errorf("L10 %d players, first %d: %s (seat %d) has %d Power, want %d",
						n, first, p.Name, seat+1, p.Power, bySeat[seat])
				}
				if s.SeatOf(i) != seat {
					t.Errorf("SeatOf(%d) = %d, want %d", i, s.SeatOf(i), seat)
				}
			}
			if s.Turn != first || s.First != first {
				t.Errorf("L10 %d players: turn %d, first %d; want %d", n, s.Turn, s.First, first)
			}
		}
	}
}

func TestSetupBoard(t *testing.T) {
	s := newTest(t, 3)
	for _, p := range s.Players {
		if p.Marker != 0 {
			t.Errorf("L6 %s's Villain starts at %d, want the left-most location 0", p.Name, p.Marker)
		}
		if p.Hand != 4 {
			t.Errorf("L9 %s starts with %d cards, want 4", p.Name, p.Hand)
		}
		for i, l := range p.Locations {
			if l.Locked != (i == 2) {
				t.Errorf("L7 %s location %d locked = %v; want a Lock token only on the lock symbol", p.Name, i, l.Locked)
			}
		}
		if p.Objective == "" {
			t.Errorf("L14 %s's objective is missing", p.Name)
		}
	}
	if s.Step != StepMove || s.Round != 1 || s.Winner != -1 || s.Fate != -1 || s.NextID != 1 {
		t.Errorf("start: step %q round %d winner %d fate %d next %d", s.Step, s.Round, s.Winner, s.Fate, s.NextID)
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
}

func TestSetupDoesNotShareCards(t *testing.T) {
	setup := testSetup(2, 0)
	s := trackertest.NewGame(t, NewGame, setup)
	setup.Players[0].Villain.Locations[0].Actions[0].Power = 9
	if s.Players[0].Locations[0].Actions[0].Power != 2 {
		t.Fatal("the state shares its actions with the setup")
	}
}

func TestSetupRefused(t *testing.T) {
	tests := []struct {
		name string
		edit func(*Setup)
		want string
	}{
		{"L10 one player is too few", func(s *Setup) { s.Players = s.Players[:1] }, "2 to 6 players"},
		{"L10 seven players are too many", func(s *Setup) {
			s.Players = append(s.Players, Seat{Name: "Gus", Villain: testVillain("Hex")})
		}, "2 to 6 players"},
		{"names must differ", func(s *Setup) { s.Players[1].Name = " ana " }, "Two players are called"},
		{"a name is required", func(s *Setup) { s.Players[2].Name = "  " }, "Player 3's name is empty"},
		{"L5 a Villain needs locations", func(s *Setup) { s.Players[0].Villain.Locations[3].Name = "" }, "Location 4"},
		{"L14 a Villain needs an objective", func(s *Setup) { s.Players[0].Villain.Objective = "" }, "no objective"},
		{"L10 first player must sit at the table", func(s *Setup) { s.First = 6 }, "not at the table"},
		{"L10 first player -2 is not random", func(s *Setup) { s.First = -2 }, "not at the table"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			setup := testSetup(6, 0)
			tt.edit(&setup)
			_, err := NewGame(setup)
			if err == nil || !tracker.IsRefusal(err) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want a refusal mentioning %q", err, tt.want)
			}
		})
	}
}

func TestRandomFirstPlayerIsDeterministic(t *testing.T) {
	// L10: "Choose first player"; -1 picks with the stored seed.
	picks := map[int]bool{}
	for seed := uint64(0); seed < 64; seed++ {
		setup := testSetup(4, -1)
		setup.Seed = seed
		a := trackertest.NewGame(t, NewGame, setup)
		b, _ := NewGame(setup)
		if a.First != b.First || a.Rand != b.Rand {
			t.Fatalf("seed %d: first %d then %d", seed, a.First, b.First)
		}
		if a.Turn != a.First || a.SeatOf(a.First) != 0 || a.Players[a.First].Power != 0 {
			t.Fatalf("seed %d: the random first player %d does not start with 0 Power and the turn", seed, a.First)
		}
		if a.Rand == tracker.NewRand(seed) {
			t.Fatalf("seed %d: the source did not advance", seed)
		}
		picks[a.First] = true
	}
	if len(picks) != 4 {
		t.Fatalf("64 seeds picked only players %v", picks)
	}
}

func TestValidateVillain(t *testing.T) {
	tests := []struct {
		name string
		edit func(*VillainCard)
		want string // "" for valid
	}{
		{"a full board is valid", func(*VillainCard) {}, ""},
		{"a name is required", func(v *VillainCard) { v.Name = "" }, "name is empty"},
		{"L14 an objective is required", func(v *VillainCard) { v.Objective = " " }, "no objective"},
		{"location names are required", func(v *VillainCard) { v.Locations[1].Name = "" }, "Location 2"},
		{"a location has at least 1 action", func(v *VillainCard) { v.Locations[0].Actions = nil }, "0 actions"},
		{"a location has at most 6 actions", func(v *VillainCard) {
			v.Locations[0].Actions = slices.Repeat([]Action{{Kind: ActionDiscard}}, 7)
		}, "7 actions"},
		{"6 actions are allowed", func(v *VillainCard) {
			v.Locations[0].Actions = slices.Repeat([]Action{{Kind: ActionDiscard}}, 6)
		}, ""},
		{"L32 Gain Power needs its number", func(v *VillainCard) { v.Locations[0].Actions[0].Power = 0 }, "Gain Power"},
		{"L32 Gain Power up to 9", func(v *VillainCard) { v.Locations[0].Actions[0].Power = 10 }, "1 to 9"},
		{"L32 Gain Power 9 is allowed", func(v *VillainCard) { v.Locations[0].Actions[0].Power = 9 }, ""},
		{"only Gain Power has a number", func(v *VillainCard) { v.Locations[0].Actions[1].Power = 2 }, "only Gain Power"},
		{"unknown symbol", func(v *VillainCard) { v.Locations[0].Actions[1].Kind = "dance" }, "not an action symbol"},
		{"long names are refused", func(v *VillainCard) { v.Name = strings.Repeat("x", 81) }, "under 80"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := testVillain("Morgath")
			tt.edit(&v)
			err := v.Validate()
			switch {
			case tt.want == "" && err != nil:
				t.Fatalf("valid Villain refused: %v", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Fatalf("got %v, want an error mentioning %q", err, tt.want)
			}
		})
	}
	for _, k := range ActionKinds {
		if !k.Valid() || k.Title() == string(k) {
			t.Errorf("action kind %q has no title", k)
		}
	}
}

// 004 L10 lists the seats and the Power with the same separator: "2nd /
// 3rd & 4th / 5th & 6th" take "1 / 2 / 3". The 3rd player takes 2, not 1,
// and the 5th takes 3, not 2.
func TestSetupL10ThirdAndFourthTakeTwoFifthAndSixthThree(t *testing.T) {
	s := trackertest.NewGame(t, NewGame, testSetup(6, 1)) // Bo first: Cy is 2nd, ..., Ana 6th
	want := map[string]int{"Bo": 0, "Cy": 1, "Dee": 2, "Eli": 2, "Fay": 3, "Ana": 3}
	for _, p := range s.Players {
		if p.Power != want[p.Name] {
			t.Errorf("L10 %s (seat %d) starts with %d Power, want %d", p.Name, s.SeatOf(s.indexOf(p.Name))+1, p.Power, want[p.Name])
		}
	}
	s3 := trackertest.NewGame(t, NewGame, testSetup(3, 0))
	if got := []int{s3.Players[0].Power, s3.Players[1].Power, s3.Players[2].Power}; !slices.Equal(got, []int{0, 1, 2}) {
		t.Errorf("L10 3 players: Power %v, want [0 1 2]", got)
	}
}

func (s State) indexOf(name string) int {
	for i, p := range s.Players {
		if p.Name == name {
			return i
		}
	}
	return -1
}
