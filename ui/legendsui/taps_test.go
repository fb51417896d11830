package legendsui

import (
	"testing"

	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
	"tableside/tracker/legends"
	"tableside/ui/uitest"
)

// TestWeaponAttackInFiveTaps: the budget for a Weapon attack is 5
// taps: Attack, the bonus, the target, the die, Confirm; a single legal
// target is picked already, so here it is 4 (the Goblin before Bo must
// be beaten first, L273).
func TestWeaponAttackInFiveTaps(t *testing.T) {
	tb := bosMainPart(t)
	c := tb.CountTaps()
	c.Tap("Attack")
	c.Tap("1")
	tb.See("Goblin before Bo")
	c.TapNth("2", 1)
	c.Tap("Confirm the attack")
	c.Report(5)
	if m := tb.State().Monsters; len(m) != 1 || m[0].Life != 2 {
		t.Fatalf("L273: 3 damage to the Goblin, wounds kept: %+v", m)
	}
	tb.See("Goblin, Ana's: Life 2 / 5")
}

// TestStartOfTurnTwoMonstersAndPoisonInSevenTaps_L551_L153: Bo's turn
// starts with a Poison token and two Goblins in front of him; the steps
// open by themselves when Ana ends her turn, and take one tap per step and
// one per die: at most 7 (L551, L153-163).
func TestStartOfTurnTwoMonstersAndPoisonInSevenTaps_L551_L153(t *testing.T) {
	s := twoPlayerStart(t)
	s = applied(t, s, legends.MonsterAttack(s.InFront(1)[0], 1), legends.EndTurn(), legends.PlayMonster(goblin, 1))
	tb := newTable(t, phone)
	tb.open(s)
	tb.Tap("End turn") // Ana's: not Bo's start
	tb.See("The start of Bo's turn")
	c := tb.CountTaps()
	c.Tap("Poison: -1 Life")
	for range 2 {
		c.Tap("Goblin (Ana) attacks")
		c.TapObject(tb.Exact("1", 0))
	}
	c.Report(7)
	st := tb.State()
	if st.Stage != legends.StageMain || st.Players[1].Life != 20-2-1-2-2 || st.Players[1].Poison != 3 {
		t.Fatalf("L551: 1 Poison, then two hits of 2, each a token: %+v, stage %s", st.Players[1], st.Stage)
	}
	tb.See("Round 2 · Bo's turn") // the sheet put itself away
}

// TestDefenceCardInThreeTaps_L113: a Defence card not in the library is
// its kind and its value after the button; one from the library is one
// tap after the button.
func TestDefenceCardInThreeTaps_L113(t *testing.T) {
	tb := bosMainPart(t)
	c := tb.CountTaps()
	c.Tap("Defence card")
	c.Tap("Helmet")
	c.TapObject(tb.Exact("2", 0))
	c.Report(3)
	if d := tb.State().Players[1].Defence; len(d) != 1 || d[0].Card.Slot != legends.Helmet || d[0].Card.Value != 2 {
		t.Fatalf("L113: a Helmet of 2 before Bo: %+v", d)
	}
}

// TestEndTurnInOneTapPlusOneForAMove_L403_L541: End turn is one tap; with
// a Fleeting Monster moving on at its end, one more to confirm (L541).
func TestEndTurnInOneTapPlusOneForAMove_L403_L541(t *testing.T) {
	tb := bosMainPart(t)
	c := tb.CountTaps()
	c.Tap("End turn")
	c.Report(1)
	if tb.State().Active != 0 {
		t.Fatal("L403: the turn passed to Ana")
	}

	s := twoPlayerStart(t)
	bat := legends.MonsterCard{Name: "Bat", Life: 2, Cost: 5, Fleeting: true}
	s = applied(t, s, legends.MonsterAttack(s.InFront(1)[0], 1), tracker.Cmd(legends.KindPlayMonster, legends.PlayMonsterCmd{Card: bat, Drawn: true}))
	tb = newTable(t, phone)
	tb.open(s)
	c = tb.CountTaps()
	c.Tap("End turn")
	c.Tap("End the turn")
	c.Report(2)
	if st := tb.State(); st.Active != 0 || st.Monsters[len(st.Monsters)-1].Host != 0 {
		t.Fatalf("L541: the Bat moved to Ana and her turn began: %+v", st.Monsters)
	}
}

// TestRollOffByTheAppAndNewCampaign_L39: a campaign of the game is made
// from the home screen, and the app rolls both players' dice until one
// starts.
func TestRollOffByTheAppAndNewCampaign_L39(t *testing.T) {
	tb := newTable(t, phone)
	tb.Tap("New campaign")
	// The sheet asks which game first and picks none: Create waits, and
	// says for what, until the game's row is tapped and a name typed.
	if b := tb.Button("Create"); !b.Disabled() {
		t.Fatal("Create is ready before a game is picked")
	}
	tb.Tap(legends.Game{}.Title())
	tb.TypeIn("e.g. Friday group", "Friday group")
	tb.Tap("Create")
	tb.See("New game: Friday group")
	tb.Tap("Start the game")
	for range 20 {
		st := tb.State()
		if st.Phase == legends.PhasePlay {
			tb.See("Round 1 · " + st.Players[st.Active].Name + "'s turn")
			return
		}
		tb.Tap("Roll for " + st.Players[st.RollOffWaiting()[0]].Name)
	}
	t.Fatal("the roll-off never ended")
}

