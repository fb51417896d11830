package legendsui

import (
	"fmt"
	"os"
	"testing"

	"fyne.io/fyne/v2"

	"tableside/tracker/legends"
	"tableside/ui/kit"
	"tableside/ui/uitest"
)

// TestLegendsInEveryLook draws the set-up, the table at the start of a
// turn and in its main part, and the damage helper at every window and
// text size: nothing past the edge, no rule line numbers.
func TestLegendsInEveryLook(t *testing.T) {
	tb := newTable(t, phone)
	c := tb.campaign("The long Tuesday table of the Horde")
	tb.LookAt("the set-up", func() { tb.S.SetupGame(c) })
	tb.LookAt("the six-player set-up", func() { tb.S.SetupGame(c); tb.Tap("6") })
	for _, form := range []string{"Enter a Hero board", "Enter a Monster", "Enter a Defence card", "Enter a Weapon", "Enter a Spell"} {
		tb.LookAt("the library: "+form, func() { tb.S.SetupGame(c); tb.Tap(form) })
	}
	tb.S.SetupGame(c)
	tb.Tap("6")
	tb.tapCheck("Adhara")
	tb.Tap("Start the game")
	tb.EveryLook("the six-player roll-off", func() { tb.S.Current().Redraw() })
	tb.open(twoPlayerStart(t))
	tb.LookAt("a Monster's die", func() { tb.S.Current().Redraw(); tb.Tap("Goblin (Ana) attacks") })
	redraw := func() { tb.S.Current().Redraw() }
	tb.EveryLook("the start of a turn", redraw)
	tb.Tap("Goblin (Ana) attacks")
	tb.Tap("1")
	tb.EveryLook("the table", redraw)
	tb.Shot("legends-table")
	tb.LookAt("a Monster from the hand", func() { redraw(); tb.Tap("Monster") })
	tb.LookAt("a Defence card's value", func() { redraw(); tb.Tap("Defence card"); tb.Tap("Defence Spell") })
	tb.LookAt("Gold & cards", func() { redraw(); tb.Tap("Gold & cards") })
	tb.LookAt("a Chest", func() { redraw(); tb.Tap("Gold & cards"); tb.Tap("Chest") })
	tb.LookAt("healing", func() { redraw(); tb.Tap("Gold & cards"); tb.Tap("Heal") })
	tb.LookAt("a Beer", func() { redraw(); tb.Tap("Gold & cards"); tb.Tap("Beer") })
	tb.LookAt("a Potion", func() { redraw(); tb.Tap("Gold & cards"); tb.Tap("Potion") })
	tb.LookAt("a table correction", func() {
		redraw()
		tb.Tap("Gold & cards")
		tb.Tap("A card bends a rule")
		tb.Tap("Bo")
	})
	tb.Tap("Attack")
	tb.Tap("Spell")
	tb.Tap("Ana")
	tb.EveryLook("the damage helper", redraw)
	tb.Shot("legends-attack")

	// An elimination, told as the event it is.
	out := applied(t, twoPlayerStart(t), legends.MonsterAttack(1, 1), legends.Correct(legends.CorrectCmd{Player: 0, Life: -19, Reason: "a card"}),
		legends.Attack(legends.AttackCmd{Source: legends.Source{Kind: legends.Heavy, Bonus: 10}, Target: legends.Target{Player: 0}, Die: 6}))
	b, err := out.Encode()
	if err != nil {
		t.Fatal(err)
	}
	tb.S.StartSession(tb.campaign("Knock-out table"), b)
	tb.LookAt("an elimination", func() {
		redraw()
		st := tb.state()
		tb.S.Current().View().(*view).tellElimination(st, st.Eliminations[0])
	})
}

// TestLooksForScreenshots renders the set-up, a library form, the table,
// the start of a turn, the damage helper and Gold & cards at a phone's
// 400x800 and a tablet's 1280x800, light and dark, into
// $TABLESIDE_SCREENS (skipped without it), checking each for anything
// past the window's edge.
func TestLooksForScreenshots(t *testing.T) {
	if os.Getenv("TABLESIDE_SCREENS") == "" {
		t.Skip("TABLESIDE_SCREENS names no folder for the screenshots")
	}
	for _, size := range []fyne.Size{phone, tablet} {
		for _, mode := range []string{"light", "dark"} {
			tb := newTable(t, size)
			fyne.CurrentApp().Settings().SetTheme(kit.Theme{Mode: mode})
			tag := fmt.Sprintf("-%.0fx%.0f-%s", size.Width, size.Height, mode)
			// Fyne's test.LaidOutObjects, which every tb.Tap walks, makes each
			// Label a new text provider its drawn renderer does not hold, so
			// a label patched after a tap draws its old words in a capture.
			// The screen drawn afresh is what a player sees.
			shot := func(name string) {
				if p := tb.S.Current(); p != nil && tb.S.Screen() != nil {
					p.Redraw()
				}
				tb.Win.Resize(size)
				tb.Shot("legends-" + name + tag)
			}
			c := tb.campaign("Tuesday table")
			tb.S.SetupGame(c)
			tb.Tap("3")
			shot("setup")
			tb.Tap("Enter a Hero board")
			uitest.TypeInto(tb.Entries("Hero's name")[0], "Paladin")
			tb.Tap("At levels 2 and 3")
			shot("library-hero")
			tb.ClosePopups()

			s := twoPlayerStart(t)
			s = applied(t, s, legends.MonsterAttack(s.InFront(1)[0], 1), legends.EndTurn(), legends.PlayMonster(goblin, 1),
				legends.PlayDefence(legends.DefenceCard{Name: "Kite Shield", Slot: legends.Shield, Value: 4}))
			b, err := s.Encode()
			if err != nil {
				t.Fatal(err)
			}
			tb.S.StartSession(c, b)
			tb.Tap("End turn")
			shot("start-of-turn")
			tb.Tap("Poison")
			tb.Tap("Goblin (Ana) attacks")
			shot("monster-die")
			tb.tapExact("2", 0)
			tb.Tap("Goblin (Ana) attacks")
			tb.tapExact("1", 0)
			shot("table")
			tb.Tap("Gold & cards")
			shot("gold-and-cards")
			tb.ClosePopups()
			tb.Tap("Attack")
			tb.Tap("Heavy")
			tb.Tap("4")
			tb.Tap("Ana")
			tb.tapExact("5", 1)
			shot("attack")
		}
	}
}
