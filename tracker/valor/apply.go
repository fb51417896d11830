package valor

import (
	"fmt"
	"strings"

	"tableside/tracker"
)

// Game is Valor & Villainy (both boxes) as a tracker.Game.
type Game struct{}

var _ tracker.Game = Game{}

// ID is the key stored with every campaign.
func (Game) ID() string { return "valor" }

// Title is the game's name.
func (Game) Title() string { return "Valor & Villainy" }

// CheckState reports whether state is a valid saved game.
func (Game) CheckState(state []byte) error {
	_, err := Decode(state)
	return err
}

// Apply decodes state, applies cmd and encodes the result. A command the
// rules forbid returns a *tracker.Refusal and no state.
func (Game) Apply(state []byte, cmd tracker.Command) ([]byte, string, error) {
	return tracker.ApplyJSON(state, Decode, func(s *State) (string, error) { return s.do(cmd) })
}

// Apply is the typed form of Game.Apply: s is left as it was.
func (s State) Apply(cmd tracker.Command) (State, string, error) {
	if err := s.Check(); err != nil {
		return State{}, "", err
	}
	c := s.clone()
	words, err := c.do(cmd)
	if err != nil {
		return State{}, "", err
	}
	return c, words, nil
}

// do applies cmd to s in place. On error s may be half changed; callers
// throw it away. Every accepted command leaves a state Check accepts; the
// fuzz tests hold the package to it.
func (s *State) do(cmd tracker.Command) (string, error) {
	r, err := facts()
	if err != nil {
		return "", err
	}
	bx, ok := boxFacts(r, s.Box)
	if !ok {
		return "", fmt.Errorf("the box %q is unknown", s.Box)
	}
	e := &env{r: r, bx: bx}
	words, err := s.dispatch(e, cmd)
	if err != nil || s.Map == nil {
		return words, err
	}
	if notes := s.syncMap(); len(notes) > 0 {
		words += "; " + strings.Join(notes, "; ")
	}
	if err := s.Map.Check(); err != nil {
		return "", tracker.Refuse("The map cannot show that: %v.", err)
	}
	return words, nil
}

