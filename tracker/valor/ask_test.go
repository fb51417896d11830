package valor

import (
	"slices"
	"strings"
	"testing"
)

func TestHas(t *testing.T) {
	s := mordakGame(t, "Wugner", "Bjorn")
	switch {
	case !s.Has(0, AbilityInspirationalBeats), s.Has(1, AbilityInspirationalBeats):
		t.Error("001 L707 is Wugner's")
	case !s.Has(VillainWho, AbilitySchemyMeddling):
		t.Error("001 L709 is Mordak's")
	case s.Has(7, AbilityDwarvenIre), s.Has(-2, AbilityDwarvenIre):
		t.Error("no such Hero")
	}
}

// 000 L233-236, L499: the board in front follows the round.
func TestInFocus(t *testing.T) {
	s := lab(t, "Rowan", "Bjorn")
	if s.InFocus() != 0 {
		t.Errorf("before the Initiative: the Lead Hero, got %d", s.InFocus())
	}
	s = charge(t, s)
	s = mustApply(t, s, EndTurn())
	if s.InFocus() != 1 {
		t.Errorf("Bjorn's Turn: got %d", s.InFocus())
	}
	sk := mustApply(t, charge(t, lab(t, "Rowan", "Bjorn")), NewSidekick(SidekickCmd{Hero: 0, Name: "Pip", Health: 3}))
	sk = mustApply(t, sk, EndTurn())
	if h, ok := sk.SidekickActing(); !ok || sk.InFocus() != h {
		t.Errorf("000 L499 the Sidekick's Turn shows its Hero: %d", sk.InFocus())
	}
	if v := toVillainRound(t, s); v.InFocus() != VillainWho {
		t.Errorf("the Villain Round: got %d", v.InFocus())
	}
}

// 000 L771, 001 L575: Souls are won in the Final Battle.
func TestSoulsInPlay(t *testing.T) {
	s := lab(t)
	if s.SoulsInPlay() {
		t.Error("before the Final Battle")
	}
	if !mustApply(t, s, StartFinal()).SoulsInPlay() {
		t.Error("in the Final Battle")
	}
	if !mustApply(t, s, Souls(1, "a correction")).SoulsInPlay() {
		t.Error("once the Villain holds one")
	}
}

// 000 L240, 001 L237: the Initiative token as the Hero Round begins.
func TestInitiativeDue(t *testing.T) {
	s := lab(t)
	if !s.InitiativeDue() || !mordakGame(t).InitiativeDue() {
		t.Error("the Hero Round begins")
	}
	if charge(t, s).InitiativeDue() {
		t.Error("set already")
	}
	if toVillainRound(t, s).InitiativeDue() {
		t.Error("the Villain Round")
	}
	if newGame(t, labSetup("Rowan")).InitiativeDue() {
		t.Error("during setup the checklist comes first")
	}
}

// 000 L244-258, L491; 001 L243, L438.
func TestTurnActions(t *testing.T) {
	s := charge(t, lab(t))
	usable := func(acts []TurnAction, k ActionKind) (bool, string) {
		for _, a := range acts {
			if a.Kind == k {
				return a.Usable, a.Why
			}
		}
		t.Fatalf("no %s in %+v", k, acts)
		return false, ""
	}
	for _, a := range s.TurnActions(0) {
		if !a.Usable {
			t.Errorf("Rowan's Turn: %+v", a)
		}
	}
	if ok, why := usable(s.TurnActions(1), ActionMove); ok || !strings.Contains(why, "not Bjorn's Turn") {
		t.Errorf("off-turn: %v %q", ok, why)
	}
	surged := mustApply(t, s, SpendAction(0, ActionPowerSurge, ""))
	if ok, why := usable(surged.TurnActions(0), ActionPowerSurge); ok || !strings.Contains(why, "once a Turn") {
		t.Errorf("000 L491 once a Turn: %v %q", ok, why)
	}
	if ok, _ := usable(surged.TurnActions(0), ActionMove); !ok {
		t.Error("000 L258 Moves any number of times")
	}
	spent := play(t, s, SpendAction(0, ActionMove, ""), SpendAction(0, ActionMove, ""), SpendAction(0, ActionMove, ""))
	for _, a := range spent.TurnActions(0) {
		if a.Usable || !strings.Contains(a.Why, "spent all 3 Action Points") {
			t.Errorf("no Action Point left: %+v", a)
		}
	}
	m := toVillainRound(t, charge(t, mordakGame(t)))
	if ok, why := usable(m.TurnActions(VillainWho), ActionMove); ok || !strings.Contains(why, "cannot Move until the Final Battle") {
		t.Errorf("001 L243 Mordak does not Move before the Final Battle: %v %q", ok, why)
	}
	if ok, _ := usable(m.TurnActions(VillainWho), ActionPowerSurge); !ok {
		t.Error("001 L438 Mordak may Power Surge")
	}
}

