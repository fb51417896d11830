package valor

import (
	"slices"
	"strings"
	"testing"

	"tableside/tracker"
)

func TestInitiative000L240(t *testing.T) {
	s := lab(t, "Rowan", "Bjorn", "Gwen")
	s.Lead = 1
	c := mustApply(t, s, SetInitiative(InitiativeCharge))
	if !slices.Equal(c.Order, []int{1, 2, 0}) {
		t.Errorf("000 L240 Charge: the Lead Hero first, then clockwise; got %v", c.Order)
	}
	h, words := applyWords(t, s, SetInitiative(InitiativeHold))
	if !slices.Equal(h.Order, []int{2, 0, 1}) || words != "Bjorn: Hold; turns Gwen, Rowan, Bjorn" {
		t.Errorf("000 L240, 001 L237 Hold: the Lead Hero last; got %v %q", h.Order, words)
	}
	mustRefuse(t, c, SetInitiative(InitiativeHold), "already this Hero Round")
	mustRefuse(t, s, EndTurn(), "sets the Initiative token first")
	setup := newGame(t, labSetup("Rowan", "Bjorn"))
	mustRefuse(t, setup, SetInitiative(InitiativeCharge), "Finish setup first")
	mustRefuse(t, setup, Tick(StepChumps), `Next on the checklist is "Build the 5x5 Map border`)
}

