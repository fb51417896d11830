package sorcery

import (
	"reflect"
	"strings"
	"testing"

	"tableside/tracker"
)

// The Time Phase in the book's order (rules 003 L1476-1502): Fire and
// Poison damage, deaths, Saves, shields, Bleed, bookmarks, Refresh and
// Cooldown.
func TestTimePhaseOrder003L1476(t *testing.T) {
	j := jeanne()
	j.Conditions = Conditions{Fire: []int{2, 1}, Poison: 1, Bleed: 2}
	j.Acted, j.BaseShields = true, 1
	j.Powers = []Power{{Name: "Smite", Cooldown: 1, Shields: 1}, {Name: "Ward", Cooldown: 3, Shields: 2}, {Name: "Aura", Shields: 1}}
	th := thorgren()
	th.Wounds, th.Conditions.Poison = 9, 1 // dies of Poison
	orc := enemy("Orc", Green, "", rule(0, 1, "Attack."))
	orc.Wounds, orc.Conditions.Fire, orc.Card.SoulPoints = 5, []int{1}, 2
	s := mustCheck(t, closed(table([]Hero{j, th}, orc)))
	p, err := s.PlanTimePhase(TimePhaseInput{Saves: []SaveRoll{{Hero: "Jeanne", Saved: true}}})
	if err != nil {
		t.Fatal(err)
	}
	n := p.next
	h := n.Heroes[0]
	if h.Wounds != 3 || len(h.Conditions.Fire) != 1 || h.Conditions.Poison != 0 || h.Conditions.Bleed != 1 || h.Acted {
		t.Fatalf("Jeanne: %+v", h)
	}
	// Shields before Refresh: Smite at 1 gives none this time (sorcery-ai.md).
	if h.Shields != 2 || h.Powers[0].Cooldown != 0 || h.Powers[1].Cooldown != 2 {
		t.Fatalf("Jeanne's shields and powers: %+v", h)
	}
	if !n.Heroes[1].Ghost || len(n.Enemies) != 0 || p.Souls != 2 {
		t.Fatalf("deaths: %+v %+v souls %d", n.Heroes[1], n.Enemies, p.Souls)
	}
	// Without the Save, it is asked.
	p, _ = s.PlanTimePhase(TimePhaseInput{})
	asked := false
	for _, st := range p.Steps {
		asked = asked || st.Choice != nil && st.Choice.Kind == "save" && st.Choice.Who == "Jeanne"
	}
	if !asked {
		t.Fatal("the Save is not asked")
	}
	if _, _, err := s.Apply(RunTimePhase(TimePhaseInput{})); err == nil {
		t.Fatal("the Time Phase ran without the Save")
	}
}

// A power used at N Hourglasses is out for N Time Phases (L3042-3049,
// L3231-3233); Night and Day shift used powers once (L1730, L1739).
func TestCooldownAndNightDay003L3042(t *testing.T) {
	for n := 1; n <= 4; n++ {
		j := jeanne()
		j.Powers = []Power{{Name: "Smite"}}
		s := mustCheck(t, table([]Hero{j}))
		s, _, err := s.Apply(UsePower("Jeanne", "Smite", n))
		if err != nil {
			t.Fatal(err)
		}
		for k := 1; k <= n; k++ {
			if s.Heroes[0].Powers[0].Cooldown == 0 {
				t.Fatalf("used at %d: ready after %d Time Phases", n, k-1)
			}
			s, _, err = closed(s).Apply(RunTimePhase(TimePhaseInput{}))
			if err != nil {
				t.Fatal(err)
			}
		}
		if s.Heroes[0].Powers[0].Cooldown != 0 {
			t.Fatalf("used at %d: not ready after %d Time Phases", n, n)
		}
	}
	j := jeanne()
	j.Powers = []Power{{Name: "A", Cooldown: 4}, {Name: "B", Cooldown: 1}, {Name: "C", Cooldown: 2}, {Name: "D"}}
	s := mustCheck(t, table([]Hero{j}))
	night, _, _ := s.Apply(NightDay("night"))
	day, _, _ := s.Apply(NightDay("day"))
	got := func(s State) [4]int {
		var out [4]int
		for i, p := range s.Heroes[0].Powers {
			out[i] = p.Cooldown
		}
		return out
	}
	if got(night) != [4]int{4, 2, 3, 0} || got(day) != [4]int{3, 1, 1, 0} {
		t.Fatalf("night %v day %v", got(night), got(day))
	}
}