// 000 L574, L750; 001 L525.
func TestLevelingUp(t *testing.T) {
	s := lab(t, "Rowan", "Bjorn")
	if len(s.LevelingUp()) != 0 {
		t.Errorf("the Hero Step: %v", s.LevelingUp())
	}
	s = mustApply(t, s, Bounty(LootHeroes, 1, "Looted")) // a cash-out to do
	if got := toHeroItem(t, s, StepCashOut).LevelingUp(); len(got) != 0 {
		t.Errorf("000 L574 not before the cash-out: %v", got)
	}
	if got := toHeroItem(t, s, StepLevelUps).LevelingUp(); !slices.Equal(got, []int{0, 1}) {
		t.Errorf("000 L574 the Level Up Step: %v", got)
	}
	v := finishChecklist(t, toVillainRound(t, s))
	for v.Phase != PhaseVillainLevelUp {
		v = finishChecklist(t, mustApply(t, v, EndStep()))
	}
	if got := v.LevelingUp(); len(got) != 0 || !v.VillainLevelsByPlan() {
		t.Errorf("000 L750 the Labyrinth's Villain levels by the rules: %v %v", got, v.VillainLevelsByPlan())
	}
	m := toVillainRound(t, charge(t, mordakGame(t)))
	m = mustApply(t, m, EndTurn())
	for m.Phase != PhaseVillainLevelUp {
		if m = finishChecklist(t, m); m.Phase != PhaseVillainLevelUp {
			m = mustApply(t, m, EndStep())
		}
	}
	for !m.currentIs(StepLevelUps) {
		c, _ := m.current()
		if stepBy(c.Key) != "" {
			m = mustApply(t, m, CashOut(LootVillain, nil))
			continue
		}
		m = mustApply(t, m, Tick(c.Key))
	}
	if got := m.LevelingUp(); !slices.Equal(got, []int{VillainWho}) || m.VillainLevelsByPlan() {
		t.Errorf("001 L525 Mordak buys his own: %v", got)
	}
}

// 000 L550, L736; 001 L513.
func TestCashOutDue(t *testing.T) {
	s := mustApply(t, lab(t), Bounty(LootHeroes, 1, "Looted")) // a cash-out to do
	if _, ok := s.CashOutDue(); ok {
		t.Error("the Hero Step")
	}
	if f, ok := toHeroItem(t, s, StepCashOut).CashOutDue(); !ok || f != LootHeroes {
		t.Errorf("the Hero Level Up Step: %v %v", f, ok)
	}
}

// 000 L524-540: Treasures are handled at the Treasures item.
func TestTreasureTime(t *testing.T) {
	s := lab(t)
	if s.TreasureTime() || !toHeroItem(t, s, StepTreasures).TreasureTime() || toHeroItem(t, s, StepLevelUps).TreasureTime() {
		t.Error("000 L524 the Treasures item only")
	}
}

// 000 L877, 001 L312: the Villain loses Health in fives.
func TestDamageStep(t *testing.T) {
	s := lab(t)
	if s.DamageStep(VillainWho) != 5 || s.DamageStep(0) != 1 {
		t.Errorf("%d %d", s.DamageStep(VillainWho), s.DamageStep(0))
	}
}

