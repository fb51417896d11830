package valor

import (
	"slices"
	"testing"

	"tableside/tracker"
	"tableside/tracker/trackertest"
)

// Made-up boards. The rulebooks print no board; these have the shapes the
// rules describe (dice slots per row, a Power Action, 3 Treasure slots).

const (
	B = DieBlank
	N = DieNovice
	A = DieAdept
	M = DieMaster
)

func rowc(k RowKind, power bool, slots ...Die) RowCard {
	return RowCard{Kind: k, Power: power, Slots: slots}
}

var slots3 = [3]TreasureKind{TreasureOffense, TreasureDefense, TreasureItem}

// heroCard is a 3-row Hero: Melee (Power) N N _, Ranged N _ _, Magic N _ _.
func heroCard(name string, abilities ...Ability) HeroCard {
	return HeroCard{
		Name: name, Health: 14, Actions: 3, MaxActions: 6, Treasures: slots3, Spells: 2,
		Rows: []RowCard{
			rowc(RowMelee, true, N, N, B),
			rowc(RowRanged, false, N, B, B),
			rowc(RowMagic, false, N, B, B),
		},
		Abilities: abilities,
	}
}

// gwenCard has her Power Action on the Ranged row.
func gwenCard() HeroCard {
	c := heroCard("Gwen")
	c.Rows[0].Power, c.Rows[1].Power = false, true
	return c
}

// sledgeCard has two Melee rows (One-Ton Sledge, 000 L1261).
func sledgeCard() HeroCard {
	c := heroCard("Stonefist", AbilityOneTonSledge)
	c.Rows = []RowCard{rowc(RowMelee, true, N, N), rowc(RowMelee, false, N, B), rowc(RowRanged, false, N, B)}
	return c
}

var testHeroes = map[string]HeroCard{
	"Rowan":    heroCard("Rowan"),
	"Bjorn":    heroCard("Bjorn", AbilityDwarvenIre),
	"Gwen":     gwenCard(),
	"Loxley":   heroCard("Loxley", AbilityCloakAndDagger),
	"Coach":    heroCard("Coach", AbilityFuelForTheFire),
	"Brutus":   heroCard("Brutus", AbilityMuscularMasterpiece),
	"Isabella": heroCard("Isabella", AbilityStampede),
	"Golemite": heroCard("Golemite", AbilityFleshOfStone),
	"William":  heroCard("William", AbilityDojoPower),
	"Giuseppe": heroCard("Giuseppe", AbilityMakeADaPizza),
	"Scrutt":   heroCard("Scrutt", AbilityBattleRage),
	"Wugner":   heroCard("Wugner", AbilityInspirationalBeats),
	"Stone":    sledgeCard(),
	"Dredgar":  heroCard("Dredgar", AbilityFrankenFriend),
}

// golem is a Labyrinth Villain: Magic N _ _ (1 Plus-One from the insert),
// Corruption N N _, Melee A A M.
func golem() VillainCard {
	magic := rowc(RowMagic, false, N, B, B)
	magic.PlusOnes = 1
	return VillainCard{
		Name: "Golem", Health: []int{30, 40, 50, 60, 70, 80}, MaxHealth: 100, Actions: 2, MaxActions: 4,
		Rows: []RowCard{magic, rowc(RowCorruption, false, N, N, B), rowc(RowMelee, false, A, A, M)},
	}
}

// mordak is the Minions of Mordak Villain: Magic is his Power Action.
func mordak() VillainCard {
	return VillainCard{
		Name: "Mordak", Health: []int{40, 50, 60, 70, 80}, MaxHealth: 100, Actions: 3, MaxActions: 6, Spells: 2,
		Rows: []RowCard{
			rowc(RowMelee, false, N, B), rowc(RowRanged, false, N, B),
			rowc(RowMagic, true, N, N, B), rowc(RowCorruption, false, N, N, B),
		},
		Abilities: []Ability{AbilitySchemyMeddling},
	}
}

// heroLoot is a Hero Loot Stash card for lo-hi Heroes: 1 2 3 4 6 8+ ->
// 1 2 3 4 5 6 XP, no (A) mark.
func heroLoot(lo, hi int) *LootStashCard {
	return &LootStashCard{Name: "Hero Loot Stash (test)", For: LootHeroes, MinHeroes: lo, MaxHeroes: hi, Side: "A",
		Columns: []LootColumn{{Bounty: 1, XP: 1}, {Bounty: 2, XP: 2}, {Bounty: 3, XP: 3}, {Bounty: 4, XP: 4}, {Bounty: 6, XP: 5}, {Bounty: 8, XP: 6}}}
}