func TestHeroStep(t *testing.T) {
	withFrank := func(tb testing.TB) State {
		s := lab(tb)
		s = mustApply(tb, s, NewSidekick(SidekickCmd{Hero: 0, Name: "Frank", Health: 2}))
		return charge(tb, s)
	}
	runCases(t, []cmdCase{
		{name: "000 L499 a Sidekick acts after its Hero", start: withFrank, cmd: EndTurn(),
			words: "Rowan ends the Turn; Rowan's Sidekick Frank acts", check: func(t *testing.T, s State) {
				if hero, ok := s.SidekickActing(); !ok || hero != 0 {
					t.Fatal("the Sidekick is not acting")
				}
				mustRefuse(t, s, SpendAction(0, ActionMove, ""), "Sidekick Frank is acting")
				s = mustApply(t, s, EndTurn())
				if who, ok := s.Acting(); !ok || who != 1 {
					t.Fatalf("after the Sidekick: %d", who)
				}
			}},
		{name: "000 L499 a Sidekick Defeated in its own Turn", start: withFrank,
			prep: []tracker.Command{EndTurn(), SidekickGain(0, -2, "")}, cmd: EndTurn(),
			words: "Rowan's Sidekick ends its Turn; Bjorn's Turn"},
		{name: "000 L258 Move any number of times", start: func(tb testing.TB) State { return charge(tb, lab(tb)) },
			prep: []tracker.Command{SpendAction(0, ActionMove, "")}, cmd: SpendAction(0, ActionMove, ""), words: "2 of 3"},
		{name: "000 L491 Power Surge once a Turn, 2 cards", start: func(tb testing.TB) State { return charge(tb, lab(tb)) },
			cmd: SpendAction(0, ActionPowerSurge, ""), words: "Power Surge, 2 -> 4 cards"},
		{name: "000 L491 not twice", start: func(tb testing.TB) State { return charge(tb, lab(tb)) },
			prep: []tracker.Command{SpendAction(0, ActionPowerSurge, "")}, cmd: SpendAction(0, ActionPowerSurge, ""), want: "once a Turn"},
		{name: "000 L333 Defeated on their own Turn ends it", start: func(tb testing.TB) State { return charge(tb, lab(tb)) },
			prep: []tracker.Command{PayHearts(0, 14, "Annihilation")}, cmd: SpendAction(0, ActionMove, ""),
			want: "Defeated on their own Turn, which ended it"},
		{name: "000 L341-343 a Defeated Hero's Turn brings them back at once", start: func(tb testing.TB) State { return charge(tb, lab(tb)) },
			prep: []tracker.Command{Damage(1, 14, "")}, cmd: EndTurn(),
			words: "Bjorn's Turn comes while Defeated: back to Base Camp at 14 Health, 3 Bounty to the Villain Loot Stash",
			check: func(t *testing.T, s State) {
				if s.Heroes[1].InStash || s.VillainStash.Bounty != 3 || s.VillainStashBounty() != 3 {
					t.Fatalf("%+v %+v", s.Heroes[1], s.VillainStash)
				}
			}},
		{name: "000 L342, L1075 no Hero on the map: back at once", start: func(tb testing.TB) State { return charge(tb, lab(tb, "Rowan")) },
			cmd:   Damage(0, 20, ""),
			words: "no Hero is on the map, so Rowan returns to Base Camp at once and leaves 3 Bounty",
			check: func(t *testing.T, s State) {
				h := s.Heroes[0]
				if h.InStash || h.Health != 14 || s.VillainStash.Bounty != 3 || !s.TurnEnded || !s.AnyDefeated {
					t.Fatalf("%+v turn ended %v", h, s.TurnEnded)
				}
			}},
		{name: "000 L1263 Flesh of Stone: a Shield as each Turn starts", start: func(tb testing.TB) State { return lab(tb, "Golemite", "Rowan") },
			edit: shields(0, 3), cmd: SetInitiative(InitiativeCharge), words: "Golemite: 3 -> 4 Shields (Flesh of Stone)"},
		{name: "000 L1263 ...never above 4", start: func(tb testing.TB) State { return lab(tb, "Golemite", "Rowan") },
			edit: shields(0, 4), cmd: SetInitiative(InitiativeCharge), check: heroIs(0, 14, 4, false)},
		{name: "000 L1257 Fuel for the Fire once a Turn", start: func(tb testing.TB) State { return charge(tb, lab(tb, "Coach", "Rowan")) },
			prep: []tracker.Command{Fuel(0, 2)}, cmd: Fuel(0, 1), want: "once each Turn"},
		{name: "000 L1257 Fuel for the Fire: a card for a Plus-One", start: func(tb testing.TB) State { return charge(tb, lab(tb, "Coach", "Rowan")) },
			cmd: Fuel(0, 2), words: "Coach: 0 -> 1 Magic Plus-Ones (Fuel for the Fire: discards a card, 2 -> 1)"},
		{name: "000 L1028 Dojo once a game, on one's Turn", start: func(tb testing.TB) State { return charge(tb, lab(tb)) },
			prep: []tracker.Command{Dojo(0, DojoXP)}, cmd: Dojo(0, DojoAbility), want: "once a game"},
		{name: "000 L1028 Dojo: 1 XP instead", start: func(tb testing.TB) State { return charge(tb, lab(tb)) },
			cmd: Dojo(0, DojoXP), words: "Rowan trains at the Dojo: 0 -> 1 XP"},
		{name: "000 L1028 Dojo on another's Turn", start: func(tb testing.TB) State { return charge(tb, lab(tb)) },
			cmd: Dojo(1, DojoAbility), want: "on your own Turn"},
		{name: "001 L631 the Elven Dojo in the Hero Level Up Step", start: func(tb testing.TB) State { return charge(tb, mordakGame(tb)) },
			cmd: Dojo(0, DojoAbility), want: "during the Hero Level Up Step"},
		{name: "001 L631 no XP at the Elven Dojo", start: func(tb testing.TB) State { return mordakGame(tb) },
			cmd: Dojo(0, DojoXP), want: "gives no XP"},
		{name: "000 L1064 a Talent once a game", start: func(tb testing.TB) State {
			su := labSetup("Rowan", "Bjorn")
			su.Heroes[0].Talent = "Wild Heart"
			return ready(tb, newGame(tb, su))
		}, prep: []tracker.Command{UseTalent(0)}, cmd: UseTalent(0), want: "used once a game"},
	})
}

