package sorceryui

import (
	"slices"
	"testing"

	"tableside/tracker"
	"tableside/tracker/sorcery"
)

// start opens a prepared table as a new campaign's session.
func (tb *table) start(st sorcery.State) {
	tb.T.Helper()
	for _, c := range examplesDeck() {
		st.Encounters = append(st.Encounters, c)
		st.Draw = append(st.Draw, c.Letter)
	}
	slices.Sort(st.Draw)
	if err := st.Check(); err != nil {
		tb.T.Fatal(err)
	}
	c, err := tb.S.Store().CreateCampaign("Examples", sorcery.ID)
	if err != nil {
		tb.T.Fatal(err)
	}
	b, _ := encode(st)
	tb.S.StartSession(c, b)
}

// enemyTurn opens a prepared table and draws the letter in Jeanne's
// Enemy Turn.
func (tb *table) enemyTurn(st sorcery.State, letter string) {
	tb.T.Helper()
	tb.start(st)
	tb.Tap("End Jeanne's turn")
	tb.Tap(letter)
}

// examplesDeck holds the cards the examples quote: H activates 3
// (L6335-6336); E needs Purple, with "the highest rank" as its Otherwise
// (L6352-6355).
func examplesDeck() []sorcery.EncounterCard {
	return []sorcery.EncounterCard{
		{Letter: "H", Main: sorcery.Effect{Kind: sorcery.ActivateX, X: 3}},
		{Letter: "E", Main: sorcery.Effect{Kind: sorcery.ActivateRank, Rank: sorcery.Purple}, Otherwise: &sorcery.Effect{Kind: sorcery.ActivateHighest}},
		{Letter: "N", Main: sorcery.Effect{Kind: sorcery.ActivateRank, Rank: sorcery.Red}, Otherwise: &sorcery.Effect{Kind: sorcery.EveryEnemy, Say: "each Enemy recharges 1 and heals 3 HP."}},
	}
}

func inPlay(c sorcery.EnemyCard, copy, controller int) sorcery.Enemy {
	return sorcery.Enemy{Card: c, Copy: copy, Controller: controller}
}

// The Hobgremlin's Scroll (L6670-6706); the richest is its victim
// (L6712-6716).
func hobgremlin() sorcery.EnemyCard {
	return sorcery.EnemyCard{Name: "Hobgremlin", Rank: sorcery.Green, Style: sorcery.Strength, HP: []int{5}, Preferred: sorcery.Richest,
		Rules: []sorcery.Rule{
			{Min: 0, Max: 1, Sentences: []string{"Move to engage.", "Attack with Stone Blade.", "If Enemies control its area: attack with Bite; otherwise move away 1 area."}},
			{Min: 2, Max: 2, Sentences: []string{"Move to engage.", "Attack with Bite.", "If wounded: use Reborn."}},
			{Plus: true, Sentences: []string{"Move up to 2 areas toward the closest Hero.", "If engaged: attack with Bite."}},
		}}
}

func simple(name string, rank sorcery.Rank, pref sorcery.Victim) sorcery.EnemyCard {
	return sorcery.EnemyCard{Name: name, Rank: rank, Style: sorcery.Strength, HP: []int{6}, Preferred: pref,
		Rules: []sorcery.Rule{{Min: 0, Max: 1, Sentences: []string{"Attack."}}}}
}

func exampleTable(enemies ...sorcery.Enemy) sorcery.State {
	return sorcery.State{Act: 1, Round: 1, Phase: sorcery.BattlePhase, Rand: tracker.NewRand(1),
		Heroes:  []sorcery.Hero{hero("Jeanne", 9, sorcery.Faith), hero("Thorgren", 10, sorcery.Strength)},
		Enemies: enemies, Events: sorcery.EventDeck{Unrevealed: 10}}
}

// TestEnemyTurnWizardExampleI003L6333 plays Activation Example I: card H
// activates 3, the Active player's two Green Hobgremlins first in the
// order Jeanne taps, then Thorgren's Blue Black Dwarf, not his Green Elf
// Assassin; the deck is reshuffled and H discarded alone (L6333-6348).
func TestEnemyTurnWizardExampleI003L6333(t *testing.T) {
	tb := newTable(t, phone)
	assassin := simple("Elf Assassin", sorcery.Green, sorcery.ByStyle)
	assassin.PreferredStyle = sorcery.Magic
	tb.start(exampleTable(inPlay(hobgremlin(), 1, 0), inPlay(hobgremlin(), 2, 0), inPlay(assassin, 1, 1), inPlay(simple("Black Dwarf", sorcery.Blue, sorcery.MostWounded), 1, 1)))
	tb.Tap("End Jeanne's turn")
	tb.See("Which Encounter card?")
	tb.Tap("H")
	if st := tb.State(); !slices.Equal(st.Discard, []string{"H"}) || !slices.Equal(st.Draw, []string{"E", "N"}) {
		t.Fatalf("after H: draw %v discard %v", st.Draw, st.Discard)
	}
	tb.See("Which acts next?")
	tb.Tap("Green Hobgremlin 2")
	tb.See("Green Hobgremlin 2 (Jeanne's)")
	tb.howFar("1", "2")      // Jeanne 1 area off; Thorgren 2 areas off
	tb.See("Victim: Jeanne") // rule 1 reaches only her
	tb.See("Move to engage")
	tb.Tap("0") // the Stone Blade misses
	tb.See("Is it so: Enemies control its area?")
	tb.Tap("No")
	tb.See("move away 1 area")
	tb.Tap("Next Enemy")
	tb.See("Green Hobgremlin (Jeanne's)") // the tie has one left: no question
	tb.howFar("Not in sight", "Not in sight")
	// No rule reaches a Hero out of sight: the "+" rule asks the paths
	// (L6529-6531) and picks the closest by path (L6648-6652).
	tb.See("By path, how far is Jeanne?")
	tb.byPath("3", "2") // Jeanne 3 areas by path, Thorgren 2
	tb.See("Victim: Thorgren")
	tb.See("Move up to 2 areas toward the closest Hero")
	tb.See("Is it so: engaged?")
	tb.Tap("Yes")
	tb.Tap("2")
	tb.wounded(1, 2)
	tb.Tap("Next Enemy")
	tb.See("Blue Black Dwarf (Thorgren's)")
}