func TestEffects(t *testing.T) {
	su := labSetup("Rowan", "Coach", "Dredgar", "Isabella")
	su.Heroes[0].Talent = "Quick Feet"
	s := charge(t, ready(t, newGame(t, su)))
	base := []Effect{EffectPayHearts, EffectDoom, EffectPoison, EffectCleanse}
	if got := s.Effects(0); !slices.Equal(got, append(slices.Clone(base), EffectTalent, EffectDojo, EffectSidekick)) {
		t.Errorf("Rowan: %v", got)
	}
	used := play(t, s, UseTalent(0), Dojo(0, DojoXP), NewSidekick(SidekickCmd{Hero: 0, Name: "Pip", Health: 2}))
	if got := used.Effects(0); !slices.Equal(got, append(slices.Clone(base), EffectDismiss)) {
		t.Errorf("000 L1064, L1028 once a game: %v", got)
	}
	for i, want := range []Effect{"", EffectFuel, EffectFranken, EffectStampede} {
		if got := s.Effects(i); want != "" && got[len(got)-1] != want {
			t.Errorf("Hero %d: %v, want %s last", i, got, want)
		}
	}
	if got := s.Effects(VillainWho); got != nil {
		t.Errorf("the Labyrinth's Villain: %v", got)
	}
	m := mordakGame(t)
	if got := m.Effects(VillainWho); !slices.Equal(got, []Effect{EffectPayHearts}) {
		t.Errorf("001 L621 Mordak pays Hearts: %v", got)
	}
	mustApply(t, m, PayHearts(VillainWho, 5, "a Spell"))
	if s.Effects(9) != nil {
		t.Error("no such Hero")
	}
}

// 000 L1028; 001 L631.
func TestDojoChoices(t *testing.T) {
	s := lab(t)
	if got := s.DojoChoices(0); !slices.Equal(got, []DojoChoice{DojoAbility, DojoXP}) {
		t.Errorf("000 L1028: %v", got)
	}
	if got := play(t, charge(t, s), Dojo(0, DojoAbility)).DojoChoices(0); got != nil {
		t.Errorf("once a game: %v", got)
	}
	m := mordakGame(t)
	if got := m.DojoChoices(0); !slices.Equal(got, []DojoChoice{DojoAbility}) {
		t.Errorf("001 L631 the Elven Dojo only upgrades: %v", got)
	}
	mustRefuse(t, toHeroItem(t, m, StepLevelUps), Dojo(0, DojoXP), "gives no XP")
}

// 000 L1247, L497, L504.
func TestStampedeOwners000L1247(t *testing.T) {
	s := charge(t, lab(t, "Isabella", "Rowan", "Bjorn"))
	s = mustApply(t, s, gain(0, rowMagic, 2))
	check := func(s State, want []int) {
		t.Helper()
		got := s.StampedeOwners(0)
		if !slices.Equal(got, want) {
			t.Fatalf("owners %v, want %v", got, want)
		}
		for i := range s.Heroes {
			_, _, err := s.Apply(Stampede(0, []int{rowMagic, rowMagic}, i))
			if (err == nil) != slices.Contains(want, i) {
				t.Errorf("Stampede for %d: %v", i, err)
			}
		}
	}
	check(s, []int{0})
	s.Heroes[1].Sidekick = &Sidekick{Name: "Elemental", Health: 1, Elemental: true}
	s.Heroes[2].Sidekick = &Sidekick{Name: "Elemental", Health: 6, Elemental: true}
	check(s, []int{1})
	s.Heroes[2].Sidekick = nil
	check(s, []int{0, 1})
	if s.StampedeOwners(1) != nil {
		t.Error("Rowan has no Stampede")
	}
}

func TestHeroPlaying(t *testing.T) {
	s := lab(t)
	if !s.HeroPlaying(" rowan ") || s.HeroPlaying("Loxley") {
		t.Error("000 L1030 each Hero once")
	}
	mustRefuse(t, s, AddHero(AddHeroCmd{Hero: SeatHero{Hero: heroCard("Rowan")}}), "in the game already")
}

// 000 L766; 001 L556.
func TestFinalBattleDue(t *testing.T) {
	s := lab(t)
	if s.FinalBattleDue() {
		t.Error("Start")
	}
	s.Day = s.Track().Days
	if !s.FinalBattleDue() {
		t.Error("000 L766 the last Day")
	}
	if mustApply(t, s, StartFinal()).FinalBattleDue() {
		t.Error("begun")
	}
	m := mordakGame(t)
	m.Day = m.Track().Days
	if m.FinalBattleDue() {
		t.Error("001 L556 Mordak's begins by itself")
	}
}

func TestDefeatFromMap(t *testing.T) {
	if lab(t).DefeatFromMap() || !testMapGame(t).DefeatFromMap() {
		t.Error("000 L310 the map knows its Minions' Bounty")
	}
	mustApply(t, lab(t), DefeatMinion("Gnome", MaxMinionBounty))
}

