package book

import (
	"slices"
	"testing"

	"tableside/tracker/valor"
)

// The chart's Acts: each ended Act's final Hoard, the one being played
// with the Hoard so far, Missions won and lost, XP earned; a Quest and an
// unfinished session change no result, and a Quest no Hoard (000 L194).
func TestActTallies(t *testing.T) {
	s := newBook(t)
	if got := s.ActTallies(); len(got) != 0 {
		t.Fatalf("a new book has Acts to chart: %+v", got)
	}
	s = applyAll(t, s, HoardChart(chart...),
		StartSession("d1", "m1", "Rowan"), EndSession(ResultWon, 4, 12),
		StartSession("d2", "m2", "Rowan"), EndSession(ResultLost, 2, 3),
		EndAct(5), // Act 1: 12 + 3 + 5 = 20 Bounty
		StartQuest("d3", "q", "Rowan"), EndSession(ResultWon, 9, 9),
		StartSession("d4", "m3", "Rowan"), EndSession(ResultUnfinished, 1, 2),
		StartSession("d5", "m4", "Rowan"), EndSession(ResultWon, 3, 4),
	)
	want := []ActTally{
		{Act: 1, Won: 1, Lost: 1, XP: 6, Bounty: 20, Ended: true},
		{Act: 2, Won: 1, XP: 4, Bounty: 6},
	}
	if got := s.ActTallies(); !slices.Equal(got, want) {
		t.Fatalf("tallies %+v, want %+v", got, want)
	}
	// A session begun counts its Act in.
	s = applyAll(t, s, EndAct(0), StartSession("d6", "m5", "Rowan"))
	got := s.ActTallies()
	if len(got) != 3 || got[1] != (ActTally{Act: 2, Won: 1, XP: 4, Bounty: 6, Ended: true}) || got[2] != (ActTally{Act: 3}) {
		t.Fatalf("tallies %+v", got)
	}
}

// TestActsPlayedWithSeats: the campaign's page lists each Act with its
// sessions, who played which Hero (as the evening's table had them), won
// or lost and the Supplies the Act's end gave (000 L1118); a Quest stands
// apart (000 L194); too many players, or a name too long, are refused and
// change nothing.
func TestActsPlayedWithSeats(t *testing.T) {
	g := valor.State{Heroes: []valor.Hero{{Name: "Rowan", Player: "Ana"}, {Name: "Bjorn", Player: "Bo"}}}
	if got := PlayersOf(g, []string{"bjorn", "Gwen", "Rowan"}); !slices.Equal(got, []string{"Bo", "", "Ana"}) {
		t.Fatalf("players %q", got)
	}
	s := newBook(t)
	refused(t, s, Start(StartSessionCmd{Date: "d", Mission: "m", Heroes: []string{"Rowan"}, Players: []string{"Ana", "Bo"}}), "2 players named for 1 Heroes")
	s = applyAll(t, s, HoardChart(chart...),
		Start(StartSessionCmd{Date: "2026-11-20", Mission: "m1", Heroes: []string{"Rowan", "Bjorn"}, Players: []string{"Ana", "Bo"}}), EndSession(ResultWon, 4, 12),
		StartSession("2026-11-27", "m2", "Rowan"), EndSession(ResultLost, 2, 3),
		EndAct(5),
		Start(StartSessionCmd{Date: "2026-12-04", Mission: "q", Heroes: []string{"Rowan"}, Players: []string{""}, Quest: true}), EndSession(ResultWon, 9, 9),
		Start(StartSessionCmd{Date: "2026-12-11", Mission: "m3", Heroes: []string{"Rowan", "Bjorn"}, Players: []string{"", "Cy"}}),
	)
	acts, quests := s.ActsPlayed()
	if len(acts) != 2 || len(quests) != 1 || quests[0].N != 3 || quests[0].Players != nil {
		t.Fatalf("acts %+v, quests %+v", acts, quests)
	}
	a1 := acts[0]
	if a1.Act != 1 || !a1.Ended || a1.Won != 1 || a1.Lost != 1 || a1.Bounty != 20 || a1.Supplies != s.Acts[0].Supplies || len(a1.Sessions) != 2 {
		t.Fatalf("Act 1: %+v", a1)
	}
	if got := a1.Sessions[0].Seats(); !slices.Equal(got, []Seat{{"Rowan", "Ana"}, {"Bjorn", "Bo"}}) || a1.Sessions[0].Date != "2026-11-20" {
		t.Fatalf("session 1 seats %+v", got)
	}
	if got := a1.Sessions[1].Seats(); !slices.Equal(got, []Seat{{"Rowan", ""}}) {
		t.Fatalf("session 2 seats %+v", got)
	}
	a2 := acts[1]
	if a2.Act != 2 || a2.Ended || len(a2.Sessions) != 1 || a2.Sessions[0].N != 4 || !slices.Equal(a2.Sessions[0].Seats(), []Seat{{"Rowan", ""}, {"Bjorn", "Cy"}}) {
		t.Fatalf("Act 2: %+v", a2)
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
}
