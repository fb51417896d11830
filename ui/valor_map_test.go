package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
	"tableside/tracker/valor"
	"tableside/tracker/valor/labyrinth"
	"tableside/ui/valormap"
)

// Made-up Minion cards with the shapes the rulebook describes (000
// L660-672); it prints none. The same as tracker/valor's tests.

func gnomeCard() valor.MinionCard {
	return valor.MinionCard{Name: "Gnome", Size: labyrinth.SizeChump, Colour: valor.ColourGreen, Bounty: 1, Health: 3, Wound: 2, WoundedHealth: 1,
		Actions: 2, Attacks: []valor.MinionAttack{{Type: valor.RowMelee, Dice: valor.DiceCount{Novice: 2}, Power: true}}}
}

func impCard() valor.MinionCard {
	return valor.MinionCard{Name: "Imp", Size: labyrinth.SizeChump, Colour: valor.ColourPurple, Bounty: 1, Health: 2, Wound: 1, WoundedHealth: 1,
		Actions: 2, Attacks: []valor.MinionAttack{{Type: valor.RowMelee, Dice: valor.DiceCount{Novice: 1, Adept: 1}, Power: true}},
		Abilities: []valor.MinionAbility{valor.MinionEvade}}
}

func houndCard() valor.MinionCard {
	return valor.MinionCard{Name: "Hound", Size: labyrinth.SizeElite, Bounty: 2, Health: 6, Wound: 3, WoundedHealth: 3, Actions: 3,
		Attacks: []valor.MinionAttack{
			{Type: valor.RowMelee, Dice: valor.DiceCount{Novice: 1, Adept: 1}, Power: true},
			{Type: valor.RowRanged, Dice: valor.DiceCount{Novice: 1}},
		},
		Abilities: []valor.MinionAbility{valor.MinionDoom}}
}

func bombSquadCard() valor.MinionCard {
	return valor.MinionCard{Name: "Bomb-Squad", Size: labyrinth.SizeElite, Bounty: 2, Health: 5, Wound: 3, WoundedHealth: 2, Actions: 2,
		Attacks:   []valor.MinionAttack{{Type: valor.RowRanged, Dice: valor.DiceCount{Novice: 2}, Power: true}},
		Abilities: []valor.MinionAbility{valor.MinionBomb}}
}

func at(r, c int) labyrinth.Pos { return labyrinth.Pos{Row: r, Col: c} }

// mapView is the map on screen.
func (tb *table) mapView() *valormap.View {
	tb.t.Helper()
	for _, o := range test.LaidOutObjects(tb.win.Content()) {
		if v, ok := o.(*valormap.View); ok {
			return v
		}
	}
	tb.t.Fatal("no map on screen")
	return nil
}

// tapRegion taps the middle of region p on the map.
func (tb *table) tapRegion(p labyrinth.Pos) {
	tb.t.Helper()
	v := tb.mapView()
	o, sz := v.RegionBounds(p)
	test.TapAt(v, fyne.NewPos(o.X+sz.Width/2, o.Y+sz.Height/2))
}

// pickCard taps the library card called name in the open picker: its
// button lies under the card's words, so the last button before them.
func (tb *table) pickCard(name string) {
	tb.t.Helper()
	var last *widget.Button
	for _, o := range test.LaidOutObjects(tb.roots()[0]) {
		switch w := o.(type) {
		case *widget.Button:
			last = w
		case *widget.Label:
			if w.Text == name && last != nil {
				test.Tap(last)
				return
			}
		}
	}
	tb.t.Fatalf("no card %q to pick:\n%s", name, tb.texts())
}

// do sends commands through the open game, as its buttons do.
func (tb *table) do(cmds ...tracker.Command) {
	tb.t.Helper()
	for _, c := range cmds {
		if !tb.s.cur.do(c) {
			tb.t.Fatalf("%s %s refused: %s", c.Kind, c.Args, tb.s.lastMessage)
		}
	}
}

