package villains

import (
	"slices"
	"strings"
	"testing"

	"tableside/tracker"
	"tableside/tracker/trackertest"
)

// cmdCase is one command tried on a prepared table. Ana (player 0) moves
// first; edit changes the fresh state directly, prep applies commands.
type cmdCase struct {
	name  string
	n     int // players; 3 when 0
	edit  func(*State)
	prep  []tracker.Command
	cmd   tracker.Command
	want  string // a refusal mentioning this; "" when allowed
	words string // the log words, when allowed
	check func(*testing.T, State)
}

func runCases(t *testing.T, cases []cmdCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			n := c.n
			if n == 0 {
				n = 3
			}
			s := newTest(t, n)
			if c.edit != nil {
				c.edit(&s)
			}
			for _, p := range c.prep {
				s = mustApply(t, s, p)
			}
			if c.want != "" {
				mustRefuse(t, s, c.cmd, c.want)
				return
			}
			next, words, err := s.Apply(c.cmd)
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			if err := next.Check(); err != nil {
				t.Fatalf("invalid state after the command: %v", err)
			}
			if c.words != "" && words != c.words {
				t.Errorf("words %q, want %q", words, c.words)
			}
			if c.check != nil {
				c.check(t, next)
			}
		})
	}
}

// Handy edits.
func marker(loc int) func(*State) { return func(s *State) { s.Players[0].Marker = loc } }
func power(p int) func(*State)    { return func(s *State) { s.Players[0].Power = p } }
func edits(fs ...func(*State)) func(*State) {
	return func(s *State) {
		for _, f := range fs {
			f(s)
		}
	}
}

// Cards placed by prep get IDs 1, 2, 3... in order.
func ally(player, to, strength int) tracker.Command {
	return PlaceCard(PlaceCardCmd{Player: player, Card: CardAlly, Strength: strength, To: to})
}
func hero(player, to, strength int) tracker.Command {
	return PlaceCard(PlaceCardCmd{Player: player, Card: CardHero, Strength: strength, To: to})
}
func item(player, to, on int) tracker.Command {
	return PlaceCard(PlaceCardCmd{Player: player, Card: CardItem, To: to, On: on})
}

func ana(s State) Player { return s.Players[0] }

func TestMoveMarker(t *testing.T) {
	runCases(t, []cmdCase{
		{name: "L22 move to a different unlocked location", cmd: MoveMarker(1),
			words: "Ana: Morgath moves Morgath's Tower -> Morgath's Mire",
			check: func(t *testing.T, s State) {
				if ana(s).Marker != 1 || s.Step != StepActions {
					t.Fatalf("marker %d step %s", ana(s).Marker, s.Step)
				}
			}},
		{name: "L22 any location, not only the next one", cmd: MoveMarker(3)},
		{name: "L22 cannot stay at the same location", cmd: MoveMarker(0), want: "move to a different location"},
		{name: "L22 cannot move to a locked location", cmd: MoveMarker(2), want: "Morgath's Mill is locked"},
		{name: "L22 an unlocked location is open again", prep: []tracker.Command{Unlock(0, 2)}, cmd: MoveMarker(2)},
		{name: "L22 the Villain moves once, at the start", prep: []tracker.Command{MoveMarker(1)}, cmd: MoveMarker(3),
			want: "already moved"},
		{name: "L22 no location 5", cmd: MoveMarker(4), want: "no location 5"},
		{name: "L22 every other location locked", prep: []tracker.Command{Lock(0, 1), Lock(0, 3)}, cmd: MoveMarker(1),
			want: "Every other location of Ana's board is locked"},
	})
}

func TestMarkerDestinations(t *testing.T) {
	s := newTest(t, 3)
	if got := s.MarkerDestinations(); !slices.Equal(got, []int{1, 3}) {
		t.Fatalf("L22 destinations %v, want [1 3] (not here, not locked)", got)
	}
	s = mustApply(t, s, MoveMarker(1))
	if got := s.MarkerDestinations(); got != nil {
		t.Fatalf("L22 destinations in the Actions step: %v", got)
	}
}

