package book

import (
	"reflect"
	"strings"
	"testing"

	"tableside/decks"
	"tableside/tracker"
)

// 000 L187-192: the Act's Events are entered once; each session builds the
// deck TOP > I > II > III > BOT, each tier shuffled, the Special and
// Conclusion Events set aside.
func TestStackingOrderL187(t *testing.T) {
	s, words := applyWords(t, newBook(t), AddEvents(actEvents()...))
	if want := "Act 1 Events: 8 packets entered; the deck holds TOP 1, I 2, II 2, III 1, BOT 1; set aside: Epilogue"; words != want {
		t.Errorf("words %q\nwant  %q", words, want)
	}
	s, words = applyWords(t, s, StartSession("2025-03-01", "Into the Labyrinth", "Rowan", "Bjorn"))
	if !strings.Contains(words, "build the Event deck, each tier shuffled: TOP 1, I 2, II 2, III 1, BOT 1; set aside: Epilogue") {
		t.Errorf("session words %q", words)
	}
	var got [][]string
	var shuffle []bool
	var tiers []decks.Tier
	for _, p := range s.StackingOrder() {
		got = append(got, titlesOf(p.Events))
		shuffle = append(shuffle, p.Shuffle)
		tiers = append(tiers, p.Tier)
	}
	want := [][]string{{"Arrival"}, {"Altar", "Bats"}, {"Bridge", "Cave-in"}, {"Crypt"}, {"Lair"}}
	if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(shuffle, []bool{false, true, true, false, false}) || !reflect.DeepEqual(tiers, decks.Tiers()) {
		t.Errorf("stacking order %q %v %v", got, shuffle, tiers)
	}
	if aside := titlesOf(s.InPlace(decks.PlaceAside)); !reflect.DeepEqual(aside, []string{"Epilogue"}) {
		t.Errorf("set aside %q", aside)
	}
	for _, e := range s.Packets() {
		if e.Side != decks.SideA {
			t.Errorf("%s sleeved side %s up, not A", e.Title, e.Side)
		}
	}
}

func TestAddEventsRefusals(t *testing.T) {
	s := mustApply(t, newBook(t), AddEvents(actEvents()...))
	tests := []struct {
		name string
		cmd  tracker.Command
		want string
	}{
		{"000 L190 one title, one sleeve", AddEvents(NewEvent{Title: "bats", Tier: decks.TierII, Cards: 1}), "share one sleeve"},
		{"000 L190 twice in one go", AddEvents(NewEvent{Title: "Ghost", Tier: decks.TierI, Cards: 1}, NewEvent{Title: "Ghost", Tier: decks.TierI, Cards: 1}), "share one sleeve"},
		{"000 L189 tier", AddEvents(NewEvent{Title: "Ghost", Tier: "IV", Cards: 1}), "Event 1: Ghost has the tier \"IV\""},
		{"no cards", AddEvents(NewEvent{Title: "Ghost", Tier: decks.TierI}), "1 to 13"},
		{"no title", AddEvents(NewEvent{Tier: decks.TierI, Cards: 1}), "title is empty"},
		{"nothing", AddEvents(), "at least one Event"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { refused(t, s, tt.cmd, tt.want) })
	}
	// A Quest's Events come from the pool, not from the Act.
	q := mustApply(t, s, StartQuest("2025-03-02", "Quest", "Rowan"))
	refused(t, q, AddEvents(NewEvent{Title: "Ghost", Tier: decks.TierI, Cards: 1}), "Quest Pool")
}

