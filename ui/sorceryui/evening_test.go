package sorceryui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"tableside/tracker/sorcery"
	"tableside/ui/kit"
)

// notSee fails when the screen shows want.
func (tb *table) notSee(want string) {
	tb.T.Helper()
	if strings.Contains(tb.Texts(), want) {
		tb.T.Fatalf("screen shows %q; it should not:\n%s", want, tb.Texts())
	}
}

// passEnemyTurn plays the Enemy Turn just opened so that nobody is hurt:
// a typed card that activates no Enemy if the deck has one, else every
// Hero out of reach ("No path": no rule runs, L6529-6531, L6876-6877);
// with no Enemy in play it is only Done (L1464-1465).
func (tb *table) passEnemyTurn() {
	tb.T.Helper()
	if !strings.Contains(tb.Texts(), "Which Encounter card?") {
		tb.Tap("Done")
		return
	}
	st, pick := tb.State(), ""
	for _, l := range st.Letters() {
		if st.NeedsCard(l) {
			continue
		}
		plan, err := st.PlanEnemyTurn(sorcery.EnemyTurnInput{Card: l})
		if err != nil {
			continue
		}
		if len(plan.Order) == 0 {
			pick = l
			break
		}
		if pick == "" {
			pick = l
		}
	}
	tb.Tap(pick)
	for strings.Contains(tb.Texts(), "How far is each Hero") {
		for i := range len(tb.Buttons("No path")) {
			tapButton(tb.T, tb.Buttons("No path")[i])
		}
		if bs := tb.Buttons("Next Enemy"); len(bs) > 0 {
			tapButton(tb.T, bs[0])
		} else {
			tb.Tap("Done with this Enemy")
		}
	}
	tb.Tap("End the Enemy Turn")
}

// steps are the round's steps on screen, in order: the stepper's buttons.
func (tb *table) steps() string {
	var out []string
	for _, line := range strings.Split(tb.Texts(), "\n") {
		switch {
		case strings.HasPrefix(line, "End ") && strings.HasSuffix(line, "'s turn"),
			strings.HasPrefix(line, "Start ") && strings.HasSuffix(line, "'s turn"),
			strings.HasSuffix(line, "'s Enemy Turn"),
			line == "Draw an Event card", strings.HasPrefix(line, "Discard "),
			line == "Confirm the Time Phase":
			out = append(out, line)
		}
	}
	return strings.Join(out, " | ")
}

// TestRoundStepsOfferedInOrderL1440 plays a Round with real widgets: at
// each point only the next legal step is offered and the header names
// the phase (L1440-1475): a Hero's turn, then that Hero's Enemy Turn
// before anyone else's turn (L1545-1594), the Event Phase after the last
// Hero (L1598-1614), then the Time Phase; in Round 2 the header no longer
// says Time Phase once it is done.
func TestRoundStepsOfferedInOrderL1440(t *testing.T) {
	tb := twoHeroQuest(t)
	want := func(header, steps string) {
		t.Helper()
		tb.See(header)
		if got := tb.steps(); got != steps {
			t.Fatalf("steps %q; want %q", got, steps)
		}
	}
	want("Round 1 · Battle Phase · Artemis's turn", "End Artemis's turn | Start Jeanne's turn")
	tb.Tap("End Artemis's turn")
	tb.Tap("Leave the Enemy Turn")
	want("Round 1 · Battle Phase · Artemis's Enemy Turn", "Artemis's Enemy Turn")
	tb.Tap("Artemis's Enemy Turn")
	tb.passEnemyTurn()
	want("Round 1 · Battle Phase · who plays next?", "Start Jeanne's turn")
	tb.Tap("Start Jeanne's turn")
	want("Round 1 · Battle Phase · Jeanne's turn", "End Jeanne's turn")
	tb.Tap("End Jeanne's turn")
	tb.passEnemyTurn()
	want("Round 1 · Event Phase", "Draw an Event card")
	tb.Tap("Draw an Event card") // the first: typed once, with Cancel
	tb.Shot("phone-sorcery-event-card")
	tb.Tap("Cancel")
	if tb.State().Events.Unrevealed != 10 {
		t.Fatal("Cancel drew a card")
	}
	tb.eventCard()
	want("Round 1 · Time Phase", "Confirm the Time Phase")
	tb.Tap("Confirm the Time Phase")
	want("Round 2 · Battle Phase · who plays first?", "Start Artemis's turn | Start Jeanne's turn")
	tb.notSee("Round 2 · Time Phase")
	tb.Tap("Start Jeanne's turn")
	want("Round 2 · Battle Phase · Jeanne's turn", "End Jeanne's turn")
}