// toVillainRound plays the Hero Round of a fresh 2-Hero game through its
// buttons: nobody acts, nothing is cashed out.
func (tb *table) toVillainRound() {
	tb.t.Helper()
	tb.tap("Boards")
	tb.tap("Charge")
	tb.tap("End Rowan's Turn")
	tb.tap("End Bjorn's Turn")
	tb.finishChecklist("Done", 5)
	tb.tap("Treasures done")
	tb.tap("Cash out")
	tb.tap("Level Ups done")
	tb.tap("End the Hero Round: Level Up Step")
}

// TestValorMapScreen lays tiles, moves a Hero and puts a Minion on the map
// by taps (000 L403-421), and shows what stands on a region.
func TestValorMapScreen(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValor()
	tb.finishChecklist("Done", 9)
	tb.tap("Map")
	tb.see("Tap the square where the first tile lies")
	tb.shot("phone-map-empty")

	// Base Camp at [2,0]: a Wall on the East, the artwork tapped to Base Camp.
	tb.tapRegion(at(2, 0))
	tb.see("Lay a tile at [2,0]")
	tb.tap("East: Hall")
	tb.tap("Plain") // -> Portal
	tb.tap("Portal")
	tb.see("Base Camp")
	tb.shot("phone-map-tile")
	tb.tap("Lay this tile")
	st := tb.valorState()
	if r := st.Map.At(at(2, 0)); r == nil || r.Tile != labyrinth.BaseCamp || r.Walls.East != labyrinth.Wall || r.Walls.North != labyrinth.Hall {
		t.Fatalf("the tile laid: %+v", r)
	}
	// The Heroes stand on Base Camp (000 L337).
	tb.see("Region [2,0]: Base Camp")
	tb.see("Move Rowan (14 Health)")
	tb.see("a Minion for each Minion icon")

	// A tile beside it copies the side it meets: its West is a Wall.
	tb.tapRegion(at(2, 1))
	tb.see("West: Wall")
	tb.tap("Lay this tile")
	if r := tb.valorState().Map.At(at(2, 1)); r == nil || r.Walls.West != labyrinth.Wall {
		t.Fatalf("000 L465: the new tile meets its neighbour: %+v", r)
	}
	// Rowan moves by tap and tap.
	tb.tapRegion(at(2, 0))
	tb.tap("Move Rowan")
	tb.see("Tap where Rowan goes")
	if k, ok := tb.mapView().Highlighted(at(2, 1)); !ok || k != valormap.Destination {
		t.Fatalf("[2,1] is not marked as a destination: %v %v", k, ok)
	}
	tb.tapRegion(at(2, 1))
	if p, _ := tb.valorState().Map.Locate("Rowan"); p != at(2, 1) {
		t.Fatalf("Rowan stands at %v", p)
	}
	tb.see("Undo takes back: Rowan: [2,0] -> [2,1]")

	// A Minion drawn for the tile comes from the library.
	tb.saveValor(valor.LibraryMinion, "Gnome", gnomeCard())
	tb.tap("Put a Minion here")
	tb.pickCard("Gnome")
	st = tb.valorState()
	if len(st.Minions) != 1 || len(st.Map.At(at(2, 1)).Minions) != 1 {
		t.Fatalf("the Gnome: %+v", st.Minions)
	}
	tb.see("Gnome · Chump · 3 Health, Wounded at 2 damage · on top")
	tb.shot("phone-map-region")
	tb.button("Damage…")
	tb.tap("Damage…")
	tb.keys("2")
	tb.see("Gnome · Chump · Wounded, 1 Health")
	if !tb.valorState().Minions[0].Wounded {
		t.Fatal("000 L307: 2 damage Wounds the Gnome")
	}
	tb.tap("Undo")
	if tb.valorState().Minions[0].Wounded {
		t.Fatal("undo did not take the Wound back")
	}
	tb.touchCheck("map region", tb.s.cur.backBtn, tb.s.cur.menuBtn)

	// Tokens (000 L982, L1012) and a Defeated Minion, whose Bounty goes
	// to the Hero Loot Stash (000 L310).
	regionMore := tb.buttons("More…")
	test.Tap(regionMore[len(regionMore)-1]) // the region's, below the Minion's
	tb.tap("Add a Rockfall token")
	if tb.valorState().Map.At(at(2, 1)).Rockfalls != 1 {
		t.Fatal("no Rockfall at [2,1]")
	}
	tb.see("1 Rockfall token")
	more := tb.buttons("More…")
	test.Tap(more[0]) // the Gnome's
	tb.tap("Defeated: to the Hero Loot Stash (1 Bounty)")
	st = tb.valorState()
	if len(st.Minions) != 0 || st.HeroStashBounty() != 1 {
		t.Fatalf("the Gnome Defeated: minions %v, Hero Loot Stash %d Bounty", st.Minions, st.HeroStashBounty())
	}
	// A tile with nothing on it can be taken back; Undo brings it again.
	tb.tapRegion(at(2, 0))
	tb.see("Region [2,0]: Base Camp")
	tb.tap("Close")
	tb.do(valor.MoveHero(1, at(2, 1)))
	tb.tapRegion(at(2, 0))
	buttons := tb.buttons("More…")
	test.Tap(buttons[len(buttons)-1])
	tb.tap("Take the tile back")
	if tb.valorState().Map.At(at(2, 0)) != nil {
		t.Fatal("the Base Camp tile is still there")
	}
	tb.see("Tap a tile to see what stands there")
	tb.tap("Undo")
	if tb.valorState().Map.At(at(2, 0)) == nil {
		t.Fatal("undo did not bring the tile back")
	}
}

