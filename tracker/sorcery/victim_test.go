package sorcery

import (
	"slices"
	"strings"
	"testing"
)

// Selecting the Victim Example I, the Giant Spider (rules 003
// L6563-6652): each of its three rules in turn.
func TestVictimExampleIGiantSpider003L6563(t *testing.T) {
	hs := []Hero{jeanne(), thorgren(), artemis()}
	hs[0].Wounds = 2
	s := mustCheck(t, table(hs, giantSpider()))
	for _, c := range []struct {
		name   string
		sights []Sight
		rule   int
		victim string
	}{
		// Rule 1 (L6608-6617): the least wounded Hero in its area.
		{"rule1-L6608", []Sight{seen("Jeanne", 0), seen("Thorgren", 0), seen("Artemis", 1)}, 0, "Thorgren"},
		// Rule 2 (L6618-6630): nobody in its area; the least wounded
		// within 2 areas.
		{"rule2-L6618", []Sight{seen("Jeanne", 1), seen("Thorgren", 2), {Who: "Artemis"}}, 1, "Thorgren"},
		// The "+" rule (L6631-6637): nobody in sight within 2; toward
		// the closest by path, sight or not.
		{"plus-L6631", []Sight{seen("Jeanne", 4), unseen("Thorgren", 3), unseen("Artemis", 5)}, 2, "Thorgren"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, v, err := s.PickVictim(0, c.sights)
			if err != nil {
				t.Fatal(err)
			}
			if r != c.rule || v.Victim != c.victim {
				t.Fatalf("rule %d victim %+v; want rule %d %s", r, v, c.rule, c.victim)
			}
		})
	}
}

// Selecting the Victim Example II, the Hobgremlin (L6670-6768): the
// richest Hero 1 area away is picked over a poorer one in its area.
func TestVictimExampleIIHobgremlin003L6670(t *testing.T) {
	hs := []Hero{jeanne(), robin(), xantares()}
	hs[1].Crowns = 30
	hs[0].Crowns = 5
	s := mustCheck(t, table(hs, hobgremlin()))
	activates(t, s, []Sight{seen("Jeanne", 0), seen("Robin", 1), seen("Xantares", 3)}, 1, "Robin")
	// Nobody within 1: rule 2 at exactly 2 areas (L6730-6740).
	r, v, err := s.PickVictim(0, []Sight{seen("Jeanne", 2), seen("Robin", 3), seen("Xantares", 2)})
	if err != nil || r != 1 || v.Victim != "Jeanne" {
		t.Fatalf("rule %d victim %+v %v; want rule index 1, Jeanne (richer of those at 2)", r, v, err)
	}
	// Nobody in sight within 2: the "+" rule (L6741-6748).
	r, v, err = s.PickVictim(0, []Sight{unseen("Jeanne", 4), seen("Robin", 4), unseen("Xantares", 3)})
	if err != nil || r != 2 || v.Victim != "Xantares" {
		t.Fatalf("rule %d victim %+v %v; want the + rule, Xantares", r, v, err)
	}
}

// Applying the Enemy A.I. Example I, the Tyrant Lizard (L6770-6793):
// Robin Hidden at 0 is ignored; Xantares and Thorgren at 1 (L6776 says
// Artemis, a slip of the text: the rest follows Xantares, sorcery-ai.md
// point 9), no wounds; Xantares has fewer HP left.
func TestApplyingAIExampleITyrantLizard003L6770(t *testing.T) {
	hs := []Hero{robin(), xantares(), thorgren()}
	hs[0].Conditions.Hidden = true
	lizard := enemy("Tyrant Lizard", Blue, MostWounded,
		rule(0, 1, "Use Leap: move to engage; the victim saves or is knocked out.", "If the victim is knocked out: attack with Bite.", "Attack with Claws."),
		plus("Move 2 areas toward the closest Hero."))
	s := mustCheck(t, table(hs, lizard))
	a := activates(t, s, []Sight{seen("Xantares", 1), seen("Thorgren", 1)}, 1, "Xantares")
	// Every sentence runs against Xantares (L6784-6793).
	n := 0
	for _, st := range a.Steps {
		if len(st.Say) > 16 && st.Say[:16] == "Against Xantares" {
			n++
		}
	}
	if n != 3 {
		t.Fatalf("%d sentences against Xantares; want 3: %+v", n, a.Steps)
	}
}

