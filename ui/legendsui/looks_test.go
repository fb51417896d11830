package legendsui

import (
	"fmt"
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"tableside/tracker"
	"tableside/tracker/legends"
	"tableside/ui/kit"
	"tableside/ui/kit/kittest"
	"tableside/ui/uitest"
)

// TestLegendsInEveryLook draws the set-up, the library's forms, the
// roll-off, the table at the start of a turn and in its main part, its
// sheets (a Monster, a Defence card, Gold & cards, a Chest, healing, a Beer,
// a Potion, a correction), the damage helper and an elimination at every
// window and text size, in both themes: nothing past the edge, no rule
// line numbers, and what kittest.LookProblems finds (overlaps, tappables
// under a pinned bar, targets under 48 x 48, controls under 3:1), on every
// page of the long screens.
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
	tb.EveryLook("the six-player roll-off", func() { tb.S.Current().Redraw(); tb.everyPage("the six-player roll-off") })
	tb.open(twoPlayerStart(t))
	tb.LookAt("a Monster's die", func() { tb.S.Current().Redraw(); tb.Tap("Goblin (Ana) attacks") })
	redraw := func() { tb.S.Current().Redraw() }
	tb.EveryLook("the start of a turn", func() { redraw(); tb.everyPage("the start of a turn") })
	tb.Tap("Goblin (Ana) attacks")
	tb.Tap("1")
	tb.EveryLook("the table", func() { redraw(); tb.everyPage("the table") })
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
	tb.EveryLook("the damage helper", func() { redraw(); tb.everyPage("the damage helper") })
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
		st := tb.State()
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
			tb.enterCard("Hero board", "Paladin")
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

// TestLegendsSetupInEveryLook draws what TestLegendsInEveryLook's first
// screens leave below the fold, scrolled to, at every window and text
// size in both themes: the seats (a name, the Hero typed by its numbers),
// the battlefield, the house rules, the card library; then the Hero board
// with three levels, from the library and from a seat, a seat's board
// picked from the library, and the list of cards to correct.
func TestLegendsSetupInEveryLook(t *testing.T) {
	tb := newTable(t, phone)
	c := tb.campaign("The long Tuesday table of the Horde")
	down := func(name, count, to string, then ...string) {
		tb.LookAt(name, func() {
			tb.S.SetupGame(c)
			tb.Tap(count)
			for _, b := range then {
				tb.Tap(b)
			}
			tb.ScrollToText(to)
		})
	}
	down("a seat", "3", "Seat 1")
	down("a seat's Hero typed by its numbers", "3", "Seat 2")
	down("the battlefield", "6", "Battlefield")
	down("the house rules", "3", "House rules")
	down("the card library", "3", "Card library")
	// Every page of the long screens, top to bottom.
	tb.LookAt("every page of the set-up", func() { tb.S.SetupGame(c); tb.Tap("3"); tb.everyPage("the set-up") })
	tb.LookAt("every page of the six-player set-up", func() { tb.S.SetupGame(c); tb.Tap("6"); tb.everyPage("the six-player set-up") })
	tb.LookAt("a Hero board with three levels", func() {
		tb.S.SetupGame(c)
		tb.Tap("Enter a Hero board")
		tb.Tap("At levels 2 and 3")
		tb.everyPage("a Hero board with three levels")
	})
	tb.LookAt("a Hero board's level 2", func() {
		tb.S.SetupGame(c)
		tb.Tap("Enter a Hero board")
		tb.Tap("At levels 2 and 3")
		tb.ScrollToText("Level 2: as level 1 until you change a number")
	})
	tb.LookAt("a seat's Hero board", func() {
		tb.S.SetupGame(c)
		tb.tapNth("Enter this Hero's board", 1)
	})
	for _, form := range []string{"Enter a Monster", "Enter a Defence card", "Enter a Weapon", "Enter a Spell"} {
		tb.LookAt("every page of "+form, func() { tb.S.SetupGame(c); tb.Tap(form); tb.everyPage(form) })
	}

	// With cards in the library: a seat picks its board among them, and
	// any card can be opened again.
	game := legends.Game{}.ID()
	paladin := legends.HeroBoard{Name: "Paladin", Levels: []legends.HeroLevel{{MaxLife: 20, Intelligence: 1}}, Yellow: 40, Blue: 100}
	if !tb.S.SaveLibraryCard(game, legends.LibraryHero, "", paladin.Name, paladin) ||
		!tb.S.SaveLibraryCard(game, legends.LibraryMonster, "", "Giant Spider", legends.MonsterCard{Name: "Giant Spider", Life: 6, Cost: 20}) {
		t.Fatal("the library took no card")
	}
	down("a seat's board from the library", "3", "Seat 1")
	tb.LookAt("a card to correct", func() { tb.S.SetupGame(c); tb.Tap("Correct a card") })
}

