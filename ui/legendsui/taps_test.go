package legendsui

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
	"tableside/tracker/legends"
	"tableside/ui/uitest"
)

// budget counts the taps of a task through the real widgets, logs them and
// fails past the budget. A choice list is two taps: open and pick.
type budget struct {
	t    *testing.T
	n    int
	most int
}

func newBudget(t *testing.T, most int) *budget { return &budget{t: t, most: most} }

// tap counts one tap, done by f.
func (b *budget) tap(f func()) { b.n++; f() }

func (b *budget) check() {
	b.t.Helper()
	b.t.Logf("taps: %d", b.n)
	if b.n > b.most {
		b.t.Fatalf("%d taps, the budget is %d", b.n, b.most)
	}
}

// TestWeaponAttackInFiveTaps: the budget for a Weapon attack is 5
// taps: Attack, the bonus, the target, the die, Confirm; a single legal
// target is picked already, so here it is 4 (the Goblin before Bo must
// be beaten first, L273).
func TestWeaponAttackInFiveTaps(t *testing.T) {
	tb := bosMainPart(t)
	b := newBudget(t, 5)
	b.tap(func() { tb.Tap("Attack") })
	b.tap(func() { tb.Tap("1") })
	tb.See("Goblin before Bo")
	b.tap(func() { tb.tapNth("2", 1) })
	b.tap(func() { tb.Tap("Confirm the attack") })
	b.check()
	if m := tb.state().Monsters; len(m) != 1 || m[0].Life != 2 {
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
	b := newBudget(t, 7)
	b.tap(func() { tb.Tap("Poison: -1 Life") })
	for range 2 {
		b.tap(func() { tb.Tap("Goblin (Ana) attacks") })
		b.tap(func() { tb.tapExact("1", 0) })
	}
	b.check()
	st := tb.state()
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
	b := newBudget(t, 3)
	b.tap(func() { tb.Tap("Defence card") })
	b.tap(func() { tb.Tap("Helmet") })
	b.tap(func() { tb.tapExact("2", 0) })
	b.check()
	if d := tb.state().Players[1].Defence; len(d) != 1 || d[0].Card.Slot != legends.Helmet || d[0].Card.Value != 2 {
		t.Fatalf("L113: a Helmet of 2 before Bo: %+v", d)
	}
}

// TestEndTurnInOneTapPlusOneForAMove_L403_L541: End turn is one tap; with
// a Fleeting Monster moving on at its end, one more to confirm (L541).
func TestEndTurnInOneTapPlusOneForAMove_L403_L541(t *testing.T) {
	tb := bosMainPart(t)
	b := newBudget(t, 1)
	b.tap(func() { tb.Tap("End turn") })
	b.check()
	if tb.state().Active != 0 {
		t.Fatal("L403: the turn passed to Ana")
	}

	s := twoPlayerStart(t)
	bat := legends.MonsterCard{Name: "Bat", Life: 2, Cost: 5, Fleeting: true}
	s = applied(t, s, legends.MonsterAttack(s.InFront(1)[0], 1), tracker.Cmd(legends.KindPlayMonster, legends.PlayMonsterCmd{Card: bat, Drawn: true}))
	tb = newTable(t, phone)
	tb.open(s)
	b = newBudget(t, 2)
	b.tap(func() { tb.Tap("End turn") })
	b.tap(func() { tb.Tap("End the turn") })
	b.check()
	if st := tb.state(); st.Active != 0 || st.Monsters[len(st.Monsters)-1].Host != 0 {
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
	uitest.TypeInto(tb.Entries("e.g. Friday group")[0], "Friday group")
	tb.Tap("Create")
	tb.See("New game: Friday group")
	tb.Tap("Start the game")
	for range 20 {
		st := tb.state()
		if st.Phase == legends.PhasePlay {
			tb.See("Round 1 · " + st.Players[st.Active].Name + "'s turn")
			return
		}
		tb.Tap("Roll for " + st.Players[st.RollOffWaiting()[0]].Name)
	}
	t.Fatal("the roll-off never ended")
}

// taps counts a flow through the real widgets as the tap tests here
// count: a tap is one (a choice list is two: the tap that opens it and the
// pick), a typed field is one. Each count goes to the part of the flow
// under way, for the breakdown the test logs.
type taps struct {
	tb   *table
	part string
	n    int
	by   map[string]int
	keep []string
	// scrolls are the drags that brought a target into view, by part:
	// logged beside the taps, not in their budget.
	scrolls  int
	scrolled map[string]int
}

func countTaps(tb *table) *taps {
	return &taps{tb: tb, by: map[string]int{}, scrolled: map[string]int{}}
}

func (c *taps) add(n int) {
	if os.Getenv("TAPLOG") != "" {
		_, file, line, _ := runtime.Caller(2)
		c.tb.T.Logf("tap %s:%d part %s", file[strings.LastIndex(file, "/")+1:], line, c.part)
	}
	if _, ok := c.by[c.part]; !ok {
		c.keep = append(c.keep, c.part)
	}
	c.by[c.part] += n
	c.n += n
}

func (c *taps) in(part string) { c.part = part }

func (c *taps) tap(prefix string) {
	c.tb.T.Helper()
	c.button(c.tb.Button(prefix))
}

func (c *taps) button(b *widget.Button) {
	c.tb.T.Helper()
	if b.Disabled() {
		c.tb.T.Fatalf("button %q is disabled", b.Text)
	}
	c.reach(b, fmt.Sprintf("button %q", b.Text))
	test.Tap(b)
	c.add(1)
}

// reach makes sure a player could touch o now, as the tap tests must
// (issue 24): it is drawn on the sheet on top, or on the screen when none
// is open, inside every container that holds it shown; one out of its
// scroll's view is scrolled to, and the scroll counted.
func (c *taps) reach(o fyne.CanvasObject, what string) {
	c.tb.T.Helper()
	sc, top, found := findIn(c.tb.Roots()[0], o, nil, 0)
	if !found {
		c.tb.T.Fatalf("%s is hidden or under a sheet: a player cannot tap it", what)
	}
	if sc == nil {
		return
	}
	bottom := top + o.Size().Height
	view := sc.Size().Height
	switch {
	case top < sc.Offset.Y:
		sc.ScrollToOffset(fyne.NewPos(sc.Offset.X, top))
	case bottom > sc.Offset.Y+view:
		sc.ScrollToOffset(fyne.NewPos(sc.Offset.X, bottom-view))
	default:
		return
	}
	c.scrolled[c.part]++
	c.scrolls++
}

// findIn finds o under root, drawn (every holder shown): the innermost
// vertical scroll holding it and its top in that scroll's content.
func findIn(root, o fyne.CanvasObject, sc *container.Scroll, y float32) (*container.Scroll, float32, bool) {
	if root == nil || !root.Visible() {
		return nil, 0, false
	}
	if root == o {
		return sc, y, true
	}
	if s, ok := root.(*container.Scroll); ok && s.Direction != container.ScrollHorizontalOnly {
		return findIn(s.Content, o, s, s.Content.Position().Y)
	}
	var kids []fyne.CanvasObject
	switch w := root.(type) {
	case *fyne.Container:
		kids = w.Objects
	case fyne.Widget:
		kids = test.WidgetRenderer(w).Objects()
	}
	for _, k := range kids {
		if s, ky, ok := findIn(k, o, sc, y+k.Position().Y); ok {
			return s, ky, true
		}
	}
	return nil, 0, false
}

func (c *taps) tapNth(prefix string, i int) {
	c.tb.T.Helper()
	bs := c.tb.Buttons(prefix)
	if i >= len(bs) {
		c.tb.T.Fatalf("only %d buttons %q on screen", len(bs), prefix)
	}
	c.button(bs[i])
}

func (c *taps) typeIn(placeholder string, i int, text string) {
	c.tb.T.Helper()
	es := c.tb.Entries(placeholder)
	if i >= len(es) {
		c.tb.T.Fatalf("only %d fields %q on screen", len(es), placeholder)
	}
	c.reach(es[i], fmt.Sprintf("the field %q", placeholder))
	uitest.TypeInto(es[i], text)
	c.add(1)
}

// number taps the button worded value after the nth label worded label.
func (c *taps) number(label string, nth int, value string) {
	c.tb.T.Helper()
	c.button(c.tb.after(label, nth, value, 0))
}

// keys types digits on the open number pad, then OK: the pad closes only
// on OK or Cancel, so no tap meant for it lands on the screen beneath
// (issue 24).
func (c *taps) keys(digits string) {
	c.tb.T.Helper()
	pad := c.tb.Win.Canvas().Overlays().Top()
	for _, d := range digits {
		c.tap(string(d))
	}
	if c.tb.Win.Canvas().Overlays().Top() != pad {
		c.tb.T.Fatalf("the pad closed by itself after %q", digits)
	}
	c.tap("OK")
}

func (c *taps) report(t *testing.T, most int) {
	t.Helper()
	var parts []string
	for _, p := range c.keep {
		parts = append(parts, fmt.Sprintf("%s %d", p, c.by[p]))
	}
	t.Logf("taps: %d (%s)", c.n, strings.Join(parts, ", "))
	if c.scrolls > 0 {
		var where []string
		for _, p := range c.keep {
			if n := c.scrolled[p]; n > 0 {
				where = append(where, fmt.Sprintf("%s %d", p, n))
			}
		}
		t.Logf("scrolls besides: %d (%s)", c.scrolls, strings.Join(where, ", "))
	}
	if c.n > most {
		t.Fatalf("%d taps, the budget is %d", c.n, most)
	}
}

// TestTapsLegendsFirstEvening (issue 26): a group opens the game's set-up
// with an empty library, three players, every Hero for himself: a Paladin
// whose board changes at levels 2 and 3, a Barbarian and a Wizard at one
// level, and one Monster, all typed once; the roll-off, Ana's Monster
// before Bo, and her first Weapon attack confirmed. At most 50; measured
// 44 (players 4, Paladin 14 with the pad's OK after "100", Barbarian 5,
// Wizard 4, Monster 6, start 1, roll-off 3, the Monster before Bo 3, the
// attack 4). Every tap is one a player could make: nothing hidden or under
// a sheet; a target out of view is scrolled to, and the 8 scrolls are
// logged beside the taps.
func TestTapsLegendsFirstEvening(t *testing.T) {
	tb := newTable(t, phone)
	tb.S.SetupGame(tb.campaign("Thursday"))
	c := countTaps(tb)

	c.in("players")
	c.tap("3")
	c.typeIn("Player 1", 0, "Ana")
	c.typeIn("Player 2", 0, "Bo")
	c.typeIn("Player 3", 0, "Cy")

	c.in("Paladin (3 levels)")
	c.tapNth("Enter this Hero's board", 0)
	c.typeIn("Hero's name", 0, "Paladin")
	c.tap("At levels 2 and 3")
	plus := func(label string, n int) {
		for range n {
			c.button(tb.after(label, 0, "", 2)) // −, the number, +
		}
	}
	plus("XP of the yellow space (level 2)", 2) // 40, in the track's 20s
	c.button(tb.after("XP of the light-blue space (level 3)", 0, "", 1))
	c.keys("100")
	c.number("Armour", 1, "1")       // level 2
	c.number("Armour", 2, "2")       // level 3, which started at level 2's 1
	c.number("Intelligence", 2, "2") // level 3
	c.tap("Save this Hero")
	tb.See("New game: Thursday")

	c.in("Barbarian (1 level)")
	c.tapNth("Enter this Hero's board", 1)
	c.typeIn("Hero's name", 0, "Barbarian")
	c.number("Berserk: Beers it takes (0: none)", 0, "2")
	c.number("Berserk: Weapon bonus", 0, "2")
	c.tap("Save this Hero")

	c.in("Wizard (1 level)")
	c.tapNth("Enter this Hero's board", 2)
	c.typeIn("Hero's name", 0, "Wizard")
	c.number("Intelligence", 0, "3")
	c.tap("Save this Hero")

	c.in("one Monster")
	c.tap("Enter a Monster")
	c.typeIn("Monster's name", 0, "Giant Spider")
	c.number("Life", 0, "6")
	c.number("Attack bonus", 0, "1")
	c.button(tb.after("Cost (the XP for killing it)", 0, "", 2)) // 10 -> 20, in the price's 10s
	c.tap("Save this Monster")

	c.in("start")
	c.tap("Start the game")
	c.in("roll-off")
	c.number("Ana rolled", 0, "9")
	c.number("Bo rolled", 0, "4")
	c.number("Cy rolled", 0, "7")
	tb.See("Round 1 · Ana's turn")

	c.in("the Monster before Bo")
	c.tap("Monster")
	c.tap("Giant Spider")
	c.tap("Before Bo")

	c.in("the first Weapon attack")
	c.tap("Attack")
	c.number("The card's bonus", 0, "2")
	if b := tb.Button("Bo"); b.Importance != widget.HighImportance {
		t.Fatal("the only legal target (L573: the player on the left) is not picked")
	}
	c.button(tb.die("4"))
	c.tap("Confirm the attack")
	c.report(t, 50)

	st := tb.state()
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