// TestEnemyTurnWizardExampleII003L6350 plays Activation Example II: card
// E finds no Purple Enemy, so its Otherwise activates the highest rank,
// the two Blue Tyrant Lizards, a tie for the Active player; the Green
// Giant Spider is never asked about (L6350-6359).
func TestEnemyTurnWizardExampleII003L6350(t *testing.T) {
	tb := newTable(t, phone)
	lizard := simple("Tyrant Lizard", sorcery.Blue, sorcery.MostWounded)
	tb.enemyTurn(exampleTable(inPlay(giantSpider(), 1, 0), inPlay(lizard, 1, 0), inPlay(lizard, 2, 0)), "E")
	tb.See("Which acts next?")
	tb.Tap("Blue Tyrant Lizard")
	for _, next := range []string{"Next Enemy", "Done with this Enemy"} {
		tb.See("Blue Tyrant Lizard")
		tb.howFar("0", "0")
		tb.See("Victim:")
		tb.Tap("1")
		tb.Tap(next)
	}
	tb.See("The Enemy Turn is over")
	if w := tb.State().Heroes; w[0].Wounds+w[1].Wounds != 2 {
		t.Fatalf("wounds %+v", w)
	}
}

// TestVictimTieIsTheControllersL6553 leaves a tie the priority rules
// cannot break to the controller, as buttons (L6553-6555, L6666-6668).
func TestVictimTieIsTheControllersL6553(t *testing.T) {
	tb := newTable(t, phone)
	st := exampleTable(inPlay(simple("Orc", sorcery.Blue, ""), 1, 1))
	st.Heroes[1].MaxHP = 9 // as many HP left as Jeanne: nothing breaks the tie
	tb.enemyTurn(st, "H")
	tb.howFar("1", "1")
	tb.See("Thorgren picks the victim")
	tb.Tap("Jeanne")
	tb.See("Victim: Jeanne")
	tb.Tap("3")
	tb.wounded(0, 3)
	// Undo takes the wounds back; the wizard stays where it is.
	tb.S.Current().Undo()
	tb.wounded(0, 0)
	tb.See("Done with this Enemy")
}

// TestEventPhaseDeckL1598 draws an Event card, leaves it face up, then
// discards it the next Event Phase (L1598-1628).
func TestEventPhaseDeckL1598(t *testing.T) {
	tb := twoHeroQuest(t)
	tb.endRound()
	tb.See("Event deck: 10 cards face down. At most 20 Event Phases left.")
	tb.Tap("Draw an Event card")
	tb.TypeIn("The card's name", "Rats in the walls")
	tb.Tap("Standard")
	tb.See("9 cards face down; Rats in the walls face up")
	if ev := tb.State().Events; ev.Unrevealed != 9 || len(ev.Revealed) != 1 {
		t.Fatalf("%+v", ev)
	}
	// One card a Round: the discard waits for the next Round's Event
	// Phase.
	tb.See("This Round's Event card is done: confirm the Time Phase below.")
	tb.Tap("Confirm the Time Phase")
	tb.Tap("Start Artemis's turn")
	tb.endRound()
	tb.Tap("Discard Rats in the walls")
	if ev := tb.State().Events; ev.Discards != 1 || len(ev.Revealed) != 0 {
		t.Fatalf("%+v", ev)
	}
}

// TestBlindAndStunnedEnemiesL7015 asks a Blind Enemy's Blue die as two
// buttons, and asks nothing of a Stunned one: it does nothing
// (L7015-7028).
func TestBlindAndStunnedEnemiesL7015(t *testing.T) {
	tb := newTable(t, phone)
	blind := inPlay(simple("Orc", sorcery.Blue, sorcery.MostWounded), 1, 0)
	blind.Conditions.Health = sorcery.Blind
	stunned := inPlay(simple("Goblin", sorcery.Green, sorcery.MostWounded), 1, 0)
	stunned.Conditions.Health = sorcery.Stun
	tb.enemyTurn(exampleTable(blind, stunned), "H")
	tb.See("It is blind: roll a Blue die.")
	tb.Tap("No hit")
	tb.See("activation is wasted")
	tb.Tap("Next Enemy")
	tb.See("is stunned and does nothing")
	tb.Tap("Done with this Enemy")
	tb.See("The Enemy Turn is over")
}