// villainLoot is a Villain Loot Stash card for lo-hi Heroes.
func villainLoot(lo, hi int) *LootStashCard {
	return &LootStashCard{Name: "Villain Loot Stash (test)", For: LootVillain, MinHeroes: lo, MaxHeroes: hi, Side: "A",
		Columns: []LootColumn{{Bounty: 0, XP: 1}, {Bounty: 3, XP: 3, Health: 5}, {Bounty: 6, XP: 5, Health: 10}}}
}

func seats(names ...string) []SeatHero {
	out := make([]SeatHero, len(names))
	for i, n := range names {
		c, ok := testHeroes[n]
		if !ok {
			panic("no test hero " + n)
		}
		c.Rows = slices.Clone(c.Rows)
		for j := range c.Rows {
			c.Rows[j].Slots = slices.Clone(c.Rows[j].Slots)
		}
		c.Abilities = slices.Clone(c.Abilities)
		out[i] = SeatHero{Player: "P" + n, Hero: c}
	}
	return out
}

// labSetup is a Labyrinth Campaign game; Loot Stash cards the rulebook
// does not print for the Hero count are supplied.
func labSetup(names ...string) Setup {
	n := len(names)
	su := Setup{Box: BoxLabyrinth, Mode: ModeCampaign, Heroes: seats(names...), Villain: golem(), Seed: 1}
	if _, ok := DefaultLootStash(BoxLabyrinth, LootHeroes, "A", n); !ok {
		su.HeroLoot = heroLoot(n, n)
	}
	if _, ok := DefaultLootStash(BoxLabyrinth, LootVillain, "A", n); !ok {
		su.VillainLoot = villainLoot(n, n)
	}
	return su
}

func mordakSetup(names ...string) Setup {
	n := len(names)
	return Setup{Box: BoxMordak, Heroes: seats(names...), Villain: mordak(), VillainPlayer: "Vera",
		HeroLoot: heroLoot(1, 5), VillainLoot: villainLoot(n, n), Seed: 1}
}

func newGame(t testing.TB, su Setup) State {
	t.Helper()
	s, err := NewGame(su)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Check(); err != nil {
		t.Fatalf("NewGame gave an invalid state: %v", err)
	}
	return s
}

// ready finishes the setup checklist.
func ready(t testing.TB, s State) State {
	t.Helper()
	for s.Pending == PendingSetup {
		c, _ := s.current()
		s = mustApply(t, s, Tick(c.Key))
	}
	return s
}

// lab is a ready Labyrinth game with the named Heroes, Rowan first by default.
func lab(t testing.TB, names ...string) State {
	t.Helper()
	if len(names) == 0 {
		names = []string{"Rowan", "Bjorn", "Gwen"}
	}
	return ready(t, newGame(t, labSetup(names...)))
}

func mordakGame(t testing.TB, names ...string) State {
	t.Helper()
	if len(names) == 0 {
		names = []string{"Bjorn", "Gwen", "Loxley"}
	}
	return ready(t, newGame(t, mordakSetup(names...)))
}

// charge sets the Initiative token to Charge: the Lead Hero acts first.
func charge(t testing.TB, s State) State {
	t.Helper()
	return mustApply(t, s, SetInitiative(InitiativeCharge))
}

// finishChecklist ticks or cashes out every item left of the current list;
// with the map in the app it answers the Villain Round wizard's screens
// instead, and stops when they move the round on.
func finishChecklist(t testing.TB, s State) State {
	t.Helper()
	phase := s.Phase
	for {
		c, pending := s.current()
		if c == nil || s.Phase != phase {
			return s
		}
		switch {
		case s.wizardOwns(c.Key, pending):
			s = autoAnswer(t, s)
		case c.Key == StepCashOut && s.Phase == PhaseHeroLevelUp && !pending, c.Key == StepCashHeroes:
			s = mustApply(t, s, CashOutRolling(LootHeroes))
		case stepBy(c.Key) != "":
			s = mustApply(t, s, CashOut(LootVillain, nil))
		case c.Key == StepLevelUps && s.Phase == PhaseVillainLevelUp && s.Box == BoxLabyrinth && s.VillainXPToSpend() > 0:
			s = mustApply(t, s, VillainLevelUp(s.VillainXPToSpend()))
		default:
			s = mustApply(t, s, Tick(c.Key))
		}
	}
}

