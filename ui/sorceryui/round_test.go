package sorceryui

import (
	"reflect"
	"testing"

	"tableside/tracker/sorcery"
)

// undoable runs a tap that commits one command, then checks that Undo
// brings the table back as it was and Redo brings the command back.
func (tb *table) undoable(tap func()) {
	tb.T.Helper()
	before := tb.State()
	tap()
	after := tb.State()
	if reflect.DeepEqual(before, after) {
		tb.T.Fatal("the tap changed nothing")
	}
	tb.S.Current().Undo()
	if got := tb.State(); !reflect.DeepEqual(got, before) {
		tb.T.Fatalf("undo gave %+v,\nwant %+v", got, before)
	}
	tb.S.Current().Redo()
	if got := tb.State(); !reflect.DeepEqual(got, after) {
		tb.T.Fatalf("redo gave %+v,\nwant %+v", got, after)
	}
}

// spiderWeapons is the Giant Spider with its weapons' conditions: Bite
// poisons, Web slows (L6563-6570).
func spiderWeapons() sorcery.EnemyCard {
	sp := giantSpider()
	sp.Weapons = []sorcery.Weapon{{Name: "Bite", Effect: "Poison I"}, {Name: "Web", Effect: "Slow"}}
	return sp
}

// TestGiantSpiderThroughTheWizard003L6563 plays the Giant Spider's
// second and "+" rules (L6563-6652): Jeanne 2 areas off is webbed and
// slowed, then, alone in her area, entrapped; in the next Enemy Turn no
// Hero is in sight, the app asks the paths, a refusal in the engine's
// words that changes nothing, and the "+" rule goes for the closest by
// path, Thorgren. Every committed answer is undone and redone.
func TestGiantSpiderThroughTheWizard003L6563(t *testing.T) {
	tb := newTable(t, phone)
	tb.enemyTurn(exampleTable(inPlay(spiderWeapons(), 1, 0)), "E")
	tb.See("Green Giant Spider (Jeanne's)")
	tb.howFar("2", "4") // Jeanne 2 areas off; Thorgren 4
	tb.See("Victim: Jeanne")
	tb.See("Attack with Web")
	tb.undoable(func() { tb.Tap("1") })
	tb.See("Did the Giant Spider put Slow on Jeanne?")
	tb.undoable(func() { tb.Tap("Yes: Slow") })
	// The app put the Slow on her: it asks only what the table sees
	// (sorcery-ai.md, Who knows what).
	tb.See("Jeanne is slowed.")
	tb.See("Is it so: alone in its area?")
	tb.Tap("Yes")
	tb.See("move to engage and use Entrap")
	tb.Tap("Done with this Enemy")
	tb.Tap("End the Enemy Turn")
	if h := tb.State().Heroes[0]; h.Wounds != 1 || h.Conditions.Health != sorcery.Slow {
		t.Fatalf("Jeanne after the Web: %+v", h)
	}

	tb.Tap("Start Thorgren's turn")
	tb.Tap("End Thorgren's turn")
	tb.Tap("H")
	before := tb.State()
	tb.howFar("Not in sight", "Not in sight")
	// The engine's question, in its words, and nothing changed.
	tb.See("How far")
	tb.See("By path, how far is Jeanne?")
	if !reflect.DeepEqual(tb.State(), before) {
		t.Fatal("an answer the engine could not use changed the table")
	}
	tb.byPath("3", "2") // Jeanne 3 areas by path, Thorgren 2
	tb.See("Victim: Thorgren")
	tb.See("Move 1 area toward the closest Hero")
	tb.See("Wounds dealt to Thorgren?")
	tb.undoable(func() { tb.Tap("2") })
	tb.See("Did the Giant Spider put Slow on Thorgren?")
	tb.Tap("No")
	tb.Tap("Done with this Enemy")
	if h := tb.State().Heroes[1]; h.Wounds != 2 || h.Conditions.Health != "" {
		t.Fatalf("Thorgren after the Web: %+v", h)
	}
}

