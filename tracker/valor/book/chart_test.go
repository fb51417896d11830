package book

import (
	"slices"
	"testing"
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
