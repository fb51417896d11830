package sorcery

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"tableside/tracker"
)

// allCommands are one of each constructor, for the table's check and the
// fuzz seeds.
func allCommands() []tracker.Command {
	return []tracker.Command{
		StartTurn("Thorgren"), EndTurn(), DrawEncounter("H"), DrawEncounter("E"), WoundHero("Jeanne", 2), HealHero("Jeanne", 1),
		WoundEnemy(0, 1, "Jeanne"), SpawnEnemies(SpawnInput{Drawn: []EnemyCard{giantSpider().Card}}),
		PlaceEnemy(hobgremlin().Card), RunTimePhase(TimePhaseInput{}),
		SpendSouls(SoulsInput{Requests: []SoulRequest{{Hero: "Jeanne", Do: "enhance"}}}),
		Taunt("Jeanne"), PassMenace("Thorgren"), NightDay("night"), UsePower("Jeanne", "Smite", 2),
		RunEventPhase("Vigor", "standard"), QuestEnd(map[string][]string{"Thorgren": {"Axe"}}),
		Condition("Jeanne", "fire", 1), EnemyCondition(0, "stun", 0),
		BeginActivation(0), EndActivation(0), WoundCompanion("Dharma", 1),
		DrawEnemyPowers(0, []EnemyPower{{Name: "Frenzy", Type: "combat"}}),
		GiveItem("Jeanne", Item{Name: "Mace", Slot: Primary, Weight: 1}, true), DropItem("Jeanne", "Mace"),
		Reorganize("Jeanne", "Mace", Carried), PassItem("Jeanne", "Artemis", "Mace", Primary),
		UseCharge("Jeanne", "Amulet"), BreakArmour("Jeanne", "Mail"),
		AddCompanion("Jeanne", Companion{Name: "Dharma", MaxHP: 6, HeroCount: 1}),
		TimeReserve(2), MoveLabel("Begin"), EnterSite("Nilmerg", 3), VisitPlace("Tavern"), LeaveSite(),
		AddVenture("Raseac", "3 Chests"), TickTask("Raseac", "3 Chests"), ToStash("Jeanne", "Mace"),
		FromStash("Jeanne", "Mace", true), Forge("Jeanne", "Mail", 25), Crowns("Jeanne", 10), Bless("Jeanne", "Law Lesser"),
		EnemyTokens(0, -1, 0, 1), HeroShields("Jeanne", -1),
		LearnPower("Jeanne", Power{Name: "Smite II"}),
		HeroBleed("Jeanne"), RedCritical("Jeanne", RedHP1, false), FlipMaster(0),
		EnemyRedCritical(0, RedArmour, false), CompanionRedCritical("Dharma", RedHits, false),
	}
}

func TestCommandTable(t *testing.T) {
	if err := rules().Validate(allCommands()...); err != nil {
		t.Fatal(err)
	}
}

// playTable is a mid-Quest table for the command tests.
func playTable(t testing.TB) State {
	j := jeanne()
	j.Powers = []Power{{Name: "Smite"}}
	j.Conditions.Poison = 1
	s := withDeck(table([]Hero{j, thorgren()}, giantSpider(), hobgremlin()))
	s.Enemies[1].Controller = 1
	s.Gates = []Gate{{Symbol: "sword", Open: true}, {Symbol: "skull", Open: true}}
	s.Souls = 5
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	return s
}

// Every refused command leaves the state as it was, and says why.
func TestRefusalsChangeNothing(t *testing.T) {
	s := playTable(t)
	before, _ := json.Marshal(s)
	for _, c := range []tracker.Command{
		WoundHero("Bob", 1), HealHero("Jeanne", 1), WoundEnemy(5, 1, ""), Taunt("Jeanne"), NightDay("dusk"),
		UsePower("Jeanne", "Nope", 1), SpendSouls(SoulsInput{Requests: []SoulRequest{{Hero: "Jeanne", Do: "enhance"}}}),
		RunTimePhase(TimePhaseInput{}), DrawEncounter("Z"), SpawnEnemies(SpawnInput{Gates: []string{"moon"}}),
	} {
		_, _, err := s.Apply(c)
		if !tracker.IsRefusal(err) || err.Error() == "" {
			t.Errorf("%s %s: %v", c.Kind, c.Args, err)
		}
	}
	after, _ := json.Marshal(s)
	if !bytes.Equal(before, after) {
		t.Fatal("a refused command changed the state")
	}
}

