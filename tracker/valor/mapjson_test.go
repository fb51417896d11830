package valor

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"tableside/tracker/valor/labyrinth"
)

// midMagic is a Villain Step with the app's Magic roll made and a Spell
// flipped; midSpawn one whose Corruption roll waits for its spawn; midTurn
// a Minion Step in the Hound's turn, its Defender chosen.
func midMagic(t testing.TB) State {
	s := toVillainRound(t, testMapGame(t))
	// The app's roll casts the Unique Spell; the next Spell is to flip.
	return mustApply(t, s, WizardRoll(s.WizardView().Key))
}

func midSpawn(t testing.TB) State {
	s := toVillainRound(t, testMapGame(t))
	s = mustApply(t, s, WizardHits(s.WizardView().Key, 0))
	s = mustApply(t, s, WizardSpell(s.WizardView().Key, "", 9)) // the Spells resolve by themselves
	return mustApply(t, s, WizardHits(s.WizardView().Key, 3))
}

func midTurn(t testing.TB) State {
	s := toMinionStep(t, testMapGame(t))
	return mustApply(t, s, WizardChoose(s.WizardView().Key, "Gwen"))
}

// TestMapJSONRoundTrip: the map, the Minion cards, the dice and the wizard
// survive the JSON the app stores after every command, so closing the
// app mid-round resumes at the same screen.
func TestMapJSONRoundTrip(t *testing.T) {
	var g Game
	for name, s := range map[string]State{"magic": midMagic(t), "spawn": midSpawn(t), "turn": midTurn(t)} {
		b := encode(t, s)
		if err := g.CheckState(b); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		back, err := Decode(b)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(back, s) || !bytes.Equal(encode(t, back), b) {
			t.Fatalf("%s: the round trip changed the state:\n%s\n%s", name, b, encode(t, back))
		}
		if back.WizardView().Key != s.WizardView().Key {
			t.Fatalf("%s: the screen changed", name)
		}
		typed, twords, err := s.Apply(WizardDone(s.WizardView().Key))
		next, words, err2 := g.Apply(b, WizardDone(s.WizardView().Key))
		if (err == nil) != (err2 == nil) || (err == nil && (twords != words || !bytes.Equal(encode(t, typed), next))) {
			t.Fatalf("%s: Game.Apply and State.Apply differ: %v %v", name, err, err2)
		}
	}
}

func TestMapCheckStateRejects(t *testing.T) {
	tests := []struct {
		name  string
		start func(testing.TB) State
		edit  func(*State)
		want  string
	}{
		{"a Hero's Health on the map", midTurn, func(s *State) { s.Map.At(pos(1, 2)).Heroes[0].Health = 5 }, "do not match their boards"},
		{"000 L333 a Defeated Hero on the map", midTurn, func(s *State) { s.Heroes[1].Health, s.Heroes[1].InStash = 0, true }, "do not match their boards"},
		{"a Hero twice on the map", midTurn, func(s *State) {
			s.Map.At(pos(0, 1)).Heroes = []labyrinth.Hero{{Name: "Gwen", Health: 14}}
		}, "already the name"},
		{"a Minion with no card", midTurn, func(s *State) { s.Minions = s.Minions[1:] }, "has no card"},
		{"a card with no Minion", midTurn, func(s *State) { s.Minions = append(s.Minions, MapMinion{Name: "Troll", Card: gnome()}) }, "not on the map"},
		{"a card that does not match", midTurn, func(s *State) { s.Minions[0].Card.Actions = 5 }, "does not match its card"},
		{"a card that cannot be", midTurn, func(s *State) { s.Minions[0].Card.Wound = 9 }, "is Wounded by 9 damage"},
		{"000 L766 the Villain before the Final Battle", midTurn, func(s *State) { s.Map.At(pos(0, 1)).Villain = "Golem" }, "outside the Final Battle"},
		{"000 L982 a 6th Bomb", midTurn, func(s *State) { s.Map.At(pos(0, 1)).Bombs = 6 }, "more than the 5 Bomb tokens"},
		{"a map with no tile", midTurn, func(s *State) { s.Map, s.Minions, s.Wizard = &labyrinth.Map{}, nil, nil }, "has no tile"},
		{"Minions and no map", midTurn, func(s *State) { s.Map, s.Wizard = nil, nil }, "have no map"},
		{"the wizard and no map", midTurn, func(s *State) { s.Map, s.Minions = nil, nil }, "without a map"},
		{"a die of 5 faces", midTurn, func(s *State) { s.DiceFaces.Novice = []int{0, 0, 1, 1, 1} }, "has 5 faces"},
		{"deck costs of 0", midTurn, func(s *State) { s.MinionCosts.Boss = 0 }, "the Boss deck costs 0 Hits"},
		{"a Magic roll in the Minion Step", midTurn, func(s *State) { s.Wizard.Magic = &WizardMagic{Spells: []labyrinth.Spell{{Costs: []int{0}}}} }, "outside the Villain Step"},
		{"a turn of a Minion not on the map", midTurn, func(s *State) { s.Wizard.Minions.Turn.Minion = "Troll" }, `no Minion called "Troll"`},
		{"a Minion acting twice", midTurn, func(s *State) { s.Wizard.Minions.Acted = []string{"Hound"} }, "acts twice"},
		{"damage left for nobody", midTurn, func(s *State) { s.Wizard.Minions.Carry = 2 }, "damage left for a new Defender"},
		{"faces that do not add up", midMagic, func(s *State) { s.Wizard.Magic.Roll.Faces = []int{2} }, "do not add up"},
		{"000 L620 no Unique Spell first", midMagic, func(s *State) { s.Wizard.Magic.Spells[0].Costs = []int{1} }, "Unique Spell"},
		{"a Magic roll no longer due", midSpawn, func(s *State) { s.Wizard.Magic = &WizardMagic{Spells: []labyrinth.Spell{{Costs: []int{0}}}} }, "not due"},
		{"spawns the roll did not buy", midSpawn, func(s *State) { s.Wizard.Corruption.Placed = []labyrinth.MinionSize{labyrinth.SizeBoss} }, "do not match the Corruption roll"},
		{"the wizard in the Hero Round", func(t testing.TB) State { return charge(t, testMapGame(t)) }, func(s *State) { s.Wizard = &Wizard{} }, "outside the Villain Round"},
	}
	var g Game
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := tc.start(t)
			tc.edit(&s)
			err := g.CheckState(encode(t, s))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want an error mentioning %q", err, tc.want)
			}
		})
	}
}

