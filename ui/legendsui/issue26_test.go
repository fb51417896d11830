package legendsui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/legends"
	"tableside/ui/kit/kittest"
	"tableside/ui/uitest"
)

// die is the die's button worded n: the last on screen so worded, as the
// die's row is drawn after the form (whose bonus has numbers too).
func (tb *table) die(n string) *widget.Button {
	tb.T.Helper()
	var last *widget.Button
	for _, o := range visible(tb.Roots()[0]) {
		if b, ok := o.(*widget.Button); ok && b.Text == n {
			last = b
		}
	}
	if last == nil {
		tb.T.Fatalf("no die %q on screen", n)
	}
	return last
}

// visible lists the objects a player can see under o, in drawing order:
// hidden ones and what they hold are left out.
func visible(o fyne.CanvasObject) []fyne.CanvasObject {
	if o == nil || !o.Visible() {
		return nil
	}
	out := []fyne.CanvasObject{o}
	for _, k := range kittest.Children(o) {
		out = append(out, visible(k)...)
	}
	return out
}

// spiderBeforeBo is three players at Bo's main part (Bo first), with Bo's
// own Giant Spider standing in front of him.
func spiderBeforeBo(t *testing.T) legends.State {
	t.Helper()
	hero := legends.HeroBoard{Name: "Knight", Levels: []legends.HeroLevel{{MaxLife: 20, Intelligence: 1}}}
	s, err := legends.NewGame(legends.Setup{Seed: 5, Players: []legends.SeatSetup{{Name: "Ana", Hero: hero}, {Name: "Bo", Hero: hero}, {Name: "Cy", Hero: hero}}})
	if err != nil {
		t.Fatal(err)
	}
	spider := legends.MonsterCard{Name: "Giant Spider", Life: 4, Cost: 20}
	return applied(t, s, legends.RollOffTotal(0, 2), legends.RollOffTotal(1, 12), legends.RollOffTotal(2, 2),
		legends.PlayMonster(spider, 1))
}

// TestAttackSheetOffersNoPlayerPastOwnMonster_L273: with a Monster in
// front of Bo, his Weapon is offered no player (Cy, on his left, L573)
// until it is beaten; the sheet says so first, and the Spider, the only
// target, is picked already. Once it is dead, Cy is offered.
func TestAttackSheetOffersNoPlayerPastOwnMonster_L273(t *testing.T) {
	tb := newTable(t, phone)
	tb.open(spiderBeforeBo(t))
	tb.Tap("Attack")
	tb.See("Bo's Giant Spider stands in front of Bo: beat it first.")
	for _, n := range []string{"Ana", "Cy"} {
		if len(tb.Buttons(n)) != 0 {
			t.Fatalf("L273: %s offered past the Spider", n)
		}
	}
	if b := tb.Button("Giant Spider before Bo"); b.Importance != widget.HighImportance {
		t.Fatal("the single legal target is not picked")
	}
	tb.Tap("4") // the bonus: +4
	tb.die("1").OnTapped()
	tb.See("Giant Spider killed (+20 XP to Bo), to Bo's discard pile")
	tb.Tap("Confirm the attack")
	if st := tb.State(); len(st.Monsters) != 0 || st.Players[1].XP != 20 {
		t.Fatalf("L273, L305: %+v", st.Monsters)
	}
	tb.Tap("Attack")
	if b := tb.Button("Cy"); b.Importance != widget.HighImportance {
		t.Fatal("L573: Cy, the only target now, is picked")
	}
}

// TestAttackSheetPicksTheOnlyTarget: a single legal target is picked for
// the player, so a die and Confirm attack; among several, none is.
func TestAttackSheetPicksTheOnlyTarget(t *testing.T) {
	tb := newTable(t, phone)
	tb.open(anasMainPart(t))
	tb.Tap("Attack")
	if b := tb.Button("Bo"); b.Importance != widget.HighImportance {
		t.Fatal("L565: Bo, the only target, is not picked")
	}
	// The sheet's words agree: the die is what it waits for now.
	if txt := tb.Texts(); strings.Contains(txt, "Pick a target first") || !strings.Contains(txt, "Pick the die first") {
		t.Fatalf("the only target is picked, but the sheet says:\n%s", txt)
	}
	tb.die("3").OnTapped()
	tb.Tap("Confirm the attack")
	if got := tb.State().Players[1].Life; got != 17 {
		t.Fatalf("die 3 to Bo: %d", got)
	}

	tb = newTable(t, phone)
	tb.open(spiderBeforeBo(t))
	tb.Tap("Attack")
	tb.Tap("Spell") // a Spell may aim at any opponent or Monster: no pick
	for _, b := range tb.Buttons("") {
		if b.Importance == widget.HighImportance && (b.Text == "Ana" || b.Text == "Cy" || strings.HasPrefix(b.Text, "Giant Spider")) {
			t.Fatalf("a target picked among several: %s", b.Text)
		}
	}
}