// Applying the Enemy A.I. Example II, the Elf Assassin (L6794-6822): its
// preferred victim, a Magic Hero 1 area away, beats Jeanne in its area and
// the wounded Robin.
func TestApplyingAIExampleIIElfAssassin003L6794(t *testing.T) {
	hs := []Hero{jeanne(), robin(), xantares()}
	hs[1].Wounds = 3
	assassin := enemy("Elf Assassin", Green, ByStyle,
		rule(0, 1, "Move to engage.", "If hidden and the victim is alone: use Backstab.", "Attack with Scimitar.", "If Heroes dominate its area: move away 2 areas."),
		plus("Move 2 areas toward the closest Hero."))
	assassin.Card.PreferredStyle = Magic
	assassin.Conditions.Hidden = true
	s := mustCheck(t, table(hs, assassin))
	activates(t, s, []Sight{seen("Jeanne", 0), seen("Robin", 1), seen("Xantares", 1)}, 1, "Xantares")
}

// Enemy Attack Example I, the Minotaur (L6889-6928): of the wounded
// Thorgren and the unhurt Jeanne in its area, Jeanne, the least wounded,
// is the victim, and stays the victim to the last sentence though Artemis
// is less wounded by then (L6910-6913).
func TestEnemyAttackExampleIMinotaur003L6889(t *testing.T) {
	hs := []Hero{thorgren(), jeanne(), artemis()}
	hs[0].Wounds = 4
	mino := enemy("Minotaur", Red, LeastWounded,
		rule(0, 0, "If 2 or more Heroes are in its area: use Bull Stomp.", "Use Rush.", "Attack with Battle Axe."),
		plus("Move to engage the closest Hero."))
	mino.Card.HP = []int{15, 20}
	s := mustCheck(t, table(hs, mino))
	a := activates(t, s, []Sight{seen("Thorgren", 0), seen("Jeanne", 0), seen("Artemis", 2)}, 1, "Jeanne")
	if last := a.Steps[len(a.Steps)-1].Say; last != "Against Jeanne: Attack with Battle Axe." {
		t.Fatalf("last step %q", last)
	}
	// The Domination bonus (L6919-6923): the Gigantic Minotaur counts 3;
	// Artemis 1; the knocked-out Thorgren and Jeanne 0.
	side, dominates := Control([]Figure{{Gigantic: true}}, []Figure{{}, {KO: true}, {KO: true}})
	if side != "enemies" || !dominates {
		t.Fatalf("control %q %v; want the Enemies dominating", side, dominates)
	}
}

// Enemy Attack Example II, the Elf Witch (L6930-6956): alone in her area
// her first rule finds nobody; of three Heroes at 1, Thorgren has her
// preferred style. Xantares' Illusion is never a target.
func TestEnemyAttackExampleIIElfWitch003L6930(t *testing.T) {
	hs := []Hero{xantares(), jeanne(), thorgren()}
	witch := enemy("Elf Witch", Blue, ByStyle,
		rule(0, 0, "Attack with Staff."),
		rule(1, 3, "If charged and 2 or more Heroes are in the victim's area: use Fireball.", "Attack with Staff."),
		plus("Move 1 area toward the closest Hero."))
	witch.Card.PreferredStyle = Strength
	witch.Card.Charges, witch.Charges = 1, 1
	s := table(hs, witch)
	s.Companions = []Companion{{Name: "Illusion", Owner: 0, MaxHP: 1, Illusion: true}}
	s = mustCheck(t, s)
	activates(t, s, []Sight{seen("Xantares", 1), seen("Jeanne", 1), seen("Thorgren", 1)}, 2, "Thorgren")
}