// offset is how far the screen's first vertical scroll is scrolled.
func (tb *table) offset() float32 {
	var y float32 = -1
	walk(tb.S.Screen(), func(o fyne.CanvasObject) {
		if sc, ok := o.(*container.Scroll); ok && y < 0 && sc.Direction != container.ScrollHorizontalOnly {
			y = sc.Offset.Y
		}
	})
	return y
}

// TestEditorReturnKeepsScroll: the Quest's setup comes back where it was
// after every saved Hero, Enemy or card, after an editor left with Back,
// and after a seat is picked or added; so does the table after a card
// typed in the middle of a spawn.
func TestEditorReturnKeepsScroll(t *testing.T) {
	tb := fridaySetup(t)
	for _, c := range []struct {
		name, button string
		edit         func()
	}{
		{"a Hero saved", "Enter this Hero", func() {
			tb.TypeIn("Hero's name", "Artemis")
			tb.Tap("Dexterity")
			tb.Tap("Save this Hero")
		}},
		{"an Enemy saved", "Enter an Enemy", func() {
			tb.typeEnemy("Orc", "Blue", "Strength", "7")
			tb.TypeIn("Sentences, one a line", "Attack with Axe.")
			tb.Tap("Save this Enemy")
		}},
		{"an Encounter card saved", "Enter an Encounter card", func() {
			tb.TypeIn("Letter", "A")
			tb.Tap("Activate all Enemies")
			tb.Tap("Save this card")
		}},
		{"an item's editor left", "Enter an item", func() { tb.Tap("Back") }},
		{"a seat added", "Add a Hero", func() {}},
	} {
		tb.ScrollToText(c.button)
		before := tb.offset()
		if before <= 0 {
			t.Fatalf("%s: the setup did not scroll", c.name)
		}
		tb.Tap(c.button)
		c.edit()
		tb.See("New Quest: Friday")
		if after := tb.offset(); after < before-1 || after > before+1 {
			t.Fatalf("%s: the setup came back at %.0f, was at %.0f", c.name, after, before)
		}
	}
	tb.pickSeat(1, "Artemis")
	if tb.offset() <= 0 {
		t.Fatal("a seat picked threw the setup to the top")
	}
	if st := cards[sorcery.EnemyCard](tb.S, sorcery.EnemyKind); len(st) != 1 {
		t.Fatalf("%+v", st)
	}

	// On the table: the spawn's card not in the library is typed, and the
	// board comes back where it was.
	tb2 := newTable(t, phone)
	tb2.library()
	tb2.quest(true, "Artemis", "Jeanne")
	tb2.Tap("Jeanne ·") // her board opens: the screen is long
	tb2.ScrollToText("Spawn Enemies")
	before := tb2.offset()
	if before <= 0 {
		t.Fatal("the table did not scroll")
	}
	tb2.Tap("Spawn Enemies")
	tb2.Tap(newEnemyCard)
	// The Enemy editor of the whole card (powers with their effect read,
	// rules picked or typed), as from the setup.
	tb2.typeEnemy("Orc", "Blue", "Strength", "7")
	tb2.TypeIn("Powers, one a line: Entrap: The victim suffers…", "Snare: The victim suffers K.O.")
	tb2.See("Snare: the app applies K.O.")
	tb2.TypeIn("Sentences, one a line", "Attack with Axe.")
	tb2.Tap("Save this Enemy")
	tb2.See("Which face?") // back in the spawn, at its next question
	tb2.Tap("Face 2")      // the Blue die's: the second gate
	tb2.See("The Blue Orc goes to")
	tb2.Tap("OK")
	if st := tb2.State(); len(st.Enemies) == 0 || st.Enemies[len(st.Enemies)-1].Label() != "Blue Orc" || len(st.Enemies[len(st.Enemies)-1].Card.Powers) != 1 {
		t.Fatalf("the Orc spawned as %+v", st.Enemies)
	}
	if after := tb2.offset(); after < before-1 || after > before+1 {
		t.Fatalf("the table came back at %.0f, was at %.0f", after, before)
	}
	tb2.See("Put a condition on Jeanne") // her board still open
}

