package villainsui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
	"tableside/tracker/villains"
)

// TestSetupL10PowerBySeat: the setup screen says what each seat starts with
// (004 L10: the 2nd takes 1, the 3rd and 4th 2, the 5th and 6th 3), and a
// three-player game started by tapping gives the 3rd player 2 Power.
func TestSetupL10PowerBySeat(t *testing.T) {
	tb := newTable(t, phone)
	tb.openSetup("Friday group", "The Baron", "The Duchess")
	tb.See("0, 1, 2, 2, 3, 3")
	tb.Tap("Add a player")
	for i, v := range []string{"The Baron", "The Duchess", "The Baron"} {
		tb.pickVillain(i, v)
	}
	tb.Tap("Player 1") // who goes first
	tb.Tap("Start the game")
	st := tb.State()
	var got []int
	for _, p := range st.Players {
		got = append(got, p.Power)
	}
	if st.First != 0 || len(got) != 3 || got[0] != 0 || got[1] != 1 || got[2] != 2 {
		t.Fatalf("004 L10: first %d, Power by seat %v; want first 0 and [0 1 2]", st.First, got)
	}
	tb.See("Round 1 · Player 1's turn")
}

// startAt starts a two-player game (Ana first, Ben second) with cmds applied
// as table corrections, and opens it.
func startAt(t *testing.T, tb *table, cmds ...tracker.Command) {
	t.Helper()
	game, err := villains.NewGame(villains.Setup{Players: []villains.Seat{
		{Name: "Ana", Villain: testVillain("The Baron")}, {Name: "Ben", Villain: testVillain("The Duchess")}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cmds {
		if game, _, err = game.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	initial, err := game.Encode()
	if err != nil {
		t.Fatal(err)
	}
	c := tb.campaign("Friday group")
	tb.S.StartSession(c, initial)
}

// TestFateL52ItemOnAHero: a Fate Item is put on the target's Hero when the
// player says so (004 L52, L58: an attached Item moves only with its Hero);
// the sheet says two cards are revealed, and whose deck: in a game of two
// the only opponent is not asked for.
func TestFateL52ItemOnAHero(t *testing.T) {
	tb := newTable(t, phone)
	startAt(t, tb, villains.PlaceCard(villains.PlaceCardCmd{Player: 1, Card: villains.CardHero, Strength: 3, To: 0}))
	tb.Tap("Move to Docks")
	tb.Tap("Fate")
	tb.See("top 2 of Ben's") // the only opponent is the target, not asked for
	tb.Tap("An Item")
	tb.Tap("Lair")
	tb.See("Attach the Item?")
	tb.Tap("Attach to Hero #1")
	l := tb.State().Players[1].Locations[0]
	if len(l.Items) != 1 || l.Items[0].On != 1 {
		t.Fatalf("L58 the Fate Item is not on the Hero: %+v", l.Items)
	}
}

// TestPlayCardL38ItemOnAnAlly: an Item played from hand goes on an Ally
// there when the player chooses it (004 L38, L58).
func TestPlayCardL38ItemOnAnAlly(t *testing.T) {
	tb := newTable(t, phone)
	startAt(t, tb, villains.PlaceCard(villains.PlaceCardCmd{Player: 0, Card: villains.CardAlly, Strength: 2, To: 0}))
	tb.Tap("Move to Docks")
	tb.Tap("Play a Card")
	tb.Tap("Item")
	tb.Keys("0")
	tb.Tap("Lair")
	tb.Tap("Attach to Ally #1")
	if l := tb.State().Players[0].Locations[0]; len(l.Items) != 1 || l.Items[0].On != 1 {
		t.Fatalf("L58 the Item is not on the Ally: %+v", l.Items)
	}
}

// TestSetupNamesOnTheFirstChoice: a name typed shows at once on the
// choice of who goes first, and that choice and the seats' picks stay
// when the screen comes back from the Villain editor.
func TestSetupNamesOnTheFirstChoice(t *testing.T) {
	tb := newTable(t, phone)
	tb.openSetup("Friday group", "The Baron")
	// A library of one board is every seat's pick already.
	if n := len(tb.Buttons(villainPrefix + "The Baron")); n != 2 {
		t.Fatalf("%d seats have the lone Villain", n)
	}
	tb.typeName(1, "Ben")
	tb.Tap("Ben")
	tb.Tap("Enter a new Villain board")
	tb.Tap("Back")
	if b := tb.Button("Ben"); b.Importance != widget.HighImportance {
		t.Fatal("back from the editor, Ben no longer goes first")
	}
	tb.Tap("Start the game")
	if st := tb.State(); st.First != 1 || st.Players[1].Villain != "The Baron" {
		t.Fatalf("first %d, %+v", st.First, st.Players)
	}
}

// TestSetupStartSaysWhatItWaitsFor: Start is greyed out with its reason
// until there is a Villain board, then until every seat has its Villain.
func TestSetupStartSaysWhatItWaitsFor(t *testing.T) {
	tb := newTable(t, phone)
	c := tb.openSetup("Friday group")
	if !tb.Button("Start the game").Disabled() {
		t.Fatal("Start is offered with no Villain board")
	}
	tb.See(waitBoards)
	tb.saveVillain(testVillain("The Baron"))
	tb.saveVillain(testVillain("The Duchess"))
	tb.S.SetupGame(c)
	tb.See(waitVillains)
	tb.pickVillain(0, "The Baron")
	if !tb.Button("Start the game").Disabled() {
		t.Fatal("Start is offered with a seat without a Villain")
	}
	tb.pickVillain(1, "The Duchess")
	if tb.Button("Start the game").Disabled() || strings.Contains(tb.Texts(), waitVillains) {
		t.Fatal("Start still waits with every Villain chosen")
	}
}
