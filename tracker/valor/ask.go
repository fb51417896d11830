package valor

import (
	"slices"
	"strings"

	"tableside/tracker/valor/labyrinth"
)

// More queries for the screens: whose board the rules put in front, which
// Actions and card effects are on offer, the Level Up and cash-out turns,
// the map's choices. Who is a Hero's index or VillainWho throughout.

// Has reports whether who's board has ability a; false for no such Hero.
func (s State) Has(who int, a Ability) bool {
	if who == VillainWho {
		return s.Villain.has(a)
	}
	if who < 0 || who >= len(s.Heroes) {
		return false
	}
	return s.Heroes[who].has(a)
}

// InFocus is whose board the rules put in front now: who takes a Turn, or
// the Hero whose Sidekick acts (000 L499); the Villain through the Villain
// Round (000 L233-236, 001 L212-217); else the Lead Hero.
func (s State) InFocus() int {
	if who, ok := s.Acting(); ok {
		return who
	}
	if h, ok := s.SidekickActing(); ok {
		return h
	}
	switch s.Phase {
	case PhaseVillainStep, PhaseMinionStep, PhaseVillainLevelUp:
		return VillainWho
	}
	if s.Lead >= 0 && s.Lead < len(s.Heroes) {
		return s.Lead
	}
	return 0
}

// SoulsInPlay reports whether the Villain's Soul tokens matter now: they
// are won in the Final Battle (000 L771, 001 L575), so from its start, or
// once a correction gave some.
func (s State) SoulsInPlay() bool { return s.Final || s.Villain.Souls > 0 }

// InitiativeDue reports whether the Lead Hero sets the Initiative token
// now, Charge or Hold, as the Hero Round begins (000 L240, 001 L237).
func (s State) InitiativeDue() bool {
	return !s.Over() && s.refusal(SetInitiative(InitiativeCharge)) == ""
}

// TurnAction is one Action besides a roll and whether who may take it now.
type TurnAction struct {
	Kind   ActionKind `json:"kind"`
	Usable bool       `json:"usable"`
	Why    string     `json:"why,omitempty"`
}

// TurnActions lists the Actions besides rolls, Move, Power Surge and an
// Action a card grants, each with whether who may spend an Action Point on
// it now (000 L244-258, 001 L243) and why not: not their Turn, no Action
// Point left, a roll open, a second Power Surge (once a Turn, 000 L491,
// 001 L438), Mordak's Move before the Final Battle (001 L243). Rolls are
// RollOptions; a Test roll, TestOptions.
func (s State) TurnActions(who int) []TurnAction {
	out := make([]TurnAction, 0, 3)
	for _, k := range []ActionKind{ActionMove, ActionPowerSurge, ActionOther} {
		why := s.refusal(SpendAction(who, k, ""))
		out = append(out, TurnAction{Kind: k, Usable: why == "", Why: why})
	}
	return out
}

// LevelingUp lists who may buy Level Ups now, one at a time (LevelUpOptions,
// MasterpieceOptions): every Hero in the Hero Level Up Step once the Loot
// Stash is cashed out (000 L574, 001 L525), a Hero who just joined (000
// L1034), Mordak in his Level Up Step (001 L525), everyone as Mordak's
// Final Battle begins (001 L566). Never the Labyrinth's Villain: see
// VillainLevelsByPlan.
func (s State) LevelingUp() []int {
	if s.Over() {
		return nil
	}
	var out []int
	for i := range s.Heroes {
		if s.mayLevelUp(i) == nil {
			out = append(out, i)
		}
	}
	if s.mayLevelUp(VillainWho) == nil {
		out = append(out, VillainWho)
	}
	return out
}

// VillainLevelsByPlan reports whether the Villain's Level Ups are the
// rules' own now: the Labyrinth's Villain spends its XP in twos, a Level
// Up for every row (000 L750-758), as VillainLevelUpPlan and
// VillainXPToSpend say, with no choice for the players.
func (s State) VillainLevelsByPlan() bool {
	return s.Box == BoxLabyrinth && s.Phase == PhaseVillainLevelUp && s.Pending == ""
}