// TestTapsSorceryFirstEvening plays a group's first evening from an empty
// library (issue 25): a campaign, 2 Heroes typed, a Quest whose setup
// places one Enemy type (typed from the setup, ticked), started with no
// Encounter card typed (L66), through Artemis's Enemy Turn whose card is
// drawn for the first time (its letter, then what it activates, L6290-6298)
// and whose Enemy attacks her (L6520-6561): at most 45 taps, a list two, a
// typed field one. The Giant Spider is typed whole in the Enemy editor
// (weapons, powers, three rules); its share is logged apart.
func TestTapsSorceryFirstEvening(t *testing.T) {
	tb := newTable(t, phone)
	b := tb.CountTaps()

	b.In("campaign")
	b.Tap("New campaign")
	b.PickGame(sorcery.Title) // which game first: none is picked for the group
	b.TypeIn("e.g. Friday group", 0, "Friday")
	b.Tap("Create")
	tb.See("New Quest: Friday")

	b.In("Heroes")
	for _, h := range []struct{ name, style string }{{"Artemis", "Dexterity"}, {"Jeanne", "Faith"}} {
		b.Tap("Enter this Hero")
		b.TypeIn("Hero's name", 0, h.name)
		b.Tap(h.style)
		b.Tap("Save this Hero") // seated at once
	}

	// The Giant Spider's card and Scroll as printed (L6472-6487, the
	// example's reading L6563-6604), typed in the Enemy editor as the card
	// reads: weapons with their triggers, powers with their words (Entrap
	// is then applied by the app, L6479-6481), the three rules.
	b.In("Enemy editor")
	b.Tap("Enter an Enemy")
	b.TypeIn("Enemy's name", 0, "Giant Spider")
	b.Tap("Green")
	b.Tap("Strength")
	b.Tap("6")
	b.Tap("Least wounded")
	b.TapObject(tb.key("2", 1)) // Soul Points: the second row of numbers
	b.TypeIn("Weapons, one a line: Bite: Poison I", 0, "Bite: Poison I\nWeb: Slow")
	b.TypeIn("Powers, one a line: Entrap: The victim suffers…", 0, spiderPowers)
	tb.See("Entrap: the app applies K.O., then 1 HP unless a Save.")
	b.TypeIn("Sentences, one a line", 0, "If the victim is Slowed: use Entrap.\nAttack with Bite.\nMove away 1 area.") // rule 1, range 0
	b.Tap("Add a rule")
	b.TapObject(tb.key("1", 4)) // rule 2's From and To: 1 to 2 areas
	b.TapObject(tb.key("2", 5))
	b.TypeIn("Sentences, one a line", 1, "Attack with Web.\nIf the victim is Slowed and alone in its area: move to engage and use Entrap; otherwise attack with Web.")
	b.Tap("Add a rule")
	plusChecks(tb)[2].SetChecked(true) // rule 3 is the "+" rule (L6529-6531)
	b.Add(1)
	b.TypeIn("Sentences, one a line", 2, "Move 1 area toward the closest Hero.\nAttack the closest Hero in L.O.S. within 2 areas with Web.")
	b.Tap("Save this Enemy")
	if lib := cards[sorcery.EnemyCard](tb.S, sorcery.EnemyKind); len(lib) != 1 || len(lib[0].Powers) != 4 || len(lib[0].Rules) != 3 || lib[0].SoulPoints != 2 {
		t.Fatalf("the Giant Spider saved as %+v", lib)
	}

	b.In("setup")
	tb.See("No Encounter cards typed yet")
	if !tb.ticked("Green Giant Spider") {
		t.Fatal("the Enemy typed from the setup is not ticked")
	}
	b.Tap("Start the Quest")
	st := tb.State()
	if len(st.Heroes) != 2 || st.Heroes[1].Name != "Jeanne" || len(st.Enemies) != 1 || len(st.Untyped) != 15 {
		t.Fatalf("the Quest started as %+v", st)
	}

	b.In("Enemy Turn")
	b.Tap("End Artemis's turn")
	tb.See("Which Encounter card?")
	b.Tap("E") // never typed: asked now
	tb.See("Card E, drawn for the first time")
	b.Tap("Activate all Enemies")
	b.Tap("Save and draw card E")
	tb.See("How far is each Hero")
	b.TapNth("0", 0)                  // Artemis in its area
	b.TapNth("Not in sight", 1)       // Jeanne
	tb.See("The only Hero in range.") // under "Victim: Artemis"
	tb.See("Artemis is not slowed.")  // the app knows: Entrap is not used, nothing asked
	b.Tap("2")
	b.Tap("No") // Bite's die did not trigger: no Poison
	b.Tap("Done with this Enemy")
	b.Tap("End the Enemy Turn")
	tb.See("Artemis · 6/8 HP · played")
	if lib := cards[sorcery.EncounterCard](tb.S, sorcery.EncounterKind); len(lib) != 1 || lib[0].Letter != "E" {
		t.Fatalf("card E not kept in the library: %+v", lib)
	}

	t.Logf("first evening: outside the Enemy editor %d taps", b.N()-b.Of("Enemy editor"))
	b.Report(45)
}

