package book

import (
	"bytes"
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"tableside/decks"
	"tableside/tracker"
)

// rich is a book with something in every field: Act 5 judged, a session
// being played with packets drawn, stashed, marked and archived, a Quest
// Pool, upgrades, unlocks.
func rich(t testing.TB) State {
	t.Helper()
	s := toAct(t, JudgmentAct)
	s = applyAll(t, s,
		AdjustSupplies(5, "the paper book"),
		BuyUpgrade(BuyUpgradeCmd{Name: "Reliquary", Cost: 2, Benefit: "Keep a Treasure", Reminder: "Equip the named Treasure"}),
		UpgradeNote("Reliquary", "Sword of Dawn"),
		Discover(21, "Ghost Walk!", BoardMini),
		UnlockEnvelope("Skull"),
		UnlockTalent("Rowan", "Wild Heart"),
		AddToPool(NewEvent{Title: "Wisp", Tier: decks.TierI, Cards: 1}),
		AddEvents(actEvents()...),
		StartSession("2025-05-01", "The Judge", "Rowan", "Bjorn"),
	)
	s = drawTo(t, s, "Arrival", Archive(id(t, s, "Arrival"), "B", 1, 0))
	s = mustApply(t, s, FaceJudgment())
	s = drawTo(t, s, "Bats", Stash(id(t, s, "Bats"), "B"))
	s = drawTo(t, s, "Altar", Mark(id(t, s, "Altar"), "D", 3, "Bjorn"))
	s = applyAll(t, s, LevelUp(), Draw(id(t, s, "Cave-in")))
	return s
}

func TestGameIdentity(t *testing.T) {
	var g tracker.Game = Game{}
	if g.ID() != "valor.book" || g.Title() != "Lludwik's Labyrinth campaign book" {
		t.Fatalf("%q %q", g.ID(), g.Title())
	}
	tracker.NewCatalog(g)
}

func TestJSONRoundTrip(t *testing.T) {
	for _, s := range []State{newBook(t), playing(t), rich(t)} {
		b := encode(t, s)
		back, err := Decode(b)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(back, s) || !bytes.Equal(encode(t, back), b) {
			t.Fatalf("round trip changed the state:\n%s\n%s", b, encode(t, back))
		}
		var g Game
		if err := g.CheckState(b); err != nil {
			t.Fatal(err)
		}
	}
	s := rich(t)
	b := encode(t, s)
	if _, _, err := s.Apply(LevelUp()); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(encode(t, s), b) {
		t.Fatal("State.Apply changed its input")
	}
}

