package sorceryui

import (
	"testing"

	"tableside/tracker/sorcery"
)

// bitingSpiderTurn opens card E's Enemy Turn on the example table with
// Jeanne's Giant Spider, whose Bite poisons (L4602-4614), in the
// conditions given, and Jeanne poisoned already: both tests here start so.
func bitingSpiderTurn(t *testing.T, spider sorcery.Conditions) *table {
	t.Helper()
	tb := newTable(t, phone)
	sp := giantSpider()
	sp.Weapons = []sorcery.Weapon{{Name: "Bite", Effect: "Poison I"}}
	st := exampleTable(inPlay(sp, 1, 0))
	st.Enemies[0].Conditions = spider
	st.Heroes[0].Conditions.Poison = 1
	tb.enemyTurn(st, "E")
	return tb
}

// A Bleeding, K.O.ed Giant Spider whose Bite poisons, played through the
// wizard: "Go on" bleeds it and stands it up (L7047-7051); Jeanne, poisoned
// already, is asked about the Bite's Poison I and the button says it
// deals 1 HP instead (L4602-4614); "Next" discards its Slow token at the
// activation's end (L7040-7041). Each step is one command, undone in turn.
func TestWizardAppliesConditions003L7047(t *testing.T) {
	tb := bitingSpiderTurn(t, sorcery.Conditions{Bleed: 1, KO: true, Health: sorcery.Slow})
	tb.See("The Green Giant Spider bleeds 1 HP (1 of 6) and stands up from K.O.")
	tb.Tap("Go on")
	if e := tb.State().Enemies[0]; e.Wounds != 1 || e.Conditions.KO || !e.Acting {
		t.Fatalf("%+v", e)
	}
	tb.howFar("0", "3") // Jeanne in its area; Thorgren 3 areas off
	tb.See("Victim: Jeanne")
	// Slowed: only the first sentence runs (L7007-7009); Jeanne is not
	// slowed, which the app knows and never asks, so its Then is nothing
	// and the Bite never comes.
	tb.See("Jeanne is not slowed.")
	tb.notSee("Is it so")
	tb.See("Done with this Enemy")
	tb.Tap("Done with this Enemy")
	if e := tb.State().Enemies[0]; e.Conditions.Health != "" || e.Acting {
		t.Fatalf("the Slow token stayed: %+v", e)
	}
	tb.See("The Enemy Turn is over")
}

// The Bite's Poison on a poisoned victim: 1 HP instead (L4602-4614).
func TestWizardAttackPoison003L4602(t *testing.T) {
	tb := bitingSpiderTurn(t, sorcery.Conditions{})
	tb.howFar("0", "3")
	tb.See("Wounds dealt to Jeanne?")
	tb.Tap("2")
	tb.See("Did the Giant Spider put Poison I on Jeanne?")
	tb.Tap("Yes: Poison I again: 1 HP instead")
	if h := tb.State().Heroes[0]; h.Wounds != 3 || h.Conditions.Poison != 1 {
		t.Fatalf("%+v", h)
	}
	tb.See("Done with this Enemy")
	// Undo takes the 1 HP back, then the 2 wounds.
	tb.S.Current().Undo()
	if h := tb.State().Heroes[0]; h.Wounds != 2 {
		t.Fatalf("undo left %d wounds", h.Wounds)
	}
}