// layTestMap lays, through the game's commands, a 3 x 3 block of tiles in
// the North-West corner: Portals at [0,0] and [0,2], Base Camp at [2,0], a
// Wall between [1,0] and [1,1]; Rowan at [2,2] with 3 Health, Bjorn at
// [1,2]; a Gnome at [1,1], a Hound at [0,0], a Bomb-Squad at [2,1]; the
// deck covers cost 2, 4 and 7. (tracker/valor's testMapGame, for 2 Heroes.)
func (tb *table) layTestMap() {
	tb.t.Helper()
	halls := labyrinth.Walls{North: labyrinth.Hall, East: labyrinth.Hall, South: labyrinth.Hall, West: labyrinth.Hall}
	for r := range 3 {
		for c := range 3 {
			w := halls
			var k labyrinth.TileKind
			switch {
			case r == 0 && c != 1:
				k = labyrinth.Portal
			case r == 2 && c == 0:
				k = labyrinth.BaseCamp
			}
			if r == 1 && c == 0 {
				w.East = labyrinth.Wall
			}
			if r == 1 && c == 1 {
				w.West = labyrinth.Wall
			}
			tb.do(valor.PlaceTile(at(r, c), w, k))
		}
	}
	tb.do(valor.MinionCosts(valor.DeckCosts{Chump: 2, Elite: 4, Boss: 7}),
		valor.MoveHero(0, at(2, 2)), valor.MoveHero(1, at(1, 2)), valor.Damage(0, 11, "an Event"),
		valor.SpawnMinion(gnomeCard(), at(1, 1)), valor.SpawnMinion(houndCard(), at(0, 0)), valor.SpawnMinion(bombSquadCard(), at(2, 1)))
	for _, c := range []valor.MinionCard{gnomeCard(), impCard(), houndCard(), bombSquadCard()} {
		tb.saveValor(valor.LibraryMinion, c.Name, c)
	}
}

// TestValorVillainRoundWizardAtTheTable plays a whole Villain Round of
// Lludwik's Labyrinth (000 L597-760) on a prepared map by taps: 3 Minions
// on the map and one spawn, the dice typed from the table but for one roll
// the app makes (seeded: the same every run). It checks each instruction,
// that the app closed mid-round reopens on the same screen, that Undo steps
// back one answer, and the board the round leaves.
func TestValorVillainRoundWizardAtTheTable(t *testing.T) {
	for _, sz := range []struct {
		name string
		size fyne.Size
	}{{"phone", phone}, {"tablet", tablet}} {
		t.Run(sz.name, func(t *testing.T) { playVillainRound(t, sz.name, sz.size) })
	}
}