// TestAttackConfirmSaysWhatItWaits (issue 24): a greyed Confirm the
// attack says what it waits for, a target, then the die, and the words
// go once it is ready.
func TestAttackConfirmSaysWhatItWaits(t *testing.T) {
	tb := newTable(t, phone)
	tb.open(spiderBeforeBo(t))
	tb.Tap("Attack")
	tb.Tap("Spell") // any opponent or Monster: nothing picked
	if !tb.Button("Confirm the attack").Disabled() {
		t.Fatal("Confirm is ready with no target")
	}
	tb.See("Pick a target first.")
	tb.Tap("Giant Spider")
	tb.See("Pick the die first, or Roll.")
	if strings.Contains(tb.Texts(), "Pick a target first.") {
		t.Fatal("the target's reason stays once a target is picked")
	}
	tb.Tap("Roll")
	if tb.Button("Confirm the attack").Disabled() || strings.Contains(tb.Texts(), "Pick the die first") {
		t.Fatal("Confirm waits, or says it does, with a target and a die")
	}
}

// TestAttackTargetsOnFirstScreen (issue 24): on a phone, at every text
// size, the attack sheet shows the card's first line and the first target
// without scrolling, and Confirm in reach above the Undo bar. At 360 x 640
// Very large the die, Confirm and the Undo bar once left the form about a
// row ("Bo attacks"), and at 400 x 800 Large the targets were below the
// fold: Cancel now sits in the heading, Roll beside Confirm, the die's six
// numbers on one line, and the "With" and "At" labels take no line.
func TestAttackTargetsOnFirstScreen(t *testing.T) {
	for _, look := range []struct {
		size fyne.Size
		text string
	}{{phone, "normal"}, {phone, "large"}, {uitest.SmallPhone, "huge"}} {
		t.Run(fmt.Sprintf("%.0fx%.0f %s", look.size.Width, look.size.Height, look.text), func(t *testing.T) {
			tb := newTable(t, look.size)
			tb.TextSize(look.text)
			// A card in the library, as a group has: it is one more
			// button, which once pushed the target off the first screen.
			tb.S.SaveLibraryCard(legends.Game{}.ID(), legends.LibraryWeapon, "", "War Hammer", legends.WeaponCard{Name: "War Hammer", Bonus: 5, Heavy: true})
			tb.open(spiderBeforeBo(t))
			tb.Tap("Attack")
			sc := scrollOf(tb)
			d := fyne.CurrentApp().Driver()
			top, end := d.AbsolutePositionForObject(sc).Y, d.AbsolutePositionForObject(sc).Y+sc.Size().Height
			if w := tb.Button("Library…"); d.AbsolutePositionForObject(w).Y < top || d.AbsolutePositionForObject(w).Y+w.Size().Height > end {
				t.Errorf("the card's first line is at %.0f, out of the sheet's first screen (%.0f to %.0f)", d.AbsolutePositionForObject(w).Y, top, end)
			}
			b := tb.Button("Giant Spider before Bo")
			if bottom := d.AbsolutePositionForObject(b).Y + b.Size().Height; bottom > end {
				t.Errorf("the target ends at %.0f, below the sheet's first screen (%.0f)", bottom, end)
			}
			// Confirm and the die: below the form, above the Undo bar and
			// its words, inside the window.
			undo := tb.Button("Undo")
			bar := d.AbsolutePositionForObject(undo).Y
			for _, l := range visible(tb.Roots()[0]) {
				if w, ok := l.(*widget.Label); ok && strings.HasPrefix(w.Text, "Nothing done yet") {
					bar = d.AbsolutePositionForObject(w).Y
				}
			}
			for _, o := range []*widget.Button{tb.Button("Confirm the attack"), tb.Button("Roll"), tb.die("6")} {
				y := d.AbsolutePositionForObject(o).Y
				if y < end || y+o.Size().Height > bar || o.Size().Height < 48 || o.Size().Width < 48 {
					t.Errorf("%q at %.0f (%v) is not in reach between the form's end (%.0f) and the Undo bar (%.0f)", o.Text, y, o.Size(), end, bar)
				}
			}
		})
	}
}