// 000 L473: the top packet of the deck is drawn; the app knows which
// packets can be on top, and refuses one lying deeper.
func TestDrawTheTopL473(t *testing.T) {
	s := playing(t)
	if got := titlesOf(s.NextDraw()); !reflect.DeepEqual(got, []string{"Arrival"}) {
		t.Fatalf("top %q", got)
	}
	refused(t, s, Draw(id(t, s, "Bats")), "The top of the Event deck is Arrival; Bats (tier I) lies deeper. Draw the top packet.")
	s, words := applyWords(t, s, Draw(id(t, s, "Arrival")))
	if words != "Arrival: drawn from the Event deck (tier TOP: 0 left)" {
		t.Errorf("words %q", words)
	}
	refused(t, s, Draw(id(t, s, "Bats")), "Arrival is drawn and being resolved; say where it goes before drawing another.")
	s = mustApply(t, s, Archive(id(t, s, "Arrival"), "", 0, 0))
	if got := titlesOf(s.NextDraw()); !reflect.DeepEqual(got, []string{"Altar", "Bats"}) {
		t.Fatalf("top %q", got)
	}
	refused(t, s, Draw(id(t, s, "Crypt")), "The top of the Event deck is one of Altar, Bats; Crypt (tier III) lies deeper.")
	s = mustApply(t, s, Draw(id(t, s, "Bats")))
	left := s.Left()
	want := []decks.TierCount{{Tier: decks.TierTop}, {Tier: decks.TierI, Left: 1}, {Tier: decks.TierII, Left: 2}, {Tier: decks.TierIII, Left: 1}, {Tier: decks.TierBottom, Left: 1}}
	if !reflect.DeepEqual(left, want) || s.EventsLeft() != 5 {
		t.Errorf("left %v (%d)", left, s.EventsLeft())
	}
	// An Event may call for the Conclusion set aside (000 L191).
	s = mustApply(t, s, SetAside(id(t, s, "Bats"), "B"))
	s = mustApply(t, s, Draw(id(t, s, "Epilogue")))
	if d, ok := s.Drawn(); !ok || d.Title != "Epilogue" {
		t.Errorf("drawn %+v", d)
	}
	// Outside a game nothing is drawn.
	refused(t, mustApply(t, newBook(t), AddEvents(actEvents()...)), Draw(1), "start the session first")
	refused(t, s, Draw(999), "There is no Event packet 999")
}

// packetMove is a command on one packet, where it leaves the packet and
// on which side, and the log's words.
type packetMove struct {
	name  string
	cmd   tracker.Command
	place decks.Place
	side  decks.Side
	words string
}

// 000 L475, L481: a packet's exposed side changes as its Event says, and
// it enters the Archive on the side it ended on; there it keeps that side
// (000 L1166).
func TestPacketSidesL475(t *testing.T) {
	base := mustApply(t, playing(t), Draw(1)) // Arrival
	arrival := id(t, base, "Arrival")
	tests := []packetMove{
		{"000 L475 flip to B, put in Stash", Stash(arrival, "B"), decks.PlaceStash, "B", "Arrival: side A -> B, into the Hero Stash"},
		{"flip where it is", Flip(arrival, "B"), decks.PlaceDrawn, "B", "Arrival: side A -> B, stays drawn"},
		{"000 L481 archived on side B", Archive(arrival, "B", 1, 0), decks.PlaceArchive, "B", "Arrival: side A -> B, into the Event Archive (1 +1 and 0 -1 icons)"},
		{"archived on side A", Archive(arrival, "", 0, 1), decks.PlaceArchive, "A", "Arrival: into the Event Archive (0 +1 and 1 -1 icons)"},
		{"set aside", SetAside(arrival, ""), decks.PlaceAside, "A", "Arrival: set aside"},
		{"put back on top", PutBack(arrival, decks.AtTop), decks.PlaceDeck, "A", "Arrival: back on top of the Event deck"},
		{"back in the box", Move(MoveCmd{Packet: arrival, To: decks.PlaceBox}), decks.PlaceBox, "A", "Arrival: back in the box"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, words := applyWords(t, base, tt.cmd)
			e, _ := s.Packet(arrival)
			if e.Place != tt.place || e.Side != tt.side || words != tt.words {
				t.Errorf("%s side %s, %q; want %s side %s, %q", e.Place, e.Side, words, tt.place, tt.side, tt.words)
			}
		})
	}
	refusals := []struct {
		name string
		cmd  tracker.Command
		want string
	}{
		{"a 1-card packet has no side C", Stash(arrival, "C"), "has the sides A to B; there is no side \"C\""},
		{"icons only into the Archive", Move(MoveCmd{Packet: arrival, To: decks.PlaceStash, Icons: &Icons{Plus: 1}}), "as a packet goes into the Event Archive"},
		{"icons in range", Archive(arrival, "", 10, 0), "0 to 9 icons"},
		{"not the pool", Move(MoveCmd{Packet: arrival, To: decks.PlacePool}), "by themselves when the Quest session ends"},
		{"unknown place", Move(MoveCmd{Packet: arrival, To: "table"}), "not a place for a packet"},
		{"nothing to do", Move(MoveCmd{Packet: arrival}), "Arrival is already drawn with side A up; nothing changes."},
		{"a marker off a Hero", Move(MoveCmd{Packet: arrival, To: decks.PlaceStash, Marker: 2}), "Only a packet marked on a Hero"},
		{"a deck position off the deck", Move(MoveCmd{Packet: arrival, To: decks.PlaceStash, At: decks.AtTop}), "Only a packet going back into the Event deck"},
		{"a position the deck does not have", PutBack(arrival, "middle"), "not a place in the deck"},
	}
	for _, tt := range refusals {
		t.Run(tt.name, func(t *testing.T) { refused(t, base, tt.cmd, tt.want) })
	}
	s := mustApply(t, base, Archive(arrival, "B", 1, 0))
	refused(t, s, Flip(arrival, "A"), "stays in the Event Archive on the side it ended on, B")
}

