package valorui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor"
	"tableside/ui/bookui/booktest"
	"tableside/ui/kit"
	"tableside/ui/uitest"
)

// TestValorSetupAppliesTheStartOfGameRules: the boards come from the
// library, and NewGame's start-of-game rules show on the board (000
// L202-219): Health at the top, a Plus-One on the Power Action, the
// Villain's Health for 2 Heroes, the insert's Plus-One.
func TestValorSetupAppliesTheStartOfGameRules(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValor()
	st := tb.valorState()
	if st.Heroes[0].Health != 14 || st.Heroes[0].Rows[0].PlusOnes != 1 || st.Heroes[1].Player != "Bo" {
		t.Fatalf("000 L204-205: %+v", st.Heroes[0])
	}
	if st.Villain.Health != 40 || st.Villain.Rows[0].PlusOnes != 1 {
		t.Fatalf("000 L215, L218: the Golem for 2 Heroes: %+v", st.Villain)
	}
	if st.VillainLoot.Name != "Villain Loot Stash 1-2 (A)" || st.HeroLoot.MinHeroes != 2 {
		t.Fatalf("Loot Stash cards for 2 Heroes: %q %q", st.VillainLoot.Name, st.HeroLoot.Name)
	}
	tb.See("Step 1 of 9")
	tb.See("Health 14/14")
	tb.See("Health 40/100")
}

// TestValorSetupRefusesWhatIsMissing: no Villain, or no Loot Stash card for
// the Hero count, is refused in words and starts nothing.
func TestValorSetupRefusesWhatIsMissing(t *testing.T) {
	tb := newTable(t, phone)
	tb.saveValor(valor.LibraryHero, "Rowan", valorHeroCard("Rowan"))
	tb.saveValor(valor.LibraryHero, "Bjorn", valorHeroCard("Bjorn"))
	tb.saveValor(valor.LibraryVillain, "Golem", golemCard())
	c := tb.openSetup("Thursday")
	tb.pickIn(0, "Rowan")
	tb.pickIn(1, "Bjorn")
	tb.Tap("Start the game")
	tb.See("Choose the Villain")
	tb.Dismiss()
	tb.pickIn(2, "Golem")
	if got := tb.picks(5).Selected(); got != lootMissing {
		t.Fatalf("the Villain Loot Stash for 2 Heroes shows %q", got)
	}
	tb.Tap("Start the game")
	tb.See("Enter the Villain Loot Stash card for 2 Heroes")
	tb.Dismiss()
	if _, ok, _ := tb.S.Store().LastSession(c.ID); ok {
		t.Fatal("a refused setup started a game")
	}
}