// TestWholeRoundTwoEnemyTurnsL1440 plays a Round on a prepared table
// (L1440-1502): Jeanne's turn and its Enemy Turn (the Bleeding spider
// bleeds as it starts, L7047-7048; the Bite poisons, L4602-4614); Thorgren's
// turn and its Enemy Turn; an Event with a spawn of one (N 2, E 1,
// L1639-1657); the Time Phase with Fire and Poison and a Save. Each
// question is checked, each committed step undone and redone, and the
// final table read back.
func TestWholeRoundTwoEnemyTurnsL1440(t *testing.T) {
	tb := libraryTable(t)
	st := exampleTable(inPlay(spiderWeapons(), 1, 0))
	st.Gates = []sorcery.Gate{{Symbol: "1", Open: true}}
	st.Enemies[0].Conditions.Bleed = 1
	st.Heroes[0].Conditions.Fire = []int{2}
	tb.start(st)
	tb.See("Round 1 · Battle Phase")
	tb.undoable(func() { tb.Tap("End Jeanne's turn") })
	tb.See("Which Encounter card?")
	tb.Tap("E")
	tb.See("The Green Giant Spider bleeds 1 HP (1 of 6).")
	tb.undoable(func() { tb.Tap("Go on") })
	tb.howFar("0", "5")
	tb.See("Victim: Jeanne")
	tb.See("Jeanne is not slowed.")
	tb.See("Wounds dealt to Jeanne?")
	tb.undoable(func() { tb.Tap("1") })
	tb.See("Did the Giant Spider put Poison I on Jeanne?")
	tb.undoable(func() { tb.Tap("Yes: Poison I") })
	tb.See("Move away 1 area")
	tb.undoable(func() { tb.Tap("Done with this Enemy") }) // its activation ends
	tb.Tap("End the Enemy Turn")

	tb.undoable(func() { tb.Tap("Start Thorgren's turn") })
	tb.Tap("End Thorgren's turn")
	tb.Tap("H")
	tb.See("bleeds 1 HP (2 of 6)")
	tb.Tap("Go on")
	tb.howFar("1", "2")        // Jeanne 1 area off; Thorgren 2
	tb.See("Victim: Thorgren") // rule 2 reaches both; he is the least wounded
	tb.Tap("0")                // the Web misses
	tb.See("Did the Giant Spider put Slow on Thorgren?")
	tb.Tap("No")
	tb.See("Thorgren is not slowed.") // not asked: the Web again
	tb.See("Wounds dealt to Thorgren?")
	tb.undoable(func() { tb.Tap("2") })
	tb.Tap("No")
	tb.Tap("Done with this Enemy")
	tb.Tap("End the Enemy Turn")
	tb.See("Event Phase")

	tb.Tap("Draw an Event card")
	tb.TypeIn("The card's name", "Ambush")
	tb.Tap("Standard")
	tb.Tap("Spawn Enemies")
	tb.See("Spawn 1 Enemy: N − E = 2 − 1")
	tb.Tap("Blue Hobgremlin")
	tb.Dismiss()
	if n := len(tb.State().Enemies); n != 2 {
		t.Fatalf("%d Enemies after the spawn", n)
	}
	// The Time Phase: Fire II burns Jeanne 1, Poison I 1 more; her Save.
	tb.See("Jeanne burns: 1 wound from Fire.")
	tb.Tap("Passed")
	tb.undoable(func() { tb.Tap("Confirm the Time Phase") })
	got := tb.State()
	j := got.Heroes[0]
	if got.Round != 2 || got.Phase != sorcery.TimePhase || j.Wounds != 3 || j.Conditions.Fire[0] != 1 || j.Conditions.Poison != 0 || got.Heroes[1].Wounds != 2 {
		t.Fatalf("after the Round: %+v", got)
	}
	if sp := got.Enemies[0]; sp.Wounds != 2 || sp.Acting {
		t.Fatalf("the spider: %+v", sp)
	}
}

// TestEnemyChargesOnTheRoster003L5793: the roster spends and gives back
// an Enemy's charges and heals it (L5793-5803, L212-219); nothing on the
// board could, so its charges stayed full for the whole Quest.
func TestEnemyChargesOnTheRoster003L5793(t *testing.T) {
	tb := newTable(t, phone)
	c := simple("Orc Shaman", sorcery.Blue, sorcery.MostWounded)
	c.Charges = 2
	e := inPlay(c, 1, 0)
	e.Charges, e.Wounds = 2, 2
	tb.start(exampleTable(e))
	tb.Tap("Use a charge")
	tb.Tap("Use a charge")
	if got := tb.State().Enemies[0].Charges; got != 0 {
		t.Fatalf("%d charges left", got)
	}
	if len(tb.Buttons("Use a charge")) != 0 {
		t.Fatal("no charge is left to use")
	}
	tb.Tap("Recharge 1")
	if got := tb.State().Enemies[0].Charges; got != 1 {
		t.Fatalf("%d charges", got)
	}
	tb.Tap("Heal")
	tb.Keys("1")
	if got := tb.State().Enemies[0].Wounds; got != 1 {
		t.Fatalf("healed 1 of 2 wounds: %d left", got)
	}
}

