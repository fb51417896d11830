package valorui

import (
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"tableside/tracker/valor"
	"tableside/tracker/valor/labyrinth"
	"tableside/ui/kit"
	"tableside/ui/uitest"
)

// gnomeChump is a Chump with one Melee row, the common card.
func gnomeChump() valor.MinionCard {
	return valor.MinionCard{Name: "Gnome", Size: labyrinth.SizeChump, Colour: valor.ColourGreen, Bounty: 1,
		Health: 3, Wound: 2, WoundedHealth: 1, Actions: 2,
		Attacks:   []valor.MinionAttack{{Type: valor.RowMelee, Dice: valor.DiceCount{Novice: 2}, Power: true}},
		Abilities: []valor.MinionAbility{valor.MinionPoison}}
}

// ogreArcher is an Elite printed Ranged row first, with Dodge.
func ogreArcher() valor.MinionCard {
	return valor.MinionCard{Name: "Ogre Archer", Size: labyrinth.SizeElite, Colour: valor.ColourPurple, Bounty: 2,
		Health: 6, Wound: 4, WoundedHealth: 3, Actions: 3,
		Attacks: []valor.MinionAttack{
			{Type: valor.RowRanged, Dice: valor.DiceCount{Novice: 1, Adept: 1}, Power: true},
			{Type: valor.RowMelee, Dice: valor.DiceCount{Adept: 2}},
		},
		Abilities: []valor.MinionAbility{valor.MinionDodge},
		Dodge:     &valor.DiceCount{Novice: 1}}
}

// enterGnome taps gnomeChump into an open, empty editor (its size
// already chosen when size is false) and saves it.
func enterGnome(tb *table, e *minionEditor, size bool) {
	tb.T.Helper()
	tb.TypeIn("Minion's name", "Gnome")
	if size {
		tb.Tap("Chump")
	}
	tb.Tap("Green")
	test.Tap(e.bounty.Key(1))
	test.Tap(e.actions.Key(2))
	test.Tap(e.health.Key(3))
	test.Tap(e.wound.Key(2))
	test.Tap(e.woundedHealth.Key(1))
	tb.Tap("Melee")
	if !e.attackUI[0].power.Checked() {
		tb.T.Fatal("the one combat row of a card is its Power Action: it should be ticked")
	}
	test.Tap(e.attackUI[0].dice[0].Key(2))
	tapCheckBox(tb, "Poison", 0)
	tb.Tap("Save this Minion card")
}

func TestMinionEditorEnteredByTapping(t *testing.T) {
	tb := newTable(t, phone)
	var saved []*valor.MinionCard
	e := openMinionEditor(tb.S, valor.MinionCard{}, "", func(c *valor.MinionCard) { saved = append(saved, c) })
	enterGnome(tb, e, true)

	if len(saved) != 1 || saved[0] == nil || !reflect.DeepEqual(*saved[0], gnomeChump()) {
		t.Fatalf("done got %v, want the Gnome %+v (message %q)", saved, gnomeChump(), tb.S.LastMessage())
	}
	holdsOnly(tb, valor.LibraryMinion, gnomeChump())
}

// TestMinionEditorCorrectsACard opens a stored card, keeps its row order
// and Dodge dice, renames it and does not copy it.
func TestMinionEditorCorrectsACard(t *testing.T) {
	tb := newTable(t, phone)
	ogre := ogreArcher()
	tb.saveValor(valor.LibraryMinion, ogre.Name, ogre)
	var saved *valor.MinionCard
	e := openMinionEditor(tb.S, ogre, "", func(c *valor.MinionCard) { saved = c })
	tb.See("Dodge dice")
	if e.rows.Picked != 2 || e.size.Picked != 1 || e.colour.Picked != 1 {
		t.Fatalf("the stored card is not shown: rows %d size %d colour %d", e.rows.Picked, e.size.Picked, e.colour.Picked)
	}
	tb.TypeIn("Minion's name", "Ogre")
	test.Tap(e.dodgeDice[1].Key(1)) // Dodge: 1 Novice + 1 Adept
	test.Tap(e.attackUI[0].dice[2].Key(1))
	tb.Tap("Save this Minion card")

	want := ogreArcher()
	want.Name = "Ogre"
	want.Dodge = &valor.DiceCount{Novice: 1, Adept: 1}
	want.Attacks[1].Dice.Master = 1
	got := cardsOf[valor.MinionCard](tb, valor.LibraryMinion)
	if saved == nil || !reflect.DeepEqual(*saved, want) || len(got) != 1 || !reflect.DeepEqual(got[0], want) {
		t.Fatalf("saved %+v, library %+v\nwant %+v (message %q)", saved, got, want, tb.S.LastMessage())
	}

	// Dodge unticked takes its dice with it; one row left is the Power Action.
	e = openMinionEditor(tb.S, want, "", func(c *valor.MinionCard) { saved = c })
	tapCheckBox(tb, "Dodge", 0)
	tb.Tap("Melee")
	tb.Tap("Save this Minion card")
	if e.rows.Picked != 0 || saved.Dodge != nil || saved.Has(valor.MinionDodge) || len(saved.Attacks) != 1 || !saved.Attacks[0].Power || saved.Attacks[0].Type != valor.RowMelee {
		t.Fatalf("Melee only, no Dodge: %+v", *saved)
	}
}