// TestValorHeroRoundAndLevelUpStep plays a Hero Round and its Level Up
// Step by tapping: setup checklist, Charge (000 L240), Actions and a roll
// (000 L281-321), damage, a Defeated Minion, the checklist in the book's
// order (000 L1313-1322), a cash-out with the (A) mark (000 L565) and Level
// Ups (000 L574-587); then a restart, undo and redo.
func TestValorHeroRoundAndLevelUpStep(t *testing.T) {
	tb := newTable(t, phone)
	tb.toFirstTurn()
	tb.See("Rowan's Turn: 3 of 3 Action Points left")

	tb.Tap("Move (1 AP)")
	tb.Tap("Action Roll (1 AP)")
	tb.Tap("Melee: 2 Novice · 1 Plus-Ones")
	tb.Keys("3")
	tb.See("Rowan's Melee roll: 3 Hits in the pool")
	tb.Tap("Add a Plus-One")
	tb.See("4 Hits in the pool")
	tb.Tap("Spend Hits")
	tb.Keys("4")
	tb.Tap("End the roll")
	if st := tb.valorState(); st.Heroes[0].Rows[0].PlusOnes != 0 || st.Heroes[0].Spent != 2 || st.Roll != nil {
		t.Fatalf("000 L315: the Plus-One spent, 2 AP spent: %+v", st.Heroes[0])
	}
	tb.Tap("A Minion was Defeated")
	tb.Keys("2")
	tb.See("Hero Loot Stash: 2 Bounty")

	// Bjorn's board: a Hound hits him for 3.
	tb.Tap("Bjorn")
	tb.See("Bjorn's board (Bo)")
	tb.Tap("14 / 14")
	tb.Tap("Take damage")
	tb.Keys("3")
	tb.See("Health 11/14")

	tb.Tap("End Rowan's Turn")
	tb.See("Bjorn's Turn: 3 of 3")
	tb.Tap("End Bjorn's Turn")

	// The Hero Level Up Step, in the book's order.
	tb.See("Hero Round: Level Up Step")
	tb.See("Step 1 of 8")
	tb.finishChecklist("Done", 5) // events, draw, discard, defenders, pass the Initiative
	if st := tb.valorState(); st.Lead != 1 {
		t.Fatalf("000 L522: the Initiative token passes clockwise to Bjorn; lead %d", st.Lead)
	}
	tb.Tap("Treasures done")
	tb.See("Bounty 2 on Hero Loot Stash, 2 Heroes (printed example): gives 2 XP for each Hero, a Novice die's result")
	tb.Tap("The Lead Hero rolled a Novice die")
	tb.Keys("1")
	st := tb.valorState()
	if st.Heroes[0].XP != 3 || st.Heroes[1].XP != 3 || st.Hoard != 2 {
		t.Fatalf("000 L552-565: 2 XP each plus the die's 1, Bounty to the Hoard: %d %d hoard %d", st.Heroes[0].XP, st.Heroes[1].XP, st.Hoard)
	}
	tb.Tap("Level Up Rowan (3 XP)")
	tb.Tap("+1 Action Point (3 XP)")
	tb.Tap("Level Up Bjorn (3 XP)")
	tb.Tap("Melee row, slot 3: blank to Novice (1 XP)")
	st = tb.valorState()
	if st.Heroes[0].Actions != 4 || st.Heroes[0].XP != 0 || st.Heroes[1].Rows[0].Slots[2] != valor.DieNovice || st.Heroes[1].XP != 2 {
		t.Fatalf("000 L574-587: 3 XP an Action Point, 1 XP a die: %+v / %+v", st.Heroes[0], st.Heroes[1])
	}
	tb.See("Level Up Bjorn (2 XP)")
	tb.Tap("Level Ups done")
	tb.Tap("End the Hero Round: Level Up Step")
	tb.See("Round 1 · Villain Round: Villain Step")
	tb.See("Magic roll")

	tb.CheckPreparedOpen()
	// Closing the app loses nothing; undo and redo survive it.
	tb.Restart()
	tb.Tap("Continue")
	tb.See("Round 1 · Villain Round: Villain Step")
	tb.See("Undo takes back: Villain Round")
	tb.Tap("Undo")
	tb.See("Hero Round: Level Up Step")
	tb.Tap("Redo")
	tb.See("Villain Round: Villain Step")
}

// TestValorRefusalsSayWhy: a fifth Plus-One asks which to give up (000
// L317); paying more Hearts than a Hero has is refused with the reason.
func TestValorRefusalsSayWhy(t *testing.T) {
	tb := newTable(t, phone)
	tb.toFirstTurn()
	b := &valorBoard{p: tb.S.Current(), st: tb.valorState()}
	for i := 0; i < 3; i++ {
		b.character(0).changePlusOnes(1, 1)
		b.st = tb.valorState()
	}
	if got := tb.valorState().PlusOnesHeld(0); got != 4 {
		t.Fatalf("4 Plus-Ones held, got %d", got)
	}
	b.character(0).changePlusOnes(2, 1)
	tb.See("The board is full: discard a Plus-One from")
	tb.Tap("Melee row (1 Plus-Ones)")
	st := tb.valorState()
	if st.Heroes[0].Rows[0].PlusOnes != 0 || st.Heroes[0].Rows[2].PlusOnes != 1 || st.PlusOnesHeld(0) != 4 {
		t.Fatalf("000 L317: one discarded to make space: %+v", st.Heroes[0].Rows)
	}
	tb.Tap("14 / 14")
	tb.Tap("Pay Hearts")
	tb.Keys("15")
	tb.See("Rowan has 14 Health and cannot pay 15 Hearts")
	tb.Dismiss()
	if st := tb.valorState(); st.Heroes[0].Health != 14 {
		t.Fatalf("000 L329: a refused payment changes nothing: %d", st.Heroes[0].Health)
	}
	tb.Tap("More for Rowan")
	tb.Tap("Pay Hearts")
	tb.Keys("14")
	if st := tb.valorState(); !st.Heroes[0].InStash {
		t.Fatal("000 L333: 0 Health is Defeated")
	}
	tb.See("Defeated")
}