func playVillainRound(t *testing.T, name string, size fyne.Size) {
	tb := newTable(t, size)
	tb.startValor()
	tb.finishChecklist("Done", 9)
	tb.layTestMap()
	tb.toVillainRound()
	taps := 0
	tap := func(labels ...string) {
		t.Helper()
		for _, l := range labels {
			tb.tap(l)
			taps++
		}
	}
	shot := func(stage string) { t.Helper(); tb.shot(name + "-wizard-" + stage) }

	// The Villain Round opens on the map, the wizard's first screen.
	tb.mapView()
	tb.see("Villain Step: Magic roll")
	tb.see("roll Golem's Magic dice (1 Novice)")
	shot("1-magic-roll")
	tap("1")
	tb.see("Cast the Unique Spell for 0")
	tb.see("Flip the next Spell")
	shot("2-spell")
	tap("Enter the Spell's costs", "3", "OK")
	// 000 L616: 3 is more than the 2 Hits left: discarded; the Hits become
	// Plus-Ones (L617) and the Spells resolve last first (L618-620).
	tb.see("2 Hits left over: each becomes a Magic Plus-One")
	tb.see("Resolve the Unique Spell, in that order")
	shot("3-resolve")
	tap("The Spells are resolved")
	tb.see("roll Golem's Corruption dice (2 Novice)")
	tb.see("Boss 7, Elite 4, Chump 2")
	tap("2")
	// 000 L646: the Portal closest to the Hero with the least Health.
	tb.see("draw a Chump from the bottom of its deck and put it on top of the stack at the Portal [0,2], 2 steps North of Rowan")
	if _, ok := tb.mapView().Highlighted(at(0, 2)); !ok {
		t.Error("the spawn's Portal is not marked on the map")
	}
	shot("4-spawn")
	tap("Which Chump was drawn?")
	tb.pickCard("Imp")
	taps++

	// Closing the app mid-round loses nothing: it reopens on the Imp's turn.
	tb.restart()
	tb.tap("Continue")
	tb.see("Imp's turn (2 Action Points)")
	tb.see("Its target: Bjorn at [1,2]")
	if got := tb.mapView().Path(); len(got) != 2 || got[0] != at(0, 2) || got[1] != at(1, 2) {
		t.Errorf("the Imp's path drawn: %v", got)
	}
	if k, ok := tb.mapView().Highlighted(at(1, 2)); !ok || k != valormap.Target {
		t.Errorf("the Imp's target is not marked: %v %v", k, ok)
	}
	shot("5-minion")
	// Undo steps back one answer: the spawn is asked again.
	tap("Undo")
	tb.see("Spawn 1 of 1")
	tap("Redo")
	tb.see("Imp's turn")
	tap("1")
	tb.see("Just now: Imp moves to [1,2]")
	tb.see("Hound's turn (3 Action Points)")
	tap("Roll in the app")
	tb.see("the app rolls")
	tb.see("Hound spends 1 Action Point to roll its Ranged against [2,2]: Rowan takes the Hits")
	tap("1")
	// Doom (000 L994-996): the app marks the Hero.
	tb.see("Bjorn becomes Doomed")
	shot("6-end-turn")
	tap("Done: next")
	tb.see("Gnome's turn (2 Action Points)")
	tap("1")
	tb.see("Bomb-Squad's turn (2 Action Points)")
	tb.see("Its target: Rowan at [2,2]")
	tap("2")
	tb.see("Rowan is Defeated")
	// The Bomb check (000 L972-982): one die, no Hit, no explosion.
	tb.see("Place a Bomb at [2,1]")
	shot("7-bomb")
	tap("0")
	// The Level Up Step (000 L731-760).
	tb.see("Clear the Defender markers")
	tap("Done: next")
	tb.see("Cash out the Villain Loot Stash: 3 Bounty (3 for each Defeated Hero: Rowan) -> +3 XP, +5 Health")
	shot("8-level-up")
	tap("Done: next")
	tb.see("Golem spends 2 XP: 1 Level Up for every row. Place the dice tokens: Magic slot 2 blank -> Novice, Corruption slot 3 blank -> Novice, Melee slot 1 Adept -> Master")
	tap("Done: next")
	tb.see("Advance the Approach of Doom to Day 1 and read the Day 1 entry")
	tap("Done: next")
	tb.see("Round 2")

	st := tb.valorState()
	rowan, bjorn := st.Heroes[0], st.Heroes[1]
	switch {
	case st.Phase != valor.PhaseHeroStep || st.Round != 2 || st.Day != 1:
		t.Errorf("phase %s round %d day %d", st.Phase, st.Round, st.Day)
	case rowan.Health != 14 || rowan.InStash || !st.AnyDefeated:
		t.Errorf("000 L337: Rowan back at Base Camp with full Health: %+v", rowan)
	case bjorn.Doomed || bjorn.Health != 10:
		// 1 from the Imp, 1 rolled by the app for the Hound, then Doomed
		// (000 L994): the Gnome's 1 is doubled and the Doom spent (L996).
		t.Errorf("Bjorn: %d Health, Doomed %v", bjorn.Health, bjorn.Doomed)
	case st.Villain.Health != 45 || st.Villain.XP != 1:
		t.Errorf("Golem: %d Health %d XP", st.Villain.Health, st.Villain.XP)
	}
	for n, p := range map[string]labyrinth.Pos{"Rowan": at(2, 0), "Bjorn": at(1, 2), "Imp": at(1, 2), "Hound": at(1, 2), "Gnome": at(1, 2), "Bomb-Squad": at(2, 1)} {
		if got, ok := st.Map.Locate(n); !ok || got != p {
			t.Errorf("%s stands at %v (%v), want %v", n, got, ok, p)
		}
	}
	if st.Map.At(at(2, 1)).Bombs != 1 {
		t.Error("000 L972: the Bomb-Squad's Bomb is on the map")
	}
	tb.touchCheck(name+" wizard", tb.s.cur.backBtn, tb.s.cur.menuBtn)
	t.Logf("%s: a Villain Round with 3 Minions and one spawn took %d taps (Undo, Redo and the restart left out)", name, taps-2)
}

