package sorceryui

import (
	"reflect"
	"strings"
	"testing"

	"tableside/tracker/sorcery"
)

// TestSetupAndEnemyTurnWizardL6563 sets a Quest up by tapping (two Heroes,
// the Giant Spider on the map) and plays an Enemy Turn through the wizard:
// Artemis in its area, Jeanne 3 areas off; rule 1 runs against Artemis
// (L6563-6604), the condition is answered No, the Bite deals 2 wounds.
func TestSetupAndEnemyTurnWizardL6563(t *testing.T) {
	tb := twoHeroQuest(t)
	st := tb.State()
	if len(st.Heroes) != 2 || len(st.Enemies) != 1 || len(st.Draw) != 4 || len(st.Untyped) != 11 {
		t.Fatalf("the Quest started as %+v", st)
	}
	tb.See("Round 1 · Battle Phase · Artemis's turn · Soul Counter 0")
	tb.See("Green Giant Spider")

	tb.Tap("End Artemis's turn")
	tb.See("Which Encounter card?")
	tb.Tap("A")
	if st := tb.State(); len(st.Discard) != 1 || st.Discard[0] != "A" {
		t.Fatalf("card A not drawn: %+v", st.Discard)
	}
	tb.See("How far is each Hero")
	zero := tb.Buttons("0")
	three := tb.Buttons("3")
	tapButton(t, zero[0])  // Artemis in its area
	tapButton(t, three[1]) // Jeanne 3 areas off
	tb.See("Victim: Artemis")
	tb.See("Artemis is not slowed.") // the app's to know, not asked
	tb.See("Wounds dealt to Artemis?")
	tb.Tap("2")
	if h := tb.State().Heroes[0]; h.Wounds != 2 {
		t.Fatalf("Artemis has %d wounds, want 2", h.Wounds)
	}
	tb.See("Move away 1 area")
	tb.Tap("Done with this Enemy")
	tb.Tap("End the Enemy Turn")
	tb.See("Artemis · 6/8 HP · played")

	// Undo takes back the wounds, then the draw.
	tb.S.Current().Undo()
	tb.wounded(0, 0)
}

// TestSoulsAfterTimePhaseL2287 spends the Soul Counter after a Time
// Phase: Soulrank II costs 4 (L2287-2293); a second rise is refused in
// the engine's words and changes nothing (L2300-2310).
func TestSoulsAfterTimePhaseL2287(t *testing.T) {
	tb := twoHeroQuest(t)
	tb.Tap("Wound") // the Giant Spider: 6 HP, 2 Soul Points
	tb.Keys("6")
	tb.See("Soul Counter 2")
	if len(tb.State().Enemies) != 0 {
		t.Fatal("the Giant Spider did not die")
	}
	tb.endRound()
	tb.eventCard()
	tb.Tap("Confirm the Time Phase")
	tb.See("Soul Counter: 2")
	tb.Tap("Raise Artemis")
	if !strings.Contains(tb.S.LastMessage(), "The Soul Counter holds 2") || tb.State().Heroes[0].Soulrank != 1 {
		t.Fatalf("a rise the counter cannot pay was not refused: %q", tb.S.LastMessage())
	}
	tb.Dismiss()
	tb.See("Soul Counter: 2")
}

// TestRestartMidWizardResumes closes the app mid Enemy Turn: reopened,
// the campaign comes back at the same question, and goes on from there.
func TestRestartMidWizardResumes(t *testing.T) {
	tb := twoHeroQuest(t)
	c := tb.S.Current().Campaign()
	tb.Tap("End Artemis's turn")
	tb.Tap("B") // activates the Blue: none, so nothing acts
	tb.S.Current().Undo()
	tb.Restart()
	tb.S.OpenCampaign(c)
	tb.See("Which Encounter card?") // the wizard kept its place; the draw was undone
	tb.Tap("Leave the Enemy Turn")
	tb.Tap("Artemis's Enemy Turn") // still owed: the only step offered
	tb.Tap("A")
	tb.howFar("0", "3")
	tb.See("Wounds dealt to Artemis?")
	// Readied behind the campaigns, the wizard mid-question opens as new.
	tb.CheckPreparedOpen()
	tb.Restart()
	tb.S.OpenCampaign(c)
	tb.See("Wounds dealt to Artemis?")
	tb.Tap("2")
	tb.wounded(0, 2)
	tb.Tap("Done with this Enemy")
	tb.Tap("End the Enemy Turn")
	tb.Restart()
	tb.S.OpenCampaign(c)
	tb.See("Round 1 · Battle Phase")
}