// TestValorVillainLevelUpGolem000L758 walks a Villain Round to its Level
// Up Step and spends the Golem's 6 XP: three Level Ups for every row, the
// app saying which token goes where.
func TestValorVillainLevelUpGolem000L758(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValorReady()
	tb.toVillainRound()
	tb.finishChecklist("Done", 3) // Magic roll, Corruption roll, spawn
	tb.Tap("End the Villain Round: Villain Step")
	tb.finishChecklist("Done", 1) // the Minions
	tb.Tap("End the Villain Round: Minion Step")
	tb.See("Villain Round: Level Up Step")
	// The Golem has 5 XP; the empty Villain Loot Stash gives 1 more.
	tb.Tap("Golem (Villain)")
	test.Tap(tb.counter("XP", 1)) // its value opens the number pad
	tb.Keys("5")
	tb.Tap("Done") // defenders
	tb.See("Bounty 0 on Villain Loot Stash 1-2 (A): gives 1 XP")
	tb.Tap("Cash out")
	for _, line := range []string{
		"Level Up 1: Magic row, slot 2: blank to Novice",
		"Level Up 1: Corruption row, slot 3: blank to Novice",
		"Level Up 1: Melee row, slot 1: Adept to Master",
		"Level Up 2: Melee row, slot 2: Adept to Master",
		"Level Up 3: Magic row, slot 1: Novice to Adept",
		"Level Up 3: Corruption row, slot 2: Novice to Adept",
	} {
		tb.See(line)
	}
	if strings.Contains(tb.Texts(), "Level Up 3: Melee") {
		t.Fatal("000 L754: a row of Master dice takes no more Level Ups")
	}
	tb.Tap("Placed: spend 6 XP")
	st := tb.valorState()
	N, A, M := valor.DieNovice, valor.DieAdept, valor.DieMaster
	want := [][]valor.Die{{A, N, N}, {A, A, N}, {M, M, M}}
	for i, w := range want {
		if !slices.Equal(st.Villain.Rows[i].Slots, w) {
			t.Errorf("000 L758 row %d: %v, want %v", i, st.Villain.Rows[i].Slots, w)
		}
	}
	if st.Villain.XP != 0 {
		t.Errorf("6 XP spent in twos leaves 0, got %d", st.Villain.XP)
	}
	tb.Tap("Level Ups done")
	tb.Tap("Done") // advance the track
	st = tb.valorState()
	if st.Day != 1 || st.Villain.XP != 0 || !slices.Equal(st.Villain.Rows[0].Slots, []valor.Die{A, A, N}) || !slices.Equal(st.Villain.Rows[1].Slots, []valor.Die{A, A, A}) {
		t.Fatalf("000 L803: Day 1 with no Hero Defeated spends 2 extra XP, one more Level Up: day %d, %+v", st.Day, st.Villain.Rows)
	}
	// The Undo bar shows two lines at most; its whole words are a tap away.
	if w := tb.undoWords(); !strings.Contains(w, "no Hero Defeated yet, so Golem spends 2 bonus XP") {
		t.Errorf("the Undo bar's words do not name the bonus XP: %q", w)
	}
	tb.See("Approach of Doom: Day 1 of 4")
}

// undoWords are the Undo bar's whole words, as a tap on them shows them:
// the bar itself cuts them to two lines.
func (tb *table) undoWords() string {
	tb.T.Helper()
	for _, o := range test.LaidOutObjects(tb.Win.Content()) {
		if b, ok := o.(*kit.BarWords); ok {
			return b.Whole()
		}
	}
	tb.T.Fatal("no Undo bar on screen")
	return ""
}

// counter finds the counter labelled label on screen and returns its
// buttons: 0 minus, 1 the value (opens the pad), 2 plus.
func (tb *table) counter(label string, part int) *widget.Button {
	tb.T.Helper()
	return booktest.Counter(tb.Table, label, 0, part)
}

