package book

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"tableside/decks"
	"tableside/tracker"
	"tableside/tracker/trackertest"
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
	trackertest.Identity(t, Game{}, "valor.book", "Lludwik's Labyrinth campaign book")
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
	trackertest.Rejects(t, Game{}, Decode, good, LevelUp(), []trackertest.Damaged[State]{
		{Name: "not JSON", Raw: "{", Want: "cannot be read"},
		{Name: "unknown field", Raw: `{"act":1,"next_id":1,"rand":{"state":0},"extra":1}`, Want: "unknown field"},
		{Name: "unknown packet field", Raw: `{"act":1,"next_id":2,"rand":{"state":0},"events":[{"id":1,"title":"X","tier":"I","cards":1,"place":"deck","side":"A","act":1,"color":"red"}]}`, Want: "unknown field"},
		{Name: "trailing data", Raw: string(good) + "{}", Want: "extra data"},
		{Name: "000 L1079 Act 9", Edit: func(s *State) { s.Act = 9 }, Want: "Acts 1 to 8"},
		{Name: "Act 0", Edit: func(s *State) { s.Act = 0 }, Want: "Acts 1 to 8"},
		{Name: "complete early", Edit: func(s *State) { s.Complete = true }, Want: "completes with Act 8"},
		{Name: "ended Acts", Edit: func(s *State) { s.Acts = s.Acts[:2] }, Want: "ended Acts"},
		{Name: "hoard", Edit: func(s *State) { s.Hoard = -1 }, Want: "Hero Hoard"},
		{Name: "supplies", Edit: func(s *State) { s.Supplies = MaxSupplies + 1 }, Want: "Supplies"},
		{Name: "chart order", Edit: func(s *State) { s.Chart[1].Bounty = 1 }, Want: "not in order"},
		{Name: "party name", Edit: func(s *State) { s.Party = strings.Repeat("x", 81) }, Want: "under 80"},
		{Name: "member twice", Edit: func(s *State) { s.Members = []string{"Ana", "ANA"} }, Want: "named twice"},
		{Name: "two sessions open", Edit: func(s *State) { s.Sessions[0].Result = "" }, Want: "still open"},
		{Name: "session result", Edit: func(s *State) { s.Sessions[0].Result = "draw" }, Want: "won, lost or unfinished"},
		{Name: "session Heroes", Edit: func(s *State) { s.Sessions[0].Heroes = nil }, Want: "1 to 6"},
		{Name: "open session with XP", Edit: func(s *State) { s.Sessions[len(s.Sessions)-1].XP = 3 }, Want: "before it ended"},
		{Name: "sessions out of Act order", Edit: func(s *State) { s.Sessions[0].Act = 3 }, Want: "out of order"},
		{Name: "upgrade twice", Edit: func(s *State) { s.Upgrades = append(s.Upgrades, s.Upgrades[0]) }, Want: "bought twice"},
		{Name: "card twice", Edit: func(s *State) { s.Cards = append(s.Cards, s.Cards[0]) }, Want: "discovered twice"},
		{Name: "card board", Edit: func(s *State) { s.Cards[0].Board = "side" }, Want: "unknown Sideboard"},
		{Name: "envelope from a later Act", Edit: func(s *State) { s.Envelopes[0].Act = 6 }, Want: "out of range"},
		{Name: "packet id twice", Edit: func(s *State) { s.Events[1].ID = s.Events[0].ID }, Want: "used twice"},
		{Name: "packet id beyond next", Edit: func(s *State) { s.NextID = 2 }, Want: "out of range"},
		{Name: "000 L190 title twice", Edit: func(s *State) { find(s, "Bats").Title = "Crypt" }, Want: "share one sleeve"},
		{Name: "000 L189 side", Edit: func(s *State) { find(s, "Bats").Side = "C" }, Want: "sides are A to B"},
		{Name: "two drawn", Edit: func(s *State) {
			c := find(s, "Crypt")
			c.Place, c.Layer, c.Seen = decks.PlaceDrawn, 0, true
		}, Want: "two Event packets are drawn"},
		{Name: "drawn unseen", Edit: func(s *State) { find(s, "Cave-in").Seen = false }, Want: "drawn but not seen"},
		{Name: "marker twice", Edit: func(s *State) {
			b := find(s, "Bats")
			b.Place, b.Marker, b.Hero, b.ToRead = decks.PlaceMarked, 3, "Rowan", false
		}, Want: "marker 3 is on two packets"},
		{Name: "marked on a stranger", Edit: func(s *State) { find(s, "Altar").Hero = "Gwen" }, Want: "not a Hero of this game"},
		{Name: "000 L136 marker 7", Edit: func(s *State) { find(s, "Altar").Marker = 7 }, Want: "no such marker"},
		{Name: "unread outside the Stash", Edit: func(s *State) { find(s, "Crypt").ToRead = true }, Want: "waits to be read"},
		{Name: "pool packet of an Act", Edit: func(s *State) { find(s, "Crypt").Place, find(s, "Crypt").Layer = decks.PlacePool, 0 }, Want: "lies in the Quest Pool"},
		{Name: "quest packet out of the pool", Edit: func(s *State) {
			for i := range s.Events {
				if s.Events[i].Quest {
					s.Events[i].Place, s.Events[i].Layer = decks.PlaceDeck, 1
				}
			}
		}, Want: "no Quest being played"},
		{Name: "in the Stash with no session", Edit: func(s *State) { s.Sessions = s.Sessions[:len(s.Sessions)-1] }, Want: "no game of its own"},
		{Name: "an ended Act's packet in the deck", Edit: func(s *State) { find(s, "Crypt").Act = 4 }, Want: "after its Act ended"},
		{Name: "icons out of order", Edit: func(s *State) {
			e := find(s, "Arrival")
			e.Faces = []Face{{Side: "B"}, {Side: "A"}}
		}, Want: "out of order"},
		{Name: "icons of a side it lacks", Edit: func(s *State) { find(s, "Arrival").Faces[0].Side = "C" }, Want: "not its own"},
		{Name: "icons out of range", Edit: func(s *State) { find(s, "Arrival").Faces[0].Plus = 10 }, Want: "out of range"},
		{Name: "000 L1169 decree against the sign", Edit: func(s *State) { s.Judgments[0].Decree = DecreeDastardly }, Want: "not decreed Dastardly"},
		{Name: "000 L1159 Judgment before Act 5", Edit: func(s *State) { s.Judgments[0].Act = 4 }, Want: "before Act 5"},
		{Name: "Judgment twice", Edit: func(s *State) { s.Judgments = append(s.Judgments, s.Judgments[0]) }, Want: "twice"},
		{Name: "quest Judgment of a campaign game", Edit: func(s *State) { s.Judgments[0].Session = 1 }, Want: "is not one"},
	})
}

func TestUnknownCommand(t *testing.T) {
	trackertest.BadCommands(t, Game{}, encode(t, newBook(t)),
		tracker.Command{Kind: "fly"},
		tracker.Command{Kind: KindParty, Args: []byte(`{"name":"X","color":1}`)},
		tracker.Command{Kind: KindParty, Args: []byte(`{"name":"X"} {}`)},
		tracker.Command{Kind: KindParty, Args: []byte(`[`)},
	)
}

// TestDocsExample keeps docs/valor-book.md honest: its example must be a
// valid book, the one the text describes.
func TestDocsExample(t *testing.T) {
	s, err := Decode(trackertest.DocExample(t, "../../../docs/valor-book.md"))
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