// TestAttackSheetKeepsItsScroll (issue 24): on the smallest phone at Very
// large text the bonus is below the fold; a pick there, which draws the
// sheet again, leaves the form where the player scrolled it, and the die
// and Confirm where they were.
func TestAttackSheetKeepsItsScroll(t *testing.T) {
	tb := newTable(t, uitest.SmallPhone)
	tb.TextSize("huge")
	tb.open(spiderBeforeBo(t))
	tb.Tap("Attack")
	three := tb.ButtonAfter("The card's bonus", 0, "3", 0)
	tb.Reach(three)
	at := scrollOf(tb).Offset.Y
	if at <= 0 {
		t.Fatalf("the bonus is on the first screen at 360 x 640 Very large: nothing to check (%.0f)", at)
	}
	d := fyne.CurrentApp().Driver()
	confirm := d.AbsolutePositionForObject(tb.Button("Confirm the attack"))
	test.Tap(three)
	tb.die("4").OnTapped()
	if got := scrollOf(tb).Offset.Y; got != at {
		t.Fatalf("the sheet's scroll went from %.0f to %.0f after a pick", at, got)
	}
	if now := d.AbsolutePositionForObject(tb.Button("Confirm the attack")); now != confirm {
		t.Fatalf("Confirm moved from %v to %v", confirm, now)
	}
	tb.See("Die 4, attack 7")
}

// TestAttackLibraryCardsInAList: the library's cards are one button, a
// list away, however many the group typed; the card picked is named below
// the row, lit, and its bonus is its own (no quick number to type).
func TestAttackLibraryCardsInAList(t *testing.T) {
	tb := newTable(t, phone)
	for _, n := range []string{"War Hammer", "Short Sword", "Long Bow"} {
		tb.S.SaveLibraryCard(legends.Game{}.ID(), legends.LibraryWeapon, "", n, legends.WeaponCard{Name: n, Bonus: 5, Heavy: n == "War Hammer"})
	}
	tb.open(spiderBeforeBo(t))
	tb.Tap("Attack")
	if len(tb.Buttons("War Hammer")) != 0 {
		t.Fatal("a library card is a button of its own on the sheet")
	}
	d := fyne.CurrentApp().Driver()
	heavy := d.AbsolutePositionForObject(tb.Button("Heavy"))
	tb.Tap("Library…")
	tb.Tap("War Hammer")
	tb.See("War Hammer: Heavy +5")
	if b := tb.Button("Library…"); b.Importance != widget.HighImportance {
		t.Fatal("the library's button is not lit for a library card")
	}
	if len(tb.Buttons("…")) != 0 {
		t.Fatal("a library card asks for a bonus")
	}
	if now := d.AbsolutePositionForObject(tb.Button("Heavy")); now != heavy {
		t.Fatalf("picking a library card moved the kinds' row: %v to %v", heavy, now)
	}
}

// TestSaleWithoutGoldIsRefused_L103: a Weapon typed with its price in a
// plain circle is offered for sale, and refused in the player's words;
// nothing changes. A gold-backed one sells for half (L107).
func TestSaleWithoutGoldIsRefused_L103(t *testing.T) {
	tb := newGameOn(t, "Library")
	for _, w := range []struct {
		name string
		gold string
	}{{"Rusty Axe", "A plain circle"}, {"War Hammer", "Gold: it can be sold"}} {
		tb.enterCard("Weapon", w.name)
		tb.ButtonAfter("Price", 0, "", 2).OnTapped() // 10
		tb.ButtonAfter("Price", 0, "", 2).OnTapped() // 20
		tb.ButtonAfter("Price", 0, "", 2).OnTapped() // 30
		tb.Tap(w.gold)
		tb.Tap("Save this Weapon")
	}
	tb.open(anasMainPart(t)) // no Monster shuts Ana's Market
	before := tb.State()
	tb.Tap("Gold & cards")
	tb.Tap("Sell a card for half")
	tb.Tap("Rusty Axe (30)")
	tb.refused("Rusty Axe cannot be sold")
	if after := tb.State(); after.Turn.Gold != before.Turn.Gold || strings.Contains(tb.S.Current().LastDone(), "Rusty Axe") {
		t.Fatal("L103: a refused sale changed the table")
	}
	tb.Tap("Gold & cards")
	tb.Tap("Sell a card for half")
	tb.Tap("War Hammer (30)")
	if got := tb.State().Turn.Gold; got != before.Turn.Gold+15 {
		t.Fatalf("L107: 30 sells for 15, gold %d", got)
	}
}

