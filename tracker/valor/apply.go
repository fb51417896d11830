package valor

import (
	"fmt"
	"strings"

	"tableside/tracker"
)

// Game is Valor & Villainy (both boxes) as a tracker.Game: the Adapter
// gives it ID, Title, Apply and the rest from the table below, and the
// pieces beside it Glance, the guests' boards and Result from State's own.
type Game struct {
	tracker.Adapter[State, *env, Game]
	tracker.GlanceAdapter[State, *env, Game]
	tracker.GuestAdapter[State, *env, Game]
	tracker.ResultAdapter[State, *env, Game]
}

// Rules is the game's table (tracker.Table): its ID, Title and commands,
// built once.
func (Game) Rules() tracker.JSONGame[State, *env] { return rules() }

// Apply is the typed form of Game.Apply: s is left as it was.
func (s State) Apply(cmd tracker.Command) (State, string, error) { return rules().ApplyTo(s, cmd) }

// stateCopier copies a State for every command, and for every try of one
// on a copy, some of which the handlers make: the table's Clone, kept
// apart from it so the handlers need not reach the table they are in.
// Planned once and never changed after.
var stateCopier = tracker.NewCopier[State]()

// rules is Valor & Villainy for tracker.JSONGame: every command's kind and
// handler, in the order of commands.go. A new command is one line here.
// Every accepted command leaves a state Check accepts; the fuzz tests hold
// the package to it. It is built once and
// never changed after.
var rules = tracker.Once(func() tracker.JSONGame[State, *env] {
	return tracker.JSONGame[State, *env]{
		ID:     "valor", // stored with every campaign: never change it
		Title:  "Valor & Villainy",
		Clone:  stateCopier.Clone,
		Decode: Decode,
		Check:  State.Check,
		Env:    newEnv,
		Before: (*State).notOver,
		After:  (*State).syncMapWords,
		Commands: []tracker.Op[State, *env]{
			// The round.
			tracker.On(KindTick, (*State).tick),
			tracker.On(KindTickRun, (*State).tickRun),
			tracker.On(KindEndStep, (*State).endStep),
			tracker.On(KindSetInitiative, (*State).setInitiative),
			tracker.On(KindEndTurn, (*State).endTurn),
			tracker.On(KindStartFinal, (*State).startFinal),
			tracker.On(KindCloseMap, (*State).closeMap),
			tracker.On(KindFindShrine, (*State).findShrine),
			tracker.On(KindMapRevealed, (*State).mapRevealed),
			tracker.On(KindDeclareWinner, (*State).declareWinner),
			tracker.On(KindAddHero, (*State).addHero),
			tracker.On(KindRemoveHero, (*State).removeHero),

			// Health and statuses.
			tracker.On(KindDamage, (*State).damage),
			tracker.On(KindPayHeart, (*State).payHearts),
			tracker.On(KindHeal, (*State).heal),
			tracker.On(KindShields, (*State).shields),
			tracker.On(KindDoom, (*State).doom),
			tracker.On(KindPoison, (*State).poison),

			// Board numbers.
			tracker.On(KindPlusOnes, (*State).plusOnesCmd),
			tracker.On(KindMovePlusOne, (*State).movePlusOne),
			tracker.On(KindXP, (*State).xp),
			tracker.On(KindHand, (*State).hand),
			tracker.On(KindSetDie, (*State).setDie),
			tracker.On(KindActionBar, (*State).actionBar),
			tracker.On(KindSouls, (*State).souls),
			tracker.On(KindSpendAction, (*State).spendAction),
			tracker.On(KindTalent, (*State).talent),
			tracker.On(KindDojo, (*State).dojo),
			tracker.On(KindFuel, (*State).fuel),
			tracker.On(KindStampede, (*State).stampede),
			tracker.On(KindFranken, (*State).franken),
			tracker.On(KindSidekick, (*State).sidekick),
			tracker.On(KindSidekickGain, (*State).sidekickGain),
			tracker.On(KindDismiss, (*State).dismiss),
			tracker.On(KindLevelUpDie, (*State).levelUpDie),
			tracker.On(KindLevelUpAct, (*State).levelUpAction),
			tracker.On(KindLevelUpAll, (*State).levelUpAll),
			tracker.On(KindVillainLevel, (*State).villainLevelUp),

			// Loot.
			tracker.On(KindDefeatMinion, (*State).defeatMinion),
			tracker.On(KindLoot, (*State).loot),
			tracker.On(KindBounty, (*State).bounty),
			tracker.On(KindEquip, (*State).equip),
			tracker.On(KindUnequip, (*State).unequip),
			tracker.On(KindDiscardTreas, (*State).discardTreasure),
			tracker.On(KindCashOut, (*State).cashOut),

			// Action Rolls.
			tracker.On(KindRoll, (*State).startRoll),
			tracker.On(KindRollPlusOnes, (*State).rollPlusOnes),
			tracker.On(KindMeddle, (*State).meddle),
			tracker.On(KindSpendHits, (*State).spendHits),
			tracker.On(KindBuyPlusOnes, (*State).buyPlusOnes),
			tracker.On(KindPizza, (*State).pizza),
			tracker.On(KindEndRoll, (*State).endRoll),

			// The map and its Minions.
			tracker.On(KindPlaceTile, (*State).placeTile),
			tracker.On(KindLayTiles, (*State).layTiles),
			tracker.On(KindRemoveTile, (*State).removeTile),
			tracker.On(KindMapTokens, (*State).mapTokens),
			tracker.On(KindMoveHero, (*State).moveHero),
			tracker.On(KindSpawnMinion, (*State).spawnMinion),
			tracker.On(KindMoveMinion, (*State).moveMinion),
			tracker.On(KindWoundMinion, (*State).woundMinion),
			tracker.On(KindDamageMinion, (*State).damageMinion),
			tracker.On(KindSetDefender, (*State).setDefender),
			tracker.On(KindMoveVillain, (*State).moveVillain),
			tracker.On(KindMinionCosts, (*State).minionCosts),
			tracker.On(KindSetDice, (*State).setDice),

			// The Villain Round wizard.
			tracker.On(KindWizardHits, (*State).wizardHits),
			tracker.On(KindWizardRoll, (*State).wizardRoll),
			tracker.On(KindWizardSpell, (*State).wizardSpell),
			tracker.On(KindWizardPick, (*State).wizardChoose),
			tracker.On(KindWizardDone, (*State).wizardDone),
			tracker.On(KindWizardEmpty, (*State).wizardDeckEmpty),
		},
	}
})

// newEnv gathers the facts of the state's box for the handlers.
func newEnv(s *State) (*env, error) {
	r, err := facts()
	if err != nil {
		return nil, err
	}
	bx, ok := boxFacts(r, s.Box)
	if !ok {
		return nil, fmt.Errorf("the box %q is unknown", s.Box)
	}
	return &env{r: r, bx: bx}, nil
}

// notOver refuses every command once the game is over.
func (s *State) notOver() error {
	if s.Winner != "" {
		return tracker.Refuse("The game is over: %s. Undo to go back.", s.winWords())
	}
	return nil
}

// syncMapWords brings the boards and the map into line after a command,
// and tells what that changed.
// It also passes the checklist items that are done already or have
// nothing to do (passDone).
func (s *State) syncMapWords(words string) (string, error) {
	var notes []string
	if s.Map != nil {
		notes = s.syncMap()
		if err := s.Map.Check(); err != nil {
			return "", tracker.Refuse("The map cannot show that: %v.", err)
		}
	}
	if s.Winner == "" {
		notes = append(notes, s.passDone()...)
	}
	if len(notes) > 0 {
		words += "; " + strings.Join(notes, "; ")
	}
	return words, nil
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