// TestValorScreensRender draws the Valor screens at phone and tablet size
// (PNGs in $TABLESIDE_SCREENS); shot fails if one needs more than a
// phone's width.
func TestValorScreensRender(t *testing.T) {
	for _, sz := range uitest.PhoneAndTablet() {
		t.Run(sz.Name, func(t *testing.T) {
			tb := newTable(t, sz.Size)
			tb.valorLibrary()
			tb.openSetup("Thursday")
			tb.pickLabyrinth()
			tb.Shot(sz.Name + "-valor-setup")
			tb.Tap("Start the game")
			tb.Shot(sz.Name + "-valor-setup-checklist")
			tb.finishChecklist("Done", 9)
			tb.Shot(sz.Name + "-valor-initiative")
			tb.Tap("Charge")
			tb.Shot(sz.Name + "-valor-turn")
			tb.Tap("Action Roll (1 AP)")
			tb.Shot(sz.Name + "-valor-roll-choice")
			tb.Tap("Melee")
			tb.Keys("5")
			tb.Shot(sz.Name + "-valor-roll")
			tb.Tap("End the roll")
			tb.Tap("Golem (Villain)")
			tb.Shot(sz.Name + "-valor-villain-board")
			tb.Tap("Rowan")
			tb.toCashOut("Rowan", "Bjorn", 5)
			tb.Shot(sz.Name + "-valor-cash-out")
		})
	}
}

// TestValorInspirationalBeatsOnHimself001L707: Wugner may spend his Magic
// Plus-Ones through Inspirational Beats on his own roll, as on anyone's.
func TestValorInspirationalBeatsOnHimself001L707(t *testing.T) {
	tb := newTable(t, phone)
	wugner := valorHeroCard("Wugner", valor.AbilityInspirationalBeats)
	wugner.Rows[0].Power, wugner.Rows[2].Power = false, true // his Plus-One starts on Magic
	tb.startMordak(wugner, valorHeroCard("Gwen"))
	tb.charge()
	if who, _ := tb.valorState().Acting(); who != 0 {
		t.Fatalf("Wugner should act first; %d acts", who)
	}
	tb.Tap("Action Roll (1 AP)")
	tb.Tap("Magic: 1 Novice")
	tb.Keys("1")
	tb.Tap("Wugner adds a Plus-One (Inspirational Beats)")
	st := tb.valorState()
	if st.Roll == nil || st.Roll.Boost < 1 || st.Heroes[0].Rows[2].PlusOnes != 0 {
		t.Fatalf("001 L707: Wugner's Magic Plus-One through Inspirational Beats on his own roll: %+v, Magic row %+v", st.Roll, st.Heroes[0].Rows[2])
	}
}

// TestValorMordakVillainTakesATurn: in Minions of Mordak one player is the
// Villain, whose Villain Step is a Turn with Action Points like a Hero's
// (001 L221, L243, L448).
func TestValorMordakVillainTakesATurn(t *testing.T) {
	tb := newTable(t, phone)
	tb.startMordak(valorHeroCard("Gwen"), valorHeroCard("Loxley", valor.AbilityCloakAndDagger))
	st := tb.valorState()
	if st.Box != valor.BoxMordak || st.Villain.Player != "Vic" || st.Villain.Health != 50 || st.Villain.Rows[2].PlusOnes != 1 {
		t.Fatalf("001 L195-196: Mordak for 2 Heroes with a Plus-One on his Power Action: %+v", st.Villain)
	}
	tb.charge()
	tb.Tap("Action Roll (1 AP)")
	tb.Tap("Magic: 1 Novice")
	tb.Keys("1")
	tb.Tap("Mordak adds a Plus-One")
	if st := tb.valorState(); st.Roll == nil || st.Roll.Boost < 1 || st.Villain.Rows[2].PlusOnes != 0 {
		t.Fatalf("001 L709 Schemy Meddling: Mordak's Magic Plus-One adds to Gwen's Magic roll: %+v", st.Roll)
	}
	tb.Tap("End the roll")
	tb.passToMordak()
	tb.See("Mordak's board (Vic)")
	tb.Tap("Power Surge (1 AP)")
	if st := tb.valorState(); st.Villain.Hand != 4 || st.Villain.Spent != 1 {
		t.Fatalf("001 L243: a Power Surge draws 2 for 1 Action Point: hand %d spent %d", st.Villain.Hand, st.Villain.Spent)
	}
	tb.Tap("End Mordak's Turn")
	tb.See("Villain Round: Minion Step")
}