func TestGainPower(t *testing.T) {
	runCases(t, []cmdCase{
		{name: "L32 take the number on the symbol", prep: []tracker.Command{MoveMarker(1)}, cmd: GainPower(1),
			words: "Ana: 0 -> 1 Power (Gain Power)",
			check: func(t *testing.T, s State) {
				if ana(s).Power != 1 || !slices.Equal(s.Used, []int{1}) {
					t.Fatalf("power %d used %v", ana(s).Power, s.Used)
				}
			}},
		{name: "L32 Gain Power 2 at the Tower", edit: marker(1), prep: []tracker.Command{MoveMarker(0)}, cmd: GainPower(0),
			words: "Ana: 0 -> 2 Power (Gain Power)"},
		{name: "L26 each action once per turn", prep: []tracker.Command{MoveMarker(1), GainPower(1)}, cmd: GainPower(1),
			want: "Ana has used Gain Power 1 at Morgath's Mire this turn"},
		{name: "L26 only the actions of the Villain's location", prep: []tracker.Command{MoveMarker(1)}, cmd: GainPower(0),
			want: "Action 1 at Morgath's Mire is Fate, not Gain Power"},
		{name: "L26 no action 10", prep: []tracker.Command{MoveMarker(1)}, cmd: GainPower(9), want: "there is no action 10"},
		{name: "L18 move before actions", edit: marker(1), cmd: GainPower(1), want: "must move the Villain"},
		{name: "L18 no actions in the Draw step", prep: []tracker.Command{MoveMarker(1), EndActions()}, cmd: GainPower(1),
			want: "ended the actions"},
		{name: "L26 a Hero covers the top actions", prep: []tracker.Command{hero(0, 1, 3), MoveMarker(1)}, cmd: GainPower(1),
			want: "A Hero covers Gain Power 1 at Morgath's Mire"},
		{name: "L26 a Hero does not cover the bottom actions", prep: []tracker.Command{hero(0, 3, 3), MoveMarker(3)},
			cmd: GainPower(3), words: "Ana: 0 -> 1 Power (Gain Power)"},
		{name: "L26 an uncovered action is available at once",
			prep: []tracker.Command{hero(0, 1, 3), MoveMarker(1), RemoveCard(1, "Hero defeated by an effect")},
			cmd:  GainPower(1), words: "Ana: 0 -> 1 Power (Gain Power)"},
		{name: "Power stays within what the app counts", edit: power(MaxPower), prep: []tracker.Command{MoveMarker(1)},
			cmd: GainPower(1), want: "counts up to 999"},
	})
}

func TestActionsQuery(t *testing.T) {
	s := newTest(t, 3)
	s = mustApply(t, s, hero(0, 1, 2))
	for _, a := range s.Actions() {
		if a.Usable || a.Block != BlockStep || a.Why == "" {
			t.Fatalf("L18 Move step: %+v", a)
		}
	}
	s = mustApply(t, s, MoveMarker(1))
	s = mustApply(t, s, PlayCard(PlayCardCmd{Action: 3, Card: CardEffect}))
	blocks := func(s State) []Block {
		var out []Block
		for _, a := range s.Actions() {
			if a.Usable != (a.Block == BlockNone) || (a.Block != BlockNone) != (a.Why != "") {
				t.Fatalf("inconsistent status %+v", a)
			}
			out = append(out, a.Block)
		}
		return out
	}
	want := []Block{BlockCovered, BlockCovered, BlockNone, BlockUsed}
	if got := blocks(s); !slices.Equal(got, want) {
		t.Fatalf("L26 statuses %v, want %v", got, want)
	}
	if got := s.UsableActions(ActionMoveItemAlly); !slices.Equal(got, []int{2}) {
		t.Fatalf("usable Move an Item or Ally: %v", got)
	}
	if got := s.UsableActions(ActionGainPower); got != nil {
		t.Fatalf("L26 covered Gain Power listed as usable: %v", got)
	}
	s = mustApply(t, s, MoveCard(1, 0, "an effect moved the Hero"))
	want = []Block{BlockNone, BlockNone, BlockNone, BlockUsed}
	if got := blocks(s); !slices.Equal(got, want) {
		t.Fatalf("L26 after the Hero left: %v, want %v", got, want)
	}
	s = mustApply(t, s, EndActions())
	for _, a := range s.Actions() {
		if a.Block != BlockStep {
			t.Fatalf("L18 Draw step: %+v", a)
		}
	}
	if s.Current() != 0 || s.Over() {
		t.Fatal("current player or game over wrong")
	}
}