// TestValorFinalBattleOnTheMap: the Villain stands on the map (000 L766);
// in its Villain Step the wizard turns its Battle cards, resolving their
// Attack Protocols from the last flipped (000 L813-816).
func TestValorFinalBattleOnTheMap(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValor()
	tb.finishChecklist("Done", 9)
	tb.layTestMap()
	tb.tap("Boards")
	tb.tap("More for the table")
	tb.tap("Begin the Final Battle")
	tb.tap("Done") // the Mission's setup
	tb.tap("Done")
	tb.see("Place Golem on the app's map first")
	tb.dismiss()
	tb.tap("Map")
	tb.tapRegion(at(0, 1))
	tb.tap("More…")
	tb.tap("Golem stands here")
	if p, ok := tb.valorState().Map.Locate("Golem"); !ok || p != at(0, 1) {
		t.Fatalf("000 L766: Golem on the map at %v (%v)", p, ok)
	}
	tb.tap("Boards")
	for len(tb.valorState().Checklist()) > 0 {
		tb.tap("Done")
	}
	tb.toVillainRound()
	tb.see("Flip 2 Battle cards, one for each of Golem's Action Points")
	tb.see("card 2 now")
	tb.see("Resolve, in this order: card 2, then card 1")
	tb.shot("phone-wizard-final-battle")
	tb.tap("Resolved: next")
	tb.see("Resolve the Attack Protocol of card 1")
	tb.tap("Resolved: next")
	if st := tb.valorState(); st.Phase != valor.PhaseMinionStep {
		t.Fatalf("after the Battle cards, the Minion Step: %s", st.Phase)
	}
}

