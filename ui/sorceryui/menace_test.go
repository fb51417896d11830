package sorceryui

import (
	"testing"

	"fyne.io/fyne/v2"

	"tableside/tracker/sorcery"
)

// masterTable is the examples' table with a Master Enemy in play and the
// Menace token on Jeanne at Level II (L7583-7595).
func masterTable() sorcery.State {
	c := simple("Elf Knight", sorcery.Purple, sorcery.Menacing)
	c.Master, c.HP = true, []int{30, 40}
	st := exampleTable(inPlay(c, 1, 0))
	st.Menace = &sorcery.Menace{Hero: 0, Level: 2}
	return st
}

// hiddenHolder is masterTable on the screen with Jeanne Hidden: the
// Menace token's pass is owed (L7601-7605).
func hiddenHolder(t *testing.T, size fyne.Size) *table {
	tb := newTable(t, size)
	st := masterTable()
	st.Heroes[0].Conditions.Hidden = true
	tb.start(st)
	return tb
}

// passToThorgren makes the pass owed, in its budget of one tap, and
// checks it is made and no longer offered.
func (tb *table) passToThorgren() {
	tb.T.Helper()
	taps := tb.CountTaps()
	taps.Tap("Thorgren takes it")
	taps.Report(1)
	if m := tb.State().Menace; m.Hero != 1 || m.Level != 1 {
		tb.T.Fatalf("after the pass: %+v", m)
	}
	if n := len(tb.Buttons("Thorgren takes it")); n != 0 {
		tb.T.Fatal("the pass is still offered once made")
	}
}

// TestTauntFromTheHeroBoard003L7597: Thorgren's Taunt takes the Menace
// token from Jeanne at Level ACT, whatever its level (L7597-7599): two
// taps from the table (his board, Taunt), undone by Undo; no Taunt is
// offered with no Master Enemy in play.
func TestTauntFromTheHeroBoard003L7597(t *testing.T) {
	for _, size := range []fyne.Size{phone, tablet} {
		tb := newTable(t, size)
		tb.start(masterTable())
		tb.See("Jeanne · 9/9 HP · Menace token, Level II")
		taps := tb.CountTaps()
		taps.Tap("Thorgren ·")
		taps.Tap("Taunt: take the Menace token")
		taps.Report(2)
		if m := tb.State().Menace; m.Hero != 1 || m.Level != 1 {
			t.Fatalf("after the Taunt: %+v", m)
		}
		tb.See("Thorgren · 10/10 HP · Menace token, Level I")
		tb.Tap("Undo")
		if m := tb.State().Menace; m.Hero != 0 || m.Level != 2 {
			t.Fatalf("after Undo: %+v", m)
		}

		plain := newTable(t, size)
		plain.start(exampleTable(inPlay(hobgremlin(), 1, 0)))
		plain.Tap("Thorgren ·")
		if n := len(plain.Buttons("Taunt")); n != 0 {
			t.Fatalf("%d Taunt buttons with no Menace token", n)
		}
	}
}

// TestPassMenaceOnTheRound003L7601: Jeanne holds the Menace token and
// turns Hidden; the round shows the pass before any step, one tap on the
// Hero who takes it at Level ACT (L7601-7605), and Undo gives it back.
func TestPassMenaceOnTheRound003L7601(t *testing.T) {
	for _, size := range []fyne.Size{phone, tablet} {
		tb := hiddenHolder(t, size)
		tb.See("Jeanne cannot be targeted: who takes the Menace token, at Level I? Jeanne picks.")
		tb.passToThorgren()
		tb.Tap("Undo")
		if m := tb.State().Menace; m.Hero != 0 {
			t.Fatalf("after Undo: %+v", m)
		}
		tb.See("Thorgren takes it")
	}
}

// TestPassMenaceInTheEnemyTurn003L7601: a holder out of reach during the
// Enemy Turn is passed on before anything else is asked, so that no
// Enemy picks its victim with the token out of reach (L7601-7605): one
// tap, then the wizard goes on to the Encounter letter.
func TestPassMenaceInTheEnemyTurn003L7601(t *testing.T) {
	for _, size := range []fyne.Size{phone, tablet} {
		tb := hiddenHolder(t, size)
		tb.Tap("End Jeanne's turn")
		if n := len(tb.Buttons("H")); n != 0 {
			t.Fatal("the Encounter letter asked before the pass owed")
		}
		tb.passToThorgren()
		tb.Tap("H") // the Enemy Turn goes on
	}
}

// TestMenaceInEveryLook draws the Taunt on a Hero's board and the pass on
// the round and in the Enemy Turn at every size, text size and theme.
func TestMenaceInEveryLook(t *testing.T) {
	tb := hiddenHolder(t, phone)
	redraw := func() { tb.S.Current().Redraw() }
	tb.Tap("Thorgren ·")
	tb.EveryLook("the Taunt and the Menace token's pass", redraw)
	tb.Tap("End Jeanne's turn")
	tb.EveryLook("the pass in the Enemy Turn", redraw)
}

// TestPassMenaceWhenTheHolderFalls003L7601: the Master Enemy's attack
// kills Jeanne, who holds the Menace token; the Enemy Turn asks for the
// pass at once, one tap, before it goes on (L7601-7605, L4862-4882).
func TestPassMenaceWhenTheHolderFalls003L7601(t *testing.T) {
	for _, size := range []fyne.Size{phone, tablet} {
		tb := newTable(t, size)
		st := masterTable()
		st.Heroes[0].Wounds = 8
		tb.enemyTurn(st, "H")
		tb.howFar("0", "3")
		tb.Tap("1")
		if !tb.State().Heroes[0].Ghost {
			t.Fatal("Jeanne did not fall")
		}
		tb.See("Jeanne has fallen: who takes the Menace token, at Level I?")
		tb.passToThorgren()
		tb.See("Done with this Enemy")
	}
}

// TestNightCardFromTheRound003L1730: the Night card is resolved where it
// is drawn, in the Event Phase (L1730, L1763-1770): two taps from the
// round (Draw, the card) move every used power one step from ready and
// put Night beside the deck; Undo takes it back. No other button is
// needed for it.
func TestNightCardFromTheRound003L1730(t *testing.T) {
	for _, size := range []fyne.Size{phone, tablet} {
		tb := newTable(t, size)
		tb.save(sorcery.EventKind, "Nightfall", sorcery.EventCard{Name: "Nightfall", Kind: "night"})
		st := exampleTable()
		st.Phase = sorcery.EventPhase
		st.Heroes[0].Acted, st.Heroes[1].Acted = true, true
		st.Heroes[0].Powers = []sorcery.Power{{Name: "Smite", Cooldown: 2}}
		tb.start(st)
		taps := tb.CountTaps()
		taps.Tap("Draw an Event card")
		taps.Tap("Nightfall · Night")
		taps.Report(2)
		if s := tb.State(); s.Heroes[0].Powers[0].Cooldown != 3 || s.Events.NightDay != "night" {
			t.Fatalf("after the Night card: %+v, beside the deck %q", s.Heroes[0].Powers, s.Events.NightDay)
		}
		tb.See("beside it: night")
		tb.Tap("Undo")
		if s := tb.State(); s.Heroes[0].Powers[0].Cooldown != 2 || s.Events.NightDay != "" {
			t.Fatalf("after Undo: %+v", s.Heroes[0].Powers)
		}
	}
}
