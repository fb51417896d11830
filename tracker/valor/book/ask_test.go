package book

import (
	"slices"
	"strings"
	"testing"

	"tableside/decks"
)

// complete is a book whose eighth Act has ended (000 L1149).
func complete(t testing.TB) State {
	t.Helper()
	s := applyAll(t, toAct(t, Acts), StartSession("d", "m", "Rowan"), EndSession(ResultWon, 0, 0), EndAct(0))
	if !s.Complete {
		t.Fatal("not complete")
	}
	return s
}

// Removable is RemoveEvent's own condition: each listed packet is taken
// out, each other one refused.
func TestRemovable(t *testing.T) {
	check := func(s State, pool bool, want []string) {
		t.Helper()
		got := s.Removable(pool)
		if !slices.Equal(titlesOf(got), want) {
			t.Fatalf("removable %q, want %q", titlesOf(got), want)
		}
		list := s.Packets()
		if pool {
			list = s.InPlace(decks.PlacePool)
		}
		for _, e := range list {
			_, _, err := s.Apply(RemoveEvent(e.ID))
			if (err == nil) != slices.ContainsFunc(got, func(x Event) bool { return x.ID == e.ID }) {
				t.Errorf("%s: RemoveEvent %v", e.Title, err)
			}
		}
	}
	s := mustApply(t, newBook(t), AddEvents(actEvents()...))
	all := titlesOf(s.Packets())
	check(s, false, all)
	s = applyAll(t, s, StartSession("d", "m", "Rowan"))
	s = applyAll(t, s, Draw(id(t, s, "Arrival")), Stash(id(t, s, "Arrival"), "B"))
	check(s, false, slices.DeleteFunc(slices.Clone(all), func(x string) bool { return x == "Arrival" }))
	// Drawn and put back side A up with no choice: RemoveEvent still takes
	// it out (it is in the deck), though it has been seen.
	bats := id(t, s, "Bats")
	back := applyAll(t, s, Draw(bats), PutBack(bats, decks.AtBottom))
	if e, _ := back.Packet(bats); !e.Seen {
		t.Fatal("Bats not seen")
	}
	check(back, false, slices.DeleteFunc(slices.Clone(all), func(x string) bool { return x == "Arrival" }))

	p := mustApply(t, newBook(t), AddToPool(NewEvent{Title: "Wisp", Tier: decks.TierI, Cards: 1}))
	check(p, true, []string{"Wisp"})
	check(p, false, nil)
}

// 000 L473: one packet drawn at a time, during a session.
func TestCanDraw(t *testing.T) {
	s := mustApply(t, newBook(t), AddEvents(actEvents()...))
	arrival := id(t, s, "Arrival")
	if ok, why := s.CanDraw(arrival); ok || !strings.Contains(why, "start the session first") {
		t.Errorf("no session: %v %q", ok, why)
	}
	s = mustApply(t, s, StartSession("d", "m", "Rowan"))
	if ok, why := s.CanDraw(arrival); !ok {
		t.Errorf("the top: %q", why)
	}
	if ok, _ := s.CanDraw(id(t, s, "Crypt")); ok {
		t.Error("not the top")
	}
	s = mustApply(t, s, Draw(arrival))
	if ok, why := s.CanDraw(id(t, s, "Epilogue")); ok || !strings.Contains(why, "before drawing another") {
		t.Errorf("one at a time, even a set-aside one: %v %q", ok, why)
	}
}

// 000 L1149, L194.
func TestCanAddEvents(t *testing.T) {
	ev := NewEvent{Title: "Late", Tier: decks.TierII, Cards: 1}
	agree := func(s State, want bool) {
		t.Helper()
		ok, why := s.CanAddEvents()
		_, _, err := s.Apply(AddEvents(ev))
		if ok != want || (err == nil) != ok || (err != nil && err.Error() != why) {
			t.Errorf("CanAddEvents %v %q; AddEvents %v", ok, why, err)
		}
	}
	s := newBook(t)
	agree(s, true)
	agree(mustApply(t, s, StartSession("d", "m", "Rowan")), true) // a Mission adds one
	agree(mustApply(t, s, StartQuest("d", "m", "Rowan")), false)
	agree(complete(t), false)
}

// 000 L194.
func TestCanQuestDraw(t *testing.T) {
	s := newBook(t)
	if s.CanQuestDraw() || mustApply(t, s, StartSession("d", "m", "Rowan")).CanQuestDraw() {
		t.Error("not a Quest")
	}
	if !mustApply(t, s, StartQuest("d", "m", "Rowan")).CanQuestDraw() {
		t.Error("a Quest")
	}
}

// 000 L1149: after Act 8, Quests.
func TestQuestOnly(t *testing.T) {
	if newBook(t).QuestOnly() {
		t.Error("Act 1")
	}
	done := complete(t)
	if !done.QuestOnly() {
		t.Error("complete")
	}
	refused(t, done, StartSession("d", "m", "Rowan"), "Act 8 is over")
	mustApply(t, done, StartQuest("d", "m", "Rowan"))
}