// The Encounter deck through the commands: a discarded letter is refused;
// Activate 3 reshuffles and leaves the card alone on the discard pile
// (L6281-6284).
func TestDrawEncounter003L6281(t *testing.T) {
	s := playTable(t)
	s, _, err := s.Apply(DrawEncounter("N"))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Apply(DrawEncounter("N")); err == nil || err.Error() != "Card N is in the discard pile" {
		t.Fatalf("%v", err)
	}
	s, _, err = s.Apply(DrawEncounter("H"))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Discard) != 1 || s.Discard[0] != "H" || len(s.Draw) != len(s.Encounters)-1 {
		t.Fatalf("draw %v discard %v", s.Draw, s.Discard)
	}
}

// The Game round trip: bytes in, bytes out, CheckState agrees.
func TestGameApply(t *testing.T) {
	b, _ := json.Marshal(playTable(t))
	var g Game
	next, words, err := g.Apply(b, WoundHero("Jeanne", 2))
	if err != nil || words == "" {
		t.Fatal(err)
	}
	if err := g.CheckState(next); err != nil {
		t.Fatal(err)
	}
}

// The Event Phase (L1598-1628, L1685-1691) and the Quest's failure when
// the last card is discarded (L1779-1782).
func TestEventPhase003L1598(t *testing.T) {
	s := played(playTable(t))
	s.Events = EventDeck{Unrevealed: 1, Revealed: []string{"Old"}, Discards: 3}
	s, words, err := s.Apply(RunEventPhase("", ""))
	if err != nil || s.Events.Discards != 4 || len(s.Events.Revealed) != 0 || words != "Discard Old." {
		t.Fatalf("%v %+v %q", err, s.Events, words)
	}
	if _, _, err := s.Apply(RunEventPhase("", "")); err == nil {
		t.Fatal("an unrevealed card turned without a name")
	}
	s.EventDone = false // a Round later (one Event Phase a Round)
	s, _, err = s.Apply(RunEventPhase("Renewed Vigor", "standard"))
	if err != nil || s.Events.Unrevealed != 0 || s.Events.Revealed[0] != "Renewed Vigor" {
		t.Fatalf("%v %+v", err, s.Events)
	}
	s.EventDone = false
	s, words, err = s.Apply(RunEventPhase("", ""))
	if err != nil || !contains(words, "The Quest is lost") {
		t.Fatalf("%v %q", err, words)
	}
}

// A Ghost Soul at the Quest's end loses one equipped card at random,
// from the seeded source (L4923-4926).
func TestQuestEndGhostLoss003L4923(t *testing.T) {
	s := playTable(t)
	s.Heroes[1].Ghost, s.Heroes[1].Wounds = true, 10
	if _, _, err := s.Apply(QuestEnd(nil)); err == nil || err.Error() != "Which cards has Thorgren equipped?" {
		t.Fatalf("%v", err)
	}
	eq := map[string][]string{"Thorgren": {"Axe", "Shield", "Helm"}}
	a, w1, err := s.Apply(QuestEnd(eq))
	if err != nil {
		t.Fatal(err)
	}
	_, w2, _ := s.Apply(QuestEnd(eq))
	if w1 != w2 || a.Heroes[1].Wounds != 0 || a.Rand == s.Rand {
		t.Fatalf("%q %q", w1, w2)
	}
}

// Conditions again: Fire stacks and deals 1 HP at once (L4761-4765); any
// other at an equal or lower rank deals 1 HP instead, a higher one
// replaces (L4602-4614).
func TestConditionsAgain003L4602(t *testing.T) {
	s := playTable(t) // Jeanne has Poison I
	for _, c := range []struct {
		cmd    tracker.Command
		wounds int
	}{
		{Condition("Thorgren", "fire", 2), 1},
		{Condition("Thorgren", "fire", 1), 2},
		{Condition("Thorgren", "bleed", 1), 2},
		{Condition("Thorgren", "bleed", 1), 3},
		{Condition("Thorgren", "bleed", 2), 3},
		{Condition("Thorgren", "blind", 0), 3},
		{Condition("Thorgren", "slow", 0), 4},
		{Condition("Thorgren", "stun", 0), 4},
		{Condition("Thorgren", "ko", 0), 4},
		{Condition("Thorgren", "ko", 0), 5},
	} {
		next, _, err := s.Apply(c.cmd)
		if err != nil {
			t.Fatal(err)
		}
		s = next
		if s.Heroes[1].Wounds != c.wounds {
			t.Fatalf("%s: %d wounds; want %d", c.cmd.Args, s.Heroes[1].Wounds, c.wounds)
		}
	}
	h := s.Heroes[1].Conditions
	if len(h.Fire) != 2 || h.Bleed != 2 || h.Health != Stun || !h.KO {
		t.Fatalf("%+v", h)
	}
	if _, _, err := s.Apply(Condition("Thorgren", "fire", 0)); !tracker.IsRefusal(err) {
		t.Fatal("Fire without a rank")
	}
	next, words, err := s.Apply(WoundHero("Thorgren", 5))
	if err != nil || !next.Heroes[1].Ghost || contains(words, "Enemy Power") {
		t.Fatalf("%v %q", err, words)
	}
	k := 0
	next, words, _ = s.Apply(tracker.Cmd(KindWoundHero, WoundHeroCmd{Hero: "Thorgren", Amount: 5, ByEnemy: &k}))
	if !contains(words, "gains an Enemy Power") {
		t.Fatalf("%q", words)
	}
}