// ticked tells whether the setup's check box label is ticked.
func (tb *table) ticked(label string) bool {
	tb.T.Helper()
	for _, o := range test.LaidOutObjects(tb.Win.Content()) {
		if c, ok := o.(*kit.TallCheck); ok && c.TouchLabel() == "check box "+label {
			return c.Checked()
		}
	}
	tb.T.Fatalf("no check box %q", label)
	return false
}

// TestNoQuestionAboutARecordedCondition: the app never asks what it
// tracks (sorcery-ai.md, Who knows what). The Web's Slow, recorded by the
// app, is read for the Giant Spider's next sentence (L6563-6604, only
// "alone in its area" is the table's to answer, L6789-6791); in the next
// Enemy Turn she is still slowed; once her own turn's end has discarded
// the token (L4674-4675), she is not, and nothing is asked either time.
func TestNoQuestionAboutARecordedCondition(t *testing.T) {
	tb := libraryTable(t)
	tb.enemyTurn(exampleTable(inPlay(spiderWeapons(), 1, 0)), "E")
	tb.howFar("2", "4") // Jeanne 2 areas off: rule 2; Thorgren 4
	tb.Tap("1")         // the Web hits
	tb.Tap("Yes: Slow") // recorded by the app
	tb.See("Jeanne is slowed.")
	tb.See("Is it so: alone in its area?")
	tb.notSee("slowed?")
	tb.Tap("No")
	tb.Tap("0") // the Web again misses
	tb.Tap("No")
	tb.Tap("Done with this Enemy")
	tb.Tap("End the Enemy Turn")

	tb.Tap("Start Thorgren's turn")
	tb.Tap("End Thorgren's turn")
	tb.Tap("H")
	tb.howFar("0", "3") // Jeanne in its area: rule 1
	tb.See("Jeanne is slowed.")
	tb.See("use Entrap")
	tb.notSee("Is it so")
	tb.Tap("0") // the Bite misses
	tb.Tap("No")
	tb.Tap("Done with this Enemy")
	tb.Tap("End the Enemy Turn")
	tb.eventCard()
	tb.Tap("Confirm the Time Phase")

	tb.Tap("Start Jeanne's turn")
	tb.Tap("End Jeanne's turn") // her Slow token goes (L4674-4675)
	if h := tb.State().Heroes[0]; h.Conditions.Health != "" {
		t.Fatalf("Jeanne kept %+v", h.Conditions)
	}
	tb.Tap("E") // back in the deck: H reshuffled it (L6281-6284)
	tb.howFar("0", "3")
	tb.See("Jeanne is not slowed.")
	tb.notSee("Is it so")
	tb.See("Wounds dealt to Jeanne?")
}

