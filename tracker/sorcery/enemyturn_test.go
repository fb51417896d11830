package sorcery

import (
	"slices"
	"strings"
	"testing"
)

// encounterDeck is a deck with the cards quoted in the text: H activates 3
// (L6335-6336), E needs Purple with "all of the highest rank" as its
// Otherwise (L6352-6355), J all wounded (L6300-6306), N all (L212-219),
// and made-up ones for the other effects.
func encounterDeck() []EncounterCard {
	return []EncounterCard{
		{Letter: "H", Main: Effect{Kind: ActivateX, X: 3}},
		{Letter: "E", Main: Effect{Kind: ActivateRank, Rank: Purple}, Otherwise: &Effect{Kind: ActivateHighest}},
		{Letter: "J", Main: Effect{Kind: ActivateWounded}, Otherwise: &Effect{Kind: EveryEnemy, Say: "every Enemy and Minion uses its special power."}},
		{Letter: "N", Main: Effect{Kind: ActivateAll}, Otherwise: &Effect{Kind: EveryEnemy, Say: "each Enemy recharges 1 and heals 3 HP."}},
		{Letter: "A", Main: Effect{Kind: ActivateX, X: 0}},
		{Letter: "B", Main: Effect{Kind: ActivateX, X: 1}},
		{Letter: "C", Main: Effect{Kind: ActivateX, X: 2}},
		{Letter: "D", Main: Effect{Kind: ActivateStyle, Style: Magic}},
		{Letter: "F", Main: Effect{Kind: ActivateRank, Rank: Green}},
		{Letter: "G", Main: Effect{Kind: ActivateNoCharge}},
		{Letter: "K", Main: Effect{Kind: ActivateRace, Race: "Monster"}},
	}
}

func withDeck(s State) State {
	s.Encounters = encounterDeck()
	for _, c := range s.Encounters {
		s.Draw = append(s.Draw, c.Letter)
	}
	return s
}

// Activation Example I (rules 003 L6333-6348): card H activates 3; the
// Active player's 2 Green Hobgremlins first, in the order that player
// picks, then the other player's Blue Black Dwarf over the Green Elf
// Assassin; then the deck is reshuffled and H discarded alone.
func TestActivationExampleI003L6333(t *testing.T) {
	h2 := hobgremlin()
	h2.Copy = 2
	assassin := enemy("Elf Assassin", Green, ByStyle, rule(0, 1, "Attack."))
	assassin.Card.PreferredStyle = Magic
	assassin.Controller = 1
	dwarf := enemy("Black Dwarf", Blue, MostWounded, rule(0, 1, "Attack."))
	dwarf.Controller = 1
	s := mustCheck(t, withDeck(table([]Hero{jeanne(), thorgren()}, hobgremlin(), h2, assassin, dwarf)))
	turn, err := s.PlanEnemyTurn(EnemyTurnInput{Card: "H"})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Green Hobgremlin", "Green Hobgremlin 2", "Blue Black Dwarf"}
	if !slices.Equal(turn.Order, want) || !turn.Reshuffle {
		t.Fatalf("order %v reshuffle %v; want %v and a reshuffle", turn.Order, turn.Reshuffle, want)
	}
	var order *Choice
	for _, st := range turn.Steps {
		if st.Choice != nil {
			order = st.Choice
		}
	}
	if order == nil || order.Kind != "order" || order.Who != "Jeanne" || len(order.Options) != 2 {
		t.Fatalf("the two Hobgremlins' order is not left to the Active player: %+v", turn.Steps)
	}
}

// Activation Example II (L6350-6359): card E finds no Purple Enemy, so its
// Otherwise activates all of the highest rank: the two Blue Tyrant Lizards,
// not the Green Giant Spider.
func TestActivationExampleII003L6350(t *testing.T) {
	l1 := enemy("Tyrant Lizard", Blue, MostWounded, rule(0, 1, "Attack."))
	l2 := l1
	l2.Copy = 2
	s := mustCheck(t, withDeck(table([]Hero{jeanne(), thorgren()}, giantSpider(), l1, l2)))
	turn, err := s.PlanEnemyTurn(EnemyTurnInput{Card: "E"})
	if err != nil {
		t.Fatal(err)
	}
	if turn.Effect != "otherwise" || !slices.Equal(turn.Order, []string{"Blue Tyrant Lizard", "Blue Tyrant Lizard 2"}) || turn.Reshuffle {
		t.Fatalf("%+v", turn)
	}
}