func TestPlayCard(t *testing.T) {
	at1 := []tracker.Command{MoveMarker(1)}
	runCases(t, []cmdCase{
		{name: "L38 pay the cost; an Ally goes to any location", edit: power(3), prep: at1,
			cmd:   PlayCard(PlayCardCmd{Action: 3, Card: CardAlly, Name: "Imp", Cost: 2, Strength: 3, To: 3}),
			words: "Ana: plays Ally Imp to Morgath's Crypt; 3 -> 1 Power, 4 -> 3 cards (Play a Card)",
			check: func(t *testing.T, s State) {
				got := ana(s).Locations[3].Allies
				if len(got) != 1 || got[0] != (Card{ID: 1, Name: "Imp", Strength: 3}) || s.NextID != 2 {
					t.Fatalf("allies at the Crypt: %+v", got)
				}
			}},
		{name: "L38 any location includes a locked one", prep: at1,
			cmd: PlayCard(PlayCardCmd{Action: 3, Card: CardAlly, To: 2}),
			check: func(t *testing.T, s State) {
				if len(ana(s).Locations[2].Allies) != 1 {
					t.Fatal("no Ally at the Mill")
				}
			}},
		{name: "L58 an Item may be attached to an Ally", prep: append([]tracker.Command{ally(0, 3, 2)}, at1...),
			cmd:   PlayCard(PlayCardCmd{Action: 3, Card: CardItem, Name: "Axe", To: 3, On: 1}),
			words: "Ana: plays Item Axe on Ally #1 at Morgath's Crypt; 0 -> 0 Power, 4 -> 3 cards (Play a Card)"},
		{name: "L38 an Effect leaves the board", edit: power(1), prep: at1,
			cmd: PlayCard(PlayCardCmd{Action: 3, Card: CardEffect, Cost: 1}),
			check: func(t *testing.T, s State) {
				if ana(s).Power != 0 || ana(s).Hand != 3 || s.NextID != 1 {
					t.Fatalf("power %d hand %d next %d", ana(s).Power, ana(s).Hand, s.NextID)
				}
			}},
		{name: "L38 a card costing 0 needs no Power", prep: at1, cmd: PlayCard(PlayCardCmd{Action: 3, Card: CardEffect})},
		{name: "L38 must pay the cost", edit: power(2), prep: at1,
			cmd: PlayCard(PlayCardCmd{Action: 3, Card: CardAlly, Cost: 3}), want: "Ana has 2 Power; this card costs 3."},
		{name: "L38 play from hand: none left", edit: func(s *State) { s.Players[0].Hand = 0 }, prep: at1,
			cmd: PlayCard(PlayCardCmd{Action: 3, Card: CardEffect}), want: "no cards in hand"},
		{name: "L38 one card per Play a Card action", prep: append(at1, PlayCard(PlayCardCmd{Action: 3, Card: CardEffect})),
			cmd: PlayCard(PlayCardCmd{Action: 3, Card: CardEffect}), want: "each action is used once"},
		{name: "L52 Heroes come from Fate", prep: at1, cmd: PlayCard(PlayCardCmd{Action: 3, Card: CardHero}), want: "Fate action"},
		{name: "a card kind is needed", prep: at1, cmd: PlayCard(PlayCardCmd{Action: 3}), want: "Ally, Item or Effect"},
		{name: "a cost is not negative", prep: at1, cmd: PlayCard(PlayCardCmd{Action: 3, Card: CardEffect, Cost: -1}),
			want: "0 to 99"},
		{name: "an Effect has no location", prep: at1, cmd: PlayCard(PlayCardCmd{Action: 3, Card: CardEffect, To: 2}),
			want: "does not stay on the board"},
		{name: "an Ally needs a location on the board", prep: at1,
			cmd: PlayCard(PlayCardCmd{Action: 3, Card: CardAlly, To: 4}), want: "no location 5"},
		{name: "an Item attaches only to a card at its location", prep: append([]tracker.Command{ally(0, 0, 2)}, at1...),
			cmd: PlayCard(PlayCardCmd{Action: 3, Card: CardItem, To: 3, On: 1}), want: "not an Ally or Hero at Morgath's Crypt"},
		{name: "an Ally cannot be attached", prep: append([]tracker.Command{ally(0, 3, 2)}, at1...),
			cmd: PlayCard(PlayCardCmd{Action: 3, Card: CardAlly, To: 3, On: 1}), want: "Only an Item"},
		{name: "L70 strength within bounds", prep: at1,
			cmd: PlayCard(PlayCardCmd{Action: 3, Card: CardAlly, Strength: 100}), want: "Strength 100"},
		{name: "L38 needs a Play a Card action", prep: at1, cmd: PlayCard(PlayCardCmd{Action: 1, Card: CardEffect}),
			want: "is Gain Power, not Play a Card"},
	})
}

func TestActivate(t *testing.T) {
	atTower := edits(marker(1), power(2))
	prep := []tracker.Command{ally(0, 3, 2), hero(0, 3, 1), ally(1, 0, 1), MoveMarker(0)}
	runCases(t, []cmdCase{
		{name: "L46 pay the Activation Cost", edit: atTower, prep: prep, cmd: Activate(2, 1, 2),
			words: "Ana: 2 -> 0 Power, activates Ally #1 (Activate)"},
		{name: "L46 no cost", edit: atTower, prep: prep, cmd: Activate(2, 1, 0),
			words: "Ana: activates Ally #1 (Activate)"},
		{name: "L46 an Item in the realm", edit: atTower, prep: append(prep, item(0, 3, 0)), cmd: Activate(2, 4, 0)},
		{name: "L46 cannot pay", edit: atTower, prep: prep, cmd: Activate(2, 1, 3),
			want: "Ana has 2 Power; activating Ally #1 costs 3."},
		{name: "L46 a Hero is not in the realm", edit: atTower, prep: prep, cmd: Activate(2, 2, 0), want: "not an Ally or Item in Ana's realm"},
		{name: "L46 an opponent's Ally is not in the realm", edit: atTower, prep: prep, cmd: Activate(2, 3, 0), want: "Ana's realm"},
		{name: "L46 needs an Activate action", edit: atTower, prep: prep, cmd: Activate(0, 1, 0), want: "not Activate"},
	})
}

