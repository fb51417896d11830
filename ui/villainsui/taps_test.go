package villainsui

import (
	"testing"

	"fyne.io/fyne/v2"

	"tableside/tracker"
	"tableside/tracker/villains"
)

// TestTapsNewGame: a new game of two from a library of two boards is at
// most 7 taps: each name a typed field (1), each Villain a choice list
// (2), Start (1); who goes first is at random unless a player taps one.
func TestTapsNewGame(t *testing.T) {
	tb := newTable(t, phone)
	tb.openSetup("Friday group", "The Baron", "The Duchess")
	c := tb.CountTaps()
	c.In("names")
	c.TypeIn("Player 1", 0, "Ana")
	c.TypeIn("Player 2", 0, "Ben")
	c.In("Villains")
	for i, v := range []string{"The Duchess", "The Baron"} {
		c.TapNth(villainPrefix, i)
		c.Choose(v)
	}
	c.In("start")
	c.Tap("Start the game")
	c.Report(7)
	st := tb.State()
	if len(st.Players) != 2 || st.Players[0].Villain != "The Duchess" || st.Players[1].Name != "Ben" {
		t.Fatalf("the game started with %+v", st.Players)
	}
}

// TestTapsPlayAnAlly: playing an Ally from hand (004 L38) is at most 7
// taps: the action, the kind, its cost and its Strength on the pad (a
// digit and OK each), where it goes.
func TestTapsPlayAnAlly(t *testing.T) {
	tb := newTable(t, phone)
	startAt(t, tb)
	tb.Tap("Move to Docks")
	c := tb.CountTaps()
	c.In("the action and kind")
	c.Tap("Play a Card")
	c.Tap("Ally")
	c.In("cost")
	c.Keys("0")
	c.In("Strength")
	c.Keys("2")
	c.In("where")
	c.Tap("Lair")
	c.Report(7)
	if l := tb.State().Players[0].Locations[0]; len(l.Allies) != 1 || l.Allies[0].Strength != 2 {
		t.Fatalf("L38 the Ally is not at the Lair: %+v", l)
	}
}

// vanquishAt starts a game where Ana's Forest (unlocked) holds a Hero of
// Strength hero and Allies of strengths allies, Hero #1 and Allies #2 on,
// and moves her there.
func vanquishAt(t *testing.T, tb *table, hero int, allies ...int) {
	cmds := []tracker.Command{villains.Unlock(0, 2),
		villains.PlaceCard(villains.PlaceCardCmd{Player: 0, Card: villains.CardHero, Strength: hero, To: 2})}
	for _, s := range allies {
		cmds = append(cmds, villains.PlaceCard(villains.PlaceCardCmd{Player: 0, Card: villains.CardAlly, Strength: s, To: 2}))
	}
	startAt(t, tb, cmds...)
	tb.Tap("Move to Forest")
}

// TestTapsVanquishL70WaitsForStrength: Vanquish, with one Hero to fight,
// asks only for the Allies; its button waits, saying for what, until the
// Allies ticked reach the Hero's Strength (L70: 2 + 2 >= 3), then
// vanquishes in at most 4 taps.
func TestTapsVanquishL70WaitsForStrength(t *testing.T) {
	tb := newTable(t, phone)
	vanquishAt(t, tb, 3, 2, 2)
	c := tb.CountTaps()
	c.In("Vanquish")
	c.Tap("Vanquish")
	ok := tb.Button("Vanquish")
	if !ok.Disabled() {
		t.Fatal("Vanquish is offered with no Ally ticked")
	}
	tb.See("Tick Allies with Strength 3 or more in all")
	place := func() fyne.Position { return fyne.CurrentApp().Driver().AbsolutePositionForObject(ok) }
	at := place()
	c.In("Allies")
	c.TapObject(tb.TallChecks("Ally #2 (Strength 2)")[0])
	if !ok.Disabled() {
		t.Fatal("L70 Strength 2 against 3 is offered")
	}
	c.TapObject(tb.TallChecks("Ally #3 (Strength 2)")[0])
	if ok.Disabled() {
		t.Fatal("L70 Strength 4 against 3 is not offered")
	}
	// The reason went; its line stays, so Vanquish is where it was.
	if now := place(); now != at {
		t.Errorf("Vanquish moved from %v to %v as it became ready", at, now)
	}
	c.In("Vanquish")
	c.Tap("Vanquish")
	c.Report(4)
	if l := tb.State().Players[0].Locations[2]; len(l.Heroes) != 0 || len(l.Allies) != 0 {
		t.Fatalf("L70 the Hero and both Allies are discarded: %+v", l)
	}
}

// TestTapsVanquishL70LoneAlly: a lone Ally strong enough is ticked
// already: two taps.
func TestTapsVanquishL70LoneAlly(t *testing.T) {
	tb := newTable(t, phone)
	vanquishAt(t, tb, 2, 3)
	c := tb.CountTaps()
	c.Tap("Vanquish")
	if !tb.TallChecks("Ally #2 (Strength 3)")[0].Checked() {
		t.Fatal("the lone Ally is not ticked")
	}
	c.Tap("Vanquish")
	c.Report(2)
	if l := tb.State().Players[0].Locations[2]; len(l.Heroes) != 0 {
		t.Fatalf("L70 the Hero stays: %+v", l)
	}
}