func TestMinionEditorRefusesWhatValidateRefuses(t *testing.T) {
	tb := newTable(t, phone)
	calls := 0
	e := openMinionEditor(tb.S, valor.MinionCard{}, "", func(*valor.MinionCard) { calls++ })
	tb.TypeIn("Minion's name", "Troll")
	tb.Tap("Save this Minion card")
	if !strings.Contains(tb.S.LastMessage(), "Choose its size") {
		t.Fatalf("no size yet: %q", tb.S.LastMessage())
	}
	tb.Dismiss()
	tb.Tap("Boss")
	test.Tap(e.bounty.Key(3))
	test.Tap(e.actions.Key(1))
	test.Tap(e.health.Key(3))
	test.Tap(e.wound.Key(5)) // above its Fresh Health of 3
	test.Tap(e.woundedHealth.Key(2))
	tb.Tap("Ranged")
	test.Tap(e.attackUI[1].dice[1].Key(1))
	tb.Tap("Save this Minion card")

	want := "Troll is Wounded by 5 damage; type 1 to its Fresh Health (3)"
	if err := e.minionCard().Validate(); err == nil || err.Error() != want {
		t.Fatalf("Validate says %v, want %q", err, want)
	}
	if tb.S.LastMessage() != want {
		t.Fatalf("message %q, want Validate's %q", tb.S.LastMessage(), want)
	}
	tb.See("is Wounded by 5 damage")
	if calls != 0 || len(cardsOf[valor.MinionCard](tb, valor.LibraryMinion)) != 0 {
		t.Fatalf("a refused card was saved: done %d times", calls)
	}

	// Corrected, it saves.
	tb.Dismiss()
	test.Tap(e.wound.Key(2))
	tb.Tap("Save this Minion card")
	if calls != 1 || len(cardsOf[valor.MinionCard](tb, valor.LibraryMinion)) != 1 {
		t.Fatalf("the corrected card: done %d times, message %q", calls, tb.S.LastMessage())
	}
}

func TestMinionEditorBackSavesNothing(t *testing.T) {
	tb := newTable(t, phone)
	calls := 0
	var got *valor.MinionCard
	showMinionEditor(tb.S, gnomeChump(), func(c *valor.MinionCard) { calls++; got = c })
	tb.TypeIn("Minion's name", "Gnome King")
	tb.Tap("Back")
	if calls != 1 || got != nil || len(cardsOf[valor.MinionCard](tb, valor.LibraryMinion)) != 0 {
		t.Fatalf("Back: done %d times with %v", calls, got)
	}
}

func TestMinionPickFiltersBySize(t *testing.T) {
	tb := newTable(t, phone)
	for _, c := range []valor.MinionCard{gnomeChump(), ogreArcher()} {
		tb.saveValor(valor.LibraryMinion, c.Name, c)
	}
	backs := 0
	var picked []string
	p := openMinionPicker(tb.S, "Which Chump?", labyrinth.SizeChump, func() { backs++ }, func(c valor.MinionCard) { picked = append(picked, c.Name) })
	if p == nil || len(p.items) != 1 || p.cards[0].Name != "Gnome" {
		t.Fatalf("a Chump pick lists %+v", p)
	}
	tb.See("Chump · Health 3, Wounded 1 · 2 AP · Melee 2 Novice")
	tb.Button("A new Minion card")
	test.Tap(p.items[0])
	if backs != 0 || !slices.Equal(picked, []string{"Gnome"}) {
		t.Fatalf("picked %v, back %d times", picked, backs)
	}
	if tb.Win.Canvas().Overlays().Top() != nil {
		t.Fatal("the list stays open after a pick")
	}

	p = openMinionPicker(tb.S, "Which Minion?", "", func() { backs++ }, func(valor.MinionCard) {})
	if len(p.cards) != 2 {
		t.Fatalf("any size lists %d cards", len(p.cards))
	}
	tb.See("Elite · Health 6, Wounded 3 · 3 AP · Ranged 1 Novice + 1 Adept (Power) · Melee 2 Adept")
}

