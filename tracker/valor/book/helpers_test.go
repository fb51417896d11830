package book

import (
	"bytes"
	"strings"
	"testing"

	"tableside/decks"
	"tableside/tracker"
	"tableside/tracker/trackertest"
)

// Made-up Events: the Campaign book that lists each Act's Events is not
// part of the rules file, so these only have the shapes the rules give.
func actEvents() []NewEvent {
	return []NewEvent{
		{Title: "Arrival", Tier: decks.TierTop, Cards: 1},
		{Title: "Bats", Tier: decks.TierI, Cards: 1},
		{Title: "Altar", Tier: decks.TierI, Cards: 2},
		{Title: "Cave-in", Tier: decks.TierII, Cards: 1},
		{Title: "Bridge", Tier: decks.TierII, Cards: 1},
		{Title: "Crypt", Tier: decks.TierIII, Cards: 1},
		{Title: "Lair", Tier: decks.TierBottom, Cards: 1},
		{Title: "Epilogue", Tier: decks.TierBottom, Cards: 1, Special: true},
	}
}

// chart is a made-up Hero Hoard card chart.
var chart = []HoardColumn{{Bounty: 5, Supplies: 1}, {Bounty: 10, Supplies: 2}, {Bounty: 20, Supplies: 4}, {Bounty: 30, Supplies: 6}}

func newBook(t testing.TB) State {
	t.Helper()
	s, err := NewBook("The Order", []string{"Ana", "Bo"}, 42)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func encode(t testing.TB, s State) []byte {
	t.Helper()
	b, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// mustApply applies cmd through Game.Apply, as the store does, and checks
// that the typed Apply agrees.
func mustApply(t testing.TB, s State, cmd tracker.Command) State {
	t.Helper()
	next, _ := applyWords(t, s, cmd)
	return next
}

func applyWords(t testing.TB, s State, cmd tracker.Command) (State, string) {
	t.Helper()
	var g Game
	b, words, err := g.Apply(encode(t, s), cmd)
	if err != nil {
		t.Fatalf("%s %s: %v", cmd.Kind, cmd.Args, err)
	}
	if words == "" {
		t.Fatalf("%s: no words for the log", cmd.Kind)
	}
	next, err := Decode(b)
	if err != nil {
		t.Fatalf("%s gave a state Decode rejects: %v", cmd.Kind, err)
	}
	typed, twords, err := s.Apply(cmd)
	if err != nil || twords != words || !bytes.Equal(encode(t, typed), b) {
		t.Fatalf("%s: State.Apply disagrees: %v %q / %q", cmd.Kind, err, twords, words)
	}
	return next, words
}

func applyAll(t testing.TB, s State, cmds ...tracker.Command) State {
	t.Helper()
	for _, c := range cmds {
		s = mustApply(t, s, c)
	}
	return s
}

// refused checks that cmd is refused with a reason containing want, and
// changes nothing.
func refused(t testing.TB, s State, cmd tracker.Command, want string) {
	t.Helper()
	var g Game
	next, words, err := g.Apply(encode(t, s), cmd)
	if err == nil {
		t.Fatalf("%s %s accepted: %q", cmd.Kind, cmd.Args, words)
	}
	if !tracker.IsRefusal(err) {
		t.Fatalf("%s: %v is not a refusal", cmd.Kind, err)
	}
	if next != nil || words != "" {
		t.Fatalf("%s: a refusal came with a state", cmd.Kind)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("%s refused with %q, want %q", cmd.Kind, err, want)
	}
}

// id finds the packet titled title among the game at hand's, or the
// Archive's and the pool's.
func id(t testing.TB, s State, title string) int {
	t.Helper()
	for _, e := range s.Events {
		if e.Title == title && (s.inPlay(&e) || e.Place == decks.PlaceArchive || e.Place == decks.PlacePool) {
			return e.ID
		}
	}
	t.Fatalf("no packet %q", title)
	return 0
}

func packetOf(t testing.TB, s State, title string) Event {
	t.Helper()
	e, ok := s.Packet(id(t, s, title))
	if !ok {
		t.Fatalf("no packet %q", title)
	}
	return e
}

func titlesOf(es []Event) []string {
	var out []string
	for _, e := range es {
		out = append(out, e.Title)
	}
	return out
}

// playing is a book in Act 1 with its Events entered and session 1 begun.
func playing(t testing.TB) State {
	t.Helper()
	return applyAll(t, newBook(t),
		AddEvents(actEvents()...),
		StartSession("2025-03-01", "Into the Labyrinth", "Rowan", "Bjorn"),
	)
}

// drawTop draws the packets titled, from the top of the deck, each to
// where then says.
func drawTo(t testing.TB, s State, title string, then tracker.Command) State {
	t.Helper()
	return applyAll(t, s, Draw(id(t, s, title)), then)
}

// toAct is a book at the start of act, every earlier Act played once and
// ended with the chart.
func toAct(t testing.TB, act int) State {
	t.Helper()
	s := mustApply(t, newBook(t), HoardChart(chart...))
	for s.Act < act {
		s = applyAll(t, s,
			StartSession("2025-01-01", "Mission", "Rowan"),
			EndSession(ResultWon, 3, 6),
			EndAct(0),
		)
	}
	return s
}

func mustJSON(t testing.TB, v any) []byte { return trackertest.Encode(t, v) }