// TestAttackDieInViewForASpell: on a phone, a quick-value Spell's die row
// is drawn above the Confirm bar, not under it, at every phone size, and
// Roll beside Confirm.
func TestAttackDieInViewForASpell(t *testing.T) {
	for _, size := range []fyne.Size{uitest.SmallPhone, phone} {
		tb := newTable(t, size)
		tb.open(spiderBeforeBo(t))
		tb.Tap("Attack")
		tb.Tap("Spell")
		six, roll := tb.die("6"), tb.Button("Roll")
		confirm := tb.Button("Confirm the attack")
		d := fyne.CurrentApp().Driver()
		if bottom := d.AbsolutePositionForObject(six).Y + six.Size().Height; bottom > d.AbsolutePositionForObject(confirm).Y || bottom > size.Height {
			t.Errorf("%v: the die row ends at %.0f, under the Confirm bar at %.0f", size, bottom, d.AbsolutePositionForObject(confirm).Y)
		}
		// Roll sits beside Confirm, on its line, not under it.
		if r, c := d.AbsolutePositionForObject(roll), d.AbsolutePositionForObject(confirm); r.Y != c.Y || r.X+roll.Size().Width > c.X {
			t.Errorf("%v: Roll at %v is not beside Confirm at %v", size, r, c)
		}
	}
}

// scrollOf is the first vertical scroll of the screen.
func scrollOf(tb *table) *container.Scroll {
	for _, o := range visible(tb.Win.Content()) {
		if s, ok := o.(*container.Scroll); ok && s.Direction != container.ScrollHorizontalOnly {
			return s
		}
	}
	tb.T.Fatal("no scroll on screen")
	return nil
}

// TestEditorReturnKeepsScroll (issue 24): the Legends set-up comes back
// where it was after an editor opened from it (saved or not) and after a
// seat's board is picked, rather than at its top.
func TestEditorReturnKeepsScroll(t *testing.T) {
	tb := newGameOn(t, "Scroll")
	tb.Tap("4")
	sc := scrollOf(tb)
	sc.ScrollToOffset(fyne.NewPos(0, 600))
	if sc.Offset.Y < 100 {
		t.Fatalf("the set-up does not scroll: %.0f", sc.Offset.Y)
	}
	// where the set-up stood when the player tapped: a button out of view
	// is first scrolled to, as a finger would (uitest.Table.Reach).
	var at float32
	tap := func(b *widget.Button) {
		t.Helper()
		tb.Reach(b)
		at = scrollOf(tb).Offset.Y
		test.Tap(b)
	}
	check := func(what string) {
		t.Helper()
		if got := scrollOf(tb).Offset.Y; got < at-1 || got > at+1 {
			t.Fatalf("after %s the set-up is at %.0f, was at %.0f", what, got, at)
		}
	}
	tap(tb.Button("Enter a Monster"))
	tb.Tap("Back")
	check("an editor left with Back")
	tap(tb.Button("Enter a Hero board"))
	tb.TypeIn("Hero's name", "Paladin")
	tb.Tap("Save this Hero")
	check("a Hero board saved")
	tap(tb.ButtonAfter("Hero board", 2, "Paladin", 0)) // seat 3
	check("a seat's board picked")
	tap(tb.ButtonAfter("Hero board", 3, "Enter this Hero's board", 0)) // seat 4's own editor
	tb.TypeIn("Hero's name", "Wizard")
	tb.Tap("Save this Hero")
	check("a board entered from a seat")
	if !strings.Contains(tb.Texts(), "Wizard") {
		t.Fatal("the seat's board is not in the set-up")
	}
}

