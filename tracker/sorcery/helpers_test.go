package sorcery

import (
	"testing"

	"tableside/tracker"
)

// The box's Heroes, with HP and styles made up for the tests: the text
// does not transcribe the Soul Gems (sorcery-rules.md §2).
func artemis() Hero {
	return Hero{Name: "Artemis", Soulrank: 1, MaxHP: 8, Styles: []Style{Dexterity}}
}
func jeanne() Hero { return Hero{Name: "Jeanne", Soulrank: 1, MaxHP: 9, Styles: []Style{Faith}} }
func thorgren() Hero {
	return Hero{Name: "Thorgren", Soulrank: 1, MaxHP: 10, Styles: []Style{Strength}}
}
func xantares() Hero { return Hero{Name: "Xantares", Soulrank: 1, MaxHP: 7, Styles: []Style{Magic}} }
func robin() Hero    { return Hero{Name: "Robin", Soulrank: 1, MaxHP: 7, Styles: []Style{Dexterity}} }

// table is a legal state with heroes and enemies, seat 0 Active.
func table(heroes []Hero, enemies ...Enemy) State {
	s := State{Act: 1, Round: 1, Phase: BattlePhase, Heroes: heroes, Enemies: enemies,
		Events: EventDeck{Unrevealed: 10}, Rand: tracker.NewRand(1)}
	for i := range s.Enemies {
		if s.Enemies[i].Copy == 0 {
			s.Enemies[i].Copy = 1
		}
	}
	return s
}

// enemy is an Enemy card with rules, one HP value, controlled by seat 0.
func enemy(name string, rank Rank, pref Victim, rules ...Rule) Enemy {
	return Enemy{Card: EnemyCard{Name: name, Rank: rank, Style: Strength, HP: []int{6}, Preferred: pref, Rules: rules}, Copy: 1}
}

func rule(lo, hi int, sentences ...string) Rule {
	return Rule{Min: lo, Max: hi, Sentences: sentences}
}

func plus(sentences ...string) Rule { return Rule{Plus: true, Sentences: sentences} }

func seen(who string, areas int) Sight { return Sight{Who: who, LOS: true, Areas: areas} }

func unseen(who string, path int) Sight { return Sight{Who: who, Path: &path} }

func mustCheck(t testing.TB, s State) State {
	t.Helper()
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	return s
}

// giantSpider is the Giant Spider's Scroll as the example reads it
// (rules 003 L6563-6604), in the app's words; its preferred victim is the
// least wounded (L6605-6607).
func giantSpider() Enemy {
	return enemy("Giant Spider", Green, LeastWounded,
		rule(0, 0, "If the victim is slowed: use Entrap.", "Attack with Bite.", "Move away 1 area."),
		rule(1, 2, "Attack with Web.", "If the victim is slowed and alone in its area: move to engage and use Entrap; otherwise attack with Web again."),
		plus("Move 1 area toward the closest Hero.", "Attack the closest Hero in sight within 2 areas with Web."))
}

// hobgremlin is the Hobgremlin's Scroll (L6670-6706); preferred victim:
// the richest (L6712-6716).
func hobgremlin() Enemy {
	return enemy("Hobgremlin", Green, Richest,
		rule(0, 1, "Move to engage.", "Attack with Stone Blade.", "If Enemies control its area: attack with Bite; otherwise move away 1 area."),
		rule(2, 2, "Move to engage.", "Attack with Bite.", "If wounded: use Reborn."),
		plus("Move up to 2 areas toward the closest Hero.", "If engaged: attack with Bite."))
}

// played is s once the Round's Hero Turns are done, every bookmark down:
// the Event and Time Phases wait for them (L1505-1553, L1598-1599).
func played(s State) State {
	for i := range s.Heroes {
		s.Heroes[i].Acted = true
	}
	return s
}

// closed is s once the Round is over, its Hero Turns and Event Phase
// done: the Time Phase may open the next (L1440-1475, L1598-1614).
func closed(s State) State {
	s = played(s)
	s.EventDone = true
	return s
}

// activates activates s's first Enemy with sights, as its controller
// tells them, and checks the rule it runs (1 for the Scroll's first) and
// its victim.
func activates(t testing.TB, s State, sights []Sight, rule int, victim string) Activation {
	t.Helper()
	a, err := s.Activate(ActivationInput{Sights: sights})
	if err != nil {
		t.Fatal(err)
	}
	if a.Rule != rule || a.Victim != victim {
		t.Fatalf("rule %d victim %q; want %d %s", a.Rule, a.Victim, rule, victim)
	}
	return a
}