func TestFate(t *testing.T) {
	atMire := []tracker.Command{MoveMarker(1)}
	runCases(t, []cmdCase{
		{name: "L52 a Hero to an unlocked location of the target", prep: atMire, cmd: FateHero(0, 1, "Knight", 4, 3),
			words: "Ana: Fate on Bo: Hero Knight (strength 4) to Vex's Crypt",
			check: func(t *testing.T, s State) {
				h := s.Players[1].Locations[3].Heroes
				if len(h) != 1 || h[0] != (Card{ID: 1, Name: "Knight", Strength: 4}) {
					t.Fatalf("heroes %+v", h)
				}
				if s.Fate != -1 {
					t.Fatalf("L52 a 3 player game gave the Fate token to %d", s.Fate)
				}
			}},
		{name: "L52 not to a locked location", prep: atMire, cmd: FateHero(0, 1, "", 4, 2),
			want: "Vex's Mill on Bo's board is locked"},
		{name: "L52 target an opponent, not yourself", prep: atMire, cmd: FateOther(0, 0), want: "choose an opponent"},
		{name: "L52 target a player at the table", prep: atMire, cmd: FateOther(0, 3), want: "no player 4"},
		{name: "L52 another card changes only the token", n: 5, prep: atMire, cmd: FateOther(0, 4),
			words: "Ana: Fate on Eli; Eli takes the Fate token",
			check: func(t *testing.T, s State) {
				if s.Fate != 4 {
					t.Fatalf("L52 Fate token with %d, want 4", s.Fate)
				}
			}},
		{name: "L52 5 players: the token holder cannot be targeted", n: 5,
			edit: func(s *State) { s.Fate = 2 }, prep: atMire, cmd: FateOther(0, 2), want: "Cy holds the Fate token"},
		{name: "L52 6 players: the token holder cannot be targeted", n: 6,
			edit: func(s *State) { s.Fate = 5 }, prep: atMire, cmd: FateOther(0, 5), want: "Fay holds the Fate token"},
		{name: "L52 the token passes on", n: 6, edit: func(s *State) { s.Fate = 5 }, prep: atMire, cmd: FateOther(0, 1),
			check: func(t *testing.T, s State) {
				if s.Fate != 1 {
					t.Fatalf("token with %d", s.Fate)
				}
			}},
		{name: "L52 4 players: no token, the same target again", n: 4,
			edit: func(s *State) { s.Turn, s.First = 2, 2 }, prep: []tracker.Command{MoveMarker(1)}, cmd: FateOther(0, 1),
			check: func(t *testing.T, s State) {
				if s.Fate != -1 {
					t.Fatal("L52 a 4 player game used the Fate token")
				}
			}},
		{name: "L52 a Fate Item on a Hero of the target", prep: append([]tracker.Command{hero(1, 3, 2)}, atMire...),
			cmd: Fate(FateCmd{Action: 0, Target: 1, Card: CardItem, Name: "Shield", To: 3, On: 1}),
			check: func(t *testing.T, s State) {
				if it := s.Players[1].Locations[3].Items; len(it) != 1 || it[0].On != 1 {
					t.Fatalf("items %+v", it)
				}
			}},
		{name: "L52 no Allies from a Fate deck", prep: atMire, cmd: Fate(FateCmd{Action: 0, Target: 1, Card: CardAlly}),
			want: "Allies come from the Villain deck"},
		{name: "L26 Fate needs a Fate action", prep: atMire, cmd: FateOther(1, 1), want: "not Fate"},
	})
}

func TestFateCoversTarget(t *testing.T) {
	s := mustApply(t, newTest(t, 3), MoveMarker(1))
	s = mustApply(t, s, FateHero(0, 1, "Knight", 4, 3))
	s = mustApply(t, s, EndActions())
	if s.DrawCount() != 0 {
		t.Fatalf("L80 Ana holds 4 cards and draws %d", s.DrawCount())
	}
	s = mustApply(t, s, EndTurn())
	s = mustApply(t, s, MoveMarker(3)) // Bo goes to the Crypt, under the Knight
	want := []Block{BlockCovered, BlockCovered, BlockNone, BlockNone}
	for i, a := range s.Actions() {
		if a.Block != want[i] {
			t.Fatalf("L26/L52 action %d: %+v, want %q", i, a, want[i])
		}
	}
}