// TestLegendsSheetsInEveryLook draws the table's sheets and panels that
// TestLegendsInEveryLook does not reach: the library's Monsters and where
// one goes, the Defence cards, a sale and its gold question, a card's
// text after its main effect (L395), a taming roll, the order of the
// Defence layers (L155), Monsters moving on at a turn's end (L541), a
// player out of cards (L433), a Weapon that must beat its own Hero's
// Monster first (L273), a Monster waiting for a new place (L411), the
// five-player tie (L587) and the end of the game.
func TestLegendsSheetsInEveryLook(t *testing.T) {
	tb := newTable(t, phone)
	game := legends.Game{}.ID()
	if !tb.S.SaveLibraryCard(game, legends.LibraryMonster, "", "Giant Spider", legends.MonsterCard{Name: "Giant Spider", Life: 6, Cost: 20}) ||
		!tb.S.SaveLibraryCard(game, legends.LibraryWeapon, "", "War Hammer", legends.WeaponCard{Name: "War Hammer", Bonus: 3, Price: 30}) {
		t.Fatal("the library took no card")
	}
	redraw := func() { tb.S.Current().Redraw() }
	tables := 0
	open := func(st legends.State) {
		t.Helper()
		b, err := st.Encode()
		if err != nil {
			t.Fatal(err)
		}
		tables++
		tb.S.StartSession(tb.campaign(fmt.Sprintf("Table %d", tables)), b)
	}
	// A look at a sheet that did not open would check the board again.
	opened := func(name string) {
		if tb.Win.Canvas().Overlays().Top() == nil {
			t.Fatalf("%s: no sheet open", name)
		}
	}
	sheet := func(name string, taps ...string) {
		tb.LookAt(name, func() {
			redraw()
			for _, b := range taps {
				tb.Tap(b)
			}
			opened(name)
		})
	}
	call := func(name string, show func(v *view)) {
		tb.LookAt(name, func() {
			redraw()
			show(tb.S.Current().View().(*view))
			opened(name)
		})
	}
	open(anasMainPart(t))
	sheet("the library's Monsters", "Monster")
	sheet("the Defence cards", "Defence card")
	sheet("a card to sell", "Gold & cards", "Sell a card for half")
	call("a sale's gold question", func(v *view) { v.askGold(forSale{name: "War Hammer", price: 30}) })
	call("a card's text after its main effect", func(v *view) { v.askText("A Potion") })
	call("a taming roll", func(v *view) { v.taming(tb.State()) })
	sheet("who has no cards left", "A player has no cards left")
	sheet("a player out of cards", "A player has no cards left", "Bo")

	// Bo's two Defence cards before the Goblin's attack: he puts them in
	// order (L155).
	s := twoPlayerStart(t)
	s = applied(t, s, legends.MonsterAttack(s.InFront(1)[0], 1),
		legends.PlayDefence(legends.DefenceCard{Name: "Kite Shield", Slot: legends.Shield, Value: 4}),
		legends.PlayDefence(legends.DefenceCard{Name: "Iron Helmet", Slot: legends.Helmet, Value: 2}),
		legends.EndTurn(), legends.EndTurn())
	open(s)
	tb.Tap("Poison") // the step before the Monsters' attacks (L551)
	sheet("the order of the Defence cards", "Goblin (Ana) attacks")

	// A Fleeting Bat moves on at the turn's end (L541).
	s = twoPlayerStart(t)
	bat := legends.MonsterCard{Name: "Bat", Life: 2, Cost: 5, Fleeting: true}
	s = applied(t, s, legends.MonsterAttack(s.InFront(1)[0], 1), tracker.Cmd(legends.KindPlayMonster, legends.PlayMonsterCmd{Card: bat, Drawn: true}))
	open(s)
	sheet("Monsters moving on", "End turn")

	// Three players: a Monster may go before any of them.
	open(spiderBeforeBo(t))
	sheet("where a Monster goes", "Monster", "Giant Spider")
	tb.Tap("Attack")
	tb.EveryLook("a Weapon that must beat its own Monster first", redraw)
	tb.Tap("Cancel")

	// Ana's Heavy knocks Bo out; Cy's Goblin before him waits for a new
	// place (L411).
	hero := legends.HeroBoard{Name: "Knight", Levels: []legends.HeroLevel{{MaxLife: 20, Intelligence: 1}}}
	s, err := legends.NewGame(legends.Setup{Seed: 5, Players: []legends.SeatSetup{{Name: "Ana", Hero: hero}, {Name: "Bo", Hero: hero}, {Name: "Cy", Hero: hero}}})
	if err != nil {
		t.Fatal(err)
	}
	s = applied(t, s, legends.RollOffTotal(0, 12), legends.RollOffTotal(1, 2), legends.RollOffTotal(2, 2),
		legends.EndTurn(), legends.EndTurn(), legends.PlayMonster(goblin, 1), legends.EndTurn(),
		legends.Attack(legends.AttackCmd{Source: legends.Source{Kind: legends.Heavy, Bonus: 25}, Target: legends.Target{Player: 1}, Die: 6}))
	open(s)
	tb.See("Cy puts Goblin (Life 5 / 5) in front of:")
	tb.EveryLook("a Monster waiting for a new place", redraw)

	// Five players, Ana, Cy and Bo out: Di and Ed win at once (L587), then
	// Ed is named the winner.
	set := legends.Setup{Seed: 9, Expansions: []string{"The Horde"}}
	for _, n := range []string{"Ana", "Bo", "Cy", "Di", "Ed"} {
		set.Players = append(set.Players, legends.SeatSetup{Name: n, Hero: hero})
	}
	if s, err = legends.NewGame(set); err != nil {
		t.Fatal(err)
	}
	s = applied(t, s, legends.RollOffTotal(0, 12), legends.RollOffTotal(1, 2), legends.RollOffTotal(2, 2), legends.RollOffTotal(3, 2), legends.RollOffTotal(4, 2))
	for _, p := range []int{0, 2, 1} {
		s = applied(t, s, legends.Correct(legends.CorrectCmd{Player: p, Life: -20, Reason: "Doom card"}))
	}
	open(s)
	tb.See("the table decides who wins")
	tb.EveryLook("a five-player tie", redraw)
	tb.Tap("Ed wins")
	tb.See("Ed wins.")
	tb.EveryLook("the end of the game", redraw)
}

