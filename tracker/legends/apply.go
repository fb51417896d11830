package legends

import "tableside/tracker"

// Game is rules 002, Village of Legends, as a tracker.Game.
type Game struct{}

var _ tracker.Typed = Game{}

// stateCopier copies a State for every command and every preview; built
// once as the package loads and never changed after.
var stateCopier = tracker.NewCopier[State]()

// ID is the key stored with every campaign.
func (Game) ID() string { return "legends" }

// Title is the game's name.
func (Game) Title() string { return "Village of Legends" }

// CheckState reports whether state is a valid saved game.
func (Game) CheckState(state []byte) error { return rules().CheckState(state) }

// Apply decodes state, applies cmd and encodes the result. A command the
// rules forbid returns a *tracker.Refusal and no state.
func (Game) Apply(state []byte, cmd tracker.Command) ([]byte, string, error) {
	return rules().Apply(state, cmd)
}

// ApplyValue is Apply from a state decoded (tracker.Typed).
func (Game) ApplyValue(state []byte, from any, cmd tracker.Command) ([]byte, any, string, error) {
	return rules().ApplyValue(state, from, cmd)
}

// CopyValue copies a State ApplyValue gave (tracker.Typed).
func (Game) CopyValue(v any) (any, error) { return rules().CopyValue(v) }

// Apply is the typed form of Game.Apply: s is left as it was.
func (s State) Apply(cmd tracker.Command) (State, string, error) { return rules().ApplyTo(s, cmd) }

// rules is rules 002 for tracker.JSONGame: every command's kind and
// handler, in the order of a turn. A new command is one line here.
func rules() tracker.JSONGame[State, tracker.None] {
	return tracker.JSONGame[State, tracker.None]{
		Clone:  stateCopier.Clone,
		Decode: Decode,
		Check:  State.Check,
		Before: (*State).before,
		Commands: []tracker.Op[State, tracker.None]{
			tracker.OnState(KindRollOff, (*State).rollOff),

			tracker.OnState(KindPoison, (*State).poisonTick),
			tracker.OnState(KindMonsterRegen, (*State).monsterRegen),
			tracker.OnState(KindMonsterAttack, (*State).monsterAttack),
			tracker.OnState(KindHeroRegen, (*State).heroRegen),

			tracker.OnState(KindAttack, (*State).attack),
			tracker.OnState(KindPlayDefence, (*State).playDefence),
			tracker.OnState(KindPlayMonster, (*State).playMonster),
			tracker.OnState(KindGold, (*State).gold),
			tracker.OnState(KindBuy, (*State).buy),
			tracker.OnState(KindSell, (*State).sell),
			tracker.OnState(KindScroll, (*State).scroll),
			tracker.OnState(KindSpend, (*State).spendCmd),
			tracker.OnState(KindBeer, (*State).beer),
			tracker.OnState(KindPotion, (*State).potion),
			tracker.OnState(KindHeal, (*State).heal),
			tracker.OnState(KindSneak, (*State).sneak),
			tracker.OnState(KindSheath, (*State).sheath),
			tracker.OnState(KindAbility, (*State).ability),
			tracker.OnState(KindEndTurn, (*State).endTurn),

			tracker.OnState(KindRelocate, (*State).relocate),
			tracker.OnState(KindOutOfCards, (*State).outOfCards),
			tracker.OnState(KindDecideWinner, (*State).decideWinner),

			tracker.OnState(KindCorrect, (*State).correct),
			tracker.OnState(KindCorrectMonster, (*State).correctMonster),
		},
	}
}

// before refuses every command once the game is over, and all but the
// decision while a 5-player tie waits for the table.
func (s *State) before() error {
	if s.Phase == PhaseOver {
		return tracker.Refuse("The game is over: %s won. Undo to go back, or start a new game.", s.names(s.Winners))
	}
	return nil
}