func TestFateTargets(t *testing.T) {
	for _, tt := range []struct {
		name string
		n    int
		fate int
		want []int
	}{
		{"L52 3 players: every opponent", 3, -1, []int{1, 2}},
		{"L52 4 players: every opponent", 4, -1, []int{1, 2, 3}},
		{"L52 5 players: not the token holder", 5, 3, []int{1, 2, 4}},
		{"L52 6 players: not the token holder", 6, 1, []int{2, 3, 4, 5}},
		{"L52 5 players: a token on yourself changes nothing", 5, 0, []int{1, 2, 3, 4}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newTest(t, tt.n)
			s.Fate = tt.fate
			if err := s.Check(); err != nil {
				t.Fatal(err)
			}
			if got := s.FateTargets(); !slices.Equal(got, tt.want) {
				t.Fatalf("targets %v, want %v", got, tt.want)
			}
			if s.FateTokenInUse() != (tt.n >= 5) {
				t.Fatal("FateTokenInUse wrong")
			}
		})
	}
	s := newTest(t, 3)
	if got := s.HeroLocations(1); !slices.Equal(got, []int{0, 1, 3}) {
		t.Fatalf("L52 Hero locations %v, want the unlocked [0 1 3]", got)
	}
}

func TestMoveItemAlly(t *testing.T) {
	// Ana's Mire (1) has Move an Item or Ally as action 2.
	cards := []tracker.Command{ally(0, 0, 2), item(0, 0, 1), item(0, 0, 0), ally(0, 3, 1), ally(1, 0, 1), hero(0, 0, 1)}
	prep := append(cards, MoveMarker(1))
	runCases(t, []cmdCase{
		{name: "L58 an Ally to an adjacent location, with its Item", prep: prep, cmd: MoveItemAlly(2, 1, 1),
			words: "Ana: Ally #1 Morgath's Tower -> Morgath's Mire (Move an Item or Ally)",
			check: func(t *testing.T, s State) {
				l := ana(s).Locations
				if len(l[1].Allies) != 1 || len(l[1].Items) != 1 || l[1].Items[0].ID != 2 || len(l[0].Items) != 1 {
					t.Fatalf("Tower %+v Mire %+v", l[0], l[1])
				}
			}},
		{name: "L58 a loose Item moves", prep: prep, cmd: MoveItemAlly(2, 3, 1)},
		{name: "L58 an attached Item cannot move", prep: prep, cmd: MoveItemAlly(2, 2, 1), want: "Item #2 is attached to Ally #1"},
		{name: "L58 only to an adjacent location", prep: prep, cmd: MoveItemAlly(2, 1, 3), want: "next to it"},
		{name: "L58 the Crypt is next to the Mill only", prep: append(cards, Unlock(0, 2), MoveMarker(1)),
			cmd: MoveItemAlly(2, 4, 0), want: "next to it"},
		{name: "L58 not into a locked location", prep: prep, cmd: MoveItemAlly(2, 4, 2), want: "Morgath's Mill is locked; nothing moves into it"},
		{name: "L58 not out of a locked location", prep: append(cards, Lock(0, 0), MoveMarker(1)),
			cmd: MoveItemAlly(2, 1, 1), want: "Morgath's Tower is locked; nothing moves out of it"},
		{name: "L58 not a Hero", prep: prep, cmd: MoveItemAlly(2, 6, 1), want: "not an Ally or Item on Ana's board"},
		{name: "L58 not an opponent's Ally", prep: prep, cmd: MoveItemAlly(2, 5, 1), want: "not an Ally or Item on Ana's board"},
		{name: "L58 needs the action", prep: prep, cmd: MoveItemAlly(3, 1, 1), want: "not Move an Item or Ally"},
	})
	s := newTest(t, 3)
	for _, c := range prep {
		s = mustApply(t, s, c)
	}
	for _, tt := range []struct {
		card int
		want []int
	}{{1, []int{1}}, {2, nil}, {3, []int{1}}, {4, nil}, {5, nil}, {6, []int{1}}} {
		if got := s.MoveDestinations(tt.card); !slices.Equal(got, tt.want) {
			t.Errorf("L58/L64 MoveDestinations(%d) = %v, want %v", tt.card, got, tt.want)
		}
	}
}