// jeannesBoard starts the example table (exampleTable) as edit leaves it,
// on Jeanne's board.
func jeannesBoard(t *testing.T, edit func(st *sorcery.State)) *table {
	t.Helper()
	tb := newTable(t, phone)
	st := exampleTable()
	edit(&st)
	tb.start(st)
	tb.Tap("Jeanne ·")
	return tb
}

// newPower records a power gained on the open Hero's board, of the kind
// worded kind.
func (tb *table) newPower(name, kind string) {
	tb.T.Helper()
	tb.Tap("A new power")
	tb.TypeIn("The card's name", name)
	tb.Tap("OK")
	tb.Tap(kind)
}

// TestHeroShieldSpent003L3802: a Hero's board spends a magic shield for a
// hit it cancels (L3802-3804).
func TestHeroShieldSpent003L3802(t *testing.T) {
	tb := jeannesBoard(t, func(st *sorcery.State) { st.Heroes[0].Shields = 1 })
	tb.Tap("Shield spent")
	if got := tb.State().Heroes[0].Shields; got != 0 {
		t.Fatalf("%d shields left", got)
	}
}

// TestNewPowerOnTheBoard003L2773: a Hero's board records a power gained,
// at the Hero's Soulrank (L2773-2800), so death can discard it.
func TestNewPowerOnTheBoard003L2773(t *testing.T) {
	tb := jeannesBoard(t, func(st *sorcery.State) { st.Heroes[0].Soulrank = 2 })
	tb.newPower("Holy Light", "With hourglasses")
	if p := tb.State().Heroes[0].Powers; len(p) != 1 || p[0].Name != "Holy Light" || p[0].Rank != 2 {
		t.Fatalf("%+v", p)
	}
	tb.See("Use Holy Light")
}

// TestHeroBleedsOnTheBoard003L4733: the board of a Bleeding Hero whose
// turn it is offers the 1 HP lost before each activity (L4733-4734); the
// other Heroes' boards do not.
func TestHeroBleedsOnTheBoard003L4733(t *testing.T) {
	tb := jeannesBoard(t, func(st *sorcery.State) {
		st.Heroes[0].Conditions.Bleed = 2
		st.Heroes[1].Conditions.Bleed = 1
	})
	tb.Tap("Bleed before an activity: 1 HP")
	tb.Tap("Bleed before an activity: 1 HP")
	tb.wounded(0, 2)
	tb.Tap("Thorgren ·")
	if n := len(tb.Buttons("Bleed before an activity: 1 HP")); n != 0 {
		t.Fatalf("Thorgren bleeds in Jeanne's turn: %d buttons", n)
	}
}

// TestRedCriticalOnTheBoard003L4804: a Hero's board puts a Red Critical
// on and takes it off; max HP -2 shows in the Hero's HP (L4798-4808).
func TestRedCriticalOnTheBoard003L4804(t *testing.T) {
	tb := jeannesBoard(t, func(*sorcery.State) {})
	tb.Tap("A Red Critical")
	tb.Tap(sorcery.RedHP2)
	if h := tb.State().Heroes[0]; h.HP() != 7 {
		t.Fatalf("Jeanne after max HP -2: %d HP, %v", h.HP(), h.RedCriticals)
	}
	tb.See("Jeanne · 7/7 HP · Red: max HP -2")
	tb.Tap("Take off " + sorcery.RedHP2)
	if h := tb.State().Heroes[0]; h.HP() != 9 || len(h.RedCriticals) != 0 {
		t.Fatalf("Jeanne after the removal: %d HP, %v", h.HP(), h.RedCriticals)
	}
}