// TestWizardNewQuestionAtTop: the rows of distances of four Heroes are
// scrolled to reach the last; the victim's question that follows starts
// at the top, in view, not where the rows were left.
func TestWizardNewQuestionAtTop(t *testing.T) {
	tb := fourHeroQuest(t)
	tb.Tap("End Artemis's turn")
	tb.Tap("A")
	for h := range 3 {
		tapButton(t, tb.Buttons(string(rune('1' + h)))[h])
	}
	tb.ScrollToText("Xantares")
	if tb.offset() <= 0 {
		t.Fatal("the rows did not scroll")
	}
	tapButton(t, tb.Buttons("4")[3])
	tb.See("Victim: Artemis")
	if y := tb.offset(); y != 0 {
		t.Fatalf("the victim's question opened %.0f down", y)
	}
}

// TestPlaceAnEnemyTypedOnce: an Enemy a Shadow reveals (L6156-6193) is
// placed from the library, or, not there yet, typed once then placed;
// undone, it leaves play and stays in the library.
func TestPlaceAnEnemyTypedOnce(t *testing.T) {
	tb := twoHeroQuest(t)
	tb.Tap("Place an Enemy")
	tb.Tap(newEnemyCard)
	tb.typeEnemy("Orc", "Blue", "Strength", "7")
	tb.TypeIn("Sentences, one a line", "Attack with Axe.")
	tb.Tap("Save this Enemy")
	tb.See("The Blue Orc goes to Jeanne")
	tb.Tap("OK")
	if st := tb.State(); len(st.Enemies) != 2 || st.Enemies[1].Label() != "Blue Orc" {
		t.Fatalf("%+v", st.Enemies)
	}
	tb.S.Current().Undo()
	tb.Tap("Place an Enemy")
	tb.Tap("Blue Orc")
	tb.Tap("OK")
	if n := len(tb.State().Enemies); n != 2 {
		t.Fatalf("%d Enemies", n)
	}
}

// TestEnemiesInOneAreaShareTheAnswersL1345: Enemies in one area share the
// distances (sorcery-ai.md, Who knows what; L1345-1350): the third to act
// takes those of any earlier one with a tap, not only the last one's.
func TestEnemiesInOneAreaShareTheAnswersL1345(t *testing.T) {
	tb := newTable(t, phone)
	orc := simple("Orc", sorcery.Blue, sorcery.Closest)
	goblin := simple("Goblin", sorcery.Green, sorcery.Closest)
	troll := simple("Troll", sorcery.Green, sorcery.Closest)
	troll.Rules[0].Max = 5
	tb.enemyTurn(exampleTable(inPlay(orc, 1, 0), inPlay(goblin, 1, 1), inPlay(troll, 1, 1)), "H")
	tb.See("Blue Orc (Jeanne's)") // the Active player's first (L6286-6288)
	tb.howFar("1", "3")
	tb.Tap("0") // its attack misses
	tb.Tap("Next Enemy")
	tb.Tap("Green Goblin") // Thorgren's two Greens tie: Jeanne picks
	tb.Tap("Same area as the Blue Orc")
	tb.See("Victim: Jeanne")
	tb.Tap("0")
	tb.Tap("Next Enemy")
	tb.See("Green Troll")
	tb.See("Same area as the Green Goblin")
	tb.Tap("Same area as the Blue Orc") // not the last to act: the first
	tb.See("Victim: Jeanne")
}