func TestCheckStateRejects(t *testing.T) {
	good := encode(t, rich(t))
	find := func(s *State, title string) *Event {
		for i := range s.Events {
			if s.Events[i].Title == title && !s.Events[i].Quest {
				return &s.Events[i]
			}
		}
		t.Fatalf("no %s", title)
		return nil
	}
	tests := []struct {
		name string
		edit func(*State)
		raw  string
		want string
	}{
		{name: "not JSON", raw: "{", want: "cannot be read"},
		{name: "unknown field", raw: `{"act":1,"next_id":1,"rand":{"state":0},"extra":1}`, want: "unknown field"},
		{name: "unknown packet field", raw: `{"act":1,"next_id":2,"rand":{"state":0},"events":[{"id":1,"title":"X","tier":"I","cards":1,"place":"deck","side":"A","act":1,"color":"red"}]}`, want: "unknown field"},
		{name: "trailing data", raw: string(good) + "{}", want: "extra data"},
		{name: "000 L1079 Act 9", edit: func(s *State) { s.Act = 9 }, want: "Acts 1 to 8"},
		{name: "Act 0", edit: func(s *State) { s.Act = 0 }, want: "Acts 1 to 8"},
		{name: "complete early", edit: func(s *State) { s.Complete = true }, want: "completes with Act 8"},
		{name: "ended Acts", edit: func(s *State) { s.Acts = s.Acts[:2] }, want: "ended Acts"},
		{name: "hoard", edit: func(s *State) { s.Hoard = -1 }, want: "Hero Hoard"},
		{name: "supplies", edit: func(s *State) { s.Supplies = MaxSupplies + 1 }, want: "Supplies"},
		{name: "chart order", edit: func(s *State) { s.Chart[1].Bounty = 1 }, want: "not in order"},
		{name: "party name", edit: func(s *State) { s.Party = strings.Repeat("x", 81) }, want: "under 80"},
		{name: "member twice", edit: func(s *State) { s.Members = []string{"Ana", "ANA"} }, want: "named twice"},
		{name: "two sessions open", edit: func(s *State) { s.Sessions[0].Result = "" }, want: "still open"},
		{name: "session result", edit: func(s *State) { s.Sessions[0].Result = "draw" }, want: "won, lost or unfinished"},
		{name: "session Heroes", edit: func(s *State) { s.Sessions[0].Heroes = nil }, want: "1 to 6"},
		{name: "open session with XP", edit: func(s *State) { s.Sessions[len(s.Sessions)-1].XP = 3 }, want: "before it ended"},
		{name: "sessions out of Act order", edit: func(s *State) { s.Sessions[0].Act = 3 }, want: "out of order"},
		{name: "upgrade twice", edit: func(s *State) { s.Upgrades = append(s.Upgrades, s.Upgrades[0]) }, want: "bought twice"},
		{name: "card twice", edit: func(s *State) { s.Cards = append(s.Cards, s.Cards[0]) }, want: "discovered twice"},
		{name: "card board", edit: func(s *State) { s.Cards[0].Board = "side" }, want: "unknown Sideboard"},
		{name: "envelope from a later Act", edit: func(s *State) { s.Envelopes[0].Act = 6 }, want: "out of range"},
		{name: "packet id twice", edit: func(s *State) { s.Events[1].ID = s.Events[0].ID }, want: "used twice"},
		{name: "packet id beyond next", edit: func(s *State) { s.NextID = 2 }, want: "out of range"},
		{name: "000 L190 title twice", edit: func(s *State) { find(s, "Bats").Title = "Crypt" }, want: "share one sleeve"},
		{name: "000 L189 side", edit: func(s *State) { find(s, "Bats").Side = "C" }, want: "sides are A to B"},
		{name: "two drawn", edit: func(s *State) {
			c := find(s, "Crypt")
			c.Place, c.Layer, c.Seen = decks.PlaceDrawn, 0, true
		}, want: "two Event packets are drawn"},
		{name: "drawn unseen", edit: func(s *State) { find(s, "Cave-in").Seen = false }, want: "drawn but not seen"},
		{name: "marker twice", edit: func(s *State) {
			b := find(s, "Bats")
			b.Place, b.Marker, b.Hero, b.ToRead = decks.PlaceMarked, 3, "Rowan", false
		}, want: "marker 3 is on two packets"},
		{name: "marked on a stranger", edit: func(s *State) { find(s, "Altar").Hero = "Gwen" }, want: "not a Hero of this game"},
		{name: "000 L136 marker 7", edit: func(s *State) { find(s, "Altar").Marker = 7 }, want: "no such marker"},
		{name: "unread outside the Stash", edit: func(s *State) { find(s, "Crypt").ToRead = true }, want: "waits to be read"},
		{name: "pool packet of an Act", edit: func(s *State) { find(s, "Crypt").Place, find(s, "Crypt").Layer = decks.PlacePool, 0 }, want: "lies in the Quest Pool"},
		{name: "quest packet out of the pool", edit: func(s *State) {
			for i := range s.Events {
				if s.Events[i].Quest {
					s.Events[i].Place, s.Events[i].Layer = decks.PlaceDeck, 1
				}
			}
		}, want: "no Quest being played"},
		{name: "in the Stash with no session", edit: func(s *State) { s.Sessions = s.Sessions[:len(s.Sessions)-1] }, want: "no game of its own"},
		{name: "an ended Act's packet in the deck", edit: func(s *State) { find(s, "Crypt").Act = 4 }, want: "after its Act ended"},
		{name: "icons out of order", edit: func(s *State) {
			e := find(s, "Arrival")
			e.Faces = []Face{{Side: "B"}, {Side: "A"}}
		}, want: "out of order"},
		{name: "icons of a side it lacks", edit: func(s *State) { find(s, "Arrival").Faces[0].Side = "C" }, want: "not its own"},
		{name: "icons out of range", edit: func(s *State) { find(s, "Arrival").Faces[0].Plus = 10 }, want: "out of range"},
		{name: "000 L1169 decree against the sign", edit: func(s *State) { s.Judgments[0].Decree = DecreeDastardly }, want: "not decreed Dastardly"},
		{name: "000 L1159 Judgment before Act 5", edit: func(s *State) { s.Judgments[0].Act = 4 }, want: "before Act 5"},
		{name: "Judgment twice", edit: func(s *State) { s.Judgments = append(s.Judgments, s.Judgments[0]) }, want: "twice"},
		{name: "quest Judgment of a campaign game", edit: func(s *State) { s.Judgments[0].Session = 1 }, want: "is not one"},
	}
	var g Game
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			raw := []byte(tt.raw)
			if tt.edit != nil {
				s, err := Decode(good)
				if err != nil {
					t.Fatal(err)
				}
				tt.edit(&s)
				raw = mustJSON(t, s)
			}
			err := g.CheckState(raw)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("CheckState: %v, want %q", err, tt.want)
			}
			if _, _, err := g.Apply(raw, LevelUp()); err == nil {
				t.Fatal("Apply accepted a bad state")
			}
		})
	}
}

func TestUnknownCommand(t *testing.T) {
	var g Game
	b := encode(t, newBook(t))
	for _, c := range []tracker.Command{
		{Kind: "fly"},
		{Kind: KindParty, Args: []byte(`{"name":"X","color":1}`)},
		{Kind: KindParty, Args: []byte(`{"name":"X"} {}`)},
		{Kind: KindParty, Args: []byte(`[`)},
	} {
		if _, _, err := g.Apply(b, c); err == nil || tracker.IsRefusal(err) {
			t.Errorf("%s %s: %v", c.Kind, c.Args, err)
		}
	}
}

// TestDocsExample keeps docs/valor-book.md honest: its example must be a
// valid book, the one the text describes.
func TestDocsExample(t *testing.T) {
	md, err := os.ReadFile("../../../docs/valor-book.md")
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
	score, missing := s.JudgmentScore()
	if s.Act != 2 || s.Supplies != 0 || score != 0 || len(missing) != 0 || !reflect.DeepEqual(titlesOf(s.StashToRead()), []string{"Flooded Hall"}) ||
		!reflect.DeepEqual(titlesOf(s.NextDraw()), []string{"Deep Gate"}) || s.MarkersFree()[1] != 3 {
		t.Fatalf("the example is not the one described: %+v", s)
	}
	s, words := applyWords(t, s, ReadStash(MoveCmd{Packet: 3, Choice: "Wait for the tide"}))
	if !strings.Contains(words, "stays in the Hero Stash") {
		t.Fatalf("reading the example's Stash: %q", words)
	}
	if b := encode(t, s); len(b) > 1800 {
		t.Errorf("the doc says about 1.5 kB; the example is %d bytes", len(b))
	}
}
