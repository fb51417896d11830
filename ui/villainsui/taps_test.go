package villainsui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"tableside/tracker"
	"tableside/tracker/villains"
)

// budget counts the taps of a task through the real widgets, logs them
// with what each was and fails past its budget. A choice list is two taps
// (open, pick), a typed field one, a number on the pad its digits and OK.
type budget struct {
	t     *testing.T
	most  int
	steps []string
}

func newBudget(t *testing.T, most int) *budget { return &budget{t: t, most: most} }

// tap counts one tap, what, done by f.
func (b *budget) tap(what string, f func()) { b.steps = append(b.steps, what); f() }

func (b *budget) check() {
	b.t.Helper()
	b.t.Logf("%d taps: %s", len(b.steps), strings.Join(b.steps, ", "))
	if len(b.steps) > b.most {
		b.t.Fatalf("%d taps, the budget is %d", len(b.steps), b.most)
	}
}

// pad counts the digits typed on the number pad and its OK: the pad
// closes only on OK now (issue 24).
func (b *budget) pad(tb *table, digits string) {
	for _, d := range digits {
		b.tap("pad "+string(d), func() { tb.Tap(string(d)) })
	}
	b.tap("OK", func() { tb.Tap("OK") })
}

// TestTapsNewGame: a new game of two from a library of two boards is at
// most 7 taps: each name a typed field (1), each Villain a choice list
// (2), Start (1); who goes first is at random unless a player taps one.
func TestTapsNewGame(t *testing.T) {
	tb := newTable(t, phone)
	tb.saveVillain(testVillain("The Baron"))
	tb.saveVillain(testVillain("The Duchess"))
	c, err := tb.S.Store().CreateCampaign("Friday group", "villains")
	if err != nil {
		t.Fatal(err)
	}
	tb.S.SetupGame(c)
	b := newBudget(t, 7)
	b.tap("Ana's name", func() { tb.typeName(0, "Ana") })
	b.tap("Ben's name", func() { tb.typeName(1, "Ben") })
	for i, v := range []string{"The Duchess", "The Baron"} {
		b.tap("a Villain button", func() { tb.TapObject(tb.Buttons(villainPrefix)[i]) })
		b.tap(v, func() { tb.Choose(v) })
	}
	b.tap("Start", func() { tb.Tap("Start the game") })
	b.check()
	st := tb.state()
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
	b := newBudget(t, 7)
	b.tap("Play a Card", func() { tb.Tap("Play a Card") })
	b.tap("Ally", func() { tb.Tap("Ally") })
	b.pad(tb, "0")
	b.pad(tb, "2")
	b.tap("Lair", func() { tb.Tap("Lair") })
	b.check()
	if l := tb.state().Players[0].Locations[0]; len(l.Allies) != 1 || l.Allies[0].Strength != 2 {
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
	b := newBudget(t, 4)
	b.tap("Vanquish", func() { tb.Tap("Vanquish") })
	ok := tb.Button("Vanquish")
	if !ok.Disabled() {
		t.Fatal("Vanquish is offered with no Ally ticked")
	}
	tb.See("Tick Allies with Strength 3 or more in all")
	place := func() fyne.Position { return fyne.CurrentApp().Driver().AbsolutePositionForObject(ok) }
	at := place()
	b.tap("Ally #2", func() { tb.TapObject(tb.tallChecks("Ally #2 (Strength 2)")[0]) })
	if !ok.Disabled() {
		t.Fatal("L70 Strength 2 against 3 is offered")
	}
	b.tap("Ally #3", func() { tb.TapObject(tb.tallChecks("Ally #3 (Strength 2)")[0]) })
	if ok.Disabled() {
		t.Fatal("L70 Strength 4 against 3 is not offered")
	}
	// The reason went; its line stays, so Vanquish is where it was.
	if now := place(); now != at {
		t.Errorf("Vanquish moved from %v to %v as it became ready", at, now)
	}
	b.tap("Vanquish", func() { tb.Tap("Vanquish") })
	b.check()
	if l := tb.state().Players[0].Locations[2]; len(l.Heroes) != 0 || len(l.Allies) != 0 {
		t.Fatalf("L70 the Hero and both Allies are discarded: %+v", l)
	}
}

// TestTapsVanquishL70LoneAlly: a lone Ally strong enough is ticked
// already: two taps.
func TestTapsVanquishL70LoneAlly(t *testing.T) {
	tb := newTable(t, phone)
	vanquishAt(t, tb, 2, 3)
	b := newBudget(t, 2)
	b.tap("Vanquish", func() { tb.Tap("Vanquish") })
	if !tb.tallChecks("Ally #2 (Strength 3)")[0].Checked() {
		t.Fatal("the lone Ally is not ticked")
	}
	b.tap("Vanquish", func() { tb.Tap("Vanquish") })
	b.check()
	if l := tb.state().Players[0].Locations[2]; len(l.Heroes) != 0 {
		t.Fatalf("L70 the Hero stays: %+v", l)
	}
}