// CashOutDue returns the Loot Stash the checklist item due now cashes out:
// the Heroes' in the Hero Level Up Step (000 L550, 001 L513), the
// Villain's in the Villain Level Up Step (000 L736, 001 L513), either in
// the Final Battle's checklist; false when no cash-out is due.
func (s State) CashOutDue() (LootFor, bool) {
	for _, f := range []LootFor{LootHeroes, LootVillain} {
		if s.CashOutPreview(f).Due {
			return f, true
		}
	}
	return "", false
}

// TreasureTime reports whether looted Treasures may be revealed, equipped
// and traded now: in the Hero Level Up Step, at its Treasures item (000
// L524-540, 001 L487-503).
func (s State) TreasureTime() bool { return s.treasureTime(false) == nil }

// DamageStep is how damage to who counts: the Villain loses Health only
// in steps of Numbers().VillainDamageStep (000 L877, 001 L312), so a
// screen asks how much rather than counting down by one; 1 for a Hero.
func (s State) DamageStep(who int) int {
	if who == VillainWho {
		return max(1, s.Numbers().VillainDamageStep)
	}
	return 1
}

// Effect is a change a card, a rare rule or an ability makes to one board,
// which the board's "More" menu offers.
type Effect string

// The effects.
const (
	EffectPayHearts Effect = "pay_hearts" // PayHearts: a cost, not damage (000 L329, 001 L621)
	EffectDoom      Effect = "doom"       // Doom (000 L994-996)
	EffectPoison    Effect = "poison"     // Poison a die (000 L1002-1006)
	EffectCleanse   Effect = "cleanse"    // Cleanse: Doom and Poison removed (000 L998, L1008)
	EffectTalent    Effect = "talent"     // UseTalent: once a game (000 L1064)
	EffectDojo      Effect = "dojo"       // Dojo: once a game (000 L1028, 001 L631); DojoChoices
	EffectSidekick  Effect = "sidekick"   // NewSidekick (000 L493-508)
	EffectDismiss   Effect = "dismiss"    // Dismiss the Sidekick
	EffectFuel      Effect = "fuel"       // Fuel for the Fire (000 L1257)
	EffectFranken   Effect = "franken"    // Franken-Friend (000 L1249)
	EffectStampede  Effect = "stampede"   // Stampede (000 L1247); StampedeOwners
)

// Effects lists the effects the rules give who's board, in menu order:
// paying Hearts for every Hero, and for Mordak, who is a Player (001
// L621); Doom, Poison and Cleanse for Heroes only (000 L994-1008); the
// Talent card until used (000 L1064); the Dojo until trained (000 L1028,
// 001 L631); a Sidekick joining or dismissed; and the abilities a player
// triggers by hand: Fuel for the Fire, Franken-Friend, Stampede. Being
// listed is being on offer: the command may still refuse it for timing
// (Fuel is once a Turn, the Labyrinth's Dojo on one's own Turn), with the
// reason.
func (s State) Effects(who int) []Effect {
	if who == VillainWho {
		if s.Features().VillainPlayer {
			return []Effect{EffectPayHearts}
		}
		return nil
	}
	if who < 0 || who >= len(s.Heroes) {
		return nil
	}
	h := &s.Heroes[who]
	out := []Effect{EffectPayHearts, EffectDoom, EffectPoison, EffectCleanse}
	if h.Talent != "" && !h.TalentUsed {
		out = append(out, EffectTalent)
	}
	if h.Dojo == "" {
		out = append(out, EffectDojo)
	}
	if h.Sidekick == nil {
		out = append(out, EffectSidekick)
	} else {
		out = append(out, EffectDismiss)
	}
	for _, e := range []struct {
		a Ability
		e Effect
	}{{AbilityFuelForTheFire, EffectFuel}, {AbilityFrankenFriend, EffectFranken}, {AbilityStampede, EffectStampede}} {
		if h.has(e.a) {
			out = append(out, e.e)
		}
	}
	return out
}

// DojoChoices lists what hero may take when training at a Dojo: the
// upgrade or 1 XP in the Labyrinth (000 L1028), only the upgrade at the
// Elven Dojo (001 L631); nil once trained, as it is once a game.
func (s State) DojoChoices(hero int) []DojoChoice {
	if hero < 0 || hero >= len(s.Heroes) || s.Heroes[hero].Dojo != "" {
		return nil
	}
	if s.Features().DojoXP {
		return []DojoChoice{DojoAbility, DojoXP}
	}
	return []DojoChoice{DojoAbility}
}

