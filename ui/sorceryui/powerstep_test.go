package sorceryui

import (
	"strings"
	"testing"

	"tableside/tracker/sorcery"
)

// spiderCard is the Giant Spider with its weapons and the powers its
// card prints (rules 003 L6466-6483), typed as the editor takes them.
func spiderCard() sorcery.EnemyCard {
	sp := spiderWeapons()
	for _, l := range strings.Split(spiderPowers, "\n") {
		sp.Powers = append(sp.Powers, sorcery.ParsePower(l))
	}
	return sp
}

// answerIf says yes to the table's question on a condition, where the
// wizard asks one: what it asks of a condition it tracks is another
// screen's choice.
func (tb *table) answerIf() {
	tb.T.Helper()
	if strings.Contains(tb.Texts(), "Is it so:") {
		tb.Tap("Yes")
	}
}

// TestGiantSpiderEntrapApplied003L6629 plays the Giant Spider example's
// second rule through the wizard (L6563-6668): Jeanne, 2 areas off, is
// webbed and slowed; slowed and alone in her area, the spider moves to
// engage and uses Entrap (L6629-6644), and the app applies it: K.O.,
// then 1 HP as she fails her Save (L6479-6481). The Entrap is one
// command: Undo takes back both, Redo brings both.
func TestGiantSpiderEntrapApplied003L6629(t *testing.T) {
	tb := newTable(t, phone)
	st := exampleTable(inPlay(spiderCard(), 1, 0))
	st.Heroes[0].Save = 4
	tb.enemyTurn(st, "E")
	tapButton(t, tb.Buttons("2")[0]) // Jeanne 2 areas off
	tapButton(t, tb.Buttons("4")[1]) // Thorgren 4
	tb.See("Victim: Jeanne")
	tb.Tap("1")
	tb.Tap("Yes: Slow")
	tb.answerIf()
	tb.See("Entrap on Jeanne")
	tb.See("The app puts K.O. on Jeanne, and 1 HP unless Jeanne saves.")
	tb.See("Jeanne rolls a Save (Save 4). Made it?")
	before := tb.state().Heroes[0]
	tb.undoable(func() { tb.Tap("Not saved") })
	h := tb.state().Heroes[0]
	if !h.Conditions.KO || h.Wounds != before.Wounds+1 || h.Conditions.Health != sorcery.Slow {
		t.Fatalf("Jeanne after the Entrap: %+v", h)
	}
	tb.See("Done with this Enemy")
	tb.See("Undo takes back: The Green Giant Spider uses Entrap on Jeanne. Jeanne: K.O. Jeanne: 2 wounds of 9 HP.")
	if strings.Contains(tb.Texts(), "rolls a Save") {
		t.Fatal("the Entrap asked twice:\n" + tb.Texts())
	}
}

// TestEntrapSavedFirstRule003L6479: Thorgren, slowed in the spider's
// area, is its victim under the first rule (L6563-6575); he makes his
// Save, so the Entrap puts K.O. on him and no HP (L6479-6481); then the
// Bite is asked as ever.
func TestEntrapSavedFirstRule003L6479(t *testing.T) {
	tb := newTable(t, phone)
	st := exampleTable(inPlay(spiderCard(), 1, 0))
	st.Heroes[1].Conditions.Health = sorcery.Slow
	tb.enemyTurn(st, "E")
	tapButton(t, tb.Buttons("Not in sight")[0]) // Jeanne
	tapButton(t, tb.Buttons("0")[1])            // Thorgren in its area
	tb.See("Victim: Thorgren")
	tb.answerIf()
	tb.See("Entrap on Thorgren")
	tb.EveryLook("a power step", func() { tb.S.Current().Redraw() })
	tb.undoable(func() { tb.Tap("Saved") })
	if h := tb.state().Heroes[1]; !h.Conditions.KO || h.Wounds != 0 {
		t.Fatalf("Thorgren after a saved Entrap: %+v", h)
	}
	tb.See("Wounds dealt to Thorgren?")
}