// everyPage checks the screen's scroll a page at a time, top to bottom, as
// EveryLook checks its first page (kittest.LookProblems: overlaps,
// tappables under a pinned bar, targets under 48 x 48, controls under
// 3:1), and leaves it at its top for EveryLook. A screen taller than a
// phone had only its first page checked.
func (tb *table) everyPage(name string) {
	tb.T.Helper()
	kittest.Settle(tb.Win)
	sc := scrollOf(tb)
	page := sc.Size().Height * 3 / 4
	size := tb.Win.Canvas().Size()
	for at := page; at < sc.Content.Size().Height-sc.Size().Height+page; at += page {
		sc.ScrollToOffset(fyne.NewPos(0, at))
		kittest.Settle(tb.Win)
		for _, p := range kittest.LookProblems(tb.Win.Canvas()) {
			tb.T.Errorf("%s at %.0fx%.0f, %.0f pt text, %.0f px down: %s", name, size.Width, size.Height, fyne.CurrentApp().Settings().Theme().Size(theme.SizeNameText), sc.Offset.Y, p)
		}
	}
	sc.ScrollToOffset(fyne.Position{})
}

// TestBoardNextStepOnFirstScreen (issue 24): on the board, the next thing
// to do is on the first screen at every window and text size: the start of
// a turn's step in its sheet, then the main part's actions above the Undo
// bar, with no scroll.
func TestBoardNextStepOnFirstScreen(t *testing.T) {
	tb := newTable(t, uitest.Phone)
	tb.open(twoPlayerStart(t))
	d := fyne.CurrentApp().Driver()
	check := func(part string, names []string, limit func() float32) {
		for _, text := range kittest.TextSizes() {
			tb.TextSize(text)
			for _, size := range kittest.Sizes() {
				tb.Win.Resize(size)
				tb.S.Current().Redraw()
				kittest.Settle(tb.Win)
				for _, name := range names {
					b := tb.Button(name)
					if bottom := d.AbsolutePositionForObject(b).Y + b.Size().Height; bottom > limit() {
						t.Errorf("%s at %.0fx%.0f, %s text: %q ends at %.0f, below %.0f", part, size.Width, size.Height, text, name, bottom, limit())
					}
				}
			}
		}
		tb.TextSize("normal")
		tb.Win.Resize(tb.Size)
	}
	check("the start of a turn", []string{"Goblin (Ana) attacks"}, func() float32 { return tb.Win.Canvas().Size().Height })
	tb.Tap("Goblin (Ana) attacks")
	tb.Tap("1")
	undoTop := func() float32 { return d.AbsolutePositionForObject(tb.Button("Undo")).Y }
	check("the main part", []string{"Attack", "Defence card", "Monster", "Gold & cards", "End turn"}, undoTop)
}