func TestHeroLevelUpChecklist000L1313(t *testing.T) {
	s := endHeroStep(t, mustApply(t, lab(t), Bounty(LootHeroes, 1, "Looted")))
	var keys []string
	for _, it := range s.Checklist() {
		keys = append(keys, it.Key)
	}
	want := []string{StepEvents, StepDrawSpells, StepDiscard, StepDefenders, StepPassInit, StepTreasures, StepCashOut, StepLevelUps}
	if !slices.Equal(keys, want) {
		t.Fatalf("000 L1313-1322 the book's order: %v", keys)
	}
	mustRefuse(t, s, Tick(StepDiscard), "the steps go in the book's order")
	mustRefuse(t, s, CashOut(LootHeroes, nil), "Not yet")
	mustRefuse(t, s, EndStep(), "Finish the checklist first")
	s = mustApply(t, s, Tick(StepEvents))
	s = mustApply(t, s, Tick(StepDrawSpells))
	s = mustApply(t, s, Hand(1, 5, "Spells"))
	mustRefuse(t, s, Tick(StepDiscard), "Bjorn holds 7 cards; discard 1 first, down to 6")
	s = mustApply(t, s, Hand(1, -1, "discard"))
	s = mustApply(t, s, Tick(StepDiscard))
	s = mustApply(t, s, Tick(StepDefenders))
	s, words := applyWords(t, s, Tick(StepPassInit))
	if words != "Initiative: Rowan -> Bjorn" || s.Lead != 1 {
		t.Fatalf("000 L522 the Initiative token passes clockwise: %q", words)
	}
	s = mustApply(t, s, Tick(StepTreasures))
	mustRefuse(t, s, Tick(StepCashOut), "done by its own action")
	s = mustApply(t, s, CashOut(LootHeroes, nil))
	s = mustApply(t, s, Tick(StepLevelUps))
	s, words = applyWords(t, s, EndStep())
	if words != "Villain Round" || s.Phase != PhaseVillainStep {
		t.Fatalf("000 L591 the Villain Round follows: %q", words)
	}
	keys = nil
	for _, it := range s.Checklist() {
		keys = append(keys, it.Key)
	}
	if !slices.Equal(keys, []string{StepMagicRoll, StepCorruption, StepSpawn}) {
		t.Fatalf("000 L605-656 the Villain Step: %v", keys)
	}
	s = toNextRound(t, s)
	if s.Round != 2 || s.Day != 1 || s.Phase != PhaseHeroStep || s.Initiative != "" {
		t.Fatalf("round %d day %d phase %s", s.Round, s.Day, s.Phase)
	}
}

func TestMordakRound(t *testing.T) {
	s := toVillainRound(t, mordakGame(t))
	if who, ok := s.Acting(); !ok || who != VillainWho || len(s.Steps) != 0 {
		t.Fatalf("001 L221 Mordak takes a Turn: %d %v %v", who, ok, s.Steps)
	}
	mustRefuse(t, s, EndStep(), "by ending the Turn")
	mustRefuse(t, s, SpendAction(VillainWho, ActionMove, ""), "cannot Move until the Final Battle")
	s = mustApply(t, s, SpendAction(VillainWho, ActionPowerSurge, ""))
	s, words := applyWords(t, s, EndTurn())
	if words != "Mordak ends the Turn; Minion Step" {
		t.Fatalf("%q", words)
	}
	s = finishChecklist(t, s)
	s = mustApply(t, s, EndStep())
	var keys []string
	for _, it := range s.Checklist() {
		keys = append(keys, it.Key)
	}
	want := []string{StepDrawSpells, StepDiscard, StepDefenders, StepAdvance, StepTreasures, StepCashOut, StepLevelUps}
	if !slices.Equal(keys, want) {
		t.Fatalf("001 L479-487 the Villain's Level Up Step: %v", keys)
	}
	s = mustApply(t, s, Tick(StepDrawSpells))
	s = mustApply(t, s, Hand(VillainWho, 3, "Master of Magic"))
	mustRefuse(t, s, Tick(StepDiscard), "Mordak holds 7 Spells; discard 1 first")
}