// dispatch runs the command's handler.
func (s *State) dispatch(e *env, cmd tracker.Command) (string, error) {
	switch cmd.Kind {
	case KindTick:
		return run(s, e, cmd, (*State).tick)
	case KindEndStep:
		return run(s, e, cmd, (*State).endStep)
	case KindSetInitiative:
		return run(s, e, cmd, (*State).setInitiative)
	case KindEndTurn:
		return run(s, e, cmd, (*State).endTurn)
	case KindStartFinal:
		return run(s, e, cmd, (*State).startFinal)
	case KindCloseMap:
		return run(s, e, cmd, (*State).closeMap)
	case KindFindShrine:
		return run(s, e, cmd, (*State).findShrine)
	case KindMapRevealed:
		return run(s, e, cmd, (*State).mapRevealed)
	case KindDeclareWinner:
		return run(s, e, cmd, (*State).declareWinner)
	case KindAddHero:
		return run(s, e, cmd, (*State).addHero)
	case KindRemoveHero:
		return run(s, e, cmd, (*State).removeHero)
	case KindDamage:
		return run(s, e, cmd, (*State).damage)
	case KindPayHeart:
		return run(s, e, cmd, (*State).payHearts)
	case KindHeal:
		return run(s, e, cmd, (*State).heal)
	case KindShields:
		return run(s, e, cmd, (*State).shields)
	case KindDoom:
		return run(s, e, cmd, (*State).doom)
	case KindPoison:
		return run(s, e, cmd, (*State).poison)
	case KindPlusOnes:
		return run(s, e, cmd, (*State).plusOnesCmd)
	case KindMovePlusOne:
		return run(s, e, cmd, (*State).movePlusOne)
	case KindXP:
		return run(s, e, cmd, (*State).xp)
	case KindHand:
		return run(s, e, cmd, (*State).hand)
	case KindSetDie:
		return run(s, e, cmd, (*State).setDie)
	case KindActionBar:
		return run(s, e, cmd, (*State).actionBar)
	case KindSouls:
		return run(s, e, cmd, (*State).souls)
	case KindSpendAction:
		return run(s, e, cmd, (*State).spendAction)
	case KindTalent:
		return run(s, e, cmd, (*State).talent)
	case KindDojo:
		return run(s, e, cmd, (*State).dojo)
	case KindFuel:
		return run(s, e, cmd, (*State).fuel)
	case KindStampede:
		return run(s, e, cmd, (*State).stampede)
	case KindFranken:
		return run(s, e, cmd, (*State).franken)
	case KindSidekick:
		return run(s, e, cmd, (*State).sidekick)
	case KindSidekickGain:
		return run(s, e, cmd, (*State).sidekickGain)
	case KindDismiss:
		return run(s, e, cmd, (*State).dismiss)
	case KindLevelUpDie:
		return run(s, e, cmd, (*State).levelUpDie)
	case KindLevelUpAct:
		return run(s, e, cmd, (*State).levelUpAction)
	case KindLevelUpAll:
		return run(s, e, cmd, (*State).levelUpAll)
	case KindVillainLevel:
		return run(s, e, cmd, (*State).villainLevelUp)
	case KindDefeatMinion:
		return run(s, e, cmd, (*State).defeatMinion)
	case KindLoot:
		return run(s, e, cmd, (*State).loot)
	case KindBounty:
		return run(s, e, cmd, (*State).bounty)
	case KindEquip:
		return run(s, e, cmd, (*State).equip)
	case KindUnequip:
		return run(s, e, cmd, (*State).unequip)
	case KindDiscardTreas:
		return run(s, e, cmd, (*State).discardTreasure)
	case KindCashOut:
		return run(s, e, cmd, (*State).cashOut)
	case KindRoll:
		return run(s, e, cmd, (*State).startRoll)
	case KindRollPlusOnes:
		return run(s, e, cmd, (*State).rollPlusOnes)
	case KindMeddle:
		return run(s, e, cmd, (*State).meddle)
	case KindSpendHits:
		return run(s, e, cmd, (*State).spendHits)
	case KindBuyPlusOnes:
		return run(s, e, cmd, (*State).buyPlusOnes)
	case KindPizza:
		return run(s, e, cmd, (*State).pizza)
	case KindEndRoll:
		return run(s, e, cmd, (*State).endRoll)
	case KindPlaceTile:
		return run(s, e, cmd, (*State).placeTile)
	case KindRemoveTile:
		return run(s, e, cmd, (*State).removeTile)
	case KindMapTokens:
		return run(s, e, cmd, (*State).mapTokens)
	case KindMoveHero:
		return run(s, e, cmd, (*State).moveHero)
	case KindSpawnMinion:
		return run(s, e, cmd, (*State).spawnMinion)
	case KindMoveMinion:
		return run(s, e, cmd, (*State).moveMinion)
	case KindWoundMinion:
		return run(s, e, cmd, (*State).woundMinion)
	case KindDamageMinion:
		return run(s, e, cmd, (*State).damageMinion)
	case KindSetDefender:
		return run(s, e, cmd, (*State).setDefender)
	case KindMoveVillain:
		return run(s, e, cmd, (*State).moveVillain)
	case KindMinionCosts:
		return run(s, e, cmd, (*State).minionCosts)
	case KindSetDice:
		return run(s, e, cmd, (*State).setDice)
	case KindWizardHits:
		return run(s, e, cmd, (*State).wizardHits)
	case KindWizardRoll:
		return run(s, e, cmd, (*State).wizardRoll)
	case KindWizardSpell:
		return run(s, e, cmd, (*State).wizardSpell)
	case KindWizardPick:
		return run(s, e, cmd, (*State).wizardChoose)
	case KindWizardDone:
		return run(s, e, cmd, (*State).wizardDone)
	case KindWizardEmpty:
		return run(s, e, cmd, (*State).wizardDeckEmpty)
	}
	return "", fmt.Errorf("this version of Tableside does not know the action %q", cmd.Kind)
}

// run decodes the command's arguments into T and calls f, once the game
// is known not to be over.
func run[T any](s *State, e *env, cmd tracker.Command, f func(*State, *env, T) (string, error)) (string, error) {
	var args T
	if err := tracker.DecodeArgs(cmd, &args); err != nil {
		return "", err
	}
	if s.Winner != "" {
		return "", tracker.Refuse("The game is over: %s. Undo to go back.", s.winWords())
	}
	return f(s, e, args)
}

func (s *State) winWords() string {
	who := "the Heroes won"
	if s.Winner == SideVillain {
		who = s.Villain.Name + " won"
	}
	if s.WinReason != "" {
		return who + " (" + s.WinReason + ")"
	}
	return who
}