// TestRedCriticalOnEnemyAndCompanion003L4804: a Companion's row and an
// Enemy's card on the roster put a Red Critical on and take it off, as a
// Hero's board does (L4557-4571, L4795-4808); their HP count the cut, and
// a cut that kills takes the Enemy off the roster.
func TestRedCriticalOnEnemyAndCompanion003L4804(t *testing.T) {
	tb := newTable(t, phone)
	st := exampleTable(inPlay(simple("Giant Spider", sorcery.Green, sorcery.LeastWounded), 1, 0)) // 6 HP
	st.Companions = []sorcery.Companion{{Name: "Dharma", Owner: 0, MaxHP: 6}}
	tb.start(st)
	reds := tb.Buttons("A Red Critical")
	if len(reds) != 2 {
		t.Fatalf("%d Red Critical buttons; want Dharma's and the Spider's", len(reds))
	}
	tapButton(t, reds[0])
	tb.Tap(sorcery.RedHP2)
	if c := tb.State().Companions[0]; c.HP() != 4 {
		t.Fatalf("Dharma after max HP -2: %d HP, %v", c.HP(), c.RedCriticals)
	}
	tb.See("Dharma (Jeanne's) · 4/4 HP · Red: max HP -2")
	tb.Tap("Take off " + sorcery.RedHP2)
	if c := tb.State().Companions[0]; c.HP() != 6 || len(c.RedCriticals) != 0 {
		t.Fatalf("Dharma after the removal: %d HP, %v", c.HP(), c.RedCriticals)
	}
	tapButton(t, tb.Buttons("A Red Critical")[1])
	tb.Tap(sorcery.RedHP1)
	tb.See("5/5 HP · Red: max HP -1")
	tb.Tap("Take off " + sorcery.RedHP1)
	if e := tb.State().Enemies[0]; e.HP(2) != 6 || len(e.RedCriticals) != 0 {
		t.Fatalf("the Spider after the removal: %d HP, %v", e.HP(2), e.RedCriticals)
	}
	// 5 wounds, then max HP -1: the Spider dies of the cut.
	tapButton(t, tb.Buttons("Wound")[1])
	tb.Keys("5")
	tapButton(t, tb.Buttons("A Red Critical")[1])
	tb.Tap(sorcery.RedHP1)
	if n := len(tb.State().Enemies); n != 0 {
		t.Fatalf("%d Enemies after the cut that kills", n)
	}
	tb.See("No Enemy is in play.")
}

// TestNewTalentOnTheBoard003L2777: a power gained on the board may be a
// Talent, which the Soul Gem's stars count (L2777-2788).
func TestNewTalentOnTheBoard003L2777(t *testing.T) {
	tb := jeannesBoard(t, func(st *sorcery.State) {
		st.Heroes[0].Soulrank = 2
		st.Heroes[0].Gem = []sorcery.GemRank{{HP: 9, Powers: 1}, {HP: 10, Powers: 1, Talents: 1}}
	})
	tb.newPower("Lucky", "A Talent, passive")
	if p := tb.State().Heroes[0].Powers; len(p) != 1 || !p[0].Talent || !p[0].Passive {
		t.Fatalf("%+v", p)
	}
	tb.See("Lucky: passive")
}

// TestFlipMasterOnTheRoster003L7322: a Master Enemy whose other side is
// typed has a flip button on the roster (L7322-7326, L7348-7351).
func TestFlipMasterOnTheRoster003L7322(t *testing.T) {
	tb := newTable(t, phone)
	c := simple("Elf Knight", sorcery.Purple, sorcery.Menacing)
	c.Master, c.HP = true, []int{30, 40}
	c.Back = &sorcery.EnemyCard{Style: sorcery.Wildcard, HP: []int{20, 25}, Preferred: sorcery.Menacing,
		Rules: []sorcery.Rule{{Min: 0, Max: 2, Sentences: []string{"Use Wild Leap."}}}}
	st := exampleTable(inPlay(c, 1, 0))
	st.Menace = &sorcery.Menace{Hero: 0, Level: 1}
	tb.start(st)
	tb.Tap("Flip the card")
	if e := tb.State().Enemies[0]; e.Card.MaxHP(2) != 20 || e.Card.Rules[0].Sentences[0] != "Use Wild Leap." {
		t.Fatalf("after the flip: %+v", e.Card)
	}
	tb.See("20/20 HP")
}

// TestTimePhaseWaitsForEventCard003L1598: in the Event Phase the Time
// Phase's Confirm waits for this Round's Event card (L1598-1614), and
// says so.
func TestTimePhaseWaitsForEventCard003L1598(t *testing.T) {
	tb := twoHeroQuest(t)
	tb.endRound()
	// Only the next legal step is offered: the Event card (NextSteps).
	tb.See("Draw an Event card")
	if n := len(tb.Buttons("Confirm the Time Phase")); n != 0 {
		t.Fatalf("%d Confirm buttons before the Event card", n)
	}
	tb.eventCard()
	tb.Tap("Confirm the Time Phase")
	if st := tb.State(); st.Round != 2 {
		t.Fatalf("round %d", st.Round)
	}
}