func TestProcessionOfHorrors(t *testing.T) {
	s := mordakGame(t)
	s = mustApply(t, s, FindShrine())
	s = mustApply(t, s, FindShrine())
	s, words := applyWords(t, s, FindShrine())
	if !strings.Contains(words, "Procession of Horrors skips Start -> Day 6, ignoring its bonuses") || s.Day != 6 {
		t.Fatalf("001 L208, L554: %q", words)
	}
	mustRefuse(t, s, FindShrine(), "found already")
	s = toVillainRound(t, s)
	if !s.Final || s.Pending != PendingFinal {
		t.Fatalf("001 L556 the Final Battle begins as the next Villain Round begins: final %v pending %q", s.Final, s.Pending)
	}
	mustRefuse(t, s, EndTurn(), "Finish the Final Battle's setup first")
	s.HeroStash.Minions = []Minion{{Bounty: 2}}
	s = mustApply(t, s, CashOut(LootVillain, nil))
	s, words = applyWords(t, s, CashOut(LootHeroes, nil))
	if !strings.Contains(words, "2 Bounty -> 2 XP each") {
		t.Fatalf("001 L566 the last cash-out gives rewards: %q", words)
	}
	s = mustApply(t, s, Tick(StepFinalLevelUps))
	s, words = applyWords(t, s, Tick(StepVillainDraws))
	if words != "Mordak: 2 -> 4 cards (draws 2 Blue Arcane Spells)" {
		t.Fatalf("001 L568: %q", words)
	}
	s = mustApply(t, s, Tick(StepRuins))
	s = mustApply(t, s, Damage(0, 3, ""))
	s, words = applyWords(t, s, Tick(StepInvigorate))
	if words != "Invigorated: Bjorn 11 -> 14, Gwen 14 -> 14, Loxley 14 -> 14 Health" {
		t.Fatalf("001 L571: %q", words)
	}
	s = mustApply(t, s, Tick(StepNoScouting))
	if s.Pending != "" || s.RespawnPlace() != "Ruins of the Throne" {
		t.Fatalf("pending %q respawn %q", s.Pending, s.RespawnPlace())
	}
	s = mustApply(t, s, SpendAction(VillainWho, ActionMove, "001 L243: Moves in the Final Battle"))
	s, words = applyWords(t, s, Damage(0, 20, ""))
	if !strings.Contains(words, "Mordak takes a Soul (1 of 3)") {
		t.Fatalf("001 L575: %q", words)
	}
	s = mustApply(t, s, Damage(1, 20, ""))
	s, words = applyWords(t, s, Damage(2, 20, ""))
	if !strings.Contains(words, "Mordak wins") || s.Winner != SideVillain {
		t.Fatalf("001 L575 3 Souls win: %q", words)
	}
}

func TestMordakFinalBattleAfterDay6(t *testing.T) {
	s := mordakGame(t)
	for s.Day < 6 {
		s = toVillainLevelUp(t, s)
		s = finishChecklist(t, s)
		s = mustApply(t, s, EndStep())
	}
	if s.Final || s.Track().Ended != true || !strings.Contains(s.Track().Prompt, "enters as the next Villain Round begins") {
		t.Fatalf("001 L558 example 1: the Heroes play one more Round; %+v", s.Track())
	}
	s = toVillainRound(t, s)
	if !s.Final {
		t.Fatal("001 L562 the Villain plays the first Round of the Final Battle")
	}
	s = finishChecklist(t, s)
	s = mustApply(t, s, EndTurn())
	s = finishChecklist(t, s)
	s = mustApply(t, s, EndStep())
	for _, it := range s.Checklist() {
		if it.Key == StepAdvance {
			t.Fatal("the Procession at its end has nothing to advance")
		}
	}
	s.VillainStash.Bounty = 3
	s = mustApply(t, s, Tick(StepDrawSpells))
	s = mustApply(t, s, Tick(StepDiscard))
	s = mustApply(t, s, Tick(StepDefenders))
	s = mustApply(t, s, Tick(StepTreasures))
	s, words := applyWords(t, s, CashOut(LootVillain, nil))
	if !strings.Contains(words, "no rewards now") {
		t.Fatalf("001 L567: %q", words)
	}
}