func TestMoveHero(t *testing.T) {
	// Ana's Mill (2, unlocked here) has Move a Hero as action 3 and a
	// covered Gain Power 3 as action 0.
	prep := []tracker.Command{Unlock(0, 2), hero(0, 2, 3), hero(0, 0, 1), ally(0, 2, 1)}
	runCases(t, []cmdCase{
		{name: "L64 a Hero to an adjacent location", prep: append(prep, MoveMarker(2)), cmd: MoveHero(3, 1, 1),
			words: "Ana: Hero #1 Morgath's Mill -> Morgath's Mire (Move a Hero)"},
		{name: "L64 only adjacent", prep: append(prep, MoveMarker(2)), cmd: MoveHero(3, 2, 2), want: "next to it"},
		{name: "L64 not into a locked location", prep: append(prep, Lock(0, 3), MoveMarker(2)), cmd: MoveHero(3, 1, 3),
			want: "nothing moves into it"},
		{name: "L64 not out of a locked location", prep: append(prep, MoveMarker(2), Lock(0, 2)), cmd: MoveHero(3, 1, 1),
			want: "nothing moves out of it"},
		{name: "L64 only a Hero", prep: append(prep, MoveMarker(2)), cmd: MoveHero(3, 3, 1), want: "not a Hero on Ana's board"},
		{name: "L26 the Hero leaves: Gain Power 3 at once",
			prep: append(prep, MoveMarker(2), MoveHero(3, 1, 3)), cmd: GainPower(0), words: "Ana: 0 -> 3 Power (Gain Power)"},
		{name: "L26 covered before the Hero leaves", prep: append(prep, MoveMarker(2)), cmd: GainPower(0), want: "A Hero covers"},
	})
}

func TestVanquish(t *testing.T) {
	// Ana's Crypt (3) has Vanquish as action 2 (bottom, never covered).
	cards := []tracker.Command{hero(0, 3, 4), ally(0, 3, 3), ally(0, 3, 1), ally(0, 1, 5), item(0, 3, 2), item(0, 3, 1), hero(1, 3, 1)}
	prep := append(cards, MoveMarker(3))
	runCases(t, []cmdCase{
		{name: "L70 equal strength is enough (>=)", prep: prep, cmd: Vanquish(2, 1, 2, 3),
			words: "Ana: Ally #2 and Ally #3 (4) vanquish Hero #1 (4) at Morgath's Crypt; all discarded, with Item #6 and Item #5",
			check: func(t *testing.T, s State) {
				l := ana(s).Locations[3]
				if l.Heroes != nil || l.Allies != nil || l.Items != nil {
					t.Fatalf("L70 discard the Hero and Allies used: %+v", l)
				}
				if b, _ := s.actionBlock(0); b != BlockNone {
					t.Fatalf("L26 the top actions are uncovered at once: %s", b)
				}
			}},
		{name: "L70 less strength fails", prep: prep, cmd: Vanquish(2, 1, 2),
			want: "Ally #2 has strength 3; Hero #1 has 4."},
		{name: "L70 only Allies already there", prep: prep, cmd: Vanquish(2, 1, 4),
			want: "Ally #4 is not at Morgath's Crypt"},
		{name: "L70 at least one Ally", prep: prep, cmd: Vanquish(2, 1), want: "at least one Ally"},
		{name: "L70 each Ally once", prep: prep, cmd: Vanquish(2, 1, 2, 2), want: "chosen twice"},
		{name: "L70 a Hero on your board", prep: prep, cmd: Vanquish(2, 7, 2), want: "not a Hero on Ana's board"},
		{name: "L70 Allies, not Items", prep: prep, cmd: Vanquish(2, 1, 5), want: "not an Ally"},
		{name: "L70 needs the action", prep: prep, cmd: Vanquish(3, 1, 2, 3), want: "not Vanquish"},
	})
	s := newTest(t, 3)
	for _, c := range prep {
		s = mustApply(t, s, c)
	}
	if got := s.VanquishAllies(1); len(got) != 2 || got[0].ID != 2 || got[1].ID != 3 {
		t.Fatalf("L70 VanquishAllies %+v", got)
	}
}

func TestDiscard(t *testing.T) {
	prep := []tracker.Command{MoveMarker(0)}
	runCases(t, []cmdCase{
		{name: "L76 discard as many as you want", edit: marker(1), prep: prep, cmd: Discard(3, 4),
			words: "Ana: 4 -> 0 cards (Discard Cards)"},
		{name: "L76 not more than in hand", edit: marker(1), prep: prep, cmd: Discard(3, 5), want: "Ana has 4 cards; there are not 5"},
		{name: "L76 at least one", edit: marker(1), prep: prep, cmd: Discard(3, 0), want: "at least 1"},
	})
}

