package valorui

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor"
	"tableside/tracker/valor/labyrinth"
	"tableside/tracker/valor/labyrinth/labyrinthtest"
)

// TestSetupPlacesWhatIsEntered: from an empty library, a board entered
// for a seat sits in that seat, the Villain's board becomes the Villain,
// and the Loot Stash card the library lacks (for 2 Heroes in the
// Labyrinth, the Villain's side A: 000 L736) opens with its owner, side,
// Hero count and name filled in, and is chosen once saved; then the game
// starts. Each card is "saved" by putting it in the library while its
// editor is open, then leaving the editor, which is what Save does.
func TestSetupPlacesWhatIsEntered(t *testing.T) {
	tb := newTable(t, phone)
	tb.openSetup("Thursday")
	tb.TypeIn("Player 1", "Ana")
	tb.TypeIn("Player 2", "Bo")
	if n := len(tb.Buttons("Enter this Hero's board")); n != 2 {
		t.Fatalf("%d seats offer to enter their Hero's board, want 2", n)
	}

	// Saved, each editor opens the next card missing, in the screen's
	// order; Back from one shows the setup screen with what is placed.
	save := func(kind, name string, card any) {
		t.Helper()
		tb.saveValor(kind, name, card)
		tb.Tap("Back")
	}
	tb.Tap("Enter this Hero's board")
	tb.See("A new board: Ana's Hero")
	save(valor.LibraryHero, "Rowan", valorHeroCard("Rowan"))
	tb.See("A new board: Bo's Hero")
	tb.Tap("Back") // nothing saved: the setup screen
	if n := len(tb.Buttons("Enter this Hero's board")); n != 1 {
		t.Fatalf("after the first board, %d seats still offer it, want 1", n)
	}
	tb.Tap("Enter this Hero's board")
	save(valor.LibraryHero, "Bjorn", valorHeroCard("Bjorn"))
	tb.See("A new Villain board")
	save(valor.LibraryVillain, "Golem", golemCard())

	if got := tb.Entries("Loot Stash card's name")[0].Text; got != "Villain Loot Stash 2 (A)" {
		t.Fatalf("the Loot Stash editor opened on %q", got)
	}
	tb.See("Villain")
	loot := villainLoot12()
	loot.Name = "Villain Loot Stash 2 (A)"
	save(valor.LibraryLootStash, loot.Name, loot)
	tb.See("New game: Thursday")
	if len(tb.Buttons("Enter this card")) != 0 {
		t.Fatal("the Loot Stash slot still asks for its card once it is saved")
	}

	tb.Tap("Start the game")
	st := tb.valorState()
	if st.Heroes[0].Name != "Rowan" || st.Heroes[1].Name != "Bjorn" || st.Villain.Name != "Golem" || st.VillainLoot.Name != loot.Name {
		t.Fatalf("started with %s, %s against %s, loot %q", st.Heroes[0].Name, st.Heroes[1].Name, st.Villain.Name, st.VillainLoot.Name)
	}
	if st.Heroes[0].Player != "Ana" {
		t.Fatalf("the players' names were lost while entering boards: %q", st.Heroes[0].Player)
	}
}

// TestSetupAsksTheDeckCovers000L637: the Labyrinth's Minion deck costs are
// three taps at setup, kept by the game, and offered again by the next
// game of the campaign: printed on the covers, they are typed once.
func TestSetupAsksTheDeckCovers000L637(t *testing.T) {
	tb := newTable(t, phone)
	tb.valorLibrary()
	c := tb.openSetup("Thursday")
	tb.pickLabyrinth()
	tb.See("Minion deck covers")
	test.Tap(numberKey(tb, "Chump deck", 2))
	tb.Tap("Start the game")
	tb.See("Set the costs of all three Minion decks")
	tb.Dismiss()
	test.Tap(numberKey(tb, "Elite deck", 4))
	test.Tap(numberKey(tb, "Boss deck", 7))
	tb.Tap("Start the game")
	want := valor.DeckCosts{Chump: 2, Elite: 4, Boss: 7}
	if st := tb.valorState(); st.MinionCosts == nil || *st.MinionCosts != want {
		t.Fatalf("the game's costs: %+v", st.MinionCosts)
	}

	tb.S.SetupGame(c)
	if b := numberKey(tb, "Boss deck", 7); b.Importance != widget.HighImportance {
		t.Fatal("the next game does not offer the costs again")
	}
	tb.Tap("Start the game")
	if st := tb.valorState(); st.MinionCosts == nil || *st.MinionCosts != want {
		t.Fatalf("the second game's costs: %+v", st.MinionCosts)
	}
}

// TestSetupLaysTheLastGamesTiles000L172: the campaign's next game offers
// to lay the last game's starting tiles, ticked; laid, one Undo takes them
// back and keeps the game, and they are kept for the game after; unticked,
// the map is left empty.
func TestSetupLaysTheLastGamesTiles000L172(t *testing.T) {
	tb := newTable(t, phone)
	c := tb.startValor()
	halls := labyrinthtest.AllHalls
	tb.do(valor.PlaceTile(at(2, 2), halls, labyrinth.BaseCamp))
	for _, p := range []labyrinth.Pos{at(1, 2), at(2, 1), at(2, 3), at(3, 2)} {
		tb.do(valor.PlaceTile(p, halls, ""))
	}

	tb.S.SetupGame(c)
	tb.See("Lay the 5 starting tiles on the app's map as in the last game")
	tb.Tap("Start the game")
	if st := tb.valorState(); !st.StartingMapLaid() || st.Map.At(at(2, 2)).Tile != labyrinth.BaseCamp {
		t.Fatal("the last game's tiles were not laid")
	}
	tb.Tap("Undo")
	if st := tb.valorState(); st.Map != nil || len(st.Heroes) != 2 {
		t.Fatal("Undo did not take the tiles back alone")
	}
	tb.Tap("Redo")

	tb.S.SetupGame(c)
	tapCheckBox(tb, "Lay the 5 starting tiles on the app's map as in the last game", 0)
	tb.Tap("Start the game")
	if st := tb.valorState(); st.Map != nil {
		t.Fatal("tiles laid though the box was unticked")
	}
}

// TestSetupCorrectsAMinionCard: the library's Minion cards, entered on the
// map as they are drawn, are corrected from the setup like the boards.
func TestSetupCorrectsAMinionCard(t *testing.T) {
	tb := newTable(t, phone)
	tb.valorLibrary()
	tb.saveValor(valor.LibraryMinion, "Gnome", gnomeChump())
	tb.openSetup("Thursday")
	tb.Tap("Correct a card in the library")
	tb.Tap("Minion: Gnome")
	tb.See("Minion card: Gnome")
	tb.Tap("Save this Minion card")
	tb.See("New game: Thursday")
	if got := libraryCards(tb.S, valor.LibraryMinion, valor.MinionCard.Validate); len(got) != 1 || got[0].Name != "Gnome" {
		t.Fatalf("library: %+v", got)
	}
}