// TestNothingMovesUnderTheFinger (issue 24): in every Legends editor and
// the attack sheet, a tap on each choice leaves every tappable above or
// beside it where it was (uitest.NothingMovesUnderTheFinger).
func TestNothingMovesUnderTheFinger(t *testing.T) {
	for _, look := range []struct {
		size fyne.Size
		text string
	}{{uitest.SmallPhone, "huge"}, {phone, "normal"}} {
		t.Run(fmt.Sprintf("%.0fx%.0f %s", look.size.Width, look.size.Height, look.text), func(t *testing.T) { nothingMoves(t, look.size, look.text) })
	}
}

func nothingMoves(t *testing.T, size fyne.Size, text string) {
	tb := newTable(t, size)
	tb.TextSize(text)
	c := tb.campaign("Fingers")
	// What leaves the form, saves, or opens a list, a pad or the library
	// is not a choice made in place.
	leaves := func(o fyne.CanvasObject) bool {
		b, ok := o.(*widget.Button)
		if !ok {
			return true // the check lines and fields are not tapped here
		}
		x := b.Text
		return x == "" || x == "Back" || x == "Cancel" || strings.HasPrefix(x, "Save") || strings.Contains(x, "…") ||
			strings.HasPrefix(x, "Confirm")
	}
	for _, form := range []string{"Enter a Hero board", "Enter a Monster", "Enter a Defence card", "Enter a Weapon", "Enter a Spell"} {
		tb.S.SetupGame(c)
		tb.Tap(form)
		if form == "Enter a Hero board" {
			tb.Tap("At levels 2 and 3")
		}
		if n := tb.NothingMovesUnderTheFinger(form, leaves); n < 3 {
			t.Errorf("%s: only %d choices tapped", form, n)
		}
	}
	tb.open(spiderBeforeBo(t))
	tb.Tap("Attack")
	if n := tb.NothingMovesUnderTheFinger("the attack sheet", leaves); n < 5 {
		t.Errorf("the attack sheet: only %d choices tapped", n)
	}
}

// TestHeroLevelStartsFromTheOneBelow_L449: in the Hero editor a level
// starts from the level below it: Life typed on level 1 and armour on level
// 2 carry up to the levels that still had the old numbers, so only what the
// board changes is entered; a number a level changed itself stays (L449,
//
func TestHeroLevelStartsFromTheOneBelow_L449(t *testing.T) {
	tb := newGameOn(t, "Levels")
	tb.enterCard("Hero board", "Paladin")
	tb.ButtonAfter("Most Life", 0, "9", 0).OnTapped()
	tb.Tap("At levels 2 and 3")
	tb.See("Level 3: as level 2 until you change a number")
	tb.ButtonAfter("Armour", 1, "1", 0).OnTapped()       // level 2
	tb.ButtonAfter("Intelligence", 2, "3", 0).OnTapped() // level 3's own
	tb.ButtonAfter("Intelligence", 0, "2", 0).OnTapped() // level 1: level 2 follows, level 3 keeps its 3
	tb.Tap("Save this Hero")
	h := libCards[legends.HeroBoard](tb.S, legends.LibraryHero)
	if len(h) != 1 || len(h[0].Levels) != 3 {
		t.Fatalf("%+v", h)
	}
	l := h[0].Levels
	if l[0].MaxLife != 9 || l[1].MaxLife != 9 || l[2].MaxLife != 9 || l[1].Armour != 1 || l[2].Armour != 1 ||
		l[0].Intelligence != 2 || l[1].Intelligence != 2 || l[2].Intelligence != 3 {
		t.Fatalf("each level from the one below: %+v", l)
	}
}

// TestBoardButtonsStayFromRoundTwo (issue 24): the first hands, said in
// round 1 only, sit below the turn's buttons, so their going from round 2
// on moves none of them.
func TestBoardButtonsStayFromRoundTwo(t *testing.T) {
	tb := newTable(t, phone)
	tb.open(anasMainPart(t))
	tb.See("First hands")
	d := fyne.CurrentApp().Driver()
	before := d.AbsolutePositionForObject(tb.Button("End turn"))
	tb.Tap("End turn") // Ana's
	tb.Tap("End turn") // Bo's
	tb.See("Round 2 · Ana's turn")
	if strings.Contains(tb.Texts(), "First hands") {
		t.Fatal("the first hands are said after round 1")
	}
	if after := d.AbsolutePositionForObject(tb.Button("End turn")); after != before {
		t.Fatalf("End turn moved from %v to %v", before, after)
	}
}
