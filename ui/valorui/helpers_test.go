package valorui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor"
	"tableside/ui/bookui"
	"tableside/ui/bookui/booktest"
	"tableside/ui/uitest"
	"tableside/ui/villainsui"
)

// table is a test table with Valor & Villainy's screens and its campaign
// book's. Taps in a test come faster than any thumb: the wizard's guard
// against double taps is off unless a test turns it on (settled).
type table struct{ *uitest.Table }

var (
	phone  = uitest.Phone
	tablet = uitest.Tablet
)

func newTable(t testing.TB, size fyne.Size) *table {
	return &table{uitest.New(t, size, Screens{}, bookui.Screens{}, villainsui.Screens{})}
}

// view is the open game's view.
func (tb *table) view() *view {
	tb.T.Helper()
	v, ok := tb.S.Current().View().(*view)
	if !ok {
		tb.T.Fatal("no Valor & Villainy game is open")
	}
	return v
}

// numberKey is the one-tap button for v in the row of small numbers
// labelled label (kit.Number).
func numberKey(tb *table, label string, v int) *widget.Button {
	tb.T.Helper()
	return numberKeyNth(tb, label, 0, v)
}

// numberKeyNth is numberKey of the i-th number labelled label.
func numberKeyNth(tb *table, label string, i, v int) *widget.Button {
	tb.T.Helper()
	return booktest.NumberKey(tb.Table, label, i, v)
}

// picks finds the i-th name picker (vPick) on screen: the setup's Heroes,
// then the Villain, the Lead Hero and the Loot Stash cards.
func (tb *table) picks(i int) *vPick {
	tb.T.Helper()
	var out []*vPick
	for _, o := range test.LaidOutObjects(tb.Win.Content()) {
		if p, ok := o.(*vPick); ok && p.Visible() {
			out = append(out, p)
		}
	}
	if i >= len(out) {
		tb.T.Fatalf("only %d pickers on screen", len(out))
	}
	return out[i]
}

// pickIn picks name in the i-th picker as a player does: a tap on it,
// then on the name's row (none when it is the only name).
func (tb *table) pickIn(i int, name string) {
	tb.T.Helper()
	p := tb.picks(i)
	if p.Selected() == name {
		return
	}
	tb.TapObject(p.Button())
	if p.Selected() == name { // the only name, picked at once
		return
	}
	top := tb.Win.Canvas().Overlays().Top()
	if top == nil {
		tb.T.Fatalf("picker %d opened no list", i)
	}
	for _, o := range test.LaidOutObjects(top) {
		if b, ok := o.(*widget.Button); ok && b.Text == name {
			tb.TapObject(b)
			return
		}
	}
	tb.T.Fatalf("picker %d does not offer %q:\n%s", i, name, tb.Texts())
}

// numberField finds the number typed on the keyboard (vTyped) whose field
// shows placeholder.
func (tb *table) numberField(placeholder string) *vNumberEntry {
	tb.T.Helper()
	for _, o := range test.LaidOutObjects(tb.Win.Content()) {
		if e, ok := o.(*vNumberEntry); ok && e.PlaceHolder == placeholder {
			return e
		}
	}
	tb.T.Fatalf("no number field %q on screen", placeholder)
	return nil
}

// Factories: made-up boards with the shapes the rules describe (the
// rulebooks print no board).

func valorHeroCard(name string, abilities ...valor.Ability) valor.HeroCard {
	N, B := valor.DieNovice, valor.DieBlank
	return valor.HeroCard{
		Name: name, Health: 14, Actions: 3, MaxActions: 6, Spells: 2,
		Treasures: [3]valor.TreasureKind{valor.TreasureOffense, valor.TreasureDefense, valor.TreasureItem},
		Rows: []valor.RowCard{
			{Kind: valor.RowMelee, Power: true, Slots: []valor.Die{N, N, B}},
			{Kind: valor.RowRanged, Slots: []valor.Die{N, B, B}},
			{Kind: valor.RowMagic, Slots: []valor.Die{N, B, B}},
		},
		Abilities: abilities,
	}
}

// golemCard is the Golem of the Villain Level Up example (000 L758):
// Magic N _ _ with 1 Plus-One from the insert, Corruption N N _, Melee A A M.
func golemCard() valor.VillainCard {
	N, B, A, M := valor.DieNovice, valor.DieBlank, valor.DieAdept, valor.DieMaster
	return valor.VillainCard{
		Name: "Golem", Health: []int{30, 40, 50, 60, 70, 80}, MaxHealth: 100, Actions: 2, MaxActions: 4,
		Rows: []valor.RowCard{
			{Kind: valor.RowMagic, Slots: []valor.Die{N, B, B}, PlusOnes: 1},
			{Kind: valor.RowCorruption, Slots: []valor.Die{N, N, B}},
			{Kind: valor.RowMelee, Slots: []valor.Die{A, A, M}},
		},
	}
}

// villainLoot12 is a Villain Loot Stash card the players typed for 1-2
// Heroes (the rulebook prints only the 3-6 card, 000 L834-849).
func villainLoot12() valor.LootStashCard {
	return valor.LootStashCard{Name: "Villain Loot Stash 1-2 (A)", For: valor.LootVillain, MinHeroes: 1, MaxHeroes: 2, Side: "A",
		Columns: []valor.LootColumn{{Bounty: 0, XP: 1}, {Bounty: 3, XP: 3, Health: 5}, {Bounty: 6, XP: 5, Health: 10}}}
}

// saveValor puts a card into the library directly (a factory).
func (tb *table) saveValor(kind, name string, v any) {
	tb.T.Helper()
	tb.SaveCard(valor.Game{}.ID(), kind, name, v)
}

func (tb *table) valorState() valor.State {
	tb.T.Helper()
	return booktest.ValorState(tb.Table)
}

// valorLibrary fills the card library as a group would have after their
// first evening: two Heroes, the Golem and their Villain Loot Stash card.
func (tb *table) valorLibrary() {
	tb.saveValor(valor.LibraryHero, "Rowan", valorHeroCard("Rowan"))
	tb.saveValor(valor.LibraryHero, "Bjorn", valorHeroCard("Bjorn", valor.AbilityDwarvenIre))
	tb.saveValor(valor.LibraryVillain, "Golem", golemCard())
	tb.saveValor(valor.LibraryLootStash, "Villain Loot Stash 1-2 (A)", villainLoot12())
}