func TestEndOfTurn(t *testing.T) {
	acted := []tracker.Command{MoveMarker(1)}
	runCases(t, []cmdCase{
		{name: "L22 moving is not optional", cmd: EndActions(), want: "must move the Villain first"},
		{name: "L26 all actions are optional", prep: acted, cmd: EndActions(), words: "Ana: ends actions",
			check: func(t *testing.T, s State) {
				if s.Step != StepDraw {
					t.Fatal(s.Step)
				}
			}},
		{name: "L26 actions end once", prep: append(acted, EndActions()), cmd: EndActions(), want: "already ended"},
		{name: "L80 draw up to 4", edit: func(s *State) { s.Players[0].Hand = 1 }, prep: append(acted, EndActions()),
			cmd: Draw(), words: "Ana: 1 -> 4 cards (Draw)"},
		{name: "L80 no draw with 4 cards", prep: append(acted, EndActions()), cmd: Draw(), want: "nothing to draw"},
		{name: "L80 no draw with more than 4", edit: func(s *State) { s.Players[0].Hand = 6 }, prep: append(acted, EndActions()),
			cmd: Draw(), want: "Ana has 6 cards; there is nothing to draw"},
		{name: "L18 draw after the actions", prep: acted, cmd: Draw(), want: "end the actions first"},
		{name: "L80 end the turn after drawing", edit: func(s *State) { s.Players[0].Hand = 0 },
			prep: append(acted, EndActions()), cmd: EndTurn(), want: "draw up to 4 before ending the turn"},
		{name: "L18 end the turn after the actions", prep: acted, cmd: EndTurn(), want: "must end the actions and draw"},
		{name: "L18 the next player clockwise", prep: append(acted, EndActions()), cmd: EndTurn(),
			words: "Ana: ends the turn; Bo to play",
			check: func(t *testing.T, s State) {
				if s.Turn != 1 || s.Step != StepMove || s.Used != nil || s.Round != 1 {
					t.Fatalf("turn %d step %s used %v round %d", s.Turn, s.Step, s.Used, s.Round)
				}
			}},
		{name: "L18 a new round when the first player is next",
			edit: func(s *State) { s.Turn = 2 }, prep: append(acted, EndActions()), cmd: EndTurn(),
			words: "Cy: ends the turn; Ana to play (round 2)",
			check: func(t *testing.T, s State) {
				if s.Turn != 0 || s.Round != 2 {
					t.Fatalf("turn %d round %d", s.Turn, s.Round)
				}
			}},
	})
}

func TestDrawCount(t *testing.T) {
	s := mustApply(t, newTest(t, 3), MoveMarker(1))
	s = mustApply(t, s, PlayCard(PlayCardCmd{Action: 3, Card: CardEffect}))
	if s.DrawCount() != 0 {
		t.Fatalf("L18 no draw during the actions: %d", s.DrawCount())
	}
	s = mustApply(t, s, EndActions())
	if s.DrawCount() != 1 || s.CurrentPlayer().Name != "Ana" {
		t.Fatalf("L80 Ana holds 3 and draws %d", s.DrawCount())
	}
	s = mustApply(t, s, Draw())
	if s.DrawCount() != 0 || s.CurrentPlayer().Hand != 4 {
		t.Fatalf("L80 after the draw: %d to draw, %d cards", s.DrawCount(), s.CurrentPlayer().Hand)
	}
}