// A Master Enemy burnt to death in the Time Phase leaves play with its
// Menace token, as one killed by a wound does (L7101-7105, L7583-7585):
// the Time Phase removed the Enemy and kept the token.
func TestMasterDiesInTimePhaseTakesMenace003L7101(t *testing.T) {
	m := enemy("Elf Knight", Purple, Menacing, rule(0, 3, "Attack with Sword."))
	m.Card.Master, m.Card.HP, m.Wounds = true, []int{30, 40}, 29
	m.Conditions.Fire = []int{1}
	s := mustCheck(t, closed(table([]Hero{artemis(), jeanne()}, m)))
	s.Menace = &Menace{Hero: 0, Level: 1}
	s, _, err := s.Apply(RunTimePhase(TimePhaseInput{}))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Enemies) != 0 || s.Menace != nil {
		t.Fatalf("the Master Enemy is dead: enemies %d, Menace %+v", len(s.Enemies), s.Menace)
	}
}

// The Menacing Hero killed by Fire in the Time Phase hands the token on by
// the controller's pick (L7601-7605), which the Time Phase's input cannot
// carry: the phase must run and leave the pick to pass_menace, not refuse
// for ever (L4749-4759, L4857-4858).
func TestMenacingHeroBurnsInTimePhase003L7601(t *testing.T) {
	m := enemy("Elf Knight", Purple, Menacing, rule(0, 3, "Attack with Sword."))
	m.Card.Master, m.Card.HP = true, []int{30, 40}
	h := artemis()
	h.Wounds, h.Conditions.Fire = 7, []int{1}
	s := mustCheck(t, closed(table([]Hero{h, jeanne()}, m)))
	s.Menace = &Menace{Hero: 0, Level: 1}
	s, words, err := s.Apply(RunTimePhase(TimePhaseInput{}))
	if err != nil {
		t.Fatal(err)
	}
	if !s.Heroes[0].Ghost || !strings.Contains(words, "Menace") {
		t.Fatalf("Artemis burns to death and the Menace token is to pass: %q", words)
	}
	if s, _, err = s.Apply(PassMenace("Jeanne")); err != nil || s.Menace.Hero != 1 {
		t.Fatalf("Jeanne takes the token: %v %+v", err, s.Menace)
	}
}

// An Enemy's death says its drops as well as its Soul Points: the Crowns,
// Treasure cards and Loot tokens its card shows go on the map
// (L7101-7131), whether a Hero's wound or the Time Phase kills it. The
// card had no place for them and the words never said them.
func TestEnemyDropsOnDeath003L7113(t *testing.T) {
	orc := enemy("Orc", Green, MostWounded, rule(0, 3, "Attack with Axe."))
	orc.Card.SoulPoints = 2
	orc.Card.Drops = Drops{Crowns: 5, Treasures: 1, Loot: 1}
	orc.Wounds = 5
	s := mustCheck(t, closed(table([]Hero{artemis(), jeanne()}, orc)))
	_, words, err := s.Apply(WoundEnemy(0, 1, "Artemis"))
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"2 Soul Points", "5 Crowns", "1 Treasure card", "1 Loot token"} {
		if !strings.Contains(words, w) {
			t.Errorf("the kill's words lack %q: %q", w, words)
		}
	}
	s.Enemies[0].Conditions.Fire = []int{1}
	_, words, err = s.Apply(RunTimePhase(TimePhaseInput{}))
	if err != nil || !strings.Contains(words, "5 Crowns") {
		t.Errorf("the Time Phase's kill: %v %q", err, words)
	}
}

// A Companion's conditions are a Hero's (L5438-5441): in the Time Phase
// its Fire burns and ages, its Poison hurts, its Bleed goes down a rank
// (L4736-4738, L4749-4759, L4826), and it dies at its HP. The Time Phase
// passed Companions by.
func TestCompanionConditionsInTimePhase003L5441(t *testing.T) {
	s := mustCheck(t, closed(table([]Hero{artemis(), jeanne()})))
	s.Companions = []Companion{
		{Name: "Wolf", Owner: 0, MaxHP: 5, Conditions: Conditions{Fire: []int{2}, Poison: 1, Bleed: 2}},
		{Name: "Hawk", Owner: 1, MaxHP: 2, Wounds: 1, Summoned: true, Conditions: Conditions{Fire: []int{1}}},
	}
	s, words, err := s.Apply(RunTimePhase(TimePhaseInput{}))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Companions) != 1 {
		t.Fatalf("the Hawk burns to death: %+v %q", s.Companions, words)
	}
	w := s.Companions[0]
	if w.Wounds != 2 || len(w.Conditions.Fire) != 1 || w.Conditions.Fire[0] != 1 || w.Conditions.Bleed != 1 || w.Conditions.Poison != 1 {
		t.Fatalf("the Wolf after the Time Phase: %+v", w)
	}
	if !strings.Contains(words, "Hawk dies") {
		t.Fatalf("%q", words)
	}
}