func TestLabyrinthFinalBattle(t *testing.T) {
	s := lab(t)
	s, words := applyWords(t, s, CloseMap())
	if words != "The Labyrinth is Closed Off: Approach of Doom Start -> Day 4; read the Day 4 entry now" {
		t.Fatalf("000 L451: %q", words)
	}
	mustRefuse(t, s, CloseMap(), "at Day 4 already")
	s = mustApply(t, s, StartFinal())
	mustRefuse(t, s, StartFinal(), "has begun already")
	s = finishChecklist(t, s)
	s = toVillainRound(t, s)
	items := s.Checklist()
	if len(items) != 1 || items[0].Key != StepAttack || !strings.Contains(items[0].Text, "Flip 2 Battle cards") {
		t.Fatalf("000 L813-814: %+v", items)
	}
	s = finishChecklist(t, s)
	s = mustApply(t, s, EndStep())
	s = finishChecklist(t, s)
	s = mustApply(t, s, EndStep())
	s = mustApply(t, s, Tick(StepDefenders))
	s, words = applyWords(t, s, Tick(StepGainAction))
	if words != "Golem: 2 -> 3 Action Points" {
		t.Fatalf("000 L890: %q", words)
	}
	s = mustApply(t, s, CashOut(LootVillain, nil))
	s = mustApply(t, s, EndStep())
	// Next Villain Level Up with a full Action bar: each Hero pays 5.
	s.Villain.Actions = s.Villain.MaxActions
	s.Heroes[2].Health = 4
	s = toVillainLevelUp(t, s)
	s = mustApply(t, s, Tick(StepDefenders))
	s, words = applyWords(t, s, Tick(StepGainAction))
	want := "Golem's Action bar is full; Rowan pays 5: 14 -> 9 Health; Bjorn pays 5: 14 -> 9 Health; Gwen pays 4: 4 -> 0 Health; Gwen is Defeated, onto the Villain Loot Stash"
	if words != want {
		t.Fatalf("000 L820, L890:\n%q\nwant\n%q", words, want)
	}
	s, words = applyWords(t, s, CashOut(LootVillain, nil))
	if !strings.Contains(words, "3 Bounty -> 0 -> 1 Souls (Villain Loot Stash 3-6 (B))") || !strings.Contains(words, "Gwen back to Battered Base Camp") {
		t.Fatalf("000 L772, L891: %q", words)
	}
	s.Villain.Souls = 2
	s.Heroes[0].Health = 1
	s = mustApply(t, s, EndStep())
	s = charge(t, s)
	s = mustApply(t, s, Damage(0, 5, ""))
	s = toVillainLevelUp(t, s)
	s = mustApply(t, s, Tick(StepDefenders))
	s.Villain.Actions = 2
	s = mustApply(t, s, Tick(StepGainAction))
	s, words = applyWords(t, s, CashOut(LootVillain, nil))
	if !strings.Contains(words, "Golem wins") || s.Winner != SideVillain {
		t.Fatalf("000 L771 3 Souls: %q", words)
	}
}

func TestAddAndRemoveHeroes(t *testing.T) {
	s := lab(t, "Rowan", "Bjorn", "Gwen")
	s.Day = 2
	s = charge(t, s)
	s, words := applyWords(t, s, AddHero(AddHeroCmd{Hero: seats("Loxley")[0], NewCount: NewCount{HeroLoot: heroLoot(4, 4)}}))
	want := "Loxley joins with 6 XP to spend (3 for each of 2 days), at Base Camp as the next Hero Round begins; Golem: 50 -> 60 Health for 4 Heroes; Loot Stash cards: Hero Loot Stash"
	if !strings.HasPrefix(words, "Loxley joins") || !strings.Contains(words, want[:60]) || !strings.Contains(words, "Golem: 50 -> 60 Health for 4 Heroes") {
		t.Fatalf("000 L1034-1036: %q", words)
	}
	x := s.Heroes[3]
	if !x.Joining || x.XP != 6 || !x.NewXP || slices.Contains(s.Order, 3) {
		t.Fatalf("%+v order %v", x, s.Order)
	}
	s = mustApply(t, s, LevelUpAction(3)) // 000 L1034: spend the XP at once
	mustRefuse(t, s, Damage(3, 1, ""), "joins the map as the next Hero Round begins")
	s = toVillainRound(t, s)
	s = toNextRound(t, s)
	if s.Heroes[3].Joining {
		t.Fatal("000 L1037 the new Hero is placed as the next Hero Round begins")
	}
	// Removing: only at the start of a Level Up Step.
	mustRefuse(t, s, RemoveHero(RemoveHeroCmd{Hero: 1}), "start of the next Level Up Step")
	s = endHeroStep(t, s)
	s.Heroes[1].Equipped[0] = &TreasureCard{Name: "Axe", Kind: TreasureOffense, Bounty: 1}
	s.Lead = 2
	hp := s.Villain.Health
	s, words = applyWords(t, s, RemoveHero(RemoveHeroCmd{Hero: 1, NewCount: NewCount{HeroLoot: heroLoot(3, 3)}}))
	if !strings.Contains(words, "Bjorn leaves the game; Axe to the Hero Loot Stash") || len(s.Heroes) != 3 || s.Lead != 1 {
		t.Fatalf("000 L1043-1046: %q lead %d", words, s.Lead)
	}
	if s.Villain.Health != hp-10 || len(s.HeroStash.Treasures) != 1 {
		t.Fatalf("000 L1046 Health %d -> %d", hp, s.Villain.Health)
	}
	ok, why := s.CanRemoveHero()
	if !ok {
		t.Fatalf("still the start of the step: %s", why)
	}
	s = mustApply(t, s, Tick(StepEvents))
	if ok, _ := s.CanRemoveHero(); ok {
		t.Fatal("only at the start of the step")
	}
}