// Each preferred victim, and each step of the priority chain reached
// alone (L6437-6457, L6548-6555).
func TestPreferredVictimAndPriority003L6437(t *testing.T) {
	mk := func(name string, wounds, hp, crowns int, st Style) Hero {
		return Hero{Name: name, Soulrank: 1, MaxHP: hp, Wounds: wounds, Crowns: crowns, Styles: []Style{st}}
	}
	type h = Hero
	for _, c := range []struct {
		name   string
		pref   Victim
		style  Style
		heroes []Hero
		areas  []int
		want   string
		tied   []string
	}{
		{"most_wounded", MostWounded, "", []h{mk("A", 1, 9, 0, Faith), mk("B", 3, 9, 0, Faith)}, []int{0, 1}, "B", nil},
		{"least_wounded", LeastWounded, "", []h{mk("A", 1, 9, 0, Faith), mk("B", 3, 9, 0, Faith)}, []int{1, 0}, "A", nil},
		{"closest", Closest, "", []h{mk("A", 3, 9, 0, Faith), mk("B", 0, 9, 0, Faith)}, []int{1, 0}, "B", nil},
		{"richest", Richest, "", []h{mk("A", 3, 5, 10, Faith), mk("B", 0, 9, 20, Faith)}, []int{0, 1}, "B", nil},
		{"style", ByStyle, Magic, []h{mk("A", 3, 5, 10, Faith), mk("B", 0, 9, 0, Magic)}, []int{0, 1}, "B", nil},
		{"style-none-matches", ByStyle, Magic, []h{mk("A", 3, 5, 10, Faith), mk("B", 0, 9, 0, Faith)}, []int{1, 0}, "A", nil},
		{"menacing", Menacing, "", []h{mk("A", 3, 5, 10, Faith), mk("B", 0, 9, 0, Faith)}, []int{0, 1}, "B", nil},
		// The chain, each step alone.
		{"most-wounds", "", "", []h{mk("A", 1, 9, 0, Faith), mk("B", 2, 9, 0, Faith)}, []int{0, 1}, "B", nil},
		{"fewest-hp-left", "", "", []h{mk("A", 1, 9, 0, Faith), mk("B", 1, 7, 0, Faith)}, []int{0, 1}, "B", nil},
		{"closest-0-first", "", "", []h{mk("A", 1, 9, 0, Faith), mk("B", 1, 9, 0, Faith)}, []int{1, 0}, "B", nil},
		{"controller-picks", "", "", []h{mk("A", 1, 9, 0, Faith), mk("B", 1, 9, 0, Faith)}, []int{1, 1}, "", []string{"A", "B"}},
		// A preferred victim tie goes down the chain.
		{"richest-tie", Richest, "", []h{mk("A", 1, 9, 5, Faith), mk("B", 2, 9, 5, Faith), mk("C", 4, 9, 0, Faith)}, []int{0, 0, 0}, "B", nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := enemy("Orc", Green, c.pref, rule(0, 3, "Attack."))
			e.Card.PreferredStyle = c.style
			if c.pref == Menacing {
				e.Card.Rank, e.Card.Master = Purple, true
			}
			s := table(c.heroes, e)
			if c.pref == Menacing {
				s.Menace = &Menace{Hero: 1, Level: 1}
			}
			s = mustCheck(t, s)
			var sights []Sight
			for i, hh := range c.heroes {
				sights = append(sights, seen(hh.Name, c.areas[i]))
			}
			_, v, err := s.PickVictim(0, sights)
			if err != nil {
				t.Fatal(err)
			}
			if v.Victim != c.want || !slices.Equal(v.Tied, c.tied) {
				t.Fatalf("got %+v; want %q tied %v", v, c.want, c.tied)
			}
		})
	}
}