// StampedeOwners lists whose Sidekick hero's Stampede may give a Heart
// to, or create (000 L1247): hero herself when she has no Sidekick and an
// Elemental is left in the box (000 L504), and every Hero whose Sidekick
// is an Elemental below the top of its Mini Health die (000 L497). Paying
// the 2 Plus-Ones is Stampede's own check.
func (s State) StampedeOwners(hero int) []int {
	if hero < 0 || hero >= len(s.Heroes) || !s.Heroes[hero].has(AbilityStampede) {
		return nil
	}
	n := s.Numbers()
	var out []int
	for i := range s.Heroes {
		switch sk := s.Heroes[i].Sidekick; {
		case sk == nil && i == hero && s.elementals() < n.MaxElementals:
			out = append(out, i)
		case sk != nil && sk.Elemental && sk.Health < n.SidekickHealth:
			out = append(out, i)
		}
	}
	return out
}

// HeroPlaying reports whether the Hero called name (any case) is in the
// game: each Hero is played once (000 L1030-1037, 001 L633-642).
func (s State) HeroPlaying(name string) bool {
	name = strings.TrimSpace(name)
	for _, h := range s.Heroes {
		if strings.EqualFold(h.Name, name) {
			return true
		}
	}
	return false
}

// FinalBattleDue reports whether the Labyrinth's track has reached its
// last Day and the Final Battle has not begun: in most Missions it begins
// now (000 L766). Minions of Mordak's begins by itself (001 L556).
func (s State) FinalBattleDue() bool {
	return !s.Over() && s.Features().StartFinal && !s.Final && s.Track().Ended
}

// DefeatFromMap reports whether a Defeated Minion is picked from the
// app's map (DefeatMapMinion), which knows its card's Bounty (000 L310),
// rather than entered with its Bounty (DefeatMinion, 0 to
// MaxMinionBounty).
func (s State) DefeatFromMap() bool { return len(s.Minions) > 0 }

// ---------------------------------------------------------------- the map

// TileSpots lists the regions a scouted tile may be laid in: every region
// without a tile, North to South, West to East (000 L403-415). Before the
// first tile that is every region.
func (s State) TileSpots() []labyrinth.Pos {
	var out []labyrinth.Pos
	for r := range labyrinth.Size {
		for c := range labyrinth.Size {
			p := labyrinth.Pos{Row: r, Col: c}
			if s.Map == nil || s.Map.At(p) == nil {
				out = append(out, p)
			}
		}
	}
	return out
}

// CanRemoveTile says whether the tile at p may be taken back as laid by
// mistake, and if not why: nothing may stand on it, no token lie on it.
func (s State) CanRemoveTile(p labyrinth.Pos) (bool, string) {
	why := s.refusal(RemoveTile(p))
	return why == "", why
}

// DefenderChoices lists who may be chosen to defend p: the Heroes and
// Sidekicks standing there, when there are two or more to choose from
// (000 L268-275); nil otherwise.
func (s State) DefenderChoices(p labyrinth.Pos) []string {
	if s.Map == nil {
		return nil
	}
	r := s.Map.At(p)
	if r == nil || len(r.Heroes) < 2 {
		return nil
	}
	out := make([]string, len(r.Heroes))
	for i, h := range r.Heroes {
		out[i] = h.Name
	}
	return out
}

// VillainMayStand reports whether the Villain may be placed on the app's
// map: in the Labyrinth's Final Battle only (000 L766, L883).
func (s State) VillainMayStand() bool {
	return s.Features().Map && s.Final && !s.Over()
}

// HeroesToPlace lists the Heroes whose standee may be put on p now
// (MoveHero): those on the map or waiting to be placed, not Defeated nor
// still joining (000 L335, L1037), and not at p already.
func (s State) HeroesToPlace(p labyrinth.Pos) []int {
	var out []int
	for i := range s.Heroes {
		if s.refusal(MoveHero(i, p)) == "" {
			out = append(out, i)
		}
	}
	return out
}

// CanPrevent reports whether the wizard's screen takes damage prevented by
// the Defender's cards with the Hits (WizardHitsWith's Prevent): only a
// Minion's attack, whose damage a card may prevent before Shields (000
// L1018).
func (s State) CanPrevent() bool {
	v := s.WizardView()
	return v.Active && v.Stage == StageMinion && slices.Contains(v.Inputs, InputHits)
}
