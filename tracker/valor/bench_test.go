package valor

import (
	"testing"

	"tableside/tracker"
	"tableside/tracker/trackertest"
)

// sixHeroes is a 6-Hero Labyrinth game in the first Hero's Turn, with
// Sidekicks, Treasures, statuses and loot about.
func sixHeroes(tb testing.TB) State {
	tb.Helper()
	su := labSetup("Rowan", "Bjorn", "Gwen", "Loxley", "Coach", "Stone")
	s := ready(tb, newGame(tb, su))
	for _, c := range []tracker.Command{
		NewSidekick(SidekickCmd{Hero: 1, Name: "Elemental", Health: 3, Elemental: true}),
		NewSidekick(SidekickCmd{Hero: 4, Name: "Frank", Health: 2}),
		Doom(2, ""), Poison(2, 0, 0), Shields(0, 2, ""), Shields(5, 1, ""),
		Loot(0, sword), Loot(3, shield), DefeatMinion("Imp", 1), DefeatMinion("Hound", 2),
		SetInitiative(InitiativeCharge), SpendAction(0, ActionMove, ""),
	} {
		s = mustApply(tb, s, c)
	}
	s.Heroes[1].Equipped[1] = &boots
	return s
}

// BenchmarkApply times one Damage through the JSON Game.Apply on a 6-Hero
// table, as a tap in the app does: decode, check, apply, encode.
func BenchmarkApply(b *testing.B) {
	trackertest.BenchApply(b, Game{}, encode(b, sixHeroes(b)), Damage(2, 1, "Gnome"))
}

// BenchmarkWizardAnswer times one answer of the Villain Round wizard
// through Game.Apply: a Minion's attack on a map with four Minions, as a
// tap in the app does (decode and check the map, plan, apply, encode).
func BenchmarkWizardAnswer(b *testing.B) {
	s := midTurn(b)
	trackertest.BenchApply(b, Game{}, encode(b, s), WizardHits(s.WizardView().Key, 2))
}

// BenchmarkTypedApply times the Damage of BenchmarkApply through the typed
// State.Apply, which copies the state instead of decoding it.
func BenchmarkTypedApply(b *testing.B) {
	trackertest.BenchTyped(b, State.Apply, sixHeroes(b), Damage(2, 1, "Gnome"))
}

// BenchmarkTypedWizardAnswer times the answer of BenchmarkWizardAnswer
// through the typed State.Apply: the copy then holds a map, Minions and
// the wizard.
func BenchmarkTypedWizardAnswer(b *testing.B) {
	s := midTurn(b)
	trackertest.BenchTyped(b, State.Apply, s, WizardHits(s.WizardView().Key, 2))
}

// BenchmarkWizardView times the screen the UI draws after every tap.
func BenchmarkWizardView(b *testing.B) {
	s := midTurn(b)
	b.ReportAllocs()
	for b.Loop() {
		if v := s.WizardView(); !v.Active {
			b.Fatal("no screen")
		}
	}
}