// TestValorWizardAsksWhatItLacks: with no deck covers' costs entered, the
// Corruption roll asks them first (000 L637); the boards view shows the
// same instruction as the map; the app's dice faces are corrected from the
// table's menu and used from then on.
func TestValorWizardAsksWhatItLacks(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValor()
	tb.finishChecklist("Done", 9)
	halls := labyrinth.Walls{North: labyrinth.Hall, East: labyrinth.Hall, South: labyrinth.Hall, West: labyrinth.Hall}
	tb.do(valor.PlaceTile(at(2, 0), halls, labyrinth.BaseCamp), valor.PlaceTile(at(1, 0), halls, labyrinth.Portal))

	// The table's dice show 2 Hits on every Novice face.
	tb.tap("Boards")
	tb.tap("More for the table")
	tb.tap("The app's dice")
	tb.see("Novice die: 0 0 0 1 1 1")
	tb.tap("Novice die")
	for range 6 {
		// Each tap on the Hits (below the six faces) sets a face and
		// moves to the next.
		hits := tb.buttons("2")
		test.Tap(hits[len(hits)-1])
	}
	tb.tap("Save")
	if f := tb.valorState().Faces(); len(f.Novice) != 6 || f.Novice[0] != 2 || f.Novice[5] != 2 {
		t.Fatalf("the Novice faces: %v", f.Novice)
	}

	tb.toVillainRound()
	// The boards view carries the wizard too, with a way to the map.
	tb.tap("Boards")
	tb.see("roll Golem's Magic dice (1 Novice)")
	tb.button("See it on the map")
	tb.tap("0")
	tb.tap("Enter the Spell's costs")
	tb.tap("9")
	tb.tap("OK")
	tb.tap("The Spells are resolved")
	tb.see("Enter the deck covers' costs")
	tb.tap("Enter the deck covers' costs")
	tb.tap("OK") // nothing typed yet: refused, the dialog stays
	tb.see("Chump")
	tb.tap("Cancel")
	if st := tb.valorState(); st.MinionCosts != nil {
		t.Fatalf("costs stored without being entered: %+v", st.MinionCosts)
	}
	// The Corruption roll by the app: 2 Novice dice at 2 Hits a face.
	tb.do(valor.MinionCosts(valor.DeckCosts{Chump: 2, Elite: 4, Boss: 7}))
	tb.tap("Roll in the app")
	tb.see("the app rolls 2, 2 = 4 Hits")
	tb.see("draw an Elite")
}

// TestValorWizardIgnoresADoubleTap: the second tap of a double tap lands
// on the next screen's button in the same place, with the next screen's
// key; a new screen ignores taps for a moment, so the Hound's attack is
// not answered by a tap meant for the Imp.
func TestValorWizardIgnoresADoubleTap(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValor()
	tb.finishChecklist("Done", 9)
	tb.layTestMap()
	tb.toVillainRound()
	tb.tap("1")
	tb.tap("Enter the Spell's costs")
	tb.tap("3")
	tb.tap("OK")
	tb.tap("The Spells are resolved")
	tb.tap("2")
	tb.tap("Which Chump was drawn?")
	tb.pickCard("Imp")
	tb.see("Imp's turn")

	tb.tap("1") // the Imp's Hits; the Hound's screen appears
	tb.see("Hound's turn")
	before := tb.s.cur.sess.Len

	// The second tap of the double tap, on the Hound's "1", comes before
	// the screen has settled (here: an hour).
	wizardSettle = time.Hour
	t.Cleanup(func() { wizardSettle = 0 })
	tb.tap("1")
	if got := tb.s.cur.sess.Len; got != before {
		t.Fatalf("a double tap answered the Hound's attack too: %d actions, want %d", got, before)
	}
	tb.see("Hound's turn")
	// A deliberate tap once the screen has settled is taken.
	wizardSettle = 0
	tb.tap("1")
	if got := tb.s.cur.sess.Len; got != before+1 {
		t.Fatalf("the Hound's Hits were not taken: %d actions, want %d", got, before+1)
	}
}

// TestValorMapForgetsAnEarlierStep: what was open on the map (the icons
// reminder of a tile just laid) is forgotten once the players leave the
// map or the step changes.
func TestValorMapForgetsAnEarlierStep(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValor()
	tb.finishChecklist("Done", 9)
	tb.tap("Map")
	tb.tapRegion(at(2, 0))
	tb.tap("Lay this tile")
	tb.see("a Minion for each Minion icon")
	tb.tap("Boards")
	tb.tap("Charge")
	tb.tap("End Rowan's Turn")
	tb.tap("Map")
	tb.tapRegion(at(2, 0))
	if strings.Contains(tb.texts(), "a Minion for each Minion icon") {
		t.Fatal("the icons reminder outlived the step the tile was laid in")
	}
}