// 000 L477: "Mark Hero as 2" gives the Scouting Hero the marker 2; the
// packet waits there. There are 6 numbered pairs of markers (000 L136).
func TestMarkHeroL477(t *testing.T) {
	s := mustApply(t, playing(t), Draw(1))
	arrival := id(t, s, "Arrival")
	s, words := applyWords(t, s, Mark(arrival, "B", 2, "rowan"))
	e := packetOf(t, s, "Arrival")
	if e.Place != decks.PlaceMarked || e.Marker != 2 || e.Hero != "Rowan" || e.Side != "B" {
		t.Errorf("%+v", e)
	}
	if words != "Arrival: side A -> B, marked on Rowan as 2" {
		t.Errorf("words %q", words)
	}
	if got := s.MarkersFree(); !reflect.DeepEqual(got, []int{1, 3, 4, 5, 6}) {
		t.Errorf("free markers %v", got)
	}
	s = mustApply(t, s, Draw(id(t, s, "Bats")))
	bats := id(t, s, "Bats")
	for _, tt := range []struct {
		cmd  tracker.Command
		want string
	}{
		{Mark(bats, "", 2, "Bjorn"), "Marker 2 is on Rowan for Arrival already"},
		{Mark(bats, "", 7, "Bjorn"), "from 1 to 6"},
		{Mark(bats, "", 0, "Bjorn"), "from 1 to 6"},
		{Mark(bats, "", 3, "Gwen"), "\"Gwen\" is not a Hero in this game (Rowan, Bjorn)"},
	} {
		refused(t, s, tt.cmd, tt.want)
	}
	// A marked packet can be read when its time comes, and marked again.
	s = mustApply(t, s, Mark(bats, "", 3, "Bjorn"))
	s = mustApply(t, s, Mark(arrival, "", 1, "Bjorn"))
	if e := packetOf(t, s, "Arrival"); e.Marker != 1 || e.Hero != "Bjorn" {
		t.Errorf("marked again: %+v", e)
	}
	s = mustApply(t, s, Archive(bats, "", 0, 0))
	s, words = applyWords(t, s, Draw(arrival))
	if words != "Arrival: drawn from Bjorn's marker 1" {
		t.Errorf("words %q", words)
	}
	if e := packetOf(t, s, "Arrival"); e.Place != decks.PlaceDrawn || e.Marker != 0 || e.Hero != "" {
		t.Errorf("drawn from its Hero: %+v", e)
	}
}

