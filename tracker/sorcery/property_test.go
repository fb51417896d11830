package sorcery

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"tableside/tracker"
)

// randomTable is a legal table drawn from seed: 2-5 Heroes (some Hidden
// or Ghost), up to 3 Companions (some Illusions), 1-12 Enemies with random
// Scrolls, and the sights of every Hero and Companion from each Enemy.
func randomTable(seed uint64) (State, [][]Sight) {
	r := rand.New(rand.NewPCG(seed, seed^0x5eed))
	styles := []Style{Dexterity, Faith, Magic, Strength}
	ranks := []Rank{Green, Blue, Red, Purple}
	prefs := []Victim{"", MostWounded, LeastWounded, Closest, Richest, ByStyle}
	n := 2 + r.IntN(4)
	s := State{Act: 1, Round: 1, Phase: BattlePhase, Active: r.IntN(n), Souls: r.IntN(40), Rand: tracker.NewRand(seed)}
	for i := range n {
		h := Hero{Name: fmt.Sprintf("H%d", i), Soulrank: 1 + r.IntN(3), MaxHP: 6 + r.IntN(6), Crowns: 5 * r.IntN(4),
			Styles: []Style{styles[r.IntN(4)]}}
		h.Wounds = r.IntN(h.MaxHP)
		switch r.IntN(6) {
		case 0:
			h.Conditions.Hidden = true
		case 1:
			h.Ghost = true
		}
		s.Heroes = append(s.Heroes, h)
	}
	for i := range r.IntN(4) {
		c := Companion{Name: fmt.Sprintf("C%d", i), Owner: r.IntN(n), MaxHP: 2 + r.IntN(4), Illusion: r.IntN(3) == 0, HeroCount: r.IntN(2)}
		c.Wounds = r.IntN(c.MaxHP)
		s.Companions = append(s.Companions, c)
	}
	master := false
	for i := range 1 + r.IntN(12) {
		rk := ranks[r.IntN(3)]
		if !master && r.IntN(8) == 0 {
			rk, master = Purple, true
		}
		c := EnemyCard{Name: fmt.Sprintf("E%d", i), Rank: rk, Style: append(styles, Wildcard)[r.IntN(5)], HP: []int{5 + r.IntN(10)},
			Preferred: prefs[r.IntN(len(prefs))], Charges: r.IntN(3)}
		if c.Preferred == ByStyle {
			c.PreferredStyle = styles[r.IntN(4)]
		}
		if rk == Purple {
			c.Master, c.Vengeful = true, r.IntN(2) == 0
			if c.Preferred == ByStyle {
				c.Preferred, c.PreferredStyle = Menacing, ""
			}
		}
		lo := 0
		for range 1 + r.IntN(3) {
			hi := min(5, lo+r.IntN(3))
			c.Rules = append(c.Rules, rule(lo, hi, "Attack."))
			lo = hi + 1
			if lo > 5 {
				break
			}
		}
		if r.IntN(3) > 0 {
			c.Rules = append(c.Rules, plus("Move toward the closest Hero."))
		}
		e := Enemy{Card: c, Copy: 1, Controller: r.IntN(n), Wounds: r.IntN(c.HP[0]), Charges: r.IntN(c.Charges + 1)}
		if r.IntN(5) == 0 {
			e.Conditions.Health = []Health{Slow, Blind, Stun}[r.IntN(3)]
		}
		s.Enemies = append(s.Enemies, e)
	}
	if master {
		s.Menace = &Menace{Hero: r.IntN(n), Level: 1 + r.IntN(2)}
	}
	s.Encounters = encounterDeck()
	for _, c := range s.Encounters {
		s.Draw = append(s.Draw, c.Letter)
	}
	sights := make([][]Sight, len(s.Enemies))
	for i := range s.Enemies {
		var names []string
		for _, h := range s.Heroes {
			names = append(names, h.Name)
		}
		for _, c := range s.Companions {
			names = append(names, c.Name)
		}
		for _, who := range names {
			si := Sight{Who: who}
			switch r.IntN(5) {
			case 0:
				p := r.IntN(9)
				si.Path = &p
			case 1:
				si.NoPath = true
			default:
				si.LOS, si.Areas = true, r.IntN(6)
			}
			sights[i] = append(sights[i], si)
		}
	}
	return s, sights
}

// checkActivation holds the victim rules on one activation plan.
func checkActivation(t *testing.T, s *State, enemy int, sights []Sight, a Activation) {
	t.Helper()
	e := &s.Enemies[enemy]
	names := append([]string{a.Victim}, a.Tied...)
	for _, v := range names {
		if v == "" {
			continue
		}
		if i := s.hero(v); i >= 0 {
			h := s.Heroes[i]
			if h.Ghost || h.Conditions.Hidden {
				t.Fatalf("%s targets %s, Ghost or Hidden", e.Label(), v)
			}
			if e.Card.Vengeful && s.Menace.Hero != i {
				t.Fatalf("Vengeful %s targets %s, not the Menacing Hero", e.Label(), v)
			}
		} else {
			k := slices.IndexFunc(s.Companions, func(c Companion) bool { return c.Name == v })
			if k < 0 || s.Companions[k].Illusion || s.Companions[k].Hidden || e.Card.Master {
				t.Fatalf("%s targets the Companion %s", e.Label(), v)
			}
		}
		si := sights[slices.IndexFunc(sights, func(x Sight) bool { return x.Who == v })]
		if si.NoPath {
			t.Fatalf("%s targets %s, who has no path", e.Label(), v)
		}
		if !a.Plus {
			r := e.Card.Rules[a.Rule-1]
			if !si.LOS || si.Areas < r.Min || si.Areas > r.Max {
				t.Fatalf("%s targets %s out of rule %d's range or sight: %+v", e.Label(), v, a.Rule, si)
			}
		}
	}
}

