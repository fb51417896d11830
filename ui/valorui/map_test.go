package valorui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
	"tableside/tracker/valor"
	"tableside/tracker/valor/labyrinth"
	"tableside/tracker/valor/labyrinth/labyrinthtest"
	"tableside/ui/uitest"
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

// mapView is the map a player's finger reaches: never the one under an
// open sheet.
func (tb *table) mapView() *valormap.View {
	tb.T.Helper()
	for _, o := range test.LaidOutObjects(tb.Roots()[0]) {
		if v, ok := o.(*valormap.View); ok {
			return v
		}
	}
	tb.T.Fatal("no map on screen")
	return nil
}

// tapRegion taps the middle of region p on the map.
func (tb *table) tapRegion(p labyrinth.Pos) {
	tb.T.Helper()
	v := tb.mapView()
	o, sz := v.RegionBounds(p)
	tb.TapAt(v, fyne.NewPos(o.X+sz.Width/2, o.Y+sz.Height/2))
}

// pickCard taps the library card called name in the open picker: its
// button lies under the card's words, so the last button before them.
func (tb *table) pickCard(name string) {
	tb.T.Helper()
	var last *widget.Button
	for _, o := range test.LaidOutObjects(tb.Roots()[0]) {
		switch w := o.(type) {
		case *widget.Button:
			last = w
		case *widget.Label:
			if w.Text == name && last != nil {
				tb.TapObject(last)
				return
			}
		}
	}
	tb.T.Fatalf("no card %q to pick:\n%s", name, tb.Texts())
}

// do sends commands through the open game, as its buttons do.
func (tb *table) do(cmds ...tracker.Command) {
	tb.T.Helper()
	for _, c := range cmds {
		if !tb.S.Current().Do(c) {
			tb.T.Fatalf("%s %s refused: %s", c.Kind, c.Args, tb.S.LastMessage())
		}
	}
}