// The order over 2 to 5 players (L6286-6288, L6313-6319): controller from
// the Active player clockwise, then rank; a Master Enemy is the Active
// player's (L7331-7335); "Activate X" takes from the next clockwise
// player who has any (L6275-6281), never one twice nor more than X.
func TestOrderAndActivateX003L6275(t *testing.T) {
	heroes := []Hero{jeanne(), thorgren(), artemis(), xantares(), robin()}
	for n := 2; n <= 5; n++ {
		for active := 0; active < n; active++ {
			var es []Enemy
			ranks := []Rank{Green, Blue, Red}
			for seat := 0; seat < n; seat++ {
				e := enemy("Orc", ranks[seat%3], "", rule(0, 1, "Attack."))
				e.Card.Name = "Orc " + heroes[seat].Name
				if e.Card.Rank == Red {
					e.Card.HP = []int{10, 12}
				}
				e.Controller = seat
				es = append(es, e)
			}
			m := enemy("Elf Knight", Purple, "", rule(0, 1, "Attack."))
			m.Card.Master, m.Controller = true, 0
			es = append(es, m)
			s := table(slices.Clone(heroes[:n]), es...)
			s.Active = active
			s = mustCheck(t, withDeck(s))
			all, err := s.PlanEnemyTurn(EnemyTurnInput{Card: "N"})
			if err != nil {
				t.Fatal(err)
			}
			// The Master Enemy, then the Active player's Orc, then
			// clockwise.
			want := []string{"Purple Elf Knight"}
			for k := 0; k < n; k++ {
				seat := (active + k) % n
				want = append(want, s.Enemies[seat].Label())
			}
			if !slices.Equal(all.Order, want) {
				t.Fatalf("%d players, Active %d: %v; want %v", n, active, all.Order, want)
			}
			for x, card := range map[int]string{0: "A", 1: "B", 2: "C", 3: "H"} {
				tx, err := s.PlanEnemyTurn(EnemyTurnInput{Card: card})
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(tx.Order, want[:min(x, len(want))]) {
					t.Fatalf("Activate %d: %v; want %v", x, tx.Order, want[:x])
				}
				if tx.Reshuffle != (x == 0 || x == 3) {
					t.Fatalf("Activate %d: reshuffle %v", x, tx.Reshuffle)
				}
			}
		}
	}
}

// The cut of "Activate X" inside a tie is the Active player's pick.
func TestActivateXTieIsAChoice003L6319(t *testing.T) {
	a, b := giantSpider(), giantSpider()
	b.Copy = 2
	s := mustCheck(t, withDeck(table([]Hero{jeanne(), thorgren()}, a, b)))
	turn, err := s.PlanEnemyTurn(EnemyTurnInput{Card: "B"})
	if err != nil {
		t.Fatal(err)
	}
	var ch *Choice
	for _, st := range turn.Steps {
		if st.Choice != nil && st.Choice.Kind == "which_enemies" {
			ch = st.Choice
		}
	}
	if ch == nil || ch.Count != 1 || len(ch.Options) != 2 || len(turn.Order) != 1 {
		t.Fatalf("%+v", turn)
	}
}