// taps counts a flow through the real widgets as every game's tap tests
// do (uitest.Taps), with this game's rows of numbers.
type taps struct {
	*uitest.Taps
	tb *table
}

func countTaps(tb *table) *taps { return &taps{tb.CountTaps(), tb} }

// number taps the button worded value after the nth label worded label.
func (c *taps) number(label string, nth int, value string) {
	c.tb.T.Helper()
	c.TapObject(c.tb.ButtonAfter(label, nth, value, 0))
}

// TestTapsLegendsFirstEvening (issue 26): a group opens the game's set-up
// with an empty library, three players, every Hero for himself: a Paladin
// whose board changes at levels 2 and 3, a Barbarian and a Wizard at one
// level, and one Monster, all typed once; the roll-off, Ana's Monster
// before Bo, and her first Weapon attack confirmed. At most 50; measured
// 44 (players 4, Paladin 14 with the pad's OK after "100", Barbarian 5,
// Wizard 4, Monster 6, start 1, roll-off 3, the Monster before Bo 3, the
// attack 4). Every tap is one a player could make: nothing hidden or under
// a sheet; a target out of view is scrolled to, and the 11 scrolls are
// logged beside the taps.
func TestTapsLegendsFirstEvening(t *testing.T) {
	tb := newGameOn(t, "Thursday")
	c := countTaps(tb)

	c.In("players")
	c.Tap("3")
	c.TypeIn("Player 1", 0, "Ana")
	c.TypeIn("Player 2", 0, "Bo")
	c.TypeIn("Player 3", 0, "Cy")

	c.In("Paladin (3 levels)")
	c.TapNth("Enter this Hero's board", 0)
	c.TypeIn("Hero's name", 0, "Paladin")
	c.Tap("At levels 2 and 3")
	plus := func(label string, n int) {
		for range n {
			c.TapObject(tb.ButtonAfter(label, 0, "", 2)) // −, the number, +
		}
	}
	plus("XP of the yellow space (level 2)", 2) // 40, in the track's 20s
	c.TapObject(tb.ButtonAfter("XP of the light-blue space (level 3)", 0, "", 1))
	c.Keys("100")
	c.number("Armour", 1, "1")       // level 2
	c.number("Armour", 2, "2")       // level 3, which started at level 2's 1
	c.number("Intelligence", 2, "2") // level 3
	c.Tap("Save this Hero")
	tb.See("New game: Thursday")

	c.In("Barbarian (1 level)")
	c.TapNth("Enter this Hero's board", 1)
	c.TypeIn("Hero's name", 0, "Barbarian")
	c.number("Berserk: Beers it takes (0: none)", 0, "2")
	c.number("Berserk: Weapon bonus", 0, "2")
	c.Tap("Save this Hero")

	c.In("Wizard (1 level)")
	c.TapNth("Enter this Hero's board", 2)
	c.TypeIn("Hero's name", 0, "Wizard")
	c.number("Intelligence", 0, "3")
	c.Tap("Save this Hero")

	c.In("one Monster")
	c.Tap("Enter a Monster")
	c.TypeIn("Monster's name", 0, "Giant Spider")
	c.number("Life", 0, "6")
	c.number("Attack bonus", 0, "1")
	c.TapObject(tb.ButtonAfter("Cost (the XP for killing it)", 0, "", 2)) // 10 -> 20, in the price's 10s
	c.Tap("Save this Monster")

	c.In("start")
	c.Tap("Start the game")
	c.In("roll-off")
	c.number("Ana rolled", 0, "9")
	c.number("Bo rolled", 0, "4")
	c.number("Cy rolled", 0, "7")
	tb.See("Round 1 · Ana's turn")

	c.In("the Monster before Bo")
	c.Tap("Monster")
	c.Tap("Giant Spider")
	c.Tap("Before Bo")

	c.In("the first Weapon attack")
	c.Tap("Attack")
	c.number("The card's bonus", 0, "2")
	if b := tb.Button("Bo"); b.Importance != widget.HighImportance {
		t.Fatal("the only legal target (L573: the player on the left) is not picked")
	}
	c.TapObject(tb.die("4"))
	c.Tap("Confirm the attack")
	c.Report(50)

	st := tb.State()
	pal, barb, wiz := st.Players[0].Hero, st.Players[1].Hero, st.Players[2].Hero
	l1, l2, l3 := pal.Level(1), pal.Level(2), pal.Level(3)
	if pal.Name != "Paladin" || len(pal.Levels) != 3 || pal.Yellow != 40 || pal.Blue != 100 ||
		l1.Armour != 0 || l2.Armour != 1 || l3.Armour != 2 || l3.Intelligence != 2 || l2.Intelligence != 1 || l3.MaxLife != 20 {
		t.Fatalf("the Paladin as typed, each level from the one below: %+v", pal)
	}
	if barb.Name != "Barbarian" || len(barb.Levels) != 1 || barb.Levels[0].Berserk == nil || barb.Levels[0].Berserk.Beers != 2 {
		t.Fatalf("the Barbarian: %+v", barb)
	}
	if wiz.Name != "Wizard" || wiz.Levels[0].Intelligence != 3 {
		t.Fatalf("the Wizard: %+v", wiz)
	}
	if len(st.Monsters) != 1 || st.Monsters[0].Host != 1 || st.Monsters[0].Card.Cost != 20 || st.Players[1].Life != 14 {
		t.Fatalf("the Spider before Bo, and 4 + 2 to Bo (L191): %+v, Bo %d", st.Monsters, st.Players[1].Life)
	}
}