// 000 L473-481: every destination is a place Move or ReadStash takes.
func TestDestinations(t *testing.T) {
	s := playing(t)
	arrival := id(t, s, "Arrival")
	s = mustApply(t, s, Draw(arrival))
	for _, to := range s.Destinations(false) {
		c := MoveCmd{Packet: arrival, To: to, Choice: "went left"}
		switch to {
		case decks.PlaceMarked:
			c.Marker, c.Hero = 1, "Rowan"
		case decks.PlaceArchive:
			c.Icons = &Icons{}
		}
		if _, _, err := s.Apply(Move(c)); err != nil {
			t.Errorf("drawn to %s: %v", to, err)
		}
	}
	if slices.Contains(s.Destinations(true), decks.PlaceDrawn) || s.Destinations(true)[0] != decks.PlaceStash {
		t.Errorf("reading: %v", s.Destinations(true))
	}
	s = applyAll(t, s, Stash(arrival, ""), LevelUp())
	for _, to := range s.Destinations(true) {
		c := MoveCmd{Packet: arrival, To: to, Choice: "went right"}
		if to == decks.PlaceMarked {
			c.Marker, c.Hero = 2, "Bjorn"
		}
		if _, _, err := s.Apply(ReadStash(c)); err != nil {
			t.Errorf("read to %s: %v", to, err)
		}
	}
}

// 000 L187-192: the deck is built before the first draw.
func TestDeckFresh(t *testing.T) {
	s := playing(t)
	if !s.DeckFresh() {
		t.Error("before the first draw")
	}
	if mustApply(t, s, Draw(id(t, s, "Arrival"))).DeckFresh() {
		t.Error("after it")
	}
}

// 000 L1118.
func TestSuppliesAfterAct(t *testing.T) {
	s := toAct(t, 1)
	s = applyAll(t, s, AdjustHoard(8, ""), AdjustSupplies(3, ""))
	want := s.SuppliesAfterAct(2)
	if want != 3+2 {
		t.Errorf("10 Bounty: the 10+ column's 2 Supplies on top of 3: %d", want)
	}
	if got := mustApply(t, s, EndAct(2)).Supplies; got != want {
		t.Errorf("EndAct gave %d", got)
	}
	s.Supplies = MaxSupplies
	if s.SuppliesAfterAct(50) != MaxSupplies {
		t.Error("capped")
	}
}

// 000 L1118, L1149.
func TestCanEndAct(t *testing.T) {
	if ok, why := newBook(t).CanEndAct(); ok || !strings.Contains(why, "chart first") {
		t.Errorf("no chart: %v %q", ok, why)
	}
	s := toAct(t, 2)
	if ok, why := s.CanEndAct(); !ok {
		t.Errorf("%q", why)
	}
	if ok, why := mustApply(t, s, StartSession("d", "m", "Rowan")).CanEndAct(); ok || !strings.Contains(why, "still being played") {
		t.Errorf("a session: %v %q", ok, why)
	}
	if ok, _ := complete(t).CanEndAct(); ok {
		t.Error("complete")
	}
}

// 000 L1151-1153.
func TestCanReset(t *testing.T) {
	s := newBook(t)
	if ok, why := s.CanReset(); !ok {
		t.Errorf("%q", why)
	}
	if ok, why := playing(t).CanReset(); ok || !strings.Contains(why, "being played") {
		t.Errorf("a session: %v %q", ok, why)
	}
	unnamed := s
	unnamed.Party = ""
	if ok, why := unnamed.CanReset(); !ok {
		t.Errorf("no party name: %q", why)
	}
}

// 000 L1159, L1171, L1173: the campaign's Judgment from Act 5, once an
// Act; a Quest's once a session, even after Act 8.
func TestJudgmentNow(t *testing.T) {
	agree := func(s State, want JudgmentNow) {
		t.Helper()
		got := s.Judgment()
		if got != want {
			t.Fatalf("%+v, want %+v", got, want)
		}
		_, _, err := s.Apply(FaceJudgment())
		if (err == nil) != got.Open {
			t.Errorf("FaceJudgment: %v, Open %v", err, got.Open)
		}
	}
	agree(toAct(t, JudgmentAct-1), JudgmentNow{})
	five := toAct(t, JudgmentAct)
	agree(five, JudgmentNow{Open: true, Required: true})
	agree(mustApply(t, five, FaceJudgment()), JudgmentNow{})
	q := mustApply(t, toAct(t, 2), StartQuest("d", "m", "Rowan"))
	agree(q, JudgmentNow{Open: true, Quest: true})
	agree(mustApply(t, q, FaceJudgment()), JudgmentNow{Quest: true, Faced: true})
	done := complete(t)
	agree(done, JudgmentNow{})
	agree(mustApply(t, done, StartQuest("d", "m", "Rowan")), JudgmentNow{Open: true, Quest: true})
}