func TestMordakGrowAndShrink001L642(t *testing.T) {
	s := mordakGame(t, "Bjorn", "Gwen")
	s = mustApply(t, s, FindShrine())
	s, words := applyWords(t, s, AddHero(AddHeroCmd{Hero: seats("Loxley")[0], NewCount: NewCount{VillainLoot: villainLoot(3, 3)}}))
	if !strings.Contains(words, "the Heroes now need 4 Shrines") || s.ShrinesNeeded != 4 {
		t.Fatalf("001 L642: %q", words)
	}
	s = mustApply(t, s, FindShrine())
	s = mustApply(t, s, FindShrine())
	if s.Day != 0 {
		t.Fatal("3 of 4 Shrines do not end the track")
	}
	s = toHeroLevelUps(t, s)
	s = mustApply(t, s, Tick(StepLevelUps))
	s = mustApply(t, s, EndStep())
	s = toVillainLevelUp(t, s)
	s, words = applyWords(t, s, RemoveHero(RemoveHeroCmd{Hero: 2, NewCount: NewCount{VillainLoot: villainLoot(2, 2)}}))
	if !strings.Contains(words, "revealing the whole map, not the Shrines, ends the Procession") || s.ShrinesNeeded != 0 {
		t.Fatalf("001 L652: %q", words)
	}
	s, words = applyWords(t, s, FindShrine())
	if !strings.Contains(words, "Shrines no longer end the Procession") || s.Day != 0 {
		t.Fatalf("001 L652: %q", words)
	}
	s, words = applyWords(t, s, MapRevealed())
	if s.Day != 6 || !strings.Contains(words, "skips Start -> Day 6") {
		t.Fatalf("001 L652: %q", words)
	}
}

func TestVillainHealthFollowsHeroCount(t *testing.T) {
	s := lab(t, "Rowan", "Bjorn", "Gwen")
	s.Villain.Health = 8
	s = mustApply(t, s, AddHero(AddHeroCmd{Hero: seats("Loxley")[0], NewCount: NewCount{HeroLoot: heroLoot(4, 4)}}))
	if s.Villain.Health != 18 {
		t.Fatalf("000 L1036 keeps what it lost: 8 + (60 - 50) = %d", s.Villain.Health)
	}
	s.Villain.Health = 95
	s = mustApply(t, s, AddHero(AddHeroCmd{Hero: seats("Coach")[0], NewCount: NewCount{HeroLoot: heroLoot(5, 5)}}))
	if s.Villain.Health != 100 {
		t.Fatalf("000 L740 never above the top of the bar: %d", s.Villain.Health)
	}
}

func TestDeclareWinner(t *testing.T) {
	s := lab(t)
	s, words := applyWords(t, s, DeclareWinner(SideHeroes, "Mission: Giuseppe rescued"))
	if words != "Game over: the Heroes won (Mission: Giuseppe rescued)" || !s.Over() {
		t.Fatalf("%q", words)
	}
	mustRefuse(t, s, EndTurn(), "The game is over")
	if !strings.HasPrefix(s.Prompt(), "Game over") {
		t.Fatal(s.Prompt())
	}
}

