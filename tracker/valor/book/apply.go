package book

import "tableside/tracker"

// Game is the campaign book of Lludwik's Labyrinth as a tracker.Game.
type Game struct{}

var _ tracker.Typed = Game{}

// ID is the key stored with every campaign.
func (Game) ID() string { return "valor.book" }

// Title is the book's name for players.
func (Game) Title() string { return "Lludwik's Labyrinth campaign book" }

// CheckState reports whether state is a book the app could have written.
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

// rules is the book for tracker.JSONGame: every command's kind and
// handler. A new command is one line here. Every accepted command leaves
// a state Check accepts; the fuzz test holds the package to it.
func rules() tracker.JSONGame[State, tracker.None] {
	return tracker.JSONGame[State, tracker.None]{
		Decode: Decode,
		Check:  State.Check,
		Commands: []tracker.Op[State, tracker.None]{
			tracker.OnState(KindParty, (*State).party),
			tracker.OnState(KindStartSession, (*State).startSession),
			tracker.OnState(KindEndSession, (*State).endSession),

			tracker.OnState(KindAddEvents, (*State).addEvents),
			tracker.OnState(KindAddToPool, (*State).addToPool),
			tracker.OnState(KindRemoveEvent, (*State).removeEvent),
			tracker.OnState(KindMove, (*State).move),
			tracker.OnState(KindLevelUp, (*State).levelUp),
			tracker.OnState(KindReadStash, (*State).readStash),
			tracker.OnState(KindIcons, (*State).icons),
			tracker.OnState(KindQuestDraw, (*State).questDraw),

			tracker.OnState(KindHoardChart, (*State).hoardChart),
			tracker.OnState(KindHoard, (*State).adjustHoard),
			tracker.OnState(KindSupplies, (*State).adjustSupplies),
			tracker.OnState(KindEndAct, (*State).endAct),
			tracker.OnState(KindBuyUpgrade, (*State).buyUpgrade),
			tracker.OnState(KindUpgradeNote, (*State).upgradeNote),

			tracker.OnState(KindDiscover, (*State).discover),
			tracker.OnState(KindEnvelope, (*State).unlockEnvelope),
			tracker.OnState(KindTalent, (*State).unlockTalent),

			tracker.OnState(KindJudgment, (*State).faceJudgment),
			tracker.OnState(KindReset, (*State).reset),
		},
	}
}
