package legends

import (
	"fmt"
	"testing"

	"tableside/tracker"
	"tableside/tracker/trackertest"
)

// hero is a library Hero with one set of numbers for every level, XP
// spaces at 60 and 120 (the note's fillers, R-xp-level).
func hero(name string, life int) HeroBoard {
	return HeroBoard{Name: name, Levels: []HeroLevel{{MaxLife: life, Intelligence: 3}}, Yellow: 60, Blue: 120}
}

var names = []string{"Ana", "Bo", "Cy", "Di", "Ed", "Fay"}

// testSetup is n players with 20-Life Heroes; 6p marks seats 2 and 5
// (indices 1 and 4) Skirmishers, 1 facing 6 and 3 facing 4.
func testSetup(n int) Setup {
	set := Setup{Seed: 7}
	for i := range n {
		set.Players = append(set.Players, SeatSetup{Name: names[i], Hero: hero(names[i]+"'s Hero", 20)})
	}
	if NeedsExpansion(n) {
		set.Expansions = []string{"The Horde"}
	}
	if HasSkirmishers(n) {
		set.Skirmishers = []int{1, 4}
		set.Facing = [][2]int{{0, 5}, {2, 3}}
	}
	return set
}

// newTable is n players in play, player 0 first (he rolls 12, the rest 2).
func newTable(t testing.TB, n int) State {
	t.Helper()
	return table(t, testSetup(n))
}

func table(t testing.TB, set Setup) State {
	t.Helper()
	s := newGame(t, set)
	s = mustApply(t, s, RollOffTotal(0, 12))
	for i := 1; i < len(s.Players); i++ {
		s = mustApply(t, s, RollOffTotal(i, 2))
	}
	if s.Phase != PhasePlay || s.Active != 0 || s.Stage != StageMain {
		t.Fatalf("the table did not start with Ana: %+v", s)
	}
	return s
}

// newGame is set's game, before the roll for the first turn; a setup
// NewGame refuses fails the test.
func newGame(t testing.TB, set Setup) State {
	t.Helper()
	return trackertest.NewGame(t, NewGame, set)
}

// rollRound is the first round of the roll for the first turn (L39):
// each seat in order totals its roll as given.
func rollRound(t testing.TB, s State, totals ...int) State {
	t.Helper()
	for p, v := range totals {
		s = mustApply(t, s, RollOffTotal(p, v))
	}
	return s
}

func mustApply(t testing.TB, s State, cmd tracker.Command) State {
	t.Helper()
	return trackertest.MustApply(t, State.Apply, s, cmd)
}

// refused applies cmd and fails unless the rules refuse it.
func refused(t testing.TB, s State, cmd tracker.Command) string {
	t.Helper()
	return trackertest.Refused(t, State.Apply, s, cmd, "")
}

// addMonster puts a Monster in play directly, as if played earlier.
func addMonster(t testing.TB, s *State, c MonsterCard, owner, host int) int {
	t.Helper()
	if c.Life == 0 && c.LifePerPlayer == 0 {
		c.Life = 5
	}
	id := s.NextID
	s.NextID++
	life := c.Life
	if c.LifePerPlayer > 0 {
		life = c.LifePerPlayer * len(s.living())
	}
	s.Monsters = append(s.Monsters, Monster{ID: id, Card: c, Owner: owner, Host: host, MaxLife: life, Life: life})
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	return id
}

// example6 is the table of Example #6 (002 L291-301) with the note's
// fillers: 2 players, a Rat (3 Life) and a Bat (2) in front of Ana's
// Hero, Bo behind a Helmet (2) and a Cloak (1); order is the Bat, the
// Rat, then Bo's Cloak and Helmet, the order the Heavy attack takes them.
func example6(t testing.TB) (s State, order []Layer) {
	t.Helper()
	s = newTable(t, 2)
	rat := addMonster(t, &s, MonsterCard{Name: "Rat", Life: 3, Cost: 10}, 1, 0)
	bat := addMonster(t, &s, MonsterCard{Name: "Bat", Life: 2, Cost: 10}, 1, 0)
	shield(t, &s, 1, defence("Helmet", Helmet, 2), defence("Cloak", Cape, 1))
	return s, append(mons(bat, rat), slots(Cape, Helmet)...)
}

func defence(name string, sl Slot, v int) DefenceCard {
	return DefenceCard{Name: name, Slot: sl, Value: v}
}

// shield gives player p Defence cards directly.
func shield(t testing.TB, s *State, p int, cards ...DefenceCard) {
	t.Helper()
	for _, c := range cards {
		s.Players[p].Defence = append(s.Players[p].Defence, DefenceInPlay{Card: c})
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
}

func weapon(bonus int) Source {
	return Source{Kind: Weapon, Name: fmt.Sprintf("Weapon %+d", bonus), Bonus: bonus}
}

func at(p int) Target { return Target{Player: p} }

func slots(sl ...Slot) []Layer {
	var out []Layer
	for _, x := range sl {
		out = append(out, Layer{Slot: x})
	}
	return out
}

func mons(ids ...int) []Layer {
	var out []Layer
	for _, id := range ids {
		out = append(out, Layer{Monster: id})
	}
	return out
}

func encode(t testing.TB, s State) []byte { return trackertest.Encode(t, s) }

func life(s State, p int) int { return s.Players[p].Life }