// Each main effect, and Otherwise only when the main finds nobody
// (L6262-6274, L6323-6327).
func TestEncounterEffects003L6262(t *testing.T) {
	witch := enemy("Elf Witch", Blue, "", rule(0, 1, "Attack."))
	witch.Card.Style, witch.Card.Charges, witch.Charges = Magic, 2, 2
	wild := enemy("Shade", Green, "", rule(0, 1, "Attack."))
	wild.Card.Style, wild.Wounds = Wildcard, 1
	spider := giantSpider()
	spider.Card.Race = "Monster"
	s := mustCheck(t, withDeck(table([]Hero{jeanne(), thorgren()}, witch, wild, spider)))
	for _, c := range []struct {
		card, effect string
		want         []string
	}{
		{"D", "main", []string{"Blue Elf Witch", "Green Shade"}}, // the wildcard matches
		{"F", "main", []string{"Green Shade", "Green Giant Spider"}},
		{"J", "main", []string{"Green Shade"}},
		{"K", "main", []string{"Green Giant Spider"}},
		{"G", "none", nil}, // the Witch still has charges
		{"E", "otherwise", []string{"Blue Elf Witch"}},
	} {
		turn, err := s.PlanEnemyTurn(EnemyTurnInput{Card: c.card})
		if err != nil {
			t.Fatal(err)
		}
		if turn.Effect != c.effect || !slices.Equal(turn.Order, c.want) {
			t.Errorf("card %s: %s %v; want %s %v", c.card, turn.Effect, turn.Order, c.effect, c.want)
		}
	}
	s.Enemies[0].Charges = 0
	if turn, _ := s.PlanEnemyTurn(EnemyTurnInput{Card: "G"}); !slices.Equal(turn.Order, []string{"Blue Elf Witch"}) {
		t.Errorf("no charges: %v", turn.Order)
	}
	s.Enemies[1].Wounds = 0
	turn, _ := s.PlanEnemyTurn(EnemyTurnInput{Card: "J"})
	if turn.Effect != "otherwise" || len(turn.Order) != 3 || !slices.ContainsFunc(turn.Steps, func(st Step) bool { return strings.Contains(st.Say, "special power") }) {
		t.Errorf("J's Otherwise: %+v", turn)
	}
}

// Refusals and the turns with no card (L1593-1594, L6366-6368).
func TestEnemyTurnRefusals(t *testing.T) {
	s := mustCheck(t, withDeck(table([]Hero{jeanne(), thorgren()}, giantSpider())))
	s.Draw, s.Discard = slices.DeleteFunc(s.Draw, func(l string) bool { return l == "H" }), []string{"H"}
	for _, c := range []struct {
		in   EnemyTurnInput
		want string
	}{
		{EnemyTurnInput{Card: "H"}, "Card H is in the discard pile"},
		{EnemyTurnInput{Card: "Z"}, "No Encounter card has the letter Z"},
		{EnemyTurnInput{}, "Which Encounter card did Jeanne draw?"},
		{EnemyTurnInput{Card: "N", Activations: []ActivationInput{{Enemy: 0}, {Enemy: 0}}}, "The Green Giant Spider activates only once for one card"},
		{EnemyTurnInput{Card: "N", Activations: []ActivationInput{{Enemy: 0, Sights: []Sight{seen("Jeanne", 0)}}}}, "How far is Thorgren from the Green Giant Spider?"},
	} {
		if _, err := s.PlanEnemyTurn(c.in); err == nil || err.Error() != c.want {
			t.Errorf("%+v: got %v; want %q", c.in, err, c.want)
		}
	}
	s.Heroes[0].Ghost, s.Heroes[0].Wounds = true, 9
	if turn, err := s.PlanEnemyTurn(EnemyTurnInput{}); err != nil || len(turn.Steps) != 1 {
		t.Errorf("a Ghost Soul's Enemy Turn: %+v %v", turn, err)
	}
	s.Heroes[0].Ghost, s.Heroes[0].Wounds, s.Enemies = false, 0, nil
	if _, err := s.PlanEnemyTurn(EnemyTurnInput{Card: "N"}); err == nil {
		t.Error("a card drawn with no Enemy in play")
	}
}

// A new Encounter card starts new activations (L6286-6288): one left
// open from an earlier Enemy Turn is over, or the Enemy's Bleed was
// skipped and its activation could not begin again.
func TestOpenActivationEndsWithNextCard003L6286(t *testing.T) {
	s := playTable(t)
	s.Enemies[0].Conditions.Bleed = 1
	s = applyAll(t, s, BeginActivation(0), DrawEncounter("H"))
	if s.Enemies[0].Acting {
		t.Fatal("the old activation is still open")
	}
	applyAll(t, s, BeginActivation(0))
}
