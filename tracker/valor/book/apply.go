package book

import "tableside/tracker"

// Game is the campaign book of Lludwik's Labyrinth as a tracker.Game: the
// Adapter gives it ID, Title, Apply and the rest from the table below.
type Game struct {
	tracker.Adapter[State, tracker.None, Game]
}

// Rules is the game's table (tracker.Table): its ID, Title and commands,
// built once.
func (Game) Rules() tracker.JSONGame[State, tracker.None] { return rules() }

// Apply is the typed form of Game.Apply: s is left as it was.
func (s State) Apply(cmd tracker.Command) (State, string, error) { return rules().ApplyTo(s, cmd) }

// rules is the book for tracker.JSONGame: every command's kind and
// handler. A new command is one line here. Every accepted command leaves
// a state Check accepts; the fuzz test holds the package to it.
// It is built once and never changed after.
var rules = tracker.Once(func() tracker.JSONGame[State, tracker.None] {
	return tracker.JSONGame[State, tracker.None]{
		ID:     "valor.book", // stored with every campaign: never change it
		Title:  "Lludwik's Labyrinth campaign book",
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
})