// 000 L479: every Level Up Step the Lead Hero reads each Event in the
// Hero Stash, in any order, stopping at each choice; the app lists them
// and records the choice made.
func TestStashReadAtLevelUpL479(t *testing.T) {
	s := playing(t)
	s = drawTo(t, s, "Arrival", Stash(id(t, s, "Arrival"), "B"))
	s = drawTo(t, s, "Bats", Stash(id(t, s, "Bats"), ""))
	s = drawTo(t, s, "Altar", Archive(id(t, s, "Altar"), "", 0, 0))
	arrival, bats := id(t, s, "Arrival"), id(t, s, "Bats")
	refused(t, s, ReadStash(MoveCmd{Packet: bats}), "Begin the Level Up Step first")
	s, words := applyWords(t, s, LevelUp())
	if words != "Level Up Step: the Lead Hero reads 2 Events in the Hero Stash, in any order, stopping at each choice: Arrival (B), Bats (A)" {
		t.Errorf("words %q", words)
	}
	if got := titlesOf(s.StashToRead()); !reflect.DeepEqual(got, []string{"Arrival", "Bats"}) {
		t.Fatalf("to read %q", got)
	}
	tests := []packetMove{
		{"stays", ReadStash(MoveCmd{Packet: bats, Choice: "Wait"}), decks.PlaceStash, "A", `Bats: read at the Level Up Step, side A, chose "Wait", stays in the Hero Stash`},
		{"flips to B and stays", ReadStash(MoveCmd{Packet: bats, Side: "B", Choice: "Feed them"}), decks.PlaceStash, "B", `Bats: read at the Level Up Step, side A, chose "Feed them", side A -> B, stays in the Hero Stash`},
		{"ends in the Archive", ReadStash(MoveCmd{Packet: bats, To: decks.PlaceArchive, Side: "B", Icons: &Icons{Minus: 1}, Choice: "Chase them off"}), decks.PlaceArchive, "B", `Bats: read at the Level Up Step, side A, chose "Chase them off", side A -> B, into the Event Archive (0 +1 and 1 -1 icons)`},
		{"marks a Hero", ReadStash(MoveCmd{Packet: bats, To: decks.PlaceMarked, Marker: 4, Hero: "Bjorn"}), decks.PlaceMarked, "A", "Bats: read at the Level Up Step, side A, marked on Bjorn as 4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, words := applyWords(t, s, tt.cmd)
			e := packetOf(t, n, "Bats")
			if e.Place != tt.place || e.Side != tt.side || e.ToRead || words != tt.words {
				t.Errorf("%s side %s unread %v, %q", e.Place, e.Side, e.ToRead, words)
			}
			if got := titlesOf(n.StashToRead()); !reflect.DeepEqual(got, []string{"Arrival"}) {
				t.Errorf("still to read %q", got)
			}
			refused(t, n, ReadStash(MoveCmd{Packet: bats}), "")
		})
	}
	s = mustApply(t, s, ReadStash(MoveCmd{Packet: bats, Choice: "Wait"}))
	refused(t, s, ReadStash(MoveCmd{Packet: bats}), "Bats is not waiting to be read: each Level Up Step reads the Hero Stash once")
	refused(t, s, ReadStash(MoveCmd{Packet: id(t, s, "Altar")}), "Altar is not in the Hero Stash (it is in the Event Archive)")
	s = mustApply(t, s, ReadStash(MoveCmd{Packet: arrival, To: decks.PlaceArchive, Icons: &Icons{Plus: 2}}))
	if len(s.StashToRead()) != 0 {
		t.Errorf("left to read %q", titlesOf(s.StashToRead()))
	}
	if e := packetOf(t, s, "Bats"); !reflect.DeepEqual(e.Choices, []string{"Wait"}) {
		t.Errorf("choices %q", e.Choices)
	}
	// The next Level Up Step reads what stayed.
	s, words = applyWords(t, s, LevelUp())
	if words != "Level Up Step: the Lead Hero reads 1 Event in the Hero Stash, in any order, stopping at each choice: Bats (A)" {
		t.Errorf("words %q", words)
	}
	s = mustApply(t, s, ReadStash(MoveCmd{Packet: bats, To: decks.PlaceArchive}))
	if _, words = applyWords(t, s, LevelUp()); words != "Level Up Step: the Hero Stash holds no Event to read" {
		t.Errorf("words %q", words)
	}
}

// 000 L766, L425: drawing the deck's last packet begins the Final Battle
// in most Missions; with no Events left, Event icons are ignored.
func TestLastEventL766(t *testing.T) {
	s := playing(t)
	for _, title := range []string{"Arrival", "Bats", "Altar", "Cave-in", "Bridge", "Crypt"} {
		s = drawTo(t, s, title, Archive(id(t, s, title), "", 0, 0))
		if s.FinalEventRevealed() {
			t.Fatalf("the Final Battle after %s", title)
		}
	}
	s, words := applyWords(t, s, Draw(id(t, s, "Lair")))
	if !s.FinalEventRevealed() || !strings.Contains(words, "the Final Battle begins now") || !strings.Contains(words, "") {
		t.Errorf("final %v, words %q", s.FinalEventRevealed(), words)
	}
	if len(s.NextDraw()) != 0 || s.EventsLeft() != 0 {
		t.Errorf("left %v", s.NextDraw())
	}
	// The Conclusion set aside is not part of the deck.
	if got := titlesOf(s.InPlace(decks.PlaceAside)); !reflect.DeepEqual(got, []string{"Epilogue"}) {
		t.Errorf("aside %q", got)
	}
}

func TestPutBackIntoTheDeck(t *testing.T) {
	s := mustApply(t, playing(t), Draw(1))
	s = mustApply(t, s, Archive(1, "", 0, 0))
	s = mustApply(t, s, Draw(id(t, s, "Bats")))
	tests := []struct {
		at   decks.Position
		next []string
	}{
		{decks.AtTier, []string{"Altar", "Bats"}},
		{decks.AtTop, []string{"Bats"}},
		{decks.AtBottom, []string{"Altar"}},
	}
	for _, tt := range tests {
		n := mustApply(t, s, PutBack(id(t, s, "Bats"), tt.at))
		if got := titlesOf(n.NextDraw()); !reflect.DeepEqual(got, tt.next) {
			t.Errorf("%s: top %q, want %q", tt.at, got, tt.next)
		}
	}
}