// TestClearCondition003L4539: a condition comes off as a card or a Health
// token says: each kind alone, every Fire token at once, an Enemy's too;
// one not held is refused and changes nothing. Held lists what is on.
func TestClearCondition003L4539(t *testing.T) {
	s := playTable(t) // Jeanne has Poison I
	for _, c := range []tracker.Command{Condition("Thorgren", "fire", 1), Condition("Thorgren", "fire", 2), Condition("Thorgren", "slow", 0), Condition("Thorgren", "ko", 0)} {
		next, _, err := s.Apply(c)
		if err != nil {
			t.Fatal(err)
		}
		s = next
	}
	if got := s.Heroes[1].Conditions.Held(); !slices.Equal(got, []string{"slow", "fire", "ko"}) {
		t.Fatalf("held %v", got)
	}
	for _, k := range []string{"fire", "ko", "slow"} {
		next, words, err := s.Apply(ClearCondition("Thorgren", k))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(words, "taken off") {
			t.Fatalf("%s: %q", k, words)
		}
		s = next
	}
	if h := s.Heroes[1].Conditions; len(h.Held()) != 0 {
		t.Fatalf("left on: %+v", h)
	}
	if _, _, err := s.Apply(ClearCondition("Thorgren", "bleed")); !tracker.IsRefusal(err) || !strings.Contains(err.Error(), "Thorgren has no Bleed") {
		t.Fatalf("a condition not held: %v", err)
	}
	if _, _, err := s.Apply(ClearCondition("Thorgren", "rot")); !tracker.IsRefusal(err) {
		t.Fatal("an unknown condition was taken off")
	}
	next, _, err := s.Apply(EnemyCondition(0, "bleed", 1))
	if err != nil {
		t.Fatal(err)
	}
	if next, _, err = next.Apply(ClearEnemyCondition(0, "bleed")); err != nil || next.Enemies[0].Conditions.Bleed != 0 {
		t.Fatalf("the Enemy's Bleed: %v", err)
	}
}

// One Event Phase per Round, one card turned or discarded in it
// (L1440-1475, L1598-1614): after a discard uncovers nothing, the board
// offered a draw in the same Event Phase, and the engine took it. The
// Time Phase opens the next Round's.
func TestOneEventPhasePerRound003L1598(t *testing.T) {
	s := played(playTable(t))
	s.Events = EventDeck{Unrevealed: 3, Revealed: []string{"Old"}}
	s = applyAll(t, s, RunEventPhase("", ""))
	if _, _, err := s.Apply(RunEventPhase("Ambush", "standard")); !tracker.IsRefusal(err) {
		t.Fatalf("a second Event card turned in one Round: %v", err)
	}
	s = applyAll(t, s, RunTimePhase(TimePhaseInput{Saves: []SaveRoll{{Hero: "Jeanne", Saved: true}}}))
	s = applyAll(t, played(s), RunEventPhase("Ambush", "standard"))
	if s.Events.Unrevealed != 2 {
		t.Fatalf("%+v", s.Events)
	}
}

// A Hero's Health condition (Slow, Blind, Stun) goes at the end of that
// Hero's Turn (L4674-4675); end_turn left it on for ever.
func TestHeroHealthEndsWithTurn003L4674(t *testing.T) {
	s := playTable(t)
	s.Heroes[0].Conditions.Health = Stun
	s.Heroes[1].Conditions.Health = Blind
	s = applyAll(t, s, StartTurn("Jeanne"))
	s, words, err := s.Apply(EndTurn())
	if err != nil {
		t.Fatal(err)
	}
	if s.Heroes[0].Conditions.Health != "" || !strings.Contains(words, "Stun") {
		t.Fatalf("Jeanne's Stun at the end of her Turn: %+v %q", s.Heroes[0].Conditions, words)
	}
	if s.Heroes[1].Conditions.Health != Blind {
		t.Fatal("Thorgren's Blind lasts to the end of his own Turn")
	}
}