// TestValorMapScreen lays tiles, moves a Hero and puts a Minion on the map
// by taps (000 L403-421), and shows what stands on a region.
func TestValorMapScreen(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValorReady()
	tb.Tap("Map")
	tb.See("Tap the square where the first tile lies")
	tb.Shot("phone-map-empty")

	// Base Camp at [2,0]: a Wall on the East, the artwork tapped to Base Camp.
	tb.tapRegion(at(2, 0))
	tb.See("Lay a tile at [2,0]")
	tb.Tap("East\nHall")
	tb.Shot("phone-map-tile")
	tb.Tap("Lay: Base Camp") // the artwork, one tap of five, lays it
	st := tb.valorState()
	if r := st.Map.At(at(2, 0)); r == nil || r.Tile != labyrinth.BaseCamp || r.Walls.East != labyrinth.Wall || r.Walls.North != labyrinth.Hall {
		t.Fatalf("the tile laid: %+v", r)
	}
	// The Heroes stand on Base Camp (000 L337).
	tb.See("Region [2,0]: Base Camp")
	tb.See("Move Rowan (14 Health)")
	tb.See("a Minion for each Minion icon")

	// A tile beside it copies the side it meets: its West is a Wall.
	tb.tapRegion(at(2, 1))
	tb.See("West\nWall")
	tb.Tap("Lay: Plain")
	if r := tb.valorState().Map.At(at(2, 1)); r == nil || r.Walls.West != labyrinth.Wall {
		t.Fatalf("000 L465: the new tile meets its neighbour: %+v", r)
	}
	// Rowan moves by tap and tap.
	tb.tapRegion(at(2, 0))
	tb.Tap("Move Rowan")
	tb.See("Tap where Rowan goes")
	if k, ok := tb.mapView().Highlighted(at(2, 1)); !ok || k != valormap.Destination {
		t.Fatalf("[2,1] is not marked as a destination: %v %v", k, ok)
	}
	tb.tapRegion(at(2, 1))
	if p, _ := tb.valorState().Map.Locate("Rowan"); p != at(2, 1) {
		t.Fatalf("Rowan stands at %v", p)
	}
	tb.See("Undo takes back: Rowan: [2,0] -> [2,1]")

	// A Minion drawn for the tile comes from the library.
	tb.saveValor(valor.LibraryMinion, "Gnome", gnomeCard())
	tb.Tap("Put a Minion here")
	tb.pickCard("Gnome")
	st = tb.valorState()
	if len(st.Minions) != 1 || len(st.Map.At(at(2, 1)).Minions) != 1 {
		t.Fatalf("the Gnome: %+v", st.Minions)
	}
	tb.See("Gnome · Chump · 3 Health, Wounded at 2 damage · on top")
	tb.Shot("phone-map-region")
	tb.Button("Damage…")
	tb.Tap("Damage…")
	tb.Keys("2")
	tb.See("Gnome · Chump · Wounded, 1 Health")
	if !tb.valorState().Minions[0].Wounded {
		t.Fatal("000 L307: 2 damage Wounds the Gnome")
	}
	tb.Tap("Undo")
	if tb.valorState().Minions[0].Wounded {
		t.Fatal("undo did not take the Wound back")
	}
	tb.TouchCheck("map region", tb.S.Current().BackButton(), tb.S.Current().MenuButton())

	// Tokens (000 L982, L1012) and a Defeated Minion, whose Bounty goes
	// to the Hero Loot Stash (000 L310).
	regionMore := tb.Buttons("More…")
	test.Tap(regionMore[len(regionMore)-1]) // the region's, below the Minion's
	tb.Tap("Add a Rockfall token")
	if tb.valorState().Map.At(at(2, 1)).Rockfalls != 1 {
		t.Fatal("no Rockfall at [2,1]")
	}
	tb.See("1 Rockfall token")
	more := tb.Buttons("More…")
	test.Tap(more[0]) // the Gnome's
	tb.Tap("Defeated: to the Hero Loot Stash (1 Bounty)")
	st = tb.valorState()
	if len(st.Minions) != 0 || st.HeroStashBounty() != 1 {
		t.Fatalf("the Gnome Defeated: minions %v, Hero Loot Stash %d Bounty", st.Minions, st.HeroStashBounty())
	}
	// A tile with nothing on it can be taken back; Undo brings it again.
	tb.tapRegion(at(2, 0))
	tb.See("Region [2,0]: Base Camp")
	tb.Tap("Close")
	tb.do(valor.MoveHero(1, at(2, 1)))
	tb.tapRegion(at(2, 0))
	buttons := tb.Buttons("More…")
	test.Tap(buttons[len(buttons)-1])
	tb.Tap("Take the tile back")
	if tb.valorState().Map.At(at(2, 0)) != nil {
		t.Fatal("the Base Camp tile is still there")
	}
	tb.See("Tap a tile to see what stands there")
	tb.Tap("Undo")
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
	tb.T.Helper()
	for _, tl := range labyrinthtest.SmallMap() {
		tb.do(valor.PlaceTile(tl.At, tl.Walls, tl.Kind))
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
	for _, sz := range uitest.PhoneAndTablet() {
		t.Run(sz.Name, func(t *testing.T) { playVillainRound(t, sz.Name, sz.Size) })
	}
}

// playVillainRound plays the round and returns the players' taps in it,
// from End the Hero Round on (Undo, Redo and the restart left out).
func playVillainRound(t *testing.T, name string, size fyne.Size) int {
	tb := newTable(t, size)
	tb.startOnTestMap()
	taps := 0
	tap := func(labels ...string) {
		t.Helper()
		for _, l := range labels {
			tb.Tap(l)
			taps++
		}
	}
	tb.toHeroRoundEnd()
	tap("End the Hero Round: Level Up Step")
	shot := func(stage string) { t.Helper(); tb.Shot(name + "-wizard-" + stage) }

	// The Villain Round opens on the map, the wizard's first screen.
	tb.mapView()
	tb.See("Villain Step: Magic roll")
	tb.See("roll Golem's Magic dice (1 Novice)")
	shot("1-magic-roll")
	tap("1")
	tb.See("Cast the Unique Spell for 0")
	tb.See("Flip the next Spell")
	shot("2-spell")
	tap("3") // the Spell's one cost, a tap on the wizard's screen
	// 000 L616: 3 is more than the 2 Hits left: discarded; the Hits become
	// Plus-Ones (L617) and the Spells resolve last first (L618-620).
	// Resolving them asks the app nothing: the next screen shows it first.
	tb.See("2 Hits left over: each becomes a Magic Plus-One")
	tb.See("On the cardboard first")
	tb.See("Resolve the Unique Spell, in that order")
	shot("3-resolve")
	tb.See("roll Golem's Corruption dice (2 Novice)")
	tb.See("Boss 7, Elite 4, Chump 2")
	tap("2")
	// 000 L646: the Portal closest to the Hero with the least Health.
	tb.See("draw a Chump from the bottom of its deck and put it on top of the stack at the Portal [0,2], 2 steps North of Rowan")
	if _, ok := tb.mapView().Highlighted(at(0, 2)); !ok {
		t.Error("the spawn's Portal is not marked on the map")
	}
	shot("4-spawn")
	tap("Which Chump was drawn?")
	tb.pickCard("Imp")
	taps++

	tb.CheckPreparedOpen()
	// Closing the app mid-round loses nothing: it reopens on the Imp's turn.
	tb.Restart()
	tb.Tap("Continue")
	tb.See("Imp's turn (2 Action Points)")
	tb.See("Its target: Bjorn at [1,2]")
	if got := tb.mapView().Path(); len(got) != 2 || got[0] != at(0, 2) || got[1] != at(1, 2) {
		t.Errorf("the Imp's path drawn: %v", got)
	}
	if k, ok := tb.mapView().Highlighted(at(1, 2)); !ok || k != valormap.Target {
		t.Errorf("the Imp's target is not marked: %v %v", k, ok)
	}
	shot("5-minion")
	// Undo steps back one answer: the spawn is asked again.
	tap("Undo")
	tb.See("Spawn 1 of 1")
	tap("Redo")
	tb.See("Imp's turn")
	tap("1")
	tb.See("Just now: Imp moves to [1,2]")
	tb.See("Hound's turn (3 Action Points)")
	tap("Roll in the app")
	tb.See("the app rolls")
	tb.See("Hound spends 1 Action Point to roll its Ranged against [2,2]: Rowan takes the Hits")
	tap("1")
	// Doom (000 L994-996): the app marks the Hero.
	tb.See("Bjorn becomes Doomed")
	shot("6-end-turn")
	tap("Done: next")
	tb.See("Gnome's turn (2 Action Points)")
	tap("1")
	tb.See("Bomb-Squad's turn (2 Action Points)")
	tb.See("Its target: Rowan at [2,2]")
	tap("2")
	tb.See("Rowan is Defeated")
	// The Bomb check (000 L972-982): one die, no Hit, no explosion.
	tb.See("Place a Bomb at [2,1]")
	shot("7-bomb")
	tap("0")
	// The Level Up Step (000 L731-760): the app works out its items and
	// goes past them, listing them for the cardboard, up to the last,
	// which ends the round.
	tb.See("On the cardboard first")
	tb.See("Clear the Defender markers")
	tb.See("Cash out the Villain Loot Stash: 3 Bounty (3 for each Defeated Hero: Rowan) -> +3 XP, +5 Health")
	tb.See("Golem spends 2 XP: 1 Level Up for every row. Place the dice tokens: Magic slot 2 blank -> Novice, Corruption slot 3 blank -> Novice, Melee slot 1 Adept -> Master")
	tb.See("Advance the Approach of Doom to Day 1 and read the Day 1 entry")
	shot("8-level-up")
	tap("Done: next")
	tb.See("Round 2")

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
	tb.TouchCheck(name+" wizard", tb.S.Current().BackButton(), tb.S.Current().MenuButton())
	return taps - 2
}

// TestValorFinalBattleOnTheMap: the Villain stands on the map (000 L766);
// in its Villain Step the wizard turns its Battle cards, resolving their
// Attack Protocols from the last flipped (000 L813-816).
func TestValorFinalBattleOnTheMap(t *testing.T) {
	tb := mapTable(t)
	tb.Tap("Boards")
	tb.Tap("More for the table")
	tb.Tap("Begin the Final Battle")
	tb.Tap("Done") // the Mission's setup
	tb.Tap("Done")
	tb.See("Place Golem on the app's map first")
	tb.Dismiss()
	tb.Tap("Map")
	tb.tapRegion(at(0, 1))
	tb.Tap("More…")
	tb.Tap("Golem stands here")
	if p, ok := tb.valorState().Map.Locate("Golem"); !ok || p != at(0, 1) {
		t.Fatalf("000 L766: Golem on the map at %v (%v)", p, ok)
	}
	tb.Tap("Boards")
	for len(tb.valorState().Checklist()) > 0 {
		tb.Tap("Done")
	}
	tb.toVillainRound()
	tb.See("Flip 2 Battle cards, one for each of Golem's Action Points")
	tb.See("card 2 now")
	tb.See("Resolve, in this order: card 2, then card 1")
	tb.Shot("phone-wizard-final-battle")
	tb.Tap("Resolved: next")
	tb.See("Resolve the Attack Protocol of card 1")
	tb.Tap("Resolved: next")
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
	tb.startValorReady()
	halls := labyrinthtest.AllHalls
	tb.do(valor.PlaceTile(at(2, 0), halls, labyrinth.BaseCamp), valor.PlaceTile(at(1, 0), halls, labyrinth.Portal))

	// The table's dice show 2 Hits on every Novice face.
	tb.Tap("Boards")
	tb.Tap("More for the table")
	tb.Tap("The app's dice")
	tb.See("Novice die: 0 0 0 1 1 1")
	tb.Tap("Novice die")
	for range 6 {
		// Each tap on the Hits (below the six faces) sets a face and
		// moves to the next.
		hits := tb.Buttons("2")
		test.Tap(hits[len(hits)-1])
	}
	tb.Tap("Save")
	if f := tb.valorState().Faces(); len(f.Novice) != 6 || f.Novice[0] != 2 || f.Novice[5] != 2 {
		t.Fatalf("the Novice faces: %v", f.Novice)
	}

	tb.toVillainRound()
	// The boards view carries the wizard too, with a way to the map.
	tb.Tap("Boards")
	tb.See("roll Golem's Magic dice (1 Novice)")
	tb.Button("See it on the map")
	tb.Tap("0")
	tb.Tap("Enter the Spell's costs")
	tb.Tap("9") // the Spells resolve by themselves
	tb.See("Enter the deck covers' costs")
	tb.Tap("Enter the deck covers' costs")
	tb.Tap("OK") // nothing typed yet: refused, the dialog stays
	tb.See("Chump")
	tb.Tap("Cancel")
	if st := tb.valorState(); st.MinionCosts != nil {
		t.Fatalf("costs stored without being entered: %+v", st.MinionCosts)
	}
	// The Corruption roll by the app: 2 Novice dice at 2 Hits a face.
	tb.do(valor.MinionCosts(valor.DeckCosts{Chump: 2, Elite: 4, Boss: 7}))
	tb.Tap("Roll in the app")
	tb.See("the app rolls 2, 2 = 4 Hits")
	tb.See("draw an Elite")
}

// TestValorWizardIgnoresADoubleTap: the second tap of a double tap lands
// on the next screen's button in the same place, with the next screen's
// key; a new screen ignores taps for a moment, so the Hound's attack is
// not answered by a tap meant for the Imp.
func TestValorWizardIgnoresADoubleTap(t *testing.T) {
	tb := newTable(t, phone)
	tb.toCorruptionRoll()
	tb.Tap("2")
	tb.Tap("Which Chump was drawn?")
	tb.pickCard("Imp")
	tb.See("Imp's turn")

	tb.Tap("1") // the Imp's Hits; the Hound's screen appears
	tb.See("Hound's turn")
	before := tb.S.Current().Session().Len

	// The second tap of the double tap, on the Hound's "1", comes before
	// the screen has settled (here: an hour).
	tb.view().settle = time.Hour
	tb.Tap("1")
	if got := tb.S.Current().Session().Len; got != before {
		t.Fatalf("a double tap answered the Hound's attack too: %d actions, want %d", got, before)
	}
	tb.See("Hound's turn")
	// A deliberate tap once the screen has settled is taken.
	tb.view().settle = 0
	tb.Tap("1")
	if got := tb.S.Current().Session().Len; got != before+1 {
		t.Fatalf("the Hound's Hits were not taken: %d actions, want %d", got, before+1)
	}
}

// TestValorMapForgetsAnEarlierStep: what was open on the map (the icons
// reminder of a tile just laid) is forgotten once the players leave the
// map or the step changes.
func TestValorMapForgetsAnEarlierStep(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValorReady()
	tb.Tap("Map")
	tb.tapRegion(at(2, 0))
	tb.Tap("Lay: Plain")
	tb.See("a Minion for each Minion icon")
	tb.Tap("Boards")
	tb.Tap("Charge")
	tb.Tap("End Rowan's Turn")
	tb.Tap("Map")
	tb.tapRegion(at(2, 0))
	if strings.Contains(tb.Texts(), "a Minion for each Minion icon") {
		t.Fatal("the icons reminder outlived the step the tile was laid in")
	}
}

// TestValorWizardAsksFirst: a wizard screen shows its question first and
// large, its answers right under it, and the explanation after them, with
// no rule line numbers, on a phone and on a tablet.
func TestValorWizardAsksFirst(t *testing.T) {
	for _, size := range []fyne.Size{phone, tablet} {
		tb := newTable(t, size)
		tb.startOnTestMap()
		tb.toVillainRound()
		wv := tb.valorState().WizardView()
		q := wv.Question()
		var question *widget.Label
		var say *widget.Label
		for _, o := range test.LaidOutObjects(tb.Win.Content()) {
			if l, ok := o.(*widget.Label); ok {
				switch {
				case l.Text == q:
					question = l
				case l.Text == wv.Say:
					say = l
				}
				if strings.Contains(l.Text, " L6") || strings.Contains(l.Text, "000 L") {
					t.Errorf("%v: a rule line number is shown: %q", size, l.Text)
				}
			}
		}
		if question == nil || say == nil {
			t.Fatalf("%v: question %q or explanation %q not on screen:\n%s", size, q, wv.Say, tb.Texts())
		}
		if question.SizeName != theme.SizeNameSubHeadingText {
			t.Errorf("%v: the question is not large", size)
		}
		d := fyne.CurrentApp().Driver()
		qy := d.AbsolutePositionForObject(question).Y
		answer := d.AbsolutePositionForObject(tb.Button("Roll in the app")).Y
		if !(qy < answer && answer < d.AbsolutePositionForObject(say).Y) {
			t.Errorf("%v: question at %.0f, answer at %.0f, explanation at %.0f: want them in that order", size, qy, answer, d.AbsolutePositionForObject(say).Y)
		}
	}
}

// TestValorSetupLeadsToTheMap: the setup checklist's map item leads to the
// app's map and ticks itself once Base Camp and the 4 other Starting
// Regions are laid there (000 L170-177); a group that keeps the map on the
// table only is told, before its first Villain Round, what the app would
// do with one, and offered to lay it.
func TestValorSetupLeadsToTheMap(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValor()
	// The checklist's map item fits the smallest phone at the largest
	// text: a button's words do not wrap, and "Lay the tiles on the app's
	// map" was 362 px wide there, widening the whole screen.
	tb.EveryLook("the setup checklist's map item", func() { tb.S.Current().Render() })
	// The tap that opens the map lays Base Camp in its centre (000 L172).
	tb.Tap("Lay the map in the app")
	tb.See("Base Camp lies in the centre")
	if r := tb.valorState().Map.At(valor.BaseCampAt()); r == nil || r.Tile != labyrinth.BaseCamp {
		t.Fatalf("the centre holds %+v", r)
	}
	halls := labyrinthtest.AllHalls
	for _, p := range []labyrinth.Pos{at(1, 2), at(2, 1), at(3, 2)} {
		tb.do(valor.PlaceTile(p, halls, ""))
	}
	if c := tb.valorState().Checklist(); len(c) == 0 || c[0].Done {
		t.Fatal("the map item was ticked before the fifth tile")
	}
	tb.do(valor.PlaceTile(at(2, 3), halls, labyrinth.Portal))
	if c := tb.valorState().Checklist(); !c[0].Done {
		t.Fatal("000 L172: five tiles with Base Camp did not tick the map item")
	}
	tb.See("the map's setup is done")

	// Another group keeps its map on the table.
	other := newTable(t, phone)
	other.toFirstTurnMapOnTable()
	other.See("Without them the round is a checklist")
	other.Tap("Lay the map")
	other.See("Tap the square where the first tile lies")
}

// TestStartingTilesByTap000L172: during the setup's map item a tap on an
// empty square lays a plain tile at once, its sides meeting its
// neighbours'; its panel corrects the artwork with one tap, takes it back,
// and Undo undoes each as one action.
func TestStartingTilesByTap000L172(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValor()
	tb.Tap("Lay the map in the app")
	n := tb.S.Current().Session().Len
	tb.tapRegion(at(1, 2))
	tb.See("A plain tile is laid at [1,2]")
	if r := tb.valorState().Map.At(at(1, 2)); r == nil || r.Tile != "" {
		t.Fatalf("the tap laid %+v", r)
	}
	tb.Tap("Portal")
	if r := tb.valorState().Map.At(at(1, 2)); r == nil || r.Tile != labyrinth.Portal {
		t.Fatalf("the correction: %+v", r)
	}
	if got := tb.S.Current().Session().Len; got != n+2 {
		t.Fatalf("%d actions, want 2: the tile and its correction", got-n)
	}
	tb.Tap("Undo")
	if r := tb.valorState().Map.At(at(1, 2)); r == nil || r.Tile != "" {
		t.Fatalf("undo of the correction: %+v", r)
	}
	tb.tapRegion(at(2, 3))
	tb.Tap("Take it back")
	if tb.valorState().Map.At(at(2, 3)) != nil {
		t.Fatal("the tile was not taken back")
	}
	tb.See("Base Camp lies in the centre")
}