// toVillainRound ends every Hero's Turn and the Hero Level Up Step.
func toVillainRound(t testing.TB, s State) State {
	t.Helper()
	s = finishChecklist(t, endHeroStep(t, s))
	return mustApply(t, s, EndStep())
}

// endHeroStep Charges, unless the Initiative is chosen already, and ends
// every Turn of the Hero Step: the Hero Level Up Step.
func endHeroStep(t testing.TB, s State) State {
	t.Helper()
	if s.Initiative == "" {
		s = charge(t, s)
	}
	for s.Phase == PhaseHeroStep {
		s = mustApply(t, s, EndTurn())
	}
	return s
}

// toHeroItem ends the Hero Step and works the Hero Level Up Step's
// checklist until key is the item due, cashing out the Hero Loot Stash on
// the way.
func toHeroItem(t testing.TB, s State, key string) State {
	t.Helper()
	s = endHeroStep(t, s)
	for !s.currentIs(key) {
		c, _ := s.current()
		if c == nil {
			t.Fatalf("no item %q in the %s", key, s.Phase.Title())
		}
		if c.Key == StepCashOut {
			s = mustApply(t, s, CashOutRolling(LootHeroes))
			continue
		}
		s = mustApply(t, s, Tick(c.Key))
	}
	return s
}

// autoAnswer answers the wizard's screen: the app rolls, the first options
// are chosen, a Minion of the size asked is spawned, a Spell no pool
// affords is flipped.
func autoAnswer(t testing.TB, s State) State {
	t.Helper()
	v := s.WizardView()
	var cmd tracker.Command
	switch {
	case slices.Contains(v.Inputs, InputRoll):
		cmd = WizardRoll(v.Key)
	case slices.Contains(v.Inputs, InputChoose):
		cmd = WizardChoose(v.Key, slices.Repeat(v.Choice.Options[:1], max(1, v.Choice.Count))...)
	case slices.Contains(v.Inputs, InputSpawn):
		c := gnome()
		c.Size = v.Size
		cmd = WizardSpawn(v.Key, c)
	case slices.Contains(v.Inputs, InputSpell):
		cmd = WizardSpell(v.Key, "", 99)
	case slices.Contains(v.Inputs, InputCosts):
		cmd = MinionCosts(DeckCosts{Chump: 2, Elite: 4, Boss: 7})
	case slices.Contains(v.Inputs, InputDone):
		cmd = WizardDone(v.Key)
	default:
		t.Fatalf("the wizard's screen takes no answer: %+v", v)
	}
	return mustApply(t, s, cmd)
}

// toNextRound plays out the Villain Round.
func toNextRound(t testing.TB, s State) State {
	t.Helper()
	return playUntil(t, s, PhaseHeroStep)
}

// playUntil works each step's checklist and ends the step (Mordak's
// Villain Step by his Turn) until the round reaches phase.
func playUntil(t testing.TB, s State, phase Phase) State {
	t.Helper()
	for s.Phase != phase {
		before := s.Phase
		s = finishChecklist(t, s)
		if s.Phase != before {
			continue
		}
		if s.Phase == PhaseVillainStep && s.Box == BoxMordak {
			s = mustApply(t, s, EndTurn())
			continue
		}
		s = mustApply(t, s, EndStep())
	}
	return s
}

// mustApply applies cmd and fails the test on any error; it also checks
// that the result is a valid state and that the log has words.
func mustApply(t testing.TB, s State, cmd tracker.Command) State {
	t.Helper()
	return trackertest.MustApply(t, State.Apply, s, cmd)
}

// applyWords applies cmd and returns the state and the log's words.
func applyWords(t testing.TB, s State, cmd tracker.Command) (State, string) {
	t.Helper()
	next, words, err := s.Apply(cmd)
	if err != nil {
		t.Fatalf("%s %s: %v", cmd.Kind, cmd.Args, err)
	}
	if err := next.Check(); err != nil {
		t.Fatalf("%s produced an invalid state: %v", cmd.Kind, err)
	}
	return next, words
}

// mustRefuse applies cmd and expects a refusal mentioning want.
func mustRefuse(t testing.TB, s State, cmd tracker.Command, want string) {
	t.Helper()
	trackertest.Refused(t, State.Apply, s, cmd, want)
}

// encode is s as the store keeps it.
func encode(t testing.TB, s State) []byte {
	t.Helper()
	return trackertest.Encode(t, s)
}

func intp(n int) *int { return &n }

// command builds a command of any kind, for arguments no constructor sends.
func command(kind string, args any) tracker.Command { return tracker.Cmd(kind, args) }
