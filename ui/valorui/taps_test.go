package valorui

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor"
	"tableside/tracker/valor/labyrinth"
	"tableside/ui/uitest"
)

// taps counts a flow through the real widgets as every game's tap tests
// do (uitest.Taps: a tap is one, a typed field one, a choice list two),
// with this game's own editors, check boxes and map regions.
type taps struct {
	*uitest.Taps
	tb *table
}

func countTaps(tb *table) *taps { return &taps{tb.CountTaps(), tb} }

// typeInEnter types text into the i-th field with the placeholder and
// ends it with the keyboard's Enter, as a phone's keyboard does: one.
func (c *taps) typeInEnter(placeholder string, i int, text string) {
	c.tb.T.Helper()
	c.TypeIn(placeholder, i, text)
	c.tb.Entries(placeholder)[i].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
}

// typeNumber types text into the number field (vTyped) with the
// placeholder, which the keyboard's Enter before it must have put the
// typing in: one, as a typed field.
func (c *taps) typeNumber(placeholder, text string) {
	c.tb.T.Helper()
	f := c.tb.numberField(placeholder)
	if got := c.tb.Win.Canvas().Focused(); got != fyne.Focusable(f) {
		c.tb.T.Fatalf("the keyboard's Enter did not go on to %q: %v", placeholder, got)
	}
	c.tb.Reach(f)
	uitest.TypeInto(&f.Entry, text)
	c.Add(1)
}

// number taps the row button for v of the number labelled label.
func (c *taps) number(label string, v int) {
	c.tb.T.Helper()
	c.TapObject(numberKey(c.tb, label, v))
}

// newRow taps the button that adds a row of kind k holding die d first,
// in the open Hero or Villain editor.
func (c *taps) newRow(k valor.RowKind, d valor.Die) {
	c.tb.T.Helper()
	// The new-row buttons come before the rows, a line a kind.
	villain := strings.Contains(c.tb.Texts(), "A new Corruption row")
	i := slices.Index(valor.RowKinds(villain), k)
	label := "+ " + d.Title()
	if d == valor.DieBlank {
		label = "No die"
	}
	bs := c.tb.Buttons(label)
	n := len(valor.RowKinds(villain))
	if i < 0 || len(bs) < n {
		c.tb.T.Fatalf("no button for a new %s row with %s", k, d)
	}
	c.TapObject(bs[i])
}

// fill taps "+ Novice" (Adept, Master) in the row-th row of the open Hero
// or Villain editor: after the new-row buttons, one a kind.
func (c *taps) fill(d valor.Die, row int) {
	c.tb.T.Helper()
	villain := strings.Contains(c.tb.Texts(), "A new Corruption row")
	c.TapNth("+ "+d.Title(), len(valor.RowKinds(villain))+row)
}

// check taps the i-th check box labelled label.
func (c *taps) check(label string, i int) {
	c.tb.T.Helper()
	tapCheckBox(c.tb, label, i)
	c.Add(1)
}

// enterHero types a Hero's board (valorHeroCard) into the open Hero
// editor. Its printed Unique Ability, which the editor asks to tick, ticks
// itself as the name is typed (the FAQ names its Hero).
func (c *taps) enterHero(name string, ability valor.Ability) {
	c.tb.T.Helper()
	// Enter: the Health, typed on the keyboard still up.
	c.typeInEnter("Hero's name", 0, name)
	c.typeNumber("Health, as printed", "14")
	c.number("Action Points at the start", 3)
	c.number("Top of the Action bar", 6)
	// The rows as printed, a tap a die: a new row comes with its first.
	// Melee N N _ (a Power Action), Ranged N _ _, Magic N _ _.
	c.newRow(valor.RowMelee, valor.DieNovice)
	c.fill(valor.DieNovice, 0)
	c.check("Power Action", 0)
	c.newRow(valor.RowRanged, valor.DieNovice)
	c.newRow(valor.RowMagic, valor.DieNovice)
	c.TapNth("Offense", 0)
	c.TapNth("Defense", 1)
	c.TapNth("Item", 2)
	if !checkBox(c.tb, ability.Title(), 0).Checked() {
		c.tb.T.Fatalf("%s's %s is not ticked", name, ability.Title())
	}
	c.tb.Shot("phone-editor-hero")
	c.Tap("Save this Hero")
}