func TestMinionCardValidate(t *testing.T) {
	tests := []struct {
		name string
		edit func(*MinionCard)
		want string
	}{
		{"a good card", func(*MinionCard) {}, ""},
		{"no name", func(c *MinionCard) { c.Name = " " }, "name is empty"},
		{"no size", func(c *MinionCard) { c.Size = "" }, "choose chump, elite or boss"},
		{"001 L705 a colour", func(c *MinionCard) { c.Colour = "red" }, "purple or green"},
		{"000 L310 Bounty", func(c *MinionCard) { c.Bounty = 10 }, "0 to 9"},
		{"000 L307 a Wound above Health", func(c *MinionCard) { c.Wound = 4 }, "Wounded by 4 damage"},
		{"no Wounded Health", func(c *MinionCard) { c.WoundedHealth = 0 }, "Wounded Health is 0"},
		{"Action Points", func(c *MinionCard) { c.Actions = 13 }, "0 to 12"},
		{"no attack", func(c *MinionCard) { c.Attacks = nil }, "one or two"},
		{"a Magic attack", func(c *MinionCard) { c.Attacks[0].Type = RowMagic }, "choose melee or ranged"},
		{"two Melee rows", func(c *MinionCard) { c.Attacks = append(c.Attacks, melee(1, 0)) }, "two Melee rows"},
		{"000 L692 no Power Action", func(c *MinionCard) { c.Attacks[0].Power = false }, "no Power Action"},
		{"no dice", func(c *MinionCard) { c.Attacks[0].Dice = DiceCount{} }, "rolls no dice"},
		{"an unknown ability", func(c *MinionCard) { c.Abilities = []MinionAbility{"fly"} }, `"fly"`},
		{"an ability twice", func(c *MinionCard) { c.Abilities = []MinionAbility{MinionAOE, MinionAOE} }, "AOE twice"},
		{"000 L992 Dodge dice without Dodge", func(c *MinionCard) { c.Dodge = &DiceCount{Novice: 1} }, "not the Dodge ability"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := gnome()
			tc.edit(&c)
			err := c.Validate()
			switch {
			case tc.want == "" && err != nil:
				t.Fatal(err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Fatalf("got %v, want %q", err, tc.want)
			}
		})
	}
	// The planner's view of a card keeps only what the Minion Step reads.
	c := hound()
	c.Abilities = append(c.Abilities, MinionAOE, MinionBoss)
	m := c.Engine("Hound 2")
	if m.Name != "Hound 2" || m.Actions != 3 || len(m.Attacks) != 2 || !m.Attacks[0].Power || m.Attacks[1].Power || len(m.Abilities) != 2 || !m.Has(labyrinth.Evade) {
		t.Fatalf("%+v", m)
	}
	if len(MinionAbilities()) != 10 || MinionStoneskin.Title() != "Stoneskin" || MinionRegenerate.Rule() != "001 L605" {
		t.Fatal("the ability list")
	}
}
