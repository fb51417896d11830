package villains

import (
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"tableside/tracker"
)

// midGame is a 5-player table with cards down and the Fate token out.
func midGame(t testing.TB) State {
	t.Helper()
	s, err := NewGame(testSetup(5, 0))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []tracker.Command{
		ally(0, 0, 2), item(0, 0, 1), hero(0, 1, 3), MoveMarker(3), GainPower(3),
		Fate(FateCmd{Action: 1, Target: 2, Card: CardHero, Name: "Knight", Strength: 4, To: 1}),
	} {
		s = mustApply(t, s, c)
	}
	return s
}

func TestGameIdentity(t *testing.T) {
	var g tracker.Game = Game{}
	if g.ID() != "villains" || g.Title() != "Villainous-style" {
		t.Fatalf("%q %q", g.ID(), g.Title())
	}
	tracker.NewCatalog(g) // registers without panicking
}

func TestJSONRoundTrip(t *testing.T) {
	s := midGame(t)
	b := encode(t, s)
	back, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, s) {
		t.Fatalf("round trip changed the state:\n%s\n%s", b, encode(t, back))
	}
	// Game.Apply gives the same as the typed Apply, and its output reads back.
	var g Game
	cmd := PlayCard(PlayCardCmd{Action: 0, Card: CardEffect})
	next, words, err := g.Apply(b, cmd)
	if err != nil {
		t.Fatal(err)
	}
	typed, twords, err := s.Apply(cmd)
	if err != nil {
		t.Fatal(err)
	}
	if words != twords || !bytes.Equal(next, encode(t, typed)) {
		t.Fatalf("Game.Apply and State.Apply differ: %q / %q", words, twords)
	}
	if err := g.CheckState(next); err != nil {
		t.Fatal(err)
	}
	// The typed Apply leaves its input alone.
	if !bytes.Equal(encode(t, s), b) {
		t.Fatal("State.Apply changed its input")
	}
}

func TestCheckStateRejects(t *testing.T) {
	good := encode(t, midGame(t))
	tests := []struct {
		name string
		edit func(*State)
		raw  string // used instead of edit when set
		want string
	}{
		{name: "not JSON", raw: "{", want: "cannot be read"},
		{name: "unknown field", raw: `{"players":[],"extra":1}`, want: "unknown field"},
		{name: "trailing data", raw: string(good) + "{}", want: "extra data"},
		{name: "L10 one player", edit: func(s *State) { s.Players = s.Players[:1] }, want: "needs 2 to 6"},
		{name: "negative Power", edit: func(s *State) { s.Players[1].Power = -1 }, want: "-1 Power"},
		{name: "too many cards", edit: func(s *State) { s.Players[1].Hand = 100 }, want: "100 cards"},
		{name: "marker off the board", edit: func(s *State) { s.Players[1].Marker = 4 }, want: "not on the board"},
		{name: "turn off the table", edit: func(s *State) { s.Turn = 5 }, want: "current player"},
		{name: "first off the table", edit: func(s *State) { s.First = -1 }, want: "first player"},
		{name: "round 0", edit: func(s *State) { s.Round = 0 }, want: "round 0"},
		{name: "unknown step", edit: func(s *State) { s.Step = "nap" }, want: "step"},
		{name: "L52 Fate token in a 4 player game", edit: func(s *State) { s.Players = s.Players[:4]; s.Fate = 1 }, want: "Fate token"},
		{name: "Fate token off the table", edit: func(s *State) { s.Fate = 7 }, want: "Fate token"},
		{name: "L14 objective without a winner", edit: func(s *State) { s.Objective = "x" }, want: "nobody has won"},
		{name: "L14 wrong objective", edit: func(s *State) { s.Winner = 1; s.Objective = "x" }, want: "winner's objective"},
		{name: "L26 used actions out of range", edit: func(s *State) { s.Used = []int{9} }, want: "used actions"},
		{name: "L26 used twice", edit: func(s *State) { s.Used = []int{3, 3} }, want: "used actions"},
		{name: "L22 used before moving", edit: func(s *State) { s.Step = StepMove }, want: "before the Villain moved"},
		{name: "card ID twice", edit: func(s *State) { s.Players[1].Locations[0].Allies = []Card{{ID: 1}} }, want: "twice"},
		{name: "card ID not yet given", edit: func(s *State) { s.NextID = 2 }, want: "out of range"},
		{name: "Item attached to nothing", edit: func(s *State) { s.Players[0].Locations[0].Items[0].On = 3 }, want: "attached to card 3"},
		{name: "Ally attached", edit: func(s *State) { s.Players[0].Locations[0].Allies[0].On = 3 }, want: "only Items attach"},
		{name: "Item with strength", edit: func(s *State) { s.Players[0].Locations[0].Items[0].Strength = 1 }, want: "has a strength"},
		{name: "strength out of range", edit: func(s *State) { s.Players[0].Locations[1].Heroes[0].Strength = 100 }, want: "strength 100"},
		{name: "L32 Gain Power out of range", edit: func(s *State) { s.Players[0].Locations[0].Actions[0].Power = 0 }, want: "Gain Power"},
		{name: "no actions", edit: func(s *State) { s.Players[0].Locations[0].Actions = nil }, want: "0 actions"},
		{name: "same names", edit: func(s *State) { s.Players[1].Name = "ANA" }, want: "two players"},
	}
	var g Game
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := []byte(tt.raw)
			if tt.raw == "" {
				s, err := Decode(good)
				if err != nil {
					t.Fatal(err)
				}
				tt.edit(&s)
				b = encode(t, s)
			}
			err := g.CheckState(b)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error mentioning %q", err, tt.want)
			}
			next, words, err := g.Apply(b, EndActions())
			if err == nil || tracker.IsRefusal(err) || next != nil || words != "" {
				t.Fatalf("Apply on a damaged state: %q %v", words, err)
			}
		})
	}
}

func TestApplyBadCommands(t *testing.T) {
	var g Game
	b := encode(t, newTest(t, 3))
	for _, c := range []tracker.Command{
		{Kind: "fly"},
		{Kind: KindMoveMarker, Args: json.RawMessage(`{"to":"x"}`)},
		{Kind: KindMoveMarker, Args: json.RawMessage(`{"to":1,"speed":2}`)},
		{Kind: KindMoveMarker, Args: json.RawMessage(`{"to":1} {}`)},
		{Kind: KindMoveMarker, Args: json.RawMessage(`[`)},
	} {
		next, _, err := g.Apply(b, c)
		if err == nil || tracker.IsRefusal(err) || next != nil {
			t.Errorf("%s %s: %v", c.Kind, c.Args, err)
		}
	}
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
	md, err := os.ReadFile("../../docs/villains-state.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```json\n(.*?)```").FindAllSubmatch(md, -1)
	if len(blocks) == 0 {
		t.Fatal("no JSON example in the doc")
	}
	s, err := Decode(blocks[0][1])
	if err != nil {
		t.Fatalf("the doc's example: %v", err)
	}
	if len(s.Players) < 2 {
		t.Fatal("the example has no players")
	}
}