// enterGolem types the Golem's insert (golemCard) into the open Villain
// editor.
func (c *taps) enterGolem() {
	c.tb.T.Helper()
	// Enter: the Health for the 2 Heroes playing, then the top of the
	// bar, the pads following each other. The other counts wait for a
	// game with them.
	c.typeInEnter("Villain's name", 0, "Golem")
	c.typeNumber("Health, as printed", "50")
	c.tb.numberField("Health, as printed").TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	c.typeNumber("Top of the bar, as printed", "100")
	c.number("Top of the Action bar", 4)
	c.number("Action Points at the start", 2)
	// The dice as printed, a tap each, a new row with its first: Magic
	// N _ _, Corruption N N _, Melee A A M.
	c.newRow(valor.RowMagic, valor.DieNovice)
	c.number("Plus-Ones at the start", 1) // the Magic row's
	c.newRow(valor.RowCorruption, valor.DieNovice)
	c.fill(valor.DieNovice, 1)
	c.newRow(valor.RowMelee, valor.DieAdept)
	c.fill(valor.DieAdept, 2)
	c.fill(valor.DieMaster, 2)
	c.tb.Shot("phone-editor-villain")
	c.Tap("Save this Villain")
}

// enterVillainLoot types the Villain Loot Stash card for 2 Heroes
// (villainLoot12's columns) into the Loot Stash editor, which opened on
// it with its name, owner, side and Hero count.
func (c *taps) enterVillainLoot() {
	c.tb.T.Helper()
	for i, col := range villainLoot12().Columns {
		c.TapObject(numberKeyNth(c.tb, "Bounty at least", i, col.Bounty))
		c.TapObject(numberKeyNth(c.tb, "XP each", i, col.XP))
		if col.Health > 0 {
			c.TapObject(numberKeyNth(c.tb, "Health", i, col.Health))
		}
	}
	c.tb.Shot("phone-editor-loot")
	c.Tap("Save this Loot Stash card")
}

// layStartingMap lays Base Camp and the 4 other Starting Regions on the
// app's map from the setup checklist (000 L170-177): the tap that opens
// the map lays Base Camp in the centre, a tap on a square lays a plain
// tile there, and a tap on its artwork corrects one that is not plain.
func (c *taps) layStartingMap() {
	c.tb.T.Helper()
	c.Tap("Lay the map in the app")
	for _, tile := range []struct {
		at  labyrinth.Pos
		art string
	}{{at(1, 2), ""}, {at(2, 3), ""}, {at(1, 3), ""}, {at(0, 2), "Portal"}} {
		c.region(tile.at)
		if tile.art != "" {
			c.Tap(tile.art)
		}
	}
	if r := c.tb.valorState().Map.At(at(0, 2)); r == nil || r.Tile != labyrinth.Portal {
		c.tb.T.Fatalf("the Portal: %+v", r)
	}
}

// region taps region p on the map.
func (c *taps) region(p labyrinth.Pos) {
	c.tb.T.Helper()
	c.tb.tapRegion(p)
	c.Add(1)
}

// TestTapsFirstEvening (issue 14): a group opens Tableside for the first
// time with Lludwik's Labyrinth, 2 Heroes and the Golem, an empty card
// library, and plays to its first Villain Round: every board and card
// typed once, the setup checklist, the starting map.
func TestTapsFirstEvening(t *testing.T) {
	c := firstEvening(t, newTable(t, phone))
	c.Report(90) // issue 14's budget
}

