package sorceryui

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"tableside/tracker"
	"tableside/tracker/sorcery"
)

// do sends each command as a tap would, failing on a refusal.
func (tb *table) do(cmds ...tracker.Command) {
	tb.T.Helper()
	for _, c := range cmds {
		if !tb.S.Current().Do(c) {
			tb.T.Fatalf("%s %s refused: %s", c.Kind, c.Args, tb.S.LastMessage())
		}
	}
}

// answer types words into the open pop-up's field and taps OK.
func (tb *table) answer(placeholder, words string) {
	tb.T.Helper()
	tb.TypeIn(placeholder, words)
	tb.Tap("OK")
}

// TestCampaignTwoQuestsAndAJourney plays a campaign: Quest 1 with a death,
// a resurrection and a Soulrank rise in the Time Phase (L2287-2310,
// L4942-4955), items with a charge spent and armour broken; its end
// checklist (L738, L3345); a Journey by the screens (L822-935); the Stash
// (L1062-1069); a store restart; Quest 2 from the setup screen keeping
// Soulrank, crowns, charges, broken armour, the Stash and the Journey
// (L956, L3953-3954, L4431-4433); a death there and the app drawing the
// Ghost Soul's lost card (L4923-4926); then export and import, equal.
func TestCampaignTwoQuestsAndAJourney(t *testing.T) {
	tb := libraryTable(t)
	st := exampleTable(inPlay(giantSpider(), 1, 0))
	st.Heroes = []sorcery.Hero{hero("Artemis", 8, sorcery.Dexterity), hero("Jeanne", 9, sorcery.Faith)}
	st.Shrines, st.Souls = []sorcery.Shrine{{Name: "Shrine 1", Open: true}}, 3
	tb.start(st)
	c := tb.S.Current().Campaign()

	amulet := sorcery.Item{Name: "Amulet", Slot: sorcery.Artifact, Charges: 3}
	mail := sorcery.Item{Name: "Mail", Slot: sorcery.Armour, Armor: 2, Weight: 2}
	mace := sorcery.Item{Name: "Mace", Slot: sorcery.Primary, Weight: 1}
	tb.do(sorcery.GiveItem("Artemis", amulet, true), sorcery.UseCharge("Artemis", "Amulet"),
		sorcery.GiveItem("Artemis", mail, true), sorcery.BreakArmour("Artemis", "Mail"),
		sorcery.GiveItem("Jeanne", mace, true), sorcery.Crowns("Artemis", 40))
	tb.Tap("Artemis ·")
	tb.Tap("A Blessing card")
	tb.answer("The card's name", "Aneres' Lesser Gift")
	tb.See("Blessing: Aneres' Lesser Gift")
	tb.Tap("Artemis ·") // closes her board
	tb.Tap("Wound")     // the Giant Spider: 6 HP, 2 Soul Points
	tb.Keys("6")
	tb.See("Soul Counter 5")
	tb.do(sorcery.WoundHero("Jeanne", 9)) // a death: Jeanne is a Ghost Soul
	tb.See("Jeanne · Ghost Soul")
	tb.do(sorcery.EndTurn(), sorcery.StartTurn("Jeanne"), sorcery.EndTurn(), sorcery.RunEventPhase("Ambush", "standard"), sorcery.RunTimePhase(sorcery.TimePhaseInput{}),
		sorcery.SpendSouls(sorcery.SoulsInput{Requests: []sorcery.SoulRequest{{Hero: "Jeanne", Do: "resurrect", AtShrine: true}, {Hero: "Artemis", Do: "enhance"}}}))
	if s := tb.State(); s.Heroes[0].Soulrank != 2 || s.Heroes[1].Ghost || s.Souls != 0 {
		t.Fatalf("after the Time Phase: %+v, %d souls", s.Heroes, s.Souls)
	}

	// The Quest's end checklist, by the screen.
	tb.Tap("End the Quest")
	tb.See("Gone: Blessings")
	tb.Tap("We won")
	tb.Tap("End the Quest") // the pop-up's
	tb.Dismiss()
	tb.See("Between Quests")
	if s := tb.State(); s.Heroes[0].Blessing != "" || s.Phase != sorcery.Between || len(s.Enemies) != 0 {
		t.Fatalf("after the Quest: %+v", s)
	}

	// The Journey, by the screens.
	tb.Tap("Move to a Label")
	tb.answer("The Label as the map prints it", "Begin")
	tb.See("The Party is on Begin.")
	tb.Tap("Enter a Site Sheet")
	tb.answer("Its name", "Nilmerg Village")
	tb.Keys("2")
	tb.Tap("Go to a place")
	tb.answer("Paragraph, Building or Outpost", "Tavern")
	tb.Tap("Leave by Out")
	tb.Tap("A Venture card")
	tb.TypeIn("The Venture's name", "Raseac")
	tb.TypeIn("Its tasks, one a line", "3 Chests\n3 Loots per Hero")
	tb.Tap("Keep it")
	tb.Tap("Tick: 3 Chests")
	// The Forge mends Artemis's Mail for the crowns she pays (L4431-4433).
	tb.Tap("Mend Artemis's Mail at a Forge")
	tb.Keys("25")
	if a := tb.State().Heroes[0]; a.Crowns != 15 || a.Items[1].Breaks != 0 {
		t.Fatalf("after the Forge: %+v", a)
	}
	tb.S.Current().Undo() // keep it broken: it goes to the Stash so
	tb.Tap("Put a card in the Stash")
	tb.Tap("Artemis: Mail")
	tb.See("Take the Mail")
	// Back to the Site: no Hourglasses the second time (L855-858).
	tb.Tap("Enter a Site Sheet")
	tb.answer("Its name", "Nilmerg Village")
	tb.Keys("2")
	tb.Tap("Leave by Out")
	// A refused step says why and changes nothing: Labels go forward only.
	before := tb.State()
	tb.Tap("Move to a Label")
	tb.answer("The Label as the map prints it", "Begin")
	if !strings.Contains(tb.S.LastMessage(), "forward only") || !reflect.DeepEqual(tb.State(), before) {
		t.Fatalf("told %q", tb.S.LastMessage())
	}
	tb.Dismiss()
	if cp := tb.State().Camp; cp.TimeReserve != 1 || cp.Label() != "Begin" || len(cp.Stash) != 1 || !cp.Ventures[0].Tasks[0].Done {
		t.Fatalf("the Journey left %+v", cp)
	}

	tb.Restart()
	tb.S.OpenCampaign(c)
	tb.See("Between Quests")

	// Quest 2 from the setup screen: everything carried over.
	tb.S.SetupGame(c)
	tb.Tap("Start the Quest")
	s := tb.State()
	a, j := s.Heroes[0], s.Heroes[1]
	if a.Soulrank != 2 || a.Crowns != 40 || a.Items[0].Left != 2 || j.Items[0].Name != "Mace" || s.Camp.TimeReserve != 1 || len(s.Camp.Stash) != 1 || s.Camp.Stash[0].Breaks != 1 {
		t.Fatalf("Quest 2 started as %+v", s)
	}
	tb.do(sorcery.WoundHero("Jeanne", 9))
	tb.Tap("End the Quest")
	tb.See("Drawn from: Mace.")
	tb.Tap("We lost")
	tb.Tap("End the Quest")
	tb.Told("Jeanne loses Mace for good")
	tb.Dismiss()
	want := tb.State()
	if slices.ContainsFunc(want.Heroes[1].Items, func(it sorcery.HeldItem) bool { return it.Name == "Mace" }) {
		t.Fatal("the Mace stayed")
	}

	other := newTable(t, phone)
	other.imported(tb.exported(c))
	if st := other.State(); !reflect.DeepEqual(st, want) {
		t.Fatalf("imported %+v,\nwant %+v", st, want)
	}
}
