package valorui

import (
	"reflect"
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"tableside/tracker/valor"
)

func TestMinionDeckCosts(t *testing.T) {
	tb := newTable(t, phone)
	var got []valor.DeckCosts
	then := func(c valor.DeckCosts) { got = append(got, c) }

	// Prefilled: one tap.
	showDeckCosts(tb.Win, valor.DeckCosts{Chump: 3, Elite: 6, Boss: 9}, then)
	tb.Tap("OK")
	// A cost not entered yet is asked for.
	f := openDeckCosts(tb.Win, valor.DeckCosts{Chump: 4, Elite: 7}, then)
	tb.Tap("OK")
	tb.See("Set the Boss deck's cost first.")
	test.Tap(f.nums[2].More()) // past the row of 1 to 9: the pad
	tb.Keys("12")
	test.Tap(f.nums[0].Key(3))
	tb.Tap("OK")
	want := []valor.DeckCosts{{Chump: 3, Elite: 6, Boss: 9}, {Chump: 3, Elite: 7, Boss: 12}}
	if !slices.Equal(got, want) {
		t.Fatalf("costs %v, want %v", got, want)
	}
	if tb.Win.Canvas().Overlays().Top() != nil {
		t.Fatal("the dialog stays open after OK")
	}

	// Cancel sends nothing.
	showDeckCosts(tb.Win, valor.DeckCosts{Chump: 3, Elite: 6, Boss: 9}, then)
	tb.Tap("Cancel")
	if len(got) != 2 {
		t.Fatalf("Cancel sent %v", got[2:])
	}
}

func TestMinionSpellCosts(t *testing.T) {
	tb := newTable(t, phone)
	type spell struct {
		name  string
		costs []int
	}
	var got []spell
	then := func(name string, costs []int) { got = append(got, spell{name, costs}) }

	// One cost: one tap on its number.
	showSpellCosts(tb.Win, then)
	tb.Tap("OK")
	tb.See("Tap the cost printed on the Spell first.")
	tb.Tap("3")
	if len(got) != 1 || tb.Win.Canvas().Overlays().Top() != nil {
		t.Fatalf("a Spell of one cost is not entered by its number alone: %v", got)
	}

	// Two costs and a name.
	f := openSpellCosts(tb.Win, then)
	tb.Tap("Two or more costs")
	if !f.more.Disabled() {
		t.Fatal("Another cost before the first is tapped")
	}
	test.Tap(f.numbers[2])
	tb.Tap("Another cost")
	tb.See("?")
	test.Tap(f.numbers[5])
	tb.TypeIn("Spell's name (if you like)", "Fireball")
	tb.Tap("OK")

	// A cost above the buttons, a correction, and a cost removed.
	f = openSpellCosts(tb.Win, then)
	tb.Tap("Two or more costs")
	test.Tap(f.numbers[1])
	tb.Tap("Another cost")
	tb.Tap("Other number")
	tb.Keys("25")
	tb.Tap("Another cost")
	test.Tap(f.numbers[7])
	test.Tap(f.slots[0]) // back to the first: it was 4, not 1
	test.Tap(f.numbers[4])
	test.Tap(f.slots[2])
	tb.Tap("Remove cost")
	tb.Tap("OK")

	want := []spell{{"", []int{3}}, {"Fireball", []int{2, 5}}, {"", []int{4, 25}}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Spells %v, want %v", got, want)
	}
}

func TestMinionDiceFacesCorrection(t *testing.T) {
	tb := newTable(t, phone)
	faces := valor.State{}.Faces() // the game's defaults
	if len(faces.Master) != 6 {
		t.Fatalf("no default faces: %+v", faces)
	}
	type change struct {
		die   valor.Die
		faces []int
	}
	var got []change
	then := func(d valor.Die, f []int) { got = append(got, change{d, f}) }

	showDiceFaces(tb.Win, faces, then)
	tb.See("Master die: " + facesWords(faces.Master))
	// Saving a die unchanged sends nothing and leaves the dice shown.
	tb.Tap("Master die")
	tb.Tap("Save")
	if len(got) != 0 || tb.Win.Canvas().Overlays().Top() == nil {
		t.Fatalf("an unchanged die: %v", got)
	}
	tb.Tap("Close")
	f := openDiceFaces(tb.Win, faces, then)
	// One face corrected: tap it, tap its Hits.
	test.Tap(f.dice[2])
	test.Tap(f.open.face[0])
	test.Tap(f.open.hits[3])
	tb.Tap("Save")
	want := slices.Clone(faces.Master)
	want[0] = 3
	if len(got) != 1 || got[0].die != valor.DieMaster || !slices.Equal(got[0].faces, want) {
		t.Fatalf("changes %v, want Master %v", got, want)
	}
	if tb.Win.Canvas().Overlays().Top() != nil {
		t.Fatal("the dice stay open after a die is saved")
	}

	// A whole die is six taps: each Hits tap moves to the next face.
	f = openDiceFaces(tb.Win, faces, then)
	test.Tap(f.dice[0])
	for _, h := range []int{0, 0, 1, 1, 1, 2} {
		test.Tap(f.open.hits[h])
	}
	tb.Tap("Save")
	if len(got) != 2 || got[1].die != valor.DieNovice || !slices.Equal(got[1].faces, []int{0, 0, 1, 1, 1, 2}) {
		t.Fatalf("changes %v", got)
	}
}