// firstEvening plays TestTapsFirstEvening's flow, counting.
func firstEvening(t *testing.T, tb *table) *taps {
	c := countTaps(tb)
	c.In("new campaign")
	c.Tap("New campaign")
	// The game among every game the app offers (a choice list: two),
	// then the name, whose Enter creates it.
	c.PickGame(valor.Game{}.Title())
	c.typeInEnter("e.g. Friday group", 0, "Thursday")
	tb.See("New game: Thursday")
	if cs, _ := tb.S.Store().Campaigns(); len(cs) != 1 || cs[0].Game != valor.Game.ID(valor.Game{}) {
		t.Fatalf("campaigns: %+v", cs)
	}

	c.In("setup")
	c.TypeIn("Player 1", 0, "Ana")
	// The keyboard's Enter after the last name goes on to the first board
	// missing; each editor saved opens the next card missing: Bo's Hero,
	// the Villain, the Villain's Loot Stash card.
	c.typeInEnter("Player 2", 0, "Bo")
	c.In("Hero boards")
	tb.See("A new board: Ana's Hero")
	c.enterHero("Rowan", valor.AbilityBeastWithin) // 000 L1241
	tb.See("A new board: Bo's Hero")
	c.enterHero("Bjorn", valor.AbilityDwarvenIre) // 001 L695
	c.In("Villain board")
	tb.See("A new Villain board")
	c.enterGolem()
	c.In("Loot Stash card")
	tb.See("Loot Stash card: Villain Loot Stash")
	c.enterVillainLoot()
	tb.See("New game: Thursday")
	c.In("deck covers")
	c.number("Chump deck", 2)
	c.number("Elite deck", 4)
	c.number("Boss deck", 7)
	tb.Shot("phone-setup")
	// What was typed is the cardboard: the boards as printed (Rowan's
	// starting Spells left at 0, the Golem's Health for 2 Heroes only).
	rowan := valorHeroCard("Rowan", valor.AbilityBeastWithin)
	rowan.Spells = 0
	golem := golemCard()
	golem.Health = []int{0, 50}
	if got := libraryCards(tb.S, valor.LibraryHero, valor.HeroCard.Validate); len(got) != 2 || !reflect.DeepEqual(got[0], rowan) && !reflect.DeepEqual(got[1], rowan) {
		t.Fatalf("Hero boards: %+v\nwant Rowan %+v", got, rowan)
	}
	if got := libraryCards(tb.S, valor.LibraryVillain, valor.VillainCard.Validate); len(got) != 1 || !reflect.DeepEqual(got[0], golem) {
		t.Fatalf("Villain board: %+v\nwant %+v", got, golem)
	}
	loot := villainLoot12()
	loot.Name = "Villain Loot Stash 2 (A)"
	loot.MinHeroes = 2
	if got := libraryCards(tb.S, valor.LibraryLootStash, valor.LootStashCard.Validate); len(got) != 1 || !reflect.DeepEqual(got[0], loot) {
		t.Fatalf("Loot Stash card: %+v\nwant %+v", got, loot)
	}
	c.In("setup")
	c.Tap("Start the game")
	if st := tb.valorState(); len(st.Heroes) != 2 {
		t.Fatal("no game")
	}
	c.In("starting map")
	c.layStartingMap()
	if st := tb.valorState(); !st.StartingMapLaid() {
		t.Fatal("the starting map is not laid")
	}
	c.In("the Chump on T1")
	c.region(at(1, 3))                  // the setup's Chump: the tap asks which Minion
	c.TypeIn("Minion's name", 0, "Imp") // its size is set: the setup places Chumps
	// Its scroll's colour is left "Not noted": only Mari, in Minions of
	// Mordak, cares (001 L705).
	c.number("Bounty", 1)
	c.number("Action Points", 2)
	c.number("Top Health: Defeats it", 2)
	c.number("Bottom Health: Wounds it", 1)
	c.number("Health: Defeats it", 1)
	c.Tap("Melee")
	c.number("Novice dice", 1)
	c.number("Adept dice", 1)
	c.check("Evade", 0)
	tb.Shot("phone-editor-minion")
	c.Tap("Save this Minion card")

	// The rest of the setup checklist, the first Hero Round, to the
	// Villain Round's first screen.
	c.In("to the Villain Round")
	tb.See("Step 2 of 9") // the last Chump placed, the checklist comes back
	for i := 0; !strings.Contains(tb.Texts(), "Villain Step: Magic roll"); i++ {
		if i > 40 {
			t.Fatalf("no Villain Round after 40 taps; the screen shows:\n%s", tb.Texts())
		}
		switch {
		case len(tb.Buttons("Done: this and the next")) > 0:
			c.Tap("Done: this and the next")
		case checklistButton(tb) != nil:
			c.TapObject(checklistButton(tb))
		case len(tb.Buttons("Charge")) > 0:
			c.Tap("Charge")
		case len(tb.Buttons("End ")) > 0:
			c.Tap("End ")
		default:
			t.Logf("buttons: %q", func() (o []string) {
				for _, b := range tb.Buttons("") {
					o = append(o, b.Text)
				}
				return
			}())
			t.Fatalf("stuck; the screen shows:\n%s", tb.Texts())
		}
	}
	return c
}