// TestQuestEndChecklistL4923 ends a Quest with a Ghost Soul: the app
// draws the equipped card lost, and health is full (L4923-4926, L738).
func TestQuestEndChecklistL4923(t *testing.T) {
	tb := twoHeroQuest(t)
	tb.Tap("Jeanne ·")
	tb.S.Current().Do(sorcery.WoundHero("Jeanne", 9))
	tb.See("Jeanne · Ghost Soul")
	tb.Tap("End the Quest")
	tb.See("Jeanne is a Ghost Soul and loses one equipped card")
	tb.TypeIn("Jeanne's equipped cards, one a line", "Mace\nShield")
	tb.See(waitOutcome)
	tb.Tap("We lost")
	tb.Tap("End the Quest")
	tb.Told("Jeanne loses")
	tb.Dismiss()
	if h := tb.State().Heroes[1]; h.Wounds != 0 {
		t.Fatalf("%+v", h)
	}
}

// TestQuestLostWhenEveryHeroIsAGhostL1779 shows the failure and the way
// to the checklist (L1779-1782).
func TestQuestLostWhenEveryHeroIsAGhostL1779(t *testing.T) {
	tb := twoHeroQuest(t)
	tb.S.Current().Do(sorcery.WoundHero("Artemis", 8))
	tb.S.Current().Do(sorcery.WoundHero("Jeanne", 9))
	tb.See("The Quest is lost: every Hero is a Ghost Soul.")
	tb.Tap("End the Quest")
	tb.See("Artemis is a Ghost Soul and loses one equipped card")
	// The app knows the Quest is lost and says so, for the table to
	// confirm: End needs no other tap.
	tb.TypeIn("Artemis's equipped cards, one a line", "Bow")
	tb.TypeIn("Jeanne's equipped cards, one a line", "Mace")
	tb.Tap("End the Quest")
	if r := tb.State().Camp.Quests; len(r) != 1 || r[0].Outcome != sorcery.Lost {
		t.Fatalf("recorded %+v", r)
	}
}

// TestExportImportMidQuest exports a campaign mid-Quest with its card
// library and imports it into another store: the table, the Heroes,
// Enemies and Encounter cards come back equal.
func TestExportImportMidQuest(t *testing.T) {
	tb := twoHeroQuest(t)
	tb.Tap("Jeanne ·")
	tb.Tap("Bleed I")
	want := tb.State()
	other := newTable(t, phone)
	other.imported(tb.exported(tb.S.Current().Campaign()))
	other.See("Jeanne · 9/9 HP · Bleed I")
	if got := other.State(); !reflect.DeepEqual(got, want) {
		t.Fatalf("imported %+v, want %+v", got, want)
	}
	for _, kind := range []string{sorcery.HeroKind, sorcery.EnemyKind, sorcery.EncounterKind} {
		a, _ := tb.S.Store().Cards(sorcery.ID, kind)
		b, _ := other.S.Store().Cards(sorcery.ID, kind)
		if len(a) == 0 || len(a) != len(b) {
			t.Fatalf("%s cards: %d exported, %d imported", kind, len(a), len(b))
		}
	}
}

