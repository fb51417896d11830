package legends

import "tableside/tracker"

// Game is rules 002, Village of Legends, as a tracker.Game: the Adapter
// gives it ID, Title, Apply and the rest from the table below, and the
// pieces beside it Glance and Result from State's own.
type Game struct {
	tracker.Adapter[State, tracker.None, Game]
	tracker.GlanceAdapter[State, tracker.None, Game]
	tracker.ResultAdapter[State, tracker.None, Game]
}

// Rules is the game's table (tracker.Table): its ID, Title and commands,
// built once.
func (Game) Rules() tracker.JSONGame[State, tracker.None] { return rules() }

// Apply is the typed form of Game.Apply: s is left as it was.
func (s State) Apply(cmd tracker.Command) (State, string, error) { return rules().ApplyTo(s, cmd) }

// rules is rules 002 for tracker.JSONGame: every command's kind and
// handler, in the order of a turn. A new command is one line here. It is
// built once and never changed after.
var rules = tracker.Once(func() tracker.JSONGame[State, tracker.None] {
	return tracker.JSONGame[State, tracker.None]{
		ID:     "legends", // stored with every campaign: never change it
		Title:  "Village of Legends",
		Decode: Decode,
		Check:  State.Check,
		Before: (*State).before,
		Commands: []tracker.Op[State, tracker.None]{
			tracker.OnState(KindRollOff, (*State).rollOff),

			tracker.OnState(KindPoison, (*State).poisonTick),
			tracker.OnState(KindMonsterRegen, (*State).monsterRegen),
			tracker.OnState(KindMonsterAttack, (*State).monsterAttack),
			tracker.OnState(KindHeroRegen, (*State).heroRegen),

			// The main part of a turn (L52): each waits for the start of
			// the turn to be done (mainPart); attack checks that in
			// doAttack, which its Preview shares.
			tracker.OnState(KindAttack, (*State).attack),
			tracker.OnState(KindPlayDefence, mainPart((*State).playDefence)),
			tracker.OnState(KindPlayMonster, mainPart((*State).playMonster)),
			tracker.OnState(KindGold, mainPart((*State).gold)),
			tracker.OnState(KindBuy, mainPart((*State).buy)),
			tracker.OnState(KindSell, mainPart((*State).sell)),
			tracker.OnState(KindScroll, mainPart((*State).scroll)),
			tracker.OnState(KindSpend, mainPart((*State).spendCmd)),
			tracker.OnState(KindBeer, mainPart((*State).beer)),
			tracker.OnState(KindPotion, mainPart((*State).potion)),
			tracker.OnState(KindHeal, mainPart((*State).heal)),
			tracker.OnState(KindSneak, mainPart((*State).sneak)),
			tracker.OnState(KindSheath, mainPart((*State).sheath)),
			tracker.OnState(KindAbility, mainPart((*State).ability)),
			tracker.OnState(KindEndTurn, mainPart((*State).endTurn)),

			tracker.OnState(KindRelocate, (*State).relocate),
			tracker.OnState(KindOutOfCards, (*State).outOfCards),
			tracker.OnState(KindDecideWinner, (*State).decideWinner),

			tracker.OnState(KindCorrect, (*State).correct),
			tracker.OnState(KindCorrectMonster, (*State).correctMonster),
		},
	}
})

// before refuses every command once the game is over, and all but the
// decision while a 5-player tie waits for the table.
func (s *State) before() error {
	if s.Phase == PhaseOver {
		return tracker.Refuse("The game is over: %s won. Undo to go back, or start a new game.", s.names(s.Winners))
	}
	return nil
}

// mainPart is h, a handler of the main part of a turn (L52), refused
// until the start of the turn is done (inMain).
func mainPart[A any](h func(*State, A) (string, error)) func(*State, A) (string, error) {
	return func(s *State, a A) (string, error) {
		if err := s.inMain(); err != nil {
			return "", err
		}
		return h(s, a)
	}
}