// TestWholeRoundL1440 plays a Round on a prepared table: two Hero turns
// each with its Enemy Turn, the Event Phase with a spawn, and the Time
// Phase with Fire and Poison (L1440-1502).
func TestWholeRoundL1440(t *testing.T) {
	tb := libraryTable(t)
	st := exampleTable(inPlay(giantSpider(), 1, 0))
	st.Gates = []sorcery.Gate{{Symbol: "1", Open: true}}
	st.Heroes[0].Conditions.Fire = []int{2}
	st.Heroes[1].Conditions.Poison = 1
	// Jeanne's turn and Enemy Turn: card E activates the highest rank.
	tb.enemyTurn(st, "E")
	tb.howFar("0", "4")
	tb.See("Victim: Jeanne")
	tb.See("Jeanne is not slowed.") // the app knows: the Bite alone
	tb.Tap("1")
	tb.See("Move away 1 area")
	tb.Tap("Done with this Enemy")
	tb.Tap("End the Enemy Turn")
	// Thorgren's turn: the spider dies; its Enemy Turn draws nothing.
	tb.Tap("Start Thorgren's turn")
	tb.Tap("Wound")
	tb.Keys("6")
	tb.See("Soul Counter 2") // its Soul Points (L7101-7105)
	tb.Tap("End Thorgren's turn")
	tb.See("No Enemy is in play")
	tb.Tap("Done")
	// The Event Phase: a standard Event with a spawn through the one gate.
	tb.See("Event Phase")
	tb.Tap("Draw an Event card")
	tb.TypeIn("The card's name", "Ambush")
	tb.Tap("Standard")
	tb.Tap("Spawn Enemies")
	tb.See("Spawn 2 Enemies")
	tb.Tap("Green Giant Spider")
	tb.Tap("Blue Hobgremlin")
	tb.Dismiss() // who runs each, HP and powers to draw
	if n := len(tb.State().Enemies); n != 2 {
		t.Fatalf("%d Enemies after the spawn", n)
	}
	// The Time Phase: Fire II burns Jeanne 1; Thorgren fails his Save.
	tb.See("Jeanne burns: 1 wound from Fire.")
	tb.Tap("Failed")
	tb.Tap("Confirm the Time Phase")
	got := tb.State()
	if got.Round != 2 || got.Heroes[0].Wounds != 2 || got.Heroes[0].Conditions.Fire[0] != 1 || got.Heroes[1].Wounds != 1 || got.Heroes[1].Conditions.Poison != 1 {
		t.Fatalf("after the Round: %+v", got.Heroes)
	}
}

// TestEveryEnemyCardAsksNoDistancesL6329: an Otherwise that has every
// Enemy do what it says asks nothing: the turn is its words (L6329-6331).
func TestEveryEnemyCardAsksNoDistancesL6329(t *testing.T) {
	tb := newTable(t, phone)
	tb.enemyTurn(exampleTable(inPlay(giantSpider(), 1, 0)), "N")
	tb.See("The Enemy Turn is over")
	tb.See("each Enemy recharges 1 and heals 3 HP.")
}

// TestActivateXCutInsideATieL6275: card C activates 1 of the Active
// player's two Green Hobgremlins: Jeanne picks which (L6275-6281, L6319).
func TestActivateXCutInsideATieL6275(t *testing.T) {
	tb := newTable(t, phone)
	st := exampleTable(inPlay(hobgremlin(), 1, 0), inPlay(hobgremlin(), 2, 0))
	st.Encounters = []sorcery.EncounterCard{{Letter: "C", Main: sorcery.Effect{Kind: sorcery.ActivateX, X: 1}}}
	st.Draw = []string{"C"}
	tb.enemyTurn(st, "C")
	tb.See("Which 1 of these act?")
	tb.Tap("Green Hobgremlin 2")
	tb.See("Green Hobgremlin 2 (Jeanne's)")
}

// TestSameAreaCopiesTheDistances: the second Hobgremlin, in the first's
// area, takes its distances with one tap (L6333-6348).
func TestSameAreaCopiesTheDistances(t *testing.T) {
	tb := newTable(t, phone)
	tb.enemyTurn(exampleTable(inPlay(hobgremlin(), 1, 0), inPlay(hobgremlin(), 2, 0)), "H")
	tb.Tap("Green Hobgremlin")
	tb.howFar("1", "2")
	tb.Tap("0")
	tb.Tap("Yes")
	tb.Tap("0")
	tb.Tap("Next Enemy")
	if b := tb.Button("Same area"); b.Text != "Same area as the Green Hobgremlin" {
		t.Fatalf("offered %q", b.Text)
	}
	tb.Tap("Same area as the Green Hobgremlin")
	tb.See("Victim: Jeanne")
}