// TestTakeAConditionOff003L4539: a condition put on a Hero by a tap comes
// off by a tap on the Hero's board (a card, a power or a Health token
// says so), and Undo puts it back.
func TestTakeAConditionOff003L4539(t *testing.T) {
	tb := twoHeroQuest(t)
	bleed := func() int {
		t.Helper()
		for _, h := range tb.State().Heroes {
			if h.Name == "Jeanne" {
				return h.Conditions.Bleed
			}
		}
		t.Fatal("no Jeanne at the table")
		return 0
	}
	tb.Tap("Jeanne ·")
	tb.Tap("Bleed I")
	if bleed() != 1 {
		t.Fatal("no Bleed put on")
	}
	tb.Tap("Take off Bleed")
	if bleed() != 0 {
		t.Fatal("the Bleed is still on")
	}
	if len(tb.Buttons("Take off")) != 0 {
		t.Fatal("a condition not held is offered to take off")
	}
	tb.Tap("Undo")
	if bleed() != 1 {
		t.Fatal("Undo did not put the Bleed back")
	}
}

// TestReopenReusesTheScreen: back to the campaigns and into the game
// again, the game's screen of last time is reused (its buttons are the
// same objects) yet shows the game as stored now, here changed by another
// copy of Tableside meanwhile, and its taps act on the reopened game; a
// game opened after another shows its own table only.
func TestReopenReusesTheScreen(t *testing.T) {
	tb := twoHeroQuest(t)
	c := tb.S.Current().Campaign()
	end := tb.Buttons("End Artemis's turn")[0]
	tb.S.ShowHome()
	if _, _, err := tb.S.Store().Do(tb.S.Current().Session().ID, sorcery.WoundHero("Jeanne", 2)); err != nil {
		t.Fatal(err)
	}
	tb.S.OpenCampaign(c)
	if got := tb.Buttons("End Artemis's turn"); len(got) != 1 || got[0] != end {
		t.Fatal("the game's screen was built anew, not reused")
	}
	tb.See("Undo takes back: ")
	tb.wounded(1, 2)
	tapButton(t, tb.S.Current().BackButton()) // the frame's buttons act on it too
	tb.S.OpenCampaign(c)
	tapButton(t, tb.Buttons("Undo")[0])
	if st := tb.State(); st.Heroes[1].Wounds != 0 {
		t.Fatalf("undo left %+v", st.Heroes[1])
	}
	// Another campaign's game, drawn over the same objects, shows only
	// its own table.
	tb.newQuest("Saturday")
	tb.pickSeat(0, "Thorgren")
	tb.pickSeat(1, "Xantares")
	tb.Tap("Start the Quest")
	tb.S.ShowHome()
	tb.S.OpenCampaign(c)
	tb.See("End Artemis's turn")
	if len(tb.Buttons("End Thorgren's turn")) != 0 || len(tb.Buttons("Xantares ·")) != 0 {
		t.Fatal("the other game's Heroes were left on the screen")
	}
}

// TestUndoingEndTurnClosesTheEnemyTurn: the Enemy Turn a Hero's End turn
// opened closes when that End turn is undone (the Hero plays on), and
// stays closed when the game is opened again; Redo brings the turn's end
// back, not the questions.
func TestUndoingEndTurnClosesTheEnemyTurn(t *testing.T) {
	tb := twoHeroQuest(t)
	tb.Tap("End Artemis's turn")
	tb.See("Which Encounter card?")
	tb.do(sorcery.WoundHero("Jeanne", 2))
	tb.See("Which Encounter card?") // a wound meanwhile keeps it open
	tb.S.Current().Undo()
	tb.See("Which Encounter card?")
	tb.S.Current().Undo() // the End turn
	tb.See("End Artemis's turn")
	c := tb.S.Current().Campaign()
	tb.S.ShowHome()
	tb.S.OpenCampaign(c)
	tb.See("End Artemis's turn")
	tb.S.Current().Redo() // the turn's end, and its Enemy Turn, come back
	tb.See("Which Encounter card?")
	tb.S.Current().Undo()
	tb.do(sorcery.WoundHero("Jeanne", 1)) // another action in its place
	tb.See("End Artemis's turn")
	if strings.Contains(tb.Texts(), "Which Encounter card?") {
		t.Fatal("the Enemy Turn came back after another action")
	}
	tb.Tap("End Artemis's turn")
	tb.See("Which Encounter card?")
}