// TestValorFinalBattleChecklist: when the Mission says so the Final Battle
// begins with its own setup checklist (000 L762-781); the Villain then
// counts Souls, and the game ends with a declared winner.
func TestValorFinalBattleChecklist(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValorReady()
	tb.Tap("More for the table")
	tb.Tap("Begin the Final Battle")
	tb.See("Set up the Final Battle as your Mission says.")
	tb.See("Step 1 of 4")
	tb.finishChecklist("Done", 4)
	st := tb.valorState()
	if !st.Final || st.Pending != "" {
		t.Fatalf("000 L766-779: the Final Battle has begun: final %v pending %q", st.Final, st.Pending)
	}
	tb.See("0 XP · 0 Souls")
	tb.Tap("Golem (Villain)")
	test.Tap(tb.counter("Souls", 2))
	if got := tb.valorState().Villain.Souls; got != 1 {
		t.Fatalf("a Soul by tap: %d", got)
	}
	tb.Tap("More for the table")
	tb.Tap("The Heroes have won")
	tb.Tap("End the game")
	if st := tb.valorState(); st.Winner != valor.SideHeroes {
		t.Fatalf("declared: %q", st.Winner)
	}
	tb.See("Game over")
}

// TestValorBoardFollowsTheWindow: a phone turned on its side (or a window
// resized) past the tablet width gets the tablet's two columns, and back.
func TestValorBoardFollowsTheWindow(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValor()
	if n := tb.ScrollColumns(); n != 1 {
		t.Fatalf("a phone shows %d scrolling columns, want 1", n)
	}
	for _, step := range []struct {
		size fyne.Size
		want int
	}{{tablet, 2}, {fyne.NewSize(699, 800), 1}, {fyne.NewSize(700, 800), 2}, {phone, 1}} {
		tb.Win.Resize(step.size)
		if n := tb.ScrollColumns(); n != step.want {
			t.Errorf("at %v the board shows %d scrolling columns, want %d", step.size, n, step.want)
		}
	}
	// Still the same game, and taps still work after turning.
	tb.See("Game setup")
	tb.Tap("Done")
	tb.See("Undo takes back")
}

// TestValorJoinAsksTheVillainHealth: a Villain board entered only for the
// count played (2 Heroes) gets the new count's Health asked when a Hero
// joins (000 L1036), and the library keeps it for later games.
func TestValorJoinAsksTheVillainHealth(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValor()
	g := golemCard()
	g.Health = []int{0, 40}
	tb.saveValor(valor.LibraryVillain, "Golem", g)
	tb.saveValor(valor.LibraryHero, "Gwen", valorHeroCard("Gwen"))
	hero3 := valor.LootStashCard{Name: "Hero Loot Stash 3 (A)", For: valor.LootHeroes, MinHeroes: 3, MaxHeroes: 3, Side: "A",
		Columns: []valor.LootColumn{{Bounty: 1, XP: 1}, {Bounty: 3, XP: 2}}}
	tb.saveValor(valor.LibraryLootStash, hero3.Name, hero3)
	// A second campaign, set up with the board as a 2-Hero setup enters
	// it.
	tb.S.ShowHome()
	tb.openSetup("Friday")
	tb.pickLabyrinth()
	tb.Tap("Start the game")
	tb.finishChecklist("Done", 9)
	if tb.valorState().VillainHealthKnown(3) {
		t.Fatal("the 2-Hero board knows 3 Heroes")
	}
	tb.Tap("More for the table")
	tb.Tap("A Hero joins the game")
	tb.Tap("Gwen")
	tb.See("Golem's starting Health with 3 Heroes")
	tb.Keys("50")
	if st := tb.valorState(); len(st.Heroes) != 3 || st.Villain.Health != 50 || !st.VillainHealthKnown(3) {
		t.Fatalf("000 L1036: %d Heroes, Golem %d Health", len(st.Heroes), st.Villain.Health)
	}
	lib := libraryCards(tb.S, valor.LibraryVillain, valor.VillainCard.Validate)
	if len(lib) != 1 || !slices.Equal(lib[0].Health, []int{0, 40, 50}) {
		t.Fatalf("library: %+v", lib)
	}
	tb.Tap("Undo")
	if st := tb.valorState(); len(st.Heroes) != 2 || st.VillainHealthKnown(3) {
		t.Fatal("undo keeps the join")
	}
}