// FuzzActivation plans every Enemy's activation on random legal tables:
// the same input gives the same bytes; no Hidden Hero, Ghost Soul or
// Illusion is ever a target, nor a Companion for a Master Enemy; victims
// are in range and in sight except under "+".
func FuzzActivation(f *testing.F) {
	for seed := range uint64(16) {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, seed uint64) {
		s, sights := randomTable(seed)
		if err := s.Check(); err != nil {
			t.Fatalf("seed %d: an illegal table: %v", seed, err)
		}
		for i := range s.Enemies {
			a, err := s.Activate(ActivationInput{Enemy: i, Sights: sights[i], Blind: "hit"})
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			b1, _ := json.Marshal(a)
			a2, _ := s.Activate(ActivationInput{Enemy: i, Sights: sights[i], Blind: "hit"})
			if b2, _ := json.Marshal(a2); !bytes.Equal(b1, b2) {
				t.Fatal("the same input gave two plans")
			}
			checkActivation(t, &s, i, sights[i], a)
		}
	})
}

// FuzzEnemyTurn draws each card on random tables: no Enemy activates
// twice, nor more than an "Activate X" card allows; a refused draw leaves
// the state unchanged.
func FuzzEnemyTurn(f *testing.F) {
	for seed := range uint64(8) {
		f.Add(seed, uint8(seed))
	}
	f.Fuzz(func(t *testing.T, seed uint64, pick uint8) {
		s, sights := randomTable(seed)
		card := s.Encounters[int(pick)%len(s.Encounters)]
		var ins []ActivationInput
		for i := range s.Enemies {
			ins = append(ins, ActivationInput{Enemy: i, Sights: sights[i], Blind: "miss"})
		}
		turn, err := s.PlanEnemyTurn(EnemyTurnInput{Card: card.Letter})
		if err != nil {
			if !tracker.IsRefusal(err) {
				t.Fatal(err)
			}
			return
		}
		seen := map[string]bool{}
		for _, l := range turn.Order {
			if seen[l] {
				t.Fatalf("%s activates twice", l)
			}
			seen[l] = true
		}
		if card.Main.Kind == ActivateX && len(turn.Order) > card.Main.X {
			t.Fatalf("card %s activates %d", card.Letter, len(turn.Order))
		}
		// With every sight given, each activated Enemy by its Scroll is
		// planned once.
		var mine []ActivationInput
		for _, in := range ins {
			if slices.Contains(turn.Order, s.Enemies[in.Enemy].Label()) {
				mine = append(mine, in)
			}
		}
		before, _ := json.Marshal(s)
		full, err := s.PlanEnemyTurn(EnemyTurnInput{Card: card.Letter, Activations: mine})
		if err == nil && effectOf(card, full.Effect).Kind != EveryEnemy && len(full.Activations) != len(turn.Order) {
			t.Fatalf("%d activations for %d Enemies", len(full.Activations), len(turn.Order))
		}
		next, _, err := s.Apply(DrawEncounter(card.Letter))
		if err == nil {
			if _, _, err := next.Apply(DrawEncounter(card.Letter)); err == nil && len(next.Draw) > 0 {
				t.Fatal("a discarded card drawn again")
			}
		}
		if after, _ := json.Marshal(s); !bytes.Equal(before, after) {
			t.Fatal("planning or applying changed the table it was given")
		}
	})
}

func effectOf(c EncounterCard, which string) Effect {
	if which == "otherwise" {
		return *c.Otherwise
	}
	return c.Main
}

// FuzzSouls spends the Soul Counter at random: it never goes below 0, and
// a refused spending leaves the table unchanged.
func FuzzSouls(f *testing.F) {
	for seed := range uint64(8) {
		f.Add(seed, []byte{0, 1, 2, 3})
	}
	f.Fuzz(func(t *testing.T, seed uint64, picks []byte) {
		s, _ := randomTable(seed)
		s.Phase = TimePhase
		s.Shrines = []Shrine{{Name: "S", Open: true}}
		for _, p := range picks[:min(len(picks), 16)] {
			h := s.Heroes[int(p)%len(s.Heroes)].Name
			do := []string{"enhance", "resurrect"}[int(p>>4)%2]
			before, _ := json.Marshal(s)
			next, _, err := s.Apply(SpendSouls(SoulsInput{Requests: []SoulRequest{{Hero: h, Do: do, AtShrine: p&8 == 0}}}))
			if err != nil {
				if after, _ := json.Marshal(s); !tracker.IsRefusal(err) || !bytes.Equal(before, after) {
					t.Fatalf("%v, or the table changed", err)
				}
				continue
			}
			if next.Souls < 0 {
				t.Fatal("the Soul Counter went below 0")
			}
			s = next
		}
	})
}
