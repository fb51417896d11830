package legendsui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tableside/campaign"
	"tableside/tracker"
	"tableside/tracker/legends"
	"tableside/ui/uitest"
)

// table is a test table with this game's screens.
type table struct{ uitest.Game[legends.State] }

func newTable(t testing.TB, size fyne.Size) *table {
	return &table{uitest.NewGame(t, size, legends.Decode, Screens{})}
}

// newGameOn is a phone on the New game screen of a new campaign named
// name, where most tests begin.
func newGameOn(t testing.TB, name string) *table {
	tb := newTable(t, phone)
	tb.S.SetupGame(tb.campaign(name))
	return tb
}

// campaign makes a campaign of this game.
func (tb *table) campaign(name string) campaign.Campaign {
	tb.T.Helper()
	return tb.NewCampaign(name, legends.Game{}.ID())
}

// tapNth taps the n-th button (from 0) whose label starts with prefix: a
// die row below a bonus row has the same numbers.
func (tb *table) tapNth(prefix string, n int) {
	tb.T.Helper()
	bs := tb.Buttons(prefix)
	if len(bs) <= n {
		tb.T.Fatalf("only %d buttons %q", len(bs), prefix)
	}
	test.Tap(bs[n])
}

// goblin is a Monster card for tests: Life 5, attack +1, worth 20 XP, one
// Poison token on a hit (L551).
var goblin = legends.MonsterCard{Name: "Goblin", Life: 5, Attack: 1, Cost: 20, Poison: 1}

// twoPlayerStart is Ana and Bo (20 Life, Intelligence 1), Ana first,
// after Ana played a Goblin in front of Bo and ended her turn: Bo's turn
// begins with the Goblin's attack.
func twoPlayerStart(t testing.TB) legends.State {
	t.Helper()
	hero := func(n string) legends.HeroBoard {
		return legends.HeroBoard{Name: n, Levels: []legends.HeroLevel{{MaxLife: 20, Intelligence: 1}}, Yellow: 60, Blue: 120}
	}
	s, err := legends.NewGame(legends.Setup{Seed: 3, Players: []legends.SeatSetup{{Name: "Ana", Hero: hero("Knight")}, {Name: "Bo", Hero: hero("Ranger")}}})
	if err != nil {
		t.Fatal(err)
	}
	return applied(t, s, legends.RollOffTotal(0, 11), legends.RollOffTotal(1, 3), legends.PlayMonster(goblin, 1), legends.EndTurn())
}

// applied is s after cmds, each of which the engine must accept: a table
// prepared for a test.
func applied(t testing.TB, s legends.State, cmds ...tracker.Command) legends.State {
	t.Helper()
	for _, c := range cmds {
		var err error
		if s, _, err = s.Apply(c); err != nil {
			t.Fatalf("%s: %v", c.Kind, err)
		}
	}
	return s
}

// open starts a session on a prepared state, through the store.
func (tb *table) open(st legends.State) {
	tb.T.Helper()
	b, err := st.Encode()
	if err != nil {
		tb.T.Fatal(err)
	}
	tb.S.StartSession(tb.campaign("Tuesday table"), b)
}

// tapCheck taps the tall check box whose words are label, on the
// pop-up on top when there is one.
func (tb *table) tapCheck(label string) {
	tb.T.Helper()
	test.Tap(tb.TallChecks(label)[0])
}

// bosMainPart opens twoPlayerStart on a phone and takes the Goblin's
// attack on Bo with a die of 1 (2 damage, a Poison token): Bo's turn is at
// its main part.
func bosMainPart(t testing.TB) *table {
	tb := newTable(t, phone)
	tb.open(twoPlayerStart(t))
	tb.Tap("Goblin (Ana) attacks")
	tb.Tap("1")
	return tb
}

// tapExact taps the n-th button (from 0) whose label is exactly text: rows
// of numbers share their labels.
func (tb *table) tapExact(text string, n int) {
	tb.T.Helper()
	test.Tap(tb.Exact(text, n))
}

// refused checks that the last tap was refused with the engine's words
// (want), and puts the message away.
func (tb *table) refused(want string) {
	tb.T.Helper()
	tb.Told(want)
	tb.Dismiss()
}

// sixPlayers is a 6-player battlefield in Ana's main part: Ana, Bo and
// Cy against Di, Ed and Fay, Bo and Ed the Skirmishers, Ana facing Fay and
// Cy facing Di (L599-605).
func sixPlayers(t testing.TB) legends.State {
	t.Helper()
	hero := legends.HeroBoard{Name: "Knight", Levels: []legends.HeroLevel{{MaxLife: 20, Intelligence: 1}}, Yellow: 60, Blue: 120}
	set := legends.Setup{Seed: 9, Expansions: []string{"The Horde"}, Skirmishers: []int{1, 4}, Facing: [][2]int{{0, 5}, {2, 3}}}
	for _, n := range []string{"Ana", "Bo", "Cy", "Di", "Ed", "Fay"} {
		set.Players = append(set.Players, legends.SeatSetup{Name: n, Hero: hero})
	}
	s, err := legends.NewGame(set)
	if err != nil {
		t.Fatal(err)
	}
	cmds := []tracker.Command{legends.RollOffTotal(0, 12)}
	for i := 1; i < 6; i++ {
		cmds = append(cmds, legends.RollOffTotal(i, 2))
	}
	return applied(t, s, cmds...)
}

// The window sizes most tests here open at (uitest's).
var (
	phone  = uitest.Phone
	tablet = uitest.Tablet
)

// enterCard opens the library's editor for a card of kind ("Hero board",
// "Monster", "Defence card", "Weapon", "Spell") and types its name.
func (tb *table) enterCard(kind, name string) {
	tb.T.Helper()
	tb.Tap("Enter a " + kind)
	tb.TypeIn(strings.TrimSuffix(kind, " board")+"'s name", name)
}