// Who may never be a target: Hidden (L6659-6664), Ghost Souls
// (L4904-4905), Illusions (L5482-5487), and Companions for Master Enemies
// (L5451-5455); a Vengeful Master Enemy sees only the Menacing Hero
// (L7607-7611).
func TestNeverTargets003L6659(t *testing.T) {
	hs := []Hero{jeanne(), thorgren(), artemis()}
	hs[0].Conditions.Hidden = true
	hs[1].Ghost, hs[1].Wounds = true, 10
	comps := []Companion{{Name: "Wolf", Owner: 2, MaxHP: 3, Wounds: 2}, {Name: "Mirror", Owner: 2, MaxHP: 1, Illusion: true}}
	all := []Sight{seen("Jeanne", 0), seen("Thorgren", 0), seen("Artemis", 1), seen("Wolf", 1), seen("Mirror", 0)}
	e := enemy("Orc", Green, MostWounded, rule(0, 1, "Attack."))
	s := table(hs, e)
	s.Companions = comps
	s = mustCheck(t, s)
	if _, v, _ := s.PickVictim(0, all); v.Victim != "Wolf" {
		t.Fatalf("the Companion counts as a Hero: got %+v", v)
	}
	m := enemy("Elf Knight", Purple, "", rule(0, 1, "Attack."))
	m.Card.Master = true
	s.Enemies = []Enemy{m}
	if _, v, _ := s.PickVictim(0, all); v.Victim != "Artemis" {
		t.Fatalf("a Master Enemy never picks a Companion: got %+v", v)
	}
	s.Enemies[0].Card.Vengeful = true
	s.Menace = &Menace{Hero: 2, Level: 1}
	s.Heroes[2].Wounds = 0
	if _, v, _ := s.PickVictim(0, append(all, seen("Jeanne", 0))[1:]); v.Victim != "Artemis" {
		t.Fatalf("Vengeful: got %+v", v)
	}
	// The Hidden Hero is not even the "+" rule's closest (L6660-6661).
	p := enemy("Orc", Green, "", rule(0, 0, "Attack."), plus("Move toward the closest Hero."))
	s.Enemies, s.Companions = []Enemy{p}, nil
	if r, v, _ := s.PickVictim(0, []Sight{seen("Jeanne", 1), unseen("Artemis", 4)}); r != 1 || v.Victim != "Artemis" {
		t.Fatalf("+ rule: rule %d %+v", r, v)
	}
}

// A printed range N is 0 to N areas; two numbers the span (sorcery-ai.md
// point 3, L1387-1393); a rule needs sight and a path; the "+" rule a path
// only (L6529-6531).
func TestRuleRangesAndPaths003L6520(t *testing.T) {
	s := mustCheck(t, table([]Hero{jeanne()}, hobgremlin()))
	for _, c := range []struct {
		name  string
		sight Sight
		rule  int
		who   string
	}{
		{"at-0", seen("Jeanne", 0), 0, "Jeanne"},
		{"at-2", seen("Jeanne", 2), 1, "Jeanne"},
		{"at-3-plus", seen("Jeanne", 3), 2, "Jeanne"},
		{"no-path-in-range", Sight{Who: "Jeanne", LOS: true, Areas: 1, NoPath: true}, 2, ""},
		{"out-of-sight", unseen("Jeanne", 1), 2, "Jeanne"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, v, err := s.PickVictim(0, []Sight{c.sight})
			if err != nil || r != c.rule || v.Victim != c.who {
				t.Fatalf("rule %d %+v %v", r, v, err)
			}
		})
	}
}

// Refusals in the player's words.
func TestActivationRefusals(t *testing.T) {
	s := mustCheck(t, table([]Hero{jeanne(), thorgren()}, giantSpider()))
	for _, c := range []struct {
		sights []Sight
		want   string
	}{
		{[]Sight{seen("Thorgren", 1)}, "How far is Jeanne from the Green Giant Spider?"},
		{[]Sight{seen("Thorgren", 1), seen("Jeanne", 6)}, "Sight ends at 5 areas: Jeanne cannot be in sight 6 areas from the Green Giant Spider"},
		{[]Sight{seen("Thorgren", 1), seen("Bob", 1)}, `Nobody called "Bob" is at the table`},
		{[]Sight{{Who: "Thorgren"}, {Who: "Jeanne"}}, "How many areas is the shortest path from the Giant Spider to Jeanne?"},
	} {
		if _, err := s.Activate(ActivationInput{Sights: c.sights}); err == nil || err.Error() != c.want {
			t.Errorf("got %v; want %q", err, c.want)
		}
	}
}

