package villains

import (
	"encoding/json"
	"testing"

	"tableside/tracker"
	"tableside/tracker/trackertest"
)

// midGame is a 5-player table with cards down and the Fate token out.
func midGame(t testing.TB) State {
	t.Helper()
	s := trackertest.NewGame(t, NewGame, testSetup(5, 0))
	for _, c := range []tracker.Command{
		ally(0, 0, 2), item(0, 0, 1), hero(0, 1, 3), MoveMarker(3), GainPower(3),
		Fate(FateCmd{Action: 1, Target: 2, Card: CardHero, Name: "Knight", Strength: 4, To: 1}),
	} {
		s = mustApply(t, s, c)
	}
	return s
}

func TestGameIdentity(t *testing.T) {
	trackertest.Identity(t, Game{}, "villains", "Villainous-style")
}

// TestJSONRoundTrip: Game.Apply gives the same as the typed Apply, and its
// output reads back.
func TestJSONRoundTrip(t *testing.T) {
	trackertest.RoundTrip(t, Game{}, Decode, State.Apply, midGame(t), PlayCard(PlayCardCmd{Action: 0, Card: CardEffect}))
}

func TestCheckStateRejects(t *testing.T) {
	good := encode(t, midGame(t))
	trackertest.Rejects(t, Game{}, Decode, good, EndActions(), []trackertest.Damaged[State]{
		{Name: "not JSON", Raw: "{", Want: "cannot be read"},
		{Name: "unknown field", Raw: `{"players":[],"extra":1}`, Want: "unknown field"},
		{Name: "trailing data", Raw: string(good) + "{}", Want: "extra data"},
		{Name: "L10 one player", Edit: func(s *State) { s.Players = s.Players[:1] }, Want: "needs 2 to 6"},
		{Name: "negative Power", Edit: func(s *State) { s.Players[1].Power = -1 }, Want: "-1 Power"},
		{Name: "too many cards", Edit: func(s *State) { s.Players[1].Hand = 100 }, Want: "100 cards"},
		{Name: "marker off the board", Edit: func(s *State) { s.Players[1].Marker = 4 }, Want: "not on the board"},
		{Name: "turn off the table", Edit: func(s *State) { s.Turn = 5 }, Want: "current player"},
		{Name: "first off the table", Edit: func(s *State) { s.First = -1 }, Want: "first player"},
		{Name: "round 0", Edit: func(s *State) { s.Round = 0 }, Want: "round 0"},
		{Name: "unknown step", Edit: func(s *State) { s.Step = "nap" }, Want: "step"},
		{Name: "L52 Fate token in a 4 player game", Edit: func(s *State) { s.Players = s.Players[:4]; s.Fate = 1 }, Want: "Fate token"},
		{Name: "Fate token off the table", Edit: func(s *State) { s.Fate = 7 }, Want: "Fate token"},
		{Name: "L14 objective without a winner", Edit: func(s *State) { s.Objective = "x" }, Want: "nobody has won"},
		{Name: "L14 wrong objective", Edit: func(s *State) { s.Winner = 1; s.Objective = "x" }, Want: "winner's objective"},
		{Name: "L26 used actions out of range", Edit: func(s *State) { s.Used = []int{9} }, Want: "used actions"},
		{Name: "L26 used twice", Edit: func(s *State) { s.Used = []int{3, 3} }, Want: "used actions"},
		{Name: "L22 used before moving", Edit: func(s *State) { s.Step = StepMove }, Want: "before the Villain moved"},
		{Name: "card ID twice", Edit: func(s *State) { s.Players[1].Locations[0].Allies = []Card{{ID: 1}} }, Want: "twice"},
		{Name: "card ID not yet given", Edit: func(s *State) { s.NextID = 2 }, Want: "out of range"},
		{Name: "Item attached to nothing", Edit: func(s *State) { s.Players[0].Locations[0].Items[0].On = 3 }, Want: "attached to card 3"},
		{Name: "Ally attached", Edit: func(s *State) { s.Players[0].Locations[0].Allies[0].On = 3 }, Want: "only Items attach"},
		{Name: "Item with strength", Edit: func(s *State) { s.Players[0].Locations[0].Items[0].Strength = 1 }, Want: "has a strength"},
		{Name: "strength out of range", Edit: func(s *State) { s.Players[0].Locations[1].Heroes[0].Strength = 100 }, Want: "strength 100"},
		{Name: "L32 Gain Power out of range", Edit: func(s *State) { s.Players[0].Locations[0].Actions[0].Power = 0 }, Want: "Gain Power"},
		{Name: "no actions", Edit: func(s *State) { s.Players[0].Locations[0].Actions = nil }, Want: "0 actions"},
		{Name: "same names", Edit: func(s *State) { s.Players[1].Name = "ANA" }, Want: "two players"},
	})
}

func TestApplyBadCommands(t *testing.T) {
	var g Game
	b := encode(t, newTest(t, 3))
	trackertest.BadCommands(t, g, b,
		tracker.Command{Kind: "fly"},
		tracker.Command{Kind: KindMoveMarker, Args: json.RawMessage(`{"to":"x"}`)},
		tracker.Command{Kind: KindMoveMarker, Args: json.RawMessage(`{"to":1,"speed":2}`)},
		tracker.Command{Kind: KindMoveMarker, Args: json.RawMessage(`{"to":1} {}`)},
		tracker.Command{Kind: KindMoveMarker, Args: json.RawMessage(`[`)},
	)
	// No arguments at all reads as zero values: MoveMarker to 0, where
	// the Villain already is.
	if _, _, err := g.Apply(b, tracker.Command{Kind: KindMoveMarker}); !tracker.IsRefusal(err) {
		t.Errorf("empty args: %v", err)
	}
	if _, _, err := g.Apply(b, tracker.Command{Kind: KindMoveMarker, Args: json.RawMessage(`null`)}); !tracker.IsRefusal(err) {
		t.Errorf("null args: %v", err)
	}
}

// TestDocsExample keeps docs/villains-state.md honest: its example must be
// a state this package reads and accepts.
func TestDocsExample(t *testing.T) {
	s, err := Decode(trackertest.DocExample(t, "../../docs/villains-state.md"))
	if err != nil {
		t.Fatalf("the doc's example: %v", err)
	}
	if len(s.Players) < 2 {
		t.Fatal("the example has no players")
	}
}