func TestRemoveEvent(t *testing.T) {
	s := mustApply(t, newBook(t), AddEvents(actEvents()...))
	s, words := applyWords(t, s, RemoveEvent(id(t, s, "Crypt")))
	if words != "Crypt: taken out of Act 1's Events" || len(s.Packets()) != 7 {
		t.Errorf("%q, %d packets", words, len(s.Packets()))
	}
	s = applyAll(t, s, StartSession("d", "m", "Rowan"), Draw(1))
	refused(t, s, RemoveEvent(1), "Arrival has been drawn (it is drawn, side A up)")
	s = mustApply(t, s, AddToPool(NewEvent{Title: "Wisp", Tier: decks.TierI, Cards: 1}))
	s, words = applyWords(t, s, RemoveEvent(id(t, s, "Wisp")))
	if words != "Wisp: taken out of the Quest Pool" || len(s.InPlace(decks.PlacePool)) != 0 {
		t.Errorf("%q", words)
	}
}

// 000 L194, L946: Quest mode draws random Events from the Quest Pool, the
// same ones for the same seed; they return to the pool afterwards.
func TestQuestPoolL194(t *testing.T) {
	s := mustApply(t, newBook(t), AddToPool(
		NewEvent{Title: "Wisp", Tier: decks.TierI, Cards: 1},
		NewEvent{Title: "Troll", Tier: decks.TierI, Cards: 1},
		NewEvent{Title: "Imp", Tier: decks.TierI, Cards: 1},
		NewEvent{Title: "Gate", Tier: decks.TierII, Cards: 2},
		NewEvent{Title: "Throne", Tier: decks.TierBottom, Cards: 1},
	))
	if len(s.InPlace(decks.PlacePool)) != 5 {
		t.Fatalf("pool %q", titlesOf(s.InPlace(decks.PlacePool)))
	}
	refused(t, s, QuestDraw(1, decks.TierI), "start a Quest session first")
	refused(t, mustApply(t, s, StartSession("d", "m", "Rowan")), QuestDraw(1, decks.TierI), "start a Quest session first")
	q := mustApply(t, s, StartQuest("2025-04-01", "The Gauntlet", "Rowan", "Gwen"))
	refused(t, q, QuestDraw(4, decks.TierI), "The Quest Pool holds 3 tier I Events; the Mission asks for 4.")
	refused(t, q, QuestDraw(1, "IV"), "not a tier")
	refused(t, q, QuestDraw(0, ""), "Draw 1 to 20")
	q, words := applyWords(t, q, QuestDraw(2, decks.TierI))
	again, words2 := applyWords(t, mustApply(t, s, StartQuest("2025-04-01", "The Gauntlet", "Rowan", "Gwen")), QuestDraw(2, decks.TierI))
	if words != words2 || !reflect.DeepEqual(titlesOf(q.Packets()), titlesOf(again.Packets())) {
		t.Errorf("the same seed drew %q and %q", words, words2)
	}
	if !strings.HasPrefix(words, "Quest: 2 random tier I Events from the Quest Pool: ") || len(q.InPlace(decks.PlacePool)) != 3 {
		t.Errorf("%q, pool %q", words, titlesOf(q.InPlace(decks.PlacePool)))
	}
	q = applyAll(t, q, QuestDraw(1, decks.TierBottom), QuestDraw(1, ""))
	if q.EventsLeft() != 4 || len(q.InPlace(decks.PlacePool)) != 1 {
		t.Errorf("%d in the deck, pool %q", q.EventsLeft(), titlesOf(q.InPlace(decks.PlacePool)))
	}
	top := q.NextDraw()
	if len(top) < 2 || top[0].Tier != decks.TierI {
		t.Fatalf("top %q", titlesOf(top))
	}
	q = mustApply(t, q, Draw(top[0].ID))
	q = mustApply(t, q, Stash(top[0].ID, "B"))
	// The campaign's Act Events stay out of a Quest.
	if len(q.Packets()) != 4 {
		t.Errorf("quest packets %q", titlesOf(q.Packets()))
	}
	q, words = applyWords(t, q, EndSession(ResultWon, 5, 4))
	if !strings.Contains(words, "4 Quest Events back in the Quest Pool, side A up") || q.Hoard != 0 {
		t.Errorf("%q, hoard %d", words, q.Hoard)
	}
	for _, e := range q.InPlace(decks.PlacePool) {
		if e.Side != decks.SideA {
			t.Errorf("%s back in the pool side %s up", e.Title, e.Side)
		}
	}
	if len(q.InPlace(decks.PlacePool)) != 5 {
		t.Errorf("pool %q", titlesOf(q.InPlace(decks.PlacePool)))
	}
	refused(t, q, Draw(top[0].ID), "in the Quest Pool")
}