// The Giant Spider's "+" rule ends by attacking the closest Hero in
// sight within 2 areas, the priority rules breaking a tie (rules 003
// L6631-6637): after its move, Jeanne and Thorgren are both 1 area away
// and the least wounded, Thorgren, is picked; nobody within 2, no attack.
func TestSentenceTargetGiantSpider003L6631(t *testing.T) {
	hs := []Hero{jeanne(), thorgren(), artemis()}
	hs[0].Wounds = 2
	s := mustCheck(t, table(hs, giantSpider()))
	v, err := s.PickSentenceTarget(0, SentenceTarget{Max: 2, Closest: true,
		Sights: []Sight{seen("Jeanne", 1), seen("Thorgren", 1), seen("Artemis", 3)}})
	if err != nil || v.Victim != "Thorgren" {
		t.Fatalf("%+v %v", v, err)
	}
	v, err = s.PickSentenceTarget(0, SentenceTarget{Max: 2, Closest: true,
		Sights: []Sight{seen("Jeanne", 3), {Who: "Thorgren"}, seen("Artemis", 4)}})
	if err != nil || v.Victim != "" || len(v.Tied) != 0 {
		t.Fatalf("%+v %v", v, err)
	}
}

// A Companion hidden by the condition command (its Conditions, as for a
// Hero) is never a target (L6659-6664): targets read only the card's
// Hidden flag, which nothing in the app sets.
func TestHiddenCompanionNeverTargeted003L6659(t *testing.T) {
	s := mustCheck(t, table([]Hero{artemis(), jeanne()}, enemy("Orc", Green, MostWounded, rule(0, 3, "Attack with Axe."))))
	s.Companions = []Companion{{Name: "Wolf", Owner: 1, MaxHP: 3, Wounds: 2}}
	s, _, err := s.Apply(Condition("Wolf", "hidden", 0))
	if err != nil {
		t.Fatal(err)
	}
	_, v, err := s.PickVictim(0, []Sight{seen("Artemis", 1), seen("Jeanne", 2), seen("Wolf", 1)})
	if err != nil {
		t.Fatal(err)
	}
	if v.Victim != "Artemis" {
		t.Fatalf("the hidden Wolf was targeted: %+v", v)
	}
}

// A Vengeful Master Enemy's victim is the Menacing Hero, but a sentence
// naming its own target ("attack the closest Hero in L.O.S.") may hit
// another Hero (L7607-7611): the sentence's pick saw only the Menacing
// one.
func TestVengefulSentenceTargetsOthers003L7609(t *testing.T) {
	m := enemy("Elf Knight", Purple, Menacing, rule(0, 3, "Attack with Sword.", "Attack the closest Hero in L.O.S. with Bolt."))
	m.Card.Master, m.Card.Vengeful, m.Card.HP = true, true, []int{30, 40}
	s := mustCheck(t, table([]Hero{artemis(), jeanne()}, m))
	s.Menace = &Menace{Hero: 0, Level: 1}
	_, v, err := s.PickVictim(0, []Sight{seen("Artemis", 3), seen("Jeanne", 1)})
	if err != nil || v.Victim != "Artemis" {
		t.Fatalf("the rule's victim is the Menacing Hero: %v %+v", err, v)
	}
	v, err = s.PickSentenceTarget(0, SentenceTarget{Max: 5, Closest: true, Sights: []Sight{seen("Artemis", 3), seen("Jeanne", 1)}})
	if err != nil || v.Victim != "Jeanne" {
		t.Fatalf("the sentence's closest Hero is Jeanne: %v %+v", err, v)
	}
}