func TestPrompt(t *testing.T) {
	s := newGame(t, labSetup("Rowan", "Bjorn"))
	if !strings.HasPrefix(s.Prompt(), "Build the 5x5 Map border") {
		t.Errorf("setup prompt %q", s.Prompt())
	}
	s = ready(t, s)
	if s.Prompt() != "Rowan, the Lead Hero: Charge (go first) or Hold (go last)?" {
		t.Errorf("%q", s.Prompt())
	}
	s = charge(t, s)
	if s.Prompt() != "Rowan's Turn: 3 of 3 Action Points left." {
		t.Errorf("%q", s.Prompt())
	}
	s = mustApply(t, s, StartRoll(0, 0, 4))
	if s.Prompt() != "Rowan's Melee roll: 4 Hits in the pool." {
		t.Errorf("%q", s.Prompt())
	}
}

// A board entered with only the Hero count played (VillainCard.Health's
// zeros): a Hero joining needs the new count's Health, typed then, and the
// Health still follows the bar (000 L1036).
func TestAddHeroLearnsVillainHealth(t *testing.T) {
	setup := labSetup("Rowan", "Bjorn", "Gwen")
	setup.Villain.Health = []int{0, 0, 50}
	s := charge(t, ready(t, newGame(t, setup)))
	if s.VillainHealthKnown(4) || !s.VillainHealthKnown(3) {
		t.Fatalf("known: %v", s.Villain.HealthByHeroes)
	}
	add := AddHeroCmd{Hero: seats("Loxley")[0], NewCount: NewCount{HeroLoot: heroLoot(4, 4)}}
	mustRefuse(t, s, AddHero(add), "starting Health for 4 Heroes first")
	add.VillainHealth = 60
	s, words := applyWords(t, s, AddHero(add))
	if !strings.Contains(words, "Golem: 50 -> 60 Health for 4 Heroes") || !s.VillainHealthKnown(4) {
		t.Fatalf("000 L1036: %q %v", words, s.Villain.HealthByHeroes)
	}
	// A board with no Health at all is refused when saved.
	c := setup.Villain
	c.Health = []int{0, 0}
	if err := c.Validate(); err == nil || !strings.Contains(err.Error(), "no starting Health yet") {
		t.Fatalf("Validate: %v", err)
	}
	// That is said first, before another number out of its range.
	c.Actions = -1
	if err := c.Validate(); err == nil || !strings.Contains(err.Error(), "no starting Health yet") {
		t.Fatalf("Validate with no Health and -1 Actions: %v", err)
	}
}

// The Hero Level Up Step's cardboard run (000 L518-522): the Events, the draw, the
// discard while no hand the app counts is over 6, the Defender markers
// and the Initiative, one tap; a hand over the limit stops the run at the
// discard, which then asks for it.
func TestHeroLevelUpRun000L519(t *testing.T) {
	s := endHeroStep(t, lab(t, "Rowan", "Bjorn"))
	keys := func(s State) (out []string) {
		for _, it := range s.CardboardRun() {
			out = append(out, it.Key)
		}
		return out
	}
	if got, want := keys(s), []string{StepEvents, StepDrawSpells, StepDiscard, StepDefenders, StepPassInit}; !slices.Equal(got, want) {
		t.Fatalf("the run: %v, want %v", got, want)
	}
	over := mustApply(t, s, Hand(1, 7, "Spells"))
	if got := keys(over); !slices.Equal(got, []string{StepEvents, StepDrawSpells}) {
		t.Fatalf("with 9 cards in a hand the run is %v, want the Events and the draw", got)
	}
	mustRefuse(t, over, TickRun(StepEvents, StepDrawSpells, StepDiscard), "asks something of the app")
	mustRefuse(t, mustApply(t, over, TickRun(StepEvents, StepDrawSpells)), Tick(StepDiscard), "Bjorn holds 9 cards")
	s = mustApply(t, s, TickRun(keys(s)...))
	if !s.currentIs(StepTreasures) {
		t.Fatal("the run did not reach the Treasures")
	}
}