func TestMinionPickNewCard(t *testing.T) {
	tb := newTable(t, phone)
	ogre := ogreArcher()
	tb.saveValor(valor.LibraryMinion, ogre.Name, ogre)
	var order []string
	back := func() { order = append(order, "back") }
	then := func(c valor.MinionCard) { order = append(order, "then "+c.Name) }

	// No Chump yet: straight to the editor, its size already chosen.
	p := openMinionPicker(tb.S, "Which Chump?", labyrinth.SizeChump, back, then)
	if p.dlg != nil || p.editor == nil {
		t.Fatal("a list with nothing to pick")
	}
	tb.See("No Chump card in the library yet.")
	if p.editor.size.Picked != 0 {
		t.Fatal("the editor is not open with Chump chosen")
	}
	enterGnome(tb, p.editor, false)
	if !slices.Equal(order, []string{"back", "then Gnome"}) {
		t.Fatalf("calls %v (message %q)", order, tb.S.LastMessage())
	}

	// With cards: "A new Minion card…", then Back, picks nothing.
	order = nil
	pickMinionCard(tb.S, "Which Elite?", labyrinth.SizeElite, back, then)
	tb.Tap("A new Minion card")
	tb.Tap("Back")
	if !slices.Equal(order, []string{"back"}) {
		t.Fatalf("calls %v", order)
	}
	if n := len(cardsOf[valor.MinionCard](tb, valor.LibraryMinion)); n != 2 {
		t.Fatalf("library holds %d cards, want 2", n)
	}
}

// TestMinionFormsRender draws every form at phone and tablet size (PNGs in
// $TABLESIDE_SCREENS); none may be wider than the window.
func TestMinionFormsRender(t *testing.T) {
	for _, sz := range uitest.PhoneAndTablet() {
		t.Run(sz.Name, func(t *testing.T) {
			tb := newTable(t, sz.Size)
			ogre := ogreArcher()
			ogre.Name = "Ogre Archer of the Sunken Stair"
			tb.saveValor(valor.LibraryMinion, ogre.Name, ogre)
			tb.saveValor(valor.LibraryMinion, "Gnome", gnomeChump())

			openMinionEditor(tb.S, valor.MinionCard{}, "", func(*valor.MinionCard) {})
			tb.Shot(sz.Name + "-minion-editor-new")
			tb.TouchCheck("a new Minion card")
			openMinionEditor(tb.S, ogre, "", func(*valor.MinionCard) {})
			tb.Shot(sz.Name + "-minion-editor")
			tb.TouchCheck("a Minion card")
			fullShot(tb, sz.Name+"-minion-editor-full")

			tb.S.Show(kit.Heading("The map"))
			openMinionPicker(tb.S, "Which Elite?", labyrinth.SizeElite, func() {}, func(valor.MinionCard) {})
			dialogShot(tb, sz.Name+"-minion-pick")
			tb.Tap("Cancel")
			openMinionPicker(tb.S, "Which Minion?", "", func() {}, func(valor.MinionCard) {})
			dialogShot(tb, sz.Name+"-minion-pick-all")
			tb.Tap("Cancel")

			openDeckCosts(tb.Win, valor.DeckCosts{Chump: 3, Elite: 6}, func(valor.DeckCosts) {})
			dialogShot(tb, sz.Name+"-minion-deck-costs")
			tb.Tap("Cancel")

			f := openSpellCosts(tb.Win, func(string, []int) {})
			tb.Tap("Two or more costs")
			test.Tap(f.numbers[2])
			tb.Tap("Another cost")
			test.Tap(f.numbers[12])
			dialogShot(tb, sz.Name+"-minion-spell-costs")
			tb.Tap("Cancel")

			d := openDiceFaces(tb.Win, valor.State{}.Faces(), func(valor.Die, []int) {})
			dialogShot(tb, sz.Name+"-minion-dice")
			test.Tap(d.dice[1])
			dialogShot(tb, sz.Name+"-minion-die")
		})
	}
}

// dialogShot checks the dialog on top fits the window and renders it.
func dialogShot(tb *table, name string) {
	tb.T.Helper()
	top := tb.Win.Canvas().Overlays().Top()
	if top == nil {
		tb.T.Fatalf("%s: no dialog open", name)
	}
	if w := top.MinSize().Width; w > tb.Size.Width {
		tb.T.Errorf("%s needs %.1f pt of width; the window has %.0f", name, w, tb.Size.Width)
	}
	if h := top.MinSize().Height; h > tb.Size.Height {
		tb.T.Errorf("%s needs %.1f pt of height; the window has %.0f", name, h, tb.Size.Height)
	}
	tb.Shot(name)
}

// fullShot renders the whole of a long form at once, for a person to
// look at; only with $TABLESIDE_SCREENS.
func fullShot(tb *table, name string) {
	tb.T.Helper()
	if os.Getenv("TABLESIDE_SCREENS") == "" {
		return
	}
	h := float32(0)
	for _, o := range test.LaidOutObjects(tb.Win.Content()) {
		if sc, ok := o.(*container.Scroll); ok {
			h = max(h, sc.Content.MinSize().Height)
		}
	}
	tb.Win.Resize(fyne.NewSize(tb.Size.Width, h+200))
	defer tb.Win.Resize(tb.Size)
	tb.Shot(name)
}