// TestVictimReasonWordsL6536 says why, in the order of the priority rules
// (L6536-6555), with the numbers compared: a Hero alone in range is the
// only one, whatever the preferred victim; a tie on wounds goes to the
// fewest HP left; the preferred victim comes first.
func TestVictimReasonWordsL6536(t *testing.T) {
	hs := []Hero{artemis(), jeanne(), thorgren()}
	hs[0].Wounds = 3
	s := mustCheck(t, table(hs, giantSpider())) // least wounded preferred
	for _, c := range []struct {
		name    string
		heroes  func([]Hero)
		sights  []Sight
		decided string
		words   string
	}{
		{"alone-L6536", nil, []Sight{seen("Artemis", 0), seen("Jeanne", 4), {Who: "Thorgren"}}, StepOnly,
			"the only Hero in range"},
		{"least-wounded-L6437", nil, []Sight{seen("Artemis", 0), seen("Jeanne", 0), {Who: "Thorgren"}}, StepPreferred,
			"Jeanne is the least wounded, 0 against 3 wounds"},
		{"hp-left-L6550", func(h []Hero) { h[0].Wounds = 0 }, []Sight{seen("Artemis", 0), {Who: "Jeanne"}, seen("Thorgren", 0)}, StepHPLeft,
			"both unwounded; Artemis has fewer HP left, 8 against 10"},
		{"closest-L6552", func(h []Hero) { h[0].Wounds, h[0].MaxHP = 0, 10 }, []Sight{seen("Artemis", 0), {Who: "Jeanne"}, seen("Thorgren", 0)}, StepTie,
			"both unwounded; both have 10 HP left; both in its area; still tied: the controller picks"},
		{"richest-L6451", func(h []Hero) { h[0].Wounds, h[0].Crowns, h[2].Crowns = 0, 20, 20 }, []Sight{seen("Artemis", 0), {Who: "Jeanne"}, seen("Thorgren", 0)}, StepHPLeft,
			"both are the richest, 20 crowns each; both unwounded; Artemis has fewer HP left, 8 against 10"},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := s
			st.Heroes = slices.Clone(s.Heroes)
			if c.heroes != nil {
				c.heroes(st.Heroes)
			}
			if strings.HasPrefix(c.name, "richest") {
				st.Enemies = slices.Clone(s.Enemies)
				st.Enemies[0].Card.Preferred = Richest
			}
			_, v, err := st.PickVictim(0, c.sights)
			if err != nil {
				t.Fatal(err)
			}
			if v.Reason == nil || v.Reason.Decided != c.decided || v.Reason.Words() != c.words {
				t.Fatalf("reason %+v: %q", v.Reason, v.Reason.Words())
			}
		})
	}
	// With no preferred victim the chain starts at the wounds, the data
	// naming each step and its numbers.
	s.Enemies[0].Card.Preferred = ""
	hs2 := slices.Clone(s.Heroes)
	hs2[0].Wounds = 0
	s.Heroes = hs2
	_, v, _ := s.PickVictim(0, []Sight{seen("Artemis", 1), {Who: "Jeanne"}, seen("Thorgren", 2)})
	r := v.Reason
	if v.Victim != "Artemis" || r.Words() != "both unwounded; Artemis has fewer HP left, 8 against 10" ||
		!slices.Equal(r.Candidates, []string{"Artemis", "Thorgren"}) || len(r.Steps) != 2 || r.PreferredKept != nil ||
		r.Steps[1].Step != StepHPLeft || r.Steps[1].Values[1] != (Compared{Who: "Thorgren", Value: 10}) {
		t.Fatalf("%+v: %q", r, r.Words())
	}
}

// TestVictimReasonPreferredKeptL6544: the preferred victim's share of the
// candidates is named (L6544-6548), then the priority rules choose
// among it.
func TestVictimReasonPreferredKeptL6544(t *testing.T) {
	hs := []Hero{artemis(), jeanne(), thorgren()}
	hs[0].Wounds = 3
	s := mustCheck(t, table(hs, giantSpider())) // the least wounded
	_, v, err := s.PickVictim(0, []Sight{seen("Artemis", 0), seen("Jeanne", 0), seen("Thorgren", 0)})
	if err != nil {
		t.Fatal(err)
	}
	r := v.Reason
	if !slices.Equal(r.PreferredKept, []string{"Jeanne", "Thorgren"}) || r.Decided != StepHPLeft || v.Victim != "Jeanne" ||
		r.Words() != "Jeanne and Thorgren are the least wounded, 0 against 3 wounds; Jeanne has fewer HP left, 9 against 10" {
		t.Fatalf("%+v: %q", r, r.Words())
	}
}