// An Enemy's charges go down as its charge power is used and come back
// by card effects, up to the card's number (L5793-5803); its shields go
// as they cancel hits (L5988-5991); Encounter N's Otherwise heals it
// (L212-219). Nothing could change them: charges stayed full, so "at 0
// charges" Encounter cards never matched (L6271).
func TestEnemyChargesShieldsHeal003L5793(t *testing.T) {
	s := playTable(t)
	s.Enemies[0].Card.Charges, s.Enemies[0].Charges = 2, 2
	s.Enemies[0].Card.Shields, s.Enemies[0].Shields = 1, 1
	s.Enemies[0].Wounds = 4
	s = applyAll(t, s, EnemyTokens(0, -2, -1, 3))
	e := s.Enemies[0]
	if e.Charges != 0 || e.Shields != 0 || e.Wounds != 1 {
		t.Fatalf("%+v", e)
	}
	if got := s.matching(Effect{Kind: ActivateNoCharge}); len(got) != 1 || got[0] != 0 {
		t.Fatalf("the emptied Enemy matches \"at 0 charges\": %v", got)
	}
	for _, c := range []tracker.Command{EnemyTokens(0, -1, 0, 0), EnemyTokens(0, 3, 0, 0), EnemyTokens(0, 0, 0, 2), EnemyTokens(0, 0, 2, 0), EnemyTokens(0, 0, 0, 0), EnemyTokens(5, 1, 0, 0)} {
		if _, _, err := s.Apply(c); !tracker.IsRefusal(err) {
			t.Errorf("%s: want a refusal, got %v", c.Args, err)
		}
	}
	s = applyAll(t, s, EnemyTokens(0, 2, 1, 1))
	if e := s.Enemies[0]; e.Charges != 2 || e.Shields != 1 || e.Wounds != 0 {
		t.Fatalf("%+v", e)
	}
}

// A Hero's magic shields go as they cancel hits (L3802-3804) and the Time
// Phase fills them again (L3796-3810); the app could not spend one, so
// the pool it refilled never went down.
func TestHeroShieldsSpent003L3802(t *testing.T) {
	s := playTable(t)
	s.Heroes[0].Shields = 2
	s = applyAll(t, s, HeroShields("Jeanne", -2))
	if s.Heroes[0].Shields != 0 {
		t.Fatalf("%+v", s.Heroes[0])
	}
	for _, c := range []tracker.Command{HeroShields("Jeanne", -1), HeroShields("Jeanne", 0), HeroShields("Nobody", 1)} {
		if _, _, err := s.Apply(c); !tracker.IsRefusal(err) {
			t.Errorf("%s: want a refusal, got %v", c.Args, err)
		}
	}
	s = applyAll(t, s, HeroShields("Jeanne", 1))
	if s.Heroes[0].Shields != 1 {
		t.Fatalf("%+v", s.Heroes[0])
	}
}

// A Night or Day card replaces the opposite one beside the deck, which is
// discarded (L1766-1770): the discard pile never counted it.
func TestNightDayReplacedIsDiscarded003L1770(t *testing.T) {
	s := played(playTable(t))
	s.Events = EventDeck{Unrevealed: 3, NightDay: "night"}
	s = applyAll(t, s, RunEventPhase("Dawn", "day"))
	if s.Events.Discards != 1 || s.Events.NightDay != "day" {
		t.Fatalf("%+v", s.Events)
	}
}

// A Mercenary travels with the party until it dies and is healed at the
// end of a Quest (L5427-5433, L5479-5480): quest_end kept its wounds.
func TestMercenaryHealedAtQuestEnd003L5479(t *testing.T) {
	s := playTable(t)
	s.Heroes[0].Conditions = Conditions{}
	s.Companions = []Companion{{Name: "Guild Archer", Owner: 1, MaxHP: 5, Wounds: 3, Conditions: Conditions{Bleed: 1}}}
	s = applyAll(t, s, QuestEnd(nil))
	if c := s.Companions; len(c) != 1 || c[0].Wounds != 0 || c[0].Conditions.Bleed != 0 {
		t.Fatalf("%+v", c)
	}
}