func TestCorrections(t *testing.T) {
	runCases(t, []cmdCase{
		{name: "Power up by a card effect, in any step, for anyone", cmd: AdjustPower(1, 3, "Steal"),
			words: "Bo: 1 -> 4 Power (Steal)"},
		{name: "Power never below 0", cmd: AdjustPower(1, -2, ""), want: "Bo has 1 Power and cannot lose 2"},
		{name: "Power to exactly 0", cmd: AdjustPower(1, -1, ""), words: "Bo: 1 -> 0 Power (correction)"},
		{name: "a change of 0 is no change", cmd: AdjustPower(1, 0, ""), want: "other than 0"},
		{name: "Power within bounds", cmd: AdjustPower(1, MaxPower, ""), want: "counts up to 999"},
		{name: "Hand up", cmd: AdjustHand(2, 2, "Draw 2"), words: "Cy: 4 -> 6 cards (Draw 2)"},
		{name: "Hand never below 0", cmd: AdjustHand(2, -5, ""), want: "Cy has 4 cards and cannot lose 5"},
		{name: "no player 9", cmd: AdjustHand(8, 1, ""), want: "no player 9"},
		{name: "a long reason is refused", cmd: AdjustHand(0, 1, strings.Repeat("x", 121)), want: "under 120"},
		{name: "L7 lock a location", cmd: Lock(1, 3), words: "Bo: Vex's Crypt locked (correction)"},
		{name: "L7 unlock a location", cmd: Unlock(1, 2), words: "Bo: Vex's Mill unlocked (correction)"},
		{name: "L7 already locked", cmd: Lock(1, 2), want: "locked already"},
		{name: "L7 already unlocked", cmd: Unlock(1, 1), want: "has no Lock token"},
		{name: "place a Hero by an effect", cmd: hero(2, 2, 5), words: "Cy: Hero #1 placed at Rook's Mill (correction)"},
		{name: "place an Effect: not a board card", cmd: PlaceCard(PlaceCardCmd{Card: CardEffect}), want: "Ally, Item or Hero"},
		{name: "place an Item on a missing card", cmd: item(0, 0, 3), want: "not an Ally or Hero"},
		{name: "move a card anywhere on its board", prep: []tracker.Command{ally(1, 0, 2), item(1, 0, 1)},
			cmd: MoveCard(1, 3, "Teleport"), words: "Bo: Ally #1 Vex's Tower -> Vex's Crypt (Teleport)",
			check: func(t *testing.T, s State) {
				if l := s.Players[1].Locations[3]; len(l.Allies) != 1 || len(l.Items) != 1 {
					t.Fatalf("the Item did not follow: %+v", l)
				}
			}},
		{name: "move: an attached Item goes with its card", prep: []tracker.Command{ally(1, 0, 2), item(1, 0, 1)},
			cmd: MoveCard(2, 3, ""), want: "attached"},
		{name: "move: already there", prep: []tracker.Command{ally(1, 0, 2)}, cmd: MoveCard(1, 0, ""), want: "already"},
		{name: "remove a card and its Items", prep: []tracker.Command{hero(1, 0, 2), item(1, 0, 1)},
			cmd: RemoveCard(1, "Effect"), words: "Bo: Hero #1 discarded from Vex's Tower, with Item #2 (Effect)"},
		{name: "remove a missing card", cmd: RemoveCard(1, ""), want: "no card 1"},
		{name: "set a Hero's strength", prep: []tracker.Command{hero(1, 0, 2)}, cmd: SetStrength(1, 5, "Item"),
			words: "Bo: Hero #1 strength 2 -> 5 (Item)"},
		{name: "strength unchanged", prep: []tracker.Command{hero(1, 0, 2)}, cmd: SetStrength(1, 2, ""), want: "already"},
		{name: "strength of an Item", prep: []tracker.Command{item(1, 0, 0)}, cmd: SetStrength(1, 2, ""), want: "has no strength"},
		{name: "strength in bounds", prep: []tracker.Command{ally(1, 0, 2)}, cmd: SetStrength(1, -1, ""), want: "0 to 99"},
	})
}

func TestDeclareWinner(t *testing.T) {
	s := mustApply(t, newTest(t, 3), MoveMarker(1))
	s = mustApply(t, s, DeclareWinner(2))
	if s.Winner != 2 || s.Objective != "Rook rules the valley." || !s.Over() {
		t.Fatalf("L14 winner %d objective %q", s.Winner, s.Objective)
	}
	for _, c := range []tracker.Command{
		GainPower(1), MoveMarker(3), EndActions(), Draw(), EndTurn(), AdjustPower(0, 1, ""),
		Lock(0, 1), DeclareWinner(0), hero(0, 0, 1), RemoveCard(1, ""),
	} {
		mustRefuse(t, s, c, "The game is over: Cy won.")
	}
	for _, a := range s.Actions() {
		if a.Block != BlockOver {
			t.Fatalf("L14 action after the end: %+v", a)
		}
	}
	if s.MarkerDestinations() != nil || s.FateTargets() != nil {
		t.Fatal("L14 moves offered after the end")
	}
	// Undo lives in the log: the state before is still there to go back to.
	var g Game
	log := &trackertest.Log{Initial: encode(t, newTest(t, 3))}
	for _, c := range []tracker.Command{MoveMarker(1), DeclareWinner(2)} {
		if _, err := log.Do(g, c, time0); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := log.Do(g, GainPower(1), time0); !tracker.IsRefusal(err) {
		t.Fatalf("L14 after the end: %v", err)
	}
	log.Undo()
	if _, err := log.Do(g, GainPower(1), time0); err != nil {
		t.Fatalf("after undoing the win: %v", err)
	}
}

// 004 L40: a played Ally or Item goes in the space below the location, so
// it covers nothing; only a Hero on top does (L26, L52).
func TestPlayCardL40BelowTheLocation(t *testing.T) {
	s := mustApply(t, newTest(t, 3), MoveMarker(1))
	s = mustApply(t, s, PlayCard(PlayCardCmd{Action: 3, Card: CardAlly, Strength: 2, To: 1}))
	s = mustApply(t, s, PlaceCard(PlaceCardCmd{Player: 0, Card: CardItem, To: 1, Reason: "test"}))
	if l := ana(s).Locations[1]; l.Covered() || len(l.Allies) != 1 || len(l.Items) != 1 {
		t.Fatalf("L40 the Mire: %+v", l)
	}
	s = mustApply(t, s, GainPower(1)) // a top action, still free
	s = mustApply(t, s, FateOther(0, 1))
	if ana(s).Power != 1 {
		t.Fatalf("power %d", ana(s).Power)
	}
}