// An activation left open (the Enemy Turn closed before its end) cannot
// span Rounds: the Enemy's next activation must bleed again (L7047-7048)
// and may begin (L6286). The mark stayed, so its Bleed was skipped and
// begin_activation refused for the rest of the Quest.
func TestOpenActivationEndsWithRound003L7047(t *testing.T) {
	orc := enemy("Orc", Green, MostWounded, rule(0, 3, "Attack with Axe."))
	orc.Card.HP = []int{9}
	orc.Conditions.Bleed = 2
	s := mustCheck(t, closed(table([]Hero{artemis(), jeanne()}, orc)))
	s = applyAll(t, s, BeginActivation(0), RunTimePhase(TimePhaseInput{}))
	a, err := s.Activate(ActivationInput{Enemy: 0, Sights: []Sight{seen("Artemis", 1), seen("Jeanne", 1)}})
	if err != nil || !strings.Contains(sayAll(a.Steps), "bleeds") {
		t.Fatalf("%v %q", err, sayAll(a.Steps))
	}
	applyAll(t, s, BeginActivation(0))
}

// The Event Phase closes the Round and the Time Phase opens the next, so
// neither comes before every Hero has played a Hero Turn this Round, a
// Ghost Soul's too (L1440-1475, L1505-1553, L1598-1599, L4887-4888); the
// refusal changes nothing.
func TestPhasesWaitForEveryHero003L1505(t *testing.T) {
	g := thorgren()
	g.Ghost, g.Wounds = true, 10
	a := artemis()
	a.Acted = true
	s := mustCheck(t, table([]Hero{jeanne(), a, g}))
	was, _ := stateCopier.Clone(s)
	for _, c := range []struct {
		name string
		cmd  func() (State, error)
	}{
		{"event", func() (State, error) { n, _, err := s.Apply(RunEventPhase("Ambush", "standard")); return n, err }},
		{"time", func() (State, error) { n, _, err := s.Apply(RunTimePhase(TimePhaseInput{})); return n, err }},
		{"plan", func() (State, error) { _, err := s.PlanTimePhase(TimePhaseInput{}); return s, err }},
	} {
		_, err := c.cmd()
		if err == nil || !strings.Contains(err.Error(), "Jeanne and Thorgren have not played") {
			t.Errorf("%s before Jeanne and Thorgren played: %v", c.name, err)
		}
	}
	if !reflect.DeepEqual(s, was) {
		t.Fatal("a refused phase changed the table")
	}
	// Once both have played, the Event Phase and then the Time Phase run.
	n, _, err := s.Apply(StartTurn("Jeanne"))
	if err == nil {
		n, _, err = n.Apply(EndTurn())
	}
	if err == nil {
		n, _, err = n.Apply(StartTurn("Thorgren"))
	}
	if err == nil {
		n, _, err = n.Apply(EndTurn())
	}
	if err == nil {
		n, _, err = n.Apply(RunEventPhase("Ambush", "standard"))
	}
	if err == nil {
		n, _, err = n.Apply(RunTimePhase(TimePhaseInput{}))
	}
	if err != nil {
		t.Fatal(err)
	}
	// The next Round's Time Phase waits for its Hero Turns again.
	if _, _, err := n.Apply(RunTimePhase(TimePhaseInput{})); err == nil {
		t.Fatal("a second Time Phase ran in a Round nobody played")
	}
}

// The Time Phase opens a Round the Event Phase has closed: the Active
// Hero must turn or discard the top Event card first (L1440-1475,
// L1598-1614); only an Event deck with nothing left to turn lets it by.
func TestTimePhaseAfterEventPhase003L1598(t *testing.T) {
	s := mustCheck(t, played(table([]Hero{artemis(), jeanne()})))
	if _, _, err := s.Apply(RunTimePhase(TimePhaseInput{})); !tracker.IsRefusal(err) || !strings.Contains(err.Error(), "Event card") {
		t.Fatalf("a Time Phase before the Event Phase: %v", err)
	}
	applyAll(t, s, RunEventPhase("Ambush", "standard"), RunTimePhase(TimePhaseInput{}))
	e := mustCheck(t, played(table([]Hero{artemis(), jeanne()})))
	e.Events = EventDeck{}
	applyAll(t, e, RunTimePhase(TimePhaseInput{}))
}