func TestTileSpots(t *testing.T) {
	if n := len(lab(t).TileSpots()); n != 25 {
		t.Errorf("before the first tile: %d", n)
	}
	spots := bareMap(t).TileSpots()
	if len(spots) != 16 || slices.Contains(spots, pos(1, 1)) || spots[0] != pos(0, 3) {
		t.Errorf("around the 3 x 3 block: %v", spots)
	}
}

func TestCanRemoveTile(t *testing.T) {
	s := testMapGame(t)
	if ok, why := s.CanRemoveTile(pos(0, 1)); !ok {
		t.Errorf("an empty tile: %q", why)
	}
	if ok, why := s.CanRemoveTile(pos(1, 1)); ok || !strings.Contains(why, "Something stands") {
		t.Errorf("the Gnome's tile: %v %q", ok, why)
	}
	if ok, _ := s.CanRemoveTile(pos(4, 4)); ok {
		t.Error("no tile there")
	}
}

// 000 L268-275: the Heroes choose who defends a region they share.
func TestDefenderChoices(t *testing.T) {
	s := testMapGame(t)
	got := s.DefenderChoices(pos(1, 2))
	if !slices.Equal(got, []string{"Bjorn", "Gwen"}) {
		t.Fatalf("Bjorn and Gwen: %v", got)
	}
	for _, n := range got {
		mustApply(t, s, SetDefender(pos(1, 2), n))
	}
	if s.DefenderChoices(pos(2, 2)) != nil || s.DefenderChoices(pos(4, 4)) != nil || lab(t).DefenderChoices(pos(0, 0)) != nil {
		t.Error("one Hero, no tile, no map")
	}
}

// 000 L766, L883: the Villain stands on the map in the Final Battle.
func TestVillainMayStand(t *testing.T) {
	s := testMapGame(t)
	if s.VillainMayStand() {
		t.Error("before the Final Battle")
	}
	mustRefuse(t, s, MoveVillain(pos(0, 1)), "enters the map when the Final Battle begins")
	f := mustApply(t, s, StartFinal())
	if !f.VillainMayStand() {
		t.Error("the Final Battle")
	}
	mustApply(t, f, MoveVillain(pos(0, 1)))
	if mordakGame(t).VillainMayStand() {
		t.Error("Minions of Mordak's map is not the app's")
	}
}

// 000 L335, L1037: a Defeated or joining Hero has no standee to move.
func TestHeroesToPlace(t *testing.T) {
	s := testMapGame(t)
	if got := s.HeroesToPlace(pos(1, 2)); !slices.Equal(got, []int{0}) {
		t.Errorf("Bjorn and Gwen stand at [1,2]: %v", got)
	}
	if got := s.HeroesToPlace(pos(0, 1)); !slices.Equal(got, []int{0, 1, 2}) {
		t.Errorf("an empty tile: %v", got)
	}
	s = mustApply(t, s, Damage(0, 99, "an Event"))
	if got := s.HeroesToPlace(pos(0, 1)); !slices.Equal(got, []int{1, 2}) {
		t.Errorf("Rowan Defeated: %v", got)
	}
	if lab(t).HeroesToPlace(pos(0, 0)) != nil {
		t.Error("no map")
	}
}

// 000 L1018: a card prevents a Minion attack's damage before Shields.
func TestCanPrevent(t *testing.T) {
	s := testMapGame(t)
	if s.CanPrevent() {
		t.Error("the Hero Step")
	}
	s = toMinionStep(t, s)
	for i := 0; i < 40 && !s.CanPrevent(); i++ {
		v := s.WizardView()
		if !v.Active || s.Phase != PhaseMinionStep {
			t.Fatalf("no Minion attack in the Minion Step: %+v", v)
		}
		if slices.Contains(v.Inputs, InputHits) {
			mustRefuse(t, s, WizardHitsWith(WizardHitsCmd{Key: v.Key, Hits: 1, Prevent: 1}), "Only a Minion's attack")
		}
		s = autoAnswer(t, s)
	}
	if !s.CanPrevent() {
		t.Fatal("never a Minion attack")
	}
	mustApply(t, s, WizardHitsWith(WizardHitsCmd{Key: s.WizardView().Key, Hits: 2, Prevent: 1}))
}