// checklistButton is the button of the checklist item due now: the first
// after "Step n of m".
func checklistButton(tb *table) *widget.Button {
	step := false
	for _, o := range test.LaidOutObjects(tb.Roots()[0]) {
		switch o := o.(type) {
		case *widget.Label:
			if strings.HasPrefix(o.Text, "Step ") && strings.Contains(o.Text, " of ") {
				step = true
			}
		case *widget.Button:
			if step && o.Visible() && !o.Disabled() {
				return o
			}
		}
	}
	return nil
}

// TestTapsSecondEvening (issue 14): the same group comes back with its
// library filled: from the home screen to its second game's first Hero
// Round, the map laid and the Chump placed again.
func TestTapsSecondEvening(t *testing.T) {
	tb := newTable(t, phone)
	firstEvening(t, tb)
	tb.S.ShowHome()
	c := countTaps(tb)
	c.In("home")
	c.Tap("Thursday") // opens the last game, mid-round
	c.In("new game")
	c.TapObject(tb.S.Current().MenuButton())
	c.Tap("Start a new game in this campaign") // the menu is the list: open, pick
	c.Tap("Start the game")                    // the line-up, cards, deck costs and starting tiles carried over
	if st := tb.valorState(); !st.StartingMapLaid() {
		t.Fatal("the last game's starting tiles were not laid")
	}
	c.In("the Chump on T1")
	c.Tap("Map")
	c.region(at(1, 3)) // the setup's Chump: the tap asks which Minion
	tb.pickCard("Imp") // one tap
	c.Add(1)
	c.In("to the Hero Round") // the boards come back by themselves
	for i := 0; checklistButton(tb) != nil; i++ {
		if i > 20 {
			t.Fatalf("the checklist does not end:\n%s", tb.Texts())
		}
		if len(tb.Buttons("Done: this and the next")) > 0 {
			c.Tap("Done: this and the next")
			continue
		}
		c.TapObject(checklistButton(tb))
	}
	if st := tb.valorState(); st.Pending != "" || st.Round != 1 {
		t.Fatalf("not at the first Hero Round: pending %q, round %d", st.Pending, st.Round)
	}
	tb.Button("Charge")
	c.Report(15) // issue 14's budget
}

// TestTapsVillainRound (issues 14, 24): one Villain Round, 3 Minions on
// the map, one spawn, one Level Up (playVillainRound), counted from End the
// Hero Round: at most 14.
func TestTapsVillainRound(t *testing.T) {
	n := playVillainRound(t, "phone", phone)
	t.Logf("taps: %d (End the Hero Round 1, Magic roll 1, the Spell's cost 1, Corruption roll 1, the spawn 2, the Imp 1, the Hound 3, the Gnome 1, the Bomb-Squad 1, its Bomb 1, the Level Up Step 1)", n)
	if n > 14 {
		t.Errorf("%d taps, over issue 14's budget of 14", n)
	}
}
